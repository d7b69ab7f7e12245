// Accessibility of the feature pages: axe finds no serious or critical violations in the main content in
// either theme, and no page scrolls sideways at phone width. (The shell and public pages have their own
// checks in shell.spec.ts and public-pages.spec.ts.)
import AxeBuilder from '@axe-core/playwright';
import { expect, test } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const PAGES: { path: string; heading: RegExp }[] = [
  { path: '/learning', heading: /Learning Topics/ },
  { path: '/learning/ros2', heading: /ROS 2/ },
  { path: '/learning/ros2/prerequisites', heading: /Prerequisites for/ },
  { path: '/roboguide', heading: /All Guides/ },
  { path: '/roboguide/popular', heading: /Popular Guides/ },
  { path: '/courses', heading: /^Courses$/ },
  { path: '/roadmaps', heading: /Career Roadmaps/ },
  { path: '/roadmap/mobile-Robotics', heading: /./ },
  { path: '/events', heading: /^Events$/ },
  { path: '/practice', heading: /Sharpen your robotics code/ },
  { path: '/practice/python', heading: /Python practice/ },
  { path: '/practice/python/problem/gear-train-ratio', heading: /Gear Train Ratio/ },
  { path: '/practice/robotics-challenge', heading: /challenge/i },
  { path: '/practice/robotics-challenge/mobile-robotics', heading: /Mobile Robotics Mastery Challenge/ },
  { path: '/leaderboard', heading: /Leaderboard/ },
  { path: '/practice/robotics-challenge/tournaments', heading: /Tournaments/ },
  { path: '/practice/robotics-challenge/gallery', heading: /Bot Gallery/ },
  { path: '/compete', heading: /Compete & Win/ },
  { path: '/contribution', heading: /./ },
  { path: '/cart', heading: /Your Cart/ },
  { path: '/profile', heading: /Test Learner/ },
  { path: '/payment-history', heading: /Payment History/ },
];

for (const theme of ['dark', 'light'] as const) {
  test(`axe: feature pages have no serious or critical violations (${theme})`, async ({ page, request }) => {
    test.setTimeout(180_000);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    await loginAs(page, await apiSignup(request), '/');
    const found: string[] = [];
    for (const { path, heading } of PAGES) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
      await page.waitForLoadState('networkidle');
      const results = await new AxeBuilder({ page }).include('main').analyze();
      for (const v of results.violations) {
        if (v.impact !== 'serious' && v.impact !== 'critical') continue;
        found.push(`${path}: ${v.id} ${v.nodes.map((n) => n.target.join(' ')).slice(0, 4).join(', ')}`);
      }
    }
    expect(found, found.join('\n')).toEqual([]);
  });
}

test('no feature page scrolls sideways at phone width (390 px)', async ({ page, request }) => {
  test.setTimeout(120_000);
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page, await apiSignup(request), '/');
  const wide: string[] = [];
  for (const { path, heading } of PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: heading }).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
    if (overflow > 0) wide.push(`${path}: ${overflow}px`);
  }
  expect(wide).toEqual([]);
});
