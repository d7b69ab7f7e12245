// Event seeding: dates fixed on the first day, never moved by later starts; demo tickets given once.
import { and, count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { entitlements, events } from '../../db/schema/index.ts';
import { seedContent } from '../../db/seed.ts';
import { testEnv, createTestApp } from '../../test/helper.ts';
import { eventDates } from './seed.ts';

describe('event dates', () => {
  it('places the start at the given IST time, offset from the IST day of seeding', () => {
    // 20:00 UTC on 1 March is already 2 March 01:30 in India.
    const now = new Date('2026-03-01T20:00:00Z');
    const d = eventDates({ startOffsetDays: 5, startTime: '18:30', durationHours: 2, registrationDeadlineOffsetDays: 4 }, now);
    expect(d.startDate.toISOString()).toBe('2026-03-07T13:00:00.000Z');
    expect(d.endDate.toISOString()).toBe('2026-03-07T15:00:00.000Z');
    // End of 6 March in India.
    expect(d.registrationDeadline.toISOString()).toBe('2026-03-06T18:29:00.000Z');
  });

  it('never puts the deadline after the start', () => {
    const d = eventDates({ startOffsetDays: 2, startTime: '09:00', durationHours: 1, registrationDeadlineOffsetDays: 2 }, new Date());
    expect(d.registrationDeadline.getTime()).toBe(d.startDate.getTime());
  });
});

describe('event seeding on restart', () => {
  it('keeps dates, tickets and demo registrations as they were', async () => {
    const { database } = await createTestApp();
    const db = database.db;
    const slug = 'drone-building-workshop-jaipur';
    const [before] = await db.select().from(events).where(eq(events.slug, slug));
    const tickets = async () =>
      (await db.select({ n: count() }).from(entitlements).where(and(eq(entitlements.itemType, 'event'), eq(entitlements.itemId, before!.id))))[0]!.n;
    expect(await tickets()).toBe(4);

    await seedContent(db, testEnv().CONTENT_DIR);
    const [after] = await db.select().from(events).where(eq(events.slug, slug));
    expect(after!.id).toBe(before!.id);
    expect(after!.startDate.toISOString()).toBe(before!.startDate.toISOString());
    expect(after!.registrationDeadline.toISOString()).toBe(before!.registrationDeadline.toISOString());
    expect(await tickets()).toBe(4);
    expect((await db.select({ n: count() }).from(events))[0]!.n).toBe(16);
  });
});
