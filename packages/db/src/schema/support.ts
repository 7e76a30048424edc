// The help desk's tables (module `support`, issue 41; decision 0063).

import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, date, index, integer, pgEnum, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';
import { users } from './auth.ts';
import { vendors } from './vendors.ts';

// new → open → waiting (on the requester: the clock pauses) → resolved → closed; merged points
// to the ticket it was folded into.
export const ticketState = pgEnum('ticket_state', ['new', 'open', 'waiting', 'resolved', 'closed', 'merged']);

/**
 * Each topic's clock, from the rule that sets it, as data: how long to the first answer and to
 * the resolution, in which unit (working units count IST working hours on working days, the
 * holidays below excepted), and where the rule comes from. Staff set only `other`'s.
 */
export const supportClocks = pgTable('support_clocks', {
  topic: text('topic').primaryKey(),
  answerAmount: integer('answer_amount'),
  answerUnit: text('answer_unit'),
  resolveAmount: integer('resolve_amount'),
  resolveUnit: text('resolve_unit'),
  source: text('source').notNull(),
  sourceHi: text('source_hi').notNull(),
  updatedAt: at('updated_at').notNull().defaultNow(),
});

/** The India calendar's holidays: the working clocks skip these days. Staff add and remove them. */
export const supportHolidays = pgTable('support_holidays', {
  day: date('day', { mode: 'string' }).primaryKey(),
  name: text('name').notNull(),
  nameHi: text('name_hi').notNull().default(''),
  createdAt: createdAt(),
});

export const supportTickets = pgTable(
  'support_tickets',
  {
    id: serial('id').primaryKey(),
    // What the requester and emails call it ("HD-7K2Q9M"): not guessable from another's, never
    // the row id (which orders the queue).
    reference: text('reference').notNull().unique(),
    // The account that asked; none for a guest's contact message, answered at the address alone.
    requesterId: integer('requester_id').references(() => users.id, { onDelete: 'set null' }),
    // Where answers go and whose mail may reply (the account's address when it was opened).
    requesterEmail: text('requester_email').notNull(),
    requesterName: text('requester_name').notNull().default(''),
    language: text('language').notNull().default('en'),
    topic: text('topic').notNull(),
    subject: text('subject').notNull(),
    state: ticketState('state').notNull().default('new'),
    // The one thing of the requester's it is about: kind (donation, receipt, campaign,
    // shop_order, refund_request, shop_dispute, contact_message, inquiry) and its id as text.
    aboutKind: text('about_kind'),
    aboutId: text('about_id'),
    // As the requester saw it when they chose it (its label in their language, their page and
    // staff's console page for it): the queue shows it without asking its module again.
    aboutLabel: text('about_label'),
    aboutPath: text('about_path'),
    aboutAdminPath: text('about_admin_path'),
    // Where it came from (web, email, contact, refund, dispute, seller_report) and, for a flow
    // with its own table, that row's id: one ticket per row.
    source: text('source').notNull().default('web'),
    sourceId: text('source_id'),
    assigneeId: integer('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    // The clock, copied from support_clocks when opened (a later change to the rule does not
    // move a promise already made), and its due times kept derived by the service.
    answerAmount: integer('answer_amount'),
    answerUnit: text('answer_unit'),
    resolveAmount: integer('resolve_amount'),
    resolveUnit: text('resolve_unit'),
    answerDueAt: at('answer_due_at'),
    resolveDueAt: at('resolve_due_at'),
    answeredAt: at('answered_at'),
    resolvedAt: at('resolved_at'),
    closedAt: at('closed_at'),
    // While waiting on the requester: since when (the clock stands still until they answer).
    pausedSince: at('paused_since'),
    mergedIntoId: integer('merged_into_id'),
    // A reply to a ticket resolved more than 7 days ago opens a new one that points here.
    followsId: integer('follows_id'),
    rating: text('rating'),
    ratingComment: text('rating_comment'),
    ratedAt: at('rated_at'),
    // The requester chose answers by WhatsApp too (a consent record through privacy).
    whatsapp: boolean('whatsapp').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: at('updated_at').notNull().defaultNow(),
  },
  (t) => [
    index('support_tickets_requester_idx').on(t.requesterId, t.createdAt),
    index('support_tickets_queue_idx').on(t.state, t.resolveDueAt),
    uniqueIndex('support_tickets_source_uq').on(t.source, t.sourceId).where(sql`${t.sourceId} is not null`),
  ],
);

/** The clock's pauses, each from when the ticket waited on the requester to when they answered. */
export const supportPauses = pgTable(
  'support_pauses',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    fromAt: at('from_at').notNull(),
    toAt: at('to_at').notNull(),
  },
  (t) => [index('support_pauses_ticket_idx').on(t.ticketId)],
);

export const supportMessages = pgTable(
  'support_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    // requester | staff | system
    author: text('author').notNull(),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    // A note among staff: never in an email, a WhatsApp message or the requester's API answer.
    internal: boolean('internal').notNull().default(false),
    body: text('body').notNull(),
    // web | email | whatsapp | system
    via: text('via').notNull().default('web'),
    // The RFC 5322 Message-ID of the email that carried it (ours when we sent an answer, theirs
    // when they replied): replies thread by it.
    emailId: text('email_id'),
    createdAt: createdAt(),
  },
  (t) => [index('support_messages_ticket_idx').on(t.ticketId, t.id), index('support_messages_email_idx').on(t.emailId)],
);

/** Files on a ticket's message: checked by their bytes, pictures re-encoded, in private storage. */
export const supportAttachments = pgTable(
  'support_attachments',
  {
    id: serial('id').primaryKey(),
    ticketId: integer('ticket_id')
      .notNull()
      .references(() => supportTickets.id),
    messageId: bigint('message_id', { mode: 'number' })
      .notNull()
      .references(() => supportMessages.id),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    storageKey: text('storage_key').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('support_attachments_ticket_idx').on(t.ticketId)],
);

/** Staff's answers kept for reuse, in both languages, each optionally doing something. */
export const supportCanned = pgTable('support_canned', {
  id: serial('id').primaryKey(),
  title: text('title').notNull(),
  body: text('body').notNull(),
  bodyHi: text('body_hi').notNull(),
  // none | resend_receipt | open_refund | review_order
  action: text('action').notNull().default('none'),
  // The state the ticket moves to when it is sent: waiting or resolved, or none (stays open).
  setState: text('set_state'),
  createdAt: createdAt(),
});

/** Every inbound email, once by its Message-ID: what became of it (threaded, opened, refused). */
export const supportInbound = pgTable('support_inbound', {
  id: serial('id').primaryKey(),
  messageId: text('message_id').notNull().unique(),
  sender: text('sender').notNull(),
  outcome: text('outcome').notNull(),
  ticketId: integer('ticket_id'),
  createdAt: createdAt(),
});

/** "Ask the seller": a buyer's thread with one shop, theirs and the vendor's only. */
export const sellerInquiries = pgTable(
  'seller_inquiries',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    buyerId: integer('buyer_id')
      .notNull()
      .references(() => users.id),
    productId: integer('product_id'),
    subject: text('subject').notNull(),
    // Shown to the vendor only when the buyer chose to share it.
    sharedPhone: text('shared_phone'),
    // open | answered | reported
    status: text('status').notNull().default('open'),
    buyerSource: text('buyer_source').notNull().default(''),
    reportTicketId: integer('report_ticket_id'),
    lastMessageAt: at('last_message_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [index('seller_inquiries_vendor_idx').on(t.vendorId, t.lastMessageAt), index('seller_inquiries_buyer_idx').on(t.buyerId, t.createdAt)],
);

export const sellerInquiryMessages = pgTable(
  'seller_inquiry_messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    inquiryId: integer('inquiry_id')
      .notNull()
      .references(() => sellerInquiries.id),
    // buyer | vendor
    author: text('author').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('seller_inquiry_messages_inquiry_idx').on(t.inquiryId, t.id)],
);
