/**
 * @robo/sandbox: compiles and runs untrusted C, C++ and Python submissions in
 * a bubblewrap sandbox with cgroup limits. See README.md.
 */
import { loadRuntime } from './prepare.ts';
import type { SandboxOptions } from './types.ts';

export type {
  Box,
  BoxOptions,
  CgroupVersion,
  CompileResult,
  Language,
  RunLimits,
  RunOptions,
  RunResult,
  RunStatus,
  SandboxCheck,
  SandboxLogger,
  SandboxOptions,
} from './types.ts';
export type { CompareOptions } from './compare-output.ts';
export { checkSandbox } from './check.ts';
export { compareOutput } from './compare-output.ts';
export { createBox, SandboxUnavailableError } from './box.ts';
export { SandboxError } from './execute.ts';

/**
 * One-time setup (idempotent, cached on disk): compiles the native helper,
 * builds the bits/stdc++.h precompiled header and detects bwrap/cgroups.
 * createBox() calls it too; calling it at start-up moves the cost (a few
 * seconds for the header, once per machine) out of the first submission.
 */
export async function prepare(options: SandboxOptions = {}): Promise<void> {
  await loadRuntime(options);
}
