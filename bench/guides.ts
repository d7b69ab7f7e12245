// Guides search benchmark: 10,000 generated guides in a fresh PostgreSQL (scripts/postgres.sh),
// GET /api/guides with full-text search against the same list without search (the baseline).
// Prints p50/p95/p99 per target from a timed loop of real HTTP requests, and the query plan that
// shows the GIN index at work. Loopback only; stops by itself.
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { buildApp } from '../apps/server/src/app.ts';
import { parseEnv } from '../apps/server/src/config/env.ts';
import { openDatabase } from '../apps/server/src/db/client.ts';
import { guides } from '../apps/server/src/db/schema/index.ts';
import { listGuides } from '../apps/server/src/modules/guides/service.ts';
import { guideListQuerySchema } from '@robo/contracts';

const GUIDES = Number(process.env.BENCH_GUIDES ?? 10_000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 5);
const CONCURRENCY = Number(process.env.BENCH_CONCURRENCY ?? 4);
const PG_PORT = process.env.PGPORT_TEST ?? '55502';

// Deterministic data: the same guides on every run.
let seed = 42;
const rand = () => ((seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31) / 2 ** 31);
const pick = <T>(list: readonly T[]) => list[Math.floor(rand() * list.length)]!;

const SUBJECTS = ['ROS 2 navigation', 'LiDAR SLAM', 'visual odometry', 'OpenCV colour tracking', 'PID motor control', 'IMU calibration', 'MoveIt 2 motion planning', 'Gazebo simulation', 'tf2 frames', 'YOLO object detection', 'ESP32 encoders', 'micro-ROS', 'rosbag2 replay', 'Nav2 costmaps', 'ArUco pose estimation', 'stepper drivers', 'PLC ladder logic', 'EKF sensor fusion', 'occupancy grids', 'servo tuning', 'DDS discovery', 'launch files', 'URDF modelling', 'path planning with A*', 'battery management'];
const VERBS = ['Getting started with', 'Debugging', 'Tuning', 'A practical guide to', 'Deploying', 'Understanding', 'Testing', 'Optimising'];
const PLATFORMS = ['on a Raspberry Pi 5', 'on Jetson Orin Nano', 'with Python', 'in C++', 'for a differential-drive robot', 'for a robot arm', 'in simulation', 'on real hardware'];
const TAGS = ['ros2', 'slam', 'lidar', 'opencv', 'python', 'cpp', 'nav2', 'gazebo', 'esp32', 'arduino', 'imu', 'pid', 'moveit', 'yolo', 'tf2', 'dds', 'plc', 'urdf', 'ekf', 'camera'];
const CATEGORIES = ['slam', 'hardware', 'software', 'troubleshooting', 'best-practices'] as const;
const DIFFICULTIES = ['Beginner', 'Intermediate', 'Advanced'] as const;

/** Rows of a raw query (both drivers answer `{ rows }`). */
async function query(database: { db: { execute(q: ReturnType<typeof sql>): Promise<unknown> } }, q: ReturnType<typeof sql>) {
  return ((await database.db.execute(q)) as { rows: Record<string, unknown>[] }).rows;
}

function percentile(sorted: number[], p: number) {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function measure(url: string) {
  for (let i = 0; i < 50; i++) await (await fetch(url)).arrayBuffer(); // warm-up
  const latencies: number[] = [];
  let errors = 0;
  const end = performance.now() + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < end) {
        const t = performance.now();
        const res = await fetch(url);
        await res.arrayBuffer();
        latencies.push(performance.now() - t);
        if (!res.ok) errors++;
      }
    }),
  );
  latencies.sort((a, b) => a - b);
  const r = (n: number) => Math.round(n * 10) / 10;
  return { requests: latencies.length, reqPerSec: Math.round(latencies.length / SECONDS), p50: r(percentile(latencies, 50)), p95: r(percentile(latencies, 95)), p99: r(percentile(latencies, 99)), errors };
}

const out = execFileSync('bash', [join(import.meta.dirname, '../scripts/postgres.sh'), 'start'], { encoding: 'utf8', env: { ...process.env, PGPORT_TEST: PG_PORT } });
const pgDir = /PG_TEST_DIR=(\S+)/.exec(out)?.[1];
const url = /TEST_DATABASE_URL=(\S+)/.exec(out)![1]!;
try {
  const env = parseEnv({ NODE_ENV: 'test', LOG_LEVEL: 'silent', JWT_SECRET: 'bench-secret-bench-secret-bench-secret!', DATA_DIR: mkdtempSync(join(tmpdir(), 'robo-bench-')), RATE_LIMIT_ENABLED: 'false', SEED_CONTENT: 'true', WEB_DIST_DIR: '/nonexistent', DATABASE_URL: url });
  const database = await openDatabase({ url, poolSize: 10 });
  const app = await buildApp({ env, database, logger: false });

  // Generated guides carry a real guide's body so rows have a realistic size.
  const template = JSON.parse(readFileSync(join(env.CONTENT_DIR, 'guides/nav2-map-saving-and-loading.json'), 'utf8'));
  const started = performance.now();
  for (let i = 0; i < GUIDES; i += 500) {
    const rows = Array.from({ length: Math.min(500, GUIDES - i) }, (_, j) => {
      const n = i + j;
      const subject = pick(SUBJECTS);
      const tags = [...new Set([pick(TAGS), pick(TAGS), pick(TAGS)])];
      return {
        slug: `generated-${n}`,
        title: `${pick(VERBS)} ${subject} ${pick(PLATFORMS)} (part ${n % 7 + 1})`,
        description: `How to work with ${subject} ${pick(PLATFORMS)}: setup, common mistakes, measurements and a worked example with ${pick(SUBJECTS)}.`,
        category: pick(CATEGORIES),
        difficulty: pick(DIFFICULTIES),
        tags,
        searchTags: tags.join(' '),
        estimatedTime: `${10 + (n % 9) * 10} min`,
        author: 'Benchmark Generator',
        lastUpdated: `2026-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
        content: template.content,
        views: Math.floor(rand() * 5000),
        likes: Math.floor(rand() * 300),
      };
    });
    await database.db.insert(guides).values(rows).onConflictDoNothing();
  }
  await database.db.execute(sql`analyze guides`);
  const n = Number((await query(database, sql`select count(*)::int as n from guides`))[0]!.n);
  console.log(`${n} guides in PostgreSQL (generated ${GUIDES} in ${Math.round(performance.now() - started)} ms)`);

  const plan = (await query(database, sql`explain (analyze, format text) select slug from guides where search_vector @@ to_tsquery('english', 'lidar:*') order by ts_rank(search_vector, to_tsquery('english', 'lidar:*')) desc limit 12`)).map((r) => String(Object.values(r)[0])).join('\n');
  console.log(`\nPlan of a search (the GIN index must appear):\n${plan}\n`);

  await app.listen({ port: 0, host: '127.0.0.1' });
  const { port } = app.server.address() as { port: number };
  const base = `http://127.0.0.1:${port}/api/guides`;
  const targets = [
    ['list, no search (baseline)', `${base}?page=1&limit=12`],
    ['list, page 50, no search', `${base}?page=50&limit=12`],
    ['search "lidar"', `${base}?search=lidar`],
    ['search "ros2 navigation"', `${base}?search=ros2%20navigation`],
    ['search prefix "calib" + category', `${base}?search=calib&category=hardware`],
    ['search "debugging imu" + difficulty', `${base}?search=debugging%20imu&difficulty=Advanced`],
    ['search with no match', `${base}?search=zzzxqv`],
  ] as const;
  const rows = [];
  for (const [label, target] of targets) {
    const first = (await (await fetch(target)).json()) as { pagination: { total: number } };
    // The database's share: the service call alone (both queries: the page and the count), in process.
    const q = guideListQuerySchema.parse(Object.fromEntries(new URL(target).searchParams));
    const service: number[] = [];
    for (let i = 0; i < 200; i++) {
      const t = performance.now();
      await listGuides(database.db, q);
      service.push(performance.now() - t);
    }
    service.sort((a, b) => a - b);
    const dbP50 = Math.round(percentile(service, 50) * 10) / 10;
    const dbP95 = Math.round(percentile(service, 95) * 10) / 10;
    rows.push({ target: label, matches: first.pagination.total, dbP50, dbP95, ...(await measure(target)) });
  }
  console.log(`${SECONDS}s per target, ${CONCURRENCY} concurrent clients, loopback, ${new Date().toISOString()}\n`);
  console.log('| target | matches | service p50 ms | service p95 ms | HTTP req/s | HTTP p50 ms | HTTP p95 ms | HTTP p99 ms | errors |');
  console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|');
  for (const r of rows) console.log(`| ${r.target} | ${r.matches} | ${r.dbP50} | ${r.dbP95} | ${r.reqPerSec} | ${r.p50} | ${r.p95} | ${r.p99} | ${r.errors} |`);
  writeFileSync(join(import.meta.dirname, 'results/guides-latest.json'), JSON.stringify({ at: new Date().toISOString(), guides: n, seconds: SECONDS, concurrency: CONCURRENCY, rows }, null, 2));
  await app.close();
  await database.close();
} finally {
  if (pgDir) execFileSync('bash', [join(import.meta.dirname, '../scripts/postgres.sh'), 'stop', pgDir]);
}
