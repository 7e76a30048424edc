// The buyer's journey in the shop (issue 24): search with a misspelt word → filter → open a
// product → pick a variation → like it (signing in on the way) → follow its seller; axe on every
// page; and the search page with JavaScript off.
//
// Its products: each journey (one per width, side by side) opens its own shop the way a seller
// does (mobile proven, application, staff approval) and lists its own water pot through the
// seller API, so its like and follow counts are its own; the demo seed's pots are there too.
import sharp from 'sharp';
import { api, apiToken, approvedShop, expect, expectNoAxeViolations, registerDonor, snap, test, visit } from './fixtures.ts';

type Category = { id: number; name: string; children?: Category[] };

/** A new shop with one published "Terracotta water pot" in two capacities; answers its slug. */
async function putShop(request: import('@playwright/test').APIRequestContext, tag: string): Promise<string> {
  const seller = await registerDonor(request, `potter-${tag}`);
  await approvedShop(request, seller, { displayName: `Bagru Potters ${tag}`, city: 'Jaipur', state: 'Rajasthan', pinCode: '303007' });
  const headers = { authorization: `Bearer ${await apiToken(request, seller)}` };
  const tree = (await (await request.get('/api/v1/shop/categories')).json()) as { data: Category[] };
  const all = tree.data.flatMap((c) => [c, ...(c.children ?? [])]);
  const terracotta = all.find((c) => /terracotta/i.test(c.name)) ?? all[0];
  const made = await request.post('/api/v1/seller/products', {
    headers,
    data: {
      kind: 'product',
      title: `Terracotta water pot, matka ${tag}`,
      description: '<p>Red clay that keeps water cool through a Rajasthan summer.</p>',
      categoryId: terracotta?.id,
      tags: ['terracotta', 'matka', 'pottery'],
      hsnCode: '6912',
      gstRate: '12',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  for (const [capacity, sku, mrp, price] of [
    ['5 litres', 'POT-5', '650', '520'],
    ['10 litres', 'POT-10', '990', '790'],
  ] as const) {
    const v = await request.post(`/api/v1/seller/products/${id}/variants`, {
      headers,
      data: { attributes: { Capacity: capacity }, sku, mrp, price, stock: 8 },
    });
    expect(v.ok(), await v.text()).toBe(true);
  }
  const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 178, g: 84, b: 48 } } })
    .jpeg()
    .toBuffer();
  const img = await request.post(`/api/v1/seller/products/${id}/images`, { headers, data: { image: photo.toString('base64') } });
  expect(img.ok(), await img.text()).toBe(true);
  const live = await request.post(`/api/v1/seller/products/${id}/publish`, { headers });
  expect(live.ok(), await live.text()).toBe(true);
  return ((await live.json()) as { data: { slug: string } }).data.slug;
}

/** The pot this journey listed. */
let mine = '';

test.beforeEach(async ({ request }, testInfo) => {
  if (!testInfo.title.startsWith('a buyer finds')) return;
  test.setTimeout(180_000);
  mine = await putShop(request, `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`);
});

test('a buyer finds a product by a misspelt word, filters, picks a variation, likes it and follows its seller', async ({ page, request }, testInfo) => {
  await visit(page, '/shop');
  await expectNoAxeViolations(page, '/shop');
  await snap(page, testInfo, 'shop');

  // Misspelt: trigram similarity finds "terracotta".
  await page.getByLabel('Search the shop').fill('terracota');
  await page.getByRole('button', { name: 'Search', exact: true }).click();
  await expect(page).toHaveURL(/\/shop\/search\?q=terracota/);
  const pot = page.locator(`a[href$="/shop/products/${mine}"]`).first();
  await expect(pot).toBeVisible();
  await expectNoAxeViolations(page, '/shop/search');
  await snap(page, testInfo, 'shop-search');

  // Filter: in stock, most viewed; the form is plain GET.
  await page.getByText('Filters', { exact: true }).click();
  await page.getByLabel('In stock only').check();
  await page.getByLabel('Sort by').selectOption('price-asc');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/inStock=1/);
  await expect(page).toHaveURL(/sort=price-asc/);
  await expect(pot).toBeVisible();

  await pot.click();
  await expect(page.getByRole('heading', { level: 1 })).toContainText('Terracotta water pot');
  const slug = new URL(page.url()).pathname.split('/').pop() ?? '';
  const product = await api<{ variants: { id: number; pricePaise: number; mrpPaise: number }[]; vendor: { slug: string; displayName: string } }>(
    request,
    `/api/v1/shop/products/${slug}`,
  );
  await expect(page.getByText('Seller details', { exact: true })).toBeVisible();
  await expect(page.getByText('Grievance officer', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page, 'product page');

  // Pick the second variation: a link, so the page (and its price) is the server's.
  const second = product.variants[1];
  await page.getByRole('link', { name: /10 litres/ }).click();
  await expect(page).toHaveURL(new RegExp(`variant=${second?.id}`));
  await expect(page.getByRole('link', { name: /10 litres/ })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByText('₹790', { exact: true }).first()).toBeVisible();
  const off = Math.floor((((second?.mrpPaise ?? 0) - (second?.pricePaise ?? 0)) * 100) / (second?.mrpPaise ?? 1));
  await expect(page.getByText(`(${off}% off)`)).toBeVisible();
  await snap(page, testInfo, 'shop-product');

  // Like: signed out, the form sends the buyer to log in and back; the like then counts once.
  const buyer = await registerDonor(request, 'shop-buyer');
  await page.getByRole('button', { name: 'Like', exact: false }).click();
  await expect(page).toHaveURL(/\/login\?redirectTo=/);
  await page.getByLabel('Email ID').fill(buyer.email);
  await page.getByLabel('Password').fill(buyer.password);
  await page.getByRole('button', { name: 'Login', exact: true }).click();
  await expect(page).toHaveURL(new RegExp(`/shop/products/${slug}\\?variant=${second?.id}$`));
  await page.getByRole('button', { name: /Like/ }).click();
  await expect(page.getByText('Added to your likes.')).toBeVisible();
  await expect(page.getByRole('button', { name: /Liked/ })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.getByText('1 like', { exact: true })).toBeVisible();

  // Follow the seller from the product page.
  await page.getByRole('button', { name: 'Follow', exact: true }).click();
  await expect(page.getByText(`You follow ${product.vendor.displayName}.`, { exact: false })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Following' })).toHaveAttribute('aria-pressed', 'true');

  await page.getByRole('link', { name: 'Visit the shop' }).click();
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(product.vendor.displayName);
  await expect(page.getByText('1 follower')).toBeVisible();
  await expectNoAxeViolations(page, 'vendor page');
  await snap(page, testInfo, 'shop-vendor');
});

test('the search page works with JavaScript off', async ({ browser, baseURL }, testInfo) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 }, baseURL });
  const page = await context.newPage();
  try {
    await page.goto('/shop/search');
    await page.getByLabel('Search the shop').fill('terracotta');
    await page.getByLabel('Search the shop').press('Enter');
    await expect(page).toHaveURL(/q=terracotta/);
    await expect(page.getByRole('link', { name: /Terracotta/ }).first()).toBeVisible();
    await page.getByText('Filters', { exact: true }).click();
    await page.getByLabel('In stock only').check();
    await page.getByRole('button', { name: 'Apply' }).click();
    await expect(page).toHaveURL(/inStock=1/);
    await expect(page.getByRole('link', { name: /Terracotta water pot/ }).first()).toBeVisible();
    // No script runs on this page, so no scrolling helper: the page as it loaded.
    await page.screenshot({ path: `e2e/screenshots/${testInfo.project.name}-shop-search-no-js.png`, fullPage: true });
  } finally {
    await context.close();
  }
});
