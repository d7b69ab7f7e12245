// /api/compete: the competitions list (filters, sort, pagination, tab counts), the featured pair and
// registration. Lists are public; a bearer token, when sent, marks the caller's registrations.
import {
  CONTEST_MESSAGES,
  contestIdParamsSchema,
  contestListQuerySchema,
  contestListResponseSchema,
  contestResponseSchema,
  errorResponseSchema,
  featuredContestsResponseSchema,
} from '@robo/contracts';
import type { App } from '../../lib/types.ts';
import { featuredContests, listContests, registerForContest } from './service.ts';

export async function competeRoutes(app: App) {
  app.get(
    '/contests',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['compete'],
        summary: 'Contests, tournaments and challenges: filtered, sorted and paginated, with counts per type',
        querystring: contestListQuerySchema,
        response: { 200: contestListResponseSchema, 400: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listContests(app.db, request.query, request.userId) }),
  );

  app.get(
    '/contests/featured',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['compete'],
        summary: 'At most two featured competitions that have not ended',
        response: { 200: featuredContestsResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await featuredContests(app.db, request.userId) }),
  );

  app.post(
    '/contests/:id/register',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['compete'],
        summary: 'Register for a live or upcoming competition (once per user)',
        security: [{ bearerAuth: [] }],
        params: contestIdParamsSchema,
        response: {
          200: contestResponseSchema,
          401: errorResponseSchema,
          404: errorResponseSchema,
          409: errorResponseSchema,
        },
      },
    },
    async (request) => ({
      success: true as const,
      data: await registerForContest(app.db, request.params.id, request.userId!),
      message: CONTEST_MESSAGES.registered,
    }),
  );
}
