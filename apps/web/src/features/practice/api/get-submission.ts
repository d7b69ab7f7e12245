import { submissionResponseSchema } from '@robo/contracts';
import { api } from '../../../lib/api-client.ts';

/** Polled every second by useJudge while the verdict is pending or running. */
export const getSubmission = (id: string, signal?: AbortSignal) =>
  api(`/practice/submissions/${encodeURIComponent(id)}`, {
    schema: submissionResponseSchema,
    timeoutMs: 10_000,
    ...(signal ? { signal } : {}),
  });
