// /api/events against a real database: seeded list and filters, validation, ownership, free
// registration rules, the capacity race, and the purchase check.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Event, EventInput } from '@robo/contracts';
import { entitlements, events, users } from '../../db/schema/index.ts';
import { itemProvider } from '../../lib/catalogue.ts';
import { createTestApp, signupUser, uniqueEmail } from '../../test/helper.ts';

const { app, database } = await createTestApp();
const db = database.db;

const DAY = 86_400_000;
const iso = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

function eventInput(overrides: Partial<EventInput> = {}): EventInput {
  return {
    title: 'Arduino Line Follower Build Night',
    description: 'Build and tune a PID line follower with an Arduino Nano and a QTR-8 sensor array.',
    category: 'workshop',
    status: 'published',
    startDate: iso(10 * DAY),
    endDate: iso(10 * DAY + 4 * 3_600_000),
    registrationDeadline: iso(9 * DAY),
    capacity: 20,
    ticketPrice: 0,
    images: [{ url: '/media/events/drone-building-workshop-jaipur.svg', isPrimary: true }],
    location: { venue: 'Makers Asylum', address: 'Bandra West', city: 'Mumbai', state: 'Maharashtra', zipCode: '400050', country: 'India' },
    organizer: { name: 'Meera Joshi', organization: 'Mumbai Makers', email: 'meera@example.com', phone: '+91 9820012345' },
    tags: ['arduino', 'pid'],
    socialLinks: { website: 'https://example.com/line-follower' },
    ...overrides,
  };
}

async function create(auth: Record<string, string>, overrides: Partial<EventInput> = {}): Promise<Event> {
  const res = await app.inject({ method: 'POST', url: '/api/events', headers: auth, payload: eventInput(overrides) });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().data as Event;
}

const list = async (query: string, headers: Record<string, string> = {}) => {
  const res = await app.inject({ method: 'GET', url: `/api/events?${query}`, headers });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as { data: Event[]; pagination: { page: number; pages: number; total: number; limit: number } };
};

/** Many ticket holders without paying for a signup each: users inserted directly, tokens signed. */
async function makeUsers(n: number) {
  const rows = await db
    .insert(users)
    .values(Array.from({ length: n }, (_, i) => ({ name: `Racer ${i}`, email: uniqueEmail('race') })))
    .returning();
  return rows.map((u) => ({ id: u.id, auth: { authorization: `Bearer ${app.signToken({ sub: u.id, email: u.email })}` } }));
}

describe('seeded events and the list', () => {
  it('lists the published, cancelled and completed demo events 10 per page, hiding drafts', async () => {
    const first = await list('');
    expect(first.pagination).toEqual({ page: 1, limit: 10, total: 15, pages: 2 });
    expect(first.data).toHaveLength(10);
    const second = await list('page=2');
    expect(second.data).toHaveLength(5);
    const all = [...first.data, ...second.data];
    expect(new Set(all.map((e) => e._id)).size).toBe(15);
    expect(all.some((e) => e.status === 'draft')).toBe(false);
    // Upcoming first: the first event of page 1 has not ended.
    expect(Date.parse(first.data[0]!.endDate)).toBeGreaterThan(Date.now());
  });

  it('shows the nearly-full demo events with real tickets from demo attendees', async () => {
    const circle = (await list('search=Portfolio%20Review%20Circle')).data[0]!;
    expect(circle.capacity).toBe(3);
    expect(circle.remainingCapacity).toBe(1);
    const drone = (await list('search=drone&city=jaipur')).data[0]!;
    expect(drone.remainingCapacity).toBe(1);
    expect(drone.ticketPrice).toBe(199900);
    const [holders] = await db
      .select({ n: count() })
      .from(entitlements)
      .where(and(eq(entitlements.itemType, 'event'), eq(entitlements.itemId, drone._id)));
    expect(holders!.n).toBe(4);
  });

  it('filters by category, city, country, status, search and start date range', async () => {
    const workshops = await list('category=workshop&limit=50');
    expect(workshops.data.length).toBeGreaterThan(0);
    expect(workshops.data.every((e) => e.category === 'workshop')).toBe(true);

    const pune = await list('city=pune');
    expect(pune.data.map((e) => e.location.city)).toEqual(['Pune']);

    const online = await list('country=Online&limit=50');
    expect(online.data.length).toBe(3);

    const completed = await list('status=completed');
    expect(completed.pagination.total).toBe(2);
    expect(completed.data.every((e) => e.status === 'completed')).toBe(true);

    // Search covers title, description and tags (this one matches on its nav2 tag/description).
    const ros = await list('search=nav2');
    expect(ros.data.map((e) => e.title)).toContain('ROS 2 Navigation Hands-on Workshop');

    const from = new Date(Date.now() + 20 * DAY).toISOString().slice(0, 10);
    const to = new Date(Date.now() + 35 * DAY).toISOString().slice(0, 10);
    const window = await list(`startDate=${from}&endDate=${to}&limit=50`);
    expect(window.data.length).toBeGreaterThan(0);
    for (const e of window.data) {
      expect(Date.parse(e.startDate)).toBeGreaterThanOrEqual(Date.parse(from));
      expect(Date.parse(e.startDate)).toBeLessThanOrEqual(Date.parse(to) + DAY);
    }

    expect((await list('search=zzzz-no-such-event')).pagination).toEqual({ page: 1, limit: 10, total: 0, pages: 0 });
  });

  it('refuses bad list queries with 400', async () => {
    for (const q of ['limit=101', 'limit=0', 'page=0', 'category=rave', 'status=open', 'startDate=tomorrow']) {
      const res = await app.inject({ method: 'GET', url: `/api/events?${q}` });
      expect(res.statusCode, q).toBe(400);
      expect(res.json().success).toBe(false);
    }
  });

  it('answers 404 for an unknown or malformed id', async () => {
    for (const id of ['6f1c1d7e-1111-4222-8333-944455556666', 'not-a-uuid']) {
      const res = await app.inject({ method: 'GET', url: `/api/events/${id}` });
      expect(res.statusCode).toBe(404);
      expect(res.json().message).toBe('Event not found');
    }
  });
});

describe('create, edit and delete', () => {
  it('needs a signed-in user to create', async () => {
    const res = await app.inject({ method: 'POST', url: '/api/events', payload: eventInput() });
    expect(res.statusCode).toBe(401);
  });

  it('validates every field with clear messages', async () => {
    const { auth } = await signupUser(app);
    const cases: [Partial<EventInput> | Record<string, unknown>, string][] = [
      [{ endDate: iso(9 * DAY) }, 'End date must be after the start date'],
      [{ registrationDeadline: iso(11 * DAY) }, 'Registration deadline must be before the start date'],
      [{ capacity: -1 }, 'Capacity cannot be negative'],
      [{ ticketPrice: -100 }, 'Ticket price cannot be negative'],
      [{ ticketPrice: 99.5 }, 'Ticket price must be a whole number of paise'],
      [{ category: 'rave' }, 'Please choose a category from the list'],
      [{ status: 'open' }, 'Please choose a status from the list'],
      [{ socialLinks: { twitter: 'not a url' } }, 'Twitter link must be a valid http(s) URL'],
      [{ socialLinks: { website: 'javascript:alert(1)' } }, 'Website must be a valid http(s) URL'],
      [{ images: [{ url: 'ftp://x/y.png', isPrimary: true }] }, 'Image URL must be a valid http(s) URL'],
      [{ title: '  ' }, 'Title is required'],
      [{ startDate: 'next friday' }, 'Start date must be a valid date and time'],
      [{ organizer: { name: 'A', organization: '', email: 'nope', phone: '' } }, 'Organizer email must be a valid email address'],
    ];
    for (const [overrides, message] of cases) {
      const res = await app.inject({ method: 'POST', url: '/api/events', headers: auth, payload: { ...eventInput(), ...overrides } });
      expect(res.statusCode, message).toBe(400);
      const body = res.json() as { issues?: { message: string }[] };
      expect(body.issues?.map((i) => i.message), message).toContain(message);
    }
  });

  it('creates an event owned by the caller, listed for everyone, with empty social links dropped', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { title: 'Owner Listing Check', socialLinks: { website: '', linkedin: 'https://linkedin.com/company/x' } });
    expect(event.createdBy).toBe(owner.user.id);
    expect(event.remainingCapacity).toBe(20);
    expect(event.durationHours).toBe(4);
    expect(event.socialLinks).toEqual({ linkedin: 'https://linkedin.com/company/x' });
    const found = await list('search=Owner%20Listing%20Check');
    expect(found.data.map((e) => e._id)).toEqual([event._id]);
    const mine = await app.inject({ method: 'GET', url: '/api/events/mine?type=created', headers: owner.auth });
    expect(mine.json().data.map((e: Event) => e._id)).toEqual([event._id]);
  });

  it('lets only the creator edit or delete (403 for others), and keeps drafts private', async () => {
    const owner = await signupUser(app);
    const other = await signupUser(app);
    const event = await create(owner.auth);

    const put = await app.inject({ method: 'PUT', url: `/api/events/${event._id}`, headers: other.auth, payload: eventInput({ title: 'Hijacked' }) });
    expect(put.statusCode).toBe(403);
    const del = await app.inject({ method: 'DELETE', url: `/api/events/${event._id}`, headers: other.auth });
    expect(del.statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json().data.title).toBe(event.title);

    const edited = await app.inject({
      method: 'PUT',
      url: `/api/events/${event._id}`,
      headers: owner.auth,
      payload: eventInput({ title: 'Renamed Build Night', status: 'draft', capacity: 12 }),
    });
    expect(edited.statusCode, edited.body).toBe(200);
    expect(edited.json().data).toMatchObject({ title: 'Renamed Build Night', status: 'draft', capacity: 12 });

    // A draft is the owner's alone.
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: other.auth })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: owner.auth })).statusCode).toBe(200);
    expect((await list('status=draft', other.auth)).data.some((e) => e._id === event._id)).toBe(false);
    expect((await list('status=draft', owner.auth)).data.map((e) => e._id)).toEqual([event._id]);

    const gone = await app.inject({ method: 'DELETE', url: `/api/events/${event._id}`, headers: owner.auth });
    expect(gone.statusCode).toBe(200);
    expect(gone.json().message).toBe('Event Deleted');
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: owner.auth })).statusCode).toBe(404);
  });

  it('will not lower capacity below the tickets issued nor delete an event people hold tickets for', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { capacity: 5 });
    const [a, b] = await makeUsers(2);
    for (const u of [a!, b!]) {
      expect((await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: u.auth })).statusCode).toBe(200);
    }
    const shrink = await app.inject({ method: 'PUT', url: `/api/events/${event._id}`, headers: owner.auth, payload: eventInput({ capacity: 1 }) });
    expect(shrink.statusCode).toBe(409);
    expect(shrink.json().message).toBe('Capacity cannot be lower than the 2 tickets already issued');
    const del = await app.inject({ method: 'DELETE', url: `/api/events/${event._id}`, headers: owner.auth });
    expect(del.statusCode).toBe(409);
    expect(del.json().code).toBe('EVENT_HAS_TICKETS');
  });
});

describe('registration', () => {
  it('registers for a free event once; remainingCapacity and the purchase check follow', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { capacity: 3 });
    const { auth } = await signupUser(app);

    const before = await app.inject({ method: 'GET', url: `/api/payments/check-event-purchase/${event._id}`, headers: auth });
    expect(before.json().data).toEqual({ hasPurchased: false, order: null, payment: null });

    const res = await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: auth });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().message).toBe('Registration Successful!');
    expect(res.json().data.remainingCapacity).toBe(2);

    const again = await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: auth });
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('You are already registered for this event');

    const after = await app.inject({ method: 'GET', url: `/api/payments/check-event-purchase/${event._id}`, headers: auth });
    expect(after.json().data).toEqual({ hasPurchased: true, order: null, payment: null });

    const tickets = await app.inject({ method: 'GET', url: '/api/events/mine?type=tickets', headers: auth });
    expect(tickets.json().data.map((e: Event) => e._id)).toEqual([event._id]);
    expect((await app.inject({ method: 'GET', url: `/api/payments/check-event-purchase/${event._id}` })).statusCode).toBe(401);
  });

  it('sends paid events to checkout', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { ticketPrice: 49_900 });
    const { auth } = await signupUser(app);
    const res = await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: auth });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('This is a paid event: please buy a ticket through checkout');
  });

  it('closes registration after the deadline, once started, when cancelled or not published', async () => {
    const owner = await signupUser(app);
    const { auth } = await signupUser(app);
    const cases: [Partial<EventInput>, string][] = [
      [{ registrationDeadline: iso(-DAY) }, 'Registration is closed: the registration deadline has passed'],
      [{ startDate: iso(-3_600_000), endDate: iso(3_600_000), registrationDeadline: iso(-DAY) }, 'Registration is closed: the event has already started'],
      [{ status: 'cancelled' }, 'This event has been cancelled'],
      [{ status: 'completed' }, 'Registration is not open for this event'],
    ];
    for (const [overrides, message] of cases) {
      const event = await create(owner.auth, overrides);
      const res = await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: auth });
      expect(res.statusCode, message).toBe(409);
      expect(res.json().message).toBe(message);
    }
  });

  it('refuses registration when full', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { capacity: 1 });
    const [a, b] = await makeUsers(2);
    expect((await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: a!.auth })).statusCode).toBe(200);
    const res = await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: b!.auth });
    expect(res.statusCode).toBe(409);
    expect(res.json().code).toBe('EVENT_FULL');
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json().data.remainingCapacity).toBe(0);
  });

  it('gives exactly 5 tickets to 50 concurrent registrations for the last 5 seats', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { capacity: 8 });
    const racers = await makeUsers(53);
    for (const u of racers.slice(0, 3)) {
      expect((await app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: u.auth })).statusCode).toBe(200);
    }
    const results = await Promise.all(
      racers.slice(3).map((u) => app.inject({ method: 'POST', url: `/api/events/${event._id}/register`, headers: u.auth })),
    );
    const codes = results.map((r) => r.statusCode);
    expect(codes.filter((c) => c === 200)).toHaveLength(5);
    expect(codes.filter((c) => c === 409)).toHaveLength(45);
    expect(results.filter((r) => r.statusCode === 409).every((r) => r.json().code === 'EVENT_FULL')).toBe(true);
    const [issued] = await db
      .select({ n: count() })
      .from(entitlements)
      .where(and(eq(entitlements.itemType, 'event'), eq(entitlements.itemId, event._id)));
    expect(issued!.n).toBe(8);
    expect((await app.inject({ method: 'GET', url: `/api/events/${event._id}` })).json().data.remainingCapacity).toBe(0);
  });
});

describe('the event catalogue provider', () => {
  it('prices open events at their ticket price and hides closed ones', async () => {
    const provider = itemProvider('event')!;
    const owner = await signupUser(app);
    const open = await create(owner.auth, { ticketPrice: 149_900 });
    const closed = await create(owner.auth, { ticketPrice: 149_900, registrationDeadline: iso(-DAY) });
    expect(await provider.find(db, open._id)).toMatchObject({ type: 'event', id: open._id, pricePaise: 149_900, byline: 'Meera Joshi' });
    expect(await provider.find(db, closed._id)).toBeNull();
    expect(await provider.find(db, 'nope')).toBeNull();
    const [row] = await db.select().from(events).where(eq(events.id, open._id));
    expect(row!.ticketPrice).toBe(149_900);
  });
});

describe('buying a ticket to a paid event through the payments flow', () => {
  it('grants the ticket once, takes a seat, and the purchase check shows the order and transaction id', async () => {
    const owner = await signupUser(app);
    const event = await create(owner.auth, { capacity: 2, ticketPrice: 49_900 });
    const buyer = await signupUser(app);

    const order = await app.inject({ method: 'POST', url: '/api/payments/create-order', headers: buyer.auth, payload: { itemIds: [event._id], itemTypes: ['event'], amount: 499, currency: 'INR' } });
    expect(order.statusCode, order.body).toBe(200);
    const { orderId, localOrderId, amountPaise } = order.json().data;
    expect(amountPaise).toBe(49_900);
    const widget = await app.inject({ method: 'POST', url: '/api/payments/sandbox/complete', headers: buyer.auth, payload: { orderId, outcome: 'success' } });
    const handlerArgs = widget.json().data;
    const verified = await app.inject({ method: 'POST', url: '/api/payments/verify-payment', headers: buyer.auth, payload: { ...handlerArgs, localOrderId } });
    expect(verified.statusCode, verified.body).toBe(200);

    const check = await app.inject({ method: 'GET', url: `/api/payments/check-event-purchase/${event._id}`, headers: buyer.auth });
    expect(check.json().data).toMatchObject({ hasPurchased: true, order: { createdAt: expect.any(String) }, payment: { transactionId: handlerArgs.razorpay_payment_id } });
    const detail = await app.inject({ method: 'GET', url: `/api/events/${event._id}`, headers: buyer.auth });
    expect(detail.json().data.remainingCapacity).toBe(1);
    // Owned now: a second order for the same ticket is refused.
    const again = await app.inject({ method: 'POST', url: '/api/payments/create-order', headers: buyer.auth, payload: { itemIds: [event._id], itemTypes: ['event'], currency: 'INR' } });
    expect(again.statusCode).toBe(409);
  });
});
