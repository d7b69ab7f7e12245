/**
 * Runs one command in a fresh sandbox and reports what happened, without
 * judging it (box.ts turns this into verdicts).
 *
 * Process tree:  node -> robo-helper enter (joins cgroups, drops to nobody,
 *                         waits for its command)
 *                     => bwrap (exec'd, same pid) -> bwrap init (pid 1)
 *                     -> robo-helper exec (rlimits, wait4) -> submission
 * Killing the outer bwrap tears everything down: --die-with-parent kills its
 * pid-namespace init, and the kernel kills every process left in a pid
 * namespace whose init dies. The cgroup is then emptied once more for the
 * unsandboxed development mode.
 *
 * Each Launcher keeps one `robo-helper enter` process started ahead of time,
 * already inside a fresh cgroup: joining a cgroup costs an RCU grace period
 * (5-15 ms) and removing one is not free either, so both happen while the
 * previous run executes or after it has been reported.
 */
import { type ChildProcess, spawn } from 'node:child_process';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import type { Readable, Writable } from 'node:stream';
import type { CgroupStats, RunCgroup } from './cgroup.ts';
import { SANDBOX_ID } from './environment.ts';
import type { Runtime } from './prepare.ts';

/** Where the box, helper and precompiled header appear inside the sandbox. */
export const SANDBOX_PATHS = { box: '/box', helper: '/.robo/helper', pch: '/.robo/pch' } as const;

/**
 * bwrap's own setup (namespaces, mounts) costs a few ms of CPU that the
 * cgroup charges to the run; the rusage of the submission does not include
 * it. The cgroup-based kill allows for it so it never turns an accepted run
 * into a TLE.
 */
const SETUP_CPU_ALLOWANCE_MS = 25;

/** After the main process is gone, how long stray holders of the pipes get. */
const CLOSE_GRACE_MS = 500;

export interface ExecRequest {
  /** Compilers write into the box; submissions get a read-only one. */
  boxWritable: boolean;
  /** Relative to the box (the working directory) or absolute sandbox paths. */
  argv: string[];
  stdin: Uint8Array;
  cpuTimeMs: number;
  wallTimeMs: number;
  memoryBytes: number;
  /** Processes and threads of the submission itself; the sandbox's own are added. */
  maxProcesses: number;
  /** Stored stdout bytes; writing more kills the run (killedFor = 'output'). */
  stdoutLimit: number;
  /** Stored stderr bytes; the rest is read and dropped. */
  stderrLimit: number;
  /** RLIMIT_FSIZE: largest file the program may write (the compiler's binary, files in /tmp). */
  fileSizeBytes: number;
  tmpBytes: number;
  /** Aborting kills the run; the outcome then has killedFor = 'abort'. */
  signal?: AbortSignal;
}

export type KillReason = 'cpu' | 'wall' | 'output' | 'abort';

export interface ExecOutcome {
  exitCode: number | null;
  signal: string | null;
  /** Errno when the program itself could not be executed. */
  execErrno: number | null;
  /** The program's own CPU (rusage); the whole sandbox's (cgroup) when it ran over the limit. */
  cpuUs: number;
  /** Killed for CPU, or over the limit by either the program's rusage or the cgroup's account. */
  cpuLimitExceeded: boolean;
  wallUs: number;
  memoryKb: number;
  stdout: Buffer;
  stderr: Buffer;
  /** Bytes written, including what was dropped beyond the caps. */
  stdoutTotal: number;
  stderrTotal: number;
  killedFor: KillReason | null;
  oomKilled: boolean;
  memoryLimitHit: boolean;
}

export class SandboxError extends Error {
  override name = 'SandboxError';
}

/** Pids the sandbox itself occupies: the outer bwrap, its pid-1 init and robo-helper. */
const SANDBOX_OWN_PIDS = 3;

class CappedSink {
  private readonly chunks: Buffer[] = [];
  private stored = 0;
  total = 0;

  constructor(private readonly cap: number) {}

  push(chunk: Buffer): void {
    this.total += chunk.length;
    const room = this.cap - this.stored;
    if (room <= 0) return;
    const kept = chunk.length <= room ? chunk : chunk.subarray(0, room);
    this.chunks.push(kept);
    this.stored += kept.length;
  }

  buffer(): Buffer {
    return Buffer.concat(this.chunks);
  }
}

const signalNames = new Map<number, string>(
  Object.entries(os.constants.signals).map(([name, number]) => [number, name] as [number, string]),
);

export const signalName = (signal: number): string => signalNames.get(signal) ?? `SIG${signal}`;

interface HelperStatus {
  started: boolean;
  execErrno: number | null;
  result: { exitCode: number; signal: number; cpuUs: number; wallUs: number; maxRssKb: number } | null;
}

function parseStatus(text: string): HelperStatus {
  const status: HelperStatus = { started: false, execErrno: null, result: null };
  for (const line of text.split('\n')) {
    const [kind, ...fields] = line.trim().split(' ');
    const numbers = fields.map(Number);
    if (kind === 'S') status.started = true;
    else if (kind === 'X') status.execErrno = numbers[0] ?? null;
    else if (kind === 'R' && numbers.length === 5 && numbers.every(Number.isFinite)) {
      const [exitCode, signal, cpuUs, wallUs, maxRssKb] = numbers as [number, number, number, number, number];
      status.result = { exitCode, signal, cpuUs, wallUs, maxRssKb };
    }
  }
  return status;
}

function bwrapArgs(runtime: Runtime, boxDir: string, request: ExecRequest): string[] {
  return [
    '--unshare-all',
    // Explicit on top of --unshare-all (which only "tries"): fail rather than run without it.
    '--unshare-user',
    '--die-with-parent',
    // setsid(): no controlling terminal, so no TIOCSTI injection into the judge's tty.
    '--new-session',
    '--cap-drop',
    'ALL',
    '--uid',
    String(SANDBOX_ID),
    '--gid',
    String(SANDBOX_ID),
    '--hostname',
    'box',
    '--ro-bind',
    '/usr',
    '/usr',
    ...runtime.rootLinks,
    '--proc',
    '/proc',
    '--dev',
    '/dev',
    '--perms',
    '1777',
    '--size',
    String(request.tmpBytes),
    '--tmpfs',
    '/tmp',
    request.boxWritable ? '--bind' : '--ro-bind',
    boxDir,
    SANDBOX_PATHS.box,
    '--ro-bind',
    runtime.helperPath,
    SANDBOX_PATHS.helper,
    ...(runtime.pchDir ? ['--ro-bind', runtime.pchDir, SANDBOX_PATHS.pch] : []),
    '--chdir',
    SANDBOX_PATHS.box,
    '--clearenv',
    '--setenv',
    'PATH',
    '/usr/bin:/bin',
    '--setenv',
    'HOME',
    '/tmp',
    '--setenv',
    'TMPDIR',
    '/tmp',
    '--setenv',
    'LANG',
    'C.UTF-8',
    // Last, once every mount point exists: the root and /dev tmpfs become
    // read-only, leaving the size-capped /tmp as the only scratch space.
    '--remount-ro',
    '/dev',
    '--remount-ro',
    '/',
  ];
}

function helperExecArgs(runtime: Runtime, request: ExecRequest, helperPath: string): string[] {
  const memoryKb = Math.ceil(request.memoryBytes / 1024);
  return [
    helperPath,
    'exec',
    '--status-fd',
    '3',
    '--cpu-ms',
    String(request.cpuTimeMs),
    // Stack as large as the memory limit: deep recursion is legitimate in
    // contest code and the cgroup still bounds the total.
    '--stack-kb',
    String(memoryKb),
    '--fsize-kb',
    String(Math.ceil(request.fileSizeBytes / 1024)),
    '--nofile',
    '256',
    // Without a memory cgroup the address-space limit is the only brake left
    // (development mode; it turns OOM into allocation failures).
    ...(runtime.cgroups ? [] : ['--as-kb', String(memoryKb + 64 * 1024)]),
    '--',
    ...request.argv,
  ];
}

interface Slot {
  child: ChildProcess;
  cgroup: RunCgroup | null;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
  closed: Promise<void>;
}

/** Starts sandboxes for one box folder; see the module comment. */
export class Launcher {
  private next: Promise<Slot> | null = null;
  private slots = 0;
  private readonly cleanups = new Set<Promise<void>>();

  constructor(
    private readonly runtime: Runtime,
    private readonly boxDir: string,
    /** Unique per box; run cgroups are named `${cgroupPrefix}-${n}`. Must start with our pid (stale cleanup). */
    private readonly cgroupPrefix: string,
  ) {}

  /** Gets the next launcher process going in the background. */
  prewarm(): void {
    if (this.next) return;
    this.next = this.startSlot();
    this.next.catch(() => {});
  }

  private async startSlot(): Promise<Slot> {
    const { runtime } = this;
    const cgroup = runtime.cgroups ? await runtime.cgroups.create(`${this.cgroupPrefix}-${++this.slots}`) : null;
    try {
      const args = ['enter'];
      for (const file of cgroup?.procsFiles ?? []) args.push('--join', file);
      if (runtime.dropPrivileges) args.push('--uid', String(SANDBOX_ID), '--gid', String(SANDBOX_ID));
      args.push('--argv-fd', '4');
      const child = spawn(runtime.helperPath, args, {
        cwd: this.boxDir,
        env: runtime.useBwrap
          ? { PATH: '/usr/bin:/bin' }
          : { PATH: '/usr/bin:/bin', LANG: 'C.UTF-8', HOME: this.boxDir, TMPDIR: os.tmpdir() },
        // stdin, stdout, stderr, status line (3), command (4).
        stdio: ['pipe', 'pipe', 'pipe', 'pipe', 'pipe'],
      });
      // Listen now: the process may fail (or be killed) before it is used.
      const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve, reject) => {
        child.once('error', reject);
        child.once('exit', (code, signal) => resolve({ code, signal }));
      });
      exited.catch(() => {});
      const closed = new Promise<void>((resolve) => child.once('close', () => resolve()));
      return { child, cgroup, exited, closed };
    } catch (error) {
      await cgroup?.destroy();
      throw error;
    }
  }

  async execute(request: ExecRequest): Promise<ExecOutcome> {
    const pending = this.next ?? this.startSlot();
    this.next = null;
    const slot = await pending;
    // The next run's cgroup migration overlaps with this run.
    this.prewarm();
    try {
      return await this.executeIn(slot, request);
    } finally {
      if (slot.child.exitCode === null && slot.child.signalCode === null) slot.child.kill('SIGKILL');
      if (slot.cgroup) this.track(slot.cgroup.destroy());
    }
  }

  /** Stops the waiting launcher process and waits for every cgroup removal. */
  async close(): Promise<void> {
    const next = this.next;
    this.next = null;
    const slot = await next?.catch(() => null);
    if (slot) {
      slot.child.kill('SIGKILL');
      this.track(slot.cgroup?.destroy() ?? Promise.resolve());
    }
    await Promise.allSettled([...this.cleanups]);
  }

  private track(cleanup: Promise<void>): void {
    this.cleanups.add(cleanup);
    void cleanup.finally(() => this.cleanups.delete(cleanup));
  }

  private command(request: ExecRequest): string[] {
    const { runtime } = this;
    if (runtime.useBwrap) {
      return [
        '/usr/bin/bwrap',
        ...bwrapArgs(runtime, this.boxDir, request),
        '--',
        ...helperExecArgs(runtime, request, SANDBOX_PATHS.helper),
      ];
    }
    return helperExecArgs(runtime, request, runtime.helperPath);
  }

  private async executeIn(slot: Slot, request: ExecRequest): Promise<ExecOutcome> {
    const { child, cgroup } = slot;
    const stdio = child.stdio as [Writable, Readable, Readable, Readable, Writable];
    const [stdinStream, stdoutStream, stderrStream, statusStream, argvStream] = stdio;

    cgroup?.setLimits({
      memoryBytes: request.memoryBytes,
      maxPids: request.maxProcesses + SANDBOX_OWN_PIDS,
      // One core per run: two judge workers on two cores must not starve each other.
      cpus: 1,
    });

    const stdout = new CappedSink(request.stdoutLimit);
    const stderr = new CappedSink(request.stderrLimit);
    let statusText = '';
    let killedFor: KillReason | null = null;

    const kill = (reason: KillReason): void => {
      if (killedFor !== null) return;
      killedFor = reason;
      child.kill('SIGKILL');
      void cgroup?.killAll();
    };

    stdoutStream.on('data', (chunk: Buffer) => {
      stdout.push(chunk);
      if (stdout.total > request.stdoutLimit) kill('output');
    });
    stderrStream.on('data', (chunk: Buffer) => stderr.push(chunk));
    statusStream.setEncoding('utf8').on('data', (chunk: string) => (statusText += chunk));
    stdinStream.on('error', () => {
      // EPIPE: the program exited without reading all of its input.
    });
    argvStream.on('error', () => {
      // The launcher died before reading its command; reported via its exit below.
    });

    const started = performance.now();
    argvStream.end(Buffer.from(this.command(request).join('\0'), 'utf8'));
    stdinStream.end(request.stdin);

    const wallTimer = setTimeout(() => kill('wall'), request.wallTimeMs);
    const cpuPoll = cgroup
      ? setInterval(
          () => {
            if (cgroup.cpuUsageUs() > (request.cpuTimeMs + SETUP_CPU_ALLOWANCE_MS) * 1000) kill('cpu');
          },
          Math.min(100, Math.max(10, request.cpuTimeMs / 10)),
        )
      : null;
    const onAbort = () => kill('abort');
    request.signal?.addEventListener('abort', onAbort);
    if (request.signal?.aborted) onAbort();

    try {
      const exit = await slot.exited;
      // In the sandbox nothing outlives bwrap's exit (its pid namespace is
      // gone), unless we killed bwrap itself; unsandboxed, orphans may linger.
      if (killedFor !== null || !this.runtime.useBwrap) await cgroup?.killAll();
      await closeWithin(slot.closed, [stdoutStream, stderrStream, statusStream], CLOSE_GRACE_MS);
      const wallUs = Math.round((performance.now() - started) * 1000);
      const stats: CgroupStats | null = cgroup ? cgroup.stats() : null;

      const status = parseStatus(statusText);
      if (!status.started && killedFor === null) {
        const message = stderr.buffer().toString('utf8').trim();
        throw new SandboxError(`sandbox failed to start (exit ${String(exit.code)}): ${message || 'no output'}`);
      }
      const result = status.result;
      // The poll may miss the last interval; the cgroup also sees children
      // that the program never waited for (rusage does not).
      const cpuLimitExceeded =
        killedFor === 'cpu' ||
        (stats?.cpuUs ?? 0) > (request.cpuTimeMs + SETUP_CPU_ALLOWANCE_MS) * 1000 ||
        (result?.cpuUs ?? 0) > request.cpuTimeMs * 1000;
      const ownCpuUs = result?.cpuUs ?? stats?.cpuUs ?? 0;
      return {
        exitCode: result ? (result.signal === 0 ? result.exitCode : null) : exit.signal ? null : exit.code,
        signal: result ? (result.signal === 0 ? null : signalName(result.signal)) : exit.signal,
        execErrno: status.execErrno,
        cpuUs: cpuLimitExceeded ? Math.max(ownCpuUs, stats?.cpuUs ?? 0) : ownCpuUs,
        cpuLimitExceeded,
        wallUs: result?.wallUs ?? wallUs,
        memoryKb: stats?.memoryPeakBytes != null ? Math.ceil(stats.memoryPeakBytes / 1024) : (result?.maxRssKb ?? 0),
        stdout: stdout.buffer(),
        stderr: stderr.buffer(),
        stdoutTotal: stdout.total,
        stderrTotal: stderr.total,
        killedFor,
        oomKilled: (stats?.oomKills ?? 0) > 0,
        memoryLimitHit: (stats?.memoryLimitHits ?? 0) > 0,
      };
    } finally {
      clearTimeout(wallTimer);
      if (cpuPoll) clearInterval(cpuPoll);
      request.signal?.removeEventListener('abort', onAbort);
    }
  }
}

/** Waits for the pipes to close, but not forever: orphans could hold them open (unsandboxed mode). */
async function closeWithin(closed: Promise<void>, streams: Readable[], ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)));
  await Promise.race([closed, timeout]);
  clearTimeout(timer);
  for (const stream of streams) stream.destroy();
}
