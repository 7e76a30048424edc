// Personal data: each form records the consent it took (what, when, the words shown), the donor
// sees them in the profile and withdraws any with one request, and the withdrawal does what it
// says (unsubscribed, message erased, application withdrawn, updates stopped). Nobody can read
// or withdraw another person's consents.
import { type ConsentView, consentNotices, privacyMessages as pm, solveHumanCheck } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

let donor: TestUser;
let token = '';
let startedAt = '';

beforeAll(async () => {
  await getTestApp();
  donor = await registerUser();
  token = await loginAs(donor);
  startedAt = (await call<Answer<{ startedAt: string }>>('GET', '/api/v1/contact/challenge')).body.data.startedAt;
  await new Promise((r) => setTimeout(r, 3_100));
});

const consents = (t = token) => call<Answer<ConsentView[]>>('GET', '/api/v1/me/consents', { token: t });
const withdraw = (id: number, t = token) => call<Answer<{ withdrawn: true }>>('POST', `/api/v1/me/consents/${id}/withdraw`, { token: t });

async function sendContact(email: string) {
  const { challenge } = (await call<Answer<{ challenge: never }>>('GET', '/api/v1/contact/challenge')).body.data;
  const res = await call<Answer<{ id: number }>>('POST', '/api/v1/contact', {
    body: {
      fullname: 'Asha Verma',
      mobileno: uniquePhone(),
      emailid: email,
      subject: 'A question',
      'your-message': 'Please call me about a monthly gift.',
      startedAt,
      altcha: await solveHumanCheck(challenge),
    },
  });
  expect(res.status, res.text).toBe(200);
  return res.body.data.id;
}

async function mine(purpose: ConsentView['purpose'], t = token) {
  const list = (await consents(t)).body.data;
  return list.filter((c) => c.purpose === purpose);
}

describe('what the profile lists', () => {
  it('each form’s consent with the words shown beside it, when, and its version', async () => {
    await call('POST', '/api/v1/newsletter', { body: { email: donor.email } });
    await sendContact(donor.email);
    const list = (await consents()).body.data;
    const news = list.find((c) => c.purpose === 'newsletter');
    const contact = list.find((c) => c.purpose === 'contact');
    expect(news?.text).toBe(consentNotices.newsletter.text);
    expect(contact?.text).toBe(consentNotices.contact.text);
    for (const c of [news, contact]) {
      expect(c?.withdrawnAt).toBeNull();
      expect(Date.now() - Date.parse(c?.givenAt ?? '')).toBeLessThan(60_000);
      expect(c?.version).toMatch(new RegExp(`^${c?.purpose}-[0-9a-f]{8}$`));
    }
  });

  it('the page showing a form shows the very words its record names', async () => {
    const { app } = await getTestApp();
    const page = await app.inject({ method: 'GET', url: '/contact' });
    const [row] = await (await getDb()).select().from(s.consentNotices).where(eq(s.consentNotices.purpose, 'contact'));
    expect(page.body).toContain(row?.text);
    expect(page.body).toContain('href="/privacy-policy"');
  });

  it('the profile page says what was agreed and when, in words, and shows no internal id', async () => {
    const { app } = await getTestApp();
    const reader = await registerUser();
    const before = Date.now();
    await call('POST', '/api/v1/newsletter', { body: { email: reader.email } });
    const [record] = await mine('newsletter', await loginAs(reader));
    const page = await app.inject({ method: 'GET', url: '/profile', headers: { authorization: `Bearer ${await loginAs(reader)}` } });
    expect(page.statusCode).toBe(200);
    const section = page.body.slice(page.body.indexOf('id="consents"'));
    const text = section.replace(/<[^>]+>/g, ' ').replace(/\s+/g, ' ');
    expect(text).toContain(consentNotices.newsletter.title);
    expect(text).toContain(consentNotices.newsletter.text);
    // The day and time in India, worked out here from the clock rather than by the app's formatter.
    const ist = new Date(Date.parse(record?.givenAt ?? '') + 330 * 60_000);
    const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
    const hour = ist.getUTCHours();
    const when = `${ist.getUTCDate()} ${months[ist.getUTCMonth()]} ${ist.getUTCFullYear()}, ${hour % 12 || 12}:${String(ist.getUTCMinutes()).padStart(2, '0')} ${hour < 12 ? 'am' : 'pm'}`;
    expect(Date.parse(record?.givenAt ?? '')).toBeGreaterThanOrEqual(before - 1000);
    expect(text).toContain(`You agreed on ${when} (India time)`);
    // Neither the notice's version (newsletter-1a2b3c4d) nor the record's number is shown.
    expect(section).not.toMatch(/(contact|newsletter|campaign-application|campaign-updates)-[0-9a-f]{8}/);
    expect(record?.version).toMatch(/^newsletter-[0-9a-f]{8}$/);
    expect(text).not.toContain(record?.version);
  });

  it('lists nothing of another person, and needs a sign-in', async () => {
    const other = await registerUser();
    expect((await consents(await loginAs(other))).body.data).toEqual([]);
    expect((await call('GET', '/api/v1/me/consents')).status).toBe(401);
  });
});

describe('withdrawing', () => {
  it('the newsletter: the address is unsubscribed, as the emailed link does', async () => {
    const user = await registerUser();
    const t = await loginAs(user);
    await call('POST', '/api/v1/newsletter', { body: { email: user.email } });
    const [c] = await mine('newsletter', t);
    expect((await withdraw(c?.id ?? 0, t)).status).toBe(200);
    const [sub] = await (await getDb()).select().from(s.subscribers).where(eq(s.subscribers.email, user.email));
    expect(sub?.unsubscribedAt).not.toBeNull();
    expect((await mine('newsletter', t))[0]?.withdrawnAt).not.toBeNull();
    // Subscribing again is a new consent, listed beside the withdrawn one.
    expect((await call<Answer>('POST', '/api/v1/newsletter', { body: { email: user.email } })).body.message).toBe('You have successfully subscribed.');
    expect((await mine('newsletter', t)).map((x) => x.withdrawnAt === null)).toEqual([true, false]);
  });

  it('the newsletter by its emailed link marks the consent withdrawn too', async () => {
    const user = await registerUser();
    const t = await loginAs(user);
    await call('POST', '/api/v1/newsletter', { body: { email: user.email } });
    const link = (await messagesTo(user.email)).find((m) => m.subject.includes('subscribed'));
    const [sub] = await (await getDb()).select().from(s.subscribers).where(eq(s.subscribers.email, user.email));
    expect(link).toBeTruthy();
    await call('POST', '/api/v1/newsletter/unsubscribe', { body: { token: sub?.unsubscribeToken } });
    expect((await mine('newsletter', t))[0]?.withdrawnAt).not.toBeNull();
  });

  it('a contact message: its personal data is erased from the inbox', async () => {
    const user = await registerUser();
    const t = await loginAs(user);
    const id = await sendContact(user.email);
    const [c] = await mine('contact', t);
    expect((await withdraw(c?.id ?? 0, t)).status).toBe(200);
    const [row] = await (await getDb()).select().from(s.contactMessages).where(eq(s.contactMessages.id, id));
    expect(row).toMatchObject({ fullName: '', email: '', mobile: '', subject: '', message: '' });
    expect(row?.erasedAt).not.toBeNull();
    // A second press changes nothing and is not an error.
    expect((await withdraw(c?.id ?? 0, t)).status).toBe(200);
  });

  it('campaign updates: that gift’s campaign stops writing to the donor', async () => {
    const user = await registerUser();
    const t = await loginAs(user);
    const campaign = await createCampaign();
    const created = await call<Answer<{ reference: string }>>('POST', '/api/v1/orders', {
      token: t,
      headers: { 'idempotency-key': `consent-${Date.now()}` },
      body: {
        campaign: campaign.slug,
        amountPaise: 500_00,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: user.fullName, email: user.email, mobile: '9876543210' },
        whatsappUpdates: true,
        hideName: false,
        method: 'simulator',
      },
    });
    expect(created.status, created.text).toBe(201);
    const ref = created.body.data.reference;
    // No consent while the gift is only an order: it is recorded once paid.
    expect(await mine('campaign-updates', t)).toHaveLength(0);
    await call('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome: 'success' } });
    await messagesTo(user.email); // runs the thank-you job
    const [c] = await mine('campaign-updates', t);
    expect(c?.text).toBe('Send me updates on WhatsApp');
    const { app } = await getTestApp();
    expect((await app.giving.updateRecipients(campaign.id)).map((r) => r.email)).toContain(user.email);
    expect((await withdraw(c?.id ?? 0, t)).status).toBe(200);
    expect((await app.giving.updateRecipients(campaign.id)).map((r) => r.email)).not.toContain(user.email);
  });

  it('someone else’s consent is not found, and stays as it was', async () => {
    const victim = await registerUser();
    const vt = await loginAs(victim);
    await call('POST', '/api/v1/newsletter', { body: { email: victim.email } });
    const [c] = await mine('newsletter', vt);
    const res = await withdraw(c?.id ?? 0);
    expect(res.status).toBe(404);
    expect(res.body.message).toBe(pm.notFound);
    expect((await mine('newsletter', vt))[0]?.withdrawnAt).toBeNull();
    const [sub] = await (await getDb()).select().from(s.subscribers).where(eq(s.subscribers.email, victim.email));
    expect(sub?.unsubscribedAt).toBeNull();
    expect((await call('POST', `/api/v1/me/consents/${c?.id}/withdraw`)).status).toBe(401);
    expect((await withdraw(0)).status).toBe(422);
  });
});
