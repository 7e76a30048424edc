// The console's Donations screen: search by reference, UTR, email or mobile; a bank statement's
// credits confirm the UPI donations waiting for them (a match, a wrong amount, an unknown UTR, a
// duplicate line, a credit without a UTR, a debit) and a second import confirms nothing twice;
// a payment that never came is marked failed; the export is formula-safe.
import { donationsMessages as dm, formatINR } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { importStatement } from '../support/batches.ts';
import { getDb } from '../support/db.ts';
import { campaignFigures } from '../support/factories.ts';
import { newOrder } from '../support/gifts.ts';

type Row = { reference: string; status: string; utr: string | null; donorEmail: string };

let staffToken = '';
let staffId = 0;
let utrSeq = Date.now() % 1_000_000;

beforeAll(async () => {
  await getTestApp();
  const staff = await registerUser({ role: 'staff' });
  staffId = staff.id;
  staffToken = await loginAs(staff);
});

const nextUtr = () => `7${String(++utrSeq).padStart(11, '0')}`;

/** A UPI gift whose donor has sent the UTR: it waits for staff. */
async function pendingGift(amountPaise: number, name = 'Meera Iyer') {
  const email = uniqueEmail('bank');
  const { reference, campaign } = await newOrder({ fullName: name, email }, { amountPaise, method: 'upi' });
  const utr = nextUtr();
  expect((await call('POST', `/api/v1/orders/${reference}/utr`, { body: { utr } })).status).toBe(200);
  return { reference, utr, email, campaign };
}

// The import is a batch job: this posts the file, drains the queue and reads the lines back.
const importCsv = (csv: string, token = staffToken) => importStatement(csv, token);
const status = async (reference: string) =>
  (await (await getDb()).select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.reference, reference)))[0]?.status;

describe('searching donations', () => {
  it('by a reference’s start, a UTR, an email or a mobile, and by status; donors are refused', async () => {
    const g = await pendingGift(500_00);
    const find = async (qs: string, token = staffToken) => call<Answer<Row[]>>('GET', `/api/v1/admin/orders?${qs}`, { token });
    expect((await find(`q=${g.reference.slice(0, 10)}`)).body.data.map((r) => r.reference)).toContain(g.reference);
    expect((await find(`q=${g.utr}`)).body.data.map((r) => r.reference)).toEqual([g.reference]);
    expect((await find(`q=${encodeURIComponent(g.email.toUpperCase())}`)).body.data.map((r) => r.reference)).toEqual([g.reference]);
    expect((await find(`q=${g.utr}&status=paid`)).body.data).toEqual([]);
    expect((await find('q=%25')).body.data).toEqual([]);
    const donor = await loginAs(await registerUser());
    expect((await find('', donor)).status).toBe(403);
    expect((await importCsv('UTR,Credit\n1,1', donor)).status).toBe(403);
  });
});

describe('importing a bank statement', () => {
  it('answers every credit line, confirms only exact matches, and a second import confirms nothing twice', async () => {
    const match = await pendingGift(1500_00);
    const wrong = await pendingGift(2000_00);
    const unknown = nextUtr();
    const csv = [
      'Statement of account,,,,,',
      'Txn Date,Narration,Ref No./Cheque No.,Debit,Credit,Balance',
      `01/04/2026,UPI/${match.utr}/MEERA/okaxis,,,"1,500.00","11,500.00"`,
      `01/04/2026,UPI/${wrong.utr}/RAVI/oksbi,,,"1,999.00","13,499.00"`,
      `02/04/2026,UPI transfer,${unknown},,300.00,"13,799.00"`,
      `02/04/2026,UPI/${match.utr}/MEERA/okaxis,,,"1,500.00","15,299.00"`,
      '02/04/2026,Cash deposit,,,"5,000.00","20,299.00"',
      '03/04/2026,NEFT rent,N0001,"8,000.00",,"12,299.00"',
    ].join('\r\n');
    const res = await importCsv(csv);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.matched).toBe(1);
    expect(res.body.data.outcomes.map((o) => [o.line, o.outcome, o.reference])).toEqual([
      [3, 'matched', match.reference],
      [4, 'wrong-amount', wrong.reference],
      [5, 'unknown-utr', null],
      [6, 'duplicate', null],
      [7, 'no-utr', null],
    ]);
    expect(res.body.data.outcomes[1]?.message).toBe(dm.outcomes.wrongAmount(formatINR(2000_00), formatINR(1999_00)));
    expect(await status(match.reference)).toBe('paid');
    expect(await status(wrong.reference)).toBe('pending');
    expect(await campaignFigures(match.campaign.id)).toMatchObject({ raised: 1500_00, paidCount: 1 });

    const again = await importCsv(csv);
    expect(again.body.data.matched).toBe(0);
    expect(again.body.data.outcomes[0]).toMatchObject({ outcome: 'already-settled', reference: match.reference });
    expect(await campaignFigures(match.campaign.id)).toMatchObject({ raised: 1500_00, paidCount: 1 });

    const audits = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'order.verify'), eq(s.auditEvents.subjectId, match.reference)));
    expect(audits.map((a) => a.actorId)).toEqual([staffId]);
  });

  it('refuses a file without the columns it needs, with the field’s message', async () => {
    const res = await importCsv('date,what,how much\n1,2,3');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toBe(dm.importNoColumns);
  });

  it('never confirms a donation with a debit: the money that left the foundation is not a gift (attacker probe F1)', async () => {
    // Someone the foundation paid by UPI knows that transfer's UTR, opens a gift of the same
    // amount and sends it as their payment.
    const gift = await pendingGift(400_00);
    const res = await importCsv(`Date,Narration,Ref No,Amount,Dr / Cr,Balance\n25-11-2026,UPI/${gift.utr}/refund,${gift.utr},400.00,DR,100000.00`);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.matched).toBe(0);
    expect(await status(gift.reference)).toBe('pending');
    const blind = await importCsv(`Date,Narration,Amount\n25-11-2026,UPI/${gift.utr}/refund,400.00`);
    expect(blind.status).toBe(422);
    expect(blind.body.errors?.file).toBe(dm.importNoDirection);
    expect(await status(gift.reference)).toBe('pending');
  });

  it('reads every line after a payer’s remark with a quote in it, and refuses a quote never closed (attacker probe F2)', async () => {
    const a = await pendingGift(800_00);
    const b = await pendingGift(900_00);
    const res = await importCsv(
      `Date,Narration,Credit\n25-11-2026,UPI/555555555555/gift for 5" idol,300.00\n25-11-2026,UPI/${a.utr}/x,800.00\n25-11-2026,UPI/${b.utr}/y,900.00\n`,
    );
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.outcomes.map((o) => o.outcome)).toEqual(['unknown-utr', 'matched', 'matched']);
    const open = await importCsv('Date,Narration,Credit\n1,"UPI/555555555555/open,300\n2,UPI/123456789012/x,800\n');
    expect(open.status).toBe(422);
    expect(open.body.errors?.file).toBe(dm.importUnclosedQuote(2));
  });
});

describe('marking a payment failed', () => {
  it('a pending one with its reason, audited; a paid one is refused', async () => {
    const g = await pendingGift(700_00);
    expect((await call<Answer>('POST', `/api/v1/admin/orders/${g.reference}/fail`, { token: staffToken, body: { reason: 'no' } })).status).toBe(422);
    const res = await call<Answer<Row>>('POST', `/api/v1/admin/orders/${g.reference}/fail`, {
      token: staffToken,
      body: { reason: 'No credit in the bank for 7 days' },
    });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.status).toBe('failed');
    const [row] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'order.fail'), eq(s.auditEvents.subjectId, g.reference)));
    expect(row).toMatchObject({ actorId: staffId, after: { status: 'failed', reason: 'No credit in the bank for 7 days' } });
    expect((await call('POST', `/api/v1/admin/orders/${g.reference}/fail`, { token: staffToken, body: { reason: 'again, by mistake' } })).status).toBe(409);
  });
});

describe('the export', () => {
  it('is the search as CSV, with formula-like cells made safe', async () => {
    const g = await pendingGift(800_00, '=HYPERLINK("http://evil.example")');
    const res = await call('GET', `/api/v1/admin/orders.csv?q=${g.reference}`, { token: staffToken });
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const [header, line] = res.text.trim().split('\r\n');
    expect(header).toBe('"date","reference","status","method","donor","email","mobile","campaign","amount_inr","urgent_fund_inr","utr","month"');
    expect(line).toContain(`"${g.reference}","pending","upi","'=HYPERLINK(""http://evil.example"")"`);
    expect(line).toContain('"800.00","0.00"');
    expect((await call('GET', '/api/v1/admin/orders.csv')).status).toBe(401);
  });
});
