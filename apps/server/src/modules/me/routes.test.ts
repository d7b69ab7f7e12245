import { describe, expect, it } from 'vitest';
import { registerItemProvider } from '../../lib/catalogue.ts';
import { grantEntitlement } from '../../lib/entitlements.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app } = await createTestApp();

describe('GET /api/me/entitlements', () => {
  it('lists only the caller\'s items, titled by their provider or left untitled without one', async () => {
    const owner = await signupUser(app);
    const other = await signupUser(app);
    registerItemProvider('roadmap', {
      find: async (_db, id) => (id === 'mobile-Robotics' ? { type: 'roadmap', id, title: 'Mobile Robotics', pricePaise: 49_900, thumbnail: null, byline: null } : null),
    });
    await grantEntitlement(app.db, { userId: owner.user.id, itemType: 'roadmap', itemId: 'mobile-Robotics', source: 'purchase' });
    // Events are another branch's feature: no provider is registered in this test.
    await grantEntitlement(app.db, { userId: owner.user.id, itemType: 'event', itemId: 'evt-42', source: 'free' });
    await grantEntitlement(app.db, { userId: other.user.id, itemType: 'course', itemId: 'ros2-fundamentals', source: 'purchase' });

    const res = await app.inject({ method: 'GET', url: '/api/me/entitlements', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.total).toBe(2);
    const byType = Object.fromEntries(body.data.map((e: { itemType: string }) => [e.itemType, e]));
    expect(byType.roadmap).toMatchObject({ itemId: 'mobile-Robotics', title: 'Mobile Robotics', source: 'purchase' });
    expect(byType.event).toMatchObject({ itemId: 'evt-42', title: null, source: 'free' });
    expect(body.data.some((e: { itemType: string }) => e.itemType === 'course')).toBe(false);
  });

  it('needs a signed-in user and bounds the page size', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/entitlements' })).statusCode).toBe(401);
    const { auth } = await signupUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/me/entitlements?limit=500', headers: auth })).statusCode).toBe(400);
  });
});
