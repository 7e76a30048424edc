import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { campaigns } from './catalog.ts';

export const orderStatus = pgEnum('order_status', ['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded']);

export const paymentMethod = pgEnum('payment_method', ['simulator', 'upi', 'razorpay']);

/**
 * One checkout attempt and its payment. A paid order makes exactly one donation (the ledger
 * row that counts toward the campaign); the state machine is in core/giving.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    // The client's key for this checkout: a retry with it returns this order (request_hash
    // tells a retry from another donation reusing the key).
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    // What the order pays for, named by the module that registered it with payments at start-up
    // (payments.register): 'gift' (giving counts it: donation, figures, receipt), 'shop' (the
    // shop counts it: its vendors' orders; never a donation, never a receipt). Payments knows no
    // purpose by name: a new one is a registration, not a schema change.
    purpose: text('purpose').notNull(),
    // The campaign a gift is for; null for a shop purchase (its vendors' orders name the order).
    campaignId: integer('campaign_id').references(() => campaigns.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: money('amount_paise').notNull(),
    tipPaise: money('tip_paise').notNull().default(0),
    urgentPaise: money('urgent_paise').notNull().default(0),
    totalPaise: money('total_paise').notNull(),
    items: jsonb('items').$type<{ productId: number; quantity: number; pricePaise: number }[]>().notNull().default([]),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull(),
    donorPan: text('donor_pan'),
    donorAddress: text('donor_address'),
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    hideName: boolean('hide_name').notNull().default(false),
    // The language the donor gave in ('en' | 'hi'): their thank-you, receipt and its PDF are in it.
    language: text('language').notNull().default('en'),
    method: paymentMethod('method').notNull(),
    status: orderStatus('status').notNull().default('created'),
    // UPI: the bank reference the donor typed; unique, so one credit confirms one order.
    utr: text('utr'),
    utrSubmittedAt: timestamp('utr_submitted_at', { withTimezone: true }),
    // Razorpay: the gateway's order (we check signatures against this, never the browser's).
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    // Who settled it: 'simulator', 'razorpay:checkout', 'razorpay:webhook', 'staff:<id>' …
    settledBy: text('settled_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // An order its module keeps open until it says otherwise (a monthly gift's month, asked for
    // all month): the abandoned-checkout sweep leaves it. Which month it is, is monthly's
    // (subscription_months).
    standing: boolean('standing').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('orders_utr_uq').on(t.utr),
    uniqueIndex('orders_provider_order_uq').on(t.providerOrderId),
    index('orders_pending_idx').on(t.status, t.utrSubmittedAt),
    // The console's Donations list, newest first, whole or by status or fund, paged by key
    // (issue 22); its search from the start of a reference, UTR, email or mobile (a pattern
    // index: LIKE 'abc%' can use it whatever the database's collation).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_urgent_created_idx').on(t.createdAt, t.id).where(sql`${t.urgentPaise} > 0`),
    index('orders_reference_prefix_idx').on(t.reference.op('text_pattern_ops')),
    index('orders_utr_prefix_idx').on(t.utr.op('text_pattern_ops')),
    index('orders_email_prefix_idx').on(sql`lower(${t.donorEmail}) text_pattern_ops`),
    index('orders_mobile_prefix_idx').on(t.donorMobile.op('text_pattern_ops')),
    check('orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('orders_parts_nonneg', sql`${t.tipPaise} >= 0 and ${t.urgentPaise} >= 0`),
    check('orders_total_adds_up', sql`${t.totalPaise} = ${t.amountPaise} + ${t.tipPaise} + ${t.urgentPaise}`),
    check('orders_gift_has_campaign', sql`${t.purpose} <> 'gift' or ${t.campaignId} is not null`),
  ],
);

/**
 * Money given back of a paid order, each time: a shop's vendor order at a time, a gift whole.
 * The refunds of an order never sum past what it took (checked with the order row locked), and a
 * refund's key (its caller's, e.g. the shop's refund job) records it once however often the call
 * is retried: the purpose's onRefunded listener hears each row once, in the transaction that
 * writes it.
 */
export const paymentRefunds = pgTable(
  'payment_refunds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    key: text('key').notNull(),
    amountPaise: money('amount_paise').notNull(),
    // The provider's refund id (Razorpay's rfnd_…), or null where a person transfers it back.
    providerRefundId: text('provider_refund_id'),
    // Who gave it back: 'staff:<id>', 'shop:refund-job', …
    by: text('by').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_refunds_key_uq').on(t.key),
    index('payment_refunds_order_idx').on(t.orderId),
    check('payment_refunds_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/**
 * Gateway events as received (webhooks), kept to drop repeats by the gateway's event id and
 * to replay them; processed_at is set when the order has been updated from it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the signed body: the event id header is not signed, the body is. */
    bodySha256: text('body_sha256'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId), uniqueIndex('payment_events_body_uq').on(t.provider, t.bodySha256)],
);
