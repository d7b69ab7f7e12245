// Roadmaps: the paywalled content, the catalogue provider that sells them and saved progress.
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Roadmap, RoadmapProgress, RoadmapSummary } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { roadmapProgress, roadmaps, type RoadmapRow } from '../../db/schema/index.ts';
import { AppError, notFound, unauthorized } from '../../lib/app-error.ts';
import type { ItemProvider } from '../../lib/catalogue.ts';
import { hasEntitlement, listEntitlements } from '../../lib/entitlements.ts';

export const ROADMAP_NOT_FOUND = 'Roadmap not found';

export const roadmapProvider: ItemProvider = {
  async find(db, id) {
    const row = await findRoadmap(db, id);
    if (!row) return null;
    return { type: 'roadmap', id: row.slug, title: row.title, pricePaise: row.pricePaise, thumbnail: null, byline: null };
  },
};

async function findRoadmap(db: Db, slug: string): Promise<RoadmapRow | null> {
  const [row] = await db.select().from(roadmaps).where(eq(roadmaps.slug, slug)).limit(1);
  return row ?? null;
}

const rupees = (paise: number) => paise / 100;

export async function listRoadmaps(db: Db, userId: string | null): Promise<RoadmapSummary[]> {
  const rows = await db.select().from(roadmaps).orderBy(asc(roadmaps.position));
  const owned = new Set(userId ? (await listEntitlements(db, userId, 'roadmap')).map((e) => e.itemId) : []);
  return rows.map(({ content: c, slug, pricePaise }) => ({
    id: slug,
    slug,
    title: c.title,
    subtitle: c.subtitle,
    description: c.description,
    months: c.duration.months,
    dailyHours: c.duration.dailyHours,
    phaseCount: c.phases.length,
    weekCount: c.phases.reduce((n, p) => n + p.weeks.length, 0),
    amount: rupees(pricePaise),
    pricePaise,
    owned: owned.has(slug),
  }));
}

/** The full roadmap for its owner: 401 without login, 404 unknown, 403 with the price before purchase. */
export async function getRoadmap(db: Db, userId: string | null, slug: string): Promise<Roadmap> {
  if (!userId) throw unauthorized('Authentication required to access roadmap', 'AUTH_REQUIRED');
  const row = await findRoadmap(db, slug);
  if (!row) throw notFound(ROADMAP_NOT_FOUND, 'ROADMAP_NOT_FOUND');
  if (!(await hasEntitlement(db, userId, 'roadmap', slug))) {
    throw new AppError('PAYMENT_REQUIRED', 403, `Purchase the ${row.title} for lifetime access.`, {
      requiresPayment: true,
      roadmapId: slug,
      amount: rupees(row.pricePaise),
      amountPaise: row.pricePaise,
      title: row.title,
    });
  }
  const { price: _price, ...content } = row.content;
  return { ...content, id: slug, amount: rupees(row.pricePaise), pricePaise: row.pricePaise };
}

function weekIds(row: RoadmapRow): Set<string> {
  return new Set(row.content.phases.flatMap((p) => p.weeks.map((w) => w.id)));
}

async function ownedRoadmap(db: Db, userId: string, slug: string): Promise<RoadmapRow> {
  const row = await findRoadmap(db, slug);
  if (!row) throw notFound(ROADMAP_NOT_FOUND, 'ROADMAP_NOT_FOUND');
  if (!(await hasEntitlement(db, userId, 'roadmap', slug))) {
    throw new AppError('PAYMENT_REQUIRED', 403, 'Purchase this roadmap to track your progress');
  }
  return row;
}

export async function getProgress(db: Db, userId: string, slug: string): Promise<RoadmapProgress> {
  await ownedRoadmap(db, userId, slug);
  const [row] = await db
    .select()
    .from(roadmapProgress)
    .where(and(eq(roadmapProgress.userId, userId), eq(roadmapProgress.slug, slug)))
    .limit(1);
  return { completedWeeks: row?.completedWeeks ?? [], updatedAt: row?.updatedAt.toISOString() ?? null };
}

/**
 * Saves progress. 'replace' stores exactly the given set (a toggle); 'merge' unions it with what the
 * server has (a device uploading what it kept while offline), so no completed week is lost.
 */
export async function saveProgress(
  db: Db,
  userId: string,
  slug: string,
  input: { completedWeeks: string[]; mode: 'replace' | 'merge' },
): Promise<RoadmapProgress> {
  const row = await ownedRoadmap(db, userId, slug);
  const valid = weekIds(row);
  const unknown = input.completedWeeks.filter((id) => !valid.has(id));
  if (unknown.length) throw new AppError('UNKNOWN_WEEK', 400, `Unknown week: ${unknown[0]}`);
  const weeks = [...new Set(input.completedWeeks)];
  return db.transaction(async (tx) => {
    const [current] = await tx
      .select()
      .from(roadmapProgress)
      .where(and(eq(roadmapProgress.userId, userId), eq(roadmapProgress.slug, slug)))
      .for('update')
      .limit(1);
    const next = input.mode === 'merge' ? [...new Set([...(current?.completedWeeks ?? []), ...weeks])] : weeks;
    const [saved] = await tx
      .insert(roadmapProgress)
      .values({ userId, slug, completedWeeks: next })
      .onConflictDoUpdate({
        target: [roadmapProgress.userId, roadmapProgress.slug],
        set: { completedWeeks: next, updatedAt: sql`now()` },
      })
      .returning();
    return { completedWeeks: saved!.completedWeeks, updatedAt: saved!.updatedAt.toISOString() };
  });
}
