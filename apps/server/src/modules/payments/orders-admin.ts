// The console's Donations screen (issue 11): search orders by reference, UTR, email or mobile;
// export what was found; mark a payment that never came as failed. The bank statement's import
// (UPI credits that confirm the donations waiting for them) is a batch job in bank-import.ts.
import { AppError, csvCell, type DonationRow, type DonationSearch, type DonationsFound, formatDate } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import type { OrdersService } from './orders.ts';
import type { Seller } from './seller.ts';

export function ordersAdmin(deps: { db: Db; orders: OrdersService; seller: () => Seller; audit: Pick<AuditLog, 'record'> }) {
  const { db, orders, seller } = deps;

  function matching(q: string | undefined): SQL | undefined {
    const text = q?.trim();
    if (!text) return undefined;
    const like = `${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    return or(ilike(s.orders.reference, like), ilike(s.orders.utr, like), ilike(s.orders.donorEmail, `%${like}`), ilike(s.orders.donorMobile, `%${like}`));
  }

  /** The search's conditions: text, status, and the urgent causes fund (gifts with an urgent add-on). */
  function where(filter: DonationSearch): SQL | undefined {
    return and(
      matching(filter.q),
      filter.status ? eq(s.orders.status, filter.status) : undefined,
      filter.fund === 'urgent' ? gt(s.orders.urgentPaise, 0) : undefined,
    );
  }

  async function search(filter: DonationSearch & { offset?: number; limit?: number } = {}): Promise<DonationRow[]> {
    const rows = await db
      .select({
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
        period: s.orders.period,
      })
      .from(s.orders)
      .where(where(filter))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
      .limit(filter.limit ?? 100)
      .offset(filter.offset ?? 0);
    // What each order bought is the seller's to name: one lookup for the page.
    const names = await seller().names(rows.map((r) => r.subjectId));
    return rows.map(({ subjectId, ...r }) => ({
      ...r,
      campaignTitle: names.get(subjectId)?.title ?? '',
      createdAt: r.createdAt.toISOString(),
      paidAt: r.paidAt?.toISOString() ?? null,
    }));
  }

  return {
    search,

    /** How many the search finds in all (the list shows a page of them) and what they add up to. */
    async found(filter: DonationSearch = {}): Promise<DonationsFound> {
      const [r] = await db
        .select({
          total: sql<number>`count(*)::int`,
          totalPaise: sql<number>`coalesce(sum(${s.orders.totalPaise}), 0)::bigint`,
          urgentPaise: sql<number>`coalesce(sum(${s.orders.urgentPaise}), 0)::bigint`,
        })
        .from(s.orders)
        .where(where(filter));
      return { total: Number(r?.total ?? 0), totalPaise: Number(r?.totalPaise ?? 0), urgentPaise: Number(r?.urgentPaise ?? 0) };
    },

    /** What the search found, as CSV (formula-safe), up to 10,000 rows. */
    async exportCsv(filter: DonationSearch = {}): Promise<string> {
      const rows = await search({ ...filter, limit: 10_000 });
      const lines = [
        ['date', 'reference', 'status', 'method', 'donor', 'email', 'mobile', 'campaign', 'amount_inr', 'urgent_fund_inr', 'utr', 'month']
          .map(csvCell)
          .join(','),
      ];
      for (const r of rows) {
        lines.push(
          [
            formatDate(r.createdAt),
            r.reference,
            r.status,
            r.method,
            r.donorName,
            r.donorEmail,
            r.donorMobile,
            r.campaignTitle,
            (r.totalPaise / 100).toFixed(2),
            (r.urgentPaise / 100).toFixed(2),
            r.utr ?? '',
            r.period ?? '',
          ]
            .map(csvCell)
            .join(','),
        );
      }
      return `${lines.join('\r\n')}\r\n`;
    },

    /** A created or pending payment that never came. */
    async markFailed(reference: string, reason: string, staffId: number): Promise<DonationRow> {
      const r = await orders.settleFailed(reference, `staff:${staffId}`, reason, (o) => {
        if (o.status !== 'created' && o.status !== 'pending')
          throw new AppError('order_state', 'Only a donation waiting for its payment can be marked failed.');
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
      const [row] = await search({ q: reference, limit: 1 });
      if (!row) throw AppError.notFound('Donation not found');
      return row;
    },
    // The bank statement's import is a batch job: bank-import.ts.
  };
}

export type OrdersAdmin = ReturnType<typeof ordersAdmin>;
