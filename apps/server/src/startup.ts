// What happens once per deployment or start, outside buildApp (so tests and tools can build the
// app without side effects): open the database and migrate it, seed demo content when asked,
// create the first admin account.
import { type DbHandle, openDb, seedDemo } from '@sahyog/db';
import type { AuthService } from './modules/auth/index.ts';
import { type Config, seedsDemo } from './platform/config.ts';
import { diskStorage } from './platform/storage.ts';

export async function openDatabase(config: Config): Promise<DbHandle> {
  const db = await openDb({ url: config.DATABASE_URL, dataDir: config.pgliteDir, poolSize: config.DB_POOL_SIZE });
  await db.migrate();
  return db;
}

/** Migrates, then seeds the demo content when SEED_DEMO says so (never by default in production). */
export async function prepareDatabase(config: Config, existing?: DbHandle): Promise<DbHandle> {
  const db = existing ?? (await openDatabase(config));
  if (existing) await db.migrate();
  if (seedsDemo(config)) await seedDemo(db.db, diskStorage(config.mediaDir));
  return db;
}

/** The admin from ADMIN_EMAIL/ADMIN_PASSWORD, or a random one printed once in development. */
export async function ensureFirstAdmin(auth: Pick<AuthService, 'ensureAdmin'>, config: Config, log: { info(msg: string): void; warn(msg: string): void }) {
  const admin = await auth.ensureAdmin({ email: config.ADMIN_EMAIL, password: config.ADMIN_PASSWORD, printRandom: config.NODE_ENV === 'development' });
  if (admin?.password) {
    // Printed once: the account persists, the password is never shown again.
    log.warn(`Created the first admin account: ${admin.email} / ${admin.password} (shown once; change it after signing in)`);
  } else if (admin) {
    log.info(`Created the admin account ${admin.email} from ADMIN_EMAIL`);
  }
}
