// The attacker's probe (issue 20): a refund decided while the receipt is being issued must never
// leave a refunded gift with a valid receipt. Both take the donation's row (FOR UPDATE) before
// looking at the other, so one of the two always loses.
//
// On PostgreSQL (TEST_DATABASE_URL) the race is made to happen every time: a connection of the
// test holds the donation's row while the first call starts and blocks on it, then the second
// starts and blocks too, then the row is let go. Before the fix, "issue first" ended with both a
// receipt and a refund. On PGlite (one connection, so calls run one after the other) the same
// calls still check that whichever comes second loses.
import { refundMessages as fm, type ReceiptView, type RefundView, receiptMessages as rm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, isNull } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { paidGift } from '../support/gifts.ts';
import { whileHeld } from '../support/locks.ts';

let staffToken = '';
let adminToken = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
});

/** A paid gift with a PAN and address, whose donor has asked for it back. */
async function askedBack() {
  const donor = await registerUser();
  const token = await loginAs(donor);
  const g = await paidGift(donor);
  const db = await getDb();
  await db.update(s.donations).set({ donorPan: 'ABCDE1234F', donorAddress: '12 MG Road, Pune 411001' }).where(eq(s.donations.id, g.donationId));
  const asked = await call<Answer<RefundView>>('POST', `/api/v1/me/donations/${g.donationId}/refund-request`, {
    token,
    body: { reason: 'I gave to the wrong campaign by mistake.' },
  });
  expect(asked.status, asked.text).toBe(200);
  return { donationId: g.donationId, refundId: asked.body.data.id };
}

const issue = (donationId: number) =>
  call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { body: { donationIds: [donationId] }, token: staffToken });
const refund = (refundId: number) =>
  call<Answer<RefundView>>('POST', `/api/v1/admin/refunds/${refundId}/decision`, {
    body: { decision: 'refund', feePaise: 0, reference: 'NEFT-RACE-1' },
    token: adminToken,
  });

/**
 * Runs `first`, then `second`, both started while the donation's row is held by another
 * connection (PostgreSQL), each only once the one before it is waiting for that row.
 */
async function race<A, B>(donationId: number, first: () => Promise<A>, second: () => Promise<B>): Promise<[A, B]> {
  const [a, b] = await whileHeld<A | B>('select id from donations where id = $1 for update', [donationId], [first, second]);
  return [a as A, b as B];
}

async function outcome(donationId: number, refundId: number) {
  const db = await getDb();
  const [d] = await db.select({ status: s.donations.status }).from(s.donations).where(eq(s.donations.id, donationId));
  const receipts = await db
    .select({ id: s.receipts.id })
    .from(s.receipts)
    .where(and(eq(s.receipts.donationId, donationId), isNull(s.receipts.cancelledAt)));
  const [r] = await db.select({ status: s.refundRequests.status }).from(s.refundRequests).where(eq(s.refundRequests.id, refundId));
  return { donation: d?.status, receipts: receipts.length, refund: r?.status };
}

describe('a refund and a receipt at the same moment', () => {
  it('receipt first: the refund waits for the donation, sees the receipt and is refused', async () => {
    const { donationId, refundId } = await askedBack();
    const [issued, refunded] = await race(
      donationId,
      () => issue(donationId),
      () => refund(refundId),
    );
    expect(issued.status, issued.text).toBe(200);
    expect(refunded.status, refunded.text).toBe(409);
    expect(refunded.body.message).toBe(fm.receiptIssued);
    expect(await outcome(donationId, refundId)).toEqual({ donation: 'paid', receipts: 1, refund: 'requested' });
  });

  it('refund first: the issue waits for the donation, sees the refund under way and issues nothing', async () => {
    const { donationId, refundId } = await askedBack();
    const [refunded, issued] = await race(
      donationId,
      () => refund(refundId),
      () => issue(donationId),
    );
    expect(refunded.status, refunded.text).toBe(200);
    expect(issued.status, issued.text).toBe(409);
    expect([rm.refundUnderWay, rm.notPaid]).toContain(issued.body.message);
    expect(await outcome(donationId, refundId)).toEqual({ donation: 'refunded', receipts: 0, refund: 'refunded' });
  });
});
