// Arena content: every file valid against its contract schema, and re-seeding keeps user data
// (completions, participants, likes) and fixed relative dates as they were.
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { BOT_CATEGORIES, CHALLENGE_SLUGS, botContentSchema, challengeContentSchema, tournamentContentSchema } from '@robo/contracts';
import { readJson, seedContent } from '../../db/seed.ts';
import { botLikes, bots, challengeCompletions, tournamentParticipants, tournaments, users } from '../../db/schema/index.ts';
import { createTestApp, testEnv, uniqueEmail } from '../../test/helper.ts';
import { tournamentDates } from './seed.ts';

const content = testEnv().CONTENT_DIR;
const files = (dir: string) => readdirSync(join(content, 'arena', dir)).filter((f) => f.endsWith('.json')).map((f) => join(content, 'arena', dir, f));

describe('arena content files', () => {
  it('challenges: the three of the spec, named as the spec names them, 4 weeks of 5-7 questions', () => {
    const list = files('challenges').map((f) => {
      const c = readJson(f, challengeContentSchema);
      expect(f.endsWith(`/${c.slug}.json`), f).toBe(true);
      return c;
    });
    expect(list.map((c) => c.slug).sort()).toEqual([...CHALLENGE_SLUGS].sort());
    const names = Object.fromEntries(list.map((c) => [c.slug, c.name]));
    expect(names).toEqual({
      'mobile-robotics': 'Mobile Robotics Mastery Challenge',
      'industrial-robotics': 'Industrial Robotics and Swarm Systems Challenge',
      'ai-ml-engineer': '30-Day AI/ML Mastery Challenge',
    });
    for (const c of list) {
      const points = c.weeks.flatMap((w) => w.questions.map((q) => q.points));
      // Default 10 is used, and harder questions are worth more.
      expect(points).toContain(10);
      expect(points.some((p) => p > 10), c.slug).toBe(true);
    }
  });

  it('tournaments: 5-6 with valid dates; bots: 8-10 over the spec categories', () => {
    const ts = files('tournaments').map((f) => readJson(f, tournamentContentSchema));
    expect(ts.length).toBeGreaterThanOrEqual(5);
    expect(ts.length).toBeLessThanOrEqual(6);
    const bs = files('bots').map((f) => readJson(f, botContentSchema));
    expect(bs.length).toBeGreaterThanOrEqual(8);
    expect(bs.length).toBeLessThanOrEqual(10);
    for (const b of bs) expect(BOT_CATEGORIES).toContain(b.category);
    expect(new Set(bs.map((b) => b.category)).size).toBe(BOT_CATEGORIES.length);
  });

  it('refuses a tournament with both or neither kind of dates', () => {
    const base = { slug: 'x', title: 'Test Cup', description: 'A tournament for schema testing purposes.', maxParticipants: 8 };
    expect(tournamentContentSchema.safeParse(base).success).toBe(false);
    expect(tournamentContentSchema.safeParse({ ...base, startOffsetDays: 1, durationDays: 2, startDate: '2027-01-01T00:00:00Z', endDate: '2027-01-02T00:00:00Z' }).success).toBe(false);
    expect(tournamentContentSchema.safeParse({ ...base, startDate: '2027-01-02T00:00:00Z', endDate: '2027-01-01T00:00:00Z' }).success).toBe(false);
    const rel = tournamentContentSchema.parse({ ...base, startOffsetDays: -2, durationDays: 28 });
    const d = tournamentDates(rel, new Date('2026-11-21T15:00:00Z'));
    expect(d.startDate.toISOString()).toBe('2026-11-19T00:00:00.000Z');
    expect(d.endDate.toISOString()).toBe('2026-12-17T00:00:00.000Z');
  });
});

describe('arena seeding on restart', () => {
  it('keeps completions, participants, likes and relative dates', async () => {
    const { database } = await createTestApp();
    const db = database.db;
    const [user] = await db.insert(users).values({ name: 'Seed Keeper', email: uniqueEmail('seed') }).returning();
    const [pick] = await db.select().from(tournaments).where(eq(tournaments.slug, 'pick-and-place-speed-cup'));
    const [bot] = await db.select().from(bots).limit(1);
    await db.insert(challengeCompletions).values({ userId: user!.id, challengeSlug: 'mobile-robotics', questionId: 'mr-w1-diff-drive-fk', points: 20 });
    await db.insert(tournamentParticipants).values({ tournamentId: pick!.id, userId: user!.id });
    await db.insert(botLikes).values({ botId: bot!.id, userId: user!.id });

    await seedContent(db, content);
    const [after] = await db.select().from(tournaments).where(eq(tournaments.slug, 'pick-and-place-speed-cup'));
    expect(after!.startDate.toISOString()).toBe(pick!.startDate.toISOString());
    expect((await db.select({ n: count() }).from(challengeCompletions))[0]!.n).toBe(1);
    expect((await db.select({ n: count() }).from(tournamentParticipants))[0]!.n).toBe(1);
    expect((await db.select({ n: count() }).from(botLikes))[0]!.n).toBe(1);
    expect((await db.select({ n: count() }).from(tournaments))[0]!.n).toBe(files('tournaments').length);
    // Re-seeding all content (guides, problems, ...) is slow on a loaded machine.
  }, 90_000);
});
