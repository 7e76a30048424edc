// The Donations screen's export: every donation the search finds, newest first, as CSV. It
// streams in batches read by key (platform/csv-stream.ts, decision 0037): a year of a big
// foundation's donations is a million rows, and the old export stopped at 10,000 without a word.

import type { Readable } from 'node:stream';
import { type DonationSearch, formatDate } from '@sahyog/core';
import { csvStream, keysetBatches } from '../../platform/csv-stream.ts';
import type { OrdersAdmin } from './orders-admin.ts';

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

export function ordersExport(deps: { admin: Pick<OrdersAdmin, 'rowsAfter'>; batchRows: number }) {
  type Row = Awaited<ReturnType<OrdersAdmin['rowsAfter']>>[number];

  return {
    /** What the search finds, all of it, as CSV (formula-safe), streamed. */
    csv(filter: DonationSearch = {}): Readable {
      return csvStream(
        DONATIONS_CSV_HEADER,
        keysetBatches<Row>((after, size) => deps.admin.rowsAfter(filter, after, size), deps.batchRows),
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
