// /api/contribution-types and /api/contributions: the contribution programme (spec part 2 §7).
import {
  CONTRIBUTION_MESSAGES,
  contributionApplicationInputSchema,
  contributionSubmitResponseSchema,
  contributionTypesResponseSchema,
  errorResponseSchema,
  myContributionsResponseSchema,
  paginationQuerySchema,
} from '@robo/contracts';
import type { App } from '../../lib/types.ts';
import { listContributionTypes, listMyApplications, submitApplication } from './service.ts';

export async function contributionRoutes(app: App) {
  app.get('/contribution-types', {
    schema: { tags: ['contribution'], summary: 'The contribution programmes', response: { 200: contributionTypesResponseSchema } },
  }, async () => ({ success: true as const, data: await listContributionTypes(app.db), message: CONTRIBUTION_MESSAGES.typesFound }));

  app.post('/contributions', {
    preHandler: [app.limits.formsPerIp, app.optionalAuth],
    schema: {
      tags: ['contribution'],
      summary: 'Apply to a programme (signed in or not)',
      body: contributionApplicationInputSchema,
      response: { 201: contributionSubmitResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 429: errorResponseSchema },
    },
  }, async (request, reply) => {
    const data = await submitApplication(app.db, request.userId, request.body);
    return reply.status(201).send({ success: true, message: CONTRIBUTION_MESSAGES.submitted, data });
  });

  app.get('/contributions/mine', {
    preHandler: [app.authenticate],
    schema: { tags: ['contribution'], summary: "The caller's applications", querystring: paginationQuerySchema, response: { 200: myContributionsResponseSchema, 401: errorResponseSchema } },
  }, async (request) => ({ success: true as const, ...(await listMyApplications(app.db, request.userId!, request.query.page, request.query.limit)) }));
}
