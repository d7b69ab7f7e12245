// The money path: orders priced from the catalogue, verification of gateway signatures, the paid
// state reached exactly once (row lock on the order) with entitlements granted in the same
// transaction, webhook processing with event de-duplication, and payment history.
import { randomUUID } from 'node:crypto';
import { and, count, desc, eq, gte, ilike, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { CreateOrderData, OrderItem, Payment, PaymentHistoryQuery, PurchaseItemType } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { orders, payments, webhookEvents, type OrderRow, type PaymentRow } from '../../db/schema/index.ts';
import { AppError, badRequest, forbidden, notFound } from '../../lib/app-error.ts';
import { itemProvider } from '../../lib/catalogue.ts';
import { grantEntitlement, hasEntitlement } from '../../lib/entitlements.ts';
import { hmacHex, newSandboxPaymentId, paymentSignature, signatureMatches, type PaymentGateway } from './gateway.ts';

export const VERIFICATION_FAILED = 'Payment verification failed';

const rupees = (paise: number) => paise / 100;

export async function createOrder(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  input: { itemIds: string[]; itemTypes: PurchaseItemType[]; amount?: number | undefined; currency: 'INR' },
): Promise<CreateOrderData> {
  const seen = new Set<string>();
  const items: OrderItem[] = [];
  for (const [i, id] of input.itemIds.entries()) {
    const type = input.itemTypes[i]!;
    const key = `${type}:${id}`;
    if (seen.has(key)) throw badRequest('The same item appears twice in the order', 'DUPLICATE_ITEM');
    seen.add(key);
    const provider = itemProvider(type);
    if (!provider) throw badRequest(`Items of type "${type}" cannot be purchased yet`, 'ITEM_TYPE_UNAVAILABLE');
    const item = await provider.find(db, id);
    if (!item) throw badRequest(`This ${type} is not available for purchase: ${id}`, 'ITEM_NOT_FOUND');
    if (item.pricePaise <= 0) throw badRequest(`${item.title} is free: register for it without paying`, 'ITEM_IS_FREE');
    if (await hasEntitlement(db, userId, type, id)) throw new AppError('ALREADY_OWNED', 409, `You already own ${item.title}`);
    items.push({ type, id: item.id, title: item.title, pricePaise: item.pricePaise, thumbnail: item.thumbnail, byline: item.byline });
  }
  const amountPaise = items.reduce((sum, i) => sum + i.pricePaise, 0);
  // The client's amount is only a check on what it showed: the price is always the server's.
  if (input.amount !== undefined && Math.round(input.amount * 100) !== amountPaise) {
    throw badRequest('The amount does not match the current price. Please refresh and try again.', 'AMOUNT_MISMATCH');
  }
  const localOrderId = randomUUID();
  const description = items.length === 1 ? items[0]!.title : `${items.length} items`;
  const gatewayOrder = await gateway.createOrder({
    amountPaise,
    currency: 'INR',
    receipt: localOrderId,
    notes: { localOrderId, userId },
  });
  await db.transaction(async (tx) => {
    await tx.insert(orders).values({
      id: localOrderId,
      userId,
      gateway: gateway.name,
      gatewayOrderId: gatewayOrder.id,
      amountPaise,
      currency: 'INR',
      items,
      itemTitles: items.map((i) => i.title).join(' | '),
    });
    await tx.insert(payments).values({ orderId: localOrderId, userId, amountPaise, currency: 'INR' });
  });
  return {
    gateway: gateway.name,
    key: gateway.keyId,
    amount: rupees(amountPaise),
    amountPaise,
    currency: 'INR',
    orderId: gatewayOrder.id,
    localOrderId,
    description,
    items,
  };
}

type PaidResult = { outcome: 'paid' | 'already'; payment: PaymentRow; order: OrderRow } | { outcome: 'conflict' };

/**
 * Reaches the paid state inside the caller's transaction. The order row is locked first, so of any
 * number of concurrent verify/webhook calls exactly one marks it paid and grants the items; the
 * others see 'already' (same payment) or 'conflict' (a different payment for a paid order).
 */
async function markPaidIn(tx: Db, orderId: string, gatewayPaymentId: string, method: string | null): Promise<PaidResult> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update').limit(1);
  if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  const [current] = await tx.select().from(payments).where(eq(payments.orderId, orderId)).limit(1);
  if (order.status === 'paid') {
    return current?.gatewayPaymentId === gatewayPaymentId ? { outcome: 'already', payment: current, order } : { outcome: 'conflict' };
  }
  const [paidOrder] = await tx.update(orders).set({ status: 'paid', paidAt: sql`now()` }).where(eq(orders.id, orderId)).returning();
  const [payment] = await tx
    .update(payments)
    .set({ status: 'completed', gatewayPaymentId, method, failureReason: null, paidAt: sql`now()`, updatedAt: sql`now()` })
    .where(eq(payments.orderId, orderId))
    .returning();
  for (const item of order.items) {
    await grantEntitlement(tx, { userId: order.userId, itemType: item.type, itemId: item.id, source: 'purchase', orderId: order.id });
  }
  return { outcome: 'paid', payment: payment!, order: paidOrder! };
}

async function findOwnOrder(db: Db, userId: string, localOrderId: string): Promise<OrderRow> {
  const [order] = await db.select().from(orders).where(eq(orders.id, localOrderId)).limit(1);
  if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  if (order.userId !== userId) throw forbidden('This order belongs to another account', 'NOT_YOUR_ORDER');
  return order;
}

export async function verifyPayment(
  db: Db,
  gateway: PaymentGateway,
  userId: string,
  input: { localOrderId: string; razorpay_order_id: string; razorpay_payment_id: string; razorpay_signature: string },
): Promise<{ payment: Payment; alreadyVerified: boolean }> {
  const order = await findOwnOrder(db, userId, input.localOrderId);
  // The signature must be for this stored order: a valid signature of another order is refused.
  if (order.gatewayOrderId !== input.razorpay_order_id) throw badRequest(VERIFICATION_FAILED, 'SIGNATURE_INVALID');
  const expected = paymentSignature(gateway.keySecret, order.gatewayOrderId, input.razorpay_payment_id);
  if (!signatureMatches(expected, input.razorpay_signature)) throw badRequest(VERIFICATION_FAILED, 'SIGNATURE_INVALID');
  const result = await db.transaction((tx) => markPaidIn(tx, order.id, input.razorpay_payment_id, gateway.name === 'sandbox' ? 'sandbox' : 'razorpay'));
  if (result.outcome === 'conflict') throw new AppError('ORDER_ALREADY_PAID', 409, 'This order has already been paid with another payment');
  return { payment: toPayment(result.payment, result.order), alreadyVerified: result.outcome === 'already' };
}

const FAILURE_REASON = 'Payment declined by the bank (sandbox)';

async function markFailed(db: Db, orderId: string, reason: string) {
  // A failed attempt leaves the order unpaid and retryable; it never overwrites a completed payment.
  await db
    .update(payments)
    .set({ status: 'failed', failureReason: reason, updatedAt: sql`now()` })
    .where(and(eq(payments.orderId, orderId), inArray(payments.status, ['pending', 'failed'])));
}

/** The sandbox widget: answers what Razorpay's widget hands its handler, signed with the sandbox secret. */
export async function completeSandboxPayment(db: Db, gateway: PaymentGateway, userId: string, input: { orderId: string; outcome: 'success' | 'failure' }) {
  const [order] = await db.select().from(orders).where(eq(orders.gatewayOrderId, input.orderId)).limit(1);
  if (!order) throw notFound('Order not found', 'ORDER_NOT_FOUND');
  if (order.userId !== userId) throw forbidden('This order belongs to another account', 'NOT_YOUR_ORDER');
  if (order.status === 'paid') throw new AppError('ORDER_ALREADY_PAID', 409, 'This order has already been paid');
  const paymentId = newSandboxPaymentId();
  if (input.outcome === 'failure') {
    await markFailed(db, order.id, FAILURE_REASON);
    return {
      error: {
        code: 'BAD_REQUEST_ERROR',
        description: FAILURE_REASON,
        source: 'bank',
        step: 'payment_authorization',
        reason: 'payment_failed',
        metadata: { order_id: order.gatewayOrderId, payment_id: paymentId },
      },
    };
  }
  return {
    razorpay_order_id: order.gatewayOrderId,
    razorpay_payment_id: paymentId,
    razorpay_signature: paymentSignature(gateway.keySecret, order.gatewayOrderId, paymentId),
  };
}

interface WebhookBody {
  event?: string;
  payload?: { payment?: { entity?: { id?: string; order_id?: string; method?: string; error_description?: string } } };
}

/**
 * Razorpay webhook: the signature covers the raw body; the event id de-duplicates. The event row and
 * its effect commit together, so a failure lets the gateway retry and a replay is a no-op.
 */
export async function handleWebhook(db: Db, gateway: PaymentGateway, raw: Buffer, signature: string | undefined, eventIdHeader: string | undefined) {
  if (!gateway.webhookSecret) throw new AppError('WEBHOOK_NOT_CONFIGURED', 501, 'Webhook secret is not configured');
  if (!signature || !signatureMatches(hmacHex(gateway.webhookSecret, raw), signature)) {
    throw badRequest('Invalid webhook signature', 'WEBHOOK_SIGNATURE_INVALID');
  }
  let body: WebhookBody;
  try {
    body = JSON.parse(raw.toString('utf8')) as WebhookBody;
  } catch {
    throw badRequest('Malformed JSON in request body', 'INVALID_JSON');
  }
  const event = body.event ?? 'unknown';
  const entity = body.payload?.payment?.entity;
  const eventId = eventIdHeader ?? (entity?.id ? `${event}:${entity.id}` : null);
  if (!eventId) throw badRequest('Missing event id', 'WEBHOOK_EVENT_ID_MISSING');
  return db.transaction(async (tx) => {
    const [fresh] = await tx.insert(webhookEvents).values({ id: eventId, event }).onConflictDoNothing().returning();
    if (!fresh) return 'Event already processed';
    if (!entity?.order_id || !entity.id) return 'Event ignored';
    const [order] = await tx.select().from(orders).where(eq(orders.gatewayOrderId, entity.order_id)).limit(1);
    if (!order) return 'Event ignored: unknown order';
    if (event === 'payment.captured' || event === 'order.paid') {
      const result = await markPaidIn(tx, order.id, entity.id, entity.method ?? gateway.name);
      if (result.outcome === 'conflict') return 'Order already paid by another payment: refund this one';
      return result.outcome === 'paid' ? 'Payment recorded' : 'Payment already recorded';
    }
    if (event === 'payment.failed') {
      await markFailed(tx, order.id, entity.error_description ?? 'Payment failed');
      return 'Failure recorded';
    }
    return 'Event ignored';
  });
}

function toPayment(p: PaymentRow, o: OrderRow): Payment {
  return {
    _id: p.id,
    id: p.id,
    transactionId: p.gatewayPaymentId,
    paymentMethod: p.method,
    amount: rupees(p.amountPaise),
    amountPaise: p.amountPaise,
    currency: p.currency,
    status: p.status,
    failureReason: p.failureReason,
    createdAt: p.createdAt.toISOString(),
    paidAt: p.paidAt?.toISOString() ?? null,
    orderId: {
      _id: o.id,
      gatewayOrderId: o.gatewayOrderId,
      courseIds: o.items.map((i) => ({ _id: i.id, type: i.type, title: i.title, thumbnail: i.thumbnail, pricePaise: i.pricePaise })),
    },
  };
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

/** The caller's payments, filtered, searched and paginated by the database. */
export async function paymentHistory(db: Db, userId: string, query: Required<Pick<PaymentHistoryQuery, 'page' | 'limit' | 'status' | 'dateRange'>> & PaymentHistoryQuery) {
  const page = Number(query.page);
  const limit = Number(query.limit);
  const where: SQL[] = [eq(payments.userId, userId)];
  if (query.status !== 'all') where.push(eq(payments.status, query.status));
  if (query.dateRange !== 'all') where.push(gte(payments.createdAt, sql`now() - make_interval(days => ${Number(query.dateRange)})`));
  if (query.search) {
    const pattern = `%${escapeLike(query.search)}%`;
    where.push(or(ilike(payments.gatewayPaymentId, pattern), ilike(orders.gatewayOrderId, pattern), ilike(orders.itemTitles, pattern))!);
  }
  const condition = and(...where);
  const [rows, [total]] = await Promise.all([
    db
      .select({ p: payments, o: orders })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(condition)
      .orderBy(desc(payments.createdAt), desc(payments.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db.select({ n: count() }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(condition),
  ]);
  const n = total?.n ?? 0;
  return { payments: rows.map((r) => toPayment(r.p, r.o)), pagination: { page, limit, total: n, pages: Math.ceil(n / limit) } };
}

export async function getPayment(db: Db, userId: string, id: string): Promise<Payment> {
  const [row] = await db.select({ p: payments, o: orders }).from(payments).innerJoin(orders, eq(orders.id, payments.orderId)).where(eq(payments.id, id)).limit(1);
  if (!row) throw notFound('Payment not found', 'PAYMENT_NOT_FOUND');
  if (row.p.userId !== userId) throw forbidden('This payment belongs to another account', 'NOT_YOUR_PAYMENT');
  return toPayment(row.p, row.o);
}
