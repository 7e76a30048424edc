// Buyers find (issue 24): search by a word and by a misspelling, filters and sort, what buyers
// never see (drafts, hidden, taken down, a suspended vendor's), likes and follows counted once,
// views counted without knowing who. Each test's vendors sit in a city of their own, so the
// worker's shared database never lends another test's products to a search.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, signedIn } from '../support/accounts.ts';
import { getApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { createBrand, createProduct, createShopCategory, createVendor } from '../support/shop-listings.ts';

type Card = { slug: string; title: string; minPricePaise: number | null; inStock: boolean; city: string };
type Result = { items: Card[]; total: number; totalCapped: boolean; page: number; pages: number; pageSize: number };

const cityOf = () => `Testpur ${unique('c')}`;
const search = async (params: Record<string, string>) => {
  const res = await call<Answer<Result>>('GET', `/api/v1/shop/products?${new URLSearchParams(params)}`);
  expect(res.status, res.text).toBe(200);
  return res.body.data;
};
const slugs = (r: Result) => r.items.map((i) => i.slug);

beforeAll(() => getApp(), 120_000);

describe('shop search', () => {
  it('finds a product by its word, its plural, and a misspelling of it', async () => {
    const city = cityOf();
    const vendor = await createVendor({ city });
    const saree = await createProduct({ vendor, title: 'Kota doria handloom saree', tags: ['cotton'] });
    const pot = await createProduct({ vendor, title: 'Terracotta water pot', tags: ['clay'] });
    await createProduct({ vendor, title: 'Jute shopping bag' });

    expect(slugs(await search({ q: 'saree', city }))).toEqual([saree.slug]);
    expect(slugs(await search({ q: 'sarees', city }))).toEqual([saree.slug]);
    // The stemmer cannot mend these; trigram word similarity does.
    expect(slugs(await search({ q: 'sareee', city }))).toEqual([saree.slug]);
    expect(slugs(await search({ q: 'terracota', city }))).toEqual([pot.slug]);
    expect(slugs(await search({ q: 'Teracotta', city }))).toEqual([pot.slug]);
    // A tag is searched too.
    expect(slugs(await search({ q: 'clay', city }))).toEqual([pot.slug]);
    const none = await search({ q: 'refrigerator', city });
    expect(none.items).toEqual([]);
    expect(none.total).toBe(0);
  });

  it('filters by category (with its sub-categories), brand, price, city and stock, and sorts', async () => {
    const city = cityOf();
    const vendor = await createVendor({ city });
    const textiles = await createShopCategory();
    const sarees = await createShopCategory({ parentId: textiles.id });
    const pottery = await createShopCategory();
    const brand = await createBrand('Bagru Prints');
    const cheap = await createProduct({
      vendor,
      title: 'Block print dupatta',
      categoryId: sarees.id,
      variants: [{ mrpPaise: 600_00, pricePaise: 450_00, stock: 3 }],
    });
    const dear = await createProduct({
      vendor,
      title: 'Block print saree',
      categoryId: textiles.id,
      brandId: brand.id,
      variants: [{ mrpPaise: 4000_00, pricePaise: 3200_00, stock: 0 }],
    });
    const mid = await createProduct({
      vendor,
      title: 'Block print planter',
      categoryId: pottery.id,
      variants: [{ mrpPaise: 900_00, pricePaise: 800_00, stock: 9 }],
    });

    expect(slugs(await search({ city, category: textiles.slug, sort: 'price-asc' }))).toEqual([cheap.slug, dear.slug]);
    expect(slugs(await search({ city, category: sarees.slug }))).toEqual([cheap.slug]);
    expect(slugs(await search({ city, brand: brand.slug }))).toEqual([dear.slug]);
    expect(slugs(await search({ city, minPaise: '50000', maxPaise: '100000' }))).toEqual([mid.slug]);
    expect(slugs(await search({ city, inStock: 'true', sort: 'price-desc' }))).toEqual([mid.slug, cheap.slug]);
    expect(slugs(await search({ city, sort: 'price-desc' }))).toEqual([dear.slug, mid.slug, cheap.slug]);
    expect(slugs(await search({ city: city.toUpperCase(), q: 'block print', sort: 'price-asc' }))).toEqual([cheap.slug, mid.slug, dear.slug]);
    expect(slugs(await search({ city: `${city}x` }))).toEqual([]);

    // Most viewed first.
    await (await getDb()).update(s.products).set({ views: 50 }).where(eq(s.products.id, mid.id));
    expect(slugs(await search({ city, sort: 'popular' }))[0]).toBe(mid.slug);
    const all = await search({ city });
    expect(all).toMatchObject({ total: 3, totalCapped: false, page: 1, pages: 1, pageSize: 24 });
  });

  it('pages 24 at a time and says how many', async () => {
    const city = cityOf();
    const vendor = await createVendor({ city });
    for (let i = 0; i < 26; i++)
      await createProduct({ vendor, title: `Millet cookie pack ${i}`, variants: [{ mrpPaise: 100_00 + i, pricePaise: 100_00 + i, stock: 1 }] });
    const first = await search({ city, q: 'millet', sort: 'price-asc' });
    expect(first).toMatchObject({ total: 26, pages: 2, page: 1 });
    expect(first.items).toHaveLength(24);
    const second = await search({ city, q: 'millet', sort: 'price-asc', page: '2' });
    expect(second.items.map((i) => i.minPricePaise)).toEqual([100_24, 100_25]);
  });

  it('never lists a draft, hidden, taken-down or suspended vendor’s product; only a hidden one’s address answers', async () => {
    const city = cityOf();
    const vendor = await createVendor({ city });
    const shown = await createProduct({ vendor, title: 'Indigo dabu saree' });
    const draft = await createProduct({ vendor, title: 'Indigo draft saree', status: 'draft', publishedAt: null });
    const hidden = await createProduct({ vendor, title: 'Indigo hidden saree', moderation: 'hidden' });
    const taken = await createProduct({ vendor, title: 'Indigo taken saree', moderation: 'taken_down' });
    const suspendedVendor = await createVendor({ city });
    const ofSuspended = await createProduct({ vendor: suspendedVendor, title: 'Indigo suspended saree' });
    await (await getDb()).update(s.vendors).set({ status: 'suspended' }).where(eq(s.vendors.id, suspendedVendor.id));

    expect(slugs(await search({ city, q: 'indigo' }))).toEqual([shown.slug]);
    expect(slugs(await search({ city }))).toEqual([shown.slug]);

    const api = (slug: string | null) => call<Answer<{ listed: boolean }>>('GET', `/api/v1/shop/products/${slug}`);
    expect((await api(shown.slug)).status).toBe(200);
    const h = await api(hidden.slug);
    expect(h.status).toBe(200);
    expect(h.body.data.listed).toBe(false);
    for (const p of [draft, taken, ofSuspended]) expect((await api(p.slug)).status, String(p.slug)).toBe(404);
    expect((await call('GET', `/api/v1/shop/vendors/${suspendedVendor.slug}`)).status).toBe(404);
    const shop = await call<Answer<{ products: Result }>>('GET', `/api/v1/shop/vendors/${vendor.slug}`);
    expect(slugs(shop.body.data.products)).toEqual([shown.slug]);
    // Related products leave them out too.
    const related = await call<Answer<Card[]>>('GET', `/api/v1/shop/products/${shown.slug}/related`);
    expect(related.body.data.map((c) => c.slug)).toEqual([]);
  });

  it('refuses bad input with field errors', async () => {
    for (const [query, field] of [
      ['minPaise=-1', 'minPaise'],
      ['minPaise=500&maxPaise=100', 'minPaise'],
      ['sort=cheapest', 'sort'],
      ['page=0', 'page'],
      ['page=101', 'page'],
      ['inStock=maybe', 'inStock'],
      ['category=Sarees%20%26%20more', 'category'],
      [`q=${'a'.repeat(101)}`, 'q'],
    ] as const) {
      const res = await call<Answer<unknown>>('GET', `/api/v1/shop/products?${query}`);
      expect(res.status, query).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), query).toContain(field);
    }
    expect((await call('GET', '/api/v1/shop/products/NOT_A_SLUG')).status).toBe(422);
    // Odd text is searched, never an error.
    for (const q of ['"unclosed', 'a & | !', "o'reilly", '-', '('])
      expect((await call('GET', `/api/v1/shop/products?q=${encodeURIComponent(q)}`)).status, q).toBe(200);
  });

  it('lists categories with their sub-categories', async () => {
    const top = await createShopCategory({ name: 'Home décor' });
    const sub = await createShopCategory({ parentId: top.id, name: 'Wall hangings' });
    const res = await call<Answer<{ slug: string; children: { slug: string }[] }[]>>('GET', '/api/v1/shop/categories');
    const found = res.body.data.find((c) => c.slug === top.slug);
    expect(found?.children.map((c) => c.slug)).toEqual([sub.slug]);
    expect(res.body.data.some((c) => c.slug === sub.slug)).toBe(false);
  });
});

describe('likes and follows', () => {
  it('a like counts once, is taken back once, and needs a signed-in buyer', async () => {
    const product = await createProduct({ title: 'Likeable lamp' });
    const buyer = await signedIn('user');
    const other = await signedIn('user');
    const url = `/api/v1/shop/products/${product.slug}/like`;
    expect((await call('POST', url)).status).toBe(401);
    const a = await call<Answer<{ liked: boolean; likes: number }>>('POST', url, { token: buyer.token });
    expect(a.body.data).toEqual({ liked: true, likes: 1 });
    expect((await call<Answer<{ likes: number }>>('POST', url, { token: buyer.token })).body.data.likes).toBe(1);
    expect((await call<Answer<{ likes: number }>>('POST', url, { token: other.token })).body.data.likes).toBe(2);
    expect((await call<Answer<{ likes: number }>>('DELETE', url, { token: buyer.token })).body.data).toEqual({ liked: false, likes: 1 });
    expect((await call<Answer<{ likes: number }>>('DELETE', url, { token: buyer.token })).body.data).toEqual({ liked: false, likes: 1 });
    const db = await getDb();
    const [row] = await db.select({ likes: s.products.likes }).from(s.products).where(eq(s.products.id, product.id));
    const [rows] = await db.select({ n: sql<number>`count(*)::int` }).from(s.productLikes).where(eq(s.productLikes.productId, product.id));
    expect(row?.likes).toBe(1);
    expect(rows?.n).toBe(1);
    expect((await call('DELETE', url)).status).toBe(401);
  });

  it('a taken-down product cannot be liked', async () => {
    const product = await createProduct({ moderation: 'taken_down' });
    const buyer = await signedIn('user');
    expect((await call('POST', `/api/v1/shop/products/${product.slug}/like`, { token: buyer.token })).status).toBe(404);
    const [row] = await (await getDb()).select({ likes: s.products.likes }).from(s.products).where(eq(s.products.id, product.id));
    expect(row?.likes).toBe(0);
  });

  it('a follow counts once, only for an approved shop', async () => {
    const vendor = await createVendor();
    const buyer = await signedIn('user');
    const url = `/api/v1/shop/vendors/${vendor.slug}/follow`;
    expect((await call('POST', url)).status).toBe(401);
    expect((await call<Answer<unknown>>('POST', url, { token: buyer.token })).body.data).toEqual({ following: true, followers: 1 });
    expect((await call<Answer<unknown>>('POST', url, { token: buyer.token })).body.data).toEqual({ following: true, followers: 1 });
    expect((await call<Answer<unknown>>('DELETE', url, { token: buyer.token })).body.data).toEqual({ following: false, followers: 0 });
    expect((await call<Answer<unknown>>('DELETE', url, { token: buyer.token })).body.data).toEqual({ following: false, followers: 0 });

    for (const status of ['submitted', 'rejected', 'suspended'] as const) {
      const closed = await createVendor({ status });
      expect((await call('POST', `/api/v1/shop/vendors/${closed.slug}/follow`, { token: buyer.token })).status, status).toBe(404);
      const [row] = await (await getDb()).select({ followers: s.vendors.followers }).from(s.vendors).where(eq(s.vendors.id, closed.id));
      expect(row?.followers).toBe(0);
    }
  });
});

describe('views and clicks', () => {
  it('counts a view once per source, a click when asked, sets no cookie and keeps nothing about the visitor', async () => {
    const product = await createProduct();
    const url = `/api/v1/shop/products/${product.slug}/view`;
    const ip = '203.0.113.77';
    const first = await call<Answer<{ counted: boolean }>>('POST', `${url}?click=1`, { ip });
    expect(first.status).toBe(200);
    expect(first.body.data.counted).toBe(true);
    expect(first.headers['set-cookie']).toBeUndefined();
    // The same source reloading in a loop counts once.
    for (let i = 0; i < 5; i++) expect((await call<Answer<{ counted: boolean }>>('POST', url, { ip })).body.data.counted).toBe(false);
    await call('POST', url, { ip: '198.51.100.9' });

    const db = await getDb();
    const [row] = await db.select({ views: s.products.views, clicks: s.products.clicks }).from(s.products).where(eq(s.products.id, product.id));
    expect(row).toEqual({ views: 2, clicks: 1 });
    const days = await db.select().from(s.productStatsDaily).where(eq(s.productStatsDaily.productId, product.id));
    expect(days).toHaveLength(1);
    // The day's row holds the counts and nothing that could name a visitor.
    expect(Object.keys(days[0] ?? {}).sort()).toEqual(['clicks', 'day', 'productId', 'views']);
    expect(days[0]).toMatchObject({ views: 2, clicks: 1 });
    expect(JSON.stringify(days)).not.toContain('203.0.113');
  });

  it('counts nothing for a product buyers cannot open', async () => {
    const product = await createProduct({ moderation: 'taken_down' });
    const res = await call<Answer<{ counted: boolean }>>('POST', `/api/v1/shop/products/${product.slug}/view`);
    expect(res.body.data.counted).toBe(false);
    const [row] = await (await getDb()).select({ views: s.products.views }).from(s.products).where(eq(s.products.id, product.id));
    expect(row?.views).toBe(0);
  });
});
