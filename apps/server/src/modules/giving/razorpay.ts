// Razorpay through its official package: server-side orders, and the two signatures (checkout
// callback and webhook). Configured by RAZORPAY_KEY_ID / _KEY_SECRET / _WEBHOOK_SECRET.
import Razorpay from 'razorpay';
import { validatePaymentVerification, validateWebhookSignature } from 'razorpay/dist/utils/razorpay-utils.js';

export interface RazorpayGateway {
  keyId: string;
  createOrder(input: { reference: string; amountPaise: number; notes: Record<string, string> }): Promise<{ id: string }>;
  /** The checkout's signature over `order_id|payment_id`, with the order id we stored. */
  checkoutSignatureValid(storedOrderId: string, paymentId: string, signature: string): boolean;
  /** X-Razorpay-Signature over the raw body, before anything parses it. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
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
  const http = (client as unknown as { api: { rq: { defaults: { baseURL: string; timeout: number } } } }).api.rq.defaults;
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
    checkoutSignatureValid(storedOrderId, paymentId, signature) {
      return safe(() => validatePaymentVerification({ order_id: storedOrderId, payment_id: paymentId }, signature, cfg.keySecret));
    },
    webhookSignatureValid(rawBody, signature) {
      return safe(() => validateWebhookSignature(rawBody, signature, cfg.webhookSecret));
    },
  };
}
