// A local stand-in for the part of Razorpay's HTTP API the app calls (POST /v1/orders), so the
// official `razorpay` package runs for real against it (RAZORPAY_API_URL). It checks the Basic
// credentials, answers the shape Razorpay documents, and remembers every order it was asked
// for; `mode` makes it fail (500) or hang, as a gateway outage does.
import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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

export class RazorpayStandin {
  readonly orders: StandinOrder[] = [];
  /** Refunds asked of the gateway: { id, amount, payment_id }. */
  readonly refunds: { id: string; entity: string; amount: number; payment_id: string; status: string }[] = [];
  /** Requests that reached the stand-in, failed ones included. */
  requests = 0;
  mode: StandinMode = 'ok';
  private server: Server | undefined;
  private port = 0;
  private readonly hanging = new Set<ServerResponse>();

  readonly keyId: string;
  private readonly keySecret: string;

  constructor(keyId: string, keySecret: string) {
    this.keyId = keyId;
    this.keySecret = keySecret;
  }

  /** Its origin, for RAZORPAY_API_URL. */
  get url(): string {
    return `http://127.0.0.1:${this.port}`;
  }

  /** Listens on a free port the first time, and on the same port again after stop(). */
  async start(): Promise<this> {
    const server = createServer((req, res) => void this.handle(req, res));
    await new Promise<void>((resolve, reject) => {
      server.once('error', reject);
      server.listen(this.port, '127.0.0.1', () => resolve());
    });
    this.port = (server.address() as AddressInfo).port;
    this.server = server;
    return this;
  }

  /** Stops listening: the app's next call finds the connection refused. */
  async stop(): Promise<void> {
    for (const res of this.hanging) res.destroy();
    this.hanging.clear();
    const server = this.server;
    this.server = undefined;
    if (!server) return;
    server.closeAllConnections();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
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
      const made = { id: razorpayId('rfnd'), entity: 'refund', amount: input.amount as number, payment_id: refund[1] ?? '', status: 'processed' };
      this.refunds.push(made);
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(made));
      return;
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
