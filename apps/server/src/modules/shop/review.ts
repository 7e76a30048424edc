// Staff's hold on one shop order (issue 41): a help-desk answer that marks the order for review
// keeps its sale out of the vendor's withdrawable money (ledger.ts `held`, reason "review")
// until staff clear it. Both moves are audited with the ticket that asked for them.
import { AppError, buyingText as bt, SHOP_ORDER_REFERENCE_RE } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';

export function orderReview(db: Db, audit: AuditLog) {
  const so = s.shopOrders;
  async function set(staffId: number, reference: string, on: boolean, ticket: string | null): Promise<void> {
    if (!SHOP_ORDER_REFERENCE_RE.test(reference)) throw AppError.notFound(bt.orderNotFound);
    await db.transaction(async (tx) => {
      const [o] = await tx.select().from(so).where(eq(so.reference, reference)).for('update').limit(1);
      if (!o) throw AppError.notFound(bt.orderNotFound);
      // Marking twice keeps the first time: the hold dates from when staff first asked.
      const patch = on
        ? { reviewRequestedAt: o.reviewRequestedAt ?? new Date(), reviewTicket: ticket ?? o.reviewTicket }
        : { reviewRequestedAt: null, reviewTicket: null };
      await tx.update(so).set(patch).where(eq(so.id, o.id));
      await audit.record(
        {
          actorId: staffId,
          action: on ? 'shop_order.review' : 'shop_order.review_clear',
          subjectType: 'shop_order',
          subjectId: reference,
          before: { reviewRequestedAt: o.reviewRequestedAt?.toISOString() ?? null, reviewTicket: o.reviewTicket },
          after: { reviewRequestedAt: patch.reviewRequestedAt?.toISOString() ?? null, reviewTicket: patch.reviewTicket },
        },
        tx,
      );
    });
  }
  return {
    markForReview: (staffId: number, reference: string, ticket: string) => set(staffId, reference, true, ticket),
    clearReview: (staffId: number, reference: string) => set(staffId, reference, false, null),
  };
}
