// What visitors send us through public forms: newsletter, community inquiries, feedback.
import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp, uuid, uniqueIndex, bigserial } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    firstName: text('first_name'),
    lastName: text('last_name'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_email_lower_idx').on(sql`lower(${t.email})`)],
);

export const communityInquiries = pgTable('community_inquiries', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  email: text('email').notNull(),
  phone: text('phone').notNull(),
  organization: text('organization').notNull().default(''),
  program: text('program').notNull(),
  message: text('message').notNull().default(''),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

export const feedback = pgTable('feedback', {
  id: uuid('id').primaryKey().defaultRandom(),
  description: text('description').notNull(),
  userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
