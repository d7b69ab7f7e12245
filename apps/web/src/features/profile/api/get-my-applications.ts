import { queryOptions, useQuery } from '@tanstack/react-query';
import { myContributionsResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMyApplications = () => api('/contributions/mine', { query: { limit: 50 }, schema: myContributionsResponseSchema });

export const myApplicationsQuery = () => queryOptions({ queryKey: ['contributions', 'mine'], queryFn: getMyApplications });

export const useMyApplications = () => useQuery(myApplicationsQuery());
