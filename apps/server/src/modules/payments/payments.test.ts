// Money path against a real database: pricing, signatures, paid-exactly-once, webhook, history.
import { createHmac } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { entitlements, orders, payments } from '../../db/schema/index.ts';
import { registerItemProvider } from '../../lib/catalogue.ts';
import { createTestApp, signupUser, testEnv } from '../../test/helper.ts';
import { sandboxSecrets } from './gateway.ts';

const { app, database } = await createTestApp();
const secrets = sandboxSecrets(testEnv());
const sign = (orderId: string, paymentId: string) => createHmac('sha256', secrets.keySecret).update(`${orderId}|${paymentId}`).digest('hex');

type Session = Awaited<ReturnType<typeof signupUser>>;

async function createOrder(user: Session, body: Record<string, unknown>) {
  return app.inject({ method: 'POST', url: '/api/payments/create-order', headers: user.auth, payload: body });
}

async function orderFor(user: Session, itemIds: string[], itemTypes: string[]) {
  const res = await createOrder(user, { itemIds, itemTypes, currency: 'INR' });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { orderId: string; localOrderId: string; amountPaise: number; amount: number; gateway: string; key: string };
}

async function verify(user: Session, body: Record<string, string>) {
  return app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers: user.auth, payload: body });
}

async function sandbox(user: Session, orderId: string, outcome: 'success' | 'failure') {
  return app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.auth, payload: { orderId, outcome } });
}

async function owned(userId: string, itemType: 'roadmap' | 'course' | 'event', itemId: string) {
  return database.db.select().from(entitlements).where(and(eq(entitlements.userId, userId), eq(entitlements.itemType, itemType), eq(entitlements.itemId, itemId)));
}

async function paymentOf(localOrderId: string) {
  const [row] = await database.db.select().from(payments).where(eq(payments.orderId, localOrderId));
  return row!;
}

function webhook(body: object, opts: { secret?: string; eventId?: string } = {}) {
  const raw = JSON.stringify(body);
  const signature = createHmac('sha256', opts.secret ?? secrets.webhookSecret).update(raw).digest('hex');
  return app.inject({
    method: 'POST',
    url: '/api/payments/webhook',
    headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, ...(opts.eventId && { 'x-razorpay-event-id': opts.eventId }) },
    payload: raw,
  });
}

const captured = (orderId: string, paymentId: string) => ({
  entity: 'event',
  event: 'payment.captured',
  payload: { payment: { entity: { id: paymentId, order_id: orderId, method: 'upi', status: 'captured' } } },
});

describe('roadmap purchase', () => {
  it('is 401 without login, 403 with the price before purchase and 200 after a verified sandbox payment', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/roadmaps/ai-engineer' })).json()).toMatchObject({
      success: false,
      message: 'Authentication required to access roadmap',
    });
    const user = await signupUser(app);
    const locked = await app.inject({ method: 'GET', url: '/api/roadmaps/ai-engineer', headers: user.auth });
    expect(locked.statusCode).toBe(403);
    expect(locked.json()).toMatchObject({ requiresPayment: true, roadmapId: 'ai-engineer', amount: 29, amountPaise: 2900 });

    const order = await createOrder(user, { itemIds: ['ai-engineer'], itemTypes: ['roadmap'], amount: 29, currency: 'INR' });
    expect(order.statusCode, order.body).toBe(200);
    const data = order.json().data;
    expect(data).toMatchObject({ gateway: 'sandbox', amount: 29, amountPaise: 2900, currency: 'INR', key: 'rzp_test_sandbox' });

    const widget = await sandbox(user, data.orderId, 'success');
    expect(widget.statusCode).toBe(200);
    const handlerArgs = widget.json().data;
    expect(Object.keys(handlerArgs).sort()).toEqual(['razorpay_order_id', 'razorpay_payment_id', 'razorpay_signature']);
    expect(handlerArgs.razorpay_signature).toBe(sign(data.orderId, handlerArgs.razorpay_payment_id));

    const verified = await verify(user, { ...handlerArgs, localOrderId: data.localOrderId });
    expect(verified.statusCode, verified.body).toBe(200);
    expect(verified.json().data.payment).toMatchObject({ status: 'completed', amountPaise: 2900, transactionId: handlerArgs.razorpay_payment_id });

    const open = await app.inject({ method: 'GET', url: '/api/roadmaps/ai-engineer', headers: user.auth });
    expect(open.statusCode).toBe(200);
    expect(open.json().data.phases.length).toBeGreaterThan(0);
    const list = await app.inject({ method: 'GET', url: '/api/roadmaps', headers: user.auth });
    expect(list.json().data.find((r: { slug: string }) => r.slug === 'ai-engineer').owned).toBe(true);
  });

  it('unknown roadmap is 404 Roadmap not found', async () => {
    const user = await signupUser(app);
    const res = await app.inject({ method: 'GET', url: '/api/roadmaps/underwater-basket-weaving', headers: user.auth });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('Roadmap not found');
  });
});

describe('create-order pricing', () => {
  it('prices a course at its discount price and refuses a tampered amount', async () => {
    const user = await signupUser(app);
    const tampered = await createOrder(user, { itemIds: ['ros2-fundamentals'], itemTypes: ['course'], amount: 1 });
    expect(tampered.statusCode).toBe(400);
    expect(tampered.json().code).toBe('AMOUNT_MISMATCH');
    const course = (await app.inject({ method: 'GET', url: '/api/courses/ros2-fundamentals' })).json().data;
    const order = await orderFor(user, ['ros2-fundamentals'], ['course']);
    expect(order.amountPaise).toBe(course.discountPrice ?? course.price);
  });

  it('sums several items', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['industry', 'robotics-math-primer'], ['roadmap', 'course']);
    const course = (await app.inject({ method: 'GET', url: '/api/courses/robotics-math-primer' })).json().data;
    expect(order.amountPaise).toBe(2900 + (course.discountPrice ?? course.price));
  });

  it('refuses unknown items, duplicates, mismatched arrays and item types without a provider', async () => {
    const user = await signupUser(app);
    expect((await createOrder(user, { itemIds: ['no-such-course'], itemTypes: ['course'] })).json().code).toBe('ITEM_NOT_FOUND');
    expect((await createOrder(user, { itemIds: ['industry', 'industry'], itemTypes: ['roadmap', 'roadmap'] })).json().code).toBe('DUPLICATE_ITEM');
    expect((await createOrder(user, { itemIds: ['industry'], itemTypes: ['roadmap', 'course'] })).statusCode).toBe(400);
    expect((await createOrder(user, { itemIds: ['x'], itemTypes: ['spaceship'] })).statusCode).toBe(400);
    expect((await createOrder(user, { itemIds: ['industry'], itemTypes: ['roadmap'], currency: 'USD' })).statusCode).toBe(400);
    const noProvider = await createOrder(user, { itemIds: ['some-event'], itemTypes: ['event'] });
    expect(noProvider.statusCode).toBe(400);
    expect(noProvider.json().code).toMatch(/ITEM_TYPE_UNAVAILABLE|ITEM_NOT_FOUND/);
    expect((await app.inject({ method: 'POST', url: '/api/payments/create-order', payload: { itemIds: ['industry'], itemTypes: ['roadmap'] } })).statusCode).toBe(401);
  });

  it('refuses to sell an item the user already owns', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['iot-robotics-integration'], ['roadmap']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    expect((await verify(user, { ...args, localOrderId: order.localOrderId })).statusCode).toBe(200);
    const again = await createOrder(user, { itemIds: ['iot-robotics-integration'], itemTypes: ['roadmap'] });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You already own IoT and Robotics Integration Roadmap');
    expect(again.json().code).toBe('ALREADY_OWNED');
  });
});

describe('event purchase through a registered provider', () => {
  beforeAll(() => {
    // Stands in for the events feature's provider (it lives on another branch).
    registerItemProvider('event', {
      async find(_db, id) {
        return id === 'robothon-2026' ? { type: 'event', id, title: 'Mumbai Robothon', pricePaise: 49900, thumbnail: null, byline: 'IIT Bombay' } : null;
      },
    });
  });

  it('sells a ticket and grants the event entitlement', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['robothon-2026'], ['event']);
    expect(order.amountPaise).toBe(49900);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    expect((await verify(user, { ...args, localOrderId: order.localOrderId })).statusCode).toBe(200);
    expect(await owned(user.user.id, 'event', 'robothon-2026')).toHaveLength(1);
  });
});

describe('verify-payment', () => {
  it('refuses forged, cross-order and foreign-user signatures, and unknown orders', async () => {
    const user = await signupUser(app);
    const other = await signupUser(app);
    const a = await orderFor(user, ['industry'], ['roadmap']);
    const b = await orderFor(user, ['mobile-Robotics'], ['roadmap']);

    const forged = await verify(user, { razorpay_order_id: a.orderId, razorpay_payment_id: 'pay_forged', razorpay_signature: 'f'.repeat(64), localOrderId: a.localOrderId });
    expect(forged.statusCode).toBe(400);
    expect(forged.json().message).toBe('Payment verification failed');

    // A genuine signature for order B presented for order A.
    const argsB = (await sandbox(user, b.orderId, 'success')).json().data;
    const cross = await verify(user, { ...argsB, localOrderId: a.localOrderId });
    expect(cross.statusCode).toBe(400);
    // Signature for B's order id but A's payment id mix.
    const mixed = await verify(user, { ...argsB, razorpay_order_id: a.orderId, localOrderId: a.localOrderId });
    expect(mixed.statusCode).toBe(400);

    const foreign = await verify(other, { ...argsB, localOrderId: b.localOrderId });
    expect(foreign.statusCode).toBe(403);

    const unknown = await verify(user, { ...argsB, localOrderId: '00000000-0000-4000-8000-000000000000' });
    expect(unknown.statusCode).toBe(404);

    expect((await paymentOf(a.localOrderId)).status).toBe('pending');
    expect(await owned(user.user.id, 'roadmap', 'industry')).toHaveLength(0);
    expect(await owned(other.user.id, 'roadmap', 'mobile-Robotics')).toHaveLength(0);
  });

  it('a reused signature is a no-op: one paid payment, one entitlement', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['autonomous-vehicle'], ['roadmap']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    const first = await verify(user, { ...args, localOrderId: order.localOrderId });
    const second = await verify(user, { ...args, localOrderId: order.localOrderId });
    expect(first.json().data.alreadyVerified).toBe(false);
    expect(second.statusCode).toBe(200);
    expect(second.json().data.alreadyVerified).toBe(true);
    // A second, different payment for an order already paid is refused.
    const extra = (await sandbox(user, order.orderId, 'success')).statusCode;
    expect(extra).toBe(409);
    expect(await owned(user.user.id, 'roadmap', 'autonomous-vehicle')).toHaveLength(1);
    const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.localOrderId));
    expect(rows.filter((r) => r.status === 'completed')).toHaveLength(1);
  });

  it('a failed payment leaves the order unpaid and retryable', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['slam-lidar-visual'], ['course']);
    const failed = await sandbox(user, order.orderId, 'failure');
    expect(failed.json().data.error.description).toBe('Payment declined by the bank (sandbox)');
    expect((await paymentOf(order.localOrderId)).status).toBe('failed');
    const detail = await app.inject({ method: 'GET', url: '/api/courses/slam-lidar-visual', headers: user.auth });
    expect(detail.json().data.enrolled).toBe(false);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    expect((await verify(user, { ...args, localOrderId: order.localOrderId })).statusCode).toBe(200);
    expect((await paymentOf(order.localOrderId)).status).toBe('completed');
    const after = await app.inject({ method: 'GET', url: '/api/courses/slam-lidar-visual', headers: user.auth });
    expect(after.json().data.enrolled).toBe(true);
  });

  it('50 parallel verify calls for one order give one paid payment and one entitlement', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['gazebo-ros2-simulation'], ['course']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    const results = await Promise.all(Array.from({ length: 50 }, () => verify(user, { ...args, localOrderId: order.localOrderId })));
    expect(results.every((r) => r.statusCode === 200)).toBe(true);
    expect(results.filter((r) => r.json().data.alreadyVerified === false)).toHaveLength(1);
    expect(await owned(user.user.id, 'course', 'gazebo-ros2-simulation')).toHaveLength(1);
    const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.localOrderId));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.status).toBe('completed');
    const [o] = await database.db.select().from(orders).where(eq(orders.id, order.localOrderId));
    expect(o!.status).toBe('paid');
  });
});

describe('webhook', () => {
  it('refuses a bad signature and changes nothing', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['moveit2-robot-arm'], ['course']);
    const res = await webhook(captured(order.orderId, 'pay_evil'), { secret: 'wrong-secret', eventId: 'evt_bad' });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('Invalid webhook signature');
    const unsigned = await app.inject({ method: 'POST', url: '/api/payments/webhook', headers: { 'content-type': 'application/json' }, payload: JSON.stringify(captured(order.orderId, 'pay_x')) });
    expect(unsigned.statusCode).toBe(400);
    expect((await paymentOf(order.localOrderId)).status).toBe('pending');
  });

  it('webhook then verify, each twice: one paid payment, one entitlement', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['nav2-autonomous-navigation'], ['course']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    const event = captured(order.orderId, args.razorpay_payment_id);
    expect((await webhook(event, { eventId: 'evt_wv_1' })).json().message).toBe('Payment recorded');
    expect((await webhook(event, { eventId: 'evt_wv_1' })).json().message).toBe('Event already processed');
    const v1 = await verify(user, { ...args, localOrderId: order.localOrderId });
    const v2 = await verify(user, { ...args, localOrderId: order.localOrderId });
    expect([v1.statusCode, v2.statusCode]).toEqual([200, 200]);
    expect(v1.json().data.alreadyVerified).toBe(true);
    expect(await owned(user.user.id, 'course', 'nav2-autonomous-navigation')).toHaveLength(1);
    expect((await paymentOf(order.localOrderId)).method).toBe('upi');
  });

  it('verify then webhook, twice: the webhook is a no-op', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['llm-robotics-agents'], ['course']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    expect((await verify(user, { ...args, localOrderId: order.localOrderId })).statusCode).toBe(200);
    const event = captured(order.orderId, args.razorpay_payment_id);
    expect((await webhook(event, { eventId: 'evt_vw_1' })).json().message).toBe('Payment already recorded');
    expect((await webhook(event, { eventId: 'evt_vw_1' })).json().message).toBe('Event already processed');
    expect(await owned(user.user.id, 'course', 'llm-robotics-agents')).toHaveLength(1);
    const rows = await database.db.select().from(payments).where(eq(payments.orderId, order.localOrderId));
    expect(rows.map((r) => r.status)).toEqual(['completed']);
  });

  it('records payment.failed without granting anything', async () => {
    const user = await signupUser(app);
    const order = await orderFor(user, ['control-systems-robotics'], ['course']);
    const res = await webhook(
      { event: 'payment.failed', payload: { payment: { entity: { id: 'pay_f1', order_id: order.orderId, error_description: 'Card declined' } } } },
      { eventId: 'evt_fail_1' },
    );
    expect(res.json().message).toBe('Failure recorded');
    expect((await paymentOf(order.localOrderId)).failureReason).toBe('Card declined');
    expect(await owned(user.user.id, 'course', 'control-systems-robotics')).toHaveLength(0);
  });
});

describe('sandbox/complete', () => {
  it("refuses another user's order", async () => {
    const user = await signupUser(app);
    const other = await signupUser(app);
    const order = await orderFor(user, ['industry'], ['roadmap']);
    expect((await sandbox(other, order.orderId, 'success')).statusCode).toBe(403);
    expect((await sandbox(user, 'order_unknown', 'success')).statusCode).toBe(404);
  });
});

describe('payment history', () => {
  it('filters by status, date range and search, paginates, and hides other users', async () => {
    const user = await signupUser(app);
    const other = await signupUser(app);
    const paid = await orderFor(user, ['yolo-object-detection-jetson'], ['course']);
    const args = (await sandbox(user, paid.orderId, 'success')).json().data;
    await verify(user, { ...args, localOrderId: paid.localOrderId });
    const failed = await orderFor(user, ['plc-industrial-automation'], ['course']);
    await sandbox(user, failed.orderId, 'failure');
    for (let i = 0; i < 10; i += 1) await orderFor(user, ['robot-kinematics-dynamics-python'], ['course']);
    await orderFor(other, ['industry'], ['roadmap']);

    const get = async (qs: string) => {
      const res = await app.inject({ method: 'GET', url: `/api/payments/payment-history?${qs}`, headers: user.auth });
      expect(res.statusCode, res.body).toBe(200);
      return res.json().data as { payments: { id: string; status: string; transactionId: string | null; orderId: { courseIds: { title: string }[] } }[]; pagination: { total: number; pages: number; limit: number } };
    };
    const first = await get('');
    expect(first.pagination).toMatchObject({ total: 12, pages: 2, limit: 10 });
    expect(first.payments).toHaveLength(10);
    expect((await get('page=2')).payments).toHaveLength(2);
    expect((await get('status=completed')).payments.map((p) => p.transactionId)).toEqual([args.razorpay_payment_id]);
    expect((await get('status=failed')).payments).toHaveLength(1);
    expect((await get('status=pending')).pagination.total).toBe(10);
    expect((await get('status=refunded')).pagination.total).toBe(0);
    expect((await get('dateRange=7')).pagination.total).toBe(12);
    expect((await get(`search=${args.razorpay_payment_id}`)).payments).toHaveLength(1);
    const byTitle = await get('search=PLC');
    expect(byTitle.payments).toHaveLength(1);
    expect(byTitle.payments[0]!.orderId.courseIds[0]!.title).toMatch(/PLC/);
    expect((await get('search=%25')).pagination.total).toBe(0);

    // Rows older than the range drop out.
    await database.db.update(payments).set({ createdAt: new Date(Date.now() - 40 * 86_400_000) }).where(eq(payments.orderId, failed.localOrderId));
    expect((await get('dateRange=30')).pagination.total).toBe(11);
    expect((await get('dateRange=90')).pagination.total).toBe(12);

    expect((await app.inject({ method: 'GET', url: '/api/payments/payment-history?limit=1000', headers: user.auth })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/payments/payment-history?status=lost', headers: user.auth })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/payments/payment-history' })).statusCode).toBe(401);
  });

  it('shows a payment and its invoice to its owner only', async () => {
    const user = await signupUser(app, { name: 'Kavya Iyer' });
    const other = await signupUser(app);
    const order = await orderFor(user, ['robotics-math-primer'], ['course']);
    const args = (await sandbox(user, order.orderId, 'success')).json().data;
    const payment = (await verify(user, { ...args, localOrderId: order.localOrderId })).json().data.payment;
    const detail = await app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: user.auth });
    expect(detail.json().data).toMatchObject({ id: payment.id, status: 'completed', transactionId: args.razorpay_payment_id });
    expect((await app.inject({ method: 'GET', url: `/api/payments/${payment.id}`, headers: other.auth })).statusCode).toBe(403);
    const invoice = await app.inject({ method: 'GET', url: `/api/payments/${payment.id}/invoice`, headers: user.auth });
    expect(invoice.statusCode).toBe(200);
    expect(invoice.headers['content-type']).toMatch(/text\/html/);
    expect(invoice.body).toContain('Kavya Iyer');
    expect(invoice.body).toContain('GST (0%)');
    expect(invoice.body).toContain(args.razorpay_payment_id);
    expect((await app.inject({ method: 'GET', url: `/api/payments/${payment.id}/invoice`, headers: other.auth })).statusCode).toBe(403);
    const pending = await orderFor(user, ['industry'], ['roadmap']);
    const pendingPayment = await paymentOf(pending.localOrderId);
    expect((await app.inject({ method: 'GET', url: `/api/payments/${pendingPayment.id}/invoice`, headers: user.auth })).statusCode).toBe(409);
  });
});
