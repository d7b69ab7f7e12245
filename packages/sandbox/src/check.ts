import { inspectHost } from './prepare.ts';
import type { SandboxCheck } from './types.ts';

/**
 * Reports whether submissions can be judged safely here. Runs real probes
 * (starts a throwaway sandbox, creates and removes a limited cgroup) rather
 * than looking for files, so a present-but-forbidden feature counts as missing.
 * The server should refuse to judge when `ok` is false.
 */
export async function checkSandbox(): Promise<SandboxCheck> {
  return (await inspectHost()).check;
}
