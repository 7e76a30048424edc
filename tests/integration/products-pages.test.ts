// The seller's pages as a vendor, a buyer and an attacker see them: /seller invites a visitor
// without a shop to apply, shows a shop under review its state and an approved shop its
// dashboard; the product page takes photos as files (judged by their bytes), variations and
// publishing through plain forms; another shop's product is a 404.
import { productMessages as pm, sellerMessages as sm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/products/index.ts';
import { call, nextIp, postMultipart, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createShopCategory, createVendor, photo, productBody, type TestVendor, variantBody } from '../support/shop.ts';

let vendor: TestVendor;
let categoryId = 0;

beforeAll(async () => {
  await getTestApp();
  vendor = await createVendor('approved', 'Chanderi Collective');
  categoryId = (await createShopCategory('Home', 'Cushions')).child.id;
});

async function page(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
}

/** A multipart post as a browser sends the product page's forms. */
async function postForm(url: string, token: string, fields: Record<string, string | Blob>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, v, 'photo.jpg');
  }
  return postMultipart(url, token, fd);
}

/** A short form, as pages without uploads take them. */
async function postFields(url: string, token: string, fields: Record<string, string>) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
}

async function product(v: TestVendor, overrides: Record<string, unknown> = {}) {
  const res = await call<{ data: { id: number } }>('POST', '/api/v1/seller/products', { token: v.token, body: productBody(categoryId, overrides) });
  return res.body.data.id;
}

const html = (s: string) => s.replaceAll('&', '&amp;').replaceAll('’', '’');

describe('/seller', () => {
  it('invites a visitor and a buyer without a shop to apply', async () => {
    for (const token of [undefined, (await signedIn('user')).token]) {
      const res = await page('/seller', token);
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain(sm.noShopTitle);
      expect(res.body).toMatch(/href="\/sell"/);
    }
  });

  it('shows a shop under review or suspended its state, and no dashboard', async () => {
    const waiting = await createVendor('submitted');
    const res = await page('/seller', waiting.token);
    expect(res.body).toContain(html(sm.status.submitted));
    expect(res.body).not.toContain(sm.lowStockTitle);
    const paused = await createVendor('suspended');
    expect((await page('/seller', paused.token)).body).toContain(html(sm.status.suspended));
  });

  it('gives an approved shop its dashboard: products by state and what runs low', async () => {
    const id = await product(vendor, { title: 'Block-printed cushion cover' });
    await call('POST', `/api/v1/seller/products/${id}/variants`, { token: vendor.token, body: variantBody({ sku: 'CUSH-LOW', stock: 2 }) });
    const res = await page('/seller', vendor.token);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(sm.lowStockTitle);
    expect(res.body).toContain('CUSH-LOW');
    expect(res.body).toContain(sm.lowStockLeft(2));
    expect(res.headers['cache-control']).toContain('no-store');
  });
});

describe('the dashboard’s figures', () => {
  it('counts views and clicks of the last 30 days only, likes and products by state', async () => {
    const shop = await createVendor('approved', 'Figures Shop');
    const id = await product(shop, { title: 'Counted' });
    const db = await getDb();
    const day = (daysAgo: number) => new Date(Date.now() + 5.5 * 3_600_000 - daysAgo * 86_400_000).toISOString().slice(0, 10);
    await db.insert(s.productStatsDaily).values([
      { productId: id, day: day(0), views: 7, clicks: 2 },
      { productId: id, day: day(29), views: 5, clicks: 1 },
      { productId: id, day: day(40), views: 100, clicks: 50 },
    ]);
    await db.update(s.products).set({ likes: 3 }).where(eq(s.products.id, id));
    const d = await (await getTestApp()).app.products.seller.dashboard(shop.user.id);
    expect(d).toMatchObject({ views30: 12, clicks30: 3, likes: 3, counts: { draft: 1, published: 0, archived: 0 } });
  });
});

describe('the product page', () => {
  it('adds photos by their bytes, refuses a file that is not a picture, and publishes', async () => {
    const id = await product(vendor, { title: 'Chanderi dupatta' });
    const url = `/seller/products/${id}`;
    const fake = await postForm(url, vendor.token, { intent: 'photo', photo: new Blob([Buffer.from('GIF89a not really a picture')]) });
    expect(fake.statusCode).toBe(200);
    expect(fake.body).toContain(pm.imageType);
    const row = async () => (await (await getDb()).select().from(s.products).where(eq(s.products.id, id)))[0];
    expect((await row())?.images).toEqual([]);
    const real = await postForm(url, vendor.token, { intent: 'photo', photo: new Blob([new Uint8Array(await photo())]) });
    expect(real.statusCode).toBe(302);
    expect((await row())?.images).toHaveLength(1);
    const variant = await postForm(url, vendor.token, {
      intent: 'variant-add',
      attr1Name: 'Colour',
      attr1Value: 'Rani pink',
      sku: 'dup-1',
      mrp: '1,800',
      price: '2,000',
      stock: '4',
      weightGrams: '150',
    });
    expect(variant.body).toContain(pm.priceOverMrp);
    const ok = await postForm(url, vendor.token, {
      intent: 'variant-add',
      attr1Name: 'Colour',
      attr1Value: 'Rani pink',
      sku: 'dup-1',
      mrp: '1,800',
      price: '1,450',
      stock: '4',
    });
    expect(ok.statusCode).toBe(302);
    const live = await postForm(url, vendor.token, { intent: 'publish' });
    expect(live.statusCode).toBe(302);
    expect(await row()).toMatchObject({ status: 'published', slug: expect.stringMatching(/^chanderi-dupatta/), minPricePaise: 145_000, inStock: true });
    const shown = await page(url, vendor.token);
    expect(shown.body).toContain('Rani pink');
  });

  it("answers another shop's product as not found, to reads and to form posts", async () => {
    const id = await product(vendor, { title: 'Not yours' });
    const thief = await createVendor('approved', 'Thief Traders');
    expect((await page(`/seller/products/${id}`, thief.token)).statusCode).toBe(404);
    const res = await postForm(`/seller/products/${id}`, thief.token, {
      intent: 'details',
      ...Object.fromEntries(Object.entries(productBody(categoryId, { title: 'Mine' })).map(([k, v]) => [k, String(v)])),
    });
    expect(res.statusCode).toBe(404);
    const [r] = await (await getDb()).select().from(s.products).where(eq(s.products.id, id));
    expect(r?.title).toBe('Not yours');
    // A buyer without a shop goes to the dashboard's invitation.
    const buyer = await signedIn('user');
    expect((await page(`/seller/products/${id}`, buyer.token)).headers.location).toBe('/seller');
  });

  it('adds a product from the new-product form', async () => {
    const res = await postFields('/seller/products/new', vendor.token, {
      kind: 'product',
      title: 'Kantha quilt',
      description: 'Hand-stitched.\n\nSingle bed size.',
      categoryId: String(categoryId),
      tags: 'kantha, quilt',
      hsnCode: '6304',
      gstRate: '12',
      countryOfOrigin: 'India',
    });
    expect(res.statusCode).toBe(302);
    const id = Number(String(res.headers.location).split('/').pop());
    const [r] = await (await getDb()).select().from(s.products).where(eq(s.products.id, id));
    expect(r).toMatchObject({ title: 'Kantha quilt', descriptionHtml: '<p>Hand-stitched.</p><p>Single bed size.</p>', gstRateBp: 1200, status: 'draft' });
    const bad = await postFields('/seller/products/new', vendor.token, {
      kind: 'product',
      title: 'x',
      categoryId: String(categoryId),
      hsnCode: '12',
      gstRate: '7',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(pm.hsnInvalid);
  });
});
