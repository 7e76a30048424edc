// WhatsApp Cloud API (Meta's Graph API) behind the messaging Transport (decision 0064). One
// request per message to POST {api}/{phone id}/messages with the system user's token: free text
// inside the 24-hour customer-service window, an approved template outside it. The webhook's
// X-Hub-Signature-256 is the app secret's HMAC-SHA256 over the raw body.
import { createHmac, timingSafeEqual } from 'node:crypto';
import type { OutgoingMessage, Sent, Transport } from './transports.ts';

export interface WhatsAppCloudConfig {
  apiUrl: string;
  phoneId: string;
  token: string;
}

/**
 * Meta's error 131047 ("Re-engagement message"): free text sent more than 24 hours after the
 * person last wrote. The caller sends the template instead.
 */
export class WhatsAppWindowClosed extends Error {}

/** Meta's limits: a text body is at most 4096 characters; a template value at most 1024 and one line. */
const TEXT_MAX = 4096;
const PARAM_MAX = 1024;

/** A template value as Meta takes it: no new lines or tabs, no more than four spaces in a row. */
export function templateValue(v: string): string {
  const flat = v
    // biome-ignore lint/suspicious/noControlCharactersInRegex: every C0 and C1 control (new lines, tabs, NEL …) is what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f\u2028\u2029]+/g, ' ')
    .replace(/ {4,}/g, '   ')
    .trim();
  return flat.length > PARAM_MAX ? `${flat.slice(0, PARAM_MAX - 1)}…` : flat || '-';
}

/** Our mobiles are ten digits; WhatsApp numbers carry the country code and no "+". */
export const waNumber = (mobile: string) => (/^[6-9]\d{9}$/.test(mobile) ? `91${mobile}` : mobile.replace(/\D/g, ''));

function requestBody(msg: OutgoingMessage) {
  const base = { messaging_product: 'whatsapp', recipient_type: 'individual', to: waNumber(msg.to) };
  if (msg.template) {
    const { name, language, params } = msg.template;
    return {
      ...base,
      type: 'template',
      template: {
        name,
        language: { code: language },
        ...(params.length ? { components: [{ type: 'body', parameters: params.map((text) => ({ type: 'text', text: templateValue(text) })) }] } : {}),
      },
    };
  }
  const body = msg.body.length > TEXT_MAX ? `${msg.body.slice(0, TEXT_MAX - 1)}…` : msg.body;
  return { ...base, type: 'text', text: { preview_url: false, body } };
}

export function whatsappCloudTransport(cfg: WhatsAppCloudConfig): Transport {
  const url = `${cfg.apiUrl.replace(/\/+$/, '')}/${cfg.phoneId}/messages`;
  return {
    name: 'whatsapp-cloud',
    async send(msg): Promise<Sent> {
      const res = await fetch(url, {
        method: 'POST',
        headers: { authorization: `Bearer ${cfg.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(requestBody(msg)),
        signal: AbortSignal.timeout(10_000),
      });
      const json = (await res.json().catch(() => null)) as {
        messages?: { id?: unknown }[];
        error?: { code?: unknown; message?: unknown };
      } | null;
      if (!res.ok) {
        const code = json?.error?.code;
        if (code === 131047) throw new WhatsAppWindowClosed('WhatsApp: the 24-hour window is closed');
        throw new Error(`WhatsApp answered ${res.status}${code ? ` (${String(code)})` : ''}: ${String(json?.error?.message ?? '')}`.trim());
      }
      const id = json?.messages?.[0]?.id;
      if (typeof id !== 'string' || !id) throw new Error('WhatsApp answered without a message id');
      return { providerId: id };
    },
  };
}

/** X-Hub-Signature-256 ("sha256=" and 64 hex digits) over the exact bytes Meta sent. */
export function whatsappSignatureValid(appSecret: string, raw: Buffer, header: string | undefined): boolean {
  const m = /^sha256=([0-9a-f]{64})$/i.exec(header ?? '');
  if (!m?.[1]) return false;
  const expected = createHmac('sha256', appSecret).update(raw).digest();
  return timingSafeEqual(expected, Buffer.from(m[1], 'hex'));
}
