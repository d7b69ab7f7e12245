// Accounts and sessions: signup, login, profile, Google sign-in.
import { z } from 'zod';
import { emailSchema, phoneSchema } from './common.ts';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const userSchema = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  avatar: z.string().nullable(),
  phone: z.string().nullable(),
  createdAt: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const nameSchema = z
  .string('Please enter your name')
  .trim()
  .min(1, 'Please enter your name')
  .max(100, 'Name must be at most 100 characters');

export const passwordSchema = z
  .string('Please enter a password')
  .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
  .max(PASSWORD_MAX_LENGTH, `Password must be at most ${PASSWORD_MAX_LENGTH} characters`);

export const signupInputSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
});
export type SignupInput = z.input<typeof signupInputSchema>;

export const loginInputSchema = z.object({
  email: emailSchema,
  // Login never tells which rule a stored password broke: only that one was given.
  password: z.string('Please enter your password').min(1, 'Please enter your password').max(PASSWORD_MAX_LENGTH),
});
export type LoginInput = z.input<typeof loginInputSchema>;

export const googleAuthInputSchema = z.object({
  credential: z.string().min(10, 'Missing Google credential').max(8192),
});

export const avatarSchema = z
  .string()
  .trim()
  .max(2048, 'Avatar URL is too long')
  .pipe(z.url({ protocol: /^https?$/, message: 'Avatar must be an http(s) URL' }));

export const updateProfileInputSchema = z
  .object({
    name: nameSchema.optional(),
    phone: z.union([phoneSchema, z.literal('').transform(() => null), z.null()]).optional(),
    avatar: z.union([avatarSchema, z.literal('').transform(() => null), z.null()]).optional(),
  })
  .refine((v) => Object.values(v).some((x) => x !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const authResponseSchema = z.object({
  success: z.literal(true),
  token: z.string(),
  user: userSchema,
  message: z.string().optional(),
});
export type AuthResponse = z.infer<typeof authResponseSchema>;

export const profileResponseSchema = z.object({
  success: z.literal(true),
  user: userSchema,
  message: z.string().optional(),
});
export type ProfileResponse = z.infer<typeof profileResponseSchema>;

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password';
export const EMAIL_TAKEN_MESSAGE = 'An account with this email already exists';

/** A token the client may send at all: three base64url parts, starting like every JSON header. */
export function looksLikeJwt(token: string | null | undefined): token is string {
  return !!token && /^eyJ[\w-]*\.[\w-]+\.[\w-]+$/.test(token);
}
