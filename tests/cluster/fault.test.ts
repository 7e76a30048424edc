// Faults against the two-process cluster during a burst of orders and page reads (docs/DEPLOY.md):
// a SIGTERM of one app process (it must exit within 30 s; nginx routes around it; it is started
// again), a SIGKILL of the other (started again), PostgreSQL restarted once, the SMTP server
// down for a minute then back. Then, read from the database and the SMTP server directly:
// every gift a donor saw acknowledged as paid is paid once, with one donation; every campaign's
// figures are the sum and count of its paid donations; every paid gift's thank-you reached the
// SMTP server exactly once. Requests may fail during the faults (the donor asks again with the
// same Idempotency-Key); nothing acknowledged is lost or doubled.
//   npm run build && npm run test:cluster -- fault
// It restarts the machine's PostgreSQL (once per run): other databases on it see their
// connections dropped for a second or two.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { type Cluster, startCluster } from '../../scripts/cluster.ts';
import { type Burst, figureMismatches, openCampaigns, startBurst } from './burst.ts';

const PORT = Number(process.env.CLUSTER_PORT ?? 3320);
const SMTP_DOWN_MS = Number(process.env.CLUSTER_SMTP_DOWN_MS ?? 60_000);
const PG_VERSION = process.env.CLUSTER_PG_VERSION ?? '15';
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (m: string) => console.log(`[fault ${new Date().toISOString().slice(11, 19)}] ${m}`);

let cluster: Cluster;
let burst: Burst | undefined;

beforeAll(async () => {
  cluster = await startCluster({
    port: PORT,
    log,
    env: {
      // One client address sends every order here.
      ORDER_RATE_PER_MINUTE: '1000000',
      // A failed delivery is tried again within 5 s once the mail server is back (10 minutes in production).
      JOB_RETRY_MAX_SECONDS: '5',
      PAGE_CACHE_SECONDS: '2',
    },
  });
});

afterAll(async () => {
  await burst?.stop().catch(() => {});
  await cluster?.stop();
});

async function waitReady(url: string, timeoutMs: number): Promise<void> {
  const end = Date.now() + timeoutMs;
  while (Date.now() < end) {
    const ok = await fetch(`${url}/readyz`, { signal: AbortSignal.timeout(2000) })
      .then((r) => r.ok)
      .catch(() => false);
    if (ok) return;
    await sleep(250);
  }
  throw new Error(`${url} not ready after ${timeoutMs} ms`);
}

test('a burst of gifts survives SIGTERM, SIGKILL, a PostgreSQL restart and a minute without SMTP', async () => {
  const started = Date.now();
  const campaigns = await openCampaigns(cluster.databaseUrl);
  burst = startBurst(cluster.url, campaigns, { donors: 4, readers: 2, pauseMs: 300, label: `fault${Date.now().toString(36)}` });
  const acked = () => burst?.gifts.filter((g) => g.paidAcked).length ?? 0;
  await sleep(4000);

  // 1. A graceful stop, as a deploy does it: the process stops accepting, finishes what it has, exits.
  log(`SIGTERM to app 0 after ${acked()} paid gifts`);
  const term = await cluster.signalApp(0, 'SIGTERM');
  log(`app 0 exited with code ${term.code} in ${term.exitMs} ms`);
  // The other process carries the site meanwhile.
  const during = await fetch(`${cluster.url}/readyz`).then((r) => r.status);
  await cluster.startApp(0);

  // 2. A crash: nothing graceful.
  await sleep(3000);
  log(`SIGKILL to app 1 after ${acked()} paid gifts`);
  await cluster.signalApp(1, 'SIGKILL');
  await cluster.startApp(1);

  // 3. PostgreSQL restarted under both processes (once per run: the server is shared).
  await sleep(3000);
  if (process.env.CLUSTER_SKIP_PG_RESTART) log('PostgreSQL restart skipped (CLUSTER_SKIP_PG_RESTART)');
  else {
    log(`restarting PostgreSQL ${PG_VERSION}/main after ${acked()} paid gifts`);
    const pgStarted = Date.now();
    // Not execFileSync: the donors and readers in this process go on sending meanwhile.
    await promisify(execFile)('pg_ctlcluster', ['--skip-systemctl-redirect', PG_VERSION, 'main', 'restart']);
    log(`PostgreSQL back in ${Date.now() - pgStarted} ms`);
  }
  await waitReady(cluster.url, 60_000);

  // 4. The mail server away for a minute: thank-yous wait in the queue and are tried again.
  await sleep(3000);
  log(`SMTP down for ${SMTP_DOWN_MS / 1000} s after ${acked()} paid gifts (${cluster.smtp.received.length} mails received so far)`);
  await cluster.smtp.stop();
  await sleep(SMTP_DOWN_MS);
  const receivedWhileDown = cluster.smtp.received.length;
  await cluster.smtp.start();
  log('SMTP back');
  await sleep(3000);
  await burst.stop();
  log(`burst over: ${burst.gifts.length} gifts, ${acked()} acknowledged paid; ${JSON.stringify(burst.stats)}`);

  // ---- what the database holds -----------------------------------------------------------------
  const db = new pg.Client({ connectionString: cluster.databaseUrl });
  await db.connect();
  try {
    const keys = burst.gifts.map((g) => g.key);
    const orders = await db.query<{ id: number; idempotency_key: string; reference: string; status: string; amount_paise: number; donations: string }>(
      `select o.id, o.idempotency_key, o.reference, o.status, o.amount_paise,
              (select count(*) from donations d where d.order_id = o.id) as donations
         from orders o where o.idempotency_key = any($1)`,
      [keys],
    );
    const byKey = new Map<string, (typeof orders.rows)[number][]>();
    for (const o of orders.rows) byKey.set(o.idempotency_key, [...(byKey.get(o.idempotency_key) ?? []), o]);
    const problems: string[] = [];
    for (const g of burst.gifts.filter((x) => x.paidAcked)) {
      const rows = byKey.get(g.key) ?? [];
      if (rows.length !== 1) problems.push(`${g.key}: acknowledged paid, ${rows.length} orders in the database`);
      const o = rows[0];
      if (o && (o.status !== 'paid' || Number(o.donations) !== 1 || o.reference !== g.reference || Number(o.amount_paise) !== g.amountPaise)) {
        problems.push(`${g.key}: acknowledged paid, the order is ${o.status} with ${o.donations} donations (${o.reference}, ${o.amount_paise})`);
      }
    }
    // No order has more than one donation, anywhere (the seed's included).
    const doubled = await db.query('select order_id from donations where order_id is not null group by order_id having count(*) > 1');
    for (const r of doubled.rows) problems.push(`order ${r.order_id} has more than one donation`);
    problems.push(...(await figureMismatches(db)));

    // Every paid gift of the burst is thanked exactly once at the SMTP server, once it is back.
    const paid = orders.rows.filter((o) => o.status === 'paid');
    const emailOf = new Map(burst.gifts.map((g) => [g.key, g.email]));
    const thanksFor = (email: string) =>
      cluster.smtp.received.filter((m) => m.subject?.startsWith('Thank you for your donation') && m.to && JSON.stringify(m.to).includes(email)).length;
    const deadline = Date.now() + 240_000;
    let missing = paid;
    while (Date.now() < deadline) {
      missing = paid.filter((o) => thanksFor(emailOf.get(o.idempotency_key) ?? '') === 0);
      if (!missing.length) break;
      await sleep(1000);
    }
    await sleep(3000); // a late duplicate would show now
    for (const o of missing) problems.push(`order ${o.reference} is paid and its thank-you never reached the SMTP server`);
    for (const o of paid) {
      const n = thanksFor(emailOf.get(o.idempotency_key) ?? '');
      if (n > 1) problems.push(`order ${o.reference}: ${n} thank-you emails`);
    }
    const gaveUp = await db.query<{ n: string }>(
      `select count(*) as n from jobs where failed_at is not null and queue in ('deliver-message', 'giving-thanks')`,
    );

    const seconds = Math.round((Date.now() - started) / 1000);
    log(
      `checked: ${paid.length} paid orders of ${orders.rows.length}, ${cluster.smtp.received.length} mails (${receivedWhileDown} before SMTP came back), ` +
        `${gaveUp.rows[0]?.n} delivery jobs given up, SIGTERM exit ${term.exitMs} ms, ${seconds} s in all`,
    );
    // Both processes lived through the database restart (an unheard connection error or an
    // unhandled rejection ends a Node process, and nothing here would start it again).
    const dead = cluster.apps.filter((a) => !a || a.proc.child.exitCode !== null || a.proc.child.signalCode !== null);
    expect(dead.map((a) => a?.proc.tail().slice(-2000))).toEqual([]);
    expect(burst.stats.unexpected).toEqual([]);
    expect(problems).toEqual([]);
    expect(acked()).toBeGreaterThan(20);
    expect(Number(gaveUp.rows[0]?.n)).toBe(0);
    expect(during).toBe(200);
    expect(term.code).toBe(0);
    expect(term.exitMs).toBeLessThan(30_000);
  } finally {
    await db.end();
  }
});
