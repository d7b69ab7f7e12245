// Practice problems (content, seeded from content/practice) and submissions, which are also the judge's queue.
import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const practiceLanguages = pgTable('practice_languages', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(),
  difficulty: text('difficulty').notNull(),
  totalTime: text('total_time').notNull(),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export interface ExampleJson {
  input: string;
  output: string;
  explanation?: string | undefined;
}

export const practiceProblems = pgTable('practice_problems', {
  id: uuid('id').primaryKey().defaultRandom(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  difficulty: text('difficulty').notNull(),
  /** 0 easy, 1 medium, 2 hard: sorts by difficulty in SQL. */
  difficultyRank: integer('difficulty_rank').notNull(),
  tags: jsonb('tags').$type<string[]>().notNull(),
  description: text('description').notNull(),
  inputFormat: text('input_format').notNull(),
  outputFormat: text('output_format').notNull(),
  constraints: jsonb('constraints').$type<string[]>().notNull(),
  examples: jsonb('examples').$type<ExampleJson[]>().notNull(),
  hints: jsonb('hints').$type<string[]>().notNull(),
  templates: jsonb('templates').$type<{ cpp: string; c: string; python: string }>().notNull(),
  timeLimitMs: integer('time_limit_ms').notNull(),
  memoryLimitMb: integer('memory_limit_mb').notNull(),
  floatTolerance: real('float_tolerance'),
  position: integer('position').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Judge tests: the examples (visible) first, then the hidden ones, which never leave the server. */
export const practiceTests = pgTable(
  'practice_tests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => practiceProblems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    hidden: boolean('hidden').notNull(),
    input: text('input').notNull(),
    output: text('output').notNull(),
  },
  (t) => [uniqueIndex('practice_tests_problem_position_idx').on(t.problemId, t.position)],
);

export interface TestResultJson {
  status: string;
  cpuTimeMs: number;
  memoryKb: number;
}

export const submissions = pgTable(
  'submissions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    problemId: uuid('problem_id')
      .notNull()
      .references(() => practiceProblems.id, { onDelete: 'cascade' }),
    language: text('language').notNull(),
    /** 'submit' counts for statistics; 'run' (examples or custom input) does not. */
    mode: text('mode').notNull(),
    code: text('code').notNull(),
    customInput: text('custom_input'),
    status: text('status').notNull().default('pending'),
    testCasesPassed: integer('test_cases_passed').notNull().default(0),
    totalTestCases: integer('total_test_cases').notNull().default(0),
    runtimeMs: integer('runtime_ms'),
    memoryKb: integer('memory_kb'),
    errorMessage: text('error_message'),
    output: text('output'),
    testResults: jsonb('test_results').$type<TestResultJson[]>(),
    /** Queue bookkeeping: who holds the job and until when (a crashed worker's lease expires). */
    lockedBy: text('locked_by'),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [
    index('submissions_queue_idx')
      .on(t.createdAt)
      .where(sql`status in ('pending', 'running')`),
    index('submissions_user_problem_idx').on(t.userId, t.problemId, t.createdAt),
    index('submissions_problem_stats_idx').on(t.problemId, t.mode, t.status),
  ],
);
export type SubmissionRow = typeof submissions.$inferSelect;
