// The scale bench's loader (bench/lib/scale-load.ts, issue 22) writes what the app would have
// written: the "before/after" figures mean nothing if the data breaks the schema's rules. At a
// small scale on PostgreSQL (it is plain SQL through node-postgres): campaign figures equal their
// paid donations, a paid order has its one donation, receipts are numbered without gaps per
// financial year with the counter at the last, and the receipts queue holds both kinds.
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignFiguresDisagree, loadScale, type ScaleLoad } from '../../bench/lib/scale-load.ts';
import { openPrivateDb, type PrivateDb } from '../support/private-db.ts';

describe.skipIf(!process.env.TEST_DATABASE_URL)('the scale loader', () => {
  let db: PrivateDb;
  let c: pg.Client;
  let loaded: ScaleLoad;
  const rows = async <T>(sql: string) => (await c.query(sql)).rows as T[];

  beforeAll(async () => {
    db = await openPrivateDb('scaleload');
    // The app's random references can begin SGS or SGM (CI once met one): two demo gifts get such
    // references, and the loader must neither take them for its own data nor count them as such.
    c = new pg.Client({ connectionString: db.url });
    await c.connect();
    for (const [i, reference] of ['SGSKM2P9QX7ZR4TW', 'SGM0A1B2C3D4E5F6'].entries()) {
      const [d] = await rows<{ reference: string }>(`select reference from donations where status = 'paid' order by id offset ${i} limit 1`);
      await c.query('update orders set reference = $1 where reference = $2', [reference, d?.reference]);
      await c.query('update donations set reference = $1 where reference = $2', [reference, d?.reference]);
    }
    loaded = await loadScale({ databaseUrl: db.url as string, scale: 0.002, log: () => {}, queueWithPan: 50 });
  }, 120_000);
  afterAll(async () => {
    await c?.end();
    await db?.close();
  });

  it('adds the scaled volume of paid donations to the demo’s, across both financial years and all three methods', async () => {
    const [demo] = await rows<{ n: number }>(
      "select count(*)::int as n from donations where status = 'paid' and reference !~ '^SGS[0-9]{13}$' and reference !~ '^SGM[0-9]{13}$'",
    );
    expect(loaded.counts.paidDonations).toBe((demo?.n ?? 0) + 2000);
    const methods = await rows<{ method: string }>("select distinct method from donations where reference ~ '^SGS[0-9]{13}$' order by 1");
    expect(methods.map((m) => m.method)).toEqual(['razorpay', 'simulator', 'upi']);
    const years = await rows<{ fy: string }>(
      "select distinct case when paid_at < timestamptz '2026-04-01 00:00+05:30' then '2025-26' else '2026-27' end as fy from donations where reference ~ '^SGS[0-9]{13}$' order by 1",
    );
    expect(years.map((y) => y.fy)).toEqual(['2025-26', '2026-27']);
  });

  it('keeps every campaign’s raised amount and backers equal to its paid donations', async () => {
    expect(await campaignFiguresDisagree(c)).toBe(0);
    const [raised] = await rows<{ n: string }>("select sum(raised_paise)::text as n from campaigns where slug like 'scale-campaign-%'");
    expect(Number(raised?.n)).toBeGreaterThan(0);
  });

  it('gives each paid order exactly one donation of its amount, and UPI ones their unique UTR', async () => {
    const [bad] = await rows<{ n: number }>(
      `select count(*)::int as n from orders o left join donations d on d.order_id = o.id
        where o.status = 'paid' and o.purpose = 'gift' and (d.id is null or d.amount_paise <> o.amount_paise or d.urgent_paise <> o.urgent_paise or d.status <> 'paid')`,
    );
    expect(bad?.n).toBe(0);
    const [noUtr] = await rows<{ n: number }>("select count(*)::int as n from orders where status = 'paid' and method = 'upi' and utr is null");
    expect(noUtr?.n).toBe(0);
  });

  it('numbers receipts without gaps in each financial year, with the counter at the last, and the year’s prefix', async () => {
    const years = await rows<{ fy: string; n: number; max: number; last: number; prefixes: string[] }>(
      `select r.financial_year as fy, count(*)::int as n, max(r.sequence)::int as max, rc.last,
              array_agg(distinct split_part(r.number, '/', 1)) as prefixes
         from receipts r join receipt_counters rc on rc.financial_year = r.financial_year
        group by r.financial_year, rc.last order by 1`,
    );
    expect(years.map((y) => y.fy)).toEqual(['2025-26', '2026-27']);
    for (const y of years) {
      expect(y.max).toBe(y.n);
      expect(y.last).toBe(y.n);
    }
    expect(years.map((y) => y.prefixes)).toEqual([['80G'], ['S133']]);
    expect(loaded.counts.receipts).toBe(200);
    // An issued receipt takes its donation out of the queue, as the receipts module does.
    const [queued] = await rows<{ n: number }>(
      `select count(*)::int as n from donations d join receipts r on r.donation_id = d.id and r.cancelled_at is null
        where d.receipt_issued_at is distinct from r.issued_at`,
    );
    expect(queued?.n).toBe(0);
  });

  it('leaves receipt requests waiting, some with a PAN and address, some missing the PAN', () => {
    expect(loaded.counts.receiptQueueWithPan).toBeGreaterThan(0);
    expect(loaded.counts.receiptQueueMissingPan).toBeGreaterThan(0);
  });
});
