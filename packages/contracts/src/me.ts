// What the signed-in user owns (roadmaps, courses, event tickets), for the profile's "My learning".
import { z } from 'zod';
import { paginationSchema } from './common.ts';

export const entitlementViewSchema = z.object({
  itemType: z.enum(['roadmap', 'course', 'event']),
  itemId: z.string(),
  /** Null when the item's feature is not installed or the item is gone: show the type and id. */
  title: z.string().nullable(),
  thumbnail: z.string().nullable(),
  source: z.enum(['purchase', 'free']),
  grantedAt: z.string(),
});
export type EntitlementView = z.infer<typeof entitlementViewSchema>;
export const entitlementsResponseSchema = z.object({ success: z.literal(true), data: z.array(entitlementViewSchema), pagination: paginationSchema });

/** The caller's practice progress, from recorded submissions (runs are not counted). */
export const practiceProgressSchema = z.object({
  solved: z.number().int(),
  attempted: z.number().int(),
  submissions: z.number().int(),
  accepted: z.number().int(),
  solvedByDifficulty: z.object({ easy: z.number().int(), medium: z.number().int(), hard: z.number().int() }),
  recent: z.array(
    z.object({
      problemSlug: z.string(),
      title: z.string(),
      language: z.string(),
      status: z.string(),
      createdAt: z.string(),
    }),
  ),
});
export type PracticeProgress = z.infer<typeof practiceProgressSchema>;
export const practiceProgressResponseSchema = z.object({ success: z.literal(true), data: practiceProgressSchema });
