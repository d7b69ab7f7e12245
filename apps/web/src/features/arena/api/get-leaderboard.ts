// GET /api/leaderboard?limit=50: the ranked users (spec §7, §9).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { LEADERBOARD_MAX_LIMIT, leaderboardResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getLeaderboard = (limit: number, signal?: AbortSignal) =>
  api('/leaderboard', { query: { limit }, schema: leaderboardResponseSchema, signal, auth: false });

export const leaderboardQuery = (limit = LEADERBOARD_MAX_LIMIT) =>
  queryOptions({ queryKey: ['arena', 'leaderboard', limit], queryFn: ({ signal }) => getLeaderboard(limit, signal) });

export const useLeaderboard = (limit = LEADERBOARD_MAX_LIMIT) => useQuery(leaderboardQuery(limit));
