// /api/auth: signup, login, profile (read and update), Google sign-in.
import {
  authResponseSchema,
  errorResponseSchema,
  googleAuthInputSchema,
  loginInputSchema,
  profileResponseSchema,
  signupInputSchema,
  updateProfileInputSchema,
} from '@robo/contracts';
import { AppError } from '../../lib/app-error.ts';
import type { App } from '../../lib/types.ts';
import type { GoogleVerifier } from './google.ts';
import { checkCredentials, createUser, getUser, updateProfile, upsertGoogleUser } from './service.ts';

const errors = { 400: errorResponseSchema, 401: errorResponseSchema, 409: errorResponseSchema, 429: errorResponseSchema };

export async function authRoutes(app: App, opts: { googleVerifier: GoogleVerifier | null }) {
  const session = (user: { id: string; email: string }) => app.signToken({ sub: user.id, email: user.email });

  app.post(
    '/signup',
    {
      preHandler: [app.limits.signupPerIp],
      schema: {
        tags: ['auth'],
        summary: 'Create an account',
        body: signupInputSchema,
        response: { 201: authResponseSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await createUser(app.db, request.body);
      return reply.status(201).send({ success: true, token: session(user), user, message: 'Account created' });
    },
  );

  app.post(
    '/login',
    {
      preHandler: [app.limits.loginPerIp, app.limits.loginPerAccount],
      schema: {
        tags: ['auth'],
        summary: 'Log in with email and password',
        body: loginInputSchema,
        response: { 200: authResponseSchema, ...errors },
      },
    },
    async (request) => {
      const user = await checkCredentials(app.db, request.body.email, request.body.password);
      return { success: true as const, token: session(user), user, message: 'Logged in' };
    },
  );

  app.get(
    '/profile',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        security: [{ bearerAuth: [] }],
        response: { 200: profileResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => ({ success: true as const, user: await getUser(app.db, request.userId!) }),
  );

  app.patch(
    '/profile',
    {
      preHandler: [app.authenticate],
      schema: {
        tags: ['auth'],
        summary: 'Update name, phone or avatar',
        security: [{ bearerAuth: [] }],
        body: updateProfileInputSchema,
        response: { 200: profileResponseSchema, 400: errorResponseSchema, 401: errorResponseSchema },
      },
    },
    async (request) => {
      await getUser(app.db, request.userId!);
      const user = await updateProfile(app.db, request.userId!, request.body);
      return { success: true as const, user, message: 'Profile updated' };
    },
  );

  app.post(
    '/google',
    {
      preHandler: [app.limits.loginPerIp],
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a Google ID token',
        body: googleAuthInputSchema,
        response: { 200: authResponseSchema, ...errors, 501: errorResponseSchema },
      },
    },
    async (request) => {
      if (!opts.googleVerifier) {
        throw new AppError('GOOGLE_SIGNIN_DISABLED', 501, 'Google sign-in is not enabled on this server');
      }
      const identity = await opts.googleVerifier(request.body.credential);
      const user = await upsertGoogleUser(app.db, identity);
      return { success: true as const, token: session(user), user, message: 'Logged in with Google' };
    },
  );
}
