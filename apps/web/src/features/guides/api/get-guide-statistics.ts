import { queryOptions, useQuery } from '@tanstack/react-query';
import { guideStatisticsResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getGuideStatistics = () => api('/guides/statistics', { schema: guideStatisticsResponseSchema, auth: false });

export const guideStatisticsQuery = () =>
  queryOptions({ queryKey: ['guides', 'statistics'], queryFn: getGuideStatistics, retry: false });

export const useGuideStatistics = () => useQuery(guideStatisticsQuery());
