// Career roadmaps (spec part 1 §2.5, §3): content files, the paywalled answer and saved progress.
import { z } from 'zod';

export const ROADMAP_SLUGS = ['mobile-Robotics', 'ai-engineer', 'autonomous-vehicle', 'industry', 'iot-robotics-integration'] as const;

const actionSchema = z.union([z.string().min(1), z.object({ description: z.string().min(1) })]);

export const roadmapWeekSchema = z.object({
  id: z.string().min(1),
  title: z.string().min(1),
  duration: z.string().min(1),
  objective: z.string().min(1),
  actions: z.array(actionSchema).min(1),
});

export const roadmapPhaseSchema = z.object({
  id: z.string().min(1),
  phase: z.string().min(1),
  duration: z.string().min(1),
  color: z.string().min(1),
  icon: z.string().min(1),
  weeks: z.array(roadmapWeekSchema).min(1),
});

/** A roadmap as its content file holds it; `price` is in paise. */
export const roadmapContentSchema = z.object({
  slug: z.string().min(1).max(80),
  title: z.string().min(1),
  subtitle: z.string().min(1),
  description: z.string().min(1),
  price: z.number().int().positive(),
  duration: z.object({ months: z.number().int().positive(), dailyHours: z.number().positive() }),
  phases: z.array(roadmapPhaseSchema).min(1),
  learningTips: z.array(z.object({ icon: z.string(), title: z.string().min(1), description: z.string().min(1) })),
  resource_link: z.array(z.url()),
  contactInfo: z.object({ title: z.string().min(1), description: z.string().min(1), email: z.email() }),
});
export type RoadmapContent = z.infer<typeof roadmapContentSchema>;

/** The full roadmap answer (after purchase). `amount` is in rupees, `pricePaise` in paise. */
export const roadmapSchema = roadmapContentSchema.omit({ price: true }).extend({
  id: z.string(),
  amount: z.number(),
  pricePaise: z.number().int(),
});
export type Roadmap = z.infer<typeof roadmapSchema>;
export const roadmapResponseSchema = z.object({ success: z.literal(true), data: roadmapSchema });

/** 403 before purchase (spec part 1 §7): requiresPayment, roadmapId, amount (rupees), message. */
export const roadmapPaymentRequiredSchema = z.object({
  success: z.literal(false),
  code: z.string(),
  message: z.string(),
  requiresPayment: z.literal(true),
  roadmapId: z.string(),
  amount: z.number(),
  amountPaise: z.number().int(),
  title: z.string(),
});
export type RoadmapPaymentRequired = z.infer<typeof roadmapPaymentRequiredSchema>;

export const roadmapSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  subtitle: z.string(),
  description: z.string(),
  months: z.number(),
  dailyHours: z.number(),
  phaseCount: z.number().int(),
  weekCount: z.number().int(),
  amount: z.number(),
  pricePaise: z.number().int(),
  /** Whether the caller owns it (false for guests). */
  owned: z.boolean(),
});
export type RoadmapSummary = z.infer<typeof roadmapSummarySchema>;
export const roadmapListResponseSchema = z.object({ success: z.literal(true), data: z.array(roadmapSummarySchema) });

export const roadmapSlugParamsSchema = z.object({ slug: z.string().min(1).max(80) });

export const MAX_PROGRESS_WEEKS = 500;
export const roadmapProgressSchema = z.object({
  completedWeeks: z.array(z.string().min(1).max(80)).max(MAX_PROGRESS_WEEKS),
  updatedAt: z.string().nullable(),
});
export type RoadmapProgress = z.infer<typeof roadmapProgressSchema>;
export const roadmapProgressResponseSchema = z.object({ success: z.literal(true), data: roadmapProgressSchema });
export const saveRoadmapProgressInputSchema = z.object({
  completedWeeks: z.array(z.string().min(1).max(80)).max(MAX_PROGRESS_WEEKS),
  /** 'replace' after a toggle; 'merge' when a device uploads what it kept while signed out. */
  mode: z.enum(['replace', 'merge']).default('replace'),
});
export type SaveRoadmapProgressInput = z.input<typeof saveRoadmapProgressInputSchema>;
