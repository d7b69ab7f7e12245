// Loads the demo content of content/ into the database. Safe on every start: rows are upserted by
// their natural key, content fields follow the files, and nothing users made is touched.
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { z } from 'zod';
import {
  contributionTypesFileSchema,
  courseContentSchema,
  eventContentSchema,
  guideFileSchema,
  prerequisiteFileSchema,
  roadmapContentSchema,
  topicSchema,
} from '@robo/contracts';
import type { Db } from './client.ts';
import { readJson, type Seeder } from './content.ts';
import { contributionTypes, courses, guides, prerequisites, roadmaps, topics } from './schema/index.ts';
import { practiceSeeder } from './practice-seed.ts';
import { seedEvents } from '../modules/events/seed.ts';
import { arenaSeeder } from '../modules/arena/seed.ts';
import { competeSeeder } from '../modules/compete/seed.ts';

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

/** content/events/*.json; dates are fixed on first seeding (see modules/events/seed.ts). */
const eventsSeeder: Seeder = {
  name: 'events',
  async run(db, contentDir) {
    const dir = join(contentDir, 'events');
    if (!existsSync(dir)) return 0;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort();
    return seedEvents(
      db,
      files.map((f) => readJson(join(dir, f), eventContentSchema)),
    );
  },
};

const jsonFiles = (dir: string) =>
  existsSync(dir)
    ? readdirSync(dir)
        .filter((f) => f.endsWith('.json'))
        .sort()
        .map((f) => join(dir, f))
    : [];

/** Roadmaps keyed by slug; the navbar's order first, then any other file by name. */
const roadmapsSeeder: Seeder = {
  name: 'roadmaps',
  async run(db, contentDir) {
    const order = ['mobile-Robotics', 'ai-engineer', 'autonomous-vehicle', 'industry', 'iot-robotics-integration'];
    const list = jsonFiles(join(contentDir, 'roadmaps')).map((f) => readJson(f, roadmapContentSchema));
    list.sort(
      (a, b) => (order.indexOf(a.slug) + 1 || 99) - (order.indexOf(b.slug) + 1 || 99) || a.slug.localeCompare(b.slug),
    );
    if (list.length === 0) return 0;
    await db
      .insert(roadmaps)
      .values(list.map((r, position) => ({ slug: r.slug, title: r.title, pricePaise: r.price, position, content: r })))
      .onConflictDoUpdate({
        target: roadmaps.slug,
        set: {
          title: sql`excluded.title`,
          pricePaise: sql`excluded.price_paise`,
          position: sql`excluded.position`,
          content: sql`excluded.content`,
          updatedAt: sql`now()`,
        },
      });
    return list.length;
  },
};

/** Courses keyed by slug (their id). */
const coursesSeeder: Seeder = {
  name: 'courses',
  async run(db, contentDir) {
    const list = jsonFiles(join(contentDir, 'courses')).map((f) => readJson(f, courseContentSchema));
    if (list.length === 0) return 0;
    await db
      .insert(courses)
      .values(
        list.map((c) => ({
          id: c.slug,
          title: c.title,
          description: c.description,
          thumbnail: c.thumbnail,
          pricePaise: c.price,
          discountPricePaise: c.discountPrice ?? null,
          instructor: c.instructor,
          category: c.category,
          level: c.level,
          durationHours: c.durationHours,
          lessonCount: c.syllabus.reduce((n, m) => n + m.lessons.length, 0),
          whatYouWillLearn: c.whatYouWillLearn,
          requirements: c.requirements,
          syllabus: c.syllabus,
        })),
      )
      .onConflictDoUpdate({
        target: courses.id,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          thumbnail: sql`excluded.thumbnail`,
          pricePaise: sql`excluded.price_paise`,
          discountPricePaise: sql`excluded.discount_price_paise`,
          instructor: sql`excluded.instructor`,
          category: sql`excluded.category`,
          level: sql`excluded.level`,
          durationHours: sql`excluded.duration_hours`,
          lessonCount: sql`excluded.lesson_count`,
          whatYouWillLearn: sql`excluded.what_you_will_learn`,
          requirements: sql`excluded.requirements`,
          syllabus: sql`excluded.syllabus`,
          updatedAt: sql`now()`,
        },
      });
    return list.length;
  },
};

/** content/learning/prerequisites/<topic>.json: the file name is the topic slug. */
const prerequisitesSeeder: Seeder = {
  name: 'prerequisites',
  async run(db, contentDir) {
    const dir = join(contentDir, 'learning/prerequisites');
    if (!existsSync(dir)) return 0;
    let n = 0;
    for (const file of readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const topicSlug = file.replace(/\.json$/, '');
      const list = readJson(join(dir, file), prerequisiteFileSchema);
      await db
        .insert(prerequisites)
        .values(list.map((data, position) => ({ topicSlug, key: data.key, position, data })))
        .onConflictDoUpdate({
          target: [prerequisites.topicSlug, prerequisites.key],
          set: { position: sql`excluded.position`, data: sql`excluded.data`, updatedAt: sql`now()` },
        });
      n += list.length;
    }
    return n;
  },
};

/** content/guides/*.json (tips.json is served by the guides module). Views and likes are user data: never reset. */
const guidesSeeder: Seeder = {
  name: 'guides',
  async run(db, contentDir) {
    const dir = join(contentDir, 'guides');
    if (!existsSync(dir)) return 0;
    const files = readdirSync(dir)
      .filter((f) => f.endsWith('.json') && f !== 'tips.json')
      .sort();
    const rows = files.map((f) => {
      const g = readJson(join(dir, f), guideFileSchema);
      return { ...g, estimatedTime: g.estimatedTime ?? null, searchTags: g.tags.join(' ') };
    });
    if (rows.length === 0) return 0;
    await db
      .insert(guides)
      .values(rows)
      .onConflictDoUpdate({
        target: guides.slug,
        set: {
          title: sql`excluded.title`,
          description: sql`excluded.description`,
          category: sql`excluded.category`,
          difficulty: sql`excluded.difficulty`,
          tags: sql`excluded.tags`,
          searchTags: sql`excluded.search_tags`,
          estimatedTime: sql`excluded.estimated_time`,
          author: sql`excluded.author`,
          lastUpdated: sql`excluded.last_updated`,
          content: sql`excluded.content`,
        },
      });
    return rows.length;
  },
};

const contributionTypesSeeder: Seeder = {
  name: 'contributionTypes',
  async run(db, contentDir) {
    const file = join(contentDir, 'contribution/types.json');
    if (!existsSync(file)) return 0;
    const list = readJson(file, contributionTypesFileSchema);
    await db
      .insert(contributionTypes)
      .values(list.map(({ slug, ...data }, position) => ({ slug, position, data })))
      .onConflictDoUpdate({
        target: contributionTypes.slug,
        set: { position: sql`excluded.position`, data: sql`excluded.data`, updatedAt: sql`now()` },
      });
    return list.length;
  },
};

/** Later features append their seeders here, in dependency order. */
export const seeders: Seeder[] = [
  topicsSeeder,
  prerequisitesSeeder,
  guidesSeeder,
  contributionTypesSeeder,
  roadmapsSeeder,
  coursesSeeder,
  eventsSeeder,
  practiceSeeder,
  arenaSeeder,
  competeSeeder,
];

export async function seedContent(db: Db, contentDir: string): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const seeder of seeders) counts[seeder.name] = await seeder.run(db, contentDir);
  return counts;
}
