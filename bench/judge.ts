// Judge benchmark: submit-to-verdict latency (p50/p95) of accepted Python and C++ solutions on a problem with
// 10 tests, through the HTTP API with the platform's workers; then throughput with 2 workers. Baseline in the
// same run: the same submissions judged the way the platform did before, from the server process itself
// with one test at a time (the fork cost of a large process, no parallel tests).
// Prints a table and writes bench/results/judge-latest.json. Needs the real sandbox (root, bwrap, cgroups).
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { practiceProblems, practiceTests } from '../apps/server/src/db/schema/index.ts';
import { judge } from '../apps/server/src/modules/practice/judge.ts';
import { WorkerPool } from '../apps/server/src/modules/practice/workers.ts';

const LATENCY_RUNS = { python: Number(process.env.BENCH_PY_RUNS ?? 20), cpp: Number(process.env.BENCH_CPP_RUNS ?? 10) };
const THROUGHPUT_SUBMISSIONS = Number(process.env.BENCH_THROUGHPUT ?? 24);
const POLL_MS = 10;

const SOLUTIONS = {
  python: 'import sys\nnums = list(map(int, sys.stdin.buffer.read().split()))\nprint(sum(nums[1:]))\n',
  cpp: '#include <bits/stdc++.h>\nusing namespace std;\nint main() {\n  int n; scanf("%d", &n);\n  long long s = 0;\n  for (int i = 0; i < n; i++) { long long x; scanf("%lld", &x); s += x; }\n  printf("%lld\\n", s);\n}\n',
} as const;

/** A problem with 10 tests (1 example + 9 hidden, up to 10^4 numbers): the judge's cost, not the algorithm's. */
function tests() {
  let seed = 42;
  const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31);
  return Array.from({ length: 10 }, (_, i) => {
    const n = i === 0 ? 3 : 1000 * i;
    const nums = Array.from({ length: n }, () => (rand() % 2_000_001) - 1_000_000);
    return { input: `${n}\n${nums.join(' ')}\n`, output: `${nums.reduce((a, b) => a + b, 0)}\n`, hidden: i > 0 };
  });
}

/** `baseline`: no platform workers; a pool judging in this (the server's) process, one test at a time. */
async function startPlatform(workers: number, baseline = false) {
  const env = parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: 'bench-secret-bench-secret-bench-secret!',
    DATA_DIR: mkdtempSync(join(tmpdir(), 'robo-bench-judge-')),
    RATE_LIMIT_ENABLED: 'false',
    SEED_CONTENT: 'false',
    WEB_DIST_DIR: '/nonexistent',
    JUDGE_WORKERS: String(baseline ? 0 : workers),
    JUDGE_PENDING_PER_USER: '1000',
    JUDGE_QUEUE_LIMIT: '1000',
  });
  const database = await openDatabase({ dataDir: `${env.DATA_DIR}/pglite` });
  const t = tests();
  const [problem] = await database.db
    .insert(practiceProblems)
    .values({
      slug: 'bench-sum',
      title: 'Benchmark: sum of readings',
      difficulty: 'easy',
      difficultyRank: 0,
      tags: [],
      description: 'Sum N integers.',
      inputFormat: 'N, then N integers.',
      outputFormat: 'Their sum.',
      constraints: [],
      examples: [{ input: t[0]!.input, output: t[0]!.output }],
      hints: [],
      templates: { c: '', cpp: '', python: '' },
      timeLimitMs: 1000,
      memoryLimitMb: 256,
    })
    .returning();
  await database.db.insert(practiceTests).values(t.map((x, i) => ({ ...x, problemId: problem!.id, position: i + 1 })));
  const app = await buildApp({ env, database, logger: false });
  const quiet = { info: () => undefined, warn: () => undefined, error: () => undefined };
  const inProcess = baseline
    ? new WorkerPool({
        db: database.db,
        count: workers,
        leaseSeconds: 60,
        judge: (job) => judge(job.language, job.code, job.problem, job.tests, { parallelRuns: 1 }),
        logger: quiet,
        idlePollMs: 5,
      })
    : null;
  inProcess?.start();
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api`;
  const signup = await fetch(`${base}/auth/signup`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ name: 'Bench User', email: `bench-${Date.now()}@example.com`, password: 'bench-password' }),
  });
  const { token } = (await signup.json()) as { token: string };
  const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
  return {
    async submit(language: keyof typeof SOLUTIONS): Promise<string> {
      const res = await fetch(`${base}/practice/problems/bench-sum/submit`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ code: SOLUTIONS[language], language }),
      });
      if (res.status !== 201) throw new Error(`submit ${res.status}: ${await res.text()}`);
      return ((await res.json()) as { data: { submissionId: string } }).data.submissionId;
    },
    async verdict(id: string): Promise<string> {
      for (;;) {
        const res = await fetch(`${base}/practice/submissions/${id}`, { headers });
        const { status } = ((await res.json()) as { data: { status: string } }).data;
        if (status !== 'pending' && status !== 'running') return status;
        await new Promise((r) => setTimeout(r, POLL_MS));
      }
    },
    async close() {
      await inProcess?.stop();
      await app.close();
      await database.close();
    },
  };
}

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]!;

const rows: { measure: string; value: string }[] = [];
for (const baseline of [true, false]) {
  const one = await startPlatform(1, baseline);
  for (const language of ['python', 'cpp'] as const) {
    await one.verdict(await one.submit(language)); // warm-up (precompiled header, page cache)
    const times: number[] = [];
    const runs = baseline ? Math.ceil(LATENCY_RUNS[language] / 2) : LATENCY_RUNS[language];
    for (let i = 0; i < runs; i += 1) {
      const start = performance.now();
      const status = await one.verdict(await one.submit(language));
      if (status !== 'accepted') throw new Error(`${language} was ${status}`);
      times.push(performance.now() - start);
    }
    times.sort((a, b) => a - b);
    const how = baseline ? 'baseline: judged in the server process, 1 test at a time' : '1 worker';
    rows.push({
      measure: `${language === 'python' ? 'Python' : 'C++'} submit → verdict, 10 tests (${times.length} runs, ${how})`,
      value: `p50 ${Math.round(pct(times, 50))} ms, p95 ${Math.round(pct(times, 95))} ms`,
    });
  }
  if (!baseline) rows.push({ measure: 'Server process resident memory (forking from it is what the baseline pays)', value: `${Math.round(process.memoryUsage().rss / 1e6)} MB` });
  await one.close();
}

const two = await startPlatform(2);
await two.verdict(await two.submit('python'));
const start = performance.now();
const ids = await Promise.all(Array.from({ length: THROUGHPUT_SUBMISSIONS }, () => two.submit('python')));
const statuses = await Promise.all(ids.map((id) => two.verdict(id)));
const seconds = (performance.now() - start) / 1000;
if (statuses.some((s) => s !== 'accepted')) throw new Error(`throughput run: ${statuses.join(',')}`);
rows.push({
  measure: `Throughput, ${THROUGHPUT_SUBMISSIONS} Python submissions of 10 tests queued at once, 2 workers`,
  value: `${(THROUGHPUT_SUBMISSIONS / seconds).toFixed(1)} submissions/s (${(seconds * 1000).toFixed(0)} ms in all)`,
});
await two.close();

console.table(rows);
writeFileSync(new URL('./results/judge-latest.json', import.meta.url), JSON.stringify({ date: new Date().toISOString(), rows }, null, 2));
process.exit(0);
