import { describe, expect, it } from 'vitest';
import { asc } from 'drizzle-orm';
import { entitlements, practiceProblems, submissions } from '../../db/schema/index.ts';
import { grantEntitlement } from '../../lib/entitlements.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app } = await createTestApp();

describe('GET /api/me/entitlements', () => {
  it("lists only the caller's items, titled from the catalogue, even when no longer for sale", async () => {
    const owner = await signupUser(app);
    const other = await signupUser(app);
    const roadmaps = (await app.inject({ method: 'GET', url: '/api/roadmaps' })).json().data as { id: string; slug: string; title: string }[];
    const mobile = roadmaps.find((r) => r.slug === 'mobile-Robotics')!;
    await grantEntitlement(app.db, { userId: owner.user.id, itemType: 'roadmap', itemId: mobile.id, source: 'purchase' });
    // A ticket to an event that is over: not for sale any more, still the owner's.
    const past = (await app.inject({ method: 'GET', url: '/api/events?status=completed' })).json().data[0] as { _id: string; title: string };
    await app.db.insert(entitlements).values({ userId: owner.user.id, itemType: 'event', itemId: past._id, source: 'free' });
    // An item the catalogue does not know stays listed, untitled.
    await app.db.insert(entitlements).values({ userId: owner.user.id, itemType: 'course', itemId: 'retired-course', source: 'purchase' });
    await app.db.insert(entitlements).values({ userId: other.user.id, itemType: 'course', itemId: 'ros2-fundamentals', source: 'purchase' });

    const res = await app.inject({ method: 'GET', url: '/api/me/entitlements', headers: owner.auth });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.pagination.total).toBe(3);
    const byType = Object.fromEntries(body.data.map((e: { itemType: string }) => [e.itemType, e]));
    expect(byType.roadmap).toMatchObject({ itemId: mobile.id, title: mobile.title, source: 'purchase' });
    expect(byType.event).toMatchObject({ itemId: past._id, title: past.title, source: 'free' });
    expect(byType.course).toMatchObject({ itemId: 'retired-course', title: null });
  });

  it('needs a signed-in user and bounds the page size', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/me/entitlements' })).statusCode).toBe(401);
    const { auth } = await signupUser(app);
    expect((await app.inject({ method: 'GET', url: '/api/me/entitlements?limit=500', headers: auth })).statusCode).toBe(400);
  });
});

describe('GET /api/me/practice', () => {
  it('counts solved problems by difficulty from recorded submissions only, for the caller only', async () => {
    const learner = await signupUser(app);
    const other = await signupUser(app);
    const problems = await app.db.select().from(practiceProblems).orderBy(asc(practiceProblems.difficultyRank), asc(practiceProblems.slug));
    const easy = problems.find((p) => p.difficulty === 'easy')!;
    const hard = problems.find((p) => p.difficulty === 'hard')!;
    const row = (userId: string, problemId: string, status: string, mode = 'submit') => ({ userId, problemId, language: 'python', mode, code: 'print(1)', status });
    await app.db.insert(submissions).values([
      row(learner.user.id, easy.id, 'wrong_answer'),
      row(learner.user.id, easy.id, 'accepted'),
      row(learner.user.id, easy.id, 'accepted'),
      row(learner.user.id, hard.id, 'time_limit_exceeded'),
      row(learner.user.id, hard.id, 'accepted', 'run'),
      row(other.user.id, hard.id, 'accepted'),
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/me/practice', headers: learner.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ solved: 1, attempted: 2, submissions: 4, accepted: 2, solvedByDifficulty: { easy: 1, medium: 0, hard: 0 } });
    expect(res.json().data.recent).toHaveLength(4);
    expect(res.json().data.recent[0]).toMatchObject({ title: expect.any(String), language: 'python' });
    expect((await app.inject({ method: 'GET', url: '/api/me/practice' })).statusCode).toBe(401);
  });
});
