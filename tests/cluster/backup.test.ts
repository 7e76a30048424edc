// A backup taken during a burst of paid gifts (deploy/backup.sh: pg_dump -Fc, then the media
// folder) restores (deploy/restore.sh: pg_restore into a fresh database, the folder unpacked)
// into a site whose every campaign's raised_paise and backers equal the sum and count of its paid
// donations, with the gifts paid before the backup in it and every media file there, byte for byte.
//   npm run build && npm run test:cluster -- backup
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, expect, test } from 'vitest';
import { adminUrl, createDatabase, dropDatabase } from '../../bench/lib/pg.ts';
import { type Cluster, startCluster } from '../../scripts/cluster.ts';
import { type Burst, figureMismatches, openCampaigns, startBurst } from './burst.ts';

const PORT = Number(process.env.CLUSTER_PORT ?? 3320);
const RESTORED = 'sahyog_cluster_restored';
const root = new URL('../../', import.meta.url).pathname;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));
const log = (m: string) => console.log(`[backup ${new Date().toISOString().slice(11, 19)}] ${m}`);

let cluster: Cluster;
let burst: Burst | undefined;
const work = mkdtempSync(join(tmpdir(), 'sahyog-backup-test-'));

beforeAll(async () => {
  cluster = await startCluster({ port: PORT, log, env: { ORDER_RATE_PER_MINUTE: '1000000' } });
});

afterAll(async () => {
  await burst?.stop().catch(() => {});
  await cluster?.stop();
  await dropDatabase(adminUrl(), RESTORED);
  rmSync(work, { recursive: true, force: true });
});

function files(dir: string): Map<string, Buffer> {
  const out = new Map<string, Buffer>();
  const walk = (d: string) => {
    for (const name of readdirSync(d)) {
      const p = join(d, name);
      if (statSync(p).isDirectory()) walk(p);
      else out.set(relative(dir, p), readFileSync(p));
    }
  };
  walk(dir);
  return out;
}

async function paidCount(url: string): Promise<number> {
  const c = new pg.Client({ connectionString: url });
  await c.connect();
  try {
    return Number((await c.query<{ n: string }>("select count(*) as n from donations where status = 'paid'")).rows[0]?.n);
  } finally {
    await c.end();
  }
}

test('a backup taken during a burst restores with every campaign figure equal to its paid donations and every media file', async () => {
  const started = Date.now();
  const campaigns = await openCampaigns(cluster.databaseUrl);
  const media = files(join(cluster.dataDir, 'media'));
  const before = await paidCount(cluster.databaseUrl);
  burst = startBurst(cluster.url, campaigns, { donors: 4, readers: 1, label: `backup${Date.now().toString(36)}` });
  await sleep(5000);

  const backups = join(work, 'backups');
  const t0 = Date.now();
  const env = { ...process.env, DATABASE_URL: cluster.databaseUrl, DATA_DIR: cluster.dataDir, BACKUP_KEEP: '3' };
  const dir = execFileSync('sh', [join(root, 'deploy/backup.sh'), backups], { env, encoding: 'utf8' }).trim();
  const backupMs = Date.now() - t0;
  const ackedAtBackup = burst.gifts.filter((g) => g.paidAcked).length;
  await sleep(3000);
  await burst.stop();
  const after = await paidCount(cluster.databaseUrl);
  log(`backup ${dir} in ${backupMs} ms, ${ackedAtBackup} gifts acknowledged by then; ${burst.gifts.length} in the burst`);

  const restoredUrl = await createDatabase(adminUrl(), RESTORED);
  const restoredData = join(work, 'restored');
  const t1 = Date.now();
  execFileSync('sh', [join(root, 'deploy/restore.sh'), dir], { env: { ...process.env, DATABASE_URL: restoredUrl, DATA_DIR: restoredData }, stdio: 'inherit' });
  const restoreMs = Date.now() - t1;

  // A second restore into the now filled database is refused.
  expect(() =>
    execFileSync('sh', [join(root, 'deploy/restore.sh'), dir], { env: { ...process.env, DATABASE_URL: restoredUrl, DATA_DIR: restoredData }, stdio: 'pipe' }),
  ).toThrow();

  const c = new pg.Client({ connectionString: restoredUrl });
  await c.connect();
  try {
    const mismatches = await figureMismatches(c);
    const restoredPaid = Number((await c.query<{ n: string }>("select count(*) as n from donations where status = 'paid'")).rows[0]?.n);
    const gifts = await c.query<{ n: string }>('select count(*) as n from orders where idempotency_key = any($1)', [burst.gifts.map((g) => g.key)]);
    log(
      `restored in ${restoreMs} ms: ${restoredPaid} paid donations (${before} before the burst, ${after} after it), ` +
        `${gifts.rows[0]?.n} of the burst’s orders, ${media.size} media files; ${Date.now() - started} ms in all`,
    );
    expect(mismatches).toEqual([]);
    // Taken mid-burst: it holds gifts of the burst, and not those paid after it.
    expect(restoredPaid).toBeGreaterThanOrEqual(before + ackedAtBackup);
    expect(restoredPaid).toBeLessThan(after);
  } finally {
    await c.end();
  }
  const restoredMedia = files(join(restoredData, 'media'));
  expect(media.size).toBeGreaterThan(0);
  expect([...restoredMedia.keys()].sort()).toEqual([...media.keys()].sort());
  for (const [name, bytes] of media) expect(restoredMedia.get(name)?.equals(bytes), name).toBe(true);
});
