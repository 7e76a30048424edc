import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, date, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { campaigns } from './catalog.ts';
import { orders } from './payments.ts';

export const donationStatus = pgEnum('donation_status', ['pending', 'paid', 'failed', 'refunded']);

export const donations = pgTable(
  'donations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull().default(''),
    // What counts toward the campaign; tip and urgent-cause support are kept apart.
    amountPaise: money('amount_paise').notNull(),
    tipPaise: money('tip_paise').notNull().default(0),
    urgentPaise: money('urgent_paise').notNull().default(0),
    anonymous: boolean('anonymous').notNull().default(false),
    status: donationStatus('status').notNull().default('pending'),
    reference: text('reference').notNull(),
    // Set for a monthly donation's charge; profile lists those under "Donate Monthly".
    subscriptionId: text('subscription_id'),
    // The donor asked for an 80G receipt (issued by staff in the receipts module).
    receiptRequestedAt: timestamp('receipt_requested_at', { withTimezone: true }),
    // When its valid receipt was issued (receipts writes it with the receipt, in the transaction
    // that holds this row): the queue's index holds only the requests still waiting, so it never
    // walks a year of issued receipts to find them (issue 22).
    receiptIssuedAt: timestamp('receipt_issued_at', { withTimezone: true }),
    // The order it came from (one donation per paid order), and what the 80G receipt needs.
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    donorPan: text('donor_pan'),
    // A donor without a PAN may give their Aadhaar number (12 digits, Verhoeff-checked): the
    // statement of donations needs it in full; screens and receipts show it masked.
    donorAadhaar: text('donor_aadhaar'),
    donorAddress: text('donor_address'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('donations_reference_uq').on(t.reference),
    uniqueIndex('donations_order_uq').on(t.orderId),
    // Recent donors and top donors of a campaign, and the live strip, read only paid rows.
    index('donations_recent_idx').on(t.campaignId, t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_top_idx').on(t.campaignId, t.amountPaise).where(sql`${t.status} = 'paid'`),
    index('donations_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_email_idx').on(t.donorEmail),
    // The receipts queue, oldest request first: only the requests still waiting (issue 22).
    index('donations_receipt_waiting_idx')
      .on(t.receiptRequestedAt, t.id)
      .where(sql`${t.status} = 'paid' and ${t.receiptRequestedAt} is not null and ${t.receiptIssuedAt} is null`),
    check('donations_amount_positive', sql`${t.amountPaise} > 0`),
    check('donations_tip_nonneg', sql`${t.tipPaise} >= 0 and ${t.urgentPaise} >= 0`),
  ],
);

/**
 * Each campaign's paid gifts summed by UTC day, kept by a trigger on donations (migration 0038)
 * so it always equals them: a gift's place in the campaign's pool of money (what the gifts before
 * it hold, issue 26) is the days before its own plus the gifts earlier that day, a few hundred
 * rows at most where summing every earlier gift read 100,000.
 */
export const donationPoolDays = pgTable(
  'donation_pool_days',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    day: date('day', { mode: 'string' }).notNull(),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);
