// Issue 26's volume: one campaign with 100,000 paid gifts, measured before and after 5,000
// approved payments are added to it. The campaign page (rendered every time: the page cache off)
// must keep its server time within 20 % of before; a donor's "what my gifts bought" (25 gifts
// spread through the campaign's pool of money, the allocation first in first out) must take under
// 50 ms; EXPLAIN shows which index each of its queries reads. Sequential requests from one client:
// the time is the server's for one request, not a throughput.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { accountCookie } from './export-memory.ts';
import { adminUrl, createDatabase, dropDatabase, databaseUrl as urlOf } from './pg.ts';
import { onCleanup, stopProcess } from './processes.ts';
import { type AppServer, seedDemoDatabase, startAppServer } from './server.ts';

export interface SpendingBenchOptions {
  rootDir: string;
  log: (msg: string) => void;
  database: string;
  port: number;
  donations: number;
  items: number;
  /** Requests timed per case (after a tenth as many to warm up). */
  requests: number;
  keepDb: boolean;
}

interface Timing {
  name: string;
  path: string;
  requests: number;
  medianMs: number;
  p95Ms: number;
  bytes: number;
}

export interface SpendingBenchResult {
  donations: number;
  items: number;
  historyGifts: number;
  loadSeconds: number;
  before: Timing[];
  after: Timing[];
  /** Campaign page median after ÷ before. */
  pageRatio: number;
  pageTarget: string;
  pageMet: boolean;
  storiesTarget: string;
  storiesMet: boolean;
  explain: { name: string; plan: string[] }[];
}

const SLUG = 'winter-blankets-for-the-homeless';
const HISTORY = 'bench.history@example.org';

const pct = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0;
const round1 = (n: number) => Math.round(n * 10) / 10;

async function time(name: string, url: string, path: string, requests: number, headers: Record<string, string> = {}): Promise<Timing> {
  let bytes = 0;
  for (let i = 0; i < Math.max(3, Math.ceil(requests / 10)); i++) await (await fetch(`${url}${path}`, { headers })).arrayBuffer();
  const ms: number[] = [];
  for (let i = 0; i < requests; i++) {
    const t = performance.now();
    const res = await fetch(`${url}${path}`, { headers });
    const body = await res.arrayBuffer();
    ms.push(performance.now() - t);
    if (!res.ok) throw new Error(`GET ${path}: HTTP ${res.status}`);
    bytes = body.byteLength;
  }
  ms.sort((a, b) => a - b);
  return { name, path, requests, medianMs: round1(pct(ms, 50)), p95Ms: round1(pct(ms, 95)), bytes };
}

/** 100,000 paid gifts over 90 days on the campaign; every 4,000th is one donor's (their history). */
async function loadGifts(db: pg.Client, campaignId: number, n: number): Promise<void> {
  await db.query(
    `insert into donations (campaign_id, donor_name, donor_email, amount_paise, status, reference, method, paid_at, created_at)
     select $1, case when i % 4000 = 7 then 'History Donor' else 'Donor ' || i end,
            case when i % 4000 = 7 then $3 else 'donor' || i || '@example.org' end,
            50000 + (i * 7919) % 100000, 'paid', 'BS' || lpad(i::text, 9, '0'), 'upi',
            now() - interval '90 days' + i * (interval '90 days' / $2::int), now() - interval '90 days' + i * (interval '90 days' / $2::int)
     from generate_series(1, $2::int) i`,
    [campaignId, n, HISTORY],
  );
  // The campaign's figures are its gifts' (the page shows them).
  await db.query(
    `update campaigns set raised_paise = d.sum, backers = d.n
       from (select sum(amount_paise) as sum, count(*) as n from donations where campaign_id = $1 and status = 'paid') d where campaigns.id = $1`,
    [campaignId],
  );
  // What autovacuum does on a live site after a burst: the trigger's day rows were updated once per gift.
  await db.query('vacuum analyze donations, donation_pool_days');
}

/** `n` approved payments spread over the 90 days, together well within what was raised, each with a bill. */
async function loadSpending(db: pg.Client, campaignId: number, n: number): Promise<void> {
  await db.query(
    `insert into spending_items (campaign_id, status, spent_on, amount_paise, category_id, payee, description, quantity, unit,
                                 approved_at, bill_key, bill_type, bill_width, bill_height, bill_redacted_at, bill_url, bill_thumb_url)
     select $1, 'approved', to_char(now() - interval '89 days' + i * (interval '89 days' / $2::int), 'YYYY-MM-DD'),
            150000 + (i * 104729) % 50000, c.id, 'Supplier ' || (i % 40), 'Payment ' || i || ' for the winter drive', 10 + i % 90, 'blankets',
            now(), 'spending/bench-' || i, 'jpeg', 1240, 1754, now(), '/media/spending/bench-' || i || '.jpg', '/media/spending/bench-' || i || '.webp'
     from generate_series(1, $2::int) i
     join lateral (select id from spending_categories order by id offset (i % 7) limit 1) c on true`,
    [campaignId, n],
  );
  await db.query('vacuum analyze spending_items');
}

async function explain(db: pg.Client, sql: string, params: unknown[]): Promise<string[]> {
  const { rows } = await db.query<{ 'QUERY PLAN': string }>(`explain (analyze, buffers, costs off) ${sql}`, params);
  return rows.map((r) => r['QUERY PLAN']);
}

export async function measureSpending(o: SpendingBenchOptions): Promise<SpendingBenchResult> {
  const admin = adminUrl();
  const dbUrl = urlOf(admin, o.database);
  const dataDir = mkdtempSync(join(tmpdir(), 'sahyog-spending-'));
  let server: AppServer | undefined;
  const undo = onCleanup(async () => {
    if (server) await stopProcess(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
    if (!o.keepDb) await dropDatabase(admin, o.database).catch((err: Error) => o.log(`could not drop ${o.database}: ${err.message}`));
  });
  const start = (name: string) =>
    startAppServer({
      rootDir: o.rootDir,
      name,
      port: o.port,
      databaseUrl: dbUrl,
      dataDir,
      mode: 'production',
      seed: 'never',
      env: { PAGE_CACHE_SECONDS: '0' },
    });
  try {
    await dropDatabase(admin, o.database).catch(() => {});
    await createDatabase(admin, o.database);
    o.log(`spending: database ${o.database}: migrating and seeding the demo`);
    await seedDemoDatabase({ rootDir: o.rootDir, port: o.port, databaseUrl: dbUrl, dataDir, env: { PAGE_CACHE_SECONDS: '0' } });

    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    try {
      const { rows } = await db.query<{ id: number }>('select id from campaigns where slug = $1', [SLUG]);
      const campaignId = rows[0]?.id;
      if (!campaignId) throw new Error(`no campaign ${SLUG} in the demo`);
      const loading = Date.now();
      await loadGifts(db, campaignId, o.donations);
      o.log(`spending: ${o.donations} gifts loaded in ${round1((Date.now() - loading) / 1000)} s`);

      server = await start('server (spending, before)');
      const donor = await accountCookie(server.base, dbUrl, { email: HISTORY, password: 'Bench-History-Password-1', fullName: 'History Donor', role: 'user' });
      const cases = (when: string): [string, string, Record<string, string>][] => [
        [`page: the campaign (${when})`, `/campaigns/${SLUG}`, {}],
        [`api: the campaign (${when})`, `/api/v1/campaigns/${SLUG}`, {}],
        [`api: a donor's 25 gift stories (${when})`, '/api/v1/me/gift-stories', { cookie: donor }],
      ];
      const before: Timing[] = [];
      for (const [name, path, headers] of cases('before')) {
        o.log(`spending: ${name}`);
        before.push(await time(name, server.base, path, o.requests, headers));
      }
      await stopProcess(server.proc);
      server = undefined;

      const adding = Date.now();
      await loadSpending(db, campaignId, o.items);
      const loadSeconds = round1((Date.now() - adding) / 1000);
      o.log(`spending: ${o.items} approved payments loaded in ${loadSeconds} s`);
      server = await start('server (spending, after)');
      const after: Timing[] = [];
      for (const [name, path, headers] of [
        ...cases(`${o.items} payments`),
        [`page: all payments, page 40`, `/campaigns/${SLUG}/spending?page=40`, {}] as [string, string, Record<string, string>],
        [`api: the first 100 of ${o.items} payments`, `/api/v1/campaigns/${SLUG}/spending`, {}] as [string, string, Record<string, string>],
      ]) {
        o.log(`spending: ${name}`);
        after.push(await time(name, server.base, path, o.requests, headers));
      }

      // What the donor's stories read: each gift's place in the pool, and the campaign's approved payments.
      const { rows: gifts } = await db.query<{ id: string }>("select id from donations where donor_email = $1 and status = 'paid' order by paid_at", [HISTORY]);
      const last = Number(gifts.at(-1)?.id ?? 0);
      const explainOut = [
        {
          name: "a gift's place in the pool (the last of the donor's 25)",
          plan: await explain(
            db,
            // giving.poolPositions' query: the days before the gift's own, then that day's earlier gifts.
            `select (coalesce((select sum(b.paid_paise) from donation_pool_days b
                 where b.campaign_id = donations.campaign_id and b.day < (donations.paid_at at time zone 'UTC')::date), 0)
               + coalesce((select sum(x.amount_paise) from donations x
                 where x.campaign_id = donations.campaign_id and x.status = 'paid'
                   and x.paid_at >= ((donations.paid_at at time zone 'UTC')::date)::timestamp at time zone 'UTC'
                   and (x.paid_at, x.id) < (donations.paid_at, donations.id)), 0))::bigint
             from donations where id = $1 and status = 'paid'`,
            [last],
          ),
        },
        {
          name: "the campaign's pool of approved payments (a donor's stories)",
          plan: await explain(db, "select id, spent_on, amount_paise, quantity from spending_items where campaign_id = $1 and status = 'approved'", [
            campaignId,
          ]),
        },
        {
          name: "the campaign page's totals by category",
          plan: await explain(
            db,
            "select category_id, sum(amount_paise), count(*) from spending_items where campaign_id = $1 and status = 'approved' group by category_id",
            [campaignId],
          ),
        },
        {
          name: "the campaign page's newest 10 payments",
          plan: await explain(db, "select * from spending_items where campaign_id = $1 and status = 'approved' order by spent_on desc, id desc limit 10", [
            campaignId,
          ]),
        },
      ];
      const pageBefore = before[0]?.medianMs ?? 0;
      const pageAfter = after[0]?.medianMs ?? 0;
      const pageRatio = pageBefore ? Math.round((pageAfter / pageBefore) * 100) / 100 : 0;
      const stories = after[2]?.medianMs ?? Number.POSITIVE_INFINITY;
      return {
        donations: o.donations,
        items: o.items,
        historyGifts: gifts.length,
        loadSeconds,
        before,
        after,
        pageRatio,
        pageTarget: 'campaign page median within 20 % of before (ratio ≤ 1.2)',
        pageMet: pageRatio <= 1.2,
        storiesTarget: "a donor's gift stories under 50 ms (median, the whole request)",
        storiesMet: stories < 50,
        explain: explainOut,
      };
    } finally {
      await db.end();
    }
  } finally {
    undo();
    if (server) await stopProcess(server.proc);
    rmSync(dataDir, { recursive: true, force: true });
    if (!o.keepDb) await dropDatabase(admin, o.database).catch((err: Error) => o.log(`could not drop ${o.database}: ${err.message}`));
  }
}

export function printSpending(r: SpendingBenchResult): string {
  const row = (t: Timing) => `  ${t.name.padEnd(52)} median ${String(t.medianMs).padStart(7)} ms   p95 ${String(t.p95Ms).padStart(7)} ms   ${t.bytes} B`;
  return [
    `\nSpending at volume (issue 26): ${r.donations} gifts, ${r.items} approved payments, a donor with ${r.historyGifts} gifts`,
    ...r.before.map(row),
    ...r.after.map(row),
    `  ${r.pageTarget}: ${r.pageRatio} ${r.pageMet ? 'met' : 'MISSED'}`,
    `  ${r.storiesTarget}: ${r.storiesMet ? 'met' : 'MISSED'}`,
    ...r.explain.flatMap((e) => [`  EXPLAIN ${e.name}:`, ...e.plan.map((l) => `    ${l}`)]),
  ].join('\n');
}
