// Contribution programme: the three programmes (content) and the applications people send.
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

import type { ContributionType as ProgrammeFile } from '@robo/contracts';

export const contributionTypes = pgTable('contribution_types', {
  slug: text('slug').primaryKey(),
  position: integer('position').notNull(),
  /** Everything but the slug, as in the content file. */
  data: jsonb('data').$type<Omit<ProgrammeFile, '_id'>>().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const contributionApplications = pgTable(
  'contribution_applications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Null when sent without signing in. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    contributionType: text('contribution_type').notNull().references(() => contributionTypes.slug),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    college: text('college'),
    experience: text('experience').notNull(),
    skills: jsonb('skills').$type<string[]>().notNull(),
    portfolioLinks: jsonb('portfolio_links').$type<{ platform: string; url: string }[]>().notNull(),
    selectedDomains: jsonb('selected_domains').$type<string[]>().notNull(),
    proposedTopics: jsonb('proposed_topics').$type<string[]>().notNull(),
    additionalInfo: text('additional_info'),
    status: text('status').notNull().default('submitted'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('contribution_applications_user_idx').on(t.userId, t.createdAt)],
);
