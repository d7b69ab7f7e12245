// Courses catalogue (content/courses); the id is the slug so cart items and entitlements stay readable.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, real, text, timestamp } from 'drizzle-orm/pg-core';
import type { CourseContent } from '@robo/contracts';

export const courses = pgTable(
  'courses',
  {
    id: text('id').primaryKey(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    thumbnail: text('thumbnail').notNull(),
    pricePaise: integer('price_paise').notNull(),
    discountPricePaise: integer('discount_price_paise'),
    instructor: text('instructor').notNull(),
    category: text('category').notNull(),
    level: text('level').notNull(),
    durationHours: real('duration_hours').notNull(),
    lessonCount: integer('lesson_count').notNull(),
    whatYouWillLearn: jsonb('what_you_will_learn').$type<string[]>().notNull(),
    requirements: jsonb('requirements').$type<string[]>().notNull(),
    syllabus: jsonb('syllabus').$type<CourseContent['syllabus']>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('courses_category_idx').on(t.category),
    index('courses_search_idx').using('gin', sql`to_tsvector('english', ${t.title} || ' ' || ${t.description} || ' ' || ${t.instructor})`),
  ],
);
export type CourseRow = typeof courses.$inferSelect;
