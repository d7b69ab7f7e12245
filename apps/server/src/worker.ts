// `npm run worker`: a stand-alone judge process pulling from the same submissions queue as the server
// (DATABASE_URL). Refuses to start without a working sandbox unless ALLOW_UNSANDBOXED_JUDGE is set.
import pino from 'pino';
import { loadEnvOrExit } from './config/env.ts';
import { openDatabase } from './db/client.ts';
import { startJudge } from './modules/practice/runtime.ts';

const env = loadEnvOrExit();

const logger = pino({ level: env.LOG_LEVEL, base: { role: 'judge-worker' } });
if (!env.DATABASE_URL) {
  // PGlite is an in-process database: a second process cannot share the server's queue.
  logger.error('DATABASE_URL is required: a separate judge worker pulls from the server\'s PostgreSQL queue');
  process.exit(1);
}
const database = await openDatabase({ url: env.DATABASE_URL, poolSize: 4 });
const judge = await startJudge({ db: database.db, env: { ...env, JUDGE_WORKERS: Math.max(1, env.JUDGE_WORKERS) }, logger });
if (!judge.available) {
  await database.close();
  process.exit(1);
}

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, () => {
    logger.info({ signal }, 'judge worker stopping after its current job');
    judge
      .stop()
      .then(() => database.close())
      .then(
        () => process.exit(0),
        () => process.exit(1),
      );
  });
}
