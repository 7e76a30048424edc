// The vendor's catalogue through its API, as a seller and as their attackers would use it:
// drafts, variations and the derived price range and stock flag, copies, archive, publish (only
// an approved shop, only a complete product), another shop's product by id, a buyer at the
// seller's routes, bad input refused with field errors and nothing written, and the public stock
// check that tells nothing about what is not on sale.
import { productMessages as pm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { createBrand, createShopCategory, createVendor, photo, productBody, setVendorStatus, type TestVendor, variantBody } from '../support/shop.ts';

interface Variant {
  id: number;
  sku: string;
  attributes: Record<string, string>;
  mrpPaise: number;
  pricePaise: number;
  stock: number;
}
interface Product {
  id: number;
  slug: string | null;
  title: string;
  status: string;
  descriptionHtml: string;
  tags: string[];
  gstRateBp: number;
  minPricePaise: number | null;
  maxPricePaise: number | null;
  inStock: boolean;
  images: { jpeg: string; webp: string }[];
  variantList: Variant[];
}

let vendor: TestVendor;
let other: TestVendor;
let categoryId = 0;
let topId = 0;
let brandId = 0;

beforeAll(async () => {
  await getTestApp();
  vendor = await createVendor('approved', 'Kashi Weavers');
  other = await createVendor('approved', 'Other Crafts');
  const cats = await createShopCategory('Textiles', 'Shawls');
  categoryId = cats.child.id;
  topId = cats.top.id;
  brandId = (await createBrand('Kashi Looms')).id;
});

const api = (token: string) => ({
  get: (url: string) => call<Answer<Product>>('GET', url, { token }),
  post: (url: string, body: unknown = undefined) => call<Answer<Product>>('POST', url, { token, ...(body === undefined ? {} : { body }) }),
  put: (url: string, body: unknown) => call<Answer<Product>>('PUT', url, { token, body }),
  del: (url: string) => call<Answer<Product>>('DELETE', url, { token }),
});

async function newProduct(v: TestVendor, overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await api(v.token).post('/api/v1/seller/products', productBody(categoryId, { brandId, ...overrides }));
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function addVariant(v: TestVendor, id: number, overrides: Record<string, unknown> = {}): Promise<Product> {
  const res = await api(v.token).post(`/api/v1/seller/products/${id}/variants`, variantBody(overrides));
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function addPhoto(v: TestVendor, id: number) {
  const res = await api(v.token).post(`/api/v1/seller/products/${id}/images`, { image: (await photo()).toString('base64') });
  expect(res.status, res.text).toBe(201);
  return res.body.data;
}

async function row(id: number) {
  const [r] = await (await getDb()).select().from(s.products).where(eq(s.products.id, id));
  if (!r) throw new Error('no product');
  return r;
}

async function variantCount(id: number) {
  const [r] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.productVariants).where(eq(s.productVariants.productId, id));
  return Number(r?.n ?? 0);
}

describe('a draft and its variations', () => {
  it('creates a draft with a sanitized description, tags, GST in basis points and search words from brand and both categories', async () => {
    const p = await newProduct(vendor);
    expect(p.status).toBe('draft');
    expect(p.slug).toBeNull();
    expect(p.descriptionHtml).toContain('<strong>hand</strong>');
    expect(p.descriptionHtml).not.toContain('script');
    expect(p.tags).toEqual(['pashmina', 'handloom', 'gift']);
    expect(p.gstRateBp).toBe(500);
    expect(p.minPricePaise).toBeNull();
    expect(p.inStock).toBe(false);
    const r = await row(p.id);
    for (const word of ['Handwoven', 'pashmina', 'Kashi Looms', 'Shawls', 'शॉल', 'Textiles', 'वस्त्र']) expect(r.searchText).toContain(word);
  });

  it('keeps min/max price and in-stock in step with its variations', async () => {
    const p = await newProduct(vendor);
    let v = await addVariant(vendor, p.id, { attributes: { Size: 'S' }, mrp: '2,500', price: '1,999.50', stock: 0 });
    expect([v.minPricePaise, v.maxPricePaise, v.inStock]).toEqual([199_950, 199_950, false]);
    v = await addVariant(vendor, p.id, { attributes: { Size: 'M' }, mrp: 2600, price: 2400, stock: 3 });
    expect([v.minPricePaise, v.maxPricePaise, v.inStock]).toEqual([199_950, 240_000, true]);
    // The list counts its own variations and stock (not another product's).
    const listed = await call<Answer<{ id: number; variants: number; stock: number }[]>>('GET', '/api/v1/seller/products?status=draft', {
      token: vendor.token,
    });
    expect(listed.body.data.find((x) => x.id === p.id)).toMatchObject({ variants: 2, stock: 3 });
    const m = v.variantList.find((x) => x.attributes.Size === 'M');
    if (!m) throw new Error('no M');
    const res = await api(vendor.token).put(
      `/api/v1/seller/products/${p.id}/variants/${m.id}`,
      variantBody({ sku: m.sku, mrp: '3000', price: '2900', stock: 0 }),
    );
    expect(res.status, res.text).toBe(200);
    expect([res.body.data.maxPricePaise, res.body.data.inStock]).toEqual([290_000, false]);
    const gone = await api(vendor.token).del(`/api/v1/seller/products/${p.id}/variants/${m.id}`);
    expect(gone.status).toBe(200);
    expect([gone.body.data.minPricePaise, gone.body.data.maxPricePaise]).toEqual([199_950, 199_950]);
    const r = await row(p.id);
    expect([r.minPricePaise, r.maxPricePaise, r.inStock]).toEqual([199_950, 199_950, false]);
  });

  it('prices a listing by its own price or on request, and keeps it available', async () => {
    const res = await api(vendor.token).post(
      '/api/v1/seller/products',
      productBody(categoryId, { kind: 'listing', title: 'Blouse stitching', listingPrice: '450' }),
    );
    expect(res.status, res.text).toBe(201);
    expect([res.body.data.minPricePaise, res.body.data.inStock]).toEqual([45_000, true]);
    const none = await api(vendor.token).post('/api/v1/seller/products', productBody(categoryId, { kind: 'listing', title: 'Repairs' }));
    expect(none.status).toBe(422);
    expect((none.body as unknown as Answer<null>).errors?.listingPrice).toBe(pm.listingPriceNeeded);
    const onRequest = await api(vendor.token).post(
      '/api/v1/seller/products',
      productBody(categoryId, { kind: 'listing', title: 'Repairs', priceOnRequest: true }),
    );
    expect(onRequest.status).toBe(201);
    expect(onRequest.body.data.minPricePaise).toBeNull();
  });

  it('copies a product as a new draft with "(copy)" and new SKUs, and archives one', async () => {
    const p = await newProduct(vendor, { title: 'Indigo stole' });
    await addVariant(vendor, p.id, { sku: 'STOLE-M' });
    await addPhoto(vendor, p.id);
    const copy = await api(vendor.token).post(`/api/v1/seller/products/${p.id}/copy`);
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body.data.id).not.toBe(p.id);
    expect(copy.body.data.title).toBe('Indigo stole (copy)');
    expect(copy.body.data.status).toBe('draft');
    expect(copy.body.data.variantList.map((v) => v.sku)).toEqual(['STOLE-M-COPY']);
    expect(copy.body.data.images).toHaveLength(1);
    expect(copy.body.data.minPricePaise).toBe(199_950);
    const archived = await api(vendor.token).post(`/api/v1/seller/products/${p.id}/archive`);
    expect(archived.body.data.status).toBe('archived');
    const edit = await api(vendor.token).put(`/api/v1/seller/products/${p.id}`, productBody(categoryId));
    expect(edit.status).toBe(409);
  });
});

describe('publishing', () => {
  it('needs a photo and a price, then gives the address from the title once and keeps it', async () => {
    const p = await newProduct(vendor, { title: 'Banarasi Silk Saree' });
    const early = await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`);
    expect(early.status).toBe(409);
    expect((early.body as unknown as Answer<null>).code).toBe('product_state');
    await addVariant(vendor, p.id);
    expect((await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`)).status).toBe(409);
    await addPhoto(vendor, p.id);
    const live = await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`);
    expect(live.status, live.text).toBe(200);
    expect(live.body.data.status).toBe('published');
    expect(live.body.data.slug).toMatch(/^banarasi-silk-saree(-\d+)?$/);
    // Renamed afterwards, the address stays.
    const renamed = await api(vendor.token).put(`/api/v1/seller/products/${p.id}`, productBody(categoryId, { title: 'Another name' }));
    expect(renamed.body.data.slug).toBe(live.body.data.slug);
    // The same title again takes the next free address.
    const twin = await newProduct(vendor, { title: 'Banarasi Silk Saree' });
    await addVariant(vendor, twin.id);
    await addPhoto(vendor, twin.id);
    const second = await api(vendor.token).post(`/api/v1/seller/products/${twin.id}/publish`);
    expect(second.body.data.slug).not.toBe(live.body.data.slug);
    expect(second.body.data.slug).toMatch(/^banarasi-silk-saree-\d+$/);
  });

  it('refuses an unapproved or suspended shop', async () => {
    for (const status of ['submitted', 'rejected', 'suspended'] as const) {
      const shop = await createVendor(status);
      const p = await newProduct(shop);
      await addVariant(shop, p.id);
      await addPhoto(shop, p.id);
      const res = await api(shop.token).post(`/api/v1/seller/products/${p.id}/publish`);
      expect(res.status, status).toBe(409);
      expect((res.body as unknown as Answer<null>).message).toBe(pm.notApproved);
      expect((await row(p.id)).status).toBe('draft');
    }
  });
});

describe('attackers', () => {
  it('gives a buyer with no shop 403 at every seller route, and writes nothing', async () => {
    const buyer = await signedIn('user');
    const mine = await newProduct(vendor);
    const withVariant = await addVariant(vendor, mine.id, { stock: 4 });
    const variant = withVariant.variantList[0];
    if (!variant) throw new Error('no variant');
    const b = api(buyer.token);
    const before = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.products);
    expect((await b.get('/api/v1/seller/products')).status).toBe(403);
    expect((await b.post('/api/v1/seller/products', productBody(categoryId))).status).toBe(403);
    expect((await b.put(`/api/v1/seller/products/${mine.id}/variants/${variant.id}`, variantBody({ sku: variant.sku, stock: 999, price: '1' }))).status).toBe(
      403,
    );
    expect((await b.post(`/api/v1/seller/products/${mine.id}/variants`, variantBody())).status).toBe(403);
    expect((await b.put(`/api/v1/seller/products/${mine.id}`, productBody(categoryId, { title: 'Mine now' }))).status).toBe(403);
    const after = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.products);
    expect(after).toEqual(before);
    const [v] = await (await getDb()).select().from(s.productVariants).where(eq(s.productVariants.id, variant.id));
    expect([v?.stock, v?.pricePaise]).toEqual([4, 199_950]);
    // Signed out: 401.
    expect((await call('GET', '/api/v1/seller/products')).status).toBe(401);
  });

  it("answers another shop's product as not found, for every read and write, and leaves it as it was", async () => {
    const theirs = await newProduct(other, { title: 'Their shawl' });
    const withV = await addVariant(other, theirs.id, { stock: 7 });
    const v = withV.variantList[0];
    if (!v) throw new Error('no variant');
    const a = api(vendor.token);
    const base = `/api/v1/seller/products/${theirs.id}`;
    const attempts = [
      await a.get(base),
      await a.put(base, productBody(categoryId, { title: 'Stolen' })),
      await a.post(`${base}/copy`),
      await a.post(`${base}/archive`),
      await a.post(`${base}/publish`),
      await a.post(`${base}/variants`, variantBody()),
      await a.put(`${base}/variants/${v.id}`, variantBody({ sku: v.sku, stock: 0 })),
      await a.del(`${base}/variants/${v.id}`),
      await a.put(`${base}/images`, { images: [] }),
      await a.post(`${base}/images`, { image: (await photo()).toString('base64') }),
    ];
    for (const res of attempts) expect(res.status, res.text).toBe(404);
    const r = await row(theirs.id);
    expect([r.title, r.status, r.images.length]).toEqual(['Their shawl', 'draft', 0]);
    expect(await variantCount(theirs.id)).toBe(1);
    // Nor does the list show it, and a package cannot hold their variation.
    const list = await call<Answer<{ id: number }[]>>('GET', '/api/v1/seller/products', { token: vendor.token });
    expect(list.body.data.some((p) => p.id === theirs.id)).toBe(false);
    const pkg = await newProduct(vendor, { kind: 'package', title: 'Gift set' });
    const held = await a.put(`/api/v1/seller/products/${pkg.id}/package`, { items: [{ variantId: v.id, quantity: 1 }] });
    expect(held.status).toBe(422);
  });

  it('refuses bad input with field errors and writes nothing', async () => {
    const p = await newProduct(vendor);
    await addVariant(vendor, p.id, { sku: 'TAKEN-1' });
    const a = api(vendor.token);
    const url = `/api/v1/seller/products/${p.id}/variants`;
    const cases: [Record<string, unknown>, string, string][] = [
      [variantBody({ mrp: '1000', price: '1200' }), 'price', pm.priceOverMrp],
      [variantBody({ stock: -1 }), 'stock', pm.stockInvalid],
      [variantBody({ stock: '2.5' }), 'stock', pm.stockInvalid],
      [variantBody({ price: '0' }), 'price', pm.pricePositive],
      [variantBody({ mrp: 'abc' }), 'mrp', pm.priceFormat],
      [variantBody({ sku: 'taken-1' }), 'sku', pm.skuTaken],
    ];
    for (const [body, field, message] of cases) {
      const res = await a.post(url, body);
      expect(res.status, JSON.stringify(body)).toBe(422);
      expect((res.body as unknown as Answer<null>).errors?.[field], field).toBe(message);
    }
    expect(await variantCount(p.id)).toBe(1);
    const count = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.products))[0]?.n;
    const before = await count();
    const productCases: [Record<string, unknown>, string, string][] = [
      [{ hsnCode: '62141' }, 'hsnCode', pm.hsnInvalid],
      [{ hsnCode: 'ABCD' }, 'hsnCode', pm.hsnInvalid],
      [{ gstRate: '7' }, 'gstRate', pm.gstInvalid],
      [{ gstRate: 10 }, 'gstRate', pm.gstInvalid],
      [{ countryOfOrigin: 'Atlantis' }, 'countryOfOrigin', pm.countryInvalid],
      [{ title: '' }, 'title', pm.titleRequired],
      [{ title: 'x'.repeat(151) }, 'title', pm.titleLong],
      [{ categoryId: 2_000_000_000 }, 'categoryId', pm.categoryUnknown],
    ];
    for (const [overrides, field, message] of productCases) {
      const res = await a.post('/api/v1/seller/products', productBody(categoryId, overrides));
      expect(res.status, JSON.stringify(overrides)).toBe(422);
      expect((res.body as unknown as Answer<null>).errors?.[field], field).toBe(message);
    }
    // Control characters (a NUL that PostgreSQL refuses, a bell) are a field error before any SQL.
    for (const [field, value] of [
      ['title', 'Kurta\u0000'],
      ['description', 'Soft\u0007 cotton'],
      ['hsnCode', '6109\u0000'],
    ] as const) {
      const res = await a.post('/api/v1/seller/products', productBody(categoryId, { [field]: value }));
      expect(res.status, field).toBe(422);
      expect((res.body as unknown as Answer<null>).errors?.[field], field).toBeTruthy();
    }
    expect(await count()).toBe(before);
    // A file that is not a picture: refused by its bytes, no photo kept.
    const fake = await a.post(`/api/v1/seller/products/${p.id}/images`, { image: Buffer.from('%PDF-1.4 not a photo at all').toString('base64') });
    expect(fake.status).toBe(422);
    expect((fake.body as unknown as Answer<null>).errors?.image).toBe(pm.imageType);
    expect((await row(p.id)).images).toEqual([]);
    // GST's lawful fractions are accepted: 0.25 % is 25 basis points.
    const quarter = await a.post('/api/v1/seller/products', productBody(categoryId, { gstRate: '0.25', hsnCode: '71023910' }));
    expect(quarter.body.data.gstRateBp).toBe(25);
  });
});

describe('photos', () => {
  it('re-encodes each upload to JPEG and WebP, reorders, and removes what is left out', async () => {
    const p = await newProduct(vendor);
    await addPhoto(vendor, p.id);
    const two = await addPhoto(vendor, p.id);
    expect(two.images).toHaveLength(2);
    for (const img of two.images) {
      expect(img.jpeg).toMatch(/\.jpg$/);
      expect(img.webp).toMatch(/\.webp$/);
    }
    const [first, second] = two.images;
    if (!first || !second) throw new Error('two photos');
    const swapped = await api(vendor.token).put(`/api/v1/seller/products/${p.id}/images`, { images: [second.jpeg, first.jpeg] });
    expect(swapped.body.data.images.map((i) => i.jpeg)).toEqual([second.jpeg, first.jpeg]);
    const one = await api(vendor.token).put(`/api/v1/seller/products/${p.id}/images`, { images: [first.jpeg] });
    expect(one.body.data.images.map((i) => i.jpeg)).toEqual([first.jpeg]);
    const unknown = await api(vendor.token).put(`/api/v1/seller/products/${p.id}/images`, { images: ['/media/elsewhere.jpg'] });
    expect(unknown.status).toBe(422);
  });
});

describe('stock check', () => {
  it('answers what is on sale, and nothing about drafts, a suspended shop or unknown variations', async () => {
    const shop = await createVendor('approved', 'Stock Shop');
    const live = await newProduct(shop, { title: 'Live one' });
    const lv = (await addVariant(shop, live.id, { stock: 3 })).variantList[0];
    await addPhoto(shop, live.id);
    expect((await api(shop.token).post(`/api/v1/seller/products/${live.id}/publish`)).status).toBe(200);
    const draft = await newProduct(shop, { title: 'Draft one' });
    const dv = (await addVariant(shop, draft.id, { stock: 50 })).variantList[0];
    if (!lv || !dv) throw new Error('variants');
    const check = (lines: unknown) =>
      call<Answer<{ variantId: number; available: boolean; stock: number | null }[]>>('POST', '/api/v1/shop/stock', { body: { lines } });
    const res = await check([
      { variantId: lv.id, quantity: 2 },
      { variantId: lv.id, quantity: 4 },
      { variantId: dv.id, quantity: 1 },
      { variantId: 2_000_000_000, quantity: 1 },
    ]);
    expect(res.status).toBe(200);
    expect(res.body.data.map((l) => [l.available, l.stock])).toEqual([
      [true, 3],
      [false, 3],
      [false, null],
      [false, null],
    ]);
    await setVendorStatus(shop.id, 'suspended');
    const hidden = await check([{ variantId: lv.id, quantity: 1 }]);
    expect(hidden.body.data[0]).toMatchObject({ available: false, stock: null });
    expect((await check([])).status).toBe(422);
    expect((await check([{ variantId: lv.id, quantity: 0 }])).status).toBe(422);
  });
});

describe('the console', () => {
  let staffToken = '';
  beforeAll(async () => {
    staffToken = (await signedIn('staff')).token;
  });

  it('lists every shop’s products, drafts included, and pages by key', async () => {
    const p = await newProduct(other, { title: 'Console sees drafts' });
    const res = await call<Answer<{ id: number; vendorName: string; status: string }[]> & { next: string | null }>(
      'GET',
      `/api/v1/admin/shop/products?vendor=${other.id}`,
      { token: staffToken },
    );
    expect(res.status).toBe(200);
    const found = res.body.data.find((x) => x.id === p.id);
    expect(found).toMatchObject({ vendorName: 'Other Crafts', status: 'draft' });
    expect((await call('GET', '/api/v1/admin/shop/products?after=nonsense', { token: staffToken })).status).toBe(422);
    expect((await call('GET', '/api/v1/admin/shop/products', { token: vendor.token })).status).toBe(403);
  });

  it('hides, takes down with a reason, features and restores, each audited with before and after', async () => {
    const p = await newProduct(other, { title: 'Moderated' });
    const moderate = (body: unknown) =>
      call<Answer<{ moderation: string; featured: boolean; moderationReason: string | null }>>('POST', `/api/v1/admin/shop/products/${p.id}/moderation`, {
        token: staffToken,
        body,
      });
    const noReason = await moderate({ action: 'take_down' });
    expect(noReason.status).toBe(422);
    expect((await row(p.id)).moderation).toBe('visible');
    const down = await moderate({ action: 'take_down', reason: 'Counterfeit brand' });
    expect(down.body.data).toMatchObject({ moderation: 'taken_down', moderationReason: 'Counterfeit brand' });
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(eq(s.auditEvents.subjectId, String(p.id)))
      .orderBy(sql`${s.auditEvents.id} desc`)
      .limit(1);
    expect(audit).toMatchObject({ action: 'product.moderate', subjectType: 'product', before: { moderation: 'visible' } });
    expect(audit?.after).toMatchObject({ moderation: 'taken_down', moderationReason: 'Counterfeit brand' });
    // The vendor sees why.
    const seen = await api(other.token).get(`/api/v1/seller/products/${p.id}`);
    expect(seen.body.data).toMatchObject({ moderation: 'taken_down', moderationReason: 'Counterfeit brand' });
    expect((await moderate({ action: 'restore' })).body.data).toMatchObject({ moderation: 'visible', moderationReason: null });
    expect((await moderate({ action: 'feature' })).body.data.featured).toBe(true);
    const buyer = await signedIn('user');
    expect((await call('POST', `/api/v1/admin/shop/products/${p.id}/moderation`, { token: buyer.token, body: { action: 'hide', reason: 'x' } })).status).toBe(
      403,
    );
  });

  it('never lets a Copy publish what staff took down: a taken-down product is not copied, a hidden one’s copy stays hidden', async () => {
    const moderate = (id: number, body: unknown) => call('POST', `/api/v1/admin/shop/products/${id}/moderation`, { token: staffToken, body });
    const countOf = async () =>
      Number((await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.products).where(eq(s.products.vendorId, other.id)))[0]?.n);
    const down = await newProduct(other, { title: 'Fake brand scarf' });
    await addVariant(other, down.id, { sku: 'FAKE-1' });
    await addPhoto(other, down.id);
    expect((await api(other.token).post(`/api/v1/seller/products/${down.id}/publish`)).status).toBe(200);
    expect((await moderate(down.id, { action: 'take_down', reason: 'Counterfeit brand' })).status).toBe(200);
    const before = await countOf();
    const refused = await api(other.token).post(`/api/v1/seller/products/${down.id}/copy`);
    expect(refused.status).toBe(409);
    expect((refused.body as unknown as Answer<null>).message).toBe(pm.copyTakenDown);
    expect(await countOf()).toBe(before);

    // Hidden: the copy carries staff's word and reason, so publishing it lists nothing.
    const hidden = await newProduct(other, { title: 'Hidden wrap' });
    await addVariant(other, hidden.id, { sku: 'WRAP-1' });
    await addPhoto(other, hidden.id);
    expect((await moderate(hidden.id, { action: 'hide', reason: 'Photo shows a phone number' })).status).toBe(200);
    const copy = await api(other.token).post(`/api/v1/seller/products/${hidden.id}/copy`);
    expect(copy.status, copy.text).toBe(201);
    expect(copy.body.data).toMatchObject({ moderation: 'hidden', moderationReason: 'Photo shows a phone number' });
    const live = await api(other.token).post(`/api/v1/seller/products/${copy.body.data.id}/publish`);
    expect(live.body.data.status).toBe('published');
    // A visible product still copies as visible, and its published copy is listed beside where the hidden one is not.
    const plain = await newProduct(other, { title: 'Plain wrap' });
    await addVariant(other, plain.id, { sku: 'PLAIN-1' });
    await addPhoto(other, plain.id);
    const plainCopy = await api(other.token).post(`/api/v1/seller/products/${plain.id}/copy`);
    expect(plainCopy.body.data).toMatchObject({ moderation: 'visible', moderationReason: null });
    const plainLive = await api(other.token).post(`/api/v1/seller/products/${plainCopy.body.data.id}/publish`);
    const listed = await call<Answer<{ items: { slug: string }[] }>>('GET', `/api/v1/shop/products?vendor=${other.id}`);
    expect(listed.status, listed.text).toBe(200);
    const slugs = listed.body.data.items.map((x) => x.slug);
    expect(slugs).toContain(plainLive.body.data.slug);
    expect(slugs).not.toContain(live.body.data.slug);
  });

  it('renames a category and the products in it are found by the new name', async () => {
    const p = await newProduct(vendor, { title: 'Renamed category item' });
    const res = await call('PUT', `/api/v1/admin/shop/categories/${categoryId}`, {
      token: staffToken,
      body: { name: 'Wraps and shawls', nameHi: 'दुशाले', parentId: topId, sort: 2 },
    });
    expect(res.status, res.text).toBe(200);
    const r = await row(p.id);
    expect(r.searchText).toContain('Wraps and shawls');
    expect(r.searchText).toContain('दुशाले');
    const sub = await call('POST', '/api/v1/admin/shop/categories', { token: staffToken, body: { name: 'Sub of sub', parentId: categoryId } });
    expect(sub.status).toBe(422);
    const inUse = await call('DELETE', `/api/v1/admin/shop/categories/${categoryId}`, { token: staffToken });
    expect(inUse.status).toBe(409);
    const listed = await call<Answer<{ id: number; products: number }[]>>('GET', '/api/v1/admin/shop/categories', { token: staffToken });
    const n = (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.products).where(eq(s.products.categoryId, categoryId)))[0]?.n;
    expect(listed.body.data.find((c) => c.id === categoryId)?.products).toBe(Number(n));
    expect(listed.body.data.find((c) => c.id === topId)?.products).toBe(0);
  });
});

describe('a product’s Hindi', () => {
  const page = async (url: string) => (await getTestApp()).app.inject({ method: 'GET', url });

  it('the vendor writes it beside the English (sanitized like it); /hi shows it, the English page and the API keep the English', async () => {
    const p = await newProduct(vendor, {
      title: 'Banarasi silk stole',
      description: '<p>Woven on a pit loom.</p>',
      titleHi: 'बनारसी रेशमी स्टोल',
      descriptionHi: '<p>गड्ढा करघे पर बुना गया।</p><script>alert(1)</script>',
    });
    expect(p).toMatchObject({ titleHi: 'बनारसी रेशमी स्टोल', descriptionHtmlHi: '<p>गड्ढा करघे पर बुना गया।</p>' });
    await addVariant(vendor, p.id);
    await addPhoto(vendor, p.id);
    const published = await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`);
    expect(published.status, published.text).toBe(200);
    const slug = published.body.data.slug;

    const hi = await page(`/hi/shop/products/${slug}`);
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toMatch(/<h1[^>]*>बनारसी रेशमी स्टोल<\/h1>/);
    expect(hi.body).toContain('गड्ढा करघे पर बुना गया।');
    expect(hi.body).not.toContain('data-content-language-notice');
    const en = await page(`/shop/products/${slug}`);
    expect(en.body).toMatch(/<h1[^>]*>Banarasi silk stole<\/h1>/);
    expect(en.body).not.toContain('बनारसी');
    const apiView = await call<Answer<{ title: string }>>('GET', `/api/v1/shop/products/${slug}`);
    expect(apiView.body.data.title).toBe('Banarasi silk stole');
    // The shop’s Hindi page lists it by its Hindi name.
    expect((await page(`/hi/shop/vendors/${vendor.slug}`)).body).toContain('बनारसी रेशमी स्टोल');
  });

  it('without its Hindi (or with half of it), /hi shows the English marked lang="en" and says so once', async () => {
    const p = await newProduct(vendor, { title: 'Kantha quilt', description: '<p>Old saris, stitched.</p>', titleHi: 'कांथा रजाई' });
    await addVariant(vendor, p.id);
    await addPhoto(vendor, p.id);
    const slug = (await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`)).body.data.slug;
    const hi = await page(`/hi/shop/products/${slug}`);
    expect(hi.body).toMatch(/<h1[^>]*lang="en"[^>]*>Kantha quilt<\/h1>/);
    expect(hi.body.match(/data-content-language-notice/g)).toHaveLength(1);
  });
});

describe('what the seller typed, as the buyer reads it', () => {
  const page = async (url: string) => (await getTestApp()).app.inject({ method: 'GET', url });

  it('a description in Markdown is shown as bold and a list, and comes back to the editor as typed', async () => {
    const typed = 'Handwoven **mul cotton** dupatta.\nIndigo dabu print.\n\n- 2.25 m long\n- finished edges';
    const p = await newProduct(vendor, { title: 'Dabu dupatta', description: typed });
    expect(p.descriptionHtml).toBe(
      '<p>Handwoven <strong>mul cotton</strong> dupatta.<br />Indigo dabu print.</p><ul><li>2.25 m long</li><li>finished edges</li></ul>',
    );
    const editor = await api(vendor.token).get(`/api/v1/seller/products/${p.id}`);
    // Saved back unchanged, it renders the same.
    const again = await api(vendor.token).put(
      `/api/v1/seller/products/${p.id}`,
      productBody(categoryId, { brandId, title: 'Dabu dupatta', description: (editor.body.data as unknown as { description: string }).description }),
    );
    expect(again.status, again.text).toBe(200);
    expect(again.body.data.descriptionHtml).toBe(p.descriptionHtml);
    await addVariant(vendor, p.id);
    await addPhoto(vendor, p.id);
    const slug = (await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`)).body.data.slug;
    const shown = (await page(`/shop/products/${slug}`)).body;
    expect(shown).toContain('<strong>mul cotton</strong>');
    expect(shown).toContain('<li>2.25 m long</li>');
    expect(shown).not.toContain('**mul cotton**');
  });

  it('a description saved as plain text before Markdown is shown rendered, and the editor shows it as it was typed', async () => {
    const p = await newProduct(vendor, { title: 'Old dupatta' });
    await (await getDb()).update(s.products).set({ descriptionHtml: '**mul cotton** &amp; silk' }).where(eq(s.products.id, p.id));
    const editor = await api(vendor.token).get(`/api/v1/seller/products/${p.id}`);
    expect((editor.body.data as unknown as { description: string }).description).toBe('**mul cotton** & silk');
    await addVariant(vendor, p.id);
    await addPhoto(vendor, p.id);
    const slug = (await api(vendor.token).post(`/api/v1/seller/products/${p.id}/publish`)).body.data.slug;
    const view = await call<Answer<{ descriptionHtml: string }>>('GET', `/api/v1/shop/products/${slug}`);
    expect(view.body.data.descriptionHtml).toBe('<p><strong>mul cotton</strong> &amp; silk</p>');
  });

  it('variation attributes keep the order the seller entered them in', async () => {
    const p = await newProduct(vendor, { title: 'Ordered stole' });
    const withVariant = await addVariant(vendor, p.id, { sku: unique('ord'), attributes: { Colour: 'Indigo', Size: 'M', Fabric: 'Silk' } });
    const v = withVariant.variantList.find((x) => x.attributes.Colour === 'Indigo');
    expect(Object.keys(v?.attributes ?? {})).toEqual(['Colour', 'Size', 'Fabric']);
    const [stored] = await (await getDb()).select({ a: s.productVariants.attributes }).from(s.productVariants).where(eq(s.productVariants.productId, p.id));
    expect(Object.keys(stored?.a ?? {})).toEqual(['Colour', 'Size', 'Fabric']);
  });
});
