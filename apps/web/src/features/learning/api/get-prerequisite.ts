import { queryOptions, useQuery } from '@tanstack/react-query';
import { prerequisiteResponseSchema } from '@robo/contracts';
import { ApiError, api } from '../../../lib/api-client.ts';

export const getPrerequisite = (topic: string, key: string) =>
  api(`/learning/${encodeURIComponent(topic)}/prerequisites/${encodeURIComponent(key)}`, { schema: prerequisiteResponseSchema, auth: false });

export const prerequisiteQuery = (topic: string, key: string) =>
  queryOptions({
    queryKey: ['learning', 'prerequisite', topic, key],
    queryFn: () => getPrerequisite(topic, key),
    retry: (count, error) => !(error instanceof ApiError && error.status > 0 && error.status < 500) && count < 2,
  });

export const usePrerequisite = (topic: string, key: string) => useQuery(prerequisiteQuery(topic, key));
