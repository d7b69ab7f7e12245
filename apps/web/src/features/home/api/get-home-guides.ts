import { queryOptions, useQuery } from '@tanstack/react-query';
import { guidePopularResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getHomeGuides = () => api('/guides/popular', { query: { limit: 3 }, schema: guidePopularResponseSchema }).then((r) => r.data);
export const homeGuidesQuery = () => queryOptions({ queryKey: ['home', 'guides'], queryFn: getHomeGuides });
export const useHomeGuides = () => useQuery(homeGuidesQuery());
