// Issue 39, phones: no page is wider than a 390 px phone, whatever people typed. First a
// 60-character word goes into every text staff or users type that a page shows (through the API
// and the forms' own posts, not by clicking: a campaign's title, summary, story and question; an
// FAQ; a blog post; a staff member's name and email; a donor's name and email on a paid gift and
// on a UPI payment waiting for staff; a seller's shop and product; a newsletter address), then
// every public and console page is visited in one signed-in browser context and measured:
// `document.documentElement.scrollWidth` ≤ 390. Every page is measured before the test fails, and
// the failure names each page's width and the elements that stick out.
import { readFileSync } from 'node:fs';
import type { APIRequestContext, Page } from '@playwright/test';
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import {
  api,
  apiToken,
  approvedDraft,
  approvedShop,
  type CampaignCard,
  editCampaign,
  expect,
  flatPng,
  publishCampaign,
  registerDonor,
  richCampaign,
  signIn,
  test,
  waitForHydration,
} from './fixtures.ts';

const PHONE = 390;

/** 60 characters without a space or a hyphen: nowhere for a line to break but inside it. */
const word = (tag: string) => `${tag}${'Wordwithoutanyspaceorhyphen'.repeat(3)}`.slice(0, 60);

/** The pages with no parameter, read from the web app's route list (a new page is measured the day it is added). */
function staticPages(): string[] {
  const routes = readFileSync(new URL('../apps/web/app/routes.ts', import.meta.url), 'utf8');
  const start = routes.indexOf("route('admin'");
  const end = routes.indexOf(']),', start);
  const top = routes.slice(0, start) + routes.slice(end);
  const paths = [...top.slice(0, top.indexOf('] satisfies')).matchAll(/route\('([^']+)'/g)].map((m) => `/${m[1]}`);
  const admin = [...routes.slice(start, end).matchAll(/route\('([^']+)', 'routes\/admin-/g)].map((m) => `/admin/${m[1]}`);
  return ['/', ...paths, '/admin', ...admin].filter(
    (p) =>
      !p.includes(':') &&
      !p.includes('*') &&
      // Not pages: a CSV, signing out, the dev outbox (the mail it lists is the other journeys');
      // a question needs the product or shop it is about (walked below with one).
      !['/transparency.csv', '/seller/payouts/statement', '/logout', '/dev/outbox', '/admin', '/shop/questions/new'].includes(p),
  );
}

/** The page's width and, when too wide, the innermost elements reaching past the screen's edge. */
async function measure(page: Page): Promise<{ width: number; past: string[] }> {
  return page.evaluate((edge) => {
    const width = document.documentElement.scrollWidth;
    if (width <= edge) return { width, past: [] };
    const past = [...document.body.querySelectorAll('*')]
      .filter((el) => el.getBoundingClientRect().right > edge + 0.5 && ![...el.children].some((c) => c.getBoundingClientRect().right > edge + 0.5))
      .slice(0, 5)
      .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute('class') ?? ''}"> ${(el.textContent ?? '').trim().slice(0, 60)}`);
    return { width, past };
  }, PHONE);
}

/** A campaign with the word in its title, summary, story and question, made as a campaigner makes one. */
async function longCampaign(request: APIRequestContext, w: string): Promise<{ slug: string; id: number }> {
  const stamp = Date.now().toString(36);
  const who = { name: `Meera ${w}`, email: `${w.slice(0, 50)}${stamp}@example.in`.toLowerCase(), password: 'campaigner-pass-1' };
  const title = `Bags ${w}`;
  const { id, staff, mine } = await approvedDraft(request, who, title);
  await editCampaign(request, mine, id, {
    title,
    categoryId: '12',
    goalRupees: '50,000',
    summary: `Bags for ${w} children.`,
    story: `Forty children walk to ${w} school.\n\nSee https://example.in/${w}/${w}`,
    faq1q: `Why ${w}?`,
    faq1a: `Because ${w}.`,
  });
  await editCampaign(request, mine, id, { intent: 'products', product1title: `Bag ${w}`, product1price: '500', product1stock: '10' });
  const slug = await publishCampaign(request, staff, id);
  // An update after publishing (it waits for staff on /admin/updates).
  await editCampaign(request, mine, id, { intent: 'update', title: `News ${w}`, body: `Today ${w} arrived.` });
  return { slug, id };
}

test('every public and console page fits a 390 px phone, with a 60-character word in every text people type', async ({ page, request }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'a phone’s width');
  test.setTimeout(600_000);
  const w = word(`W${Date.now().toString(36)}`);
  const staffAuth = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };

  // Staff with a long name and email (an address's part before the @ is at most 64 characters),
  // and a long address on their profile: the console says who is signed in on every page.
  const staff = await registerDonor(request, w.slice(0, 54).toLowerCase());
  const mine = { authorization: `Bearer ${await apiToken(request, staff)}` };
  const renamed = await request.patch('/api/v1/me', { headers: mine, data: { fullName: `Asha ${w}`, addressLine: `House ${w}`, city: w.slice(0, 60) } });
  expect(renamed.ok(), await renamed.text()).toBe(true);
  const users = ((await (await request.get('/api/v1/admin/users', { headers: staffAuth })).json()) as { data: { id: number; email: string }[] }).data;
  const staffId = users.find((u) => u.email === staff.email)?.id;
  expect((await request.post(`/api/v1/admin/users/${staffId}/role`, { headers: staffAuth, data: { role: 'admin' } })).ok()).toBe(true);

  // A campaign, and gifts to it from a donor with a long name and email: one paid, one by UPI
  // waiting for staff to match its UTR.
  const campaign = await longCampaign(request, w);
  const donor = { name: `Ravi ${w}`, email: `${w.slice(0, 50).toLowerCase()}@example.in` };
  for (const method of ['simulator', 'upi'] as const) {
    const order = await request.post('/api/v1/orders', {
      headers: { 'idempotency-key': `widths-${method}-${Date.now()}` },
      data: {
        campaign: campaign.slug,
        amountPaise: 927555_50,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: donor.name, email: donor.email, mobile: '9876543210' },
        whatsappUpdates: false,
        hideName: false,
        method,
      },
    });
    expect(order.status(), await order.text()).toBe(201);
    const { reference } = ((await order.json()) as { data: { reference: string } }).data;
    if (method === 'simulator') expect((await request.post(`/api/v1/payments/simulator/${reference}`, { data: { outcome: 'success' } })).ok()).toBe(true);
    else expect((await request.post(`/api/v1/orders/${reference}/utr`, { data: { utr: `7${String(Date.now()).slice(-11)}` } })).ok()).toBe(true);
  }

  // An FAQ and a published blog post.
  const faq = await request.post('/api/v1/admin/faqs', {
    headers: staffAuth,
    data: { question: `What is ${w}?`, answer: `It is ${w}, see https://example.in/${w}` },
  });
  expect(faq.ok(), await faq.text()).toBe(true);
  const post = { title: `Books ${w}`, excerpt: `A summary ${w}`, author: `Author ${w}`, bodyHtml: `<p>Text ${w}</p><p>https://example.in/${w}/${w}</p>` };
  const made = await request.post('/api/v1/admin/blogs', { headers: staffAuth, data: post });
  expect(made.ok(), await made.text()).toBe(true);
  const blog = ((await made.json()) as { data: { id: number; slug: string } }).data;
  const cover = await request.post('/admin/blogs', {
    headers: staffAuth,
    multipart: { intent: 'cover', id: String(blog.id), cover: { name: 'cover.png', mimeType: 'image/png', buffer: flatPng(1200, 630, [120, 60, 30]) } },
    maxRedirects: 0,
  });
  expect(cover.status(), await cover.text()).toBe(302);
  const published = await request.put(`/api/v1/admin/blogs/${blog.id}`, { headers: staffAuth, data: { ...post, status: 'published' } });
  expect(published.ok(), await published.text()).toBe(true);

  // A newsletter address.
  expect((await request.post('/api/v1/newsletter', { data: { email: `${w.slice(0, 45).toLowerCase()}n@example.in` } })).ok()).toBe(true);

  // A seller's shop and product.
  const seller = await registerDonor(request, `s${w.slice(1, 54).toLowerCase()}`);
  const shop = await approvedShop(request, seller, { displayName: `Potters ${w}`, city: 'Jaipur', state: 'Rajasthan', pinCode: '303007' });
  const sellerAuth = { authorization: `Bearer ${await apiToken(request, seller)}` };
  const tree = (await (await request.get('/api/v1/shop/categories')).json()) as { data: { id: number; children?: { id: number }[] }[] };
  const category = tree.data.flatMap((c) => [c, ...(c.children ?? [])])[0];
  const product = await request.post('/api/v1/seller/products', {
    headers: sellerAuth,
    data: { kind: 'product', title: `Pot ${w}`, description: `<p>Clay ${w}</p>`, categoryId: category?.id, tags: ['pot'], hsnCode: '6912', gstRate: '12' },
  });
  expect(product.ok(), await product.text()).toBe(true);
  const productId = ((await product.json()) as { data: { id: number } }).data.id;
  const variant = await request.post(`/api/v1/seller/products/${productId}/variants`, {
    headers: sellerAuth,
    data: { attributes: { [`Size${w.slice(0, 20)}`]: w.slice(0, 30) }, sku: `W-${Date.now().toString(36)}`, mrp: '650', price: '520', stock: 8 },
  });
  expect(variant.ok(), await variant.text()).toBe(true);
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 178, g: 84, b: 48 } } })
    .jpeg()
    .toBuffer();
  expect((await request.post(`/api/v1/seller/products/${productId}/images`, { headers: sellerAuth, data: { image: photo.toString('base64') } })).ok()).toBe(
    true,
  );
  const live = await request.post(`/api/v1/seller/products/${productId}/publish`, { headers: sellerAuth });
  expect(live.ok(), await live.text()).toBe(true);
  const productSlug = ((await live.json()) as { data: { slug: string } }).data.slug;
  const vendorSlug = ((await (await request.get(`/api/v1/shop/products/${productSlug}`)).json()) as { data: { vendor: { slug: string } } }).data.vendor.slug;

  const rich = await richCampaign(request);
  const [first] = await api<CampaignCard[]>(request, '/api/v1/home-campaigns');
  const pages = [
    ...staticPages(),
    `/campaigns/${campaign.slug}`,
    `/campaigns/${rich.slug}`,
    `/campaigns/${rich.slug}/spending`,
    `/blog/${blog.slug}`,
    `/shop/products/${productSlug}`,
    `/shop/vendors/${vendorSlug}`,
    `/shop/questions/new?product=${productSlug}`,
    `/shop/search?q=${w.slice(0, 20)}`,
    `/checkout?campaign=${first?.slug}&amount=3000`,
    `/admin/vendors/${shop.id}`,
    `/admin/donations?q=${encodeURIComponent(donor.email)}`,
    // The Hindi pages with the most typed text.
    '/hi',
    `/hi/campaigns/${campaign.slug}`,
    '/hi/faq',
    '/hi/blog',
    '/hi/admin',
  ];

  // One browser context: signed in as the long-named admin for the public pages and the
  // console, then as the seller for the seller's own pages.
  const wide: string[] = [];
  const walk = async (urls: string[]) => {
    for (const url of urls) {
      const res = await page.goto(url);
      expect(res?.status(), `status of ${url}`).toBeLessThan(400);
      await waitForHydration(page);
      const { width, past } = await measure(page);
      if (width > PHONE) wide.push(`${url}: ${width} px\n    ${past.join('\n    ')}`);
    }
  };
  const sellers = (url: string) => url.startsWith('/seller/');
  await signIn(page, staff, '/admin');
  await walk(pages.filter((u) => !sellers(u)));
  await page.context().clearCookies();
  await signIn(page, seller, '/seller/shop');
  await walk([...pages.filter(sellers), `/seller/products/${productId}`]);
  expect(wide, `pages wider than ${PHONE} px:\n${wide.join('\n')}`).toEqual([]);
});
