// Starts the judge with the server: checks the sandbox, prepares it and runs the in-process workers.
// Without a working sandbox the server still serves everything else but refuses to judge (503).
import { checkSandbox, prepare, type SandboxCheck, type SandboxOptions } from '@robo/sandbox';
import type { Db } from '../../db/client.ts';
import type { Env } from '../../config/env.ts';
import { JudgeHost } from './judge-host.ts';
import { WorkerPool, type WorkerLogger } from './workers.ts';

export interface JudgeRuntime {
  /** False when submissions must be refused; `reason` says why. */
  available: boolean;
  reason: string | null;
  pool: WorkerPool | null;
  /** The child process the sandboxes run from. */
  host: JudgeHost | null;
  /** Wakes in-process workers after a submission was queued. */
  notify(): void;
  stop(): Promise<void>;
}

export interface JudgeStartOptions {
  db: Db;
  env: Env;
  logger: WorkerLogger;
  /** Tests replace the real probe. */
  sandboxCheck?: () => Promise<SandboxCheck>;
}

export function sandboxOptions(env: Env, logger: WorkerLogger): SandboxOptions {
  return {
    allowUnsandboxed: env.ALLOW_UNSANDBOXED_JUDGE,
    logger: { warn: (message) => logger.warn({}, message) },
  };
}

/**
 * Verifies the sandbox (unless no workers run here: then separate `npm run worker` processes judge and
 * check for themselves) and starts JUDGE_WORKERS workers.
 */
export async function startJudge(options: JudgeStartOptions): Promise<JudgeRuntime> {
  const { env, logger } = options;
  const idle: JudgeRuntime = { available: true, reason: null, pool: null, host: null, notify: () => undefined, stop: async () => undefined };
  if (env.JUDGE_WORKERS === 0) return idle;
  const check = await (options.sandboxCheck ?? checkSandbox)();
  if (!check.ok && !env.ALLOW_UNSANDBOXED_JUDGE) {
    const reason = check.problems.join('; ') || 'sandbox unavailable';
    logger.error(
      { problems: check.problems, cgroup: check.cgroup },
      `JUDGE DISABLED: the code sandbox does not work on this host (${reason}). Submissions are refused with 503. ` +
        'Install bubblewrap and give the judge cgroups (see packages/sandbox/README.md).',
    );
    return { ...idle, available: false, reason };
  }
  if (!check.ok) {
    logger.warn(
      { problems: check.problems },
      '!! ALLOW_UNSANDBOXED_JUDGE is set: submissions run WITHOUT a working sandbox. Development only, never on a server.',
    );
  }
  const sandbox = sandboxOptions(env, logger);
  await prepare(sandbox);
  // The workers claim and store here; the sandboxes are started from a small child process (judge-host.ts).
  const host = new JudgeHost({ allowUnsandboxed: env.ALLOW_UNSANDBOXED_JUDGE, parallelRuns: env.JUDGE_PARALLEL_TESTS, logger });
  host.start();
  const pool = new WorkerPool({
    db: options.db,
    count: env.JUDGE_WORKERS,
    leaseSeconds: env.JUDGE_LEASE_SECONDS,
    judge: (job) => host.judge(job),
    logger,
  });
  pool.start();
  logger.info(
    { workers: env.JUDGE_WORKERS, parallelTests: env.JUDGE_PARALLEL_TESTS, cgroup: check.cgroup },
    'judge workers started',
  );
  return {
    available: true,
    reason: null,
    pool,
    host,
    notify: () => pool.notify(),
    stop: async () => {
      await pool.stop();
      await host.close();
    },
  };
}
