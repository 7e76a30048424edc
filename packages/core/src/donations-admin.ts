// The console's Donations screen (issue 11): searching orders, and reading a bank statement's
// CSV to match UPI credits with the donations waiting for staff. Pure: the server and the tests
// share it.
import { z } from 'zod';
import { ORDER_STATUSES, type OrderStatus } from './giving.ts';
import { catalogue } from './i18n.ts';
import { parseAmount } from './money.ts';
import { afterQuery, CONSOLE_PAGE_SIZE } from './paging.ts';

export const donationsMessages = /* @__PURE__ */ catalogue('donations', {
  pageTitle: 'Donations',
  lead: 'Every gift by reference, UTR, email or mobile. Match UPI payments with the bank statement one by one or by importing its CSV; mark a payment that never came as failed.',
  search: 'Reference, UTR, email or mobile',
  anyStatus: 'Any status',
  find: 'Find',
  none: 'No donations match.',
  export: 'Download CSV',
  importTitle: 'Import a bank statement',
  importHint:
    'The CSV your bank gives for the account UPI payments arrive in. Each credit is matched on its 12-digit UTR and its exact amount with a donation waiting for verification.',
  importFile: 'Statement (CSV)',
  importButton: 'Import and match',
  importNoFile: 'Please choose the statement’s CSV file.',
  importTooLarge: 'The statement is larger than 1 MB. Split it by date and import each part.',
  importTooManyLines: 'The statement has more than 5,000 lines. Split it by date and import each part.',
  importNoColumns: 'We could not find the UTR (or reference / narration) and credit amount columns in this file.',
  importUnclosedQuote: (line: number) =>
    `The file has a quote (") that is never closed, starting on line ${line}. Check that line, or download the statement again.`,
  importNoDirection:
    'This file has one Amount column for money in and out, and no Dr/Cr column to tell them apart. Download the statement with separate Debit and Credit columns, or with a Dr/Cr column.',
  importSummary: (matched: number, unmatched: number) => `${matched} matched, ${unmatched} not matched.`,
  statusLabel: 'Status',
  statusLabels: {
    created: 'Not paid yet',
    pending: 'Waiting for verification',
    paid: 'Paid',
    failed: 'Failed',
    cancelled: 'Cancelled',
    refunded: 'Refunded',
  } satisfies Record<(typeof ORDER_STATUSES)[number], string>,
  methodLabels: { simulator: 'Test payment', upi: 'UPI', razorpay: 'Razorpay' } as Record<string, string>,
  columns: { donation: 'Donation', donor: 'Donor', campaign: 'Campaign', amount: 'Amount', status: 'Status', utr: 'UTR', action: 'Action' },
  monthlyOf: (month: string) => `monthly, ${month}`,
  found: (total: number, shown: number, more: boolean) =>
    !more && shown === total
      ? `${total.toLocaleString('en-IN')} donation${total === 1 ? '' : 's'}, newest first`
      : `${total.toLocaleString('en-IN')} donations, newest first: ${shown.toLocaleString('en-IN')} on this page`,
  // What the list's total includes, said with it (issue 39): the dashboard's figures leave tips
  // out, this one keeps them in, and staff compare the two.
  foundTotal: (total: string) => `These donations add up to ${total}: the gifts, the urgent add-ons and the tips to the platform.`,
  tipFoundTotal: (amount: string) => `${amount} of it is tips to the platform.`,
  tipPart: (amount: string) => `${amount} tip to the platform`,
  fundLabel: 'Given to',
  anyFund: 'Campaigns and funds',
  funds: { urgent: 'Urgent causes fund' } satisfies Record<DonationFund, string>,
  urgentPart: (amount: string) => `${amount} to the Urgent causes fund`,
  urgentFoundTotal: (amount: string) => `${amount} of it went to the Urgent causes fund.`,
  pages: 'Pages of donations',
  importColumns: { line: 'Line', utr: 'UTR', credit: 'Credit', result: 'Result' },
  importEmpty: 'No credit lines in this file.',
  markFailed: 'Mark failed',
  failReason: 'Why it failed',
  failReasonRequired: 'Please say why (for the donor and the audit log)',
  failed: (ref: string) => `${ref} is marked failed.`,
  outcomes: {
    matched: 'Matched and confirmed',
    wrongAmount: (expected: string, got: string) => `Wrong amount: the donation is ${expected}, the credit ${got}`,
    unknownUtr: 'No donation waits for this UTR',
    alreadySettled: 'This UTR already confirmed a donation',
    duplicate: 'The same UTR appears earlier in this file',
    noUtr: 'No 12-digit UTR on this line',
    changed: 'The donor changed this donation’s UTR meanwhile; check it by hand',
    ownOrder: 'Your own payment: another staff member imports the statement line or confirms it',
  },
});

/** The console's funds: money given to a campaign, or the urgent add-on's urgent causes fund. */
export const DONATION_FUNDS = ['urgent'] as const;
export type DonationFund = (typeof DONATION_FUNDS)[number];

export const donationSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(ORDER_STATUSES).optional(),
  fund: z.enum(DONATION_FUNDS).optional(),
  after: afterQuery,
});

export interface DonationSearch {
  q?: string | undefined;
  status?: OrderStatus | undefined;
  fund?: DonationFund | undefined;
}

export const donationsFound = z.object({
  total: z.number().int(),
  totalPaise: z.number().int(),
  urgentPaise: z.number().int(),
  tipPaise: z.number().int(),
});
/** What a search finds in all: how many, their totals, the part given to the urgent causes fund and the tips. */
export type DonationsFound = z.infer<typeof donationsFound>;

/** Rows a page of the console's Donations list shows. */
export const DONATIONS_PAGE_SIZE = CONSOLE_PAGE_SIZE;

export const donationRow = z.object({
  reference: z.string(),
  createdAt: z.string(),
  paidAt: z.string().nullable(),
  status: z.enum(ORDER_STATUSES),
  method: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorMobile: z.string(),
  campaignTitle: z.string(),
  totalPaise: z.number().int(),
  /** The parts of the total: to the campaign, the tip, and the urgent causes fund. */
  amountPaise: z.number().int(),
  tipPaise: z.number().int(),
  urgentPaise: z.number().int(),
  utr: z.string().nullable(),
  period: z.string().nullable(),
});
export type DonationRow = z.infer<typeof donationRow>;

export const IMPORT_MAX_BYTES = 1024 * 1024;
export const IMPORT_MAX_LINES = 5000;

/** A line of the file that is not CSV: an unclosed quote runs to the end of the file. */
export class CsvError extends Error {
  readonly line: number;
  constructor(line: number) {
    super(donationsMessages.importUnclosedQuote(line));
    this.line = line;
  }
}

/**
 * RFC 4180 CSV: quoted fields, doubled quotes, CRLF or LF; a leading BOM is dropped. A quote
 * opens a quoted field only as the field's first character: elsewhere it is a character of the
 * text, as in a payer's remark (`5" idol`), which must not swallow the lines after it. A quote
 * still open at the end of the file is a CsvError, never a file read short without a word.
 */
export function parseCsv(text: string): string[][] {
  const rows: string[][] = [];
  let row: string[] = [];
  let field = '';
  let quoted = false;
  let fieldStarted = false;
  let line = 1;
  let quoteLine = 1;
  const src = text.replace(/^\uFEFF/, '');
  for (let i = 0; i < src.length; i++) {
    const c = src[i] as string;
    if (quoted) {
      if (c === '"' && src[i + 1] === '"') {
        field += '"';
        i++;
      } else if (c === '"') quoted = false;
      else {
        if (c === '\n') line++;
        field += c;
      }
    } else if (c === '"' && !fieldStarted) {
      quoted = true;
      fieldStarted = true;
      quoteLine = line;
    } else if (c === ',') {
      row.push(field);
      field = '';
      fieldStarted = false;
    } else if (c === '\n' || c === '\r') {
      if (c === '\r' && src[i + 1] === '\n') i++;
      line++;
      row.push(field);
      rows.push(row);
      row = [];
      field = '';
      fieldStarted = false;
    } else {
      field += c;
      fieldStarted = true;
    }
  }
  if (quoted) throw new CsvError(quoteLine);
  if (field !== '' || row.length) {
    row.push(field);
    rows.push(row);
  }
  return rows.filter((r) => r.some((f) => f.trim() !== ''));
}

export interface StatementLine {
  /** 1-based line in the file (the header is line 1). */
  line: number;
  utr: string | null;
  /** The credit in paise; null when the line credits nothing (a debit, a balance line). */
  amountPaise: number | null;
  text: string;
}

/** A UPI reference is 12 digits, alone in its column or inside a narration ("UPI/412345678901/…"). */
function utrIn(value: string): string | null {
  const m = /(?:^|\D)(\d{12})(?:\D|$)/.exec(value);
  return m ? (m[1] as string) : null;
}

/** Words a "Dr/Cr" (or "Type") column uses for money in, and for money out. */
const CREDIT_MARKS = new Set(['cr', 'c', 'credit', 'deposit', 'cr.']);

/**
 * The statement's credit lines. The header names the columns as banks do: one holding "UTR" (or
 * else "Ref", "Reference", "Narration", "Description", "Particulars", "Remarks") for the UTR, and
 * one for the money in: "Credit" or "Deposit". A file with one "Amount" column for money in and
 * out must also say which is which in a "Dr/Cr" (or "Type") column: only its credit lines count,
 * and without such a column the file is refused ('no-direction'), because a debit read as a
 * credit would confirm a donation with money that left the foundation. 'no-columns' when no
 * header in the first five lines names a UTR and an amount.
 */
export function statementLines(rows: string[][]): StatementLine[] | 'no-columns' | 'no-direction' {
  const lower = (h: string) => h.trim().toLowerCase();
  const find = (header: string[], test: (h: string) => boolean) => header.findIndex((h) => test(lower(h)));
  // "Debit/Credit" and "Dr/Cr" name the direction, not the money in.
  const isDirection = (h: string) => /\b(dr|cr|debit|credit)\s*[/|-]\s*(dr|cr|debit|credit)\b/.test(h) || /^(txn |transaction )?type$/.test(h);
  let noDirection = false;
  for (let h = 0; h < Math.min(5, rows.length); h++) {
    const header = rows[h] as string[];
    const utrCols = ['utr', 'ref', 'narration', 'description', 'particulars', 'remarks'].map((w) => find(header, (x) => x.includes(w))).filter((i) => i >= 0);
    const credit = find(header, (x) => !isDirection(x) && (x.includes('credit') || x.includes('deposit')));
    const amount = credit >= 0 ? -1 : find(header, (x) => !isDirection(x) && x.includes('amount'));
    const direction = find(header, isDirection);
    if (!utrCols.length || (credit < 0 && amount < 0)) continue;
    if (credit < 0 && direction < 0) {
      noDirection = true;
      continue;
    }
    return rows.slice(h + 1).map((r, i) => {
      const utr = utrCols.map((c) => utrIn(r[c] ?? '')).find((u) => u !== null) ?? null;
      const raw = (r[credit >= 0 ? credit : amount] ?? '').trim();
      const marked = direction >= 0 ? lower(r[direction] ?? '') : null;
      // With a direction column only its credits count, even beside a "Credit" column.
      const isCredit = marked === null || CREDIT_MARKS.has(marked);
      const paise = raw === '' || !isCredit ? null : parseAmount(raw.replace(/\s*cr\.?$/i, ''));
      return { line: h + i + 2, utr, amountPaise: paise && paise > 0 ? paise : null, text: r.join(', ').slice(0, 200) };
    });
  }
  return noDirection ? 'no-direction' : 'no-columns';
}

export const importOutcome = z.object({
  line: z.number().int(),
  utr: z.string().nullable(),
  amountPaise: z.number().int().nullable(),
  outcome: z.enum(['matched', 'wrong-amount', 'unknown-utr', 'already-settled', 'duplicate', 'no-utr', 'changed', 'own-order']),
  reference: z.string().nullable(),
  message: z.string(),
});
export type ImportOutcome = z.infer<typeof importOutcome>;
