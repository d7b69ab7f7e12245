// Judges one submission in a fresh sandbox box: compile, run the tests (in order, or a few at once), stop at the
// first failure.
import { type Box, compareOutput, createBox, type Language, type RunResult, type SandboxOptions } from '@robo/sandbox';
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

export interface JudgeOptions extends SandboxOptions {
  /**
   * Tests run at once (one per core is the useful maximum). The verdict is the same as running them one
   * after another and stopping at the first failure: later tests are not started once one has failed, and
   * the first failure in test order decides.
   */
  parallelRuns?: number;
}

interface TestRun {
  result: RunResult;
  /** null when the run itself failed (error, limit); otherwise whether the output matched. */
  right: boolean | null;
}

export async function judge(
  language: Language,
  code: string,
  problem: JudgeProblem,
  tests: JudgeTest[],
  options: JudgeOptions,
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
  const parallelRuns = Math.max(1, Math.min(options.parallelRuns ?? 1, tests.length));
  const box = await createBox({ ...options, parallelRuns });
  try {
    const compiled = await box.compile(language, code);
    if (!compiled.ok) {
      outcome.status = 'compilation_error';
      outcome.errorMessage = compiled.diagnostics.trim() || 'Compilation failed.';
      return outcome;
    }
    const runs = await runTests(box, problem, tests, parallelRuns);
    for (const [index, test] of tests.entries()) {
      const { result, right } = runs[index]!;
      if (result.syntaxError !== null) {
        // Python compiles the source as it starts: a source that does not parse is a compilation error.
        outcome.status = 'compilation_error';
        outcome.errorMessage = clip(result.syntaxError.trim(), SHOWN_OUTPUT);
        return outcome;
      }
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

/**
 * Runs the tests in order on `lanes` lanes. Once a test fails no later test is started; every test before
 * the first failure has run, so the caller can walk the results in order as if they had run one by one.
 */
async function runTests(box: Box, problem: JudgeProblem, tests: JudgeTest[], lanes: number): Promise<TestRun[]> {
  const runs: TestRun[] = [];
  let next = 0;
  let firstFailure = tests.length;
  const compare = problem.floatTolerance ? { floatTolerance: problem.floatTolerance } : {};
  const lane = async (): Promise<void> => {
    while (next < firstFailure) {
      const index = next++;
      const test = tests[index]!;
      const result = await box.run({
        stdin: test.input,
        limits: {
          cpuTimeMs: problem.timeLimitMs,
          memoryMb: problem.memoryLimitMb,
          maxProcesses: 1,
          outputBytes: OUTPUT_LIMIT,
        },
      });
      const right = result.status !== 'ok' ? null : test.output === null || compareOutput(test.output, result.stdout, compare);
      runs[index] = { result, right };
      if (right !== true) firstFailure = Math.min(firstFailure, index);
    }
  };
  await Promise.all(Array.from({ length: lanes }, lane));
  return runs;
}
