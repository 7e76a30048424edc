// When a sale frees up (issue 38), with dates worked by hand: shipped with tracking on 1 Dec at
// noon UTC, the seller says "delivered" the same second; with 7 assumed days the proven delivery
// is 8 Dec noon, and the 30-day dispute window (longer than any return window) closes on 7 Jan
// at noon: the money is held at 11:59:59.999 that day and free at noon.
import { describe, expect, it } from 'vitest';
import { disputeWindowOpen, provenDeliveryAt, returnWindowOpen, saleFreesAt, windowsStartAt } from './shop-holding.ts';

const at = (iso: string) => new Date(iso);
const shipped = at('2026-12-01T12:00:00Z');
const base = { shippedAt: shipped, trackingNumber: 'DL123', deliveredAt: shipped, receivedAt: null, returnWindowDays: 7 };

describe('the delivery the seller cannot just assert', () => {
  it('is 7 days after shipping with tracking, or the buyer’s confirmation if earlier', () => {
    expect(provenDeliveryAt(base, 7)).toEqual(at('2026-12-08T12:00:00Z'));
    expect(provenDeliveryAt({ ...base, receivedAt: at('2026-12-03T09:00:00Z') }, 7)).toEqual(at('2026-12-03T09:00:00Z'));
    // A confirmation after the assumed day changes nothing.
    expect(provenDeliveryAt({ ...base, receivedAt: at('2026-12-20T09:00:00Z') }, 7)).toEqual(at('2026-12-08T12:00:00Z'));
    // No tracking number and no confirmation: nothing proves it.
    expect(provenDeliveryAt({ ...base, trackingNumber: ' ' }, 7)).toBeNull();
    expect(provenDeliveryAt({ ...base, shippedAt: null }, 7)).toBeNull();
  });

  it('starts the buyer’s windows no earlier than itself, and the seller’s later word no earlier than that', () => {
    expect(windowsStartAt(base, 7)).toEqual(at('2026-12-08T12:00:00Z'));
    const late = at('2026-12-10T00:00:00Z');
    expect(windowsStartAt({ ...base, deliveredAt: late }, 7)).toEqual(late);
    expect(windowsStartAt({ ...base, deliveredAt: null }, 7)).toBeNull();
  });
});

describe('the windows', () => {
  it('a 7-day return window from 8 Dec noon is open at 15 Dec 11:59:59.999 and closed at noon', () => {
    expect(returnWindowOpen(base, at('2026-12-15T11:59:59.999Z'), 7)).toBe(true);
    expect(returnWindowOpen(base, at('2026-12-15T12:00:00Z'), 7)).toBe(false);
    // Returns are open right after the seller's "delivered", before the proven day.
    expect(returnWindowOpen(base, at('2026-12-01T12:00:01Z'), 7)).toBe(true);
    expect(returnWindowOpen({ ...base, returnWindowDays: 0 }, at('2026-12-01T12:00:01Z'), 7)).toBe(false);
    expect(returnWindowOpen({ ...base, deliveredAt: null }, at('2026-12-02T00:00:00Z'), 7)).toBe(false);
  });

  it('the dispute window is 30 days from the start: open on 7 Jan 11:59:59.999, closed at noon; always open while shipped', () => {
    expect(disputeWindowOpen(base, at('2027-01-07T11:59:59.999Z'), 7)).toBe(true);
    expect(disputeWindowOpen(base, at('2027-01-07T12:00:00Z'), 7)).toBe(false);
    expect(disputeWindowOpen({ ...base, deliveredAt: null }, at('2027-06-01T00:00:00Z'), 7)).toBe(true);
  });
});

describe('a sale frees up', () => {
  it('when the later window closes: 7 Jan 2027 noon (30 days from 8 Dec), whatever the return window up to 30', () => {
    expect(saleFreesAt(base, 7)).toEqual(at('2027-01-07T12:00:00Z'));
    expect(saleFreesAt({ ...base, returnWindowDays: 30 }, 7)).toEqual(at('2027-01-07T12:00:00Z'));
    expect(saleFreesAt({ ...base, returnWindowDays: 0 }, 7)).toEqual(at('2027-01-07T12:00:00Z'));
    // The buyer confirmed on 3 Dec 09:00: 30 days on is 2 Jan 09:00.
    expect(saleFreesAt({ ...base, receivedAt: at('2026-12-03T09:00:00Z'), deliveredAt: at('2026-12-03T09:00:00Z') }, 7)).toEqual(at('2027-01-02T09:00:00Z'));
    // With 10 assumed days: 11 Dec noon + 30 = 10 Jan noon.
    expect(saleFreesAt(base, 10)).toEqual(at('2027-01-10T12:00:00Z'));
  });

  it('never while the delivery is unproven or the order undelivered', () => {
    expect(saleFreesAt({ ...base, trackingNumber: null }, 7)).toBeNull();
    expect(saleFreesAt({ ...base, deliveredAt: null }, 7)).toBeNull();
  });

  it('exactly when no return or dispute can be asked any more', () => {
    const frees = saleFreesAt(base, 7) as Date;
    const before = new Date(frees.getTime() - 1);
    expect(disputeWindowOpen(base, before, 7) || returnWindowOpen(base, before, 7)).toBe(true);
    expect(disputeWindowOpen(base, frees, 7) || returnWindowOpen(base, frees, 7)).toBe(false);
  });
});
