// The submissions table as a job queue: claim the oldest pending (or abandoned) row with FOR UPDATE SKIP LOCKED
// under a lease, extend the lease while judging, and write the verdict only while still holding it.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { practiceProblems, practiceTests, submissions } from '../../db/schema/index.ts';
import type { JudgeOutcome, JudgeTest } from './judge.ts';

/** A job crashing its worker this many times is given up (internal_error) rather than retried forever. */
export const MAX_ATTEMPTS = 3;

function rows<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Takes the oldest job: pending, or running under a lease that expired (its worker died). */
export async function claimNext(db: Db, workerId: string, leaseSeconds: number): Promise<{ id: string; attempts: number } | null> {
  const result = await db.execute(sql`
    update submissions as s
       set status = 'running',
           locked_by = ${workerId},
           locked_until = now() + make_interval(secs => ${leaseSeconds}),
           attempts = s.attempts + 1,
           started_at = coalesce(s.started_at, now())
     where s.id = (
       select id from submissions
        where status = 'pending' or (status = 'running' and locked_until < now())
        order by created_at
        limit 1
        for update skip locked)
    returning s.id, s.attempts`);
  const row = rows<{ id: string; attempts: number }>(result)[0];
  return row ? { id: row.id, attempts: Number(row.attempts) } : null;
}

/** Keeps the lease alive; false when another worker has taken the job over. */
export async function extendLease(db: Db, id: string, workerId: string, leaseSeconds: number): Promise<boolean> {
  const result = await db
    .update(submissions)
    .set({ lockedUntil: sql`now() + make_interval(secs => ${leaseSeconds})` })
    .where(and(eq(submissions.id, id), eq(submissions.lockedBy, workerId), eq(submissions.status, 'running')))
    .returning({ id: submissions.id });
  return result.length > 0;
}

/** Puts a job this worker holds back in the queue at once (its judge process died), keeping its attempt count. */
export async function release(db: Db, id: string, workerId: string): Promise<boolean> {
  const result = await db
    .update(submissions)
    .set({ status: 'pending', lockedBy: null, lockedUntil: null })
    .where(and(eq(submissions.id, id), eq(submissions.lockedBy, workerId), eq(submissions.status, 'running')))
    .returning({ id: submissions.id });
  return result.length > 0;
}

export async function finish(db: Db, id: string, workerId: string, outcome: JudgeOutcome): Promise<boolean> {
  const result = await db
    .update(submissions)
    .set({
      status: outcome.status,
      testCasesPassed: outcome.testCasesPassed,
      totalTestCases: outcome.totalTestCases,
      runtimeMs: outcome.runtimeMs,
      memoryKb: outcome.memoryKb,
      errorMessage: outcome.errorMessage,
      output: outcome.output,
      testResults: outcome.testResults,
      lockedBy: null,
      lockedUntil: null,
      finishedAt: sql`now()`,
    })
    .where(and(eq(submissions.id, id), eq(submissions.lockedBy, workerId), eq(submissions.status, 'running')))
    .returning({ id: submissions.id });
  return result.length > 0;
}

export interface LoadedJob {
  language: 'c' | 'cpp' | 'python';
  code: string;
  problem: { timeLimitMs: number; memoryLimitMb: number; floatTolerance: number | null };
  tests: JudgeTest[];
}

/** What a worker needs to judge a claimed submission: its code, the limits and the tests of its mode. */
export async function loadJob(db: Db, id: string): Promise<LoadedJob | null> {
  const [row] = await db
    .select({
      language: submissions.language,
      code: submissions.code,
      mode: submissions.mode,
      customInput: submissions.customInput,
      problemId: submissions.problemId,
      timeLimitMs: practiceProblems.timeLimitMs,
      memoryLimitMb: practiceProblems.memoryLimitMb,
      floatTolerance: practiceProblems.floatTolerance,
    })
    .from(submissions)
    .innerJoin(practiceProblems, eq(practiceProblems.id, submissions.problemId))
    .where(eq(submissions.id, id));
  if (!row) return null;
  let tests: JudgeTest[];
  if (row.mode === 'run' && row.customInput !== null) {
    tests = [{ input: row.customInput, output: null, hidden: false }];
  } else {
    const where =
      row.mode === 'run'
        ? and(eq(practiceTests.problemId, row.problemId), eq(practiceTests.hidden, false))
        : eq(practiceTests.problemId, row.problemId);
    tests = await db
      .select({ input: practiceTests.input, output: practiceTests.output, hidden: practiceTests.hidden })
      .from(practiceTests)
      .where(where)
      .orderBy(asc(practiceTests.position));
  }
  return {
    language: row.language as LoadedJob['language'],
    code: row.code,
    problem: { timeLimitMs: row.timeLimitMs, memoryLimitMb: row.memoryLimitMb, floatTolerance: row.floatTolerance },
    tests,
  };
}
