// /api/roadmaps: list, the paywalled detail and per-user progress.
import {
  errorResponseSchema,
  roadmapListResponseSchema,
  roadmapPaymentRequiredSchema,
  roadmapProgressResponseSchema,
  roadmapResponseSchema,
  roadmapSlugParamsSchema,
  saveRoadmapProgressInputSchema,
} from '@robo/contracts';
import { registerItemProvider } from '../../lib/catalogue.ts';
import type { App } from '../../lib/types.ts';
import { getProgress, getRoadmap, listRoadmaps, roadmapProvider, saveProgress } from './service.ts';

export async function roadmapRoutes(app: App) {
  registerItemProvider('roadmap', roadmapProvider);

  app.get(
    '/roadmaps',
    {
      preHandler: [app.optionalAuth],
      schema: { tags: ['roadmaps'], summary: 'Every roadmap with its price and whether the caller owns it', response: { 200: roadmapListResponseSchema, 401: errorResponseSchema } },
    },
    async (request) => ({ success: true as const, data: await listRoadmaps(app.db, request.userId) }),
  );

  app.get(
    '/roadmaps/:slug',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['roadmaps'],
        summary: 'A roadmap: 401 without login, 403 with the price before purchase, 200 after',
        params: roadmapSlugParamsSchema,
        response: { 200: roadmapResponseSchema, 401: errorResponseSchema, 403: roadmapPaymentRequiredSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getRoadmap(app.db, request.userId, request.params.slug) }),
  );

  const progressSchema = { 200: roadmapProgressResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema };

  app.get(
    '/roadmaps/:slug/progress',
    {
      preHandler: [app.authenticate],
      schema: { tags: ['roadmaps'], summary: 'Weeks the caller has completed', security: [{ bearerAuth: [] }], params: roadmapSlugParamsSchema, response: progressSchema },
    },
    async (request) => ({ success: true as const, data: await getProgress(app.db, request.userId!, request.params.slug) }),
  );

  app.put(
    '/roadmaps/:slug/progress',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['roadmaps'],
        summary: 'Save completed weeks (replace, or merge with what the server has)',
        security: [{ bearerAuth: [] }],
        params: roadmapSlugParamsSchema,
        body: saveRoadmapProgressInputSchema,
        response: progressSchema,
      },
    },
    async (request) => ({ success: true as const, data: await saveProgress(app.db, request.userId!, request.params.slug, request.body) }),
  );
}
