import { queryOptions, useQuery } from '@tanstack/react-query';
import { roadmapListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getRoadmaps = () => api('/roadmaps', { schema: roadmapListResponseSchema });

export const roadmapsQuery = (userId: string | null) => queryOptions({ queryKey: ['roadmaps', userId], queryFn: getRoadmaps });

export const useRoadmaps = (userId: string | null) => useQuery(roadmapsQuery(userId));
