import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceProgressResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMyPractice = () => api('/me/practice', { schema: practiceProgressResponseSchema });
export const myPracticeQuery = () => queryOptions({ queryKey: ['me', 'practice'], queryFn: getMyPractice });
export const useMyPractice = () => useQuery(myPracticeQuery());
