import type { ExecOutcome } from './execute.ts';
import type { RunStatus } from './types.ts';

/**
 * Judging rules that need more than one field, kept apart from process
 * plumbing. Order matters: our own kills name their cause; a kernel OOM kill
 * beats a time limit that was only reached because the program was dying.
 */
export function classify(
  outcome: Pick<ExecOutcome, 'killedFor' | 'oomKilled' | 'memoryLimitHit' | 'signal' | 'exitCode' | 'cpuLimitExceeded'>,
): RunStatus {
  if (outcome.killedFor === 'output') return 'output_limit_exceeded';
  if (outcome.oomKilled) return 'memory_limit_exceeded';
  if (
    outcome.cpuLimitExceeded ||
    outcome.killedFor === 'cpu' ||
    outcome.killedFor === 'wall' ||
    outcome.signal === 'SIGXCPU'
  ) {
    return 'time_limit_exceeded';
  }
  const abnormal = outcome.signal !== null || outcome.exitCode !== 0;
  // Usage hit the limit and the program died: allocation failure in disguise.
  if (abnormal && outcome.memoryLimitHit) return 'memory_limit_exceeded';
  return abnormal ? 'runtime_error' : 'ok';
}
