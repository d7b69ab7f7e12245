import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { guideListResponseSchema, type GuideListQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getGuides = (query: GuideListQuery) =>
  api('/guides', { query: query as Record<string, string | number | undefined>, schema: guideListResponseSchema, auth: false });

export const guidesQuery = (query: GuideListQuery) =>
  queryOptions({ queryKey: ['guides', 'list', query], queryFn: () => getGuides(query), placeholderData: keepPreviousData });

export const useGuides = (query: GuideListQuery) => useQuery(guidesQuery(query));
