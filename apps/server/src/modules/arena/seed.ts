// Seeds content/arena: challenges (by slug), tournaments (by slug) and featured bots (by slug). Only
// content fields are written; completions, participants and likes are user data and never touched.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { inArray, sql } from 'drizzle-orm';
import { CHALLENGE_SLUGS, botContentSchema, challengeContentSchema, tournamentContentSchema, type TournamentContent } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { readJson, type Seeder } from '../../db/content.ts';
import { bots, challenges, tournamentParticipants, tournaments } from '../../db/schema/index.ts';

const DAY_MS = 86_400_000;

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/** Absolute dates of a content tournament; relative ones count from the midnight (UTC) of `now`. */
export function tournamentDates(t: TournamentContent, now: Date): { startDate: Date; endDate: Date } {
  if (t.startDate && t.endDate) return { startDate: new Date(t.startDate), endDate: new Date(t.endDate) };
  const day = now.getTime() - (now.getTime() % DAY_MS);
  const start = day + (t.startOffsetDays ?? 0) * DAY_MS;
  return { startDate: new Date(start), endDate: new Date(start + (t.durationDays ?? 1) * DAY_MS) };
}

export async function seedChallenges(db: Db, contentDir: string): Promise<number> {
  const list = jsonFiles(join(contentDir, 'arena/challenges')).map((f) => readJson(f, challengeContentSchema));
  if (list.length === 0) return 0;
  // The navbar's order (spec §2.2) first, then any other challenge by slug.
  const order = (slug: string) => (CHALLENGE_SLUGS as readonly string[]).indexOf(slug) + 1 || 99;
  list.sort((a, b) => order(a.slug) - order(b.slug) || a.slug.localeCompare(b.slug));
  await db
    .insert(challenges)
    .values(list.map((c, position) => ({ slug: c.slug, name: c.name, position, content: c })))
    .onConflictDoUpdate({
      target: challenges.slug,
      set: { name: sql`excluded.name`, position: sql`excluded.position`, content: sql`excluded.content`, updatedAt: sql`now()` },
    });
  return list.length;
}

/** Absolute dates follow the file; relative dates are fixed when a tournament is first loaded. */
export async function seedTournaments(db: Db, contentDir: string, now = new Date()): Promise<number> {
  const list = jsonFiles(join(contentDir, 'arena/tournaments')).map((f) => readJson(f, tournamentContentSchema));
  if (list.length === 0) return 0;
  const existing = new Set(
    (await db.select({ slug: tournaments.slug }).from(tournaments).where(inArray(tournaments.slug, list.map((t) => t.slug)))).map((r) => r.slug),
  );
  for (const t of list) {
    const content = { title: t.title, description: t.description };
    if (!existing.has(t.slug)) {
      await db
        .insert(tournaments)
        .values({ slug: t.slug, ...content, maxParticipants: t.maxParticipants, ...tournamentDates(t, now) })
        .onConflictDoNothing();
      continue;
    }
    await db
      .update(tournaments)
      .set({
        ...content,
        ...(t.startDate ? tournamentDates(t, now) : {}),
        // Never below the people who already joined.
        maxParticipants: sql`greatest(${t.maxParticipants}, (select count(*) from ${tournamentParticipants} where ${tournamentParticipants.tournamentId} = ${tournaments.id}))::int`,
      })
      .where(sql`${tournaments.slug} = ${t.slug}`);
  }
  return list.length;
}

export async function seedBots(db: Db, contentDir: string): Promise<number> {
  const list = jsonFiles(join(contentDir, 'arena/bots')).map((f) => readJson(f, botContentSchema));
  if (list.length === 0) return 0;
  await db
    .insert(bots)
    .values(list.map((b, position) => ({ ...b, position })))
    .onConflictDoUpdate({
      target: bots.slug,
      set: { name: sql`excluded.name`, description: sql`excluded.description`, category: sql`excluded.category`, position: sql`excluded.position` },
    });
  return list.length;
}

export const arenaSeeder: Seeder = {
  name: 'arena',
  async run(db, contentDir) {
    return (await seedChallenges(db, contentDir)) + (await seedTournaments(db, contentDir)) + (await seedBots(db, contentDir));
  },
};
