import { index, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';

// ---- contact ----
export const contactStatus = pgEnum('contact_status', ['new', 'read', 'replied', 'archived']);

/** Messages from /contact that passed the spam checks, for staff's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactStatus('status').notNull().default('new'),
    ip: text('ip').notNull(),
    // The human check's nonce: a solved proof is spent by one message.
    proofNonce: text('proof_nonce').notNull().unique(),
    // The sender withdrew consent: name, mobile, email and message were blanked.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_email_idx').on(t.email),
  ],
);

/** Contact submissions refused as spam: why, from where, when (counted for staff, and rate-limited by IP). */
export const contactRefusals = pgTable(
  'contact_refusals',
  {
    id: serial('id').primaryKey(),
    reason: text('reason').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_refusals_created_idx').on(t.createdAt)],
);
