import { mkdirSync } from 'node:fs';
import { buildApp } from './app.ts';
import { listeningOn, loadConfig } from './platform/config.ts';
import { ensureFirstAdmin, prepareDatabase, seedIfAsked } from './startup.ts';

let config: ReturnType<typeof loadConfig>;
try {
  config = loadConfig();
} catch (err) {
  console.error((err as Error).message);
  process.exit(1);
}

const db = await prepareDatabase(config);
// The app serves /media/ from this folder, made here: the demo seed writes into it only once
// the app is built.
mkdirSync(config.mediaDir, { recursive: true });
// --dev serves pages through Vite with hot reload; otherwise the built app (npm run build).
const { app } = await buildApp({ config, db, dev: process.argv.includes('--dev') });
// Before listening: the first page a visitor sees is the seeded site.
await seedIfAsked(app, config);
await ensureFirstAdmin(app.auth, config, app.log);
// Monthly gifts: the sweep for notices and reminders lives in the job queue (it survives restarts).
await app.monthly.ensureSweepScheduled();
// One-time orders left at the checkout are cancelled after a week by an hourly job.
await app.payments.ensureAbandonedSweep();
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sahyog is running on ${config.PUBLIC_URL} (database: ${db.kind}; ${listeningOn(config.HOST, config.PORT)})`);

let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    await app.close();
    await db.close();
    process.exit(0);
  });
}
