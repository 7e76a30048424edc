// Staff's batch work as jobs (issue 22): a bank statement's import and a bulk receipt issue answer
// at once with their batch; the job answers every line; its page shows done/total and each line's
// result, reloading itself while it runs; a restart resumes at the first line without a result
// and does no line's work twice; the same file uploaded again confirms nothing twice.
import { type BatchStarted, type BatchView, batchMessages as bm, donationsMessages as dm, receiptMessages as rm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { BATCH_SLICE } from '../../apps/server/src/platform/batches.ts';
import { type Answer, call, loginAs, messagesTo, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { finishedBatch } from '../support/batches.ts';
import { getDb } from '../support/db.ts';
import { campaignFigures, createDonation } from '../support/factories.ts';
import { newOrder } from '../support/gifts.ts';

let staffToken = '';
let staffId = 0;
let utrSeq = (Date.now() % 1_000_000) + 500_000;
const nextUtr = () => `6${String(++utrSeq).padStart(11, '0')}`;

beforeAll(async () => {
  await getTestApp();
  const staff = await registerUser({ role: 'staff' });
  staffId = staff.id;
  staffToken = await loginAs(staff);
});

/** A UPI gift whose donor has sent the UTR: it waits for staff. */
async function pendingGift(amountPaise: number) {
  const { reference, campaign } = await newOrder({ fullName: 'Meera Iyer', email: uniqueEmail('batch') }, { amountPaise, method: 'upi' });
  const utr = nextUtr();
  expect((await call('POST', `/api/v1/orders/${reference}/utr`, { body: { utr } })).status).toBe(200);
  return { reference, utr, campaign };
}

const statement = (lines: { utr: string; rupees: string }[]) =>
  ['Txn Date,Narration,Debit,Credit,Balance', ...lines.map((l) => `01/04/2026,UPI/${l.utr}/X/okaxis,,"${l.rupees}","10,000.00"`)].join('\r\n');

const startImport = (csv: string) => call<Answer<BatchStarted>>('POST', '/api/v1/admin/orders/import', { token: staffToken, body: { csv } });
const batch = async (id: number) => (await call<Answer<BatchView>>('GET', `/api/v1/admin/batches/${id}`, { token: staffToken })).body.data;
const page = async (url: string) => (await getTestApp()).app.inject({ method: 'GET', url, headers: { cookie: `sid=${staffToken}` }, remoteAddress: nextIp() });
const verifications = async (reference: string) =>
  (await getDb())
    .select()
    .from(s.auditEvents)
    .where(and(eq(s.auditEvents.action, 'order.verify'), eq(s.auditEvents.subjectId, reference)));

describe('the bank statement import as a batch', () => {
  it('answers at once with the batch; its page runs until the job has answered every line', async () => {
    const a = await pendingGift(1500_00);
    const b = await pendingGift(2000_00);
    const res = await startImport(
      statement([
        { utr: a.utr, rupees: '1,500.00' },
        { utr: b.utr, rupees: '1,999.00' },
      ]),
    );
    expect(res.status, res.text).toBe(201);
    const { batchId, total, statusUrl } = res.body.data;
    expect(total).toBe(2);
    expect(statusUrl).toBe(`/api/v1/admin/batches/${batchId}`);
    // Nothing is confirmed inside the request: the job does it.
    expect(await batch(batchId)).toMatchObject({ kind: 'bank-import', total: 2, done: 0, finishedAt: null });
    const running = await page(`/admin/batches/${batchId}`);
    expect(running.statusCode).toBe(200);
    expect(running.body).toMatch(/http-equiv="refresh"/);
    expect(running.body).toContain(bm.progress(0, 2));
    expect(running.body).toContain(`>${bm.refresh}<`);

    const done = await finishedBatch(batchId, staffToken);
    expect(done).toMatchObject({ done: 2, failed: 1 });
    expect(done.finishedAt).not.toBeNull();
    expect(done.lines.map((l) => [l.line, l.status, l.reference])).toEqual([
      [2, 'matched', a.reference],
      [3, 'wrong-amount', b.reference],
    ]);
    const finished = await page(`/admin/batches/${batchId}`);
    expect(finished.body).not.toMatch(/http-equiv="refresh"/);
    expect(finished.body).toContain(dm.importSummary(1, 1));
    expect(finished.body).toContain(`${dm.outcomes.matched} (${a.reference})`);
    // Audited once, when done, as the synchronous import was.
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'orders.import'), eq(s.auditEvents.actorId, staffId)))
      .orderBy(s.auditEvents.id);
    expect(audit).toBeTruthy();
  });

  it('after a restart resumes at the first line without a result, and no line’s work is done twice', async () => {
    const gifts = [];
    for (const rupees of [1000, 1100, 1200, 1300]) gifts.push(await pendingGift(rupees * 100));
    const csv = statement(gifts.map((g, i) => ({ utr: g.utr, rupees: `${1000 + 100 * i}.00` })));
    const { batchId } = (await startImport(csv)).body.data;
    const db = await getDb();
    // The process that died had answered line 2 (and confirmed its gift), and confirmed line 3's
    // gift without living to record it.
    const { app } = await getTestApp();
    await app.payments.verify(gifts[0]?.reference ?? '', 'paid', gifts[0]?.utr ?? '', staffId);
    await db
      .update(s.batchLines)
      .set({ status: 'matched', ok: true, message: 'answered before the restart', reference: gifts[0]?.reference, doneAt: new Date() })
      .where(and(eq(s.batchLines.batchId, batchId), eq(s.batchLines.lineNo, 2)));
    await db.update(s.batches).set({ done: 1 }).where(eq(s.batches.id, batchId));
    await app.payments.verify(gifts[1]?.reference ?? '', 'paid', gifts[1]?.utr ?? '', staffId);

    const done = await finishedBatch(batchId, staffToken);
    expect(done).toMatchObject({ total: 4, done: 4 });
    expect(done.lines.map((l) => [l.line, l.status, l.message])).toEqual([
      [2, 'matched', 'answered before the restart'], // not done again
      [3, 'already-settled', dm.outcomes.alreadySettled], // its work was done: said, not redone
      [4, 'matched', dm.outcomes.matched],
      [5, 'matched', dm.outcomes.matched],
    ]);
    for (const [i, g] of gifts.entries()) {
      expect(await verifications(g.reference)).toHaveLength(1);
      expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: (1000 + 100 * i) * 100, paidCount: 1 });
    }
  });

  it('works through a statement longer than one slice of the job, every line once', async () => {
    const lines = Array.from({ length: BATCH_SLICE * 2 + 7 }, () => ({ utr: nextUtr(), rupees: '300.00' }));
    const { batchId, total } = (await startImport(statement(lines))).body.data;
    const done = await finishedBatch(batchId, staffToken);
    expect(done).toMatchObject({ total, done: total, failed: total });
    expect(done.finishedAt).not.toBeNull();
    expect(new Set(done.lines.map((l) => l.status))).toEqual(new Set(['unknown-utr']));
    expect(done.lines.map((l) => l.line)).toEqual(lines.map((_, i) => i + 2));
  });

  it('the same file uploaded again is a new batch that confirms nothing twice', async () => {
    const g = await pendingGift(700_00);
    const csv = statement([{ utr: g.utr, rupees: '700.00' }]);
    const first = await finishedBatch((await startImport(csv)).body.data.batchId, staffToken);
    const again = await finishedBatch((await startImport(csv)).body.data.batchId, staffToken);
    expect(again.id).not.toBe(first.id);
    expect(first.lines.map((l) => l.status)).toEqual(['matched']);
    expect(again.lines.map((l) => l.status)).toEqual(['already-settled']);
    expect(await verifications(g.reference)).toHaveLength(1);
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 700_00, paidCount: 1 });
  });

  it('a file it cannot read is refused in the request, and stores no batch', async () => {
    const db = await getDb();
    const before = (await db.select({ id: s.batches.id }).from(s.batches)).length;
    const res = await startImport('date,what,how much\n1,2,3');
    expect(res.status).toBe(422);
    expect(res.body.errors?.file).toBe(dm.importNoColumns);
    expect((await db.select({ id: s.batches.id }).from(s.batches)).length).toBe(before);
  });

  it('a batch is staff’s: a donor is refused; an unknown one is a 404', async () => {
    const donor = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/admin/batches/1', { token: donor })).status).toBe(403);
    expect((await call('POST', '/api/v1/admin/orders/import', { token: donor, body: { csv: 'UTR,Credit\n1,1' } })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/batches/999999999', { token: staffToken })).status).toBe(404);
    const { app } = await getTestApp();
    const asDonor = await app.inject({ method: 'GET', url: '/admin/batches/1', headers: { authorization: `Bearer ${donor}` }, remoteAddress: nextIp() });
    expect(asDonor.statusCode).toBe(403);
    expect((await page('/admin/batches/999999999')).statusCode).toBe(404);
  });
});

describe('the bulk receipt issue as a batch', () => {
  it('"Issue selected" answers at once with the batch page; the job issues each in order and says why one was not', async () => {
    const ok1 = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', receiptRequestedAt: new Date(), donorEmail: uniqueEmail('bulk') });
    const ok2 = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', receiptRequestedAt: new Date() });
    const noPan = await createDonation({ donorAddress: 'Pune', receiptRequestedAt: new Date() });
    const { app } = await getTestApp();
    const form = new URLSearchParams();
    for (const d of [ok1, noPan, ok2]) form.append('donationId', String(d.id));
    const posted = await app.inject({
      method: 'POST',
      url: '/admin/receipts',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: form.toString(),
      remoteAddress: nextIp(),
    });
    expect(posted.statusCode).toBe(302);
    const to = String(posted.headers.location);
    expect(to).toMatch(/^\/admin\/batches\/\d+$/);
    const batchId = Number(to.split('/').pop());
    expect((await batch(batchId)).done).toBe(0);

    const done = await finishedBatch(batchId, staffToken);
    expect(done).toMatchObject({ kind: 'receipt-issue', total: 3, done: 3, failed: 1 });
    expect(done.lines.map((l) => [l.input.donationId, l.status, l.message])).toEqual([
      [ok1.id, 'issued', rm.bulkIssued],
      [noPan.id, 'invalid_input', rm.needsPan],
      [ok2.id, 'issued', rm.bulkIssued],
    ]);
    const [n1, , n2] = done.lines.map((l) => l.reference);
    expect(n1 && n2 && n1 < n2).toBe(true); // numbers follow the staff's order
    const html = (await page(to)).body;
    expect(html).toContain(`${rm.bulkIssued} (${n1})`);
    expect(html).toContain(`${rm.issued(2)} ${bm.notIssued(1)}`);

    // The same selection again issues nothing twice and emails no one again.
    const again = await call<Answer<BatchStarted>>('POST', '/api/v1/admin/receipts/batches', { token: staffToken, body: { donationIds: [ok1.id, ok2.id] } });
    expect(again.status, again.text).toBe(201);
    const second = await finishedBatch(again.body.data.batchId, staffToken);
    expect(second.lines.map((l) => [l.status, l.reference])).toEqual([
      ['already-issued', n1],
      ['already-issued', n2],
    ]);
    expect((await messagesTo(ok1.donorEmail)).filter((m) => m.subject.includes(n1 ?? '?'))).toHaveLength(1);
  });

  it('"Issue all" takes every waiting request that can be issued, and none that cannot', async () => {
    const ready = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: 'Pune', receiptRequestedAt: new Date() });
    const noAddress = await createDonation({ donorPan: 'ABCDE1234F', receiptRequestedAt: new Date() });
    const started = await call<Answer<BatchStarted>>('POST', '/api/v1/admin/receipts/batches', { token: staffToken, body: { all: true } });
    expect(started.status, started.text).toBe(201);
    const done = await finishedBatch(started.body.data.batchId, staffToken);
    const ids = done.lines.map((l) => l.input.donationId);
    expect(ids).toContain(ready.id);
    expect(ids).not.toContain(noAddress.id);
    expect(done.lines.find((l) => l.input.donationId === ready.id)?.status).toBe('issued');
    expect((await call('POST', '/api/v1/admin/receipts/batches', { token: staffToken, body: { donationIds: [] } })).status).toBe(422);
  });
});
