import { describe, expect, it } from 'vitest';
import { refundDeadline, withinRefundWindow } from './refunds.ts';

describe('the refund window', () => {
  // The policy: "within 48 hours of your donation: for this one, until <paid + 48 h>". The
  // deadline the donor reads is still inside; a millisecond after it is not.
  const paid = new Date('2026-11-20T10:00:00.000Z');
  it('takes a request at exactly 48 hours, the deadline the donor is shown', () => {
    expect(refundDeadline(paid).toISOString()).toBe('2026-11-22T10:00:00.000Z');
    expect(withinRefundWindow(paid, new Date('2026-11-22T10:00:00.000Z'))).toBe(true);
    expect(withinRefundWindow(paid, new Date('2026-11-22T09:59:59.999Z'))).toBe(true);
  });
  it('refuses one a millisecond after', () => {
    expect(withinRefundWindow(paid, new Date('2026-11-22T10:00:00.001Z'))).toBe(false);
  });
});
