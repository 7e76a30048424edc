// Money rules at their exact boundaries (issue 21): a mutation run changed each rule by one (a
// constant, a comparison, a removed check) and no test noticed. Each test here sits on the
// boundary, both sides where it has two, and says what a donor, staff or a spreadsheet would see.
// The table of mutations and the test that kills each is decision 0034.
//
// The receipt number lock is made to race on PostgreSQL every time (TEST_DATABASE_URL): a
// connection of the test holds the row the issue must lock, both issues start and are seen
// waiting for it, then it is let go. On PGlite (one connection) the same calls run one after the
// other, which checks the outcome but cannot prove the lock.
import {
  DEFAULT_DONATION_LIMIT_PAISE,
  donationsMessages as dm,
  refundMessages as fm,
  givingMessages as gm,
  MIN_DONATION_PAISE,
  REFUND_WINDOW_HOURS,
  type ReceiptView,
  type RefundView,
  type Settings,
} from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { importStatement } from '../support/batches.ts';
import { parseCsv } from '../support/csv.ts';
import { getDb } from '../support/db.ts';
import { campaignFigures, createCampaign, createDonation, unique } from '../support/factories.ts';
import { newOrder, orderBody, paidGift } from '../support/gifts.ts';
import { whileHeld } from '../support/locks.ts';
import { pdfText } from '../support/pdf.ts';

let staffToken = '';
let adminToken = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
});

const HOUR_MS = 3_600_000;

async function countOrders(campaignId: number): Promise<number> {
  const [r] = await (await getDb())
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.orders)
    .where(eq(s.orders.campaignId, campaignId));
  return r?.n ?? 0;
}

const createOrder = (body: unknown) =>
  call<Answer<{ reference: string; totalPaise: number }>>('POST', '/api/v1/orders', { body, headers: { 'idempotency-key': unique('rules-key') } });

// ----- 1, 3: what the API takes --------------------------------------------------------------

describe('the API’s amounts at their limits', () => {
  it('refuses 29,999 paise (one paisa under ₹300) with the minimum’s message and writes nothing; takes exactly ₹300', async () => {
    const c = await createCampaign();
    const under = await createOrder(orderBody(c.slug, { amountPaise: 299_99 }));
    expect(under.status).toBe(422);
    expect(under.body.errors?.amountPaise).toBe('Minimum donation amount is ₹300');
    expect(await countOrders(c.id)).toBe(0);
    const exact = await createOrder(orderBody(c.slug, { amountPaise: 300_00 }));
    expect(exact.status, exact.text).toBe(201);
    expect(exact.body.data.totalPaise).toBe(300_00);
    // The rule's own constant is the spec's ₹300.
    expect(MIN_DONATION_PAISE).toBe(300_00);
  });

  it('takes a total of exactly the donation limit (₹10,00,000) and refuses the limit + ₹1, counting tip and urgent in the total', async () => {
    const limit = 10_00_000_00;
    expect(DEFAULT_DONATION_LIMIT_PAISE).toBe(limit);
    const c = await createCampaign();
    const over = await createOrder(orderBody(c.slug, { amountPaise: limit - 2000_00, tipPaise: 1000_00, urgentPaise: 1001_00 }));
    expect(over.status).toBe(422);
    expect(over.body.errors?.amountPaise).toBe(gm.amountTooLarge('₹10,00,000'));
    expect(await countOrders(c.id)).toBe(0);
    const onePaisaOver = await createOrder(orderBody(c.slug, { amountPaise: limit + 1 }));
    expect(onePaisaOver.status).toBe(422);
    const exact = await createOrder(orderBody(c.slug, { amountPaise: limit - 2000_00, tipPaise: 1000_00, urgentPaise: 1000_00 }));
    expect(exact.status, exact.text).toBe(201);
    expect(exact.body.data.totalPaise).toBe(limit);
    expect(await countOrders(c.id)).toBe(1);
  });
});

// ----- 2: what the checkout form takes --------------------------------------------------------

describe('the checkout form at ₹300', () => {
  const form = (slug: string, amount: string) =>
    new URLSearchParams({
      campaign: slug,
      amount,
      tip: '0',
      user_name: 'Form Donor',
      user_email: uniqueEmail('form300'),
      user_mobile: '9876543210',
      method: 'simulator',
      idempotency_key: unique('form300-key'),
    }).toString();
  const post = async (slug: string, amount: string) =>
    (await getTestApp()).app.inject({
      method: 'POST',
      url: `/checkout?campaign=${slug}&amount=${amount}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(slug, amount),
      remoteAddress: nextIp(),
    });
  const page = async (slug: string, amount: string) =>
    (await getTestApp()).app.inject({ method: 'GET', url: `/checkout?campaign=${slug}&amount=${amount}`, remoteAddress: nextIp() });

  it('takes exactly ₹300 (to the pay page) and refuses ₹299 with the spec’s message', async () => {
    const c = await createCampaign();
    expect((await page(c.slug, '300')).body).not.toContain('Minimum donation amount is ₹300');
    expect((await page(c.slug, '299')).body).toContain('Minimum donation amount is ₹300');
    const exact = await post(c.slug, '300');
    expect(exact.statusCode, exact.body.slice(0, 300)).toBe(303);
    expect(String(exact.headers.location)).toMatch(/^\/pay\/SG[0-9A-Z]{14}$/);
    const under = await post(c.slug, '299');
    expect(under.statusCode).toBe(200);
    expect(under.body).toContain('Minimum donation amount is ₹300');
    expect(await countOrders(c.id)).toBe(1);
  });
});

// ----- 5, 6: the bank statement import --------------------------------------------------------

let utrSeq = Date.now() % 1_000_000;
const nextUtr = () => `8${String(++utrSeq).padStart(11, '0')}`;

/** A UPI gift whose donor has sent the UTR: it waits for staff (or the bank statement). */
async function pendingGift(amountPaise: number) {
  const { reference, campaign } = await newOrder({ fullName: 'Ravi Kumar', email: uniqueEmail('bank') }, { amountPaise, method: 'upi' });
  const utr = nextUtr();
  expect((await call('POST', `/api/v1/orders/${reference}/utr`, { body: { utr } })).status).toBe(200);
  return { reference, utr, campaign };
}

// The import is a batch job: this posts the file, drains the queue and reads the lines back.
const importCsv = (csv: string) => importStatement(csv, staffToken);
const orderStatus = async (reference: string) =>
  (await (await getDb()).select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.reference, reference)))[0]?.status;

describe('the bank statement import matches the exact amount in paise', () => {
  it('a credit one paisa short, or one paisa or ₹1 over, confirms nothing and says the amounts; the exact one confirms', async () => {
    const short = await pendingGift(1500_00);
    const overByPaisa = await pendingGift(1600_00);
    const overByRupee = await pendingGift(1700_00);
    const exact = await pendingGift(1800_00);
    const csv = [
      'Txn Date,Narration,Debit,Credit,Balance',
      `01/04/2026,UPI/${short.utr}/RAVI/okaxis,,"1,499.99","10,000.00"`,
      `01/04/2026,UPI/${overByPaisa.utr}/RAVI/okaxis,,"1,600.01","10,000.00"`,
      `01/04/2026,UPI/${overByRupee.utr}/RAVI/okaxis,,"1,701.00","10,000.00"`,
      `01/04/2026,UPI/${exact.utr}/RAVI/okaxis,,"1,800.00","10,000.00"`,
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.outcomes.map((o) => [o.reference, o.outcome])).toEqual([
      [short.reference, 'wrong-amount'],
      [overByPaisa.reference, 'wrong-amount'],
      [overByRupee.reference, 'wrong-amount'],
      [exact.reference, 'matched'],
    ]);
    expect(res.body.data.outcomes[0]?.message).toBe(dm.outcomes.wrongAmount('₹1,500', '₹1,499.99'));
    expect(res.body.data.outcomes[1]?.message).toBe(dm.outcomes.wrongAmount('₹1,600', '₹1,600.01'));
    expect(res.body.data.matched).toBe(1);
    for (const g of [short, overByPaisa, overByRupee]) {
      expect(await orderStatus(g.reference)).toBe('pending');
      expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 0, paidCount: 0 });
    }
    expect(await orderStatus(exact.reference)).toBe('paid');
    expect(await campaignFigures(exact.campaign.id)).toMatchObject({ raised: 1800_00, paidCount: 1 });
  });
});

// ----- 9: the receipt is for the gift ---------------------------------------------------------

describe('a receipt’s amount', () => {
  it('is the gift to the campaign: not the tip to the platform, not the total paid', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await paidGift(donor, { amountPaise: 3000_00, tipPaise: 600_00 });
    const db = await getDb();
    const [order] = await db.select({ total: s.orders.totalPaise }).from(s.orders).where(eq(s.orders.reference, g.reference));
    expect(order?.total).toBe(3600_00);
    await db.update(s.donations).set({ donorPan: 'ABCDE1234F', donorAddress: '12 MG Road, Pune 411001' }).where(eq(s.donations.id, g.donationId));
    const issued = await call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { token: staffToken, body: { donationIds: [g.donationId] } });
    expect(issued.status, issued.text).toBe(200);
    const r = issued.body.data[0];
    expect(r?.amountPaise).toBe(3000_00);
    const { app } = await getTestApp();
    const pdf = await app.inject({ method: 'GET', url: `/api/v1/me/receipts/${r?.id}/pdf`, headers: { authorization: `Bearer ${token}` } });
    expect(pdf.statusCode).toBe(200);
    const text = await pdfText(pdf.rawPayload);
    expect(text).toContain('₹3,000');
    expect(text).toContain('Rupees Three Thousand Only');
    expect(text).not.toContain('₹3,600');
    expect(text).not.toContain('₹600');
  });
});

// ----- 10: the 48-hour refund window ----------------------------------------------------------

describe('the refund window', () => {
  const ask = (donationId: number, token: string) =>
    call<Answer<RefundView>>('POST', `/api/v1/me/donations/${donationId}/refund-request`, {
      token,
      body: { reason: 'I gave to the wrong campaign by mistake.' },
    });

  async function giftPaid(hoursAgo: number, slackMs: number) {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await paidGift(donor);
    await (await getDb())
      .update(s.donations)
      .set({ paidAt: new Date(Date.now() - hoursAgo * HOUR_MS + slackMs) })
      .where(eq(s.donations.id, g.donationId));
    return { ...g, token };
  }

  it('takes a request a minute before the 48 hours end and refuses one a minute after', async () => {
    expect(REFUND_WINDOW_HOURS).toBe(48);
    const inside = await giftPaid(48, 60_000);
    const res = await ask(inside.donationId, inside.token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('requested');
    const outside = await giftPaid(48, -60_000);
    const late = await ask(outside.donationId, outside.token);
    expect(late.status).toBe(409);
    expect(late.body.message).toBe(fm.tooLate);
  });
});

// ----- 8: the receipt number lock -------------------------------------------------------------

const issue = (donationIds: number[]) => call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { body: { donationIds }, token: staffToken });

/** A paid gift with what a receipt needs, in a financial year (`paidAt`) no other test uses. */
const receiptable = (paidAt: string) =>
  createDonation({
    donorName: 'Asha Verma',
    donorPan: 'ABCDE1234F',
    donorAddress: '12 MG Road, Pune 411001',
    amountPaise: 3000_00,
    method: 'upi',
    paidAt: new Date(paidAt),
  });

describe('the receipt number lock', () => {
  // A worker's first issue stalls before it reaches the database while the row is held (it
  // never shows as waiting for a lock), so one receipt of another year is issued first.
  beforeAll(async () => {
    expect((await issue([(await receiptable('1996-06-01T06:00:00Z')).id])).status).toBe(200);
  });

  it('two issues of one gift that wait on its row give one receipt and use one number', async () => {
    const a = await receiptable('1997-06-01T06:00:00Z');
    const b = await receiptable('1997-06-02T06:00:00Z');
    const answers = await whileHeld('select id from donations where id = $1 for update', [a.id], [() => issue([a.id]), () => issue([a.id])]);
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(answers.map((x) => x.body.data[0]?.number)).toEqual(['80G/1997-98/000001', '80G/1997-98/000001']);
    const rows = await (await getDb())
      .select()
      .from(s.receipts)
      .where(and(eq(s.receipts.donationId, a.id), isNull(s.receipts.cancelledAt)));
    expect(rows).toHaveLength(1);
    // No number was used up by the second issue: the next gift of the year gets 2.
    expect((await issue([b.id])).body.data[0]?.number).toBe('80G/1997-98/000002');
  });

  it('two issues of different gifts that wait on the year’s counter get the next two numbers, no repeat, no gap', async () => {
    const first = await receiptable('1998-06-01T06:00:00Z');
    const a = await receiptable('1998-06-02T06:00:00Z');
    const b = await receiptable('1998-06-03T06:00:00Z');
    expect((await issue([first.id])).body.data[0]?.number).toBe('80G/1998-99/000001');
    const answers = await whileHeld(
      "select last from receipt_counters where financial_year = '1998-99' for update",
      [],
      [() => issue([a.id]), () => issue([b.id])],
    );
    expect(answers.map((x) => x.status)).toEqual([200, 200]);
    expect(answers.map((x) => x.body.data[0]?.number).sort()).toEqual(['80G/1998-99/000002', '80G/1998-99/000003']);
  });
});

// ----- 13: CSV cells a spreadsheet would run --------------------------------------------------

/** Every character a spreadsheet reads as the start of a formula (or DDE), as a cell's first. */
const FORMULA_STARTS = ['=', '+', '-', '@', '\t', '\r'];
const risky = (start: string) => `${start}HYPERLINK("http://evil.example/${start.charCodeAt(0)}","x")`;

/** The cells of `csv`'s rows that hold `risky(start)`'s text; each must start with an apostrophe. */
function cellsFor(csv: string, start: string): string[] {
  const body = risky(start).slice(1);
  return parseCsv(csv)
    .flat()
    .filter((c) => c.includes(body));
}

function expectDefused(csv: string, label: string) {
  for (const start of FORMULA_STARTS) {
    const cells = cellsFor(csv, start);
    expect(cells.length, `${label}: a cell starting with ${JSON.stringify(start)}`).toBeGreaterThan(0);
    for (const c of cells) expect(c, `${label}: ${JSON.stringify(start)}`).toBe(`'${risky(start)}`);
  }
}

describe('every CSV export defuses a cell starting with = + - @ tab or carriage return', () => {
  let original: Settings;
  beforeAll(async () => {
    original = await getData<Settings>('/api/v1/settings');
    const saved = await call('PUT', '/api/v1/admin/settings', {
      token: adminToken,
      body: { ...original, reg80G: 'AAATS9999QF20219', reg80GDate: '2021-05-28' },
    });
    expect(saved.status, saved.text).toBe(200);
  });
  afterAll(async () => {
    await call('PUT', '/api/v1/admin/settings', { token: adminToken, body: original });
  });

  const get = async (url: string) => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${staffToken}` } });
    expect(res.statusCode, res.body).toBe(200);
    return res.body;
  };

  it('the donations export', async () => {
    const db = await getDb();
    const tag = unique('csvdon');
    for (const start of FORMULA_STARTS) {
      const { reference } = await newOrder({ fullName: 'Placeholder', email: uniqueEmail(tag) });
      await db
        .update(s.orders)
        .set({ donorName: risky(start) })
        .where(eq(s.orders.reference, reference));
    }
    expectDefused(await get(`/api/v1/admin/orders.csv?q=${encodeURIComponent(tag)}`), 'donations');
  });

  it('the subscribers export', async () => {
    const db = await getDb();
    for (const start of FORMULA_STARTS) await db.insert(s.subscribers).values({ email: uniqueEmail('csvsub'), source: risky(start) });
    expectDefused(await get('/api/v1/admin/subscribers.csv'), 'subscribers');
  });

  it('the annual statement and its follow-up list', async () => {
    // FY 2005-06, a year no other test pays in: PAN holders in the statement, the rest to follow up.
    for (const [i, start] of FORMULA_STARTS.entries()) {
      await createDonation({
        donorPan: `ABCDE${1000 + i}F`,
        donorName: risky(start),
        donorAddress: risky(start),
        amountPaise: 500_00,
        method: 'upi',
        paidAt: new Date(`2005-07-${String(10 + i).padStart(2, '0')}T06:00:00Z`),
      });
      await createDonation({
        donorPan: null,
        donorName: risky(start),
        donorAddress: 'Pune',
        amountPaise: 500_00,
        method: 'upi',
        paidAt: new Date(`2005-08-${String(10 + i).padStart(2, '0')}T06:00:00Z`),
      });
    }
    expectDefused(await get('/api/v1/admin/statements/2005-06.csv'), 'statement');
    expectDefused(await get('/api/v1/admin/statements/2005-06.csv?part=missing-id'), 'follow-up list');
  });
});
