// Issue 39, "money a donor gave and cannot see": a gift with the urgent add-on, made through the
// checkout form as a browser posts it, seen by the donor (profile), receipted (the PDF's text and
// the API), counted in the Form 10BD statement; and a PAN typed at checkout is a receipt request
// (staff's queue, or an automatic issue), which the success page says, and which the donor may
// keep on their profile. Amounts are worked by hand: ₹900 for the campaign, ₹1,000 for urgent
// causes, a ₹100 tip: ₹2,000 paid, ₹1,900 given and receipted, the tip not.
import { financialYear, type ReceiptView, type Settings } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, nextIp, registerUser, type TestUser, uniqueEmail } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { parseCsv } from '../support/csv.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { pdfText } from '../support/pdf.ts';

let adminToken = '';
let staffToken = '';
let original: Settings;
/** The law's short name today ("Section 133" from FY 2026-27): the gifts here are paid today. */
let short = '';

const saveSettings = (body: Settings) => call<Answer<{ changed: string[] }>>('PUT', '/api/v1/admin/settings', { token: adminToken, body });

beforeAll(async () => {
  await getTestApp();
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  original = await getData<Settings>('/api/v1/settings');
  short = original.taxLaw.shortName;
  // The statement needs the registration and its date; receipts are issued by staff unless a test turns it on.
  const res = await saveSettings({ ...original, reg80G: 'AAATS9999QF20219', reg80GDate: '2021-05-28', autoIssueReceipts: false });
  expect(res.status, res.text).toBe(200);
}, 300_000);

afterAll(async () => {
  await saveSettings(original);
});

/** A PAN no other test gives: five letters, four digits, a letter. */
function freshPan(): string {
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const pick = () => letters[Math.floor(Math.random() * 26)];
  return `${pick()}${pick()}${pick()}P${pick()}${String(Math.floor(Math.random() * 10_000)).padStart(4, '0')}${pick()}`;
}

async function page(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
}

/** The checkout form as a browser posts it (no JavaScript): ₹900, ₹1,000 urgent, a ₹100 tip. */
async function checkout(slug: string, donor: { name: string; email: string }, extra: Record<string, string> = {}, token?: string) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url: `/checkout?campaign=${slug}&amount=900`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(token ? { authorization: `Bearer ${token}` } : {}) },
    payload: new URLSearchParams({
      campaign: slug,
      amount: '900',
      tip: '4',
      tip_other: '100',
      urgent: '1000',
      user_name: donor.name,
      user_email: donor.email,
      user_mobile: '9876543210',
      method: 'simulator',
      idempotency_key: unique('urgent-key'),
      ...extra,
    }).toString(),
    remoteAddress: nextIp(),
  });
}

/** Posts the checkout, pays the order with the simulator, runs the thank-you (and what follows it). */
async function giveAndPay(slug: string, donor: { name: string; email: string }, extra: Record<string, string> = {}, token?: string) {
  const res = await checkout(slug, donor, extra, token);
  expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
  const reference = String(res.headers.location).split('/').pop() ?? '';
  const paid = await call('POST', `/api/v1/payments/simulator/${reference}`, { body: { outcome: 'success' } });
  expect(paid.status, paid.text).toBe(200);
  await (await getTestApp()).jobs.drain();
  const [d] = await (await getDb()).select().from(s.donations).where(eq(s.donations.reference, reference));
  if (!d) throw new Error(`no donation for ${reference}`);
  return { reference, donation: d };
}

const ADDRESS = '12 MG Road, Pune 411001';

/** The staff queue's donation ids (first pages are enough: the newest requests are last, so read all). */
async function waiting(): Promise<{ donationId: number; amountPaise: number }[]> {
  const out: { donationId: number; amountPaise: number }[] = [];
  let after = '';
  for (let pages = 0; pages < 1000; pages++) {
    const res = await call<Answer<{ donationId: number; amountPaise: number }[]> & { next: string | null }>(
      'GET',
      `/api/v1/admin/receipts/pending${after ? `?after=${after}` : ''}`,
      { token: staffToken },
    );
    expect(res.status, res.text).toBe(200);
    out.push(...res.body.data);
    if (!res.body.next) return out;
    after = res.body.next;
  }
  throw new Error('the queue did not end');
}

describe('a ₹900 gift with ₹1,000 for urgent causes and a ₹100 tip, PAN given at checkout', () => {
  let donor: TestUser;
  let token = '';
  let gift: Awaited<ReturnType<typeof giveAndPay>>;
  const pan = freshPan();

  beforeAll(async () => {
    donor = await registerUser({ fullName: 'Meera Iyer', email: uniqueEmail('urgent') });
    token = await loginAs(donor);
    const c = await createCampaign({ title: 'Books for Dharavi' });
    gift = await giveAndPay(c.slug, { name: 'Meera Iyer', email: donor.email }, { pan, address: ADDRESS, keep_pan: 'on' }, token);
  });

  it('is a receipt request: it waits in staff’s queue for ₹1,900, and the success page says staff will issue it', async () => {
    expect(gift.donation.receiptRequestedAt).not.toBeNull();
    const row = (await waiting()).find((r) => r.donationId === gift.donation.id);
    expect(row?.amountPaise).toBe(1900_00);
    const success = await page(`/success?order=${gift.reference}`);
    expect(success.statusCode).toBe(200);
    const text = success.body.replaceAll('&#x27;', "'");
    expect(text).toContain(`We have your ${short} receipt request. Our team checks it and emails you the receipt`);
    expect(text).not.toContain('A receipt is on its way');
  });

  it('the profile shows ₹1,900 given, the urgent part and the tip apart, and kept the PAN as ticked', async () => {
    const profile = await page('/profile', token);
    expect(profile.statusCode).toBe(200);
    // My Impact: ₹900 + ₹1,000 (the tip is no gift).
    expect(profile.body).toMatch(/Total Donations<\/p><p[^>]*>₹1,900</);
    expect(profile.body).toContain('incl. ₹1,000 for urgent causes');
    expect(profile.body).toContain('+ ₹100 tip to the platform (no receipt)');
    const me = await call<Answer<{ pan: string }>>('GET', '/api/v1/me', { token });
    expect(me.body.data.pan).toBe(pan);
  });

  it('the receipt is for ₹1,900: the campaign’s ₹900 and the Urgent causes fund’s ₹1,000 each on their line', async () => {
    const issued = await call<Answer<ReceiptView[]>>('POST', '/api/v1/admin/receipts/issue', { body: { donationIds: [gift.donation.id] }, token: staffToken });
    expect(issued.status, issued.text).toBe(200);
    const r = issued.body.data[0];
    expect(r).toMatchObject({ amountPaise: 1900_00, urgentPaise: 1000_00 });
    const pdf = await call('GET', `/api/v1/me/receipts/${r?.id}/pdf`, { token });
    expect(pdf.status).toBe(200);
    const text = (await pdfText(pdf.raw)).replace(/\s+/g, ' ');
    expect(text).toContain('₹1,900');
    expect(text).toContain('Rupees One Thousand Nine Hundred Only');
    expect(text).toContain('Books for Dharavi: ₹900');
    expect(text).toContain('Urgent causes fund: ₹1,000');
    // The tip is not receipted, nor the whole ₹2,000 paid.
    expect(text).not.toContain('₹2,000');
    expect(text).not.toContain('₹100');
    // The profile now offers the download, and the success page says the receipt is issued.
    expect((await page('/profile', token)).body).toContain(`Download ${r?.number}`);
    expect((await page(`/success?order=${gift.reference}`)).body).toContain(`Your ${short} receipt is issued and on its way to your email.`);
  });

  it('the Form 10BD statement counts ₹1,900 for the donor’s PAN', async () => {
    const fy = financialYear(gift.donation.paidAt ?? new Date());
    const res = await call('GET', `/api/v1/admin/statements/${fy}.csv`, { token: staffToken });
    // (The file streams CSV: `text` is the body.)
    expect(res.status, res.text.slice(0, 200)).toBe(200);
    const [header = [], ...rows] = parseCsv(res.text);
    const byColumn = rows.map((cells) => Object.fromEntries(header.map((h, i) => [h, cells[i] ?? ''])));
    const mine = byColumn.filter((row) => row['Unique Identification Number'] === pan);
    expect(mine).toHaveLength(1);
    expect(mine[0]?.['Amount of donation (Indian rupees)']).toBe('1900');
  });
});

describe('what the checkout makes of a PAN', () => {
  it('no PAN: no request, and the success page says how to ask for a receipt', async () => {
    const c = await createCampaign();
    const { reference, donation } = await giveAndPay(c.slug, { name: 'No Pan', email: uniqueEmail('nopan') });
    expect(donation.receiptRequestedAt).toBeNull();
    expect((await waiting()).map((r) => r.donationId)).not.toContain(donation.id);
    const text = (await page(`/success?order=${reference}`)).body;
    expect(text).toContain(`Need a ${short} receipt? Sign in with this email and request it from your profile with your PAN.`);
    expect(text).not.toContain(`We have your ${short} receipt request`);
  });

  it('a PAN without an address is asked for the address and makes no order', async () => {
    const c = await createCampaign();
    const email = uniqueEmail('noaddress');
    const res = await checkout(c.slug, { name: 'Half Given', email }, { pan: freshPan() });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Please enter your postal address: with your PAN, it is what your tax receipt needs.');
    const [n] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.donorEmail, email));
    expect(n?.n).toBe(0);
  });

  it('the PAN is not kept on the profile unless the box is ticked', async () => {
    const donor = await registerUser({ email: uniqueEmail('nokeep') });
    const token = await loginAs(donor);
    const c = await createCampaign();
    await giveAndPay(c.slug, { name: 'Not Kept', email: donor.email }, { pan: freshPan(), address: ADDRESS }, token);
    const me = await call<Answer<{ pan: string }>>('GET', '/api/v1/me', { token });
    expect(me.body.data.pan).toBe('');
    // The box is offered to a signed-in donor, unticked; not to a guest (no profile to keep it on).
    const form = (await page(`/checkout?campaign=${c.slug}&amount=900`, token)).body;
    const box = /<input[^>]*name="keep_pan"[^>]*>/.exec(form)?.[0] ?? '';
    expect(box).toContain('type="checkbox"');
    expect(box).not.toContain('checked');
    expect((await page(`/checkout?campaign=${c.slug}&amount=900`)).body).not.toContain('name="keep_pan"');
  });

  it('with automatic receipts on, the PAN at checkout gets its receipt, and the success page says it is issued', async () => {
    const now = await getData<Settings>('/api/v1/settings');
    expect((await saveSettings({ ...now, autoIssueReceipts: true })).status).toBe(200);
    try {
      const c = await createCampaign();
      const { reference, donation } = await giveAndPay(c.slug, { name: 'Auto Donor', email: uniqueEmail('auto') }, { pan: freshPan(), address: ADDRESS });
      const [r] = await (await getDb()).select().from(s.receipts).where(eq(s.receipts.donationId, donation.id));
      expect(r).toMatchObject({ amountPaise: 1900_00, urgentPaise: 1000_00 });
      expect((await page(`/success?order=${reference}`)).body).toContain(`Your ${short} receipt is issued and on its way to your email.`);
    } finally {
      await saveSettings({ ...(await getData<Settings>('/api/v1/settings')), autoIssueReceipts: false });
    }
  });
});

describe('the profile’s receipt request', () => {
  it('keeps the PAN on the profile only when the box is ticked', async () => {
    const { app } = await getTestApp();
    const donor = await registerUser({ email: uniqueEmail('reqkeep') });
    const token = await loginAs(donor);
    const c = await createCampaign();
    const { donation } = await giveAndPay(c.slug, { name: 'Later Pan', email: donor.email }, {}, token);
    const pan = freshPan();
    const post = (fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/profile',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
        payload: new URLSearchParams({ intent: 'receipt', donationId: String(donation.id), address: ADDRESS, ...fields }).toString(),
        remoteAddress: nextIp(),
      });
    expect((await page('/profile', token)).body).toContain('Keep this PAN on my profile for my next receipts');
    const res = await post({ pan, keep_pan: 'on' });
    expect(res.statusCode, res.body.slice(0, 200)).toBe(302);
    const me = await call<Answer<{ pan: string }>>('GET', '/api/v1/me', { token });
    expect(me.body.data.pan).toBe(pan);
  });
});
