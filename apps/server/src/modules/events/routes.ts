// /api/events: list, detail, my events, create/edit/delete (creator only), free registration; and
// /api/payments/check-event-purchase/:eventId, answered from the ticket entitlement.
import { z } from 'zod';
import {
  EVENT_MESSAGES,
  errorResponseSchema,
  eventIdParamsSchema,
  eventInputSchema,
  eventListQuerySchema,
  eventListResponseSchema,
  eventPurchaseCheckResponseSchema,
  eventResponseSchema,
  messageResponseSchema,
  myEventsQuerySchema,
} from '@robo/contracts';
import { registerItemProvider } from '../../lib/catalogue.ts';
import type { App } from '../../lib/types.ts';
import {
  checkEventPurchase,
  createEvent,
  deleteEvent,
  eventItemProvider,
  getEvent,
  listEvents,
  listMyEvents,
  registerFree,
  updateEvent,
} from './service.ts';

const errors = {
  400: errorResponseSchema,
  401: errorResponseSchema,
  403: errorResponseSchema,
  404: errorResponseSchema,
  409: errorResponseSchema,
};
const bearer = [{ bearerAuth: [] }];

export async function eventsRoutes(app: App) {
  registerItemProvider('event', eventItemProvider);

  app.get(
    '/events',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['events'],
        summary: 'Events, filtered and paginated (drafts only for their creator)',
        querystring: eventListQuerySchema,
        response: { 200: eventListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listEvents(app.db, request.query, request.userId)) }),
  );

  app.get(
    '/events/mine',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events'],
        summary: 'Events I created (type=created) or hold a ticket for (type=tickets)',
        security: bearer,
        querystring: myEventsQuerySchema,
        response: { 200: eventListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, ...(await listMyEvents(app.db, request.query, request.userId!)) }),
  );

  app.get(
    '/events/:id',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['events'],
        summary: 'One event',
        params: eventIdParamsSchema,
        response: { 200: eventResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getEvent(app.db, request.params.id, request.userId) }),
  );

  app.post(
    '/events',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events'],
        summary: 'Create an event',
        security: bearer,
        body: eventInputSchema,
        response: { 201: eventResponseSchema, ...errors },
      },
    },
    async (request, reply) =>
      reply.status(201).send({ success: true, data: await createEvent(app.db, request.body, request.userId!), message: 'Event Created' }),
  );

  app.put(
    '/events/:id',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events'],
        summary: 'Edit an event (creator only)',
        security: bearer,
        params: eventIdParamsSchema,
        body: eventInputSchema,
        response: { 200: eventResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await updateEvent(app.db, request.params.id, request.body, request.userId!),
      message: 'Event Updated',
    }),
  );

  app.delete(
    '/events/:id',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events'],
        summary: 'Delete an event (creator only, while it has no tickets)',
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: messageResponseSchema, ...errors },
      },
    },
    async (request) => {
      await deleteEvent(app.db, request.params.id, request.userId!);
      return { success: true as const, message: EVENT_MESSAGES.deleted };
    },
  );

  app.post(
    '/events/:id/register',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events'],
        summary: 'Register for a free event (paid tickets are bought through checkout)',
        security: bearer,
        params: eventIdParamsSchema,
        response: { 200: eventResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registerFree(app.db, request.params.id, request.userId!),
      message: EVENT_MESSAGES.registered,
    }),
  );

  app.get(
    '/payments/check-event-purchase/:eventId',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['events', 'payments'],
        summary: 'Whether I hold a ticket for an event',
        security: bearer,
        params: z.object({ eventId: z.string().min(1).max(100) }),
        response: { 200: eventPurchaseCheckResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({
      success: true as const,
      data: await checkEventPurchase(app.db, request.params.eventId, request.userId!),
    }),
  );
}
