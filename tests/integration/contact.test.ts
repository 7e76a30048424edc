// The contact form as a visitor sends it and as a spammer tries it: the five fields and their
// limits, then each spam check (honeypot, fill time, proof of work, its reuse, the per-IP limit)
// refusing with its message, logging the refusal, and storing and sending nothing. The proof is
// solved with the browser's own solver (core/human-check.ts) against the server's challenge.
import { CONTACT_PER_IP_PER_HOUR, type ContactMessageView, contactMessages as cm, type HumanChallenge, type Settings, solveHumanCheck } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { count, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';

import { type Answer, call, loginAs, messagesTo, nextIp, registerUser, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type Issued = { challenge: HumanChallenge; startedAt: string };

let foundation = '';
let staffToken = '';
// A form time signed before the checks below, old enough (3 s) for every submission.
let startedAt = '';

beforeAll(async () => {
  await getTestApp();
  foundation = (await getData<Settings>('/api/v1/settings')).email;
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  startedAt = (await issue()).startedAt;
  await new Promise((r) => setTimeout(r, 3_100));
});

async function issue(): Promise<Issued> {
  const res = await call<Answer<Issued>>('GET', '/api/v1/contact/challenge');
  expect(res.status).toBe(200);
  expect(res.headers['cache-control']).toContain('no-store');
  return res.body.data;
}

async function proof(): Promise<string> {
  return (await solveHumanCheck((await issue()).challenge)) ?? '';
}

function fields(overrides: Record<string, unknown> = {}) {
  return {
    fullname: 'Asha Verma',
    mobileno: uniquePhone(),
    emailid: uniqueEmail('contact'),
    subject: 'My 80G receipt',
    'your-message': 'I gave on 3 November and have not received my receipt yet.\nCould you send it again?',
    ...overrides,
  };
}

const send = (body: Record<string, unknown>, ip = nextIp()) => call<Answer<{ id: number }>>('POST', '/api/v1/contact', { body, ip });

async function stored(email: string) {
  return (await getDb()).select().from(s.contactMessages).where(eq(s.contactMessages.email, email));
}

async function refusals(ip: string) {
  const [r] = await (await getDb()).select({ n: count() }).from(s.contactRefusals).where(eq(s.contactRefusals.ip, ip));
  return Number(r?.n ?? 0);
}

describe('a message that passes every check', () => {
  it('is stored, emailed to the foundation with the sender as Reply-To, and its consent recorded', async () => {
    const body = { ...fields(), startedAt, altcha: await proof() };
    const res = await send(body);
    expect(res.status, res.text).toBe(200);
    const [row] = await stored(body.emailid);
    expect(row).toMatchObject({ fullName: 'Asha Verma', mobile: body.mobileno, subject: 'My 80G receipt', status: 'new' });
    expect(row?.message).toBe(body['your-message']);
    const mail = (await messagesTo(foundation)).find((m) => m.body.includes(body.emailid));
    expect(mail?.subject).toBe('Contact form: My 80G receipt');
    expect(mail?.body).toContain(body['your-message']);
    expect(mail?.headers?.['Reply-To']).toBe(body.emailid);
    const [consent] = await (await getDb())
      .select()
      .from(s.consents)
      .where(eq(s.consents.subject, `contact:${row?.id}`));
    expect(consent).toMatchObject({ purpose: 'contact', email: body.emailid, withdrawnAt: null });
    const [notice] = await (await getDb())
      .select()
      .from(s.consentNotices)
      .where(eq(s.consentNotices.version, consent?.noticeVersion ?? ''));
    expect(notice?.text).toContain('only to answer this message');
  });
});

describe('the five fields', () => {
  it.each([
    ['fullname', { fullname: '' }, cm.fullnameRequired],
    ['mobileno', { mobileno: '' }, cm.mobilenoRequired],
    ['mobileno', { mobileno: '98765abcde' }, cm.mobilenoInvalid],
    ['emailid', { emailid: '' }, cm.emailidRequired],
    ['emailid', { emailid: 'asha@' }, 'Email Invalid'],
    ['subject', { subject: '   ' }, cm.subjectRequired],
    ['your-message', { 'your-message': '' }, cm.messageRequired],
    ['fullname', { fullname: 'x'.repeat(401) }, cm.tooLong('Name', 400)],
    ['subject', { subject: 'x'.repeat(401) }, cm.tooLong('Subject', 400)],
    ['your-message', { 'your-message': 'x'.repeat(2001) }, cm.tooLong('Message', 2000)],
    ['fullname', { fullname: 'Asha\u0000' }, 'Name contains characters that are not allowed'],
  ])('refuses a bad %s with its message and stores nothing', async (field, bad, message) => {
    const body = { ...fields(bad), startedAt, altcha: '' };
    const res = await send(body);
    expect(res.status).toBe(422);
    expect(res.body.errors?.[field]).toBe(message);
    if (body.emailid) expect(await stored(String(body.emailid).toLowerCase())).toHaveLength(0);
  });

  it('takes exactly 400 and 2000 characters', async () => {
    const body = { ...fields({ subject: 's'.repeat(400), 'your-message': 'm'.repeat(2000) }), startedAt, altcha: await proof() };
    expect((await send(body)).status).toBe(200);
  });
});

describe('spam is refused with a clear message, logged, and nothing is stored or sent', () => {
  async function refused(body: Record<string, unknown>, message: string) {
    const ip = nextIp();
    const before = (await messagesTo(foundation)).length;
    const res = await send(body, ip);
    expect(res.status).toBe(422);
    expect(res.body.code).toBe('spam_refused');
    expect(res.body.message).toBe(message);
    expect(await stored(String(body.emailid))).toHaveLength(0);
    expect(await messagesTo(foundation)).toHaveLength(before);
    expect(await refusals(ip)).toBe(1);
  }

  it('the honeypot filled in', async () => {
    await refused({ ...fields(), website: 'https://spam.example', startedAt, altcha: await proof() }, cm.refusedHoneypot);
  });

  it('sent faster than a person types', async () => {
    // The proof is solved first: on a busy machine solving can itself outlast the 3 s.
    const altcha = await proof();
    const fresh = await issue();
    await refused({ ...fields(), startedAt: fresh.startedAt, altcha }, cm.refusedTooFast);
  });

  it('a form time we did not sign (an hour ago, forged)', async () => {
    const forged = `${Date.now() - 3_600_000}.${'A'.repeat(43)}`;
    await refused({ ...fields(), startedAt: forged, altcha: await proof() }, cm.refusedStale);
  });

  it('no proof of work', async () => {
    await refused({ ...fields(), startedAt }, cm.refusedProof);
  });

  it('a proof that is not base64 JSON, or solves nothing', async () => {
    await refused({ ...fields(), startedAt, altcha: 'not-a-proof' }, cm.refusedProof);
    const { challenge } = await issue();
    const wrong = Buffer.from(JSON.stringify({ challenge, solution: { counter: 1, derivedKey: '00'.repeat(32) } })).toString('base64');
    await refused({ ...fields(), startedAt, altcha: wrong }, cm.refusedProof);
  });

  it('a challenge whose difficulty was lowered by the client', async () => {
    const { challenge } = await issue();
    const easier = { ...challenge, parameters: { ...challenge.parameters, keyPrefix: '00' } };
    const payload = (await solveHumanCheck(easier)) ?? '';
    await refused({ ...fields(), startedAt, altcha: payload }, cm.refusedProof);
  });

  it('a solved proof used a second time', async () => {
    const altcha = await proof();
    expect((await send({ ...fields(), startedAt, altcha })).status).toBe(200);
    await refused({ ...fields(), startedAt, altcha }, cm.refusedProof);
  });

  it(`a sixth message from one address within the hour (${CONTACT_PER_IP_PER_HOUR} allowed)`, async () => {
    const ip = nextIp();
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) expect((await send({ ...fields(), startedAt, altcha: await proof() }, ip)).status).toBe(200);
    const body = { ...fields(), startedAt, altcha: await proof() };
    const res = await send(body, ip);
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(cm.refusedRateLimit);
    expect(await stored(body.emailid)).toHaveLength(0);
    expect(await refusals(ip)).toBe(1);
    // Another address is not held up by it.
    expect((await send({ ...fields(), startedAt, altcha: await proof() })).status).toBe(200);
  });
});

describe('forged headers', () => {
  it('an X-Forwarded-For of a new address each time does not buy a second hour’s allowance', async () => {
    const ip = nextIp();
    const send1 = (n: number) =>
      call('POST', '/api/v1/contact', { ip, headers: { 'x-forwarded-for': `203.0.113.${n}` }, body: { ...fields(), startedAt, altcha: '' } });
    for (let i = 0; i < CONTACT_PER_IP_PER_HOUR; i++) {
      const res = await call('POST', '/api/v1/contact', {
        ip,
        headers: { 'x-forwarded-for': `198.51.100.${i}` },
        body: { ...fields(), startedAt, altcha: await proof() },
      });
      expect(res.status).toBe(200);
    }
    const sixth = await call<Answer>('POST', '/api/v1/contact', {
      ip,
      headers: { 'x-forwarded-for': '192.0.2.77' },
      body: { ...fields(), startedAt, altcha: await proof() },
    });
    expect(sixth.status).toBe(429);
    // And a proofless one is refused for the proof, whatever address it claims.
    expect((await send1(9)).status).toBe(422);
  });

  it('a signed time copied onto another form time (its number changed) is refused as stale', async () => {
    const [ms, mac] = startedAt.split('.');
    const shifted = `${Number(ms) - 60_000}.${mac}`;
    const res = await send({ ...fields(), startedAt: shifted, altcha: await proof() });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe(cm.refusedStale);
  });
});

describe('the staff inbox', () => {
  type Inbox = { messages: ContactMessageView[]; counts: Record<string, number>; refusedLastWeek: number };
  const inbox = (query = '', token = staffToken) => call<Answer<Inbox>>('GET', `/api/v1/admin/contacts${query}`, { token });
  const move = (id: number, status: string, token = staffToken) =>
    call<Answer<ContactMessageView>>('POST', `/api/v1/admin/contacts/${id}/status`, { body: { status }, token });

  it('lists new messages first, moves them read → replied → archived, and counts refusals', async () => {
    const body = { ...fields({ subject: 'Inbox journey' }), startedAt, altcha: await proof() };
    const { id } = (await send(body)).body.data;
    const first = await inbox();
    expect(first.status).toBe(200);
    expect(first.body.data.messages[0]).toMatchObject({ id, status: 'new', subject: 'Inbox journey', emailid: body.emailid });
    expect(first.body.data.refusedLastWeek).toBeGreaterThan(0);
    for (const to of ['read', 'replied', 'archived'] as const) expect((await move(id, to)).body.data.status).toBe(to);
    expect((await inbox()).body.data.messages.map((m) => m.id)).not.toContain(id);
    expect((await inbox('?status=archived')).body.data.messages.map((m) => m.id)).toContain(id);
  });

  it('is staff-only, and a status outside the three moves or an unknown id is refused', async () => {
    const donor = await loginAs(await registerUser());
    expect((await inbox('', donor)).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/contacts')).status).toBe(401);
    expect((await move(1, 'new')).status).toBe(422);
    expect((await move(2_000_000_000, 'read')).status).toBe(404);
    expect((await move(1, 'read', donor)).status).toBe(403);
  });
});

describe('/contact as a page', () => {
  const html = (text: string) => text.replaceAll('&#x27;', "'").replaceAll('&amp;', '&').replaceAll('&quot;', '"');
  async function page(method: 'GET' | 'POST', form?: Record<string, string>) {
    const { app } = await getTestApp();
    return app.inject({
      method,
      url: '/contact',
      remoteAddress: nextIp(),
      ...(form ? { headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() } : {}),
    });
  }

  it('shows the form with the spec’s fields, the helpline, email and address, and no third-party map until asked', async () => {
    const settings = await getData<Settings>('/api/v1/settings');
    const res = await page('GET');
    expect(res.statusCode).toBe(200);
    for (const f of ['fullname', 'mobileno', 'emailid', 'subject', 'your-message', 'website', 'startedAt', 'altcha']) expect(res.body).toContain(`name="${f}"`);
    expect(res.body).toMatch(/name="emailid"[^>]*type="email"|type="email"[^>]*name="emailid"/);
    // A mobile as people type it (+91 and spaces fit), on the dial pad, with the browser's saved
    // number (`tel`: `tel-national` is not allowed on type=tel), checked before the server.
    const mobile = /<input[^>]*name="mobileno"[^>]*>/.exec(res.body)?.[0] ?? '';
    for (const attr of ['type="tel"', 'inputMode="tel"', 'autoComplete="tel"', 'maxLength="20"', 'pattern="', 'required=""']) expect(mobile).toContain(attr);
    expect(res.body).not.toContain('tel-national');
    const text = html(res.body);
    for (const v of [settings.helpline, settings.email, settings.address, cm.send, cm.humanNoScript]) expect(text).toContain(v);
    expect(res.body).not.toContain('<iframe');
  });

  it('without JavaScript, a message is refused for its missing human check, with the words filled in kept', async () => {
    const startedAtField = /name="startedAt" value="([^"]+)"/.exec((await page('GET')).body)?.[1] ?? '';
    const body = { ...fields({ subject: 'Kept subject' }), startedAt: startedAtField, website: '', altcha: '' };
    const res = await page('POST', body);
    // A page form answers 200 showing the form again (forms.ts reshow); nothing is stored.
    expect(res.statusCode).toBe(200);
    expect(await stored(body.emailid)).toHaveLength(0);
    const text = html(res.body);
    // Too fast comes first here (the form was just shown); either way the words stay.
    expect([cm.refusedTooFast, cm.refusedProof].some((m) => text.includes(m))).toBe(true);
    expect(text).toContain('value="Kept subject"');
  });

  it('a bad field is shown beside it with its message', async () => {
    const res = await page('POST', { ...fields({ mobileno: '12345' }), startedAt, altcha: '' });
    expect(res.statusCode).toBe(200);
    expect(html(res.body)).toContain(cm.mobilenoInvalid);
  });

  it('a message with the proof and an old-enough form time is sent, and the page thanks the sender', async () => {
    const body = { ...fields(), startedAt, website: '', altcha: await proof() };
    const res = await page('POST', body);
    expect(res.statusCode).toBe(200);
    expect(html(res.body)).toContain(cm.sent);
    expect(await stored(body.emailid)).toHaveLength(1);
  });
});
