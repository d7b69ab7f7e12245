// GET /api/botarena/challenges?name={slug}: one challenge with its weeks, questions and my completions.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { challengeResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getChallenge = (name: string, signal?: AbortSignal) =>
  api('/botarena/challenges', { query: { name }, schema: challengeResponseSchema, signal });

export const challengeQuery = (slug: string, userId: string | null) =>
  queryOptions({
    queryKey: ['arena', 'challenge', slug, userId],
    queryFn: ({ signal }) => getChallenge(slug, signal),
    // A missing challenge will not appear by asking again.
    retry: (failures, error) => (error as { status?: number }).status !== 404 && failures < 2,
  });

export const useChallenge = (slug: string, userId: string | null) => useQuery(challengeQuery(slug, userId));
