// HTTP benchmark: a bare Fastify route (the ceiling) against GET /api/health and a database-backed
// read (GET /api/auth/profile: JWT check + user row), on PGlite and, when available, PostgreSQL.
// Prints a table and writes bench/results/http-latest.json. Loopback only; bounded in time.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import Fastify from 'fastify';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';

const DURATION = Number(process.env.BENCH_SECONDS ?? 5);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 20);

interface Row {
  target: string;
  database: string;
  reqPerSec: number;
  p50: number;
  p99: number;
  errors: number;
}

async function load(url: string, headers: Record<string, string> = {}) {
  const result = await autocannon({ url, connections: CONNECTIONS, duration: DURATION, headers });
  return { reqPerSec: Math.round(result.requests.average), p50: result.latency.p50, p99: result.latency.p99, errors: result.errors + result.non2xx };
}

async function bare(): Promise<Row> {
  const app = Fastify({ logger: false });
  app.get('/ping', async () => ({ success: true, data: { ok: true } }));
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const r = await load(`http://127.0.0.1:${port}/ping`);
  await app.close();
  return { target: 'bare Fastify route', database: '-', ...r };
}

async function platform(label: string, url: string | undefined): Promise<Row[]> {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', DATA_DIR: mkdtempSync(join(tmpdir(), 'robo-bench-')), RATE_LIMIT_ENABLED: 'false', SEED_CONTENT: 'true', WEB_DIST_DIR: '/nonexistent', ...(url ? { DATABASE_URL: url } : {}) });
  const database = await openDatabase({ url, dataDir: url ? undefined : `${env.DATA_DIR}/pglite`, poolSize: 20 });
  const app = await buildApp({ env, database, logger: false });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}`;
  const signup = await fetch(`${base}/api/auth/signup`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ name: 'Bench User', email: `bench-${Date.now()}@example.com`, password: 'bench-password' }) });
  const { token } = (await signup.json()) as { token: string };
  const rows: Row[] = [
    { target: 'GET /api/health', database: label, ...(await load(`${base}/api/health`)) },
    { target: 'GET /api/auth/profile', database: label, ...(await load(`${base}/api/auth/profile`, { authorization: `Bearer ${token}` })) },
  ];
  await app.close();
  await database.close();
  return rows;
}

const rows: Row[] = [await bare(), ...(await platform('PGlite', undefined))];

let pgDir: string | undefined;
try {
  const out = execFileSync('bash', [join(import.meta.dirname, '../scripts/postgres.sh'), 'start'], { encoding: 'utf8', env: { ...process.env, PGPORT_TEST: '55433' } });
  pgDir = /PG_TEST_DIR=(\S+)/.exec(out)?.[1];
  const url = /TEST_DATABASE_URL=(\S+)/.exec(out)?.[1];
  if (url) rows.push(...(await platform('PostgreSQL 15', url)));
} catch (err) {
  console.warn('PostgreSQL not available, skipped:', (err as Error).message);
} finally {
  if (pgDir) execFileSync('bash', [join(import.meta.dirname, '../scripts/postgres.sh'), 'stop', pgDir]);
}

const ceiling = rows[0]!.reqPerSec;
console.log(`\n${DURATION}s per target, ${CONNECTIONS} connections, loopback, ${new Date().toISOString()}\n`);
console.log('| target | database | req/s | % of bare | p50 ms | p99 ms | errors |');
console.log('|---|---|---:|---:|---:|---:|---:|');
for (const r of rows) {
  console.log(`| ${r.target} | ${r.database} | ${r.reqPerSec} | ${Math.round((r.reqPerSec / ceiling) * 100)}% | ${r.p50} | ${r.p99} | ${r.errors} |`);
}
writeFileSync(join(import.meta.dirname, 'results/http-latest.json'), JSON.stringify({ at: new Date().toISOString(), duration: DURATION, connections: CONNECTIONS, rows }, null, 2));
