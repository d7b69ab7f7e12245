// /api/me: what the caller owns (titles from the catalogue's providers) and their practice progress.
import { and, count, countDistinct, desc, eq, ne, sql } from 'drizzle-orm';
import {
  entitlementsResponseSchema,
  errorResponseSchema,
  paginationQuerySchema,
  practiceProgressResponseSchema,
  type EntitlementView,
} from '@robo/contracts';
import { entitlements, practiceProblems, submissions } from '../../db/schema/index.ts';
import { describeItem } from '../../lib/catalogue.ts';
import type { App } from '../../lib/types.ts';

export async function meRoutes(app: App) {
  app.get('/me/entitlements', {
    preHandler: [app.authenticate],
    schema: { tags: ['profile'], summary: "The caller's roadmaps, courses and event tickets", querystring: paginationQuerySchema, response: { 200: entitlementsResponseSchema, 401: errorResponseSchema } },
  }, async (request) => {
    const { page, limit } = request.query;
    const userId = request.userId!;
    const [rows, [total]] = await Promise.all([
      app.db.select().from(entitlements).where(eq(entitlements.userId, userId)).orderBy(desc(entitlements.createdAt)).limit(limit).offset((page - 1) * limit),
      app.db.select({ n: count() }).from(entitlements).where(eq(entitlements.userId, userId)),
    ]);
    const data: EntitlementView[] = await Promise.all(
      rows.map(async (row) => {
        // A feature that is not installed has no provider: the profile then shows the type and id.
        const item = await describeItem(app.db, row.itemType, row.itemId);
        return {
          itemType: row.itemType,
          itemId: row.itemId,
          title: item?.title ?? null,
          thumbnail: item?.thumbnail ?? null,
          source: row.source,
          grantedAt: row.createdAt.toISOString(),
        };
      }),
    );
    const n = total?.n ?? 0;
    return { success: true as const, data, pagination: { page, limit, total: n, pages: Math.ceil(n / limit) } };
  });

  app.get('/me/practice', {
    preHandler: [app.authenticate],
    schema: { tags: ['profile'], summary: "The caller's practice progress", response: { 200: practiceProgressResponseSchema, 401: errorResponseSchema } },
  }, async (request) => {
    const mine = and(eq(submissions.userId, request.userId!), eq(submissions.mode, 'submit'));
    const accepted = and(mine, eq(submissions.status, 'accepted'));
    const [[totals], [acceptedTotals], byDifficulty, recent] = await Promise.all([
      app.db.select({ submissions: count(), attempted: countDistinct(submissions.problemId) }).from(submissions).where(mine),
      app.db.select({ accepted: count(), solved: countDistinct(submissions.problemId) }).from(submissions).where(accepted),
      app.db
        .select({ difficulty: practiceProblems.difficulty, solved: countDistinct(submissions.problemId) })
        .from(submissions)
        .innerJoin(practiceProblems, eq(practiceProblems.id, submissions.problemId))
        .where(accepted)
        .groupBy(practiceProblems.difficulty),
      app.db
        .select({ problemSlug: practiceProblems.slug, title: practiceProblems.title, language: submissions.language, status: submissions.status, createdAt: submissions.createdAt })
        .from(submissions)
        .innerJoin(practiceProblems, eq(practiceProblems.id, submissions.problemId))
        .where(and(mine, ne(submissions.status, sql`'pending'`)))
        .orderBy(desc(submissions.createdAt))
        .limit(5),
    ]);
    const solvedBy = Object.fromEntries(byDifficulty.map((r) => [r.difficulty, r.solved]));
    return {
      success: true as const,
      data: {
        solved: acceptedTotals?.solved ?? 0,
        attempted: totals?.attempted ?? 0,
        submissions: totals?.submissions ?? 0,
        accepted: acceptedTotals?.accepted ?? 0,
        solvedByDifficulty: { easy: solvedBy.easy ?? 0, medium: solvedBy.medium ?? 0, hard: solvedBy.hard ?? 0 },
        recent: recent.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      },
    };
  });
}
