// Challenge arena (spec part 1 §2.6, §3, §4, §7, §8, §9): challenges with weekly question checklists,
// the points leaderboard, tournaments and the featured bot gallery.
import { z } from 'zod';
import { envelope } from './common.ts';

/** Texts the spec fixes (§5, §8). */
export const ARENA_MESSAGES = {
  loadFailed: 'Failed to load data',
  loginToJoin: 'Please login to join tournaments',
  joinFailed: 'Failed to join tournament',
  joined: 'Successfully joined tournament!',
  challengeNotFound: 'Challenge not found',
  questionNotFound: 'Question not found',
  tournamentNotFound: 'Tournament not found',
  botNotFound: 'Bot not found',
  userNotFound: 'User not found',
} as const;

/** Spec §9. */
export const LEADERBOARD_MAX_LIMIT = 50;
export const DEFAULT_QUESTION_POINTS = 10;

/** The challenges of the Compete dropdown (spec §2.2, §2.6), by slug. */
export const CHALLENGE_SLUGS = ['mobile-robotics', 'industrial-robotics', 'ai-ml-engineer'] as const;

export const BOT_CATEGORIES = [
  'Humanoid', 'Industrial', 'Medical', 'Educational', 'Research', 'Entertainment', 'Agricultural', 'Military',
] as const;
export const botCategorySchema = z.enum(BOT_CATEGORIES, 'Please choose a bot category from the list');
export type BotCategory = z.infer<typeof botCategorySchema>;

/**
 * Badges by total points. Thresholds: Rookie below 50, Bronze from 50, Silver from 200, Gold from 500,
 * Platinum from 1000 (one full challenge is worth a few hundred points, so Platinum needs several).
 */
export const BADGES = [
  { name: 'Platinum', min: 1000 },
  { name: 'Gold', min: 500 },
  { name: 'Silver', min: 200 },
  { name: 'Bronze', min: 50 },
  { name: 'Rookie', min: 0 },
] as const;
export type BadgeName = (typeof BADGES)[number]['name'];
export const badgeFor = (points: number): BadgeName => BADGES.find((b) => points >= b.min)!.name;

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/, 'Use lower-case letters, digits and dashes');

// ---------- challenges ----------

export const challengeQuestionSchema = z.object({
  /** Stable id, unique within the challenge: completions are stored against it. */
  id: slug,
  question: z.string().min(20),
  points: z.number().int().positive().max(100).default(DEFAULT_QUESTION_POINTS),
});
export const challengeWeekSchema = z.object({
  week: z.number().int().positive(),
  title: z.string().min(3),
  description: z.string().min(10),
  duration: z.string().min(2),
  questions: z.array(challengeQuestionSchema).min(5).max(7),
});
/** A file in content/arena/challenges. */
export const challengeContentSchema = z
  .object({
    slug,
    name: z.string().min(3),
    description: z.string().min(10),
    weeks: z.array(challengeWeekSchema).length(4),
  })
  .superRefine((c, ctx) => {
    const ids = c.weeks.flatMap((w) => w.questions.map((q) => q.id));
    const dup = ids.find((id, i) => ids.indexOf(id) !== i);
    if (dup) ctx.addIssue({ code: 'custom', path: ['weeks'], message: `Question id ${dup} is used twice` });
    c.weeks.forEach((w, i) => {
      if (w.week !== i + 1) ctx.addIssue({ code: 'custom', path: ['weeks', i, 'week'], message: 'Weeks are numbered 1, 2, 3, 4' });
    });
  });
export type ChallengeContent = z.output<typeof challengeContentSchema>;

export const challengeSchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  weeks: z.array(
    z.object({
      week: z.number().int(),
      title: z.string(),
      description: z.string(),
      duration: z.string(),
      questions: z.array(z.object({ id: z.string(), question: z.string(), points: z.number().int() })),
    }),
  ),
  totalPoints: z.number().int(),
  /** The caller's completed question ids (empty for guests). */
  completedQuestionIds: z.array(z.string()),
  /** Points the caller earned in this challenge. */
  earnedPoints: z.number().int(),
});
export type Challenge = z.infer<typeof challengeSchema>;

export const challengeSummarySchema = z.object({
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  weeks: z.number().int(),
  questions: z.number().int(),
  totalPoints: z.number().int(),
  /** The caller's completed questions and points (0 for guests). */
  completedQuestions: z.number().int(),
  earnedPoints: z.number().int(),
});
export type ChallengeSummary = z.infer<typeof challengeSummarySchema>;

export const challengeQuerySchema = z.object({
  /** A challenge name or slug; without it the list of challenges is answered. */
  name: z.string().trim().min(1, 'name cannot be empty').max(200).optional(),
});
export const challengeResponseSchema = envelope(challengeSchema);
export const challengeListResponseSchema = envelope(z.array(challengeSummarySchema));

export const completeQuestionParamsSchema = z.object({
  slug: z.string().min(1).max(100),
  questionId: z.string().min(1).max(100),
});

// ---------- leaderboard ----------

export const leaderboardEntrySchema = z.object({
  userId: z.string(),
  username: z.string(),
  avatar: z.string().nullable(),
  totalPoints: z.number().int(),
  totalChallengesCompleted: z.number().int(),
  badge: z.string(),
  /** 1-based; null for users without points (they are not ranked). */
  rank: z.number().int().nullable(),
  /** The latest completion, or null without any. */
  lastActivity: z.string().nullable(),
});
export type LeaderboardEntry = z.infer<typeof leaderboardEntrySchema>;

export const completeQuestionResponseSchema = envelope(
  z.object({
    /** False when the question was already completed: nothing was added. */
    awarded: z.boolean(),
    questionPoints: z.number().int(),
    completedQuestionIds: z.array(z.string()),
    entry: leaderboardEntrySchema,
  }),
);
export type CompleteQuestionResponse = z.infer<typeof completeQuestionResponseSchema>;

export const leaderboardQuerySchema = z.object({
  limit: z.coerce
    .number('limit must be a number')
    .int('limit must be a whole number')
    .min(1, 'limit must be at least 1')
    .max(LEADERBOARD_MAX_LIMIT, `limit must be at most ${LEADERBOARD_MAX_LIMIT}`)
    .default(LEADERBOARD_MAX_LIMIT),
});
export const leaderboardResponseSchema = envelope(
  z.object({ leaderboard: z.array(leaderboardEntrySchema), totalRanked: z.number().int() }),
);
export type LeaderboardResponse = z.infer<typeof leaderboardResponseSchema>;

export const userIdParamsSchema = z.object({ id: z.string().min(1).max(100) });
export const leaderboardEntryResponseSchema = envelope(leaderboardEntrySchema);

const avatarUrl = z
  .string()
  .trim()
  .max(2048, 'Avatar URL is too long')
  .refine((v) => {
    if (v === '') return true;
    try {
      const u = new URL(v);
      return u.protocol === 'https:' || u.protocol === 'http:';
    } catch {
      return false;
    }
  }, 'Avatar must be a valid http(s) URL');

/**
 * PUT /api/leaderboard/user/{id}, the spec's body. Only username and avatar are stored: points, completed
 * challenges and activity are computed by the server from real completions, so the client's totals are
 * accepted for compatibility and ignored.
 */
export const leaderboardUpdateSchema = z.object({
  userId: z.string().max(100).optional(),
  username: z.string('Username is required').trim().min(1, 'Username is required').max(60, 'Username is too long (at most 60 characters)'),
  avatar: avatarUrl.nullish(),
  totalPoints: z.number().optional(),
  totalChallengesCompleted: z.number().optional(),
  lastActivity: z.string().max(100).nullish(),
});
export type LeaderboardUpdate = z.input<typeof leaderboardUpdateSchema>;

// ---------- tournaments ----------

const isoDate = z.iso.datetime({ offset: true, message: 'must be an ISO date and time' });

/**
 * A file in content/arena/tournaments. Dates are absolute (startDate/endDate), or relative to the day the
 * tournament is first loaded (startOffsetDays/durationDays), fixed from then on like the events' dates.
 */
export const tournamentContentSchema = z
  .object({
    slug,
    title: z.string().min(3),
    description: z.string().min(20),
    maxParticipants: z.number().int().positive().max(100_000),
    startDate: isoDate.optional(),
    endDate: isoDate.optional(),
    startOffsetDays: z.number().int().optional(),
    durationDays: z.number().int().positive().optional(),
  })
  .superRefine((t, ctx) => {
    const absolute = t.startDate !== undefined && t.endDate !== undefined;
    const relative = t.startOffsetDays !== undefined && t.durationDays !== undefined;
    if (absolute === relative) {
      ctx.addIssue({ code: 'custom', path: [], message: 'Give either startDate and endDate, or startOffsetDays and durationDays' });
    }
    if (absolute && Date.parse(t.endDate!) <= Date.parse(t.startDate!)) {
      ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endDate must be after startDate' });
    }
  });
export type TournamentContent = z.infer<typeof tournamentContentSchema>;

export const TOURNAMENT_STATUSES = ['active', 'upcoming'] as const;
export const tournamentSchema = z.object({
  _id: z.string(),
  title: z.string(),
  description: z.string(),
  status: z.enum(TOURNAMENT_STATUSES),
  participantCount: z.number().int(),
  maxParticipants: z.number().int(),
  startDate: z.string(),
  endDate: z.string(),
  /** Whether the caller is a participant (false for guests). */
  joined: z.boolean(),
});
export type Tournament = z.infer<typeof tournamentSchema>;
export const tournamentListResponseSchema = envelope(z.array(tournamentSchema));
export const tournamentJoinSchema = z
  .object({
    userId: z.string().max(100).optional(),
    username: z.string().trim().max(60).optional(),
    avatar: z.string().max(2048).nullish(),
  })
  // A join without a body is fine (Fastify hands a missing body over as null).
  .nullish();
export const tournamentJoinResponseSchema = envelope(tournamentSchema);
export const idParamsSchema = z.object({ id: z.string().min(1).max(100) });

// ---------- bots ----------

export const botContentSchema = z.object({
  slug,
  name: z.string().min(3),
  description: z.string().min(40),
  category: botCategorySchema,
});
export type BotContent = z.infer<typeof botContentSchema>;

export const botSchema = z.object({
  _id: z.string(),
  slug: z.string(),
  name: z.string(),
  description: z.string(),
  category: botCategorySchema,
  stats: z.object({ likes: z.number().int() }),
  /** Whether the caller likes it (false for guests). */
  liked: z.boolean(),
});
export type Bot = z.infer<typeof botSchema>;

export const botsQuerySchema = z.object({
  category: z.preprocess((v) => (v === '' ? undefined : v), botCategorySchema.optional()),
  limit: z.coerce.number().int().min(1).max(50).default(50),
});
export const botsResponseSchema = envelope(
  z.object({
    bots: z.array(botSchema),
    /** Bots per category over the whole gallery, every category listed (0 when empty). */
    categories: z.array(z.object({ category: botCategorySchema, count: z.number().int() })),
  }),
);
export type BotsResponse = z.infer<typeof botsResponseSchema>;
export const botLikeResponseSchema = envelope(z.object({ liked: z.boolean(), likes: z.number().int() }));
