// npm run db:seed: migrates, then writes the demo content (idempotent) through the services of
// an app built for the purpose. Unlike start-up, which follows SEED_DEMO, this always seeds:
// running it is the explicit ask.
import { loadConfig } from '../platform/config.ts';
import { openDatabase, seedDatabase } from '../startup.ts';

const config = loadConfig();
const db = await openDatabase(config);
const { seeded } = await seedDatabase(config, db);
console.log(seeded ? `Seeded the demo content into the ${db.kind} database.` : `The ${db.kind} database has content already; the demo seed left it as it was.`);
await db.close();
