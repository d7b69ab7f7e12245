// The challenge arena in the browser: every view, earning points once, the leaderboard, tournament
// joins and bot likes. Tournaments used here have dates relative to the (fresh) server's first start.
import { expect, test, type Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const main = (page: Page) => page.locator('main');
const ACTIVE = 'MoveIt 2 Pick-and-Place Speed Cup';
const UPCOMING = 'Autonomous Drone Gate Racing (Simulation)';

test('the overview and every view render for a guest, and an unknown slug shows not found', async ({ page }) => {
  for (const path of ['/practice/robotics-challenge', '/botarena/robotics-challenge', '/practice/robotics-challenge/robotics-challenge']) {
    await page.goto(path);
    await expect(main(page).getByRole('heading', { name: 'Robotics Challenges' })).toBeVisible();
    for (const name of ['Mobile Robotics Mastery Challenge', 'Industrial Robotics and Swarm Systems Challenge', '30-Day AI/ML Mastery Challenge']) {
      await expect(main(page).getByRole('heading', { name })).toBeVisible();
    }
  }
  await main(page).getByRole('link', { name: /Open checklist: Industrial Robotics/ }).click();
  await expect(page).toHaveURL(/\/practice\/robotics-challenge\/industrial-robotics$/);
  await expect(main(page).getByRole('heading', { name: 'Week 1: Manipulator kinematics' })).toBeVisible();

  for (const [slug, name] of [['mobile-robotics', 'Mobile Robotics Mastery Challenge'], ['ai-ml-engineer', '30-Day AI/ML Mastery Challenge']]) {
    await page.goto(`/practice/robotics-challenge/${slug}`);
    await expect(main(page).getByRole('heading', { level: 1, name })).toBeVisible();
    await expect(main(page).getByRole('progressbar', { name: 'Challenge progress' })).toBeVisible();
  }

  const nav = main(page).getByRole('navigation', { name: 'Challenge arena' });
  await nav.getByRole('link', { name: 'Leaderboard' }).click();
  await expect(main(page).getByRole('heading', { name: 'Leaderboard' })).toBeVisible();
  await nav.getByRole('link', { name: 'Tournaments' }).click();
  await expect(main(page).getByRole('heading', { name: 'Active tournaments' })).toBeVisible();
  await expect(main(page).getByRole('heading', { name: 'Upcoming tournaments' })).toBeVisible();
  await nav.getByRole('link', { name: 'Gallery' }).click();
  await expect(main(page).getByRole('heading', { name: 'Bot Gallery' })).toBeVisible();
  for (const c of ['Humanoid', 'Industrial', 'Medical', 'Educational', 'Research', 'Entertainment', 'Agricultural', 'Military']) {
    await expect(main(page).getByRole('button', { name: new RegExp(`^${c} \\d+ bots?$`) })).toBeVisible();
  }
  // A tile filters the gallery to its category.
  await main(page).getByRole('button', { name: /^Agricultural/ }).click();
  await expect(main(page).getByTestId('bot-card')).toHaveCount(1);
  await expect(main(page).getByRole('heading', { name: 'Solar Weeding Rover' })).toBeVisible();

  await page.goto('/practice/robotics-challenge/underwater-robotics');
  await expect(main(page).getByText('This challenge was not found')).toBeVisible();
  await main(page).getByRole('link', { name: 'Back to the challenges' }).click();
  await expect(main(page).getByRole('heading', { name: 'Robotics Challenges' })).toBeVisible();
});

test('a learner ticks a task, sees the points and their rank, and a repeat tick adds nothing', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/practice/robotics-challenge/mobile-robotics');
  const task = main(page).getByLabel(/Derive the forward kinematics of a differential-drive robot/);
  await expect(main(page).getByTestId('earned-points')).toHaveText('0');
  await task.check();
  await expect(page.getByText('+20 points')).toBeVisible();
  await expect(main(page).getByTestId('earned-points')).toHaveText('20');
  await expect(main(page).getByTestId('ticked-count')).toHaveText('1');

  // Unticking is local only; ticking again earns nothing new.
  await task.uncheck();
  await expect(main(page).getByTestId('ticked-count')).toHaveText('0');
  await expect(main(page).getByTestId('earned-points')).toHaveText('20');
  await task.check();
  await expect(page.getByText('Already counted')).toBeVisible();
  await expect(main(page).getByTestId('earned-points')).toHaveText('20');

  // The ticks survive a reload (kept per challenge in local storage).
  await page.reload();
  await expect(main(page).getByLabel(/Derive the forward kinematics/)).toBeChecked();

  await page.goto('/leaderboard');
  await expect(main(page).getByTestId('my-standing')).toContainText(/Rank #\d+ · 20 points/);
  const row = main(page).getByTestId('leaderboard-row').filter({ hasText: session.name });
  await expect(row).toContainText('20 pts');
  await expect(row).toContainText(/#\d+/);

  const answer = await request.get(`/api/leaderboard/user/${session.id}`);
  expect((await answer.json()).data.totalPoints).toBe(20);

  // The profile shows the same standing and the challenge's progress.
  await page.goto('/profile');
  const arena = page.getByRole('region', { name: 'Challenge arena' });
  await expect(arena.getByText(/1 of \d+ tasks · 20 of \d+ points/)).toBeVisible();
  await expect(arena.getByRole('definition').filter({ hasText: /^#\d+$/ })).toBeVisible();
  await expect(arena.getByRole('progressbar', { name: 'Mobile Robotics Mastery Challenge progress' })).toBeVisible();
});

test('a guest cannot earn points and is sent to log in', async ({ page }) => {
  await page.goto('/practice/robotics-challenge/ai-ml-engineer');
  const task = main(page).getByLabel(/Implement linear regression with batch gradient descent/);
  await task.click();
  await expect(task).not.toBeChecked();
  await expect(main(page).getByRole('alert')).toContainText('Please log in to earn points');
  await main(page).getByRole('link', { name: 'Log in' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
});

test('joining an active tournament shows the success message, then Joined; upcoming ones are Coming Soon', async ({ page, request }) => {
  // A guest is asked to log in first.
  await page.goto('/practice/robotics-challenge/tournaments');
  const guestCard = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: ACTIVE }) });
  await guestCard.getByRole('button', { name: 'Join' }).click();
  await expect(guestCard.getByRole('alert')).toContainText('Please login to join tournaments');

  const session = await apiSignup(request);
  await loginAs(page, session, '/practice/robotics-challenge/tournaments');
  const card = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: ACTIVE }) });
  const before = Number((await card.getByTestId('participants').textContent())!.split(' ')[0]);
  await card.getByRole('button', { name: 'Join' }).click();
  await expect(card.getByRole('status')).toHaveText('Successfully joined tournament!');
  await expect(card.getByRole('button', { name: 'Joined' })).toBeDisabled();
  await expect(card.getByTestId('participants')).toContainText(`${before + 1} /`);

  const upcoming = main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: UPCOMING }) });
  await expect(upcoming.getByRole('button', { name: 'Coming Soon' })).toBeDisabled();

  await page.reload();
  await expect(main(page).getByRole('listitem').filter({ has: page.getByRole('heading', { name: ACTIVE }) }).getByRole('button', { name: 'Joined' })).toBeDisabled();
});

test('liking a bot updates its count', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/practice/robotics-challenge/gallery');
  const card = main(page).getByTestId('bot-card').filter({ hasText: 'Hexapod Explorer' });
  const count = card.getByTestId('like-count');
  await expect(count).toHaveText(/\d+/);
  const before = Number(await count.textContent());
  await card.getByRole('button', { name: /^Like Hexapod Explorer/ }).click();
  await expect(count).toHaveText(String(before + 1));
  await expect(card.getByRole('button', { name: /^Unlike Hexapod Explorer/ })).toHaveAttribute('aria-pressed', 'true');
  await card.getByRole('button', { name: /^Unlike Hexapod Explorer/ }).click();
  await expect(count).toHaveText(String(before));
});

test('/leaderboard needs a login', async ({ page }) => {
  await page.goto('/leaderboard');
  await expect(page).toHaveURL(/\/login$/);
});
