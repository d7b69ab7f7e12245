import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { GUIDE_CATEGORIES, GUIDE_MESSAGES, GUIDES_MAX_PAGE_SIZE } from '@robo/contracts';
import { guides } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';
import { toPrefixQuery } from './service.ts';

const { app } = await createTestApp();
const get = (url: string) => app.inject({ method: 'GET', url });
const visitor = (id: string) => ({ 'x-visitor-id': id.padEnd(20, '0') });

describe('GET /api/guides', () => {
  it('lists the seeded guides with pagination', async () => {
    const res = await get('/api/guides?limit=10');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.data).toHaveLength(10);
    expect(body.pagination).toEqual({ page: 1, limit: 10, total: 33, pages: 4 });
    expect(body.data[0]).not.toHaveProperty('content');
    const last = (await get('/api/guides?limit=10&page=4')).json();
    expect(last.data).toHaveLength(3);
    const beyond = (await get('/api/guides?limit=10&page=9')).json();
    expect(beyond.data).toEqual([]);
    const ids = new Set([...body.data, ...last.data].map((g: { _id: string }) => g._id));
    expect(ids.size).toBe(13);
  });

  it('filters by category and difficulty together', async () => {
    for (const category of GUIDE_CATEGORIES) {
      const body = (await get(`/api/guides?category=${category}&limit=50`)).json();
      expect(body.data.length, category).toBeGreaterThan(0);
      expect(body.data.every((g: { category: string }) => g.category === category)).toBe(true);
    }
    const both = (await get('/api/guides?category=software&difficulty=Beginner&limit=50')).json();
    expect(both.data.length).toBeGreaterThan(0);
    expect(both.data.every((g: { category: string; difficulty: string }) => g.category === 'software' && g.difficulty === 'Beginner')).toBe(true);
    expect(both.pagination.total).toBe(both.data.length);
  });

  it('searches title, tags and description in the database, with prefixes and ranking', async () => {
    const body = (await get('/api/guides?search=lidar')).json();
    expect(body.data.map((g: { _id: string }) => g._id)).toContain('rplidar-a1-ros2-setup');
    // A word still being typed matches.
    const partial = (await get('/api/guides?search=aruc')).json();
    expect(partial.data[0]._id).toBe('opencv-aruco-marker-pose-estimation');
    // Several words must all match.
    const narrow = (await get('/api/guides?search=qos%20mismatch')).json();
    expect(narrow.data.map((g: { _id: string }) => g._id)).toEqual(['ros2-topic-echo-no-data-qos-mismatch']);
    const none = (await get('/api/guides?search=zzzxqv')).json();
    expect(none.data).toEqual([]);
    expect(none.pagination.total).toBe(0);
    // Punctuation alone is no search at all, and never a 500.
    const odd = await get(`/api/guides?search=${encodeURIComponent("'&|!:*()")}`);
    expect(odd.statusCode).toBe(200);
    expect(odd.json().pagination.total).toBe(33);
  });

  it('refuses bad filters and limits beyond the maximum', async () => {
    for (const q of ['category=cooking', 'difficulty=Expert', 'page=0', `limit=${GUIDES_MAX_PAGE_SIZE + 1}`, 'limit=abc', `search=${'a'.repeat(201)}`]) {
      const res = await get(`/api/guides?${q}`);
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });
});

describe('guide detail, likes and views', () => {
  it('answers a guide with its content, and 404 with the spec message for an unknown one', async () => {
    const res = await get('/api/guides/pid-controller-cpp-anti-windup');
    expect(res.statusCode).toBe(200);
    const guide = res.json().data;
    expect(guide._id).toBe('pid-controller-cpp-anti-windup');
    expect(guide.content.tutorialSteps.length).toBeGreaterThanOrEqual(4);
    const missing = await get('/api/guides/no-such-guide');
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: GUIDE_MESSAGES.notFound });
    expect((await app.inject({ method: 'POST', url: '/api/guides/no-such-guide/like', headers: visitor('v404') })).statusCode).toBe(404);
  });

  it('counts one like per visitor id and one per user', async () => {
    const url = '/api/guides/git-workflow-for-robotics-projects/like';
    const like = (headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });
    const first = await like(visitor('likeA'));
    expect(first.statusCode).toBe(200);
    expect(first.json().data).toEqual({ likes: 1, liked: true, alreadyLiked: false });
    const again = await like(visitor('likeA'));
    expect(again.json().data).toEqual({ likes: 1, liked: true, alreadyLiked: true });
    expect((await like(visitor('likeB'))).json().data.likes).toBe(2);
    const { auth } = await signupUser(app);
    expect((await like(auth)).json().data.likes).toBe(3);
    // The same user from another browser (a different visitor id) is still one person.
    expect((await like({ ...auth, ...visitor('likeC') })).json().data).toMatchObject({ likes: 3, alreadyLiked: true });
    const [row] = await app.db.select().from(guides).where(eq(guides.slug, 'git-workflow-for-robotics-projects'));
    expect(row!.likes).toBe(3);
  });

  it('refuses an anonymous like without a valid visitor id, and a bad token', async () => {
    const url = '/api/guides/git-workflow-for-robotics-projects/like';
    const none = await app.inject({ method: 'POST', url });
    expect(none.statusCode).toBe(400);
    expect(none.json().message).toBe(GUIDE_MESSAGES.visitorRequired);
    expect((await app.inject({ method: 'POST', url, headers: { 'x-visitor-id': 'short' } })).statusCode).toBe(400);
    expect((await app.inject({ method: 'POST', url, headers: { authorization: 'Bearer nope' } })).statusCode).toBe(401);
  });

  it('counts a view once per visitor per day', async () => {
    const url = '/api/guides/ros2-python-launch-files/view';
    const view = (headers: Record<string, string>) => app.inject({ method: 'POST', url, headers });
    expect((await view(visitor('viewA'))).json().data).toEqual({ views: 1, counted: true });
    expect((await view(visitor('viewA'))).json().data).toEqual({ views: 1, counted: false });
    expect((await view(visitor('viewB'))).json().data).toEqual({ views: 2, counted: true });
    const { viewGuide } = await import('./service.ts');
    const tomorrow = new Date(Date.now() + 86_400_000);
    expect(await viewGuide(app.db, 'ros2-python-launch-files', `v:${'viewA'.padEnd(20, '0')}`, tomorrow)).toEqual({ views: 3, counted: true });
  });
});

describe('popular, statistics and tips', () => {
  it('orders popular guides by views then likes and honours the limit', async () => {
    for (const id of ['a1', 'a2', 'a3']) await app.inject({ method: 'POST', url: '/api/guides/nav2-map-saving-and-loading/view', headers: visitor(`pop${id}`) });
    await app.inject({ method: 'POST', url: '/api/guides/colcon-build-common-errors/view', headers: visitor('popb1') });
    const body = (await get('/api/guides/popular')).json();
    expect(body.data).toHaveLength(5);
    expect(body.data[0]._id).toBe('nav2-map-saving-and-loading');
    const views = body.data.map((g: { views: number }) => g.views);
    expect([...views].sort((a, b) => b - a)).toEqual(views);
    expect((await get('/api/guides/popular?limit=2')).json().data).toHaveLength(2);
    expect((await get('/api/guides/popular?limit=21')).statusCode).toBe(400);
  });

  it('reports totals from the database', async () => {
    const stats = (await get('/api/guides/statistics')).json().data;
    expect(stats.totalGuides).toBe(33);
    const rows = await app.db.select({ views: guides.views }).from(guides);
    expect(stats.totalViews).toBe(rows.reduce((a, r) => a + r.views, 0));
    expect(stats.totalViews).toBeGreaterThan(0);
    expect(stats.categoryStats.map((c: { category: string }) => c.category).sort()).toEqual([...GUIDE_CATEGORIES].sort());
    expect(stats.categoryStats.reduce((a: number, c: { count: number }) => a + c.count, 0)).toBe(33);
  });

  it('serves the getting-started tips', async () => {
    const tips = (await get('/api/guides/tips')).json().data;
    expect(tips.length).toBeGreaterThanOrEqual(3);
    expect(tips[0].title).toBe('Start with the Beginner path, in order');
  });
});

describe('toPrefixQuery', () => {
  it('keeps letters and digits only and adds prefix matching', () => {
    expect(toPrefixQuery('ROS2 tf:*|!')).toBe('ros2:* & tf:*');
    expect(toPrefixQuery('  ')).toBeNull();
    expect(toPrefixQuery(undefined)).toBeNull();
  });
});
