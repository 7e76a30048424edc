// The console's CSV exports at volume (issue 22): read in batches by key, every row comes out
// exactly once and in order across batch boundaries (rows sharing a timestamp, and timestamps a
// microsecond apart, included), nothing stops at 10,000 rows, and cells stay formula-safe. A
// second app reads 7 rows a batch so 25 rows cross three boundaries.
import { schema as s } from '@sahyog/db';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { loginAs, registerUser } from '../support/accounts.ts';
import { buildTestApp, getTestApp } from '../support/app.ts';
import { parseCsv } from '../support/csv.ts';
import { getDb, getTestDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

let staffToken = '';
let small: App;
let campaignId = 0;
// Digits only, so `SG…` + run reads as a reference to the search (core searchShape).
const run = Date.now().toString().slice(-8);

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  small = await buildTestApp({ EXPORT_BATCH_ROWS: '7' });
  campaignId = (await createCampaign({ title: 'Exports test campaign' })).id;
}, 180_000);

afterAll(async () => {
  await small?.app.close();
});

async function download(path: string, app?: App) {
  const target = app ?? (await getTestApp());
  const res = await target.app.inject({ method: 'GET', url: path, headers: { authorization: `Bearer ${staffToken}` } });
  expect(res.statusCode, res.body).toBe(200);
  return { res, lines: parseCsv(res.body) };
}

const NAMES = ['=1+2', '@SUM(A1)', '+91 call me', '-5', 'Asha'];

/** `n` orders made in one statement, references `${prefix}00001`…, timestamps sharing microseconds. */
async function insertOrders(prefix: string, n: number, ties: number) {
  const db = await getDb();
  await db.execute(sql`
    insert into orders (reference, request_hash, purpose, campaign_id, amount_paise, urgent_paise, total_paise, donor_name, donor_email, donor_mobile, method, status, created_at)
    select ${prefix}::text || lpad(i::text, 5, '0'), 'exports-test', 'gift', ${campaignId}, 100 * i, 0, 100 * i,
      (array[${sql.join(
        NAMES.map((n) => sql`${n}::text`),
        sql`, `,
      )}])[1 + i % ${NAMES.length}::int], 'exports' || i || '@example.test', '9876543210', 'upi', 'paid',
      -- several rows share each instant, and instants differ by a microsecond: a key rounded to
      -- the millisecond (a JS Date) would skip or repeat rows here.
      timestamptz '1990-06-01 00:00:00+00' + (i % ${ties}::int) * interval '1 microsecond'
    from generate_series(1, ${n}::int) i`);
  const rows = await db
    .select({ reference: s.orders.reference })
    .from(s.orders)
    .where(sql`${s.orders.reference} like ${`${prefix}%`}`)
    .orderBy(sql`${s.orders.createdAt} desc, ${s.orders.id} desc`);
  return rows.map((r) => r.reference);
}

describe('the donations export', () => {
  it('gives every donation the search finds exactly once, newest first, across batches of 7, with formula cells defused', async () => {
    const prefix = `SGB${run}`;
    const expected = await insertOrders(prefix, 25, 4);
    const { res, lines } = await download(`/api/v1/admin/orders.csv?q=${prefix}`, small);
    expect(res.headers['content-disposition']).toBe('attachment; filename="donations.csv"');
    const [header, ...rows] = lines;
    expect(header).toEqual(['date', 'reference', 'status', 'method', 'donor', 'email', 'mobile', 'campaign', 'amount_inr', 'urgent_fund_inr', 'utr', 'month']);
    expect(rows.map((r) => r[1])).toEqual(expected);
    const byRef = new Map(rows.map((r) => [r[1], r]));
    // Order i is named NAMES[i % 5]: 5 "=1+2", 6 "@SUM(A1)", 7 "+91 call me", 8 "-5", 9 "Asha".
    expect(byRef.get(`${prefix}00005`)?.slice(0, 9)).toEqual([
      '1 Jun 1990',
      `${prefix}00005`,
      'paid',
      'upi',
      "'=1+2",
      'exports5@example.test',
      '9876543210',
      'Exports test campaign',
      '5.00',
    ]);
    expect(['00006', '00007', '00008', '00009'].map((n) => byRef.get(`${prefix}${n}`)?.[4])).toEqual(["'@SUM(A1)", "'+91 call me", "'-5", 'Asha']);
    expect(res.body).toContain(`"'=1+2"`);
  });

  it('does not stop at 10,000 rows', async () => {
    const prefix = `SGC${run}`;
    const expected = await insertOrders(prefix, 10_050, 50);
    const { lines } = await download(`/api/v1/admin/orders.csv?q=${prefix}`);
    const refs = lines.slice(1).map((r) => r[1]);
    expect(refs.length).toBe(10_050);
    expect(new Set(refs).size).toBe(10_050);
    expect(refs).toEqual(expected);
  });

  it('keeps the search’s filters: a status the donations do not have exports the header alone', async () => {
    const prefix = `SGD${run}`;
    await insertOrders(prefix, 3, 1);
    expect((await download(`/api/v1/admin/orders.csv?q=${prefix}&status=pending`, small)).lines).toHaveLength(1);
    expect((await download(`/api/v1/admin/orders.csv?q=${prefix}&status=paid`, small)).lines).toHaveLength(4);
  });
});

describe('the subscribers export', () => {
  it('gives every subscriber exactly once, oldest first, across batches of 7', async () => {
    const db = await getDb();
    const emails = Array.from({ length: 25 }, (_, i) => `exports-${run.toLowerCase()}-${String(i).padStart(2, '0')}@example.test`);
    // Older than anyone the other tests subscribe: these are the file's first 25 lines.
    await db.execute(sql`
      insert into subscribers (email, source, created_at)
      select 'exports-' || ${run.toLowerCase()} || '-' || lpad(i::text, 2, '0') || '@example.test', case when i = 3 then '=cmd' else 'home' end,
        timestamptz '1980-01-01 00:00:00+00' + (i % 3) * interval '1 microsecond'
      from generate_series(0, 24) i`);
    const expected = (
      await db
        .select({ email: s.subscribers.email })
        .from(s.subscribers)
        .where(sql`${s.subscribers.email} like ${`exports-${run.toLowerCase()}-%`}`)
        .orderBy(sql`${s.subscribers.createdAt}, ${s.subscribers.id}`)
    ).map((r) => r.email);
    expect([...expected].sort()).toEqual(emails);
    const { res, lines } = await download('/api/v1/admin/subscribers.csv', small);
    expect(res.headers['content-disposition']).toBe('attachment; filename="subscribers.csv"');
    expect(lines[0]).toEqual(['email', 'status', 'subscribed_on', 'unsubscribed_on', 'source']);
    const ours = lines.slice(1).filter((r) => emails.includes(r[0] ?? ''));
    expect(ours.map((r) => r[0])).toEqual(expected);
    expect(lines.slice(1, 26).map((r) => r[0])).toEqual(expected);
    expect(ours.find((r) => r[0] === emails[3])).toEqual([emails[3], 'subscribed', '1 Jan 1980', '', "'=cmd"]);
  });
});

describe('a cursor read between batches', () => {
  // PostgreSQL only: there the cursor holds a pooled connection while a slow client downloads.
  it.runIf(process.env.TEST_DATABASE_URL)('fails its next batch when its connection dies in between, and the process and the pool carry on', async () => {
    const { handle } = await getTestDb();
    const batches = handle.cursor<{ g: number; pid: number }>(sql`select g, pg_backend_pid() as pid from generate_series(1, 100) g`, 10);
    const first = await batches.next();
    expect(first.value).toHaveLength(10);
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    try {
      await admin.query('select pg_terminate_backend($1)', [first.value?.[0]?.pid]);
    } finally {
      await admin.end();
    }
    // The connection's error arrives while nobody queries it (an unhandled one ends the process).
    await new Promise((r) => setTimeout(r, 300));
    await expect(batches.next()).rejects.toThrow();
    const after = (await handle.db.execute(sql`select 1 as one`)) as unknown as { rows: unknown[] };
    expect(after.rows).toEqual([{ one: 1 }]);
  });
});
