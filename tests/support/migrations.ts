// A migration's own test: an in-memory database migrated up to (not including) the migration
// `tag` names, to be filled as the code before it filled its tables, then migrated the rest of
// the way (the real folder), as a deployed database would be.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, migrationsFolder, openDb } from '@sahyog/db';
import { migrate } from 'drizzle-orm/pglite/migrator';

export interface DatabaseBefore {
  db: DbHandle['db'];
  /** Applies `tag` and every migration after it. */
  migrateRest(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh database at the migration before `tag` (e.g. '0056_'). */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const folder = mkdtempSync(join(tmpdir(), `migrations-before-${tag}`));
  cpSync(migrationsFolder, folder, { recursive: true });
  const journalFile = join(folder, 'meta', '_journal.json');
  const meta = JSON.parse(readFileSync(journalFile, 'utf8')) as { entries: { tag: string }[] };
  const cut = meta.entries.findIndex((e) => e.tag.startsWith(tag));
  if (cut < 1) throw new Error(`no migration ${tag} after a first one`);
  writeFileSync(journalFile, JSON.stringify({ ...meta, entries: meta.entries.slice(0, cut) }));
  const handle = await openDb({ dataDir: 'memory://' });
  await migrate(handle.db as never, { migrationsFolder: folder });
  return {
    db: handle.db,
    migrateRest: () => migrate(handle.db as never, { migrationsFolder }),
    close: () => handle.close(),
  };
}
