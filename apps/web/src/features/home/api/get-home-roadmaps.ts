import { queryOptions, useQuery } from '@tanstack/react-query';
import { roadmapListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getHomeRoadmaps = () => api('/roadmaps', { schema: roadmapListResponseSchema }).then((r) => r.data);
export const homeRoadmapsQuery = () => queryOptions({ queryKey: ['home', 'roadmaps'], queryFn: getHomeRoadmaps });
export const useHomeRoadmaps = () => useQuery(homeRoadmapsQuery());
