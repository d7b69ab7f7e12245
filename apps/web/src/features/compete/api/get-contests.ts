// GET /api/compete/contests: the filtered, sorted, paginated list with the per-type tab counts.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { contestListResponseSchema, type ContestListQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getContests = (query: ContestListQuery, signal?: AbortSignal) =>
  api('/compete/contests', { query: query as Record<string, string | number | undefined>, schema: contestListResponseSchema, signal }).then((r) => r.data);

export const contestsQuery = (query: ContestListQuery) =>
  queryOptions({
    queryKey: ['compete', 'contests', query],
    queryFn: ({ signal }) => getContests(query, signal),
    placeholderData: keepPreviousData,
    // No silent retries: the spec's error state offers Try Again instead.
    retry: false,
  });

export const useContests = (query: ContestListQuery) => useQuery(contestsQuery(query));
