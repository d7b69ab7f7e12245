// Orders priced by the server, their payment (one row per order: pending until paid or failed) and
// the webhook events already processed. Amounts are integer paise.
import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { OrderItem } from '@robo/contracts';
import { users } from './users.ts';

export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    gateway: text('gateway', { enum: ['razorpay', 'sandbox'] }).notNull(),
    gatewayOrderId: text('gateway_order_id').notNull(),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    status: text('status', { enum: ['created', 'paid'] }).notNull().default('created'),
    items: jsonb('items').$type<OrderItem[]>().notNull(),
    /** Item titles joined, for the payment-history search. */
    itemTitles: text('item_titles').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('orders_gateway_order_idx').on(t.gatewayOrderId), index('orders_user_idx').on(t.userId, t.createdAt)],
);
export type OrderRow = typeof orders.$inferSelect;

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['pending', 'completed', 'failed', 'refunded'] }).notNull().default('pending'),
    /** The gateway's payment id (the transaction id users see). */
    gatewayPaymentId: text('gateway_payment_id'),
    method: text('method'),
    amountPaise: integer('amount_paise').notNull(),
    currency: text('currency').notNull().default('INR'),
    failureReason: text('failure_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('payments_order_idx').on(t.orderId),
    uniqueIndex('payments_gateway_payment_idx').on(t.gatewayPaymentId).where(sql`${t.gatewayPaymentId} is not null`),
    index('payments_user_created_idx').on(t.userId, t.createdAt),
  ],
);
export type PaymentRow = typeof payments.$inferSelect;

export const webhookEvents = pgTable('webhook_events', {
  id: text('id').primaryKey(),
  event: text('event').notNull(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});
