// The tax regime a financial year falls under: the latest one starting by that year.
import { describe, expect, it } from 'vitest';
import { regimeFor } from './receipts.ts';

describe('regimeFor', () => {
  const regimes = [
    { fromYear: '1962-63', section: 'section 80G' },
    { fromYear: '2026-27', section: 'section 133' },
  ];
  it('takes the latest regime that started by the year', () => {
    expect(regimeFor(regimes, '2025-26')?.section).toBe('section 80G');
    expect(regimeFor(regimes, '2026-27')?.section).toBe('section 133');
    expect(regimeFor(regimes, '2031-32')?.section).toBe('section 133');
    expect(regimeFor(regimes, '1950-51')).toBeUndefined();
  });
});
