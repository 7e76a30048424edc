// Document numbers as GST reads them: one series per vendor per financial year for invoices and
// another for credit notes, at most 16 characters, never the same number in both, whatever the
// shop's prefix (a shop whose prefix ends in C once shared its credit notes' numbers).
import { describe, expect, it } from 'vitest';
import { invoiceNumber, invoicePrefix } from './invoices.ts';

describe('document numbers', () => {
  it('prefix from the shop’s address, or its id', () => {
    expect(invoicePrefix({ id: 7, slug: 'bagru-hastkala' })).toBe('BAGRU');
    expect(invoicePrefix({ id: 7, slug: 'ab' })).toBe('AB');
    expect(invoicePrefix({ id: 12345678, slug: null })).toBe('V1234');
  });

  it('keeps invoices and credit notes apart, within 16 characters', () => {
    expect(invoiceNumber('BAGRU', '2026-27', 12)).toBe('BAGRU/2627/00012');
    expect(invoiceNumber('BAGRU', '2026-27', 3, true)).toBe('BAGRU/2627/C0003');
    // "SHOPC" as a shop's own prefix: its first invoice and its first credit note differ.
    const prefix = invoicePrefix({ id: 1, slug: 'shop-c4d2' });
    expect(prefix).toBe('SHOPC');
    expect(invoiceNumber(prefix, '2026-27', 1)).not.toBe(invoiceNumber(prefix, '2026-27', 1, true));
    for (const n of [1, 99_999]) expect(invoiceNumber(prefix, '2026-27', n).length).toBeLessThanOrEqual(16);
    expect(invoiceNumber(prefix, '2026-27', 9_999, true).length).toBeLessThanOrEqual(16);
  });
});
