// Every email and SMS goes through here: rendered, recorded in `messages`, delivered by a job
// with retries. On the embedded defaults the outbox transport is the delivery.
import { currentLanguage, DEFAULT_LANGUAGE } from '@sahyog/core';
import type { MessagingApi } from '@sahyog/core/context';
import { type Db, type MessageAttachment, schema as s } from '@sahyog/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { JobQueue } from '../../platform/jobs.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { Transport } from '../../platform/transports.ts';
import { WhatsAppWindowClosed } from '../../platform/whatsapp-cloud.ts';
import { type EmailLayout, emailHtml } from './html.ts';
import { REDACTED, type Rendered, secretFields, type TemplateData, type TemplateName, templates } from './templates.ts';
import { WHATSAPP_ALWAYS, WHATSAPP_TEMPLATES, type WhatsAppInbound, WINDOW_MS, whatsappContacts } from './whatsapp.ts';
import { receiveWhatsApp } from './whatsapp-webhook.ts';

export const DELIVER_QUEUE = 'deliver-message';
/**
 * Tries before a message is given up: with the backoff (2 s doubling, at most 10 minutes between
 * tries) a mail server away for about two hours loses nothing. Six tries gave up after a minute.
 */
const DELIVERY_ATTEMPTS = 20;

/** Runs a write until it holds, for up to about half a minute (a database restart takes seconds). */
async function persist(write: () => Promise<unknown>): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await write();
      return;
    } catch (err) {
      if (attempt >= 15) throw err;
      await new Promise((r) => setTimeout(r, 250 * Math.min(8, 2 ** attempt)));
    }
  }
}

/** A secret message not delivered by then is stale (OTPs last 10 min, links 30): never send it. */
const SECRET_SHELF_LIFE_MS = 60 * 60 * 1000;

export interface MessagingOptions {
  /**
   * Store codes and links redacted in the log, keeping the real text only until delivery
   * (production). Off, the log holds the real text: the dev outbox is how a developer reads it.
   */
  redactSecrets: boolean;
  /**
   * The frame of every email's HTML part (the foundation's name and address from the settings,
   * PUBLIC_URL), read when an email goes out. Without it emails are plain text only.
   */
  layout?: () => Promise<EmailLayout>;
  /**
   * Whether messages meant for WhatsApp go by WhatsApp: with the Cloud API's keys, or to the dev
   * outbox where there is no gateway at all (development, tests). A production site without the
   * keys sends them by SMS instead (decision 0064).
   */
  whatsapp?: { live: boolean; phoneId?: string | undefined; siteName?: () => Promise<string> };
}

/** Makes one kind of attached file from its record's id; null when the record is gone. */
export type AttachmentMaker = (id: string) => Promise<{ contentType: string; content: Buffer } | null>;

/**
 * A subject is one line of at most 200 characters: words from users (a payment's description, an
 * update's title) may hold line breaks or Unicode line and paragraph separators, which a mail
 * client would show broken (the transport also folds them, but the stored copy should not hold them).
 */
export function oneLineSubject(r: Rendered): Rendered {
  const subject = r.subject
    .replace(/[\r\n\u0085\u2028\u2029\t]+/g, ' ')
    // biome-ignore lint/suspicious/noControlCharactersInRegex: the C0 and C1 controls are what this removes
    .replace(/[\u0000-\u001f\u007f-\u009f]/g, '')
    .replace(/ {2,}/g, ' ')
    .trim();
  return { ...r, subject: subject.length > 200 ? `${subject.slice(0, 199)}…` : subject };
}

export function messagingService(
  db: Db,
  jobs: JobQueue,
  transports: { email: Transport; sms: Transport; whatsapp: Transport },
  opts: MessagingOptions = { redactSecrets: false },
) {
  // Files are made when the message goes out, not stored with it: the log stays small, and the
  // file is the record's current one (a receipt's PDF as it is when sent).
  const makers = new Map<string, AttachmentMaker>();
  const contacts = whatsappContacts(db);
  const inboundListeners: ((m: WhatsAppInbound) => Promise<void>)[] = [];
  const stopListeners: ((phone: string) => Promise<void>)[] = [];

  /** Marks a message that was not sent on purpose (a STOP, a closed window and no template). */
  async function settleUnsent(id: number, status: 'stopped' | 'window_closed'): Promise<void> {
    await db.update(s.messages).set({ status, secrets: null, sentAt: new Date() }).where(eq(s.messages.id, id));
  }

  async function make(a: MessageAttachment) {
    const file = (await makers.get(a.kind)?.(a.id)) ?? null;
    return file ? { filename: a.filename, ...file } : null;
  }

  /** An email's HTML part: its plain text in the foundation's frame (html.ts), in the message's language. */
  async function htmlOf(subject: string, body: string, language: string | null): Promise<string | undefined> {
    const layout = await opts.layout?.();
    if (!layout) return undefined;
    return runInLanguage(isLanguage(language) ? language : DEFAULT_LANGUAGE, () => emailHtml(subject, body, layout));
  }

  jobs.register(
    DELIVER_QUEUE,
    async (payload) => {
      const id = Number(payload.messageId);
      const [msg] = await db
        .select()
        .from(s.messages)
        .where(and(eq(s.messages.id, id), isNull(s.messages.sentAt)))
        .limit(1);
      if (!msg) return; // already sent (a retried job after a crash) or gone
      if (msg.secrets && Date.now() - msg.createdAt.getTime() > SECRET_SHELF_LIFE_MS) {
        await db.update(s.messages).set({ status: 'expired', secrets: null }).where(eq(s.messages.id, id));
        return;
      }
      const transport = transports[msg.channel];
      // Files made now (a receipt's PDF) are written in the message's language.
      const language = isLanguage(msg.language) ? msg.language : DEFAULT_LANGUAGE;
      const real = msg.secrets ?? { subject: msg.subject, body: msg.body };
      const headers = msg.secrets?.headers ? (JSON.parse(msg.secrets.headers) as Record<string, string>) : (msg.headers ?? undefined);
      // The outbox's row is the delivery: its files are made when someone opens them there.
      const attachments =
        transport.name === 'outbox' || !msg.attachments?.length
          ? undefined
          : await Promise.all(
              msg.attachments.map(async (a) => {
                const file = await runInLanguage(language, () => make(a));
                // Never send an email without the file it says it carries: the job retries, then fails where staff see it.
                if (!file) throw new Error(`attachment ${a.kind}:${a.id} could not be made`);
                return file;
              }),
            );
      const html = msg.channel === 'email' && transport.name !== 'outbox' ? await htmlOf(real.subject ?? '', real.body ?? '', language) : undefined;
      const out = { to: msg.recipient, subject: real.subject ?? '', body: real.body ?? '', html, headers, attachments };
      let providerId: string | null = null;
      if (msg.channel === 'whatsapp') {
        // A STOP since the message was written wins; the answer to a STOP is the one exception.
        const contact = await contacts.get(msg.recipient);
        if (contact?.stoppedAt && !WHATSAPP_ALWAYS.has(msg.template)) return settleUnsent(id, 'stopped');
        const windowOpen = !!contact?.lastInboundAt && Date.now() - contact.lastInboundAt.getTime() < WINDOW_MS;
        if (transport.name !== 'outbox') {
          if (!windowOpen && !msg.whatsappTemplate) return settleUnsent(id, 'window_closed');
          const asTemplate = { ...out, template: msg.whatsappTemplate ?? undefined };
          try {
            providerId = (await transport.send(windowOpen ? out : asTemplate))?.providerId ?? null;
          } catch (err) {
            // Our clock and Meta's disagree on the window: its template says the same.
            if (!(err instanceof WhatsAppWindowClosed) || !windowOpen) throw err;
            if (!msg.whatsappTemplate) return settleUnsent(id, 'window_closed');
            providerId = (await transport.send(asTemplate))?.providerId ?? null;
          }
        }
      } else {
        await transport.send(out);
      }
      // The mail has left: recording it must not fail because the database is away for a moment (a
      // restart, a failover), or the retried job would send it a second time.
      await persist(() =>
        db.update(s.messages).set({ status: 'sent', sentAt: new Date(), error: null, secrets: null, providerId }).where(eq(s.messages.id, id)),
      );
    },
    { group: 'bulk' },
  );

  const api = {
    /** Registers how one kind of attachment is made (the module owning the record does). */
    attachmentMaker(kind: string, maker: AttachmentMaker): void {
      if (makers.has(kind)) throw new Error(`attachment kind ${kind} registered twice`);
      makers.set(kind, maker);
    },

    async send(
      channel: 'email' | 'sms' | 'whatsapp',
      recipient: string,
      template: TemplateName,
      data: TemplateData,
      extra: {
        attachments?: MessageAttachment[];
        /** Sends once per key: a second call with it (a retried job) writes and sends nothing and answers the first one's id. */
        once?: string;
      } = {},
    ): Promise<number> {
      const real = oneLineSubject(templates[template](data));
      // Only what the message carries: an empty field (a one-time gift's manage line) stays as it is.
      const hidden = opts.redactSecrets ? secretFields[template]?.filter((k) => data[k]) : undefined;
      const stored = hidden?.length ? oneLineSubject(templates[template]({ ...data, ...Object.fromEntries(hidden.map((k) => [k, REDACTED])) })) : real;
      const approved = channel === 'whatsapp' ? WHATSAPP_TEMPLATES[template] : undefined;
      const whatsappTemplate = approved ? { name: approved.name, language: currentLanguage(), params: approved.params.map((k) => data[k] ?? '') } : null;
      // The row and its delivery job commit together: a key already used then never stands for a
      // message nobody delivers.
      return db.transaction(async (tx) => {
        const [row] = await tx
          .insert(s.messages)
          .values({
            channel,
            recipient,
            subject: stored.subject,
            body: stored.body,
            secrets: hidden?.length ? { subject: real.subject, body: real.body, ...(real.headers ? { headers: JSON.stringify(real.headers) } : {}) } : null,
            headers: stored.headers ?? null,
            attachments: channel === 'email' && extra.attachments?.length ? extra.attachments : null,
            template,
            transport: transports[channel].name,
            onceKey: extra.once ?? null,
            language: currentLanguage(),
            whatsappTemplate,
          })
          .onConflictDoNothing({ target: s.messages.onceKey })
          .returning({ id: s.messages.id });
        if (!row) {
          const [first] = await tx
            .select({ id: s.messages.id })
            .from(s.messages)
            .where(eq(s.messages.onceKey, extra.once ?? ''))
            .limit(1);
          return first?.id ?? 0;
        }
        await jobs.enqueue(DELIVER_QUEUE, { messageId: row.id }, { maxAttempts: DELIVERY_ATTEMPTS, tx });
        return row.id;
      });
    },

    /**
     * A message to a mobile that asked for WhatsApp: by WhatsApp when the site has it and the
     * number has not said STOP, else by SMS when an SMS text is given, else nothing (0).
     */
    async sendUpdate(
      mobile: string,
      texts: { whatsapp: TemplateName; sms?: TemplateName | undefined },
      data: TemplateData,
      extra: { once?: string } = {},
    ): Promise<number> {
      const live = opts.whatsapp?.live ?? false;
      if (live && !(await contacts.get(mobile))?.stoppedAt) {
        return api.send('whatsapp', mobile, texts.whatsapp, data, extra.once ? { once: `${extra.once}:wa` } : {});
      }
      return texts.sms ? api.send('sms', mobile, texts.sms, data, extra) : 0;
    },

    /** Listens to what people write to us on WhatsApp (other than STOP and START). */
    onWhatsApp(fn: (m: WhatsAppInbound) => Promise<void>): void {
      inboundListeners.push(fn);
    },

    /** Runs after a number says STOP (privacy withdraws its consents). */
    onWhatsAppStop(fn: (phone: string) => Promise<void>): void {
      stopListeners.push(fn);
    },

    /** The profile's "Stop WhatsApp updates": the number gets nothing more, as after a STOP. */
    async stopWhatsApp(mobile: string): Promise<void> {
      await contacts.setStopped(mobile, true);
    },

    /** A webhook body whose signature routes.ts has proven. */
    async receiveWhatsApp(body: unknown) {
      const site = async () => (await opts.whatsapp?.siteName?.()) ?? '';
      return receiveWhatsApp(
        {
          contacts,
          phoneId: opts.whatsapp?.phoneId ?? '',
          listeners: inboundListeners,
          onStop: async (phone) => {
            for (const fn of stopListeners) await fn(phone);
          },
          confirm: async (phone, kind, language) => {
            const data = { site: await site() };
            await runInLanguage(language, () => api.send('whatsapp', phone, kind === 'stop' ? 'whatsapp-stopped' : 'whatsapp-started', data));
          },
        },
        body,
      );
    },

    /** The dev outbox: messages that went to the outbox transport, newest first. */
    async outbox(limit = 100) {
      const rows = await db
        .select({
          id: s.messages.id,
          channel: s.messages.channel,
          recipient: s.messages.recipient,
          subject: s.messages.subject,
          body: s.messages.body,
          headers: s.messages.headers,
          attachments: s.messages.attachments,
          status: s.messages.status,
          createdAt: s.messages.createdAt,
        })
        .from(s.messages)
        .where(eq(s.messages.transport, 'outbox'))
        .orderBy(desc(s.messages.createdAt), desc(s.messages.id))
        .limit(limit);
      return rows.map((r) => ({
        ...r,
        htmlUrl: r.channel === 'email' && opts.layout ? `/api/v1/dev/outbox/${r.id}/html` : null,
        attachments: (r.attachments ?? []).map((a, n) => ({ filename: a.filename, url: `/api/v1/dev/outbox/${r.id}/attachments/${n}` })),
        createdAt: r.createdAt.toISOString(),
      }));
    },

    /** An email in the dev outbox as its HTML part would be sent; null for an SMS or another transport's message. */
    async outboxHtml(id: number): Promise<string | null> {
      const [msg] = await db
        .select({ subject: s.messages.subject, body: s.messages.body, language: s.messages.language })
        .from(s.messages)
        .where(and(eq(s.messages.id, id), eq(s.messages.transport, 'outbox'), eq(s.messages.channel, 'email')))
        .limit(1);
      return msg ? ((await htmlOf(msg.subject, msg.body, msg.language)) ?? null) : null;
    },

    /** One file of a message in the dev outbox, made as delivery would make it. */
    async outboxAttachment(id: number, n: number): Promise<{ filename: string; contentType: string; content: Buffer } | null> {
      const [msg] = await db
        .select({ attachments: s.messages.attachments })
        .from(s.messages)
        .where(and(eq(s.messages.id, id), eq(s.messages.transport, 'outbox')))
        .limit(1);
      const a = msg?.attachments?.[n];
      return a ? make(a) : null;
    },
  } satisfies MessagingApi & Record<string, unknown>;
  return api;
}

export type MessagingService = ReturnType<typeof messagingService>;
