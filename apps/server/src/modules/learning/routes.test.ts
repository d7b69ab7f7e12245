import { describe, expect, it } from 'vitest';
import { PREREQUISITE_MESSAGES, TOPIC_SLUGS } from '@robo/contracts';
import { createTestApp } from '../../test/helper.ts';

const { app } = await createTestApp();
const get = (url: string) => app.inject({ method: 'GET', url });

describe('learning topics', () => {
  it('lists the 24 topics in navigation order', async () => {
    const body = (await get('/api/learning/topics')).json();
    expect(body.data.map((t: { slug: string }) => t.slug).sort()).toEqual([...TOPIC_SLUGS].sort());
    expect(body.data[0]).toMatchObject({ slug: 'ros1', group: 'ROS' });
  });

  it('answers a topic with its prerequisite count and guides found by shared tags', async () => {
    const body = (await get('/api/learning/topics/ros2')).json();
    expect(body.data.slug).toBe('ros2');
    expect(body.data.whatYouWillLearn.length).toBeGreaterThan(0);
    expect(body.data.prerequisiteCount).toBeGreaterThanOrEqual(3);
    expect(body.data.relatedGuides.length).toBeGreaterThan(0);
    const missing = await get('/api/learning/topics/cooking');
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe(PREREQUISITE_MESSAGES.topicNotFound);
  });
});

describe('prerequisites', () => {
  it('lists every topic\'s prerequisites with the spec\'s answer fields', async () => {
    for (const slug of TOPIC_SLUGS) {
      const res = await get(`/api/learning/${slug}/prerequisites`);
      expect(res.statusCode, slug).toBe(200);
      const body = res.json();
      expect(Object.keys(body).sort()).toEqual(['message', 'parentTopic', 'prerequisites', 'success']);
      expect(body.prerequisites.length, slug).toBeGreaterThanOrEqual(3);
      expect(body.parentTopic.slug).toBe(slug);
    }
  });

  it('answers one prerequisite, and 404s for an unknown key or topic', async () => {
    const list = (await get('/api/learning/ros2/prerequisites')).json();
    const key = list.prerequisites[1].key;
    const res = await get(`/api/learning/ros2/prerequisites/${key}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(Object.keys(body).sort()).toEqual(['message', 'parentTopic', 'prerequisite', 'success']);
    expect(body.prerequisite.key).toBe(key);
    expect(body.parentTopic.title).toBe(list.parentTopic.title);
    const unknown = await get('/api/learning/ros2/prerequisites/no-such-key');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ success: false, message: PREREQUISITE_MESSAGES.notFound });
    expect((await get('/api/learning/cooking/prerequisites')).statusCode).toBe(404);
    expect((await get(`/api/learning/cooking/prerequisites/${key}`)).statusCode).toBe(404);
  });
});
