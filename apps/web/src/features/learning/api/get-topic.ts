import { queryOptions, useQuery } from '@tanstack/react-query';
import { topicDetailResponseSchema } from '@robo/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const getTopic = (topic: string) =>
  api(`/learning/topics/${encodeURIComponent(topic)}`, { schema: topicDetailResponseSchema, auth: false });

export const topicQuery = (topic: string) =>
  queryOptions({
    queryKey: ['learning', 'topic', topic],
    queryFn: () => getTopic(topic),
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useTopic = (topic: string) => useQuery(topicQuery(topic));
