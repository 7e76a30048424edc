// Monthly giving and 80G receipts: the rules both the server and the pages need (issue 9).
import { financialYear } from './dates.ts';

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

/** Monthly amounts above this need the donor's approval of every debit (RBI e-mandate rules). */
export const EMANDATE_AUTO_DEBIT_LIMIT_PAISE = 15_000_00;

/**
 * "80G/2026-27/000123": a receipt's number within a financial year, given as the year
 * ("2026-27", the donation's) or as a date (its financial year in IST).
 */
export function receiptNumber(year: Date | string, sequence: number): string {
  if (!Number.isSafeInteger(sequence) || sequence < 1) throw new RangeError(`receipt sequence ${sequence} must be a positive whole number`);
  const fy = typeof year === 'string' ? year : financialYear(year);
  if (!/^\d{4}-\d{2}$/.test(fy)) throw new RangeError(`financial year ${fy} must look like 2026-27`);
  return `80G/${fy}/${String(sequence).padStart(6, '0')}`;
}
