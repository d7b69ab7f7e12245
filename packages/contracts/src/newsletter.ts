// Newsletter subscription (spec part 1 §5, §7, §8).
import { z } from 'zod';
import { emailSchema } from './common.ts';

const optionalName = z
  .string()
  .trim()
  .max(60, 'Name must be at most 60 characters')
  .optional()
  .transform((v) => (v ? v : undefined));

export const subscribeInputSchema = z.object({
  email: emailSchema,
  firstName: optionalName,
  lastName: optionalName,
});
export type SubscribeInput = z.input<typeof subscribeInputSchema>;

export const NEWSLETTER_MESSAGES = {
  required: 'Please enter your email address',
  invalid: 'Please enter a valid email address',
  network: 'Network error. Please check your connection and try again.',
  subscribed: 'Thank you for subscribing! Robotics news and new guides will reach your inbox.',
  alreadySubscribed: "You're already subscribed. Thanks for staying with us!",
} as const;
