// Learning topics and their prerequisites, read from the seeded content tables.
import { and, arrayOverlaps, asc, count, desc, eq } from 'drizzle-orm';
import { PREREQUISITE_MESSAGES, type TopicDetail, type TopicSummary } from '@robo/contracts';
import type { Db } from '../../db/client.ts';
import { guides, prerequisites, topics } from '../../db/schema/index.ts';
import { notFound } from '../../lib/app-error.ts';

export async function listTopics(db: Db): Promise<TopicSummary[]> {
  return (await db
    .select({ slug: topics.slug, title: topics.title, group: topics.group, summary: topics.summary })
    .from(topics)
    .orderBy(asc(topics.position))) as TopicSummary[];
}

async function findTopic(db: Db, slug: string) {
  const [topic] = await db.select().from(topics).where(eq(topics.slug, slug)).limit(1);
  if (!topic) throw notFound(PREREQUISITE_MESSAGES.topicNotFound, 'TOPIC_NOT_FOUND');
  return topic;
}

export async function getTopic(db: Db, slug: string): Promise<TopicDetail> {
  const topic = await findTopic(db, slug);
  const [[prereqs], related] = await Promise.all([
    db.select({ n: count() }).from(prerequisites).where(eq(prerequisites.topicSlug, slug)),
    topic.relatedTags.length
      ? db
          .select({ _id: guides.slug, title: guides.title, category: guides.category, difficulty: guides.difficulty })
          .from(guides)
          .where(arrayOverlaps(guides.tags, topic.relatedTags))
          .orderBy(desc(guides.views), asc(guides.title))
          .limit(6)
      : Promise.resolve([]),
  ]);
  const { position: _p, updatedAt: _u, ...rest } = topic;
  return { ...(rest as Omit<TopicDetail, 'prerequisiteCount' | 'relatedGuides'>), prerequisiteCount: prereqs?.n ?? 0, relatedGuides: related };
}

export async function listPrerequisites(db: Db, topicSlug: string) {
  const topic = await findTopic(db, topicSlug);
  const rows = await db.select({ data: prerequisites.data }).from(prerequisites).where(eq(prerequisites.topicSlug, topicSlug)).orderBy(asc(prerequisites.position));
  return { prerequisites: rows.map((r) => r.data), parentTopic: { slug: topic.slug, title: topic.title } };
}

export async function getPrerequisite(db: Db, topicSlug: string, key: string) {
  const topic = await findTopic(db, topicSlug);
  const [row] = await db
    .select({ data: prerequisites.data })
    .from(prerequisites)
    .where(and(eq(prerequisites.topicSlug, topicSlug), eq(prerequisites.key, key)))
    .limit(1);
  if (!row) throw notFound(PREREQUISITE_MESSAGES.notFound, 'PREREQUISITE_NOT_FOUND');
  return { prerequisite: row.data, parentTopic: { slug: topic.slug, title: topic.title } };
}
