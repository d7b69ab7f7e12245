// The home page's contest tile: the live competition that started first, else the next upcoming one.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { contestListResponseSchema, type Contest } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export async function getHomeContest(signal?: AbortSignal): Promise<Contest | null> {
  for (const status of ['live', 'upcoming'] as const) {
    const answer = await api('/compete/contests', {
      query: { status, limit: 1, sortBy: 'startDate', order: 'asc' },
      schema: contestListResponseSchema,
      signal,
    });
    const first = answer.data.contests[0];
    if (first) return first;
  }
  return null;
}

export const homeContestQuery = () =>
  queryOptions({ queryKey: ['home', 'contest'], queryFn: ({ signal }) => getHomeContest(signal), retry: 1 });
export const useHomeContest = () => useQuery(homeContestQuery());
