// Coding practice and the online judge (spec part 2 §2, §3, §7): content files, queries and answers.
import { z } from 'zod';
import { paginationSchema } from './common.ts';

export const CODE_LANGUAGES = ['cpp', 'c', 'python'] as const;
export const codeLanguageSchema = z.enum(CODE_LANGUAGES);
export type CodeLanguage = z.infer<typeof codeLanguageSchema>;

export const LANGUAGE_LEVELS = ['beginner', 'intermediate', 'advanced', 'expert'] as const;
export const PROBLEM_DIFFICULTIES = ['easy', 'medium', 'hard'] as const;
export const problemDifficultySchema = z.enum(PROBLEM_DIFFICULTIES);
export type ProblemDifficulty = z.infer<typeof problemDifficultySchema>;

export const SUBMISSION_STATUSES = [
  'pending',
  'running',
  'accepted',
  'wrong_answer',
  'compilation_error',
  'runtime_error',
  'time_limit_exceeded',
  'memory_limit_exceeded',
  'internal_error',
] as const;
export const submissionStatusSchema = z.enum(SUBMISSION_STATUSES);
export type SubmissionStatus = z.infer<typeof submissionStatusSchema>;
export const FINAL_STATUSES: readonly SubmissionStatus[] = SUBMISSION_STATUSES.filter(
  (s) => s !== 'pending' && s !== 'running',
);

/** Largest source the judge accepts (bytes of UTF-8). */
export const MAX_CODE_BYTES = 64 * 1024;
export const MAX_CUSTOM_INPUT_BYTES = 64 * 1024;
export const MAX_PROBLEMS_PAGE_SIZE = 50;

// ---- content files (content/practice) ----

export const practiceLanguageFileSchema = z.object({
  slug: codeLanguageSchema,
  name: z.string().min(1),
  description: z.string().min(1),
  difficulty: z.enum(LANGUAGE_LEVELS),
  totalTime: z.string().min(1),
});

export const problemExampleSchema = z.object({
  input: z.string(),
  output: z.string(),
  explanation: z.string().optional(),
});
export type ProblemExample = z.infer<typeof problemExampleSchema>;

export const codeTemplatesSchema = z.object({ cpp: z.string(), c: z.string(), python: z.string() });
export type CodeTemplates = z.infer<typeof codeTemplatesSchema>;

export const problemFileSchema = z.object({
  slug: z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/),
  title: z.string().min(1),
  difficulty: problemDifficultySchema,
  tags: z.array(z.string().min(1)),
  timeLimitMs: z.number().int().min(100).max(10_000),
  memoryLimitMb: z.number().int().min(16).max(1024),
  floatTolerance: z.number().positive().max(1).optional(),
  description: z.string().min(1),
  inputFormat: z.string().min(1),
  outputFormat: z.string().min(1),
  constraints: z.array(z.string().min(1)),
  examples: z.array(problemExampleSchema).min(1),
  hints: z.array(z.string().min(1)),
  templates: codeTemplatesSchema,
});
export type ProblemFile = z.infer<typeof problemFileSchema>;

// ---- answers ----

export const practiceLanguageSchema = z.object({
  id: z.string(),
  slug: codeLanguageSchema,
  name: z.string(),
  description: z.string(),
  difficulty: z.enum(LANGUAGE_LEVELS),
  totalTime: z.string(),
  /** Distinct users who submitted in this language; real, never invented. */
  learners: z.number().int(),
  totalProblems: z.number().int(),
});
export type PracticeLanguage = z.infer<typeof practiceLanguageSchema>;
export const practiceLanguagesResponseSchema = z.object({ success: z.literal(true), data: z.array(practiceLanguageSchema) });

export const problemSummarySchema = z.object({
  id: z.string(),
  slug: z.string(),
  title: z.string(),
  description: z.string(),
  difficulty: problemDifficultySchema,
  tags: z.array(z.string()),
  status: z.enum(['solved', 'unsolved']),
  /** Percentage of accepted submissions, or null before the first submission. */
  acceptance: z.number().nullable(),
  solvedBy: z.number().int(),
  totalSubmissions: z.number().int(),
  timeLimit: z.number().int(),
  memoryLimit: z.number().int(),
});
export type ProblemSummary = z.infer<typeof problemSummarySchema>;

export const problemsQuerySchema = z.object({
  difficulty: z.union([problemDifficultySchema, z.literal('all'), z.literal('')]).optional(),
  status: z.union([z.enum(['solved', 'unsolved']), z.literal('all'), z.literal('')]).optional(),
  sortBy: z.enum(['difficulty', 'acceptance', 'title']).default('difficulty'),
  order: z.enum(['asc', 'desc']).default('asc'),
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PROBLEMS_PAGE_SIZE).default(MAX_PROBLEMS_PAGE_SIZE),
  search: z.string().trim().max(100).optional(),
});
export type ProblemsQuery = Partial<z.output<typeof problemsQuerySchema>>;

export const problemsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(problemSummarySchema),
  pagination: paginationSchema,
  language: practiceLanguageSchema,
});
export type ProblemsResponse = z.infer<typeof problemsResponseSchema>;

export const problemDetailSchema = problemSummarySchema.extend({
  inputFormat: z.string(),
  outputFormat: z.string(),
  constraints: z.array(z.string()),
  examples: z.array(problemExampleSchema),
  hints: z.array(z.string()),
  codeTemplates: codeTemplatesSchema,
  floatTolerance: z.number().nullable(),
  /** Hidden tests stay on the server; only their number is public. */
  hiddenTestCount: z.number().int(),
});
export type ProblemDetail = z.infer<typeof problemDetailSchema>;
export const problemResponseSchema = z.object({ success: z.literal(true), data: problemDetailSchema });

export const submitInputSchema = z.object({
  code: z
    .string('Please write your solution before running the code.')
    .refine((c) => c.trim().length > 0, 'Please write your solution before running the code.')
    .refine((c) => new TextEncoder().encode(c).length <= MAX_CODE_BYTES, 'Code is too long (at most 64 KB).'),
  language: codeLanguageSchema,
  mode: z.enum(['submit', 'run']).default('submit'),
  /** Run mode only: run once on this input and return the output. */
  input: z
    .string()
    .refine((c) => new TextEncoder().encode(c).length <= MAX_CUSTOM_INPUT_BYTES, 'Input is too long (at most 64 KB).')
    .optional(),
});
export type SubmitInput = z.input<typeof submitInputSchema>;
export const submitResponseSchema = z.object({
  success: z.literal(true),
  data: z.object({ submissionId: z.string(), status: submissionStatusSchema }),
  message: z.string().optional(),
});

export const submissionSchema = z.object({
  id: z.string(),
  problemId: z.string(),
  language: codeLanguageSchema,
  mode: z.enum(['submit', 'run']),
  status: submissionStatusSchema,
  testCasesPassed: z.number().int(),
  totalTestCases: z.number().int(),
  /** Largest CPU time of a test, ms; null until judged. */
  runtime: z.number().int().nullable(),
  /** Largest peak memory of a test, KB; null until judged. */
  memory: z.number().int().nullable(),
  errorMessage: z.string().nullable(),
  /** Run mode: what the program printed (custom input, or the example that decided the verdict). */
  output: z.string().nullable(),
  /** Accepted submits: share of this problem's accepted submissions in the language that were slower (real data), or null. */
  beats: z.number().nullable(),
  createdAt: z.string(),
  finishedAt: z.string().nullable(),
});
export type Submission = z.infer<typeof submissionSchema>;
export const submissionResponseSchema = z.object({ success: z.literal(true), data: submissionSchema });

export const submissionSummarySchema = submissionSchema.omit({ output: true, beats: true });
export type SubmissionSummary = z.infer<typeof submissionSummarySchema>;
export const submissionHistoryQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(20),
});
export const submissionHistoryResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(submissionSummarySchema),
  pagination: paginationSchema,
});

export const PRACTICE_MESSAGES = {
  judgeUnavailable: 'The judge is unavailable right now: code cannot be run safely on this server. Please try again later.',
  queueFull: 'The judge is busy right now. Please try again in a minute.',
  tooManyPending: 'You already have submissions being judged. Please wait for them to finish.',
  problemNotFound: 'Problem not found',
  languageNotFound: 'Language not found',
  submissionNotFound: 'Submission not found',
} as const;
