// One database per test worker, opened on first use and shared by every integration file the
// worker runs (the integration project runs with isolate: false, so this module is evaluated
// once per worker). In-memory PGlite by default; with TEST_DATABASE_URL=postgres://… a fresh
// database sahyog_<its database>_<pool id> is created on that server for this worker. Either is
// a copy of the database the run migrated and seeded once (tests/support/db-template.ts).
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '@sahyog/db';
import { inject } from 'vitest';
import { openSeededDb, serverDatabaseName } from './db-copy.ts';

export { seedConfig } from './db-copy.ts';

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

function workerId(): string {
  const id = process.env.VITEST_POOL_ID ?? process.env.VITEST_WORKER_ID ?? String(process.pid);
  return id.replace(/\D/g, '') || '0';
}

async function open(): Promise<TestDb> {
  const dataDir = await mkdtemp(join(tmpdir(), 'sahyog-test-'));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const databaseName = serverUrl ? serverDatabaseName(serverUrl, workerId()) : undefined;
  // The run's migrated and seeded database (tests/support/db-template.ts), copied: a few hundred
  // milliseconds instead of migrating and seeding in every worker.
  const { handle } = await openSeededDb({ template: inject('testDbTemplate'), dataDir, ...(databaseName ? { database: databaseName } : {}) });
  return databaseName ? { handle, dataDir, databaseName } : { handle, dataDir };
}
