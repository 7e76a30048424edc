// Start a campaign: the form's messages, the two codes (one per channel), the review and what
// approval hands over. Written as the attacker would try it too: the phone's owner must not be
// able to prove someone else's email, and codes work once.

import { createHash } from 'node:crypto';
import { type ApplicationView, applicationMessages as am, type ConsentView, consentNotices, accountMessages as m } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, registerUser, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type Challenge = { challengeId: string; resendAfterSeconds: number };

let staffToken = '';
let donorToken = '';
beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  donorToken = await loginAs(await registerUser());
});

function form(overrides: Record<string, unknown> = {}) {
  return {
    cause: 7,
    campaignerName: 'Books for the hill school',
    fullName: 'Meera Nair',
    campaignerEmail: uniqueEmail('campaigner'),
    campaignerMobile: uniquePhone(),
    ...overrides,
  };
}

/** The newest code sent to the email, and the newest sent by SMS to the mobile. */
async function codes(email: string, mobile: string) {
  const byEmail = (await messagesTo(email)).find((msg) => msg.channel === 'email' && /start a campaign/.test(msg.subject));
  const bySms = (await messagesTo(mobile)).find((msg) => msg.channel === 'sms');
  const emailCode = byEmail?.body.match(/\b(\d{6})\b/)?.[1];
  const smsCode = bySms?.body.match(/\b(\d{6})\b/)?.[1];
  if (!emailCode || !smsCode) throw new Error(`codes for ${email} / ${mobile} not in the outbox`);
  return { emailCode, smsCode };
}

async function apply(body = form()) {
  const res = await call<Answer<Challenge>>('POST', '/api/v1/campaign-applications', { body });
  expect(res.status, res.text).toBe(200);
  return { ...body, challengeId: res.body.data.challengeId, ...(await codes(body.campaignerEmail, body.campaignerMobile)) };
}

const verify = (challengeId: string, otp: string, mobileOtp: string) =>
  call<Answer<ApplicationView>>('POST', '/api/v1/campaign-applications/verify', { body: { challengeId, otp, mobileOtp } });

async function applicationsOf(email: string) {
  return (await getDb()).select().from(s.campaignApplications).where(eq(s.campaignApplications.email, email));
}

async function submitted() {
  const a = await apply();
  const res = await verify(a.challengeId, a.emailCode, a.smsCode);
  expect(res.status, res.text).toBe(200);
  return { ...a, id: res.body.data.id };
}

const decide = (id: number, body: Record<string, unknown>, token = staffToken) =>
  call<Answer<ApplicationView>>('POST', `/api/v1/admin/applications/${id}/decision`, { body, token });

describe('the start-a-campaign form', () => {
  it.each([
    ['cause', { cause: '' }, am.causeRequired],
    ['cause', { cause: 999 }, am.causeRequired],
    ['campaignerName', { campaignerName: '  ' }, 'Please enter Campaign name'],
    ['fullName', { fullName: '' }, 'Please enter name'],
    ['campaignerEmail', { campaignerEmail: '' }, am.emailRequired],
    ['campaignerEmail', { campaignerEmail: 'not-an-email' }, m.emailInvalid],
    ['campaignerMobile', { campaignerMobile: '' }, am.mobileRequired],
    ['campaignerMobile', { campaignerMobile: '98765' }, am.mobileInvalid],
  ])('refuses a bad %s (%j) with its message and sends nothing', async (field, bad, message) => {
    const body = form(bad);
    const res = await call<Answer>('POST', '/api/v1/campaign-applications', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBe(message);
    if (body.campaignerEmail) expect(await messagesTo(body.campaignerEmail)).toHaveLength(0);
  });

  it('an empty form answers the spec’s first message', async () => {
    const res = await call<Answer>('POST', '/api/v1/campaign-applications', { body: {} });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(am.causeRequired);
    expect(Object.keys(res.body.errors ?? {}).sort()).toEqual(['campaignerEmail', 'campaignerMobile', 'campaignerName', 'cause', 'fullName']);
  });
});

describe('the two codes', () => {
  it('sends one code to the email and a different one by SMS to the mobile; nothing is stored before both are entered', async () => {
    const a = await apply();
    expect(a.emailCode).not.toBe(a.smsCode);
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(0);
  });

  it('the SMS code alone cannot prove the email: the phone’s owner cannot apply as someone else’s address', async () => {
    const a = await apply();
    const bothSms = await verify(a.challengeId, a.smsCode, a.smsCode);
    expect(bothSms.status).toBe(422);
    expect(bothSms.body.errors?.otp).toBe(m.otpWrong);
    const swapped = await verify(a.challengeId, a.smsCode, a.emailCode);
    expect(swapped.status).toBe(422);
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(0);
  });

  it('the email code alone is not enough either: a wrong SMS code is named on its own field', async () => {
    const a = await apply();
    const wrong = a.smsCode === '000000' ? '111111' : '000000';
    const res = await verify(a.challengeId, a.emailCode, wrong);
    expect(res.status).toBe(422);
    expect(res.body.errors?.mobileOtp).toBe(m.otpWrong);
    expect(res.body.errors?.otp).toBeUndefined();
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(0);
  });

  it('both codes make one submitted application, tell the campaigner, and work once', async () => {
    const a = await apply(form({ cause: '6' }));
    const res = await verify(a.challengeId, a.emailCode, a.smsCode);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({
      status: 'submitted',
      cause: { id: 6, name: 'Animals' },
      name: 'Meera Nair',
      email: a.campaignerEmail,
      mobile: a.campaignerMobile,
    });
    const mail = (await messagesTo(a.campaignerEmail)).find((msg) => /We have your campaign application/.test(msg.subject));
    expect(mail?.body).toContain(am.thanks);
    const again = await verify(a.challengeId, a.emailCode, a.smsCode);
    expect(again.status).toBe(410);
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(1);
  });

  it('the otp messages follow the spec, and a made-up challenge is told the application expired', async () => {
    const a = await apply();
    const empty = await verify(a.challengeId, '', '');
    expect(empty.status).toBe(422);
    expect(empty.body.errors?.otp).toBe(m.otpRequired);
    expect(empty.body.errors?.mobileOtp).toBe(am.mobileOtpRequired);
    const short = await verify(a.challengeId, '123', a.smsCode);
    expect(short.body.errors?.otp).toBe(m.otpLength);
    const unknown = await verify('x'.repeat(24), a.emailCode, a.smsCode);
    expect(unknown.status).toBe(410);
    expect(unknown.body.message).toBe(am.expired);
  });

  it('guessing stops after five wrong codes', async () => {
    const a = await apply();
    const wrong = a.emailCode === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) expect((await verify(a.challengeId, wrong, a.smsCode)).status).toBe(422);
    const locked = await verify(a.challengeId, a.emailCode, a.smsCode);
    expect(locked.status).toBe(429);
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(0);
  });
});

describe('staff review', () => {
  it('donors and strangers cannot list or decide applications', async () => {
    const a = await submitted();
    expect((await call('GET', '/api/v1/admin/applications')).status).toBe(401);
    expect((await call('GET', '/api/v1/admin/applications', { token: donorToken })).status).toBe(403);
    expect((await decide(a.id, { decision: 'approved' }, donorToken)).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/applications/${a.id}/decision`, { body: { decision: 'approved' } })).status).toBe(401);
    const [row] = await applicationsOf(a.campaignerEmail);
    expect(row?.status).toBe('submitted');
  });

  it('under review, then rejected with a reason the campaigner receives; a rejection needs the reason', async () => {
    const a = await submitted();
    const listed = await call<Answer<ApplicationView[]>>('GET', '/api/v1/admin/applications?status=submitted', { token: staffToken });
    expect(listed.body.data.map((x) => x.id)).toContain(a.id);
    expect((await decide(a.id, { decision: 'under_review' })).body.data.status).toBe('under_review');
    expect((await messagesTo(a.campaignerEmail)).some((msg) => /under review/.test(msg.subject))).toBe(true);
    const noReason = await decide(a.id, { decision: 'rejected' });
    expect(noReason.status).toBe(422);
    expect(noReason.body.errors?.reason).toBe(am.reasonRequired);
    const rejected = await decide(a.id, { decision: 'rejected', reason: 'We could not reach the hospital named in the application.' });
    expect(rejected.body.data).toMatchObject({ status: 'rejected', reason: 'We could not reach the hospital named in the application.' });
    const mail = (await messagesTo(a.campaignerEmail)).find((msg) => /About your campaign application/.test(msg.subject));
    expect(mail?.body).toContain('We could not reach the hospital named in the application.');
    expect((await decide(a.id, { decision: 'approved' })).status).toBe(409);
  });

  it('approval makes the campaigner an account (mobile proven, a link to set the password) and a draft campaign donors cannot see or give to', async () => {
    const a = await submitted();
    const res = await decide(a.id, { decision: 'approved' });
    expect(res.status).toBe(200);
    expect(res.body.data.status).toBe('approved');
    const slug = res.body.data.campaign?.slug ?? '';
    expect(slug).not.toBe('');
    const db = await getDb();
    const [user] = await db.select().from(s.users).where(eq(s.users.email, a.campaignerEmail));
    expect(user).toMatchObject({ fullName: 'Meera Nair', phone: a.campaignerMobile, passwordHash: null, role: 'user' });
    expect(user?.phoneVerifiedAt).not.toBeNull();
    const [campaign] = await db.select().from(s.campaigns).where(eq(s.campaigns.slug, slug));
    expect(campaign).toMatchObject({ status: 'draft', ownerId: user?.id, categoryId: 7 });
    expect(campaign?.title).toBe('Books for the hill school');
    const mails = await messagesTo(a.campaignerEmail);
    expect(mails.some((msg) => /is approved/.test(msg.subject))).toBe(true);
    expect((await call('GET', `/api/v1/campaigns/${slug}`)).status).toBe(404);
    expect((await call('GET', `/campaigns/${slug}`)).status).toBe(404);
    const order = await call<Answer>('POST', '/api/v1/orders', {
      body: {
        campaign: slug,
        amountPaise: 3000_00,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: 'A', email: uniqueEmail('d'), mobile: '9876543210' },
        whatsappUpdates: true,
        hideName: false,
        method: 'simulator',
      },
      headers: { 'idempotency-key': `k-${slug}` },
    });
    expect(order.status).toBe(422);
  });

  it('the emails greet the person by their own name, and the approval carries a set-password link that lasts 48 hours, in words for a campaigner', async () => {
    const a = await submitted();
    const received = (await messagesTo(a.campaignerEmail)).find((msg) => /We have your campaign application/.test(msg.subject));
    expect(received?.body).toMatch(/^Namaste Meera Nair,/);
    expect((await decide(a.id, { decision: 'under_review' })).status).toBe(200);
    const before = Date.now();
    expect((await decide(a.id, { decision: 'approved' })).status).toBe(200);
    const mails = await messagesTo(a.campaignerEmail);
    for (const msg of mails.filter((x) => x.channel === 'email' && !/code/.test(x.subject))) {
      expect(msg.body, msg.subject).toMatch(/^Namaste Meera Nair,/);
      expect(msg.body).not.toContain('Namaste Books for the hill school');
    }
    // One email: no generic password-reset email beside it.
    expect(mails.filter((msg) => /password/i.test(msg.subject))).toHaveLength(1);
    const approved = mails.find((msg) => /approved/.test(msg.subject));
    expect(approved?.subject).toBe('Your campaign is approved: set your password to start');
    const body = approved?.body ?? '';
    expect(body).toContain('"Books for the hill school"');
    expect(body).toContain('lasts 48 hours');
    expect(body).toContain('/my-campaigns');
    expect(body).toMatch(/publish/);
    expect(body).not.toMatch(/did not ask for this|If you gave to us before/);
    const link = body.match(/\/reset-password\?token=([\w-]+)/)?.[1] ?? '';
    expect(link).not.toBe('');
    const [reset] = await (await getDb())
      .select()
      .from(s.passwordResets)
      .where(eq(s.passwordResets.id, createHash('sha256').update(link).digest('base64url')));
    const hours = ((reset?.expiresAt.getTime() ?? 0) - before) / 3_600_000;
    expect(hours).toBeGreaterThan(47.9);
    expect(hours).toBeLessThan(48.1);
    // The link sets the password, once.
    const set = await call('POST', '/api/v1/auth/password-reset/confirm', {
      body: { token: link, password: 'Hill-School-2026', confirmPassword: 'Hill-School-2026' },
    });
    expect(set.status, set.text).toBe(200);
  });

  it('staff publishing from the applications queue see the campaign live at its address from its name', async () => {
    const { app } = await getTestApp();
    const tag = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e6).toString(36)}`;
    const a = await submitted();
    const title = `Meals for Vrindavan Mothers ${tag}`;
    await (await getDb()).update(s.campaignApplications).set({ title }).where(eq(s.campaignApplications.id, a.id));
    const approved = await decide(a.id, { decision: 'approved' });
    const id = approved.body.data.campaign?.id ?? 0;
    await (await getDb()).update(s.campaigns).set({ image: '/media/test.svg', storyHtml: '<p>Hot meals.</p>' }).where(eq(s.campaigns.id, id));
    const res = await app.inject({
      method: 'POST',
      url: '/admin/applications',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
      payload: new URLSearchParams({ intent: 'publish', campaignId: String(id) }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const slug = `meals-for-vrindavan-mothers-${tag}`;
    expect((await app.inject({ method: 'GET', url: `/campaigns/${slug}` })).statusCode).toBe(200);
    const queue = await app.inject({ method: 'GET', url: '/admin/applications', headers: { authorization: `Bearer ${staffToken}` } });
    const line = queue.body.match(/<tr[\s\S]*?<\/tr>/g)?.find((r) => r.includes(title)) ?? '';
    expect(line).toContain(`href="/campaigns/${slug}"`);
    expect(line).not.toContain('Draft');
  });

  it('an existing account is linked, never replaced', async () => {
    const existing = await registerUser({ fullName: 'Meera N' });
    const a = await apply(form({ campaignerEmail: existing.email }));
    const id = (await verify(a.challengeId, a.emailCode, a.smsCode)).body.data.id;
    await decide(id, { decision: 'approved' });
    const [user] = await (await getDb()).select().from(s.users).where(eq(s.users.email, existing.email));
    expect(user?.id).toBe(existing.id);
    expect(user?.fullName).toBe('Meera N');
    expect(user?.passwordHash).not.toBeNull();
  });

  it('staff approving at once make one draft', async () => {
    const a = await submitted();
    const answers = await Promise.all(Array.from({ length: 8 }, () => decide(a.id, { decision: 'approved' })));
    expect(answers.map((r) => r.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
    const db = await getDb();
    const [user] = await db.select().from(s.users).where(eq(s.users.email, a.campaignerEmail));
    const drafts = await db
      .select()
      .from(s.campaigns)
      .where(eq(s.campaigns.ownerId, user?.id ?? -1));
    expect(drafts).toHaveLength(1);
  });

  it('an unknown application is a 404', async () => {
    expect((await decide(2_000_000_000, { decision: 'approved' })).status).toBe(404);
  });
});

describe('the application as an attacker sends it', () => {
  it.each([
    ['a name over 100 characters', { campaignerName: 'x'.repeat(101) }, 'campaignerName'],
    ['a control character in the name', { campaignerName: 'Meera\u0000Nair' }, 'campaignerName'],
    ['an email over 254 characters', { campaignerEmail: `${'a'.repeat(250)}@example.in` }, 'campaignerEmail'],
    ['a cause given as an object', { cause: { id: 7 } }, 'cause'],
  ])('refuses %s with a field error and sends nothing', async (_label, bad, field) => {
    const body = form(bad);
    const res = await call<Answer>('POST', '/api/v1/campaign-applications', { body });
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBeTruthy();
    expect(await messagesTo(body.campaignerMobile)).toHaveLength(0);
  });

  it('a registration challenge cannot be used to verify an application (wrong purpose)', async () => {
    const email = uniqueEmail('purpose');
    const reg = await call<Answer<{ challengeId: string }>>('POST', '/api/v1/auth/register', {
      body: { fullName: 'Other Person', email, phone: uniquePhone(), password: 'long-enough-pass', confirmPassword: 'long-enough-pass' },
    });
    expect(reg.status).toBe(200);
    const code = (await messagesTo(email))[0]?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
    const res = await verify(reg.body.data.challengeId, code, code);
    expect(res.status).toBe(410);
    expect(await applicationsOf(email)).toHaveLength(0);
  });

  it('an application’s email code cannot complete a registration (no account, no password set)', async () => {
    const a = await apply();
    const res = await call<Answer>('POST', '/api/v1/auth/register/verify', { body: { challengeId: a.challengeId, otp: a.emailCode } });
    expect(res.status).toBe(410);
    const users = await (await getDb()).select().from(s.users).where(eq(s.users.email, a.campaignerEmail));
    expect(users).toHaveLength(0);
    // The application's own codes still work afterwards: the refused call used nothing up.
    expect((await verify(a.challengeId, a.emailCode, a.smsCode)).status).toBe(200);
  });

  it('the SMS challenge of one application does not verify another application', async () => {
    const a = await apply();
    const b = await apply();
    const res = await verify(a.challengeId, a.emailCode, b.smsCode);
    expect(res.status).toBe(422);
    expect(res.body.errors?.mobileOtp).toBe(m.otpWrong);
    expect(await applicationsOf(a.campaignerEmail)).toHaveLength(0);
  });
});

describe('the applicant’s consent', () => {
  it('is listed in their profile with the form’s words, and withdrawing it withdraws an undecided application', async () => {
    const a = await submitted();
    const user = await registerUser({ email: a.campaignerEmail });
    const token = await loginAs(user);
    const list = await call<Answer<ConsentView[]>>('GET', '/api/v1/me/consents', { token });
    const consent = list.body.data.find((c) => c.purpose === 'campaign-application');
    expect(consent?.text).toBe(consentNotices['campaign-application'].text);
    expect((await call('POST', `/api/v1/me/consents/${consent?.id}/withdraw`, { token })).status).toBe(200);
    const [row] = await applicationsOf(a.campaignerEmail);
    expect(row).toMatchObject({ status: 'rejected', reason: 'Withdrawn by the applicant' });
    // Staff can no longer approve it.
    expect((await decide(a.id, { decision: 'approved' })).status).toBe(409);
  });
});
