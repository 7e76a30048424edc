// The job queue's throughput on PostgreSQL (decision 0038): enqueue N no-op jobs one by one (as
// requests do), then W worker processes run them; the same for pg-boss when it is installed
// (PGBOSS=<path to its package>, e.g. a scratch install: /tmp/pgboss/node_modules/pg-boss).
//   npm run bench:jobs                          10,000 jobs, 2 processes
//   npm run bench:jobs -- --jobs=2000 --workers=4
//   PGBOSS=/tmp/pgboss/node_modules/pg-boss npm run bench:jobs
// A fresh database per queue (jobsq_bench_<pid>_<name>) on BENCH_PG_URL, dropped after.
import { fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { openDb } from '@sahyog/db';
import pg from 'pg';
import { dbJobQueue } from '../../apps/server/src/platform/jobs.ts';
import { adminUrl, createDatabase, dropDatabase, serverVersion } from './pg.ts';

const argv = process.argv.slice(2);
const arg = (name: string) => argv.find((a) => a.startsWith(`--${name}=`))?.split('=')[1];
const QUEUE = 'bench-noop';
const quiet = { error: (obj: object, msg: string) => console.error(msg, obj) };

type Kind = 'table' | 'pgboss';

async function loadPgBoss(path: string) {
  const mod = (await import(path.endsWith('.js') ? path : `${path}/dist/index.js`)) as { PgBoss: new (url: string) => PgBossLike };
  return mod.PgBoss;
}
interface PgBossLike {
  on(event: 'error', fn: (err: unknown) => void): void;
  start(): Promise<unknown>;
  stop(opts?: { graceful?: boolean; timeout?: number }): Promise<void>;
  createQueue(name: string): Promise<void>;
  send(name: string, data: object): Promise<string | null>;
  work(name: string, opts: Record<string, unknown>, fn: (jobs: unknown[]) => Promise<void>): Promise<string>;
}

// ---- a worker process: waits for "go", runs jobs until told to stop ----
async function worker(kind: Kind, url: string, batchSize: number): Promise<void> {
  if (kind === 'table') {
    const handle = await openDb({ url, poolSize: 4 });
    const q = dbJobQueue(handle.db, quiet);
    q.register(QUEUE, async () => {}, { group: 'bulk' });
    process.send?.('ready');
    process.once('message', async (m) => {
      if (m !== 'go') return;
      q.start(50);
      process.once('message', async () => {
        await q.stop();
        await handle.close();
        process.exit(0);
      });
    });
    return;
  }
  const PgBoss = await loadPgBoss(process.env.PGBOSS ?? '');
  const boss = new PgBoss(url);
  boss.on('error', (err) => console.error(err));
  await boss.start();
  process.send?.('ready');
  process.once('message', async (m) => {
    if (m !== 'go') return;
    // Two handlers per process, like the table queue's bulk group, on the shortest poll pg-boss
    // allows; a handler is given `batchSize` jobs a fetch (1: one job at a time, as ours).
    await boss.work(QUEUE, { batchSize, localConcurrency: 2, pollingIntervalSeconds: 0.5 }, async () => {});
    process.once('message', async () => {
      await boss.stop({ graceful: true, timeout: 5000 });
      process.exit(0);
    });
  });
}

async function doneCount(client: pg.Client, kind: Kind): Promise<number> {
  const r =
    kind === 'table'
      ? await client.query<{ n: string }>('select count(*) as n from jobs where queue = $1 and done_at is not null', [QUEUE])
      : await client.query<{ n: string }>("select count(*) as n from pgboss.job where name = $1 and state = 'completed'", [QUEUE]);
  return Number(r.rows[0]?.n ?? 0);
}

async function measure(kind: Kind, jobs: number, workers: number, batchSize = 1) {
  const admin = adminUrl();
  const name = `jobsq_bench_${process.pid}_${kind}`;
  const url = await createDatabase(admin, name);
  try {
    // Enqueue, one job per statement as a request adds it.
    let enqueueMs: number;
    if (kind === 'table') {
      const handle = await openDb({ url, poolSize: 4 });
      await handle.migrate();
      const q = dbJobQueue(handle.db, quiet);
      const t0 = performance.now();
      for (let n = 0; n < jobs; n++) await q.enqueue(QUEUE, { n });
      enqueueMs = performance.now() - t0;
      await handle.close();
    } else {
      const PgBoss = await loadPgBoss(process.env.PGBOSS ?? '');
      const boss = new PgBoss(url);
      boss.on('error', (err) => console.error(err));
      await boss.start();
      await boss.createQueue(QUEUE);
      const t0 = performance.now();
      for (let n = 0; n < jobs; n++) await boss.send(QUEUE, { n });
      enqueueMs = performance.now() - t0;
      await boss.stop({ graceful: false });
    }
    // Work them off with `workers` processes.
    const self = fileURLToPath(import.meta.url);
    const children = Array.from({ length: workers }, () => fork(self, [`--worker=${kind}`, `--url=${url}`, `--batch=${batchSize}`], { stdio: 'inherit' }));
    await Promise.all(children.map((c) => new Promise<void>((r) => c.once('message', () => r()))));
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    const t0 = performance.now();
    for (const c of children) c.send('go');
    let done = 0;
    while (done < jobs) {
      await new Promise((r) => setTimeout(r, 100));
      done = await doneCount(client, kind);
    }
    const processMs = performance.now() - t0;
    await client.end();
    await Promise.all(children.map((c) => new Promise<void>((r) => c.once('exit', () => r()) && c.send('stop'))));
    return {
      kind: kind === 'pgboss' ? `pg-boss, ${batchSize} a fetch` : 'table queue',
      jobs,
      workers,
      enqueuePerS: Math.round(jobs / (enqueueMs / 1000)),
      processPerS: Math.round(jobs / (processMs / 1000)),
      enqueueS: +(enqueueMs / 1000).toFixed(1),
      processS: +(processMs / 1000).toFixed(1),
    };
  } finally {
    await dropDatabase(admin, name);
  }
}

const workerKind = arg('worker') as Kind | undefined;
if (workerKind) {
  await worker(workerKind, arg('url') ?? '', Number(arg('batch') ?? 1));
} else {
  const jobs = Number(arg('jobs') ?? 10_000);
  const workers = Number(arg('workers') ?? 2);
  console.log(`${await serverVersion(adminUrl())}; ${jobs} no-op jobs, ${workers} worker processes`);
  const results: Awaited<ReturnType<typeof measure>>[] = [await measure('table', jobs, workers)];
  // PGBOSS_BATCH=1,50: one job a fetch is slow (pg-boss waits a poll between fetches), so 50 by default.
  const batches = (process.env.PGBOSS_BATCH ?? '50').split(',').map(Number);
  if (process.env.PGBOSS) for (const batch of batches) results.push(await measure('pgboss', jobs, workers, batch));
  else console.log('pg-boss: set PGBOSS to its package directory to measure it too');
  console.table(results);
}
