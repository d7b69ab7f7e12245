// Guides library queries: filtered full-text search in the database, popular, statistics, and
// de-duplicated likes and views.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { and, count, desc, asc, eq, sql, sum, type SQL } from 'drizzle-orm';
import { GUIDE_MESSAGES, guideTipsFileSchema, type GuideListQuery, type GuideSummary, type GuideTip, type guideListQuerySchema } from '@robo/contracts';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { readJson } from '../../db/seed.ts';
import { guideLikes, guideViews, guides, type GuideRow } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

const summaryColumns = {
  slug: guides.slug,
  title: guides.title,
  description: guides.description,
  category: guides.category,
  difficulty: guides.difficulty,
  tags: guides.tags,
  views: guides.views,
  likes: guides.likes,
  estimatedTime: guides.estimatedTime,
  author: guides.author,
  lastUpdated: guides.lastUpdated,
};

type SummaryRow = Pick<GuideRow, keyof typeof summaryColumns>;

export function toSummary(row: SummaryRow): GuideSummary {
  return {
    _id: row.slug,
    title: row.title,
    description: row.description,
    category: row.category as GuideSummary['category'],
    difficulty: row.difficulty as GuideSummary['difficulty'],
    tags: row.tags,
    views: row.views,
    likes: row.likes,
    estimatedTime: row.estimatedTime,
    author: row.author,
    lastUpdated: row.lastUpdated,
  };
}

/**
 * Turns what a person typed into a prefix tsquery ("lida slam" → "lida:* & slam:*"), so results
 * appear while a word is still being typed. Only letters and digits reach the query text, so no
 * input can make to_tsquery fail. Null when nothing searchable is left.
 */
export function toPrefixQuery(search: string | undefined): string | null {
  const words = (search ?? '').toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? [];
  const kept = words.slice(0, 8).map((w) => `${w.slice(0, 40)}:*`);
  return kept.length ? kept.join(' & ') : null;
}

export async function listGuides(db: Db, query: z.output<typeof guideListQuerySchema>) {
  const conditions: SQL[] = [];
  if (query.category) conditions.push(eq(guides.category, query.category));
  if (query.difficulty) conditions.push(eq(guides.difficulty, query.difficulty));
  const tsquery = toPrefixQuery(query.search);
  const q = tsquery ? sql`to_tsquery('english', ${tsquery})` : null;
  if (q) conditions.push(sql`${guides.searchVector} @@ ${q}`);
  const where = conditions.length ? and(...conditions) : undefined;
  const order = q
    ? [sql`ts_rank(${guides.searchVector}, ${q}) desc`, desc(guides.views), asc(guides.slug)]
    : [desc(guides.lastUpdated), asc(guides.title), asc(guides.slug)];
  const [rows, [total]] = await Promise.all([
    db.select(summaryColumns).from(guides).where(where).orderBy(...order).limit(query.limit).offset((query.page - 1) * query.limit),
    db.select({ n: count() }).from(guides).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: rows.map(toSummary),
    pagination: { page: query.page, limit: query.limit, total: n, pages: Math.ceil(n / query.limit) },
  };
}

export type { GuideListQuery };

export async function popularGuides(db: Db, limit: number) {
  const rows = await db
    .select(summaryColumns)
    .from(guides)
    .orderBy(desc(guides.views), desc(guides.likes), asc(guides.title))
    .limit(limit);
  return rows.map(toSummary);
}

export async function guideStatistics(db: Db) {
  const rows = await db
    .select({ category: guides.category, count: count(), views: sum(guides.views), likes: sum(guides.likes) })
    .from(guides)
    .groupBy(guides.category)
    .orderBy(asc(guides.category));
  const categoryStats = rows.map((r) => ({ category: r.category as GuideSummary['category'], count: r.count, views: Number(r.views ?? 0) }));
  return {
    totalGuides: rows.reduce((a, r) => a + r.count, 0),
    totalViews: rows.reduce((a, r) => a + Number(r.views ?? 0), 0),
    totalLikes: rows.reduce((a, r) => a + Number(r.likes ?? 0), 0),
    categoryStats,
  };
}

export async function getGuide(db: Db, slug: string) {
  const [row] = await db.select().from(guides).where(eq(guides.slug, slug)).limit(1);
  if (!row) throw notFound(GUIDE_MESSAGES.notFound, 'GUIDE_NOT_FOUND');
  return { ...toSummary(row), content: row.content };
}

async function requireGuide(db: Db, slug: string) {
  const [row] = await db.select({ slug: guides.slug }).from(guides).where(eq(guides.slug, slug)).limit(1);
  if (!row) throw notFound(GUIDE_MESSAGES.notFound, 'GUIDE_NOT_FOUND');
}

/** A like counts once per voter; the counter moves only when the like row is new. */
export async function likeGuide(db: Db, slug: string, voter: string) {
  await requireGuide(db, slug);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(guideLikes).values({ guideSlug: slug, voter }).onConflictDoNothing().returning({ voter: guideLikes.voter });
    if (inserted.length) {
      const [row] = await tx.update(guides).set({ likes: sql`${guides.likes} + 1` }).where(eq(guides.slug, slug)).returning({ likes: guides.likes });
      return { likes: row!.likes, liked: true, alreadyLiked: false };
    }
    const [row] = await tx.select({ likes: guides.likes }).from(guides).where(eq(guides.slug, slug));
    return { likes: row!.likes, liked: true, alreadyLiked: true };
  });
}

/** A view counts once per voter, guide and UTC day. */
export async function viewGuide(db: Db, slug: string, voter: string, now = new Date()) {
  await requireGuide(db, slug);
  const day = now.toISOString().slice(0, 10);
  return db.transaction(async (tx) => {
    const inserted = await tx.insert(guideViews).values({ guideSlug: slug, voter, day }).onConflictDoNothing().returning({ voter: guideViews.voter });
    if (inserted.length) {
      const [row] = await tx.update(guides).set({ views: sql`${guides.views} + 1` }).where(eq(guides.slug, slug)).returning({ views: guides.views });
      return { views: row!.views, counted: true };
    }
    const [row] = await tx.select({ views: guides.views }).from(guides).where(eq(guides.slug, slug));
    return { views: row!.views, counted: false };
  });
}

export function loadTips(contentDir: string): GuideTip[] {
  const file = join(contentDir, 'guides/tips.json');
  return existsSync(file) ? readJson(file, guideTipsFileSchema) : [];
}
