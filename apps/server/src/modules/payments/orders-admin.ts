// The console's Donations screen (issue 11): search orders by reference, UTR, email or mobile
// (orders-export.ts exports what was found); mark a payment that never came as failed. The bank
// statement's import (UPI credits that confirm the donations waiting for them) is a batch job in
// bank-import.ts.
import {
  AppError,
  type DonationRow,
  type DonationSearch,
  type DonationsFound,
  givingMessages as gm,
  type ListPage,
  likePrefix,
  searchShape,
  serverText,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, like, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { ttlCache } from '../../platform/ttl-cache.ts';
import type { OrdersService } from './orders.ts';

/** How long the broad lists' counts are kept without a payment or refund here. */
const FOUND_TTL_MS = 30_000;

export function ordersAdmin(deps: { db: Db; orders: OrdersService; audit: Pick<AuditLog, 'record'> }) {
  const { db, orders } = deps;

  /**
   * What was typed, by its shape (core searchShape): each shape asks the index made for it
   * (migration 0018), never every column anywhere inside. Emails and mobiles match from their
   * start; a reference or UTR from its start too, so a pasted one is found whole.
   */
  function matching(q: string | undefined): SQL | undefined {
    const shape = searchShape(q);
    if (!shape) return undefined;
    switch (shape.kind) {
      case 'reference':
        return like(s.orders.reference, likePrefix(shape.prefix));
      case 'email':
      case 'words':
        return sql`lower(${s.orders.donorEmail}) like ${likePrefix(shape.prefix)}`;
      case 'digits':
        return or(like(s.orders.utr, likePrefix(shape.prefix)), like(s.orders.donorMobile, likePrefix(shape.mobile)));
    }
  }

  /** The search's conditions: text, status, and the urgent causes fund (gifts with an urgent add-on). */
  function where(filter: DonationSearch): SQL | undefined {
    // Donations only: shop purchases are the shop's console's (never counted as gifts).
    return and(
      eq(s.orders.purpose, 'gift'),
      matching(filter.q),
      filter.status ? eq(s.orders.status, filter.status) : undefined,
      filter.fund === 'urgent' ? gt(s.orders.urgentPaise, 0) : undefined,
    );
  }

  /**
   * Newest first, after the key (a row's cursorAt and id), `limit` rows, each with the name of
   * what it bought: the list's page (one more row to know a next page exists) and the export's
   * batches (orders-export.ts) read the same rows.
   */
  async function readRows(filter: DonationSearch, key: { at: string; id: number } | null, limit: number) {
    const rows = await db
      .select({
        id: s.orders.id,
        cursorAt: cursorTime(s.orders.createdAt),
        reference: s.orders.reference,
        createdAt: s.orders.createdAt,
        paidAt: s.orders.paidAt,
        status: s.orders.status,
        method: s.orders.method,
        donorName: s.orders.donorName,
        donorEmail: s.orders.donorEmail,
        donorMobile: s.orders.donorMobile,
        subjectId: s.orders.campaignId,
        totalPaise: s.orders.totalPaise,
        amountPaise: s.orders.amountPaise,
        tipPaise: s.orders.tipPaise,
        urgentPaise: s.orders.urgentPaise,
        utr: s.orders.utr,
      })
      .from(s.orders)
      .where(and(where(filter), olderThan(s.orders.createdAt, s.orders.id, key)))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
      .limit(limit);
    // What each order bought is the seller's to name, and its month monthly's: one lookup each for the page.
    const [names, labels] = await Promise.all([
      orders.subjectNames([...new Set(rows.flatMap((r) => (r.subjectId === null ? [] : [r.subjectId])))]),
      orders.labelsOf(rows.map((r) => r.id)),
    ]);
    return rows.map((r) => ({
      ...r,
      campaignTitle: r.subjectId === null ? gm.shopPurchase : (names.get(r.subjectId)?.title ?? ''),
      period: labels.get(r.id)?.period ?? null,
    }));
  }

  function views(list: Awaited<ReturnType<typeof readRows>>): DonationRow[] {
    return list.map(({ subjectId: _s, id: _id, cursorAt: _at, ...r }) => ({
      ...r,
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    }));
  }

  /** One page of the search, newest first, and the cursor of the next. */
  async function search(filter: DonationSearch & { after?: string | undefined; limit?: number } = {}): Promise<ListPage<DonationRow>> {
    const limit = pageSize(filter.limit);
    return pageOf(await readRows(filter, timeIdCursor(filter.after), limit + 1), limit, (r) => [r.cursorAt, r.id], views);
  }

  async function count(filter: DonationSearch): Promise<DonationsFound> {
    const [r] = await db
      .select({
        total: sql<number>`count(*)::int`,
        totalPaise: sql<number>`coalesce(sum(${s.orders.totalPaise}), 0)::bigint`,
        urgentPaise: sql<number>`coalesce(sum(${s.orders.urgentPaise}), 0)::bigint`,
        tipPaise: sql<number>`coalesce(sum(${s.orders.tipPaise}), 0)::bigint`,
      })
      .from(s.orders)
      .where(where(filter));
    return {
      total: Number(r?.total ?? 0),
      totalPaise: Number(r?.totalPaise ?? 0),
      urgentPaise: Number(r?.urgentPaise ?? 0),
      tipPaise: Number(r?.tipPaise ?? 0),
    };
  }

  let settledAt = 0;
  const settled = async () => {
    settledAt = Date.now();
  };
  orders.observe(settled);
  const broadCounts = ttlCache((key) => count(JSON.parse(key) as DonationSearch), { ttlMs: FOUND_TTL_MS, changedAt: () => settledAt });

  return {
    search,
    /** The search's conditions, for the export (orders-export.ts) to find the same donations. */
    /** The search's rows after a row's key, for the export (orders-export.ts). */
    rowsAfter: (filter: DonationSearch, after: { cursorAt: string; id: number } | undefined, limit: number) =>
      readRows(filter, after ? { at: after.cursorAt, id: after.id } : null, limit),

    /**
     * How many the search finds in all (the list shows a page of them) and what they add up to.
     * A search by text or another status finds fewer rows and is counted each time; the broad
     * lists (all, paid, and the urgent fund of either: up to every order) are counted once per
     * process and kept 30 s, dropped when an order is paid or refunded here (decision 0036).
     */
    async found(filter: DonationSearch = {}): Promise<DonationsFound> {
      if (searchShape(filter.q) || (filter.status && filter.status !== 'paid')) return count(filter);
      return broadCounts(JSON.stringify({ status: filter.status ?? null, fund: filter.fund ?? null }));
    },

    /** A created or pending payment that never came. */
    async markFailed(reference: string, reason: string, staffId: number): Promise<DonationRow> {
      const r = await orders.settleFailed(reference, `staff:${staffId}`, reason, (o) => {
        if (o.status !== 'created' && o.status !== 'pending') throw new AppError('order_state', serverText.onlyPendingFails);
      });
      if (r.changed) {
        await deps.audit.record({
          actorId: staffId,
          action: 'order.fail',
          subjectType: 'order',
          subjectId: reference,
          before: { status: 'pending' },
          after: { status: 'failed', reason },
        });
      }
      const [row] = (await search({ q: reference, limit: 1 })).items;
      if (!row) throw AppError.notFound(serverText.donationNotFound);
      return row;
    },
    // The bank statement's import is a batch job: bank-import.ts.
  };
}

export type OrdersAdmin = ReturnType<typeof ordersAdmin>;
