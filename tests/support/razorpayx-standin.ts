// A local stand-in for the part of RazorpayX's Payouts API the app calls (decision 0051): POST
// /v1/contacts, POST /v1/fund_accounts, POST /v1/payouts and GET /v1/payouts/:id, a real HTTP
// server on a free port (RAZORPAYX_API_URL). It checks the Basic credentials, answers the shapes
// RazorpayX documents (razorpay.com/docs/api/x), answers the existing contact or fund account for
// the same details, and keeps X-Payout-Idempotency as RazorpayX does: required, the same key with
// the same body answers the payout made the first time, the same key with another body is a 400.
// Then, as RazorpayX would, it moves a payout on (processed with a UTR, reversed, failed …) and
// delivers the payout webhook to the app over HTTP, signed with the webhook secret.
import { createHmac } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { razorpayId } from './razorpay-standin.ts';
import { StandinServer } from './standin-server.ts';

export interface StandinContact {
  id: string;
  entity: 'contact';
  name: string;
  email: string | null;
  contact: string | null;
  type: string | null;
  reference_id: string | null;
  active: true;
  notes: Record<string, string> | [];
  created_at: number;
}

export interface StandinFundAccount {
  id: string;
  entity: 'fund_account';
  contact_id: string;
  account_type: 'bank_account';
  bank_account: { ifsc: string; bank_name: string; name: string; account_number: string; notes: [] };
  active: true;
  batch_id: null;
  created_at: number;
}

export interface StandinPayout {
  id: string;
  entity: 'payout';
  fund_account_id: string;
  amount: number;
  currency: 'INR';
  notes: Record<string, string> | [];
  fees: number;
  tax: number;
  status: string;
  utr: string | null;
  mode: string;
  purpose: string;
  reference_id: string | null;
  narration: string | null;
  batch_id: null;
  status_details: { description: string; source: string; reason: string } | null;
  created_at: number;
}

export type StandinMode = 'ok' | 'error' | 'hang';

/** A delivery to the app: what was sent (to replay it byte for byte) and what the app answered. */
export interface Delivery {
  raw: string;
  signature: string;
  eventId: string;
  status: number;
  answer: unknown;
}

const IDEMPOTENCY_KEY_RE = /^[A-Za-z0-9 _-]{4,36}$/;
const IFSC_RE = /^[A-Z]{4}0[A-Z0-9]{6}$/;
const NAME_RE = /^[A-Za-z0-9 ’'\-_/(),.]{3,120}$/;
const MODES = new Set(['NEFT', 'RTGS', 'IMPS', 'UPI', 'card', 'amazonpay']);
const PURPOSES = new Set(['refund', 'cashback', 'payout', 'salary', 'utility bill', 'vendor bill']);

function send(res: ServerResponse, status: number, value: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(value));
}

function error(res: ServerResponse, status: number, description: string, field?: string): void {
  send(res, status, {
    error: {
      code: status >= 500 ? 'SERVER_ERROR' : 'BAD_REQUEST_ERROR',
      description,
      source: 'business',
      step: null,
      reason: 'input_validation_failed',
      metadata: {},
      field,
    },
  });
}

async function readBody(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += chunk;
  return text;
}

const now = () => Math.floor(Date.now() / 1000);
/** A UTR as banks give one for IMPS (12 digits). */
const newUtr = () => String(100_000_000_000 + Math.floor(Math.random() * 899_999_999_999));

export class RazorpayXStandin extends StandinServer {
  readonly contacts: StandinContact[] = [];
  readonly fundAccounts: StandinFundAccount[] = [];
  readonly payouts: StandinPayout[] = [];
  /** Every request that reached it: method, path, the idempotency key sent (payouts). */
  readonly requests: { method: string; path: string; idempotencyKey: string | undefined }[] = [];
  mode: StandinMode = 'ok';
  /** The next payout is made, but its answer is lost on the way back (the app sees a 504). */
  loseNextPayoutAnswer = false;
  /** Where the app listens for payout webhooks (set by the test once the app listens). */
  webhookUrl = '';
  private readonly idempotent = new Map<string, { body: string; payoutId: string }>();

  readonly keyId: string;
  private readonly keySecret: string;
  /** The business's RazorpayX account number: payouts must leave from it. */
  readonly accountNumber: string;
  private readonly webhookSecret: string;

  constructor(keyId: string, keySecret: string, accountNumber: string, webhookSecret: string) {
    super();
    this.keyId = keyId;
    this.keySecret = keySecret;
    this.accountNumber = accountNumber;
    this.webhookSecret = webhookSecret;
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const body = await readBody(req);
    const path = (req.url ?? '').split('?')[0] ?? '';
    const key = req.headers['x-payout-idempotency'];
    this.requests.push({ method: req.method ?? '', path, idempotencyKey: typeof key === 'string' ? key : undefined });
    if (this.mode === 'hang') {
      this.hanging.add(res);
      return;
    }
    if (this.mode === 'error') return error(res, 500, 'We are facing some trouble completing your request at the moment. Please try again shortly.');
    const expected = `Basic ${Buffer.from(`${this.keyId}:${this.keySecret}`).toString('base64')}`;
    if (req.headers.authorization !== expected) return error(res, 401, 'The api key provided is invalid');
    let input: Record<string, unknown> = {};
    if (req.method === 'POST') {
      try {
        input = JSON.parse(body || '{}') as Record<string, unknown>;
      } catch {
        return error(res, 400, 'The request body is not valid JSON');
      }
    }
    if (req.method === 'POST' && path === '/v1/contacts') return this.contact(res, input);
    if (req.method === 'POST' && path === '/v1/fund_accounts') return this.fundAccount(res, input);
    if (req.method === 'POST' && path === '/v1/payouts') return this.payout(res, input, body, typeof key === 'string' ? key : undefined);
    const fetchOne = /^\/v1\/payouts\/(pout_[A-Za-z0-9]+)$/.exec(path);
    if (req.method === 'GET' && fetchOne) {
      const payout = this.payouts.find((p) => p.id === fetchOne[1]);
      return payout ? send(res, 200, payout) : error(res, 400, 'The id provided does not exist');
    }
    return error(res, 404, 'The requested URL was not found on the server.');
  }

  private contact(res: ServerResponse, input: Record<string, unknown>) {
    const name = typeof input.name === 'string' ? input.name : '';
    if (!NAME_RE.test(name) || name.length > 50) return error(res, 400, 'The name field is invalid.', 'name');
    if (input.type !== undefined && !['vendor', 'customer', 'employee', 'self'].includes(String(input.type)))
      return error(res, 400, `Invalid type: ${String(input.type)}`, 'type');
    const str = (v: unknown) => (typeof v === 'string' ? v : null);
    const same = this.contacts.find(
      (c) =>
        c.name === name &&
        c.email === str(input.email) &&
        c.contact === str(input.contact) &&
        c.type === str(input.type) &&
        c.reference_id === str(input.reference_id),
    );
    if (same) return send(res, 200, same);
    const made: StandinContact = {
      id: razorpayId('cont'),
      entity: 'contact',
      name,
      email: str(input.email),
      contact: str(input.contact),
      type: str(input.type),
      reference_id: str(input.reference_id),
      active: true,
      notes: [],
      created_at: now(),
    };
    this.contacts.push(made);
    send(res, 201, made);
  }

  private fundAccount(res: ServerResponse, input: Record<string, unknown>) {
    if (!this.contacts.some((c) => c.id === input.contact_id)) return error(res, 400, 'The contact id provided is incorrect.', 'contact_id');
    if (input.account_type !== 'bank_account') return error(res, 400, 'The account type field is invalid.', 'account_type');
    const bank = (input.bank_account ?? {}) as { name?: unknown; ifsc?: unknown; account_number?: unknown };
    if (typeof bank.name !== 'string' || !NAME_RE.test(bank.name)) return error(res, 400, 'The name field is invalid.', 'name');
    if (typeof bank.ifsc !== 'string' || !IFSC_RE.test(bank.ifsc))
      return error(res, 400, 'The IFSC code provided is either incorrect or does not have 11 characters.', 'ifsc');
    if (typeof bank.account_number !== 'string' || !/^[A-Za-z0-9]{5,35}$/.test(bank.account_number))
      return error(res, 400, 'The account number format is invalid.', 'account_number');
    const same = this.fundAccounts.find(
      (f) =>
        f.contact_id === input.contact_id &&
        f.bank_account.name === bank.name &&
        f.bank_account.ifsc === bank.ifsc &&
        f.bank_account.account_number === bank.account_number,
    );
    if (same) return send(res, 200, same);
    const made: StandinFundAccount = {
      id: razorpayId('fa'),
      entity: 'fund_account',
      contact_id: String(input.contact_id),
      account_type: 'bank_account',
      bank_account: { ifsc: bank.ifsc, bank_name: 'Test Bank', name: bank.name, account_number: bank.account_number, notes: [] },
      active: true,
      batch_id: null,
      created_at: now(),
    };
    this.fundAccounts.push(made);
    send(res, 201, made);
  }

  private payout(res: ServerResponse, input: Record<string, unknown>, raw: string, key: string | undefined) {
    if (!key) return error(res, 400, 'Idempotency key is missing. Include idempotency header and key in the request.', 'X-Payout-Idempotency');
    if (!IDEMPOTENCY_KEY_RE.test(key)) return error(res, 400, 'The idempotency key is invalid.', 'X-Payout-Idempotency');
    const seen = this.idempotent.get(key);
    if (seen) {
      // The same key: the saved answer for the same body, a refusal for another one.
      if (seen.body !== raw) return error(res, 400, 'Different request body sent for the same Idempotency Header', 'X-Payout-Idempotency');
      return send(
        res,
        200,
        this.payouts.find((p) => p.id === seen.payoutId),
      );
    }
    if (input.account_number !== this.accountNumber) return error(res, 400, 'The account number is invalid.', 'account_number');
    if (!this.fundAccounts.some((f) => f.id === input.fund_account_id)) return error(res, 400, 'The fund account id provided is invalid.', 'fund_account_id');
    if (!Number.isInteger(input.amount) || (input.amount as number) < 100) return error(res, 400, 'The amount must be at least INR 1.00', 'amount');
    if (input.currency !== 'INR') return error(res, 400, 'The currency field is invalid.', 'currency');
    if (!MODES.has(String(input.mode))) return error(res, 400, 'The mode field is invalid.', 'mode');
    if (!PURPOSES.has(String(input.purpose))) return error(res, 400, 'The purpose field is invalid.', 'purpose');
    const made: StandinPayout = {
      id: razorpayId('pout'),
      entity: 'payout',
      fund_account_id: String(input.fund_account_id),
      amount: input.amount as number,
      currency: 'INR',
      notes: (input.notes as Record<string, string> | undefined) ?? [],
      fees: 590,
      tax: 90,
      // queued when the balance is low and queue_if_low_balance is true; this account has enough.
      status: 'processing',
      utr: null,
      mode: String(input.mode),
      purpose: String(input.purpose),
      reference_id: typeof input.reference_id === 'string' ? input.reference_id : null,
      narration: null,
      batch_id: null,
      status_details: null,
      created_at: now(),
    };
    this.payouts.push(made);
    this.idempotent.set(key, { body: raw, payoutId: made.id });
    if (this.loseNextPayoutAnswer) {
      this.loseNextPayoutAnswer = false;
      return error(res, 504, 'Gateway timeout');
    }
    send(res, 200, made);
  }

  // ----- RazorpayX's side of a payout, then its webhook -------------------------------------------

  /** The webhook's bytes for an event about `payout`, as RazorpayX sends them. */
  eventBody(event: string, payout: StandinPayout): string {
    return JSON.stringify({
      entity: 'event',
      account_id: 'acc_Standin0000001',
      event,
      contains: ['payout'],
      payload: { payout: { entity: payout } },
      created_at: now(),
    });
  }

  /** HMAC-SHA256 of the raw body with the webhook secret, hex: X-Razorpay-Signature. */
  sign(raw: string, secret = this.webhookSecret): string {
    return createHmac('sha256', secret).update(raw).digest('hex');
  }

  /** POSTs a webhook to the app over HTTP; `signature` overrides the real one (a forgery). */
  async deliver(raw: string, opts: { signature?: string; eventId?: string } = {}): Promise<Delivery> {
    if (!this.webhookUrl) throw new Error('webhookUrl is not set');
    const signature = opts.signature ?? this.sign(raw);
    const eventId = opts.eventId ?? razorpayId('evt');
    const res = await fetch(this.webhookUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': signature, 'x-razorpay-event-id': eventId },
      body: raw,
    });
    const text = await res.text();
    let answer: unknown = text;
    try {
      answer = JSON.parse(text);
    } catch {
      // kept as text
    }
    return { raw, signature, eventId, status: res.status, answer };
  }

  /**
   * Moves a payout to `status` as the bank's answer would (processed with a UTR; reversed, failed
   * or rejected with RazorpayX's status details) and delivers `payout.<status>`.
   */
  async settle(payoutId: string, status: 'processed' | 'reversed' | 'failed' | 'rejected', opts: { utr?: string | null } = {}): Promise<Delivery> {
    const payout = this.payouts.find((p) => p.id === payoutId);
    if (!payout) throw new Error(`no payout ${payoutId}`);
    payout.status = status;
    if (status === 'processed') {
      payout.utr = opts.utr === undefined ? newUtr() : opts.utr;
      payout.status_details = {
        description: 'Payout is processed and the money has been credited into the beneficiary account.',
        source: 'beneficiary_bank',
        reason: 'payout_processed',
      };
    } else {
      payout.status_details = {
        description:
          status === 'rejected'
            ? 'Payout was rejected by the approver.'
            : 'Payout failed as the beneficiary bank account is closed. Please retry with a different account.',
        source: status === 'rejected' ? 'business' : 'beneficiary_bank',
        reason: status === 'rejected' ? 'rejected_by_approver' : 'beneficiary_bank_account_closed',
      };
    }
    return this.deliver(this.eventBody(`payout.${status}`, payout));
  }

  /** The payout made for `referenceId` (our withdrawal's id). */
  payoutFor(referenceId: number | string): StandinPayout | undefined {
    return this.payouts.find((p) => p.reference_id === String(referenceId));
  }
}

export async function startRazorpayXStandin(opts: {
  keyId: string;
  keySecret: string;
  accountNumber: string;
  webhookSecret: string;
}): Promise<RazorpayXStandin> {
  return new RazorpayXStandin(opts.keyId, opts.keySecret, opts.accountNumber, opts.webhookSecret).start();
}
