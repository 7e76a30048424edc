// Orders as their readers see them (issue 25; out of purchases.ts by issue 44): the buyer's
// purchases, orders and one order; the vendor's orders; staff's orders and disputes. Every list is
// read in a fixed number of statements whatever its length: the orders, then each thing they name
// in one batch for all of them (lines, returns, disputes, documents, products' slugs, vendors,
// payments), never one read per row (a test counts them). An order is read again through here
// after every change, so a move answers what the next page load would show.
import { AppError, buyingText as bt, localPath, type PurchaseView, type SellerOrderView, type ShopOrderStatus, type ShopOrderView } from '@sahyog/core';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { OrderRow } from '../payments/index.ts';
import { disputeRefusal, disputeView, returnable, returnView } from './aftercare.ts';
import { buyersWhere, type DisputeRow, linesOf, type PurchasesDeps, type ReturnRow, type ShopOrderRow, sd, so, sr } from './orders-shared.ts';

type ViewsDeps = Pick<PurchasesDeps, 'db' | 'payments' | 'holds' | 'vendors' | 'invoices' | 'deliveryAssumedDays'>;

/** The first row per order of `rows` (by shopOrderId), as the view shows an order's return or dispute. */
function byOrder<T extends { shopOrderId: number }>(rows: readonly T[]): Map<number, T> {
  const out = new Map<number, T>();
  for (const r of rows) out.set(r.shopOrderId, r);
  return out;
}

export function shopViews(deps: ViewsDeps) {
  const { db, payments, holds } = deps;
  const days = deps.deliveryAssumedDays;

  async function views(rows: ShopOrderRow[]): Promise<(ShopOrderView & { buyerName: string })[]> {
    const ids = rows.map((r) => r.id);
    // Returns and disputes exist only once an order has shipped; documents once shipped or refunded.
    const after = rows.filter((r) => r.shippedAt !== null).map((r) => r.id);
    const documented = rows.filter((r) => r.status === 'shipped' || r.status === 'delivered' || r.refundedPaise > 0).map((r) => r.id);
    const [lines, vendors, pays, returnRows, disputeRows, docs] = await Promise.all([
      linesOf(db, ids),
      deps.vendors.byIds(rows.map((r) => r.vendorId)),
      payments.byIds(rows.map((r) => r.paymentOrderId)),
      after.length ? db.select().from(sr).where(inArray(sr.shopOrderId, after)).orderBy(asc(sr.id)) : ([] as ReturnRow[]),
      after.length ? db.select().from(sd).where(inArray(sd.shopOrderId, after)).orderBy(asc(sd.id)) : ([] as DisputeRow[]),
      deps.invoices.lists(documented),
    ]);
    const returns = byOrder(returnRows);
    const disputes = byOrder(disputeRows);
    const slugs = await holds.slugs([...lines.values()].flat().flatMap((l) => (l.productId === null ? [] : [l.productId])));
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    const paymentOf = (p: OrderRow | undefined) => ({
      reference: p?.reference ?? '',
      status: p?.status ?? '',
      method: p?.method ?? '',
      refundByHand: p ? payments.refundsByHand(p.method) : false,
    });
    return rows.map((r) => {
      const v = vendors.get(r.vendorId);
      return {
        reference: r.reference,
        status: r.status,
        vendor: { name: v?.displayName ?? '', slug: v?.slug ?? null },
        lines: (lines.get(r.id) ?? []).map((l) => ({
          productSlug: l.productId === null ? null : (slugs.get(l.productId) ?? null),
          title: l.title,
          variantLabel: l.variantLabel,
          sku: l.sku,
          hsnCode: l.hsnCode,
          gstRateBp: l.gstRateBp,
          unitPricePaise: l.unitPricePaise,
          quantity: l.quantity,
          lineTotalPaise: l.unitPricePaise * l.quantity,
        })),
        totalPaise: r.totalPaise,
        shipTo: r.shipTo,
        courier: r.courier,
        trackingNumber: r.trackingNumber,
        cancelReason: r.cancelReason,
        refundDuePaise: r.refundDuePaise,
        refundedPaise: r.refundedPaise,
        createdAt: r.createdAt.toISOString(),
        paidAt: iso(r.paidAt),
        acceptedAt: iso(r.acceptedAt),
        shippedAt: iso(r.shippedAt),
        deliveredAt: iso(r.deliveredAt),
        receivedAt: iso(r.receivedAt),
        confirmable: (r.status === 'shipped' || r.status === 'delivered') && r.receivedAt === null,
        refundShortfallPaise: r.refundShortfallPaise,
        cancelledAt: iso(r.cancelledAt),
        payment: paymentOf(pays.get(r.paymentOrderId)),
        documents: docs.get(r.id) ?? [],
        return: returnView(returns.get(r.id)),
        // An order taken to the foundation is settled there, not by a return.
        returnable: returnable(r, returns.get(r.id), days) && !disputes.has(r.id),
        returnWindowDays: r.returnWindowDays,
        dispute: disputeView(disputes.get(r.id)),
        disputable: disputeRefusal(r, returns.get(r.id), disputes.get(r.id), days) === null,
        smsUpdates: r.smsUpdates,
        buyerName: r.buyerName,
      };
    });
  }

  const buyerView = (v: ShopOrderView & { buyerName: string }): ShopOrderView => {
    const { buyerName: _b, ...rest } = v;
    return rest;
  };

  async function purchaseView(pay: OrderRow): Promise<PurchaseView> {
    const rows = await db.select().from(so).where(eq(so.paymentOrderId, pay.id)).orderBy(asc(so.id));
    return {
      payment: {
        reference: pay.reference,
        status: pay.status,
        totalPaise: pay.totalPaise,
        payUrl: pay.status === 'created' ? localPath(`/pay/${pay.reference}`) : null,
      },
      orders: (await views(rows)).map(buyerView),
    };
  }

  /** The buyer's own order; null for anyone else's (never "forbidden": that would say it exists). */
  async function order(userId: number, reference: string): Promise<ShopOrderView | null> {
    const [v] = await views(await db.select().from(so).where(buyersWhere(userId, reference)).limit(1));
    return v ? buyerView(v) : null;
  }

  return {
    views,
    purchaseView,
    order,

    /** The buyer's order as it is after their change (it was theirs a moment ago: gone is "not found"). */
    async buyersOrder(userId: number, reference: string): Promise<ShopOrderView> {
      const v = await order(userId, reference);
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /** An order as the vendor's and staff's pages show it, read again after a change. */
    async viewOf(id: number): Promise<SellerOrderView> {
      const [v] = await views(await db.select().from(so).where(eq(so.id, id)));
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /** A purchase by its payment's reference, for its buyer only. */
    async purchase(userId: number, paymentReference: string): Promise<PurchaseView | null> {
      const pay = await payments.row(paymentReference);
      if (pay?.purpose !== 'shop' || pay.userId !== userId) return null;
      return purchaseView(pay);
    },

    async orders(userId: number): Promise<ShopOrderView[]> {
      const rows = await db.select().from(so).where(eq(so.buyerId, userId)).orderBy(desc(so.createdAt), desc(so.id)).limit(100);
      return (await views(rows)).map(buyerView);
    },

    /**
     * The vendor's orders, newest first; only its own, and only those that were paid: an order
     * waiting for its payment, or given up before it (the hold expired, the payment failed, the
     * buyer cancelled), carries a buyer's name, address and mobile that the seller has no need of
     * (anyone could otherwise learn them by checking out and never paying, or a vendor by asking
     * for ?status=placed).
     */
    async sellerOrders(userId: number, filter: { status?: ShopOrderStatus | undefined } = {}): Promise<SellerOrderView[]> {
      const vendor = await deps.vendors.forUser(userId);
      if (!vendor) return [];
      const rows = await db
        .select()
        .from(so)
        .where(and(eq(so.vendorId, vendor.id), isNotNull(so.paidAt), filter.status ? eq(so.status, filter.status) : undefined))
        .orderBy(desc(so.createdAt), desc(so.id))
        .limit(200);
      return views(rows);
    },

    /** Staff's view of every vendor's orders, newest first: by state, or one reference. */
    async adminOrders(filter: { status?: ShopOrderStatus | undefined; q?: string | undefined; owed?: boolean | undefined } = {}): Promise<SellerOrderView[]> {
      const ref = filter.q?.trim().toUpperCase();
      const rows = await db
        .select()
        .from(so)
        .where(
          and(
            filter.status ? eq(so.status, filter.status) : undefined,
            ref ? eq(so.reference, ref) : undefined,
            filter.owed ? sql`${so.refundedPaise} < ${so.refundDuePaise}` : undefined,
          ),
        )
        .orderBy(desc(so.createdAt), desc(so.id))
        .limit(100);
      return views(rows);
    },

    /** The console's disputes: open ones first, then the newest; with each order as staff see it. */
    async adminDisputes(status?: 'open' | 'refunded' | 'closed') {
      const rows = await db
        .select()
        .from(sd)
        .where(status ? eq(sd.status, status) : undefined)
        .orderBy(sql`${sd.status} = 'open' desc`, desc(sd.openedAt), desc(sd.id))
        .limit(100);
      const orders = rows.length
        ? await db
            .select()
            .from(so)
            .where(inArray(so.id, [...new Set(rows.map((d) => d.shopOrderId))]))
        : [];
      const byId = new Map((await views(orders)).map((v, i) => [orders[i]?.id ?? 0, v]));
      return rows.flatMap((d) => {
        const order = byId.get(d.shopOrderId);
        return order ? [{ ...(disputeView(d) as NonNullable<ReturnType<typeof disputeView>>), order }] : [];
      });
    },
  };
}

export type ShopViews = ReturnType<typeof shopViews>;
