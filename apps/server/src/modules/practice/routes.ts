// /api/practice: languages, problems, submitting code to the judge and polling its verdict.
import { z } from 'zod';
import {
  PRACTICE_MESSAGES,
  errorResponseSchema,
  practiceLanguagesResponseSchema,
  problemResponseSchema,
  problemsQuerySchema,
  problemsResponseSchema,
  submissionHistoryQuerySchema,
  submissionHistoryResponseSchema,
  submissionResponseSchema,
  submitInputSchema,
  submitResponseSchema,
} from '@robo/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { App } from '../../lib/types.ts';
import * as service from './service.ts';

const idParams = z.object({ id: z.string().min(1).max(200) });
const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema };

export async function practiceRoutes(app: App) {
  app.get(
    '/languages',
    {
      schema: { tags: ['practice'], summary: 'Practice languages', response: { 200: practiceLanguagesResponseSchema } },
    },
    async () => ({ success: true as const, data: await service.listLanguages(app.db) }),
  );

  app.get(
    '/languages/:language/problems',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['practice'],
        summary: 'Problems of a language, with the caller’s solved status',
        params: z.object({ language: z.string().min(1).max(40) }),
        querystring: problemsQuerySchema,
        response: { 200: problemsResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listProblems(app.db, request.params.language, request.query, request.userId)),
    }),
  );

  app.get(
    '/problems/:id',
    {
      preHandler: app.optionalAuth,
      schema: {
        tags: ['practice'],
        summary: 'A problem: statement, examples, hints, templates (hidden tests stay on the server)',
        params: idParams,
        response: { 200: problemResponseSchema, ...errors },
      },
    },
    async (request) => ({ success: true as const, data: await service.getProblem(app.db, request.params.id, request.userId) }),
  );

  app.post(
    '/problems/:id/submit',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['practice'],
        summary: 'Queue code for judging: mode submit (all tests) or run (examples or a custom input)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        body: submitInputSchema,
        response: { 201: submitResponseSchema, ...errors, 429: errorResponseSchema, 503: errorResponseSchema },
      },
    },
    async (request, reply) => {
      if (!app.judge.available) throw new AppError('JUDGE_UNAVAILABLE', 503, PRACTICE_MESSAGES.judgeUnavailable);
      const created = await service.createSubmission(app.db, request.userId!, request.params.id, request.body, {
        queueLimit: app.env.JUDGE_QUEUE_LIMIT,
        pendingPerUser: app.env.JUDGE_PENDING_PER_USER,
      });
      app.judge.notify();
      return reply.status(201).send({ success: true, data: { submissionId: created.id, status: created.status } });
    },
  );

  app.get(
    '/submissions/:id',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['practice'],
        summary: 'A submission’s state and verdict (owner only)',
        security: [{ bearerAuth: [] }],
        params: idParams,
        response: { 200: submissionResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      data: await service.getSubmission(app.db, request.params.id, request.userId!),
    }),
  );

  app.get(
    '/problems/:id/submissions',
    {
      preHandler: app.authenticate,
      schema: {
        tags: ['practice'],
        summary: 'The caller’s submissions of a problem, newest first',
        security: [{ bearerAuth: [] }],
        params: idParams,
        querystring: submissionHistoryQuerySchema,
        response: { 200: submissionHistoryResponseSchema, ...errors },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await service.listMySubmissions(app.db, request.params.id, request.userId!, request.query.page, request.query.limit)),
    }),
  );
}
