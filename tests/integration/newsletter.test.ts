// The home page's subscribe box through POST /api/v1/newsletter: the spec's two outcomes
// (§8), one row per lowercased address, bad input refused with a field error and nothing
// written, and a re-subscribe after unsubscribing counted as subscribed again.
import { messages, textMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { call, uniqueEmail } from '../support/accounts.ts';
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
