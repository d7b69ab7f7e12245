// Runs judge() in a small child process instead of the server's own.
//
// Why: every sandboxed run starts with fork(), and Linux copies the parent's page tables on fork. The
// server holds the embedded database and the web app's caches (about 1 GB resident with PGlite), which
// made each spawn cost 30 to 70 ms; a fresh Node process of about 60 MB spawns in about 2 ms. The child
// only judges: it gets the code, limits and tests over IPC and answers with the outcome. It exits with
// its parent (IPC disconnect), and its sandboxes die with it (bwrap --die-with-parent).
import { type ChildProcess, fork } from 'node:child_process';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';
import type { JudgeOutcome } from './judge.ts';
import type { LoadedJob } from './queue.ts';
import type { WorkerLogger } from './workers.ts';

export interface JudgeHostOptions {
  allowUnsandboxed: boolean;
  parallelRuns: number;
  logger: WorkerLogger;
}

/** Parent → child. */
export interface JudgeRequest {
  type: 'judge';
  id: number;
  job: LoadedJob;
  allowUnsandboxed: boolean;
  parallelRuns: number;
}

/** Child → parent. */
export type JudgeReply =
  | { type: 'result'; id: number; outcome: JudgeOutcome }
  | { type: 'error'; id: number; message: string }
  | { type: 'warn'; message: string };

const CHILD_ENTRY = fileURLToPath(new URL('./judge-process.ts', import.meta.url));
/** The child is TypeScript like the rest of the server: load it through tsx wherever the parent runs from. */
const TSX_LOADER = pathToFileURL(createRequire(import.meta.url).resolve('tsx')).href;

export class JudgeProcessError extends Error {
  override name = 'JudgeProcessError';
}

export class JudgeHost {
  private child: ChildProcess | null = null;
  private readonly pending = new Map<number, { resolve(outcome: JudgeOutcome): void; reject(error: Error): void }>();
  private sequence = 0;
  private closed = false;

  constructor(private readonly options: JudgeHostOptions) {}

  /** Starts the child now rather than with the first submission (tsx start-up is about 300 ms). */
  start(): void {
    this.ensureChild();
  }

  judge(job: LoadedJob): Promise<JudgeOutcome> {
    if (this.closed) return Promise.reject(new JudgeProcessError('the judge is shutting down'));
    const child = this.ensureChild();
    const id = (this.sequence += 1);
    const request: JudgeRequest = {
      type: 'judge',
      id,
      job,
      allowUnsandboxed: this.options.allowUnsandboxed,
      parallelRuns: this.options.parallelRuns,
    };
    return new Promise<JudgeOutcome>((resolve, reject) => {
      this.pending.set(id, { resolve, reject });
      child.send(request, (error) => {
        if (!error) return;
        this.pending.delete(id);
        reject(new JudgeProcessError(`could not reach the judge process: ${error.message}`));
      });
    });
  }

  /** The child's pid while it runs (tests kill it to check recovery). */
  get pid(): number | undefined {
    return this.child?.pid;
  }

  async close(): Promise<void> {
    this.closed = true;
    const child = this.child;
    if (!child) return;
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
  }

  private ensureChild(): ChildProcess {
    if (this.child) return this.child;
    const child = fork(CHILD_ENTRY, [], {
      execArgv: ['--import', TSX_LOADER],
      serialization: 'advanced',
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    });
    this.child = child;
    child.on('message', (message: JudgeReply) => this.onReply(message));
    child.on('error', (error) => this.options.logger.error({ err: error }, 'judge process error'));
    child.once('exit', (code, signal) => {
      if (this.child === child) this.child = null;
      const failure = new JudgeProcessError(`the judge process exited (${signal ?? `code ${code}`})`);
      if (!this.closed) this.options.logger.error({ code, signal }, 'judge process exited; a new one starts with the next job');
      for (const { reject } of this.pending.values()) reject(failure);
      this.pending.clear();
    });
    return child;
  }

  private onReply(message: JudgeReply): void {
    if (message.type === 'warn') {
      this.options.logger.warn({}, message.message);
      return;
    }
    const waiter = this.pending.get(message.id);
    if (!waiter) return;
    this.pending.delete(message.id);
    if (message.type === 'result') waiter.resolve(message.outcome);
    else waiter.reject(new JudgeProcessError(message.message));
  }
}
