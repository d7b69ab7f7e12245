// With Razorpay keys configured: the sandbox route does not exist, and verification and webhooks
// use the configured key secret and webhook secret (orders are inserted directly: no network here).
import { createHmac, randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { orders, payments } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const KEY_SECRET = 'rzp-key-secret-for-tests';
const WEBHOOK_SECRET = 'rzp-webhook-secret-for-tests';
const { app, database } = await createTestApp({
  env: { RAZORPAY_KEY_ID: 'rzp_test_key123', RAZORPAY_KEY_SECRET: KEY_SECRET, RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET },
});

async function storedOrder(userId: string) {
  const id = randomUUID();
  const gatewayOrderId = `order_${id.slice(0, 14).replace(/-/g, '')}`;
  const items = [{ type: 'roadmap' as const, id: 'industry', title: 'Industrial Robotics', pricePaise: 2900, thumbnail: null, byline: null }];
  await database.db.insert(orders).values({ id, userId, gateway: 'razorpay', gatewayOrderId, amountPaise: 2900, items, itemTitles: 'Industrial Robotics' });
  await database.db.insert(payments).values({ orderId: id, userId, amountPaise: 2900 });
  return { id, gatewayOrderId };
}

describe('razorpay gateway', () => {
  it('has no sandbox route', async () => {
    const user = await signupUser(app);
    const res = await app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: user.auth, payload: { orderId: 'order_x', outcome: 'success' } });
    expect(res.statusCode).toBe(404);
  });

  it('verifies signatures made with the Razorpay key secret only', async () => {
    const user = await signupUser(app);
    const order = await storedOrder(user.user.id);
    const paymentId = 'pay_RealGateway01';
    const body = (secret: string) => ({
      razorpay_order_id: order.gatewayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: createHmac('sha256', secret).update(`${order.gatewayOrderId}|${paymentId}`).digest('hex'),
      localOrderId: order.id,
    });
    const wrong = await app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers: user.auth, payload: body('some-other-secret') });
    expect(wrong.statusCode).toBe(400);
    const right = await app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers: user.auth, payload: body(KEY_SECRET) });
    expect(right.statusCode).toBe(200);
    expect(right.json().data.payment).toMatchObject({ status: 'completed', paymentMethod: 'razorpay' });
    expect((await app.inject({ method: 'GET', url: '/api/roadmaps/industry', headers: user.auth })).statusCode).toBe(200);
  });

  it('accepts webhooks signed with the configured webhook secret', async () => {
    const user = await signupUser(app);
    const order = await storedOrder(user.user.id);
    const raw = JSON.stringify({ event: 'order.paid', payload: { payment: { entity: { id: 'pay_Hook01', order_id: order.gatewayOrderId, method: 'card' } } } });
    const send = (secret: string) =>
      app.inject({
        method: 'POST',
        url: '/api/payments/webhook',
        headers: { 'content-type': 'application/json', 'x-razorpay-event-id': 'evt_rzp_1', 'x-razorpay-signature': createHmac('sha256', secret).update(raw).digest('hex') },
        payload: raw,
      });
    expect((await send(KEY_SECRET)).statusCode).toBe(400);
    const ok = await send(WEBHOOK_SECRET);
    expect(ok.json().message).toBe('Payment recorded');
    expect((await app.inject({ method: 'GET', url: '/api/roadmaps/industry', headers: user.auth })).statusCode).toBe(200);
  });
});
