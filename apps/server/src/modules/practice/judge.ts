// Judges one submission in a fresh sandbox box: compile, run the tests in order, stop at the first failure.
import { compareOutput, createBox, type Language, type RunResult, type SandboxOptions } from '@robo/sandbox';
import type { SubmissionStatus } from '@robo/contracts';
import type { TestResultJson } from '../../db/schema/index.ts';

export interface JudgeTest {
  input: string;
  /** null for a custom-input run: nothing to compare against. */
  output: string | null;
  hidden: boolean;
}

export interface JudgeProblem {
  timeLimitMs: number;
  memoryLimitMb: number;
  floatTolerance: number | null;
}

export interface JudgeOutcome {
  status: SubmissionStatus;
  testCasesPassed: number;
  totalTestCases: number;
  runtimeMs: number | null;
  memoryKb: number | null;
  errorMessage: string | null;
  output: string | null;
  testResults: TestResultJson[];
}

/** Bytes a program may print; generous for the largest expected output, and 1 GB attempts are cut early. */
const OUTPUT_LIMIT = 8 * 1024 * 1024;
/** What we keep of a program's output or stderr for the user. */
const SHOWN_OUTPUT = 8 * 1024;
const SHOWN_EXAMPLE = 2 * 1024;

function clip(text: string, max: number): string {
  return text.length > max ? `${text.slice(0, max)}\n… (truncated)` : text;
}

const RUN_STATUS: Record<Exclude<RunResult['status'], 'ok'>, SubmissionStatus> = {
  runtime_error: 'runtime_error',
  time_limit_exceeded: 'time_limit_exceeded',
  memory_limit_exceeded: 'memory_limit_exceeded',
  output_limit_exceeded: 'runtime_error',
};

function failureDetail(result: RunResult, problem: JudgeProblem): string {
  switch (result.status) {
    case 'time_limit_exceeded':
      return `Time limit exceeded (limit ${problem.timeLimitMs} ms).`;
    case 'memory_limit_exceeded':
      return `Memory limit exceeded (limit ${problem.memoryLimitMb} MB).`;
    case 'output_limit_exceeded':
      return 'Output limit exceeded: the program printed far more than the answer needs.';
    default: {
      const how = result.signal ? `killed by ${result.signal}` : `exit code ${result.exitCode}`;
      const stderr = result.stderr.trim();
      return `Runtime error (${how}).${stderr ? `\n${clip(stderr, SHOWN_OUTPUT)}` : ''}`;
    }
  }
}

function exampleDetail(test: JudgeTest, actual: string): string {
  return [
    'Input:',
    clip(test.input.trimEnd(), SHOWN_EXAMPLE),
    'Expected output:',
    clip((test.output ?? '').trimEnd(), SHOWN_EXAMPLE),
    'Your output:',
    clip(actual.trimEnd(), SHOWN_EXAMPLE),
  ].join('\n');
}

export async function judge(
  language: Language,
  code: string,
  problem: JudgeProblem,
  tests: JudgeTest[],
  sandbox: SandboxOptions,
): Promise<JudgeOutcome> {
  const outcome: JudgeOutcome = {
    status: 'accepted',
    testCasesPassed: 0,
    totalTestCases: tests.length,
    runtimeMs: null,
    memoryKb: null,
    errorMessage: null,
    output: null,
    testResults: [],
  };
  const box = await createBox(sandbox);
  try {
    const compiled = await box.compile(language, code);
    if (!compiled.ok) {
      outcome.status = 'compilation_error';
      outcome.errorMessage = compiled.diagnostics.trim() || 'Compilation failed.';
      return outcome;
    }
    for (const [index, test] of tests.entries()) {
      const result = await box.run({
        stdin: test.input,
        limits: {
          cpuTimeMs: problem.timeLimitMs,
          memoryMb: problem.memoryLimitMb,
          maxProcesses: 1,
          outputBytes: OUTPUT_LIMIT,
        },
      });
      outcome.runtimeMs = Math.max(outcome.runtimeMs ?? 0, Math.round(result.cpuTimeMs));
      outcome.memoryKb = Math.max(outcome.memoryKb ?? 0, Math.round(result.memoryKb));
      if (!test.hidden) outcome.output = clip(result.stdout, SHOWN_OUTPUT);
      if (result.status !== 'ok') {
        outcome.testResults.push({ status: RUN_STATUS[result.status], cpuTimeMs: result.cpuTimeMs, memoryKb: result.memoryKb });
        outcome.status = RUN_STATUS[result.status];
        const where = test.hidden ? `Failed on hidden test ${index + 1}.` : `Failed on example ${index + 1}.`;
        outcome.errorMessage = `${failureDetail(result, problem)}\n${where}`;
        if (!test.hidden && test.output !== null) outcome.errorMessage += `\n${exampleDetail(test, result.stdout)}`;
        return outcome;
      }
      const right =
        test.output === null ||
        compareOutput(test.output, result.stdout, problem.floatTolerance ? { floatTolerance: problem.floatTolerance } : {});
      outcome.testResults.push({ status: right ? 'accepted' : 'wrong_answer', cpuTimeMs: result.cpuTimeMs, memoryKb: result.memoryKb });
      if (!right) {
        outcome.status = 'wrong_answer';
        outcome.errorMessage = test.hidden
          ? `Wrong answer on hidden test ${index + 1}.`
          : `Wrong answer on example ${index + 1}.\n${exampleDetail(test, result.stdout)}`;
        return outcome;
      }
      outcome.testCasesPassed += 1;
    }
    return outcome;
  } finally {
    await box.dispose();
  }
}
