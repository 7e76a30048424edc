// The demo seed's orders (apps/server/src/seed through giving's importDemoGifts): each demo gift
// is an order first, as on the site, written in bulk in the caller's transaction. A paid order
// here is what settlePaid() leaves, without the thank-you jobs a demo must not queue.
import { type Db, type demo, schema as s } from '@sahyog/db';
import type { Tx } from './orders.ts';

/** One demo gift as the seed's generator makes it (packages/db/src/seed/donations.ts). */
export type DemoGift = demo.DonationRow;

/**
 * The order a demo gift came from: paid, left at the payment step ('created') or failed. A paid
 * UPI gift carries the UTR staff matched it with, a paid Razorpay one its gateway ids (made up:
 * a refund through a real gateway account would be refused for them, as it should). `n` makes
 * those ids unique within the seed.
 */
function orderOf(purpose: string, d: DemoGift, n: number): typeof s.orders.$inferInsert {
  const paid = d.status === 'paid';
  return {
    purpose,
    reference: d.reference,
    requestHash: `seed:${d.reference}`,
    campaignId: d.campaignId,
    amountPaise: d.amountPaise,
    tipPaise: d.tipPaise,
    urgentPaise: d.urgentPaise,
    totalPaise: d.amountPaise + d.tipPaise + d.urgentPaise,
    donorName: d.donorName,
    donorEmail: d.donorEmail,
    donorMobile: d.donorMobile,
    hideName: d.anonymous,
    method: d.method,
    status: d.status === 'pending' ? 'created' : d.status,
    utr: paid && d.method === 'upi' ? `80${String(n + 1).padStart(10, '0')}` : null,
    utrSubmittedAt: paid && d.method === 'upi' ? d.createdAt : null,
    providerOrderId: d.method === 'razorpay' && d.status !== 'pending' ? `order_DEMO${String(n + 1).padStart(10, '0')}` : null,
    providerPaymentId: paid && d.method === 'razorpay' ? `pay_DEMO${String(n + 1).padStart(10, '0')}` : null,
    failureReason: d.status === 'failed' ? 'Declined by the bank (demo data)' : null,
    settledBy: d.status === 'pending' ? null : 'seed',
    paidAt: d.paidAt,
    createdAt: d.createdAt,
    updatedAt: d.paidAt ?? d.createdAt,
  };
}

/** Inserts the gifts' orders (of the purpose the caller registered) in `tx`; answers each one's order id by reference. `first` numbers the batch within the seed. */
export async function importDemoOrders(tx: Tx | Db, purpose: string, gifts: readonly DemoGift[], first = 0): Promise<Map<string, number>> {
  if (gifts.length === 0) return new Map();
  const rows = await tx
    .insert(s.orders)
    .values(gifts.map((d, j) => orderOf(purpose, d, first + j)))
    .returning({ id: s.orders.id, reference: s.orders.reference });
  return new Map(rows.map((o) => [o.reference, o.id]));
}
