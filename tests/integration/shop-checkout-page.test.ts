// The shop's checkout page as a browser without JavaScript posts it: a first-time buyer with no
// saved address types it into the one form and pays; the Pay button is never a dead button.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/shop/index.ts';
import { loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { add, listedProduct, seller } from '../support/shop-buying.ts';
import { createShopCategory } from '../support/shop-listings.ts';

let categoryId = 0;
beforeAll(async () => {
  await getTestApp();
  categoryId = (await createShopCategory()).id;
});

async function post(token: string, fields: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: '/shop/checkout',
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
}

describe('the shop checkout for a buyer with no saved address', () => {
  it('is one form: the address typed beside the way to pay; a wrong PIN is named and nothing is saved, then Pay goes to the payment', async () => {
    const { app } = await getTestApp();
    const weaver = await seller('Checkout Looms');
    const item = await listedProduct(weaver, categoryId, 1850_00, 3);
    const user = await registerUser({ fullName: 'First Buyer' });
    const token = await loginAs(user);
    expect((await add(token, item.variantId)).status).toBeLessThan(300);
    const page = await app.inject({ method: 'GET', url: '/shop/checkout', headers: { authorization: `Bearer ${token}` } });
    // The address fields are inside the form that pays, whose Pay button is not disabled.
    const payForm = /<form[^>]*method="post"[^>]*>(?:(?!<\/form>)[\s\S])*value="pay"(?:(?!<\/form>)[\s\S])*<\/form>/.exec(page.body)?.[0] ?? '';
    expect(payForm).toContain('name="line1"');
    expect(payForm).toContain('name="pinCode"');
    expect(payForm).toMatch(/<button type="submit" value="pay"[^>]*>/);
    expect(/<button type="submit" value="pay"[^>]*>/.exec(payForm)?.[0]).not.toContain('disabled');
    expect(page.body).not.toContain('Save address');
    const fields = {
      name: 'First Buyer',
      phone: '9829011111',
      line1: '22 Shyamla Hills',
      city: 'Bhopal',
      state: 'Madhya Pradesh',
      method: 'simulator',
      intent: 'pay',
      key: crypto.randomUUID(),
    };
    const wrong = await post(token, { ...fields, pinCode: '062001' });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('A PIN code is 6 digits and does not start with 0');
    // What was typed stays in the form.
    expect(wrong.body).toContain('value="22 Shyamla Hills"');
    const db = await getDb();
    expect(await db.select().from(s.addresses).where(eq(s.addresses.userId, user.id))).toHaveLength(0);
    const right = await post(token, { ...fields, pinCode: '462013' });
    expect(right.statusCode).toBe(303);
    expect(String(right.headers.location)).toMatch(/^\/pay\/SG[0-9A-Z]{14}$/);
    const saved = await db.select().from(s.addresses).where(eq(s.addresses.userId, user.id));
    expect(saved.map((a) => [a.line1, a.pinCode])).toEqual([['22 Shyamla Hills', '462013']]);
  });

  it('a Pay that cannot pay says why: an item sold out since it was added', async () => {
    const { app } = await getTestApp();
    const weaver = await seller('Sold Out Looms');
    const item = await listedProduct(weaver, categoryId, 500_00, 1);
    const user = await registerUser({ fullName: 'Late Buyer' });
    const token = await loginAs(user);
    expect((await add(token, item.variantId)).status).toBeLessThan(300);
    await (await getDb()).update(s.productVariants).set({ stock: 0 }).where(eq(s.productVariants.id, item.variantId));
    const page = await app.inject({ method: 'GET', url: '/shop/checkout', headers: { authorization: `Bearer ${token}` } });
    expect(page.body).toContain('Some items are no longer available as you chose them: change them in your cart to pay.');
    const pay = /<button type="submit" value="pay"[^>]*>/.exec(page.body)?.[0] ?? '';
    expect(pay).toContain('disabled');
    expect(pay).toContain('aria-describedby="pay-blocked"');
  });
});
