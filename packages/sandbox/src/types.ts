export type Language = 'c' | 'cpp' | 'python';

export type CgroupVersion = 'v1' | 'v2' | 'none';

export interface SandboxCheck {
  /** True when submissions can be judged safely: bwrap works and cgroups are usable. */
  ok: boolean;
  cgroup: CgroupVersion;
  /** Human-readable reasons why `ok` is false (or degraded features when it is true). */
  problems: string[];
}

export interface SandboxLogger {
  warn(message: string): void;
}

export interface SandboxOptions {
  /**
   * Development only: run submissions even when bwrap or cgroups are missing,
   * with whatever isolation is left (rlimits, privilege drop). Logs a loud
   * warning. Never enable on a server that judges untrusted code.
   */
  allowUnsandboxed?: boolean;
  /** Where the helper binary, the precompiled header and the boxes live. Default: os.tmpdir()/robo-sandbox. */
  cacheDir?: string;
  logger?: SandboxLogger;
}

export interface BoxOptions extends SandboxOptions {
  /** How many run() calls may execute at once (default 1). Each has its own sandbox and cgroup. */
  parallelRuns?: number;
}

export interface RunLimits {
  /** CPU time of all processes of the submission together. */
  cpuTimeMs: number;
  /** Default: 2 * cpuTimeMs + 500. Catches sleeping or blocked programs. */
  wallTimeMs?: number;
  /** Peak memory of the whole sandbox (resident + page cache + tmpfs), as the memory cgroup counts it. */
  memoryMb: number;
  /** Processes and threads the submission may have at once. */
  maxProcesses: number;
  /** Bytes the submission may write to stdout; more is output_limit_exceeded. */
  outputBytes: number;
}

export interface RunOptions {
  stdin?: string | Uint8Array;
  limits: RunLimits;
}

export type RunStatus =
  'ok' | 'runtime_error' | 'time_limit_exceeded' | 'memory_limit_exceeded' | 'output_limit_exceeded';

export interface RunResult {
  status: RunStatus;
  /** Exit code when the program exited normally, otherwise null. */
  exitCode: number | null;
  /** Name of the signal that ended the program (e.g. 'SIGSEGV', 'SIGKILL'), otherwise null. */
  signal: string | null;
  cpuTimeMs: number;
  wallTimeMs: number;
  memoryKb: number;
  /** Capped at limits.outputBytes. */
  stdout: string;
  /** Capped at 64 KiB. */
  stderr: string;
  /**
   * Interpreted languages (Python): the source did not parse, so nothing of it ran; the interpreter's
   * message. compile() does not check their syntax: the first run does, at no extra cost.
   */
  syntaxError: string | null;
}

export interface CompileResult {
  /** Always true for Python, whose syntax errors show in the run (RunResult.syntaxError). */
  ok: boolean;
  /** Compiler messages, capped at 16 KiB. */
  diagnostics: string;
  timeMs: number;
}

export interface Box {
  /** Host path of the box folder (for logs and tests; the submission sees it as /box). */
  readonly dir: string;
  compile(language: Language, source: string): Promise<CompileResult>;
  /** How many run() calls execute at once; more wait their turn. */
  readonly parallelRuns: number;
  /** Runs the last successfully compiled program. A compile waits for runs asked for earlier, and runs for it. */
  run(options: RunOptions): Promise<RunResult>;
  /** Kills anything still running and removes the folder. Safe to call twice. */
  dispose(): Promise<void>;
}
