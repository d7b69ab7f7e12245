// Envelope and shared shapes of every /api answer (see design.md, API conventions).
import { z } from 'zod';

export const errorCodeSchema = z.string();

export const errorIssueSchema = z.object({
  path: z.array(z.union([z.string(), z.number()])),
  message: z.string(),
  code: z.string().optional(),
});

export const errorResponseSchema = z.object({
  success: z.literal(false),
  message: z.string(),
  code: errorCodeSchema,
  issues: z.array(errorIssueSchema).optional(),
  requestId: z.string().optional(),
});
export type ErrorResponse = z.infer<typeof errorResponseSchema>;

/** `{ success: true, data, message? }` around a data schema. */
export function envelope<T extends z.ZodType>(data: T) {
  return z.object({ success: z.literal(true), data, message: z.string().optional() });
}

/** `{ success: true, message }` for answers that carry no data. */
export const messageResponseSchema = z.object({ success: z.literal(true), message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

export const MAX_PAGE_SIZE = 100;

export const paginationQuerySchema = z.object({
  page: z.coerce.number().int().min(1).max(10_000).default(1),
  limit: z.coerce.number().int().min(1).max(MAX_PAGE_SIZE).default(10),
});

export const paginationSchema = z.object({
  page: z.number().int(),
  limit: z.number().int(),
  total: z.number().int(),
  pages: z.number().int(),
});
export type Pagination = z.infer<typeof paginationSchema>;

/** Email as the product accepts it: trimmed, lower-cased, a plausible address. */
export const emailSchema = z
  .string('Please enter your email address')
  .trim()
  .min(1, 'Please enter your email address')
  .max(254, 'Email address is too long')
  .pipe(z.email('Please enter a valid email address'))
  .transform((value) => value.toLowerCase());

/** Indian mobile or landline, loosely: digits, spaces, +, -, parentheses; 8 to 15 digits. */
export const phoneSchema = z
  .string('Please enter your phone number')
  .trim()
  .max(20, 'Phone number is too long')
  .regex(/^\+?[\d\s\-()]{8,20}$/, 'Please enter a valid phone number');
