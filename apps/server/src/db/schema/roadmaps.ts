// Career roadmaps (content/roadmaps) and each user's saved progress through them.
import { integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { RoadmapContent } from '@robo/contracts';
import { users } from './users.ts';

export const roadmaps = pgTable('roadmaps', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  pricePaise: integer('price_paise').notNull(),
  position: integer('position').notNull(),
  /** The whole content file; served as is once bought. */
  content: jsonb('content').$type<RoadmapContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type RoadmapRow = typeof roadmaps.$inferSelect;

export const roadmapProgress = pgTable(
  'roadmap_progress',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    slug: text('slug')
      .notNull()
      .references(() => roadmaps.slug, { onDelete: 'cascade' }),
    completedWeeks: jsonb('completed_weeks').$type<string[]>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.slug] })],
);
