// Where the money went (issue 26), as a donor reads it on a campaign's page: raised, spent and
// what is still to spend, the totals by what it paid for, and each payment; the figures are the
// API's (the seeded campaign's approved spending), and the section reads without JavaScript.
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectNoAxeViolations, inr, paidGift, registerDonor, signIn, snap, test, toastSaying, visit } from './fixtures.ts';

test('a campaign page shows where its money went', { tag: '@layout' }, async ({ page, request }, testInfo) => {
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
});

test('a payment recorded for a live campaign is checked by staff, then shown on its page', async ({ page, request }, testInfo) => {
  const slug = 'care-for-elderly-in-vrindavan';
  const { id } = ((await (await request.get(`/api/v1/campaigns/${slug}`)).json()) as { data: { id: number } }).data;
  const what = `Walking sticks ${Date.now().toString(36)}`;
  // Staff record it here (a campaign's own campaigner sees the same form on its page).
  await signIn(page, E2E_ADMIN, '/admin');
  await visit(page, `/my-campaigns/${id}`);
  const form = page.getByRole('region', { name: 'Record a payment' });
  await form.getByLabel('Paid on').fill('2026-11-20');
  await form.getByLabel('Amount (₹)').fill('abc');
  await form.getByLabel('What it paid for').selectOption({ label: 'Medicine and treatment' });
  await form.getByLabel('Paid to').fill('Braj Medicals, Vrindavan');
  await form.getByLabel('What was bought or paid for').fill(what);
  await form.getByLabel('Quantity (optional)').fill('25');
  await form.getByLabel('Of what (blankets, kits, days)').fill('sticks');
  await form.getByRole('button', { name: 'Send for checking' }).click();
  await expect(page.getByText('Enter the amount in rupees, like 12000 or 12,000.50').first()).toBeVisible();
  await page.getByRole('region', { name: 'Record a payment' }).getByLabel('Amount (₹)').fill('3,750');
  await page.getByRole('region', { name: 'Record a payment' }).getByRole('button', { name: 'Send for checking' }).click();
  await expect(toastSaying(page, 'Sent: our team checks it against its bill before donors see it')).toBeVisible();
  await expect(page.getByRole('listitem').filter({ hasText: what })).toContainText('Being checked');
  await expectNoAxeViolations(page, 'record a payment');

  await visit(page, '/admin/spending');
  const item = page.getByRole('listitem').filter({ hasText: what });
  await expect(item).toContainText('₹3,750');
  await expectNoAxeViolations(page, 'console spending');
  await snap(page, testInfo, 'admin-spending');
  await item.getByRole('button', { name: `Approve: ${what} ₹3,750` }).click();
  await expect(toastSaying(page, 'Approved: it is on the campaign’s page')).toBeVisible();

  await visit(page, `/campaigns/${slug}#spending`);
  await expect(page.getByRole('region', { name: 'Where the money went' }).getByRole('listitem').filter({ hasText: what })).toContainText('25 sticks');
});

test('a donor’s profile shows what their gift bought', async ({ page, request }, testInfo) => {
  const slug = 'meals-and-learning-for-brick-kiln-children';
  const donor = await registerDonor(request, `story-${Date.now().toString(36)}`);
  await paidGift(request, donor, { key: 'story', amountPaise: 1_000_00, campaign: slug });
  // Staff record a payment that spends everything the campaign holds, this gift included.
  const staff = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const c = (
    (await (await request.get(`/api/v1/campaigns/${slug}`)).json()) as { data: { raisedPaise: number; spentPaise: number; foundationAddedPaise: number } }
  ).data;
  const left = c.raisedPaise + c.foundationAddedPaise - c.spentPaise;
  const rupees = `${Math.floor(left / 100)}.${String(left % 100).padStart(2, '0')}`;
  const made = await request.post(`/api/v1/campaigns/${slug}/spending`, {
    headers: staff,
    data: {
      spentOn: '2026-11-25',
      amount: rupees,
      categoryId: 2,
      payee: 'Annapurna Kitchen, Bhiwadi',
      description: 'Hot midday meals for the winter term',
      quantity: Math.floor(left / 30_00),
      unit: 'meals',
    },
  });
  expect(made.status(), await made.text()).toBe(201);
  const id = ((await made.json()) as { data: { id: number } }).data.id;
  const approved = await request.post(`/api/v1/admin/spending/${id}/decision`, { headers: staff, data: { decision: 'approve' } });
  expect(approved.status(), await approved.text()).toBe(200);

  await signIn(page, donor, '/profile');
  const stories = page.getByRole('region', { name: 'What your gifts bought' });
  await expect(stories.getByRole('heading', { name: /^Your ₹1,000 to / })).toBeVisible();
  await expect(stories).toContainText('Hot midday meals for the winter term');
  await expect(stories).toContainText(inr(1_000_00));
  await expectNoAxeViolations(page, 'gift stories');
  await stories.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'profile-gift-stories');
});

test('the transparency page shows where every rupee went, and downloads as CSV', { tag: '@layout' }, async ({ page }, testInfo) => {
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
