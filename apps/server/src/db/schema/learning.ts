// Learning topics of the second navigation bar, loaded from content/learning/topics.json.
import { integer, jsonb, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import type { Prerequisite } from '@robo/contracts';

export const topics = pgTable('topics', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  group: text('group').notNull(),
  position: integer('position').notNull(),
  summary: text('summary').notNull(),
  description: text('description').notNull(),
  whyItMatters: text('why_it_matters').notNull(),
  whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull(),
  relatedTags: jsonb('related_tags').$type<string[]>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Prerequisites of a topic (content/learning/prerequisites/<topic>.json), in file order. */
export const prerequisites = pgTable(
  'prerequisites',
  {
    topicSlug: text('topic_slug').notNull().references(() => topics.slug, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    position: integer('position').notNull(),
    data: jsonb('data').$type<Prerequisite>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.topicSlug, t.key] })],
);
