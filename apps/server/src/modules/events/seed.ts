// Seeds content/events: dates are relative to the day of FIRST seeding (IST) and never move on later
// starts, so tickets people hold stay valid. Content fields follow the files; dates, capacity
// already sold and registrations are left alone. New events may get demo attendees (fake accounts
// that cannot log in) so that nearly-full events look nearly full.
import { inArray, sql } from 'drizzle-orm';
import type { EventContent } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { entitlements, events, users } from '../../db/schema/index.ts';

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** Midnight IST of the day containing `now`, as a UTC instant. */
export function istMidnight(now: Date): number {
  const ist = now.getTime() + IST_OFFSET_MS;
  return ist - (ist % DAY_MS) - IST_OFFSET_MS;
}

/** Absolute dates of a content event seeded on the day of `now`. */
export function eventDates(e: Pick<EventContent, 'startOffsetDays' | 'startTime' | 'durationHours' | 'registrationDeadlineOffsetDays'>, now: Date) {
  const day = istMidnight(now);
  const [hh, mm] = e.startTime.split(':').map(Number) as [number, number];
  const start = day + e.startOffsetDays * DAY_MS + (hh * 60 + mm) * 60_000;
  const end = start + Math.round(e.durationHours * 3_600_000);
  // The deadline is the end of its day (23:59 IST), but never after the start.
  const deadline = Math.min(day + (e.registrationDeadlineOffsetDays + 1) * DAY_MS - 60_000, start);
  return { startDate: new Date(start), endDate: new Date(end), registrationDeadline: new Date(deadline) };
}

export const DEMO_ATTENDEES = [
  { name: 'Ananya Iyer (demo)', email: 'attendee1@demo.roboacademy.in' },
  { name: 'Rohan Mehta (demo)', email: 'attendee2@demo.roboacademy.in' },
  { name: 'Kavya Reddy (demo)', email: 'attendee3@demo.roboacademy.in' },
  { name: 'Arjun Nair (demo)', email: 'attendee4@demo.roboacademy.in' },
];

async function demoAttendeeIds(db: Db, n: number): Promise<string[]> {
  const wanted = DEMO_ATTENDEES.slice(0, n);
  // passwordHash null: nobody can log in as a demo attendee.
  await db.insert(users).values(wanted.map((u) => ({ ...u, passwordHash: null }))).onConflictDoNothing();
  const rows = await db.select({ id: users.id, email: users.email }).from(users).where(inArray(users.email, wanted.map((u) => u.email)));
  return rows.map((r) => r.id);
}

/** Upserts the content events by slug; `now` fixes the dates of events seen for the first time. */
export async function seedEvents(db: Db, list: EventContent[], now = new Date()): Promise<number> {
  if (list.length === 0) return 0;
  const existing = new Set(
    (await db.select({ slug: events.slug }).from(events).where(inArray(events.slug, list.map((e) => e.slug)))).map((r) => r.slug),
  );
  for (const e of list) {
    const content = {
      title: e.title,
      description: e.description,
      category: e.category,
      status: e.status,
      ticketPrice: e.ticketPrice,
      currency: e.currency,
      images: e.images,
      location: e.location,
      organizer: e.organizer,
      tags: e.tags,
      socialLinks: e.socialLinks,
    };
    if (existing.has(e.slug)) {
      await db
        .update(events)
        // Capacity follows the file but never drops below the tickets already issued.
        .set({
          ...content,
          capacity: sql`greatest(${e.capacity}, (select count(*) from ${entitlements} where ${entitlements.itemType} = 'event' and ${entitlements.itemId} = ${events.id}::text))::int`,
          updatedAt: sql`now()`,
        })
        .where(sql`${events.slug} = ${e.slug}`);
      continue;
    }
    const [row] = await db
      .insert(events)
      .values({ slug: e.slug, ...content, capacity: e.capacity, ...eventDates(e, now), createdBy: null })
      .onConflictDoNothing()
      .returning({ id: events.id });
    if (!row || e.demoRegistrations === 0) continue;
    const attendees = await demoAttendeeIds(db, Math.min(e.demoRegistrations, e.capacity));
    await db
      .insert(entitlements)
      .values(attendees.map((userId) => ({ userId, itemType: 'event' as const, itemId: row.id, source: 'free' as const })))
      .onConflictDoNothing();
  }
  return list.length;
}
