// Judging through the real sandbox and the queue: verdicts, run mode, a few attacks, lease recovery.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Submission } from '@robo/contracts';
import { practiceProblems, submissions } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';
import { claimNext, extendLease, finish } from './queue.ts';
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

    const pool = new WorkerPool({
      db,
      count: 1,
      leaseSeconds: 30,
      sandbox: {},
      logger: { info: () => undefined, warn: () => undefined, error: () => undefined },
      idlePollMs: 50,
    });
    pool.start();
    let status = 'running';
    for (let i = 0; i < 300 && (status === 'running' || status === 'pending'); i += 1) {
      await new Promise((r) => setTimeout(r, 50));
      [{ status }] = (await db.select({ status: submissions.status }).from(submissions).where(eq(submissions.id, row!.id))) as [
        { status: string },
      ];
    }
    await pool.stop();
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
});
