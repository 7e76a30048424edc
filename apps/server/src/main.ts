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
await app.shop.purchases.ensureHoldsSweep();
// RazorpayX payouts whose webhook never came are asked about every half hour (decision 0051).
await app.payouts.razorpayx?.ensurePoll();
// Contact messages, refund requests and disputes whose help desk ticket a crash left out (decision 0063).
await app.support.flows.ensureFlowsSweep();
// Matrimonial's access log is kept a year, then purged by a daily job (decision 0070).
await app.matrimonial.ensureAccessPurge();
// Ended challenges close every 15 minutes (their pledges become gifts); jobs past their closing
// date tell their applicants, hourly.
await app.challenges.ensureCloseSweep();
await app.careers.ensureExpirySweep();
await app.listen({ port: config.PORT, host: config.HOST });
app.log.info(`Sahyog is running on ${config.PUBLIC_URL} (database: ${db.kind}; ${listeningOn(config.HOST, config.PORT)})`);

// A graceful stop (a deploy restarting processes one at a time, systemd's stop): the listener
// closes (the proxy sends new requests to the other processes), requests in hand finish, the job
// queue ends after the job in hand, the database closes. The process managers give up at 30 s
// (systemd's TimeoutStopSec, the deploy's wait), so a stop that hangs past SHUTDOWN_TIMEOUT_SECONDS
// ends the process itself: a job left half done is claimed again by another process once its lock ends.
let closing = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, async () => {
    if (closing) return;
    closing = true;
    const started = Date.now();
    app.log.info(`${signal}: closing (no new connections; finishing requests in hand and the job in hand)`);
    const force = setTimeout(() => {
      app.log.error(`still closing after ${config.SHUTDOWN_TIMEOUT_SECONDS} s: exiting anyway`);
      process.exit(1);
    }, config.SHUTDOWN_TIMEOUT_SECONDS * 1000);
    force.unref();
    try {
      await app.close();
      await db.close();
    } catch (err) {
      app.log.error({ err }, 'error while closing');
      process.exit(1);
    }
    app.log.info(`closed in ${Date.now() - started} ms`);
    process.exit(0);
  });
}
