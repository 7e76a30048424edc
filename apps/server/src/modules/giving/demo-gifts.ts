// The demo seed's gifts (apps/server/src/seed), written by giving because giving owns orders,
// donations and the campaign figures they make.
import { type Db, schema as s } from '@sahyog/db';
import { sql } from 'drizzle-orm';

/** One demo gift as the seed's generator makes it (packages/db/src/seed/donations.ts). */
export interface DemoGift {
  campaignId: number;
  donorName: string;
  donorEmail: string;
  donorMobile: string;
  amountPaise: number;
  tipPaise: number;
  urgentPaise: number;
  anonymous: boolean;
  /** 'pending': the donor reached the payment step and never paid (its order stays 'created'). */
  status: 'paid' | 'pending' | 'failed';
  method: 'upi' | 'razorpay';
  reference: string;
  paidAt: Date | null;
  createdAt: Date;
}

/** Rows per insert: hundreds of gifts in a few statements, each well under PostgreSQL's 65,535 parameters. */
const BATCH = 200;

/**
 * The order a demo gift came from: paid, left at the payment step ('created') or failed. A paid
 * UPI gift carries the UTR staff matched it with, a paid Razorpay one its gateway ids (made up:
 * a refund through a real gateway account would be refused for them, as it should).
 */
function orderOf(d: DemoGift, n: number): typeof s.orders.$inferInsert {
  const paid = d.status === 'paid';
  return {
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

export function demoGifts(db: Db) {
  return {
    /**
     * Writes the demo gifts in one transaction: each an order, as on the site (the console's
     * Donations list reads orders), and a paid order's one donation (donations.order_id), which
     * the ledger and the dashboard count; then the figures of the campaigns given to, counted
     * from their paid donations so they can never disagree. In bulk rather than through
     * settlePaid(): the seed runs on every fresh start and must stay quick, and a demo must not
     * queue hundreds of thank-you emails. A paid order here is what settlePaid() leaves.
     */
    async importDemoGifts(gifts: readonly DemoGift[]): Promise<void> {
      if (gifts.length === 0) return;
      await db.transaction(async (tx) => {
        for (let i = 0; i < gifts.length; i += BATCH) {
          const batch = gifts.slice(i, i + BATCH);
          const orders = await tx
            .insert(s.orders)
            .values(batch.map((d, j) => orderOf(d, i + j)))
            .returning({ id: s.orders.id, reference: s.orders.reference });
          const orderId = new Map(orders.map((o) => [o.reference, o.id]));
          const paid = batch.filter((d) => d.status === 'paid');
          if (paid.length > 0) {
            await tx.insert(s.donations).values(
              paid.map((d) => ({
                campaignId: d.campaignId,
                donorName: d.donorName,
                donorEmail: d.donorEmail,
                donorMobile: d.donorMobile,
                amountPaise: d.amountPaise,
                tipPaise: d.tipPaise,
                urgentPaise: d.urgentPaise,
                anonymous: d.anonymous,
                status: d.status,
                method: d.method,
                reference: d.reference,
                paidAt: d.paidAt,
                createdAt: d.createdAt,
                orderId: orderId.get(d.reference) as number,
              })),
            );
          }
        }
        const campaignIds = sql.join(
          [...new Set(gifts.map((d) => d.campaignId))].map((id) => sql`${id}`),
          sql`, `,
        );
        await tx.execute(sql`
          update campaigns as c
             set raised_paise = t.raised, backers = t.backers
            from (select campaign_id, sum(amount_paise)::bigint as raised, count(*)::int as backers
                    from donations
                   where status = 'paid' and campaign_id in (${campaignIds})
                   group by campaign_id) as t
           where c.id = t.campaign_id`);
      });
    },
  };
}

export type DemoGifts = ReturnType<typeof demoGifts>;
