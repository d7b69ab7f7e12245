// Compete (spec part 2 §2 "Compete page", §3, §4, §7, §8, §9): contests, tournaments and challenges,
// their content files, the list and featured answers, and registration.
import { z } from 'zod';
import { envelope } from './common.ts';

export const CONTEST_TYPES = ['contest', 'tournament', 'challenge'] as const;
export const CONTEST_CATEGORIES = [
  'Robotics', 'AI', 'Programming', 'Navigation', 'Computer Vision', 'Machine Learning', 'Hardware', 'Mixed',
] as const;
export const CONTEST_DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced', 'Expert'] as const;
/** Derived from the dates, never stored: upcoming (now < start), live (start <= now < end), completed (end <= now). */
export const CONTEST_STATUSES = ['live', 'upcoming', 'completed'] as const;
export const CONTEST_SORT_FIELDS = ['startDate', 'title', 'prizePool', 'participants'] as const;

export const CONTEST_PAGE_SIZE = 12;
export const CONTEST_MAX_PAGE_SIZE = 50;
export const FEATURED_CONTESTS_LIMIT = 2;
export const CONTEST_MAX_TAGS = 6;

export const contestTypeSchema = z.enum(CONTEST_TYPES, 'Type must be one of contest, tournament, challenge');
export const contestCategorySchema = z.enum(CONTEST_CATEGORIES, `Category must be one of ${CONTEST_CATEGORIES.join(', ')}`);
export const contestDifficultySchema = z.enum(CONTEST_DIFFICULTIES, `Difficulty must be one of ${CONTEST_DIFFICULTIES.join(', ')}`);
export const contestStatusSchema = z.enum(CONTEST_STATUSES, 'Status must be one of live, upcoming, completed');
export type ContestType = z.infer<typeof contestTypeSchema>;
export type ContestCategory = z.infer<typeof contestCategorySchema>;
export type ContestDifficulty = z.infer<typeof contestDifficultySchema>;
export type ContestStatus = z.infer<typeof contestStatusSchema>;

/** Texts the spec fixes (§4, §8). */
export const CONTEST_MESSAGES = {
  errorTitle: 'Error Loading Competitions',
  fetchFailed: 'Failed to fetch contests',
  fetchFailedLater: 'Failed to fetch contests. Please try again later.',
  tryAgain: 'Try Again',
  alreadyRegistered: 'You are already registered',
  ended: 'This competition has ended',
  notFound: 'Competition not found',
  registered: 'Registered',
  empty: 'No competitions match your filters',
} as const;

/** Label and button of each status. The spec gives completed the upcoming texts; an ended event says so instead. */
export const CONTEST_STATUS_TEXT: Record<ContestStatus, { label: string; action: string }> = {
  live: { label: 'Live Now', action: 'Join Now' },
  upcoming: { label: 'Starts Soon', action: 'Register' },
  completed: { label: 'Completed', action: 'Ended' },
};

const isoDate = z.iso.datetime({ offset: true, message: 'Must be an ISO date and time with an offset' });

/** A file in content/compete: one competition, keyed by slug. Dates are absolute. */
export const competeContentSchema = z
  .object({
    slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be kebab-case'),
    type: contestTypeSchema,
    title: z.string().min(5).max(120),
    description: z.string().min(40).max(600),
    category: contestCategorySchema,
    difficulty: contestDifficultySchema,
    startDate: isoDate,
    endDate: isoDate,
    /** Whole rupees; 0 for practice rounds without a cash prize. */
    prizePool: z.number().int().min(0).max(10_000_000),
    tags: z.array(z.string().min(1).max(30)).min(1).max(CONTEST_MAX_TAGS),
    isFeatured: z.boolean().default(false),
    /** Slugs of practice problems (content/practice/problems) that make up the problem set. */
    problems: z.array(z.string().regex(/^[a-z0-9-]+$/)).max(12).default([]),
  })
  .strict()
  .refine((c) => Date.parse(c.endDate) > Date.parse(c.startDate), { message: 'endDate must be after startDate', path: ['endDate'] });
export type CompeteContent = z.infer<typeof competeContentSchema>;

export const contestProblemSchema = z.object({ slug: z.string(), title: z.string(), difficulty: z.string() });
export type ContestProblem = z.infer<typeof contestProblemSchema>;

export const contestSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  type: contestTypeSchema,
  title: z.string(),
  description: z.string(),
  status: contestStatusSchema,
  difficulty: contestDifficultySchema,
  category: contestCategorySchema,
  startDate: z.string(),
  endDate: z.string(),
  /** Real number of registrations. */
  currentParticipants: z.number().int(),
  /** Whole rupees. */
  prizePool: z.number().int(),
  tags: z.array(z.string()),
  isFeatured: z.boolean(),
  /** Whether the caller (bearer token) is registered; false without a token. */
  registered: z.boolean(),
  problems: z.array(contestProblemSchema),
});
export type Contest = z.infer<typeof contestSchema>;

const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

export const contestListQuerySchema = z.object({
  page: z.coerce.number('page must be a number').int('page must be a whole number').min(1, 'page must be at least 1').max(10_000, 'page is too large').default(1),
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(CONTEST_MAX_PAGE_SIZE, `limit must be at most ${CONTEST_MAX_PAGE_SIZE}`)
    .default(CONTEST_PAGE_SIZE),
  sortBy: z.enum(CONTEST_SORT_FIELDS, `sortBy must be one of ${CONTEST_SORT_FIELDS.join(', ')}`).default('startDate'),
  order: z.enum(['asc', 'desc'], 'order must be asc or desc').default('asc'),
  search: z.preprocess(blankToUndefined, z.string().trim().max(200, 'search is too long (at most 200 characters)').optional()),
  status: z.preprocess(blankToUndefined, contestStatusSchema.optional()),
  difficulty: z.preprocess(blankToUndefined, contestDifficultySchema.optional()),
  category: z.preprocess(blankToUndefined, contestCategorySchema.optional()),
  type: z.preprocess(blankToUndefined, contestTypeSchema.optional()),
});
export type ContestListQuery = z.input<typeof contestListQuerySchema>;
export type ContestListQueryParsed = z.output<typeof contestListQuerySchema>;

export const contestPaginationSchema = z.object({
  current: z.number().int(),
  /** Number of pages. */
  total: z.number().int(),
  hasNext: z.boolean(),
  hasPrev: z.boolean(),
  totalItems: z.number().int(),
});
export type ContestPagination = z.infer<typeof contestPaginationSchema>;

/** Items per type under the current filters, ignoring the type filter (the tab counts). */
export const contestCountsSchema = z.object({
  all: z.number().int(),
  contest: z.number().int(),
  tournament: z.number().int(),
  challenge: z.number().int(),
});
export type ContestCounts = z.infer<typeof contestCountsSchema>;

export const contestListResponseSchema = envelope(
  z.object({ contests: z.array(contestSchema), pagination: contestPaginationSchema, counts: contestCountsSchema }),
);
export type ContestListResponse = z.infer<typeof contestListResponseSchema>;

export const featuredContestsResponseSchema = envelope(z.array(contestSchema).max(FEATURED_CONTESTS_LIMIT));
export type FeaturedContestsResponse = z.infer<typeof featuredContestsResponseSchema>;

export const contestIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const contestResponseSchema = envelope(contestSchema);
export type ContestResponse = z.infer<typeof contestResponseSchema>;
