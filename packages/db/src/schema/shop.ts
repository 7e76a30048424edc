import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { bytea, createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { orders } from './payments.ts';
import { products, productVariants } from './products.ts';
import { vendors } from './vendors.ts';

// ----- Buying from the shop (issue 25; module `shop`) ----------------------------------------

/**
 * A cart: a guest's is found by the SHA-256 of its cookie's random token (the cookie alone opens
 * it, and the database never holds the token), a buyer's by the account. At sign-in a guest's
 * cart joins the account's and is deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_token_uq').on(t.tokenHash),
    uniqueIndex('carts_user_uq').on(t.userId),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_owned', sql`(${t.tokenHash} is null) <> (${t.userId} is null)`),
  ],
);

/** A variation in a cart: its price and stock are read again at checkout, never kept here. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), check('cart_items_quantity', sql`${t.quantity} between 1 and 20`)],
);

/** Where a buyer's parcels go; at most one default per buyer. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    // The state's name as core's list of states and union territories spells it (place of supply).
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id), uniqueIndex('addresses_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);

export const shopOrderStatus = pgEnum('shop_order_status', ['placed', 'paid', 'accepted', 'shipped', 'delivered', 'cancelled']);

/**
 * One vendor's part of a purchase: a cart with three vendors' items is paid once (one payments
 * order) and becomes three of these, each moved by its own vendor. The stock of its lines is
 * held from placing until it is paid, or given back when the payment fails or `hold_until` passes.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // SO + 12 characters: what the buyer and the vendor quote.
    reference: text('reference').notNull(),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    shipTo: jsonb('ship_to').$type<{ name: string; phone: string; line1: string; line2: string; city: string; state: string; pinCode: string }>().notNull(),
    status: shopOrderStatus('status').notNull().default('placed'),
    // Σ lines' unit price × quantity, tax included (the price a buyer sees is the price paid).
    totalPaise: money('total_paise').notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    // Where the checkout came from (platform/rate-limit.ts sourceOf: an IPv4 address, an IPv6
    // /64): open unpaid purchases are capped per network as well as per account, so one person
    // with many accounts cannot hold a product's whole stock. Null before issue 38 and for the seed.
    buyerSource: text('buyer_source'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    // 'buyer' | 'vendor' | 'payment' (it failed) | 'expiry' (not paid within the hold).
    cancelledBy: text('cancelled_by'),
    // What goes back to the buyer of a paid order cancelled before shipping, and what has gone.
    refundDuePaise: money('refund_due_paise').notNull().default(0),
    refundedPaise: money('refunded_paise').notNull().default(0),
    language: text('language').notNull().default('en'),
    // The buyer asked at checkout for an SMS at each step, to the delivery mobile.
    smsUpdates: boolean('sms_updates').notNull().default(false),
    // The buyer ticked "Order updates on WhatsApp" (unticked by default; a consent record).
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    // The vendor's return window when the order was placed.
    returnWindowDays: integer('return_window_days').notNull().default(7),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The buyer's "I received it": a delivery the seller cannot just assert (issue 38).
    receivedAt: timestamp('received_at', { withTimezone: true }),
    // A refund that would take the vendor's payable below zero waits for staff: how far below.
    refundShortfallPaise: money('refund_shortfall_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Staff hold the order for review from the help desk (issue 41: a canned answer that acts):
    // its sale stays out of the vendor's withdrawable money until staff clear it.
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewTicket: text('review_ticket'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_reference_uq').on(t.reference),
    index('shop_orders_payment_idx').on(t.paymentOrderId),
    index('shop_orders_vendor_idx').on(t.vendorId, t.createdAt, t.id),
    index('shop_orders_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('shop_orders_holds_idx').on(t.holdUntil).where(sql`${t.status} = 'placed'`),
    index('shop_orders_open_source_idx').on(t.buyerSource).where(sql`${t.status} = 'placed'`),
    index('shop_orders_created_idx').on(t.createdAt, t.id),
    check('shop_orders_total_positive', sql`${t.totalPaise} > 0`),
    check('shop_orders_refunds', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.refundDuePaise} and ${t.refundDuePaise} <= ${t.totalPaise}`),
  ],
);

/** A line of a vendor's order, as it was sold: the product's words, codes and price then. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    unitPricePaise: money('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    // The category's commission when it was sold: a later change of rate never reprices a sale.
    commissionBp: integer('commission_bp').notNull().default(0),
  },
  (t) => [
    index('shop_order_lines_order_idx').on(t.shopOrderId),
    check('shop_order_lines_quantity', sql`${t.quantity} > 0`),
    check('shop_order_lines_price', sql`${t.unitPricePaise} > 0`),
  ],
);

/**
 * The rates the foundation as e-commerce operator collects and deducts (GST TCS, income-tax TDS
 * on e-commerce), each from the day it applies; staff add a row when the law changes (decision 0049).
 */
export const withholdingRates = pgTable(
  'withholding_rates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    rateBp: integer('rate_bp').notNull(),
    // YYYY-MM-DD, India.
    effectiveFrom: text('effective_from').notNull(),
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withholding_rates_kind_from_uq').on(t.kind, t.effectiveFrom),
    check('withholding_rates_kind', sql`${t.kind} in ('gst-tcs', 'tds-ecommerce')`),
    check('withholding_rates_rate', sql`${t.rateBp} between 0 and 2000`),
  ],
);

// Each vendor's money is in the journal's postings (schema/journal.ts, decision 0071): its
// vendor_ledger moved there in migration 0055.

// Vendors' withdrawals are payouts of the payee kind 'vendor' (schema/payouts.ts, decision 0072):
// vendor_payouts moved there in migration 0056.

/** The next invoice (or credit note) number of each vendor in each financial year: gapless, taken in the issuing transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // "2026-27"; a credit note's series is its own ("CN 2026-27").
    series: text('series').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.series] })],
);

export const invoiceKind = pgEnum('invoice_kind', ['tax-invoice', 'bill-of-supply', 'credit-note']);

/**
 * A vendor order's GST document, issued once when the vendor ships it (a credit note for each
 * refund of a return): its number, the figures it was made from and the PDF itself with its
 * SHA-256, so what the buyer downloads is always the document issued.
 */
export const shopInvoices = pgTable(
  'shop_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    kind: invoiceKind('kind').notNull(),
    number: text('number').notNull(),
    issuedOn: text('issued_on').notNull(),
    againstId: bigint('against_id', { mode: 'number' }).references((): AnyPgColumn => shopInvoices.id),
    totalPaise: money('total_paise').notNull(),
    taxPaise: money('tax_paise').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_invoices_vendor_number_uq').on(t.vendorId, t.number),
    // One invoice per order (credit notes: one per refund).
    uniqueIndex('shop_invoices_order_uq').on(t.shopOrderId).where(sql`${t.kind} <> 'credit-note'`),
    index('shop_invoices_order_idx').on(t.shopOrderId),
  ],
);

export const returnStatus = pgEnum('return_status', ['requested', 'approved', 'rejected', 'received', 'refunded']);

/**
 * A buyer's return of a delivered order's lines, within the return window: requested with a
 * reason, approved or rejected by the vendor, received (the stock goes back), refunded (through
 * the provider that was paid, or by staff for UPI; the ledger gives back the vendor's share and a
 * credit note is issued).
 */
export const shopReturns = pgTable(
  'shop_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    status: returnStatus('status').notNull().default('requested'),
    // The order's lines coming back: line id and quantity.
    lines: jsonb('lines').$type<{ lineId: number; quantity: number }[]>().notNull(),
    amountPaise: money('amount_paise').notNull(),
    reason: text('reason').notNull(),
    // Photos the buyer sent with the request: private storage keys (JPEG), at most 3.
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    vendorNote: text('vendor_note'),
    // The provider's refund id, or the bank transfer's UTR staff recorded.
    refundReference: text('refund_reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_returns_order_idx').on(t.shopOrderId),
    index('shop_returns_status_idx').on(t.status, t.requestedAt),
    // One open return per order at a time.
    uniqueIndex('shop_returns_open_uq').on(t.shopOrderId).where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check('shop_returns_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const disputeStatus = pgEnum('dispute_status', ['open', 'refunded', 'closed']);

/**
 * A buyer asks the foundation to step in on a paid order (not delivered, damaged, a return the
 * vendor refused): staff read both sides and either refund the buyer (through the provider that
 * was paid; the vendor's ledger gives the share back and a credit note is issued) or close it
 * with a note. One open dispute per order.
 */
export const shopDisputes = pgTable(
  'shop_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    status: disputeStatus('status').notNull().default('open'),
    reason: text('reason').notNull(),
    // What staff decided, told to both sides.
    resolution: text('resolution'),
    refundPaise: money('refund_paise').notNull().default(0),
    // The provider's refund id, or the bank transfer's UTR staff recorded.
    refundReference: text('refund_reference'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_disputes_order_idx').on(t.shopOrderId),
    index('shop_disputes_status_idx').on(t.status, t.openedAt),
    uniqueIndex('shop_disputes_open_uq').on(t.shopOrderId).where(sql`${t.status} = 'open'`),
    check('shop_disputes_refund_nonneg', sql`${t.refundPaise} >= 0`),
  ],
);
