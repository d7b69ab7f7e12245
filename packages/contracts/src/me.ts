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
