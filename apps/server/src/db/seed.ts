// Loads the demo content of content/ into the database. Safe on every start: rows are upserted by
// their natural key, content fields follow the files, and nothing users made is touched.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import { topicSchema } from '@robo/contracts';
import type { Db } from './client.ts';
import { readJson, type Seeder } from './content.ts';
import { topics } from './schema/index.ts';
import { practiceSeeder } from './practice-seed.ts';

// Seeder and readJson live in content.ts so seeders in their own files can use them without an import cycle.
export { readJson, type Seeder } from './content.ts';

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

/** Later features append their seeders here, in dependency order. */
export const seeders: Seeder[] = [topicsSeeder, practiceSeeder];

export async function seedContent(db: Db, contentDir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of seeders) counts[seeder.name] = await seeder.run(db, contentDir);
  return counts;
}
