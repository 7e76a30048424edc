// npm run db:seed: migrates, then writes the demo content (idempotent). Unlike start-up, which
// follows SEED_DEMO, this always seeds: running it is the explicit ask.
import { seedDemo } from '@sahyog/db';
import { loadConfig } from '../platform/config.ts';
import { diskStorage } from '../platform/storage.ts';
import { openDatabase } from '../startup.ts';

const config = loadConfig();
const db = await openDatabase(config);
await seedDemo(db.db, diskStorage(config.mediaDir));
console.log(`Seeded the demo content into the ${db.kind} database.`);
await db.close();
