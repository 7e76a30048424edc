// Mail and SMS behind one interface each. The outbox transports are the embedded default: the
// message row itself is the delivery (browsable at /dev/outbox). SMTP and an HTTP SMS gateway
// switch on with SMTP_URL and SMS_GATEWAY_URL.
import nodemailer from 'nodemailer';

export interface OutgoingMessage {
  to: string;
  subject: string;
  /** The plain text: an SMS's text, an email's text/plain part. */
  body: string;
  /** An email's text/html part, sent beside the plain text as multipart/alternative (SMS transports ignore it). */
  html?: string | undefined;
  headers?: Record<string, string> | undefined;
  /** Files the email carries (SMS transports ignore them). */
  attachments?: { filename: string; contentType: string; content: Buffer }[] | undefined;
  /**
   * A WhatsApp message sent as this approved template instead of the body: outside the 24-hour
   * window only a template may be sent (decision 0064). Other transports ignore it.
   */
  template?: { name: string; language: string; params: string[] } | undefined;
}

/** What a transport learnt of the message it sent: the provider's id (WhatsApp's wamid). */
export interface Sent {
  providerId?: string;
}

export interface Transport {
  /** Stored with each message; 'outbox' marks what the dev outbox shows. */
  name: 'outbox' | 'smtp' | 'http' | 'whatsapp-cloud';
  send(msg: OutgoingMessage): Promise<Sent | undefined>;
}

export const outboxTransport: Transport = { name: 'outbox', send: async () => undefined };

/** Signs every email with DKIM (relaxed/relaxed, rsa-sha256: nodemailer's defaults). */
export interface DkimKey {
  domainName: string;
  keySelector: string;
  privateKey: string;
}

export function smtpTransport(url: string, from: string, dkim?: DkimKey): Transport {
  const t = nodemailer.createTransport(url);
  return {
    name: 'smtp',
    async send(msg) {
      await t.sendMail({
        from,
        to: msg.to,
        subject: msg.subject,
        text: msg.body,
        ...(msg.html ? { html: msg.html } : {}),
        ...(dkim ? { dkim } : {}),
        ...(msg.headers ? { headers: msg.headers } : {}),
        ...(msg.attachments?.length ? { attachments: msg.attachments } : {}),
      });
      return undefined;
    },
  };
}

/** POSTs {to, text} as JSON to the gateway with an optional bearer token; 2xx is success. */
export function httpSmsTransport(url: string, token: string | undefined): Transport {
  return {
    name: 'http',
    async send(msg) {
      const res = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...(token ? { authorization: `Bearer ${token}` } : {}) },
        body: JSON.stringify({ to: msg.to, text: msg.body }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS gateway answered ${res.status}`);
      return undefined;
    },
  };
}
