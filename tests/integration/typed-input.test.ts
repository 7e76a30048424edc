// What Indians type, through every door a form or a client uses: a mobile with its spaces and
// +91 is stored as its ten digits; an amount in Indian grouping with ₹ is read by the one amount
// rule (and "3,00" or "1e3" are not amounts); an email field takes one address, so
// "victim@example.com,attacker" is a 422 at every endpoint and nothing is written for it.
import { campaignEditorMessages as em, refundMessages, solveHumanCheck } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, nextIp, registerUser, registrationForm, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { paidGift } from '../support/gifts.ts';

// A contact form's fill time signed before the tests, old enough (3 s) for every submission.
let startedAt = '';

beforeAll(async () => {
  await getTestApp();
  startedAt = (await contactChallenge()).startedAt;
  await new Promise((r) => setTimeout(r, 3_100));
});

async function contactChallenge() {
  const res = await call<Answer<{ challenge: Parameters<typeof solveHumanCheck>[0]; startedAt: string }>>('GET', '/api/v1/contact/challenge');
  return res.body.data;
}

/** "+91 98765 43210" for 9876543210: the way the number is printed on a card. */
const spaced = (digits: string, prefix = '+91 ') => `${prefix}${digits.slice(0, 5)} ${digits.slice(5)}`;

async function contactProof(): Promise<{ startedAt: string; altcha: string }> {
  return { startedAt, altcha: (await solveHumanCheck((await contactChallenge()).challenge)) ?? '' };
}

async function postPage(url: string, form: Record<string, string>, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
    payload: new URLSearchParams(form).toString(),
    remoteAddress: nextIp(),
  });
}

async function orderRow(reference: string) {
  const [o] = await (await getDb()).select().from(s.orders).where(eq(s.orders.reference, reference));
  if (!o) throw new Error(`no order ${reference}`);
  return o;
}

describe('a mobile number as people type it is accepted and stored as its ten digits', () => {
  it('the donation API', async () => {
    const c = await createCampaign();
    const mobile = uniquePhone();
    const res = await call<Answer<{ reference: string }>>('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': unique('typed-mobile') },
      body: {
        campaign: c.slug,
        amountPaise: 3000_00,
        donor: { name: 'Asha Rao', email: uniqueEmail('typed'), mobile: spaced(mobile, '+91-').replace(' ', '-') },
        method: 'upi',
      },
    });
    expect(res.status, res.text).toBe(201);
    expect((await orderRow(res.body.data.reference)).donorMobile).toBe(mobile);
  });

  it('registration, the profile, a monthly gift, the start-a-campaign form and the contact form', async () => {
    const db = await getDb();
    const reg = registrationForm({ phone: spaced(uniquePhone(), '0') });
    const registered = await call<Answer<{ challengeId: string }>>('POST', '/api/v1/auth/register', { body: reg });
    expect(registered.status, registered.text).toBe(200);
    const [challenge] = await db.select().from(s.otpChallenges).where(eq(s.otpChallenges.email, reg.email));
    expect(challenge?.phone).toBe(String(reg.phone).replace(/\D/g, '').slice(1));

    const user = await registerUser();
    const token = await loginAs(user);
    const mobile = uniquePhone();
    const patched = await call('PATCH', '/api/v1/me', { token, body: { phone: spaced(mobile, '91 ').replace(' ', '') } });
    expect(patched.status, patched.text).toBe(200);
    const [u] = await db.select().from(s.users).where(eq(s.users.id, user.id));
    expect(u?.phone).toBe(mobile);

    const c = await createCampaign();
    const monthlyMobile = uniquePhone();
    const monthly = await call<Answer<{ subscription: { reference: string } }>>('POST', '/api/v1/subscriptions', {
      headers: { 'idempotency-key': unique('typed-monthly') },
      body: { campaignId: c.id, name: 'Kavya Menon', email: uniqueEmail('typed-monthly'), mobile: spaced(monthlyMobile), amountPaise: 1000_00 },
    });
    expect(monthly.status, monthly.text).toBe(201);
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.reference, monthly.body.data.subscription.reference));
    expect(sub?.donorMobile).toBe(monthlyMobile);

    const applicant = uniquePhone();
    const applied = await call('POST', '/api/v1/campaign-applications', {
      body: {
        cause: 7,
        fullName: 'Meera Nair',
        campaignerName: 'Help Meera walk again',
        campaignerEmail: uniqueEmail('typed-apply'),
        campaignerMobile: spaced(applicant),
      },
    });
    expect(applied.status, applied.text).toBe(200);
    expect((await messagesTo(applicant)).filter((m) => m.channel === 'sms')).toHaveLength(1);

    const contactMobile = uniquePhone();
    const email = uniqueEmail('typed-contact');
    const sent = await call('POST', '/api/v1/contact', {
      body: { fullname: 'Asha', mobileno: spaced(contactMobile, ''), emailid: email, subject: 'Hello', 'your-message': 'Hi', ...(await contactProof()) },
    });
    expect(sent.status, sent.text).toBe(200);
    const [msg] = await db.select().from(s.contactMessages).where(eq(s.contactMessages.email, email));
    expect(msg?.mobile).toBe(contactMobile);
  });

  it('the checkout form without JavaScript', async () => {
    const c = await createCampaign();
    const mobile = uniquePhone();
    const res = await postPage(`/checkout?campaign=${c.slug}`, {
      campaign: c.slug,
      amount: '3000',
      user_name: 'Form Donor',
      user_email: uniqueEmail('typed-form'),
      user_mobile: spaced(mobile),
      method: 'upi',
      idempotency_key: unique('typed-form'),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    expect((await orderRow(String(res.headers.location).slice('/pay/'.length))).donorMobile).toBe(mobile);
  });

  it.each([
    ['5876543210', 'a number that is no Indian mobile'],
    ['+91 58765 43210', 'the same with +91'],
    ['+1 98765 43210', 'another country'],
    ['98765 4321', 'nine digits'],
  ])('refuses %s (%s) with the field’s message and writes nothing', async (typed) => {
    const c = await createCampaign();
    const email = uniqueEmail('not-mobile');
    const res = await call<Answer>('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': unique('not-mobile') },
      body: { campaign: c.slug, amountPaise: 3000_00, donor: { name: 'A', email, mobile: typed }, method: 'upi' },
    });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['donor.mobile']).toBe('Mobile number must be 10 digits');
    expect(await (await getDb()).select().from(s.orders).where(eq(s.orders.donorEmail, email))).toHaveLength(0);
  });
});

describe('amounts as people type them', () => {
  it('the checkout takes ₹1,50,000 and the campaign page’s link with 1,50,000', async () => {
    const c = await createCampaign();
    const res = await postPage(`/checkout?campaign=${c.slug}`, {
      campaign: c.slug,
      amount: '₹1,50,000',
      tip: '4',
      tip_other: '1,000.50',
      urgent: 'other',
      urgent_other: '₹ 2,000',
      user_name: 'Grouped Donor',
      user_email: uniqueEmail('grouped'),
      user_mobile: uniquePhone(),
      method: 'upi',
      idempotency_key: unique('grouped'),
    });
    expect(res.statusCode, res.body.slice(0, 300)).toBe(303);
    const o = await orderRow(String(res.headers.location).slice('/pay/'.length));
    expect({ amount: Number(o.amountPaise), tip: Number(o.tipPaise), urgent: Number(o.urgentPaise) }).toEqual({
      amount: 1_50_000_00,
      tip: 1_000_50,
      urgent: 2_000_00,
    });
    const page = await (await getTestApp()).app.inject({ method: 'GET', url: `/checkout?campaign=${c.slug}&amount=${encodeURIComponent('1,50,000')}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('name="amount" value="150000"');
  });

  it.each(['3,00', '1e3', '1,5,000', '300.50'])('the checkout refuses %j with the spec’s message and makes no order', async (amount) => {
    const c = await createCampaign();
    const email = uniqueEmail('bad-amount');
    const res = await postPage(`/checkout?campaign=${c.slug}`, {
      campaign: c.slug,
      amount,
      user_name: 'A',
      user_email: email,
      user_mobile: uniquePhone(),
      method: 'upi',
      idempotency_key: unique('bad-amount'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Please enter amount');
    expect(await (await getDb()).select().from(s.orders).where(eq(s.orders.donorEmail, email))).toHaveLength(0);
  });

  it('the monthly form takes ₹1,000 a month', async () => {
    const c = await createCampaign();
    const email = uniqueEmail('monthly-grouped');
    const res = await postPage('/monthly-donation', {
      donationcampaignid: String(c.id),
      fullName: 'Kavya Menon',
      emailId: email,
      mobileNo: spaced(uniquePhone()),
      donationcampaignamount: '₹1,000',
      whatsappupdates: 'on',
      idempotency_key: unique('monthly-grouped'),
    });
    expect(res.statusCode, res.body.slice(0, 500)).toBe(302);
    const [sub] = await (await getDb()).select().from(s.subscriptions).where(eq(s.subscriptions.donorEmail, email));
    expect(Number(sub?.amountPaise)).toBe(1000_00);
  });

  it('a campaigner’s goal of 1,50,000 is saved, not refused as out of range', async () => {
    const owner = await registerUser({ fullName: 'Campaign Owner' });
    const token = await loginAs(owner);
    const c = await createCampaign({ status: 'draft', ownerId: owner.id });
    const save = (goalRupees: string) =>
      postPage(
        `/my-campaigns/${c.id}`,
        { intent: 'save', title: 'Books for the hill school', categoryId: String(c.categoryId), goalRupees, summary: '', storyHtml: '', videoUrl: '' },
        { authorization: `Bearer ${token}` },
      );
    expect((await save('1,50,000')).statusCode).toBe(302);
    const goal = async () => Number((await (await getDb()).select().from(s.campaigns).where(eq(s.campaigns.id, c.id)))[0]?.goalPaise);
    expect(await goal()).toBe(1_50_000_00);
    const wrong = await save('1,5,0000');
    expect(wrong.statusCode).toBe(200);
    expect(wrong.body).toContain(em.goalFormat);
    expect(await goal()).toBe(1_50_000_00);
  });
});

describe('the console’s refund charges as typed', () => {
  it('₹59.50 typed as "₹ 59.50" is kept; "5,9" is refused and nothing is refunded', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await paidGift(donor, { tipPaise: 600_00 });
    const asked = await call<Answer<{ id: number }>>('POST', `/api/v1/me/donations/${g.donationId}/refund-request`, {
      token,
      body: { reason: 'I gave to the wrong campaign by mistake.' },
    });
    expect(asked.status, asked.text).toBe(200);
    const admin = await loginAs(await registerUser({ role: 'admin' }));
    const decide = (fee: string) =>
      postPage('/admin/refunds', { id: String(asked.body.data.id), decision: 'refund', fee, reference: 'NEFT-778' }, { authorization: `Bearer ${admin}` });
    const refused = await decide('5,9');
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain(refundMessages.feeInvalid);
    const status = async () => (await (await getDb()).select().from(s.refundRequests).where(eq(s.refundRequests.id, asked.body.data.id)))[0];
    expect((await status())?.status).toBe('requested');
    expect((await decide('₹ 59.50')).statusCode).toBe(302);
    expect(await status()).toMatchObject({ status: 'refunded', feePaise: 59_50 });
  });
});

describe('the old order call reads its amount strictly', () => {
  const legacy = (body: string) =>
    call<{ success: boolean; errors?: Record<string, string> }>('POST', '/publicApi/createOrderDonatePub', {
      body,
      headers: { 'content-type': 'application/json' },
    });
  let utrSeq = 0;
  const utr = () => `7${String(Date.now() % 1e7).padStart(7, '0')}${String(++utrSeq).padStart(4, '0')}`;
  const fields = (email: string, donationId: number) =>
    `"user_name":"Old Client","user_email":"${email}","user_mobile":"98765 43210","transaction_id":"${utr()}","donationId":${donationId}`;

  it.each([
    ['" 3,00 "', 'a wrong group of digits'],
    ['"3,00"', 'the same without spaces'],
    ['1e3', 'an exponent as a JSON number'],
    ['"1e3"', 'an exponent as text'],
    ['"0x3e8"', 'hexadecimal'],
    ['-3000', 'a negative amount'],
  ])('refuses %s (%s) with 422 and makes no order', async (amount) => {
    const c = await createCampaign();
    const email = uniqueEmail('legacy-amount');
    const res = await legacy(`{${fields(email, c.id)},"amount":${amount}}`);
    expect(res.status, res.text).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toContain('amount');
    expect(await (await getDb()).select().from(s.orders).where(eq(s.orders.donorEmail, email))).toHaveLength(0);
  });

  it.each([
    ['3000', 3000_00],
    ['"3,000"', 3000_00],
    ['"₹1,50,000"', 1_50_000_00],
    ['3000.50', 3000_50],
  ])('accepts %s', async (amount, paise) => {
    const c = await createCampaign();
    const email = uniqueEmail('legacy-ok');
    const res = await legacy(`{${fields(email, c.id)},"amount":${amount}}`);
    expect(res.status, res.text).toBe(201);
    const [o] = await (await getDb()).select().from(s.orders).where(eq(s.orders.donorEmail, email));
    expect(Number(o?.totalPaise)).toBe(paise);
    expect(o?.donorMobile).toBe('9876543210');
  });

  it('a body that is no JSON is a 400, and a __proto__ key is refused', async () => {
    expect((await legacy('{"amount":')).status).toBe(400);
    expect((await legacy('{"__proto__":{"x":1},"amount":3000}')).status).toBe(400);
  });
});

describe('one email rule at every door', () => {
  /** Rows anywhere that name the tag: accounts, codes, orders, gifts, messages, queued jobs. */
  async function written(tag: string): Promise<number> {
    const like = `%${tag}%`;
    const r = await (await getDb()).execute(sql`
      select (select count(*) from users where email like ${like})
           + (select count(*) from otp_challenges where email like ${like})
           + (select count(*) from password_resets where email like ${like})
           + (select count(*) from orders where donor_email like ${like})
           + (select count(*) from subscriptions where donor_email like ${like})
           + (select count(*) from subscribers where email like ${like})
           + (select count(*) from campaign_applications where email like ${like})
           + (select count(*) from contact_messages where email like ${like})
           + (select count(*) from messages where recipient like ${like})
           + (select count(*) from jobs where payload::text like ${like}) as n`);
    const rows = (Array.isArray(r) ? r : (r as { rows: { n: unknown }[] }).rows) as { n: unknown }[];
    return Number(rows[0]?.n);
  }

  const doors: [string, string, string, (email: string, campaignId: number, slug: string) => Promise<{ status: number; field?: string | undefined }>][] = [
    [
      'registration',
      'POST /api/v1/auth/register',
      'email',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/auth/register', { body: registrationForm({ email }) });
        return { status: r.status, field: r.body.errors?.email };
      },
    ],
    [
      'login',
      'POST /api/v1/auth/login',
      'email',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/auth/login', { body: { email, password: 'Correct-Horse-42' } });
        return { status: r.status, field: r.body.errors?.email };
      },
    ],
    [
      'password reset',
      'POST /api/v1/auth/password-reset',
      'email',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/auth/password-reset', { body: { email } });
        return { status: r.status, field: r.body.errors?.email };
      },
    ],
    [
      'donation',
      'POST /api/v1/orders',
      'donor.email',
      async (email, _id, slug) => {
        const r = await call<Answer>('POST', '/api/v1/orders', {
          headers: { 'idempotency-key': unique('comma') },
          body: { campaign: slug, amountPaise: 3000_00, donor: { name: 'A', email, mobile: '9876543210' }, method: 'upi' },
        });
        return { status: r.status, field: r.body.errors?.['donor.email'] };
      },
    ],
    [
      'old order call',
      'POST /publicApi/createOrderDonatePub',
      'user_email',
      async (email, id) => {
        const r = await call<Answer>('POST', '/publicApi/createOrderDonatePub', {
          body: { amount: 3000, user_name: 'A', user_email: email, user_mobile: '9876543210', transaction_id: '712345678901', donationId: id },
        });
        return { status: r.status, field: r.body.errors?.user_email };
      },
    ],
    [
      'monthly gift',
      'POST /api/v1/subscriptions',
      'email',
      async (email, id) => {
        const r = await call<Answer>('POST', '/api/v1/subscriptions', {
          headers: { 'idempotency-key': unique('comma') },
          body: { campaignId: id, name: 'A', email, mobile: '9876543210', amountPaise: 1000_00 },
        });
        return { status: r.status, field: r.body.errors?.email };
      },
    ],
    [
      'newsletter',
      'POST /api/v1/newsletter',
      'email',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/newsletter', { body: { email } });
        return { status: r.status, field: r.body.errors?.email };
      },
    ],
    [
      'start a campaign',
      'POST /api/v1/campaign-applications',
      'campaignerEmail',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/campaign-applications', {
          body: { cause: 7, fullName: 'A', campaignerName: 'A', campaignerEmail: email, campaignerMobile: uniquePhone() },
        });
        return { status: r.status, field: r.body.errors?.campaignerEmail };
      },
    ],
    [
      'contact',
      'POST /api/v1/contact',
      'emailid',
      async (email) => {
        const r = await call<Answer>('POST', '/api/v1/contact', {
          body: { fullname: 'A', mobileno: '9876543210', emailid: email, subject: 'S', 'your-message': 'M', ...(await contactProof()) },
        });
        return { status: r.status, field: r.body.errors?.emailid };
      },
    ],
  ];

  it.each(doors)('%s (%s) refuses "victim@…,attacker" with 422 on %s and writes nothing', async (_family, _route, _field, send) => {
    const c = await createCampaign();
    const tag = unique('victim').toLowerCase();
    const answer = await send(`${tag}@example.com,attacker`, c.id, c.slug);
    expect(answer.status).toBe(422);
    expect(answer.field).toBe('Email Invalid');
    expect(await written(tag)).toBe(0);
  });

  it('the checkout page refuses it as a field error and makes no order', async () => {
    const c = await createCampaign();
    const tag = unique('victim').toLowerCase();
    const res = await postPage(`/checkout?campaign=${c.slug}`, {
      campaign: c.slug,
      amount: '3000',
      user_name: 'A',
      user_email: `${tag}@example.com,attacker`,
      user_mobile: '9876543210',
      method: 'upi',
      idempotency_key: unique('comma-form'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Email Invalid');
    expect(await written(tag)).toBe(0);
  });
});

describe('the form fields as validators read them', () => {
  it('no page asks tel-national on a tel input; every input names its type; every mobile takes +91 and spaces', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const token = await loginAs(await registerUser());
    const pages = [
      '/register',
      '/login',
      '/contact',
      '/start-new-campaign',
      '/monthly-donation',
      '/reset-password',
      `/campaigns/${c.slug}`,
      `/checkout?campaign=${c.slug}&amount=3000`,
      `/checkout?campaign=${c.slug}&mode=monthly`,
      '/profile',
    ];
    let mobiles = 0;
    for (const url of pages) {
      const res = await app.inject({ method: 'GET', url, headers: url === '/profile' ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
      expect(res.statusCode, url).toBe(200);
      expect(res.body, url).not.toContain('tel-national');
      for (const input of res.body.match(/<input\b[^>]*>/g) ?? []) {
        expect(input, `${url}: ${input}`).toMatch(/\btype="/);
        if (/type="tel"/.test(input)) {
          mobiles += 1;
          expect(input, url).toContain('autoComplete="tel"');
          expect(Number(/maxLength="(\d+)"/.exec(input)?.[1]), url).toBeGreaterThanOrEqual('+91-98765-43210'.length);
        }
        if (/name="(user_name|fullName|fullname|campaignerName)"/.test(input)) expect(input, url).toContain('type="text"');
      }
    }
    expect(mobiles).toBeGreaterThanOrEqual(7);
  });
});
