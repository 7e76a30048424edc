// Emails as a mail app gets them over SMTP (decision 0042): a plain-text part, unchanged, and an
// HTML part in the foundation's frame whose links all lead to PUBLIC_URL and which shows what
// people typed as text; with DKIM configured, a signature that verifies.
import { generateKeyPairSync } from 'node:crypto';
import { emailMessages as em } from '@sahyog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { call, outbox, registerUser, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp, getData, getTestApp } from '../support/app.ts';
import { verifyDkim } from '../support/dkim.ts';
import { type SmtpSink, smtpSink } from '../support/smtp.ts';

const PUBLIC_URL = 'https://give.example.org';
const EVIL = `O'Brien & <Sons> <script>alert(1)</script> <img src=x onerror=alert(2)>`;

/** Every href and src in an HTML document. */
const targets = (html: string) => [...html.matchAll(/\s(?:href|src)="([^"]*)"/g)].map((m) => m[1]?.replaceAll('&amp;', '&') ?? '');

let sink: SmtpSink;
let smtp: App;
let site: string;

beforeAll(async () => {
  sink = await smtpSink();
  smtp = await buildTestApp({ SMTP_URL: sink.url, MAIL_FROM: 'Sahyog <no-reply@give.example.org>', PUBLIC_URL });
  site = (await getData<{ foundationName: string }>('/api/v1/settings')).foundationName;
});

afterAll(async () => {
  await smtp.app.close();
  await sink.close();
});

describe('an email over SMTP', () => {
  it('is multipart/alternative: the plain text as before, then HTML with the logo, the name and every link on PUBLIC_URL; a typed name is text', async () => {
    const user = await registerUser({ fullName: EVIL });
    expect((await call('POST', '/api/v1/auth/password-reset', { body: { email: user.email }, app: smtp.app })).status).toBe(200);
    await smtp.jobs.drain();
    const at = sink.received.findIndex((m) => JSON.stringify(m.to).includes(user.email));
    const mail = sink.received[at];
    const raw = sink.raw[at]?.toString('utf8') ?? '';
    expect(raw).toMatch(/^Content-Type: multipart\/alternative;/im);
    // Plain text first: a mail app shows the last part it can read, the HTML.
    expect(raw.indexOf('Content-Type: text/plain')).toBeGreaterThan(0);
    expect(raw.indexOf('Content-Type: text/html')).toBeGreaterThan(raw.indexOf('Content-Type: text/plain'));

    const link = mail?.text?.match(/https:\/\/give\.example\.org\/reset-password\?token=[\w-]+/)?.[0] ?? '';
    expect(link).not.toBe('');
    expect(mail?.text).toBe(
      `Namaste ${EVIL},\n\nUse this link to set your password (valid for 30 minutes, once):\n${link}\n\nIf you gave to us before without an account, setting a password lets you see those donations and request tax receipts.\nIf you did not ask for this, ignore this email: your account is unchanged.\n\n${site}`,
    );

    const html = String(mail?.html);
    expect(html).toContain('<html dir="ltr" lang="en-IN">');
    expect(html).toContain('name="viewport" content="width=device-width, initial-scale=1"');
    expect(html).toContain(`src="${PUBLIC_URL}/email-logo.png"`);
    expect(html).toContain(`alt="${em.logoAlt(site)}"`);
    expect(html).toContain(`>${site}</span>`);
    expect(html).toContain('#0f766e');
    expect(html).toContain(`href="${link}"`);
    expect(html).toContain(em.footerVisit);
    // What the donor typed is shown as they typed it, never as markup.
    expect(html).toContain('O&#x27;Brien &amp; &lt;Sons&gt; &lt;script&gt;alert(1)&lt;/script&gt; &lt;img src=x onerror=alert(2)&gt;');
    expect(html).not.toMatch(/<script|<img src=x|<Sons>/i);
    const links = targets(html);
    expect(links.length).toBeGreaterThanOrEqual(4);
    for (const url of links) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  });

  it('links only what leads to the site: an address someone typed stays text', async () => {
    const email = uniqueEmail('contact');
    await smtp.app.messaging.send('email', email, 'contact-message', {
      site,
      id: '7',
      name: 'Ravi',
      email: 'ravi@example.test',
      mobile: '9876543210',
      subject: 'Hello',
      message: `Please see https://evil.example/login and javascript:alert(1) and ${PUBLIC_URL}.evil.example/x`,
      inboxUrl: `${PUBLIC_URL}/admin/messages`,
    });
    await smtp.jobs.drain();
    const mail = sink.received.find((m) => JSON.stringify(m.to).includes(email));
    const html = String(mail?.html);
    expect(html).toContain('Please see https://evil.example/login and javascript:alert(1) and https://give.example.org.evil.example/x');
    expect(targets(html)).toContain(`${PUBLIC_URL}/admin/messages`);
    for (const url of targets(html)) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
  });

  it('with DKIM set, carries a DKIM-Signature of that domain and selector that verifies, and fails once a byte changes', async () => {
    const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
    const pem = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const signed = await buildTestApp({
      SMTP_URL: sink.url,
      MAIL_FROM: 'Sahyog <no-reply@give.example.org>',
      PUBLIC_URL,
      DKIM_DOMAIN: 'give.example.org',
      DKIM_SELECTOR: 'mail2026',
      DKIM_PRIVATE_KEY: pem.trim().replaceAll('\n', '\\n'),
    });
    try {
      const email = uniqueEmail('dkim');
      await signed.app.messaging.send('email', email, 'newsletter-welcome', { site, unsubscribeUrl: `${PUBLIC_URL}/unsubscribe?t=abc` });
      await signed.jobs.drain();
      const at = sink.received.findIndex((m) => JSON.stringify(m.to).includes(email));
      const raw = sink.raw[at] ?? Buffer.alloc(0);
      expect(sink.received[at]?.headers.get('dkim-signature')).toBeTruthy();
      const result = verifyDkim(raw, publicKey);
      expect(result.problem).toBeUndefined();
      expect(result.ok).toBe(true);
      expect(result.tags).toMatchObject({ d: 'give.example.org', s: 'mail2026', a: 'rsa-sha256' });
      expect(result.tags.h?.toLowerCase().split(':')).toEqual(expect.arrayContaining(['from', 'to', 'subject', 'list-unsubscribe']));
      // Another key, or a changed word, and it fails.
      expect(verifyDkim(raw, generateKeyPairSync('rsa', { modulusLength: 2048 }).publicKey).ok).toBe(false);
      const text = raw.toString('latin1');
      const tampered = Buffer.from(text.replace('Thank you for subscribing', 'Thank you for subscribinG'), 'latin1');
      expect(tampered.equals(raw)).toBe(false);
      expect(verifyDkim(tampered, publicKey)).toMatchObject({ ok: false, problem: 'body hash does not match bh=' });
      const retitled = Buffer.from(text.replace(/^Subject: .*$/m, 'Subject: Changed'), 'latin1');
      expect(verifyDkim(retitled, publicKey).ok).toBe(false);
    } finally {
      await signed.app.close();
    }
    // Without DKIM set, no signature.
    const plain = sink.received.find((m) => m.subject?.startsWith('Contact form'));
    expect(plain?.headers.has('dkim-signature')).toBe(false);
  });
});

describe('the dev outbox', () => {
  it('shows an email’s HTML part (sandboxed), none for an SMS, and 404 for a message that is not there', async () => {
    const { app } = await getTestApp();
    const email = uniqueEmail('outbox');
    await app.messaging.send('email', email, 'campaign-update', {
      site,
      name: 'Asha',
      campaign: 'Books <for> all',
      title: 'We did it',
      body: EVIL,
      link: 'http://localhost/campaigns/books',
    });
    await app.messaging.send('sms', '9876500001', 'donation-thanks-sms', { site, name: 'Asha', total: '₹500', campaign: 'Books', reference: 'SSF-1' });
    const list = await outbox();
    const mail = list.find((m) => m.recipient === email);
    const sms = list.find((m) => m.recipient === '9876500001');
    expect(mail?.htmlUrl).toBe(`/api/v1/dev/outbox/${mail?.id}/html`);
    expect(sms?.htmlUrl).toBeNull();
    const res = await app.inject({ method: 'GET', url: mail?.htmlUrl ?? '' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(String(res.headers['content-security-policy'])).toMatch(/^sandbox;/);
    expect(res.body).toContain('Update from Books &lt;for&gt; all: We did it');
    expect(res.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(res.body).not.toContain('<script');
    expect((await app.inject({ method: 'GET', url: `/api/v1/dev/outbox/${sms?.id}/html` })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox/999999999/html' })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: '/api/v1/dev/outbox/abc/html' })).statusCode).toBe(422);
    const page = await app.inject({ method: 'GET', url: '/dev/outbox' });
    expect(page.body).toContain(`href="${mail?.htmlUrl}"`);
    expect(page.body).toContain(em.outboxHtml);
  });

  it('frames an email written in Hindi in Hindi: lang hi-IN, the logo’s text and the footer', async () => {
    const { app } = await getTestApp();
    const email = uniqueEmail('hindi');
    await runInLanguage('hi', () => app.messaging.send('email', email, 'newsletter-welcome', { site, unsubscribeUrl: 'http://localhost/unsubscribe?token=t' }));
    const mail = (await outbox()).find((m) => m.recipient === email);
    const html = (await app.inject({ method: 'GET', url: mail?.htmlUrl ?? '' })).body;
    const hi = runInLanguage('hi', () => ({ alt: em.logoAlt(site), sentBy: em.footerSentBy(site), visit: em.footerVisit }));
    expect(hi.visit).not.toBe(em.footerVisit);
    expect(html).toContain('<html dir="ltr" lang="hi-IN">');
    expect(html).toContain(`alt="${hi.alt}"`);
    expect(html).toContain(hi.sentBy);
    expect(html).toContain(hi.visit);
    expect(html).not.toContain(em.footerVisit);
  });

  it('serves the logo the emails show, as a PNG that other origins may show', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: '/email-logo.png' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    // Webmail shows it from another origin: the site's same-site rule would block it there.
    expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect((await app.inject({ method: 'GET', url: '/favicon.svg' })).headers['cross-origin-resource-policy']).toBe('same-site');
    expect(res.rawPayload.subarray(1, 4).toString()).toBe('PNG');
  });
});
