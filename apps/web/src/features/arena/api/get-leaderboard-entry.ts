// GET /api/leaderboard/user/{id}: one user's points and rank (rank null without points).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { leaderboardEntryResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getLeaderboardEntry = (userId: string, signal?: AbortSignal) =>
  api(`/leaderboard/user/${encodeURIComponent(userId)}`, { schema: leaderboardEntryResponseSchema, signal, auth: false });

export const leaderboardEntryQuery = (userId: string) =>
  queryOptions({ queryKey: ['arena', 'leaderboard-entry', userId], queryFn: ({ signal }) => getLeaderboardEntry(userId, signal) });

export const useLeaderboardEntry = (userId: string | null) =>
  useQuery({ ...leaderboardEntryQuery(userId ?? ''), enabled: !!userId });
