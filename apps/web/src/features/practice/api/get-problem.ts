import { queryOptions, useQuery } from '@tanstack/react-query';
import { problemResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getProblem = (id: string) =>
  api(`/practice/problems/${encodeURIComponent(id)}`, { schema: problemResponseSchema });

export const problemQuery = (id: string) =>
  queryOptions({ queryKey: ['practice', 'problem', id], queryFn: () => getProblem(id) });

export const useProblem = (id: string) => useQuery(problemQuery(id));
