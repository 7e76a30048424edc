// The home page's subscribe box through POST /api/v1/newsletter: the spec's two outcomes
// (§8), one row per lowercased address, bad input refused with a field error and nothing
// written, and a re-subscribe after unsubscribing counted as subscribed again.
import { messages, newsletterMessages, textMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, loginAs, messagesTo, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type Answer = { success: boolean; message: string; data?: { status: string }; errors?: Record<string, string> };

const subscribe = (email: unknown) => call<Answer>('POST', '/api/v1/newsletter', { body: { email } });

async function rows(email: string) {
  const db = await getDb();
  return db.select().from(s.subscribers).where(eq(s.subscribers.email, email));
}

async function count() {
  const db = await getDb();
  return (await db.select({ id: s.subscribers.id }).from(s.subscribers)).length;
}

describe('POST /api/v1/newsletter', () => {
  it('subscribes, then says already subscribed for the same address in any case', async () => {
    const email = uniqueEmail('news');
    const first = await subscribe(`  ${email.toUpperCase()} `);
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ success: true, message: messages.subscribed, data: { status: 'subscribed' } });
    expect(first.body.message).toBe('You have successfully subscribed.');

    const again = await subscribe(email);
    expect(again.status).toBe(200);
    expect(again.body).toEqual({ success: true, message: messages.alreadySubscribed, data: { status: 'already' } });
    expect(again.body.message).toBe('You have already subscribed');

    const stored = await rows(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.email).toBe(email);
    expect(stored[0]?.unsubscribedAt).toBeNull();
  });

  it('an address that unsubscribed subscribes again', async () => {
    const email = uniqueEmail('back');
    expect((await subscribe(email)).body.data?.status).toBe('subscribed');
    const db = await getDb();
    await db.update(s.subscribers).set({ unsubscribedAt: new Date() }).where(eq(s.subscribers.email, email));
    const back = await subscribe(email);
    expect(back.body).toEqual({ success: true, message: messages.subscribed, data: { status: 'subscribed' } });
    const stored = await rows(email);
    expect(stored).toHaveLength(1);
    expect(stored[0]?.unsubscribedAt).toBeNull();
    expect((await subscribe(email)).body.data?.status).toBe('already');
  });

  it('two submissions at once: one subscribed, one already', async () => {
    const email = uniqueEmail('race');
    const answers = await Promise.all([subscribe(email), subscribe(email), subscribe(email)]);
    expect(answers.map((a) => a.body.data?.status).sort()).toEqual(['already', 'already', 'subscribed']);
    expect(await rows(email)).toHaveLength(1);
  });

  it.each([
    ['missing', undefined, 'Email Required'],
    ['empty', '', 'Email Required'],
    ['blank', '   ', 'Email Required'],
    ['not an address', 'not-an-email', 'Email Invalid'],
    ['no domain dot', 'someone@example', 'Email Invalid'],
    ['too long', `${'a'.repeat(250)}@example.in`, 'Email must be at most 254 characters'],
    ['a number', 42, 'Email Required'],
  ])('refuses %s with 422 and a field error, writing nothing', async (_name, email, message) => {
    const before = await count();
    const res = await subscribe(email);
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(res.body.errors?.email).toBe(message);
    expect(await count()).toBe(before);
  });

  it.each([
    ['NUL', 'nul\u0000@example.in'],
    ['newline (header injection)', 'a@example.in\nBcc: b@example.in'],
    ['tab', 'tab\t@example.in'],
    ['DEL', 'del\u007f@example.in'],
  ])('refuses a control character (%s) with 422', async (_name, email) => {
    const before = await count();
    const res = await subscribe(email);
    expect(res.status).toBe(422);
    expect(res.body.errors?.email).toBe(textMessages.controlCharacters('Email'));
    expect(await count()).toBe(before);
  });
});

describe('leaving the newsletter', () => {
  const html = (t: string) => t.replaceAll('&#x27;', "'").replaceAll('&quot;', '"');

  async function welcome(email: string) {
    const mails = (await messagesTo(email)).filter((msg) => msg.subject.includes('monthly stories'));
    const url = mails[0]?.body.match(/(https?:\/\/\S+\/unsubscribe\?token=[A-Za-z0-9_-]+)/)?.[1];
    if (!url) throw new Error(`no welcome email for ${email}`);
    return { mails, url, path: url.replace(/^https?:\/\/[^/]+/, '') };
  }

  it('a new subscriber is welcomed once, with the one-click link in the text and in List-Unsubscribe', async () => {
    const email = uniqueEmail('welcome');
    await subscribe(email);
    await subscribe(email);
    const { mails, url } = await welcome(email);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.headers).toEqual({ 'List-Unsubscribe': `<${url}>`, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' });
  });

  it('opening the link only asks; pressing the button unsubscribes; a second press changes nothing', async () => {
    const email = uniqueEmail('leave');
    await subscribe(email);
    const { path } = await welcome(email);
    const { app } = await getTestApp();
    const opened = await app.inject({ method: 'GET', url: path });
    expect(opened.statusCode).toBe(200);
    expect(html(opened.body)).toContain(newsletterMessages.unsubscribeLead);
    expect((await rows(email))[0]?.unsubscribedAt).toBeNull();
    const token = new URL(`http://x${path}`).searchParams.get('token') ?? '';
    const pressed = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ token }).toString(),
    });
    expect(html(pressed.body)).toContain(newsletterMessages.unsubscribed);
    const at = (await rows(email))[0]?.unsubscribedAt;
    expect(at).not.toBeNull();
    await app.inject({ method: 'POST', url: path, headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: `token=${token}` });
    expect((await rows(email))[0]?.unsubscribedAt?.getTime()).toBe(at?.getTime());
  });

  it('the mail app’s one-click POST (RFC 8058) unsubscribes with the token in the URL', async () => {
    const email = uniqueEmail('oneclick');
    await subscribe(email);
    const { path } = await welcome(email);
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: path,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(res.statusCode).toBe(200);
    expect((await rows(email))[0]?.unsubscribedAt).not.toBeNull();
  });

  it('a made-up or malformed token says so and unsubscribes nobody', async () => {
    const email = uniqueEmail('stays');
    await subscribe(email);
    for (const token of ['A'.repeat(32), "' or 1=1 --", '']) {
      const res = await call<{ data: { status: string } }>('POST', '/api/v1/newsletter/unsubscribe', { body: { token } });
      expect(res.body.data.status).toBe('invalid');
    }
    expect((await rows(email))[0]?.unsubscribedAt).toBeNull();
  });

  it('staff export every subscriber as CSV, with formula-looking cells defused; others may not', async () => {
    const db = await getDb();
    const email = uniqueEmail('csv');
    await subscribe(email);
    await db.insert(s.subscribers).values({ email: `=HYPERLINK("http://evil.example")@x.example`, source: 'import' }).onConflictDoNothing();
    const staff = await loginAs(await registerUser({ role: 'staff' }));
    const res = await call('GET', '/api/v1/admin/subscribers.csv', { token: staff });
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    const lines = res.text.trim().split('\r\n');
    expect(lines[0]).toBe('"email","status","subscribed_on","unsubscribed_on","source"');
    expect(lines.some((l) => l.startsWith(`"${email}","subscribed",`))).toBe(true);
    expect(res.text).toContain(`"'=HYPERLINK(""http://evil.example"")@x.example"`);
    expect((await call('GET', '/api/v1/admin/subscribers.csv')).status).toBe(401);
    const donor = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/admin/subscribers.csv', { token: donor })).status).toBe(403);
  });
});

describe('the subscribe box as a script uses it', () => {
  it('takes twenty addresses an hour from one network, then answers 429 and stores nothing', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) expect((await call('POST', '/api/v1/newsletter', { body: { email: uniqueEmail('flood') }, ip })).status).toBe(200);
    const email = uniqueEmail('flood');
    const res = await call<Answer>('POST', '/api/v1/newsletter', { body: { email }, ip });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(newsletterMessages.tooMany);
    expect(await rows(email)).toHaveLength(0);
    expect(await messagesTo(email)).toHaveLength(0);
    // Another network is not held up by it.
    expect((await subscribe(uniqueEmail('flood'))).status).toBe(200);
  });

  it('re-subscribing an address that just left sends its owner no second welcome that day', async () => {
    const email = uniqueEmail('again');
    await subscribe(email);
    const [row] = await rows(email);
    await call('POST', '/api/v1/newsletter/unsubscribe', { body: { token: row?.unsubscribeToken } });
    expect((await subscribe(email)).body.message).toBe('You have successfully subscribed.');
    expect((await messagesTo(email)).filter((m) => m.subject.includes('subscribed'))).toHaveLength(1);
  });
});

describe('the console’s subscribers', () => {
  it('lists by part of the address and state; staff unsubscribe someone who asked, as their link would, logged', async () => {
    const { schema: s } = await import('@sahyog/db');
    const { and, eq } = await import('drizzle-orm');
    const { getDb } = await import('../support/db.ts');
    const { call, loginAs, registerUser } = await import('../support/accounts.ts');
    const staff = await registerUser({ role: 'staff' });
    const token = await loginAs(staff);
    const email = `asked-by-phone-${Date.now()}@example.in`;
    const sub = await call('POST', '/api/v1/newsletter', { body: { email } });
    expect(sub.status, sub.text).toBe(200);
    type Row = { id: number; email: string; unsubscribedAt: string | null };
    const find = async (qs: string) => (await call<{ data: Row[] }>('GET', `/api/v1/admin/subscribers?${qs}`, { token })).body.data;
    const [row] = await find(`q=${encodeURIComponent('ASKED-BY-PHONE')}&status=subscribed`);
    expect(row?.email).toBe(email);
    const donor = await loginAs(await registerUser());
    expect((await call('POST', `/api/v1/admin/subscribers/${row?.id}/unsubscribe`, { token: donor })).status).toBe(403);
    const res = await call<{ data: Row }>('POST', `/api/v1/admin/subscribers/${row?.id}/unsubscribe`, { token });
    expect(res.body.data.unsubscribedAt).not.toBeNull();
    expect((await find(`q=${encodeURIComponent(email)}&status=subscribed`)).length).toBe(0);
    expect((await find(`q=${encodeURIComponent(email)}&status=unsubscribed`)).map((r) => r.email)).toEqual([email]);
    const [audit] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'subscriber.unsubscribe'), eq(s.auditEvents.subjectId, String(row?.id))));
    expect(audit).toMatchObject({ actorId: staff.id, after: { subscribed: false } });
    // Their consent to the newsletter is withdrawn too, as their own link does.
    const consents = await (await getDb())
      .select()
      .from(s.consents)
      .where(and(eq(s.consents.email, email), eq(s.consents.purpose, 'newsletter')));
    expect(consents.every((c) => c.withdrawnAt !== null)).toBe(true);
    expect(consents.length).toBeGreaterThan(0);
  });
});
