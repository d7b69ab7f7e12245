// Competitions: the filtered, sorted, paginated list with per-type counts, the featured pair, and
// registration. Status is derived from the dates at one instant per request; participant counts
// are counted from the registrations table.
import { and, asc, count, desc, eq, gt, ilike, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import {
  CONTEST_MESSAGES,
  FEATURED_CONTESTS_LIMIT,
  contestListQuerySchema,
  type Contest,
  type ContestCounts,
  type ContestListQuery,
  type ContestProblem,
  type ContestStatus,
} from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { competitionRegistrations, competitions, practiceProblems, type CompetitionRow } from '../../db/schema/index.ts';
import { conflict, notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const competitionNotFound = () => notFound(CONTEST_MESSAGES.notFound, 'COMPETITION_NOT_FOUND');

export function statusAt(row: Pick<CompetitionRow, 'startDate' | 'endDate'>, now: Date): ContestStatus {
  if (now < row.startDate) return 'upcoming';
  if (now < row.endDate) return 'live';
  return 'completed';
}

function statusCondition(status: ContestStatus, now: Date): SQL {
  if (status === 'upcoming') return gt(competitions.startDate, now);
  if (status === 'live') return and(lte(competitions.startDate, now), gt(competitions.endDate, now))!;
  return lte(competitions.endDate, now);
}

// Written out in full: drizzle leaves single-table column references unqualified, which inside the
// subquery would bind to the registrations table.
const participantsSql = sql<number>`(select count(*) from competition_registrations r where r.competition_id = "competitions"."id")::int`;

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

type Row = CompetitionRow & { participants: number };

async function problemsBySlug(db: Db, slugs: string[]): Promise<Map<string, ContestProblem>> {
  if (slugs.length === 0) return new Map();
  const rows = await db
    .select({ slug: practiceProblems.slug, title: practiceProblems.title, difficulty: practiceProblems.difficulty })
    .from(practiceProblems)
    .where(inArray(practiceProblems.slug, [...new Set(slugs)]));
  return new Map(rows.map((r) => [r.slug, r]));
}

async function registeredSet(db: Db, userId: string | null, ids: string[]): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const rows = await db
    .select({ id: competitionRegistrations.competitionId })
    .from(competitionRegistrations)
    .where(and(eq(competitionRegistrations.userId, userId), inArray(competitionRegistrations.competitionId, ids)));
  return new Set(rows.map((r) => r.id));
}

/** Rows to answers: status at `now`, the caller's registrations and the problem titles in one query each. */
async function toContests(db: Db, rows: Row[], userId: string | null, now: Date): Promise<Contest[]> {
  const [registered, problems] = await Promise.all([
    registeredSet(db, userId, rows.map((r) => r.id)),
    problemsBySlug(db, rows.flatMap((r) => r.problems)),
  ]);
  return rows.map((r) => ({
    _id: r.id,
    slug: r.slug,
    type: r.type as Contest['type'],
    title: r.title,
    description: r.description,
    status: statusAt(r, now),
    difficulty: r.difficulty as Contest['difficulty'],
    category: r.category as Contest['category'],
    startDate: r.startDate.toISOString(),
    endDate: r.endDate.toISOString(),
    currentParticipants: r.participants,
    prizePool: r.prizePool,
    tags: r.tags,
    isFeatured: r.isFeatured,
    registered: registered.has(r.id),
    problems: r.problems.flatMap((slug) => {
      const p = problems.get(slug);
      return p ? [p] : [];
    }),
  }));
}

const selection = { row: competitions, participants: participantsSql };
const flatten = (rows: { row: CompetitionRow; participants: number }[]): Row[] =>
  rows.map((r) => ({ ...r.row, participants: Number(r.participants) }));

export async function listContests(db: Db, rawQuery: ContestListQuery, userId: string | null, now = new Date()) {
  const q = contestListQuerySchema.parse(rawQuery);
  const filters: SQL[] = [];
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    filters.push(
      or(
        ilike(competitions.title, term),
        ilike(competitions.description, term),
        ilike(competitions.slug, term),
        sql`${competitions.tags}::text ilike ${term}`,
      )!,
    );
  }
  if (q.status) filters.push(statusCondition(q.status, now));
  if (q.difficulty) filters.push(eq(competitions.difficulty, q.difficulty));
  if (q.category) filters.push(eq(competitions.category, q.category));
  const where = filters.length ? and(...filters) : undefined;
  const listWhere = q.type ? and(where, eq(competitions.type, q.type)) : where;

  const sortColumn =
    q.sortBy === 'title'
      ? sql`lower(${competitions.title})`
      : q.sortBy === 'prizePool'
        ? competitions.prizePool
        : q.sortBy === 'participants'
          ? participantsSql
          : competitions.startDate;
  const direction = q.order === 'desc' ? desc : asc;
  // Whatever the sort, competitions that are over come after the ones people can still join: sorted by
  // start date alone, the first page would be all finished ones.
  const endedLast = sql`(${competitions.endDate} <= ${now.toISOString()}::timestamptz)`;

  const [rows, typeRows] = await Promise.all([
    db
      .select(selection)
      .from(competitions)
      .where(listWhere)
      .orderBy(endedLast, direction(sortColumn), asc(competitions.startDate), asc(competitions.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    db.select({ type: competitions.type, n: count() }).from(competitions).where(where).groupBy(competitions.type),
  ]);

  const counts: ContestCounts = { all: 0, contest: 0, tournament: 0, challenge: 0 };
  for (const t of typeRows) {
    if (t.type === 'contest' || t.type === 'tournament' || t.type === 'challenge') counts[t.type] = Number(t.n);
    counts.all += Number(t.n);
  }
  const totalItems = q.type ? counts[q.type] : counts.all;
  const pages = Math.ceil(totalItems / q.limit);
  return {
    contests: await toContests(db, flatten(rows), userId, now),
    pagination: { current: q.page, total: pages, hasNext: q.page < pages, hasPrev: q.page > 1, totalItems },
    counts,
  };
}

/** At most two featured competitions that have not ended, soonest start first. */
export async function featuredContests(db: Db, userId: string | null, now = new Date()): Promise<Contest[]> {
  const rows = await db
    .select(selection)
    .from(competitions)
    .where(and(eq(competitions.isFeatured, true), gt(competitions.endDate, now)))
    .orderBy(asc(competitions.startDate), asc(competitions.id))
    .limit(FEATURED_CONTESTS_LIMIT);
  return toContests(db, flatten(rows), userId, now);
}

async function findRow(db: Db, id: string): Promise<Row | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select(selection).from(competitions).where(eq(competitions.id, id)).limit(1);
  return row ? flatten([row])[0]! : null;
}

/** One registration per user; live and upcoming competitions only. */
export async function registerForContest(db: Db, id: string, userId: string, now = new Date()): Promise<Contest> {
  const row = await findRow(db, id);
  if (!row) throw competitionNotFound();
  if (statusAt(row, now) === 'completed') throw conflict(CONTEST_MESSAGES.ended, 'COMPETITION_ENDED');
  // The unique index decides a double click or a race: exactly one insert wins.
  const inserted = await db
    .insert(competitionRegistrations)
    .values({ competitionId: row.id, userId })
    .onConflictDoNothing()
    .returning({ id: competitionRegistrations.id });
  if (inserted.length === 0) throw conflict(CONTEST_MESSAGES.alreadyRegistered, 'ALREADY_REGISTERED');
  const fresh = await findRow(db, id);
  return (await toContests(db, [fresh!], userId, now))[0]!;
}
