// GET /api/botarena/challenges: the challenges with my completed questions and points.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeListResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getChallenges = (signal?: AbortSignal) => api('/botarena/challenges', { schema: challengeListResponseSchema, signal });

/** Keyed by the user: what I completed differs per account. */
export const challengesQuery = (userId: string | null) =>
  queryOptions({ queryKey: ['arena', 'challenges', userId], queryFn: ({ signal }) => getChallenges(signal) });

export const useChallenges = (userId: string | null) => useQuery(challengesQuery(userId));
