// Separation of duties (issue 38; decision 0059; docs/security/probe-issue38-duties.md): one
// staff account applied to sell, approved its own shop, bought from it by UPI with an invented UTR,
// verified that payment and withdrew the sale. Here each of those decisions, made by the staff
// member it is for, answers 403 `own_decision`, writes nothing but the audit log's record of the
// attempt, and is made by another staff member instead: a shop's application, a UPI payment (by
// hand and by the bank statement's import), a shop order's dispute and its refund by transfer, a
// gift's refund, a withdrawal to one's own shop, and spending one proposed. Withdrawals above
// SHOP_PAYOUT_SECOND_APPROVAL_RUPEES (₹50,000 by default) need two staff members: exactly ₹50,000
// is paid by one, ₹50,000.01 only after a different one's approval; approving twice is one approval.
// Runs on PostgreSQL too (tests/postgres-files.txt): two approvals of one withdrawal at once.
import { donationsMessages as dm, dutiesText, shopConsoleText as sc, spendingText as st } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { type Answer, call, DEFAULT_PASSWORD, loginAs, registerUser, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { importStatement } from '../support/batches.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';
import { add, checkout, listedProduct, pay, type Seller, seller, sellerPost } from '../support/shop-buying.ts';
import { createShopCategory, createVendor } from '../support/shop-listings.ts';

type Staff = TestUser & { token: string };

const staffMember = async (): Promise<Staff> => {
  const user = await registerUser({ role: 'staff', fullName: 'Duty Staff' });
  return { ...user, token: await loginAs(user) };
};

/** The audit log's refusals of decisions on one subject: [who, what they tried]. */
async function refusals(subjectType: string, subjectId: string | number) {
  const rows = await (await getDb())
    .select()
    .from(s.auditEvents)
    .where(and(eq(s.auditEvents.action, 'duty.refused'), eq(s.auditEvents.subjectType, subjectType), eq(s.auditEvents.subjectId, String(subjectId))))
    // In the order they were refused: without it PGlite too once returned these three out of
    // order (CI, 2 December), as PostgreSQL did auditActions' list below.
    .orderBy(s.auditEvents.id);
  return rows.map((r) => [r.actorId, (r.after as { refused?: string } | null)?.refused]);
}

async function auditActions(subjectType: string, subjectId: string | number) {
  const rows = await (await getDb())
    .select({ action: s.auditEvents.action, actorId: s.auditEvents.actorId })
    .from(s.auditEvents)
    .where(and(eq(s.auditEvents.subjectType, subjectType), eq(s.auditEvents.subjectId, String(subjectId))))
    // In the order they happened: PostgreSQL returns rows in no set order without it (this list
    // once came back paid-before-approved in CI's PostgreSQL run).
    .orderBy(s.auditEvents.id);
  return rows.map((r) => [r.action, r.actorId]);
}

/** The one refusal every path answers. */
function refusedAsOwn(res: { status: number; text: string; body: Answer<unknown> }) {
  expect(res.status, res.text).toBe(403);
  expect(res.body).toMatchObject({ success: false, code: 'own_decision', message: dutiesText.ownDecision });
}

let categoryId = 0;
let utrSeq = Date.now() % 1_000_000;
const nextUtr = () => `8${String(++utrSeq).padStart(11, '0')}`;

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
});

describe('a shop’s application', () => {
  it('is not decided by the staff member who applied: 403, still waiting, the attempt audited; another staff member approves it', async () => {
    const applicant = await staffMember();
    const colleague = await staffMember();
    const shop = await createVendor({ userId: applicant.id, status: 'submitted', slug: null, reviewedAt: null });
    const decide = (who: Staff, decision: string, reason?: string) =>
      call<Answer<{ status: string }>>('POST', `/api/v1/admin/vendors/${shop.id}/decision`, { token: who.token, body: { decision, reason } });

    refusedAsOwn(await decide(applicant, 'approve'));
    const [still] = await (await getDb()).select().from(s.vendors).where(eq(s.vendors.id, shop.id));
    expect(still).toMatchObject({ status: 'submitted', slug: null, reviewedBy: null });
    const [account] = await (await getDb()).select({ role: s.users.role }).from(s.users).where(eq(s.users.id, applicant.id));
    expect(account?.role).toBe('staff');
    expect(await refusals('vendor', shop.id)).toEqual([[applicant.id, 'vendor.approve']]);
    expect((await auditActions('vendor', shop.id)).filter(([a]) => a === 'vendor.approve')).toEqual([]);

    const approved = await decide(colleague, 'approve');
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data.status).toBe('approved');
    // Nor, once approved, does its owner suspend, reinstate or change its bank account from the console.
    refusedAsOwn(await decide(applicant, 'suspend', 'Holding my own shop for a while'));
    const { app } = await getTestApp();
    await expect(app.vendors.updateLegal(shop.id, {} as never, applicant.id)).rejects.toMatchObject({ code: 'own_decision' });
    expect(await refusals('vendor', shop.id)).toHaveLength(3);
  });
});

describe('a UPI payment', () => {
  /** A gift given signed in, by UPI, with a typed UTR: it waits for staff. */
  async function ownPendingGift(giver: Staff) {
    const campaign = await createCampaign();
    const made = await call<Answer<{ reference: string }>>('POST', '/api/v1/orders', {
      token: giver.token,
      headers: { 'idempotency-key': unique('duty-gift') },
      body: {
        campaign: campaign.slug,
        amountPaise: 50_000_00,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: giver.fullName, email: giver.email, mobile: '9876543210' },
        method: 'upi',
      },
    });
    expect(made.status, made.text).toBe(201);
    const utr = nextUtr();
    expect((await call('POST', `/api/v1/orders/${made.body.data.reference}/utr`, { body: { utr } })).status).toBe(200);
    return { reference: made.body.data.reference, utr };
  }
  const statusOf = async (reference: string) =>
    (await (await getDb()).select({ status: s.orders.status, settledBy: s.orders.settledBy }).from(s.orders).where(eq(s.orders.reference, reference)))[0];

  it('is not verified by the staff member who made it, either way; another staff member verifies it', async () => {
    const giver = await staffMember();
    const colleague = await staffMember();
    const g = await ownPendingGift(giver);
    const verify = (who: Staff, decision: 'paid' | 'rejected') =>
      call<Answer<{ status: string }>>('POST', `/api/v1/admin/orders/${g.reference}/verify`, { token: who.token, body: { decision, utr: g.utr } });
    refusedAsOwn(await verify(giver, 'paid'));
    refusedAsOwn(await verify(giver, 'rejected'));
    expect(await statusOf(g.reference)).toMatchObject({ status: 'pending', settledBy: null });
    expect(await refusals('order', g.reference)).toEqual([
      [giver.id, 'order.verify'],
      [giver.id, 'order.verify'],
    ]);
    const ok = await verify(colleague, 'paid');
    expect(ok.status, ok.text).toBe(200);
    expect(await statusOf(g.reference)).toMatchObject({ status: 'paid', settledBy: `staff:${colleague.id}` });
  });

  it('of a shop order by UPI is not verified by its buyer: the order keeps waiting', async () => {
    const v = await seller(unique('Duty Looms'));
    const item = await listedProduct(v, categoryId, 50_000_00, 2);
    const staffBuyer = await staffMember();
    const address = await call<Answer<{ id: number }>>('POST', '/api/v1/me/addresses', {
      token: staffBuyer.token,
      body: { name: 'Staff Buyer', phone: '9829011111', line1: '4 Lake Road', city: 'Bhopal', state: 'Madhya Pradesh', pinCode: '462001' },
    });
    await add(staffBuyer.token, item.variantId, 1);
    const placed = await checkout(staffBuyer.token, address.body.data.id, unique('key'), 'upi');
    expect(placed.status, placed.text).toBe(201);
    const reference = placed.body.data.payment.reference;
    const utr = nextUtr();
    expect((await call('POST', `/api/v1/orders/${reference}/utr`, { token: staffBuyer.token, body: { utr } })).status).toBe(200);
    refusedAsOwn(await call('POST', `/api/v1/admin/orders/${reference}/verify`, { token: staffBuyer.token, body: { decision: 'paid', utr } }));
    expect((await statusOf(reference))?.status).toBe('pending');
    const shopOrder = placed.body.data.orders[0]?.reference as string;
    const [o] = await (await getDb()).select({ status: s.shopOrders.status }).from(s.shopOrders).where(eq(s.shopOrders.reference, shopOrder));
    expect(o?.status).not.toBe('paid');
  });

  it('in a bank statement imported by the one who made it stays waiting, said so on its line; another staff member’s import confirms it', async () => {
    const giver = await staffMember();
    const colleague = await staffMember();
    const g = await ownPendingGift(giver);
    const csv = ['Txn Date,Narration,Ref No./Cheque No.,Debit,Credit,Balance', `01/04/2026,UPI/${g.utr}/STAFF/okaxis,,,"50,000.00","60,000.00"`].join('\r\n');
    const own = await importStatement(csv, giver.token);
    expect(own.status, own.text).toBe(200);
    expect(own.body.data.outcomes.map((o) => [o.outcome, o.reference, o.message])).toEqual([['own-order', g.reference, dm.outcomes.ownOrder]]);
    expect(own.body.data.matched).toBe(0);
    expect((await statusOf(g.reference))?.status).toBe('pending');
    const theirs = await importStatement(csv, colleague.token);
    expect(theirs.body.data.outcomes.map((o) => o.outcome)).toEqual(['matched']);
    expect(await statusOf(g.reference)).toMatchObject({ status: 'paid', settledBy: `staff:${colleague.id}` });
  });
});

describe('a shop order’s dispute and refund', () => {
  const openDispute = (token: string, ref: string) =>
    call<Answer<{ dispute: { id: number } | null }>>('POST', `/api/v1/shop/orders/${ref}/disputes`, {
      token,
      body: { reason: 'The parcel came with the pot broken in two' },
    });
  const decideDispute = (who: Staff, id: number) =>
    call<Answer<{ status: string; refundPaise: number }>>('POST', `/api/v1/admin/shop/disputes/${id}/decision`, {
      token: who.token,
      body: { decision: 'refund', note: 'The photos show the pot broken; we refund you in full.' },
    });

  /** A paid order of one ₹700 item from `v` by `buyerToken`, delivered. */
  async function delivered(v: Seller, buyerToken: string, method = 'simulator') {
    const item = await listedProduct(v, categoryId, 700_00, 3);
    const address = await call<Answer<{ id: number }>>('POST', '/api/v1/me/addresses', {
      token: buyerToken,
      body: { name: 'Asha Verma', phone: '9829011111', line1: '4 Lake Road', city: 'Bhopal', state: 'Madhya Pradesh', pinCode: '462001' },
    });
    await add(buyerToken, item.variantId, 1);
    const placed = await checkout(buyerToken, address.body.data.id, unique('key'), method);
    expect(placed.status, placed.text).toBe(201);
    if (method === 'simulator') await pay(placed.body.data.payment.reference);
    else await (await getTestApp()).app.payments.settlePaid(placed.body.data.payment.reference, 'staff:test');
    const ref = placed.body.data.orders[0]?.reference as string;
    return { ref, item };
  }
  const disputeRow = async (id: number) => (await (await getDb()).select().from(s.shopDisputes).where(eq(s.shopDisputes.id, id)))[0];

  it('is not decided by the staff member who bought the order, nor by the one whose shop sold it; another staff member refunds it', async () => {
    const { app } = await getTestApp();
    // Bought by a staff member from someone else's shop.
    const v = await seller(unique('Duty Potters'));
    const staffBuyer = await staffMember();
    const colleague = await staffMember();
    const bought = await delivered(v, staffBuyer.token);
    for (const [move, body] of [
      ['accept', {}],
      ['ship', { courier: 'India Post', trackingNumber: 'EE998877665IN' }],
      ['deliver', {}],
    ] as const)
      expect((await sellerPost(v.token, bought.ref, move, body)).status).toBe(200);
    const opened = await openDispute(staffBuyer.token, bought.ref);
    expect(opened.status, opened.text).toBe(201);
    const id = opened.body.data.dispute?.id as number;
    const before = await app.shop.ledger.money(v.vendorId);
    refusedAsOwn(await decideDispute(staffBuyer, id));
    expect(await disputeRow(id)).toMatchObject({ status: 'open', resolvedBy: null, refundPaise: 0 });
    expect(await app.shop.ledger.money(v.vendorId)).toEqual(before);
    expect(await refusals('shop-order', bought.ref)).toEqual([[staffBuyer.id, 'shop-dispute.refund']]);

    // Sold by a staff member's own shop to someone else.
    const owner = await staffMember();
    const ownShop = await createVendor({ userId: owner.id, displayName: unique('Staff Kiln') });
    const ownSeller: Seller = { user: owner, token: owner.token, vendorId: ownShop.id, name: ownShop.displayName };
    const customer = await loginAs(await registerUser());
    const sold = await delivered(ownSeller, customer);
    for (const [move, body] of [
      ['accept', {}],
      ['ship', { courier: 'India Post', trackingNumber: 'EE998877666IN' }],
      ['deliver', {}],
    ] as const)
      expect((await sellerPost(owner.token, sold.ref, move, body)).status).toBe(200);
    const theirs = await openDispute(customer, sold.ref);
    const theirId = theirs.body.data.dispute?.id as number;
    refusedAsOwn(await decideDispute(owner, theirId));
    expect((await disputeRow(theirId))?.status).toBe('open');

    // Another staff member decides both.
    for (const d of [id, theirId]) {
      const done = await decideDispute(colleague, d);
      expect(done.status, done.text).toBe(200);
      expect(done.body.data).toMatchObject({ status: 'refunded', refundPaise: 700_00 });
    }
  });

  it('by bank transfer is not recorded by the buyer staff member; another staff member records it', async () => {
    const v = await seller(unique('Duty Lamps'));
    const staffBuyer = await staffMember();
    const colleague = await staffMember();
    const bought = await delivered(v, staffBuyer.token, 'upi');
    expect((await sellerPost(v.token, bought.ref, 'cancel', { reason: 'The kiln cracked this lamp' })).status).toBe(200);
    const url = `/api/v1/admin/shop/orders/${bought.ref}/refund`;
    refusedAsOwn(await call('POST', url, { token: staffBuyer.token, body: { utr: 'N12345678' } }));
    const [o] = await (await getDb()).select().from(s.shopOrders).where(eq(s.shopOrders.reference, bought.ref));
    expect(o).toMatchObject({ refundDuePaise: 700_00, refundedPaise: 0 });
    expect((await auditActions('shop-order', bought.ref)).filter(([a]) => a === 'shop-order.refund')).toEqual([]);
    const ok = await call('POST', url, { token: colleague.token, body: { utr: 'N12345678' } });
    expect(ok.status, ok.text).toBe(200);
  });
});

describe('a gift’s refund', () => {
  it('is not decided by the admin who gave it; another admin does', async () => {
    const giverUser = await registerUser({ role: 'admin', fullName: 'Giving Admin' });
    const giver = { ...giverUser, token: await loginAs(giverUser) };
    const other = await registerUser({ role: 'admin' });
    const otherToken = await loginAs(other);
    const campaign = await createCampaign();
    const made = await call<Answer<{ reference: string }>>('POST', '/api/v1/orders', {
      token: giver.token,
      headers: { 'idempotency-key': unique('duty-refund') },
      body: {
        campaign: campaign.slug,
        amountPaise: 3000_00,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: giver.fullName, email: giver.email, mobile: '9876543210' },
        method: 'simulator',
      },
    });
    expect(made.status, made.text).toBe(201);
    await call('POST', `/api/v1/payments/simulator/${made.body.data.reference}`, { body: { outcome: 'success' } });
    const [d] = await (await getDb()).select().from(s.donations).where(eq(s.donations.reference, made.body.data.reference));
    const asked = await call<Answer<{ id: number }>>('POST', `/api/v1/me/donations/${d?.id}/refund-request`, {
      token: giver.token,
      body: { reason: 'I gave to the wrong campaign by mistake.' },
    });
    expect(asked.status, asked.text).toBe(200);
    const id = asked.body.data.id;
    const decide = (token: string) =>
      call<Answer<{ status: string }>>('POST', `/api/v1/admin/refunds/${id}/decision`, { token, body: { decision: 'refund', feePaise: 0 } });
    refusedAsOwn(await decide(giver.token));
    const [still] = await (await getDb()).select().from(s.refundRequests).where(eq(s.refundRequests.id, id));
    expect(still).toMatchObject({ status: 'requested', decidedBy: null });
    const [order] = await (await getDb()).select({ status: s.orders.status }).from(s.orders).where(eq(s.orders.reference, made.body.data.reference));
    expect(order?.status).toBe('paid');
    const ok = await decide(otherToken);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.status).toBe('refunded');
  });
});

describe('a withdrawal', () => {
  /** An approved shop of `ownerId` owed `payablePaise`, and its withdrawal of `rupees` (as typed). */
  async function withdrawal(rupees: string, opts: { ownerId?: number; payablePaise?: number } = {}) {
    const user = opts.ownerId ? null : await registerUser({ role: 'vendor', fullName: 'Payout owner' });
    const userId = opts.ownerId ?? (user as TestUser).id;
    const vendor = await createVendor({ userId, displayName: unique('Duty Prints') });
    const [account] = await (await getDb()).select().from(s.users).where(eq(s.users.id, userId));
    const token = await loginAs({ email: account?.email as string, password: DEFAULT_PASSWORD });
    const { app } = await getTestApp();
    await app.shop.ledger.post(await getDb(), [
      { vendorId: vendor.id, kind: 'sale', debit: 'collected', credit: 'vendor', amountPaise: opts.payablePaise ?? 60_000_00 },
    ]);
    const asked = await call<Answer<{ id: number }>>('POST', '/api/v1/seller/payouts', { token, body: { amount: rupees } });
    expect(asked.status, asked.text).toBe(201);
    return { vendor, token, id: asked.body.data.id };
  }
  type Row = { id: number; status: string; utr: string | null; awaitingSecondApproval: boolean };
  const decide = (who: Staff, id: number, body: Record<string, string>) =>
    call<Answer<Row>>('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { token: who.token, body });
  const row = async (id: number) => (await (await getDb()).select().from(s.payouts).where(eq(s.payouts.id, id)))[0];
  const ledgerRows = async (id: number) =>
    (
      await (
        await getDb()
      )
        .select()
        .from(s.journalPostings)
        .where(eq(s.journalPostings.subject, `payout:${id}`))
    )
      .map((r) => r.line)
      .sort();

  it('to the staff member’s own shop is not paid, approved or refused by them; another staff member pays it', async () => {
    const owner = await staffMember();
    const colleague = await staffMember();
    const w = await withdrawal('1000', { ownerId: owner.id });
    const ledgerBefore = await ledgerRows(w.id);
    refusedAsOwn(await decide(owner, w.id, { decision: 'paid', utr: 'N99887766' }));
    refusedAsOwn(await decide(owner, w.id, { decision: 'approve' }));
    refusedAsOwn(await decide(owner, w.id, { decision: 'rejected', note: 'mine' }));
    expect(await row(w.id)).toMatchObject({ status: 'requested', utr: null, decidedBy: null, firstApprovedBy: null });
    expect(await ledgerRows(w.id)).toEqual(ledgerBefore);
    expect(await refusals('vendor-payout', w.id)).toEqual([
      [owner.id, 'shop.payout.paid'],
      [owner.id, 'shop.payout.approve'],
      [owner.id, 'shop.payout.rejected'],
    ]);
    const paid = await decide(colleague, w.id, { decision: 'paid', utr: 'N99887766' });
    expect(paid.status, paid.text).toBe(200);
    expect(await row(w.id)).toMatchObject({ status: 'paid', utr: 'N99887766', decidedBy: colleague.id });
  });

  it('of exactly ₹50,000 is paid by one staff member', async () => {
    const one = await staffMember();
    const w = await withdrawal('50000');
    expect((await row(w.id))?.amountPaise).toBe(50_000_00);
    const paid = await decide(one, w.id, { decision: 'paid', utr: `N${Date.now()}` });
    expect(paid.status, paid.text).toBe(200);
    expect(paid.body.data).toMatchObject({ status: 'paid', awaitingSecondApproval: false });
    expect(await row(w.id)).toMatchObject({ status: 'paid', decidedBy: one.id, firstApprovedBy: null });
  });

  it('of ₹50,000.01 needs a second staff member: the first approval pays nothing, the same one again counts once, another pays it', async () => {
    const first = await staffMember();
    const second = await staffMember();
    const w = await withdrawal('50000.01');
    expect((await row(w.id))?.amountPaise).toBe(50_000_01);
    const ledgerBefore = await ledgerRows(w.id);

    // Recording it paid before anyone approved it is refused: the money must not leave first.
    const early = await decide(first, w.id, { decision: 'paid', utr: 'N55554444' });
    expect(early.status).toBe(409);
    expect(early.body.message).toBe(sc.approveFirst);
    expect(await row(w.id)).toMatchObject({ status: 'requested', utr: null, firstApprovedBy: null });

    const approved = await decide(first, w.id, { decision: 'approve' });
    expect(approved.status, approved.text).toBe(200);
    expect(approved.body.data).toMatchObject({ status: 'requested', utr: null, awaitingSecondApproval: true });
    expect(await row(w.id)).toMatchObject({ status: 'requested', firstApprovedBy: first.id, decidedBy: null });
    expect(await ledgerRows(w.id)).toEqual(ledgerBefore);

    // The console shows it waiting, to everyone, with who may pay it.
    const page = async (who: Staff) => (await call('GET', '/admin/shop/payouts', { token: who.token })).text;
    expect(await page(first)).toContain(sc.awaitingSecondApproval);
    expect(await page(first)).toContain(sc.approvedOnceByYou);
    expect(await page(second)).toContain(sc.approvedOnceByOther);

    // The same staff member approving again, or paying, is still one approval.
    for (const body of [{ decision: 'approve' }, { decision: 'paid', utr: 'N55554444' }] as Record<string, string>[]) {
      const again = await decide(first, w.id, body);
      expect(again.status, JSON.stringify(body)).toBe(409);
      expect(again.body.message).toBe(sc.secondApprover);
    }
    expect(await row(w.id)).toMatchObject({ status: 'requested', utr: null, firstApprovedBy: first.id });

    const paid = await decide(second, w.id, { decision: 'paid', utr: 'N55554444' });
    expect(paid.status, paid.text).toBe(200);
    expect(await row(w.id)).toMatchObject({ status: 'paid', utr: 'N55554444', firstApprovedBy: first.id, decidedBy: second.id });
    expect((await auditActions('vendor-payout', w.id)).filter(([a]) => a !== 'shop.payout.request')).toEqual([
      ['shop.payout.first-approve', first.id],
      ['shop.payout.paid', second.id],
    ]);
  });

  it('approved twice at once by the same staff member is one approval', async () => {
    const first = await staffMember();
    const w = await withdrawal('60000');
    const answers = await Promise.all([decide(first, w.id, { decision: 'approve' }), decide(first, w.id, { decision: 'approve' })]);
    expect(answers.map((a) => a.status).sort()).toEqual([200, 409]);
    expect(await row(w.id)).toMatchObject({ status: 'requested', firstApprovedBy: first.id });
    expect((await auditActions('vendor-payout', w.id)).filter(([a]) => a === 'shop.payout.first-approve')).toHaveLength(1);
  });
});

describe('spending', () => {
  it('proposed by a staff member is not approved by them, not even as the first of two; another staff member approves it', async () => {
    const proposer = await staffMember();
    const colleague = await staffMember();
    const owner = await registerUser();
    const c = await createCampaign({ ownerId: owner.id, status: 'published' });
    await createDonation({ campaignId: c.id, amountPaise: 200_000_00 });
    const [cat] = await (await getDb()).select().from(s.spendingCategories).where(eq(s.spendingCategories.name, 'Clothing and blankets'));
    const propose = async (amount: string) => {
      const res = await call<Answer<{ id: number }>>('POST', `/api/v1/campaigns/${c.slug}/spending`, {
        token: proposer.token,
        body: { spentOn: '2026-11-15', categoryId: cat?.id, payee: 'Duty Staff', description: 'Blankets bought by hand', amount },
      });
      expect(res.status, res.text).toBe(201);
      return res.body.data.id;
    };
    const approve = (who: Staff, id: number) =>
      call<Answer<{ status: string }>>('POST', `/api/v1/admin/spending/${id}/decision`, {
        token: who.token,
        body: { decision: 'approve', reason: 'Bought by hand at the market: no bill was given' },
      });
    const item = async (id: number) => (await (await getDb()).select().from(s.spendingItems).where(eq(s.spendingItems.id, id)))[0];

    const small = await propose('12000');
    refusedAsOwn(await approve(proposer, small));
    expect(await item(small)).toMatchObject({ status: 'proposed', approvedBy: null, firstApprovedBy: null });
    expect(await refusals('spending-item', small)).toEqual([[proposer.id, 'spending.approve']]);
    const ok = await approve(colleague, small);
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.status).toBe('approved');

    // Above the second-approval amount the proposer is not even the first of the two.
    const large = await propose('60000');
    refusedAsOwn(await approve(proposer, large));
    expect(await item(large)).toMatchObject({ status: 'proposed', firstApprovedBy: null });
    expect((await approve(colleague, large)).status).toBe(200);
    expect(await item(large)).toMatchObject({ status: 'proposed', firstApprovedBy: colleague.id });
    refusedAsOwn(await approve(proposer, large));
    const again = await approve(colleague, large);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(st.secondApprover);
    expect((await item(large))?.status).toBe('proposed');
  });
});
