// A database of one test file's own, migrated and seeded like the worker's, for a test that
// changes things every other file reads (the API fuzz saves settings and tax regimes with what it
// makes up). In-memory PGlite by default; with TEST_DATABASE_URL a fresh database on that server.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, openDb } from '@sahyog/db';
import pg from 'pg';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { seedDatabase } from '../../apps/server/src/startup.ts';
import { seedConfig } from './db.ts';

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
  let handle: DbHandle;
  let drop = async () => {};
  let databaseUrl: string | undefined;
  if (serverUrl) {
    const worker = (process.env.VITEST_POOL_ID ?? String(process.pid)).replace(/\D/g, '') || '0';
    const base = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '') || 'test';
    const database = `sahyog_${base}_${name}_${worker}`;
    const onServer = async (...statements: string[]) => {
      const admin = new pg.Client({ connectionString: serverUrl });
      await admin.connect();
      try {
        for (const statement of statements) await admin.query(statement);
      } finally {
        await admin.end();
      }
    };
    await onServer(`drop database if exists "${database}" with (force)`, `create database "${database}"`);
    drop = () => onServer(`drop database if exists "${database}" with (force)`);
    const url = new URL(serverUrl);
    url.pathname = `/${database}`;
    databaseUrl = url.toString();
    handle = await openDb({ url: databaseUrl, poolSize: 5 });
  } else {
    handle = await openDb({ dataDir: 'memory://' });
  }
  await handle.migrate();
  if (seed) await seedDatabase(seedConfig(dataDir), handle, diskStorage(join(dataDir, 'media')));
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
