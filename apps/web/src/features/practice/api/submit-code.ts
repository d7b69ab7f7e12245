import { useMutation } from '@tanstack/react-query';
import { submitResponseSchema, type SubmitInput } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

export const submitCode = (problemId: string, input: SubmitInput) =>
  api(`/practice/problems/${encodeURIComponent(problemId)}/submit`, {
    method: 'POST',
    body: input,
    schema: submitResponseSchema,
    timeoutMs: 15_000,
  });

export const useSubmitCode = (problemId: string) =>
  useMutation({ mutationFn: (input: SubmitInput) => submitCode(problemId, input) });
