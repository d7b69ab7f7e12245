// content/compete: every file passes the contract schema and covers the spec's constants; seeding again
// keeps ids and registrations.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { CONTEST_CATEGORIES, CONTEST_DIFFICULTIES, CONTEST_TYPES, competeContentSchema } from '@robo/contracts';
import { competitionRegistrations, competitions } from '../../db/schema/index.ts';
import { readJson } from '../../db/seed.ts';
import { createTestApp, signupUser, testEnv } from '../../test/helper.ts';
import { competeSeeder } from './seed.ts';
import { statusAt } from './service.ts';

const contentDir = testEnv().CONTENT_DIR;
const dir = join(contentDir, 'compete');
const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
const list = files.map((f) => ({ file: f, ...readJson(join(dir, f), competeContentSchema) }));

describe('content/compete', () => {
  it('has 18 to 24 valid competitions named after their slugs', () => {
    expect(list.length).toBeGreaterThanOrEqual(18);
    expect(list.length).toBeLessThanOrEqual(24);
    for (const c of list) expect(c.file).toBe(`${c.slug}.json`);
    expect(new Set(list.map((c) => c.slug)).size).toBe(list.length);
  });

  it('covers every type, category and difficulty of the spec', () => {
    expect(new Set(list.map((c) => c.type))).toEqual(new Set(CONTEST_TYPES));
    expect(new Set(list.map((c) => c.category))).toEqual(new Set(CONTEST_CATEGORIES));
    expect(new Set(list.map((c) => c.difficulty))).toEqual(new Set(CONTEST_DIFFICULTIES));
  });

  it('features 2 or 3 competitions and keeps tags to 6 without duplicates', () => {
    const featured = list.filter((c) => c.isFeatured).length;
    expect(featured).toBeGreaterThanOrEqual(2);
    expect(featured).toBeLessThanOrEqual(3);
    for (const c of list) {
      expect(c.tags.length).toBeLessThanOrEqual(6);
      expect(new Set(c.tags.map((t) => t.toLowerCase())).size).toBe(c.tags.length);
    }
  });

  it('builds problem sets only from existing practice problems', () => {
    for (const c of list) {
      for (const slug of c.problems) expect(existsSync(join(contentDir, 'practice/problems', slug, 'problem.json')), `${c.slug}: ${slug}`).toBe(true);
      expect(new Set(c.problems).size).toBe(c.problems.length);
    }
    expect(list.some((c) => c.problems.length > 0)).toBe(true);
  });

  it('was written on 2026-11-21 with live, upcoming and completed competitions on that day', () => {
    const day = new Date('2026-11-21T12:00:00+05:30');
    const statuses = list.map((c) => statusAt({ startDate: new Date(c.startDate), endDate: new Date(c.endDate) }, day));
    for (const s of ['live', 'upcoming', 'completed'] as const) expect(statuses.filter((x) => x === s).length).toBeGreaterThanOrEqual(4);
    // Live ones run well into 2027.
    for (const c of list.filter((_, i) => statuses[i] === 'live')) expect(Date.parse(c.endDate)).toBeGreaterThan(Date.parse('2027-01-01T00:00:00Z'));
  });

  it('refuses a file whose end is before its start or with too many tags', () => {
    const base = list[0]!;
    const { file: _file, ...content } = base;
    expect(competeContentSchema.safeParse({ ...content, endDate: content.startDate }).success).toBe(false);
    expect(competeContentSchema.safeParse({ ...content, tags: ['a', 'b', 'c', 'd', 'e', 'f', 'g'] }).success).toBe(false);
    expect(competeContentSchema.safeParse({ ...content, category: 'Drones' }).success).toBe(false);
  });
});

describe('seeding on restart', () => {
  it('keeps ids and registrations', async () => {
    const { app, database } = await createTestApp();
    const db = database.db;
    const [before] = await db.select().from(competitions).where(eq(competitions.slug, 'national-line-follower-championship'));
    const user = await signupUser(app);
    await db.insert(competitionRegistrations).values({ competitionId: before!.id, userId: user.user.id });

    await competeSeeder.run(db, contentDir);
    const [after] = await db.select().from(competitions).where(eq(competitions.slug, 'national-line-follower-championship'));
    expect(after!.id).toBe(before!.id);
    const [regs] = await db.select({ n: count() }).from(competitionRegistrations).where(eq(competitionRegistrations.competitionId, before!.id));
    expect(regs!.n).toBe(1);
    expect((await db.select({ n: count() }).from(competitions))[0]!.n).toBe(list.length);
  });
});
