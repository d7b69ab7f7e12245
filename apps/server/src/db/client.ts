// One Drizzle API over two drivers: embedded PGlite (default) or PostgreSQL through pg (DATABASE_URL).
import { mkdirSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import * as schema from './schema/index.ts';

export type Schema = typeof schema;
export type Db = PgDatabase<PgQueryResultHKT, Schema>;

export interface Database {
  db: Db;
  driver: 'pglite' | 'postgres';
  /** Round-trip time of a trivial query, or null when the database cannot be reached. */
  ping(): Promise<number | null>;
  close(): Promise<void>;
}

const migrationsFolder = join(dirname(fileURLToPath(import.meta.url)), '../../drizzle');

export interface DatabaseOptions {
  /** postgres:// URL; wins over dataDir. */
  url?: string | undefined;
  /** Folder for the PGlite files; undefined with no url means in memory. */
  dataDir?: string | undefined;
  poolSize?: number;
}

export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  let database: Database;
  if (options.url) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    const { migrate } = await import('drizzle-orm/node-postgres/migrator');
    const pool = new pg.Pool({ connectionString: options.url, max: options.poolSize ?? 10 });
    // An idle connection that dies (a database restart, a failover) must not crash the process: the
    // pool drops it and the next query opens a new one.
    pool.on('error', (err) => console.error('PostgreSQL connection lost:', err.message));
    const db = drizzle({ client: pool, schema });
    await migrate(db, { migrationsFolder });
    database = {
      db: db as unknown as Db,
      driver: 'postgres',
      ping: () => timed(db as unknown as Db),
      close: () => pool.end(),
    };
  } else {
    const { PGlite } = await import('@electric-sql/pglite');
    const { drizzle } = await import('drizzle-orm/pglite');
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    if (options.dataDir) mkdirSync(options.dataDir, { recursive: true });
    const client = options.dataDir ? await PGlite.create(options.dataDir) : await PGlite.create();
    const db = drizzle({ client, schema });
    await migrate(db, { migrationsFolder });
    database = {
      db: db as unknown as Db,
      driver: 'pglite',
      ping: () => timed(db as unknown as Db),
      close: () => client.close(),
    };
  }
  return database;
}

async function timed(db: Db): Promise<number | null> {
  const start = performance.now();
  try {
    await db.execute(sql`select 1`);
    return Math.round((performance.now() - start) * 100) / 100;
  } catch {
    return null;
  }
}
