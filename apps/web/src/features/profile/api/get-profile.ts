import { queryOptions, useQuery } from '@tanstack/react-query';
import { profileResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getProfile = () => api('/auth/profile', { schema: profileResponseSchema });

export const profileQuery = () => queryOptions({ queryKey: ['auth', 'profile'], queryFn: getProfile });

export const useProfile = () => useQuery(profileQuery());
