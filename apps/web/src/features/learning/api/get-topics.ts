import { queryOptions, useQuery } from '@tanstack/react-query';
import { topicListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getTopics = () => api('/learning/topics', { schema: topicListResponseSchema, auth: false });

export const topicsQuery = () => queryOptions({ queryKey: ['learning', 'topics'], queryFn: getTopics });

export const useTopics = () => useQuery(topicsQuery());
