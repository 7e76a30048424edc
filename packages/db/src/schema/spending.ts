import { sql } from 'drizzle-orm';
import { type AnyPgColumn, bigint, bigserial, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { campaigns } from './catalog.ts';
import { donations } from './giving.ts';

// ----- Spending: where a campaign's money went (issue 26) ------------------------------------

/** What money was spent on (medicine, food, …): staff keep the list. */
export const spendingCategories = pgTable(
  'spending_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spending_categories_name_uq').on(sql`lower(${t.name})`)],
);

export const spendingStatus = pgEnum('spending_status', ['proposed', 'approved', 'rejected', 'superseded']);

/**
 * One payment made for a campaign: proposed by its campaigner (or staff), approved by staff (and
 * by a second staff member above the set amount), then public. A correction is a new row that
 * names the one it replaces; approving it supersedes that one, which stays as history.
 */
export const spendingItems = pgTable(
  'spending_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: spendingStatus('status').notNull().default('proposed'),
    // The India day it was paid.
    spentOn: text('spent_on').notNull(),
    amountPaise: money('amount_paise').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => spendingCategories.id),
    payee: text('payee').notNull(),
    description: text('description').notNull(),
    // "120 blankets": a count and its unit, when the spend is one.
    quantity: integer('quantity'),
    unit: text('unit'),
    replacesId: bigint('replaces_id', { mode: 'number' }).references((): AnyPgColumn => spendingItems.id),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    // Above the second-approval amount the first staff approval waits for another staff member's.
    firstApprovedBy: integer('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedReason: text('rejected_reason'),
    // Why staff approved a payment that came without a bill (issue 38): required then, and shown
    // with the payment wherever it is told, in place of "checked against the bill".
    noBillReason: text('no_bill_reason'),
    // The bill as sent, kept private under `<billKey>/original` (a PDF as it came, a picture
    // re-encoded) with the picture staff redact at `<billKey>/preview` (a PDF's first pages drawn).
    billKey: text('bill_key'),
    billType: text('bill_type').$type<'pdf' | 'jpeg'>(),
    billWidth: integer('bill_width'),
    billHeight: integer('bill_height'),
    // Staff's redaction (`<billKey>/redacted`, black rectangles on the preview): only this is
    // ever published, and only once the item is approved (billUrl, billThumbUrl).
    billRedactedAt: timestamp('bill_redacted_at', { withTimezone: true }),
    billRedactedBy: integer('bill_redacted_by').references(() => users.id, { onDelete: 'set null' }),
    // The boxes of that redaction (percent of the preview): a second redaction starts from them,
    // so adding a box never uncovers one drawn before.
    billAreas: jsonb('bill_areas').$type<{ x: number; y: number; w: number; h: number }[]>(),
    billUrl: text('bill_url'),
    billThumbUrl: text('bill_thumb_url'),
    // Photos of the help delivered: private keys until approval, then public copies.
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<{ url: string; thumbUrl: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('spending_items_campaign_idx').on(t.campaignId, t.status, t.spentOn, t.id),
    // The campaign page's sums (spent, and by category) read this index alone, never the rows.
    index('spending_items_sums_idx').on(t.campaignId, t.status, t.categoryId, t.amountPaise),
    index('spending_items_status_idx').on(t.status, t.createdAt),
    check('spending_items_amount_positive', sql`${t.amountPaise} > 0`),
    check('spending_items_spent_on', sql`${t.spentOn} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('spending_items_quantity_positive', sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/**
 * A gift whose donor has been told it was first spent ("Your ₹3,000 bought 6 blankets"): one
 * row per gift, claimed before the email is sent, so no later approval tells them again.
 */
export const spendingGiftNotices = pgTable('spending_gift_notices', {
  donationId: bigint('donation_id', { mode: 'number' })
    .primaryKey()
    .references(() => donations.id),
  itemId: bigint('item_id', { mode: 'number' })
    .notNull()
    .references(() => spendingItems.id),
  // The SHA-256 of the private link's token (/gifts/:donationId/:token): the link shows this one
  // gift's story to whoever holds the email, without signing in; the table never holds the token.
  tokenHash: text('token_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money the foundation put into a campaign from its own funds: spending may use it too. */
export const foundationAdditions = pgTable(
  'foundation_additions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amountPaise: money('amount_paise').notNull(),
    note: text('note').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('foundation_additions_campaign_idx').on(t.campaignId), check('foundation_additions_amount_positive', sql`${t.amountPaise} > 0`)],
);
