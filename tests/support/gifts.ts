// Gifts as a donor makes them, through the public API: an order for a fresh campaign, and, for a
// paid one, the payment simulator's success. For tests of what happens after giving.
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import { call, uniqueEmail } from './accounts.ts';
import { getDb } from './db.ts';
import { createCampaign, unique } from './factories.ts';

export interface GiftOptions {
  amountPaise?: number;
  tipPaise?: number;
  method?: 'simulator' | 'upi' | 'razorpay';
  /** Another app than the shared test app (one with the Razorpay stand-in). */
  app?: FastifyInstance;
}

/** A created order (not yet paid) for a new campaign. */
export async function newOrder(donor: { fullName: string; email: string }, opts: GiftOptions = {}) {
  const campaign = await createCampaign();
  const res = await call<{ data: { reference: string; razorpayOrderId?: string } }>('POST', '/api/v1/orders', {
    ...(opts.app ? { app: opts.app } : {}),
    headers: { 'idempotency-key': unique('gift-key') },
    body: {
      campaign: campaign.slug,
      amountPaise: opts.amountPaise ?? 3000_00,
      tipPaise: opts.tipPaise ?? 0,
      urgentPaise: 0,
      items: [],
      donor: { name: donor.fullName, email: donor.email, mobile: '9876543210' },
      method: opts.method ?? 'simulator',
    },
  });
  expect(res.status, res.text).toBe(201);
  return { campaign, reference: res.body.data.reference, razorpayOrderId: res.body.data.razorpayOrderId ?? '' };
}

/** A paid gift through the simulator, with its donation's id. */
export async function paidGift(donor: { fullName: string; email: string }, opts: Omit<GiftOptions, 'method' | 'app'> = {}) {
  const order = await newOrder(donor, { ...opts, method: 'simulator' });
  await call('POST', `/api/v1/payments/simulator/${order.reference}`, { body: { outcome: 'success' } });
  const [d] = await (await getDb()).select().from(s.donations).where(eq(s.donations.reference, order.reference));
  if (!d) throw new Error(`no donation for ${order.reference}`);
  return { ...order, donationId: d.id };
}

/** A valid `POST /api/v1/orders` body for a ₹3,000 simulator gift to `campaign`; `overrides` changes any field. */
export function orderBody(campaign: string | number, overrides: Record<string, unknown> = {}) {
  return {
    campaign,
    amountPaise: 3000_00,
    tipPaise: 0,
    urgentPaise: 0,
    items: [],
    donor: { name: 'Asha Verma', email: uniqueEmail('donor'), mobile: '9876543210' },
    whatsappUpdates: true,
    hideName: false,
    method: 'simulator',
    ...overrides,
  };
}

/**
 * A monthly gift's months as a donor's history would list them: each month's order (all its
 * columns) with the month it asks for, the earliest month first; `period` picks one month.
 */
export async function monthOrdersOf(subscriptionId: number, period?: string) {
  const db = await getDb();
  const rows = await db
    .select({ order: s.orders, period: s.subscriptionMonths.period })
    .from(s.subscriptionMonths)
    .innerJoin(s.orders, eq(s.orders.id, s.subscriptionMonths.orderId))
    .where(and(eq(s.subscriptionMonths.subscriptionId, subscriptionId), period === undefined ? undefined : eq(s.subscriptionMonths.period, period)))
    .orderBy(s.subscriptionMonths.period);
  return rows.map((r) => ({ ...r.order, period: r.period }));
}
