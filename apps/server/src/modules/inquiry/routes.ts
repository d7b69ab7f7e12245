// POST /api/community-inquiry: institutions, mentors and sponsors reaching us from Community Connect.
import { INQUIRY_SUCCESS_MESSAGE, communityInquiryInputSchema, errorResponseSchema, messageResponseSchema } from '@robo/contracts';
import { communityInquiries } from '../../db/schema/index.ts';
import type { App } from '../../lib/types.ts';

export async function inquiryRoutes(app: App) {
  app.post(
    '/community-inquiry',
    {
      preHandler: [app.limits.formsPerIp],
      schema: {
        tags: ['community'],
        summary: 'Send a Community Connect inquiry',
        body: communityInquiryInputSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.db.insert(communityInquiries).values(request.body);
      return reply.status(201).send({ success: true, message: INQUIRY_SUCCESS_MESSAGE });
    },
  );
}
