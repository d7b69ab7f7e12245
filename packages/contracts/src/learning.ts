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
