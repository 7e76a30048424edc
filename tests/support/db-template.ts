// Vitest global setup of the integration project: migrates and seeds ONE database per run and
// hands its whereabouts to the workers (inject('testDbTemplate')), which copy it instead of
// migrating and seeding their own (docs/decisions/0062). On PGlite the copy is a dump of the
// data directory loaded into each worker's in-memory PGlite; on PostgreSQL it is
// CREATE DATABASE … TEMPLATE. The seeded media files are copied per worker too (tests/support/db.ts).
import { execFile } from 'node:child_process';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { type DbHandle, openDb } from '@sahyog/db';
import type { TestProject } from 'vitest/node';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { seedDatabase } from '../../apps/server/src/startup.ts';
import { adminQuery, seedConfig, serverDatabaseName, serverDatabaseUrl } from './db-copy.ts';

/**
 * Where the run's databases are: `migrated` has every migration and no data (for a test of the
 * seed itself), `seeded` the demo data too. `dataDir` is the DATA_DIR the seed wrote its media to.
 */
export type TestDbTemplate =
  /** PGlite: the paths of the data directory's tarballs. */
  | { kind: 'pglite'; migrated: string; seeded: string; dataDir: string }
  /** PostgreSQL: databases on the TEST_DATABASE_URL server, used as templates only. */
  | { kind: 'postgres'; migrated: string; seeded: string; dataDir: string };

const run = promisify(execFile);

declare module 'vitest' {
  export interface ProvidedContext {
    testDbTemplate: TestDbTemplate;
  }
}

export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // CI builds it while lint, types and the web build run (.ci/run): used when it is for this engine.
  const prebuilt = process.env.TEST_DB_TEMPLATE ? (JSON.parse(await readFile(process.env.TEST_DB_TEMPLATE, 'utf8')) as TestDbTemplate) : undefined;
  if (prebuilt && (prebuilt.kind === 'postgres') === !!process.env.TEST_DATABASE_URL) {
    project.provide('testDbTemplate', prebuilt);
    return async () => {};
  }
  const dir = await mkdtemp(join(tmpdir(), 'sahyog-template-'));
  // Built in a child process of its own, as a worker would: the seed draws its PDF bills in a
  // thread watched by the process's memory, and vitest's main process grows for its own reasons.
  let template: TestDbTemplate | undefined;
  try {
    const { stdout } = await run(process.execPath, [fileURLToPath(import.meta.url), dir], { env: process.env, maxBuffer: 1024 * 1024 });
    template = JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as TestDbTemplate;
    project.provide('testDbTemplate', template);
  } catch (err) {
    // A failed build (the seed under heavy load, decision 0062) must not fail the whole run:
    // with nothing provided, each worker migrates and seeds its own database, as it used to.
    const detail = (err as { stderr?: string }).stderr ?? String(err);
    console.warn(`The test database template was not built; each worker seeds its own.\n${detail.split('\n').slice(-12).join('\n')}`);
  }
  return async () => {
    const serverUrl = process.env.TEST_DATABASE_URL;
    if (serverUrl && template?.kind === 'postgres') {
      await adminQuery(serverUrl, `drop database if exists "${template.seeded}" with (force)`, `drop database if exists "${template.migrated}" with (force)`);
    }
    await rm(dir, { recursive: true, force: true });
  };
}

/** Builds the template in `dir` and prints where it is as one line of JSON. */
async function build(dir: string): Promise<TestDbTemplate> {
  const dataDir = join(dir, 'data');
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const migrated = serverDatabaseName(serverUrl, 'template_migrated');
    const seeded = serverDatabaseName(serverUrl, 'template');
    await adminQuery(serverUrl, `drop database if exists "${seeded}" with (force)`, `drop database if exists "${migrated}" with (force)`);
    await adminQuery(serverUrl, `create database "${migrated}"`);
    // A template must have no open connection while databases are created from it: each
    // handle is closed before the next copy.
    const empty = await openDb({ url: serverDatabaseUrl(serverUrl, migrated), poolSize: 5 });
    try {
      await empty.migrate();
    } finally {
      await empty.close();
    }
    await adminQuery(serverUrl, `create database "${seeded}" template "${migrated}"`);
    const handle = await openDb({ url: serverDatabaseUrl(serverUrl, seeded), poolSize: 5 });
    try {
      await seedDatabase(seedConfig(dataDir), handle, diskStorage(join(dataDir, 'media')));
    } finally {
      await handle.close();
    }
    return { kind: 'postgres', migrated, seeded, dataDir };
  }
  const handle = await openDb({ dataDir: 'memory://' });
  try {
    await handle.migrate();
    const migrated = await dumpTo(handle, join(dir, 'migrated.tar'));
    await seedDatabase(seedConfig(dataDir), handle, diskStorage(join(dataDir, 'media')));
    const seeded = await dumpTo(handle, join(dir, 'seeded.tar'));
    return { kind: 'pglite', migrated, seeded, dataDir };
  } finally {
    await handle.close();
  }
}

async function dumpTo(handle: DbHandle, path: string): Promise<string> {
  const blob = await handle.dumpDataDir?.();
  if (!blob) throw new Error('PGlite handle without dumpDataDir');
  await writeFile(path, new Uint8Array(await blob.arrayBuffer()));
  return path;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const dir = process.argv[2];
  if (!dir) throw new Error('usage: db-template.ts <directory>');
  const template = await build(dir);
  process.stdout.write(`${JSON.stringify(template)}\n`);
  // The app's seed leaves timers (rate-limit windows, pools) that would keep the process alive.
  process.exit(0);
}
