// Monthly giving and tax receipts: the rules both the server and the pages need (issue 9).
import { financialYear, MONTHS_HI } from './dates.ts';
import { currentLanguage } from './i18n.ts';

export const SUBSCRIPTION_STATUSES = ['created', 'authenticated', 'active', 'paused', 'halted', 'cancelled', 'completed'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

/**
 * Every move a subscription may make, in one place (Razorpay's subscription states, which the
 * reminder path without a gateway follows too). `authenticated`: the mandate is approved, no
 * charge yet. `halted`: charges failed past the retries; the donor may resume with a fresh
 * mandate (back to active) or cancel. `cancelled` and `completed` are final.
 */
export const SUBSCRIPTION_TRANSITIONS: Readonly<Record<SubscriptionStatus, readonly SubscriptionStatus[]>> = {
  created: ['authenticated', 'active', 'cancelled'],
  authenticated: ['active', 'paused', 'cancelled'],
  active: ['paused', 'halted', 'cancelled', 'completed'],
  paused: ['active', 'cancelled'],
  halted: ['active', 'cancelled'],
  cancelled: [],
  completed: [],
};

export function canMoveSubscription(from: SubscriptionStatus, to: SubscriptionStatus): boolean {
  return SUBSCRIPTION_TRANSITIONS[from].includes(to);
}

/**
 * A reminder gift whose last this-many months went unpaid stops asking (halted): reminding
 * someone for ever who has quietly stopped giving is neither kind nor useful. Resuming asks again.
 */
export const REMINDER_UNPAID_MONTHS_TO_HALT = 3;

/** Month orders that mean the donor gave, or says they did (a UTR waiting for staff). */
export const MONTH_GIVEN_STATUSES = ['pending', 'paid', 'refunded'] as const;

/** Monthly amounts above this need the donor's approval of every debit (RBI e-mandate rules). */
export const EMANDATE_AUTO_DEBIT_LIMIT_PAISE = 15_000_00;

/**
 * "80G/2026-27/000123" or "S133/2026-27/000123": a receipt's number within a financial year,
 * after the prefix of the regime in force that year (`receiptPrefix`), given as the year
 * ("2026-27", the donation's) or as a date (its financial year in IST).
 */
export function receiptNumber(prefix: string, year: Date | string, sequence: number): string {
  if (!/^[A-Z0-9]{1,12}$/.test(prefix)) throw new RangeError(`receipt prefix ${prefix} must be letters and digits`);
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`receipt sequence ${sequence} must be a positive whole number`);
  const fy = typeof year === 'string' ? year : financialYear(year);
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`financial year ${fy} must look like 2026-27`);
  return `${prefix}/${fy}/${String(sequence).padStart(6, '0')}`;
}

// ---- Monthly giving: months, due dates and notices (IST) ----

const IST_OFFSET_MS = 330 * 60_000;
const DAY_MS = 86_400_000;

/** A notice of the amount and date goes out at least this long before a charge or reminder. */
export const NOTICE_LEAD_MS = DAY_MS;
/** …and not earlier than this, so that it is still news on the day. */
export const NOTICE_WINDOW_MS = 3 * DAY_MS;
/** Charges and reminders fall due at 09:00 India time on the subscription's day. */
export const DUE_HOUR_IST = 9;
/** Razorpay needs a number of cycles: ten years of months, cancellable at any time. */
export const GATEWAY_TOTAL_COUNT = 120;

/** "2026-12": the India-time month the instant falls in. */
export function periodOf(at: Date): string {
  return new Date(at.getTime() + IST_OFFSET_MS).toISOString().slice(0, 7);
}

/** The month after "2026-12" is "2027-01". */
export function nextPeriod(period: string): string {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return m === 12 ? `${y + 1}-01` : `${y}-${String(m + 1).padStart(2, '0')}`;
}

/** The day of the month a subscription started on keeps it (up to the 28th, which every month has). */
export function anchorDayOf(at: Date): number {
  return Math.min(28, new Date(at.getTime() + IST_OFFSET_MS).getUTCDate());
}

/** When a month's charge or reminder falls due: its anchor day at 09:00 IST. */
export function dueAt(period: string, anchorDay: number): Date {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, anchorDay, DUE_HOUR_IST) - IST_OFFSET_MS);
}

/**
 * The first month due after `after` that still leaves room for the notice ahead: a subscription
 * started (or resumed) today is not asked again until its day comes round with a day's notice.
 */
export function firstDueAfter(after: Date, anchorDay: number, paidPeriod?: string): { period: string; at: Date } {
  let period = paidPeriod ? nextPeriod(paidPeriod) : periodOf(after);
  while (dueAt(period, anchorDay).getTime() - NOTICE_LEAD_MS < after.getTime()) period = nextPeriod(period);
  return { period, at: dueAt(period, anchorDay) };
}

/** 00:00 IST on the first day of a period ("2026-12"). */
export function periodStart(period: string): Date {
  const [y, m] = period.split('-').map(Number) as [number, number];
  return new Date(Date.UTC(y, m - 1, 1) - IST_OFFSET_MS);
}

/** "December 2026" for a period ("दिसंबर 2026" in Hindi). */
export function periodLabel(period: string): string {
  const names = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
  const [y, m] = period.split('-').map(Number) as [number, number];
  return `${(currentLanguage() === 'hi' ? MONTHS_HI : names)[m - 1]} ${y}`;
}

/** SB + 14 characters: a monthly gift's reference (orders use SG). */
export const SUBSCRIPTION_REFERENCE_RE = /^SB[0-9A-HJKMNP-TV-Z]{14}$/;
/** The manage link's secret: 32 random bytes, base64url. */
export const MANAGE_TOKEN_RE = /^[A-Za-z0-9_-]{43}$/;
