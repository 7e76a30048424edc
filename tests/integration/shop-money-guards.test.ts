// Mutations of the shop's money rules that survived every test (issue 38), each pinned here by
// what a buyer or a search would notice: a payment that arrives after its hold expired and its
// stock was sold is refunded in full; the refund job asks the gateway with the same key after a
// crash between the gateway's answer and its commit, so the money goes back once; a product whose
// last unit an order holds is out of stock in search. The IGST rounding is pinned in core
// (packages/core/src/gst.test.ts), the withdrawal minimum and the ledger's hand-worked amounts in
// shop-money.test.ts. Runs on PostgreSQL too (tests/postgres-files.txt).
import { buyingText as bt } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { SHOP_REFUND_QUEUE } from '../../apps/server/src/modules/shop/purchases.ts';
import { type Answer, call, messagesTo, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { add, buyer, checkout, listedProduct, type OrderView, pay, type Seller, seller, stockOf } from '../support/shop-buying.ts';
import { createProduct, createShopCategory, createVendor } from '../support/shop-listings.ts';

type Owed = OrderView & { refundedPaise: number };

let potters: Seller;
let categoryId = 0;

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  potters = await seller('Khurja Potters');
});

afterEach(() => {
  vi.restoreAllMocks();
});

const orderOf = async (token: string, reference: string) => (await call<Answer<Owed>>('GET', `/api/v1/shop/orders/${reference}`, { token })).body.data;

describe('a payment that arrives after its hold expired and its stock was sold', () => {
  it('leaves the order cancelled and refunds the buyer the whole amount, from the queue', async () => {
    const item = await listedProduct(potters, categoryId, 750_00, 1);
    const late = await buyer();
    await add(late.token, item.variantId, 1);
    const first = await checkout(late.token, late.addressId);
    expect(first.status, first.text).toBe(201);
    const ref = first.body.data.orders[0]?.reference as string;
    // The hold runs out: the unit goes back on sale, and another buyer pays for it.
    const { app, jobs } = await getTestApp();
    const db = await getDb();
    await db.execute(sql`update shop_orders set hold_until = now() - interval '1 minute' where reference = ${ref}`);
    expect(await app.shop.purchases.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(item.variantId)).toBe(1);
    const quick = await buyer();
    await add(quick.token, item.variantId, 1);
    const sold = await checkout(quick.token, quick.addressId);
    await pay(sold.body.data.payment.reference);
    expect(await stockOf(item.variantId)).toBe(0);

    // The first buyer's money arrives now: there is nothing to sell them, so it is all owed back.
    await pay(first.body.data.payment.reference);
    expect(await stockOf(item.variantId)).toBe(0);
    expect(await orderOf(late.token, ref)).toMatchObject({ status: 'cancelled', cancelReason: bt.paidTooLate, refundDuePaise: 750_00, refundedPaise: 0 });
    await jobs.drain();
    expect(await orderOf(late.token, ref)).toMatchObject({ status: 'cancelled', refundDuePaise: 750_00, refundedPaise: 750_00 });
    // The other buyer's order is untouched, and the late buyer is told of the ₹750 coming back.
    expect(await orderOf(quick.token, sold.body.data.orders[0]?.reference as string)).toMatchObject({ status: 'paid', refundDuePaise: 0 });
    const told = (await messagesTo(late.user.email)).filter((m) => m.subject.includes(ref));
    expect(told.some((m) => m.body.includes('₹750'))).toBe(true);
  });
});

describe('the refund job', () => {
  it('asks again with the same idempotency key after a crash between the gateway’s answer and the commit: the buyer is refunded once', async () => {
    const item = await listedProduct(potters, categoryId, 1301_00, 3);
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const placed = await checkout(b.token, b.addressId);
    await pay(placed.body.data.payment.reference);
    const ref = placed.body.data.orders[0]?.reference as string;
    const { app, jobs } = await getTestApp();
    const db = await getDb();
    // The buyer's mail goes first; the refund waits until the gateway stand-in is in place.
    const cancelled = await call<Answer<OrderView>>('POST', `/api/v1/shop/orders/${ref}/cancel`, { token: b.token, body: { reason: 'Ordered by mistake' } });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', refundDuePaise: 1301_00 });
    const id = await orderId(ref);
    const refundJobs = and(eq(s.jobs.queue, SHOP_REFUND_QUEUE), isNull(s.jobs.doneAt), sql`${s.jobs.payload}->>'orderId' = ${String(id)}`);
    await db
      .update(s.jobs)
      .set({ runAt: new Date(Date.now() + 3600_000) })
      .where(refundJobs);
    await jobs.drain();

    // A gateway stand-in that refunds once per idempotency key, as Razorpay does (the same key
    // answers the refund it made the first time), and counts what it gave back.
    const keys: string[] = [];
    const given = new Map<string, { id: string; amountPaise: number }>();
    let crash = false;
    vi.spyOn(app.payments, 'refundPart').mockImplementation(async (_order, amountPaise, key) => {
      keys.push(String(key));
      const made = given.get(String(key)) ?? { id: `rfnd_standin_${given.size + 1}`, amountPaise };
      given.set(String(key), made);
      // The process dies after the gateway answered, before the job's transaction commits.
      crash = keys.length === 1;
      return { id: made.id };
    });
    const transaction = db.transaction.bind(db);
    vi.spyOn(db, 'transaction').mockImplementation(((...args: Parameters<typeof db.transaction>) => {
      if (crash) {
        crash = false;
        return Promise.reject(new Error('the process died before the commit'));
      }
      return transaction(...args);
    }) as typeof db.transaction);

    await db.update(s.jobs).set({ runAt: new Date() }).where(refundJobs);
    await jobs.drain();
    // The gateway gave the money back, but nothing says so here yet: the job is retried.
    expect(keys).toHaveLength(1);
    expect((await orderOf(b.token, ref)).refundedPaise).toBe(0);
    await db.update(s.jobs).set({ runAt: new Date() }).where(refundJobs);
    await jobs.drain();
    expect(keys).toHaveLength(2);
    expect(new Set(keys).size).toBe(1);
    expect([...given.values()]).toEqual([{ id: 'rfnd_standin_1', amountPaise: 1301_00 }]);
    expect((await orderOf(b.token, ref)).refundedPaise).toBe(1301_00);
    // Done: a drain later asks for nothing more.
    await db.update(s.jobs).set({ runAt: new Date() }).where(refundJobs);
    await jobs.drain();
    expect(keys).toHaveLength(2);
  });
});

async function orderId(reference: string): Promise<number> {
  const [o] = await (await getDb()).select({ id: s.shopOrders.id }).from(s.shopOrders).where(eq(s.shopOrders.reference, reference));
  return o?.id ?? 0;
}

describe('a product whose last unit an order holds', () => {
  it('is out of stock in search, and in stock again when the unit comes back', async () => {
    const city = `Testpur ${unique('c')}`;
    const owner = await registerUser({ role: 'vendor' });
    const vendor = await createVendor({ userId: owner.id, displayName: unique('Kiln'), city });
    const p = await createProduct({
      vendorId: vendor.id,
      categoryId,
      title: 'Blue pottery vase',
      variants: [{ mrpPaise: 900_00, pricePaise: 800_00, stock: 1 }],
    });
    const inStock = async () => {
      const r = await call<Answer<{ items: { slug: string; inStock: boolean }[] }>>('GET', `/api/v1/shop/products?${new URLSearchParams({ city })}`);
      const only = await call<Answer<{ items: { slug: string }[] }>>('GET', `/api/v1/shop/products?${new URLSearchParams({ city, inStock: 'true' })}`);
      return { card: r.body.data.items.find((i) => i.slug === p.slug)?.inStock, filtered: only.body.data.items.map((i) => i.slug) };
    };
    expect(await inStock()).toEqual({ card: true, filtered: [p.slug] });
    const b = await buyer();
    await add(b.token, p.variantIds[0] as number, 1);
    const placed = await checkout(b.token, b.addressId);
    expect(placed.status, placed.text).toBe(201);
    // Stock 0 is not in stock: the card says so and the "in stock" filter leaves it out.
    expect(await stockOf(p.variantIds[0] as number)).toBe(0);
    expect(await inStock()).toEqual({ card: false, filtered: [] });
    // The payment fails: the unit is back, and so is the product.
    await pay(placed.body.data.payment.reference, 'failure');
    expect(await stockOf(p.variantIds[0] as number)).toBe(1);
    expect(await inStock()).toEqual({ card: true, filtered: [p.slug] });
  });
});
