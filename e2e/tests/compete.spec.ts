// /compete in the browser: real counts, filters, tabs and search going back to page 1, pagination,
// registering and joining, the error state with Try Again, the login guard and the home page tile.
// Expected numbers come from the API, never from the content's dates.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import type { Contest, ContestListResponse } from '@robo/contracts';
import { apiSignup, loginAs } from '../support/api.ts';

const main = (page: Page) => page.locator('main');
const grid = (page: Page) => main(page).getByTestId('contest-grid');
const cards = (page: Page) => grid(page).getByTestId('contest-card');

async function apiList(request: APIRequestContext, query: Record<string, string> = {}, token?: string) {
  const res = await request.get(`/api/compete/contests?${new URLSearchParams(query)}`, {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(res.status()).toBe(200);
  return ((await res.json()) as ContestListResponse).data;
}

const foundText = (n: number) => `${n} ${n === 1 ? 'competition' : 'competitions'} found`;

test('renders the hero total, tab counts, featured items and a full first page from the API', async ({ page, request }) => {
  const session = await apiSignup(request);
  const all = await apiList(request);
  const featured = (await (await request.get('/api/compete/contests/featured')).json()).data as Contest[];
  await loginAs(page, session, '/compete');

  await expect(main(page).getByRole('heading', { level: 1, name: 'Compete & Win' })).toBeVisible();
  await expect(main(page).getByTestId('hero-total')).toHaveText(`${all.pagination.totalItems} competitions`);
  await expect(main(page).getByText('50+')).toHaveCount(0);
  await expect(main(page).getByRole('tab', { name: `All ${all.counts.all}` })).toHaveAttribute('aria-selected', 'true');
  await expect(main(page).getByRole('tab', { name: `Contests ${all.counts.contest}` })).toBeVisible();
  await expect(main(page).getByRole('tab', { name: `Tournaments ${all.counts.tournament}` })).toBeVisible();
  await expect(main(page).getByRole('tab', { name: `Challenges ${all.counts.challenge}` })).toBeVisible();
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(all.pagination.totalItems));
  await expect(cards(page)).toHaveCount(all.contests.length);
  await expect(cards(page).first().getByRole('heading')).toHaveText(all.contests[0]!.title);

  expect(featured.length).toBeLessThanOrEqual(2);
  await expect(main(page).getByTestId('featured').getByTestId('contest-card')).toHaveCount(featured.length);
  for (const f of featured) await expect(main(page).getByTestId('featured').getByRole('heading', { name: f.title })).toBeVisible();
});

test('tabs, status, difficulty, category and search narrow the list and go back to page 1', async ({ page, request }) => {
  const session = await apiSignup(request);
  const all = await apiList(request);
  expect(all.pagination.total, 'the content fills a second page').toBeGreaterThanOrEqual(2);
  await loginAs(page, session, '/compete');

  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByText(`Page 2 of ${all.pagination.total}`)).toBeVisible();
  await expect(page).toHaveURL(/page=2/);

  await main(page).getByLabel('Difficulty').selectOption('Beginner');
  await expect(page).not.toHaveURL(/page=/);
  const beginner = await apiList(request, { difficulty: 'Beginner' });
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(beginner.pagination.totalItems));
  await expect(cards(page)).toHaveCount(beginner.contests.length);
  for (const c of await cards(page).all()) await expect(c.getByText('Beginner', { exact: true })).toBeVisible();

  await main(page).getByRole('tab', { name: /^Challenges/ }).click();
  const beginnerChallenges = await apiList(request, { difficulty: 'Beginner', type: 'challenge' });
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(beginnerChallenges.pagination.totalItems));
  await expect(main(page).getByRole('tab', { name: `Challenges ${beginner.counts.challenge}` })).toHaveAttribute('aria-selected', 'true');
  await expect(cards(page)).toHaveCount(beginnerChallenges.contests.length);
  await expect(page).toHaveURL(/type=challenge/);

  await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
  await main(page).getByRole('tab', { name: /^All/ }).click();
  await main(page).getByLabel('Status').selectOption('live');
  const live = await apiList(request, { status: 'live' });
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(live.pagination.totalItems));
  for (const c of await cards(page).all()) await expect(c.getByText('Live Now')).toBeVisible();

  await main(page).getByLabel('Status').selectOption('');
  await main(page).getByLabel('Category').selectOption('Computer Vision');
  const vision = await apiList(request, { category: 'Computer Vision' });
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(vision.pagination.totalItems));
  await expect(cards(page)).toHaveCount(vision.contests.length);

  await main(page).getByLabel('Category').selectOption('');
  const target = all.contests[3]!;
  await main(page).getByLabel('Search competitions').fill(target.slug);
  await expect(cards(page)).toHaveCount(1);
  await expect(cards(page).getByRole('heading')).toHaveText(target.title);
  await expect(page).toHaveURL(new RegExp(`search=${target.slug}`));

  await main(page).getByLabel('Search competitions').fill('no such competition anywhere');
  await expect(main(page).getByText('No competitions match your filters')).toBeVisible();
  await main(page).getByRole('button', { name: 'Clear filters' }).last().click();
  await expect(main(page).getByTestId('results-count')).toHaveText(foundText(all.pagination.totalItems));
});

test('paginates 12 per page with Previous and Next', async ({ page, request }) => {
  const session = await apiSignup(request);
  const first = await apiList(request);
  expect(first.pagination.total, 'the content fills a second page').toBeGreaterThanOrEqual(2);
  const second = await apiList(request, { page: '2' });
  await loginAs(page, session, '/compete');

  await expect(cards(page)).toHaveCount(12);
  await expect(main(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByText(`Page 2 of ${first.pagination.total}`)).toBeVisible();
  await expect(cards(page)).toHaveCount(second.contests.length);
  await expect(cards(page).first().getByRole('heading')).toHaveText(second.contests[0]!.title);
  await main(page).getByRole('button', { name: 'Previous' }).click();
  await expect(main(page).getByText(`Page 1 of ${first.pagination.total}`)).toBeVisible();
  await expect(cards(page).first().getByRole('heading')).toHaveText(first.contests[0]!.title);
});

test('registering for an upcoming competition shows Registered and raises the real count', async ({ page, request }) => {
  const session = await apiSignup(request);
  const upcoming = await apiList(request, { status: 'upcoming', sortBy: 'startDate', order: 'desc' });
  const target = upcoming.contests[0];
  expect(target, 'an upcoming competition in the content').toBeTruthy();
  await loginAs(page, session, `/compete?search=${target!.slug}`);

  const card = cards(page).filter({ has: page.getByRole('heading', { name: target!.title }) });
  await expect(card.getByText('Starts Soon')).toBeVisible();
  const before = Number((await card.getByTestId('participants').textContent())!.replace(/\D/g, ''));
  await card.getByRole('button', { name: /^Register/ }).click();
  await expect(card.getByRole('button', { name: /^Registered/ })).toBeDisabled();
  await expect(card.getByTestId('participants')).toHaveText(new RegExp(`^${before + 1} participants?$`));

  // The server agrees after a reload.
  await page.reload();
  await expect(card.getByRole('button', { name: /^Registered/ })).toBeDisabled();
  const again = await request.post(`/api/compete/contests/${target!._id}/register`, { headers: { authorization: `Bearer ${session.token}` } });
  expect(again.status()).toBe(409);
});

test('joining a live contest opens its problem set', async ({ page, request }) => {
  const session = await apiSignup(request);
  const live = (await apiList(request, { status: 'live', limit: '50' })).contests.find((c) => c.problems.length > 0);
  expect(live, 'a live contest with a problem set in the content').toBeTruthy();
  await loginAs(page, session, `/compete?search=${live!.slug}`);

  const card = cards(page).filter({ has: page.getByRole('heading', { name: live!.title }) });
  await expect(card.getByText('Live Now')).toBeVisible();
  await expect(card.getByRole('link')).toHaveCount(0);
  await card.getByRole('button', { name: /^Join Now/ }).click();
  await expect(card.getByRole('button', { name: /^Registered/ })).toBeDisabled();
  const first = live!.problems[0]!;
  await card.getByRole('link', { name: first.title }).click();
  await expect(page).toHaveURL(`/practice/cpp/problem/${first.slug}`);
});

test('shows the error state when the list fails and recovers with Try Again', async ({ page, request }) => {
  const session = await apiSignup(request);
  let failures = 0;
  await page.route(/\/api\/compete\/contests\?/, async (route) => {
    if (failures === 0) {
      failures += 1;
      await route.fulfill({ status: 500, contentType: 'application/json', body: JSON.stringify({ success: false, message: 'Internal error', code: 'INTERNAL' }) });
    } else {
      await route.continue();
    }
  });
  await loginAs(page, session, '/compete');

  const alert = main(page).getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Error Loading Competitions' })).toBeVisible();
  await expect(alert.getByText('Failed to fetch contests', { exact: true })).toBeVisible();
  await alert.getByRole('button', { name: 'Try Again' }).click();
  await expect(cards(page).first()).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveCount(0);
  expect(failures).toBe(1);
});

test('/compete requires login', async ({ page }) => {
  await page.goto('/compete');
  await expect(page).toHaveURL(/\/login$/);
});

test('the home page tile shows the real live (or next) competition and links to /compete', async ({ page, request }) => {
  const live = await apiList(request, { status: 'live', limit: '1' });
  const next = live.contests[0] ?? (await apiList(request, { status: 'upcoming', limit: '1' })).contests[0];
  expect(next, 'a live or upcoming competition in the content').toBeTruthy();
  await page.goto('/');
  const tile = page.getByTestId('home-contest-tile');
  await expect(tile.getByText(next!.title)).toBeVisible();
  await expect(tile.getByText(next!.status === 'live' ? 'Live Now' : 'Starts Soon')).toBeVisible();
  await expect(tile.getByText(`${next!.currentParticipants} registered`)).toBeVisible();
  await tile.getByRole('link', { name: /See all competitions/ }).click();
  await expect(page).toHaveURL(/\/login$/);
});
