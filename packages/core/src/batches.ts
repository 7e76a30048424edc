// Staff's batch work run as jobs (decision 0038): a bank statement's import and a bulk issue of
// receipts. The request stores the lines and answers with the batch at once; the progress page
// shows done/total and each line's result as the job records it.
import { z } from 'zod';
import { catalogue } from './i18n.ts';
import { rowIdParam } from './ids.ts';

export const BATCH_KINDS = ['bank-import', 'receipt-issue', 'certificate-issue'] as const;
export type BatchKind = (typeof BATCH_KINDS)[number];
/** Lines shown on a page of the progress page (and by the API without `limit`). */
export const BATCH_PAGE_SIZE = 200;
/** The most donations one bulk issue takes (the console's "Issue all" at volume). */
export const BULK_ISSUE_MAX = 10_000;
/** How often the progress page reloads itself while the batch runs. */
export const BATCH_REFRESH_SECONDS = 3;

export const batchMessages = /* @__PURE__ */ catalogue('batch', {
  titles: {
    'bank-import': 'Bank statement import',
    'receipt-issue': 'Receipts issued in bulk',
    'certificate-issue': 'Certificates issued from a CSV',
  } satisfies Record<BatchKind, string>,
  progress: (done: number, total: number) => `${done.toLocaleString('en-IN')} of ${total.toLocaleString('en-IN')} lines done`,
  running: 'Working through the lines. This page refreshes itself every few seconds; you may leave it and come back.',
  refresh: 'Refresh',
  finished: (at: string) => `Finished ${at}.`,
  started: (total: number) => `Started: ${total.toLocaleString('en-IN')} line${total === 1 ? '' : 's'} to work through.`,
  notFound: 'No such batch.',
  waiting: 'Waiting',
  columns: { line: 'Line', what: 'What', result: 'Result' },
  empty: 'No lines in this batch.',
  more: 'Next lines',
  back: { 'bank-import': 'Back to donations', 'receipt-issue': 'Back to receipts', 'certificate-issue': 'Back to certificates' } satisfies Record<
    BatchKind,
    string
  >,
  backHref: { 'bank-import': '/admin/donations', 'receipt-issue': '/admin/receipts', 'certificate-issue': '/admin/certificates' } satisfies Record<
    BatchKind,
    string
  >,
  lines: 'Lines',
  notIssued: (n: number) => `${n.toLocaleString('en-IN')} not issued.`,
  certificatesIssued: (n: number) => `${n.toLocaleString('en-IN')} certificate${n === 1 ? '' : 's'} issued (or issued before).`,
});

const inputValue = z.union([z.string(), z.number(), z.boolean(), z.null()]);

export const batchLine = z.object({
  line: z.number().int(),
  /** What the line was given: a statement's UTR and credit (paise), a donation's id. */
  input: z.record(z.string(), inputValue),
  /** null while the line waits; then the kind's outcome ('matched', 'issued' …). */
  status: z.string().nullable(),
  ok: z.boolean().nullable(),
  message: z.string().nullable(),
  /** What the line changed or found: an order's reference, a receipt's number. */
  reference: z.string().nullable(),
});
export type BatchLine = z.infer<typeof batchLine>;

export const batchView = z.object({
  id: z.number().int(),
  kind: z.enum(BATCH_KINDS),
  createdAt: z.string(),
  total: z.number().int(),
  done: z.number().int(),
  /** Lines answered with something other than success (no matching donation, refused …). */
  failed: z.number().int(),
  finishedAt: z.string().nullable(),
  /** A page of lines in order, from `after` (exclusive). */
  lines: z.array(batchLine),
});
export type BatchView = z.infer<typeof batchView>;

/** What a request that starts a batch answers (202): where to watch it. */
export const batchStarted = z.object({ batchId: z.number().int(), total: z.number().int(), statusUrl: z.string() });
export type BatchStarted = z.infer<typeof batchStarted>;

export const batchIdParam = z.object({ id: rowIdParam('id must be a number', Number.MAX_SAFE_INTEGER) });
export const batchLinesQuery = z.object({
  after: z.coerce.number({ error: 'after must be a number' }).int().min(0).max(1_000_000).optional(),
  limit: z.coerce.number({ error: 'limit must be a number' }).int().min(1).max(1000).optional(),
});
