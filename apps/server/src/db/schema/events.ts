// Events people can attend. Tickets are not stored here: a ticket is an entitlement (item type
// 'event'), so remaining capacity is always capacity minus the entitlements issued.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid, uniqueIndex, check } from 'drizzle-orm/pg-core';
import type { EventSocialLinks } from '@robo/contracts';
import { users } from './users.ts';

export interface EventLocation {
  venue: string;
  address: string;
  city: string;
  state: string;
  zipCode: string;
  country: string;
}
export interface EventOrganizer {
  name: string;
  organization: string;
  email: string;
  phone: string;
}

export const events = pgTable(
  'events',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Natural key of events loaded from content/events; null for events users create. */
    slug: text('slug'),
    title: text('title').notNull(),
    description: text('description').notNull(),
    category: text('category').notNull(),
    status: text('status').notNull(),
    startDate: timestamp('start_date', { withTimezone: true }).notNull(),
    endDate: timestamp('end_date', { withTimezone: true }).notNull(),
    registrationDeadline: timestamp('registration_deadline', { withTimezone: true }).notNull(),
    capacity: integer('capacity').notNull(),
    /** Paise. */
    ticketPrice: integer('ticket_price').notNull(),
    currency: text('currency').notNull().default('INR'),
    images: jsonb('images').$type<{ url: string; isPrimary: boolean }[]>().notNull(),
    location: jsonb('location').$type<EventLocation>().notNull(),
    organizer: jsonb('organizer').$type<EventOrganizer>().notNull(),
    tags: jsonb('tags').$type<string[]>().notNull(),
    socialLinks: jsonb('social_links').$type<EventSocialLinks>().notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_idx').on(t.slug),
    index('events_start_idx').on(t.startDate),
    index('events_created_by_idx').on(t.createdBy),
    check('events_capacity_check', sql`${t.capacity} >= 0`),
    check('events_price_check', sql`${t.ticketPrice} >= 0`),
    check('events_dates_check', sql`${t.endDate} > ${t.startDate}`),
  ],
);
export type EventRow = typeof events.$inferSelect;
