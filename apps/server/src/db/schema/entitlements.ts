// What a user owns: lifetime roadmap access, a course enrolment or an event ticket. One row per
// (user, item); purchases and free registrations both end here.
import { pgTable, text, timestamp, uuid, uniqueIndex, index } from 'drizzle-orm/pg-core';
import { users } from './users.ts';

export const entitlements = pgTable(
  'entitlements',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    itemType: text('item_type', { enum: ['roadmap', 'course', 'event'] }).notNull(),
    itemId: text('item_id').notNull(),
    /** 'purchase' (paid order) or 'free' (free event registration). */
    source: text('source', { enum: ['purchase', 'free'] }).notNull(),
    /** The local order that paid for it, when purchased. */
    orderId: text('order_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('entitlements_user_item_idx').on(t.userId, t.itemType, t.itemId),
    index('entitlements_item_idx').on(t.itemType, t.itemId),
  ],
);
export type EntitlementRow = typeof entitlements.$inferSelect;
