import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { contributionTypes, guides, prerequisites, topics, users } from './schema/index.ts';
import { createTestApp, openTestDatabase, signupUser } from '../test/helper.ts';

describe('content seeding', () => {
  it('loads the demo content once: a restart neither duplicates content nor wipes user data', async () => {
    const database = await openTestDatabase();
    try {
      const first = await createTestApp({ database });
      const topicCount = (await database.db.select({ n: count() }).from(topics))[0]!.n;
      expect(topicCount).toBe(24);
      const { user } = await signupUser(first.app);
      // A learner's data and a content row someone changed by hand.
      await database.db.update(topics).set({ title: 'Edited' }).where(eq(topics.slug, 'ros2'));
      // Views and likes are what visitors did: a restart keeps them.
      const liked = await first.app.inject({ method: 'POST', url: '/api/guides/ros2-python-launch-files/like', headers: { 'x-visitor-id': 'seed-test-visitor-0001' } });
      expect(liked.json().data.likes).toBe(1);
      const counts = async () => ({
        guides: (await database.db.select({ n: count() }).from(guides))[0]!.n,
        prerequisites: (await database.db.select({ n: count() }).from(prerequisites))[0]!.n,
        programmes: (await database.db.select({ n: count() }).from(contributionTypes))[0]!.n,
      });
      const before = await counts();
      expect(before.guides).toBe(33);
      expect(before.programmes).toBe(3);
      await first.app.close();

      const second = await createTestApp({ database });
      expect((await database.db.select({ n: count() }).from(topics))[0]!.n).toBe(topicCount);
      const [ros2] = await database.db.select().from(topics).where(eq(topics.slug, 'ros2'));
      expect(ros2!.title).not.toBe('Edited');
      expect(await counts()).toEqual(before);
      const [guide] = await database.db.select().from(guides).where(eq(guides.slug, 'ros2-python-launch-files'));
      expect(guide!.likes).toBe(1);
      const kept = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(kept).toHaveLength(1);
      await second.app.close();
    } finally {
      await database.close();
    }
  });
});
