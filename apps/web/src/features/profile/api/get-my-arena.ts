// The profile's arena section: my leaderboard entry (GET /api/leaderboard/user/{id}) and my progress in
// each challenge (GET /api/botarena/challenges with my token).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeListResponseSchema, leaderboardEntryResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export async function getMyArena(userId: string, signal?: AbortSignal) {
  const [entry, challenges] = await Promise.all([
    api(`/leaderboard/user/${encodeURIComponent(userId)}`, { schema: leaderboardEntryResponseSchema, signal }),
    api('/botarena/challenges', { schema: challengeListResponseSchema, signal }),
  ]);
  return { entry: entry.data, challenges: challenges.data };
}

export const myArenaQuery = (userId: string) =>
  queryOptions({ queryKey: ['me', 'arena', userId], queryFn: ({ signal }) => getMyArena(userId, signal) });

export const useMyArena = (userId: string) => useQuery(myArenaQuery(userId));
