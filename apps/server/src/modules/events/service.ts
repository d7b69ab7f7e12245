// Events: listing with filters, detail, create/edit/delete by the creator, free registration, and
// the 'event' catalogue provider that guards every ticket (free or paid) against overselling.
import { and, asc, count, desc, eq, gte, ilike, inArray, lte, ne, or, sql, type SQL } from 'drizzle-orm';
import type { Event, EventInputParsed, EventListQuery, EventPurchaseCheck, MyEventsQuery } from '@robo/contracts';
import { eventListQuerySchema, myEventsQuerySchema } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { entitlements, events, orders, payments, type EventRow } from '../../db/schema/index.ts';
import { badRequest, conflict, forbidden, notFound } from '../../lib/app-error.ts';
import type { CatalogueItem, ItemProvider } from '../../lib/catalogue.ts';
import { countEntitlements, findEntitlement, grantEntitlement } from '../../lib/entitlements.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export const eventNotFound = () => notFound('Event not found', 'EVENT_NOT_FOUND');

/** Tickets issued per event id. */
async function ticketCounts(db: Db, ids: string[]): Promise<Map<string, number>> {
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ itemId: entitlements.itemId, n: count() })
    .from(entitlements)
    .where(and(eq(entitlements.itemType, 'event'), inArray(entitlements.itemId, ids)))
    .groupBy(entitlements.itemId);
  return new Map(rows.map((r) => [r.itemId, r.n]));
}

export function toEvent(row: EventRow, tickets: number): Event {
  const hours = (row.endDate.getTime() - row.startDate.getTime()) / 3_600_000;
  return {
    _id: row.id,
    title: row.title,
    description: row.description,
    category: row.category as Event['category'],
    status: row.status as Event['status'],
    startDate: row.startDate.toISOString(),
    endDate: row.endDate.toISOString(),
    durationHours: Math.round(hours * 10) / 10,
    registrationDeadline: row.registrationDeadline.toISOString(),
    capacity: row.capacity,
    remainingCapacity: Math.max(0, row.capacity - tickets),
    ticketPrice: row.ticketPrice,
    currency: 'INR',
    images: row.images,
    location: row.location,
    organizer: row.organizer,
    tags: row.tags,
    socialLinks: row.socialLinks,
    createdBy: row.createdBy,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

async function withCapacity(db: Db, rows: EventRow[]): Promise<Event[]> {
  const counts = await ticketCounts(db, rows.map((r) => r.id));
  return rows.map((r) => toEvent(r, counts.get(r.id) ?? 0));
}

/** A bare YYYY-MM-DD as an upper bound means the whole of that day. */
function upperBound(value: string): Date {
  const d = new Date(value);
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) d.setUTCHours(23, 59, 59, 999);
  return d;
}

const escapeLike = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`);

// Upcoming and running events first (soonest first), then past ones (most recent first).
const listOrder = [
  sql`(${events.endDate} < now()) asc`,
  sql`case when ${events.endDate} >= now() then ${events.startDate} end asc`,
  desc(events.startDate),
  asc(events.id),
];

async function page(db: Db, where: SQL | undefined, pageNo: number, limit: number) {
  const [rows, [total]] = await Promise.all([
    db.select().from(events).where(where).orderBy(...listOrder).limit(limit).offset((pageNo - 1) * limit),
    db.select({ n: count() }).from(events).where(where),
  ]);
  const n = total?.n ?? 0;
  return {
    data: await withCapacity(db, rows),
    pagination: { page: pageNo, limit, total: n, pages: Math.ceil(n / limit) },
  };
}

/** Drafts are visible only to their creator. */
function visibleTo(userId: string | null): SQL {
  return userId ? or(ne(events.status, 'draft'), eq(events.createdBy, userId))! : ne(events.status, 'draft');
}

export async function listEvents(db: Db, rawQuery: EventListQuery, userId: string | null) {
  const q = eventListQuerySchema.parse(rawQuery);
  const conditions: SQL[] = [visibleTo(userId)];
  if (q.search) {
    const term = `%${escapeLike(q.search)}%`;
    conditions.push(
      or(ilike(events.title, term), ilike(events.description, term), sql`${events.tags}::text ilike ${term}`)!,
    );
  }
  if (q.category) conditions.push(eq(events.category, q.category));
  if (q.status) conditions.push(eq(events.status, q.status));
  if (q.city) conditions.push(sql`${events.location}->>'city' ilike ${escapeLike(q.city)}`);
  if (q.country) conditions.push(sql`${events.location}->>'country' ilike ${escapeLike(q.country)}`);
  if (q.startDate) conditions.push(gte(events.startDate, new Date(q.startDate)));
  if (q.endDate) conditions.push(lte(events.startDate, upperBound(q.endDate)));
  return page(db, and(...conditions), q.page, q.limit);
}

export async function listMyEvents(db: Db, rawQuery: MyEventsQuery, userId: string) {
  const q = myEventsQuerySchema.parse(rawQuery);
  const where =
    q.type === 'created'
      ? eq(events.createdBy, userId)
      : sql`${events.id}::text in (select ${entitlements.itemId} from ${entitlements} where ${entitlements.userId} = ${userId} and ${entitlements.itemType} = 'event')`;
  return page(db, where, q.page, q.limit);
}

async function findRow(db: Db, id: string): Promise<EventRow | null> {
  if (!UUID.test(id)) return null;
  const [row] = await db.select().from(events).where(eq(events.id, id)).limit(1);
  return row ?? null;
}

export async function getEvent(db: Db, id: string, userId: string | null): Promise<Event> {
  const row = await findRow(db, id);
  if (!row || (row.status === 'draft' && row.createdBy !== userId)) throw eventNotFound();
  return toEvent(row, await countEntitlements(db, 'event', row.id));
}

function columns(input: EventInputParsed) {
  return {
    title: input.title,
    description: input.description,
    category: input.category,
    status: input.status,
    startDate: new Date(input.startDate),
    endDate: new Date(input.endDate),
    registrationDeadline: new Date(input.registrationDeadline),
    capacity: input.capacity,
    ticketPrice: input.ticketPrice,
    currency: input.currency,
    images: normaliseImages(input.images),
    location: input.location,
    organizer: input.organizer,
    tags: [...new Set(input.tags)],
    socialLinks: input.socialLinks,
  };
}

/** Exactly one primary image when there are images: the first marked one, else the first. */
function normaliseImages(images: { url: string; isPrimary: boolean }[]) {
  const primary = Math.max(0, images.findIndex((i) => i.isPrimary));
  return images.map((img, i) => ({ url: img.url, isPrimary: i === primary }));
}

export async function createEvent(db: Db, input: EventInputParsed, userId: string): Promise<Event> {
  const [row] = await db.insert(events).values({ ...columns(input), createdBy: userId }).returning();
  return toEvent(row!, 0);
}

async function ownedRow(tx: Db, id: string, userId: string): Promise<EventRow> {
  if (!UUID.test(id)) throw eventNotFound();
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
  if (!row || (row.status === 'draft' && row.createdBy !== userId)) throw eventNotFound();
  if (row.createdBy !== userId) throw forbidden('Only the creator of this event can change it', 'NOT_EVENT_OWNER');
  return row;
}

export async function updateEvent(db: Db, id: string, input: EventInputParsed, userId: string): Promise<Event> {
  return db.transaction(async (tx) => {
    await ownedRow(tx, id, userId);
    const tickets = await countEntitlements(tx, 'event', id);
    if (input.capacity < tickets) {
      throw conflict(`Capacity cannot be lower than the ${tickets} tickets already issued`, 'CAPACITY_BELOW_TICKETS');
    }
    const [row] = await tx
      .update(events)
      .set({ ...columns(input), updatedAt: new Date() })
      .where(eq(events.id, id))
      .returning();
    return toEvent(row!, tickets);
  });
}

export async function deleteEvent(db: Db, id: string, userId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await ownedRow(tx, id, userId);
    // Tickets are what people paid for or counted on: an event that has them is cancelled, not erased.
    const tickets = await countEntitlements(tx, 'event', id);
    if (tickets > 0) {
      throw conflict(
        `This event has ${tickets} registered attendee${tickets === 1 ? '' : 's'}; set its status to cancelled instead of deleting it`,
        'EVENT_HAS_TICKETS',
      );
    }
    await tx.delete(events).where(eq(events.id, id));
  });
}

/** Why an event cannot take registrations now, or null when it can. */
export function registrationClosedReason(row: EventRow, now = new Date()): string | null {
  if (row.status === 'cancelled') return 'This event has been cancelled';
  if (row.status !== 'published') return 'Registration is not open for this event';
  if (row.startDate <= now) return 'Registration is closed: the event has already started';
  if (row.registrationDeadline <= now) return 'Registration is closed: the registration deadline has passed';
  return null;
}

/** Catalogue provider for tickets: prices them and refuses a ticket the event cannot give. */
function toCatalogueItem(row: EventRow): CatalogueItem {
  return {
    type: 'event',
    id: row.id,
    title: row.title,
    pricePaise: row.ticketPrice,
    thumbnail: (row.images.find((i) => i.isPrimary) ?? row.images[0])?.url ?? null,
    byline: row.organizer.name,
  };
}

export const eventItemProvider: ItemProvider = {
  async find(db, id): Promise<CatalogueItem | null> {
    const row = await findRow(db, id);
    if (!row || registrationClosedReason(row) !== null) return null;
    return toCatalogueItem(row);
  },
  async describe(db, id) {
    const row = await findRow(db, id);
    return row ? toCatalogueItem(row) : null;
  },
  async beforeGrant(tx, _userId, id) {
    if (!UUID.test(id)) throw eventNotFound();
    // The row lock serialises every grant for this event, so the count below cannot go stale
    // between the check and the insert: the last seat is sold exactly once.
    const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update').limit(1);
    if (!row) throw eventNotFound();
    const closed = registrationClosedReason(row);
    if (closed) throw conflict(closed, 'REGISTRATION_CLOSED');
    const tickets = await countEntitlements(tx, 'event', id);
    if (tickets >= row.capacity) throw conflict('Event Full: no seats are left for this event', 'EVENT_FULL');
  },
};

export async function registerFree(db: Db, id: string, userId: string): Promise<Event> {
  const row = await findRow(db, id);
  if (!row || (row.status === 'draft' && row.createdBy !== userId)) throw eventNotFound();
  if (row.ticketPrice > 0) {
    throw badRequest('This is a paid event: please buy a ticket through checkout', 'PAID_EVENT');
  }
  const already = () => conflict('You are already registered for this event', 'ALREADY_REGISTERED');
  if (await findEntitlement(db, userId, 'event', id)) throw already();
  const created = await db.transaction(async (tx) => {
    const result = await grantEntitlement(tx, { userId, itemType: 'event', itemId: id, source: 'free' });
    return result.created;
  });
  // Two requests of the same user racing: the unique (user, item) index let only one through.
  if (!created) throw already();
  return getEvent(db, id, userId);
}

export async function checkEventPurchase(db: Db, eventId: string, userId: string): Promise<EventPurchaseCheck> {
  const ticket = UUID.test(eventId) ? await findEntitlement(db, userId, 'event', eventId) : null;
  if (!ticket) return { hasPurchased: false, order: null, payment: null };
  if (!ticket.orderId || !UUID.test(ticket.orderId)) return { hasPurchased: true, order: null, payment: null };
  // A bought ticket: the order it came from and the payment that settled it.
  const [paid] = await db
    .select({ orderCreatedAt: orders.createdAt, transactionId: payments.gatewayPaymentId })
    .from(orders)
    .leftJoin(payments, and(eq(payments.orderId, orders.id), eq(payments.status, 'completed')))
    .where(eq(orders.id, ticket.orderId))
    .limit(1);
  return {
    hasPurchased: true,
    order: { createdAt: (paid?.orderCreatedAt ?? ticket.createdAt).toISOString() },
    payment: paid?.transactionId ? { transactionId: paid.transactionId } : null,
  };
}
