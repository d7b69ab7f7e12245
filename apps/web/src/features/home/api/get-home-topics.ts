import { queryOptions, useQuery } from '@tanstack/react-query';
import { topicListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getHomeTopics = () => api('/learning/topics', { schema: topicListResponseSchema }).then((r) => r.data);
export const homeTopicsQuery = () => queryOptions({ queryKey: ['home', 'topics'], queryFn: getHomeTopics, staleTime: 5 * 60_000 });
export const useHomeTopics = () => useQuery(homeTopicsQuery());
