// The demo seed's gifts (apps/server/src/seed): their orders through payments, and the paid
// ones' donations and the campaign figures they make here, in one transaction.
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DemoGift, PaymentsService } from '../payments/index.ts';
import { figuresMoved } from './figures-cache.ts';
import { campaignFigures } from './ledger.ts';

/** Rows per insert: hundreds of gifts in a few statements, each well under PostgreSQL's 65,535 parameters. */
const BATCH = 200;

export function demoGifts(db: Db, payments: Pick<PaymentsService, 'importDemoOrders'>) {
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
          const orderId = await payments.importDemoOrders(tx, 'gift', batch, i);
          const paid = batch.filter((d) => d.status === 'paid');
          if (paid.length > 0) {
            figuresMoved();
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
        // The figures counted from the paid donations themselves, so the two can never disagree.
        const given = [...new Set(gifts.map((d) => d.campaignId))];
        const totals = await tx
          .select({ campaignId: s.donations.campaignId, raised: sql<string>`sum(${s.donations.amountPaise})`, backers: sql<number>`count(*)::int` })
          .from(s.donations)
          .where(and(eq(s.donations.status, 'paid'), inArray(s.donations.campaignId, given)))
          .groupBy(s.donations.campaignId);
        await campaignFigures().set(
          tx,
          totals.map((t) => ({ campaignId: t.campaignId, raisedPaise: Number(t.raised), backers: t.backers })),
        );
      });
    },
  };
}

export type DemoGifts = ReturnType<typeof demoGifts>;
