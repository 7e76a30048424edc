import { index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';
import { users } from './auth.ts';

// ---- personal data ----
/** Every version of every consent text ever shown, so a record names the exact words. */
export const consentNotices = pgTable('consent_notices', {
  version: text('version').primaryKey(),
  purpose: text('purpose').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * One consent a person gave through a form: what for, when, the notice's version, and what it
 * covers (`subject`, e.g. a contact message or an order). Withdrawing stamps `withdrawn_at`.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version')
      .notNull()
      .references(() => consentNotices.version),
    // Whose: the address the form proved or took (lowercased), and the account when signed in.
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    // The mobile (ten digits) a WhatsApp consent covers: a STOP sent from it withdraws them all.
    phone: text('phone'),
    ip: text('ip'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consents_subject_uq').on(t.purpose, t.subject),
    index('consents_email_idx').on(t.email),
    index('consents_user_idx').on(t.userId),
    index('consents_phone_idx').on(t.phone),
  ],
);
