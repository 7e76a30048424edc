// The help desk (issue 41) through its API: a signed-in person opens a ticket about one of their
// own things (never someone else's: 404 / a field error, nothing written), its clock from the
// topic's rule; staff answer (emailed: that answer only, with the ticket's token and a
// Message-ID), note internally (never in any answer or email to the requester), pause, resolve,
// merge; canned answers act; the requester replies on the site and by email (real clients'
// .eml files posted to the inbound endpoint), reopening or following on; a forged email changes
// nothing; the refund flow joins the queue; the met/missed report counts what happened.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { TICKET_REOPEN_DAYS } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/support/index.ts';
import { DEV_INBOUND_MAIL_SECRET } from '../../apps/server/src/platform/config.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createDonation } from '../support/factories.ts';
import { paidGift } from '../support/gifts.ts';

type Msg = { author: string; internal: boolean; body: string; via: string; attachments: { id: number; fileName: string; contentType: string }[] };
type Ticket = {
  reference: string;
  state: string;
  topic: string;
  about: { kind: string; id: string; label: string } | null;
  clock: { answerDueAt: string | null; resolveDueAt: string | null; pausedSince: string | null; answeredAt: string | null };
  messages: Msg[];
  canRate: boolean;
  rating: string | null;
  follows: string | null;
  mergedInto: string | null;
  createdAt: string;
};

let staff: { id: number; token: string };
beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('staff');
});

async function person(): Promise<TestUser & { token: string }> {
  const user = await registerUser({ fullName: 'Priya Sharma' });
  return { ...user, token: await loginAs(user) };
}

const open = (token: string, body: Record<string, unknown>) =>
  call<Answer<Ticket>>('POST', '/api/v1/support/tickets', {
    token,
    body: { topic: 'grievance', subject: 'Receipt for my donation', body: 'The address on it is old.', ...body },
  });

const answer = (reference: string, body: Record<string, unknown>) =>
  call<Answer<Ticket>>('POST', `/api/v1/admin/support/tickets/${reference}/answers`, { token: staff.token, body });

const ticketCount = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.supportTickets))[0]?.n ?? 0;

/** A real client's reply with its From, subject token and threading headers set for this test. */
function eml(fixture: string, h: { from: string; ref: string; messageId: string; inReplyTo?: string }): string {
  const raw = readFileSync(join(import.meta.dirname, '../fixtures/mail', fixture), 'latin1');
  const [head = '', ...rest] = raw.split('\r\n\r\n');
  const kept = head
    .replace(/\r\n[ \t]+/g, ' ')
    .split('\r\n')
    .filter((l) => !/^(From|Subject|Message-ID|In-Reply-To|References|Return-Path):/i.test(l));
  kept.push(`From: Priya Sharma <${h.from}>`, `Subject: Re: [#${h.ref}] Receipt for my donation`, `Message-ID: ${h.messageId}`);
  if (h.inReplyTo) kept.push(`In-Reply-To: ${h.inReplyTo}`, `References: ${h.inReplyTo}`);
  return [kept.join('\r\n'), ...rest].join('\r\n\r\n');
}

async function postMail(raw: string, secret = DEV_INBOUND_MAIL_SECRET) {
  const { app } = await getTestApp();
  const res = await app.inject({
    method: 'POST',
    url: '/api/v1/support/inbound-email',
    headers: { 'content-type': 'message/rfc822', authorization: `Bearer ${secret}` },
    payload: raw,
  });
  return { status: res.statusCode, body: JSON.parse(res.body) as Answer<{ outcome: string; ticket: string | null }> };
}

describe('opening a ticket', () => {
  it('about one of their own gifts: the grievance clock (24 h to answer, 15 days to resolve), an email with its token and Message-ID', async () => {
    const p = await person();
    const gift = await paidGift(p);
    const choices = await call<Answer<{ kind: string; id: string; label: string }[]>>('GET', '/api/v1/support/about', { token: p.token });
    const mine = choices.body.data.find((c) => c.kind === 'donation' && c.id === String(gift.donationId));
    expect(mine?.label).toContain(gift.reference);
    const res = await open(p.token, { about: `donation:${gift.donationId}` });
    expect(res.status, res.text).toBe(200);
    const t = res.body.data;
    expect(t.reference).toMatch(/^HD-[2-9A-HJ-NP-Z]{6}$/);
    expect(t.state).toBe('new');
    expect(t.about?.label).toContain(gift.reference);
    const opened = Date.parse(t.createdAt);
    expect(Date.parse(t.clock.answerDueAt ?? '') - opened).toBe(24 * 3_600_000);
    expect(Date.parse(t.clock.resolveDueAt ?? '') - opened).toBe(15 * 86_400_000);
    const mail = (await messagesTo(p.email)).find((m) => m.subject.includes(`[#${t.reference}]`));
    expect(mail?.subject).toBe(`[#${t.reference}] Receipt for my donation`);
    expect(mail?.headers?.['Message-ID']).toMatch(new RegExp(`^<${t.reference}\\.`));
    expect(mail?.body).toContain(`/help/${t.reference}`);
  });

  it('about someone else’s gift: a field error, no ticket written; bad input is a 400 with fields', async () => {
    const p = await person();
    const other = await person();
    const gift = await paidGift(other);
    const before = await ticketCount();
    const res = await open(p.token, { about: `donation:${gift.donationId}` });
    expect(res.status).toBe(422);
    expect(res.body.errors?.about).toBeTruthy();
    const bad = await open(p.token, { topic: 'nonsense', subject: '', body: '' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['topic', 'subject', 'body']));
    expect((await open('', {})).status).toBe(401);
    expect(await ticketCount()).toBe(before);
  });

  it('files: a PDF kept, a photo re-encoded without its camera data, an .exe renamed .pdf refused (nothing written)', async () => {
    const p = await person();
    const photo = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .withMetadata({ exif: { IFD0: { Make: 'SpyCam', Model: 'GPS-1' } } })
      .toBuffer();
    expect(photo.includes(Buffer.from('SpyCam'))).toBe(true);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');
    const before = await ticketCount();
    const refused = await open(p.token, { files: [{ fileName: 'bill.pdf', data: Buffer.from('MZ\x90\x00fake').toString('base64') }] });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.files).toContain('bill.pdf');
    expect(await ticketCount()).toBe(before);
    const res = await open(p.token, {
      files: [
        { fileName: 'bill.pdf', data: pdf.toString('base64') },
        { fileName: 'me.jpg', data: photo.toString('base64') },
      ],
    });
    expect(res.status, res.text).toBe(200);
    const files = res.body.data.messages[0]?.attachments ?? [];
    expect(files.map((f) => f.contentType)).toEqual(['application/pdf', 'image/jpeg']);
    const { app } = await getTestApp();
    const got = await app.inject({
      url: `/api/v1/support/tickets/${res.body.data.reference}/files/${files[1]?.id}`,
      headers: { authorization: `Bearer ${p.token}` },
    });
    expect(got.statusCode).toBe(200);
    expect(got.headers['content-disposition']).toMatch(/^attachment/);
    expect(got.rawPayload.includes(Buffer.from('SpyCam'))).toBe(false);
    // Someone else asking for that file, or the ticket, by its numbers: 404.
    const stranger = await person();
    const theirs = await app.inject({
      url: `/api/v1/support/tickets/${res.body.data.reference}/files/${files[1]?.id}`,
      headers: { authorization: `Bearer ${stranger.token}` },
    });
    expect(theirs.statusCode).toBe(404);
    expect((await call('GET', `/api/v1/support/tickets/${res.body.data.reference}`, { token: stranger.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/admin/support/tickets/${res.body.data.reference}`, { token: stranger.token })).status).toBe(403);
  });
});

describe('staff and the requester', () => {
  it('an internal note reaches nobody; an answer is emailed alone; waiting pauses the clock and the reply resumes it', async () => {
    const p = await person();
    const t = (await open(p.token, {})).body.data;
    const mailsBefore = (await messagesTo(p.email)).length;
    const note = await answer(t.reference, { body: 'SECRET-NOTE: donor looks like a duplicate account', internal: true });
    expect(note.status, note.text).toBe(200);
    expect(note.body.data.state).toBe('new');
    expect((await messagesTo(p.email)).length).toBe(mailsBefore);
    const asked = await answer(t.reference, { body: 'Which address should the receipt carry?', state: 'waiting' });
    expect(asked.body.data.state).toBe('waiting');
    expect(asked.body.data.clock.pausedSince).not.toBeNull();
    const mails = await messagesTo(p.email);
    expect(mails).toHaveLength(mailsBefore + 1);
    expect(mails[0]?.body).toContain('Which address should the receipt carry?');
    expect(JSON.stringify(mails)).not.toContain('SECRET-NOTE');
    const mine = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${t.reference}`, { token: p.token });
    expect(mine.text).not.toContain('SECRET-NOTE');
    expect(mine.body.data.messages.every((m) => !m.internal)).toBe(true);
    expect(mine.body.data.clock.answeredAt).not.toBeNull();
    const replied = await call<Answer<Ticket>>('POST', `/api/v1/support/tickets/${t.reference}/replies`, {
      token: p.token,
      body: { body: '14 Residency Road, Bengaluru' },
    });
    expect(replied.body.data.state).toBe('open');
    expect(replied.body.data.clock.pausedSince).toBeNull();
    const db = await getDb();
    const [row] = await db.select({ id: s.supportTickets.id }).from(s.supportTickets).where(eq(s.supportTickets.reference, t.reference));
    const pauses = await db
      .select()
      .from(s.supportPauses)
      .where(eq(s.supportPauses.ticketId, row?.id ?? 0));
    expect(pauses).toHaveLength(1);
  });

  it('canned “resend receipt” sends the ticket’s receipt again; one about nothing it can act on sends nothing', async () => {
    const p = await person();
    const gift = await createDonation({
      donorEmail: p.email,
      donorName: p.fullName,
      donorPan: 'ABCDE1234F',
      donorAddress: '12 MG Road, Pune 411001',
      method: 'upi',
      amountPaise: 2500_00,
    });
    const issued = await call<Answer<{ id: number; number: string }[]>>('POST', '/api/v1/admin/receipts/issue', {
      token: staff.token,
      body: { donationIds: [gift.id] },
    });
    expect(issued.status, issued.text).toBe(200);
    const receipt = issued.body.data[0];
    const canned = await call<Answer<{ id: number }>>('POST', '/api/v1/admin/support/canned', {
      token: staff.token,
      body: {
        title: 'Resend receipt',
        body: 'We have emailed your receipt again.',
        bodyHi: 'हमने आपकी रसीद फिर से ईमेल की है।',
        action: 'resend_receipt',
        setState: 'resolved',
      },
    });
    expect(canned.status, canned.text).toBe(200);
    const t = (await open(p.token, { about: `receipt:${receipt?.id}` })).body.data;
    const receiptMails = async () => (await messagesTo(p.email)).filter((m) => m.subject.includes(receipt?.number ?? '??')).length;
    const before = await receiptMails();
    const sent = await answer(t.reference, { body: 'We have emailed your receipt again.', cannedId: canned.body.data.id });
    expect(sent.status, sent.text).toBe(200);
    expect(sent.body.data.state).toBe('resolved');
    expect(await receiptMails()).toBe(before + 1);
    const plain = (await open(p.token, {})).body.data;
    const refused = await answer(plain.reference, { body: 'We have emailed your receipt again.', cannedId: canned.body.data.id });
    expect(refused.status).toBe(422);
    const after = await call<Answer<Ticket>>('GET', `/api/v1/admin/support/tickets/${plain.reference}`, { token: staff.token });
    expect(after.body.data.messages).toHaveLength(1);
  });

  it('resolved: rated once; a reply within 7 days reopens it, later starts a new ticket that follows it', async () => {
    const p = await person();
    const t = (await open(p.token, {})).body.data;
    await answer(t.reference, { body: 'Done: issued again.', state: 'resolved' });
    const rated = await call<Answer<Ticket>>('POST', `/api/v1/support/tickets/${t.reference}/rating`, {
      token: p.token,
      body: { rating: 'helped', comment: 'Quick' },
    });
    expect(rated.body.data).toMatchObject({ rating: 'helped', canRate: false });
    expect((await call('POST', `/api/v1/support/tickets/${t.reference}/rating`, { token: p.token, body: { rating: 'not_helped' } })).status).toBe(422);
    const reopened = await call<Answer<Ticket>>('POST', `/api/v1/support/tickets/${t.reference}/replies`, {
      token: p.token,
      body: { body: 'Still the old address.' },
    });
    expect(reopened.body.data).toMatchObject({ reference: t.reference, state: 'open' });
    await answer(t.reference, { body: 'Fixed now.', state: 'resolved' });
    const db = await getDb();
    // Resolved 7 days and a minute ago: the reply starts a new ticket.
    await db
      .update(s.supportTickets)
      .set({ resolvedAt: new Date(Date.now() - TICKET_REOPEN_DAYS * 86_400_000 - 60_000) })
      .where(eq(s.supportTickets.reference, t.reference));
    const next = await call<Answer<Ticket>>('POST', `/api/v1/support/tickets/${t.reference}/replies`, {
      token: p.token,
      body: { body: 'A new problem with it.' },
    });
    expect(next.body.data.reference).not.toBe(t.reference);
    expect(next.body.data.follows).toBe(t.reference);
    const old = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${t.reference}`, { token: p.token });
    expect(old.body.data.state).toBe('resolved');
  });

  it('merging: the duplicate points to the one kept, both say so, the audit log has it; another requester’s is refused', async () => {
    const p = await person();
    const a = (await open(p.token, {})).body.data;
    const b = (await open(p.token, {})).body.data;
    const other = (await open((await person()).token, {})).body.data;
    expect((await call('POST', `/api/v1/admin/support/tickets/${a.reference}/merge`, { token: staff.token, body: { into: other.reference } })).status).toBe(
      422,
    );
    const merged = await call<Answer<{ reference: string; related: { reference: string; relation: string }[] }>>(
      'POST',
      `/api/v1/admin/support/tickets/${a.reference}/merge`,
      {
        token: staff.token,
        body: { into: b.reference },
      },
    );
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.data.related).toEqual([expect.objectContaining({ reference: a.reference, relation: 'merged' })]);
    const mine = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${a.reference}`, { token: p.token });
    expect(mine.body.data).toMatchObject({ state: 'merged', mergedInto: b.reference });
    const audit = await (await getDb()).select().from(s.auditEvents).where(eq(s.auditEvents.subjectId, a.reference));
    expect(audit.map((e) => e.action)).toContain('support.merge');
  });
});

describe('email in', () => {
  it('a Gmail reply threads by its In-Reply-To; Thunderbird’s by the subject token; the same message twice is taken once', async () => {
    const p = await person();
    const t = (await open(p.token, {})).body.data;
    const sent = await answer(t.reference, { body: 'Which address?', state: 'waiting' });
    expect(sent.status).toBe(200);
    const [ours] = await messagesTo(p.email);
    const first = eml('gmail-web.eml', {
      from: p.email,
      ref: 'HD-ZZZZZZ',
      messageId: `<${t.reference}-g1@mail.gmail.com>`,
      inReplyTo: ours?.headers?.['Message-ID'],
    });
    const a = await postMail(first);
    expect(a.body.data).toEqual({ outcome: 'threaded', ticket: t.reference });
    expect((await postMail(first)).body.data.outcome).toBe('duplicate');
    const b = await postMail(eml('thunderbird.eml', { from: p.email.toUpperCase(), ref: t.reference, messageId: `<${t.reference}-t1@posteo.example>` }));
    expect(b.body.data).toEqual({ outcome: 'threaded', ticket: t.reference });
    const view = await call<Answer<Ticket>>('GET', `/api/v1/support/tickets/${t.reference}`, { token: p.token });
    const byMail = view.body.data.messages.filter((m) => m.via === 'email');
    expect(byMail).toHaveLength(2);
    expect(byMail[0]?.body).toContain('Bengaluru');
    expect(byMail[0]?.body).not.toContain('wrote:');
    expect(view.body.data.state).toBe('open');
  });

  it('forged: a wrong secret is 401; a stranger naming the ticket by token or header changes nothing', async () => {
    const p = await person();
    const t = (await open(p.token, {})).body.data;
    const raw = eml('gmail-web.eml', { from: 'attacker@evil.example', ref: t.reference, messageId: `<${t.reference}-evil@evil.example>` });
    expect((await postMail(raw, 'wrong-secret-wrong-secret-wrong')).status).toBe(401);
    expect((await postMail(raw, '')).status).toBe(401);
    const byToken = await postMail(raw);
    expect(byToken.body.data).toEqual({ outcome: 'not_owner', ticket: null });
    const byHeader = await postMail(
      eml('thunderbird.eml', { from: 'attacker@evil.example', ref: 'HD-ZZZZZZ', messageId: '<h2@evil.example>', inReplyTo: `<${t.reference}.1.x@localhost>` }),
    );
    expect(byHeader.body.data.outcome).toBe('not_owner');
    const unknown = await postMail(eml('thunderbird.eml', { from: 'nobody@evil.example', ref: 'HD-ZZZZZZ', messageId: '<h3@evil.example>' }));
    expect(unknown.body.data.outcome).toBe('unknown_sender');
    const view = await call<Answer<Ticket>>('GET', `/api/v1/admin/support/tickets/${t.reference}`, { token: staff.token });
    expect(view.body.data.messages).toHaveLength(1);
  });
});

/** A paid gift's donor who asked for a refund of it, through their API. */
async function refundAsked() {
  const p = await person();
  const gift = await paidGift(p);
  const asked = await call('POST', `/api/v1/me/donations/${gift.donationId}/refund-request`, { token: p.token, body: { reason: 'I gave twice by mistake.' } });
  expect(asked.status, asked.text).toBe(200);
  return { p, gift };
}

describe('one queue', () => {
  it('a donor’s refund request is also a refund ticket with the refund policy’s clock, shown in the queue with what it is about', async () => {
    const { p } = await refundAsked();
    const queue = await call<
      Answer<{ items: { reference: string; topic: string; source: string; about: { kind: string } | null; clock: { answerDueAt: string | null } }[] }>
    >('GET', `/api/v1/admin/support/tickets?topic=refund&q=${encodeURIComponent(p.email)}`, { token: staff.token });
    const row = queue.body.data.items[0];
    expect(row).toMatchObject({ topic: 'refund', source: 'refund', about: { kind: 'refund_request' } });
    expect(row?.clock.answerDueAt).not.toBeNull();
  });

  it('a refund request whose ticket a crash left out is opened by the flows sweep, once; one older than the sweep’s week is not', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const ask = async () => {
      const { p, gift } = await refundAsked();
      const [req] = await db.select().from(s.refundRequests).where(eq(s.refundRequests.donationId, gift.donationId));
      // The crash between the request's write and its listener: as if no ticket was ever opened.
      const [ticket] = await db
        .select()
        .from(s.supportTickets)
        .where(sql`${s.supportTickets.source} = 'refund' and ${s.supportTickets.sourceId} = ${String(req?.id)}`);
      await db.delete(s.supportMessages).where(eq(s.supportMessages.ticketId, ticket?.id ?? 0));
      await db.delete(s.supportTickets).where(eq(s.supportTickets.id, ticket?.id ?? 0));
      return { p, id: String(req?.id) };
    };
    const ticketsOf = async (id: string) =>
      db.select().from(s.supportTickets).where(sql`${s.supportTickets.source} = 'refund' and ${s.supportTickets.sourceId} = ${id}`);
    const recent = await ask();
    const old = await ask();
    await db
      .update(s.refundRequests)
      .set({ createdAt: new Date(Date.now() - 8 * 86_400_000) })
      .where(eq(s.refundRequests.id, Number(old.id)));
    expect(await ticketsOf(recent.id)).toHaveLength(0);

    expect(await app.support.flows.sweep()).toBeGreaterThanOrEqual(1);
    const [swept] = await ticketsOf(recent.id);
    expect(swept).toMatchObject({ topic: 'refund', requesterEmail: recent.p.email, requesterId: recent.p.id });
    expect(await ticketsOf(old.id)).toHaveLength(0);
    // A second sweep finds nothing missing for it.
    await app.support.flows.sweep();
    expect(await ticketsOf(recent.id)).toHaveLength(1);
  });

  it('the report counts an answer within its clock as met and a late one as missed', async () => {
    const p = await person();
    const onTime = (await open(p.token, { topic: 'shop_order' })).body.data;
    const late = (await open(p.token, { topic: 'shop_order' })).body.data;
    const db = await getDb();
    // Opened three days ago, so its 48-hour answer clock ran out a day ago.
    const threeDaysAgo = new Date(Date.now() - 3 * 86_400_000);
    await db
      .update(s.supportTickets)
      .set({ createdAt: threeDaysAgo, answerDueAt: new Date(threeDaysAgo.getTime() + 48 * 3_600_000) })
      .where(eq(s.supportTickets.reference, late.reference));
    const before = await call<Answer<{ month: string; topic: string; answerCounted: number; answerMet: number }[]>>('GET', '/api/v1/admin/support/report', {
      token: staff.token,
    });
    await answer(onTime.reference, { body: 'On it.' });
    await answer(late.reference, { body: 'Sorry for the wait.' });
    const after = await call<Answer<{ month: string; topic: string; answerCounted: number; answerMet: number }[]>>('GET', '/api/v1/admin/support/report', {
      token: staff.token,
    });
    const sum = (rows: { topic: string; answerCounted: number; answerMet: number }[], k: 'answerCounted' | 'answerMet') =>
      rows.filter((r) => r.topic === 'shop_order').reduce((n, r) => n + r[k], 0);
    // The late one counted already (its due time had passed); now both are, one of them met.
    expect(sum(after.body.data, 'answerCounted') - sum(before.body.data, 'answerCounted')).toBe(1);
    expect(sum(after.body.data, 'answerMet') - sum(before.body.data, 'answerMet')).toBe(1);
  });
});
