// The judge child process (see judge-host.ts): judges the jobs its parent sends, several at once when the
// parent runs several workers, and exits when the parent goes away.
import { prepare } from '@robo/sandbox';
import { judge } from './judge.ts';
import type { JudgeReply, JudgeRequest } from './judge-host.ts';

const send = (reply: JudgeReply): void => {
  process.send?.(reply);
};

process.on('message', (request: JudgeRequest) => {
  if (request.type !== 'judge') return;
  const { job } = request;
  judge(job.language, job.code, job.problem, job.tests, {
    allowUnsandboxed: request.allowUnsandboxed,
    parallelRuns: request.parallelRuns,
    logger: { warn: (message) => send({ type: 'warn', message }) },
  }).then(
    (outcome) => send({ type: 'result', id: request.id, outcome }),
    (error: unknown) => send({ type: 'error', id: request.id, message: error instanceof Error ? error.message : String(error) }),
  );
});

// Probe the host and load the helper now, not during the first submission (errors surface with the job).
prepare().catch(() => undefined);

// The parent died or closed the channel: stop now; bwrap takes the running sandboxes down with us.
process.on('disconnect', () => process.exit(0));
process.on('SIGTERM', () => process.exit(0));
