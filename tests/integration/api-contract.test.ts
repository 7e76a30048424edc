// Fastify's own refusals (a path it cannot decode, a body it cannot read) answer like every other
// API error: { success: false, code, message } with the catalogue's status for the code and our
// words, never Fastify's { error, code: 'FST_…', statusCode } or its English (decision 0033).
import { createHmac } from 'node:crypto';
import { errorStatus, givingMessages, isErrorCode, messages } from '@sahyog/core';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { nextIp, signedIn } from '../support/accounts.ts';
import { buildTestApp, getApp } from '../support/app.ts';
import { createCampaign } from '../support/factories.ts';

type Inject = InjectOptions;

async function expectRefusal(req: Inject, status: number, code: string, message: string): Promise<void> {
  const res = await (await getApp()).inject(req);
  const what = JSON.stringify(req).slice(0, 120);
  expect(res.statusCode, `${what} → ${res.body.slice(0, 200)}`).toBe(status);
  expect(String(res.headers['content-type'])).toContain('application/json');
  const body = res.json() as Record<string, unknown>;
  expect(body, what).toEqual({ success: false, code, message });
  expect(isErrorCode(body.code) && errorStatus[body.code]).toBe(status);
}

const json = { 'content-type': 'application/json' };

beforeAll(async () => {
  await getApp();
});

describe("Fastify's own errors in the app's shape", () => {
  it('a path with a broken percent-encoding is a 400 bad_request', async () => {
    await expectRefusal({ method: 'GET', url: '/api/v1/campaigns/%E0%A4' }, 400, 'bad_request', messages.badUrl);
    await expectRefusal({ method: 'POST', url: '/api/v1/orders/%E0%A4/utr', headers: json, payload: '{}' }, 400, 'bad_request', messages.badUrl);
    await expectRefusal({ method: 'GET', url: '/api/v1/nope%E0' }, 400, 'bad_request', messages.badUrl);
  });

  it('a body that is not JSON, empty, or poisoned is a 400 with our message', async () => {
    const post = (payload: string) => ({ method: 'POST' as const, url: '/api/v1/newsletter', headers: json, payload });
    await expectRefusal(post('{"email": '), 400, 'bad_request', messages.badJson);
    await expectRefusal(post(''), 400, 'bad_request', messages.emptyJson);
    await expectRefusal(post('{"__proto__": {"admin": true}}'), 400, 'bad_request', messages.badJson);
  });

  it('a body over the limit is a 413, another media type a 415, also where the route reads no body', async () => {
    const big = JSON.stringify({ email: 'x'.repeat(2 * 1024 * 1024) });
    await expectRefusal({ method: 'POST', url: '/api/v1/newsletter', headers: json, payload: big }, 413, 'payload_too_large', messages.tooLarge);
    const xml = { 'content-type': 'text/xml' };
    await expectRefusal({ method: 'POST', url: '/api/v1/newsletter', headers: xml, payload: '<a/>' }, 415, 'unsupported_media_type', messages.jsonOnly);
    await expectRefusal({ method: 'POST', url: '/api/v1/auth/logout', headers: xml, payload: '<a/>' }, 415, 'unsupported_media_type', messages.jsonOnly);
  });
});

describe('what the fuzz found (tests/integration/api-fuzz.test.ts)', () => {
  it('resending a receipt whose id is past PostgreSQL’s integer range is a 422 naming the id (was a 500)', async () => {
    const staff = await signedIn('staff');
    const res = await (await getApp()).inject({
      method: 'POST',
      url: '/api/v1/admin/receipts/4781981283909631/resend',
      headers: { authorization: `Bearer ${staff.token}` },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { id: expect.any(String) } });
  });

  it('half a surrogate pair ("\\ud800", valid JSON but no text) is a 422 naming the field, not a 500', async () => {
    const staff = await signedIn('staff');
    const post = (url: string, payload: string) =>
      getApp().then((app) => app.inject({ method: 'POST', url, headers: { ...json, authorization: `Bearer ${staff.token}` }, payload }));
    // A core text() field (the FAQ's answer went into the audit log's JSON, which PostgreSQL refused).
    const faq = await post('/api/v1/admin/faqs', '{"question":"Is it tax free?","answer":"a\\ud800"}');
    expect(faq.statusCode).toBe(422);
    expect(faq.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { answer: expect.any(String) } });
    // Any other string in any body, by route(): here a plain string field.
    const token = await post('/api/v1/newsletter/unsubscribe', '{"token":"\\udc00x"}');
    expect(token.statusCode).toBe(422);
    expect(token.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { token: messages.unstorableText } });
    // A pair is one character, and welcome.
    const emoji = await post('/api/v1/admin/faqs', '{"question":"Smile \\ud83d\\ude00?","answer":"Yes"}');
    expect(emoji.statusCode).toBe(201);
  });

  it('an order naming a product id past PostgreSQL’s integer range is a 422 on that item (was a 500)', async () => {
    const app = await getApp();
    const campaign = await createCampaign();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/orders',
      headers: { ...json, 'idempotency-key': `fuzz-${Date.now()}` },
      payload: {
        campaign: campaign.slug,
        amountPaise: 3000_00,
        items: [{ productId: 1698969363152896, quantity: 1 }],
        donor: { name: 'Asha Verma', email: 'asha.fuzz@example.test', mobile: '9876543210' },
        method: 'simulator',
      },
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { 'items.0.productId': expect.any(String) } });
  });

  it('a signed Razorpay webhook whose JSON holds half a surrogate pair or a NUL is the declared 400, not a 500 or 422', async () => {
    const secret = 'contract-webhook-secret';
    const built = await buildTestApp({
      RAZORPAY_KEY_ID: 'rzp_test_contract',
      RAZORPAY_KEY_SECRET: 'k',
      RAZORPAY_WEBHOOK_SECRET: secret,
      RAZORPAY_API_URL: 'http://127.0.0.1:9',
    });
    try {
      for (const payload of ['{"event":"payment.captured","payload":{"id":"\\ud800"}}', '{"event":"payment.captured","payload":{"note":"a\\u0000b"}}']) {
        const signature = createHmac('sha256', secret).update(payload).digest('hex');
        const res = await built.app.inject({
          method: 'POST',
          url: '/api/v1/payments/razorpay/webhook',
          headers: { ...json, 'x-razorpay-signature': signature },
          payload,
        });
        expect(res.statusCode, payload).toBe(400);
        expect(res.json()).toEqual({ success: false, code: 'bad_request', message: givingMessages.webhookNotStorable });
      }
    } finally {
      await built.app.close();
    }
  });

  it('a monthly gift’s action without its key, signed out, is the 401 the document declares', async () => {
    const res = await (await getApp()).inject({ method: 'POST', url: '/api/v1/subscriptions/SB829NPE690ZRA3Y/actions', payload: { action: 'cancel' } });
    expect(res.statusCode).toBe(401);
    const doc = (await (await getApp()).inject('/api/docs/openapi.json')).json() as { paths: Record<string, Record<string, { responses: object }>> };
    expect(Object.keys(doc.paths['/api/v1/subscriptions/{reference}/actions']?.post?.responses ?? {})).toContain('401');
  });
});

describe('the files answer like the API', () => {
  it('a receipt PDF asked with an id that is not a number is a 422 naming the field (was a 500)', async () => {
    const donor = await signedIn('user');
    const res = await (await getApp()).inject({ method: 'GET', url: '/api/v1/me/receipts/abc/pdf', headers: { authorization: `Bearer ${donor.token}` } });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ success: false, code: 'invalid_input', errors: { id: expect.any(String) } });
  });
});
