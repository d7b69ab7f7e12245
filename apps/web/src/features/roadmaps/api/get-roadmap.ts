import { queryOptions, useQuery } from '@tanstack/react-query';
import { roadmapResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getRoadmap = (slug: string) => api(`/roadmaps/${encodeURIComponent(slug)}`, { schema: roadmapResponseSchema });

export const roadmapQuery = (slug: string, userId: string | null) =>
  queryOptions({ queryKey: ['roadmaps', 'detail', slug, userId], queryFn: () => getRoadmap(slug), retry: false });

export const useRoadmap = (slug: string, userId: string | null, enabled: boolean) => useQuery({ ...roadmapQuery(slug, userId), enabled });
