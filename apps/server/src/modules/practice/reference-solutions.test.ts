// Every problem's reference solutions in C, C++ and Python are judged Accepted through the real sandbox,
// on the examples and every hidden test, within the problem's limits. Heavy: two judgings at a time.
import { readFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { problemFileSchema } from '@robo/contracts';
import { parseEnv } from '../../config/env.ts';
import { problemDirs, readHiddenTests } from '../../db/practice-seed.ts';
import { judge, type JudgeOutcome } from './judge.ts';

const CONCURRENCY = 2;
const FILES = { c: 'solution.c', cpp: 'solution.cpp', python: 'solution.py' } as const;
const contentDir = parseEnv({ NODE_ENV: 'test', JWT_SECRET: 'x'.repeat(32), DATA_DIR: '/tmp/robo-test-data' }).CONTENT_DIR;
const dirs = problemDirs(contentDir);
const results = new Map<string, JudgeOutcome | Error>();

beforeAll(async () => {
  const jobs = dirs.flatMap((dir) => (Object.keys(FILES) as (keyof typeof FILES)[]).map((language) => ({ dir, language })));
  let next = 0;
  const worker = async () => {
    while (next < jobs.length) {
      const { dir, language } = jobs[next++]!;
      const problem = problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')));
      const tests = [
        ...problem.examples.map((e) => ({ input: e.input, output: e.output, hidden: false })),
        ...readHiddenTests(dir).map((t) => ({ ...t, hidden: true })),
      ];
      const limits = { timeLimitMs: problem.timeLimitMs, memoryLimitMb: problem.memoryLimitMb, floatTolerance: problem.floatTolerance ?? null };
      try {
        results.set(`${basename(dir)}/${language}`, await judge(language, readFileSync(join(dir, FILES[language]), 'utf8'), limits, tests, { parallelRuns: 2 }));
      } catch (err) {
        results.set(`${basename(dir)}/${language}`, err as Error);
      }
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
}, 280_000);

describe('reference solutions', () => {
  it('cover at least 30 problems, 8 per difficulty, each with 10 or more hidden tests', () => {
    expect(dirs.length).toBeGreaterThanOrEqual(30);
    const byDifficulty: Record<string, number> = {};
    for (const dir of dirs) {
      const problem = problemFileSchema.parse(JSON.parse(readFileSync(join(dir, 'problem.json'), 'utf8')));
      byDifficulty[problem.difficulty] = (byDifficulty[problem.difficulty] ?? 0) + 1;
      expect(readHiddenTests(dir).length, basename(dir)).toBeGreaterThanOrEqual(10);
    }
    expect(Object.values(byDifficulty).every((n) => n >= 8), JSON.stringify(byDifficulty)).toBe(true);
  });

  it.each(dirs.map((d) => basename(d)))('%s: C, C++ and Python are accepted', (slug) => {
    for (const language of Object.keys(FILES)) {
      const result = results.get(`${slug}/${language}`);
      if (result instanceof Error) throw result;
      expect(result?.status, `${slug}/${language}: ${result?.errorMessage ?? ''}`).toBe('accepted');
      expect(result?.testCasesPassed).toBe(result?.totalTestCases);
    }
  });
});
