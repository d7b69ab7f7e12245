// Run or submit code and follow the verdict: the checks of spec part 2 §5, then polling every second
// while the submission is pending or running (§4), with the error texts of §8.
import { useCallback, useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { CodeLanguage, Submission } from '@robo/contracts';
import { ApiError } from '../../../lib/api-client.ts';
import { useSession } from '../../../lib/session.tsx';
import { STORAGE_KEYS, readStorage } from '../../../lib/storage.ts';
import { getSubmission } from '../api/get-submission.ts';
import { submitCode } from '../api/submit-code.ts';
import { PRACTICE_UI_MESSAGES, isUnwrittenCode, isWellFormedToken } from '../lib/code-checks.ts';

export const POLL_INTERVAL_MS = 1000;

export type JudgeState =
  | { phase: 'idle' }
  | { phase: 'working'; mode: 'run' | 'submit'; custom: boolean; submission: Submission | null }
  | { phase: 'done'; mode: 'run' | 'submit'; custom: boolean; submission: Submission }
  | { phase: 'error'; message: string };

export interface JudgeRequest {
  mode: 'run' | 'submit';
  code: string;
  language: CodeLanguage;
  input?: string | undefined;
}

export function useJudge(problemId: string) {
  const [state, setState] = useState<JudgeState>({ phase: 'idle' });
  const session = useSession();
  const queryClient = useQueryClient();
  const generation = useRef(0);

  useEffect(() => () => void (generation.current += 1), []);

  const start = useCallback(
    async ({ mode, code, language, input }: JudgeRequest) => {
      const fail = (message: string) => setState({ phase: 'error', message });
      if (isUnwrittenCode(code)) return fail(PRACTICE_UI_MESSAGES.writeSolution);
      const token = readStorage(STORAGE_KEYS.token);
      if (!token) return fail(mode === 'run' ? PRACTICE_UI_MESSAGES.loginToRun : PRACTICE_UI_MESSAGES.loginToSubmit);
      if (!isWellFormedToken(token)) {
        session.signOut();
        return fail(PRACTICE_UI_MESSAGES.invalidToken);
      }
      const mine = (generation.current += 1);
      const custom = mode === 'run' && input !== undefined;
      setState({ phase: 'working', mode, custom, submission: null });
      let id: string;
      try {
        const answer = await submitCode(problemId, { code, language, mode, ...(custom ? { input } : {}) });
        id = answer.data.submissionId;
      } catch (err) {
        if (mine !== generation.current) return;
        if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return fail(PRACTICE_UI_MESSAGES.authFailed);
        if (err instanceof ApiError && !err.isNetwork && err.status < 500) return fail(err.message);
        if (err instanceof ApiError && err.status === 503) return fail(err.message);
        return fail(PRACTICE_UI_MESSAGES.runFailed);
      }
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_INTERVAL_MS));
        if (mine !== generation.current) return;
        let submission: Submission;
        try {
          submission = (await getSubmission(id)).data;
        } catch (err) {
          if (mine !== generation.current) return;
          if (err instanceof ApiError && (err.status === 401 || err.status === 403)) return fail(PRACTICE_UI_MESSAGES.authFailed);
          return fail(PRACTICE_UI_MESSAGES.pollFailed);
        }
        if (mine !== generation.current) return;
        if (submission.status === 'pending' || submission.status === 'running') {
          setState({ phase: 'working', mode, custom, submission });
          continue;
        }
        setState({ phase: 'done', mode, custom, submission });
        if (mode === 'submit') void queryClient.invalidateQueries({ queryKey: ['practice'] });
        return;
      }
    },
    [problemId, queryClient, session],
  );

  const reset = useCallback(() => {
    generation.current += 1;
    setState({ phase: 'idle' });
  }, []);

  return { state, start, reset };
}
