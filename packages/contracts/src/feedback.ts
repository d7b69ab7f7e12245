// Feedback form (spec part 2 /feedback).
import { z } from 'zod';

export const FEEDBACK_MAX_LENGTH = 2000;

export const FEEDBACK_MESSAGES = {
  empty: 'Please enter your feedback',
  success: 'Thank you for your feedback! We appreciate your input.',
  failure: 'Failed to submit feedback',
  failureRetry: 'Failed to submit feedback. Please try again.',
} as const;

export const feedbackInputSchema = z.object({
  description: z
    .string(FEEDBACK_MESSAGES.empty)
    .trim()
    .min(1, FEEDBACK_MESSAGES.empty)
    .max(FEEDBACK_MAX_LENGTH, `Feedback must be at most ${FEEDBACK_MAX_LENGTH} characters`),
});
export type FeedbackInput = z.input<typeof feedbackInputSchema>;
