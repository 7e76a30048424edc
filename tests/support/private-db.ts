// A database of one test file's own, migrated and seeded like the worker's, for a test that
// changes things every other file reads (the API fuzz saves settings and tax regimes with what it
// makes up). In-memory PGlite by default; with TEST_DATABASE_URL a fresh database on that server.
// Seeded ones are copies of the run's template (tests/support/db-template.ts).
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DbHandle } from '@sahyog/db';
import { inject } from 'vitest';
import { adminQuery, openSeededDb, serverDatabaseName } from './db-copy.ts';

export interface PrivateDb {
  handle: DbHandle;
  dataDir: string;
  /** postgres://… of the database, on PostgreSQL (undefined on PGlite). */
  url?: string;
  close(): Promise<void>;
}

/** `seed: false` leaves it migrated and empty (for a test of the seed itself). */
export async function openPrivateDb(name: string, { seed = true }: { seed?: boolean } = {}): Promise<PrivateDb> {
  const dataDir = await mkdtemp(join(tmpdir(), `sahyog-${name}-`));
  const serverUrl = process.env.TEST_DATABASE_URL;
  const worker = (process.env.VITEST_POOL_ID ?? String(process.pid)).replace(/\D/g, '') || '0';
  const database = serverUrl ? serverDatabaseName(serverUrl, `${name}_${worker}`) : undefined;
  const { handle, url: databaseUrl } = await openSeededDb({ template: inject('testDbTemplate'), dataDir, seed, ...(database ? { database } : {}) });
  const drop = serverUrl && database ? () => adminQuery(serverUrl, `drop database if exists "${database}" with (force)`) : async () => {};
  return {
    handle,
    dataDir,
    ...(databaseUrl ? { url: databaseUrl } : {}),
    close: async () => {
      await handle.close();
      await drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
