// What is sent to the foundation's staff is in English, their language, whatever the sender's:
// a contact form message and a refund request from a visitor who chose Hindi (the `lang=hi`
// cookie) reach staff in English, while the answers the visitor reads stay in Hindi.
import { type HumanChallenge, type RefundView, refundMessages, type Settings, solveHumanCheck } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { paidGift } from '../support/gifts.ts';

const HINDI = { cookie: 'lang=hi' };
let foundation = '';
let startedAt = '';

beforeAll(async () => {
  await getTestApp();
  foundation = (await getData<Settings>('/api/v1/settings')).email;
  startedAt = (await call<Answer<{ challenge: HumanChallenge; startedAt: string }>>('GET', '/api/v1/contact/challenge')).body.data.startedAt;
  // The contact form refuses what is sent faster than a person types.
  await new Promise((r) => setTimeout(r, 3_100));
}, 120_000);

async function staffMail(subject: string) {
  const mail = (await messagesTo(foundation)).find((m) => m.subject === subject);
  const [row] = await (await getDb()).select({ language: s.messages.language }).from(s.messages).where(eq(s.messages.subject, subject));
  return { mail, language: row?.language };
}

describe('emails to staff', () => {
  it('a contact message sent from Hindi reaches staff in English', async () => {
    const challenge = (await call<Answer<{ challenge: HumanChallenge }>>('GET', '/api/v1/contact/challenge')).body.data.challenge;
    const subject = `रसीद नहीं मिली ${uniquePhone()}`;
    const res = await call<Answer<{ id: number }>>('POST', '/api/v1/contact', {
      headers: HINDI,
      body: {
        fullname: 'आशा वर्मा',
        mobileno: uniquePhone(),
        emailid: uniqueEmail('contact-hi'),
        subject,
        'your-message': 'मैंने 3 नवंबर को दान दिया था और मुझे अब तक रसीद नहीं मिली है।',
        startedAt,
        altcha: (await solveHumanCheck(challenge)) ?? '',
      },
    });
    expect(res.status, res.text).toBe(200);
    const { mail, language } = await staffMail(`Contact form: ${subject}`);
    expect(mail?.body).toContain('आशा वर्मा');
    expect(language).toBe('en');
  });

  it('a refund request asked from Hindi reaches staff in English; the donor’s refusal messages stay Hindi', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await paidGift(donor, { tipPaise: 600_00 });
    const ask = (reason: string) =>
      call<Answer<RefundView>>('POST', `/api/v1/me/donations/${g.donationId}/refund-request`, { token, headers: HINDI, body: { reason } });
    // What the donor reads is Hindi (the request is in their language)…
    expect((await ask('no')).body.errors?.reason).toBe(runInLanguage('hi', () => refundMessages.reasonShort));
    expect((await ask('मैंने ग़लती से दूसरे अभियान को दान दे दिया।')).status).toBe(200);
    // …what staff get is English.
    const { mail, language } = await staffMail(`Refund request: ${g.reference}`);
    expect(mail?.body).toContain('Decide within 7 working days');
    expect(language).toBe('en');
  });
});
