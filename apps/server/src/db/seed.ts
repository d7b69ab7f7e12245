// Loads the demo content of content/ into the database. Safe on every start: rows are upserted by
// their natural key, content fields follow the files, and nothing users made is touched.
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { eventContentSchema, topicSchema } from '@robo/contracts';
import type { Db } from './client.ts';
import { topics } from './schema/index.ts';
import { seedEvents } from '../modules/events/seed.ts';

export interface Seeder {
  name: string;
  run(db: Db, contentDir: string): Promise<number>;
}

export function readJson<T extends z.ZodType>(file: string, schema: T): z.output<T> {
  const parsed = schema.safeParse(JSON.parse(readFileSync(file, 'utf8')));
  if (!parsed.success) {
    throw new Error(`Invalid content in ${file}:\n${z.prettifyError(parsed.error)}`);
  }
  return parsed.data;
}

const topicsSeeder: Seeder = {
  name: 'topics',
  async run(db, contentDir) {
    const file = join(contentDir, 'learning/topics.json');
    if (!existsSync(file)) return 0;
    const list = readJson(file, z.array(topicSchema));
    if (list.length === 0) return 0;
    await db
      .insert(topics)
      .values(list.map((t, position) => ({ ...t, position })))
      .onConflictDoUpdate({
        target: topics.slug,
        set: {
          title: sql`excluded.title`,
          group: sql`excluded.group`,
          position: sql`excluded.position`,
          summary: sql`excluded.summary`,
          description: sql`excluded.description`,
          whyItMatters: sql`excluded.why_it_matters`,
          whatYouWillLearn: sql`excluded.what_you_will_learn`,
          relatedTags: sql`excluded.related_tags`,
          updatedAt: sql`now()`,
        },
      });
    return list.length;
  },
};

/** content/events/*.json; dates are fixed on first seeding (see modules/events/seed.ts). */
const eventsSeeder: Seeder = {
  name: 'events',
  async run(db, contentDir) {
    const dir = join(contentDir, 'events');
    if (!existsSync(dir)) return 0;
    const files = readdirSync(dir).filter((f) => f.endsWith('.json')).sort();
    return seedEvents(db, files.map((f) => readJson(join(dir, f), eventContentSchema)));
  },
};

/** Later features append their seeders here, in dependency order. */
export const seeders: Seeder[] = [topicsSeeder, eventsSeeder];

export async function seedContent(db: Db, contentDir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of seeders) counts[seeder.name] = await seeder.run(db, contentDir);
  return counts;
}
