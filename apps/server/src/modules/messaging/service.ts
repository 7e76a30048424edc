// Every email and SMS goes through here: rendered, recorded in `messages`, delivered by a job
// with retries. On the embedded defaults the outbox transport is the delivery.
import type { MessagingApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, isNull } from 'drizzle-orm';
import type { JobQueue } from '../../platform/jobs.ts';
import type { Transport } from '../../platform/transports.ts';
import { REDACTED, secretFields, type TemplateData, type TemplateName, templates } from './templates.ts';

export const DELIVER_QUEUE = 'deliver-message';
/** A secret message not delivered by then is stale (OTPs last 10 min, links 30): never send it. */
const SECRET_SHELF_LIFE_MS = 60 * 60 * 1000;

export interface MessagingOptions {
  /**
   * Store codes and links redacted in the log, keeping the real text only until delivery
   * (production). Off, the log holds the real text: the dev outbox is how a developer reads it.
   */
  redactSecrets: boolean;
}

export function messagingService(db: Db, jobs: JobQueue, transports: { email: Transport; sms: Transport }, opts: MessagingOptions = { redactSecrets: false }) {
  jobs.register(DELIVER_QUEUE, async (payload) => {
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
    const real = msg.secrets ?? { subject: msg.subject, body: msg.body };
    const headers = msg.secrets?.headers ? (JSON.parse(msg.secrets.headers) as Record<string, string>) : (msg.headers ?? undefined);
    await transport.send({ to: msg.recipient, subject: real.subject ?? '', body: real.body ?? '', headers });
    await db.update(s.messages).set({ status: 'sent', sentAt: new Date(), error: null, secrets: null }).where(eq(s.messages.id, id));
  });

  return {
    async send(channel: 'email' | 'sms', recipient: string, template: TemplateName, data: TemplateData): Promise<number> {
      const real = templates[template](data);
      // Only what the message carries: an empty field (a one-time gift's manage line) stays as it is.
      const hidden = opts.redactSecrets ? secretFields[template]?.filter((k) => data[k]) : undefined;
      const stored = hidden?.length ? templates[template]({ ...data, ...Object.fromEntries(hidden.map((k) => [k, REDACTED])) }) : real;
      const [row] = await db
        .insert(s.messages)
        .values({
          channel,
          recipient,
          subject: stored.subject,
          body: stored.body,
          secrets: hidden?.length ? { subject: real.subject, body: real.body, ...(real.headers ? { headers: JSON.stringify(real.headers) } : {}) } : null,
          headers: stored.headers ?? null,
          template,
          transport: transports[channel].name,
        })
        .returning({ id: s.messages.id });
      const id = row?.id ?? 0;
      await jobs.enqueue(DELIVER_QUEUE, { messageId: id }, { maxAttempts: 6 });
      return id;
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
          status: s.messages.status,
          createdAt: s.messages.createdAt,
        })
        .from(s.messages)
        .where(eq(s.messages.transport, 'outbox'))
        .orderBy(desc(s.messages.createdAt), desc(s.messages.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, createdAt: r.createdAt.toISOString() }));
    },
  } satisfies MessagingApi & Record<string, unknown>;
}

export type MessagingService = ReturnType<typeof messagingService>;
