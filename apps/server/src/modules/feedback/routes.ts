// POST /api/feedback: free-text feedback, anonymous or signed in.
import { FEEDBACK_MESSAGES, errorResponseSchema, feedbackInputSchema, messageResponseSchema } from '@robo/contracts';
import { feedback } from '../../db/schema/index.ts';
import type { App } from '../../lib/types.ts';

export async function feedbackRoutes(app: App) {
  app.post(
    '/feedback',
    {
      preHandler: [app.limits.formsPerIp, app.optionalAuth],
      schema: {
        tags: ['feedback'],
        summary: 'Send feedback',
        body: feedbackInputSchema,
        response: { 201: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      await app.db.insert(feedback).values({ description: request.body.description, userId: request.userId });
      return reply.status(201).send({ success: true, message: FEEDBACK_MESSAGES.success });
    },
  );
}
