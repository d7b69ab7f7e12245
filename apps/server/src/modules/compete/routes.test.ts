// /api/compete against a real database: filters, search, sort, pagination bounds, tab counts, status
// derived from dates (rows inserted relative to now), the featured pair, registration rules and real
// participant counts.
import { randomBytes } from 'node:crypto';
import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Contest, ContestCounts, ContestPagination } from '@robo/contracts';
import { competitionRegistrations, competitions } from '../../db/schema/index.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';
import { readCompeteContent } from './seed.ts';

const { app, database } = await createTestApp();
const db = database.db;

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const at = (offsetMs: number) => new Date(Date.now() + offsetMs);
const CONTENT = readCompeteContent(new URL('../../../../../content', import.meta.url).pathname);

type ListBody = { success: true; data: { contests: Contest[]; pagination: ContestPagination; counts: ContestCounts } };

async function list(query: string, headers: Record<string, string> = {}) {
  const res = await app.inject({ method: 'GET', url: `/api/compete/contests?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return (res.json() as ListBody).data;
}

/** Five rows sharing a unique token (in their tags) so a search isolates them from the content. */
async function insertSet() {
  const token = `zq${randomBytes(4).toString('hex')}`;
  const base = { tags: [token], isFeatured: false, problems: [] as string[] };
  const rows = await db
    .insert(competitions)
    .values([
      { ...base, slug: `${token}-a`, type: 'contest', title: 'Alpha Servo Sprint', description: 'Servo calibration rounds.', category: 'Robotics', difficulty: 'Beginner', startDate: at(-2 * DAY), endDate: at(10 * DAY), prizePool: 1000, problems: ['pid-controller-step', 'no-such-problem'] },
      { ...base, slug: `${token}-b`, type: 'contest', title: 'Bravo Planner Cup', description: 'Quaternion interpolation tasks.', category: 'AI', difficulty: 'Expert', startDate: at(3 * DAY), endDate: at(4 * DAY), prizePool: 5000 },
      { ...base, slug: `${token}-c`, type: 'tournament', title: 'Charlie Sumo Open', description: 'Pushing robots out of a ring.', category: 'Hardware', difficulty: 'Advanced', startDate: at(-10 * DAY), endDate: at(-1 * DAY), prizePool: 0 },
      { ...base, slug: `${token}-d`, type: 'challenge', title: 'Delta Lidar Dash', description: 'Scan matching on recorded logs.', category: 'Robotics', difficulty: 'Intermediate', startDate: at(1 * DAY), endDate: at(20 * DAY), prizePool: 200, tags: [token, 'magnetometer'] },
      { ...base, slug: `${token}-e`, type: 'challenge', title: 'Echo Mixed Relay', description: 'A relay of short tasks.', category: 'Mixed', difficulty: 'Beginner', startDate: at(-1 * HOUR), endDate: at(1 * HOUR), prizePool: 50 },
    ])
    .returning();
  const id = (suffix: string) => rows.find((r) => r.slug === `${token}-${suffix}`)!.id;
  return { token, id };
}

const titles = (contests: Contest[]) => contests.map((c) => c.title);

describe('the seeded list', () => {
  it('answers 12 content competitions per page sorted by start date, with counts that add up', async () => {
    const data = await list('');
    expect(data.contests).toHaveLength(12);
    expect(data.pagination).toEqual({ current: 1, total: Math.ceil(CONTENT.length / 12), hasNext: true, hasPrev: false, totalItems: CONTENT.length });
    expect(data.counts.all).toBe(CONTENT.length);
    expect(data.counts.contest + data.counts.tournament + data.counts.challenge).toBe(CONTENT.length);
    expect(data.counts.contest).toBe(CONTENT.filter((c) => c.type === 'contest').length);
    const starts = data.contests.map((c) => Date.parse(c.startDate));
    expect([...starts].sort((a, b) => a - b)).toEqual(starts);
    // Nobody has registered in a fresh database: the count is real, not decorated.
    expect(data.contests.every((c) => c.currentParticipants === 0 && c.registered === false)).toBe(true);
  });

  it('resolves a problem set to existing practice problems', async () => {
    const sprint = (await list('search=weekly-cpp-path-planning-sprint')).contests[0]!;
    expect(sprint.problems.map((p) => p.slug)).toEqual(CONTENT.find((c) => c.slug === 'weekly-cpp-path-planning-sprint')!.problems);
    expect(sprint.problems[0]).toMatchObject({ slug: 'grid-bfs-shortest-path', title: 'Shortest Path on an Occupancy Grid' });
  });
});

describe('filters, status derivation and counts', () => {
  it('derives live, upcoming and completed from the dates', async () => {
    const { token } = await insertSet();
    const live = await list(`search=${token}&status=live`);
    expect(titles(live.contests)).toEqual(['Alpha Servo Sprint', 'Echo Mixed Relay']);
    expect(live.contests.every((c) => c.status === 'live')).toBe(true);
    const upcoming = await list(`search=${token}&status=upcoming`);
    expect(titles(upcoming.contests)).toEqual(['Delta Lidar Dash', 'Bravo Planner Cup']);
    expect(upcoming.contests.every((c) => c.status === 'upcoming')).toBe(true);
    const completed = await list(`search=${token}&status=completed`);
    expect(titles(completed.contests)).toEqual(['Charlie Sumo Open']);
    expect(completed.contests[0]!.status).toBe('completed');
  });

  it('filters by difficulty, category and type, and counts types without the type filter', async () => {
    const { token } = await insertSet();
    expect(titles((await list(`search=${token}&difficulty=Beginner`)).contests)).toEqual(['Alpha Servo Sprint', 'Echo Mixed Relay']);
    expect(titles((await list(`search=${token}&category=Robotics`)).contests)).toEqual(['Alpha Servo Sprint', 'Delta Lidar Dash']);
    expect(titles((await list(`search=${token}&category=${encodeURIComponent('Computer Vision')}`)).contests)).toEqual([]);

    const challenges = await list(`search=${token}&type=challenge`);
    expect(titles(challenges.contests)).toEqual(['Echo Mixed Relay', 'Delta Lidar Dash']);
    expect(challenges.counts).toEqual({ all: 5, contest: 2, tournament: 1, challenge: 2 });
    expect(challenges.pagination.totalItems).toBe(2);

    const liveContests = await list(`search=${token}&status=live&type=contest`);
    expect(titles(liveContests.contests)).toEqual(['Alpha Servo Sprint']);
    expect(liveContests.counts).toEqual({ all: 2, contest: 1, tournament: 0, challenge: 1 });
  });

  it('searches title, description, slug and tags, case-insensitively, and treats odd input literally', async () => {
    const { token } = await insertSet();
    expect(new Set(titles((await list('search=bravo%20PLANNER')).contests))).toEqual(new Set(['Bravo Planner Cup']));
    expect(titles((await list('search=quaternion')).contests)).toContain('Bravo Planner Cup');
    expect(titles((await list(`search=${token}-c`)).contests)).toEqual(['Charlie Sumo Open']);
    expect(titles((await list(`search=${token}&difficulty=Intermediate`)).contests)).toEqual(['Delta Lidar Dash']);
    expect(titles((await list('search=MAGNETOMETER')).contests)).toContain('Delta Lidar Dash');
    // LIKE wildcards are escaped: "%" and "_" match only themselves.
    expect((await list(`search=${token}%25`)).pagination.totalItems).toBe(0);
    expect((await list(`search=${token}_`)).pagination.totalItems).toBe(0);
    const odd = await list(`search=${encodeURIComponent(`'); drop table competitions; -- \\ "`)}`);
    expect(odd.contests).toEqual([]);
    expect((await list('')).pagination.totalItems).toBeGreaterThanOrEqual(CONTENT.length);
    // Blank filters are the same as none.
    expect((await list(`search=${token}&status=&difficulty=&category=&type=`)).pagination.totalItems).toBe(5);
  });

  it('sorts by start date, title, prize pool and participants in both orders', async () => {
    const { token, id } = await insertSet();
    // In every order the one that is over (Charlie) comes after those that can still be joined.
    expect(titles((await list(`search=${token}`)).contests)).toEqual(['Alpha Servo Sprint', 'Echo Mixed Relay', 'Delta Lidar Dash', 'Bravo Planner Cup', 'Charlie Sumo Open']);
    expect(titles((await list(`search=${token}&sortBy=startDate&order=desc`)).contests)).toEqual(['Bravo Planner Cup', 'Delta Lidar Dash', 'Echo Mixed Relay', 'Alpha Servo Sprint', 'Charlie Sumo Open']);
    expect(titles((await list(`search=${token}&sortBy=title`)).contests)).toEqual(['Alpha Servo Sprint', 'Bravo Planner Cup', 'Delta Lidar Dash', 'Echo Mixed Relay', 'Charlie Sumo Open']);
    expect((await list(`search=${token}&sortBy=prizePool&order=desc`)).contests.map((c) => c.prizePool)).toEqual([5000, 1000, 200, 50, 0]);

    const [u1, u2] = [await signupUser(app), await signupUser(app)];
    for (const u of [u1, u2]) {
      const r = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('d')}/register`, headers: u.auth });
      expect(r.statusCode, r.body).toBe(200);
    }
    await app.inject({ method: 'POST', url: `/api/compete/contests/${id('b')}/register`, headers: u1.auth });
    const byParticipants = (await list(`search=${token}&sortBy=participants&order=desc`)).contests;
    expect(byParticipants.slice(0, 2).map((c) => [c.title, c.currentParticipants])).toEqual([
      ['Delta Lidar Dash', 2],
      ['Bravo Planner Cup', 1],
    ]);
  });
});

describe('pagination and validation', () => {
  it('pages with hasNext / hasPrev and answers an empty page past the end', async () => {
    const { token } = await insertSet();
    const p1 = await list(`search=${token}&limit=2`);
    expect(p1.pagination).toEqual({ current: 1, total: 3, hasNext: true, hasPrev: false, totalItems: 5 });
    const p3 = await list(`search=${token}&limit=2&page=3`);
    expect(p3.contests).toHaveLength(1);
    expect(p3.pagination).toEqual({ current: 3, total: 3, hasNext: false, hasPrev: true, totalItems: 5 });
    const p4 = await list(`search=${token}&limit=2&page=4`);
    expect(p4.contests).toEqual([]);
    expect(p4.pagination.hasNext).toBe(false);
    expect((await list('limit=50')).contests.length).toBeGreaterThanOrEqual(CONTENT.length);
  });

  it.each([
    'page=0',
    'page=-1',
    'page=abc',
    'limit=0',
    'limit=51',
    'limit=2.5',
    'sortBy=popularity',
    'order=up',
    'status=finished',
    'difficulty=easy',
    'category=Robot',
    'type=hackathon',
    `search=${'x'.repeat(201)}`,
  ])('refuses %s with 400 and a message', async (query) => {
    const res = await app.inject({ method: 'GET', url: `/api/compete/contests?${query}` });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ success: false, code: expect.any(String), message: expect.any(String) });
  });
});

describe('featured', () => {
  it('answers at most two featured competitions that have not ended, soonest first', async () => {
    const token = `zf${randomBytes(4).toString('hex')}`;
    const common = { type: 'contest', description: 'Featured test row.', category: 'AI', difficulty: 'Beginner', tags: [token], problems: [], isFeatured: true };
    await db.insert(competitions).values([
      { ...common, slug: `${token}-old`, title: 'Featured but over', startDate: at(-900 * DAY), endDate: at(-800 * DAY) },
      { ...common, slug: `${token}-live`, title: 'Featured and live', startDate: at(-700 * DAY), endDate: at(DAY) },
      { ...common, slug: `${token}-next`, title: 'Featured soon', startDate: at(-600 * DAY), endDate: at(2 * DAY) },
      { ...common, slug: `${token}-late`, title: 'Featured later', startDate: at(-500 * DAY), endDate: at(3 * DAY) },
    ]);
    const res = await app.inject({ method: 'GET', url: '/api/compete/contests/featured' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as Contest[];
    expect(data).toHaveLength(2);
    expect(titles(data)).toEqual(['Featured and live', 'Featured soon']);
    expect(data.every((c) => c.isFeatured && c.status !== 'completed' && c._id.length > 0)).toBe(true);
  });
});

describe('registration', () => {
  it('needs a token', async () => {
    const { id } = await insertSet();
    const res = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('b')}/register` });
    expect(res.statusCode).toBe(401);
  });

  it('registers once, counts real participants and marks the caller as registered', async () => {
    const { token, id } = await insertSet();
    const asha = await signupUser(app);
    const ravi = await signupUser(app);

    const first = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('b')}/register`, headers: asha.auth });
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toMatchObject({ success: true, message: 'Registered', data: { _id: id('b'), registered: true, currentParticipants: 1, status: 'upcoming' } });

    const again = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('b')}/register`, headers: asha.auth });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ success: false, message: 'You are already registered', code: 'ALREADY_REGISTERED' });

    const second = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('b')}/register`, headers: ravi.auth });
    expect(second.json().data.currentParticipants).toBe(2);
    const [rows] = await db.select({ n: count() }).from(competitionRegistrations).where(eq(competitionRegistrations.competitionId, id('b')));
    expect(rows!.n).toBe(2);

    // A live competition can be joined too.
    const live = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('a')}/register`, headers: ravi.auth });
    expect(live.statusCode).toBe(200);
    expect(live.json().data).toMatchObject({ status: 'live', registered: true, currentParticipants: 1 });
    // Unknown problem slugs in a set are dropped, known ones resolved.
    expect(live.json().data.problems).toEqual([{ slug: 'pid-controller-step', title: 'PID Controller Step', difficulty: 'easy' }]);

    const asAsha = await list(`search=${token}`, asha.auth);
    expect(asAsha.contests.filter((c) => c.registered).map((c) => c.title)).toEqual(['Bravo Planner Cup']);
    const anonymous = await list(`search=${token}`);
    expect(anonymous.contests.some((c) => c.registered)).toBe(false);
    expect(anonymous.contests.find((c) => c.title === 'Bravo Planner Cup')!.currentParticipants).toBe(2);
  });

  it('refuses a completed competition with 409 and an unknown one with 404', async () => {
    const { id } = await insertSet();
    const user = await signupUser(app);
    const ended = await app.inject({ method: 'POST', url: `/api/compete/contests/${id('c')}/register`, headers: user.auth });
    expect(ended.statusCode).toBe(409);
    expect(ended.json()).toMatchObject({ message: 'This competition has ended', code: 'COMPETITION_ENDED' });
    for (const bad of ['00000000-0000-4000-8000-000000000000', 'not-a-uuid']) {
      const res = await app.inject({ method: 'POST', url: `/api/compete/contests/${bad}/register`, headers: user.auth });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ success: false, message: 'Competition not found' });
    }
  });

  it('lets only one of two simultaneous registrations by the same user through', async () => {
    const { id } = await insertSet();
    const user = await signupUser(app);
    const results = await Promise.all(
      [0, 1, 2].map(() => app.inject({ method: 'POST', url: `/api/compete/contests/${id('d')}/register`, headers: user.auth })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
  });
});
