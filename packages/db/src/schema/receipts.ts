import { sql } from 'drizzle-orm';
import { bigint, boolean, index, integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { bytea, money } from './_shared.ts';
import { users } from './auth.ts';
import { donations } from './giving.ts';

// ---- 80G receipts ----
/**
 * The tax law's names by financial year: which Act, section, certificate and statement forms and
 * rule a receipt cites. Data, not code: the law renumbered them on 1 April 2026 and staff can
 * correct a name without a release. A receipt copies the row that applied to its donation.
 */
export const taxRegimes = pgTable('tax_regimes', {
  id: serial('id').primaryKey(),
  // The first financial year these names apply to ("2026-27"); the latest one not after a
  // donation's year applies to it.
  fromYear: text('from_year').notNull().unique(),
  // What people call the deduction ("80G", "Section 133"): pages, emails, the receipt's title,
  // and (letters and digits only) its number's prefix.
  shortName: text('short_name').notNull().default(''),
  actName: text('act_name').notNull(),
  section: text('section').notNull(),
  // The section code of the annual statement's bulk upload ("80G").
  sectionCode: text('section_code').notNull(),
  certificateForm: text('certificate_form').notNull(),
  statementForm: text('statement_form').notNull(),
  rule: text('rule').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last receipt number of each financial year; incremented in the issuing transaction, so numbers have no gaps. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An issued 80G receipt: one per donation, numbered within the donation's financial year, with
 * everything printed on it copied at issue (a receipt never changes after it is given).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    // One valid receipt per donation; a corrected one cancels it (both kept, see below).
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    // The donor's identity as printed: the PAN, or (no PAN) the Aadhaar number masked.
    donorPan: text('donor_pan'),
    donorAadhaarMasked: text('donor_aadhaar_masked'),
    donorAddress: text('donor_address').notNull(),
    // What the receipt is for: the gift to the campaign and its urgent add-on (the Urgent causes
    // fund) together; urgent_paise is the fund's part of it, printed as its own line (decision 0060).
    amountPaise: money('amount_paise').notNull(),
    urgentPaise: money('urgent_paise').notNull().default(0),
    mode: text('mode').notNull(),
    // corpus | specific | others (the statement's donation types; decision 0028).
    donationType: text('donation_type').notNull().default('others'),
    transactionReference: text('transaction_reference').notNull(),
    donatedAt: timestamp('donated_at', { withTimezone: true }).notNull(),
    campaignTitle: text('campaign_title').notNull(),
    regime: jsonb('regime').$type<{ actName: string; section: string; certificateForm: string; rule: string; shortName?: string }>().notNull(),
    foundation: jsonb('foundation')
      .$type<{
        name: string;
        address: string;
        pan: string;
        registration: string;
        registrationDate?: string;
        validity: string;
        signatory: string;
        signatoryTitle: string;
      }>()
      .notNull(),
    // The document as issued: made once, kept, and served byte for byte (profile, email,
    // console); its SHA-256 (hex) lets anyone check a copy. Null only for receipts issued
    // before this was kept (made and stored on first read).
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    signed: boolean('signed').notNull().default(false),
    // A correction: the old receipt is kept, cancelled, pointing to the one that replaced it.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    replacedById: integer('replaced_by_id'),
    replacesNumber: text('replaces_number'),
    // null: issued automatically (the donation carried a PAN and the setting was on).
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_year_sequence_uq').on(t.financialYear, t.sequence),
    index('receipts_email_idx').on(t.donorEmail),
    index('receipts_issued_idx').on(t.issuedAt, t.id),
    uniqueIndex('receipts_donation_valid_uq').on(t.donationId).where(sql`${t.cancelledAt} is null`),
  ],
);
