import { describe, expect, it } from 'vitest';
import { afterQuery, decodeCursor, encodeCursor, pageHref, searchShape, timeIdKey } from './paging.ts';

describe('console cursors', () => {
  it('carry a key there and back, and refuse what we did not make', () => {
    const key = ['2026-11-26T10:00:00.123456Z', 42] as const;
    const c = encodeCursor(key);
    expect(c).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(decodeCursor(c)).toEqual(key);
    expect(timeIdKey(decodeCursor(c))).toEqual({ at: key[0], id: 42 });
    for (const bad of ['', 'not a cursor', '%%%', encodeCursor([]), btoa('{"a":1}'), encodeCursor([{} as never]), 'x'.repeat(300)]) {
      expect(decodeCursor(bad), bad).toBeNull();
    }
    // Another list's key, or a time without its microseconds, is no (time, id) key.
    expect(timeIdKey(decodeCursor(encodeCursor([true, 1, 2])))).toBeNull();
    expect(timeIdKey(decodeCursor(encodeCursor(['2026-11-26T10:00:00.123Z', 1])))).toBeNull();
    expect(afterQuery.safeParse('zz').success).toBe(false);
    expect(afterQuery.safeParse(c).success).toBe(true);
  });

  it('link to another page keeping the search, and back to the first', () => {
    expect(pageHref('/admin/donations', '?q=asha&after=abc&page=3', 'def')).toBe('/admin/donations?q=asha&after=def');
    expect(pageHref('/admin/donations', '?q=asha&after=abc', null)).toBe('/admin/donations?q=asha');
    expect(pageHref('/admin/receipts', '?after=a&issuedAfter=b', null, 'issuedAfter')).toBe('/admin/receipts?after=a');
  });
});

describe('what a console search box holds', () => {
  it('is told by its shape', () => {
    expect(searchShape('  ')).toBeNull();
    expect(searchShape('sg1ab')).toEqual({ kind: 'reference', prefix: 'SG1AB' });
    expect(searchShape('SB0123456789ABCD')).toEqual({ kind: 'reference', prefix: 'SB0123456789ABCD' });
    expect(searchShape('Asha@Example')).toEqual({ kind: 'email', prefix: 'asha@example' });
    expect(searchShape('412345678901')).toMatchObject({ kind: 'digits', prefix: '412345678901', mobile: '412345678901' });
    expect(searchShape('+91 98765 43210')).toMatchObject({ kind: 'digits', prefix: '919876543210', mobile: '9876543210' });
    expect(searchShape('98765')).toMatchObject({ kind: 'digits', mobile: '98765' });
    expect(searchShape('Meera Iyer')).toEqual({ kind: 'words', text: 'meera iyer', prefix: 'meera iyer' });
    expect(searchShape('%')).toMatchObject({ kind: 'words' });
  });
});
