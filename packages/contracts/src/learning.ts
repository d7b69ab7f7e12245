// Learning topics (spec part 1 §2.3) as content files and API answers.
import { z } from 'zod';

export const TOPIC_SLUGS = [
  'ros1', 'ros2', 'visual-slam', 'lidar-slam', 'ignition-gazebo', 'ros1-gazebo', 'open-cv', 'yolo',
  'navigation', 'plc', 'path-planning', 'rviz', 'moveit', 'control-systems', 'machine-learning',
  'deep-learning', 'reinforcement-learning', 'hri', 'perception', 'sensors', 'actuators', 'kinematics',
  'llm', 'dynamics',
] as const;

export const topicSchema = z.object({
  slug: z.enum(TOPIC_SLUGS),
  title: z.string().min(1),
  group: z.string().min(1),
  summary: z.string().min(1),
  description: z.string().min(1),
  whyItMatters: z.string().min(1),
  whatYouWillLearn: z.array(z.string().min(1)).min(1),
  relatedTags: z.array(z.string().min(1)),
});
export type Topic = z.infer<typeof topicSchema>;

export const topicSummarySchema = topicSchema.pick({ slug: true, title: true, group: true, summary: true });
export type TopicSummary = z.infer<typeof topicSummarySchema>;

export const topicListResponseSchema = z.object({ success: z.literal(true), data: z.array(topicSummarySchema) });

/** A guide linked from a topic page (found by shared tags). */
export const relatedGuideSchema = z.object({ _id: z.string(), title: z.string(), category: z.string(), difficulty: z.string() });

export const topicDetailSchema = topicSchema.extend({
  prerequisiteCount: z.number().int(),
  relatedGuides: z.array(relatedGuideSchema),
});
export type TopicDetail = z.infer<typeof topicDetailSchema>;
export const topicDetailResponseSchema = z.object({ success: z.literal(true), data: topicDetailSchema });
export const topicParamsSchema = z.object({ topic: z.string().min(1).max(64) });

// Prerequisites viewer (spec part 2 §2, §3, §7, §8).
export const PREREQUISITE_MESSAGES = {
  listFound: 'Prerequisites retrieved successfully',
  oneFound: 'Prerequisite retrieved successfully',
  notFound: 'Prerequisite not found',
  topicNotFound: 'Topic not found',
  listFailed: 'Failed to load prerequisites',
  catchAll: 'Unable to load prerequisite information. Please try again later.',
  errorHeading: 'Unable to Load Prerequisites',
  empty: 'No Prerequisites Required',
} as const;

export const prerequisiteSchema = z.object({
  key: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  description: z.string().min(1),
  thumbnail: z.object({ url: z.string().min(1), alt: z.string().min(1) }),
  category: z.string().min(1),
  duration: z.string().min(1),
  difficulty: z.string().min(1),
  overview: z.string().min(1),
  detailsExplanation: z.object({ title: z.string().min(1), content: z.string().min(1) }),
  sections: z.array(z.object({ id: z.string().min(1), title: z.string().min(1), content: z.string().min(1) })).min(1),
  resources: z.array(z.object({ title: z.string().min(1), description: z.string().min(1), duration: z.string().min(1) })).min(1),
});
export type Prerequisite = z.infer<typeof prerequisiteSchema>;
/** content/learning/prerequisites/<topic>.json */
export const prerequisiteFileSchema = z.array(prerequisiteSchema).min(3);

export const parentTopicSchema = z.object({ slug: z.string(), title: z.string() });
export const prerequisiteListResponseSchema = z.object({
  success: z.literal(true),
  prerequisites: z.array(prerequisiteSchema),
  parentTopic: parentTopicSchema,
  message: z.string(),
});
export type PrerequisiteListResponse = z.infer<typeof prerequisiteListResponseSchema>;
export const prerequisiteResponseSchema = z.object({
  success: z.literal(true),
  prerequisite: prerequisiteSchema,
  parentTopic: parentTopicSchema,
  message: z.string(),
});
export type PrerequisiteResponse = z.infer<typeof prerequisiteResponseSchema>;
export const prerequisiteParamsSchema = z.object({ topic: z.string().min(1).max(64), key: z.string().min(1).max(120) });
