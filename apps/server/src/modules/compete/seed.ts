// Seeds content/compete: competitions upserted by slug. Content fields (dates included) follow the
// files; registrations are user data and are never touched.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { competeContentSchema, type CompeteContent } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { readJson, type Seeder } from '../../db/content.ts';
import { competitions } from '../../db/schema/index.ts';

export function readCompeteContent(contentDir: string): CompeteContent[] {
  const dir = join(contentDir, 'compete');
  if (!existsSync(dir)) return [];
  return readdirSync(dir)
    .filter((f) => f.endsWith('.json'))
    .sort()
    .map((f) => readJson(join(dir, f), competeContentSchema));
}

export async function seedCompetitions(db: Db, list: CompeteContent[]): Promise<number> {
  if (list.length === 0) return 0;
  await db
    .insert(competitions)
    .values(
      list.map((c) => ({
        slug: c.slug,
        type: c.type,
        title: c.title,
        description: c.description,
        category: c.category,
        difficulty: c.difficulty,
        startDate: new Date(c.startDate),
        endDate: new Date(c.endDate),
        prizePool: c.prizePool,
        tags: c.tags,
        isFeatured: c.isFeatured,
        problems: c.problems,
      })),
    )
    .onConflictDoUpdate({
      target: competitions.slug,
      set: {
        type: sql`excluded.type`,
        title: sql`excluded.title`,
        description: sql`excluded.description`,
        category: sql`excluded.category`,
        difficulty: sql`excluded.difficulty`,
        startDate: sql`excluded.start_date`,
        endDate: sql`excluded.end_date`,
        prizePool: sql`excluded.prize_pool`,
        tags: sql`excluded.tags`,
        isFeatured: sql`excluded.is_featured`,
        problems: sql`excluded.problems`,
        updatedAt: sql`now()`,
      },
    });
  return list.length;
}

export const competeSeeder: Seeder = {
  name: 'compete',
  run: (db, contentDir) => seedCompetitions(db, readCompeteContent(contentDir)),
};
