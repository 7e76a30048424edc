// The demo seed's orders (apps/server/src/seed through giving's importDemoGifts): each demo gift
// is an order first, as on the site, written in bulk in the caller's transaction. A paid order
// here is what settlePaid() leaves, without the thank-you jobs a demo must not queue.
import { type Db, type demo, schema as s } from '@sahyog/db';
import type { Tx } from './orders.ts';
import type { PaymentMethodInfo } from './providers/types.ts';

/** One demo gift as the seed's generator makes it (packages/db/src/seed/donations.ts). */
export type DemoGift = demo.DonationRow;

/**
 * The order a demo gift came from: paid, left at the payment step ('created') or failed, with the
 * evidence its method's provider says such an order carries (a UTR, gateway ids: demoEvidence).
 * `n` makes those unique within the seed.
 */
function orderOf(purpose: string, d: DemoGift, n: number, info: (method: string) => PaymentMethodInfo | undefined): typeof s.orders.$inferInsert {
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
    ...info(d.method)?.demoEvidence?.(n, { paid, started: d.status !== 'pending', at: d.createdAt }),
    failureReason: d.status === 'failed' ? 'Declined by the bank (demo data)' : null,
    settledBy: d.status === 'pending' ? null : 'seed',
    paidAt: d.paidAt,
    createdAt: d.createdAt,
    updatedAt: d.paidAt ?? d.createdAt,
  };
}

/** Inserts the gifts' orders (of the purpose the caller registered) in `tx`; answers each one's order id by reference. `first` numbers the batch within the seed. */
export async function importDemoOrders(
  tx: Tx | Db,
  purpose: string,
  gifts: readonly DemoGift[],
  first: number,
  info: (method: string) => PaymentMethodInfo | undefined,
): Promise<Map<string, number>> {
  if (gifts.length === 0) return new Map();
  const rows = await tx
    .insert(s.orders)
    .values(gifts.map((d, j) => orderOf(purpose, d, first + j, info)))
    .returning({ id: s.orders.id, reference: s.orders.reference });
  return new Map(rows.map((o) => [o.reference, o.id]));
}
