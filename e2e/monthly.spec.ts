// Issue 9, monthly giving: the monthly form's messages and both ways of sending it (with and
// without JavaScript), the checkout's Monthly tab, and a donor changing the amount and cancelling
// from the link in their email, without signing in; staff see the gift in the console.

import type { APIRequestContext } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { api, type CampaignCard, expect, expectNoAxeViolations, inr, snap, test, visit } from './fixtures.ts';

const MIN = 'Minimum donation amount is ₹300';
const toast = (page: import('@playwright/test').Page, text: string) => page.locator('[data-toast]').filter({ hasText: text }).first();

async function adminToken(request: APIRequestContext): Promise<string> {
  const res = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
  expect(res.ok(), await res.text()).toBe(true);
  return ((await res.json()) as { api_token: string }).api_token;
}

/** The donor pays the month's UPI order (a UTR), and staff match it with the bank statement. */
async function payMonth(request: APIRequestContext, orderReference: string): Promise<void> {
  const utr = String(Date.now()).slice(-12).padStart(12, '5');
  expect((await request.post(`/api/v1/orders/${orderReference}/utr`, { data: { utr } })).ok()).toBe(true);
  const token = await adminToken(request);
  const verified = await request.post(`/api/v1/admin/orders/${orderReference}/verify`, {
    headers: { authorization: `Bearer ${token}` },
    data: { decision: 'paid', utr },
  });
  expect(verified.ok(), await verified.text()).toBe(true);
}

async function outboxTo(request: APIRequestContext, email: string, subject: RegExp) {
  let found: { subject: string; body: string } | undefined;
  await expect
    .poll(async () => {
      const all = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: { recipient: string; subject: string; body: string }[] }).data;
      found = all.find((m) => m.recipient === email && subject.test(m.subject));
      return Boolean(found);
    })
    .toBe(true);
  return found as { subject: string; body: string };
}

const donor = (project: string, tag: string) => ({
  name: `Kavya ${tag}`,
  email: `monthly-${tag}-${project}-${Date.now().toString(36)}@example.in`,
  mobile: '9876543210',
});

test('the monthly form: every message, then a gift of ₹5,000 a month sent with JavaScript', async ({ page, request }, testInfo) => {
  // Every message of both forms, checked on each key press, then a gift: a long journey.
  test.setTimeout(120_000);
  const causes = await api<CampaignCard[]>(request, '/api/v1/monthly-causes');
  const cause = causes[0] as CampaignCard;
  await visit(page, '/monthly-donation');
  await expect(page.getByRole('heading', { level: 1 })).toHaveAccessibleName('Donate For Children, Animal, Elderly, Disabled');
  await expect(page.getByText('Donate Monthly').first()).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'monthly-donation');

  const form = page.locator('#monthly-form');
  const amount = form.getByLabel('Enter Amount');
  // Checked on every key press, from the first character.
  await amount.fill('');
  await amount.pressSequentially('2');
  await expect(amount).toHaveAccessibleDescription(new RegExp(MIN));
  await amount.pressSequentially('99');
  await expect(amount).toHaveAccessibleDescription(new RegExp(MIN));
  await amount.fill('300');
  await expect(amount).not.toHaveAccessibleDescription(new RegExp(MIN));

  // Sent empty: one message as the toast, each beside its field.
  await form.getByRole('button', { name: /Donate Monthly/ }).click();
  await expect(toast(page, 'Please choose a cause')).toBeVisible();
  await expect(form.getByLabel('Choose a cause')).toHaveAccessibleDescription('Please choose a cause');
  await expect(form.getByLabel('Full Name')).toHaveAccessibleDescription('Please enter your full name');
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Please enter your email');
  await expect(form.getByLabel('Mobile Number (10 Digit)')).toHaveAccessibleDescription('Please enter your mobile number');
  await form.getByLabel('Email').fill('not-an-address');
  await form.getByLabel('Mobile Number (10 Digit)').fill('98765');
  await form.getByRole('button', { name: /Donate Monthly/ }).click();
  await expect(form.getByLabel('Email')).toHaveAccessibleDescription('Email Invalid');
  await expect(form.getByLabel('Mobile Number (10 Digit)')).toHaveAccessibleDescription('Mobile Number (10 Digit)');
  await expect(page).toHaveURL(/\/monthly-donation$/);

  const who = donor(testInfo.project.name, 'js');
  await form.getByLabel('Choose a cause').selectOption(String(cause.id));
  await form.getByLabel('Full Name').fill(who.name);
  await form.getByLabel('Email').fill(who.email);
  await form.getByLabel('Mobile Number (10 Digit)').fill(who.mobile);
  await form.getByRole('button', { name: inr(5000_00) }).click();
  await expect(amount).toHaveValue('5000');
  await expect(form.getByRole('button', { name: `Donate Monthly ${inr(5000_00)} a month` })).toBeVisible();
  await form.getByRole('button', { name: /Donate Monthly/ }).click();
  // The first month is paid like a one-time UPI gift.
  await expect(page).toHaveURL(/\/pay\/SG[0-9A-Z]{14}$/);
  await expect(page.getByText(inr(5000_00)).first()).toBeVisible();
  const mine = await request.get(`/api/v1/orders/${page.url().split('/pay/')[1]}`);
  expect(((await mine.json()) as { data: { totalPaise: number; method: string } }).data).toMatchObject({ totalPaise: 5000_00, method: 'upi' });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });

  test('the form posts, says what is wrong, and sends the donor to the first payment', async ({ page, request }, testInfo) => {
    const causes = await api<CampaignCard[]>(request, '/api/v1/monthly-causes');
    await page.goto(`/monthly-donation?cause=${causes[1]?.id}`);
    const form = page.locator('#monthly-form');
    const who = donor(testInfo.project.name, 'nojs');
    await form.getByLabel('Full Name').fill(who.name);
    await form.getByLabel('Email').fill(who.email);
    await form.getByLabel('Mobile Number (10 Digit)').fill(who.mobile);
    await form.getByLabel('Enter Amount').fill('250');
    await form.evaluate((f) => f.querySelector('form')?.setAttribute('novalidate', ''));
    await form.getByRole('button', { name: /Donate Monthly/ }).click();
    await expect(page.locator('#monthly-form').getByLabel('Enter Amount')).toHaveAccessibleDescription(new RegExp(MIN));
    // What was typed is kept.
    await expect(page.locator('#monthly-form').getByLabel('Email')).toHaveValue(who.email);
    await page.locator('#monthly-form').getByLabel('Enter Amount').fill('3000');
    await page
      .locator('#monthly-form')
      .getByRole('button', { name: /Donate Monthly/ })
      .click();
    await expect(page).toHaveURL(/\/pay\/SG[0-9A-Z]{14}$/);
    await expect(page.getByText(inr(3000_00)).first()).toBeVisible();
  });
});

test('the checkout’s Monthly tab: presets, an entered amount, and Continue To Pay with the real amount', async ({ page, request }, testInfo) => {
  const [card] = await api<CampaignCard[]>(request, '/api/v1/home-campaigns');
  await visit(page, `/checkout?campaign=${card?.slug}&amount=3000`);
  await page.getByRole('link', { name: 'Donate Monthly' }).click();
  await expect(page).toHaveURL(/mode=monthly/);
  await expect(page.getByRole('button', { name: `Continue To Pay ${inr(1000_00)} a month` })).toBeVisible();
  await page.getByText(inr(2000_00), { exact: true }).click();
  await expect(page.getByRole('button', { name: `Continue To Pay ${inr(2000_00)} a month` })).toBeVisible();
  await page.getByText('Enter Amount', { exact: true }).click();
  const box = page.getByLabel('Monthly amount (₹)');
  await box.pressSequentially('25');
  await expect(box).toHaveAccessibleDescription(new RegExp(MIN));
  await box.pressSequentially('0');
  await expect(box).toHaveAccessibleDescription(new RegExp(MIN));
  await box.fill('750');
  await expect(page.getByRole('button', { name: `Continue To Pay ${inr(750_00)} a month` })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'checkout-monthly');
  const who = donor(testInfo.project.name, 'tab');
  await page.getByLabel('Full Name').fill(who.name);
  await page.getByLabel('Email').fill(who.email);
  await page.getByLabel('Mobile Number (10 Digit)').fill(who.mobile);
  await page.getByRole('button', { name: /Continue To Pay/ }).click();
  await expect(page).toHaveURL(/\/pay\/SG[0-9A-Z]{14}$/);
  const order = (await (await request.get(`/api/v1/orders/${page.url().split('/pay/')[1]}`)).json()) as {
    data: { totalPaise: number; campaign: { slug: string } };
  };
  expect(order.data).toMatchObject({ totalPaise: 750_00, campaign: { slug: card?.slug } });
});

test('from the email’s link: lower the amount, then cancel, without signing in; staff see it', async ({
  page,
  request,
  browser,
  baseURL,
  consoleGuard,
}, testInfo) => {
  const causes = await api<CampaignCard[]>(request, '/api/v1/monthly-causes');
  const who = donor(testInfo.project.name, 'link');
  const started = await request.post('/api/v1/subscriptions', {
    headers: { 'idempotency-key': `e2e-link-${testInfo.project.name}-${Date.now()}` },
    data: { campaignId: causes[0]?.id, name: who.name, email: who.email, mobile: who.mobile, amountPaise: 3000_00, whatsappUpdates: false },
  });
  expect(started.status(), await started.text()).toBe(201);
  const { subscription } = ((await started.json()) as { data: { subscription: { reference: string; payReference: string } } }).data;
  await payMonth(request, subscription.payReference);
  const welcome = await outboxTo(request, who.email, /has started/);
  const link = welcome.body.match(/https?:\/\/\S+\/subscriptions\/SB[0-9A-Z]{14}\?key=[A-Za-z0-9_-]{43}/)?.[0] ?? '';
  expect(link).not.toBe('');
  const path = new URL(link).pathname + new URL(link).search;

  // A link with another key opens nothing.
  const wrongPath = path.replace(/key=./, (k) => (k.endsWith('A') ? 'key=B' : 'key=A'));
  consoleGuard.allowOwn404(wrongPath);
  const wrong = await page.goto(wrongPath);
  expect(wrong?.status()).toBe(404);
  await expect(page.getByText('This link is not valid any more.', { exact: false })).toBeVisible();

  await visit(page, path);
  await expect(page.getByTestId('monthly-amount')).toContainText(inr(3000_00));
  await expect(page.getByTestId('monthly-status')).toHaveText('Active');
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'monthly-manage');

  const box = page.getByLabel('Monthly amount (₹)');
  await box.fill('299');
  await expect(box).toHaveAccessibleDescription(new RegExp(MIN));
  await box.fill('500');
  await page.getByRole('button', { name: 'Save amount' }).click();
  await expect(toast(page, `Your monthly gift is now ${inr(500_00)} a month, from the next month.`)).toBeVisible();
  await expect(page.getByTestId('monthly-amount')).toContainText(inr(500_00));
  await expect(page.getByTestId('monthly-status')).toHaveText('Active');

  await page.getByText('Cancel monthly gift').click();
  await page.getByRole('button', { name: 'Yes, cancel it' }).click();
  await expect(toast(page, 'Your monthly gift is cancelled.')).toBeVisible();
  await expect(page.getByTestId('monthly-status')).toHaveText('Cancelled');
  await expect(page.getByRole('button', { name: 'Save amount' })).toHaveCount(0);
  await outboxTo(request, who.email, /has changed/);

  const staffCtx = await browser.newContext({ baseURL });
  const staff = await staffCtx.newPage();
  try {
    await visit(staff, '/login?redirectTo=%2Fadmin%2Fsubscriptions%3Fstatus%3Dcancelled');
    await staff.getByLabel('Email ID').fill(E2E_ADMIN.email);
    await staff.getByLabel('Password').fill(E2E_ADMIN.password);
    await staff.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(staff).toHaveURL(/\/admin\/subscriptions\?status=cancelled$/);
    await expect(staff.getByText(subscription.reference)).toBeVisible();
    await expectNoAxeViolations(staff);
    await snap(staff, testInfo, 'admin-subscriptions');
  } finally {
    await staffCtx.close();
  }
});
