import { bigserial, index, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';

export const messageChannel = pgEnum('message_channel', ['email', 'sms', 'whatsapp']);

/** Every message sent: the dev outbox is the rows whose transport is 'outbox'. */
/** A file an email carries: which registered kind makes it, from which record, under what name. */
export interface MessageAttachment {
  kind: string;
  id: string;
  filename: string;
}

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: messageChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    // Secret values (OTPs, reset links) kept only until delivery when the body is stored
    // redacted (production): the log never holds a usable secret after the message is sent.
    secrets: jsonb('secrets').$type<Record<string, string>>(),
    template: text('template').notNull(),
    // Extra email headers (List-Unsubscribe on newsletter emails).
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Files an email carries, named, not stored: each is made again from its source when the
    // message is delivered (an 80G receipt's PDF from the receipt row).
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // What this message is, for a sender that may run twice (a retried job): the second send
    // with the same key writes nothing, so the donor gets one thank-you (decision 0039).
    onceKey: text('once_key'),
    // The language it was written in: the files made at delivery (a receipt's PDF) follow it.
    language: text('language').notNull().default('en'),
    // The provider's id for a sent message (WhatsApp's wamid) and the last delivery status it
    // reported by webhook (sent, delivered, read, failed).
    providerId: text('provider_id'),
    deliveryStatus: text('delivery_status'),
    // A WhatsApp message's approved template and its values, sent when the 24-hour window since
    // the person last wrote is closed (free text, the body, is sent inside it). Decision 0064.
    whatsappTemplate: jsonb('whatsapp_template').$type<{ name: string; language: string; params: string[] }>(),
  },
  (t) => [index('messages_provider_idx').on(t.providerId), index('messages_created_idx').on(t.createdAt), uniqueIndex('messages_once_key_uq').on(t.onceKey)],
);

/**
 * WhatsApp numbers we have heard from or written to (module messaging): when they last wrote
 * (the 24-hour customer-service window in which free text may be sent), and a STOP.
 */
export const whatsappContacts = pgTable('whatsapp_contacts', {
  phone: text('phone').primaryKey(),
  lastInboundAt: at('last_inbound_at'),
  stoppedAt: at('stopped_at'),
  // When the STOP or START in force was written (Meta's time): an older one delivered late
  // never undoes a newer one, and a repeated webhook changes nothing.
  keywordAt: at('keyword_at'),
  updatedAt: at('updated_at').notNull().defaultNow(),
});
