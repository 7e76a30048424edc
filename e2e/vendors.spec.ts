// Issue 24: a person with a proven mobile applies to sell with a logo and a KYC PDF; staff
// approve the shop from /admin/vendors; the applicant sees it approved on /sell.

// A small PNG (a 240×240 square of one colour), made here so the journey needs no file on disk.
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectNoAxeViolations, proveMobile, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n');

// At 390 px only: each screenshot is also the page's 1280 px layout visit (snap, decision 0062).
test.describe('selling in the shop', () => {
  test('apply with a logo and a KYC PDF → staff approve → the applicant sees “Approved”', async ({ page, request, browser }, testInfo) => {
    // Two people, five pages, axe on four: a long journey on a shared machine.
    test.setTimeout(180_000);
    const who = await registerDonor(request, `seller-${testInfo.project.name}`);
    // The mobile proven by its SMS code (as the profile does), through the API.
    await proveMobile(request, await apiToken(request, who));

    await signIn(page, who, '/sell');
    await expect(page.getByRole('heading', { name: 'Sell in our shop', level: 1 })).toBeVisible();
    await expectNoAxeViolations(page, '/sell form');
    await snap(page, testInfo, 'sell-form');

    const shopName = `Kondagaon Dhokra ${testInfo.project.name}`;
    await page.getByLabel('Legal name').fill('Kondagaon Dhokra Artisans Society');
    await page.getByLabel('PAN', { exact: true }).fill('ABCDE1234F');
    await page.getByLabel('Shop name').fill(shopName);
    await page.getByLabel('About your business').fill('Lost-wax brass figures cast by twelve families in Kondagaon, Bastar.');
    await page.getByLabel('Address', { exact: true }).fill('4 Market Lane, Bhelwapara');
    await page.getByLabel('City or town').fill('Kondagaon');
    await page.getByLabel('State or union territory').selectOption('Chhattisgarh');
    await page.getByLabel('PIN code').fill('494226');
    await page.getByLabel('Support email').fill('hello@dhokra.example.in');
    await page.getByLabel('Support phone (mobile)').fill('98930 12345');
    await page.getByLabel('Return policy').fill('Returns within 10 days if unused.');
    await page.getByLabel('Account holder’s name').fill('Kondagaon Dhokra Artisans Society');
    await page.getByLabel('Account number', { exact: true }).fill('501001234567');
    await page.getByLabel('Account number again').fill('501001234567');
    await page.getByLabel('IFSC').fill('HDFC0000240');
    const logo = await sharp({ create: { width: 240, height: 240, channels: 3, background: { r: 176, g: 112, b: 48 } } })
      .png()
      .toBuffer();
    await page.getByLabel('Logo (optional)').setInputFiles({ name: 'logo.png', mimeType: 'image/png', buffer: logo });
    await page.getByLabel('Document', { exact: true }).setInputFiles({ name: 'pan-card.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByRole('button', { name: 'Send application' }).click();

    await expect(page).toHaveURL(/\/sell$/);
    await expect(page.getByRole('heading', { name: shopName })).toBeVisible();
    await expect(page.locator('[data-status="submitted"]')).toHaveText('Submitted');
    await expect(page.getByRole('link', { name: /Download pan-card\.pdf/ })).toBeVisible();
    await expectNoAxeViolations(page, '/sell submitted');
    await snap(page, testInfo, 'sell-submitted');

    // Staff, in their own browser.
    const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
    const staff = await staffContext.newPage();
    await visit(staff, '/login?redirectTo=/admin/vendors');
    await staff.getByLabel('Email ID').fill(E2E_ADMIN.email);
    await staff.getByLabel('Password').fill(E2E_ADMIN.password);
    await staff.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/vendors$/);
    await expectNoAxeViolations(staff, '/admin/vendors');
    await snap(staff, testInfo, 'admin-vendors');
    await staff.getByRole('link', { name: shopName }).click();
    await expect(staff.getByRole('heading', { name: shopName, level: 1 })).toBeVisible();
    await expect(staff.getByText('IFSC found in the bank list: HDFC Bank')).toBeVisible();
    await expect(staff.getByText('•••• 4567', { exact: true }).first()).toBeVisible();
    await expectNoAxeViolations(staff, '/admin/vendors/:id');
    await snap(staff, testInfo, 'admin-vendor');
    await staff.getByRole('button', { name: 'Approve' }).click();
    await expect(staff.locator('h1 [data-status="approved"]')).toHaveText('Approved');
    // The vendor's new bank account, against a new cancelled cheque: a wrong confirmation first.
    await staff.getByRole('region', { name: 'Change legal name, tax or bank details' }).getByText('Open the form').click();
    await staff.getByLabel('Account number', { exact: true }).fill('50100123454321');
    await staff.getByLabel('Account number again').fill('50100123454320');
    await staff.getByLabel('Which document shows the change').fill('New cancelled cheque, 20 November');
    await staff.getByRole('button', { name: 'Save the new details' }).click();
    await expect(staff.locator('#f-bankAccountConfirm-error')).toHaveText('The two account numbers are not the same');
    await expectNoAxeViolations(staff, '/admin/vendors/:id legal errors');
    await snap(staff, testInfo, 'admin-vendor-legal');
    await staff.getByLabel('Account number', { exact: true }).fill('50100123454321');
    await staff.getByLabel('Account number again').fill('50100123454321');
    await staff.getByRole('button', { name: 'Save the new details' }).click();
    await expect(staff.getByText('Saved; the vendor has been emailed.')).toBeVisible();
    await expect(staff.getByText('•••• 4321', { exact: true })).toBeVisible();
    await staffContext.close();

    await visit(page, '/sell');
    await expect(page.locator('[data-status="approved"]')).toHaveText('Approved');
    await expect(page.getByRole('link', { name: 'See your shop' })).toBeVisible();
    await expectNoAxeViolations(page, '/sell approved');
    await snap(page, testInfo, 'sell-approved');
  });
});
