// The practice API without judging (no workers): catalogue, statistics, hidden tests, limits, ownership.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { PRACTICE_MESSAGES, problemResponseSchema, problemsResponseSchema } from '@robo/contracts';
import { practiceProblems, practiceTests, submissions } from '../../db/schema/index.ts';
import { practiceSeeder } from '../../db/practice-seed.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app, database } = await createTestApp({ env: { JUDGE_PENDING_PER_USER: '2', JUDGE_QUEUE_LIMIT: '5' } });
const db = database.db;

async function problemBySlug(slug: string) {
  const [row] = await db.select().from(practiceProblems).where(eq(practiceProblems.slug, slug));
  return row!;
}

const submit = (auth: Record<string, string>, id: string, payload: Record<string, unknown>) =>
  app.inject({ method: 'POST', url: `/api/practice/problems/${id}/submit`, headers: auth, payload });

describe('practice catalogue', () => {
  it('lists the three language tracks with real (zero) learner counts', async () => {
    const res = await app.inject({ url: '/api/practice/languages' });
    expect(res.statusCode).toBe(200);
    const { data } = res.json();
    expect(data.map((l: { slug: string }) => l.slug).sort()).toEqual(['c', 'cpp', 'python']);
    for (const l of data) {
      expect(l.learners).toBe(0);
      expect(l.totalProblems).toBeGreaterThanOrEqual(30);
    }
  });

  it('filters, searches, sorts and pages problems with a hard limit of 50', async () => {
    const all = problemsResponseSchema.parse(
      (await app.inject({ url: '/api/practice/languages/python/problems?limit=50' })).json(),
    );
    expect(all.pagination.total).toBeGreaterThanOrEqual(30);
    const ranks = all.data.map((p) => ['easy', 'medium', 'hard'].indexOf(p.difficulty));
    expect(ranks).toEqual([...ranks].sort((a, b) => a - b));
    expect(all.data.every((p) => p.acceptance === null && p.solvedBy === 0 && p.status === 'unsolved')).toBe(true);

    const hard = (await app.inject({ url: '/api/practice/languages/cpp/problems?difficulty=hard' })).json();
    expect(hard.data.length).toBeGreaterThanOrEqual(8);
    expect(hard.data.every((p: { difficulty: string }) => p.difficulty === 'hard')).toBe(true);

    const byTitle = (await app.inject({ url: '/api/practice/languages/c/problems?sortBy=title&order=desc&limit=5&page=2' })).json();
    const titles = all.data.map((p) => p.title).sort((a, b) => b.localeCompare(a));
    expect(byTitle.data.map((p: { title: string }) => p.title)).toEqual(titles.slice(5, 10));
    expect(byTitle.pagination).toMatchObject({ page: 2, limit: 5, total: all.pagination.total });

    const search = (await app.inject({ url: '/api/practice/languages/c/problems?search=kalman' })).json();
    expect(search.data.map((p: { slug: string }) => p.slug)).toEqual(['kalman-filter-1d']);

    expect((await app.inject({ url: '/api/practice/languages/c/problems?limit=51' })).statusCode).toBe(400);
    expect((await app.inject({ url: '/api/practice/languages/rust/problems' })).json()).toMatchObject({
      success: false,
      message: PRACTICE_MESSAGES.languageNotFound,
    });
  });

  it('shows a problem by id or slug with its examples but never its hidden tests', async () => {
    const row = await problemBySlug('battery-swap-route');
    const hidden = await db.select().from(practiceTests).where(eq(practiceTests.problemId, row.id));
    // The largest hidden input: small ones (a single number) could appear in the statement by chance.
    const secret = hidden.filter((t) => t.hidden).sort((a, b) => b.input.length - a.input.length)[0]!;
    for (const key of [row.id, row.slug]) {
      const res = await app.inject({ url: `/api/practice/problems/${key}` });
      expect(res.statusCode).toBe(200);
      const problem = problemResponseSchema.parse(res.json()).data;
      expect(problem.examples.length).toBeGreaterThan(0);
      expect(problem.codeTemplates.python).toContain('# Write your solution here');
      expect(problem.hiddenTestCount).toBeGreaterThanOrEqual(10);
      expect(res.body).not.toContain(JSON.stringify(secret.input.slice(0, 200)).slice(1, -1));
    }
    const missing = await app.inject({ url: '/api/practice/problems/no-such-problem' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Problem not found');
  });
});

describe('submitting', () => {
  it('needs a login and valid code', async () => {
    const user = await signupUser(app);
    const noAuth = await submit({}, 'gear-train-ratio', { code: 'print(1)', language: 'python' });
    expect(noAuth.statusCode).toBe(401);
    const empty = await submit(user.auth, 'gear-train-ratio', { code: '   ', language: 'python' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toContain('Please write your solution before running the code.');
    const badLanguage = await submit(user.auth, 'gear-train-ratio', { code: 'x', language: 'java' });
    expect(badLanguage.statusCode).toBe(400);
    const missing = await submit(user.auth, 'nope', { code: 'print(1)', language: 'python' });
    expect(missing.statusCode).toBe(404);
  });

  it('queues a submission, then limits pending submissions per user (429)', async () => {
    const user = await signupUser(app);
    const first = await submit(user.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python' });
    expect(first.statusCode).toBe(201);
    const id = first.json().data.submissionId as string;
    const [row] = await db.select().from(submissions).where(eq(submissions.id, id));
    expect(row).toMatchObject({ status: 'pending', mode: 'submit', language: 'python' });

    const poll = await app.inject({ url: `/api/practice/submissions/${id}`, headers: user.auth });
    expect(poll.json().data).toMatchObject({ status: 'pending', runtime: null, memory: null, errorMessage: null });

    const run = await submit(user.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python', mode: 'run', input: '3\n' });
    expect(run.statusCode).toBe(201);
    const [runRow] = await db.select().from(submissions).where(eq(submissions.id, run.json().data.submissionId));
    expect(runRow).toMatchObject({ mode: 'run', customInput: '3\n' });

    const third = await submit(user.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python' });
    expect(third.statusCode).toBe(429);
    expect(third.json().message).toBe(PRACTICE_MESSAGES.tooManyPending);

    // Another user is not held back by the first one's limit.
    const other = await signupUser(app);
    expect((await submit(other.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python' })).statusCode).toBe(201);
  });

  it('answers 503 when the queue is full', async () => {
    // The queue limit is 5; earlier tests left 3 pending rows.
    for (let i = 0; i < 2; i += 1) {
      const u = await signupUser(app);
      expect((await submit(u.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python' })).statusCode).toBe(201);
    }
    const late = await signupUser(app);
    const res = await submit(late.auth, 'gear-train-ratio', { code: 'print(1)', language: 'python' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ success: false, code: 'QUEUE_FULL', message: PRACTICE_MESSAGES.queueFull });
  });

  it('shows a submission and the history to its owner only', async () => {
    const owner = await signupUser(app);
    const stranger = await signupUser(app);
    const [row] = await db
      .insert(submissions)
      .values({
        userId: owner.user.id,
        problemId: (await problemBySlug('gear-train-ratio')).id,
        language: 'cpp',
        mode: 'submit',
        code: 'int main(){}',
        status: 'wrong_answer',
        totalTestCases: 13,
        testCasesPassed: 2,
        runtimeMs: 3,
        memoryKb: 1200,
        errorMessage: 'Wrong answer on hidden test 3.',
        finishedAt: new Date(),
      })
      .returning();
    const mine = await app.inject({ url: `/api/practice/submissions/${row!.id}`, headers: owner.auth });
    expect(mine.statusCode).toBe(200);
    expect(mine.json().data).toMatchObject({ status: 'wrong_answer', testCasesPassed: 2, totalTestCases: 13, runtime: 3, memory: 1200 });

    const theirs = await app.inject({ url: `/api/practice/submissions/${row!.id}`, headers: stranger.auth });
    expect(theirs.statusCode).toBe(404);
    expect(theirs.body).not.toContain('int main');
    expect((await app.inject({ url: `/api/practice/submissions/${row!.id}` })).statusCode).toBe(401);

    const history = await app.inject({ url: '/api/practice/problems/gear-train-ratio/submissions', headers: owner.auth });
    expect(history.json().data.map((s: { id: string }) => s.id)).toEqual([row!.id]);
    const strangerHistory = await app.inject({ url: '/api/practice/problems/gear-train-ratio/submissions', headers: stranger.auth });
    expect(strangerHistory.json().data).toEqual([]);
  });

  it('computes acceptance, solvedBy and solved status from judged submits only', async () => {
    const learnersBefore = (await app.inject({ url: '/api/practice/languages' })).json().data.find(
      (l: { slug: string }) => l.slug === 'python',
    ).learners as number;
    const a = await signupUser(app);
    const b = await signupUser(app);
    const problem = await problemBySlug('sensor-alert-episodes');
    const base = { problemId: problem.id, language: 'python', code: 'x', finishedAt: new Date() };
    await db.insert(submissions).values([
      { ...base, userId: a.user.id, mode: 'submit', status: 'accepted', runtimeMs: 20 },
      { ...base, userId: a.user.id, mode: 'submit', status: 'accepted', runtimeMs: 30 },
      { ...base, userId: b.user.id, mode: 'submit', status: 'wrong_answer' },
      { ...base, userId: b.user.id, mode: 'submit', status: 'compilation_error' },
      // Runs never count.
      { ...base, userId: b.user.id, mode: 'run', status: 'accepted' },
    ]);
    const list = (await app.inject({ url: '/api/practice/languages/python/problems?search=sensor-alert', headers: a.auth })).json();
    expect(list.data[0]).toMatchObject({ acceptance: 50, solvedBy: 1, status: 'solved', totalSubmissions: 4 });
    const forB = (await app.inject({ url: '/api/practice/problems/sensor-alert-episodes', headers: b.auth })).json();
    expect(forB.data).toMatchObject({ status: 'unsolved', solvedBy: 1, acceptance: 50 });
    const solved = (await app.inject({ url: '/api/practice/languages/python/problems?status=solved', headers: a.auth })).json();
    expect(solved.data.map((p: { slug: string }) => p.slug)).toEqual(['sensor-alert-episodes']);
    const languages = (await app.inject({ url: '/api/practice/languages' })).json();
    expect(languages.data.find((l: { slug: string }) => l.slug === 'python').learners).toBe(learnersBefore + 2);
  });
});

describe('seeding', () => {
  it('is idempotent and keeps submissions', async () => {
    const before = {
      problems: (await db.select({ id: practiceProblems.id }).from(practiceProblems)).length,
      tests: (await db.select({ id: practiceTests.id }).from(practiceTests)).length,
      submissions: (await db.select({ id: submissions.id }).from(submissions)).length,
    };
    expect(before.submissions).toBeGreaterThan(0);
    await practiceSeeder.run(db, app.env.CONTENT_DIR);
    expect({
      problems: (await db.select({ id: practiceProblems.id }).from(practiceProblems)).length,
      tests: (await db.select({ id: practiceTests.id }).from(practiceTests)).length,
      submissions: (await db.select({ id: submissions.id }).from(submissions)).length,
    }).toEqual(before);
  });
});

describe('judge availability', () => {
  it('refuses to judge with 503 when the sandbox does not work', async () => {
    // Same database, no seeding: a second app on it only needs its judge to start (and refuse).
    const { app: broken } = await createTestApp({
      database,
      env: { JUDGE_WORKERS: '1', SEED_CONTENT: 'false' },
      sandboxCheck: async () => ({ ok: false, cgroup: 'none', problems: ['bubblewrap is not installed'] }),
    });
    const user = await signupUser(broken);
    const res = await broken.inject({
      method: 'POST',
      url: '/api/practice/problems/gear-train-ratio/submit',
      headers: user.auth,
      payload: { code: 'print(1)', language: 'python' },
    });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({ code: 'JUDGE_UNAVAILABLE', message: PRACTICE_MESSAGES.judgeUnavailable });
    await broken.close();
  });
});
