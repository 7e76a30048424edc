// The FAQ page's questions from the console: what staff add is on /faq at once (past the page
// cache), in its order, with its paragraphs; answers are text, never HTML; each field's message
// for bad input, with nothing stored; the same words change nothing; every change is audited.
import { faqMessages as fm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/modules/content/index.ts';
import { type Answer, call, loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { rawGet as get, listening } from '../support/http.ts';

type Faq = { id: number; question: string; answer: string; sort: number };

let staffToken = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

const add = (body: Record<string, unknown>, token = staffToken) => call<Answer<Faq>>('POST', '/api/v1/admin/faqs', { token, body });
const rowsAbout = async (id: number) =>
  (
    await (
      await getDb()
    )
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'faq'), eq(s.auditEvents.subjectId, String(id))))
      .orderBy(s.auditEvents.id)
  ).map((a) => [a.action, a.before, a.after]);
const faqCount = async () => (await (await getDb()).select().from(s.faqs)).length;

describe('the FAQ page', () => {
  let built: App;
  let port = 0;
  beforeAll(async () => {
    // A page cache that would keep /faq for a minute: only a clear on each change shows it at once.
    ({ built, port } = await listening({ PAGE_CACHE_SECONDS: '60' }));
  });
  afterAll(async () => {
    await built.app.close();
  });
  const asStaff = (method: 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) =>
    built.app.inject({ method, url, headers: { authorization: `Bearer ${staffToken}` }, remoteAddress: nextIp(), ...(payload ? { payload } : {}) });

  it('shows what staff add at once, in its order, with its paragraphs; a change and a removal too; each audited', async () => {
    const before = await get(port, '/faq');
    expect(before.status).toBe(200);
    const question = `Do you accept gifts in kind? ${unique('q')}`;
    expect(before.body).not.toContain(question);

    const made = await asStaff('POST', '/api/v1/admin/faqs', { question, answer: 'Yes, blankets and rations.\n\nWrite to us first.', sort: 0 });
    expect(made.statusCode, made.body).toBe(201);
    const faq = (made.json() as Answer<Faq>).data;

    const shown = (await get(port, '/faq')).body;
    expect(shown).toContain(question);
    expect(shown).toContain('<p>Yes, blankets and rations.</p><p>Write to us first.</p>');
    // Order 0 comes before the seeded questions (they start at 10).
    const order = (await getData<Faq[]>('/api/v1/faqs')).map((f) => f.question);
    expect(order.indexOf(question)).toBeGreaterThanOrEqual(0);
    expect(order.indexOf(question)).toBeLessThan(order.indexOf('Is my donation tax deductible?'));
    expect(shown.indexOf(question)).toBeLessThan(shown.indexOf('Is my donation tax deductible?'));

    const renamed = `${question} (cloth, food)`;
    const changed = await asStaff('PUT', `/api/v1/admin/faqs/${faq.id}`, { question: renamed, answer: faq.answer, sort: 0 });
    expect(changed.statusCode, changed.body).toBe(200);
    expect((await get(port, '/faq')).body).toContain(renamed);

    expect((await asStaff('DELETE', `/api/v1/admin/faqs/${faq.id}`)).statusCode).toBe(200);
    expect((await get(port, '/faq')).body).not.toContain(question);
    expect((await asStaff('DELETE', `/api/v1/admin/faqs/${faq.id}`)).statusCode).toBe(404);

    expect(await rowsAbout(faq.id)).toEqual([
      ['faq.create', null, { question, answer: 'Yes, blankets and rations.\n\nWrite to us first.', sort: 0 }],
      ['faq.edit', { question }, { question: renamed }],
      ['faq.delete', { question: renamed, answer: 'Yes, blankets and rations.\n\nWrite to us first.', sort: 0 }, { removed: true }],
    ]);
  });

  it('shows an answer as text: markup in it is never HTML', async () => {
    const question = `Is <b>this</b> safe? ${unique('x')}`;
    const made = await add({ question, answer: '<script>alert(1)</script><img src=x onerror=alert(2)>' });
    expect(made.status, made.text).toBe(201);
    const { app } = await getTestApp();
    const page = await app.inject({ url: '/faq' });
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<img src=x');
    expect(page.body).not.toContain('<b>this</b>');
    await call('DELETE', `/api/v1/admin/faqs/${made.body.data.id}`, { token: staffToken });
  });
});

describe('what staff send', () => {
  it('refuses each bad field with its message and stores nothing', async () => {
    const count = await faqCount();
    const empty = await add({ question: '  ', answer: '', sort: 'first' });
    expect(empty.status).toBe(422);
    expect(empty.body.errors).toEqual({ question: fm.questionRequired, answer: fm.answerRequired, sort: fm.sortInvalid });
    const long = await add({ question: 'q'.repeat(201), answer: 'a'.repeat(2001), sort: 10_000 });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({
      question: 'Question must be at most 200 characters',
      answer: 'Answer must be at most 2000 characters',
      sort: fm.sortInvalid,
    });
    const nul = await add({ question: 'A\u0000question', answer: 'Tabs\tand\nnew lines are fine', sort: 1 });
    expect(nul.status).toBe(422);
    expect(nul.body.errors).toEqual({ question: 'Question contains characters that are not allowed' });
    expect(await faqCount()).toBe(count);
  });

  it('saving the same words changes nothing and logs nothing; a question that is gone is a 404', async () => {
    const seeded = (await add({ question: `Same words? ${unique('s')}`, answer: 'Yes.', sort: 40 })).body.data;
    const same = await call<Answer<Faq>>('PUT', `/api/v1/admin/faqs/${seeded.id}`, {
      token: staffToken,
      body: { question: ` ${seeded.question} `, answer: seeded.answer, sort: seeded.sort },
    });
    expect(same.status).toBe(200);
    expect((await rowsAbout(seeded.id)).map(([action]) => action)).toEqual(['faq.create']);
    const gone = await call<Answer>('PUT', '/api/v1/admin/faqs/2147483647', { token: staffToken, body: { question: 'Q', answer: 'A', sort: 0 } });
    expect(gone.status).toBe(404);
    expect(gone.body.message).toBe(fm.notFound);
  });

  it('donors and vendors are refused before their input is read', async () => {
    for (const role of ['user', 'vendor'] as const) {
      const token = await loginAs(await registerUser({ role }));
      const res = await add({ question: '', answer: '' }, token);
      expect(res.status).toBe(403);
      expect(res.body.errors).toBeUndefined();
    }
  });
});

describe('the console page', () => {
  const post = async (fields: Record<string, string>) => {
    const { app } = await getTestApp();
    return app.inject({
      method: 'POST',
      url: '/admin/faqs',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
      payload: new URLSearchParams(fields).toString(),
      remoteAddress: nextIp(),
    });
  };

  it('shows a missing answer beside its field and keeps the question typed; then adds it', async () => {
    const question = `Can I give in someone’s memory? ${unique('m')}`;
    const count = await faqCount();
    const missing = await post({ intent: 'add', question, answer: '', sort: '20' });
    expect(missing.statusCode).toBe(200);
    expect(missing.body).toContain(fm.answerRequired);
    expect(missing.body).toContain(`value="${question}"`);
    expect(await faqCount()).toBe(count);

    const done = await post({ intent: 'add', question, answer: 'Yes: write their name in the message.', sort: '20' });
    expect([302, 303]).toContain(done.statusCode);
    const row = (await getData<Faq[]>('/api/v1/faqs')).find((f) => f.question === question);
    expect(row).toMatchObject({ answer: 'Yes: write their name in the message.', sort: 20 });
    const removed = await post({ intent: 'remove', id: String(row?.id) });
    expect([302, 303]).toContain(removed.statusCode);
    expect((await getData<Faq[]>('/api/v1/faqs')).some((f) => f.question === question)).toBe(false);
  });
});
