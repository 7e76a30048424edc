// How much stock one person can hold without paying (issue 38, decision 0056): an attacker held a
// product's whole stock with 25 unpaid checkouts in 0.9 s, each renewable, and a UPI checkout
// with any typed UTR held until staff rejected it. Open unpaid purchases are capped per account
// (3) and per network (10: an IPv4 address, an IPv6 /64), checkouts are rate limited (20 an hour
// each), and a typed UTR holds for 24 hours from the checkout. Every refusal writes nothing.
// Runs on PostgreSQL too (tests/postgres-files.txt): the account's checkouts sent at once.
import { buyingText as bt } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { type Answer, call, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { add, buyer, listedProduct, type OrderView, type Purchase, type Seller, seller, stockOf } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

let weavers: Seller;
let categoryId = 0;

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  weavers = await seller('Holding Weavers');
});

const checkoutFrom = (ip: string, token: string, addressId: number, method = 'simulator') =>
  call<Answer<Purchase>>('POST', '/api/v1/shop/orders', {
    token,
    ip,
    headers: { 'idempotency-key': unique('key') },
    body: { addressId, method },
  });

async function purchasesOf(userId: number) {
  const db = await getDb();
  const [payments] = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, userId));
  const [orders] = await db.select({ n: sql<number>`count(*)::int` }).from(s.shopOrders).where(eq(s.shopOrders.buyerId, userId));
  return { payments: Number(payments?.n), orders: Number(orders?.n) };
}

let ipSeq = 0;
/** A client address of its own (200.38.x.y: no other test sends from it). */
const freshIp = () => {
  ipSeq += 1;
  return `200.38.${Math.floor(ipSeq / 250)}.${ipSeq % 250}`;
};

describe('open unpaid purchases', () => {
  it('are 3 per account: the 4th is refused with the reason and holds nothing; paying or cancelling one makes room', async () => {
    const item = await listedProduct(weavers, categoryId, 120_00, 40, 'Cap stole');
    const b = await buyer();
    await add(b.token, item.variantId, 2);
    const placed: Purchase[] = [];
    for (let i = 0; i < 3; i++) {
      const r = await checkoutFrom(freshIp(), b.token, b.addressId);
      expect(r.status, r.text).toBe(201);
      placed.push(r.body.data);
    }
    expect(await stockOf(item.variantId)).toBe(34);
    const before = await purchasesOf(b.user.id);
    const fourth = await checkoutFrom(freshIp(), b.token, b.addressId);
    expect(fourth.status).toBe(409);
    expect(fourth.body.code).toBe('unpaid_purchases');
    expect(fourth.body.message).toBe(bt.tooManyUnpaid(3));
    expect(fourth.body.errors?.cart).toBe(bt.tooManyUnpaid(3));
    expect(await purchasesOf(b.user.id)).toEqual(before);
    expect(await stockOf(item.variantId)).toBe(34);

    // Cancelling one unpaid purchase frees its place (and its stock).
    const ref = placed[0]?.orders[0]?.reference as string;
    expect((await call('POST', `/api/v1/shop/orders/${ref}/cancel`, { token: b.token, body: {} })).status).toBe(200);
    const again = await checkoutFrom(freshIp(), b.token, b.addressId);
    expect(again.status, again.text).toBe(201);
    expect((await checkoutFrom(freshIp(), b.token, b.addressId)).status).toBe(409);
    // Paying one frees another.
    const { app } = await getTestApp();
    await app.payments.simulate(placed[1]?.payment.reference as string, 'success');
    await add(b.token, item.variantId, 1); // what was bought left the cart
    expect((await checkoutFrom(freshIp(), b.token, b.addressId)).status).toBe(201);
    expect((await checkoutFrom(freshIp(), b.token, b.addressId)).status).toBe(409);
  });

  it('are 10 per network: many accounts on one address (or one IPv6 /64) hold no more, another network still buys', async () => {
    const item = await listedProduct(weavers, categoryId, 99_00, 100, 'Network mat');
    const home = freshIp();
    const buyers = [await buyer(), await buyer(), await buyer(), await buyer()];
    for (const b of buyers) await add(b.token, item.variantId, 1);
    const answers: number[] = [];
    // Three each from the first three accounts (9), then the fourth's first is the 10th: allowed.
    for (const b of buyers.slice(0, 3)) for (let i = 0; i < 3; i++) answers.push((await checkoutFrom(home, b.token, b.addressId)).status);
    const fourth = buyers[3] as (typeof buyers)[number];
    answers.push((await checkoutFrom(home, fourth.token, fourth.addressId)).status);
    expect(answers).toEqual(Array(10).fill(201));
    // The 11th from that network is refused and writes nothing.
    const before = await purchasesOf(fourth.user.id);
    const eleventh = await checkoutFrom(home, fourth.token, fourth.addressId);
    expect(eleventh.status).toBe(409);
    expect(eleventh.body).toMatchObject({ code: 'unpaid_purchases', message: bt.tooManyUnpaidNetwork, errors: { cart: bt.tooManyUnpaidNetwork } });
    expect(await purchasesOf(fourth.user.id)).toEqual(before);
    expect(await stockOf(item.variantId)).toBe(90);
    // The same account from another network is within both of its allowances.
    expect((await checkoutFrom(freshIp(), fourth.token, fourth.addressId)).status).toBe(201);

    // IPv6: one /64 is one network, whatever the address within it.
    const v6 = [await buyer(), await buyer(), await buyer(), await buyer()];
    for (const b of v6) await add(b.token, item.variantId, 1);
    const statuses: number[] = [];
    let n = 0;
    for (const b of v6) for (let i = 0; i < 3; i++) statuses.push((await checkoutFrom(`2001:db8:38:38:${(++n).toString(16)}::1`, b.token, b.addressId)).status);
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10)).toEqual([409, 409]);
  });

  it('holds for 3 of 25 checkouts one account sends at once', async () => {
    const item = await listedProduct(weavers, categoryId, 75_00, 25, 'Rushed shawl');
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const ip = freshIp();
    const results = await Promise.all(Array.from({ length: 25 }, () => checkoutFrom(ip, b.token, b.addressId)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(3);
    // 20 an hour per account: the 21st to 25th are turned away before they are counted.
    expect(results.filter((r) => r.status === 409).every((r) => r.body.code === 'unpaid_purchases')).toBe(true);
    expect(results.filter((r) => r.status === 409)).toHaveLength(17);
    expect(results.filter((r) => r.status === 429)).toHaveLength(5);
    expect(await stockOf(item.variantId)).toBe(22);
    expect((await purchasesOf(b.user.id)).payments).toBe(3);
  });
});

describe('checkouts', () => {
  it('are 20 an hour per account, refused ones too: the 21st answers 429 with the reason and writes nothing', async () => {
    const item = await listedProduct(weavers, categoryId, 50_00, 50, 'Rate stole');
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const statuses: number[] = [];
    for (let i = 0; i < 20; i++) statuses.push((await checkoutFrom(freshIp(), b.token, b.addressId)).status);
    // 3 held, 17 refused by the cap: 20 counted.
    expect(statuses).toEqual([...Array(3).fill(201), ...Array(17).fill(409)]);
    const before = await purchasesOf(b.user.id);
    const limited = await checkoutFrom(freshIp(), b.token, b.addressId);
    expect(limited.status).toBe(429);
    expect(limited.body).toMatchObject({ code: 'rate_limited', message: bt.tooManyCheckouts, errors: { cart: bt.tooManyCheckouts } });
    expect(await purchasesOf(b.user.id)).toEqual(before);
  });

  it('are 20 an hour per network across accounts', async () => {
    const item = await listedProduct(weavers, categoryId, 50_00, 50, 'Net rate stole');
    const ip = freshIp();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) {
      const b = await buyer();
      await add(b.token, item.variantId, 1);
      for (let j = 0; j < 3; j++) statuses.push((await checkoutFrom(ip, b.token, b.addressId)).status);
    }
    // 10 held (the network's cap), then refusals; the 21st checkout from the network is the one past the rate.
    expect(statuses.slice(0, 10)).toEqual(Array(10).fill(201));
    expect(statuses.slice(10, 20)).toEqual(Array(10).fill(409));
    expect(statuses[20]).toBe(429);
  });
});

describe('a typed UTR', () => {
  it('holds the stock 24 hours from the checkout; then the stock returns, and a late match is refunded when the stock was sold', async () => {
    const item = await listedProduct(weavers, categoryId, 640_00, 1, 'UTR lamp');
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const placed = await checkoutFrom(freshIp(), b.token, b.addressId, 'upi');
    expect(placed.status, placed.text).toBe(201);
    const payRef = placed.body.data.payment.reference;
    const ref = placed.body.data.orders[0]?.reference as string;
    const { app, jobs } = await getTestApp();
    await app.payments.submitUtr(payRef, '438012345678');
    const db = await getDb();
    const aged = (minutes: number) =>
      db.execute(
        sql`update shop_orders set created_at = now() - interval '1 minute' * ${sql.raw(String(minutes))}, hold_until = now() - interval '1 minute' where reference = ${ref}`,
      );
    const statusOf = async () => (await db.select().from(s.shopOrders).where(eq(s.shopOrders.reference, ref)))[0];

    // 23 h 59 min after the checkout: still held for staff.
    await aged(24 * 60 - 1);
    await app.shop.purchases.expireHolds();
    expect((await statusOf())?.status).toBe('placed');
    expect(await stockOf(item.variantId)).toBe(0);
    // A corrected UTR does not start the hours again.
    await app.payments.submitUtr(payRef, '438012345679');
    // 24 h 1 min: the hold ends, the stock goes back, the buyer is told why.
    await aged(24 * 60 + 1);
    expect(await app.shop.purchases.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await statusOf()).toMatchObject({ status: 'cancelled', cancelledBy: 'expiry', cancelReason: bt.utrNotVerified(24), refundDuePaise: 0 });
    expect(await stockOf(item.variantId)).toBe(1);
    const seen = await call<Answer<OrderView>>('GET', `/api/v1/shop/orders/${ref}`, { token: b.token });
    expect(seen.body.data).toMatchObject({ status: 'cancelled', cancelReason: bt.utrNotVerified(24) });
    // The payment still waits for staff: the money may yet be found.
    const [payment] = await db.select().from(s.orders).where(eq(s.orders.reference, payRef));
    expect(payment?.status).toBe('pending');

    // Someone else buys the unit; then staff find the first buyer's money: it is all owed back.
    const other = await buyer();
    await add(other.token, item.variantId, 1);
    const second = await checkoutFrom(freshIp(), other.token, other.addressId);
    expect(second.status, second.text).toBe(201);
    await app.payments.simulate(second.body.data.payment.reference, 'success');
    const staff = await registerUser({ role: 'staff' });
    await app.payments.verify(payRef, 'paid', '438012345679', staff.id);
    await jobs.drain();
    expect(await statusOf()).toMatchObject({ status: 'cancelled', refundDuePaise: 640_00, cancelReason: bt.paidTooLate });
    expect(await stockOf(item.variantId)).toBe(0);
  });
});
