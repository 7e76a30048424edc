// Prepares the journeys' data directory ahead (CI runs this in the background while it lints and
// builds): migrated and seeded with the same settings the journeys' server has (e2e/server-env.ts),
// then marked ready. scripts/e2e-server.ts starts from a copy of it.
//
//   node scripts/e2e-data.ts <dir>
import fs from 'node:fs';
import path from 'node:path';
import { e2eServerEnv } from '../e2e/server-env.ts';

const dir = process.argv[2];
if (!dir) throw new Error('usage: node scripts/e2e-data.ts <dir>');
const port = Number(process.env.E2E_PORT ?? 3210);
Object.assign(process.env, e2eServerEnv(port, `http://127.0.0.1:${port}`, dir));
// The seed command migrates, seeds through the services and closes the database.
await import('../apps/server/src/commands/db-seed.ts');
fs.writeFileSync(path.join(dir, 'ready'), new Date().toISOString());
