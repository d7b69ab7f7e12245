// Learning content: guides library, learning topics, prerequisites viewer, contribution programme
// and the profile sections that show a learner's applications and items.
import { expect, test, type Page, type Request } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const main = (page: Page) => page.locator('main');

test.describe('guides library', () => {
  test('shows statistics, the popular panel (5), tips (3) and a paginated list', async ({ page }) => {
    await page.goto('/roboguide');
    await expect(main(page).getByRole('heading', { level: 1, name: 'All Guides' })).toBeVisible();
    const stats = page.getByRole('definition').first();
    await expect(stats).toHaveText('33');
    const popular = main(page).locator('section', { has: page.getByRole('heading', { name: 'Popular guides' }) });
    await expect(popular.getByRole('listitem')).toHaveCount(5);
    const tips = main(page).locator('section', { has: page.getByRole('heading', { name: 'Getting started' }) });
    await expect(tips.getByRole('listitem')).toHaveCount(3);
    await expect(main(page).locator('article')).toHaveCount(12);
    await expect(main(page).getByText('Page 1 of 3')).toBeVisible();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('Page 2 of 3')).toBeVisible();
  });

  test('searches once, 500 ms after typing stops, and a filter change goes back to page 1', async ({ page }) => {
    await page.goto('/roboguide');
    await expect(main(page).locator('article')).toHaveCount(12);
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('Page 2 of 3')).toBeVisible();

    const searches: string[] = [];
    page.on('request', (r: Request) => {
      const url = new URL(r.url());
      if (url.pathname === '/api/guides' && url.searchParams.has('search')) searches.push(url.searchParams.get('search')!);
    });
    const box = main(page).getByRole('searchbox', { name: 'Search guides' });
    const answered = page.waitForResponse((r) => r.url().includes('search=aruco'));
    await box.pressSequentially('aruco', { delay: 80 });
    // Nothing is sent while typing...
    expect(searches).toEqual([]);
    // ...then one request for the whole word, on page 1.
    await answered;
    await page.waitForTimeout(700);
    expect(searches).toEqual(['aruco']);
    await expect(main(page).getByText(/^\d+ guides?$/)).toHaveText(/^[1-9] guides?$/);
    await expect(main(page).locator('article').getByRole('link', { name: /ArUco Marker Pose Estimation/ })).toBeVisible();
    await expect(main(page).getByText('Page 2 of')).toHaveCount(0);

    await box.fill('');
    await expect(main(page).getByText('Page 1 of 3')).toBeVisible();
    await main(page).getByRole('button', { name: 'Next' }).click();
    await expect(main(page).getByText('Page 2 of 3')).toBeVisible();
    await main(page).getByRole('combobox', { name: 'Difficulty' }).selectOption('Beginner');
    await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
    await expect(main(page).locator('article').filter({ hasNotText: 'Beginner' })).toHaveCount(0);
  });

  test('shows the empty state and the error banner', async ({ page }) => {
    await page.goto('/roboguide');
    await main(page).getByRole('searchbox', { name: 'Search guides' }).fill('zzzxqv');
    await expect(main(page).getByText('No guides found')).toBeVisible();

    await page.route('**/api/guides?*', (route) => route.fulfill({ status: 500, json: { success: false, message: 'Internal server error', code: 'INTERNAL' } }));
    await page.goto('/roboguide');
    await expect(main(page).getByRole('alert')).toContainText('Internal server error');
    await expect(main(page).getByRole('button', { name: 'Try again' })).toBeVisible();
  });

  test('shows a loading state while the list loads', async ({ page }) => {
    await page.route('**/api/guides?*', async (route) => {
      await new Promise((r) => setTimeout(r, 1500));
      await route.continue();
    });
    await page.goto('/roboguide');
    await expect(main(page).getByRole('status').filter({ hasText: 'Loading guides...' })).toBeVisible();
    await expect(main(page).locator('article').first()).toBeVisible();
  });

  test('category pages filter, an unknown category is Category Not Found', async ({ page }) => {
    await page.goto('/roboguide/slam');
    await expect(main(page).getByRole('heading', { level: 1, name: 'SLAM Guides' })).toBeVisible();
    await expect(main(page).locator('article').first()).toBeVisible();
    await expect(main(page).locator('article').filter({ hasNotText: 'SLAM' })).toHaveCount(0);

    await page.goto('/roboguide/cooking');
    await expect(main(page).getByText('Category Not Found')).toBeVisible();
    await main(page).getByRole('link', { name: 'All Guides' }).click();
    await expect(page).toHaveURL('/roboguide');
  });

  test('popular page and liking from the list, once per visitor', async ({ page }) => {
    await page.goto('/roboguide/popular');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Popular Guides' })).toBeVisible();
    await expect(main(page).getByText('Most viewed and liked robotics guides')).toBeVisible();
    await page.goto('/roboguide/hardware');
    const like = main(page).getByRole('button', { name: /^Like Designing a Safe Power System/ });
    const before = Number((await like.getAttribute('aria-label'))!.match(/\((\d+) likes\)/)![1]);
    await like.click();
    await expect(main(page).getByRole('button', { name: new RegExp(`\\(${before + 1} likes\\)`) }).first()).toBeVisible();
    await main(page).getByRole('button', { name: /^Like Designing a Safe Power System/ }).click();
    await page.waitForTimeout(500);
    await expect(main(page).getByRole('button', { name: /^Like Designing a Safe Power System/ })).toHaveAttribute('aria-label', new RegExp(`\\(${before + 1} likes\\)`));
  });

  test.describe('guide page', () => {
    test.use({ permissions: ['clipboard-read', 'clipboard-write'] });

    test('has Content, Resources and FAQ tabs, copyable code and counts a view', async ({ page, request }) => {
      const id = 'pid-controller-cpp-anti-windup';
      const before = (await (await request.get(`/api/guides/${id}`)).json()).data.views as number;
      await page.goto(`/roboguide/guide/${id}`);
      await expect(main(page).getByRole('heading', { level: 1, name: /Robust PID Controller/ })).toBeVisible();
      await expect(main(page).getByRole('tab', { name: 'Content', selected: true })).toBeVisible();
      await expect(main(page).getByRole('heading', { name: 'What is it?' })).toBeVisible();

      const copy = main(page).getByRole('button', { name: /^Copy / }).first();
      const copied = main(page).getByText('Copied!');
      const t0 = Date.now();
      await copy.click();
      await expect(copied).toBeVisible();
      // Still shown just before 2 s, gone shortly after.
      await page.waitForTimeout(Math.max(0, 1500 - (Date.now() - t0)));
      expect(await copied.count()).toBe(1);
      await expect(copied).toHaveCount(0, { timeout: 2000 });
      expect(Date.now() - t0).toBeGreaterThanOrEqual(1900);
      expect(await page.evaluate(() => navigator.clipboard.readText())).toContain('class');

      await main(page).getByRole('tab', { name: 'Resources' }).click();
      const link = main(page).getByRole('tabpanel').getByRole('link').first();
      await expect(link).toHaveAttribute('target', '_blank');
      await main(page).getByRole('tab', { name: 'FAQ' }).click();
      await expect(main(page).getByRole('tabpanel').locator('dt').first()).toBeVisible();

      await expect.poll(async () => (await (await request.get(`/api/guides/${id}`)).json()).data.views).toBe(before + 1);
    });

    test('an unknown guide shows Guide Not Found with Back to Guides', async ({ page }) => {
      await page.goto('/roboguide/guide/no-such-guide');
      await expect(main(page).getByRole('heading', { name: 'Guide Not Found' })).toBeVisible();
      await expect(main(page).getByText('Guide not found', { exact: true })).toBeVisible();
      await main(page).getByRole('link', { name: 'Back to Guides' }).click();
      await expect(page).toHaveURL('/roboguide');
    });
  });
});

test.describe('learning topics and prerequisites', () => {
  test('topic list, topic page, prerequisites list and detail with the back-button rules', async ({ page }) => {
    await page.goto('/learning');
    await expect(main(page).getByRole('heading', { name: 'SLAM', exact: true })).toBeVisible();
    await main(page).getByRole('link', { name: /^ROS 2/ }).click();
    await expect(page).toHaveURL('/learning/ros2');
    await expect(main(page).getByRole('heading', { name: 'Why it matters for your robotics career' })).toBeVisible();
    await expect(main(page).getByRole('link', { name: 'Mobile Robotics Engineer Roadmap' })).toHaveAttribute('href', '/roadmap/mobile-Robotics');
    await main(page).getByRole('link', { name: 'View prerequisites' }).click();
    await expect(page).toHaveURL('/learning/ros2/prerequisites');
    await expect(main(page).getByRole('heading', { level: 1, name: 'Prerequisites for ROS 2' })).toBeVisible();
    await main(page).getByRole('link', { name: 'Learn more about Linux and the Command Line' }).click();
    await expect(page).toHaveURL('/learning/ros2/prerequisites/linux-command-line');
    await expect(main(page).getByRole('heading', { name: 'Overview' })).toBeVisible();
    await main(page).getByRole('button', { name: 'Back to prerequisites' }).click();
    await expect(page).toHaveURL('/learning/ros2/prerequisites');
    await main(page).getByRole('button', { name: 'Back to ROS 2' }).click();
    await expect(page).toHaveURL('/learning/ros2');
  });

  test('an unknown topic shows Topic Not Found', async ({ page }) => {
    await page.goto('/learning/cooking');
    await expect(main(page).getByText('Topic Not Found')).toBeVisible();
  });

  test('HTTP failures, network failures, loading and the empty state', async ({ page }) => {
    await page.goto('/learning/cooking/prerequisites');
    await expect(main(page).getByRole('heading', { name: 'Unable to Load Prerequisites' })).toBeVisible();
    await expect(main(page).getByText('Failed to fetch prerequisites: HTTP 404')).toBeVisible();
    await main(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/learning/cooking');

    await page.goto('/learning/ros2/prerequisites/no-such-key');
    await expect(main(page).getByText('Failed to fetch prerequisite: HTTP 404')).toBeVisible();
    await main(page).getByRole('button', { name: 'Go Back' }).click();
    await expect(page).toHaveURL('/learning/ros2/prerequisites');

    await page.route('**/api/learning/ros1/prerequisites', (route) => route.abort());
    await page.goto('/learning/ros1/prerequisites');
    await expect(main(page).getByText('Unable to load prerequisite information. Please try again later.')).toBeVisible();

    await page.route('**/api/learning/ros2/prerequisites', async (route) => {
      await new Promise((r) => setTimeout(r, 1200));
      await route.fulfill({ json: { success: true, prerequisites: [], parentTopic: { slug: 'ros2', title: 'ROS 2' }, message: 'ok' } });
    });
    await page.goto('/learning/ros2/prerequisites');
    await expect(main(page).getByText('Loading prerequisites...')).toBeVisible();
    await expect(main(page).getByText('No Prerequisites Required')).toBeVisible();
  });
});

test.describe('contribution programme', () => {
  test('programme list, detail tabs, expandable domains and the way back', async ({ page }) => {
    await page.goto('/contribution');
    await main(page).getByRole('button', { name: 'View Full Guide for Graphic Designer' }).click();
    await expect(main(page).getByRole('tab', { name: 'Guidebook', selected: true })).toBeVisible();
    await main(page).getByRole('tab', { name: 'Process' }).click();
    await expect(main(page).getByText(/Timeframe:/).first()).toBeVisible();
    await main(page).getByRole('tab', { name: 'Domains' }).click();
    const domain = main(page).getByRole('tabpanel').getByRole('button').first();
    await expect(domain).toHaveAttribute('aria-expanded', 'false');
    await domain.click();
    await expect(domain).toHaveAttribute('aria-expanded', 'true');
    await expect(main(page).getByRole('list', { name: /topics$/ })).toBeVisible();
    await domain.click();
    await expect(main(page).getByRole('list', { name: /topics$/ })).toHaveCount(0);
    await main(page).getByRole('button', { name: 'Back to Programs' }).click();
    await expect(main(page).getByRole('button', { name: 'Get Started as Video Creator' })).toBeVisible();
  });

  test('the form enforces its rules; a signed-in application shows on the profile', async ({ page, request }) => {
    const user = await apiSignup(request);
    await loginAs(page, user, '/contribution');
    await main(page).getByRole('button', { name: 'Get Started as Video Creator' }).click();
    const form = main(page).getByRole('form', { name: 'Application form' });
    const submit = form.getByRole('button', { name: 'Submit application' });
    await expect(submit).toBeDisabled();
    await form.getByLabel('Full Name *').fill('');
    await form.getByRole('checkbox').first().check();
    await expect(submit).toBeEnabled();
    await form.getByLabel('Email Address *').fill('not-an-email');
    await submit.click();
    await expect(form.getByText('Full Name is required')).toBeVisible();
    await expect(form.getByText('Please enter a valid email address')).toBeVisible();
    await expect(form.getByText('Please select your experience level')).toBeVisible();

    await form.getByRole('button', { name: 'Add portfolio link' }).click();
    await expect(form.getByLabel('URL 2')).toBeVisible();
    await form.getByRole('button', { name: 'Remove portfolio link 2' }).click();
    await expect(form.getByLabel('URL 2')).toHaveCount(0);
    await expect(form.getByLabel('Additional information')).toHaveAttribute('rows', '6');

    await form.getByLabel('Full Name *').fill('Priya Nair');
    await form.getByLabel('Email Address *').fill('priya@example.com');
    await form.getByLabel('Phone Number *').fill('+91 98765 43210');
    await form.getByLabel('Experience Level *').selectOption('intermediate');
    await form.getByLabel('Platform 1').fill('YouTube');
    await form.getByLabel('URL 1').fill('https://youtube.com/@priya');
    await submit.click();
    await expect(page.getByText('Application submitted successfully!')).toBeVisible();
    await expect(main(page).getByRole('button', { name: 'Get Started as Video Creator' })).toBeVisible();

    await page.goto('/profile');
    const apps = main(page).locator('section', { has: page.getByRole('heading', { name: 'My applications' }) });
    await expect(apps.getByText('Video Creator')).toBeVisible();
    const learning = main(page).locator('section', { has: page.getByRole('heading', { name: 'My learning' }) });
    await expect(learning.getByText('Nothing here yet')).toBeVisible();
  });

  test('loading errors show Error Loading Data with Try Again', async ({ page }) => {
    await page.route('**/api/contribution-types', (route) => route.abort());
    await page.goto('/contribution');
    await expect(main(page).getByRole('heading', { name: 'Error Loading Data' })).toBeVisible();
    await expect(main(page).getByText('Network error. Please try again.')).toBeVisible();
    await page.unroute('**/api/contribution-types');
    await page.route('**/api/contribution-types', (route) => route.fulfill({ status: 502, body: 'Bad gateway' }));
    await main(page).getByRole('button', { name: 'Try Again' }).click();
    await expect(main(page).getByText('Failed to fetch contribution types')).toBeVisible();
  });
});
