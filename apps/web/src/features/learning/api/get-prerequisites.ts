import { queryOptions, useQuery } from '@tanstack/react-query';
import { prerequisiteListResponseSchema } from '@robo/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const getPrerequisites = (topic: string) =>
  api(`/learning/${encodeURIComponent(topic)}/prerequisites`, { schema: prerequisiteListResponseSchema, auth: false });

export const prerequisitesQuery = (topic: string) =>
  queryOptions({
    queryKey: ['learning', 'prerequisites', topic],
    queryFn: () => getPrerequisites(topic),
    retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
  });

export const usePrerequisites = (topic: string) => useQuery(prerequisitesQuery(topic));
