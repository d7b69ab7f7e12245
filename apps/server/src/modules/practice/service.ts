// Practice catalogue and submissions: listings with real statistics, problem detail without hidden tests,
// queuing submissions under the queue and per-user limits, and reading verdicts (owner only).
import { and, asc, count, countDistinct, desc, eq, inArray, ne, sql } from 'drizzle-orm';
import {
  PRACTICE_MESSAGES,
  type PracticeLanguage,
  type ProblemDetail,
  type ProblemSummary,
  type Submission,
  type SubmissionSummary,
  type problemsQuerySchema,
  type submitInputSchema,
} from '@robo/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { practiceLanguages, practiceProblems, practiceTests, submissions, type SubmissionRow } from '../../db/schema/index.ts';
import { AppError, notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const FINAL_JUDGED = ['accepted', 'wrong_answer', 'compilation_error', 'runtime_error', 'time_limit_exceeded', 'memory_limit_exceeded'];

export async function listLanguages(db: Db): Promise<PracticeLanguage[]> {
  const [languages, learners, [problemCount]] = await Promise.all([
    db.select().from(practiceLanguages).orderBy(asc(practiceLanguages.position)),
    db
      .select({ language: submissions.language, learners: countDistinct(submissions.userId) })
      .from(submissions)
      .where(eq(submissions.mode, 'submit'))
      .groupBy(submissions.language),
    db.select({ n: count() }).from(practiceProblems),
  ]);
  const bySlug = new Map(learners.map((l) => [l.language, Number(l.learners)]));
  return languages.map((l) => ({
    id: l.id,
    slug: l.slug as PracticeLanguage['slug'],
    name: l.name,
    description: l.description,
    difficulty: l.difficulty as PracticeLanguage['difficulty'],
    totalTime: l.totalTime,
    learners: bySlug.get(l.slug) ?? 0,
    totalProblems: Number(problemCount?.n ?? 0),
  }));
}

export async function getLanguage(db: Db, slug: string): Promise<PracticeLanguage> {
  const language = (await listLanguages(db)).find((l) => l.slug === slug);
  if (!language) throw notFound(PRACTICE_MESSAGES.languageNotFound, 'LANGUAGE_NOT_FOUND');
  return language;
}

interface ProblemStats {
  totalSubmissions: number;
  accepted: number;
  solvedBy: number;
}

/** Statistics from real, judged submits (runs and internal errors do not count). */
async function problemStats(db: Db, problemIds?: string[]): Promise<Map<string, ProblemStats>> {
  const rows = await db
    .select({
      problemId: submissions.problemId,
      total: count(),
      accepted: sql<number>`count(*) filter (where ${submissions.status} = 'accepted')`,
      solvedBy: sql<number>`count(distinct ${submissions.userId}) filter (where ${submissions.status} = 'accepted')`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.mode, 'submit'),
        inArray(submissions.status, FINAL_JUDGED),
        problemIds ? inArray(submissions.problemId, problemIds) : undefined,
      ),
    )
    .groupBy(submissions.problemId);
  return new Map(
    rows.map((r) => [r.problemId, { totalSubmissions: Number(r.total), accepted: Number(r.accepted), solvedBy: Number(r.solvedBy) }]),
  );
}

async function solvedSet(db: Db, userId: string | null, problemIds?: string[]): Promise<Set<string>> {
  if (!userId) return new Set();
  const rows = await db
    .selectDistinct({ problemId: submissions.problemId })
    .from(submissions)
    .where(
      and(
        eq(submissions.userId, userId),
        eq(submissions.mode, 'submit'),
        eq(submissions.status, 'accepted'),
        problemIds ? inArray(submissions.problemId, problemIds) : undefined,
      ),
    );
  return new Set(rows.map((r) => r.problemId));
}

type ProblemRow = typeof practiceProblems.$inferSelect;

function summary(p: ProblemRow, stats: ProblemStats | undefined, solved: boolean): ProblemSummary {
  const total = stats?.totalSubmissions ?? 0;
  return {
    id: p.id,
    slug: p.slug,
    title: p.title,
    description: p.description,
    difficulty: p.difficulty as ProblemSummary['difficulty'],
    tags: p.tags,
    status: solved ? 'solved' : 'unsolved',
    acceptance: total > 0 ? Math.round(((stats?.accepted ?? 0) * 1000) / total) / 10 : null,
    solvedBy: stats?.solvedBy ?? 0,
    totalSubmissions: total,
    timeLimit: p.timeLimitMs,
    memoryLimit: p.memoryLimitMb,
  };
}

/**
 * Problems of a language track with the caller's status. The catalogue is content-sized (tens of rows), so
 * filtering and sorting on computed statistics happen here after two grouped queries.
 */
export async function listProblems(
  db: Db,
  languageSlug: string,
  query: z.output<typeof problemsQuerySchema>,
  userId: string | null,
) {
  const language = await getLanguage(db, languageSlug);
  const [rows, stats, solved] = await Promise.all([
    db.select().from(practiceProblems).orderBy(asc(practiceProblems.position)),
    problemStats(db),
    solvedSet(db, userId),
  ]);
  let list = rows.map((p) => summary(p, stats.get(p.id), solved.has(p.id)));
  const rank = new Map(rows.map((p) => [p.id, p.difficultyRank]));
  if (query.difficulty && query.difficulty !== 'all') list = list.filter((p) => p.difficulty === query.difficulty);
  if (query.status && query.status !== 'all') list = list.filter((p) => p.status === query.status);
  if (query.search) {
    const needle = query.search.toLowerCase();
    list = list.filter(
      (p) =>
        p.title.toLowerCase().includes(needle) ||
        p.slug.includes(needle) ||
        p.description.toLowerCase().includes(needle) ||
        p.tags.some((t) => t.toLowerCase().includes(needle)),
    );
  }
  const sign = query.order === 'desc' ? -1 : 1;
  const byTitle = (a: ProblemSummary, b: ProblemSummary) => a.title.localeCompare(b.title);
  list.sort((a, b) => {
    let d = 0;
    if (query.sortBy === 'difficulty') d = (rank.get(a.id) ?? 0) - (rank.get(b.id) ?? 0);
    // Problems nobody has submitted yet sort after those with a real acceptance, whatever the order.
    if (query.sortBy === 'acceptance') {
      if (a.acceptance === null || b.acceptance === null) {
        if (a.acceptance === b.acceptance) return byTitle(a, b);
        return a.acceptance === null ? 1 : -1;
      }
      d = a.acceptance - b.acceptance;
    }
    return d !== 0 ? d * sign : byTitle(a, b) * (query.sortBy === 'title' ? sign : 1);
  });
  const total = list.length;
  const start = (query.page - 1) * query.limit;
  return {
    language,
    data: list.slice(start, start + query.limit),
    pagination: { page: query.page, limit: query.limit, total, pages: Math.ceil(total / query.limit) },
  };
}

async function findProblem(db: Db, idOrSlug: string): Promise<ProblemRow> {
  const [row] = await db
    .select()
    .from(practiceProblems)
    .where(UUID.test(idOrSlug) ? eq(practiceProblems.id, idOrSlug) : eq(practiceProblems.slug, idOrSlug));
  if (!row) throw notFound(PRACTICE_MESSAGES.problemNotFound, 'PROBLEM_NOT_FOUND');
  return row;
}

export async function getProblem(db: Db, idOrSlug: string, userId: string | null): Promise<ProblemDetail> {
  const p = await findProblem(db, idOrSlug);
  const [stats, solved, [hidden]] = await Promise.all([
    problemStats(db, [p.id]),
    solvedSet(db, userId, [p.id]),
    db
      .select({ n: count() })
      .from(practiceTests)
      .where(and(eq(practiceTests.problemId, p.id), eq(practiceTests.hidden, true))),
  ]);
  return {
    ...summary(p, stats.get(p.id), solved.has(p.id)),
    inputFormat: p.inputFormat,
    outputFormat: p.outputFormat,
    constraints: p.constraints,
    examples: p.examples.map((e) => ({ input: e.input, output: e.output, ...(e.explanation ? { explanation: e.explanation } : {}) })),
    hints: p.hints,
    codeTemplates: p.templates,
    floatTolerance: p.floatTolerance,
    hiddenTestCount: Number(hidden?.n ?? 0),
  };
}

export interface QueueLimits {
  queueLimit: number;
  pendingPerUser: number;
}

export async function createSubmission(
  db: Db,
  userId: string,
  problemIdOrSlug: string,
  input: z.output<typeof submitInputSchema>,
  limits: QueueLimits,
): Promise<{ id: string; status: 'pending' }> {
  const problem = await findProblem(db, problemIdOrSlug);
  const [[mine], [all]] = await Promise.all([
    db
      .select({ n: count() })
      .from(submissions)
      .where(and(eq(submissions.userId, userId), inArray(submissions.status, ['pending', 'running']))),
    db.select({ n: count() }).from(submissions).where(eq(submissions.status, 'pending')),
  ]);
  if (Number(mine?.n ?? 0) >= limits.pendingPerUser) {
    throw new AppError('TOO_MANY_PENDING', 429, PRACTICE_MESSAGES.tooManyPending);
  }
  if (Number(all?.n ?? 0) >= limits.queueLimit) {
    throw new AppError('QUEUE_FULL', 503, PRACTICE_MESSAGES.queueFull);
  }
  const custom = input.mode === 'run' && input.input !== undefined ? input.input : null;
  const [row] = await db
    .insert(submissions)
    .values({
      userId,
      problemId: problem.id,
      language: input.language,
      mode: input.mode,
      code: input.code,
      customInput: custom,
    })
    .returning({ id: submissions.id });
  return { id: row!.id, status: 'pending' };
}

function toSummary(row: SubmissionRow): SubmissionSummary {
  return {
    id: row.id,
    problemId: row.problemId,
    language: row.language as Submission['language'],
    mode: row.mode as Submission['mode'],
    status: row.status as Submission['status'],
    testCasesPassed: row.testCasesPassed,
    totalTestCases: row.totalTestCases,
    runtime: row.runtimeMs,
    memory: row.memoryKb,
    errorMessage: row.errorMessage,
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt ? row.finishedAt.toISOString() : null,
  };
}

/** Share (percent) of other accepted submits of the same problem and language that ran slower. */
async function beats(db: Db, row: SubmissionRow): Promise<number | null> {
  if (row.mode !== 'submit' || row.status !== 'accepted' || row.runtimeMs === null) return null;
  const [stats] = await db
    .select({
      others: count(),
      slower: sql<number>`count(*) filter (where ${submissions.runtimeMs} > ${row.runtimeMs})`,
    })
    .from(submissions)
    .where(
      and(
        eq(submissions.problemId, row.problemId),
        eq(submissions.language, row.language),
        eq(submissions.mode, 'submit'),
        eq(submissions.status, 'accepted'),
        ne(submissions.id, row.id),
      ),
    );
  const others = Number(stats?.others ?? 0);
  if (others === 0) return null;
  return Math.round((Number(stats?.slower ?? 0) * 1000) / others) / 10;
}

export async function getSubmission(db: Db, id: string, userId: string): Promise<Submission> {
  const [row] = UUID.test(id) ? await db.select().from(submissions).where(eq(submissions.id, id)) : [];
  // Another user's submission answers exactly like a missing one: ids reveal nothing.
  if (!row || row.userId !== userId) throw notFound(PRACTICE_MESSAGES.submissionNotFound, 'SUBMISSION_NOT_FOUND');
  return { ...toSummary(row), output: row.output, beats: await beats(db, row) };
}

export async function listMySubmissions(db: Db, problemIdOrSlug: string, userId: string, page: number, limit: number) {
  const problem = await findProblem(db, problemIdOrSlug);
  const where = and(eq(submissions.problemId, problem.id), eq(submissions.userId, userId));
  const [rows, [total]] = await Promise.all([
    db
      .select()
      .from(submissions)
      .where(where)
      .orderBy(desc(submissions.createdAt))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(submissions).where(where),
  ]);
  const n = Number(total?.n ?? 0);
  return { data: rows.map(toSummary), pagination: { page, limit, total: n, pages: Math.ceil(n / limit) } };
}
