import { queryOptions, useQuery } from '@tanstack/react-query';
import { practiceLanguagesResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getLanguages = () => api('/practice/languages', { schema: practiceLanguagesResponseSchema });

export const languagesQuery = () => queryOptions({ queryKey: ['practice', 'languages'], queryFn: getLanguages });

export const useLanguages = () => useQuery(languagesQuery());
