// /api/projects: the learners' project showcase.
import { z } from 'zod';
import {
  createProjectInputSchema,
  envelope,
  errorResponseSchema,
  listProjectsQuerySchema,
  messageResponseSchema,
  projectListSchema,
  projectSchema,
} from '@robo/contracts';
import type { App } from '../../lib/types.ts';
import { createProject, deleteProject, listProjects } from './service.ts';

export async function projectRoutes(app: App) {
  app.get(
    '/projects',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['projects'],
        summary: 'Projects, newest first',
        querystring: listProjectsQuerySchema,
        response: { 200: envelope(projectListSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      const { mine, ...q } = request.query;
      const userId = mine === 'true' ? (request.userId ?? '00000000-0000-0000-0000-000000000000') : undefined;
      return { success: true as const, data: await listProjects(app.db, { ...q, userId }) };
    },
  );

  app.post(
    '/projects',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['projects'],
        summary: 'Publish a project',
        security: [{ bearerAuth: [] }],
        body: createProjectInputSchema,
        response: { 201: envelope(projectSchema), 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request, reply) => {
      const project = await createProject(app.db, request.userId!, request.body);
      return reply.status(201).send({ success: true, data: project, message: 'Project published' });
    },
  );

  app.delete(
    '/projects/:id',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['projects'],
        summary: 'Delete your project',
        security: [{ bearerAuth: [] }],
        params: z.object({ id: z.uuid('Unknown project id') }),
        response: { 200: messageResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema, 403: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => {
      await deleteProject(app.db, request.userId!, request.params.id);
      return { success: true as const, message: 'Project deleted' };
    },
  );
}
