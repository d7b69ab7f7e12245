// Contribution programme (spec part 2 §2, §3, §5, §8): programme types and applications.
import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';

export const CONTRIBUTION_MESSAGES = {
  typesFound: 'Contribution types retrieved successfully',
  typesFailed: 'Failed to fetch contribution types',
  network: 'Network error. Please try again.',
  errorHeading: 'Error Loading Data',
  submitted: 'Application submitted successfully!',
  submitFailed: 'Error submitting application. Please try again.',
  unknownType: 'This contribution programme does not exist',
  unknownDomain: 'Select domains offered by this programme',
  domainRequired: 'Select at least one domain of interest',
} as const;

export const EXPERIENCE_LEVELS = [
  { value: 'beginner', label: 'Beginner (0-1 years)' },
  { value: 'intermediate', label: 'Intermediate (1-3 years)' },
  { value: 'advanced', label: 'Advanced (3+ years)' },
  { value: 'expert', label: 'Expert (5+ years)' },
] as const;
export const experienceSchema = z.enum(['beginner', 'intermediate', 'advanced', 'expert'], 'Please select your experience level');

const slug = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

export const contributionTypeFileSchema = z.object({
  slug,
  title: z.string().min(1),
  name: z.string().min(1),
  description: z.string().min(1),
  overview: z.string().min(1),
  paymentInfo: z.string().min(1),
  benefits: z.array(z.string().min(1)).min(1),
  bestFor: z.array(z.string().min(1)).min(1),
  process: z.array(z.object({ step: z.number().int(), title: z.string().min(1), description: z.string().min(1), timeframe: z.string().min(1) })).min(1),
  domains: z.array(z.object({ name: z.string().min(1), description: z.string().min(1), topics: z.array(z.string().min(1)).min(1) })).min(1),
  requirements: z.array(z.string().min(1)).min(1),
  guidebook: z.object({
    introduction: z.string().min(1),
    contentGuidelines: z.array(z.string().min(1)).min(1),
    qualityStandards: z.array(z.string().min(1)).min(1),
    tips: z.array(z.string().min(1)).min(1),
    resources: z.array(z.object({ title: z.string().min(1), description: z.string().min(1), url: z.url() })),
  }),
});
export const contributionTypesFileSchema = z.array(contributionTypeFileSchema).length(3);

/** `_id` is the programme slug (spec field name). */
export const contributionTypeSchema = contributionTypeFileSchema.omit({ slug: true }).extend({ _id: z.string() });
export type ContributionType = z.infer<typeof contributionTypeSchema>;
export const contributionTypesResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contributionTypeSchema),
  message: z.string(),
});

const required = (message: string, max: number) => z.string(message).trim().min(1, message).max(max, `Must be at most ${max} characters`);
const optionalText = (max: number) => z.string().trim().max(max, `Must be at most ${max} characters`).optional().default('');

export const contributionApplicationInputSchema = z.object({
  contributionType: z.string('Select a programme').min(1, 'Select a programme').max(64),
  personalInfo: z.object({
    name: required('Full Name is required', 120),
    email: emailSchema,
    phone: phoneSchema,
    college: optionalText(200),
    experience: experienceSchema,
    skills: z.array(z.string().trim().min(1).max(60)).max(30).default([]),
  }),
  portfolioLinks: z
    .array(z.object({ platform: z.string().trim().max(60).default(''), url: z.string().trim().max(500) }))
    .max(20)
    .default([])
    // Empty rows are allowed in the form; only filled URLs are stored, and they must be URLs.
    .transform((rows) => rows.filter((r) => r.url !== ''))
    .pipe(z.array(z.object({ platform: z.string(), url: z.url('Please enter a valid URL') }))),
  selectedDomains: z.array(z.string().min(1).max(120)).min(1, CONTRIBUTION_MESSAGES.domainRequired).max(20),
  proposedTopics: z.array(z.string().trim().min(1).max(200)).max(20).default([]),
  additionalInfo: optionalText(5000),
});
export type ContributionApplicationInput = z.input<typeof contributionApplicationInputSchema>;

export const contributionApplicationSchema = z.object({
  id: z.string(),
  contributionType: z.string(),
  programmeName: z.string(),
  status: z.string(),
  selectedDomains: z.array(z.string()),
  proposedTopics: z.array(z.string()),
  createdAt: z.string(),
});
export type ContributionApplication = z.infer<typeof contributionApplicationSchema>;
export const contributionSubmitResponseSchema = z.object({ success: z.literal(true), message: z.string(), data: z.object({ id: z.string() }) });
export const myContributionsResponseSchema = z.object({
  success: z.literal(true),
  data: z.array(contributionApplicationSchema),
  pagination: z.object({ page: z.number().int(), limit: z.number().int(), total: z.number().int(), pages: z.number().int() }),
});
