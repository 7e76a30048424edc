// The shop's pages (issue 24): server-rendered, in English and Hindi; the search works as a
// plain GET form; a product page names its seller as the E-Commerce Rules ask, carries its
// JSON-LD Product with its offer, an absolute share image and canonical URL; taken-down and
// suspended products answer 404 by their address; Like and Follow are forms that need a sign-in.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { HtmlValidate } from 'html-validate';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser } from '../support/accounts.ts';
import { buildTestApp, getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { htmlValidateConfig } from '../support/html-rules.ts';
import { jsonLdOf } from '../support/public-pages.ts';
import { jsonLdProblems, schemaVocabulary } from '../support/schema-vocabulary.ts';
import { createProduct, createShopCategory, createVendor } from '../support/shop-listings.ts';

type Node = Record<string, unknown>;
const get = async (url: string, headers: Record<string, string> = {}) => (await getApp()).inject({ method: 'GET', url, headers });

let publicUrl = '';
beforeAll(async () => {
  publicUrl = (await getTestApp()).app.publicUrl;
}, 120_000);

describe('shop pages', () => {
  it('/shop and /hi/shop show categories and products', async () => {
    const cat = await createShopCategory({ name: 'Handloom', nameHi: 'हथकरघा' });
    await createShopCategory({ parentId: cat.id, name: 'Sarees' });
    const p = await createProduct({ title: 'Chanderi silk saree', categoryId: cat.id, featured: true });
    const en = await get('/shop');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Chanderi silk saree');
    expect(en.body).toContain(`/shop/search?category=${cat.slug}`);
    expect(en.body).toContain(`/shop/products/${p.slug}`);
    // No React on the client (decision 0002).
    expect(en.body).not.toMatch(/<script[^>]+type="module"/);
    const hi = await get('/hi/shop');
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('हथकरघा');
    expect(hi.body).toContain(`/hi/shop/products/${p.slug}`);
  });

  it('the search page answers a plain GET form: results, filters, empty state', async () => {
    const city = `Formpur ${unique('c')}`;
    const vendor = await createVendor({ city });
    const p = await createProduct({ vendor, title: 'Sanganeri block print kurta' });
    const res = await get(`/shop/search?q=kurtaa&city=${encodeURIComponent(city)}&sort=price-asc&min=&max=&inStock=1&bogus=1`);
    expect(res.statusCode).toBe(200);
    const forms = [...res.body.matchAll(/<form[^>]*>/g)].map((m) => m[0]);
    expect(forms.filter((f) => f.includes('method="get"') && f.includes('action="/shop/search"')).length).toBe(2);
    expect(res.body).toContain(`/shop/products/${p.slug}`);
    expect(res.body).toContain('1 result');
    expect(res.body).not.toMatch(/<script[^>]+type="module"/);
    const none = await get(`/shop/search?q=zzqqxx&city=${encodeURIComponent(city)}`);
    expect(none.body).toContain('Nothing found');
    // A bad filter is left out, never an error page.
    expect((await get('/shop/search?min=abc&sort=nope&page=-4&category=%3Cx%3E')).statusCode).toBe(200);
    expect((await get('/hi/shop/search?q=kurta')).statusCode).toBe(200);
  });

  it('a product page shows price, discount, variations by link, seller details and the grievance officer', async () => {
    const p = await createProduct({
      title: 'Ajrakh cotton kurta',
      hsnCode: '6206',
      countryOfOrigin: 'India',
      variants: [
        { sku: 'AJ-M', attributes: { Size: 'M' }, mrpPaise: 1500_00, pricePaise: 1200_00, stock: 4 },
        { sku: 'AJ-L', attributes: { Size: 'L' }, mrpPaise: 1600_00, pricePaise: 1600_00, stock: 0 },
      ],
    });
    const [, second] = p.variantIds;
    const res = await get(`/shop/products/${p.slug}`);
    expect(res.statusCode).toBe(200);
    const html = res.body;
    expect(html).toContain('₹1,200');
    expect(html).toContain('20% off');
    expect(html).toContain('Only 4 left');
    expect(html).toContain(`href="/shop/products/${p.slug}?variant=${second}"`);
    expect(html).toContain('6206');
    expect(html).toContain('Test Crafts Producer Company Ltd');
    expect(html).toContain('12 Weavers Lane');
    expect(html).toContain('Returns within 7 days');
    expect(html).toContain('Grievance officer');
    expect(html).toContain('mailto:help@crafts.example');
    // Buyable: the chosen (in-stock) variation goes to the cart by a plain form.
    expect(html).toContain('action="/shop/cart"');
    expect(html).toContain(`name="variantId" value="${p.variantIds[0]}"`);
    expect(html).toMatch(/>Add to cart</);
    // The view beacon: an inline script, allowed by the page's policy through its hash.
    expect(html).toContain(`/api/v1/shop/products/${p.slug}/view`);
    expect(String(res.headers['content-security-policy'])).toMatch(/'sha256-/);
    expect(res.headers['set-cookie']).toBeUndefined();

    const other = await get(`/shop/products/${p.slug}?variant=${second}`);
    expect(other.body).toContain('₹1,600');
    expect(other.body).toContain('Out of stock');
    expect(other.body).not.toContain('20% off');
  });

  it('carries a JSON-LD Product with its offers in INR, an absolute share image and canonical URL', async () => {
    const vocab = schemaVocabulary();
    const p = await createProduct({ title: 'Blue pottery vase' });
    const html = (await get(`/shop/products/${p.slug}`)).body;
    const nodes = jsonLdOf(html) as Node[];
    for (const n of nodes) expect(jsonLdProblems(n, vocab)).toEqual([]);
    const [product] = nodes.filter((n) => n['@type'] === 'Product');
    const url = `${publicUrl}/shop/products/${p.slug}`;
    expect(product).toMatchObject({
      name: 'Blue pottery vase',
      url,
      offers: { '@type': 'AggregateOffer', lowPrice: '999.00', highPrice: '1099.00', priceCurrency: 'INR', availability: 'https://schema.org/InStock' },
    });
    expect((product?.offers as Node | undefined)?.seller).toMatchObject({ '@type': 'Organization' });
    expect(html).toContain(`<link rel="canonical" href="${url}"/>`);
    expect(html).toMatch(new RegExp(`<meta property="og:image" content="${publicUrl}/media/test.jpg"`));

    const one = await createProduct({ variants: [{ mrpPaise: 500_00, pricePaise: 450_00, stock: 0 }] });
    const [single] = (jsonLdOf((await get(`/shop/products/${one.slug}`)).body) as Node[]).filter((n) => n['@type'] === 'Product');
    expect(single?.offers).toMatchObject({ '@type': 'Offer', price: '450.00', priceCurrency: 'INR', availability: 'https://schema.org/OutOfStock' });
  });

  it('a taken-down product, a suspended vendor’s, a draft and an unknown one answer 404; a hidden one answers, unindexed', async () => {
    const taken = await createProduct({ moderation: 'taken_down' });
    const draft = await createProduct({ status: 'draft' });
    const vendor = await createVendor();
    const ofSuspended = await createProduct({ vendor });
    expect((await get(`/shop/products/${ofSuspended.slug}`)).statusCode).toBe(200);
    await (await getDb()).update(s.vendors).set({ status: 'suspended' }).where(eq(s.vendors.id, vendor.id));
    for (const path of [
      `/shop/products/${taken.slug}`,
      `/shop/products/${draft.slug}`,
      `/shop/products/${ofSuspended.slug}`,
      '/shop/products/no-such-thing',
      `/shop/vendors/${vendor.slug}`,
    ]) {
      expect((await get(path)).statusCode, path).toBe(404);
    }
    const hidden = await createProduct({ moderation: 'hidden' });
    const res = await get(`/shop/products/${hidden.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<meta name="robots" content="noindex"/>');
  });

  it('Like on the page sends a signed-out visitor to log in, and a signed-in one back, counted', async () => {
    const p = await createProduct();
    const app = await getApp();
    const form = { 'content-type': 'application/x-www-form-urlencoded' };
    const out = await app.inject({ method: 'POST', url: `/shop/products/${p.slug}`, headers: form, payload: 'intent=like' });
    expect(out.statusCode).toBe(302);
    expect(out.headers.location).toBe(`/login?redirectTo=${encodeURIComponent(`/shop/products/${p.slug}`)}`);

    const buyer = await registerUser();
    const token = await loginAs(buyer);
    const cookie = `sid=${token}`;
    // A signed-in form post names our origin (the CSRF check).
    const host = 'sahyog.test';
    const origin = `http://${host}`;
    for (let i = 0; i < 2; i++) {
      const res = await app.inject({ method: 'POST', url: `/hi/shop/products/${p.slug}`, headers: { ...form, cookie, origin, host }, payload: 'intent=like' });
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(`/hi/shop/products/${p.slug}`);
    }
    const [row] = await (await getDb()).select({ likes: s.products.likes }).from(s.products).where(eq(s.products.id, p.id));
    expect(row?.likes).toBe(1);
    // Signed in, the page shows the buyer's own like (and is not kept for others).
    const mine = await get(`/shop/products/${p.slug}`, { cookie });
    expect(mine.body).toContain('aria-pressed="true"');
    expect(mine.headers['cache-control']).toContain('no-store');

    const follow = await app.inject({
      method: 'POST',
      url: `/shop/vendors/${(await getVendorSlug(p.vendorId)) ?? ''}`,
      headers: { ...form, cookie, origin, host },
      payload: 'intent=follow',
    });
    expect(follow.statusCode).toBe(302);
    const [v] = await (await getDb()).select({ followers: s.vendors.followers }).from(s.vendors).where(eq(s.vendors.id, p.vendorId));
    expect(v?.followers).toBe(1);
  });

  it('a package’s page lists what it bundles', async () => {
    const vendor = await createVendor();
    const cookies = await createProduct({ vendor, title: 'Jowar cookies' });
    const pack = await createProduct({ vendor, kind: 'package', title: 'Millet hamper', variants: [{ mrpPaise: 500_00, pricePaise: 420_00, stock: 5 }] });
    await (await getDb()).insert(s.packageItems).values({ packageId: pack.id, variantId: cookies.variantIds[0] ?? 0, quantity: 2 });
    const html = (await get(`/shop/products/${pack.slug}`)).body;
    expect(html).toContain('In this package');
    expect(html).toMatch(new RegExp(`2 × <a href="/shop/products/${cookies.slug}"[^>]*>Jowar cookies</a>`));
    const api = await (await getApp()).inject({ method: 'GET', url: `/api/v1/shop/products/${pack.slug}` });
    expect(JSON.parse(api.body).data.packageItems).toEqual([{ title: 'Jowar cookies', slug: cookies.slug, label: 'M', quantity: 2 }]);
  });

  it('a vendor page shows the shop, its products and the seller details', async () => {
    const vendor = await createVendor({ displayName: 'Mahila Bachat Gat', about: 'Twenty women making millet snacks.' });
    const p = await createProduct({ vendor, title: 'Ragi laddoo' });
    const res = await get(`/shop/vendors/${vendor.slug}`);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Mahila Bachat Gat');
    expect(res.body).toContain('Twenty women making millet snacks.');
    expect(res.body).toContain(`/shop/products/${p.slug}`);
    expect(res.body).toContain('Returns within 7 days');
    expect((await get(`/hi/shop/vendors/${vendor.slug}`)).statusCode).toBe(200);
  });

  it('lists shop products and shops in the sitemap, with their Hindi twins', async () => {
    const p = await createProduct();
    const xml = (await get('/sitemap.xml')).body;
    expect(xml).toContain(`<loc>${publicUrl}/shop/products/${p.slug}</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/hi/shop/products/${p.slug}</loc>`);
    expect(xml).toContain(`<loc>${publicUrl}/shop</loc>`);
    const hidden = await createProduct({ moderation: 'hidden' });
    expect((await get('/sitemap.xml')).body).not.toContain(`/shop/products/${hidden.slug}<`);
  });
});

describe('shop pages’ HTML', () => {
  it('validates with the rules every public page meets', async () => {
    const vendor = await createVendor();
    const p = await createProduct({ vendor, title: 'Kalamkari cotton stole' });
    await createProduct({ vendor, title: 'Kalamkari table runner', kind: 'listing', priceOnRequest: true, variants: [] });
    const validator = new HtmlValidate(htmlValidateConfig);
    const problems: string[] = [];
    for (const path of [
      '/shop',
      '/shop/search?q=kalamkari',
      '/shop/search?q=zzzqqq',
      `/shop/products/${p.slug}`,
      `/hi/shop/products/${p.slug}`,
      `/shop/vendors/${vendor.slug}`,
    ]) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const report = await validator.validateString(res.body);
      for (const r of report.results) for (const m of r.messages) problems.push(`${path} ${m.ruleId}: ${m.message} (${m.line}:${m.column})`);
    }
    expect(problems).toEqual([]);
  });
});

async function getVendorSlug(id: number): Promise<string | null> {
  const [v] = await (await getDb()).select({ slug: s.vendors.slug }).from(s.vendors).where(eq(s.vendors.id, id));
  return v?.slug ?? null;
}

describe('the search page’s filter lists with the page cache on', () => {
  it('are read again as soon as staff add a category (the change that clears the page cache), not seconds later', async () => {
    const built = await buildTestApp({ PAGE_CACHE_SECONDS: '30' });
    try {
      const admin = await registerUser({ role: 'admin' });
      const token = await loginAs(admin, { app: built.app });
      const search = async (q: string) => (await built.app.inject({ method: 'GET', url: `/shop/search?q=${q}` })).body;
      const first = await search(unique('q'));
      const name = `Kalamkari ${unique('k')}`;
      expect(first).not.toContain(name);
      const res = await built.app.inject({
        method: 'POST',
        url: '/api/v1/admin/shop/categories',
        headers: { authorization: `Bearer ${token}` },
        payload: { name },
      });
      expect(res.statusCode, res.body).toBe(201);
      // Another search (its own page, rendered now): its category filter lists the new one.
      expect(await search(unique('q'))).toContain(name);
    } finally {
      await built.app.close();
    }
  });
});
