import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const roadmapMenu = (page: Page) => page.getByRole('menu', { name: 'Roadmap' });

/** Stops the page's clock so timers only move with clock.runFor, whatever the machine's load. */
async function freezeClock(page: Page) {
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 1000));
}

test.describe('top navigation', () => {
  // The exact 150 ms delay is checked in nav-dropdown.test.tsx with fake timers.
  test('dropdown opens on hover, survives the trip into the menu, and closes after the pointer leaves', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Roadmap' }).hover();
    await expect(roadmapMenu(page)).toBeVisible();
    await expect(roadmapMenu(page).getByRole('menuitem')).toHaveCount(5);
    await roadmapMenu(page).getByRole('menuitem', { name: /AI Engineer/ }).hover();
    await expect(roadmapMenu(page)).toBeVisible();
    await page.mouse.move(900, 700);
    await expect(roadmapMenu(page)).toBeHidden();
  });

  test('dropdowns work from the keyboard', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Compete' }).focus();
    await page.keyboard.press('Enter');
    const menu = page.getByRole('menu', { name: 'Compete' });
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem', { name: /Robotics Challenge/ })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Compete' })).toBeFocused();
    // ArrowDown opens the menu on its first item; a second moves on.
    await page.keyboard.press('ArrowDown');
    await expect(menu.getByRole('menuitem').first()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL('/practice/robotics-challenge');
  });

  test('the navbar gains a background after 50 px of scroll', async ({ page }) => {
    await page.goto('/');
    const header = page.locator('header').first();
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 40));
    await expect(header).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 120));
    await expect(header).toHaveAttribute('data-scrolled', 'true');
  });
});

test.describe('search', () => {
  test('shows at most 8 hits, prefix matches first, and arrow keys + Enter navigate', async ({ page }) => {
    await page.goto('/');
    const box = page.getByRole('combobox', { name: 'Search the site' });
    await box.fill('r');
    await expect(page.getByRole('option')).toHaveCount(8);
    await box.fill('ros');
    await expect(page.getByRole('option').first()).toContainText('ROS 1');
    await box.press('ArrowDown');
    await box.press('Enter');
    await expect(page).toHaveURL('/learning/ros2');
  });

  test('says "No results found" with the query', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('combobox', { name: 'Search the site' }).fill('quadcopterzz');
    await expect(page.getByText('No results found for “quadcopterzz”')).toBeVisible();
  });

  test('on a phone the results close by themselves after 3 s', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.clock.install();
    await page.goto('/');
    await freezeClock(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('combobox', { name: 'Search the site' }).fill('slam');
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.clock.runFor(2900);
    await expect(page.getByRole('option').first()).toBeVisible();
    await page.clock.runFor(200);
    await expect(page.getByRole('listbox')).toBeHidden();
  });
});

test.describe('theme', () => {
  test('dark by default, toggled and kept across reloads, saved choice beats the OS preference', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    await page.goto('/');
    await expect(page.locator('html')).toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to light theme' }).click();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
    await page.emulateMedia({ colorScheme: 'dark' });
    await page.reload();
    await expect(page.locator('html')).not.toHaveClass(/dark/);
    await page.getByRole('button', { name: 'Switch to dark theme' }).click();
    await expect(page.locator('html')).toHaveClass(/dark/);
  });

  test('the saved theme is applied before the app renders (no flash)', async ({ page }) => {
    await page.addInitScript(() => {
      localStorage.setItem('theme', 'light');
      document.addEventListener('DOMContentLoaded', () => {
        (window as unknown as { themeAtLoad: boolean }).themeAtLoad = document.documentElement.classList.contains('dark');
      });
    });
    await page.goto('/');
    expect(await page.evaluate(() => (window as unknown as { themeAtLoad: boolean }).themeAtLoad)).toBe(false);
  });
});

test.describe('footer newsletter', () => {
  test('validates, subscribes, clears the form and hides the message after 5 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/');
    await freezeClock(page);
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Please enter your email address');
    await form.getByLabel('Email address').fill('not-an-email');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Please enter a valid email address');
    const email = `news-${Date.now()}@example.com`;
    await form.getByLabel('Email address').fill(email);
    await form.getByLabel('First name (optional)').fill('Meera');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('Thank you for subscribing');
    await expect(form.getByLabel('Email address')).toHaveValue('');
    await expect(form.getByLabel('First name (optional)')).toHaveValue('');
    await page.clock.runFor(5100);
    await expect(form.getByRole('status')).toHaveText('');
    await form.getByLabel('Email address').fill(email);
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toContainText('already subscribed');
  });

  test('shows the network message when the server cannot be reached', async ({ page }) => {
    await page.goto('/');
    await page.route('**/api/auth/subscribe', (route) => route.abort('internetdisconnected'));
    const form = page.getByRole('form', { name: 'Newsletter signup' });
    await form.getByLabel('Email address').fill('meera@example.com');
    await form.getByRole('button', { name: 'Subscribe' }).click();
    await expect(form.getByRole('status')).toHaveText('Network error. Please check your connection and try again.');
    await expect(form.getByLabel('Email address')).toHaveValue('meera@example.com');
  });
});

test.describe('network status', () => {
  test('the browser going offline shows the offline page; coming back says so', async ({ page, context }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await context.setOffline(true);
    await expect(page.getByRole('heading', { name: 'No Internet' })).toBeVisible();
    page.once('dialog', async (dialog) => {
      expect(dialog.message()).toBe('Still no internet connection. Please check your network settings.');
      await dialog.accept();
    });
    await page.getByRole('button', { name: 'Reload Page' }).click();
    await expect(page.getByRole('button', { name: 'Check Connection' })).toBeVisible();
    await context.setOffline(false);
    await expect(page.getByText('Connection restored. You are back online.')).toBeVisible();
    await expect(page.getByRole('heading', { name: 'No Internet' })).toBeHidden();
  });

  test('/network-test runs the checks and simulates offline and online', async ({ page }) => {
    await page.goto('/network-test');
    await page.getByRole('button', { name: 'Run Network Tests' }).click();
    const api = page.getByRole('row', { name: /Platform API/ });
    await expect(api.getByText('PASS')).toBeVisible({ timeout: 12_000 });
    await expect(page.getByRole('row', { name: /Database/ }).getByText('PASS')).toBeVisible();
    // The public echo service is unreachable here: a FAIL, not a crash.
    await expect(page.getByRole('row', { name: /External echo service/ }).getByText(/FAIL|ERROR/)).toBeVisible();
    await page.getByRole('button', { name: 'Simulate Offline' }).click();
    await expect(page.getByRole('heading', { name: 'No Internet' })).toBeVisible();
    await page.getByRole('button', { name: /Simulate Online/ }).click();
    await expect(page.getByRole('heading', { name: 'Network Test' })).toBeVisible();
  });
});

test.describe('feedback', () => {
  test('counts characters, refuses blank text, sends trimmed text, shows success for 3 s', async ({ page }) => {
    await page.clock.install();
    await page.goto('/feedback');
    await freezeClock(page);
    const area = page.getByLabel('Your feedback');
    const send = page.getByRole('button', { name: 'Send feedback' });
    await expect(area).toHaveAttribute('rows', '8');
    await expect(send).toBeDisabled();
    await area.fill('   ');
    await send.click();
    await expect(page.getByRole('alert')).toHaveText('Please enter your feedback');
    const posted = page.waitForRequest('**/api/feedback');
    await area.fill('  More SLAM guides please!  ');
    await expect(page.getByText('28 / 2000 characters')).toBeVisible();
    await send.click();
    expect((await posted).postDataJSON()).toEqual({ description: 'More SLAM guides please!' });
    await expect(page.getByRole('status').filter({ hasText: 'Thank you for your feedback! We appreciate your input.' })).toBeVisible();
    await page.clock.runFor(3100);
    await expect(page.getByText('Thank you for your feedback!')).toBeHidden();
  });

  test('shows the failure message when the server fails', async ({ page }) => {
    await page.route('**/api/feedback', (route) => route.fulfill({ status: 500, json: { success: false, message: 'x', code: 'INTERNAL_ERROR' } }));
    await page.goto('/feedback');
    await page.getByLabel('Your feedback').fill('Great platform');
    await page.getByRole('button', { name: 'Send feedback' }).click();
    await expect(page.getByRole('alert')).toHaveText('Failed to submit feedback. Please try again.');
    await expect(page.getByLabel('Your feedback')).toHaveValue('Great platform');
  });
});

test('toast demo: four kinds, gone after 5 s, dismissible', async ({ page }) => {
  await page.clock.install();
  await page.goto('/toast-demo');
  await freezeClock(page);
  for (const kind of ['success', 'error', 'warning', 'info']) await page.getByRole('button', { name: `Show ${kind}` }).click();
  await expect(page.locator('[data-toast-type]')).toHaveCount(4);
  await page.getByRole('button', { name: 'Show a toast that stays until dismissed' }).click();
  await page.clock.runFor(5100);
  await expect(page.locator('[data-toast-type]')).toHaveCount(1);
  await page.getByRole('button', { name: 'Dismiss notification' }).click();
  await expect(page.locator('[data-toast-type]')).toHaveCount(0);
});

test('a page chunk that fails to load shows a recoverable error', async ({ page }) => {
  await page.goto('/');
  await page.route(/\/assets\/feedback-page-.*\.js$/, (route) => route.abort());
  await page.getByRole('contentinfo').getByRole('link', { name: 'Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'This page could not be loaded' })).toBeVisible();
  await page.unroute(/\/assets\/feedback-page-.*\.js$/);
  await page.getByRole('button', { name: 'Reload page' }).click();
  await expect(page.getByRole('heading', { name: 'Feedback' })).toBeVisible();
});

test('projects: publish, see it listed, only the author can delete', async ({ page, browser, request }) => {
  const author = await apiSignup(request);
  await loginAs(page, author, '/projects');
  await page.getByRole('button', { name: 'Share a project' }).click();
  const form = page.getByRole('form', { name: 'Publish a project' });
  const title = `Gesture-controlled arm ${Date.now()}`;
  await form.getByLabel('Title').fill(title);
  await form.getByLabel('Description').fill('A 4-DOF servo arm driven by MediaPipe hand landmarks over serial.');
  await form.getByLabel('Tags').fill('opencv, servo');
  await form.getByLabel('Repository link').fill('https://github.com/example/gesture-arm');
  await form.getByRole('button', { name: 'Publish project' }).click();
  const card = page.getByRole('listitem').filter({ hasText: title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('button', { name: `Delete ${title}` })).toBeVisible();

  const other = await apiSignup(request);
  const ctx = await browser.newContext();
  const otherPage = await ctx.newPage();
  await loginAs(otherPage, other, '/projects');
  const otherCard = otherPage.getByRole('listitem').filter({ hasText: title });
  await expect(otherCard).toBeVisible();
  await expect(otherCard.getByRole('button', { name: /Delete/ })).toHaveCount(0);
  await ctx.close();

  await card.getByRole('button', { name: `Delete ${title}` }).click();
  await page.getByRole('dialog', { name: 'Delete project?' }).getByRole('button', { name: 'Delete' }).click();
  await expect(card).toBeHidden();
});

for (const theme of ['dark', 'light'] as const) {
  test(`accessibility (axe) of the shell pages in the ${theme} theme`, async ({ page, request }) => {
    test.setTimeout(120_000);
    const session = await apiSignup(request);
    await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
    for (const path of ['/', '/login', '/signup', '/feedback', '/network-test', '/toast-demo']) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      const results = await new AxeBuilder({ page }).analyze();
      const serious = results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical');
      expect(serious.map((v) => `${path}: ${v.id} ${v.nodes.map((n) => n.target).join(' ')}`)).toEqual([]);
    }
    await loginAs(page, session, '/projects');
    await expect(page.getByRole('heading', { name: 'Projects', exact: true })).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.filter((v) => v.impact === 'serious' || v.impact === 'critical').map((v) => v.id)).toEqual([]);
  });
}

test.describe('service worker', () => {
  test.use({ serviceWorkers: 'allow' });

  test('the app shell loads with the network gone and shows the offline page', async ({ page, context }) => {
    await page.goto('/');
    await page.evaluate(() => navigator.serviceWorker.ready.then(() => undefined));
    await page.reload();
    await expect.poll(() => page.evaluate(() => Boolean(navigator.serviceWorker.controller)), { timeout: 15_000 }).toBe(true);
    await context.setOffline(true);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'No Internet' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'RoboAcademy' }).first()).toBeVisible();
    await context.setOffline(false);
  });
});
