// Builds the Fastify app (never listens): plugins, the /api routes, the web app. Tests import this.
import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyServerOptions } from 'fastify';
import compress from '@fastify/compress';
import swagger from '@fastify/swagger';
import swaggerUi from '@fastify/swagger-ui';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { Env } from './config/env.ts';
import { openDatabase, type Database, type Db } from './db/client.ts';
import { seedContent } from './db/seed.ts';
import authPlugin from './plugins/auth.ts';
import { registerErrorHandler } from './plugins/error-handler.ts';
import rateLimits from './plugins/rate-limits.ts';
import { registerSecurity } from './plugins/security.ts';
import { registerWebApp } from './plugins/web-app.ts';
import type { App } from './lib/types.ts';
import { createGoogleVerifier, type GoogleVerifier } from './modules/auth/google.ts';
import { authRoutes } from './modules/auth/routes.ts';
import { feedbackRoutes } from './modules/feedback/routes.ts';
import { eventsRoutes } from './modules/events/routes.ts';
import { healthRoutes } from './modules/health/routes.ts';
import { inquiryRoutes } from './modules/inquiry/routes.ts';
import { newsletterRoutes } from './modules/newsletter/routes.ts';
import { projectRoutes } from './modules/projects/routes.ts';
import { courseRoutes } from './modules/courses/routes.ts';
import { paymentRoutes } from './modules/payments/routes.ts';
import { roadmapRoutes } from './modules/roadmaps/routes.ts';
import { guidesRoutes } from './modules/guides/routes.ts';
import { learningRoutes } from './modules/learning/routes.ts';
import { contributionRoutes } from './modules/contribution/routes.ts';
import { meRoutes } from './modules/me/routes.ts';
import { practiceRoutes } from './modules/practice/routes.ts';
import { arenaRoutes } from './modules/arena/routes.ts';
import { competeRoutes } from './modules/compete/routes.ts';
import { startJudge, type JudgeRuntime } from './modules/practice/runtime.ts';
import type { SandboxCheck } from '@robo/sandbox';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
    env: Env;
    judge: JudgeRuntime;
  }
}

export interface BuildOptions {
  env: Env;
  /** An open database; when absent the app opens one from env and closes it on shutdown. */
  database?: Database;
  logger?: FastifyServerOptions['logger'];
  googleVerifier?: GoogleVerifier | null;
  /** Replaces the real sandbox probe (tests of the judge's refusal). */
  sandboxCheck?: () => Promise<SandboxCheck>;
}

const REQUEST_ID = /^[\w.-]{1,64}$/;

export async function buildApp(options: BuildOptions): Promise<App> {
  const { env } = options;
  const app = Fastify({
    logger: options.logger ?? { level: env.LOG_LEVEL },
    bodyLimit: env.BODY_LIMIT_BYTES,
    trustProxy: env.TRUST_PROXY,
    requestIdHeader: 'x-request-id',
    genReqId: (req) => {
      const incoming = req.headers['x-request-id'];
      return typeof incoming === 'string' && REQUEST_ID.test(incoming) ? incoming : randomUUID();
    },
    routerOptions: { ignoreTrailingSlash: true },
  }).withTypeProvider<ZodTypeProvider>();

  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  app.addHook('onRequest', async (request, reply) => {
    reply.header('x-request-id', request.id);
  });

  const database =
    options.database ?? (await openDatabase({ url: env.DATABASE_URL, dataDir: `${env.DATA_DIR}/pglite` }));
  app.decorate('database', database);
  app.decorate('db', database.db);
  app.decorate('env', env);
  if (!options.database) app.addHook('onClose', async () => database.close());

  if (env.SEED_CONTENT) {
    const counts = await seedContent(database.db, env.CONTENT_DIR);
    app.log.info({ counts }, 'content seeded');
  }

  const judge = await startJudge({
    db: database.db,
    env,
    logger: app.log,
    ...(options.sandboxCheck ? { sandboxCheck: options.sandboxCheck } : {}),
  });
  app.decorate('judge', judge);
  // preClose runs before every onClose hook: workers finish their job and stop before the database closes.
  app.addHook('preClose', async () => judge.stop());

  // External plugins first, then ours.
  await registerSecurity(app, env);
  await app.register(compress, { global: true, threshold: 1024 });
  await app.register(swagger, {
    openapi: {
      info: { title: 'Robotics learning platform API', version: env.version },
      components: { securitySchemes: { bearerAuth: { type: 'http', scheme: 'bearer', bearerFormat: 'JWT' } } },
    },
    transform: jsonSchemaTransform,
  });
  await app.register(swaggerUi, { routePrefix: '/api/docs', staticCSP: true });
  await app.register(rateLimits, { env });
  await app.register(authPlugin, { env });

  const googleVerifier =
    options.googleVerifier !== undefined
      ? options.googleVerifier
      : env.GOOGLE_CLIENT_ID
        ? createGoogleVerifier(env.GOOGLE_CLIENT_ID)
        : null;

  await app.register(
    async (api) => {
      const typed = api.withTypeProvider<ZodTypeProvider>();
      await typed.register(healthRoutes, { version: env.version });
      await typed.register(authRoutes, { prefix: '/auth', googleVerifier });
      await typed.register(newsletterRoutes);
      await typed.register(inquiryRoutes);
      await typed.register(feedbackRoutes);
      await typed.register(projectRoutes);
      await typed.register(eventsRoutes);
      await typed.register(roadmapRoutes);
      await typed.register(courseRoutes);
      await typed.register(paymentRoutes);
      await typed.register(guidesRoutes);
      await typed.register(learningRoutes);
      await typed.register(contributionRoutes);
      await typed.register(meRoutes);
      await typed.register(practiceRoutes, { prefix: '/practice' });
      await typed.register(arenaRoutes);
      await typed.register(competeRoutes, { prefix: '/compete' });
    },
    { prefix: '/api' },
  );

  await registerWebApp(app, { distDir: env.WEB_DIST_DIR, contentDir: env.CONTENT_DIR });
  return app;
}
