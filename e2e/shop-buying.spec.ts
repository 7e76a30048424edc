// Issue 25, buying at 390 and 1280 px: a buyer searches the shop, puts two vendors' items in the
// cart as a guest, signs in (the cart comes along), adds a delivery address, pays once with the
// simulator, and sees two orders paid; one vendor accepts and ships from its orders page with a
// tracking number and marks it delivered, and the buyer sees each step.
//
// The shops and their products are made in setup the way people make them (application, staff
// approval, the seller API); e2e/vendors.spec.ts and e2e/seller-products.spec.ts walk those pages.
import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, approvedShop, expect, expectNoAxeViolations, flatPng, inr, registerDonor, signIn, snap, test, toastSaying, visit } from './fixtures.ts';

const toast = toastSaying;

/** A published product with one variation, made through the seller's API. */
async function listed(
  request: APIRequestContext,
  token: string,
  p: { title: string; categoryId: number; pricePaise: number; stock: number; rgb: [number, number, number] },
) {
  const headers = { authorization: `Bearer ${token}` };
  const made = await request.post('/api/v1/seller/products', {
    headers,
    data: {
      kind: 'product',
      title: p.title,
      description: 'Made by hand.',
      categoryId: p.categoryId,
      tags: 'handmade',
      hsnCode: '6214',
      gstRate: '5',
      countryOfOrigin: 'India',
    },
  });
  expect(made.ok(), await made.text()).toBe(true);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const price = (p.pricePaise / 100).toFixed(2);
  const variant = await request.post(`/api/v1/seller/products/${id}/variants`, {
    headers,
    data: { attributes: { Size: 'Free' }, sku: `SKU-${id}`, mrp: price, price, stock: p.stock, weightGrams: 400 },
  });
  expect(variant.ok(), await variant.text()).toBe(true);
  const image = await request.post(`/api/v1/seller/products/${id}/images`, { headers, data: { image: flatPng(600, 600, p.rgb).toString('base64') } });
  expect(image.ok(), await image.text()).toBe(true);
  const live = await request.post(`/api/v1/seller/products/${id}/publish`, { headers });
  expect(live.ok(), await live.text()).toBe(true);
}

test.describe('Buying from the shop', () => {
  test('a guest fills a cart from two shops, signs in, pays once, and follows each order to the doorstep', async ({ page, request }, testInfo) => {
    test.setTimeout(180_000);
    const tag = `${Date.now().toString(36)}${testInfo.project.name.slice(0, 1)}`;
    const staff = await apiToken(request, E2E_ADMIN);
    const cat = await request.post('/api/v1/admin/shop/categories', {
      headers: { authorization: `Bearer ${staff}` },
      data: { name: `Home ${tag}`, nameHi: 'घर', sort: 1 },
    });
    expect(cat.ok(), await cat.text()).toBe(true);
    const categoryId = ((await cat.json()) as { data: { id: number } }).data.id;

    const weaver = await registerDonor(request, `weaver-${tag}`);
    const potter = await registerDonor(request, `potter-${tag}`);
    await approvedShop(request, weaver, { displayName: `Bunkar Looms ${tag}`, city: 'Chanderi', state: 'Madhya Pradesh', pinCode: '473446' });
    await approvedShop(request, potter, { displayName: `Molela Clay ${tag}`, city: 'Molela', state: 'Rajasthan', pinCode: '313301' });
    const shawl = `Chanderi stole ${tag}`;
    const lamp = `Terracotta lamp ${tag}`;
    await listed(request, await apiToken(request, weaver), { title: shawl, categoryId, pricePaise: 1850_00, stock: 4, rgb: [150, 60, 40] });
    await listed(request, await apiToken(request, potter), { title: lamp, categoryId, pricePaise: 425_50, stock: 10, rgb: [180, 110, 60] });

    // A guest finds the stole by searching and puts it in the cart.
    await visit(page, `/shop/search?q=${encodeURIComponent(`chanderi ${tag}`)}`);
    await page.getByRole('link', { name: shawl }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: shawl })).toBeVisible();
    await expectNoAxeViolations(page, 'product with add to cart');
    await snap(page, testInfo, 'shop-product-add-to-cart');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your cart' })).toBeVisible();
    await expect(toast(page, 'Added to your cart')).toBeVisible();

    // Then two of the other shop's lamps.
    await visit(page, `/shop/search?q=${encodeURIComponent(`terracotta lamp ${tag}`)}`);
    await page.getByRole('link', { name: lamp }).first().click();
    await page.getByLabel('Quantity').selectOption('2');
    await page.getByRole('button', { name: 'Add to cart' }).click();
    const total = 1850_00 + 2 * 425_50;
    await expect(page.getByText(inr(total), { exact: true })).toBeVisible();
    await expect(page.getByRole('region', { name: `Sold by Bunkar Looms ${tag}` })).toBeVisible();
    await expect(page.getByRole('region', { name: `Sold by Molela Clay ${tag}` })).toBeVisible();
    await expectNoAxeViolations(page, 'cart');
    await snap(page, testInfo, 'shop-cart');

    // Signing in to check out brings the guest's cart along.
    const buyer = await registerDonor(request, `buyer-${tag}`);
    await page.getByRole('link', { name: 'Sign in to check out' }).click();
    await page.getByLabel('Email ID').fill(buyer.email);
    await page.getByLabel('Password').fill(buyer.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Checkout' })).toBeVisible();
    await expect(page.getByRole('heading', { name: '2 orders, one from each seller, paid together.' })).toBeVisible();

    // A first-time buyer types the delivery address in the same form as the payment, and Pay
    // checks it: a wrong PIN code is named (what was typed stays), then corrected, and Pay pays.
    await page.getByLabel('House, street, area').fill('22 Shyamla Hills');
    await page.getByLabel('City').fill('Bhopal');
    await page.getByLabel('State').selectOption('Madhya Pradesh');
    await page.getByLabel('PIN code').fill('062001');
    await page.getByRole('radio', { name: /Payment simulator/ }).check();
    await expectNoAxeViolations(page, 'shop checkout');
    await snap(page, testInfo, 'shop-checkout');
    await page.getByRole('button', { name: `Pay ${inr(total)}` }).click();
    await expect(page.getByText('A PIN code is 6 digits and does not start with 0').first()).toBeVisible();
    await expect(page.getByLabel('House, street, area')).toHaveValue('22 Shyamla Hills');
    await page.getByLabel('PIN code').fill('462013');
    await expect(page.getByRole('radio', { name: /Payment simulator/ })).toBeChecked();
    await page.getByRole('button', { name: `Pay ${inr(total)}` }).click();

    await expect(page).toHaveURL(/\/pay\/SG[0-9A-Z]{14}$/);
    await expect(page.getByText(inr(total), { exact: true }).first()).toBeVisible();
    await page.getByRole('button', { name: 'Pay successfully' }).click();
    await expect(page).toHaveURL(/\/shop\/orders\?payment=SG/);
    await expect(page.getByText('Thank you: your payment is received and each seller has your order.')).toBeVisible();
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards.filter({ hasText: `Bunkar Looms ${tag}` }).getByText('Paid, waiting for the seller')).toBeVisible();
    await expect(cards.filter({ hasText: `Molela Clay ${tag}` }).getByText('Paid, waiting for the seller')).toBeVisible();
    await expectNoAxeViolations(page, 'shop orders');
    await snap(page, testInfo, 'shop-orders');
    const reference = (
      (await cards
        .filter({ hasText: `Bunkar Looms ${tag}` })
        .getByRole('link')
        .first()
        .textContent()) ?? ''
    )
      .replace('Order ', '')
      .trim();
    expect(reference).toMatch(/^SO[0-9A-Z]{12}$/);

    // The weaver accepts, ships with a tracking number, and marks it delivered.
    const seller = await page
      .context()
      .browser()
      ?.newContext({ viewport: page.viewportSize() ?? { width: 390, height: 844 } });
    if (!seller) throw new Error('no browser');
    const sp = await seller.newPage();
    await signIn(sp, weaver, '/seller/orders');
    await expect(sp.getByRole('heading', { level: 1, name: 'Orders' })).toBeVisible();
    await expect(sp.getByText(`Order ${reference}`)).toBeVisible();
    await expectNoAxeViolations(sp, 'seller orders');
    await snap(sp, testInfo, 'seller-orders');
    await sp.getByRole('button', { name: `Accept: ${reference}` }).click();
    await expect(toast(sp, `${reference}: Order is now: Accepted by the seller`)).toBeVisible();
    await sp.getByLabel('Courier').fill('India Post');
    await sp.getByLabel('Tracking number').fill('EE123456789IN');
    await sp.getByRole('button', { name: `Mark shipped: ${reference}` }).click();
    await expect(toast(sp, `${reference}: Order is now: Shipped`)).toBeVisible();
    await sp.getByRole('button', { name: `Mark delivered: ${reference}` }).click();
    await expect(toast(sp, `${reference}: Order is now: Delivered`)).toBeVisible();

    // The buyer sees every step, the courier and the tracking number.
    await visit(page, `/shop/orders/${reference}`);
    await expect(page.getByRole('heading', { level: 1, name: `Order ${reference}` })).toBeVisible();
    await expect(page.getByText('India Post, tracking number EE123456789IN')).toBeVisible();
    await expect(page.getByRole('list', { name: 'Order steps' }).getByRole('listitem')).toHaveCount(5);
    await expect(page.getByRole('list', { name: 'Order steps' }).getByText('not yet')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /^Tax invoice .* \(PDF\)$|^Bill of supply .* \(PDF\)$/ })).toBeVisible();
    await expectNoAxeViolations(page, 'shop order');
    await snap(page, testInfo, 'shop-order');

    // The stole goes back: the buyer asks, the weaver approves and receives it, the buyer is refunded.
    await page.getByText('Return this order').click();
    await page.getByLabel('What is wrong with it?').fill('The colour is not as in the photo');
    await page.getByLabel(/^Photos/).setInputFiles({ name: 'stole.png', mimeType: 'image/png', buffer: flatPng(400, 300, [150, 60, 40]) });
    await page.getByRole('button', { name: 'Ask for a return' }).click();
    await expect(toast(page, 'Your return is asked for: the seller answers by email.')).toBeVisible();
    await sp.goto(`/seller/orders?status=delivered`);
    // The seller sees the buyer's photo.
    const shot = sp.getByRole('img', { name: 'Photo 1' });
    await shot.scrollIntoViewIfNeeded();
    await expect.poll(() => shot.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBe(400);
    await sp.getByRole('button', { name: `Approve the return: ${reference}` }).click();
    await expect(toast(sp, `${reference}: Return: Return approved: send the parcel back`)).toBeVisible();
    await sp.getByRole('button', { name: `Parcel received: refund: ${reference}` }).click();
    await expect(toast(sp, `${reference}: Return: Return received`)).toBeVisible();
    // The refund goes out from the queue through the simulator, moments later.
    await expect(async () => {
      await visit(page, `/shop/orders/${reference}`);
      await expect(page.getByText(`${inr(1850_00)} back to the way you paid`)).toBeVisible({ timeout: 1000 });
    }).toPass({ timeout: 15_000 });
    await expect(page.getByRole('link', { name: /^Credit note .* \(PDF\)$/ })).toBeVisible();

    // The weaver's payable shows the sale and its refund, and the month's statement downloads.
    await sp.goto('/seller/payouts');
    await expect(sp.getByRole('heading', { level: 1, name: 'Payouts' })).toBeVisible();
    const row = (label: string) =>
      sp
        .getByRole('main')
        .locator('dl > div')
        .filter({ has: sp.getByRole('term').getByText(label, { exact: true }) });
    await expect(row('Sales delivered')).toContainText(inr(1850_00));
    await expect(row('Refunds')).toContainText(`− ${inr(1850_00)}`);
    await expectNoAxeViolations(sp, 'seller payouts');
    await snap(sp, testInfo, 'seller-payouts');
    const month = new Date(Date.now() + 5.5 * 3600_000).toISOString().slice(0, 7);
    const csv = await sp.request.get(`/seller/payouts/statement?month=${month}`);
    expect(csv.status()).toBe(200);
    const text = await csv.text();
    expect(text).toContain('"Sale"');
    expect(text).toContain('"Refund to buyer"');
    await seller.close();
  });
});
