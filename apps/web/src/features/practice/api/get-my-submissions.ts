import { queryOptions, useQuery } from '@tanstack/react-query';
import { submissionHistoryResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const getMySubmissions = (problemId: string) =>
  api(`/practice/problems/${encodeURIComponent(problemId)}/submissions`, {
    schema: submissionHistoryResponseSchema,
    query: { limit: 10 },
  });

export const mySubmissionsQuery = (problemId: string) =>
  queryOptions({ queryKey: ['practice', 'my-submissions', problemId], queryFn: () => getMySubmissions(problemId) });

export const useMySubmissions = (problemId: string, enabled: boolean) =>
  useQuery({ ...mySubmissionsQuery(problemId), enabled });
