// Refunds under the policy, as a donor asks and staff decide: within two days, never once a
// receipt is issued, net of the gateway's charges, through Razorpay's Refunds API for gateway
// payments and with the transfer's reference otherwise; the campaign's figures go down with it.
import { createHmac } from 'node:crypto';
import { refundMessages as fm, type RefundView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser } from '../support/accounts.ts';
import { buildTestApp, getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { campaignFigures } from '../support/factories.ts';
import { newOrder, paidGift } from '../support/gifts.ts';
import { type RazorpayStandin, razorpayId, startRazorpayStandin } from '../support/razorpay-standin.ts';

let staffToken = '';
let adminToken = '';
let foundation = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
  foundation = (await getData<{ email: string }>('/api/v1/settings')).email;
});

/** A donor's paid ₹3,000 gift (plus ₹600 tip) through the payment simulator. */
const gift = (donor: TestUser) => paidGift(donor, { tipPaise: 600_00 });

const ask = (donationId: number, token: string, reason = 'I gave to the wrong campaign by mistake.') =>
  call<Answer<RefundView>>('POST', `/api/v1/me/donations/${donationId}/refund-request`, { token, body: { reason } });
const decide = (id: number, body: Record<string, unknown>, app?: FastifyInstance) =>
  call<Answer<RefundView>>('POST', `/api/v1/admin/refunds/${id}/decision`, { token: adminToken, body, ...(app ? { app } : {}) });

describe('the donor’s request', () => {
  it('is taken once, in writing, and the foundation is told', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await gift(donor);
    expect((await ask(g.donationId, token, 'no')).body.errors?.reason).toBe(fm.reasonShort);
    const res = await ask(g.donationId, token);
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'requested', totalPaise: 3600_00, reference: g.reference });
    const again = await ask(g.donationId, token);
    expect(again.status).toBe(409);
    expect(again.body.message).toBe(fm.alreadyRequested);
    expect((await messagesTo(foundation)).some((m) => m.subject === `Refund request: ${g.reference}`)).toBe(true);
  });

  it('is refused after two days, once a receipt is issued, and for someone else’s gift', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const late = await gift(donor);
    const db = await getDb();
    await db
      .update(s.donations)
      .set({ paidAt: new Date(Date.now() - 49 * 3600_000) })
      .where(eq(s.donations.id, late.donationId));
    const tooLate = await ask(late.donationId, token);
    expect(tooLate.status).toBe(409);
    expect(tooLate.body.message).toBe(fm.tooLate);

    const receipted = await gift(donor);
    await db.update(s.donations).set({ donorPan: 'ABCDE1234F', donorAddress: 'Pune' }).where(eq(s.donations.id, receipted.donationId));
    expect((await call('POST', '/api/v1/admin/receipts/issue', { token: staffToken, body: { donationIds: [receipted.donationId] } })).status).toBe(200);
    expect((await ask(receipted.donationId, token)).body.message).toBe(fm.receiptIssued);

    const stranger = await loginAs(await registerUser());
    expect((await ask(receipted.donationId, stranger)).status).toBe(404);
  });
});

/** A gift paid by UPI to the foundation's account (the simulator's, marked as UPI). */
async function upiGift(donor: TestUser) {
  const g = await gift(donor);
  const db = await getDb();
  await db.update(s.orders).set({ method: 'upi' }).where(eq(s.orders.reference, g.reference));
  await db.update(s.donations).set({ method: 'upi' }).where(eq(s.donations.id, g.donationId));
  return g;
}

const page = async (url: string, token: string) => {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
};

/** The console's card for one request (its form), by the gift's reference. */
const cardFor = (html: string, reference: string) =>
  html.match(/<li[^>]*aria-labelledby="refund-\d+"[\s\S]*?<\/li>/g)?.find((c) => c.includes(reference)) ?? '';

describe('staff’s decision on a UPI or simulator gift', () => {
  it('a UPI gift is refunded by a transfer, net of charges, with its reference: order, donation and campaign figures move together', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await upiGift(donor);
    const before = await campaignFigures(g.campaign.id);
    const { id } = (await ask(g.donationId, token)).body.data;
    expect((await decide(id, { decision: 'refund', feePaise: 0 })).body.errors?.reference).toBe(fm.referenceRequired);
    expect((await decide(id, { decision: 'refund', feePaise: 3600_00, reference: 'NEFT123' })).body.errors?.feePaise).toBe(fm.feeTooHigh);
    const done = await decide(id, { decision: 'refund', feePaise: 59_00, reference: 'NEFT-REF-778' });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', feePaise: 59_00, refundPaise: 3541_00 });
    const after = await campaignFigures(g.campaign.id);
    expect(after.raised).toBe((before.raised ?? 0) - 3000_00);
    expect(after.backers).toBe((before.backers ?? 0) - 1);
    expect(after.raised).toBe(after.paidSum);
    const [order] = await (await getDb()).select().from(s.orders).where(eq(s.orders.reference, g.reference));
    expect(order?.status).toBe('refunded');
    const mail = (await messagesTo(donor.email)).find((m) => m.subject === `Your refund for ${g.reference}`);
    expect(mail?.body).toContain('₹3,541');
    expect(mail?.body).toContain("the payment gateway's charges of ₹59 are kept");
    expect(mail?.body).not.toMatch(/&#?\w+;/);
    // Decided once: a second press changes nothing.
    expect((await decide(id, { decision: 'refund', feePaise: 0, reference: 'AGAIN' })).status).toBe(409);
    expect((await campaignFigures(g.campaign.id)).raised).toBe(after.raised);
  });

  it('the console asks for a transfer reference only for a UPI gift; a simulator gift goes back the way it came, with none', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const upi = await upiGift(donor);
    const sim = await gift(donor);
    await ask(upi.donationId, token);
    const { id } = (await ask(sim.donationId, token)).body.data;
    const consolePage = await page('/admin/refunds', adminToken);
    expect(cardFor(consolePage.body, upi.reference)).toContain('name="reference"');
    expect(cardFor(consolePage.body, sim.reference)).not.toContain('name="reference"');
    expect(cardFor(consolePage.body, sim.reference)).toContain(fm.gatewayHow);
    const done = await decide(id, { decision: 'refund', feePaise: 10_00 });
    expect(done.status, done.text).toBe(200);
    expect(done.body.data).toMatchObject({ status: 'refunded', refundPaise: 3590_00 });
  });

  it('the donor reads the 48-hour window, the charges kept and how the money goes back before asking', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const sim = await gift(donor);
    const upi = await upiGift(donor);
    const [paid] = await (await getDb()).select({ paidAt: s.donations.paidAt }).from(s.donations).where(eq(s.donations.id, sim.donationId));
    const res = await page('/profile', token);
    const forms = res.body.match(/<details[^>]*>\s*<summary[^>]*>Ask for a refund<\/summary>[\s\S]*?<\/details>/g) ?? [];
    const formOf = (reference: string) => forms.find((f) => f.includes(`: ${reference}"`)) ?? '';
    const text = (html: string) =>
      html
        .replace(/<[^>]+>/g, ' ')
        .replaceAll('&#x27;', "'")
        .replace(/\s+/g, ' ');
    const simForm = text(formOf(sim.reference));
    // The deadline: 48 hours after the gift, in India time.
    const until = new Date((paid?.paidAt?.getTime() ?? 0) + 48 * 3600_000 + 330 * 60_000);
    const day = `${until.getUTCDate()} ${['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'][until.getUTCMonth()]} ${until.getUTCFullYear()}`;
    expect(simForm).toContain(`within 48 hours of your donation: for this one, until ${day}`);
    expect(simForm).toContain("net of the payment gateway's charges");
    expect(simForm).toContain('goes back the way you paid');
    expect(simForm.indexOf('48 hours')).toBeLessThan(simForm.indexOf('Why do you want this donation back?'));
    expect(text(formOf(upi.reference))).toContain('by bank transfer to the account it came from');
  });

  it('declines only with a note the donor receives; a receipt issued meanwhile stops a refund', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await gift(donor);
    const { id } = (await ask(g.donationId, token)).body.data;
    expect((await decide(id, { decision: 'reject' })).body.errors?.note).toBe(fm.noteRequired);
    expect((await decide(id, { decision: 'reject', note: 'The campaign has already spent it on blankets.' })).body.data.status).toBe('rejected');
    expect((await messagesTo(donor.email)).some((m) => m.body.includes('already spent it on blankets'))).toBe(true);

    const g2 = await gift(donor);
    const r2 = (await ask(g2.donationId, token)).body.data;
    const db = await getDb();
    await db.update(s.donations).set({ donorPan: 'ABCDE1234F', donorAddress: 'Pune' }).where(eq(s.donations.id, g2.donationId));
    await call('POST', '/api/v1/admin/receipts/issue', { token: staffToken, body: { donationIds: [g2.donationId] } });
    const refused = await decide(r2.id, { decision: 'refund', feePaise: 0, reference: 'X1' });
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(fm.receiptIssued);
    const [still] = await db.select().from(s.refundRequests).where(eq(s.refundRequests.id, r2.id));
    expect(still?.status).toBe('requested');
  });

  it('staff see the requests; only an admin decides them', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    expect((await call('GET', '/api/v1/admin/refunds', { token })).status).toBe(403);
    expect((await call('POST', '/api/v1/admin/refunds/1/decision', { token, body: { decision: 'reject', note: 'x' } })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/refunds', { token: staffToken })).status).toBe(200);
    const g = await gift(donor);
    const { id } = (await ask(g.donationId, token)).body.data;
    const byStaff = await call('POST', `/api/v1/admin/refunds/${id}/decision`, { token: staffToken, body: { decision: 'reject', note: 'No.' } });
    expect(byStaff.status).toBe(403);
    const [still] = await (await getDb()).select().from(s.refundRequests).where(eq(s.refundRequests.id, id));
    expect(still?.status).toBe('requested');
  });
});

describe('a Razorpay gift', () => {
  const KEY_ID = 'rzp_test_Refund00000001';
  const KEY_SECRET = 'refund-key-secret-1a2b';
  let standin: RazorpayStandin;
  let built: App;

  beforeAll(async () => {
    standin = await startRazorpayStandin(KEY_ID, KEY_SECRET);
    built = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: 'refund-webhook-secret',
      RAZORPAY_API_URL: standin.url,
    });
  });
  afterAll(async () => {
    await built?.app.close();
    await standin?.stop();
  });
  afterEach(() => {
    standin.mode = 'ok';
  });

  async function razorpayGift(donor: TestUser) {
    const { campaign, reference, razorpayOrderId } = await newOrder(donor, { method: 'razorpay', app: built.app });
    const paymentId = razorpayId('pay');
    const signature = createHmac('sha256', KEY_SECRET).update(`${razorpayOrderId}|${paymentId}`).digest('hex');
    const paid = await call('POST', '/api/v1/payments/razorpay/verify', {
      app: built.app,
      body: { reference, razorpay_order_id: razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signature },
    });
    expect(paid.status, paid.text).toBe(200);
    const [d] = await (await getDb()).select().from(s.donations).where(eq(s.donations.reference, reference));
    return { campaign, reference, paymentId, donationId: d?.id ?? 0 };
  }

  it('goes back through the Refunds API, net of the charges; a gateway that fails refunds nothing and keeps the request', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor, { app: built.app });
    const g = await razorpayGift(donor);
    const { id } = (
      await call<Answer<RefundView>>('POST', `/api/v1/me/donations/${g.donationId}/refund-request`, {
        app: built.app,
        token,
        body: { reason: 'Paid twice by mistake, please return one.' },
      })
    ).body.data;

    standin.mode = 'error';
    const failed = await decide(id, { decision: 'refund', feePaise: 71_00 }, built.app);
    expect(failed.status).toBe(502);
    expect(standin.refunds.filter((r) => r.payment_id === g.paymentId)).toHaveLength(0);
    const [waiting] = await (await getDb()).select().from(s.refundRequests).where(eq(s.refundRequests.id, id));
    expect(waiting?.status).toBe('requested');

    standin.mode = 'ok';
    const done = await decide(id, { decision: 'refund', feePaise: 71_00 }, built.app);
    expect(done.status, done.text).toBe(200);
    expect(standin.refunds.filter((r) => r.payment_id === g.paymentId).map((r) => r.amount)).toEqual([2929_00]);
    const [order] = await (await getDb()).select().from(s.orders).where(eq(s.orders.reference, g.reference));
    expect(order?.status).toBe('refunded');
  });
});
