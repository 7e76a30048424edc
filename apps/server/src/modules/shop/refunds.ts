// What a shop order owes its buyer, and how it goes back (issue 25; out of purchases.ts by issue
// 44). The amount owed is decided in the transaction that decides it (a cancel, a received
// return, a dispute refunded): it joins the order's refund_due, a delivered order's vendor gives
// back the sale's share in its ledger, an invoiced one gets a credit note. The money itself goes
// back from a job (SHOP_REFUND_QUEUE), through the provider that took it, after that commits; a
// UPI payment's waits for staff's bank transfer (recordRefund). A refund that would leave the
// seller's payable below zero waits for staff to release it (issue 38).
import { AppError, buyingText as bt, type SellerOrderView, shopConsoleText as sc } from '@sahyog/core';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Tx } from '../payments/index.ts';
import type { Operator } from './invoices.ts';
import type { ShopNotices } from './notices.ts';
import { auditOrder, type LineRow, lockedWhere, type PurchasesDeps, refuseOwnOrder, type ShopOrderRow, sd, so, sr, type Vendor } from './orders-shared.ts';
import type { ShopViews } from './views.ts';

/** Money owed back on a cancelled paid order, given back through its provider after the cancel commits. */
export const SHOP_REFUND_QUEUE = 'shop-order-refund';

type RefundsDeps = Pick<PurchasesDeps, 'db' | 'payments' | 'jobs' | 'audit' | 'ledger' | 'invoices' | 'vendors'>;

export function shopRefunds(deps: RefundsDeps, views: Pick<ShopViews, 'viewOf'>, notices: Pick<ShopNotices, 'mail'>) {
  const { db, payments } = deps;

  /** The refund job for an order, enqueued in the transaction that made it owe. */
  const refundLater = (tx: Tx, orderId: number) => deps.jobs.enqueue(SHOP_REFUND_QUEUE, { orderId }, { tx, maxAttempts: 8 });

  /**
   * Money an order owes its buyer, in the transaction that decides it: the amount joins what is
   * due; a delivered order's vendor gives back the sale's share in its ledger; an order whose
   * invoice was issued gets a credit note for `lines`; the refund itself goes out from the queue.
   */
  async function oweBack(
    tx: Tx,
    o: ShopOrderRow,
    amountPaise: number,
    lines: readonly LineRow[],
    vendor: Vendor,
    operator: Operator,
    now: Date,
  ): Promise<void> {
    const [updated] = await tx
      .update(so)
      .set({ refundDuePaise: sql`${so.refundDuePaise} + ${amountPaise}`, updatedAt: now })
      .where(eq(so.id, o.id))
      .returning();
    let shortfall = 0;
    if (o.deliveredAt) {
      await deps.ledger.recordRefund(tx, o, amountPaise, now);
      shortfall = await deps.ledger.shortfall(tx, o.vendorId);
    }
    if (o.shippedAt) await deps.invoices.creditNote(tx, updated ?? o, lines, vendor, operator, now);
    // A refund that leaves the payable below zero would be paid by the foundation (the sale was
    // withdrawn already): it waits for staff, with the shortfall shown (issue 38).
    if (shortfall > 0) await tx.update(so).set({ refundShortfallPaise: shortfall }).where(eq(so.id, o.id));
    else await refundLater(tx, o.id);
  }

  /**
   * What the order owed has gone back (the provider's refund id, or staff's UTR): recorded on the
   * locked order, and on the return or dispute that asked for it; the buyer is told.
   */
  async function moneyWentBack(tx: Tx, o: ShopOrderRow, refundReference: string): Promise<void> {
    const now = new Date();
    await tx.update(so).set({ refundedPaise: o.refundDuePaise, updatedAt: now }).where(eq(so.id, o.id));
    const done = await tx
      .update(sr)
      .set({ status: 'refunded', refundedAt: now, refundReference })
      .where(and(eq(sr.shopOrderId, o.id), eq(sr.status, 'received')))
      .returning({ id: sr.id });
    for (const r of done) await notices.mail(tx, o.id, 'return-update', { returnId: r.id, step: 'refunded' });
    await tx
      .update(sd)
      .set({ refundReference })
      .where(and(eq(sd.shopOrderId, o.id), eq(sd.status, 'refunded'), isNull(sd.refundReference)));
  }

  // What an order owes its buyer goes back through the provider that took it (a gateway call,
  // so after the decision commits, retried by the queue; one job at a time holds it); a UPI
  // payment's waits for staff, who transfer it and record the bank's reference (recordRefund).
  deps.jobs.register(
    SHOP_REFUND_QUEUE,
    async (payload) => {
      const [o] = await db
        .select()
        .from(so)
        .where(eq(so.id, Number(payload.orderId)))
        .limit(1);
      // Held for staff (the payable would go below zero): releaseRefund enqueues it again.
      if (!o || o.refundedPaise >= o.refundDuePaise || o.refundShortfallPaise > 0) return;
      const pay = await payments.byId(o.paymentOrderId);
      if (!pay) return;
      // One key per order and amount owed: a retry after a crash between the gateway's answer and
      // the commit below asks for the same refund again, and the gateway gives it back once.
      const refund = await payments.refundPart(pay, o.refundDuePaise - o.refundedPaise, `shop-refund-${o.id}-${o.refundedPaise}-${o.refundDuePaise}`);
      if (!refund) return;
      await db.transaction(async (tx) => {
        const [locked] = await lockedWhere(tx, eq(so.id, o.id));
        // Only what this job gave back: a later amount owed has its own job.
        if (locked && locked.refundedPaise === o.refundedPaise) await moneyWentBack(tx, { ...locked, refundDuePaise: o.refundDuePaise }, refund.id);
      });
    },
    { group: 'critical' },
  );

  return {
    refundLater,
    oweBack,

    /**
     * Staff gave back what an order owes its buyer by bank transfer (a UPI payment: a cancelled
     * order, a received return, a dispute refunded): recorded with its UTR, audited.
     */
    async recordRefund(staffId: number, reference: string, utr: string): Promise<SellerOrderView> {
      const [found] = await db
        .select({ paymentOrderId: so.paymentOrderId, buyerId: so.buyerId, vendorId: so.vendorId })
        .from(so)
        .where(eq(so.reference, reference))
        .limit(1);
      // Not for an order one bought or sold oneself (issue 38): the record settles what is owed.
      if (found) await refuseOwnOrder(deps, staffId, found, 'shop-order.refund', reference);
      const pay = found ? await payments.byId(found.paymentOrderId) : undefined;
      const row = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, eq(so.reference, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if (o.refundedPaise >= o.refundDuePaise) throw new AppError('order_state', bt.orderState);
        if (o.refundShortfallPaise > 0) throw new AppError('order_state', sc.refundHeldFirst);
        // A gateway's payment goes back through the gateway (the refund job): a transfer by hand
        // as well would give it back twice.
        if (!pay || !payments.refundsByHand(pay.method)) throw new AppError('order_state', bt.refundThroughProvider);
        // Payments records what went back of the payment, in this transaction, once.
        await payments.recordRefund(
          pay.reference,
          { key: `shop-hand-${o.id}-${o.refundedPaise}-${o.refundDuePaise}`, amountPaise: o.refundDuePaise - o.refundedPaise, by: `staff:${staffId}` },
          tx,
        );
        await moneyWentBack(tx, o, utr);
        await auditOrder(
          deps,
          staffId,
          'shop-order.refund',
          reference,
          { before: { refundedPaise: o.refundedPaise }, after: { refundedPaise: o.refundDuePaise, utr } },
          tx,
        );
        return o;
      });
      return views.viewOf(row.id);
    },

    /**
     * Staff release a refund held because it took the seller's payable below zero: the buyer is
     * owed it either way; the foundation carries the shortfall and recovers it from the seller's
     * later sales (the payable stays below zero until then). Audited with the shortfall.
     */
    async releaseRefund(staffId: number, reference: string): Promise<SellerOrderView> {
      const row = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, eq(so.reference, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if (o.refundShortfallPaise <= 0 || o.refundedPaise >= o.refundDuePaise) throw new AppError('order_state', sc.refundNotHeld);
        await tx.update(so).set({ refundShortfallPaise: 0, updatedAt: new Date() }).where(eq(so.id, o.id));
        await refundLater(tx, o.id);
        const before = { refundShortfallPaise: o.refundShortfallPaise };
        await auditOrder(
          deps,
          staffId,
          'shop-order.release-refund',
          reference,
          { before, after: { refundShortfallPaise: 0, owedPaise: o.refundDuePaise - o.refundedPaise } },
          tx,
        );
        return o;
      });
      return views.viewOf(row.id);
    },
  };
}

export type ShopRefunds = ReturnType<typeof shopRefunds>;
