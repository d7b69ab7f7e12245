// Challenge arena: challenges (content) and the question completions that are the users' points,
// leaderboard display names, tournaments with their participants, and the bot gallery with likes.
import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { ChallengeContent } from '@robo/contracts';
import { users } from './users.ts';

export const challenges = pgTable('challenges', {
  slug: text('slug').primaryKey(),
  name: text('name').notNull(),
  position: integer('position').notNull().default(0),
  content: jsonb('content').$type<ChallengeContent>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type ChallengeRow = typeof challenges.$inferSelect;

/**
 * One row per user and completed question: the primary key makes awarding idempotent. The points are
 * copied at completion time so a later content edit never changes what was earned.
 */
export const challengeCompletions = pgTable(
  'challenge_completions',
  {
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    challengeSlug: text('challenge_slug').notNull().references(() => challenges.slug, { onDelete: 'cascade' }),
    questionId: text('question_id').notNull(),
    points: integer('points').notNull(),
    completedAt: timestamp('completed_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.userId, t.challengeSlug, t.questionId] }),
    check('challenge_completions_points_check', sql`${t.points} > 0`),
  ],
);

/** What the leaderboard shows for a user when they chose something other than their account name. */
export const leaderboardProfiles = pgTable('leaderboard_profiles', {
  userId: uuid('user_id').primaryKey().references(() => users.id, { onDelete: 'cascade' }),
  username: text('username').notNull(),
  avatar: text('avatar'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const tournaments = pgTable(
  'tournaments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key of tournaments loaded from content/arena/tournaments. */
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    maxParticipants: integer('max_participants').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('tournaments_slug_idx').on(t.slug),
    index('tournaments_end_idx').on(t.endDate),
    check('tournaments_max_check', sql`${t.maxParticipants} > 0`),
    check('tournaments_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);
export type TournamentRow = typeof tournaments.$inferSelect;

export const tournamentParticipants = pgTable(
  'tournament_participants',
  {
    tournamentId: uuid('tournament_id').notNull().references(() => tournaments.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.tournamentId, t.userId] }), index('tournament_participants_user_idx').on(t.userId)],
);

export const bots = pgTable(
  'bots',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    position: integer('position').notNull().default(0),
  },
  (t) => [uniqueIndex('bots_slug_idx').on(t.slug)],
);
export type BotRow = typeof bots.$inferSelect;

export const botLikes = pgTable(
  'bot_likes',
  {
    botId: uuid('bot_id').notNull().references(() => bots.id, { onDelete: 'cascade' }),
    userId: uuid('user_id').notNull().references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.botId, t.userId] })],
);
