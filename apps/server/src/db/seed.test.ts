import { count, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { topics, users } from './schema/index.ts';
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
      await first.app.close();

      const second = await createTestApp({ database });
      expect((await database.db.select({ n: count() }).from(topics))[0]!.n).toBe(topicCount);
      const [ros2] = await database.db.select().from(topics).where(eq(topics.slug, 'ros2'));
      expect(ros2!.title).not.toBe('Edited');
      const kept = await database.db.select().from(users).where(eq(users.id, user.id));
      expect(kept).toHaveLength(1);
      await second.app.close();
    } finally {
      await database.close();
    }
  });
});
