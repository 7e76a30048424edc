import { sql } from 'drizzle-orm';
import { bigserial, check, index, integer, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { money } from './_shared.ts';
import { users } from './auth.ts';

// ----- What the foundation pays out to its payees (issue 44 part 3; module `payouts`) ---------

// processing: approved and sent to RazorpayX, waiting for its webhook; reversed: RazorpayX failed,
// rejected or reversed it, and the amount went back to the payee's account (decision 0051).
export const payoutStatus = pgEnum('payout_status', ['requested', 'processing', 'paid', 'rejected', 'reversed']);

/**
 * A payee's withdrawal of what the foundation owes it: asked by the payee, paid (with the bank's
 * UTR) or refused by staff; or, with RazorpayX configured, approved and paid through its Payouts
 * API. A payee is a party of a registered kind (`vendor` now; a referral member next), named by
 * its kind and its id in that kind's module: its journal account is `<kind>:<id>`. Moved here from
 * the shop's vendor_payouts in migration 0056 (decision 0072).
 */
export const payouts = pgTable(
  'payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    payeeKind: text('payee_kind').notNull(),
    payeeId: integer('payee_id').notNull(),
    amountPaise: money('amount_paise').notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    utr: text('utr'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Above the kind's second-approval amount, the first staff member's approval (issue 38): a
    // different one then pays it (by hand or through RazorpayX); decided_by is that second one.
    firstApprovedBy: integer('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    // The staff member paying it by hand: set when they are shown the whole account to transfer
    // to, so nobody else (by hand or through RazorpayX) pays it, or refuses it back into the
    // payee's balance, while that transfer may be under way. Cleared only by recording the
    // transfer's UTR, by that staff member refusing it, or by a release (theirs or an admin's).
    claimedBy: integer('claimed_by').references(() => users.id, { onDelete: 'set null' }),
    claimedAt: timestamp('claimed_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    // 'razorpayx' when approved to be paid through RazorpayX; null when paid or refused by hand.
    provider: text('provider'),
    // The X-Payout-Idempotency key, made once when approved: every attempt sends the same one.
    providerKey: text('provider_key'),
    // The payee's RazorpayX fund account the first attempt used, so retries send the same body.
    providerFundAccountId: text('provider_fund_account_id'),
    // RazorpayX's payout id (pout_…) and the last status it reported (queued, processing, processed …).
    providerPayoutId: text('provider_payout_id'),
    providerStatus: text('provider_status'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('payouts_payee_idx').on(t.payeeKind, t.payeeId, t.requestedAt),
    index('payouts_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('payouts_utr_uq').on(t.utr),
    uniqueIndex('payouts_provider_payout_uq').on(t.providerPayoutId),
    uniqueIndex('payouts_provider_key_uq').on(t.providerKey),
    check('payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);
