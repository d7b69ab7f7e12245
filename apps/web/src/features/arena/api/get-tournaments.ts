// GET /api/tournaments/featured: active and upcoming tournaments, with whether I joined each.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { tournamentListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getTournaments = (signal?: AbortSignal) => api('/tournaments/featured', { schema: tournamentListResponseSchema, signal });

export const tournamentsQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['arena', 'tournaments', userId], queryFn: ({ signal }) => getTournaments(signal) });

export const useTournaments = (userId: string | null) => useQuery(tournamentsQuery(userId));
