// Bearer JWT sessions: sign on login, verify on protected routes; every token failure is a 401.
import type { FastifyInstance, FastifyRequest, preHandlerHookHandler } from 'fastify';
import jwt from '@fastify/jwt';
import fp from 'fastify-plugin';
import type { Env } from '../config/env.ts';
import { unauthorized } from '../lib/app-error.ts';

export interface TokenPayload {
  sub: string;
  email: string;
}

declare module '@fastify/jwt' {
  interface FastifyJWT {
    payload: TokenPayload;
    user: TokenPayload;
  }
}

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 unless a valid bearer token is sent. */
    authenticate: preHandlerHookHandler;
    /** preHandler: reads a token when one is sent; an invalid one is still a 401. */
    optionalAuth: preHandlerHookHandler;
    signToken(payload: TokenPayload): string;
  }
  interface FastifyRequest {
    userId: string | null;
  }
}

async function verify(request: FastifyRequest) {
  try {
    await request.jwtVerify();
  } catch (err) {
    const code = (err as { code?: string }).code ?? '';
    if (code.includes('EXPIRED')) throw unauthorized('Your session has expired. Please login again.', 'TOKEN_EXPIRED');
    if (code.includes('NO_AUTHORIZATION')) throw unauthorized('Authentication required', 'UNAUTHORIZED');
    throw unauthorized('Invalid authentication token. Please login again.', 'INVALID_TOKEN');
  }
  request.userId = request.user.sub;
}

export default fp(
  async (app: FastifyInstance, opts: { env: Env }) => {
    await app.register(jwt, {
      secret: opts.env.JWT_SECRET,
      sign: { algorithm: 'HS256', expiresIn: opts.env.JWT_EXPIRES_IN },
      verify: { algorithms: ['HS256'] },
    });
    app.decorateRequest('userId', null);
    app.decorate('signToken', (payload: TokenPayload) => app.jwt.sign(payload));
    app.decorate('authenticate', async (request: FastifyRequest) => {
      await verify(request);
    });
    app.decorate('optionalAuth', async (request: FastifyRequest) => {
      if (request.headers.authorization) await verify(request);
    });
  },
  { name: 'auth' },
);
