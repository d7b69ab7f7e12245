import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { problemsResponseSchema, type ProblemsQuery } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getProblems = (language: string, query: ProblemsQuery) =>
  api(`/practice/languages/${encodeURIComponent(language)}/problems`, {
    schema: problemsResponseSchema,
    query: { ...query },
  });

export const problemsQuery = (language: string, query: ProblemsQuery) =>
  queryOptions({
    queryKey: ['practice', 'problems', language, query],
    queryFn: () => getProblems(language, query),
    placeholderData: keepPreviousData,
  });

export const useProblems = (language: string, query: ProblemsQuery) => useQuery(problemsQuery(language, query));
