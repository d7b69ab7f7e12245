import { queryOptions, useQuery } from '@tanstack/react-query';
import { contributionTypesResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getContributionTypes = () => api('/contribution-types', { schema: contributionTypesResponseSchema, auth: false });

export const contributionTypesQuery = () =>
  queryOptions({ queryKey: ['contribution', 'types'], queryFn: getContributionTypes, retry: false });

export const useContributionTypes = () => useQuery(contributionTypesQuery());
