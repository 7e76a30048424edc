// A paid order on its way to the buyer (issue 25; out of purchases.ts by issue 44): the seller
// accepts, ships (its GST invoice is issued then) and delivers it, or cancels it; the buyer may
// cancel before it ships and confirm it arrived. A delivery posts the sale to the vendor's
// ledger (less the commission and the withholdings of the day). Every move is one of
// SHOP_ORDER_MOVES (core), checked on the locked row, told from the job queue (notices.ts) and
// audited; what a cancel makes the order owe goes back through refunds.ts.
import { AppError, buyingText as bt, canMove, indiaDay, type SellerOrderView, SHOP_ORDER_MOVES, type ShopOrderMove, type ShopOrderView } from '@sahyog/core';
import { and, eq } from 'drizzle-orm';
import type { Tx } from '../payments/index.ts';
import { saleParts } from './ledger.ts';
import type { ShopNotices } from './notices.ts';
import {
  auditOrder,
  buyersRow,
  buyersWhere,
  linesOfOrder,
  lockedWhere,
  move,
  type PurchasesDeps,
  type ShopOrderRow,
  so,
  vendorsOrder,
} from './orders-shared.ts';
import type { WithholdingRates } from './rates.ts';
import type { ShopRefunds } from './refunds.ts';
import type { ShopViews } from './views.ts';

type FulfilmentDeps = Pick<PurchasesDeps, 'db' | 'payments' | 'holds' | 'vendors' | 'audit' | 'ledger' | 'rates' | 'invoices'>;

export function shopFulfilment(
  deps: FulfilmentDeps,
  views: Pick<ShopViews, 'buyersOrder' | 'viewOf'>,
  notices: Pick<ShopNotices, 'mail'>,
  refunds: Pick<ShopRefunds, 'refundLater'>,
) {
  const { db, payments, holds } = deps;

  /**
   * Delivered: the sale is the vendor's, less the commission and the withholdings of the day (it
   * is withdrawable only once the buyer's windows close: the ledger's `held`).
   */
  async function delivered(
    tx: Tx,
    moved: ShopOrderRow,
    vendor: { gstin: string | null; state: string },
    rates: Awaited<ReturnType<WithholdingRates['table']>>,
    now: Date,
  ): Promise<void> {
    const lines = await linesOfOrder(tx, moved.id);
    await deps.ledger.recordSale(tx, moved, saleParts(lines, vendor, moved.shipTo.state, indiaDay(now), rates), now);
  }

  /** A paid order cancelled before shipping: its stock goes back and its total is owed to the buyer. */
  async function cancelPaid(orderId: number, how: ShopOrderMove, by: 'buyer' | 'vendor', reason: string, mine: (o: ShopOrderRow) => boolean) {
    await db.transaction(async (tx) => {
      const [o] = await lockedWhere(tx, eq(so.id, orderId));
      if (!o || !mine(o)) throw AppError.notFound(bt.orderNotFound);
      if (!canMove(o.status, how)) throw new AppError('order_state', bt.orderState);
      const moved = await move(tx, o, 'cancelled', {
        cancelledAt: new Date(),
        cancelledBy: by,
        cancelReason: reason.slice(0, 300),
        refundDuePaise: o.totalPaise,
      });
      await holds.giveBack(tx, await linesOfOrder(tx, o.id));
      await notices.mail(tx, moved.id, 'cancelled');
      await refunds.refundLater(tx, moved.id);
    });
  }

  return {
    /** The buyer cancels before shipping. Unpaid: the whole purchase is given up (one payment pays it all). */
    async buyerCancel(userId: number, reference: string, reason: string): Promise<ShopOrderView> {
      const o = await buyersRow(db, userId, reference);
      if (!o) throw AppError.notFound(bt.orderNotFound);
      if (o.status === 'placed') {
        const pay = await payments.byId(o.paymentOrderId);
        if (!pay || !(await payments.cancel(pay.reference, `buyer:${userId}`, 'Cancelled by the buyer before paying')))
          throw new AppError('order_state', bt.orderState);
      } else {
        await cancelPaid(o.id, 'buyer-cancel', 'buyer', reason || bt.cancelledByBuyer, (x) => x.buyerId === userId);
      }
      return views.buyersOrder(userId, reference);
    },

    /**
     * One of an order's GST documents, for its buyer, its vendor or staff (anyone else: not
     * found, as an order that does not exist).
     */
    async document(who: { userId: number; staff: boolean }, reference: string, id: number): Promise<{ number: string; pdf: Buffer } | null> {
      const [o] = await db.select({ id: so.id, buyerId: so.buyerId, vendorId: so.vendorId }).from(so).where(eq(so.reference, reference)).limit(1);
      if (!o) return null;
      const vendor = await deps.vendors.forUser(who.userId);
      if (!who.staff && o.buyerId !== who.userId && vendor?.id !== o.vendorId) return null;
      return deps.invoices.file(o.id, id);
    },

    /** A vendor moves its own order; another vendor's is "not found". */
    async sellerMove(
      userId: number,
      reference: string,
      how: 'accept' | 'ship' | 'deliver' | 'vendor-cancel',
      input: { courier?: string; trackingNumber?: string; reason?: string } = {},
    ): Promise<SellerOrderView> {
      const { vendor, o } = await vendorsOrder(deps, userId, reference);
      if (how === 'vendor-cancel') {
        await cancelPaid(o.id, how, 'vendor', input.reason ?? '', (x) => x.vendorId === vendor.id);
      } else {
        // Read before the transaction: on PGlite a read outside it would wait for it to end.
        const rates = how === 'deliver' ? await deps.rates.table() : [];
        const operator = how === 'ship' ? await deps.invoices.operator() : { name: '', gstin: null };
        await db.transaction(async (tx) => {
          const [locked] = await lockedWhere(tx, and(eq(so.id, o.id), eq(so.vendorId, vendor.id)));
          if (!locked || !canMove(locked.status, how)) throw new AppError('order_state', bt.orderState);
          const now = new Date();
          const set =
            how === 'accept'
              ? { acceptedAt: now }
              : how === 'ship'
                ? { shippedAt: now, courier: input.courier ?? '', trackingNumber: input.trackingNumber ?? '' }
                : { deliveredAt: now };
          const moved = await move(tx, locked, SHOP_ORDER_MOVES[how].to, set);
          // Shipped: the goods leave the seller, so its invoice is issued now (CGST Act section 31).
          if (how === 'ship') await deps.invoices.issue(tx, moved, await linesOfOrder(tx, moved.id), vendor, operator, now);
          if (how === 'deliver') await delivered(tx, moved, vendor, rates, now);
          await notices.mail(tx, moved.id, how === 'accept' ? 'accepted' : how === 'ship' ? 'shipped' : 'delivered');
        });
        await auditOrder(deps, userId, `shop-order.${how}`, reference, { after: { status: SHOP_ORDER_MOVES[how].to } });
      }
      return views.viewOf(o.id);
    },

    /**
     * The buyer says the parcel arrived (issue 38): a delivery the seller cannot just assert, from
     * which the windows run. A shipped order is delivered by it (the sale is recorded as the
     * seller's "delivered" would); a delivered one keeps its day and gains the confirmation. Once.
     */
    async confirmReceived(userId: number, reference: string): Promise<ShopOrderView> {
      const [pre] = await db.select({ vendorId: so.vendorId }).from(so).where(buyersWhere(userId, reference)).limit(1);
      if (!pre) throw AppError.notFound(bt.orderNotFound);
      // Read before the transaction: on PGlite a read outside it would wait for it to end.
      const [vendor, rates] = await Promise.all([deps.vendors.byId(pre.vendorId), deps.rates.table()]);
      if (!vendor) throw AppError.notFound(bt.orderNotFound);
      const mailed = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, buyersWhere(userId, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if ((o.status !== 'shipped' && o.status !== 'delivered') || o.receivedAt) throw new AppError('order_state', bt.receivedNotShipped);
        const now = new Date();
        if (o.status === 'delivered') {
          await tx.update(so).set({ receivedAt: now, updatedAt: now }).where(eq(so.id, o.id));
          return false;
        }
        const moved = await move(tx, o, SHOP_ORDER_MOVES.deliver.to, { deliveredAt: now, receivedAt: now });
        await delivered(tx, moved, vendor, rates, now);
        await notices.mail(tx, moved.id, 'delivered');
        return true;
      });
      await auditOrder(deps, userId, 'shop-order.received', reference, { after: { received: true, delivered: mailed } });
      return views.buyersOrder(userId, reference);
    },
  };
}
