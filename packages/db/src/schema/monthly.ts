import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, pgEnum, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { campaigns } from './catalog.ts';
import { orders } from './payments.ts';

export const subscriptionStatus = pgEnum('subscription_status', ['created', 'authenticated', 'active', 'paused', 'halted', 'cancelled', 'completed']);

export const subscriptionMode = pgEnum('subscription_mode', ['gateway', 'reminder']);

/**
 * A monthly gift (issue 9). `gateway`: Razorpay charges it through a mandate and tells us by
 * webhook. `reminder`: no gateway, so each month the donor is sent a UPI link for that month's
 * order. Either way a month's money arrives as an order (orders.subscription_id, period) and
 * becomes a donation through settlePaid. States move only as SUBSCRIPTION_TRANSITIONS allows.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull(),
    amountPaise: money('amount_paise').notNull(),
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    mode: subscriptionMode('mode').notNull(),
    status: subscriptionStatus('status').notNull().default('created'),
    providerPlanId: text('provider_plan_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // The day of the month (IST) it falls due, 1–28 so that every month has it.
    anchorDay: integer('anchor_day').notNull(),
    // The next month to charge or remind, and when; null while nothing is scheduled.
    nextPeriod: text('next_period'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    // The secret in the manage link of every monthly email: pause, change or stop without signing in.
    manageToken: text('manage_token').notNull(),
    // The language the donor signed up in ('en' | 'hi'): every monthly email and each month's order are in it.
    language: text('language').notNull().default('en'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_reference_uq').on(t.reference),
    uniqueIndex('subscriptions_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('subscriptions_provider_uq').on(t.providerSubscriptionId),
    index('subscriptions_email_idx').on(t.donorEmail),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    index('subscriptions_status_idx').on(t.status, t.createdAt, t.id),
    index('subscriptions_due_idx').on(t.nextDueAt).where(sql`${t.status} in ('active', 'authenticated')`),
    check('subscriptions_amount_min', sql`${t.amountPaise} >= 30000`),
    check('subscriptions_anchor_day', sql`${t.anchorDay} between 1 and 28`),
  ],
);

/**
 * What was sent for a subscription's month: the notice ahead of a charge or reminder, and the
 * reminder itself. Unique per month and kind, so two processes sweeping at once send one.
 */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_notices_uq').on(t.subscriptionId, t.period, t.kind)],
);

/**
 * A monthly gift's months, each pointing at the payment that asks for it (issue 44: payments
 * keeps payments only). The key is the month: at most one payment per subscription and month,
 * whichever process or webhook makes it, so a month is never charged or asked twice (decision
 * 0026). The row and its payment are written in one transaction (monthly's monthOrder).
 */
export const subscriptionMonths = pgTable(
  'subscription_months',
  {
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id),
    // "2026-12", in India's time.
    period: text('period').notNull(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.subscriptionId, t.period] }), uniqueIndex('subscription_months_order_uq').on(t.orderId)],
);
