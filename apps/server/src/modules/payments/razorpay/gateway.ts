// Razorpay through its official package for server-side orders; the two signatures (checkout
// callback and webhook) checked here in constant time. Configured by RAZORPAY_KEY_ID / _KEY_SECRET / _WEBHOOK_SECRET.

import { createHmac, timingSafeEqual } from 'node:crypto';
import Razorpay from 'razorpay';

export interface RazorpayGateway {
  keyId: string;
  createOrder(input: { reference: string; amountPaise: number; notes: Record<string, string> }): Promise<{ id: string }>;
  /** The checkout's signature over `order_id|payment_id`, with the order id we stored. */
  checkoutSignatureValid(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature over the raw body, before anything parses it. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
  /**
   * Gives `amountPaise` of a captured payment back to the payer (Refunds API, normal speed). With
   * `idempotencyKey` (X-Refund-Idempotency) a retry after a lost answer refunds once.
   */
  refund(paymentId: string, amountPaise: number, notes: Record<string, string>, idempotencyKey?: string): Promise<{ id: string }>;
  /** A monthly plan for one amount (Plans API). */
  createPlan(input: { amountPaise: number; name: string; notes: Record<string, string> }): Promise<{ id: string }>;
  /** A subscription on a plan; the donor approves its mandate in the checkout (Subscriptions API). */
  createSubscription(input: { planId: string; totalCount: number; notes: Record<string, string> }): Promise<{ id: string }>;
  pauseSubscription(id: string): Promise<void>;
  resumeSubscription(id: string): Promise<void>;
  cancelSubscription(id: string): Promise<void>;
  /** Moves the subscription to another plan (a new amount) from its next cycle. */
  changeSubscriptionPlan(id: string, planId: string): Promise<void>;
  /** The subscription checkout's signature over `payment_id|subscription_id`, with the id we stored. */
  subscriptionSignatureValid(storedSubscriptionId: string, paymentId: string, signature: string): boolean;
}

export interface RazorpayConfig {
  keyId: string;
  keySecret: string;
  webhookSecret: string;
  /** The API's origin; tests point it at a local stand-in of the gateway. */
  apiUrl?: string | undefined;
  /** How long to wait for the API; default 10 s. */
  timeoutMs?: number;
}

export function razorpayGateway(cfg: RazorpayConfig): RazorpayGateway {
  const client = new Razorpay({ key_id: cfg.keyId, key_secret: cfg.keySecret });
  // The package fixes https://api.razorpay.com; its axios instance is the one seam to point it
  // elsewhere (the stand-in in tests, a proxy in a locked-down network).
  const rq = (
    client as unknown as {
      api: {
        rq: {
          defaults: { baseURL: string; timeout: number };
          post<T>(url: string, body: unknown, config: { headers: Record<string, string> }): Promise<{ data: T }>;
        };
      };
    }
  ).api.rq;
  const http = rq.defaults;
  if (cfg.apiUrl) http.baseURL = cfg.apiUrl;
  // axios waits forever by default: a gateway that hangs would hold every donor's checkout open
  // (and a connection each) instead of answering gateway_unavailable so they can retry.
  http.timeout = cfg.timeoutMs ?? 10_000;
  const safe = (f: () => boolean) => {
    try {
      return f();
    } catch {
      return false;
    }
  };
  return {
    keyId: cfg.keyId,
    async createOrder({ reference, amountPaise, notes }) {
      const order = await client.orders.create({ amount: amountPaise, currency: 'INR', receipt: reference, notes });
      return { id: String(order.id) };
    },
    async refund(paymentId, amountPaise, notes, idempotencyKey) {
      if (!idempotencyKey) {
        const r = await client.payments.refund(paymentId, { amount: amountPaise, speed: 'normal', notes });
        return { id: String(r.id) };
      }
      // The package sends no headers of ours: its axios instance (auth and base URL set) does.
      const r = await rq.post<{ id: string }>(
        `/v1/payments/${encodeURIComponent(paymentId)}/refund`,
        { amount: amountPaise, speed: 'normal', notes },
        { headers: { 'X-Refund-Idempotency': idempotencyKey } },
      );
      return { id: String(r.data.id) };
    },
    async createPlan({ amountPaise, name, notes }) {
      const plan = await client.plans.create({ period: 'monthly', interval: 1, item: { name, amount: amountPaise, currency: 'INR' }, notes });
      return { id: String(plan.id) };
    },
    async createSubscription({ planId, totalCount, notes }) {
      const sub = await client.subscriptions.create({ plan_id: planId, total_count: totalCount, customer_notify: 1, notes });
      return { id: String(sub.id) };
    },
    async pauseSubscription(id) {
      await client.subscriptions.pause(id, { pause_at: 'now' });
    },
    async resumeSubscription(id) {
      await client.subscriptions.resume(id, { resume_at: 'now' });
    },
    async cancelSubscription(id) {
      await client.subscriptions.cancel(id, false);
    },
    async changeSubscriptionPlan(id, planId) {
      await client.subscriptions.update(id, { plan_id: planId, schedule_change_at: 'cycle_end' });
    },
    subscriptionSignatureValid(storedSubscriptionId, paymentId, signature) {
      return safe(() => hmacMatches(cfg.keySecret, `${paymentId}|${storedSubscriptionId}`, signature));
    },
    checkoutSignatureValid(storedOrderId, paymentId, signature) {
      return safe(() => hmacMatches(cfg.keySecret, `${storedOrderId}|${paymentId}`, signature));
    },
    webhookSignatureValid(rawBody, signature) {
      return safe(() => hmacMatches(cfg.webhookSecret, rawBody, signature));
    },
  };
}

/**
 * HMAC-SHA256 hex, compared in constant time: the package's own validators compare with ===,
 * which leaks how much of a forged signature is right through the answer's timing.
 */
function hmacMatches(secret: string, text: string, signature: string): boolean {
  const expected = Buffer.from(createHmac('sha256', secret).update(text).digest('hex'));
  const given = Buffer.from(signature);
  return given.length === expected.length && timingSafeEqual(given, expected);
}
