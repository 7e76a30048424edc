// What happens once per deployment or start, outside buildApp (so tests and tools can build the
// app without side effects): open the database and migrate it, seed demo content when asked
// (through the built app's services), create the first admin account.
import { type DbHandle, openDb, type SeedFiles } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import { buildApp } from './app.ts';
import type { AuthService } from './modules/auth/index.ts';
import { type Config, seedsDemo } from './platform/config.ts';
import { diskStorage } from './platform/storage.ts';
import { seedDemo } from './seed/index.ts';

export async function openDatabase(config: Config): Promise<DbHandle> {
  const db = await openDb({ url: config.DATABASE_URL, dataDir: config.pgliteDir, poolSize: config.DB_POOL_SIZE });
  await db.migrate();
  return db;
}

/** The database, open and migrated (`existing` is migrated in place). */
export async function prepareDatabase(config: Config, existing?: DbHandle): Promise<DbHandle> {
  if (!existing) return openDatabase(config);
  await existing.migrate();
  return existing;
}

/** Seeds the demo content through the app's services when SEED_DEMO says so (never by default in production). */
export async function seedIfAsked(app: FastifyInstance, config: Config): Promise<{ seeded: boolean }> {
  return seedsDemo(config) ? seedDemo(app, diskStorage(config.mediaDir)) : { seeded: false };
}

/**
 * For a caller with a database but no app (npm run db:seed, the tests' databases): builds one on
 * `db` without a job loop, seeds through it, and closes it; the database stays open.
 */
export async function seedDatabase(config: Config, db: DbHandle, files: SeedFiles = diskStorage(config.mediaDir)): Promise<{ seeded: boolean }> {
  const { app } = await buildApp({ config, db, logger: false, jobs: false });
  try {
    return await seedDemo(app, files);
  } finally {
    await app.close();
  }
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
