// The checkout and result pages as a browser gets them: prefilled for a signed-in donor, never
// cached for anyone, and a plain form post (no JavaScript) makes an order and goes to pay it.
import { schema as s } from '@sahyog/db';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { orderBody } from '../support/gifts.ts';

beforeAll(async () => {
  await getTestApp();
});

async function page(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
}

describe('/checkout', () => {
  it('is prefilled from the signed-in donor, and private', async () => {
    const c = await createCampaign();
    const user = await registerUser({ fullName: 'Prefilled Donor', email: uniqueEmail('prefill') });
    const token = await loginAs(user);
    const res = await page(`/checkout?campaign=${c.slug}&amount=3000`, { authorization: `Bearer ${token}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.body).toContain('value="Prefilled Donor"');
    expect(res.body).toContain(`value="${user.email}"`);
    expect(res.body).toContain(`value="${user.phone}"`);
    const anonymous = await page(`/checkout?campaign=${c.slug}&amount=3000`);
    expect(anonymous.body).not.toContain('Prefilled Donor');
    expect(anonymous.headers['cache-control']).toBe('private, no-store');
  });

  // DPDP Act s.6: consent is a clear affirmative action, so the box starts unticked (the spec's
  // "ticked by default" is the defect decision 0064 fixes), with the notice the record keeps.
  it.each([
    ['/checkout?campaign=SLUG&amount=3000', 'whatsapp'],
    ['/checkout?campaign=SLUG&amount=3000&mode=monthly', 'whatsappupdates'],
    ['/monthly-donation', 'whatsappupdates'],
    ['/hi/checkout?campaign=SLUG&amount=3000', 'whatsapp'],
  ])('%s: the WhatsApp box starts unticked, its notice beside it', async (url, name) => {
    const c = await createCampaign();
    const res = await page(url.replace('SLUG', c.slug));
    expect(res.statusCode).toBe(200);
    const box = new RegExp(`<input[^>]*name="${name}"[^>]*>`).exec(res.body)?.[0];
    expect(box, `no ${name} box on ${url}`).toBeDefined();
    expect(box).not.toMatch(/\schecked/);
    expect(res.body).toContain(url.startsWith('/hi/') ? 'इस पर निशान तभी लगाएँ जब आप ये चाहते हों' : 'Tick this only if you want them');
  });

  it('a bare /checkout (no campaign) sends the visitor to the campaign list', async () => {
    for (const url of ['/checkout', '/checkout?campaign=', '/checkout?amount=3000']) {
      const res = await page(url);
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe('/explore-campaigns');
    }
  });

  it('says what is wrong with the amount, and 404s for an unknown or draft campaign', async () => {
    const c = await createCampaign();
    expect((await page(`/checkout?campaign=${c.slug}&amount=200`)).body).toContain('Minimum donation amount is ₹300');
    expect((await page(`/checkout?campaign=${c.slug}`)).body).toContain('Please enter amount');
    expect((await page('/checkout?campaign=no-such-campaign&amount=3000')).statusCode).toBe(404);
    const draft = await createCampaign({ status: 'draft' });
    const res = await page(`/checkout?campaign=${draft.slug}&amount=3000`);
    expect(res.statusCode).toBe(404);
    expect(res.body).not.toContain(draft.title);
  });

  it('a form post without JavaScript makes one order per form and goes to its pay page', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const form = new URLSearchParams({
      campaign: c.slug,
      amount: '3000',
      tip: '3',
      urgent: '1000',
      user_name: 'Form Donor',
      user_email: uniqueEmail('form'),
      user_mobile: '9876543210',
      whatsapp: 'on',
      method: 'simulator',
      idempotency_key: unique('form-key'),
    }).toString();
    const post = () =>
      app.inject({
        method: 'POST',
        url: `/checkout?campaign=${c.slug}&amount=3000`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: form,
        remoteAddress: nextIp(),
      });
    const first = await post();
    // 303 (POST/redirect/GET): a reload of the pay page never offers to resend the form.
    expect(first.statusCode).toBe(303);
    const location = String(first.headers.location);
    expect(location).toMatch(/^\/pay\/SG[0-9A-Z]{14}$/);
    // The same form sent twice (a double tap, a resend) is the same order.
    expect(String((await post()).headers.location)).toBe(location);
    const pay = await page(location);
    expect(pay.statusCode).toBe(200);
    expect(pay.body).toContain('₹4,600');
    expect(pay.body).not.toContain('9876543210');
  });

  it('without JavaScript, a tip and an urgent amount typed "1,000" are ₹1,000 each, as the page showed them', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const fields = {
      campaign: c.slug,
      amount: '3333',
      tip: '4',
      tip_other: '1,000',
      urgent: 'other',
      urgent_other: '1,000',
      user_name: 'Typed Donor',
      user_email: uniqueEmail('typed'),
      user_mobile: '9876543210',
      method: 'simulator',
    };
    const post = (extra: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: `/checkout?campaign=${c.slug}&amount=3333`,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ ...fields, ...extra }).toString(),
        remoteAddress: nextIp(),
      });
    // No total (a browser without JavaScript), and the total a browser with it sends: ₹5,333.
    for (const total of ['', '5333.00']) {
      const res = await post({ total, idempotency_key: unique('typed-key') });
      expect(res.statusCode, res.body.includes('does not add up') ? 'total does not add up' : total).toBe(303);
      const pay = await page(String(res.headers.location));
      expect(pay.body).toContain('₹5,333');
    }
    // A total that is not the sum is still refused.
    const wrong = await post({ total: '4333.00', idempotency_key: unique('typed-key') });
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain('The total does not add up. Please check the amounts and try again.');
  });

  it.each([
    ['fifteen digits of rupees (beyond any exact number of paise)', '100000000000000'],
    ['eleven digits', '12345678901'],
  ])('an amount of %s is refused with the limit message, not a server error', async (_label, amount) => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const res = await app.inject({
      method: 'POST',
      url: `/checkout?campaign=${c.slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        campaign: c.slug,
        amount,
        tip: '3',
        user_name: 'Big Donor',
        user_email: uniqueEmail('big'),
        user_mobile: '9876543210',
        method: 'upi',
        idempotency_key: unique('big-key'),
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body.replaceAll('&#x27;', "'")).toContain('For a gift above ₹10,00,000, please contact us');
  });
});

describe('another way to pay', () => {
  it("keeps the campaign's items the donor chose: the pay page's and the failure page's links carry them back to the checkout", async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const db = await getDb();
    const [blanket] = await db
      .insert(s.campaignProducts)
      .values({ campaignId: c.id, title: 'Blanket', image: '/m.svg', pricePaise: 450_00, stock: 100 })
      .returning();
    const [meal] = await db.insert(s.campaignProducts).values({ campaignId: c.id, title: 'Meal', image: '/m.svg', pricePaise: 50_00, stock: 100 }).returning();
    const items = [
      { productId: blanket?.id, quantity: 2 },
      { productId: meal?.id, quantity: 3 },
    ];
    const created = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { 'idempotency-key': unique('items-key') },
      payload: orderBody(c.slug, { amountPaise: 1050_00, items }),
      remoteAddress: nextIp(),
    });
    expect(created.statusCode, created.body).toBe(201);
    const ref = created.json().data.reference as string;
    const expected = `/checkout?campaign=${c.slug}&amp;amount=1050&amp;items=${blanket?.id}x2,${meal?.id}x3`;
    expect((await page(`/pay/${ref}`)).body).toContain(`href="${expected}"`);
    // The checkout it leads to shows the same items again.
    const back = await page(expected.replaceAll('&amp;', '&'));
    expect(back.body).toContain('Blanket');
    expect(back.body).toContain('Meal');
    await app.inject({ method: 'POST', url: `/api/v1/payments/simulator/${ref}`, payload: { outcome: 'failure' }, remoteAddress: nextIp() });
    expect((await page(`/failure?order=${ref}`)).body).toContain(`href="${expected}"`);
  });
});
