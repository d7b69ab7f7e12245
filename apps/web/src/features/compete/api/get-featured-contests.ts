// GET /api/compete/contests/featured: at most two featured competitions that have not ended.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { featuredContestsResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getFeaturedContests = (signal?: AbortSignal) =>
  api('/compete/contests/featured', { schema: featuredContestsResponseSchema, signal }).then((r) => r.data);

export const featuredContestsQuery = () =>
  queryOptions({ queryKey: ['compete', 'featured'], queryFn: ({ signal }) => getFeaturedContests(signal), retry: 1 });

export const useFeaturedContests = () => useQuery(featuredContestsQuery());
