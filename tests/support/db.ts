// One database per test worker, opened on first use and shared by every integration file the
// worker runs (the integration project runs with isolate: false, so this module is evaluated
// once per worker). In-memory PGlite by default; with TEST_DATABASE_URL=postgres://… a fresh
// database <its database>_test_<pool id> is created on that server for this worker.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb } from '@sahyog/db';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { seedDatabase } from '../../apps/server/src/startup.ts';

export interface TestDb {
  handle: DbHandle;
  /** Temp directory used as the app's DATA_DIR; seeded media live in `${dataDir}/media`. */
  dataDir: string;
  /** Name of the per-worker database on the PostgreSQL server, when one is used. */
  databaseName?: string;
}

let pending: Promise<TestDb> | undefined;

/** The worker's database, migrated and seeded with the demo data. */
export function getTestDb(): Promise<TestDb> {
  pending ??= open().catch((err: unknown) => {
    // Let a later file retry instead of caching the failure for the whole worker.
    pending = undefined;
    throw err;
  });
  return pending;
}

/** Shortcut for tests that query the database directly. */
export async function getDb(): Promise<DbHandle['db']> {
  return (await getTestDb()).handle.db;
}

/** What the app that seeds a test database is built with (it is closed once the seed is in). */
export function seedConfig(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
}

function workerId(): string {
  const id = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? String(process.pid);
  return id.replace(/\D/g, '') || '0';
}

/** Creates an empty database on the server named by `url` and returns a URL pointing at it. */
async function createFreshDatabase(url: string, name: string): Promise<string> {
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  try {
    // FORCE ends sessions left behind by an earlier run that was killed (PostgreSQL 13+).
    await admin.query(`drop database if exists "${name}" with (force)`);
    await admin.query(`create database "${name}"`);
  } finally {
    await admin.end();
  }
  const target = new URL(url);
  target.pathname = `/${name}`;
  return target.toString();
}

async function open(): Promise<TestDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sahyog-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  let handle: DbHandle;
  let databaseName: string | undefined;
  if (serverUrl) {
    if (!/^postgres(ql)?:\/\//.test(serverUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
    // Named after the database in the URL too, so two checkouts testing on one server at once
    // (each with its own TEST_DATABASE_URL) never drop each other's databases.
    const base = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '') || 'test';
    databaseName = `sahyog_${base}_${workerId()}`;
    handle = await openDb({ url: await createFreshDatabase(serverUrl, databaseName), poolSize: 5 });
  } else {
    handle = await openDb({ dataDir: 'memory://' });
  }
  await handle.migrate();
  await seedDatabase(seedConfig(dataDir), handle, diskStorage(join(dataDir, 'media')));
  return databaseName ? { handle, dataDir, databaseName } : { handle, dataDir };
}
