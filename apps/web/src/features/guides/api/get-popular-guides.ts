import { queryOptions, useQuery } from '@tanstack/react-query';
import { guidePopularResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getPopularGuides = (limit: number) =>
  api('/guides/popular', { query: { limit }, schema: guidePopularResponseSchema, auth: false });

export const popularGuidesQuery = (limit: number) =>
  queryOptions({ queryKey: ['guides', 'popular', limit], queryFn: () => getPopularGuides(limit) });

export const usePopularGuides = (limit: number) => useQuery(popularGuidesQuery(limit));
