// A local stand-in for the part of the WhatsApp Cloud API the app calls (decision 0064): POST
// /{version}/{phone-number-id}/messages, as Meta documents it (developers.facebook.com/docs/
// whatsapp/cloud-api/reference/messages). It checks the Bearer token, the body's shape (text with
// a body of at most 4096 characters; or an approved template in an approved language with exactly
// its number of body values, none with a new line, a tab or more than four spaces in a row) and
// the customer-service window as Meta keeps it: free text to someone who has not written in 24
// hours is refused with error 131047. It answers the documented success shape with a wamid, and
// builds the webhook bodies Meta sends (messages, statuses), signed with the app secret.
import { createHmac, randomBytes } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { StandinServer } from './standin-server.ts';

/**
 * The templates registered for the site in WhatsApp Manager, with how many {{n}} values each body
 * has: what Meta would hold after approving decision 0064's list, written here on their own.
 */
const APPROVED: Record<string, number> = {
  sahyog_donation_thanks: 4,
  sahyog_monthly_due: 3,
  sahyog_campaign_update: 3,
  sahyog_ticket_answered: 2,
  sahyog_order_update: 2,
};
const LANGUAGES = new Set(['en', 'hi']);

export interface SentMessage {
  to: string;
  type: 'text' | 'template';
  text?: string;
  template?: { name: string; language: string; params: string[] };
  wamid: string;
}

export interface Refusal {
  status: number;
  code: number;
  message: string;
}

export class WhatsAppStandin extends StandinServer {
  readonly sent: SentMessage[] = [];
  readonly refused: Refusal[] = [];
  /** When each number (with country code) last wrote to the business, as Meta knows it. */
  readonly lastInbound = new Map<string, number>();
  /** Meta's clock for the window; a test moves it to play time passing. */
  now = () => Date.now();

  readonly phoneId: string;
  readonly token: string;
  readonly appSecret: string;

  constructor(phoneId: string, token: string, appSecret: string) {
    super();
    this.phoneId = phoneId;
    this.token = token;
    this.appSecret = appSecret;
  }

  get apiUrl(): string {
    return `${this.url}/v21.0`;
  }

  private refuse(res: ServerResponse, status: number, code: number, message: string): void {
    this.refused.push({ status, code, message });
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ error: { message: `(#${code}) ${message}`, type: 'OAuthException', code, fbtrace_id: randomBytes(8).toString('hex') } }));
  }

  protected async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const chunks: Buffer[] = [];
    for await (const c of req) chunks.push(c as Buffer);
    if (req.method !== 'POST' || req.url !== `/v21.0/${this.phoneId}/messages`) return this.refuse(res, 404, 100, 'Unsupported request');
    if (req.headers.authorization !== `Bearer ${this.token}`) return this.refuse(res, 401, 190, 'Invalid OAuth access token');
    if (!String(req.headers['content-type']).startsWith('application/json')) return this.refuse(res, 400, 100, 'Invalid content type');
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
    } catch {
      return this.refuse(res, 400, 100, 'Invalid JSON');
    }
    const to = body.to;
    if (body.messaging_product !== 'whatsapp' || typeof to !== 'string' || !/^\d{8,15}$/.test(to)) return this.refuse(res, 400, 100, 'Invalid parameter');
    const wamid = `wamid.${randomBytes(18).toString('base64url')}`;
    if (body.type === 'text') {
      const text = (body.text as { body?: unknown } | undefined)?.body;
      if (typeof text !== 'string' || !text || text.length > 4096) return this.refuse(res, 400, 100, 'Invalid parameter: text.body');
      const last = this.lastInbound.get(to);
      if (last === undefined || this.now() - last > 24 * 60 * 60 * 1000) {
        return this.refuse(res, 400, 131047, 'Re-engagement message: more than 24 hours have passed since the recipient last replied');
      }
      this.sent.push({ to, type: 'text', text, wamid });
    } else if (body.type === 'template') {
      const t = body.template as {
        name?: unknown;
        language?: { code?: unknown };
        components?: { type?: unknown; parameters?: { type?: unknown; text?: unknown }[] }[];
      };
      const name = typeof t?.name === 'string' ? t.name : '';
      const language = typeof t?.language?.code === 'string' ? t.language.code : '';
      if (!(name in APPROVED) || !LANGUAGES.has(language)) return this.refuse(res, 404, 132001, 'Template name does not exist in the translation');
      const bodyPart = (t.components ?? []).find((c) => c.type === 'body');
      const params = (bodyPart?.parameters ?? []).map((p) => (p.type === 'text' && typeof p.text === 'string' ? p.text : null));
      if (params.length !== APPROVED[name]) return this.refuse(res, 400, 132000, 'Number of parameters does not match the expected number of params');
      if (params.some((p) => p === null || !p || /[\n\t]| {5,}/.test(p)))
        return this.refuse(res, 400, 132018, 'There is an issue with the parameters in your template');
      this.sent.push({ to, type: 'template', template: { name, language, params: params as string[] }, wamid });
    } else {
      return this.refuse(res, 400, 100, 'Invalid parameter: type');
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ messaging_product: 'whatsapp', contacts: [{ input: to, wa_id: to }], messages: [{ id: wamid }] }));
  }

  /** The webhook body Meta sends when `from` writes `text` (and the window opens, as Meta counts it). */
  inbound(from: string, text: string, opts: { id?: string; at?: number; phoneId?: string } = {}) {
    const at = opts.at ?? this.now();
    this.lastInbound.set(from, at);
    return this.envelope(opts.phoneId ?? this.phoneId, {
      contacts: [{ profile: { name: 'Test person' }, wa_id: from }],
      messages: [
        { from, id: opts.id ?? `wamid.${randomBytes(18).toString('base64url')}`, timestamp: String(Math.floor(at / 1000)), type: 'text', text: { body: text } },
      ],
    });
  }

  /** The webhook body of a delivery status for one of the messages sent. */
  status(wamid: string, status: 'sent' | 'delivered' | 'read' | 'failed', recipient: string) {
    return this.envelope(this.phoneId, {
      statuses: [
        {
          id: wamid,
          status,
          timestamp: String(Math.floor(this.now() / 1000)),
          recipient_id: recipient,
          ...(status === 'failed' ? { errors: [{ code: 131026, title: 'Message undeliverable' }] } : {}),
        },
      ],
    });
  }

  private envelope(phoneId: string, value: Record<string, unknown>) {
    return {
      object: 'whatsapp_business_account',
      entry: [
        {
          id: '102290129340398',
          changes: [
            {
              field: 'messages',
              value: { messaging_product: 'whatsapp', metadata: { display_phone_number: '15550783881', phone_number_id: phoneId }, ...value },
            },
          ],
        },
      ],
    };
  }

  /** X-Hub-Signature-256 for these bytes, as Meta signs them. */
  sign(raw: string, secret = this.appSecret): string {
    return `sha256=${createHmac('sha256', secret).update(raw).digest('hex')}`;
  }
}
