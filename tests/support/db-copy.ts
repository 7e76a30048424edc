// What the worker databases (tests/support/db.ts, private-db.ts) and the run's template
// (tests/support/db-template.ts) share: the seed's configuration, the names of databases on a
// PostgreSQL server, and how a worker copies the template. No vitest import here: the template
// is built in vitest's main process, where the test API is not available.
import { cp, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { type DbHandle, openDb } from '@sahyog/db';
import pg from 'pg';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { seedDatabase } from '../../apps/server/src/startup.ts';
import type { TestDbTemplate } from './db-template.ts';

/** What the app that seeds a test database is built with (it is closed once the seed is in). */
export function seedConfig(dataDir: string) {
  return loadConfig({ NODE_ENV: 'test', DATA_DIR: dataDir, PAGE_CACHE_SECONDS: '0', LOG_LEVEL: 'silent', SEED_DEMO: 'never' });
}

/**
 * sahyog_<database in the URL>_<suffix>: named after the URL's database too, so two checkouts
 * testing on one server at once (each with its own TEST_DATABASE_URL) never drop each other's.
 */
export function serverDatabaseName(serverUrl: string, suffix: string): string {
  const base = new URL(serverUrl).pathname.slice(1).replace(/\W/g, '') || 'test';
  return `sahyog_${base}_${suffix}`;
}

export function serverDatabaseUrl(serverUrl: string, database: string): string {
  const target = new URL(serverUrl);
  target.pathname = `/${database}`;
  return target.toString();
}

/** Runs statements one by one on the server's maintenance connection (the URL's database). */
export async function adminQuery(serverUrl: string, ...statements: string[]): Promise<void> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    for (const statement of statements) await admin.query(statement);
  } finally {
    await admin.end();
  }
}

/**
 * A migrated (and unless `seed: false`, seeded) database for one worker or one file, with the
 * seeded media in `${dataDir}/media`: copied from the run's template when there is one,
 * otherwise migrated and seeded here (a file run under another config). `database` names the
 * copy on the PostgreSQL server (dropped first if an earlier run left it behind).
 */
export async function openSeededDb(opts: {
  template: TestDbTemplate | undefined;
  dataDir: string;
  database?: string;
  seed?: boolean;
}): Promise<{ handle: DbHandle; url?: string }> {
  const { template, dataDir, database, seed = true } = opts;
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl && !/^postgres(ql)?:\/\//.test(serverUrl)) throw new Error('TEST_DATABASE_URL must be a postgres:// URL');
  // A template made for the other engine (never, as both read TEST_DATABASE_URL) is not used.
  const copy = template && (template.kind === 'postgres') === !!serverUrl ? template : undefined;
  const source = copy && (seed ? copy.seeded : copy.migrated);
  if (copy && seed) await cp(join(copy.dataDir, 'media'), join(dataDir, 'media'), { recursive: true });
  if (serverUrl) {
    if (!database) throw new Error('a database on the server needs a name');
    // FORCE ends sessions left behind by an earlier run that was killed (PostgreSQL 13+).
    const create = source ? `create database "${database}" template "${source}"` : `create database "${database}"`;
    await adminQuery(serverUrl, `drop database if exists "${database}" with (force)`, create);
    const url = serverDatabaseUrl(serverUrl, database);
    const handle = await openDb({ url, poolSize: 5 });
    if (!source) await migrateAndSeed(handle, dataDir, seed);
    return { handle, url };
  }
  if (source) return { handle: await openDb({ dataDir: 'memory://', loadDataDir: new Blob([await readFile(source)]) }) };
  const handle = await openDb({ dataDir: 'memory://' });
  await migrateAndSeed(handle, dataDir, seed);
  return { handle };
}

async function migrateAndSeed(handle: DbHandle, dataDir: string, seed: boolean): Promise<void> {
  await handle.migrate();
  if (seed) await seedDatabase(seedConfig(dataDir), handle, diskStorage(join(dataDir, 'media')));
}
