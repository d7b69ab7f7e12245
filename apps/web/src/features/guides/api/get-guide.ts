import { queryOptions, useQuery } from '@tanstack/react-query';
import { guideResponseSchema } from '@robo/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const getGuide = (guideId: string) =>
  api(`/guides/${encodeURIComponent(guideId)}`, { schema: guideResponseSchema, auth: false });

export const guideQuery = (guideId: string) =>
  queryOptions({
    queryKey: ['guides', 'detail', guideId],
    queryFn: () => getGuide(guideId),
    // A missing guide stays missing; only transient failures are worth a retry.
    retry: (count, error) => !(error instanceof ApiError && error.status === 404) && count < 2,
  });

export const useGuide = (guideId: string) => useQuery(guideQuery(guideId));
