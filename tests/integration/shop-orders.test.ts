// Buying from the shop through its API (issue 25), as a buyer, a vendor and their attackers
// would use it: a guest's cart joining the account at sign-in, addresses checked, one payment
// for two vendors' items split into two orders, stock held and given back, the hold's expiry
// and a payment that arrives after it, each vendor moving only its own orders through the
// states in order, the emails of each step, and a purchase that never becomes a donation.
// Runs on PostgreSQL too (tests/postgres-files.txt): the last units sold to 50 buyers at once.
import { buyingText as bt } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { add, buyer, type CartView, checkout, listedProduct, type OrderView, pay, type Seller, seller, sellerPost, stockOf } from '../support/shop-buying.ts';
import { createProduct, createShopCategory } from '../support/shop-listings.ts';

let weavers: Seller;
let potters: Seller;
let categoryId = 0;

const product = (s_: Seller, pricePaise: number, stock: number, title?: string) => listedProduct(s_, categoryId, pricePaise, stock, title);

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  weavers = await seller('Kashi Weavers');
  potters = await seller('Molela Potters');
});

describe('the cart', () => {
  it('keeps a guest’s items by a cookie, prices them from the catalogue, and joins the account at sign-in', async () => {
    const shawl = await product(weavers, 1999_50, 4);
    const first = await call<Answer<CartView>>('POST', '/api/v1/shop/cart/items', { body: { variantId: shawl.variantId, quantity: 2, pricePaise: 1 } });
    expect(first.status, first.text).toBe(200);
    const setCookie = String(first.headers['set-cookie']);
    const token = setCookie.match(/sahyog_cart=([A-Za-z0-9_-]{32})/)?.[1] as string;
    expect(token).toBeTruthy();
    expect(setCookie).toMatch(/HttpOnly/);
    // The page's price is ignored: the line is priced by the catalogue.
    expect(first.body.data.lines[0]).toMatchObject({
      quantity: 2,
      pricePaise: 1999_50,
      lineTotalPaise: 3999_00,
      available: true,
      vendor: { name: 'Kashi Weavers' },
    });
    const cookie = { headers: { cookie: `sahyog_cart=${token}` } };
    const again = await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', cookie);
    expect(again.body.data.count).toBe(2);
    // Another browser (no cookie, or a made-up one) sees an empty cart.
    expect((await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items')).body.data.lines).toEqual([]);
    expect((await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', { headers: { cookie: `sahyog_cart=${'A'.repeat(32)}` } })).body.data.lines).toEqual(
      [],
    );

    // Signing in, the guest's cart joins the account's, and its cookie opens nothing any more.
    const b = await buyer();
    await add(b.token, shawl.variantId, 1);
    const joined = await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', { token: b.token, headers: { cookie: `sahyog_cart=${token}` } });
    expect(joined.body.data.lines).toHaveLength(1);
    expect(joined.body.data.lines[0]?.quantity).toBe(3);
    expect(String(joined.headers['set-cookie'])).toMatch(/sahyog_cart=;/);
    expect((await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', cookie)).body.data.lines).toEqual([]);
  });

  it('refuses what is not on sale, more than the stock, and bad quantities, and writes nothing', async () => {
    const b = await buyer();
    const few = await product(weavers, 500_00, 2);
    const draft = await createProduct({
      vendorId: weavers.vendorId,
      categoryId,
      status: 'draft',
      variants: [{ mrpPaise: 100_00, pricePaise: 90_00, stock: 9 }],
    });
    const unknown = await add(b.token, draft.variantIds[0] as number);
    expect(unknown.status).toBe(422);
    expect(unknown.body.errors?.variantId).toBe(bt.variantUnknown);
    for (const quantity of [0, -1, 21, 1.5, 'two']) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/cart/items', { token: b.token, body: { variantId: few.variantId, quantity } });
      expect(r.status, String(quantity)).toBe(422);
      expect(r.body.errors?.quantity).toBe(bt.quantityInvalid);
    }
    const tooMany = await add(b.token, few.variantId, 3);
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.errors?.quantity).toBe(bt.notEnoughStock(few.title, 2));
    expect((await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', { token: b.token })).body.data.lines).toEqual([]);
    // Change and remove.
    await add(b.token, few.variantId, 1);
    const changed = await call<Answer<CartView>>('PATCH', `/api/v1/shop/cart/items/${few.variantId}`, { token: b.token, body: { quantity: 2 } });
    expect(changed.body.data.totalPaise).toBe(1000_00);
    const removed = await call<Answer<CartView>>('DELETE', `/api/v1/shop/cart/items/${few.variantId}`, { token: b.token });
    expect(removed.body.data.lines).toEqual([]);
  });
});

describe('addresses', () => {
  it('checks every field with its own message and keeps one default', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const bad = await call<Answer<null>>('POST', '/api/v1/me/addresses', {
      token,
      body: { name: '', phone: '12345', line1: '', city: '', state: 'Atlantis', pinCode: '012345' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({
      name: bt.nameRequired,
      phone: bt.phoneInvalid,
      line1: bt.line1Required,
      city: bt.cityRequired,
      state: bt.stateRequired,
      pinCode: bt.pinInvalid,
    });
    const body = { name: 'Ravi', phone: '+91 98290 22222', line1: '1 MG Road', city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
    const a = await call<Answer<{ id: number; isDefault: boolean; phone: string }>>('POST', '/api/v1/me/addresses', { token, body });
    expect(a.body.data).toMatchObject({ isDefault: true, phone: '9829022222' });
    const b = await call<Answer<{ id: number; isDefault: boolean }>>('POST', '/api/v1/me/addresses', {
      token,
      body: { ...body, line1: '2 FC Road', isDefault: true },
    });
    expect(b.body.data.isDefault).toBe(true);
    const list = await call<Answer<{ id: number; isDefault: boolean }[]>>('GET', '/api/v1/me/addresses', { token });
    expect(list.body.data.map((x) => [x.id, x.isDefault])).toEqual([
      [b.body.data.id, true],
      [a.body.data.id, false],
    ]);
    // Nobody else's address can be used to check out.
    const other = await buyer();
    await add(other.token, (await product(weavers, 100_00, 3)).variantId);
    const stolen = await checkout(other.token, a.body.data.id);
    expect(stolen.status).toBe(422);
    expect(stolen.body.errors?.addressId).toBe(bt.addressUnknown);
    expect((await call('GET', '/api/v1/me/addresses')).status).toBe(401);
  });
});

describe('a purchase from two vendors', () => {
  it('is one payment and two orders, each moved by its own vendor, emailed at each step, and never a donation', async () => {
    const b = await buyer();
    const shawl = await product(weavers, 2499_00, 3, 'Pashmina Shawl');
    const pot = await product(potters, 650_50, 5, 'Terracotta Pot');
    await add(b.token, shawl.variantId, 1);
    await add(b.token, pot.variantId, 2);
    const placed = await checkout(b.token, b.addressId);
    expect(placed.status, placed.text).toBe(201);
    const { payment, orders } = placed.body.data;
    // Σ lines, worked by hand: 2,499.00 + 2 × 650.50 = 3,800.00.
    expect(payment.totalPaise).toBe(3800_00);
    expect(payment.payUrl).toBe(`/pay/${payment.reference}`);
    expect(orders.map((o) => [o.vendor.name, o.status, o.totalPaise]).sort()).toEqual([
      ['Kashi Weavers', 'placed', 2499_00],
      ['Molela Potters', 'placed', 1301_00],
    ]);
    // Held while the payment is pending.
    expect(await stockOf(shawl.variantId)).toBe(2);
    expect(await stockOf(pot.variantId)).toBe(3);
    // Not the vendor's to see until paid.
    expect((await call<Answer<OrderView[]>>('GET', '/api/v1/seller/orders', { token: weavers.token })).body.data.map((o) => o.reference)).not.toContain(
      orders.find((o) => o.vendor.name === 'Kashi Weavers')?.reference,
    );

    // A retry with the same key answers the same purchase and holds nothing more.
    const key = unique('key');
    const b2 = await buyer();
    await add(b2.token, pot.variantId, 1);
    const once = await checkout(b2.token, b2.addressId, key);
    const twice = await checkout(b2.token, b2.addressId, key);
    expect(twice.status).toBe(200);
    expect(twice.body.data.payment.reference).toBe(once.body.data.payment.reference);
    expect(await stockOf(pot.variantId)).toBe(2);
    // The same key from another buyer is a conflict, not their purchase.
    const thief = await buyer();
    await add(thief.token, pot.variantId, 1);
    const stolen = await checkout(thief.token, thief.addressId, key);
    expect(stolen.status).toBe(409);
    expect(JSON.stringify(stolen.body)).not.toContain(once.body.data.payment.reference);

    await pay(payment.reference);
    const db = await getDb();
    const [order] = await db.select().from(s.orders).where(eq(s.orders.reference, payment.reference));
    expect(order?.status).toBe('paid');
    // A purchase is no donation: no donation row, no receipt.
    const donations = await db
      .select()
      .from(s.donations)
      .where(eq(s.donations.orderId, order?.id ?? 0));
    expect(donations).toEqual([]);
    // The bought lines left the cart.
    expect((await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', { token: b.token })).body.data.lines).toEqual([]);

    const weaversOrder = orders.find((o) => o.vendor.name === 'Kashi Weavers') as OrderView;
    const pottersOrder = orders.find((o) => o.vendor.name === 'Molela Potters') as OrderView;
    // Each vendor sees its own order only, and cannot move the other's.
    const mine = (await call<Answer<OrderView[]>>('GET', '/api/v1/seller/orders', { token: weavers.token })).body.data.map((o) => o.reference);
    expect(mine).toContain(weaversOrder.reference);
    expect(mine).not.toContain(pottersOrder.reference);
    expect((await sellerPost(weavers.token, pottersOrder.reference, 'accept')).status).toBe(404);
    expect((await sellerPost(b.token, weaversOrder.reference, 'accept')).status).toBe(404);
    // In order: shipping before accepting is refused.
    expect((await sellerPost(weavers.token, weaversOrder.reference, 'ship', { courier: 'India Post', trackingNumber: 'EE123456789IN' })).status).toBe(409);
    expect((await sellerPost(weavers.token, weaversOrder.reference, 'accept')).body.data.status).toBe('accepted');
    const badShip = await sellerPost(weavers.token, weaversOrder.reference, 'ship', { courier: '', trackingNumber: '<script>' });
    expect(badShip.status).toBe(422);
    expect(badShip.body.errors).toMatchObject({ courier: bt.courierRequired, trackingNumber: bt.trackingInvalid });
    const shipped = await sellerPost(weavers.token, weaversOrder.reference, 'ship', { courier: 'India Post', trackingNumber: 'EE123456789IN' });
    expect(shipped.body.data).toMatchObject({ status: 'shipped', courier: 'India Post', trackingNumber: 'EE123456789IN' });
    // Once shipped, neither side cancels.
    expect((await sellerPost(weavers.token, weaversOrder.reference, 'cancel', { reason: 'Sorry' })).status).toBe(409);
    expect((await call('POST', `/api/v1/shop/orders/${weaversOrder.reference}/cancel`, { token: b.token, body: {} })).status).toBe(409);
    expect((await sellerPost(weavers.token, weaversOrder.reference, 'deliver')).body.data.status).toBe('delivered');

    // The buyer sees each order; nobody else does.
    const seen = await call<Answer<OrderView>>('GET', `/api/v1/shop/orders/${weaversOrder.reference}`, { token: b.token });
    expect(seen.body.data).toMatchObject({
      status: 'delivered',
      trackingNumber: 'EE123456789IN',
      lines: [{ title: 'Pashmina Shawl', quantity: 1, hsnCode: '6211', gstRateBp: 500 }],
    });
    expect((await call('GET', `/api/v1/shop/orders/${weaversOrder.reference}`, { token: thief.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/shop/orders/${weaversOrder.reference}`)).status).toBe(401);

    // Emails: the buyer at each step, each vendor once for its new order.
    const toBuyer = (await messagesTo(b.user.email)).map((m) => m.subject);
    expect(toBuyer).toEqual(
      expect.arrayContaining([
        `Order ${weaversOrder.reference} is paid: Kashi Weavers has it`,
        `Order ${pottersOrder.reference} is paid: Molela Potters has it`,
        `Kashi Weavers accepted order ${weaversOrder.reference}`,
        `Order ${weaversOrder.reference} has shipped`,
        `Order ${weaversOrder.reference} is delivered`,
      ]),
    );
    const toWeavers = (await messagesTo(weavers.user.email)).filter((m) => m.subject.includes(weaversOrder.reference));
    expect(toWeavers.map((m) => m.subject)).toEqual([`New paid order ${weaversOrder.reference} for Kashi Weavers`]);
    expect(toWeavers[0]?.body).toContain('1 × Pashmina Shawl (M)');
    expect((await messagesTo(potters.user.email)).some((m) => m.subject.includes(weaversOrder.reference))).toBe(false);

    // The buyer cancels the other order before it ships: its stock comes back and its total is owed.
    const cancelled = await call<Answer<OrderView>>('POST', `/api/v1/shop/orders/${pottersOrder.reference}/cancel`, {
      token: b.token,
      body: { reason: 'Ordered twice' },
    });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', cancelReason: 'Ordered twice', refundDuePaise: 1301_00 });
    expect(await stockOf(pot.variantId)).toBe(4);
    expect((await sellerPost(potters.token, pottersOrder.reference, 'accept')).status).toBe(409);
    // Its money goes back through the provider that took it (the simulator's), from the queue.
    await (await getTestApp()).jobs.drain();
    const refunded = await call<Answer<OrderView & { refundedPaise: number }>>('GET', `/api/v1/shop/orders/${pottersOrder.reference}`, { token: b.token });
    expect(refunded.body.data.refundedPaise).toBe(1301_00);
  });
});

describe('the buyer’s details', () => {
  it('are the seller’s once the order is paid, never for an order waiting for its payment or given up before it (API and page)', async () => {
    const item = await product(weavers, 420_00, 5, 'Ikat Cushion');
    const b = await buyer('98290 44444');
    await add(b.token, item.variantId, 1);
    const waiting = await checkout(b.token, b.addressId);
    const waitingRef = waiting.body.data.orders[0]?.reference as string;
    type Seen = OrderView & { buyerName: string; shipTo: { line1: string; phone: string } };
    const seen = async (query: string) => (await call<Answer<Seen[]>>('GET', `/api/v1/seller/orders${query}`, { token: weavers.token })).body.data;
    const refs = async (query: string) => (await seen(query)).map((o) => o.reference);
    for (const query of ['', '?status=placed', '?status=cancelled']) expect(await refs(query), query).not.toContain(waitingRef);
    // Given up unpaid (the hold expired): still not the seller's to read.
    const db = await getDb();
    await db.execute(sql`update shop_orders set hold_until = now() - interval '1 minute' where reference = ${waitingRef}`);
    await (await getTestApp()).app.shop.purchases.expireHolds();
    const [row] = await db.select({ status: s.shopOrders.status }).from(s.shopOrders).where(eq(s.shopOrders.reference, waitingRef));
    expect(row?.status).toBe('cancelled');
    for (const query of ['', '?status=cancelled']) expect(await refs(query), query).not.toContain(waitingRef);
    // Nor by its reference: moving it is "not found", as an order that does not exist.
    expect((await sellerPost(weavers.token, waitingRef, 'accept')).status).toBe(404);
    const unpaidPage = await call('GET', '/seller/orders?status=cancelled', { token: weavers.token });
    expect(unpaidPage.status).toBe(200);
    expect(unpaidPage.text).not.toContain(waitingRef);
    expect(unpaidPage.text).not.toContain('9829044444');

    // Paid: the seller has the name, address and mobile it ships to.
    const paid = await checkout(b.token, b.addressId);
    await pay(paid.body.data.payment.reference);
    const paidRef = paid.body.data.orders[0]?.reference as string;
    const mine = (await seen('')).find((o) => o.reference === paidRef);
    expect(mine).toMatchObject({ buyerName: 'Asha Verma', shipTo: { line1: '4 Lake Road', phone: '9829044444' } });
    const paidPage = await call('GET', '/seller/orders', { token: weavers.token });
    expect(paidPage.text).toContain(paidRef);
    expect(paidPage.text).toContain('4 Lake Road');
  });
});

describe('holds', () => {
  it('gives the stock back when the payment fails, and when the hold expires', async () => {
    const item = await product(potters, 300_00, 2);
    const b = await buyer();
    await add(b.token, item.variantId, 2);
    const failing = await checkout(b.token, b.addressId);
    expect(await stockOf(item.variantId)).toBe(0);
    // The last units are held: another buyer cannot take them meanwhile.
    const other = await buyer();
    const blocked = await add(other.token, item.variantId, 1);
    expect(blocked.status).toBe(422);
    await pay(failing.body.data.payment.reference, 'failure');
    expect(await stockOf(item.variantId)).toBe(2);
    const after = await call<Answer<OrderView>>('GET', `/api/v1/shop/orders/${failing.body.data.orders[0]?.reference}`, { token: b.token });
    expect(after.body.data).toMatchObject({ status: 'cancelled', cancelReason: bt.paymentFailed });

    // Checked out again (the cart still holds the items) and left unpaid past the hold.
    const left = await checkout(b.token, b.addressId);
    expect(await stockOf(item.variantId)).toBe(0);
    const db = await getDb();
    const { app } = await getTestApp();
    await db.execute(sql`update shop_orders set hold_until = now() - interval '1 minute' where reference = ${left.body.data.orders[0]?.reference}`);
    expect(await app.shop.purchases.expireHolds()).toBeGreaterThanOrEqual(1);
    expect(await stockOf(item.variantId)).toBe(2);
    // The money arrives late but the stock is still there: the order is paid after all.
    await pay(left.body.data.payment.reference);
    const late = await call<Answer<OrderView>>('GET', `/api/v1/shop/orders/${left.body.data.orders[0]?.reference}`, { token: b.token });
    expect(late.body.data.status).toBe('paid');
    expect(await stockOf(item.variantId)).toBe(0);
  });

  it('refuses a checkout the stock cannot cover, and writes no payment', async () => {
    const item = await product(weavers, 100_00, 1);
    const [a, b] = [await buyer(), await buyer()];
    await add(a.token, item.variantId, 1);
    await add(b.token, item.variantId, 1);
    expect((await checkout(a.token, a.addressId)).status).toBe(201);
    const db = await getDb();
    const before = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, b.user.id));
    const late = await checkout(b.token, b.addressId);
    expect(late.status).toBe(409);
    expect(late.body.code).toBe('out_of_stock');
    expect(late.body.message).toBe(bt.notEnoughStock(item.title, 0));
    const after = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, b.user.id));
    expect(after).toEqual(before);
  });

  it('sells the last 5 units to exactly 5 of 50 buyers checking out at once', async () => {
    const item = await product(potters, 199_00, 5);
    const buyers: Awaited<ReturnType<typeof buyer>>[] = [];
    for (let i = 0; i < 50; i++) buyers.push(await buyer());
    for (const b of buyers) await add(b.token, item.variantId, 1).then((r) => expect(r.status).toBe(200));
    const results = await Promise.all(buyers.map((b) => checkout(b.token, b.addressId)));
    expect(results.filter((r) => r.status === 201)).toHaveLength(5);
    expect(results.filter((r) => r.status === 409)).toHaveLength(45);
    expect(await stockOf(item.variantId)).toBe(0);
    // Paying all five at once, and each payment's confirmation twice, pays each order once.
    const refs = results.filter((r) => r.status === 201).map((r) => r.body.data.payment.reference);
    await Promise.all(refs.flatMap((ref) => [pay(ref), pay(ref)]));
    const db = await getDb();
    const rows = await db
      .select({ status: s.shopOrders.status, n: sql<number>`count(*)::int` })
      .from(s.shopOrders)
      .innerJoin(s.shopOrderLines, eq(s.shopOrderLines.shopOrderId, s.shopOrders.id))
      .where(eq(s.shopOrderLines.variantId, item.variantId))
      .groupBy(s.shopOrders.status);
    expect(rows).toEqual([{ status: 'paid', n: 5 }]);
    const mails = await messagesTo(potters.user.email);
    for (const r of results.filter((x) => x.status === 201)) {
      const ref = r.body.data.orders[0]?.reference as string;
      expect(mails.filter((m) => m.subject.includes(ref))).toHaveLength(1);
    }
  });

  it('answers a checkout sent twice at once for the last unit with the one purchase, never “sold out”', async () => {
    // On PostgreSQL the twin waits on the first one's row locks and then finds no stock: it must
    // answer the purchase its key made, not 409. Several rounds, as the race is not every time.
    for (let round = 0; round < 6; round++) {
      const item = await product(potters, 150_00, 1);
      const b = await buyer();
      await add(b.token, item.variantId, 1);
      const key = unique('twin');
      const [one, two] = await Promise.all([checkout(b.token, b.addressId, key), checkout(b.token, b.addressId, key)]);
      expect([one?.status, two?.status].sort(), `${one?.text} ${two?.text}`).toEqual([200, 201]);
      expect(one?.body.data.payment.reference).toBe(two?.body.data.payment.reference);
      expect(await stockOf(item.variantId)).toBe(0);
    }
  });
});

describe('GST documents', () => {
  it('issues each shipped order an invoice in its seller’s gapless series, for its buyer, seller and staff only', async () => {
    const gst = await seller('Numbered Looms');
    await (await getDb())
      .update(s.vendors)
      .set({ gstin: '08AAACT1234C1Z5', state: 'Rajasthan', slug: `numbered-${Date.now()}` })
      .where(eq(s.vendors.id, gst.vendorId));
    const item = await product(gst, 1050_00, 10, 'Numbered stole');
    const refs: string[] = [];
    const buyers: Awaited<ReturnType<typeof buyer>>[] = [];
    for (let i = 0; i < 3; i++) {
      const b = await buyer();
      buyers.push(b);
      await add(b.token, item.variantId, 2);
      const placed = await checkout(b.token, b.addressId);
      await pay(placed.body.data.payment.reference);
      refs.push(placed.body.data.orders[0]?.reference as string);
    }
    // Shipped out of order: the numbers follow the shipping, one after another.
    for (const ref of [refs[1], refs[0], refs[2]] as string[]) {
      await sellerPost(gst.token, ref, 'accept');
      expect((await sellerPost(gst.token, ref, 'ship', { courier: 'Delhivery', trackingNumber: `DL${ref.slice(-8)}` })).status).toBe(200);
    }
    const docs = await Promise.all(
      refs.map(
        async (ref, i) =>
          (
            await call<Answer<OrderView & { documents: { id: number; kind: string; number: string }[] }>>('GET', `/api/v1/shop/orders/${ref}`, {
              token: buyers[i]?.token,
            })
          ).body.data.documents,
      ),
    );
    const numbers = docs.map((d) => d[0]?.number ?? '');
    const serial = (n: string) => Number(n.split('/')[2]);
    expect(docs.every((d) => d.length === 1 && d[0]?.kind === 'tax-invoice')).toBe(true);
    expect(numbers[0]).toMatch(/^NUMBE\/\d{4}\/\d{5}$/);
    expect(numbers[0]?.length).toBeLessThanOrEqual(16);
    expect([serial(numbers[1] as string), serial(numbers[0] as string), serial(numbers[2] as string)]).toEqual([1, 2, 3]);

    // The PDF as issued, to its buyer and its seller; nobody else.
    const url = `/api/v1/shop/orders/${refs[0]}/documents/${docs[0]?.[0]?.id}`;
    const mine = await call('GET', url, { token: buyers[0]?.token });
    expect(mine.status).toBe(200);
    expect(String(mine.headers['content-type'])).toBe('application/pdf');
    expect(String(mine.headers['content-disposition'])).toContain(`${numbers[0]?.replace(/\//g, '-')}.pdf`);
    expect(mine.headers['x-content-type-options']).toBe('nosniff');
    expect((await call('GET', url, { token: gst.token })).status).toBe(200);
    expect((await call('GET', url, { token: buyers[1]?.token })).status).toBe(404);
    expect((await call('GET', url, { token: weavers.token })).status).toBe(404);
    expect((await call('GET', url)).status).toBe(401);
    // Another order's document id under this order's reference is not found either.
    expect((await call('GET', `/api/v1/shop/orders/${refs[0]}/documents/${docs[1]?.[0]?.id}`, { token: buyers[0]?.token })).status).toBe(404);
  });
});

describe('returns', () => {
  it('a delivered order comes back: approved, received (stock back), refunded through the provider, a credit note, and the vendor’s payable gives back the sale', async () => {
    const v = await seller('Return Weavers');
    await (await getDb()).update(s.vendors).set({ gstin: '08AAACT1234C1Z5', state: 'Rajasthan' }).where(eq(s.vendors.id, v.vendorId));
    const item = await product(v, 1050_00, 5, 'Returned stole');
    const b = await buyer();
    await add(b.token, item.variantId, 2);
    const placed = await checkout(b.token, b.addressId);
    await pay(placed.body.data.payment.reference);
    const ref = placed.body.data.orders[0]?.reference as string;
    const askEarly = await call<Answer<null>>('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Colour is not as shown' } });
    expect(askEarly.status).toBe(422);
    expect(askEarly.body.errors?.reason).toBe(bt.returnNotDelivered);
    await sellerPost(v.token, ref, 'accept');
    await sellerPost(v.token, ref, 'ship', { courier: 'Delhivery', trackingNumber: 'DL99887766' });
    await sellerPost(v.token, ref, 'deliver');
    expect(await stockOf(item.variantId)).toBe(3);
    const { app } = await getTestApp();
    const before = await app.shop.ledger.money(v.vendorId);
    expect(before.salePaise).toBe(2100_00);

    // Another buyer cannot ask; the buyer can, once.
    const other = await buyer();
    expect((await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: other.token, body: { reason: 'Mine now' } })).status).toBe(404);
    const asked = await call<Answer<OrderView & { return: { status: string; amountPaise: number } | null; returnable: boolean }>>(
      'POST',
      `/api/v1/shop/orders/${ref}/returns`,
      {
        token: b.token,
        body: { reason: 'Colour is not as shown' },
      },
    );
    expect(asked.status, asked.text).toBe(201);
    expect(asked.body.data.return).toMatchObject({ status: 'requested', amountPaise: 2100_00 });
    expect(asked.body.data.returnable).toBe(false);
    expect((await call('POST', `/api/v1/shop/orders/${ref}/returns`, { token: b.token, body: { reason: 'Again' } })).status).toBe(422);
    expect((await messagesTo(v.user.email)).some((m) => m.subject === `Return asked for: order ${ref}` && m.body.includes('Colour is not as shown'))).toBe(
      true,
    );

    // Only its vendor decides; received before approval is refused.
    const decide = (token: string, body: Record<string, string>) =>
      call<Answer<OrderView & { return: { status: string } | null }>>('POST', `/api/v1/seller/orders/${ref}/return`, { token, body });
    expect((await decide(weavers.token, { decision: 'approve' })).status).toBe(404);
    expect((await decide(v.token, { decision: 'received' })).status).toBe(409);
    expect((await decide(v.token, { decision: 'approve', note: 'Please send it back with the tags' })).body.data.return?.status).toBe('approved');
    const received = await decide(v.token, { decision: 'received' });
    expect(received.body.data?.return?.status, received.text).toBe('received');
    // The stock is back and the vendor's payable gives the sale back at once (it can no longer
    // be withdrawn); the refund goes out from the queue through the provider that took it.
    expect(await stockOf(item.variantId)).toBe(5);
    expect((await app.shop.ledger.money(v.vendorId)).payablePaise).toBe(0);
    await (await getTestApp()).jobs.drain();
    const refunded = await call<Answer<OrderView & { return: { status: string } | null; refundedPaise: number }>>('GET', `/api/v1/shop/orders/${ref}`, {
      token: b.token,
    });
    expect(refunded.body.data).toMatchObject({ return: { status: 'refunded' }, refundedPaise: 2100_00 });
    const seen = await call<Answer<OrderView & { documents: { kind: string; number: string }[] }>>('GET', `/api/v1/shop/orders/${ref}`, { token: b.token });
    expect(seen.body.data.documents.map((d) => d.kind)).toEqual(['tax-invoice', 'credit-note']);
    expect(seen.body.data.documents[1]?.number).toMatch(/^[A-Z0-9]{1,5}\/\d{4}\/C0001$/);
    expect(seen.body.data.documents[1]?.number.split('/')[0]).toBe(seen.body.data.documents[0]?.number.split('/')[0]);
    const subjects = (await messagesTo(b.user.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([`Your return of order ${ref}: Return approved: send the parcel back`, `Your return of order ${ref}: Refunded`]),
    );
    // The vendor's payable gives the whole sale back, with its commission, TCS and TDS.
    const after = await app.shop.ledger.money(v.vendorId);
    expect(after).toMatchObject({ salePaise: 2100_00, refundsPaise: 2100_00, commissionPaise: 0, tcsPaise: 0, tdsPaise: 0, payablePaise: 0 });
    const db = await getDb();
    const [row] = await db.select().from(s.shopOrders).where(eq(s.shopOrders.reference, ref));
    expect(row).toMatchObject({ refundedPaise: 2100_00, refundDuePaise: 2100_00 });
  });
});

describe('refunds by bank transfer', () => {
  it('a cancelled UPI order waits for staff, who record the transfer once (audited); nobody else can', async () => {
    const item = await product(potters, 880_00, 3, 'UPI lamp');
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const placed = await checkout(b.token, b.addressId, unique('key'), 'upi');
    expect(placed.status, placed.text).toBe(201);
    const { app, jobs } = await getTestApp();
    await app.payments.settlePaid(placed.body.data.payment.reference, 'staff:test');
    const ref = placed.body.data.orders[0]?.reference as string;
    expect((await sellerPost(potters.token, ref, 'cancel', { reason: 'The kiln cracked this lamp' })).status).toBe(200);
    await jobs.drain();
    const seen = async () => (await call<Answer<OrderView & { refundedPaise: number }>>('GET', `/api/v1/shop/orders/${ref}`, { token: b.token })).body.data;
    expect(await seen()).toMatchObject({ status: 'cancelled', refundDuePaise: 880_00, refundedPaise: 0, cancelReason: 'The kiln cracked this lamp' });
    const staff = await registerUser({ role: 'staff' });
    const staffToken = await loginAs(staff);
    const url = `/api/v1/admin/shop/orders/${ref}/refund`;
    expect((await call('POST', url, { token: potters.token, body: { utr: 'N12345678' } })).status).toBe(403);
    expect((await call<Answer<null>>('POST', url, { token: staffToken, body: { utr: 'x' } })).body.errors?.utr).toBe('A UTR has 6 to 30 letters and digits');
    expect((await call('POST', url, { token: staffToken, body: { utr: 'N12345678' } })).status).toBe(200);
    expect(await seen()).toMatchObject({ refundedPaise: 880_00 });
    expect((await call('POST', url, { token: staffToken, body: { utr: 'N12345679' } })).status).toBe(409);
  });
});

describe('hostile input', () => {
  it('is refused with the field named and writes nothing: keys, ids, control characters, lengths, empty reasons', async () => {
    const b = await buyer();
    const item = await product(weavers, 250_00, 5, 'Hostile stole');
    const db = await getDb();
    const ordersOf = async () => (await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, b.user.id)))[0]?.n;
    await add(b.token, item.variantId, 1);

    // A checkout without a key, or with one that is not a key, is refused before anything is held.
    for (const headers of [
      {} as Record<string, string>,
      { 'idempotency-key': '' },
      { 'idempotency-key': 'x'.repeat(300) },
      { 'idempotency-key': 'bad key\u0000' },
    ]) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/orders', { token: b.token, headers, body: { addressId: b.addressId, method: 'simulator' } });
      expect(r.status, JSON.stringify(headers)).toBe(422);
      expect(Object.keys(r.body.errors ?? {})).toContain('Idempotency-Key');
    }
    // A method this server does not offer, an address id that is not one.
    const badMethod = await checkout(b.token, b.addressId, unique('key'), 'cheque');
    expect(badMethod.status).toBe(422);
    expect(Object.keys(badMethod.body.errors ?? {})).toContain('method');
    for (const addressId of ['abc', -1, 0, 1e12]) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/orders', {
        token: b.token,
        headers: { 'idempotency-key': unique('key') },
        body: { addressId, method: 'simulator' },
      });
      expect(r.status, String(addressId)).toBe(422);
      expect(r.body.errors?.addressId).toBeTruthy();
    }
    expect(await ordersOf()).toBe(0);
    expect(await stockOf(item.variantId)).toBe(5);

    // Cart ids that are not ids.
    for (const variantId of ['abc', -3, 1e12, '1; drop table cart_items']) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/cart/items', { token: b.token, body: { variantId, quantity: 1 } });
      expect(r.status, String(variantId)).toBe(422);
      expect(r.body.errors?.variantId).toBe(bt.variantUnknown);
    }
    expect((await call('PATCH', '/api/v1/shop/cart/items/abc', { token: b.token, body: { quantity: 1 } })).status).toBe(422);

    // An address with control characters or too long a line: the field is named, nothing saved.
    const before = (await call<Answer<unknown[]>>('GET', '/api/v1/me/addresses', { token: b.token })).body.data.length;
    const body = { name: 'Ravi', phone: '9829011111', line1: '1 Road', city: 'Pune', state: 'Maharashtra', pinCode: '411001' };
    for (const [field, value] of [
      ['name', 'Ravi\u0007'],
      ['line1', 'x'.repeat(201)],
      ['city', 'Pune\u202e'],
      ['pinCode', '41100'],
      ['name', '   '],
    ] as const) {
      const r = await call<Answer<null>>('POST', '/api/v1/me/addresses', { token: b.token, body: { ...body, [field]: value } });
      expect(r.status, `${field}=${JSON.stringify(value)}`).toBe(422);
      expect(r.body.errors?.[field], field).toBeTruthy();
    }
    expect((await call<Answer<unknown[]>>('GET', '/api/v1/me/addresses', { token: b.token })).body.data.length).toBe(before);

    // A seller's cancel needs a reason the buyer can read; a tracking number is letters and digits.
    const placed = await checkout(b.token, b.addressId);
    await pay(placed.body.data.payment.reference);
    const ref = placed.body.data.orders[0]?.reference as string;
    expect((await sellerPost(weavers.token, ref, 'cancel', { reason: '' })).body.errors?.reason).toBe(bt.reasonRequired);
    expect((await sellerPost(weavers.token, ref, 'cancel', { reason: 'x'.repeat(301) })).body.errors?.reason).toBe(bt.reasonTooLong);
    await sellerPost(weavers.token, ref, 'accept');
    const ship = await sellerPost(weavers.token, ref, 'ship', { courier: 'Post\u0000', trackingNumber: 'A'.repeat(41) });
    expect(ship.status).toBe(422);
    expect(Object.keys(ship.body.errors ?? {}).sort()).toEqual(['courier', 'trackingNumber']);
    const seen = await call<Answer<OrderView>>('GET', `/api/v1/shop/orders/${ref}`, { token: b.token });
    expect(seen.body.data).toMatchObject({ status: 'accepted', courier: null, trackingNumber: null });
    // References that are not ours: a lower-case one, a donation's, too long.
    for (const r of [`so${ref.slice(2).toLowerCase()}`, placed.body.data.payment.reference, `${ref}0`]) {
      expect((await call('GET', `/api/v1/shop/orders/${r}`, { token: b.token })).status, r).toBeGreaterThanOrEqual(404);
    }
  });
});
