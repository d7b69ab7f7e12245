// Starts the platform: parses the environment, builds the app, listens, shuts down cleanly.
import { loadEnvOrExit } from './config/env.ts';
import { buildApp } from './app.ts';

const env = loadEnvOrExit();

const app = await buildApp({
  env,
  logger:
    env.NODE_ENV === 'development' && process.stdout.isTTY
      ? { level: env.LOG_LEVEL, transport: { target: 'pino-pretty', options: { translateTime: 'HH:MM:ss', ignore: 'pid,hostname' } } }
      : { level: env.LOG_LEVEL },
});

if (env.jwtSecretSource === 'generated') {
  app.log.warn('JWT_SECRET is not set: using a generated development secret kept in DATA_DIR');
}
app.log.info(
  { database: app.database.driver, payments: env.paymentGateway, google: Boolean(env.GOOGLE_CLIENT_ID) },
  'configuration',
);

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    app.log.info({ signal }, 'shutting down');
    app.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

try {
  await app.listen({ port: env.PORT, host: env.HOST });
  const shown = env.HOST === '0.0.0.0' || env.HOST === '::' ? 'localhost' : env.HOST;
  app.log.info(`Platform ready on http://${shown}:${env.PORT} (API docs at /api/docs)`);
} catch (err) {
  app.log.error(err);
  process.exit(1);
}
