// WhatsApp's side of messaging (decision 0064): the numbers we know (when each last wrote, which
// opens the 24-hour window for free text; a STOP), the approved templates sent outside the window,
// and what the signed webhook brings: delivery statuses, STOP/START and messages for other modules.
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, isNull, or, sql } from 'drizzle-orm';
import type { TemplateName } from './templates.ts';

/**
 * Our WhatsApp texts and the templates registered (and approved) for them in Meta's WhatsApp
 * Manager, in English ("en") and Hindi ("hi"), with the values in the order of {{1}}, {{2}} …
 * A text missing here is free text only: it is sent inside the 24-hour window or not at all.
 * docs/decisions/0064 lists each template's words as they are to be registered.
 */
export const WHATSAPP_TEMPLATES: Partial<Record<TemplateName, { name: string; params: readonly string[] }>> = {
  'donation-thanks-whatsapp': { name: 'sahyog_donation_thanks', params: ['name', 'total', 'campaign', 'reference'] },
  'monthly-reminder-whatsapp': { name: 'sahyog_monthly_due', params: ['amount', 'month', 'payUrl'] },
  'campaign-update-whatsapp': { name: 'sahyog_campaign_update', params: ['campaign', 'title', 'link'] },
  // The answer itself only inside the window: a template says there is one and where.
  'support-answer-whatsapp': { name: 'sahyog_ticket_answered', params: ['reference', 'link'] },
  'shop-order-whatsapp': { name: 'sahyog_order_update', params: ['reference', 'status'] },
};

/** Sent even to a number that said STOP: the answer to that STOP (or START). */
export const WHATSAPP_ALWAYS: ReadonlySet<string> = new Set(['whatsapp-stopped', 'whatsapp-started']);

/** The 24 hours after a person's last message; a few minutes are kept back for a slow delivery. */
export const WINDOW_MS = 24 * 60 * 60 * 1000 - 5 * 60 * 1000;

/** What a person writes to stop or restart messages, in either language (compared trimmed, upper-cased). */
const STOP_WORDS = new Set(['STOP', 'UNSUBSCRIBE', 'STOP ALL', 'रोकें', 'रोको', 'बंद', 'बंद करें']);
const START_WORDS = new Set(['START', 'UNSTOP', 'शुरू', 'शुरू करें']);

export type Keyword = 'stop' | 'start' | null;

export function keywordOf(text: string): Keyword {
  // NFKC first: a full-width "ＳＴＯＰ" (some keyboards) is the word STOP.
  const w = text
    .normalize('NFKC')
    .trim()
    .replace(/[.!।]+$/u, '')
    .toUpperCase();
  if (STOP_WORDS.has(w)) return 'stop';
  if (START_WORDS.has(w)) return 'start';
  return null;
}

/**
 * Our mobiles are ten digits: an Indian WhatsApp number (91 and a mobile) becomes one. Any other
 * keeps its country code behind a "+", so a Singapore 65 9123 4567 can never pass for the Indian
 * mobile 6591234567 (its STOP would stop theirs, its texts join their tickets).
 */
export const mobileOf = (waId: string) => {
  const digits = waId.replace(/\D/g, '');
  return /^91[6-9]\d{9}$/.test(digits) ? digits.slice(2) : `+${digits}`;
};

/** Delivery statuses in the order they happen: a late "sent" never undoes a "read". */
const STATUS_RANK: Record<string, number> = { sent: 1, delivered: 2, read: 3, failed: 4 };

export function whatsappContacts(db: Db) {
  return {
    async get(phone: string) {
      const [row] = await db.select().from(s.whatsappContacts).where(eq(s.whatsappContacts.phone, phone)).limit(1);
      return row ?? null;
    },

    async heardFrom(phone: string, at: Date): Promise<void> {
      await db
        .insert(s.whatsappContacts)
        .values({ phone, lastInboundAt: at, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: s.whatsappContacts.phone,
          // A retried webhook with an older message keeps the newer time.
          set: { lastInboundAt: sql`greatest(${s.whatsappContacts.lastInboundAt}, excluded.last_inbound_at)`, updatedAt: new Date() },
        });
    },

    /**
     * A STOP or START said at `at` (the message's time; now for the profile's button). Only a newer
     * word than the one in force counts: Meta retries webhooks and does not keep their order, so
     * a START delivered after a later STOP, or the same STOP twice, changes nothing. Answers whether
     * this one changed the state it records.
     */
    async setStopped(phone: string, stopped: boolean, at = new Date()): Promise<boolean> {
      const stoppedAt = stopped ? at : null;
      const c = s.whatsappContacts;
      const rows = await db
        .insert(c)
        .values({ phone, stoppedAt, keywordAt: at, updatedAt: new Date() })
        .onConflictDoUpdate({
          target: c.phone,
          set: { stoppedAt, keywordAt: at, updatedAt: new Date() },
          // Meta's times are whole seconds: a STOP and a START in one second both count, in the
          // order they come; the same word again in that second is a repeat.
          setWhere: sql`${c.keywordAt} is null or ${c.keywordAt} < ${at.toISOString()}::timestamptz or (${c.keywordAt} = ${at.toISOString()}::timestamptz and (${c.stoppedAt} is null) = ${stopped})`,
        })
        .returning({ phone: c.phone });
      return rows.length > 0;
    },

    /** A status from the webhook for one of our sent messages; false when it is not ours or not newer. */
    async status(providerId: string, status: string, error: string | null): Promise<boolean> {
      const rank = STATUS_RANK[status];
      if (!rank) return false;
      const ranks = Object.entries(STATUS_RANK)
        .filter(([, r]) => r < rank)
        .map(([k]) => k);
      const rows = await db
        .update(s.messages)
        .set({ deliveryStatus: status, ...(status === 'failed' ? { status: 'failed', error } : {}) })
        .where(
          and(
            eq(s.messages.providerId, providerId),
            eq(s.messages.channel, 'whatsapp'),
            or(isNull(s.messages.deliveryStatus), inArray(s.messages.deliveryStatus, ranks.length ? ranks : [''])),
          ),
        )
        .returning({ id: s.messages.id });
      return rows.length > 0;
    },
  };
}

export type WhatsAppContacts = ReturnType<typeof whatsappContacts>;

/** One message a person sent us, for the modules that listen (support threads it into a ticket). */
export interface WhatsAppInbound {
  /** Ten digits for an Indian number. */
  phone: string;
  text: string;
  /** WhatsApp's message id: a webhook Meta repeats carries the same one. */
  messageId: string;
  at: Date;
}
