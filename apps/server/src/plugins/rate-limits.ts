// Rate limits for the routes that invite abuse. Login is limited per account (stops password guessing
// against one user whatever the IP) and, loosely, per IP; public forms are limited per IP with room
// for a whole classroom behind one college NAT address. Counters are per process (see design.md).
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { AppError } from '../lib/app-error.ts';

declare module 'fastify' {
  interface FastifyInstance {
    limits: {
      loginPerAccount: preHandlerAsyncHookHandler;
      loginPerIp: preHandlerAsyncHookHandler;
      signupPerIp: preHandlerAsyncHookHandler;
      formsPerIp: preHandlerAsyncHookHandler;
    };
  }
}

interface LimitResult {
  isAllowed: boolean;
  isExceeded?: boolean;
  ttlInSeconds?: number;
}

type Checker = (req: FastifyRequest) => Promise<LimitResult>;

/** A preHandler from one limiter; several may run on one route (the plugin's own handlers cannot). */
function guard(check: Checker): preHandlerAsyncHookHandler {
  return async (request: FastifyRequest, reply: FastifyReply) => {
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    const seconds = Math.max(1, result.ttlInSeconds ?? 60);
    reply.header('retry-after', String(seconds));
    const minutes = Math.ceil(seconds / 60);
    throw new AppError(
      'RATE_LIMITED',
      429,
      `Too many attempts. Please try again in ${minutes} minute${minutes === 1 ? '' : 's'}.`,
    );
  };
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    const { env } = opts;
    if (!env.RATE_LIMIT_ENABLED) {
      const pass = async () => {};
      app.decorate('limits', { loginPerAccount: pass, loginPerIp: pass, signupPerIp: pass, formsPerIp: pass });
      return;
    }
    await app.register(rateLimit, { global: false });
    const timeWindow = env.RATE_LIMIT_WINDOW;
    const limiter = (max: number, keyGenerator: (req: FastifyRequest) => string): Checker =>
      app.createRateLimit({ max, timeWindow, keyGenerator }) as unknown as Checker;
    const accountKey = (req: FastifyRequest) => {
      const email = (req.body as { email?: unknown } | undefined)?.email;
      return `login:${typeof email === 'string' ? email.trim().toLowerCase() : req.ip}`;
    };
    app.decorate('limits', {
      loginPerAccount: guard(limiter(env.RATE_LIMIT_LOGIN_PER_ACCOUNT, accountKey)),
      loginPerIp: guard(limiter(env.RATE_LIMIT_LOGIN_PER_IP, (r) => `login-ip:${r.ip}`)),
      signupPerIp: guard(limiter(env.RATE_LIMIT_SIGNUP_PER_IP, (r) => `signup:${r.ip}`)),
      // Each form has its own budget: a newsletter burst does not block inquiries.
      formsPerIp: guard(limiter(env.RATE_LIMIT_FORMS_PER_IP, (r) => `form:${r.routeOptions.url}:${r.ip}`)),
    });
  },
  { name: 'rate-limits' },
);
