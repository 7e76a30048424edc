import { describe, expect, it } from 'vitest';
import {
  anchorDayOf,
  canMoveSubscription,
  dueAt,
  firstDueAfter,
  nextPeriod,
  periodLabel,
  periodOf,
  periodStart,
  receiptNumber,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
} from './monthly.ts';
import { monthlyAmountProblem, monthlyRupees } from './monthly-form.ts';
import { monthlyMessages } from './monthly-text.ts';

describe('subscription states', () => {
  // Written out from the issue: created → authenticated → active ⇄ paused → cancelled | completed; halted after failed charges.
  const allowed: [SubscriptionStatus, SubscriptionStatus][] = [
    ['created', 'authenticated'],
    ['created', 'active'],
    ['created', 'cancelled'],
    ['authenticated', 'active'],
    ['authenticated', 'paused'],
    ['authenticated', 'cancelled'],
    ['active', 'paused'],
    ['active', 'halted'],
    ['active', 'cancelled'],
    ['active', 'completed'],
    ['paused', 'active'],
    ['paused', 'cancelled'],
    ['halted', 'active'],
    ['halted', 'cancelled'],
  ];
  it('allows exactly the moves of the lifecycle, pair by pair', () => {
    for (const from of SUBSCRIPTION_STATUSES)
      for (const to of SUBSCRIPTION_STATUSES) {
        const expected = allowed.some(([f, t]) => f === from && t === to);
        expect(canMoveSubscription(from, to), `${from} → ${to}`).toBe(expected);
      }
  });
  it('never leaves cancelled or completed', () => {
    for (const to of SUBSCRIPTION_STATUSES) {
      expect(canMoveSubscription('cancelled', to)).toBe(false);
      expect(canMoveSubscription('completed', to)).toBe(false);
    }
  });
});

describe('receipt numbers', () => {
  it('number within the financial year of the India date (April to March)', () => {
    // 31 March 2027 23:59 IST is still FY 2026-27; 18:30 UTC that day is 1 April 00:00 IST.
    expect(receiptNumber('80G', new Date('2027-03-31T18:29:00Z'), 123)).toBe('80G/2026-27/000123');
    expect(receiptNumber('S133', new Date('2027-03-31T18:30:00Z'), 1)).toBe('S133/2027-28/000001');
    expect(receiptNumber('80G', new Date('2026-04-01T00:00:00+05:30'), 999999)).toBe('80G/2026-27/999999');
  });
  it('refuses a sequence that is no positive whole number', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(() => receiptNumber('80G', new Date(), n)).toThrow(RangeError);
  });
});

describe('months in India time', () => {
  it('puts an instant in its IST month: 31 Dec 19:00 UTC is already January in India', () => {
    expect(periodOf(new Date('2026-12-31T18:29:59Z'))).toBe('2026-12');
    expect(periodOf(new Date('2026-12-31T18:30:00Z'))).toBe('2027-01');
    expect(nextPeriod('2026-12')).toBe('2027-01');
    expect(nextPeriod('2027-01')).toBe('2027-02');
  });

  it('keeps the day a gift started on, up to the 28th', () => {
    expect(anchorDayOf(new Date('2026-11-24T10:00:00Z'))).toBe(24);
    // 30 Jan 20:00 UTC is 31 Jan in India: February has no 31st, so the 28th.
    expect(anchorDayOf(new Date('2027-01-30T20:00:00Z'))).toBe(28);
    // 09:00 IST on the 24th is 03:30 UTC.
    expect(dueAt('2026-12', 24).toISOString()).toBe('2026-12-24T03:30:00.000Z');
    expect(periodStart('2027-04').toISOString()).toBe('2027-03-31T18:30:00.000Z');
    expect(periodLabel('2027-01')).toBe('January 2027');
  });

  it('schedules the next month only where a day’s notice still fits', () => {
    // Paid for November on 24 Nov: December's day is a month away.
    expect(firstDueAfter(new Date('2026-11-24T10:00:00Z'), 24, '2026-11')).toEqual({ period: '2026-12', at: new Date('2026-12-24T03:30:00Z') });
    // Resumed on 23 Dec at 12:00 IST: the 24th at 09:00 is 21 hours away, too soon for the notice.
    expect(firstDueAfter(new Date('2026-12-23T06:30:00Z'), 24, '2026-11').period).toBe('2027-01');
    // Resumed on 20 Dec: December still has room.
    expect(firstDueAfter(new Date('2026-12-20T06:30:00Z'), 24, '2026-11').period).toBe('2026-12');
  });
});

describe('the monthly amount box', () => {
  it('answers the spec’s message below ₹300, and nothing from ₹300', () => {
    expect(monthlyAmountProblem('')).toBe('Please enter amount');
    expect(monthlyAmountProblem('2')).toBe('Minimum donation amount is ₹300');
    expect(monthlyAmountProblem('299')).toBe('Minimum donation amount is ₹300');
    expect(monthlyAmountProblem('300')).toBeNull();
    expect(monthlyAmountProblem('12345678901')).toBe(monthlyMessages.amountTooLarge);
  });

  it('reads whole rupees as people type them, and refuses what is not an amount', () => {
    for (const typed of ['3,000', '₹3,000', '₹ 1,50,000', '1,50,000.00', 'Rs. 5000', '150,000']) expect(monthlyAmountProblem(typed), typed).toBeNull();
    expect(monthlyRupees('₹1,50,000')).toBe(150000);
    for (const typed of ['3,00', '1e3', '300.50', '-500', '5,0000', 'five hundred'])
      expect(monthlyAmountProblem(typed), typed).toBe(monthlyMessages.digitsOnly);
  });
});
