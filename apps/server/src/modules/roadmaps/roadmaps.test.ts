// Roadmaps list and saved progress: owner-only, validated week ids, replace and merge.
import { describe, expect, it } from 'vitest';
import { grantEntitlement } from '../../lib/entitlements.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app, database } = await createTestApp();

async function buyer(slug = 'industry') {
  const user = await signupUser(app);
  await database.db.transaction((tx) => grantEntitlement(tx, { userId: user.user.id, itemType: 'roadmap', itemId: slug, source: 'purchase' }));
  return user;
}

describe('GET /api/roadmaps', () => {
  it('lists the five navbar roadmaps in order with the server price', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/roadmaps' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as { slug: string; amount: number; pricePaise: number; owned: boolean; phaseCount: number }[];
    expect(list.map((r) => r.slug)).toEqual(['mobile-Robotics', 'ai-engineer', 'autonomous-vehicle', 'industry', 'iot-robotics-integration']);
    expect(list.every((r) => r.amount === 29 && r.pricePaise === 2900 && !r.owned && r.phaseCount > 0)).toBe(true);
  });
});

describe('roadmap progress', () => {
  const url = '/api/roadmaps/industry/progress';

  it('needs login and ownership', async () => {
    expect((await app.inject({ method: 'GET', url })).statusCode).toBe(401);
    const stranger = await signupUser(app);
    expect((await app.inject({ method: 'GET', url, headers: stranger.auth })).statusCode).toBe(403);
    expect((await app.inject({ method: 'PUT', url, headers: stranger.auth, payload: { completedWeeks: ['p1-w1'] } })).statusCode).toBe(403);
    const owner = await buyer();
    expect((await app.inject({ method: 'GET', url: '/api/roadmaps/nope/progress', headers: owner.auth })).statusCode).toBe(404);
  });

  it('replaces on toggle, merges uploads, and keeps users apart', async () => {
    const owner = await buyer();
    const other = await buyer();
    const empty = await app.inject({ method: 'GET', url, headers: owner.auth });
    expect(empty.json().data).toEqual({ completedWeeks: [], updatedAt: null });

    const put = (user: typeof owner, body: object) => app.inject({ method: 'PUT', url, headers: user.auth, payload: body });
    expect((await put(owner, { completedWeeks: ['p1-w1', 'p1-w2', 'p1-w1'] })).json().data.completedWeeks).toEqual(['p1-w1', 'p1-w2']);
    expect((await put(owner, { completedWeeks: ['p1-w2'] })).json().data.completedWeeks).toEqual(['p1-w2']);
    // A second device uploads what it kept while signed out: nothing already saved is lost.
    expect((await put(owner, { completedWeeks: ['p2-w1'], mode: 'merge' })).json().data.completedWeeks).toEqual(['p1-w2', 'p2-w1']);
    expect((await app.inject({ method: 'GET', url, headers: other.auth })).json().data.completedWeeks).toEqual([]);

    const bad = await put(owner, { completedWeeks: ['p9-w9'] });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Unknown week: p9-w9');
    expect((await put(owner, { completedWeeks: 'p1-w1' })).statusCode).toBe(400);
  });
});
