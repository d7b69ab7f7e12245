// Judging through the real sandbox and the queue: verdicts, run mode, a few attacks, lease recovery.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Submission } from '@robo/contracts';
import { practiceProblems, submissions } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';
import { claimNext, extendLease, finish } from './queue.ts';
import { judge } from './judge.ts';
import { JudgeHost } from './judge-host.ts';
import { WorkerPool } from './workers.ts';

const { app, database } = await createTestApp({ env: { JUDGE_WORKERS: '1', JUDGE_PENDING_PER_USER: '20' } });
const db = database.db;
const user = await signupUser(app);
const problemDir = join(app.env.CONTENT_DIR, 'practice/problems/gear-train-ratio');
const solution = (file: string) => readFileSync(join(problemDir, file), 'utf8');

async function judged(payload: Record<string, unknown>, problem = 'gear-train-ratio', auth = user.auth): Promise<Submission> {
  const res = await app.inject({ method: 'POST', url: `/api/practice/problems/${problem}/submit`, headers: auth, payload });
  expect(res.statusCode, res.body).toBe(201);
  const id = res.json().data.submissionId as string;
  for (let i = 0; i < 600; i += 1) {
    const poll = await app.inject({ url: `/api/practice/submissions/${id}`, headers: auth });
    const data = poll.json().data as Submission;
    if (data.status !== 'pending' && data.status !== 'running') return data;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('submission was not judged in 30 s');
}

describe('verdicts through the sandbox', () => {
  it('accepts the reference solutions in all three languages and updates statistics', async () => {
    for (const [language, file] of [['python', 'solution.py'], ['cpp', 'solution.cpp'], ['c', 'solution.c']] as const) {
      const result = await judged({ code: solution(file), language });
      expect(result.status, result.errorMessage ?? '').toBe('accepted');
      expect(result.testCasesPassed).toBe(result.totalTestCases);
      expect(result.totalTestCases).toBeGreaterThanOrEqual(11);
      expect(result.runtime).toBeGreaterThanOrEqual(0);
      expect(result.memory).toBeGreaterThan(0);
    }
    const problem = (await app.inject({ url: '/api/practice/problems/gear-train-ratio', headers: user.auth })).json().data;
    expect(problem).toMatchObject({ status: 'solved', solvedBy: 1, acceptance: 100, totalSubmissions: 3 });
  });

  it('gives wrong_answer with the failing example, and hides hidden tests', async () => {
    const wrong = await judged({ code: 'print("1/1 CW")\nprint("1/1 CW")', language: 'python' });
    expect(wrong.status).toBe('wrong_answer');
    expect(wrong.testCasesPassed).toBe(0);
    expect(wrong.errorMessage).toContain('Expected output:\n100/1 CW\n1000/3 CCW');
    expect(wrong.errorMessage).toContain('Your output:\n1/1 CW\n1/1 CW');

    // Right on the example only: the verdict names a hidden test without showing it.
    const example = JSON.parse(readFileSync(join(problemDir, 'problem.json'), 'utf8')).examples[0];
    const cheat = `import sys\nsys.stdout.write(${JSON.stringify(example.output)})`;
    const hidden = await judged({ code: cheat, language: 'python' });
    expect(hidden.status).toBe('wrong_answer');
    expect(hidden.testCasesPassed).toBeGreaterThanOrEqual(1);
    expect(hidden.errorMessage).toMatch(/^Wrong answer on hidden test \d+\.$/);
  });

  it('reports compiler diagnostics for C and C++', async () => {
    const cpp = await judged({ code: 'int main() { return undefined_name; }', language: 'cpp' });
    expect(cpp.status).toBe('compilation_error');
    expect(cpp.errorMessage).toContain('undefined_name');
    const c = await judged({ code: '#include </dev/random>\nint main(void) { return 0; }', language: 'c' });
    expect(c.status).toBe('compilation_error');
    const py = await judged({ code: 'def broken(:\n  pass', language: 'python' });
    expect(py.status).toBe('compilation_error');
    expect(py.errorMessage).toContain('SyntaxError');
  });

  it('gives runtime, time and memory verdicts', async () => {
    const segv = await judged({ code: 'int main(void) { volatile int *p = 0; *p = 1; return 0; }', language: 'c' });
    expect(segv.status).toBe('runtime_error');
    expect(segv.errorMessage).toContain('SIGSEGV');
    const loop = await judged({ code: 'int main() { volatile unsigned x = 0; for (;;) x++; }', language: 'cpp' });
    expect(loop.status).toBe('time_limit_exceeded');
    const sleepy = await judged({ code: 'import time\ntime.sleep(60)', language: 'python' });
    expect(sleepy.status).toBe('time_limit_exceeded');
    const hog = await judged({ code: 'x = bytearray(600 * 1024 * 1024)\nprint(len(x))', language: 'python' });
    expect(hog.status).toBe('memory_limit_exceeded');
  });

  it('contains attacks: host files, network and huge output', async () => {
    const passwd = await judged({ code: 'print(open("/etc/passwd").read())', language: 'python' });
    expect(passwd.status).toBe('runtime_error');
    expect(passwd.errorMessage).toContain('FileNotFoundError');
    const net = await judged({
      code: 'import socket\nsocket.create_connection(("1.1.1.1", 80), timeout=2)\nprint("connected")',
      language: 'python',
    });
    expect(net.status).toBe('runtime_error');
    const flood = await judged({
      code: '#include <stdio.h>\nint main(void){ for(;;) fputs("yyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyyy\\n", stdout); }',
      language: 'c',
    });
    expect(['runtime_error', 'time_limit_exceeded']).toContain(flood.status);
    expect(flood.errorMessage).toMatch(/Output limit exceeded|Time limit exceeded/);
  });

  it('runs on the examples or on a custom input without counting it', async () => {
    const examples = await judged({ code: solution('solution.py'), language: 'python', mode: 'run' });
    expect(examples).toMatchObject({ status: 'accepted', mode: 'run', beats: null });
    expect(examples.totalTestCases).toBeLessThan(5);
    const custom = await judged({ code: solution('solution.py'), language: 'python', mode: 'run', input: '1\n60 1 10 20\n' });
    expect(custom).toMatchObject({ status: 'accepted', output: '30/1 CCW\n', totalTestCases: 1 });
    const problem = (await app.inject({ url: '/api/practice/problems/gear-train-ratio' })).json().data;
    expect(problem.totalSubmissions).toBe(3 + 2 + 3 + 4 + 3);
  });

  it('reports "beats" only against other real accepted submissions', async () => {
    const other = await signupUser(app);
    const first = await judged({ code: solution('solution.py'), language: 'python' }, 'gear-train-ratio', other.auth);
    expect(first.status).toBe('accepted');
    // One earlier accepted Python submission exists (the first test's), so beats is a real percentage.
    expect([0, 100]).toContain(first.beats);
  });
});

describe('judge() running tests side by side', () => {
  const problem = { timeLimitMs: 1000, memoryLimitMb: 256, floatTolerance: null };
  // Squares its input; wrong on 3 and crashes on 5, so test order decides which failure is reported.
  const code = 'n = int(input())\nif n == 5:\n    raise SystemExit(7)\nprint(n * n + (1 if n == 3 else 0))';
  const tests = [1, 2, 3, 4, 5, 6].map((n) => ({ input: `${n}\n`, output: `${n * n}\n`, hidden: n > 1 }));

  it('reports the first failure in test order, as one run at a time would', async () => {
    const one = await judge('python', code, problem, tests, { parallelRuns: 1 });
    const three = await judge('python', code, problem, tests, { parallelRuns: 3 });
    for (const outcome of [one, three]) {
      expect(outcome).toMatchObject({ status: 'wrong_answer', testCasesPassed: 2, totalTestCases: 6 });
      expect(outcome.errorMessage).toBe('Wrong answer on hidden test 3.');
      // Results stop at the failing test even when later tests already ran.
      expect(outcome.testResults.map((r) => r.status)).toEqual(['accepted', 'accepted', 'wrong_answer']);
    }
    const crash = await judge('python', code, problem, tests.slice(3), { parallelRuns: 3 });
    expect(crash).toMatchObject({ status: 'runtime_error', testCasesPassed: 1 });
    expect(crash.errorMessage).toContain('Failed on hidden test 2.');
  });

  it('turns a Python source that does not parse into a compilation error with the interpreter’s message', async () => {
    const outcome = await judge('python', 'def broken(:\n  pass', problem, tests, { parallelRuns: 2 });
    expect(outcome).toMatchObject({ status: 'compilation_error', testCasesPassed: 0, runtimeMs: null, output: null, testResults: [] });
    expect(outcome.errorMessage).toMatch(/^File "main.py", line 1\n[\s\S]*SyntaxError: /);
  });
});

const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };

async function settled(id: string, withinMs = 30_000): Promise<string> {
  let status = 'running';
  for (let i = 0; i < withinMs / 50 && (status === 'running' || status === 'pending'); i += 1) {
    await new Promise((r) => setTimeout(r, 50));
    [{ status }] = (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, id))) as [
      { status: string },
    ];
  }
  return status;
}

describe('queue recovery', () => {
  it('gives a dead worker’s job to another worker once its lease expires', async () => {
    await app.judge.stop(); // this test drives the queue by hand
    const [problem] = await db.select().from(practiceProblems).where(eq(practiceProblems.slug, 'gear-train-ratio'));
    const [row] = await db
      .insert(submissions)
      .values({ userId: user.user.id, problemId: problem!.id, language: 'python', mode: 'submit', code: solution('solution.py') })
      .returning();

    const first = await claimNext(db, 'dead-worker', 1);
    expect(first).toEqual({ id: row!.id, attempts: 1 });
    // The lease is held: nobody else gets the job.
    expect(await claimNext(db, 'other-worker', 1)).toBeNull();
    // ... the worker dies here without finishing; its lease runs out.
    await new Promise((r) => setTimeout(r, 1200));

    const host = new JudgeHost({ allowUnsandboxed: false, parallelRuns: 2, logger: quiet });
    const pool = new WorkerPool({ db, count: 1, leaseSeconds: 30, judge: (job) => host.judge(job), logger: quiet, idlePollMs: 50 });
    pool.start();
    await settled(row!.id);
    await pool.stop();
    await host.close();
    const [done] = await db.select().from(submissions).where(eq(submissions.id, row!.id));
    expect(done).toMatchObject({ status: 'accepted', attempts: 2, lockedBy: null });
    // The dead worker coming back late cannot overwrite the verdict.
    expect(await extendLease(db, row!.id, 'dead-worker', 30)).toBe(false);
    expect(
      await finish(db, row!.id, 'dead-worker', {
        status: 'wrong_answer',
        testCasesPassed: 0,
        totalTestCases: 0,
        runtimeMs: null,
        memoryKb: null,
        errorMessage: null,
        output: null,
        testResults: [],
      }),
    ).toBe(false);
  });

  it('queues a job again at once when the judge process is killed mid-run, and a new process judges it', async () => {
    const [problem] = await db.select().from(practiceProblems).where(eq(practiceProblems.slug, 'gear-train-ratio'));
    // Slow enough (0.3 s per test) that the kill lands while it runs.
    const slow = `import time\ntime.sleep(0.3)\n${solution('solution.py')}`;
    const [row] = await db
      .insert(submissions)
      .values({ userId: user.user.id, problemId: problem!.id, language: 'python', mode: 'submit', code: slow })
      .returning();
    const errors: object[] = [];
    const logger = { ...quiet, error: (obj: object) => errors.push(obj) };
    const host = new JudgeHost({ allowUnsandboxed: false, parallelRuns: 2, logger });
    const pool = new WorkerPool({ db, count: 1, leaseSeconds: 30, judge: (job) => host.judge(job), logger, idlePollMs: 50 });
    pool.start();
    for (let i = 0; i < 200; i += 1) {
      const [{ status }] = (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, row!.id))) as [
        { status: string },
      ];
      if (status === 'running') break;
      await new Promise((r) => setTimeout(r, 25));
    }
    await new Promise((r) => setTimeout(r, 400));
    const firstPid = host.pid;
    expect(firstPid).toBeGreaterThan(0);
    process.kill(firstPid!, 'SIGKILL');

    // Well inside the 30 s lease: the worker put the job back instead of waiting for the lease to expire.
    expect(await settled(row!.id, 10_000)).toBe('accepted');
    expect(host.pid).not.toBe(firstPid);
    await pool.stop();
    await host.close();
    const [done] = await db.select().from(submissions).where(eq(submissions.id, row!.id));
    expect(done).toMatchObject({ status: 'accepted', attempts: 2, lockedBy: null });
    expect(errors.length).toBeGreaterThan(0);
  });
});
