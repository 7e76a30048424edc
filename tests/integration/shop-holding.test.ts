// The shop's money leaving twice (issue 38), through the API as the probe did it. A vendor bought
// its own ₹1,850 item, shipped and "delivered" it in the same second, withdrew the sale, had it
// paid and returned the item: the buyer was refunded and the payable sat at −₹1,755.65. Now: a
// vendor cannot buy from its own shop; a sale is withdrawable only once its return and dispute
// windows have closed, counted from a delivery the seller cannot just assert (the buyer's "I
// received it", or SHOP_DELIVERY_ASSUMED_DAYS = 7 after shipping with tracking), both sides of
// the boundary; a refund that would take a payable below zero waits for staff; and a suspended
// shop's withdrawal is neither paid nor approved. Times are moved by writing the order's
// timestamps back, as the days passing would.
import { buyingText as bt, formatINR, shopConsoleText as sc } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { type Answer, call, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { add, buyer, checkout, listedProduct, type OrderView, pay, type Seller, seller, sellerPost } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

const DAY = 86_400_000;

interface Money {
  payablePaise: number;
  heldPaise: number;
  withdrawablePaise: number;
  payoutsPaise: number;
}
interface Held {
  reference: string;
  amountPaise: number;
  freesAt: string | null;
  reason: string;
}
interface Order extends OrderView {
  shippedAt: string | null;
  deliveredAt: string | null;
  receivedAt: string | null;
  confirmable: boolean;
  refundDuePaise: number;
  refundedPaise: number;
  refundShortfallPaise: number;
}

let categoryId = 0;
let staff: { id: number; token: string };

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  staff = await signedIn('staff');
});

const moneyOf = async (token: string) =>
  (await call<Answer<{ money: Money; held: Held[]; deliveryAssumedDays: number }>>('GET', '/api/v1/seller/payouts', { token })).body.data;
const withdraw = (token: string, amount: string) => call<Answer<{ id: number }>>('POST', '/api/v1/seller/payouts', { token, body: { amount } });
const view = async (token: string, ref: string) => (await call<Answer<Order>>('GET', `/api/v1/shop/orders/${ref}`, { token })).body.data;
const drain = async () => (await getTestApp()).jobs.drain();

/** The order's shipping, delivery (and the buyer's confirmation, if any) as if they were `ms` ago. */
async function happenedAgo(ref: string, ms: number, received = false) {
  const at = new Date(Date.now() - ms);
  await (await getDb())
    .update(s.shopOrders)
    .set({ shippedAt: at, deliveredAt: at, ...(received ? { receivedAt: at } : {}) })
    .where(eq(s.shopOrders.reference, ref));
}

/** A second account's paid order from `v`, shipped with tracking and (unless told) "delivered" by the seller at once. */
async function bought(v: Seller, pricePaise = 1850_00, upTo: 'shipped' | 'delivered' = 'delivered') {
  const item = await listedProduct(v, categoryId, pricePaise, 5);
  const b = await buyer();
  await add(b.token, item.variantId, 1);
  const placed = await checkout(b.token, b.addressId);
  expect(placed.status, placed.text).toBe(201);
  await pay(placed.body.data.payment.reference);
  const ref = placed.body.data.orders[0]?.reference as string;
  await sellerPost(v.token, ref, 'accept');
  await sellerPost(v.token, ref, 'ship', { courier: 'India Post', trackingNumber: 'EE123456789IN' });
  if (upTo === 'delivered') expect((await sellerPost(v.token, ref, 'deliver')).status).toBe(200);
  return { b, ref, item };
}

async function returned(v: Seller, b: { token: string }, ref: string) {
  expect((await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Not as in the photo' } })).status).toBe(201);
  for (const decision of ['approve', 'received'])
    expect((await call('POST', `/api/v1/seller/orders/${ref}/return`, { token: v.token, body: { decision } })).status, decision).toBe(200);
}

describe('the probe, replayed', () => {
  it('cannot buy its own item; a colluder’s purchase "delivered" at once is not withdrawable; returned, nothing negative is paid out', async () => {
    const v = await seller('Colluding Crafts');
    const item = await listedProduct(v, categoryId, 1850_00, 5);
    const db = await getDb();

    // The vendor's own account: refused at checkout with the cart's field error, nothing written.
    const address = await call<Answer<{ id: number }>>('POST', '/api/v1/me/addresses', {
      token: v.token,
      body: { name: 'Owner', phone: '9829011111', line1: '1 Road', city: 'Jaipur', state: 'Rajasthan', pinCode: '302001' },
    });
    await add(v.token, item.variantId, 1);
    const own = await checkout(v.token, address.body.data.id);
    expect(own.status).toBe(422);
    expect(own.body.errors).toEqual({ cart: bt.ownShopInCart });
    const [orders] = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, v.user.id));
    const [shopOrders] = await db.select({ n: sql<number>`count(*)::int` }).from(s.shopOrders).where(eq(s.shopOrders.vendorId, v.vendorId));
    expect([orders?.n, shopOrders?.n]).toEqual([0, 0]);

    // A second account buys it; the seller accepts, ships and says "delivered" in the same second.
    const { b, ref } = await bought(v);
    const shippedAt = Date.parse((await view(b.token, ref)).shippedAt as string);
    const before = await moneyOf(v.token);
    expect(before.money.payablePaise).toBeGreaterThan(0);
    expect(before.money).toMatchObject({ heldPaise: before.money.payablePaise, withdrawablePaise: 0 });
    // Shipped with tracking: delivered counts from 7 days on, and the 30-day dispute window from then.
    expect(before.deliveryAssumedDays).toBe(7);
    expect(before.held).toEqual([
      { reference: ref, amountPaise: before.money.payablePaise, freesAt: new Date(shippedAt + 37 * DAY).toISOString(), reason: 'windows' },
    ]);
    const probe = await withdraw(v.token, '1,755.65');
    expect(probe.status).toBe(422);
    expect(probe.body.errors?.amount).toBe(bt.moreThanWithdrawable(formatINR(0), formatINR(before.money.payablePaise)));
    expect((await withdraw(v.token, '500')).status).toBe(422);

    // The colluder returns it; the refund goes out and the sale's share comes off the payable.
    await returned(v, b, ref);
    await drain();
    expect(await view(b.token, ref)).toMatchObject({ refundDuePaise: 1850_00, refundedPaise: 1850_00, refundShortfallPaise: 0 });
    const after = await moneyOf(v.token);
    expect(after.money).toMatchObject({ payablePaise: 0, heldPaise: 0, withdrawablePaise: 0, payoutsPaise: 0 });
    expect((await withdraw(v.token, '500')).status).toBe(422);
    const payouts = await db.select().from(s.payouts).where(eq(s.payouts.payeeId, v.vendorId));
    expect(payouts).toEqual([]);
  });
});

describe('a sale frees up', () => {
  it('37 days after shipping with tracking when the seller alone said "delivered": held 2 minutes before, withdrawable then', async () => {
    const v = await seller('Patient Potters');
    const { ref } = await bought(v, 1000_00);
    const payable = (await moneyOf(v.token)).money.payablePaise;
    await happenedAgo(ref, 37 * DAY - 2 * 60_000);
    const almost = await moneyOf(v.token);
    expect(almost.money).toMatchObject({ withdrawablePaise: 0, heldPaise: payable });
    expect(Date.parse(almost.held[0]?.freesAt as string) - Date.now()).toBeGreaterThan(0);
    expect(Date.parse(almost.held[0]?.freesAt as string) - Date.now()).toBeLessThanOrEqual(2 * 60_000);
    expect((await withdraw(v.token, '500')).status).toBe(422);
    await happenedAgo(ref, 37 * DAY);
    const free = await moneyOf(v.token);
    expect(free.money).toMatchObject({ withdrawablePaise: payable, heldPaise: 0 });
    expect(free.held).toEqual([]);
    expect((await withdraw(v.token, formatINR(payable).replace('₹', ''))).status).toBe(201);
  });

  it('30 days after the buyer’s "I received it", which delivers a shipped order once', async () => {
    const v = await seller('Confirmed Looms');
    const { b, ref } = await bought(v, 800_00, 'shipped');
    expect(await view(b.token, ref)).toMatchObject({ status: 'shipped', confirmable: true, receivedAt: null });
    expect((await moneyOf(v.token)).money.payablePaise).toBe(0);
    const stranger = await buyer();
    expect((await call('POST', `/api/v1/shop/orders/${ref}/received`, { token: stranger.token })).status).toBe(404);
    const got = await call<Answer<Order>>('POST', `/api/v1/shop/orders/${ref}/received`, { token: b.token });
    expect(got.status, got.text).toBe(200);
    expect(got.body.data).toMatchObject({ status: 'delivered', confirmable: false });
    expect(got.body.data.receivedAt).toBe(got.body.data.deliveredAt);
    expect((await call('POST', `/api/v1/shop/orders/${ref}/received`, { token: b.token })).status).toBe(409);
    // The sale is the seller's now, held for 30 days from the confirmation.
    const m = await moneyOf(v.token);
    expect(m.money.payablePaise).toBeGreaterThan(0);
    expect(m.held).toEqual([
      {
        reference: ref,
        amountPaise: m.money.payablePaise,
        freesAt: new Date(Date.parse(got.body.data.receivedAt as string) + 30 * DAY).toISOString(),
        reason: 'windows',
      },
    ]);
    await happenedAgo(ref, 30 * DAY - 2 * 60_000, true);
    expect((await moneyOf(v.token)).money.withdrawablePaise).toBe(0);
    await happenedAgo(ref, 30 * DAY, true);
    expect((await moneyOf(v.token)).money.withdrawablePaise).toBe(m.money.payablePaise);
  });

  it('not while the buyer’s return is open, even after the windows', async () => {
    const v = await seller('Slow Returns');
    const { b, ref } = await bought(v, 900_00);
    expect((await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Too small' } })).status).toBe(201);
    await happenedAgo(ref, 60 * DAY);
    const m = await moneyOf(v.token);
    expect(m.held).toEqual([{ reference: ref, amountPaise: m.money.payablePaise, freesAt: null, reason: 'return' }]);
    expect(m.money.withdrawablePaise).toBe(0);
  });
});

describe('a refund past the payable', () => {
  it('waits for staff with the shortfall shown, and goes out only when staff release it', async () => {
    const v = await seller('Withdrawn Weavers');
    const { b, ref } = await bought(v, 1850_00);
    // The state the old code left: the sale withdrawn and paid while its windows were open.
    await happenedAgo(ref, 60 * DAY);
    const payable = (await moneyOf(v.token)).money.payablePaise;
    const asked = await withdraw(v.token, formatINR(payable).replace('₹', ''));
    expect(asked.status).toBe(201);
    const paid = await call('POST', `/api/v1/admin/shop/payouts/${asked.body.data.id}/decision`, {
      token: staff.token,
      body: { decision: 'paid', utr: `N${Date.now()}` },
    });
    expect(paid.status).toBe(200);
    await happenedAgo(ref, 0);
    await returned(v, b, ref);
    await drain();
    const m = (await moneyOf(v.token)).money;
    expect(m.payablePaise).toBeLessThan(0);
    const held = await view(b.token, ref);
    expect(held).toMatchObject({ refundDuePaise: 1850_00, refundedPaise: 0, refundShortfallPaise: -m.payablePaise });
    const { app } = await getTestApp();
    expect((await app.shop.api.adminOrders({ owed: true })).find((o) => o.reference === ref)?.refundShortfallPaise).toBe(-m.payablePaise);
    // Not by hand either, and not the vendor's to release.
    const byHand = await call<Answer<null>>('POST', `/api/v1/admin/shop/orders/${ref}/refund`, { token: staff.token, body: { utr: 'HDFC123456' } });
    expect(byHand.status).toBe(409);
    expect(byHand.body.message).toBe(sc.refundHeldFirst);
    expect((await call('POST', `/api/v1/admin/shop/orders/${ref}/release-refund`, { token: v.token })).status).toBe(403);
    const released = await call<Answer<Order>>('POST', `/api/v1/admin/shop/orders/${ref}/release-refund`, { token: staff.token });
    expect(released.status, released.text).toBe(200);
    await drain();
    expect(await view(b.token, ref)).toMatchObject({ refundedPaise: 1850_00, refundShortfallPaise: 0 });
    expect((await call('POST', `/api/v1/admin/shop/orders/${ref}/release-refund`, { token: staff.token })).status).toBe(409);
    const audit = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectId, ref), eq(s.auditEvents.action, 'shop-order.release-refund')));
    expect(audit.map((a) => [a.actorId, (a.before as { refundShortfallPaise: number }).refundShortfallPaise])).toEqual([[staff.id, -m.payablePaise]]);
  });

  it('a refund that leaves the payable at zero or above goes out at once', async () => {
    const v = await seller('Even Weavers');
    const { b, ref } = await bought(v, 700_00);
    await returned(v, b, ref);
    await drain();
    expect(await view(b.token, ref)).toMatchObject({ refundedPaise: 700_00, refundShortfallPaise: 0 });
    expect((await moneyOf(v.token)).money.payablePaise).toBe(0);
  });
});

describe('a suspended shop', () => {
  it('is not paid a withdrawal it asked before; staff may refuse it; the console shows its status and returns', async () => {
    const v = await seller('Suspended Silks');
    const old = await bought(v, 1200_00);
    await happenedAgo(old.ref, 60 * DAY);
    const fresh = await bought(v, 600_00);
    await returned(v, fresh.b, fresh.ref);
    const asked = await withdraw(v.token, '500');
    expect(asked.status).toBe(201);
    const id = asked.body.data.id;
    const db = await getDb();
    await db.update(s.vendors).set({ status: 'suspended' }).where(eq(s.vendors.id, v.vendorId));
    const decide = (body: Record<string, string>) =>
      call<Answer<{ status: string }>>('POST', `/api/v1/admin/shop/payouts/${id}/decision`, { token: staff.token, body });
    const pay_ = await decide({ decision: 'paid', utr: `N${Date.now()}` });
    expect(pay_.status).toBe(409);
    expect(pay_.body.message).toBe(sc.shopSuspended);
    const [row] = await db.select().from(s.payouts).where(eq(s.payouts.id, id));
    expect(row?.status).toBe('requested');
    const list = await call<Answer<{ id: number; shopStatus: string; recentReturns: { reference: string; status: string; amountPaise: number }[] }[]>>(
      'GET',
      '/api/v1/admin/shop/payouts?status=requested',
      { token: staff.token },
    );
    expect(list.body.data.find((p) => p.id === id)).toMatchObject({
      shopStatus: 'suspended',
      recentReturns: [{ reference: fresh.ref, status: 'received', amountPaise: 600_00 }],
    });
    // Approved again, it is paid as before.
    await db.update(s.vendors).set({ status: 'approved' }).where(eq(s.vendors.id, v.vendorId));
    expect((await decide({ decision: 'paid', utr: `N${Date.now()}` })).status).toBe(200);
    // A second one asked, the shop suspended again: refusing still works, and the amount is back.
    const second = await withdraw(v.token, '500');
    await db.update(s.vendors).set({ status: 'suspended' }).where(eq(s.vendors.id, v.vendorId));
    const refused = await call<Answer<{ status: string }>>('POST', `/api/v1/admin/shop/payouts/${second.body.data.id}/decision`, {
      token: staff.token,
      body: { decision: 'rejected', note: 'Shop suspended after many returns' },
    });
    expect(refused.body.data.status).toBe('rejected');
  });
});

describe('the pages', () => {
  it('the seller sees what is withdrawable and when each held sale frees (en and hi); the buyer says "I received it" from the order page', async () => {
    const { app } = await getTestApp();
    const v = await seller('Paged Potters');
    const { ref } = await bought(v, 1000_00);
    const held = (await moneyOf(v.token)).held[0];
    const cookie = `sid=${v.token}`;
    const en = await app.inject({ method: 'GET', url: '/seller/payouts', headers: { cookie } });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain(bt.withdrawableNow);
    expect(en.body).toContain(ref);
    expect(en.body).toContain('Free from');
    // The date it frees, as the page writes dates (India's day of the ISO time).
    const { formatDate } = await import('@sahyog/core');
    expect(en.body).toContain(formatDate(held?.freesAt as string));
    const hi = await app.inject({ method: 'GET', url: '/hi/seller/payouts', headers: { cookie } });
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('अभी निकाली जा सकने वाली राशि');
    expect(hi.body).toContain('से निकाली जा सकती है');
    expect(hi.body).not.toContain(bt.withdrawableNow);

    const shipped = await bought(v, 500_00, 'shipped');
    const buyerCookie = `sid=${shipped.b.token}`;
    const page = await app.inject({ method: 'GET', url: `/hi/shop/orders/${shipped.ref}`, headers: { cookie: buyerCookie } });
    expect(page.body).toContain('मुझे मिल गया');
    expect(page.body).toContain('name="intent" value="received"');
    const host = 'sahyog.test';
    const posted = await app.inject({
      method: 'POST',
      url: `/hi/shop/orders/${shipped.ref}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', cookie: buyerCookie, origin: `http://${host}`, host },
      payload: 'intent=received',
    });
    expect(posted.statusCode).toBe(302);
    expect(posted.headers.location).toBe(`/hi/shop/orders/${shipped.ref}`);
    expect(await view(shipped.b.token, shipped.ref)).toMatchObject({ status: 'delivered', confirmable: false });
  });
});
