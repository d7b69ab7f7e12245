// GET /api/bots/featured: the gallery (optionally one category) and the bots per category.
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { botsResponseSchema, type BotCategory } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getBots = (category: BotCategory | null, signal?: AbortSignal) =>
  api('/bots/featured', { query: { category }, schema: botsResponseSchema, signal });

export const botsQuery = (category: BotCategory | null, userId: string | null) =>
  queryOptions({
    queryKey: ['arena', 'bots', category, userId],
    queryFn: ({ signal }) => getBots(category, signal),
    placeholderData: keepPreviousData,
  });

export const useBots = (category: BotCategory | null, userId: string | null) => useQuery(botsQuery(category, userId));
