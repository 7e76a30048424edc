// Stock held by purchases never paid (issue 25, decision 0056; out of purchases.ts by issue 44):
// a job every minute gives up the purchases whose hold passed before their payment started, and
// those whose typed UTR staff did not verify within SHOP_UTR_HOLD_HOURS of the checkout. The
// first goes through payments (its ended listener, in checkout.ts, gives the stock back); the
// second keeps the payment pending for staff and cancels only the orders here.
import { buyingText as bt, HOLD_MINUTES } from '@sahyog/core';
import { and, eq, lt } from 'drizzle-orm';
import type { ShopNotices } from './notices.ts';
import { linesOf, lockedWhere, move, type PurchasesDeps, so } from './orders-shared.ts';

export const SHOP_HOLDS_QUEUE = 'shop-holds-sweep';
const HOLDS_SWEEP_EVERY_MS = 60_000;
/** Who ended a purchase whose hold expired (payments' settled_by). */
export const HOLD_EXPIRED = 'system:hold-expired';

type SweepDeps = Pick<PurchasesDeps, 'db' | 'payments' | 'holds' | 'jobs' | 'log' | 'limits'>;

export function holdSweep(deps: SweepDeps, notices: Pick<ShopNotices, 'mail'>) {
  const { db, payments, holds } = deps;

  /**
   * A purchase whose typed UTR staff did not verify in time gives its stock back: its orders are
   * cancelled as expired, and the buyer is told. The payment stays pending for staff: a match
   * found later takes the stock again if it is still there, or refunds the whole amount
   * (onPaid's branch for an expired order), and a rejection finds nothing left to cancel.
   */
  async function releaseUnverified(paymentOrderId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const orders = await lockedWhere(tx, and(eq(so.paymentOrderId, paymentOrderId), eq(so.status, 'placed')));
      const lines = await linesOf(
        tx,
        orders.map((o) => o.id),
      );
      for (const o of orders) {
        await move(tx, o, 'cancelled', { cancelledAt: new Date(), cancelledBy: 'expiry', cancelReason: bt.utrNotVerified(deps.limits.utrHoldHours) });
        await holds.giveBack(tx, lines.get(o.id) ?? []);
        await notices.mail(tx, o.id, 'cancelled');
      }
      return orders.length > 0;
    });
  }

  const sweep = {
    /**
     * Ends placed orders whose hold passed and whose payment never started; and those whose
     * payment is a typed UTR that staff have not verified within SHOP_UTR_HOLD_HOURS of the
     * checkout (anyone can type a UTR: it would otherwise hold the stock until staff reject it).
     */
    async expireHolds(now = new Date()): Promise<number> {
      const due = await db
        .selectDistinct({ paymentOrderId: so.paymentOrderId })
        .from(so)
        .where(and(eq(so.status, 'placed'), lt(so.holdUntil, now)))
        .limit(500);
      let n = 0;
      const duePays = await payments.byIds(due.map((d) => d.paymentOrderId));
      for (const d of due) {
        const pay = duePays.get(d.paymentOrderId);
        // cancel() ends only a payment never started: a UTR waiting for staff is the pass below's.
        if (pay && (await payments.cancel(pay.reference, HOLD_EXPIRED, `not paid within ${HOLD_MINUTES} minutes`))) n++;
      }
      // Counted from the checkout, not from the UTR: correcting a UTR must not renew the hold.
      const bound = new Date(now.getTime() - deps.limits.utrHoldHours * 3_600_000);
      const unverified = await db
        .selectDistinct({ paymentOrderId: so.paymentOrderId })
        .from(so)
        .where(and(eq(so.status, 'placed'), lt(so.createdAt, bound)))
        .limit(500);
      const unverifiedPays = await payments.byIds(unverified.map((d) => d.paymentOrderId));
      for (const d of unverified) {
        const pay = unverifiedPays.get(d.paymentOrderId);
        if (pay?.status === 'pending' && (await releaseUnverified(pay.id))) n++;
      }
      return n;
    },

    ensureHoldsSweep: () => deps.jobs.ensureWaiting(SHOP_HOLDS_QUEUE),
  };

  deps.jobs.register(
    SHOP_HOLDS_QUEUE,
    async () => {
      try {
        const n = await sweep.expireHolds();
        if (n) deps.log?.info({ expired: n }, 'shop purchases not paid in time given up');
      } finally {
        await deps.jobs.ensureWaiting(SHOP_HOLDS_QUEUE, HOLDS_SWEEP_EVERY_MS);
      }
    },
    { group: 'critical' },
  );

  return sweep;
}
