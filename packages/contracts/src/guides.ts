// Guides library (spec part 2 §2, §3, §7, §9): content files, list/detail answers, likes and views.
import { z } from 'zod';
import { paginationSchema } from './common.ts';

export const GUIDE_CATEGORIES = ['slam', 'hardware', 'software', 'troubleshooting', 'best-practices'] as const;
export const GUIDE_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;
export const GUIDE_RESOURCE_TYPES = ['documentation', 'paper', 'tutorial', 'video', 'book', 'PenTool', 'others'] as const;
export const guideCategorySchema = z.enum(GUIDE_CATEGORIES);
export const guideDifficultySchema = z.enum(GUIDE_DIFFICULTIES);
export type GuideCategory = z.infer<typeof guideCategorySchema>;

/** Spec §9: the popular panel shows 5, tips show 3, search waits 500 ms, copy feedback 2 s. */
export const GUIDES_POPULAR_PANEL = 5;
export const GUIDES_TIPS_SHOWN = 3;
export const GUIDES_SEARCH_DEBOUNCE_MS = 500;
export const COPY_FEEDBACK_MS = 2000;
export const GUIDES_PAGE_SIZE = 12;
export const GUIDES_MAX_PAGE_SIZE = 50;
export const GUIDE_MESSAGES = {
  notFound: 'Guide not found',
  fetchFailed: 'Failed to fetch guide',
  empty: 'No guides found',
  categoryNotFound: 'Category Not Found',
  visitorRequired: 'Send a visitor id (x-visitor-id header) or sign in to like a guide',
} as const;

export const VISITOR_ID_HEADER = 'x-visitor-id';
/** A random id the browser keeps; long enough that guessing another visitor's is pointless. */
export const visitorIdSchema = z.string().regex(/^[A-Za-z0-9_-]{16,64}$/, 'Invalid visitor id');

export const codeExampleSchema = z.object({ language: z.string().min(1), code: z.string().min(1) });

export const tutorialStepSchema = z.object({
  id: z.number().int(),
  title: z.string().min(1),
  description: z.string().min(1),
  prerequisites: z.array(z.string()),
  details: z.array(z.string()),
  codeExample: codeExampleSchema.optional(),
});

export const guideResourceSchema = z.object({
  type: z.enum(GUIDE_RESOURCE_TYPES),
  title: z.string().min(1),
  description: z.string(),
  url: z.url(),
});

export const guideContentSchema = z.object({
  prerequisites: z.array(z.string()),
  whatIs: z.object({ description: z.string().min(1), keyPoints: z.array(z.string().min(1)).min(1), importance: z.string().min(1) }),
  tutorialSteps: z.array(tutorialStepSchema).min(4),
  components: z.array(z.object({ name: z.string().min(1), description: z.string().min(1) })),
  resources: z.array(guideResourceSchema).min(1),
  faq: z.array(z.object({ question: z.string().min(1), answer: z.string().min(1) })).min(1),
});

const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Must be a kebab-case slug').max(120);

/** One file of content/guides/ (tips.json aside). */
export const guideFileSchema = z.object({
  slug: slugSchema,
  title: z.string().min(1).max(200),
  description: z.string().min(1),
  category: guideCategorySchema,
  difficulty: guideDifficultySchema,
  tags: z.array(z.string().min(1)).min(1),
  estimatedTime: z.string().min(1).optional(),
  author: z.string().min(1),
  lastUpdated: z.iso.date(),
  content: guideContentSchema,
});
export type GuideFile = z.infer<typeof guideFileSchema>;

export const guideTipSchema = z.object({ title: z.string().min(1), description: z.string().min(1) });
export const guideTipsFileSchema = z.array(guideTipSchema).min(3);
export type GuideTip = z.infer<typeof guideTipSchema>;

/** A guide in lists: everything but the body. `_id` is the slug (spec field name). */
export const guideSummarySchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  category: guideCategorySchema,
  difficulty: guideDifficultySchema,
  tags: z.array(z.string()),
  views: z.number().int(),
  likes: z.number().int(),
  estimatedTime: z.string().nullable(),
  author: z.string(),
  lastUpdated: z.string(),
});
export type GuideSummary = z.infer<typeof guideSummarySchema>;

export const guideSchema = guideSummarySchema.extend({ content: guideContentSchema });
export type Guide = z.infer<typeof guideSchema>;

export const guideListQuerySchema = z.object({
  category: guideCategorySchema.optional(),
  difficulty: guideDifficultySchema.optional(),
  search: z.string().trim().max(200, 'Search is too long').optional(),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(GUIDES_MAX_PAGE_SIZE).default(GUIDES_PAGE_SIZE),
});
export type GuideListQuery = z.input<typeof guideListQuerySchema>;

export const guideListResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(guideSummarySchema),
  pagination: paginationSchema,
});
export type GuideListResponse = z.infer<typeof guideListResponseSchema>;

export const guidePopularQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(20).default(GUIDES_POPULAR_PANEL),
});
export const guidePopularResponseSchema = z.object({ success: z.literal(true), data: z.array(guideSummarySchema) });

export const guideStatisticsSchema = z.object({
  totalGuides: z.number().int(),
  totalViews: z.number().int(),
  totalLikes: z.number().int(),
  categoryStats: z.array(z.object({ category: guideCategorySchema, count: z.number().int(), views: z.number().int() })),
});
export type GuideStatistics = z.infer<typeof guideStatisticsSchema>;
export const guideStatisticsResponseSchema = z.object({ success: z.literal(true), data: guideStatisticsSchema });

export const guideParamsSchema = z.object({ guideId: z.string().min(1).max(120) });
export const guideResponseSchema = z.object({ success: z.literal(true), data: guideSchema });

export const guideLikeResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ likes: z.number().int(), liked: z.boolean(), alreadyLiked: z.boolean() }),
});
export const guideViewResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ views: z.number().int(), counted: z.boolean() }),
});
export const guideTipsResponseSchema = z.object({ success: z.literal(true), data: z.array(guideTipSchema) });
