// Events in the browser: filters and pagination over the seeded events, create / edit / delete by the
// creator, what another user sees, free registration up to capacity, and the paid path into checkout.
import { expect, test } from '@playwright/test';
import type { APIRequestContext, Page } from '@playwright/test';
import { apiSignup, loginAs } from '../support/api.ts';

const DAY = 86_400_000;
const iso = (ms: number) => new Date(Date.now() + ms).toISOString();
const main = (page: Page) => page.locator('main');

async function apiCreateEvent(
  request: APIRequestContext,
  token: string,
  overrides: Record<string, unknown> = {},
): Promise<{ _id: string; title: string }> {
  const res = await request.post('/api/events', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      title: `E2E Servo Tuning Clinic ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`,
      description: 'Hands-on clinic on tuning hobby servos and PID position loops for robot arms.',
      category: 'workshop',
      status: 'published',
      startDate: iso(12 * DAY),
      endDate: iso(12 * DAY + 3 * 3_600_000),
      registrationDeadline: iso(11 * DAY),
      capacity: 10,
      ticketPrice: 0,
      images: [],
      location: { venue: 'IIT Madras Research Park', address: 'Kanagam Road', city: 'Chennai', state: 'Tamil Nadu', zipCode: '600113', country: 'India' },
      organizer: { name: 'Lakshmi Narayanan', organization: 'Chennai Robotics Club', email: 'club@example.com', phone: '+91 9840012345' },
      tags: ['servo', 'pid'],
      socialLinks: {},
      ...overrides,
    },
  });
  if (res.status() !== 201) throw new Error(`create event failed ${res.status()}: ${await res.text()}`);
  return (await res.json()).data;
}

test('filters the seeded events, clears the filters and paginates with Previous and Next', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/events');

  await expect(main(page).getByText(/events found/)).toBeVisible();
  await main(page).getByLabel('Category').selectOption('sports');
  await expect(main(page).getByText('2 events found', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Line Follower Robot Championship' })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Robo Sumo Championship' })).toBeVisible();

  await main(page).getByLabel('Status').selectOption('completed');
  await expect(main(page).getByText('1 events found', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Robo Sumo Championship' })).toBeVisible();

  await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
  await main(page).getByLabel('City').fill('Jaipur');
  await expect(main(page).getByText('1 events found', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Build and Fly Your First Quadcopter' })).toBeVisible();

  await main(page).getByLabel('Search events').fill('no such event anywhere');
  await expect(main(page).getByText('No events found')).toBeVisible();

  await main(page).getByRole('button', { name: 'Clear filters' }).first().click();
  await expect(main(page).getByRole('article')).toHaveCount(10);
  const firstOnPageOne = await main(page).getByRole('article').first().getByRole('heading').textContent();
  await expect(main(page).getByRole('button', { name: 'Previous' })).toBeDisabled();
  await main(page).getByRole('button', { name: 'Next' }).click();
  await expect(main(page).getByText(/^Page 2 of \d+$/)).toBeVisible();
  await expect(main(page).getByRole('article').first().getByRole('heading')).not.toHaveText(firstOnPageOne!);
  await main(page).getByRole('button', { name: 'Previous' }).click();
  await expect(main(page).getByText(/^Page 1 of \d+$/)).toBeVisible();
});

test('creates an event through the form and finds it in the list', async ({ page, request }) => {
  const session = await apiSignup(request);
  await loginAs(page, session, '/events/new');
  const title = `Micromouse Maze Night ${Date.now().toString(36)}`;
  const form = main(page).locator('form');
  const local = (offsetDays: number, hh: string) => {
    const d = new Date(Date.now() + offsetDays * DAY);
    return `${d.toISOString().slice(0, 10)}T${hh}`;
  };

  // The form refuses inconsistent dates before anything is sent.
  await form.getByLabel('Title', { exact: true }).fill(title);
  await form.getByLabel('Description').fill('Bring a micromouse or build one with us: flood-fill maze solving on a 16x16 maze.');
  await form.getByLabel('Category').selectOption('meetup');
  await form.getByLabel('Start', { exact: true }).fill(local(20, '18:00'));
  await form.getByLabel('End', { exact: true }).fill(local(20, '17:00'));
  await form.getByLabel('Registration deadline').fill(local(19, '23:00'));
  await form.getByLabel('Capacity').fill('25');
  await form.getByLabel('Venue').fill('Workbench Projects');
  await form.getByLabel('City', { exact: true }).fill('Bengaluru');
  await form.getByLabel('Organizer name').fill(session.name);
  await form.getByLabel('Tags').fill('micromouse, maze, flood-fill');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('End date must be after the start date')).toBeVisible();

  await form.getByLabel('End', { exact: true }).fill(local(20, '21:00'));
  await form.getByLabel('LinkedIn').fill('not a link');
  await form.getByRole('button', { name: 'Create Event' }).click();
  await expect(form.getByText('LinkedIn link must be a valid http(s) URL')).toBeVisible();
  await form.getByLabel('LinkedIn').fill('https://www.linkedin.com/company/example');
  await form.getByRole('button', { name: 'Create Event' }).click();

  await expect(main(page).getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(main(page).getByText('3 hours')).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Edit' })).toBeVisible();

  await page.goto('/events');
  await main(page).getByLabel('Search events').fill(title);
  await expect(main(page).getByText('1 events found', { exact: true })).toBeVisible();
  await expect(main(page).getByRole('link', { name: title, exact: true })).toBeVisible();

  await page.goto('/events/mine?type=created');
  await expect(main(page).getByRole('link', { name: title, exact: true })).toBeVisible();
});

test('the creator edits an event', async ({ page, request }) => {
  const session = await apiSignup(request);
  const event = await apiCreateEvent(request, session.token);
  await loginAs(page, session, `/events/${event._id}`);
  await main(page).getByRole('link', { name: 'Edit' }).click();
  await expect(page).toHaveURL(`/events/${event._id}/edit`);

  const form = main(page).locator('form');
  await expect(form.getByLabel('Title', { exact: true })).toHaveValue(event.title);
  const renamed = `${event.title} (Advanced)`;
  await form.getByLabel('Title', { exact: true }).fill(renamed);
  await form.getByLabel('Ticket price (₹)').fill('349');
  await form.getByRole('button', { name: 'Save Changes' }).click();

  await expect(page).toHaveURL(`/events/${event._id}`);
  await expect(main(page).getByRole('heading', { level: 1, name: renamed })).toBeVisible();
  await expect(main(page).getByText('₹349', { exact: true }).locator('visible=true').first()).toBeVisible();
});

test('the creator deletes an event after confirming', async ({ page, request }) => {
  const session = await apiSignup(request);
  const event = await apiCreateEvent(request, session.token);
  await loginAs(page, session, `/events?search=${encodeURIComponent(event.title)}`);

  const card = main(page).getByRole('article').filter({ hasText: event.title });
  await card.getByRole('button', { name: `Delete ${event.title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete event' });
  await expect(dialog.getByText('Are you sure you want to delete this event?')).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(card).toBeVisible();

  await card.getByRole('button', { name: `Delete ${event.title}` }).click();
  await dialog.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Event Deleted' })).toBeVisible();
  await expect(main(page).getByText('No events found')).toBeVisible();
  expect((await request.get(`/api/events/${event._id}`)).status()).toBe(404);
});

test('another user sees neither Edit nor Delete and cannot open the edit page', async ({ page, request }) => {
  const owner = await apiSignup(request);
  const event = await apiCreateEvent(request, owner.token);
  const other = await apiSignup(request);
  await loginAs(page, other, `/events?search=${encodeURIComponent(event.title)}`);

  const card = main(page).getByRole('article').filter({ hasText: event.title });
  await expect(card).toBeVisible();
  await expect(card.getByRole('link', { name: /^Edit/ })).toHaveCount(0);
  await expect(card.getByRole('button', { name: /^Delete/ })).toHaveCount(0);

  await card.getByRole('link', { name: event.title }).click();
  await expect(main(page).getByRole('heading', { level: 1, name: event.title })).toBeVisible();
  await expect(main(page).getByRole('link', { name: 'Edit' })).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Delete' })).toHaveCount(0);

  // Share falls back to copying the link where the Web Share API is missing (desktop Linux).
  await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.evaluate(() => Reflect.deleteProperty(Navigator.prototype, 'share'));
  await main(page).getByRole('button', { name: 'Share' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Link copied' })).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url());

  await page.goto(`/events/${event._id}/edit`);
  await expect(main(page).getByRole('heading', { name: 'Only the creator of this event can edit it' })).toBeVisible();
});

test('registers for a free event, sees Access Granted, and the last seat shows Event Full to others', async ({ page, browser, request }) => {
  const owner = await apiSignup(request);
  const event = await apiCreateEvent(request, owner.token, { capacity: 1 });
  const attendee = await apiSignup(request);
  await loginAs(page, attendee, `/events/${event._id}`);

  const panel = main(page).getByRole('region', { name: 'Registration' });
  await expect(panel.getByText('1 of 1')).toBeVisible();
  await panel.getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Registration Successful!' })).toBeVisible();
  await expect(panel.getByText('Access Granted')).toBeVisible();
  await expect(panel.getByText('0 of 1')).toBeVisible();
  await page.reload();
  await expect(panel.getByText('Access Granted')).toBeVisible();
  await panel.getByRole('button', { name: 'Refresh' }).click();
  await expect(panel.getByText('Access Granted')).toBeVisible();

  await page.goto('/events/mine');
  await expect(main(page).getByRole('link', { name: event.title })).toBeVisible();

  const late = await apiSignup(request);
  const context = await browser.newContext();
  const other = await context.newPage();
  await loginAs(other, late, `/events/${event._id}`);
  await expect(main(other).getByRole('button', { name: 'Event Full' })).toBeDisabled();
  await context.close();
});

test('Register Now on a paid event adds it to the cart once and opens its checkout', async ({ page, request }) => {
  const owner = await apiSignup(request);
  const event = await apiCreateEvent(request, owner.token, { ticketPrice: 59_900 });
  const buyer = await apiSignup(request);
  await loginAs(page, buyer, `/events/${event._id}`);

  await expect(main(page).getByText('₹599', { exact: true }).locator('visible=true').first()).toBeVisible();
  await main(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(`/razorpay-checkout?event=${event._id}`);
  await expect(page.getByRole('status').filter({ hasText: 'Added to Cart!' })).toBeVisible();
  const cart = await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}'));
  expect(cart.items).toEqual([expect.objectContaining({ id: event._id, type: 'event', price: 59_900, instructor: 'Lakshmi Narayanan' })]);

  await page.goto(`/events/${event._id}`);
  await main(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'This event is already in your cart!' })).toBeVisible();
  expect(await page.evaluate(() => JSON.parse(localStorage.getItem('cart') ?? '{}').items.length)).toBe(1);
});

test('buys a ticket to a paid event through checkout and sees Access Granted', async ({ page, request }) => {
  const owner = await apiSignup(request);
  const event = await apiCreateEvent(request, owner.token, { ticketPrice: 59_900, capacity: 5 });
  const buyer = await apiSignup(request);
  await loginAs(page, buyer, `/events/${event._id}`);

  await main(page).getByRole('button', { name: 'Register Now' }).click();
  await expect(page).toHaveURL(`/razorpay-checkout?event=${event._id}`);
  await expect(main(page).getByRole('heading', { name: 'Event Registration' })).toBeVisible();
  await main(page).getByRole('button', { name: /Register & Pay/ }).click();
  const sandbox = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await sandbox.getByRole('button', { name: 'Pay ₹599' }).click();
  await expect(page).toHaveURL(/\/payment-success$/, { timeout: 10_000 });

  await page.goto(`/events/${event._id}`);
  const panel = main(page).getByRole('region', { name: 'Registration' });
  await expect(panel.getByText('Access Granted')).toBeVisible();
  await expect(panel.getByText('4 of 5')).toBeVisible();
  const check = await request.get(`/api/payments/check-event-purchase/${event._id}`, { headers: { authorization: `Bearer ${buyer.token}` } });
  expect((await check.json()).data.payment.transactionId).toMatch(/^pay_/);
});
