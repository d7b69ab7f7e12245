// Builds the real app on a real, private database for each test file: an in-memory PGlite, or, when
// TEST_DATABASE_URL points at a PostgreSQL server, a fresh database created on it and dropped after.
import { randomBytes } from 'node:crypto';
import { afterAll } from 'vitest';
import { buildApp, type BuildOptions } from '../app.ts';
import { parseEnv, type RawEnv } from '../config/env.ts';
import { openDatabase, type Database } from '../db/client.ts';
import type { GoogleVerifier } from '../modules/auth/google.ts';
import type { App } from '../lib/types.ts';

export const TEST_SECRET = 'test-secret-that-is-long-enough-for-hs256-signing';

async function createPostgresDatabase(adminUrl: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const { default: pg } = await import('pg');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: async () => {
      const c = new pg.Client({ connectionString: adminUrl });
      await c.connect();
      // The pool's connections may still be closing: wait for them instead of killing them.
      for (let attempt = 0; ; attempt++) {
        try {
          await c.query(`drop database if exists ${name}`);
          break;
        } catch (err) {
          if ((err as { code?: string }).code !== '55006' || attempt >= 50) throw err;
          await new Promise((r) => setTimeout(r, 100));
        }
      }
      await c.end();
    },
  };
}

export interface TestContext {
  app: App;
  database: Database;
}

export interface TestAppOptions {
  env?: Partial<Record<keyof RawEnv, string>>;
  googleVerifier?: GoogleVerifier | null;
  sandboxCheck?: BuildOptions['sandboxCheck'];
  /** Reuse a database (to restart the app on the same data). */
  database?: Database;
}

export async function openTestDatabase(): Promise<Database> {
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (adminUrl) {
    const created = await createPostgresDatabase(adminUrl);
    const database = await openDatabase({ url: created.url, poolSize: 5 });
    const close = database.close;
    database.close = async () => {
      await close();
      await created.drop();
    };
    return database;
  }
  return openDatabase({});
}

export function testEnv(overrides: TestAppOptions['env'] = {}) {
  return parseEnv({
    NODE_ENV: 'test',
    LOG_LEVEL: 'silent',
    JWT_SECRET: TEST_SECRET,
    DATA_DIR: '/tmp/robo-test-data',
    WEB_DIST_DIR: '/nonexistent',
    // Judge workers start only in the tests that judge (they probe and prepare the sandbox).
    JUDGE_WORKERS: '0',
    ...overrides,
  });
}

/** A fresh app and database for a test file; closed after the file's tests. */
export async function createTestApp(options: TestAppOptions = {}): Promise<TestContext> {
  const database = options.database ?? (await openTestDatabase());
  const app = await buildApp({
    env: testEnv(options.env),
    database,
    logger: false,
    googleVerifier: options.googleVerifier ?? null,
    ...(options.sandboxCheck ? { sandboxCheck: options.sandboxCheck } : {}),
  });
  await app.ready();
  if (!options.database) {
    afterAll(async () => {
      await app.close();
      await database.close();
    });
  }
  return { app, database };
}

let counter = 0;
export function uniqueEmail(prefix = 'user') {
  counter += 1;
  return `${prefix}-${Date.now().toString(36)}-${counter}-${randomBytes(3).toString('hex')}@example.com`;
}

export async function signupUser(app: App, overrides: { name?: string; email?: string; password?: string } = {}) {
  const body = { name: 'Asha Rao', email: uniqueEmail(), password: 'correct-horse-42', ...overrides };
  const res = await app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
  if (res.statusCode !== 201) throw new Error(`signup failed: ${res.statusCode} ${res.body}`);
  const json = res.json() as { token: string; user: { id: string; email: string; name: string } };
  return { ...json, password: body.password, auth: { authorization: `Bearer ${json.token}` } };
}
