// The Donations screen's export: every donation the search finds, newest first, as CSV. It
// streams in batches read by key (platform/csv-stream.ts, decision 0037): a year of a big
// foundation's donations is a million rows, and the old export stopped at 10,000 without a word.

import type { Readable } from 'node:stream';
import { type DonationSearch, formatDate } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, type SQL, sql } from 'drizzle-orm';
import { csvStream, keysetBatches } from '../../platform/csv-stream.ts';
import type { Seller } from './seller.ts';

export const DONATIONS_CSV_HEADER = [
  'date',
  'reference',
  'status',
  'method',
  'donor',
  'email',
  'mobile',
  'campaign',
  'amount_inr',
  'urgent_fund_inr',
  'utr',
  'month',
] as const;

export function ordersExport(deps: { db: Db; seller: () => Seller; where: (filter: DonationSearch) => SQL | undefined; batchRows: number }) {
  const { db } = deps;

  async function page(filter: DonationSearch, after: { at: string; id: number } | undefined, size: number) {
    const rows = await db
      .select({
        id: s.orders.id,
        // The key as PostgreSQL's own text: a JS Date keeps milliseconds, the column microseconds,
        // and a key rounded down would skip the rows inside that millisecond.
        at: sql<string>`${s.orders.createdAt}::text`,
        reference: s.orders.reference,
        createdAt: s.orders.createdAt,
        status: s.orders.status,
        method: s.orders.method,
        donorName: s.orders.donorName,
        donorEmail: s.orders.donorEmail,
        donorMobile: s.orders.donorMobile,
        subjectId: s.orders.campaignId,
        totalPaise: s.orders.totalPaise,
        urgentPaise: s.orders.urgentPaise,
        utr: s.orders.utr,
        period: s.orders.period,
      })
      .from(s.orders)
      .where(and(deps.where(filter), after ? sql`(${s.orders.createdAt}, ${s.orders.id}) < (${after.at}::timestamptz, ${after.id})` : undefined))
      .orderBy(desc(s.orders.createdAt), desc(s.orders.id))
      .limit(size);
    // What each order bought is the seller's to name: one lookup a batch.
    const names = await deps.seller().names([...new Set(rows.map((r) => r.subjectId))]);
    return rows.map((r) => ({ ...r, campaignTitle: names.get(r.subjectId)?.title ?? '' }));
  }

  type Row = Awaited<ReturnType<typeof page>>[number];

  return {
    /** What the search finds, all of it, as CSV (formula-safe), streamed. */
    csv(filter: DonationSearch = {}): Readable {
      return csvStream(
        DONATIONS_CSV_HEADER,
        keysetBatches<Row>((after, size) => page(filter, after, size), deps.batchRows),
        (r) => [
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
        ],
      );
    },
  };
}

export type OrdersExport = ReturnType<typeof ordersExport>;
