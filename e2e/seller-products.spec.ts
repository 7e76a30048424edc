// Issue 24, the vendor's catalogue at 390 px: an approved vendor adds a product with two
// variations (Size S and M) and two photos, publishes it and finds it live in their list.
//
// The approved shop is made in setup the way a person makes one (mobile proven, application
// through the seller API, staff approve); e2e/vendors.spec.ts walks those pages.
import { E2E_ADMIN } from '../playwright.config.ts';
import { approvedShop, expect, expectNoAxeViolations, flatPng, registerDonor, signIn, snap, test, toastSaying, visit } from './fixtures.ts';

const toast = toastSaying;

test.describe('The seller’s catalogue', () => {
  test('an approved vendor adds a product with two sizes and two photos, publishes it, and sees it live', async ({ page, request }, testInfo) => {
    test.setTimeout(120_000);
    const tag = Date.now().toString(36);
    // Its own name: the journey runs at two widths against one server.
    const title = `Maheshwari cotton kurta ${tag}`;
    const who = await registerDonor(request, `seller-${tag}`);

    // Staff make the categories through the console's API.
    const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(login.ok(), await login.text()).toBe(true);
    const token = ((await login.json()) as { api_token: string }).api_token;
    const headers = { authorization: `Bearer ${token}` };
    const top = await request.post('/api/v1/admin/shop/categories', { headers, data: { name: `Clothing ${tag}`, nameHi: 'कपड़े', sort: 1 } });
    expect(top.ok(), await top.text()).toBe(true);
    const topId = ((await top.json()) as { data: { id: number } }).data.id;
    const sub = await request.post('/api/v1/admin/shop/categories', { headers, data: { name: `Kurtas ${tag}`, nameHi: 'कुर्ते', parentId: topId } });
    expect(sub.ok(), await sub.text()).toBe(true);

    await approvedShop(request, who, { displayName: `Sutradhar Handloom ${tag}`, city: 'Maheshwar', state: 'Madhya Pradesh', pinCode: '451224' });

    await signIn(page, who, '/seller');
    await expect(page.getByRole('heading', { level: 1, name: 'Your shop' })).toBeVisible();
    await expect(page.getByText('Nothing is running low.')).toBeVisible();
    await expectNoAxeViolations(page, 'seller dashboard');
    await snap(page, testInfo, 'seller-dashboard');

    await page.getByRole('main').getByRole('link', { name: '+ Add a product' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Add a product' })).toBeVisible();
    await page.getByLabel('Name', { exact: true }).fill(title);
    await page.getByLabel('Description', { exact: true }).fill('Woven on pit looms in Maheshwar.\n\nSoft cotton, natural dyes.');
    await page.getByLabel('Name in Hindi').fill('माहेश्वरी सूती कुर्ता');
    await page.getByLabel('Description in Hindi').fill('महेश्वर में गड्ढा करघों पर बुना गया।\n\nमुलायम सूती, प्राकृतिक रंग।');
    await page.getByLabel('Category').selectOption({ label: `Kurtas ${tag}` });
    await page.getByLabel('Tags (optional)').fill('handloom, cotton, kurta');
    await page.getByLabel('HSN code').fill('6206');
    await page.getByLabel('GST rate').selectOption('5');
    await expectNoAxeViolations(page, 'new product');
    await snap(page, testInfo, 'seller-product-new');
    await page.getByRole('button', { name: 'Save and continue' }).click();
    await expect(toast(page, 'Draft saved. Now add photos and a price.')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

    for (const [i, rgb] of [
      [1, [150, 60, 40]],
      [2, [40, 90, 120]],
    ] as const) {
      await page.getByLabel('Add a photo').setInputFiles({ name: `kurta-${i}.png`, mimeType: 'image/png', buffer: flatPng(800, 800, [...rgb]) });
      await page.getByRole('button', { name: 'Upload photo' }).click();
      await expect(toast(page, 'Photo added.')).toBeVisible();
      await expect(page.getByRole('img', { name: `Photo ${i}` })).toBeVisible();
    }

    for (const [size, price, stock] of [
      ['S', '1,499', '6'],
      ['M', '1,599', '3'],
    ] as const) {
      const form = page.locator('form').filter({ has: page.getByRole('button', { name: 'Add variation' }) });
      await form.getByLabel('Attribute 1 (e.g. Size)').fill('Size');
      await form.getByLabel('Value 1 (e.g. M)').fill(size);
      await form.getByLabel('SKU').fill(`KURTA-${size}`);
      await form.getByLabel('Stock').fill(stock);
      await form.getByLabel('MRP (₹)').fill('1,899');
      await form.getByLabel('Price (₹)').fill(price);
      await form.getByLabel('Weight (g)').fill('250');
      await form.getByRole('button', { name: 'Add variation' }).click();
      await expect(toast(page, 'Variation added.')).toBeVisible();
      const line = page.locator('summary').filter({ hasText: `KURTA-${size}` });
      await expect(line).toContainText(`₹${price}`);
      await expect(line).toContainText(`${stock} in stock`);
    }
    await expect(page.getByText('₹1,499 – ₹1,599').first()).toBeVisible();

    await page.getByRole('button', { name: 'Publish', exact: true }).click();
    await expect(toast(page, 'Your product is live.')).toBeVisible();
    await expect(page.getByText('Live', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(page, 'product editor');
    await snap(page, testInfo, 'seller-product-edit');
    const productUrl = await page.getByRole('link', { name: 'See it in the shop →' }).getAttribute('href');
    expect(productUrl).toMatch(/^\/shop\/products\/[a-z0-9-]+$/);

    await page.getByRole('link', { name: 'All products' }).first().click();
    const item = page.getByRole('list', { name: 'Your products' }).getByRole('listitem').filter({ hasText: title });
    await expect(item).toContainText('Live');
    await expect(item).toContainText('₹1,499 – ₹1,599');
    await expect(item).toContainText('2 variations · 9 in stock');
    await expectNoAxeViolations(page, 'seller products');
    await snap(page, testInfo, 'seller-products');

    await page.getByRole('link', { name: 'Your shop' }).click();
    await expect(page.getByText('KURTA-M')).toBeVisible();
    await snap(page, testInfo, 'seller-dashboard-stocked');

    // A Hindi reader sees the vendor's Hindi on the product's page.
    await visit(page, `/hi${productUrl}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('माहेश्वरी सूती कुर्ता');
    await expect(page.getByText('मुलायम सूती, प्राकृतिक रंग।')).toBeVisible();

    // Staff find it in the console, take it down with a reason, and the vendor reads why.
    await page.context().clearCookies();
    await signIn(page, E2E_ADMIN, '/admin/shop/products');
    await page.getByLabel('Search by name').fill(title);
    await page.getByRole('button', { name: 'Find' }).click();
    const row = page.getByRole('row').filter({ hasText: title });
    await expect(row).toContainText('Sutradhar Handloom');
    await expectNoAxeViolations(page, 'console shop products');
    await snap(page, testInfo, 'admin-shop-products');
    await row.getByText('Hide / Take down').click();
    await row.getByLabel('Reason').fill('Photos must show the product itself');
    await row.getByRole('button', { name: `Take down: ${title}` }).click();
    await expect(toast(page, `${title}: done.`)).toBeVisible();
    await expect(page.getByRole('row').filter({ hasText: title })).toContainText('Taken down');
    await visit(page, '/admin/shop/categories');
    await expectNoAxeViolations(page, 'console shop categories');
    await snap(page, testInfo, 'admin-shop-categories');
  });
});
