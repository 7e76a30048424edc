// RazorpayX's Payouts API, the part vendors' withdrawals use (decision 0051): a contact for the
// shop, a fund account of type bank_account for its bank details, and a payout from the
// foundation's RazorpayX account, over HTTPS with Basic auth (key id and secret) and fetch (the
// `razorpay` package has no payouts). The payout webhook's X-Razorpay-Signature is checked here in
// constant time, as the payments gateway checks its own (payments/razorpay/gateway.ts).
// Configured by RAZORPAYX_KEY_ID / _KEY_SECRET / _ACCOUNT_NUMBER / _WEBHOOK_SECRET (/ _API_URL).
import { createHmac, timingSafeEqual } from 'node:crypto';
import { z } from 'zod';

export interface RazorpayXConfig {
  keyId: string;
  keySecret: string;
  /** The foundation's RazorpayX account number, the one payouts leave from (not the vendor's). */
  accountNumber: string;
  webhookSecret: string;
  /** The API's origin (https://api.razorpay.com); tests point it at a local stand-in. */
  apiUrl: string;
  /** How long to wait for the API; default 10 s. */
  timeoutMs?: number;
}

/** A payout as RazorpayX answers it and as its webhooks carry it (the fields we act on). */
export const razorpayXPayoutEntity = z.looseObject({
  id: z.string().min(1).max(100),
  entity: z.literal('payout').optional(),
  fund_account_id: z.string().nullish(),
  amount: z.number().int(),
  currency: z.string().optional(),
  status: z.string().min(1).max(40),
  utr: z.string().max(100).nullish(),
  mode: z.string().nullish(),
  reference_id: z.string().max(100).nullish(),
  status_details: z.looseObject({ description: z.string().max(1000).nullish(), reason: z.string().nullish(), source: z.string().nullish() }).nullish(),
  failure_reason: z.string().max(1000).nullish(),
});
export type RazorpayXPayout = z.infer<typeof razorpayXPayoutEntity>;

/** What RazorpayX answered when it was not a 2xx (its error.description), or the network's failure. */
export class RazorpayXError extends Error {
  readonly status: number;
  constructor(status: number, message: string) {
    super(message);
    this.name = 'RazorpayXError';
    this.status = status;
  }
}

/** The largest IMPS transfer (₹5,00,000); more goes by NEFT. */
export const IMPS_LIMIT_PAISE = 5_00_000_00;

export interface RazorpayX {
  readonly accountNumber: string;
  /** POST /v1/contacts (type vendor). RazorpayX answers the existing contact for the same details. */
  createContact(input: { name: string; email: string; referenceId: string }): Promise<{ id: string }>;
  /** POST /v1/fund_accounts (bank_account). RazorpayX answers the existing one for the same details. */
  createFundAccount(input: { contactId: string; name: string; ifsc: string; accountNumber: string }): Promise<{ id: string }>;
  /**
   * POST /v1/payouts with X-Payout-Idempotency: the same key with the same body answers the payout
   * the first call made, so a retry (or a second approval at once) never pays twice.
   */
  createPayout(input: {
    fundAccountId: string;
    amountPaise: number;
    referenceId: string;
    idempotencyKey: string;
    notes: Record<string, string>;
  }): Promise<RazorpayXPayout>;
  /** GET /v1/payouts/:id, for the poll that settles a payout whose webhook never came. */
  fetchPayout(id: string): Promise<RazorpayXPayout>;
  /** X-Razorpay-Signature over the raw body, before anything parses it. */
  webhookSignatureValid(rawBody: string, signature: string): boolean;
}

/**
 * A contact's or an account holder's name as RazorpayX takes it: letters, digits, spaces and
 * ’ - _ / ( ) , . only, not ending in one of those but '.', 3 to `max` characters.
 */
export function razorpayXName(name: string, max: number, fallback: string): string {
  const clean = name
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^A-Za-z0-9 ’'\-_/(),.]/g, ' ')
    .replace(/'/g, '’')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, max)
    .replace(/[\s’\-_/(),]+$/, '');
  return clean.length >= 3 ? clean : fallback;
}

export function razorpayX(cfg: RazorpayXConfig): RazorpayX {
  const base = cfg.apiUrl.replace(/\/+$/, '');
  const auth = `Basic ${Buffer.from(`${cfg.keyId}:${cfg.keySecret}`).toString('base64')}`;
  const timeoutMs = cfg.timeoutMs ?? 10_000;

  async function call(method: 'GET' | 'POST', path: string, body?: unknown, headers: Record<string, string> = {}): Promise<unknown> {
    let res: Response;
    try {
      res = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: auth, accept: 'application/json', ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? null : JSON.stringify(body),
        // fetch waits forever by default: a hung API would hold staff's request open.
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (err) {
      throw new RazorpayXError(0, `RazorpayX did not answer: ${(err as Error).message}`);
    }
    const text = await res.text();
    let json: unknown;
    try {
      json = text ? JSON.parse(text) : {};
    } catch {
      throw new RazorpayXError(res.status, `RazorpayX answered ${res.status} with something other than JSON`);
    }
    if (!res.ok) {
      const description = (json as { error?: { description?: unknown } }).error?.description;
      throw new RazorpayXError(res.status, typeof description === 'string' ? description : `RazorpayX answered ${res.status}`);
    }
    return json;
  }

  const withId = z.looseObject({ id: z.string().min(1) });
  const idOf = (json: unknown, what: string): { id: string } => {
    const parsed = withId.safeParse(json);
    if (!parsed.success) throw new RazorpayXError(200, `RazorpayX answered a ${what} without an id`);
    return { id: parsed.data.id };
  };
  const payoutOf = (json: unknown): RazorpayXPayout => {
    const parsed = razorpayXPayoutEntity.safeParse(json);
    if (!parsed.success) throw new RazorpayXError(200, 'RazorpayX answered a payout we do not understand');
    return parsed.data;
  };

  return {
    accountNumber: cfg.accountNumber,
    async createContact({ name, email, referenceId }) {
      return idOf(await call('POST', '/v1/contacts', { name, email, type: 'vendor', reference_id: referenceId }), 'contact');
    },
    async createFundAccount({ contactId, name, ifsc, accountNumber }) {
      return idOf(
        await call('POST', '/v1/fund_accounts', {
          contact_id: contactId,
          account_type: 'bank_account',
          bank_account: { name, ifsc, account_number: accountNumber },
        }),
        'fund account',
      );
    },
    async createPayout({ fundAccountId, amountPaise, referenceId, idempotencyKey, notes }) {
      const body = {
        account_number: cfg.accountNumber,
        fund_account_id: fundAccountId,
        amount: amountPaise,
        currency: 'INR',
        mode: amountPaise <= IMPS_LIMIT_PAISE ? 'IMPS' : 'NEFT',
        purpose: 'payout',
        queue_if_low_balance: true,
        reference_id: referenceId,
        notes,
      };
      return payoutOf(await call('POST', '/v1/payouts', body, { 'x-payout-idempotency': idempotencyKey }));
    },
    async fetchPayout(id) {
      return payoutOf(await call('GET', `/v1/payouts/${encodeURIComponent(id)}`));
    },
    webhookSignatureValid(rawBody, signature) {
      try {
        const expected = Buffer.from(createHmac('sha256', cfg.webhookSecret).update(rawBody).digest('hex'));
        const given = Buffer.from(signature);
        return given.length === expected.length && timingSafeEqual(given, expected);
      } catch {
        return false;
      }
    },
  };
}
