// Community Connect, campus training, support, services and community hub pages.
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const CONFIRMATION = /Thank you! Your inquiry has been received/;

/** The inquiry form lives in main; the footer holds the newsletter form. */
const inquiry = (page: Page) => page.getByRole('main').getByRole('form', { name: 'Inquiry form' });

async function fillInquiry(page: Page) {
  const form = inquiry(page);
  await form.getByLabel('Name').fill('Asha Rao');
  await form.getByLabel('Email').fill('asha.rao@example.com');
  await form.getByLabel('Phone').fill('+91 98765 43210');
  await form.getByLabel('Organization/College').fill('RV College of Engineering');
  await form.getByLabel('Message').fill('We would like a ROS 2 workshop for 120 students.');
}

test('each Learn More scrolls to the inquiry form and pre-selects its programme', async ({ page }) => {
  await page.goto('/community-page');
  const program = inquiry(page).getByLabel('Program Interest');
  await expect(program).toHaveValue('');
  await expect(program.locator('option').first()).toHaveText('Select a program');
  for (const name of ['Innovation Champion', 'Innovation Mentor', 'Innovation Campus']) {
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(program).not.toBeInViewport();
    await page.getByRole('button', { name: `Learn More about ${name}` }).click();
    await expect(program).toHaveValue(name);
    await expect(program).toBeInViewport();
    await expect(inquiry(page).getByLabel('Name')).toBeFocused();
  }
});

test('an inquiry is sent: "Submitting...", a confirmation for 5 s and every field cleared', async ({ page }) => {
  await page.goto('/community-page');
  await page.getByRole('button', { name: 'Learn More about Innovation Mentor' }).click();
  await fillInquiry(page);
  // Hold the real request briefly so the sending state can be seen.
  await page.route('**/api/community-inquiry', async (route) => {
    await new Promise((r) => setTimeout(r, 600));
    await route.continue();
  });
  const answer = page.waitForResponse((r) => r.url().endsWith('/api/community-inquiry'));
  await inquiry(page).getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(inquiry(page).getByRole('button', { name: 'Submitting...' })).toBeDisabled();
  expect((await answer).status()).toBe(201);

  const confirmation = inquiry(page).getByText(CONFIRMATION);
  await expect(confirmation).toBeVisible();
  const shownAt = Date.now();
  for (const label of ['Name', 'Email', 'Phone', 'Program Interest', 'Organization/College', 'Message']) {
    await expect(inquiry(page).getByLabel(label)).toHaveValue('');
  }
  await expect(inquiry(page).getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
  await page.waitForTimeout(4000 - (Date.now() - shownAt));
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeHidden({ timeout: 2500 });
});

test('a failed inquiry shows nothing, logs the error and keeps every value', async ({ page }) => {
  const errors: string[] = [];
  page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
  await page.route('**/api/community-inquiry', (route) =>
    route.fulfill({ status: 500, json: { success: false, message: 'Something went wrong', code: 'INTERNAL_ERROR' } }),
  );
  await page.goto('/community-page?program=Sponsorship');
  await expect(inquiry(page).getByLabel('Program Interest')).toHaveValue('Sponsorship');
  await fillInquiry(page);
  await inquiry(page).getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect.poll(() => errors.some((e) => e.includes('Community inquiry failed'))).toBe(true);
  await expect(inquiry(page).getByRole('button', { name: 'Submit Inquiry' })).toBeEnabled();
  await expect(inquiry(page).getByRole('status')).toHaveText('');
  await expect(inquiry(page).getByLabel('Name')).toHaveValue('Asha Rao');
  await expect(inquiry(page).getByLabel('Phone')).toHaveValue('+91 98765 43210');
  await expect(inquiry(page).getByLabel('Program Interest')).toHaveValue('Sponsorship');
  await expect(inquiry(page).getByLabel('Message')).toHaveValue('We would like a ROS 2 workshop for 120 students.');
});

test('the browser refuses an inquiry with a required field missing', async ({ page }) => {
  let sent = false;
  await page.route('**/api/community-inquiry', (route) => {
    sent = true;
    return route.continue();
  });
  await page.goto('/community-page');
  await fillInquiry(page);
  await inquiry(page).getByRole('button', { name: 'Submit Inquiry' }).click();
  expect(await inquiry(page).getByLabel('Program Interest').evaluate((el: HTMLSelectElement) => el.validity.valueMissing)).toBe(true);
  await page.waitForTimeout(300);
  expect(sent).toBe(false);
});

test('the campus FAQ keeps at most one answer open', async ({ page }) => {
  await page.goto('/campus-training');
  const main = page.getByRole('main');
  const QUESTIONS = [
    'How long does the Campus Training Program run?',
    'Does our college need special hardware?',
    'Can the syllabus be customised for our departments?',
    'How are students assessed and certified?',
  ];
  const q = (n: number) => main.getByRole('button', { name: QUESTIONS[n] });
  await expect(main.getByRole('button', { expanded: false })).toHaveCount(4);
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);

  await q(0).click();
  await expect(q(0)).toHaveAttribute('aria-expanded', 'true');
  await expect(main.getByRole('region', { name: 'How long does the Campus Training Program run?' })).toBeVisible();

  await q(2).click();
  await expect(q(2)).toHaveAttribute('aria-expanded', 'true');
  await expect(q(0)).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('region', { name: 'How long does the Campus Training Program run?' })).toBeHidden();
  await expect(main.getByRole('region', { name: 'Can the syllabus be customised for our departments?' })).toBeVisible();

  await q(2).click();
  await expect(q(2)).toHaveAttribute('aria-expanded', 'false');
  await expect(main.getByRole('button', { expanded: true })).toHaveCount(0);

  // Keyboard: Enter on a focused question opens it.
  await q(3).focus();
  await page.keyboard.press('Enter');
  await expect(q(3)).toHaveAttribute('aria-expanded', 'true');
});

test('the campus call to action opens the inquiry with Innovation Campus pre-selected', async ({ page }) => {
  await page.goto('/campus-training');
  await page.getByRole('link', { name: 'Start your campus inquiry' }).click();
  await expect(page).toHaveURL(/\/community-page\?program=Innovation(\+|%20)Campus#inquiry$/);
  const program = inquiry(page).getByLabel('Program Interest');
  await expect(program).toHaveValue('Innovation Campus');
  await expect(program).toBeInViewport();
});

const SUPPORT_PAGES = [
  ['/support/help-center', 'Help Center'],
  ['/support/documentation', 'Documentation'],
  ['/support/contact', 'Contact Us'],
  ['/support/terms', 'Terms of Service'],
  ['/support/privacy', 'Privacy Policy'],
] as const;

test('each support page renders its heading and the shared side navigation', async ({ page }) => {
  for (const [path, title] of SUPPORT_PAGES) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Support pages' }).getByRole('link', { name: title })).toHaveAttribute('aria-current', 'page');
  }
  await page.getByRole('navigation', { name: 'Support pages' }).getByRole('link', { name: 'Help Center' }).click();
  await expect(page).toHaveURL('/support/help-center');
  await expect(page.getByRole('main').getByText(/30-day money-back guarantee/)).toBeHidden();
  await page.getByRole('button', { name: 'What is the refund policy for courses?' }).click();
  await expect(page.getByRole('main').getByText(/30-day money-back guarantee/)).toBeVisible();
});

test('the contact form sends the message as feedback', async ({ page }) => {
  await page.goto('/support/contact');
  const form = page.getByRole('form', { name: 'Contact form' });
  await form.getByLabel('Name').fill('Ravi Kumar');
  await form.getByLabel('Email').fill('ravi@example.com');
  await form.getByLabel('Topic').selectOption('Payments and refunds');
  await form.getByLabel('Message').fill('My payment pay_123 shows pending since yesterday.');
  const request = page.waitForRequest((r) => r.url().endsWith('/api/feedback') && r.method() === 'POST');
  await form.getByRole('button', { name: 'Send message' }).click();
  const body = (await request).postDataJSON() as { description: string };
  expect(body.description).toContain('[Contact: Payments and refunds] From Ravi Kumar <ravi@example.com>');
  expect(body.description).toContain('My payment pay_123 shows pending since yesterday.');
  await expect(form.getByRole('status')).toHaveText(/Your message has been sent/);
  await expect(form.getByLabel('Message')).toHaveValue('');
});

test('services and community send a guest to /login', async ({ page }) => {
  for (const path of ['/services', '/community']) {
    await page.goto(path);
    await expect(page).toHaveURL('/login');
  }
});

test('a signed-in user sees the services page and can enquire about a service', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/services');
  await expect(page.getByRole('heading', { level: 1, name: 'Services' })).toBeVisible();
  await page.getByRole('button', { name: 'Enquire about campus programmes' }).click();
  await expect(inquiry(page).getByLabel('Program Interest')).toHaveValue('Innovation Campus');
  await fillInquiry(page);
  await inquiry(page).getByRole('button', { name: 'Submit Inquiry' }).click();
  await expect(inquiry(page).getByText(CONFIRMATION)).toBeVisible();
});

test('a signed-in user sees the community hub with its links', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/community');
  await expect(page.getByRole('heading', { level: 1, name: 'The RoboAcademy community' })).toBeVisible();
  const main = page.getByRole('main');
  for (const [name, href] of [
    ['Community Connect programmes', '/community-page'],
    ['Events', '/events'],
    ['Leaderboard', '/leaderboard'],
    ['Contribution programme', '/contribution'],
    ['Project showcase', '/projects'],
    ['Campus Training Program', '/campus-training'],
  ] as const) {
    await expect(main.getByRole('link', { name: new RegExp(`^${name}`) })).toHaveAttribute('href', href);
  }
});

const AXE_PAGES: { path: string; heading: string; login?: boolean }[] = [
  { path: '/community-page', heading: 'Build India' },
  { path: '/campus-training', heading: 'Campus Training Program' },
  ...SUPPORT_PAGES.map(([path, heading]) => ({ path, heading })),
  { path: '/services', heading: 'Services', login: true },
  { path: '/community', heading: 'The RoboAcademy community', login: true },
];

for (const theme of ['dark', 'light'] as const) {
  for (const { path, heading, login } of AXE_PAGES) {
    test(`axe: no serious or critical violations on ${path} (${theme})`, async ({ page, request }) => {
      test.setTimeout(60_000);
      await page.addInitScript((t) => localStorage.setItem('theme', t), theme);
      if (login) await loginAs(page, await apiSignup(request), path);
      else await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
      await expect(page.locator('html')).toHaveClass(theme === 'dark' ? /\bdark\b/ : /^(?!.*\bdark\b)/);
      // Open an FAQ answer so its text is checked too.
      if (path === '/campus-training' || path === '/support/help-center') {
        await page.getByRole('main').getByRole('button', { expanded: false }).first().click();
      }
      const results = await new AxeBuilder({ page }).include('main').analyze();
      const serious = results.violations
        .filter((v) => v.impact === 'serious' || v.impact === 'critical')
        .map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join(', ')}`);
      expect(serious, serious.join('\n')).toEqual([]);
    });
  }
}

test('no page scrolls sideways at phone width (390 px)', async ({ page, request }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const session = await apiSignup(request);
  for (const { path, heading, login } of AXE_PAGES) {
    if (login) await loginAs(page, session, path);
    else await page.goto(path);
    await expect(page.getByRole('heading', { level: 1, name: new RegExp(heading) })).toBeVisible();
    const width = await page.evaluate(() => document.documentElement.scrollWidth);
    expect(width, `${path} is ${width}px wide`).toBeLessThanOrEqual(390);
  }
});
