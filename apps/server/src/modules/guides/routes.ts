// /api/guides: the guides library of spec part 2 §7 (list, popular, statistics, detail, like, view, tips).
import type { FastifyRequest } from 'fastify';
import {
  GUIDE_MESSAGES,
  VISITOR_ID_HEADER,
  errorResponseSchema,
  guideLikeResponseSchema,
  guideListQuerySchema,
  guideListResponseSchema,
  guideParamsSchema,
  guidePopularQuerySchema,
  guidePopularResponseSchema,
  guideResponseSchema,
  guideStatisticsResponseSchema,
  guideTipsResponseSchema,
  guideViewResponseSchema,
  visitorIdSchema,
} from '@robo/contracts';
import { badRequest } from '../../lib/app-error.ts';
import type { App } from '../../lib/types.ts';
import { getGuide, guideStatistics, likeGuide, listGuides, loadTips, popularGuides, viewGuide } from './service.ts';

/** Who is liking or viewing: the signed-in user, else the browser's visitor id. */
function voterOf(request: FastifyRequest): string {
  if (request.userId) return `u:${request.userId}`;
  const parsed = visitorIdSchema.safeParse(request.headers[VISITOR_ID_HEADER]);
  if (!parsed.success) throw badRequest(GUIDE_MESSAGES.visitorRequired, 'VISITOR_ID_REQUIRED');
  return `v:${parsed.data}`;
}

export async function guidesRoutes(app: App) {
  const tips = loadTips(app.env.CONTENT_DIR);
  const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

  app.get('/guides', {
    schema: { tags: ['guides'], summary: 'List guides (category, difficulty, full-text search, pagination)', querystring: guideListQuerySchema, response: { 200: guideListResponseSchema, 400: errorResponseSchema } },
  }, async (request) => ({ success: true as const, ...(await listGuides(app.db, request.query)) }));

  app.get('/guides/popular', {
    schema: { tags: ['guides'], summary: 'Most viewed and liked guides', querystring: guidePopularQuerySchema, response: { 200: guidePopularResponseSchema, 400: errorResponseSchema } },
  }, async (request) => ({ success: true as const, data: await popularGuides(app.db, request.query.limit) }));

  app.get('/guides/statistics', {
    schema: { tags: ['guides'], summary: 'Guide counts and views', response: { 200: guideStatisticsResponseSchema } },
  }, async () => ({ success: true as const, data: await guideStatistics(app.db) }));

  app.get('/guides/tips', {
    schema: { tags: ['guides'], summary: 'Getting-started tips', response: { 200: guideTipsResponseSchema } },
  }, async () => ({ success: true as const, data: tips }));

  app.get('/guides/:guideId', {
    schema: { tags: ['guides'], summary: 'One guide with its content', params: guideParamsSchema, response: { 200: guideResponseSchema, 404: errorResponseSchema } },
  }, async (request) => ({ success: true as const, data: await getGuide(app.db, request.params.guideId) }));

  app.post('/guides/:guideId/like', {
    preHandler: [app.optionalAuth],
    schema: { tags: ['guides'], summary: 'Like a guide (once per user or visitor id)', params: guideParamsSchema, response: { 200: guideLikeResponseSchema, ...errors } },
  }, async (request) => ({ success: true as const, data: await likeGuide(app.db, request.params.guideId, voterOf(request)) }));

  app.post('/guides/:guideId/view', {
    preHandler: [app.optionalAuth],
    schema: { tags: ['guides'], summary: 'Count a view (once per visitor per day)', params: guideParamsSchema, response: { 200: guideViewResponseSchema, ...errors } },
  }, async (request) => ({ success: true as const, data: await viewGuide(app.db, request.params.guideId, voterOf(request)) }));
}
