// Errors in the request's language (issue 23). Schema messages made with a field's name when
// their module loaded ("Full Name must be at most 100 characters") and Fastify's own refusals of
// a body (unreadable JSON, too large, empty), which come before the hook that sets the
// language, answer in Hindi to a visitor who chose Hindi (the `lang=hi` cookie), English otherwise.
import { accountMessages, inLanguage, messages } from '@sahyog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { nextIp, registrationForm } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';

beforeAll(async () => {
  await getTestApp();
}, 120_000);

const hi = <T>(fn: () => T) => runInLanguage('hi', fn);
const json = (cookie?: string) => ({ 'content-type': 'application/json', ...(cookie ? { cookie } : {}) });

async function post(url: string, payload: string, cookie?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'POST', url, headers: json(cookie), payload, remoteAddress: nextIp() });
}

describe('schema messages made with a field’s name', () => {
  it('answer in Hindi to a Hindi visitor: field name and sentence', async () => {
    const body = JSON.stringify(registrationForm({ fullName: 'क'.repeat(101) }));
    const english = await post('/api/v1/auth/register', body);
    expect(english.statusCode).toBe(422);
    expect(english.json().errors.fullName).toBe('Full Name must be at most 100 characters');

    const hindi = await post('/api/v1/auth/register', body, 'lang=hi');
    expect(hindi.statusCode).toBe(422);
    // The catalogue's Hindi sentence, with the field's Hindi name.
    const name = hi(() => inLanguage('Full Name'));
    expect(name).not.toBe('Full Name');
    expect(hindi.json().errors.fullName).toBe(hi(() => accountMessages.tooLong(name, 100)));
    expect(hindi.json().errors.fullName).not.toMatch(/must be|Full Name/);
  });

  it('a control character in a named field: the message in Hindi', async () => {
    const hindi = await post('/api/v1/auth/register', JSON.stringify(registrationForm({ fullName: 'Asha\u0007 Rao' })), 'lang=hi');
    expect(hindi.statusCode).toBe(422);
    expect(hindi.json().errors.fullName).toMatch(/अक्षर/);
    expect(hindi.json().errors.fullName).not.toMatch(/contains characters/);
  });
});

describe('Fastify’s refusals of a body', () => {
  it('unreadable JSON answers in the cookie’s language', async () => {
    const english = await post('/api/v1/newsletter', '{"email": ');
    expect(english.statusCode).toBe(400);
    expect(english.json().message).toBe(messages.badJson);
    const hindi = await post('/api/v1/newsletter', '{"email": ', 'lang=hi');
    expect(hindi.statusCode).toBe(400);
    expect(hindi.json()).toMatchObject({ code: 'bad_request', message: hi(() => messages.badJson) });
    expect(hi(() => messages.badJson)).not.toBe(messages.badJson);
  });

  it('a body over the limit and an empty one answer in Hindi too', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(1024 * 1024 + 10) });
    const large = await post('/api/v1/newsletter', big, 'lang=hi');
    expect(large.statusCode).toBe(413);
    expect(large.json()).toMatchObject({ code: 'payload_too_large', message: hi(() => messages.tooLarge) });
    const empty = await post('/api/v1/newsletter', '', 'lang=hi');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(hi(() => messages.emptyJson));
  });

  it('an unknown API address answers in Hindi to a Hindi visitor', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/api/v1/no-such-thing', headers: { cookie: 'lang=hi' } });
    expect(res.statusCode).toBe(404);
    expect(res.json().message).not.toMatch(/^No route|not found/i);
  });
});
