// The attacker's side of issue 41 (WhatsApp, decision 0064; the help desk, decision 0063): what a
// probe of the landed code tried, kept as tests of the safe behaviour. Seven of these were holes
// when first written (a foreign number read as an Indian mobile, STOP/START out of order or
// repeated, a stranger's number stopped from a donor's profile, control characters in template
// values, staff settling their own ticket, a DMARC-failed email threaded); each now holds.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { DEV_INBOUND_MAIL_SECRET } from '../../apps/server/src/platform/config.ts';
import { templateValue } from '../../apps/server/src/platform/whatsapp-cloud.ts';
import { type Answer, call, loginAs, registerUser, signedIn, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createDonation, unique } from '../support/factories.ts';
import { paidGift } from '../support/gifts.ts';
import { WHATSAPP_WEBHOOK as WEBHOOK, type WhatsAppApp, whatsappApp } from '../support/whatsapp.ts';
import type { WhatsAppStandin } from '../support/whatsapp-standin.ts';

const PHONE_ID = '106540352242922';
const TOKEN = 'EAAJprobeToken0041';
const APP_SECRET = 'probe-whatsapp-app-secret';

let wa: WhatsAppApp;
let standin: WhatsAppStandin;
let built: App;
let staff: { id: number; token: string };

beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('staff');
  wa = await whatsappApp({ phoneId: PHONE_ID, token: TOKEN, appSecret: APP_SECRET, verifyToken: 'probe-verify' });
  standin = wa.standin;
  built = wa.built;
});
afterAll(async () => {
  await wa?.close();
});

const app = () => built.app;
const drain = () => built.jobs.drain();
const webhook = (payload: unknown) => wa.webhook(payload);
const contact = async (phone: string) => (await (await getDb()).select().from(s.whatsappContacts).where(eq(s.whatsappContacts.phone, phone)))[0];

const gift = (mobile: string, email?: string) => wa.gift(mobile, true, email);

async function provenUser(mobile = uniquePhone(), email = uniqueEmail('probe')) {
  const user = await registerUser({ email, phone: mobile });
  await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, user.id));
  return { ...user, mobile, token: await loginAs(user, { app: app() }) };
}

/** An Indian mobile whose ten digits are also a whole Singapore WhatsApp id (+65 9xxx xxxx). */
const singaporeLike = () => `659${String(Math.floor(Math.random() * 1e7)).padStart(7, '0')}`;

describe('WhatsApp', () => {
  it('a STOP from a Singapore number (wa_id 659xxxxxxx) does not stop the Indian mobile with the same ten digits', async () => {
    const mobile = singaporeLike();
    await gift(mobile);
    const res = await webhook(standin.inbound(mobile, 'STOP')); // wa_id carries the country code: this is +65
    expect(res.statusCode).toBe(200);
    expect((await contact(mobile))?.stoppedAt ?? null).toBeNull();
  });

  it('a Singapore sender (wa_id 659xxxxxxx) cannot write into the ticket of the Indian account proving 659xxxxxxx', async () => {
    const r = await provenUser(singaporeLike());
    const opened = await call<Answer<{ reference: string }>>('POST', '/api/v1/support/tickets', {
      app: app(),
      token: r.token,
      body: { topic: 'refund', subject: 'My refund', body: 'I asked for a refund ten days ago.', whatsapp: true },
    });
    expect(opened.status, opened.text).toBe(200);
    await webhook(standin.inbound(r.mobile, 'Injected by +65 sender'));
    const seen = await call<Answer<{ messages: { via: string }[] }>>('GET', `/api/v1/support/tickets/${opened.body.data.reference}`, {
      app: app(),
      token: r.token,
    });
    expect(seen.body.data.messages.filter((m) => m.via === 'whatsapp')).toHaveLength(0);
  });

  it('an older START delivered after a STOP (Meta retries, out of order) does not undo the STOP', async () => {
    const mobile = uniquePhone();
    const now = Date.now();
    await webhook(standin.inbound(`91${mobile}`, 'STOP', { at: now }));
    await webhook(standin.inbound(`91${mobile}`, 'START', { at: now - 60_000 }));
    expect((await contact(mobile))?.stoppedAt).toBeInstanceOf(Date);
  });

  it('a STOP webhook Meta repeats (same wamid) is answered once', async () => {
    const mobile = uniquePhone();
    const stop = standin.inbound(`91${mobile}`, 'STOP', { id: `wamid.${unique('stop')}` });
    await webhook(stop);
    await webhook(stop);
    await drain();
    const rows = await (await getDb()).select().from(s.messages).where(eq(s.messages.recipient, mobile));
    expect(rows.filter((r) => r.template === 'whatsapp-stopped')).toHaveLength(1);
  });

  it('a donor who typed a stranger’s mobile cannot, from their profile, stop WhatsApp for that stranger', async () => {
    const victim = await provenUser();
    await gift(victim.mobile, victim.email); // the victim's own tick
    const attackerEmail = uniqueEmail('probe-attacker');
    const before = standin.sent.filter((m) => m.to === `91${victim.mobile}`).length;
    await gift(victim.mobile, attackerEmail); // the attacker ticks the box with the victim's mobile
    // (the stranger is written to on WhatsApp, with the name the attacker typed: as the SMS was)
    expect(standin.sent.filter((m) => m.to === `91${victim.mobile}`).length).toBe(before + 1);
    const attacker = await registerUser({ email: attackerEmail });
    const token = await loginAs(attacker, { app: app() });
    const res = await call<Answer<{ withdrawn: number }>>('POST', '/api/v1/me/consents/purpose/whatsapp-updates/withdraw', { app: app(), token });
    expect(res.status, res.text).toBe(200);
    expect((await contact(victim.mobile))?.stoppedAt ?? null).toBeNull();
  });

  it('template values carry no line breaks of any kind (Meta refuses them), nor runs of 5 spaces', () => {
    for (const v of ['a\nb', 'a\r\nb', 'a\tb', 'a\u2028b', 'a\u0085b', 'a\u000bb', 'a\u000cb', 'a      b', `${'x'.repeat(2000)}`]) {
      const out = templateValue(v);
      expect(out, JSON.stringify(v)).not.toMatch(/[\n\r\t\v\f\u0085\u2028\u2029]| {5,}/);
      expect(out.length).toBeLessThanOrEqual(1024);
    }
  });

  it('an oversized webhook is refused before anything is read; a status for an unknown wamid moves nothing', async () => {
    const raw = JSON.stringify({ object: 'whatsapp_business_account', entry: [], pad: 'x'.repeat(1024 * 1024 + 10) });
    const big = await app().inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': standin.sign(raw) },
      payload: raw,
    });
    expect(big.statusCode).toBe(413);
    const res = await webhook(standin.status('wamid.not-ours', 'read', '919999999999'));
    expect(res.json().data.statuses).toBe(0);
  });

  it('the purpose-withdraw endpoint answers bad purposes with 4xx, never 5xx', async () => {
    const u = await provenUser();
    for (const p of ['__proto__', 'constructor', 'x'.repeat(3000), '%00', 'whatsapp-updates%0a', '..%2f..%2fconsents']) {
      const res = await call('POST', `/api/v1/me/consents/purpose/${p}/withdraw`, { app: app(), token: u.token });
      expect(res.status, p).toBeGreaterThanOrEqual(400);
      expect(res.status, p).toBeLessThan(500);
    }
  });

  it('a number that has not proven its account gets no ticket reply threaded', async () => {
    const mobile = uniquePhone();
    const user = await registerUser({ phone: mobile }); // phone typed, never proven
    const token = await loginAs(user, { app: app() });
    const res = await call('POST', '/api/v1/support/tickets', {
      app: app(),
      token,
      body: { topic: 'refund', subject: 'x refund', body: 'x refund please now', whatsapp: true },
    });
    expect(res.status).toBe(422);
    await webhook(standin.inbound(`91${mobile}`, 'hello'));
    const [row] = await (await getDb()).select().from(s.supportInbound).where(eq(s.supportInbound.sender, mobile));
    expect(row?.outcome).toBe('unknown_sender');
  });
});

describe('help desk', () => {
  const person = async () => {
    const u = await registerUser({ fullName: 'Priya Sharma' });
    return { ...u, token: await loginAs(u) };
  };
  const openTicket = (token: string, extra: Record<string, unknown> = {}) =>
    call<Answer<{ reference: string }>>('POST', '/api/v1/support/tickets', {
      token,
      body: { topic: 'grievance', subject: 'Receipt for my donation', body: 'The address on it is old.', ...extra },
    });

  it('another person’s ticket, its file and another’s donation as "about" are refused', async () => {
    const a = await person();
    const b = await person();
    const t = await openTicket(a.token);
    expect(t.status, t.text).toBe(200);
    expect((await call('GET', `/api/v1/support/tickets/${t.body.data.reference}`, { token: b.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/support/tickets/${t.body.data.reference}/files/1`, { token: b.token })).status).toBe(404);
    const theirs = await createDonation({ donorEmail: a.email });
    const about = await openTicket(b.token, { about: `donation:${theirs.id}` });
    expect(about.status).toBe(422);
    expect((await call('POST', `/api/v1/support/tickets/${t.body.data.reference}/replies`, { token: b.token, body: { body: 'hijack' } })).status).toBe(404);
  });

  it('a staff member cannot answer and resolve their own ticket', async () => {
    const t = await openTicket(staff.token, { topic: 'other' });
    expect(t.status, t.text).toBe(200);
    const res = await call('POST', `/api/v1/admin/support/tickets/${t.body.data.reference}/answers`, {
      token: staff.token,
      body: { body: 'Done, resolved.', internal: false, state: 'resolved' },
    });
    expect(res.status, res.text).toBe(403);
  });

  it('an email whose From failed DMARC (Authentication-Results) is not threaded as the requester', async () => {
    const p = await person();
    const t = await openTicket(p.token);
    const raw = [
      'Authentication-Results: mx.example.net; spf=fail smtp.mailfrom=evil.example; dkim=none; dmarc=fail header.from=example.test',
      `From: Priya Sharma <${p.email}>`,
      'To: support@localhost',
      `Subject: Re: [#${t.body.data.reference}] Receipt for my donation`,
      `Message-ID: <${unique('spoof')}@evil.example>`,
      'Date: Thu, 03 Dec 2026 10:00:00 +0000',
      'Content-Type: text/plain; charset=utf-8',
      '',
      'Please send my refund to UPI id attacker@upi instead.',
    ].join('\r\n');
    const { app: shared } = await getTestApp();
    const res = await shared.inject({
      method: 'POST',
      url: '/api/v1/support/inbound-email',
      headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${DEV_INBOUND_MAIL_SECRET}` },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    expect(JSON.parse(res.body).data.outcome).not.toBe('threaded');
  });

  it('three flows sweeps at once open one ticket for a refund whose listener was lost', async () => {
    const { app: shared } = await getTestApp();
    const db = await getDb();
    const p = await person();
    const g = await paidGift(p);
    const asked = await call('POST', `/api/v1/me/donations/${g.donationId}/refund-request`, { token: p.token, body: { reason: 'I gave twice by mistake.' } });
    expect(asked.status, asked.text).toBe(200);
    const [req] = await db.select().from(s.refundRequests).where(eq(s.refundRequests.donationId, g.donationId));
    const of = sql`${s.supportTickets.source} = 'refund' and ${s.supportTickets.sourceId} = ${String(req?.id)}`;
    const [ticket] = await db.select().from(s.supportTickets).where(of);
    await db.delete(s.supportMessages).where(eq(s.supportMessages.ticketId, ticket?.id ?? 0));
    await db.delete(s.supportTickets).where(eq(s.supportTickets.id, ticket?.id ?? 0));
    await Promise.all([shared.support.flows.sweep(), shared.support.flows.sweep(), shared.support.flows.sweep()]);
    expect(await db.select().from(s.supportTickets).where(of)).toHaveLength(1);
  });
});
