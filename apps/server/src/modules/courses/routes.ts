// /api/courses: the catalogue list (filters, search, pagination) and a course's detail.
import { courseIdParamsSchema, courseListQuerySchema, courseListResponseSchema, courseResponseSchema, errorResponseSchema } from '@robo/contracts';
import { registerItemProvider } from '../../lib/catalogue.ts';
import type { App } from '../../lib/types.ts';
import { courseProvider, getCourse, listCourses } from './service.ts';

export async function courseRoutes(app: App) {
  registerItemProvider('course', courseProvider);

  app.get(
    '/courses',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['courses'],
        summary: 'Courses with category, level and text filters, paginated',
        querystring: courseListQuerySchema,
        response: { 200: courseListResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await listCourses(app.db, request.userId, request.query) }),
  );

  app.get(
    '/courses/:id',
    {
      preHandler: [app.optionalAuth],
      schema: {
        tags: ['courses'],
        summary: 'A course with its syllabus; enrolled tells whether the caller owns it',
        params: courseIdParamsSchema,
        response: { 200: courseResponseSchema, 401: errorResponseSchema, 404: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, data: await getCourse(app.db, request.userId, request.params.id) }),
  );
}
