// Learning topics of the second navigation bar, loaded from content/learning/topics.json.
import { integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

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
