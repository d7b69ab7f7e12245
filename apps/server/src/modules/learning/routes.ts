// /api/learning: topics of the learning bar and the prerequisites viewer (spec part 2 §7).
import {
  PREREQUISITE_MESSAGES,
  errorResponseSchema,
  prerequisiteListResponseSchema,
  prerequisiteParamsSchema,
  prerequisiteResponseSchema,
  topicDetailResponseSchema,
  topicListResponseSchema,
  topicParamsSchema,
} from '@robo/contracts';
import type { App } from '../../lib/types.ts';
import { getPrerequisite, getTopic, listPrerequisites, listTopics } from './service.ts';

export async function learningRoutes(app: App) {
  // 24 fixed topics: the whole list is one small page, so no pagination parameters.
  app.get('/learning/topics', {
    schema: { tags: ['learning'], summary: 'All learning topics in navigation order', response: { 200: topicListResponseSchema } },
  }, async () => ({ success: true as const, data: await listTopics(app.db) }));

  app.get('/learning/topics/:topic', {
    schema: { tags: ['learning'], summary: 'One topic with related guides', params: topicParamsSchema, response: { 200: topicDetailResponseSchema, 404: errorResponseSchema } },
  }, async (request) => ({ success: true as const, data: await getTopic(app.db, request.params.topic) }));

  app.get('/learning/:topic/prerequisites', {
    schema: { tags: ['learning'], summary: 'Prerequisites of a topic', params: topicParamsSchema, response: { 200: prerequisiteListResponseSchema, 404: errorResponseSchema } },
  }, async (request) => ({ success: true as const, ...(await listPrerequisites(app.db, request.params.topic)), message: PREREQUISITE_MESSAGES.listFound }));

  app.get('/learning/:topic/prerequisites/:key', {
    schema: { tags: ['learning'], summary: 'One prerequisite of a topic', params: prerequisiteParamsSchema, response: { 200: prerequisiteResponseSchema, 404: errorResponseSchema } },
  }, async (request) => ({ success: true as const, ...(await getPrerequisite(app.db, request.params.topic, request.params.key)), message: PREREQUISITE_MESSAGES.oneFound }));
}
