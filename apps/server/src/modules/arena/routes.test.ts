// The challenge arena API against a real database: challenges and idempotent awards, the leaderboard
// with several users, PUT ownership, tournament joins (rules and the capacity race) and bot likes.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Bot, ChallengeSummary, LeaderboardEntry, Tournament } from '@robo/contracts';
import { botLikes, challengeCompletions, tournamentParticipants, tournaments, users } from '../../db/schema/index.ts';
import { createTestApp, signupUser, uniqueEmail } from '../../test/helper.ts';

const { app, database } = await createTestApp();
const db = database.db;
const DAY = 86_400_000;

async function makeUsers(n: number, name = 'Racer') {
  const list = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ name: `${name} ${i}`, email: uniqueEmail('arena') })))
    .returning();
  return list.map((u) => ({ id: u.id, auth: { authorization: `Bearer ${app.signToken({ sub: u.id, email: u.email })}` } }));
}

const complete = (auth: Record<string, string> | undefined, slug: string, questionId: string) =>
  app.inject({ method: 'POST', url: `/api/botarena/challenges/${slug}/questions/${questionId}/complete`, ...(auth ? { headers: auth } : {}) });

async function insertTournament(startOffset: number, endOffset: number, maxParticipants = 10) {
  const [row] = await db
    .insert(tournaments)
    .values({
      title: `Test Cup ${Math.random().toString(36).slice(2, 8)}`,
      description: 'A tournament placed relative to now by the test.',
      startDate: new Date(Date.now() + startOffset),
      endDate: new Date(Date.now() + endOffset),
      maxParticipants,
    })
    .returning();
  return row!;
}

const join = (id: string, auth?: Record<string, string>, payload?: object) =>
  app.inject({ method: 'POST', url: `/api/tournaments/${id}/join`, ...(auth ? { headers: auth } : {}), ...(payload ? { payload } : {}) });

describe('GET /api/botarena/challenges', () => {
  it('lists the three challenges with real totals', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/botarena/challenges' });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as ChallengeSummary[];
    expect(list.map((c) => c.slug)).toEqual(['mobile-robotics', 'industrial-robotics', 'ai-ml-engineer']);
    for (const c of list) {
      expect(c.weeks).toBe(4);
      expect(c.questions).toBeGreaterThanOrEqual(20);
      expect(c.totalPoints).toBeGreaterThanOrEqual(c.questions * 10);
      expect(c.completedQuestions).toBe(0);
    }
  });

  it('answers one challenge by name or slug, with default points of 10, and 404 for an unknown one', async () => {
    const byName = await app.inject({ method: 'GET', url: `/api/botarena/challenges?name=${encodeURIComponent('Mobile Robotics Mastery Challenge')}` });
    expect(byName.statusCode).toBe(200);
    const c = byName.json().data;
    expect(c.slug).toBe('mobile-robotics');
    expect(c.weeks).toHaveLength(4);
    expect(c.completedQuestionIds).toEqual([]);
    const odometry = c.weeks[0].questions.find((q: { id: string }) => q.id === 'mr-w1-odometry-integration');
    expect(odometry.points).toBe(10);
    const bySlug = await app.inject({ method: 'GET', url: '/api/botarena/challenges?name=ai-ml-engineer' });
    expect(bySlug.json().data.name).toBe('30-Day AI/ML Mastery Challenge');
    const missing = await app.inject({ method: 'GET', url: '/api/botarena/challenges?name=underwater-robotics' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ success: false, message: 'Challenge not found' });
    expect((await app.inject({ method: 'GET', url: '/api/botarena/challenges?name=' })).statusCode).toBe(400);
  });
});

describe('completing questions', () => {
  it('awards points once: a repeat answers awarded:false with unchanged totals', async () => {
    const user = await signupUser(app, { name: 'Priya Sharma' });
    const first = await complete(user.auth, 'mobile-robotics', 'mr-w1-diff-drive-fk');
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({ awarded: true, questionPoints: 20, completedQuestionIds: ['mr-w1-diff-drive-fk'] });
    expect(first.json().data.entry).toMatchObject({ userId: user.user.id, username: 'Priya Sharma', totalPoints: 20, badge: 'Rookie' });
    expect(first.json().data.entry.rank).toBeGreaterThanOrEqual(1);

    const again = await complete(user.auth, 'mobile-robotics', 'mr-w1-diff-drive-fk');
    expect(again.statusCode).toBe(200);
    expect(again.json().data.awarded).toBe(false);
    expect(again.json().data.entry.totalPoints).toBe(20);

    // Two racing requests for a new question still award it once.
    const raced = await Promise.all([1, 2, 3].map(() => complete(user.auth, 'mobile-robotics', 'mr-w1-odometry-integration')));
    expect(raced.filter((r) => r.json().data.awarded)).toHaveLength(1);
    const [rows] = await db.select({ n: count() }).from(challengeCompletions).where(eq(challengeCompletions.userId, user.user.id));
    expect(rows!.n).toBe(2);

    const detail = await app.inject({ method: 'GET', url: '/api/botarena/challenges?name=mobile-robotics', headers: user.auth });
    expect(detail.json().data.completedQuestionIds.sort()).toEqual(['mr-w1-diff-drive-fk', 'mr-w1-odometry-integration']);
    expect(detail.json().data.earnedPoints).toBe(30);
    const list = (await app.inject({ method: 'GET', url: '/api/botarena/challenges', headers: user.auth })).json().data as ChallengeSummary[];
    expect(list.find((c) => c.slug === 'mobile-robotics')).toMatchObject({ completedQuestions: 2, earnedPoints: 30 });
  });

  it('needs a login, and answers 404 for an unknown challenge or question', async () => {
    expect((await complete(undefined, 'mobile-robotics', 'mr-w1-diff-drive-fk')).statusCode).toBe(401);
    const [u] = await makeUsers(1);
    const noQuestion = await complete(u!.auth, 'mobile-robotics', 'no-such-question');
    expect(noQuestion.statusCode).toBe(404);
    expect(noQuestion.json().message).toBe('Question not found');
    // A question id of another challenge is not a question of this one.
    expect((await complete(u!.auth, 'ai-ml-engineer', 'mr-w1-diff-drive-fk')).statusCode).toBe(404);
    expect((await complete(u!.auth, 'no-such-challenge', 'x')).json().message).toBe('Challenge not found');
  });

  it('counts a challenge as completed only when every question is done', async () => {
    const [u] = await makeUsers(1);
    const c = (await app.inject({ method: 'GET', url: '/api/botarena/challenges?name=industrial-robotics' })).json().data;
    const ids: string[] = c.weeks.flatMap((w: { questions: { id: string }[] }) => w.questions.map((q) => q.id));
    let last;
    for (const id of ids) last = await complete(u!.auth, 'industrial-robotics', id);
    const entry = last!.json().data.entry as LeaderboardEntry;
    expect(entry.totalPoints).toBe(c.totalPoints);
    expect(entry.totalChallengesCompleted).toBe(1);
    expect(entry.badge).toBe(c.totalPoints >= 500 ? 'Gold' : 'Silver');
  });
});

describe('GET /api/leaderboard', () => {
  it('ranks by points, then by who got there first, and leaves out users without points', async () => {
    const [a, b, c, zero] = await makeUsers(4, 'Ranker');
    await db.insert(challengeCompletions).values([
      // b and c tie on 40; b's last activity is earlier, so b ranks first.
      { userId: a!.id, challengeSlug: 'ai-ml-engineer', questionId: 'ai-w1-cross-validation', points: 10, completedAt: new Date('2026-01-01T00:00:00Z') },
      { userId: b!.id, challengeSlug: 'ai-ml-engineer', questionId: 'ai-w2-cnn-pytorch', points: 10, completedAt: new Date('2026-01-02T00:00:00Z') },
      { userId: b!.id, challengeSlug: 'ai-ml-engineer', questionId: 'ai-w2-mlp-backprop', points: 30, completedAt: new Date('2026-01-03T00:00:00Z') },
      { userId: c!.id, challengeSlug: 'ai-ml-engineer', questionId: 'ai-w3-dqn-cartpole', points: 30, completedAt: new Date('2026-01-02T00:00:00Z') },
      { userId: c!.id, challengeSlug: 'ai-ml-engineer', questionId: 'ai-w3-q-learning', points: 10, completedAt: new Date('2026-01-05T00:00:00Z') },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/leaderboard?limit=50' });
    expect(res.statusCode).toBe(200);
    const board = res.json().data.leaderboard as LeaderboardEntry[];
    expect(board.map((e) => e.rank)).toEqual(board.map((_, i) => i + 1));
    for (let i = 1; i < board.length; i++) expect(board[i - 1]!.totalPoints).toBeGreaterThanOrEqual(board[i]!.totalPoints);
    const pos = (id: string) => board.findIndex((e) => e.userId === id);
    expect(pos(b!.id)).toBeLessThan(pos(c!.id));
    expect(pos(c!.id)).toBeLessThan(pos(a!.id));
    expect(pos(zero!.id)).toBe(-1);
    expect(board.every((e) => e.totalPoints > 0)).toBe(true);
    expect(board[pos(b!.id)]).toMatchObject({ username: 'Ranker 1', totalPoints: 40, lastActivity: '2026-01-03T00:00:00.000Z', badge: 'Rookie' });
    expect(res.json().data.totalRanked).toBe(board.length);

    const entry = (await app.inject({ method: 'GET', url: `/api/leaderboard/user/${c!.id}` })).json().data as LeaderboardEntry;
    expect(entry.rank).toBe(pos(c!.id) + 1);
    const none = (await app.inject({ method: 'GET', url: `/api/leaderboard/user/${zero!.id}` })).json().data as LeaderboardEntry;
    expect(none).toMatchObject({ rank: null, totalPoints: 0, totalChallengesCompleted: 0, lastActivity: null, badge: 'Rookie' });
  });

  it('bounds limit to 1..50 and defaults to 50', async () => {
    const one = await app.inject({ method: 'GET', url: '/api/leaderboard?limit=1' });
    expect(one.json().data.leaderboard).toHaveLength(1);
    expect(one.json().data.leaderboard[0].rank).toBe(1);
    for (const bad of ['51', '0', 'abc', '2.5']) {
      const res = await app.inject({ method: 'GET', url: `/api/leaderboard?limit=${bad}` });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().success).toBe(false);
    }
    // 60 users with points: the default answers 50 of them.
    const many = await makeUsers(60, 'Crowd');
    await db.insert(challengeCompletions).values(many.map((u) => ({ userId: u.id, challengeSlug: 'mobile-robotics', questionId: 'mr-w2-imu-calibration', points: 10 })));
    const all = await app.inject({ method: 'GET', url: '/api/leaderboard' });
    expect(all.json().data.leaderboard).toHaveLength(50);
    expect(all.json().data.totalRanked).toBeGreaterThan(60);
  });

  it('answers 404 for an unknown user', async () => {
    expect((await app.inject({ method: 'GET', url: '/api/leaderboard/user/00000000-0000-4000-8000-000000000000' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/leaderboard/user/not-a-uuid' })).json().message).toBe('User not found');
  });
});

describe('PUT /api/leaderboard/user/:id', () => {
  it('stores only the name and avatar: client totals are ignored', async () => {
    const user = await signupUser(app);
    await complete(user.auth, 'ai-ml-engineer', 'ai-w1-linear-regression-numpy');
    const res = await app.inject({
      method: 'PUT',
      url: `/api/leaderboard/user/${user.user.id}`,
      headers: user.auth,
      payload: { userId: user.user.id, username: 'RoboAsha', avatar: 'https://example.com/a.png', totalPoints: 999999, totalChallengesCompleted: 3, lastActivity: new Date().toISOString() },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().data).toMatchObject({ username: 'RoboAsha', avatar: 'https://example.com/a.png', totalPoints: 10, totalChallengesCompleted: 0 });
    const stored = (await app.inject({ method: 'GET', url: `/api/leaderboard/user/${user.user.id}` })).json().data as LeaderboardEntry;
    expect(stored).toMatchObject({ username: 'RoboAsha', totalPoints: 10 });
    expect(stored.rank).toBeGreaterThanOrEqual(1);
  });

  it('refuses other users (403), guests (401) and bad bodies (400)', async () => {
    const [me, other] = await makeUsers(2);
    const put = (id: string, payload: object, auth?: Record<string, string>) =>
      app.inject({ method: 'PUT', url: `/api/leaderboard/user/${id}`, payload, ...(auth ? { headers: auth } : {}) });
    expect((await put(other!.id, { username: 'Hijack' }, me!.auth)).statusCode).toBe(403);
    expect((await put(me!.id, { userId: other!.id, username: 'Hijack' }, me!.auth)).statusCode).toBe(403);
    expect((await put(me!.id, { username: 'Nope' })).statusCode).toBe(401);
    const empty = await put(me!.id, { username: '   ' }, me!.auth);
    expect(empty.statusCode).toBe(400);
    expect(empty.json().issues[0].message).toBe('Username is required');
    expect((await put(me!.id, { username: 'Ok', avatar: 'javascript:alert(1)' }, me!.auth)).statusCode).toBe(400);
  });
});

describe('tournaments', () => {
  it('lists active and upcoming ones with real counts, not ended ones', async () => {
    const active = await insertTournament(-DAY, 10 * DAY);
    const upcoming = await insertTournament(5 * DAY, 6 * DAY);
    const ended = await insertTournament(-10 * DAY, -DAY);
    const [u] = await makeUsers(1);
    await db.insert(tournamentParticipants).values({ tournamentId: active.id, userId: u!.id });
    const res = await app.inject({ method: 'GET', url: '/api/tournaments/featured', headers: u!.auth });
    expect(res.statusCode).toBe(200);
    const list = res.json().data as Tournament[];
    expect(list.find((t) => t._id === active.id)).toMatchObject({ status: 'active', participantCount: 1, maxParticipants: 10, joined: true });
    expect(list.find((t) => t._id === upcoming.id)).toMatchObject({ status: 'upcoming', participantCount: 0, joined: false });
    expect(list.find((t) => t._id === ended.id)).toBeUndefined();
    // Active ones come before upcoming ones.
    const firstUpcoming = list.findIndex((t) => t.status === 'upcoming');
    expect(list.slice(firstUpcoming).every((t) => t.status === 'upcoming')).toBe(true);
    const guest = (await app.inject({ method: 'GET', url: '/api/tournaments/featured' })).json().data as Tournament[];
    expect(guest.find((t) => t._id === active.id)!.joined).toBe(false);
  });

  it('joins an active tournament once; upcoming, full, unknown and guest joins are refused', async () => {
    const t = await insertTournament(-DAY, DAY, 2);
    const [a, b, c] = await makeUsers(3);
    const ok = await join(t.id, a!.auth, { userId: 'ignored', username: 'Someone', avatar: '' });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json()).toMatchObject({ success: true, message: 'Successfully joined tournament!', data: { joined: true, participantCount: 1 } });
    const twice = await join(t.id, a!.auth);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('ALREADY_JOINED');
    expect((await join(t.id, b!.auth)).statusCode).toBe(200);
    const full = await join(t.id, c!.auth);
    expect(full.statusCode).toBe(409);
    expect(full.json().message).toBe('This tournament is full');

    const soon = await insertTournament(DAY, 2 * DAY);
    const early = await join(soon.id, a!.auth);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toMatch(/not started yet/);
    expect((await join('00000000-0000-4000-8000-000000000000', a!.auth)).statusCode).toBe(404);
    expect((await join('nope', a!.auth)).json().message).toBe('Tournament not found');
    expect((await join(t.id)).statusCode).toBe(401);
    expect((await join(t.id, a!.auth, { username: 5 })).statusCode).toBe(400);
  });

  it('never lets racing joins exceed maxParticipants', async () => {
    const t = await insertTournament(-DAY, DAY, 3);
    const racers = await makeUsers(8);
    const results = await Promise.all(racers.map((r) => join(t.id, r.auth)));
    expect(results.filter((r) => r.statusCode === 200)).toHaveLength(3);
    expect(results.filter((r) => r.statusCode === 409)).toHaveLength(5);
    const [n] = await db.select({ n: count() }).from(tournamentParticipants).where(eq(tournamentParticipants.tournamentId, t.id));
    expect(n!.n).toBe(3);
  });

  it('seeds the content tournaments', async () => {
    const seeded = await db.select().from(tournaments).where(eq(tournaments.slug, 'robo-sumo-open'));
    expect(seeded).toHaveLength(1);
  });
});

describe('bots', () => {
  it('lists the featured bots with category counts over all eight categories', async () => {
    const res = await app.inject({ method: 'GET', url: '/api/bots/featured' });
    expect(res.statusCode).toBe(200);
    const { bots, categories } = res.json().data as { bots: Bot[]; categories: { category: string; count: number }[] };
    expect(bots.length).toBeGreaterThanOrEqual(8);
    expect(categories.map((c) => c.category)).toEqual(['Humanoid', 'Industrial', 'Medical', 'Educational', 'Research', 'Entertainment', 'Agricultural', 'Military']);
    expect(categories.reduce((n, c) => n + c.count, 0)).toBe(bots.length);
    const industrial = (await app.inject({ method: 'GET', url: '/api/bots/featured?category=Industrial' })).json().data.bots as Bot[];
    expect(industrial.length).toBe(categories.find((c) => c.category === 'Industrial')!.count);
    expect(industrial.every((b) => b.category === 'Industrial')).toBe(true);
    expect((await app.inject({ method: 'GET', url: '/api/bots/featured?category=Robots' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/bots/featured?limit=51' })).statusCode).toBe(400);
  });

  it('toggles one like per user with real counts', async () => {
    const bot = ((await app.inject({ method: 'GET', url: '/api/bots/featured' })).json().data.bots as Bot[])[0]!;
    const [a, b] = await makeUsers(2);
    const like = (auth?: Record<string, string>, id = bot._id) =>
      app.inject({ method: 'POST', url: `/api/bots/${id}/like`, ...(auth ? { headers: auth } : {}) });
    expect((await like(a!.auth)).json().data).toEqual({ liked: true, likes: bot.stats.likes + 1 });
    expect((await like(b!.auth)).json().data).toEqual({ liked: true, likes: bot.stats.likes + 2 });
    const mine = (await app.inject({ method: 'GET', url: '/api/bots/featured', headers: a!.auth })).json().data.bots as Bot[];
    expect(mine.find((x) => x._id === bot._id)).toMatchObject({ liked: true, stats: { likes: bot.stats.likes + 2 } });
    expect((await like(a!.auth)).json().data).toEqual({ liked: false, likes: bot.stats.likes + 1 });
    const [rows] = await db.select({ n: count() }).from(botLikes).where(and(eq(botLikes.botId, bot._id), eq(botLikes.userId, b!.id)));
    expect(rows!.n).toBe(1);
    expect((await like()).statusCode).toBe(401);
    expect((await like(a!.auth, '00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
  });
});
