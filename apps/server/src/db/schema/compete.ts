// Competitions of the /compete page (contests, tournaments, challenges) and who registered for them.
// Status is not stored: it follows from the dates at the moment of each request.
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const competitions = pgTable(
  'competitions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key of the content file. */
    slug: text('slug').notNull(),
    type: text('type').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    difficulty: text('difficulty').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    /** Whole rupees. */
    prizePool: integer('prize_pool').notNull().default(0),
    tags: jsonb('tags').$type<string[]>().notNull(),
    isFeatured: boolean('is_featured').notNull().default(false),
    /** Practice problem slugs of the problem set. */
    problems: jsonb('problems').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competitions_slug_idx').on(t.slug),
    index('competitions_start_idx').on(t.startDate),
    check('competitions_prize_check', sql`${t.prizePool} >= 0`),
    check('competitions_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);
export type CompetitionRow = typeof competitions.$inferSelect;

export const competitionRegistrations = pgTable(
  'competition_registrations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    competitionId: uuid('competition_id')
      .notNull()
      .references(() => competitions.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('competition_registrations_unique_idx').on(t.competitionId, t.userId),
    index('competition_registrations_user_idx').on(t.userId),
  ],
);
