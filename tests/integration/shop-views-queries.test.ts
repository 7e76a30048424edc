// The shop's lists are read in a fixed number of statements, not one (or more) per row (issue
// 44): a buyer's orders and a seller's orders are counted at the database driver for one order
// and for many (of several vendors, paid by several payments, some shipped so their documents,
// returns and disputes are read too); the count is the same. Staff's list (every vendor's
// newest orders, whatever the other files made) takes no more than one shipped order does.
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { call } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { statementsOf } from '../support/query-count.ts';
import { add, buyer, checkout, listedProduct, pay, type Seller, seller, sellerPost } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

let categoryId = 0;
let sellers: Seller[] = [];
let lone: Seller;
let few: Awaited<ReturnType<typeof buyer>>;
let many: Awaited<ReturnType<typeof buyer>>;
let shippedAlone = '';

/** Checks out the buyer's cart of one unit of each product and pays it; answers the orders' references by seller. */
async function buyAndPay(who: Awaited<ReturnType<typeof buyer>>, items: { variantId: number; vendorId: number }[]) {
  for (const item of items) expect((await add(who.token, item.variantId)).status).toBe(200);
  const bought = await checkout(who.token, who.addressId);
  expect(bought.status, bought.text).toBe(201);
  await pay(bought.body.data.payment.reference);
  return bought.body.data.orders.map((o) => o.reference);
}

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  sellers = [];
  for (let i = 0; i < 5; i++) sellers.push(await seller(`Counted Crafts ${i}`));
  lone = await seller('Counted Lone Crafts');
  const products = [];
  for (const s_ of sellers) products.push({ ...(await listedProduct(s_, categoryId, 499_00, 50)), vendorId: s_.vendorId });
  const loneProduct = { ...(await listedProduct(lone, categoryId, 499_00, 50)), vendorId: lone.vendorId };
  few = await buyer();
  many = await buyer();
  // One order of the lone seller, shipped (its invoice is a document the view lists).
  const [one] = await buyAndPay(few, [loneProduct]);
  shippedAlone = one as string;
  expect((await sellerPost(lone.token, one as string, 'accept')).status).toBe(200);
  expect((await sellerPost(lone.token, one as string, 'ship', { courier: 'India Post', trackingNumber: 'EE123456789IN' })).status).toBe(200);
  // Twenty orders: four payments of five vendors' orders; the first seller ships one of its four.
  const firsts: string[] = [];
  for (let i = 0; i < 4; i++) firsts.push(((await buyAndPay(many, products)) as string[])[0] as string);
  const shipped = firsts[0] as string;
  expect((await sellerPost(sellers[0]?.token as string, shipped, 'accept')).status).toBe(200);
  expect((await sellerPost(sellers[0]?.token as string, shipped, 'ship', { courier: 'India Post', trackingNumber: 'EE123456780IN' })).status).toBe(200);
}, 120_000);

describe('shop lists', () => {
  it('read a buyer’s orders in as many statements for twenty orders as for one', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const one = await statementsOf(db, () => app.shop.purchases.orders(few.user.id));
    const twenty = await statementsOf(db, () => app.shop.purchases.orders(many.user.id));
    expect(one.result).toHaveLength(1);
    expect(twenty.result).toHaveLength(20);
    expect(new Set(twenty.result.map((o) => o.vendor.name)).size).toBe(5);
    expect(new Set(twenty.result.map((o) => o.payment.reference)).size).toBe(4);
    expect(twenty.result.filter((o) => o.documents.length > 0)).toHaveLength(1);
    expect(twenty.statements.length, twenty.statements.join('\n')).toBe(one.statements.length);
    // The orders, then one batch each: lines, vendors, payments, returns, disputes, documents, products' slugs.
    expect(twenty.statements.length).toBeLessThanOrEqual(8);
  });

  it('read a seller’s orders in as many statements for four orders as for one', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const one = await statementsOf(db, () => app.shop.purchases.sellerOrders(lone.user.id));
    const four = await statementsOf(db, () => app.shop.purchases.sellerOrders(sellers[0]?.user.id as number));
    expect(one.result).toHaveLength(1);
    expect(four.result).toHaveLength(4);
    expect(new Set(four.result.map((o) => o.payment.reference)).size).toBe(4);
    expect(four.statements.length, four.statements.join('\n')).toBe(one.statements.length);
  });

  it('read staff’s list of every vendor’s orders in no more statements than one order takes', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const one = await statementsOf(db, () => app.shop.purchases.adminOrders({ q: shippedAlone }));
    const all = await statementsOf(db, () => app.shop.purchases.adminOrders());
    expect(one.result).toHaveLength(1);
    expect(all.result.length).toBeGreaterThanOrEqual(21);
    expect(all.statements.length, all.statements.join('\n')).toBeLessThanOrEqual(one.statements.length);
  });

  it('read staff’s list of withdrawals in as many statements for six shops as for one', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const ask = async (s_: Seller) => {
      await app.shop.ledger.post(db, [{ vendorId: s_.vendorId, kind: 'sale', debit: 'collected', credit: 'vendor', amountPaise: 900_00 }]);
      const asked = await call('POST', '/api/v1/seller/payouts', { token: s_.token, body: { amount: '800' } });
      expect(asked.status, asked.text).toBe(201);
    };
    await ask(lone);
    const one = await statementsOf(db, () => app.shop.payouts.list('requested'));
    for (const s_ of sellers) await ask(s_);
    const six = await statementsOf(db, () => app.shop.payouts.list('requested'));
    const mine = new Set([lone, ...sellers].map((s_) => s_.vendorId));
    expect(six.result.filter((r) => mine.has(r.vendorId))).toHaveLength(6);
    expect(six.result.find((r) => r.vendorId === lone.vendorId)?.payTo?.accountNumber).toMatch(/^•••• \d{4}$/);
    expect(six.statements.length, six.statements.join('\n')).toBe(one.statements.length);
  });
});
