// Issue 20, the annual statement: a donor gives with a PAN and an address; staff find the
// foundation's 80G registration date in Site settings and download the year's statement from
// the receipts screen, and the donor's row carries the URN, its date and the form's values.

import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, paidGift, registerDonor, signIn, snap, test } from './fixtures.ts';

/** A PAN no other run has used: five letters, four digits, a letter. */
function freshPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  let n = Date.now();
  let head = '';
  for (let i = 0; i < 5; i++) {
    head += letters[n % 26];
    n = Math.floor(n / 26);
  }
  return `${head}${String(Date.now() % 10_000).padStart(4, '0')}Z`;
}

test('staff download the year’s statement with the URN and its date on the donor’s row', async ({ page, request }, testInfo) => {
  const donor = await registerDonor(request, `statement-${testInfo.project.name}`);
  const pan = freshPan();
  await paidGift(request, donor, { key: `statement-${testInfo.project.name}`, amountPaise: 1500_00, extra: { pan, address: '7 Lake Road, Bhopal 462001' } });

  // The registration's date is a setting of its own, next to its number.
  await signIn(page, E2E_ADMIN, '/admin/settings');
  const date = page.getByLabel('Date of 80G registration or approval');
  await expect(date).toHaveValue('2024-09-27');
  await snap(page, testInfo, 'admin-settings-80g-date');

  await page.goto('/admin/receipts');
  const section = page.getByRole('region', { name: 'Annual statement of donations' });
  await expect(section).toBeVisible();
  await expectNoAxeViolations(page);
  await section.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'admin-receipts-statement');

  const download = page.waitForEvent('download');
  await section.getByRole('link', { name: 'Download statement (CSV)' }).first().click();
  const file = await download;
  const text = await (await file.createReadStream()).toArray().then((chunks) => Buffer.concat(chunks).toString('utf8'));
  const [head = '', ...lines] = text.trim().split('\r\n');
  const header = head.split(',').map((c) => c.replace(/^"|"$/g, ''));
  const mine = lines.find((l) => l.includes(`"${pan}"`));
  expect(mine, `no row for ${pan}`).toBeTruthy();
  const row = Object.fromEntries(header.map((h, i) => [h, (mine ?? '').split('","')[i]?.replace(/^"|"$/g, '') ?? '']));
  expect(row).toMatchObject({
    'ID Code': 'Permanent Account Number',
    'Unique Registration Number (URN)': 'AABTS1234CF20241',
    'Date of Issuance of Unique Registration Number': '27-Sep-2024',
    'Name of donor': donor.name,
    'Address of donor': '7 Lake Road, Bhopal 462001',
    // A gift to a campaign, for the purpose it names: the receipt's type (decision 0028).
    'Donation Type': 'Specific grant',
    'Mode of receipt': 'Electronic modes including account payee cheque/draft',
    'Amount of donation (Indian rupees)': '1500',
  });
});
