import { describe, expect, it } from 'vitest';
import { canMoveSubscription, receiptNumber, SUBSCRIPTION_STATUSES, type SubscriptionStatus } from './monthly.ts';

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

describe('80G receipt numbers', () => {
  it('number within the financial year of the India date (April to March)', () => {
    // 31 March 2027 23:59 IST is still FY 2026-27; 18:30 UTC that day is 1 April 00:00 IST.
    expect(receiptNumber(new Date('2027-03-31T18:29:00Z'), 123)).toBe('80G/2026-27/000123');
    expect(receiptNumber(new Date('2027-03-31T18:30:00Z'), 1)).toBe('80G/2027-28/000001');
    expect(receiptNumber(new Date('2026-04-01T00:00:00+05:30'), 999999)).toBe('80G/2026-27/999999');
  });
  it('refuses a sequence that is no positive whole number', () => {
    for (const n of [0, -1, 1.5, Number.NaN]) expect(() => receiptNumber(new Date(), n)).toThrow(RangeError);
  });
});
