// npm run db:migrate: applies the committed migrations to DATABASE_URL (or the embedded PGlite).
import { loadConfig } from '../platform/config.ts';
import { openDatabase } from '../startup.ts';

const config = loadConfig();
const db = await openDatabase(config);
console.log(`Migrated the ${db.kind} database.`);
await db.close();
