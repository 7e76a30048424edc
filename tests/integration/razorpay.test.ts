// Razorpay end to end: the official package creates orders against a local stand-in of the
// gateway's API, and the checkout callback and webhooks are signed here with node:crypto, the
// way Razorpay signs them. What is checked is what a donor, staff or the campaign page notice:
// the order's state, and the campaign figures moving exactly once per payment.
import { createHmac } from 'node:crypto';
import { givingMessages as gm, type OrderView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { razorpayGateway } from '../../apps/server/src/modules/payments/razorpay/gateway.ts';
import { call, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, campaignFigures as figures, unique } from '../support/factories.ts';
import { type RazorpayStandin, razorpayId, startRazorpayStandin } from '../support/razorpay-standin.ts';

const KEY_ID = 'rzp_test_Standin0000001';
const KEY_SECRET = 'standin-key-secret-5f1c';
const WEBHOOK_SECRET = 'standin-webhook-secret-9a2e';

type Answer = { success: boolean; code?: string; message: string; data: OrderView; errors?: Record<string, string> };

let standin: RazorpayStandin;
let built: App;

beforeAll(async () => {
  standin = await startRazorpayStandin(KEY_ID, KEY_SECRET);
  built = await buildTestApp({
    RAZORPAY_KEY_ID: KEY_ID,
    RAZORPAY_KEY_SECRET: KEY_SECRET,
    RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
    RAZORPAY_API_URL: standin.url,
  });
});

afterAll(async () => {
  await built?.app.close();
  await standin?.stop();
});

afterEach(() => {
  standin.mode = 'ok';
  vi.restoreAllMocks();
});

// ----- helpers --------------------------------------------------------------------------------

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');
/** What Razorpay's checkout hands the browser: HMAC-SHA256(order_id|payment_id, key secret). */
const checkoutSignature = (orderId: string, paymentId: string) => hmac(KEY_SECRET, `${orderId}|${paymentId}`);

function orderBody(campaign: string, overrides: Record<string, unknown> = {}) {
  return {
    campaign,
    amountPaise: 3000_00,
    tipPaise: 600_00,
    urgentPaise: 1000_00,
    items: [],
    donor: { name: 'Meera Iyer', email: uniqueEmail('rzp'), mobile: '9876543210' },
    method: 'razorpay',
    ...overrides,
  };
}

async function createOrder(body: unknown, key = unique('idem')) {
  return call<Answer>('POST', '/api/v1/orders', { app: built.app, body, headers: { 'idempotency-key': key } });
}

/** A campaign and a Razorpay order for it (₹3,000 + 600 tip + 1,000 urgent = ₹4,600). */
async function newOrder() {
  const campaign = await createCampaign();
  const res = await createOrder(orderBody(campaign.slug));
  expect(res.status).toBe(201);
  const order = res.body.data;
  if (!order.razorpayOrderId) throw new Error('no razorpayOrderId');
  return { campaign, order, reference: order.reference, razorpayOrderId: order.razorpayOrderId };
}

async function status(reference: string) {
  const res = await call<Answer>('GET', `/api/v1/orders/${reference}`, { app: built.app });
  return res.body.data.status;
}

const nothingRaised = { raised: 0, backers: 0, paidSum: 0, paidCount: 0 };
const oneGift = { raised: 3000_00, backers: 1, paidSum: 3000_00, paidCount: 1 };

async function verify(body: Record<string, unknown>) {
  return call<Answer>('POST', '/api/v1/payments/razorpay/verify', { app: built.app, body });
}

function paymentEntity(p: { orderId: string; paymentId: string; amount?: number; status: string; captured?: boolean; refunded?: number }) {
  return {
    id: p.paymentId,
    entity: 'payment',
    amount: p.amount ?? 4600_00,
    currency: 'INR',
    status: p.status,
    order_id: p.orderId,
    invoice_id: null,
    international: false,
    method: 'upi',
    amount_refunded: p.refunded ?? 0,
    refund_status: p.refunded ? 'full' : null,
    captured: p.captured ?? p.status !== 'failed',
    description: 'Donation',
    vpa: 'donor@okbank',
    email: 'donor@example.test',
    contact: '+919876543210',
    notes: [],
    fee: p.status === 'failed' ? null : 1086,
    tax: p.status === 'failed' ? null : 166,
    error_code: p.status === 'failed' ? 'BAD_REQUEST_ERROR' : null,
    error_description: p.status === 'failed' ? 'Payment was unsuccessful as the UPI request was declined.' : null,
    created_at: Math.floor(Date.now() / 1000),
  };
}

/** An event as Razorpay delivers it (see razorpay.com/docs/webhooks/payments). */
function event(name: string, p: { orderId: string; paymentId: string; amount?: number }) {
  const base = { entity: 'event', account_id: 'acc_Standin000001', event: name, created_at: Math.floor(Date.now() / 1000) };
  switch (name) {
    case 'payment.failed':
      return { ...base, contains: ['payment'], payload: { payment: { entity: paymentEntity({ ...p, status: 'failed' }) } } };
    case 'order.paid':
      return {
        ...base,
        contains: ['payment', 'order'],
        payload: {
          payment: { entity: paymentEntity({ ...p, status: 'captured' }) },
          order: {
            entity: {
              id: p.orderId,
              entity: 'order',
              amount: p.amount ?? 4600_00,
              amount_paid: p.amount ?? 4600_00,
              amount_due: 0,
              currency: 'INR',
              status: 'paid',
            },
          },
        },
      };
    case 'refund.processed': {
      const amount = p.amount ?? 4600_00;
      return {
        ...base,
        contains: ['refund', 'payment'],
        payload: {
          refund: {
            entity: {
              id: razorpayId('rfnd'),
              entity: 'refund',
              amount,
              currency: 'INR',
              payment_id: p.paymentId,
              status: 'processed',
              speed_processed: 'normal',
            },
          },
          payment: { entity: paymentEntity({ ...p, status: 'refunded', captured: true, refunded: amount }) },
        },
      };
    }
    default:
      return { ...base, contains: ['payment'], payload: { payment: { entity: paymentEntity({ ...p, status: 'captured' }) } } };
  }
}

/** Delivers a webhook the way Razorpay does (raw JSON, signed), then runs the queued work. */
async function deliver(body: object, opts: { eventId?: string; signature?: string | null; secret?: string } = {}) {
  const raw = JSON.stringify(body);
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-razorpay-event-id': opts.eventId ?? razorpayId('evt') };
  const signature = opts.signature === undefined ? hmac(opts.secret ?? WEBHOOK_SECRET, raw) : opts.signature;
  if (signature !== null) headers['x-razorpay-signature'] = signature;
  const res = await built.app.inject({ method: 'POST', url: '/api/v1/payments/razorpay/webhook', headers, payload: raw });
  await built.jobs.drain();
  return { status: res.statusCode, body: res.json() as { success: boolean; code?: string; data?: { duplicate: boolean } } };
}

// ----- order creation ---------------------------------------------------------------------------

describe('a Razorpay order', () => {
  it('answers the key id and a gateway order made for the exact total with our reference as receipt; a retry makes no second one', async () => {
    const campaign = await createCampaign();
    const body = orderBody(campaign.slug);
    const key = unique('idem');
    const first = await createOrder(body, key);
    expect(first.status).toBe(201);
    const order = first.body.data;
    expect(order).toMatchObject({ status: 'created', method: 'razorpay', totalPaise: 4600_00, razorpayKeyId: KEY_ID });
    expect(order.razorpayOrderId).toMatch(/^order_[A-Za-z0-9]{14}$/);
    const made = standin.orders.filter((o) => o.receipt === order.reference);
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ id: order.razorpayOrderId, amount: 4600_00, currency: 'INR' });

    const again = await createOrder(body, key);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ reference: order.reference, razorpayOrderId: order.razorpayOrderId });
    expect(standin.orders.filter((o) => o.receipt === order.reference)).toHaveLength(1);
  });

  it('is Razorpay first among the methods when the keys are set', async () => {
    const { giving } = built.services;
    expect(giving.paymentMethods()[0]).toBe('razorpay');
  });

  it('answers 502 gateway_unavailable while the gateway fails or is down, and the retry later gets the same order', async () => {
    const campaign = await createCampaign();
    const body = orderBody(campaign.slug);
    const key = unique('idem');

    standin.mode = 'error';
    const failing = await createOrder(body, key);
    expect(failing.status).toBe(502);
    expect(failing.body).toMatchObject({ success: false, code: 'gateway_unavailable', message: gm.gatewayUnavailable });

    await standin.stop();
    try {
      const down = await createOrder(body, key);
      expect(down.status).toBe(502);
      expect(down.body.code).toBe('gateway_unavailable');
    } finally {
      standin.mode = 'ok';
      await standin.start();
    }

    const later = await createOrder(body, key);
    expect(later.status).toBe(200);
    expect(later.body.data).toMatchObject({ status: 'created', razorpayKeyId: KEY_ID });
    expect(later.body.data.razorpayOrderId).toMatch(/^order_/);
    const db = await getDb();
    const rows = await db.select({ reference: s.orders.reference }).from(s.orders).where(eq(s.orders.campaignId, campaign.id));
    expect(rows).toEqual([{ reference: later.body.data.reference }]);
    expect(standin.orders.filter((o) => o.receipt === later.body.data.reference)).toHaveLength(1);
  });

  it('gives up on a gateway that does not answer instead of waiting for ever', async () => {
    const gateway = razorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: standin.url, timeoutMs: 300 });
    standin.mode = 'hang';
    const started = Date.now();
    await expect(gateway.createOrder({ reference: 'SG00000000000000', amountPaise: 500_00, notes: {} })).rejects.toBeTruthy();
    expect(Date.now() - started).toBeLessThan(5000);
  });
});

// ----- checkout callback ------------------------------------------------------------------------

describe('a refund through the gateway', () => {
  it('sent again with its idempotency key (an answer lost, a job retried) gives the money back once', async () => {
    const gateway = razorpayGateway({ keyId: KEY_ID, keySecret: KEY_SECRET, webhookSecret: WEBHOOK_SECRET, apiUrl: standin.url });
    const payment = razorpayId('pay');
    const before = standin.refunds.length;
    const first = await gateway.refund(payment, 450_00, { reference: 'SOREFUND00001' }, 'shop-refund-7-0-45000');
    const again = await gateway.refund(payment, 450_00, { reference: 'SOREFUND00001' }, 'shop-refund-7-0-45000');
    expect(again.id).toBe(first.id);
    expect(standin.refunds.filter((r) => r.payment_id === payment)).toEqual([expect.objectContaining({ id: first.id, amount: 450_00 })]);
    // A different amount under the same key is refused, not refunded.
    await expect(gateway.refund(payment, 100_00, { reference: 'SOREFUND00001' }, 'shop-refund-7-0-45000')).rejects.toThrow();
    // Without a key each call is a new refund (the donations' refunds, decided by staff once).
    await gateway.refund(payment, 100_00, { reference: 'SOREFUND00001' });
    expect(standin.refunds.length - before).toBe(2);
  });
});

describe('the checkout callback (verify)', () => {
  it('confirms the payment once: the order is paid and the campaign figures move by the campaign amount', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const paymentId = razorpayId('pay');
    const body = {
      reference,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    };
    const res = await verify(body);
    expect(res.status).toBe(200);
    expect(res.body.data).toMatchObject({ reference, status: 'paid' });
    expect(res.body.data.paidAt).not.toBeNull();
    expect(await figures(campaign.id)).toEqual(oneGift);

    // The browser retries (a double click, a flaky network), this time naming only the gateway order.
    const { reference: _omit, ...byGatewayOrder } = body;
    const again = await verify(byGatewayOrder);
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ reference, status: 'paid' });
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('refuses a genuine signature made for another order: 400 bad_signature, logged without secrets, nothing changed', async () => {
    const a = await newOrder();
    const b = await newOrder();
    const paymentId = razorpayId('pay');
    const signatureForB = checkoutSignature(b.razorpayOrderId, paymentId);
    const warn = vi.spyOn(built.app.log, 'warn');

    // The browser names order A but sends B's order id and signature, hoping we check those.
    const swapped = await verify({
      reference: a.reference,
      razorpay_order_id: b.razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: signatureForB,
    });
    expect(swapped.status).toBe(400);
    expect(swapped.body).toMatchObject({ success: false, code: 'bad_signature', message: gm.badSignature });
    // A's own gateway order id with B's signature.
    const mixed = await verify({ razorpay_order_id: a.razorpayOrderId, razorpay_payment_id: paymentId, razorpay_signature: signatureForB });
    expect(mixed.status).toBe(400);
    expect(mixed.body.code).toBe('bad_signature');

    expect(await status(a.reference)).toBe('created');
    expect(await status(b.reference)).toBe('created');
    expect(await figures(a.campaign.id)).toEqual(nothingRaised);
    expect(warn).toHaveBeenCalledTimes(2);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain(a.reference);
    for (const secret of [KEY_SECRET, WEBHOOK_SECRET, signatureForB]) expect(logged).not.toContain(secret);
  });

  it('answers 404 for an order it does not know and 422 without the ids it needs', async () => {
    const paymentId = razorpayId('pay');
    const unknown = await verify({ razorpay_order_id: razorpayId('order'), razorpay_payment_id: paymentId, razorpay_signature: 'x' });
    expect(unknown.status).toBe(404);
    const missing = await verify({ razorpay_payment_id: paymentId, razorpay_signature: 'x' });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual({ reference: gm.razorpayOrderOrReference });
  });
});

// ----- webhooks ---------------------------------------------------------------------------------

describe('webhooks', () => {
  it('refuses a body whose signature does not match (or is missing): 400, logged, nothing stored or changed', async () => {
    const { campaign, razorpayOrderId } = await newOrder();
    const warn = vi.spyOn(built.app.log, 'warn');
    const captured = event('payment.captured', { orderId: razorpayOrderId, paymentId: razorpayId('pay') });
    const eventId = razorpayId('evt');

    const wrongSecret = await deliver(captured, { eventId, secret: KEY_SECRET });
    expect(wrongSecret.status).toBe(400);
    expect(wrongSecret.body).toMatchObject({ success: false, code: 'bad_signature' });
    // Signed, then changed on the way: the signature covers the raw bytes.
    const raw = JSON.stringify(captured);
    const tampered = await deliver({ ...captured, created_at: captured.created_at + 1 }, { eventId, signature: hmac(WEBHOOK_SECRET, raw) });
    expect(tampered.status).toBe(400);
    const unsigned = await deliver(captured, { eventId, signature: null });
    expect(unsigned.status).toBe(400);

    expect(warn).toHaveBeenCalledTimes(3);
    expect(JSON.stringify(warn.mock.calls)).not.toContain(WEBHOOK_SECRET);
    expect(await figures(campaign.id)).toEqual(nothingRaised);
    const db = await getDb();
    expect(await db.select().from(s.paymentEvents).where(eq(s.paymentEvents.eventId, eventId))).toEqual([]);

    // The same event, signed properly, is then taken: the refusals left no trace that blocks it.
    expect((await deliver(captured, { eventId })).status).toBe(200);
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('verifies the exact bytes: the same JSON with other spacing and its own signature is accepted', async () => {
    const { reference, razorpayOrderId } = await newOrder();
    const raw = JSON.stringify(event('payment.captured', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }), null, 2);
    const res = await built.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-event-id': razorpayId('evt'), 'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw) },
      payload: raw,
    });
    expect(res.statusCode).toBe(200);
    await built.jobs.drain();
    expect(await status(reference)).toBe('paid');
  });

  it('payment.captured makes the order paid; a replayed event id answers 200 and counts nothing more', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const paymentId = razorpayId('pay');
    const captured = event('payment.captured', { orderId: razorpayOrderId, paymentId });
    const eventId = razorpayId('evt');

    const first = await deliver(captured, { eventId });
    expect(first).toMatchObject({ status: 200, body: { success: true, data: { duplicate: false } } });
    expect(await status(reference)).toBe('paid');
    const replay = await deliver(captured, { eventId });
    expect(replay).toMatchObject({ status: 200, body: { success: true, data: { duplicate: true } } });
    // The id header is not signed: the same signed bytes under another id are the same event.
    const renamed = await deliver(captured, { eventId: razorpayId('evt') });
    expect(renamed).toMatchObject({ status: 200, body: { success: true, data: { duplicate: true } } });
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('the same capture reported twice (payment.captured, order.paid, the checkout callback) counts once', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const paymentId = razorpayId('pay');
    expect((await deliver(event('order.paid', { orderId: razorpayOrderId, paymentId }))).status).toBe(200);
    expect((await deliver(event('payment.captured', { orderId: razorpayOrderId, paymentId }))).status).toBe(200);
    const cb = await verify({
      reference,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    });
    expect(cb.body.data.status).toBe('paid');
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('payment.failed then payment.captured (the donor retried in the UPI app) ends paid', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    await deliver(event('payment.failed', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }));
    expect(await status(reference)).toBe('failed');
    expect(await figures(campaign.id)).toEqual(nothingRaised);
    await deliver(event('payment.captured', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }));
    expect(await status(reference)).toBe('paid');
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('payment.captured then a late payment.failed stays paid', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const paymentId = razorpayId('pay');
    await deliver(event('payment.captured', { orderId: razorpayOrderId, paymentId }));
    await deliver(event('payment.failed', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }));
    expect(await status(reference)).toBe('paid');
    expect(await figures(campaign.id)).toEqual(oneGift);
  });

  it('a captured amount other than the order total does not make it paid', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const error = vi.spyOn(built.app.log, 'error');
    const res = await deliver(event('payment.captured', { orderId: razorpayOrderId, paymentId: razorpayId('pay'), amount: 4600_00 - 100 }));
    expect(res.status).toBe(200);
    expect(await status(reference)).toBe('created');
    expect(await figures(campaign.id)).toEqual(nothingRaised);
    expect(JSON.stringify(error.mock.calls)).toContain(reference);
  });

  it('a capture one paisa over the total, or of the exact number in another currency, does not make it paid (issue 21)', async () => {
    for (const [label, change] of [
      ['one paisa over', (e: ReturnType<typeof event>) => Object.assign(e.payload.payment.entity, { amount: 4600_00 + 1 })],
      ['₹1 over', (e: ReturnType<typeof event>) => Object.assign(e.payload.payment.entity, { amount: 4600_00 + 100 })],
      ['in US dollars', (e: ReturnType<typeof event>) => Object.assign(e.payload.payment.entity, { currency: 'USD' })],
    ] as const) {
      const { campaign, reference, razorpayOrderId } = await newOrder();
      const captured = event('payment.captured', { orderId: razorpayOrderId, paymentId: razorpayId('pay') });
      change(captured);
      expect((await deliver(captured)).status, label).toBe(200);
      expect(await status(reference), label).toBe('created');
      expect(await figures(campaign.id), label).toEqual(nothingRaised);
    }
  });

  it('the same event id with other bytes is the event already received: stored once, the second body never applied (issue 21)', async () => {
    const first = await newOrder();
    const second = await newOrder();
    const eventId = razorpayId('evt');
    const a = await deliver(event('payment.captured', { orderId: first.razorpayOrderId, paymentId: razorpayId('pay') }), { eventId });
    expect(a.body.data?.duplicate).toBe(false);
    // Validly signed, other bytes (another order's capture), the id already used.
    const b = await deliver(event('payment.captured', { orderId: second.razorpayOrderId, paymentId: razorpayId('pay') }), { eventId });
    expect(b).toMatchObject({ status: 200, body: { success: true, data: { duplicate: true } } });
    expect(await status(first.reference)).toBe('paid');
    expect(await status(second.reference)).toBe('created');
    expect(await figures(second.campaign.id)).toEqual(nothingRaised);
    const db = await getDb();
    const stored = await db
      .select()
      .from(s.paymentEvents)
      .where(and(eq(s.paymentEvents.provider, 'razorpay'), eq(s.paymentEvents.eventId, eventId)));
    expect(stored).toHaveLength(1);
  });

  it('refund.processed makes a paid order refunded and takes its gift out of the campaign figures', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    const paymentId = razorpayId('pay');
    await verify({
      reference,
      razorpay_order_id: razorpayOrderId,
      razorpay_payment_id: paymentId,
      razorpay_signature: checkoutSignature(razorpayOrderId, paymentId),
    });
    expect(await figures(campaign.id)).toEqual(oneGift);
    await deliver(event('refund.processed', { orderId: razorpayOrderId, paymentId }));
    expect(await status(reference)).toBe('refunded');
    expect(await figures(campaign.id)).toEqual(nothingRaised);
    // A capture event that arrives after the refund does not count the gift again.
    await deliver(event('payment.captured', { orderId: razorpayOrderId, paymentId }));
    expect(await status(reference)).toBe('refunded');
    expect(await figures(campaign.id)).toEqual(nothingRaised);
  });

  it('refund.processed before the capture was seen still ends refunded, with nothing counted', async () => {
    const { campaign, reference, razorpayOrderId } = await newOrder();
    await deliver(event('refund.processed', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }));
    expect(await status(reference)).toBe('refunded');
    expect(await figures(campaign.id)).toEqual(nothingRaised);
  });

  it('stores an event it does not act on and answers 200', async () => {
    const { reference, razorpayOrderId } = await newOrder();
    const eventId = razorpayId('evt');
    const res = await deliver(event('payment.authorized', { orderId: razorpayOrderId, paymentId: razorpayId('pay') }), { eventId });
    expect(res.status).toBe(200);
    expect(await status(reference)).toBe('created');
    const db = await getDb();
    const [stored] = await db
      .select()
      .from(s.paymentEvents)
      .where(and(eq(s.paymentEvents.provider, 'razorpay'), eq(s.paymentEvents.eventId, eventId)));
    expect(stored).toMatchObject({ event: 'payment.authorized' });
    expect(stored?.processedAt).not.toBeNull();
  });
});

describe('the Razorpay routes', () => {
  it('are in the API document, and answer 405 to other methods', async () => {
    const doc = (await built.app.inject('/api/docs/openapi.json')).json() as { paths: Record<string, Record<string, { summary?: string }>> };
    expect(doc.paths['/api/v1/payments/razorpay/verify']?.post?.summary).toMatch(/signature/i);
    expect(doc.paths['/api/v1/payments/razorpay/webhook']?.post?.summary).toMatch(/X-Razorpay-Signature/);
    const get = await built.app.inject({ method: 'GET', url: '/api/v1/payments/razorpay/webhook' });
    expect(get.statusCode).toBe(405);
    expect(get.headers.allow).toBe('POST');
  });

  it('are not there when Razorpay is not configured', async () => {
    const res = await call('POST', '/api/v1/payments/razorpay/verify', {
      body: { razorpay_payment_id: 'pay_X', razorpay_signature: 'x', reference: 'SG0000000000000A' },
    });
    expect(res.status).toBe(404);
  });
});

// ----- the browser side -------------------------------------------------------------------------

describe('Content-Security-Policy with Razorpay', () => {
  const directives = (csp: string) =>
    new Map(
      csp
        .split(';')
        .map((d) => d.trim().split(/\s+/) as [string, ...string[]])
        .map(([name, ...sources]) => [name, sources]),
    );

  it('lets pages load Razorpay’s checkout script and frame its payment form; without the keys it does not', async () => {
    const page = await built.app.inject({ url: '/' });
    expect(page.statusCode).toBe(200);
    const csp = directives(String(page.headers['content-security-policy']));
    expect(csp.get('script-src')).toContain('https://checkout.razorpay.com');
    expect(csp.get('frame-src')).toEqual(expect.arrayContaining(['https://api.razorpay.com', 'https://checkout.razorpay.com']));
    expect(csp.get('connect-src')).toContain("'self'");
    expect(csp.get('script-src')).not.toContain("'unsafe-inline'");

    const plain = await buildTestApp({});
    try {
      const other = directives(String((await plain.app.inject({ url: '/' })).headers['content-security-policy']));
      expect(other.get('script-src')).not.toContain('https://checkout.razorpay.com');
      expect(other.get('frame-src')).not.toContain('https://api.razorpay.com');
    } finally {
      await plain.app.close();
    }
  });
});

describe('the pay page with Razorpay', () => {
  it('offers Razorpay’s window for the order’s total, allowed by the page’s CSP, and names no donor', async () => {
    const { order, reference } = await newOrder();
    const res = await built.app.inject({ method: 'GET', url: `/pay/${reference}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Pay securely with Razorpay');
    expect(res.body.replace(/<!-- -->/g, '')).toMatch(/>Pay\s*₹4,600</);
    expect(order.totalPaise).toBe(4600_00);
    expect(String(res.headers['content-security-policy'])).toContain('https://checkout.razorpay.com');
    expect(res.body).not.toContain('@example');
  });
});
