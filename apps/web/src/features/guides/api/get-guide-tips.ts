import { queryOptions, useQuery } from '@tanstack/react-query';
import { guideTipsResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getGuideTips = () => api('/guides/tips', { schema: guideTipsResponseSchema, auth: false });

export const guideTipsQuery = () => queryOptions({ queryKey: ['guides', 'tips'], queryFn: getGuideTips, staleTime: Infinity });

export const useGuideTips = () => useQuery(guideTipsQuery());
