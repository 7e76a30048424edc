// Issue 9 and 20, tax receipts: a donor gives, asks for the receipt from the profile (the ID and
// address the gift lacked), staff issue it in the console, and the donor downloads a PDF whose
// text carries the receipt's number, their masked Aadhaar number and the amount in words, and the
// law's words of the year (Section 133 of the Income-tax Act, 2025, from FY 2026-27).

import { E2E_ADMIN } from '../playwright.config.ts';
import { pdfText } from '../tests/support/pdf.ts';
import { expect, expectNoAxeViolations, paidGift, registerDonor, signIn, snap, test } from './fixtures.ts';

test('request (with an Aadhaar number) → issue → download a Section 133 receipt, and read the PDF', async ({ page, request, browser, baseURL }, testInfo) => {
  const donor = await registerDonor(request, `receipt-${testInfo.project.name}`);
  const reference = await paidGift(request, donor, { key: `receipt-${testInfo.project.name}`, amountPaise: 3000_00 });

  // The donor asks; the gift has no PAN or address yet, so the form asks for both.
  await signIn(page, donor, '/profile');
  // Today is in FY 2026-27: the Income-tax Act, 2025's regime names the receipt.
  await page.getByText('Request Section 133 receipt').first().click();
  const form = page.getByRole('form', { name: new RegExp(reference) });
  await expect(form.getByRole('textbox', { name: /^PAN/ })).toHaveAttribute('required', '');
  // The browser's own check would stop an empty form; the server must give the same answer.
  await form.evaluate((f) => f.setAttribute('novalidate', ''));
  await form.getByRole('button', { name: 'Request Section 133 receipt' }).click();
  const needsId = 'Please enter your PAN (or Aadhaar number if you have no PAN): the Section 133 receipt needs it.';
  await expect(page.locator('[data-toast]').filter({ hasText: needsId }).first()).toBeVisible();
  // The form stays open with the message beside the field.
  await expect(form.getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription(needsId);
  // A donor without a PAN gives an Aadhaar number: a wrong check digit is refused.
  await form.getByRole('textbox', { name: /^PAN/ }).fill('2341 2341 2345');
  await form.getByLabel('Postal address').fill('12 MG Road, Pune 411001');
  await form.getByRole('button', { name: 'Request Section 133 receipt' }).click();
  await expect(form.getByRole('textbox', { name: /^PAN/ })).toHaveAccessibleDescription('Please enter a valid 12-digit Aadhaar number');
  await form.getByRole('textbox', { name: /^PAN/ }).fill('2341 2341 2346');
  await form.getByLabel('Postal address').fill('12 MG Road, Pune 411001');
  await form.getByRole('button', { name: 'Request Section 133 receipt' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'We have noted your Section 133 receipt request.' }).first()).toBeVisible();
  await expect(page.getByText('Requested').first()).toBeVisible();

  // Staff issue it.
  const staffCtx = await browser.newContext({ baseURL });
  const staff = await staffCtx.newPage();
  await signIn(staff, E2E_ADMIN, '/admin/receipts');
  await expectNoAxeViolations(staff);
  await snap(staff, testInfo, 'admin-receipts');
  await staff.getByRole('button', { name: `Issue: ${reference}` }).click();
  await expect(staff.locator('[data-toast]').filter({ hasText: 'Issued 1 receipt.' }).first()).toBeVisible();
  const number = (await staff.getByRole('table', { name: 'Issued receipts' }).getByRole('link').first().textContent()) ?? '';
  expect(number).toMatch(/^S133\/2026-27\/\d{6}$/);
  // No certificate is configured here: the console says so.
  await expect(staff.getByRole('table', { name: 'Issued receipts' }).getByText('Not digitally signed').first()).toBeVisible();
  await snap(staff, testInfo, 'admin-receipts-issued');
  // Emailing again and correcting are on the receipt's own page.
  await staff
    .getByRole('link', { name: /Email again or correct/ })
    .first()
    .click();
  await expect(staff.getByRole('heading', { level: 1, name: `Receipt ${number}` })).toBeVisible();
  await staff.getByRole('button', { name: 'Email again' }).click();
  await expect(
    staff
      .locator('[data-toast]')
      .filter({ hasText: `${number} was emailed again` })
      .first(),
  ).toBeVisible();
  await staff.getByText('Correct this receipt').click();
  await expectNoAxeViolations(staff, '/admin/receipts/:id');
  await snap(staff, testInfo, 'admin-receipt');
  await staffCtx.close();

  // The donor downloads it.
  await page.reload();
  const link = page.getByRole('link', { name: `Download ${number}` });
  await expect(link).toBeVisible();
  await snap(page, testInfo, 'profile-receipt');
  const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
  expect(download.suggestedFilename()).toBe(`${number.replaceAll('/', '-')}.pdf`);
  const path = await download.path();
  const text = await pdfText(await (await import('node:fs/promises')).readFile(path));
  for (const expected of [
    number,
    'Section 133 receipt for donation',
    donor.name,
    'XXXX XXXX 2346',
    '12 MG Road, Pune 411001',
    '₹3,000',
    'Rupees Three Thousand Only',
    'Specific grant',
    reference,
  ]) {
    expect(text, expected).toContain(expected);
  }
  // The full Aadhaar number is kept for the annual statement, never printed.
  expect(text).not.toContain('234123412346');

  // The email that told the donor carries the same receipt as a PDF.
  type Mail = { recipient: string; subject: string; attachments: { filename: string; url: string }[] };
  const mails = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: Mail[] }).data;
  const mail = mails.find((m) => m.recipient === donor.email && m.subject === `Your Section 133 receipt ${number}`);
  expect(mail?.attachments.map((a) => a.filename)).toEqual([download.suggestedFilename()]);
  const attached = await request.get(mail?.attachments[0]?.url ?? '');
  expect(attached.headers()['content-type']).toBe('application/pdf');
  expect(await pdfText(await attached.body())).toContain(number);
});

test('a refund: the donor reads the policy and asks in writing, the admin refunds through the payment (no transfer reference), the audit log shows it', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  const donor = await registerDonor(request, `refund-${testInfo.project.name}`);
  const reference = await paidGift(request, donor, { key: `refund-${testInfo.project.name}`, amountPaise: 3000_00 });

  await signIn(page, donor, '/profile');
  const row = page.getByRole('row').filter({ hasText: reference });
  await row.getByText('Ask for a refund').click();
  const ask = row.getByRole('form', { name: `Ask for a refund: ${reference}` });
  // Before asking: the 48-hour window, the charges kept, how the money goes back.
  await expect(ask).toContainText('You can ask within 48 hours of your donation: for this one, until');
  await expect(ask).toContainText("net of the payment gateway's charges");
  await expect(ask).toContainText('The money goes back the way you paid');
  await snap(page, testInfo, 'refund-ask');
  await ask.getByLabel('Why do you want this donation back?').fill('I chose the wrong campaign, sorry.');
  await ask.getByRole('button', { name: 'Send request' }).click();
  await expect(page.locator('[data-toast]').filter({ hasText: 'We have your refund request. Our team answers within 7 working days.' })).toHaveCount(1);
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Refund requested');

  const adminCtx = await browser.newContext({ baseURL });
  const admin = await adminCtx.newPage();
  await signIn(admin, E2E_ADMIN, '/admin/refunds');
  const card = admin.getByRole('listitem').filter({ hasText: reference });
  await expect(card).toContainText('I chose the wrong campaign, sorry.');
  await expectNoAxeViolations(admin);
  await snap(admin, testInfo, 'admin-refunds');
  // A gateway (here the simulator's) payment goes back the way it came: no transfer reference asked.
  await expect(card.getByLabel(/Reference of the bank transfer/)).toHaveCount(0);
  await expect(card).toContainText('Goes back the way it came');
  await card.getByRole('button', { name: `Refund: ${reference}` }).click();
  await expect(admin.locator('[data-toast]').filter({ hasText: 'Refunded ₹3,000.' })).toHaveCount(1);

  await admin.goto('/admin/audit?action=refund.refund');
  await expect(admin.getByRole('main')).toContainText(E2E_ADMIN.email);
  await expect(admin.getByRole('main')).toContainText('status: requested → refunded');
  await expect(admin.getByRole('main')).toContainText('refundPaise: ₹3,000');
  await expectNoAxeViolations(admin);
  await snap(admin, testInfo, 'admin-audit');
  await adminCtx.close();

  await page.reload();
  await expect(page.getByRole('row').filter({ hasText: reference })).toContainText('Refunded');
});
