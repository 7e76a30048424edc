// Where the money went (issue 26), as a donor reads it on a campaign's page: raised, spent and
// what is still to spend, the totals by what it paid for, and each payment; the figures are the
// API's (the seeded campaign's approved spending), and the section reads without JavaScript. The
// whole chain: a campaigner's bill, redacted by staff on the console, public on the campaign's
// page, and in the donor's story of their gift (email, private link, profile).
import PDFDocument from 'pdfkit';
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import {
  expect,
  expectNoAxeViolations,
  flatPng,
  fromOutbox,
  inr,
  newCampaigner,
  paidGift,
  registerDonor,
  signIn,
  snap,
  test,
  toastSaying,
  visit,
} from './fixtures.ts';

test('a campaign page shows where its money went', async ({ page, request }, testInfo) => {
  const slug = 'winter-blankets-for-the-homeless';
  const campaign = (
    (await (await request.get(`/api/v1/campaigns/${slug}`)).json()) as { data: { raisedPaise: number; spentPaise: number; foundationAddedPaise: number } }
  ).data;
  const items = ((await (await request.get(`/api/v1/campaigns/${slug}/spending`)).json()) as { data: { description: string; amountPaise: number }[] }).data;
  expect(items.length).toBeGreaterThan(0);
  expect(campaign.spentPaise).toBe(items.reduce((n, i) => n + i.amountPaise, 0));

  await visit(page, `/campaigns/${slug}#spending`);
  const section = page.getByRole('region', { name: 'Where the money went' });
  await expect(section).toBeVisible();
  const figure = (label: string) => section.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(figure('Spent')).toContainText(inr(campaign.spentPaise));
  await expect(figure('Still to spend')).toContainText(inr(campaign.raisedPaise + campaign.foundationAddedPaise - campaign.spentPaise));
  for (const i of items) await expect(section.getByText(i.description).first()).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Woollen blankets' })).toContainText('120 blankets');
  await expectNoAxeViolations(page, 'campaign spending');
  await section.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'campaign-spending');

  // Every payment, on a page of its own (the campaign page links to it past ten).
  await visit(page, `/campaigns/${slug}/spending`);
  for (const i of items) await expect(page.getByRole('main').getByText(i.description).first()).toBeVisible();
  await expect(page.getByRole('link', { name: 'See the bill' }).first()).toBeVisible();
  await expectNoAxeViolations(page, 'all payments');
  await snap(page, testInfo, 'campaign-all-payments');
});

/** A shop's bill that names the child it was for, on one A4 page (the line at 150 pt from the top). */
function billNaming(child: string): Promise<Buffer> {
  return new Promise((resolve) => {
    const doc = new PDFDocument({ size: 'A4', margin: 50 });
    const parts: Buffer[] = [];
    doc.on('data', (b: Buffer) => parts.push(b));
    doc.on('end', () => resolve(Buffer.concat(parts)));
    doc.fontSize(18).text('Barmer Bag House - TAX INVOICE 88', 50, 60);
    doc.fontSize(12).text(`Student: ${child}, Class 4, Govt. School Sanawara`, 50, 150);
    doc.text('12 school bags ........ Rs 600.00', 50, 220);
    doc.end();
  });
}
/** The band of the bill that names the child, in percent of the page's height. */
const NAME_BAND = { top: (150 / 841.89) * 100, bottom: (165 / 841.89) * 100 };

test('a campaigner’s bill, redacted by staff, shows on the campaign’s page and in the donor’s story of their gift', async ({ page, request }, testInfo) => {
  test.setTimeout(150_000);
  const campaigner = await newCampaigner(request, testInfo.project.name);
  const donor = await registerDonor(request, `bags-${testInfo.project.name}`);
  await paidGift(request, donor, { key: `bags-${testInfo.project.name}`, amountPaise: 1_000_00, campaign: campaigner.slug });

  // The campaigner records the payment with its bill and a photo.
  await signIn(page, campaigner, `/my-campaigns/${campaigner.id}`);
  const form = page.getByRole('region', { name: 'Record a payment' });
  await form.getByLabel('Paid on').fill('2026-11-24');
  await form.getByLabel('Amount (₹)').fill('600');
  await form.getByLabel('What it paid for').selectOption({ label: 'Education' });
  await form.getByLabel('Paid to').fill('Barmer Bag House');
  await form.getByLabel('What was bought or paid for').fill('School bags');
  await form.getByLabel('Quantity (optional)').fill('12');
  await form.getByLabel('Of what (blankets, kits, days)').fill('bags');
  await form.getByLabel(/^The bill or invoice/).setInputFiles({ name: 'bill.pdf', mimeType: 'application/pdf', buffer: await billNaming('Priya Sharma') });
  await form.getByLabel(/^Photos of the help delivered/).setInputFiles({ name: 'bags.png', mimeType: 'image/png', buffer: flatPng(900, 600, [180, 90, 40]) });
  await form.getByRole('button', { name: 'Send for checking' }).click();
  await expect(toastSaying(page, 'Sent: our team checks it against its bill before donors see it')).toBeVisible();
  const mine = page.getByRole('region', { name: 'Record a payment' }).getByRole('listitem').filter({ hasText: 'School bags' });
  await expect(mine).toContainText('Being checked');
  await expect(mine.getByRole('link', { name: 'Open the original (PDF)' })).toBeVisible();
  await expectNoAxeViolations(page, 'record a payment');

  // Staff black out the child's name by drawing a box on the bill, then approve.
  await page.context().clearCookies();
  await signIn(page, E2E_ADMIN, '/admin/spending');
  const item = page.getByRole('listitem').filter({ hasText: campaigner.title });
  await expect(item).toContainText('₹600');
  await expect(item).toContainText('Not redacted yet: the bill stays private until it is');
  const bill = item.getByRole('img', { name: 'The bill', exact: true });
  await bill.scrollIntoViewIfNeeded();
  const box = await bill.boundingBox();
  if (!box) throw new Error('the bill is not shown');
  await page.mouse.move(box.x + box.width * 0.05, box.y + box.height * ((NAME_BAND.top - 1.2) / 100));
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.95, box.y + box.height * ((NAME_BAND.bottom + 1.2) / 100), { steps: 8 });
  await page.mouse.up();
  await expect(item.getByLabel(/^Boxes to black out/)).toHaveValue(/^\d+(\.\d+)? \d+(\.\d+)? \d+(\.\d+)? \d+(\.\d+)?$/);
  await expectNoAxeViolations(page, 'console spending');
  await snap(page, testInfo, 'admin-spending-redact');
  await item.getByRole('button', { name: 'Save the redaction' }).click();
  await expect(toastSaying(page, 'Redaction saved: the bill shows publicly (redacted) once the payment is approved')).toBeVisible();
  const saved = page.getByRole('listitem').filter({ hasText: campaigner.title });
  await expect(saved.getByRole('img', { name: /^The bill for School bags/ })).toBeVisible();
  await saved.getByRole('button', { name: 'Approve: School bags ₹600' }).click();
  await expect(toastSaying(page, 'Approved: it is on the campaign’s page')).toBeVisible();

  // Anyone: the payment on the campaign's page, its bill black where the child's name was.
  await page.context().clearCookies();
  await visit(page, `/campaigns/${campaigner.slug}#spending`);
  const section = page.getByRole('region', { name: 'Where the money went' });
  const shown = section.getByRole('listitem').filter({ hasText: 'School bags' });
  await expect(shown).toContainText('12 bags');
  const billLink = shown.getByRole('link', { name: /See the bill/ });
  await expect(billLink).toBeVisible();
  await expect(shown.getByRole('img', { name: 'Photo 1 of School bags' })).toBeVisible();
  const published = await request.get((await billLink.getAttribute('href')) ?? '');
  expect(published.headers()['content-type']).toContain('image/jpeg');
  const jpeg = await published.body();
  const { width = 0, height = 0 } = await sharp(jpeg).metadata();
  const band = await sharp(
    await sharp(jpeg)
      .extract({
        left: Math.round(width * 0.1),
        top: Math.round((height * (NAME_BAND.top + 0.3)) / 100),
        width: Math.round(width * 0.6),
        height: Math.round((height * (NAME_BAND.bottom - NAME_BAND.top - 0.6)) / 100),
      })
      .toBuffer(),
  ).stats();
  expect(band.channels[0]?.max ?? 255).toBeLessThan(40);
  await expectNoAxeViolations(page, 'campaign spending with bill');
  await shown.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'campaign-spending-bill');

  // The donor: told by email what their gift bought, and the same story in their profile.
  const link = await fromOutbox(request, donor.email, /(\/gifts\/\d+\/[A-Za-z0-9_-]+)/);
  // The ₹600 payment took ₹600 of the ₹1,000 gift: the email says so, not that all of it did.
  expect(await fromOutbox(request, donor.email, /^(₹600 of your ₹1,000 bought 12 bags)$/m)).toBe('₹600 of your ₹1,000 bought 12 bags');
  await visit(page, link);
  await expect(page.getByRole('heading', { level: 1, name: 'What your ₹1,000 did' })).toBeVisible();
  await expect(page.getByRole('main')).toContainText('12 bags: School bags');
  await expectNoAxeViolations(page, 'gift story');
  await snap(page, testInfo, 'gift-story');
  await signIn(page, donor, '/profile');
  const stories = page.getByRole('region', { name: 'What your gifts bought' });
  await expect(stories.getByRole('heading', { name: `Your ₹1,000 to ${campaigner.title}` })).toBeVisible();
  await expect(stories).toContainText('12 bags: School bags');
  await expect(stories.getByRole('img', { name: /^The bill for School bags/ })).toBeVisible();
  await expectNoAxeViolations(page, 'gift stories');
  await stories.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'profile-gift-stories');
});

test('the transparency page shows where every rupee went, and downloads as CSV', async ({ page }, testInfo) => {
  await visit(page, '/transparency');
  await expect(page.getByRole('heading', { level: 1, name: 'Where every rupee went' })).toBeVisible();
  await expect(page.getByRole('table').first()).toBeVisible();
  await expect(page.getByRole('cell', { name: 'Clothing and blankets' })).toBeVisible();
  await expectNoAxeViolations(page, 'transparency');
  await snap(page, testInfo, 'transparency');
  const csv = await page.request.get('/transparency.csv');
  expect(csv.status()).toBe(200);
  expect(await csv.text()).toContain('"Spending by what it paid for"');
});
