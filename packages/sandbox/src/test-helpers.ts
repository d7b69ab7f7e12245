/** Shared fixtures for the sandbox test files (not part of the public API). */
import { checkSandbox, createBox, prepare } from './index.ts';
import type { Box, Language, RunLimits, RunOptions, RunResult } from './types.ts';

export const LIMITS: RunLimits = { cpuTimeMs: 1000, memoryMb: 256, maxProcesses: 8, outputBytes: 1 << 20 };

/** Generous: the first prepare() on a machine builds the precompiled header. */
export const SETUP_TIMEOUT_MS = 180_000;
export const TEST_TIMEOUT_MS = 30_000;

const check = await checkSandbox();

/**
 * Sandbox tests need root (cgroups, dropping to nobody). Where the sandbox is
 * unavailable and we are not root they are skipped; as root they run and
 * fail loudly, because a root judge host without a sandbox is a bug.
 */
export const sandboxUnavailable = !check.ok && process.getuid?.() !== 0;

export async function setUp(): Promise<void> {
  if (!sandboxUnavailable) await prepare();
}

/** Compiles source in a fresh box, runs it once and always disposes the box. */
export async function compileAndRun(
  language: Language,
  source: string,
  options: Omit<RunOptions, 'limits'> & { limits?: Partial<RunLimits> } = {},
): Promise<RunResult> {
  return withBox(async (box) => {
    const compiled = await box.compile(language, source);
    if (!compiled.ok) throw new Error(`compilation failed:\n${compiled.diagnostics}`);
    return box.run({ ...options, limits: { ...LIMITS, ...options.limits } });
  });
}

export async function withBox<T>(work: (box: Box) => Promise<T>): Promise<T> {
  const box = await createBox();
  try {
    return await work(box);
  } finally {
    await box.dispose();
  }
}
