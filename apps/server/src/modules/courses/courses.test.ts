// Courses catalogue: filters, search, pagination bounds, detail, 404 and enrolment flag.
import { describe, expect, it } from 'vitest';
import { grantEntitlement } from '../../lib/entitlements.ts';
import { createTestApp, signupUser } from '../../test/helper.ts';

const { app, database } = await createTestApp();

type List = { courses: { id: string; category: string; level: string; price: number; discountPrice: number | null; enrolled: boolean }[]; pagination: { total: number; pages: number; page: number }; categories: string[] };
const list = async (qs = '', headers?: Record<string, string>) => {
  const res = await app.inject({ method: 'GET', url: `/api/courses${qs}`, ...(headers && { headers }) });
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as List;
};

describe('GET /api/courses', () => {
  it('pages through every seeded course', async () => {
    const first = await list('?limit=10');
    expect(first.pagination).toMatchObject({ total: 15, pages: 2, page: 1 });
    const second = await list('?limit=10&page=2');
    expect(new Set([...first.courses, ...second.courses].map((c) => c.id)).size).toBe(15);
    expect(first.categories).toContain('ROS');
    expect((await app.inject({ method: 'GET', url: '/api/courses?limit=51' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/courses?page=0' })).statusCode).toBe(400);
    expect((await app.inject({ method: 'GET', url: '/api/courses?level=Expert' })).statusCode).toBe(400);
  });

  it('filters by category and level and searches words and instructors', async () => {
    const ros = await list('?category=ROS');
    expect(ros.courses.map((c) => c.id).sort()).toEqual(['moveit2-robot-arm', 'nav2-autonomous-navigation', 'ros2-fundamentals']);
    const beginnerRos = await list('?category=ROS&level=Beginner');
    expect(beginnerRos.courses.map((c) => c.id)).toEqual(['ros2-fundamentals']);
    expect((await list('?search=lidar')).courses.map((c) => c.id)).toContain('slam-lidar-visual');
    expect((await list('?search=Kavya')).courses.map((c) => c.id).sort()).toEqual(['nav2-autonomous-navigation', 'slam-lidar-visual']);
    expect((await list('?search=zzqqxx')).pagination.total).toBe(0);
    const cheap = await list('?sort=price-asc&limit=1');
    expect(cheap.courses[0]!.id).toBe('robotics-math-primer');
  });
});

describe('GET /api/courses/:id', () => {
  it('answers the syllabus, 404 for unknown ids and enrolled for owners', async () => {
    const guest = await app.inject({ method: 'GET', url: '/api/courses/ros2-fundamentals' });
    expect(guest.statusCode).toBe(200);
    expect(guest.json().data).toMatchObject({ id: 'ros2-fundamentals', price: 199900, discountPrice: 149900, enrolled: false });
    expect(guest.json().data.syllabus.length).toBeGreaterThan(0);
    const missing = await app.inject({ method: 'GET', url: '/api/courses/basket-weaving' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Course not found');

    const user = await signupUser(app);
    await database.db.transaction((tx) => grantEntitlement(tx, { userId: user.user.id, itemType: 'course', itemId: 'ros2-fundamentals', source: 'purchase' }));
    const mine = await app.inject({ method: 'GET', url: '/api/courses/ros2-fundamentals', headers: user.auth });
    expect(mine.json().data.enrolled).toBe(true);
    expect((await list('?category=ROS', user.auth)).courses.find((c) => c.id === 'ros2-fundamentals')!.enrolled).toBe(true);
  });
});
