// Ids and quantities as a client spells them (issue 38): a coerced number took "0x1", "1e1",
// [3] and true as ids 1, 10, 3 and 1, so a payout decision, a cart line or an account had other
// addresses than its own. Every path id is core's rowIdParam, every body id its rowIdField and
// every quantity its countField: those inputs answer 422 with the field named and write nothing,
// while the plain spellings (a JSON number, a form's digits) still work.
import { buyingText as bt } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, registerUser, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { add, buyer, type CartView, listedProduct, type Seller, seller } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

const ODD = ['0x1', '1e1', [3], true] as const;
let weavers: Seller;
let categoryId = 0;

beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
  weavers = await seller('Strict Weavers');
});

describe('the cart', () => {
  it('takes a variation and a quantity only as a whole number or its digits', async () => {
    const item = await listedProduct(weavers, categoryId, 100_00, 20, 'Strict stole');
    const b = await buyer();
    const cart = async () => (await call<Answer<CartView>>('GET', '/api/v1/shop/cart/items', { token: b.token })).body.data.lines;
    // "1e1" and "0x…" of a real variation's id, too: each would have named some row.
    for (const variantId of [...ODD, `0x${item.variantId.toString(16)}`, `${item.variantId / 10}e1`, [item.variantId], ` ${item.variantId}`]) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/cart/items', { token: b.token, body: { variantId, quantity: 1 } });
      expect(r.status, JSON.stringify(variantId)).toBe(422);
      expect(r.body.errors?.variantId, JSON.stringify(variantId)).toBe(bt.variantUnknown);
    }
    for (const quantity of [...ODD, '2.0', 1.5, '02', 0, 21, '21']) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/cart/items', { token: b.token, body: { variantId: item.variantId, quantity } });
      expect(r.status, JSON.stringify(quantity)).toBe(422);
      expect(r.body.errors?.quantity, JSON.stringify(quantity)).toBe(bt.quantityInvalid);
    }
    expect(await cart()).toEqual([]);
    // Both edges of the rule, as a number and as a form's digits.
    expect((await call('POST', '/api/v1/shop/cart/items', { token: b.token, body: { variantId: String(item.variantId), quantity: '1' } })).status).toBe(200);
    const twenty = await call<Answer<CartView>>('PATCH', `/api/v1/shop/cart/items/${item.variantId}`, { token: b.token, body: { quantity: 20 } });
    expect(twenty.status, twenty.text).toBe(200);
    expect(twenty.body.data.lines[0]?.quantity).toBe(20);

    // A line's change: the path's id and the body's quantity by the same rules.
    for (const path of ['0x1', '1e1', '%5B3%5D', 'true', `0x${item.variantId.toString(16)}`]) {
      const r = await call<Answer<null>>('PATCH', `/api/v1/shop/cart/items/${path}`, { token: b.token, body: { quantity: 2 } });
      expect(r.status, path).toBe(422);
      expect(r.body.errors?.variantId, path).toBe(bt.variantUnknown);
    }
    for (const quantity of ODD) {
      const r = await call<Answer<null>>('PATCH', `/api/v1/shop/cart/items/${item.variantId}`, { token: b.token, body: { quantity } });
      expect(r.status, JSON.stringify(quantity)).toBe(422);
      expect(r.body.errors?.quantity).toBe(bt.quantityInvalid);
    }
    expect((await cart())[0]?.quantity).toBe(20);
  });

  it('checks out only to an address named by its id', async () => {
    const item = await listedProduct(weavers, categoryId, 100_00, 5, 'Strict shawl');
    const b = await buyer();
    await add(b.token, item.variantId, 1);
    const db = await getDb();
    const payments = async () => Number((await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.userId, b.user.id)))[0]?.n);
    for (const addressId of [...ODD, `0x${b.addressId.toString(16)}`, [b.addressId]]) {
      const r = await call<Answer<null>>('POST', '/api/v1/shop/orders', {
        token: b.token,
        headers: { 'idempotency-key': unique('key') },
        body: { addressId, method: 'simulator' },
      });
      expect(r.status, JSON.stringify(addressId)).toBe(422);
      expect(r.body.errors?.addressId, JSON.stringify(addressId)).toBe(bt.addressRequired);
    }
    expect(await payments()).toBe(0);
    const ok = await call('POST', '/api/v1/shop/orders', {
      token: b.token,
      headers: { 'idempotency-key': unique('key') },
      body: { addressId: String(b.addressId), method: 'simulator' },
    });
    expect(ok.status, ok.text).toBe(201);
  });
});

describe('path ids', () => {
  it('a payout decision names its withdrawal by digits only, and decides nothing otherwise', async () => {
    const staff = await signedIn('staff');
    const db = await getDb();
    // The seeded withdrawals among them (ids 1, 3, 10 …): a coerced id refused or paid one.
    const payouts = () => db.select({ id: s.payouts.id, status: s.payouts.status }).from(s.payouts).orderBy(s.payouts.id);
    const before = await payouts();
    for (const id of ['0x1', '1e1', '%5B3%5D', 'true', '01', '+1', '0x3']) {
      const r = await call<Answer<null>>('POST', `/api/v1/admin/shop/payouts/${id}/decision`, {
        token: staff.token,
        body: { decision: 'rejected', note: 'Testing the id' },
      });
      expect(r.status, id).toBe(422);
      expect(Object.keys(r.body.errors ?? {}), id).toEqual(['id']);
    }
    expect(await payouts()).toEqual(before);
  });

  it('an account is closed by its own id only, never by its hex or exponent spelling', async () => {
    const admin = await signedIn('admin');
    const victim = await registerUser();
    const db = await getDb();
    for (const id of [`0x${victim.id.toString(16)}`, `${victim.id}e0`, `${victim.id}.0`]) {
      const r = await call<Answer<null>>('POST', `/api/v1/admin/users/${id}/disabled`, { token: admin.token, body: { disabled: true } });
      expect(r.status, id).toBe(422);
      expect(Object.keys(r.body.errors ?? {}), id).toContain('id');
    }
    const [row] = await db.select({ disabledAt: s.users.disabledAt }).from(s.users).where(eq(s.users.id, victim.id));
    expect(row?.disabledAt).toBeNull();
    expect((await call('POST', `/api/v1/admin/users/${victim.id}/disabled`, { token: admin.token, body: { disabled: true } })).status).toBe(200);
  });
});
