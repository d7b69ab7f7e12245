// Challenge arena: challenges and idempotent point awards, the leaderboard computed from completions,
// tournaments (status derived from their dates, joins guarded against overfilling) and bot likes.
import { and, asc, count, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  ARENA_MESSAGES,
  BOT_CATEGORIES,
  badgeFor,
  type Bot,
  type BotCategory,
  type Challenge,
  type ChallengeContent,
  type ChallengeSummary,
  type LeaderboardEntry,
  type Tournament,
} from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import {
  botLikes,
  bots,
  challengeCompletions,
  challenges,
  leaderboardProfiles,
  tournamentParticipants,
  tournaments,
  users,
  type BotRow,
  type ChallengeRow,
  type TournamentRow,
} from '../../db/schema/index.ts';
import { conflict, forbidden, notFound } from '../../lib/app-error.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
const rows = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;

// ---------- challenges ----------

const questionsOf = (c: ChallengeContent) => c.weeks.flatMap((w) => w.questions);
const totalPointsOf = (c: ChallengeContent) => questionsOf(c).reduce((n, q) => n + q.points, 0);

async function completionsOf(db: Db, userId: string | null, slug?: string) {
  if (!userId) return [];
  return db
    .select({ challengeSlug: challengeCompletions.challengeSlug, questionId: challengeCompletions.questionId, points: challengeCompletions.points })
    .from(challengeCompletions)
    .where(slug ? and(eq(challengeCompletions.userId, userId), eq(challengeCompletions.challengeSlug, slug)) : eq(challengeCompletions.userId, userId));
}

export async function listChallenges(db: Db, userId: string | null): Promise<ChallengeSummary[]> {
  const [list, done] = await Promise.all([
    db.select().from(challenges).orderBy(asc(challenges.position), asc(challenges.slug)),
    completionsOf(db, userId),
  ]);
  return list.map((row) => {
    const mine = done.filter((d) => d.challengeSlug === row.slug);
    return {
      slug: row.slug,
      name: row.name,
      description: row.content.description,
      weeks: row.content.weeks.length,
      questions: questionsOf(row.content).length,
      totalPoints: totalPointsOf(row.content),
      completedQuestions: mine.length,
      earnedPoints: mine.reduce((n, d) => n + d.points, 0),
    };
  });
}

/** By slug, or by name (case-insensitive): the spec's call passes the challenge name. */
async function findChallenge(db: Db, nameOrSlug: string): Promise<ChallengeRow> {
  const [row] = await db
    .select()
    .from(challenges)
    .where(sql`${challenges.slug} = ${nameOrSlug.toLowerCase()} or lower(${challenges.name}) = ${nameOrSlug.toLowerCase()}`)
    .limit(1);
  if (!row) throw notFound(ARENA_MESSAGES.challengeNotFound, 'CHALLENGE_NOT_FOUND');
  return row;
}

export async function getChallenge(db: Db, nameOrSlug: string, userId: string | null): Promise<Challenge> {
  const row = await findChallenge(db, nameOrSlug);
  const done = await completionsOf(db, userId, row.slug);
  return {
    slug: row.slug,
    name: row.name,
    description: row.content.description,
    weeks: row.content.weeks,
    totalPoints: totalPointsOf(row.content),
    completedQuestionIds: done.map((d) => d.questionId),
    earnedPoints: done.reduce((n, d) => n + d.points, 0),
  };
}

/**
 * Records a completed question and awards its points exactly once: the primary key (user, challenge,
 * question) makes a repeat (or a race of two requests) insert nothing, and then nothing is awarded.
 */
export async function completeQuestion(db: Db, slug: string, questionId: string, userId: string) {
  const row = await findChallenge(db, slug);
  const question = questionsOf(row.content).find((q) => q.id === questionId);
  if (!question) throw notFound(ARENA_MESSAGES.questionNotFound, 'QUESTION_NOT_FOUND');
  const inserted = await db
    .insert(challengeCompletions)
    .values({ userId, challengeSlug: row.slug, questionId: question.id, points: question.points })
    .onConflictDoNothing()
    .returning({ questionId: challengeCompletions.questionId });
  const done = await completionsOf(db, userId, row.slug);
  return {
    awarded: inserted.length > 0,
    questionPoints: question.points,
    completedQuestionIds: done.map((d) => d.questionId),
    entry: await leaderboardEntry(db, userId),
  };
}

// ---------- leaderboard ----------

interface RankedRow {
  user_id: string;
  username: string;
  avatar: string | null;
  total_points: number | string;
  last_activity: Date | string;
  rank: number | string;
}

/**
 * Users with points, ranked by points (desc), then by who reached them first (earliest last activity),
 * then by id so equal rows keep a stable order.
 */
const rankedSql = sql`
  select t.*, row_number() over (order by t.total_points desc, t.last_activity asc, t.user_id asc) as rank
    from (select c.user_id,
                 coalesce(p.username, u.name) as username,
                 coalesce(p.avatar, u.avatar) as avatar,
                 sum(c.points)::int as total_points,
                 max(c.completed_at) as last_activity
            from ${challengeCompletions} c
            join ${users} u on u.id = c.user_id
            left join ${leaderboardProfiles} p on p.user_id = c.user_id
           group by c.user_id, u.name, u.avatar, p.username, p.avatar
          having sum(c.points) > 0) t`;

/** Challenges each user has completed every (current) question of. */
async function challengesCompleted(db: Db, userIds: string[]): Promise<Map<string, number>> {
  if (userIds.length === 0) return new Map();
  const [list, done] = await Promise.all([
    db.select().from(challenges),
    db
      .select({ userId: challengeCompletions.userId, challengeSlug: challengeCompletions.challengeSlug, questionId: challengeCompletions.questionId })
      .from(challengeCompletions)
      .where(inArray(challengeCompletions.userId, userIds)),
  ]);
  const byUser = new Map<string, Set<string>>();
  for (const d of done) {
    const set = byUser.get(d.userId) ?? new Set<string>();
    set.add(`${d.challengeSlug}/${d.questionId}`);
    byUser.set(d.userId, set);
  }
  const result = new Map<string, number>();
  for (const id of userIds) {
    const set = byUser.get(id) ?? new Set<string>();
    result.set(id, list.filter((c) => questionsOf(c.content).every((q) => set.has(`${c.slug}/${q.id}`))).length);
  }
  return result;
}

function toEntry(r: RankedRow, completed: number): LeaderboardEntry {
  const points = Number(r.total_points);
  return {
    userId: r.user_id,
    username: r.username,
    avatar: r.avatar,
    totalPoints: points,
    totalChallengesCompleted: completed,
    badge: badgeFor(points),
    rank: Number(r.rank),
    lastActivity: new Date(r.last_activity).toISOString(),
  };
}

export async function leaderboard(db: Db, limit: number): Promise<{ leaderboard: LeaderboardEntry[]; totalRanked: number }> {
  const [top, totals] = await Promise.all([
    db.execute(sql`select * from (${rankedSql}) r order by r.rank limit ${limit}`),
    db.execute(sql`select count(*)::int as n from (${rankedSql}) r`),
  ]);
  const list = rows<RankedRow>(top);
  const completed = await challengesCompleted(db, list.map((r) => r.user_id));
  return {
    leaderboard: list.map((r) => toEntry(r, completed.get(r.user_id) ?? 0)),
    totalRanked: Number(rows<{ n: number }>(totals)[0]?.n ?? 0),
  };
}

export async function leaderboardEntry(db: Db, userId: string): Promise<LeaderboardEntry> {
  if (!UUID.test(userId)) throw notFound(ARENA_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  const ranked = rows<RankedRow>(await db.execute(sql`select * from (${rankedSql}) r where r.user_id = ${userId}`))[0];
  if (ranked) return toEntry(ranked, (await challengesCompleted(db, [userId])).get(userId) ?? 0);
  // Not ranked: no points yet. Still a real user?
  const [user] = await db
    .select({ name: users.name, avatar: users.avatar, username: leaderboardProfiles.username, profileAvatar: leaderboardProfiles.avatar })
    .from(users)
    .leftJoin(leaderboardProfiles, eq(leaderboardProfiles.userId, users.id))
    .where(eq(users.id, userId))
    .limit(1);
  if (!user) throw notFound(ARENA_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  return {
    userId,
    username: user.username ?? user.name,
    avatar: user.username !== null ? user.profileAvatar : user.avatar,
    totalPoints: 0,
    totalChallengesCompleted: 0,
    badge: badgeFor(0),
    rank: null,
    lastActivity: null,
  };
}

/**
 * PUT /api/leaderboard/user/{id}. The spec's client sends its own totals; here the server is the
 * authority for points (they come only from recorded completions), so a client cannot raise its own
 * score: only the display name and avatar are stored, and the totals in the body are ignored.
 */
export async function updateLeaderboardProfile(
  db: Db,
  id: string,
  input: { userId?: string | undefined; username: string; avatar?: string | null | undefined },
  callerId: string,
): Promise<LeaderboardEntry> {
  if (!UUID.test(id)) throw notFound(ARENA_MESSAGES.userNotFound, 'USER_NOT_FOUND');
  if (id !== callerId || (input.userId !== undefined && input.userId !== callerId)) {
    throw forbidden('You can only update your own leaderboard entry', 'NOT_LEADERBOARD_OWNER');
  }
  const avatar = input.avatar ? input.avatar : null;
  await db
    .insert(leaderboardProfiles)
    .values({ userId: id, username: input.username, avatar })
    .onConflictDoUpdate({ target: leaderboardProfiles.userId, set: { username: input.username, avatar, updatedAt: new Date() } });
  return leaderboardEntry(db, id);
}

// ---------- tournaments ----------

export function tournamentStatus(row: Pick<TournamentRow, 'startDate' | 'endDate'>, now: Date): 'active' | 'upcoming' | 'ended' {
  if (now >= row.endDate) return 'ended';
  return now >= row.startDate ? 'active' : 'upcoming';
}

async function participantCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const list = await db
    .select({ id: tournamentParticipants.tournamentId, n: count() })
    .from(tournamentParticipants)
    .where(inArray(tournamentParticipants.tournamentId, ids))
    .groupBy(tournamentParticipants.tournamentId);
  return new Map(list.map((r) => [r.id, r.n]));
}

async function joinedBy(db: Db, ids: string[], userId: string | null): Promise<Set<string>> {
  if (!userId || ids.length === 0) return new Set();
  const list = await db
    .select({ id: tournamentParticipants.tournamentId })
    .from(tournamentParticipants)
    .where(and(eq(tournamentParticipants.userId, userId), inArray(tournamentParticipants.tournamentId, ids)));
  return new Set(list.map((r) => r.id));
}

function toTournament(row: TournamentRow, participants: number, joined: boolean, now: Date): Tournament {
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    status: tournamentStatus(row, now) === 'active' ? 'active' : 'upcoming',
    participantCount: participants,
    maxParticipants: row.maxParticipants,
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    joined,
  };
}

export const FEATURED_TOURNAMENTS_LIMIT = 50;

/** Active tournaments (ending soonest first), then upcoming ones (starting soonest first); ended ones are left out. */
export async function featuredTournaments(db: Db, userId: string | null, now = new Date()): Promise<Tournament[]> {
  const list = await db
    .select()
    .from(tournaments)
    .where(gt(tournaments.endDate, now))
    .orderBy(sql`(${tournaments.startDate} > ${now.toISOString()}) asc`, sql`case when ${tournaments.startDate} <= ${now.toISOString()} then ${tournaments.endDate} end asc`, asc(tournaments.startDate), asc(tournaments.id))
    .limit(FEATURED_TOURNAMENTS_LIMIT);
  const ids = list.map((t) => t.id);
  const [counts, mine] = await Promise.all([participantCounts(db, ids), joinedBy(db, ids, userId)]);
  return list.map((t) => toTournament(t, counts.get(t.id) ?? 0, mine.has(t.id), now));
}

export async function joinTournament(db: Db, id: string, userId: string, now = new Date()): Promise<Tournament> {
  if (!UUID.test(id)) throw notFound(ARENA_MESSAGES.tournamentNotFound, 'TOURNAMENT_NOT_FOUND');
  return db.transaction(async (tx) => {
    // The row lock serialises joins of one tournament: the count below cannot go stale before the insert.
    const [row] = await tx.select().from(tournaments).where(eq(tournaments.id, id)).for('update').limit(1);
    if (!row) throw notFound(ARENA_MESSAGES.tournamentNotFound, 'TOURNAMENT_NOT_FOUND');
    const status = tournamentStatus(row, now);
    if (status === 'upcoming') throw conflict('This tournament has not started yet: joining opens on its start date', 'TOURNAMENT_NOT_STARTED');
    if (status === 'ended') throw conflict('This tournament has ended', 'TOURNAMENT_ENDED');
    const [already] = await tx
      .select({ id: tournamentParticipants.tournamentId })
      .from(tournamentParticipants)
      .where(and(eq(tournamentParticipants.tournamentId, id), eq(tournamentParticipants.userId, userId)))
      .limit(1);
    if (already) throw conflict('You have already joined this tournament', 'ALREADY_JOINED');
    const participants = (await participantCounts(tx, [id])).get(id) ?? 0;
    if (participants >= row.maxParticipants) throw conflict('This tournament is full', 'TOURNAMENT_FULL');
    const inserted = await tx.insert(tournamentParticipants).values({ tournamentId: id, userId }).onConflictDoNothing().returning();
    if (inserted.length === 0) throw conflict('You have already joined this tournament', 'ALREADY_JOINED');
    return toTournament(row, participants + 1, true, now);
  });
}

// ---------- bots ----------

function toBot(row: BotRow, likes: number, liked: boolean): Bot {
  return {
    _id: row.id,
    slug: row.slug,
    name: row.name,
    description: row.description,
    category: row.category as BotCategory,
    stats: { likes },
    liked,
  };
}

async function likeCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const list = await db.select({ id: botLikes.botId, n: count() }).from(botLikes).where(inArray(botLikes.botId, ids)).groupBy(botLikes.botId);
  return new Map(list.map((r) => [r.id, r.n]));
}

export async function featuredBots(db: Db, query: { category?: BotCategory | undefined; limit: number }, userId: string | null) {
  const [list, perCategory] = await Promise.all([
    db
      .select()
      .from(bots)
      .where(query.category ? eq(bots.category, query.category) : undefined)
      .orderBy(asc(bots.position), asc(bots.slug))
      .limit(query.limit),
    db.select({ category: bots.category, n: count() }).from(bots).groupBy(bots.category),
  ]);
  const ids = list.map((b) => b.id);
  const [likes, mine] = await Promise.all([
    likeCounts(db, ids),
    userId && ids.length
      ? db.select({ id: botLikes.botId }).from(botLikes).where(and(eq(botLikes.userId, userId), inArray(botLikes.botId, ids)))
      : Promise.resolve([]),
  ]);
  const liked = new Set(mine.map((r) => r.id));
  const counts = new Map(perCategory.map((r) => [r.category, r.n]));
  return {
    bots: list.map((b) => toBot(b, likes.get(b.id) ?? 0, liked.has(b.id))),
    categories: BOT_CATEGORIES.map((category) => ({ category, count: counts.get(category) ?? 0 })),
  };
}

/** Likes the bot, or takes the like back when the caller already likes it. One like per user. */
export async function toggleBotLike(db: Db, id: string, userId: string): Promise<{ liked: boolean; likes: number }> {
  if (!UUID.test(id)) throw notFound(ARENA_MESSAGES.botNotFound, 'BOT_NOT_FOUND');
  const [bot] = await db.select({ id: bots.id }).from(bots).where(eq(bots.id, id)).limit(1);
  if (!bot) throw notFound(ARENA_MESSAGES.botNotFound, 'BOT_NOT_FOUND');
  const removed = await db
    .delete(botLikes)
    .where(and(eq(botLikes.botId, id), eq(botLikes.userId, userId)))
    .returning();
  if (removed.length === 0) await db.insert(botLikes).values({ botId: id, userId }).onConflictDoNothing();
  const likes = (await likeCounts(db, [id])).get(id) ?? 0;
  return { liked: removed.length === 0, likes };
}
