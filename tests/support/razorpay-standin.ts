// A local stand-in for the part of Razorpay's HTTP API the app calls (POST /v1/orders), so the
// official `razorpay` package runs for real against it (RAZORPAY_API_URL). It checks the Basic
// credentials, answers the shape Razorpay documents, and remembers every order it was asked
// for; `mode` makes it fail (500) or hang, as a gateway outage does.
import { randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandinServer } from './standin-server.ts';

export interface StandinOrder {
  id: string;
  entity: 'order';
  amount: number;
  amount_paid: number;
  amount_due: number;
  currency: string;
  receipt: string | null;
  offer_id: null;
  status: 'created';
  attempts: number;
  notes: Record<string, string> | [];
  created_at: number;
}

export type StandinMode = 'ok' | 'error' | 'hang';

const ALNUM = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** Razorpay ids are a prefix and 14 alphanumerics (order_QUg5vtkywCanxg). */
export function razorpayId(prefix: string): string {
  return `${prefix}_${[...randomBytes(14)].map((b) => ALNUM[b % ALNUM.length]).join('')}`;
}

function error(res: ServerResponse, status: number, description: string): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify({ error: { code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR', description, source: 'NA', step: 'NA', reason: 'NA' } }));
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

export class RazorpayStandin extends StandinServer {
  readonly orders: StandinOrder[] = [];
  /** Refunds asked of the gateway: { id, amount, payment_id }. */
  readonly refunds: { id: string; entity: string; amount: number; payment_id: string; status: string }[] = [];
  private readonly refundKeys = new Map<string, { body: string; refund: RazorpayStandin['refunds'][number] }>();
  /** Monthly plans (Plans API) and subscriptions (Subscriptions API), with every call made on one. */
  readonly plans: { id: string; period: string; interval: number; item: { name: string; amount: number; currency: string } }[] = [];
  readonly subscriptions: { id: string; plan_id: string; status: string; total_count: number; notes: Record<string, string>; calls: string[] }[] = [];
  /** Requests that reached the stand-in, failed ones included. */
  requests = 0;
  mode: StandinMode = 'ok';

  readonly keyId: string;
  private readonly keySecret: string;

  constructor(keyId: string, keySecret: string) {
    super();
    this.keyId = keyId;
    this.keySecret = keySecret;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    this.requests++;
    const body = await readBody(req);
    if (this.mode === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (this.mode === 'error') return error(res, 500, 'The server encountered an error. The incident has been reported to admins.');
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'Authentication failed');
    const refund = /^\/v1\/payments\/([A-Za-z0-9_]+)\/refund$/.exec(req.url ?? '');
    if (req.method === 'POST' && refund) {
      const input = JSON.parse(body || '{}') as { amount?: unknown };
      if (!Number.isInteger(input.amount) || (input.amount as number) < 100) return error(res, 400, 'The amount must be atleast INR 1.00');
      // X-Refund-Idempotency: the same key and body answer the refund made the first time.
      const key = req.headers['x-refund-idempotency'];
      const earlier = typeof key === 'string' ? this.refundKeys.get(key) : undefined;
      if (earlier && earlier.body !== body) return error(res, 400, 'Different request with the same idempotency key has already been processed.');
      const made = earlier?.refund ?? {
        id: razorpayId('rfnd'),
        entity: 'refund',
        amount: input.amount as number,
        payment_id: refund[1] ?? '',
        status: 'processed',
      };
      if (!earlier) this.refunds.push(made);
      if (typeof key === 'string') this.refundKeys.set(key, { body, refund: made });
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(made));
      return;
    }
    const answer = (value: unknown) => {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(value));
    };
    if (req.method === 'POST' && req.url === '/v1/plans') {
      const input = JSON.parse(body || '{}') as { period?: string; interval?: number; item?: { name?: string; amount?: number; currency?: string } };
      if (input.period !== 'monthly' || input.interval !== 1) return error(res, 400, 'The period field is invalid.');
      if (!Number.isInteger(input.item?.amount) || (input.item?.amount as number) < 100 || input.item?.currency !== 'INR')
        return error(res, 400, 'The amount is invalid.');
      const plan = {
        id: razorpayId('plan'),
        entity: 'plan',
        period: input.period,
        interval: input.interval,
        item: { name: input.item?.name ?? '', amount: input.item?.amount as number, currency: 'INR' },
      };
      this.plans.push(plan);
      return answer(plan);
    }
    if (req.method === 'POST' && req.url === '/v1/subscriptions') {
      const input = JSON.parse(body || '{}') as { plan_id?: string; total_count?: number; notes?: Record<string, string> };
      if (!this.plans.some((p) => p.id === input.plan_id)) return error(res, 400, 'The id provided does not exist');
      if (!Number.isInteger(input.total_count)) return error(res, 400, 'The total count field is required.');
      const sub = {
        id: razorpayId('sub'),
        entity: 'subscription',
        plan_id: input.plan_id as string,
        status: 'created',
        total_count: input.total_count as number,
        notes: input.notes ?? {},
        calls: [] as string[],
      };
      this.subscriptions.push(sub);
      return answer(sub);
    }
    const subCall = /^\/v1\/subscriptions\/(sub_[A-Za-z0-9]+)(?:\/(pause|resume|cancel))?$/.exec(req.url ?? '');
    if (subCall) {
      const sub = this.subscriptions.find((x) => x.id === subCall[1]);
      if (!sub) return error(res, 400, 'The id provided does not exist');
      const verb = subCall[2] ?? (req.method === 'PATCH' ? 'update' : 'fetch');
      sub.calls.push(verb === 'update' ? `update:${(JSON.parse(body || '{}') as { plan_id?: string }).plan_id}` : verb);
      if (verb === 'pause') sub.status = 'paused';
      if (verb === 'resume') sub.status = 'active';
      if (verb === 'cancel') sub.status = 'cancelled';
      if (verb === 'update') sub.plan_id = (JSON.parse(body || '{}') as { plan_id: string }).plan_id;
      return answer(sub);
    }
    if (req.method !== 'POST' || req.url !== '/v1/orders') return error(res, 400, 'The requested URL was not found on the server.');
    let input: { amount?: unknown; currency?: unknown; receipt?: unknown; notes?: unknown };
    try {
      input = JSON.parse(body);
    } catch {
      return error(res, 400, 'The request body is not valid JSON.');
    }
    if (!Number.isInteger(input.amount) || (input.amount as number) < 100) return error(res, 400, 'The amount must be atleast INR 1.00');
    if (input.currency !== 'INR') return error(res, 400, 'The currency provided is invalid.');
    if (input.receipt !== undefined && (typeof input.receipt !== 'string' || input.receipt.length > 40)) {
      return error(res, 400, 'The receipt may not be greater than 40 characters.');
    }
    const amount = input.amount as number;
    const order: StandinOrder = {
      id: razorpayId('order'),
      entity: 'order',
      amount,
      amount_paid: 0,
      amount_due: amount,
      currency: 'INR',
      receipt: (input.receipt as string | undefined) ?? null,
      offer_id: null,
      status: 'created',
      attempts: 0,
      notes: (input.notes as Record<string, string> | undefined) ?? [],
      created_at: Math.floor(Date.now() / 1000),
    };
    this.orders.push(order);
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify(order));
  }
}

export async function startRazorpayStandin(keyId: string, keySecret: string): Promise<RazorpayStandin> {
  return new RazorpayStandin(keyId, keySecret).start();
}
