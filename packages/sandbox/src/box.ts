import { chmod, chown, mkdtemp, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { isRoot, SANDBOX_ID } from './environment.ts';
import { Launcher, SANDBOX_PATHS } from './execute.ts';
import { LANGUAGES } from './languages.ts';
import { loadRuntime, type Runtime } from './prepare.ts';
import { classify } from './verdict.ts';
import type {
  Box,
  BoxOptions,
  CompileResult,
  Language,
  RunLimits,
  RunOptions,
  RunResult,
  RunStatus,
  SandboxLogger,
} from './types.ts';

const KiB = 1024;
const MiB = 1024 * KiB;

const COMPILE_LIMITS = {
  cpuTimeMs: 10_000,
  wallTimeMs: 10_000,
  memoryBytes: 512 * MiB,
  // gcc -> cc1plus/as -> collect2 -> ld, plus headroom for threaded linkers.
  maxProcesses: 64,
  diagnosticsBytes: 16 * KiB,
  // Largest executable the linker may write (a huge initialised static array
  // would otherwise fill the disk the box lives on).
  fileSizeBytes: 64 * MiB,
  tmpBytes: 256 * MiB,
} as const;

const RUN_STDERR_BYTES = 64 * KiB;
const RUN_FILE_SIZE_BYTES = 64 * MiB;
const RUN_TMP_BYTES = 64 * MiB;

export class SandboxUnavailableError extends Error {
  override name = 'SandboxUnavailableError';

  constructor(readonly problems: string[]) {
    super(`refusing to run untrusted code without a sandbox: ${problems.join('; ')}`);
  }
}

let warnedUnsandboxed = false;

function warnUnsandboxed(logger: SandboxLogger, problems: string[]): void {
  if (warnedUnsandboxed) return;
  warnedUnsandboxed = true;
  const bar = '!'.repeat(78);
  logger.warn(
    [
      bar,
      '!! @robo/sandbox: RUNNING SUBMISSIONS WITHOUT A WORKING SANDBOX (allowUnsandboxed)',
      '!! Untrusted code can read files, use the network and exhaust this machine.',
      '!! Development only. Problems:',
      ...problems.map((p) => `!!   - ${p}`),
      bar,
    ].join('\n'),
  );
}

function validateLimits(limits: RunLimits): Required<RunLimits> {
  const wallTimeMs = limits.wallTimeMs ?? 2 * limits.cpuTimeMs + 500;
  for (const [name, value] of Object.entries({ ...limits, wallTimeMs })) {
    if (!Number.isFinite(value) || value <= 0) throw new RangeError(`limits.${name} must be a positive number`);
  }
  return { ...limits, wallTimeMs };
}

const truncateNote = (text: string, stored: number, total: number): string =>
  total > stored ? `${text}\n[… truncated after ${stored} bytes]` : text;

class SandboxBox implements Box {
  private language: Language | null = null;
  private disposed = false;
  private readonly launchers: Launcher[];
  private readonly idle: Launcher[];
  private readonly waitingForLauncher: ((launcher: Launcher) => void)[] = [];
  private readonly abort = new AbortController();
  private readonly pending = new Set<Promise<unknown>>();
  /** The last compile (settled); runs wait for it, it waits for the runs asked for before it. */
  private lastCompile: Promise<unknown> = Promise.resolve();
  private readonly activeRuns = new Set<Promise<unknown>>();

  constructor(
    private readonly runtime: Runtime,
    readonly dir: string,
    readonly parallelRuns: number,
  ) {
    this.launchers = Array.from(
      { length: parallelRuns },
      (_, i) => new Launcher(runtime, dir, `${process.pid}-${path.basename(dir)}-${i}`),
    );
    for (const launcher of this.launchers) launcher.prewarm();
    this.idle = [...this.launchers];
  }

  /**
   * A compile runs alone (it must not replace the binary under a running
   * test); runs share the box, up to one per launcher. Everything is tracked
   * so dispose() can kill it and wait before deleting the folder.
   */
  private schedule<T>(kind: 'compile' | 'run', work: (launcher: Launcher) => Promise<T>): Promise<T> {
    if (this.disposed) return Promise.reject(new Error('box is disposed'));
    const before = kind === 'compile' ? Promise.allSettled([this.lastCompile, ...this.activeRuns]) : this.lastCompile;
    const promise = before.then(async () => {
      if (this.disposed) throw new Error('box is disposed');
      const launcher = await this.acquire();
      try {
        if (this.disposed) throw new Error('box is disposed');
        return await work(launcher);
      } finally {
        this.release(launcher);
      }
    });
    const settled = promise.catch(() => {});
    if (kind === 'compile') this.lastCompile = settled;
    else {
      this.activeRuns.add(settled);
      void settled.then(() => this.activeRuns.delete(settled));
    }
    this.pending.add(promise);
    void settled.then(() => this.pending.delete(promise));
    return promise;
  }

  private acquire(): Promise<Launcher> {
    const launcher = this.idle.pop();
    if (launcher) return Promise.resolve(launcher);
    return new Promise((resolve) => this.waitingForLauncher.push(resolve));
  }

  private release(launcher: Launcher): void {
    const next = this.waitingForLauncher.shift();
    if (next) next(launcher);
    else this.idle.push(launcher);
  }

  compile(language: Language, source: string): Promise<CompileResult> {
    return this.schedule('compile', async (launcher) => {
      const spec = LANGUAGES[language];
      this.language = null;
      // The folder is writable by the sandbox user: unlink first and create
      // exclusively so a planted symlink is never followed by root.
      await rm(path.join(this.dir, 'main'), { force: true });
      const sourcePath = path.join(this.dir, spec.sourceFile);
      await rm(sourcePath, { force: true });
      await writeFile(sourcePath, source, { flag: 'wx', mode: 0o644 });
      if (spec.compile === null) {
        // Interpreted: the run reports a source that does not parse (RunResult.syntaxError).
        this.language = language;
        return { ok: true, diagnostics: '', timeMs: 0 };
      }

      const pch = this.runtime.pchDir ? (this.runtime.useBwrap ? SANDBOX_PATHS.pch : this.runtime.pchDir) : null;
      const outcome = await launcher.execute({
        boxWritable: true,
        argv: spec.compile(pch),
        stdin: new Uint8Array(),
        cpuTimeMs: COMPILE_LIMITS.cpuTimeMs,
        wallTimeMs: COMPILE_LIMITS.wallTimeMs,
        memoryBytes: COMPILE_LIMITS.memoryBytes,
        maxProcesses: COMPILE_LIMITS.maxProcesses,
        stdoutLimit: COMPILE_LIMITS.diagnosticsBytes,
        stderrLimit: COMPILE_LIMITS.diagnosticsBytes,
        fileSizeBytes: COMPILE_LIMITS.fileSizeBytes,
        tmpBytes: COMPILE_LIMITS.tmpBytes,
        signal: this.abort.signal,
      });
      if (outcome.killedFor === 'abort') throw new Error('box was disposed during compilation');

      const status = classify(outcome);
      const notes: Record<RunStatus, string | null> = {
        ok: null,
        runtime_error: outcome.signal ? `compiler killed by ${outcome.signal}` : null,
        time_limit_exceeded: `compilation exceeded the time limit (${COMPILE_LIMITS.wallTimeMs / 1000} s)`,
        memory_limit_exceeded: `compilation exceeded the memory limit (${COMPILE_LIMITS.memoryBytes / MiB} MB)`,
        output_limit_exceeded: 'compiler output exceeded the limit',
      };
      const text = [outcome.stderr.toString('utf8'), outcome.stdout.toString('utf8')].filter(Boolean).join('\n');
      const note = notes[status];
      let diagnostics = text.slice(0, COMPILE_LIMITS.diagnosticsBytes);
      if (text.length > diagnostics.length || outcome.stderrTotal > outcome.stderr.length) {
        diagnostics += '\n[… diagnostics truncated]';
      }
      if (note) diagnostics = diagnostics ? `${diagnostics}\n${note}` : note;

      const ok = status === 'ok';
      if (ok) this.language = language;
      return { ok, diagnostics, timeMs: Math.round(outcome.wallUs / 1000) };
    });
  }

  run(options: RunOptions): Promise<RunResult> {
    return this.schedule('run', async (launcher) => {
      if (this.language === null) throw new Error('nothing to run: compile() has not succeeded in this box');
      const spec = LANGUAGES[this.language];
      const limits = validateLimits(options.limits);
      const stdin =
        typeof options.stdin === 'string' ? Buffer.from(options.stdin, 'utf8') : (options.stdin ?? new Uint8Array());
      const outcome = await launcher.execute({
        boxWritable: false,
        argv: spec.run,
        stdin,
        cpuTimeMs: limits.cpuTimeMs,
        wallTimeMs: limits.wallTimeMs,
        memoryBytes: Math.round(limits.memoryMb * MiB),
        maxProcesses: limits.maxProcesses,
        stdoutLimit: limits.outputBytes,
        stderrLimit: RUN_STDERR_BYTES,
        fileSizeBytes: RUN_FILE_SIZE_BYTES,
        tmpBytes: RUN_TMP_BYTES,
        signal: this.abort.signal,
      });
      if (outcome.killedFor === 'abort') throw new Error('box was disposed during the run');

      const status = classify(outcome);
      let stderr = outcome.stderr.toString('utf8');
      if (outcome.execErrno !== null) stderr += `\ncannot execute the program (errno ${outcome.execErrno})`;
      const stdout = outcome.stdout.toString('utf8');
      const syntaxError = status === 'runtime_error' ? (spec.syntaxError?.(outcome.exitCode, stdout, stderr) ?? null) : null;
      return {
        status,
        syntaxError,
        exitCode: outcome.exitCode,
        signal: outcome.signal,
        cpuTimeMs: Math.round(outcome.cpuUs / 1000),
        wallTimeMs: Math.round(outcome.wallUs / 1000),
        memoryKb: outcome.memoryKb,
        stdout,
        stderr: truncateNote(stderr, outcome.stderr.length, outcome.stderrTotal),
      };
    });
  }

  async dispose(): Promise<void> {
    this.disposed = true;
    this.abort.abort();
    try {
      await Promise.allSettled([...this.pending]);
      await Promise.all(this.launchers.map((launcher) => launcher.close()));
    } finally {
      await rm(this.dir, { recursive: true, force: true, maxRetries: 3 });
    }
  }
}

/**
 * Creates a fresh box folder, with `parallelRuns` sandboxes that may run the
 * compiled program at the same time (one per core is the useful maximum). Refuses (SandboxUnavailableError) when the
 * sandbox is not fully working unless options.allowUnsandboxed is set.
 */
export async function createBox(options: BoxOptions = {}): Promise<Box> {
  const parallelRuns = options.parallelRuns ?? 1;
  if (!Number.isInteger(parallelRuns) || parallelRuns < 1) throw new RangeError('parallelRuns must be a positive integer');
  const runtime = await loadRuntime(options);
  if (!runtime.check.ok) {
    if (!options.allowUnsandboxed) throw new SandboxUnavailableError(runtime.check.problems);
    warnUnsandboxed(options.logger ?? console, runtime.check.problems);
  }
  // The pid in the name lets prepare() remove boxes of judges that crashed.
  const dir = await mkdtemp(path.join(runtime.boxesDir, `box-${process.pid}-`));
  try {
    // Only the sandbox user (and root) may enter; other boxes run as the same
    // user but never have this folder mounted.
    await chmod(dir, 0o700);
    if (isRoot()) await chown(dir, SANDBOX_ID, SANDBOX_ID);
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
  return new SandboxBox(runtime, dir, parallelRuns);
}
