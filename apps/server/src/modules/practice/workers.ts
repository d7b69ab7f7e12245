// Judge workers: loops that claim jobs from the submissions queue, judge them in the sandbox and store verdicts.
// Used in-process by the server (JUDGE_WORKERS) and by the stand-alone `npm run worker`.
import { hostname } from 'node:os';
import { randomBytes } from 'node:crypto';
import type { Db } from '../../db/client.ts';
import type { JudgeOutcome } from './judge.ts';
import { claimNext, extendLease, finish, loadJob, MAX_ATTEMPTS, release, type LoadedJob } from './queue.ts';

export interface WorkerLogger {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface WorkerPoolOptions {
  db: Db;
  count: number;
  leaseSeconds: number;
  /** Judges a loaded job: JudgeHost.judge (a child process) in the server and the worker. */
  judge: (job: LoadedJob) => Promise<JudgeOutcome>;
  logger: WorkerLogger;
  /** How often an idle worker looks for jobs another process queued. */
  idlePollMs?: number;
}

const internalError = (message: string): JudgeOutcome => ({
  status: 'internal_error',
  testCasesPassed: 0,
  totalTestCases: 0,
  runtimeMs: null,
  memoryKb: null,
  errorMessage: message,
  output: null,
  testResults: [],
});

export class WorkerPool {
  private stopped = false;
  private wakers = new Set<() => void>();
  private loops: Promise<void>[] = [];
  readonly idPrefix = `${hostname()}:${process.pid}:${randomBytes(3).toString('hex')}`;

  constructor(private readonly options: WorkerPoolOptions) {}

  start(): void {
    for (let i = 0; i < this.options.count; i += 1) this.loops.push(this.loop(`${this.idPrefix}:${i}`));
  }

  /** A job was queued in this process: wake idle workers now instead of at their next poll. */
  notify(): void {
    for (const wake of this.wakers) wake();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    this.notify();
    await Promise.all(this.loops);
  }

  private sleep(ms: number): Promise<void> {
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer);
        this.wakers.delete(done);
        resolve();
      };
      const timer = setTimeout(done, ms);
      this.wakers.add(done);
    });
  }

  private async loop(workerId: string): Promise<void> {
    const { db, leaseSeconds, logger } = this.options;
    const idle = this.options.idlePollMs ?? 500;
    while (!this.stopped) {
      let job: { id: string; attempts: number } | null;
      try {
        job = await claimNext(db, workerId, leaseSeconds);
      } catch (err) {
        if (this.stopped) return;
        logger.error({ err }, 'judge worker could not claim a job');
        await this.sleep(2000);
        continue;
      }
      if (!job) {
        await this.sleep(idle);
        continue;
      }
      await this.process(workerId, job);
    }
  }

  /** Judges one claimed job; never throws (a failure becomes internal_error once retries are used up). */
  async process(workerId: string, job: { id: string; attempts: number }): Promise<void> {
    const { db, leaseSeconds, logger } = this.options;
    const heartbeat = setInterval(() => {
      extendLease(db, job.id, workerId, leaseSeconds).catch(() => undefined);
    }, Math.max(250, (leaseSeconds * 1000) / 3));
    try {
      if (job.attempts > MAX_ATTEMPTS) {
        await finish(db, job.id, workerId, internalError('The judge could not finish this submission. Please submit again.'));
        return;
      }
      const loaded = await loadJob(db, job.id);
      if (!loaded) return;
      const started = performance.now();
      let outcome: JudgeOutcome;
      try {
        outcome = await this.options.judge(loaded);
      } catch (err) {
        logger.error({ err, submissionId: job.id }, 'judging failed');
        // Queue it again for another attempt, unless this was the last one.
        if (job.attempts < MAX_ATTEMPTS) {
          await release(db, job.id, workerId);
          return;
        }
        outcome = internalError('The judge could not finish this submission. Please submit again.');
      }
      const stored = await finish(db, job.id, workerId, outcome);
      logger.info(
        { submissionId: job.id, status: outcome.status, ms: Math.round(performance.now() - started), stored },
        'submission judged',
      );
    } catch (err) {
      logger.error({ err, submissionId: job.id }, 'judge worker failed on a job');
    } finally {
      clearInterval(heartbeat);
    }
  }
}
