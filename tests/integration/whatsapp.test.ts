// WhatsApp (issue 41, decision 0064) over real HTTP: the app sends through a local stand-in of the
// Cloud API (tests/support/whatsapp-standin.ts) that keeps the 24-hour window as Meta does, and
// the stand-in's webhook bodies are posted to the app signed with the app secret. What is checked
// is what a donor, a requester and Meta's side would see: a template outside the window and free
// text inside it (both sides of its edge), Meta's refusal answered with the template, a forged or
// foreign webhook changing nothing, STOP and START, the profile's one-press stop, delivery
// statuses that only move forward, and help desk answers and replies on WhatsApp.
import { schema as s } from '@sahyog/db';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { type Answer, call, loginAs, registerUser, signedIn, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { monthOrdersOf } from '../support/gifts.ts';
import { WHATSAPP_WEBHOOK, type WhatsAppApp, whatsappApp } from '../support/whatsapp.ts';
import type { WhatsAppStandin } from '../support/whatsapp-standin.ts';

const PHONE_ID = '106540352242922';
const TOKEN = 'EAAJstandinSystemUserToken0041';
const APP_SECRET = 'standin-whatsapp-app-secret-7c21';
const VERIFY = 'standin-verify-token-93';
const WEBHOOK = WHATSAPP_WEBHOOK;
const HOUR = 60 * 60 * 1000;

let wa: WhatsAppApp;
let standin: WhatsAppStandin;
let built: App;
let staff: { id: number; token: string };

beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('staff');
  wa = await whatsappApp({ phoneId: PHONE_ID, token: TOKEN, appSecret: APP_SECRET, verifyToken: VERIFY });
  standin = wa.standin;
  built = wa.built;
});

afterAll(async () => {
  await wa?.close();
});

beforeEach(() => {
  standin.now = () => Date.now();
});

const app = () => built.app;
const drain = () => built.jobs.drain();
const webhook = (payload: unknown, signature?: string | null) => wa.webhook(payload, signature);
const gift = (mobile: string, whatsappUpdates: boolean, email?: string) => wa.gift(mobile, whatsappUpdates, email);

const sentTo = (mobile: string) => standin.sent.filter((m) => m.to === `91${mobile}`);

async function rows(mobile: string) {
  return (await getDb()).select().from(s.messages).where(eq(s.messages.recipient, mobile)).orderBy(desc(s.messages.id));
}

async function setLastInbound(mobile: string, agoMs: number) {
  const at = Date.now() - agoMs;
  standin.lastInbound.set(`91${mobile}`, at);
  await (await getDb())
    .insert(s.whatsappContacts)
    .values({ phone: mobile, lastInboundAt: new Date(at) })
    .onConflictDoUpdate({ target: s.whatsappContacts.phone, set: { lastInboundAt: new Date(at) } });
}

describe('sending: template outside the window, text inside it', () => {
  it('a thank-you to someone who never wrote is the approved template, with its four values and a wamid kept', async () => {
    const mobile = uniquePhone();
    const { reference } = await gift(mobile, true);
    const sent = sentTo(mobile);
    expect(sent).toHaveLength(1);
    expect(sent[0]?.type).toBe('template');
    expect(sent[0]?.template?.name).toBe('sahyog_donation_thanks');
    expect(sent[0]?.template?.language).toBe('en');
    expect(sent[0]?.template?.params).toEqual(['Meera Nair', '₹3,000', expect.any(String), reference]);
    const [row] = await rows(mobile);
    expect(row?.channel).toBe('whatsapp');
    expect(row?.status).toBe('sent');
    expect(row?.providerId).toBe(sent[0]?.wamid);
    // Instead of the SMS, not beside it.
    expect((await rows(mobile)).filter((r) => r.channel === 'sms')).toHaveLength(0);
  });

  it('a gift without the box ticked gets the SMS and nothing on WhatsApp', async () => {
    const mobile = uniquePhone();
    await gift(mobile, false);
    expect(sentTo(mobile)).toHaveLength(0);
    expect((await rows(mobile)).map((r) => r.channel)).toEqual(['sms']);
  });

  it('inside the window (23 h 54 min since they wrote) the text itself goes; past our margin (23 h 56 min) the template', async () => {
    const inside = uniquePhone();
    await setLastInbound(inside, 24 * HOUR - 6 * 60 * 1000);
    await gift(inside, true);
    expect(sentTo(inside).map((m) => m.type)).toEqual(['text']);
    expect(sentTo(inside)[0]?.text).toContain('Reply STOP');

    const edge = uniquePhone();
    await setLastInbound(edge, 24 * HOUR - 4 * 60 * 1000);
    await gift(edge, true);
    expect(sentTo(edge).map((m) => m.type)).toEqual(['template']);
  });

  it('when Meta says the window has closed (its clock ahead of ours), the template goes instead: one message, sent', async () => {
    const mobile = uniquePhone();
    await setLastInbound(mobile, 2 * HOUR);
    standin.now = () => Date.now() + 23 * HOUR; // Meta's clock: 25 hours since they wrote
    const refusedBefore = standin.refused.length;
    await gift(mobile, true);
    expect(standin.refused.slice(refusedBefore).map((r) => r.code)).toEqual([131047]);
    expect(sentTo(mobile).map((m) => m.type)).toEqual(['template']);
    const wa = (await rows(mobile)).filter((r) => r.channel === 'whatsapp');
    expect(wa.map((r) => r.status)).toEqual(['sent']);
  });

  it('free text with no approved template is not sent outside the window (nothing to Meta), and says so', async () => {
    const mobile = uniquePhone();
    await built.app.messaging.send('whatsapp', mobile, 'whatsapp-started', { site: 'Sahyog' });
    await drain();
    expect(sentTo(mobile)).toHaveLength(0);
    expect((await rows(mobile))[0]?.status).toBe('window_closed');
  });
});

describe('the webhook', () => {
  it('subscribes only with the verify token', async () => {
    const good = await app().inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=${VERIFY}&hub.challenge=1158201444` });
    expect(good.statusCode).toBe(200);
    expect(good.body).toBe('1158201444');
    const bad = await app().inject({ method: 'GET', url: `${WEBHOOK}?hub.mode=subscribe&hub.verify_token=guess&hub.challenge=1158201444` });
    expect(bad.statusCode).toBe(403);
    expect(bad.body).not.toContain('1158201444');
  });

  it('a forged STOP (no signature, a wrong secret, another body’s signature) is refused and stops nothing', async () => {
    const mobile = uniquePhone();
    const stop = standin.inbound(`91${mobile}`, 'STOP');
    const other = JSON.stringify(standin.inbound(`91${uniquePhone()}`, 'hello'));
    for (const sig of [null, standin.sign(JSON.stringify(stop), 'not-the-secret'), standin.sign(other), 'sha256=', 'md5=abc']) {
      const res = await webhook(stop, sig);
      expect(res.statusCode, String(sig)).toBe(400);
      expect(res.json().message).toContain('X-Hub-Signature-256');
    }
    const [contact] = await (await getDb()).select().from(s.whatsappContacts).where(eq(s.whatsappContacts.phone, mobile));
    expect(contact).toBeUndefined();
  });

  it('a signed body that is not JSON, or JSON that is not Meta’s, is refused or ignored in words, with nothing written', async () => {
    const raw = 'STOP';
    const res = await app().inject({
      method: 'POST',
      url: WEBHOOK,
      headers: { 'content-type': 'application/json', 'x-hub-signature-256': standin.sign(raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toBe('The WhatsApp webhook body is not JSON.');
    const odd = await webhook({ object: 'page', entry: [{ changes: [{ field: 'messages', value: { messages: [{ from: 1 }] } }] }] });
    expect(odd.statusCode).toBe(200);
    expect(odd.json().data).toEqual({ statuses: 0, messages: 0, stopped: 0, started: 0 });
  });

  it('a change for another number of the business account is not ours: read and ignored', async () => {
    const mobile = uniquePhone();
    const res = await webhook(standin.inbound(`91${mobile}`, 'STOP', { phoneId: '999000111222333' }));
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toEqual({ statuses: 0, messages: 0, stopped: 0, started: 0 });
  });

  it('the shared test app has no keys: the webhook answers 404 in words, and WhatsApp goes to the dev outbox', async () => {
    const res = await (await getTestApp()).app.inject({ method: 'POST', url: WEBHOOK, headers: { 'content-type': 'application/json' }, payload: '{}' });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).toBe('WhatsApp is not set up on this site.');
  });

  it('delivery statuses move a message forward only; a failure is recorded with its reason', async () => {
    const mobile = uniquePhone();
    await gift(mobile, true);
    const wamid = sentTo(mobile)[0]?.wamid ?? '';
    const statusOf = async () => (await rows(mobile)).find((r) => r.channel === 'whatsapp');
    for (const st of ['sent', 'delivered', 'read'] as const) await webhook(standin.status(wamid, st, `91${mobile}`));
    expect((await statusOf())?.deliveryStatus).toBe('read');
    const late = await webhook(standin.status(wamid, 'delivered', `91${mobile}`));
    expect(late.json().data.statuses).toBe(0);
    expect((await statusOf())?.deliveryStatus).toBe('read');

    const other = uniquePhone();
    await gift(other, true);
    await webhook(standin.status(sentTo(other)[0]?.wamid ?? '', 'failed', `91${other}`));
    const failed = (await rows(other)).find((r) => r.channel === 'whatsapp');
    expect(failed?.status).toBe('failed');
    expect(failed?.error).toContain('131026');
  });
});

describe('STOP, START and the profile', () => {
  it('STOP withdraws the WhatsApp consents for that number, is answered once, and the next thank-you is an SMS; START brings WhatsApp back', async () => {
    const mobile = uniquePhone();
    const email = uniqueEmail('wa-stop');
    const user = await registerUser({ email, phone: mobile });
    const token = await loginAs(user, { app: app() });
    await gift(mobile, true, email);
    const consents = async () =>
      (await call<Answer<{ purpose: string; withdrawnAt: string | null }[]>>('GET', '/api/v1/me/consents', { app: app(), token })).body.data;
    expect((await consents()).filter((c) => c.purpose === 'whatsapp-updates' && !c.withdrawnAt)).toHaveLength(1);

    const res = await webhook(standin.inbound(`91${mobile}`, ' stop '));
    expect(res.json().data.stopped).toBe(1);
    await drain();
    expect((await consents()).filter((c) => c.purpose === 'whatsapp-updates').every((c) => c.withdrawnAt)).toBe(true);
    const confirmation = sentTo(mobile).at(-1);
    expect(confirmation?.type).toBe('text');
    expect(confirmation?.text).toContain('no more WhatsApp messages');

    const before = sentTo(mobile).length;
    await gift(mobile, true, email);
    expect(sentTo(mobile)).toHaveLength(before);
    expect((await rows(mobile))[0]?.channel).toBe('sms');

    await webhook(standin.inbound(`91${mobile}`, 'START'));
    await drain();
    await gift(mobile, true, email);
    expect(sentTo(mobile).at(-1)?.type).toBe('text'); // they wrote START just now: inside the window
    expect(sentTo(mobile).at(-1)?.text).toContain('Thank you');
  });

  it('a Hindi रोकें stops too, answered in Hindi', async () => {
    const mobile = uniquePhone();
    await webhook(standin.inbound(`91${mobile}`, 'रोकें'));
    await drain();
    expect(sentTo(mobile).at(-1)?.text).toContain('WhatsApp संदेश नहीं आएँगे');
  });

  it('“Stop WhatsApp updates” in the profile is one press: consents withdrawn, their proven number gets nothing more', async () => {
    const mobile = uniquePhone();
    const email = uniqueEmail('wa-profile');
    const user = await registerUser({ email, phone: mobile });
    // Only the number's proven owner stops it for everyone (support-attacks.test.ts: a stranger's).
    await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, user.id));
    const token = await loginAs(user, { app: app() });
    await gift(mobile, true, email);
    const res = await call<Answer<{ withdrawn: number }>>('POST', '/api/v1/me/consents/purpose/whatsapp-updates/withdraw', { app: app(), token });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.withdrawn).toBe(1);
    const [contact] = await (await getDb()).select().from(s.whatsappContacts).where(eq(s.whatsappContacts.phone, mobile));
    expect(contact?.stoppedAt).toBeInstanceOf(Date);
    const before = sentTo(mobile).length;
    await setLastInbound(mobile, HOUR);
    await gift(mobile, true, email);
    expect(sentTo(mobile)).toHaveLength(before);
    // Someone else's purpose name is a field error, not a 5xx.
    const bad = await call('POST', '/api/v1/me/consents/purpose/everything/withdraw', { app: app(), token });
    expect(bad.status).toBe(422);
  });
});

describe('monthly gifts', () => {
  it('reminders go by WhatsApp to who ticked the box; withdrawing the month’s consent (a number not proven) stops the gift’s WhatsApp', async () => {
    const mobile = uniquePhone();
    const email = uniqueEmail('wa-monthly');
    const campaign = await createCampaign();
    const res = await call<Answer<{ subscription: { reference: string } }>>('POST', '/api/v1/subscriptions', {
      app: app(),
      headers: { 'idempotency-key': unique('wa-monthly') },
      body: { campaignId: campaign.id, name: 'Meera Nair', email, mobile, amountPaise: 500_00, whatsappUpdates: true },
    });
    expect(res.status, res.text).toBe(201);
    const db = await getDb();
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.reference, res.body.data.subscription.reference));
    const [first] = await monthOrdersOf(sub?.id ?? 0);
    const utr = String(Math.floor(1e11 + Math.random() * 9e11));
    expect((await call('POST', `/api/v1/orders/${first?.reference}/utr`, { app: app(), body: { utr } })).status).toBe(200);
    const verified = await call('POST', `/api/v1/admin/orders/${first?.reference}/verify`, { app: app(), token: staff.token, body: { decision: 'paid', utr } });
    expect(verified.status, verified.text).toBe(200);
    await drain();
    expect(sentTo(mobile).map((m) => m.template?.name)).toContain('sahyog_donation_thanks');

    const user = await registerUser({ email, phone: uniquePhone() });
    const token = await loginAs(user, { app: app() });
    const withdrawn = await call<Answer<{ withdrawn: number }>>('POST', '/api/v1/me/consents/purpose/whatsapp-updates/withdraw', { app: app(), token });
    expect(withdrawn.body.data.withdrawn).toBe(1);
    const [after] = await db
      .select()
      .from(s.subscriptions)
      .where(eq(s.subscriptions.id, sub?.id ?? 0));
    expect(after?.whatsappUpdates).toBe(false);
    // Not their proven number: it is not stopped for anyone else.
    const [contact] = await db.select().from(s.whatsappContacts).where(eq(s.whatsappContacts.phone, mobile));
    expect(contact?.stoppedAt ?? null).toBeNull();
  });
});

describe('the help desk on WhatsApp', () => {
  async function requester() {
    const mobile = uniquePhone();
    const user = await registerUser({ fullName: 'Sunita Rao', phone: mobile });
    await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, user.id));
    return { ...user, mobile, token: await loginAs(user, { app: app() }) };
  }
  type Ticket = { reference: string; state: string; messages: { author: string; body: string; via: string; internal: boolean }[] };
  const openTicket = (token: string, whatsapp: boolean) =>
    call<Answer<Ticket>>('POST', '/api/v1/support/tickets', {
      app: app(),
      token,
      body: { topic: 'refund', subject: 'My refund', body: 'I asked for a refund ten days ago.', whatsapp },
    });
  const answer = (reference: string, body: string, internal = false) =>
    call<Answer<Ticket>>('POST', `/api/v1/admin/support/tickets/${reference}/answers`, { app: app(), token: staff.token, body: { body, internal } });

  it('answers go by WhatsApp (the template outside the window, never an internal note); a reply there joins the ticket once; the next answer is the text', async () => {
    const r = await requester();
    const opened = await openTicket(r.token, true);
    expect(opened.status, opened.text).toBe(200);
    const ref = opened.body.data.reference;
    expect((await answer(ref, 'Internal: check the gateway report first.', true)).status).toBe(200);
    await drain();
    expect(sentTo(r.mobile)).toHaveLength(0);

    expect((await answer(ref, 'We have started the refund of ₹500.')).status).toBe(200);
    await drain();
    const first = sentTo(r.mobile);
    expect(first.map((m) => m.template?.name)).toEqual(['sahyog_ticket_answered']);
    expect(first[0]?.template?.params[0]).toBe(ref);
    expect(first[0]?.template?.params[1]).toContain(`/help/${ref}`);
    expect(JSON.stringify(first)).not.toContain('gateway report');

    const reply = standin.inbound(`91${r.mobile}`, 'Thank you, when will it reach my account?', { id: 'wamid.reply-once-1' });
    expect((await webhook(reply)).statusCode).toBe(200);
    expect((await webhook(reply)).statusCode).toBe(200); // Meta repeats a webhook: taken once
    const seen = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${ref}`, { app: app(), token: r.token });
    const fromRequester = seen.body.data.messages.filter((m) => m.author === 'requester');
    expect(fromRequester.map((m) => m.via)).toEqual(['web', 'whatsapp']);
    expect(fromRequester[1]?.body).toBe('Thank you, when will it reach my account?');

    expect((await answer(ref, 'Within 5 to 7 working days.')).status).toBe(200);
    await drain();
    const last = sentTo(r.mobile).at(-1);
    expect(last?.type).toBe('text');
    expect(last?.text).toContain('Within 5 to 7 working days.');
  });

  it('without the choice, answers are emailed only; a WhatsApp message from a number with no such ticket changes nothing', async () => {
    const r = await requester();
    const opened = await openTicket(r.token, false);
    const ref = opened.body.data.reference;
    await answer(ref, 'We are on it.');
    await drain();
    expect(sentTo(r.mobile)).toHaveLength(0);
    await webhook(standin.inbound(`91${r.mobile}`, 'Any news?'));
    const seen = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${ref}`, { app: app(), token: r.token });
    expect(seen.body.data.messages.filter((m) => m.via === 'whatsapp')).toHaveLength(0);
    const [inbound] = await (await getDb())
      .select()
      .from(s.supportInbound)
      .where(and(eq(s.supportInbound.sender, r.mobile)));
    expect(inbound?.outcome).toBe('unknown_sender');
  });
});
