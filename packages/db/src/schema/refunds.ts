import { bigint, index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { donations } from './giving.ts';
import { orders } from './payments.ts';

// ---- refunds ----
export const refundStatus = pgEnum('refund_status', ['requested', 'refunding', 'refunded', 'rejected']);

/**
 * A donor's request to have a gift back (the refund policy: asked within two days, never once a
 * receipt is issued, net of gateway charges). Staff decide; `refunding` is held while the
 * gateway is asked, so two presses cannot refund twice.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    donorEmail: text('donor_email').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('requested'),
    feePaise: money('fee_paise'),
    refundPaise: money('refund_paise'),
    providerRefundId: text('provider_refund_id'),
    manualReference: text('manual_reference'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refund_requests_queue_idx').on(t.status, t.createdAt, t.id)],
);
