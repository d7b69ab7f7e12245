// POST /api/auth/subscribe: newsletter signup; subscribing twice is a friendly success, not a second row.
import { NEWSLETTER_MESSAGES, errorResponseSchema, messageResponseSchema, subscribeInputSchema } from '@robo/contracts';
import { newsletterSubscribers } from '../../db/schema/index.ts';
import type { App } from '../../lib/types.ts';

export async function newsletterRoutes(app: App) {
  app.post(
    '/auth/subscribe',
    {
      preHandler: [app.limits.formsPerIp],
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe to the newsletter',
        body: subscribeInputSchema,
        response: { 200: messageResponseSchema, 201: messageResponseSchema, 400: errorResponseSchema, 429: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const { email, firstName, lastName } = request.body;
      const inserted = await app.db
        .insert(newsletterSubscribers)
        .values({ email, firstName: firstName ?? null, lastName: lastName ?? null })
        .onConflictDoNothing()
        .returning({ id: newsletterSubscribers.id });
      if (inserted.length === 0) {
        return reply.status(200).send({ success: true, message: NEWSLETTER_MESSAGES.alreadySubscribed });
      }
      return reply.status(201).send({ success: true, message: NEWSLETTER_MESSAGES.subscribed });
    },
  );
}
