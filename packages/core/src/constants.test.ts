import { describe, expect, it } from 'vitest';
import {
  CAMPAIGN_DEFAULT_RUPEES,
  CAMPAIGN_PRESETS_RUPEES,
  CATEGORIES,
  MIN_DONATION_RUPEES,
  MONTHLY_CAUSES,
  MONTHLY_DEFAULT_RUPEES,
  MONTHLY_PRESETS_RUPEES,
  PLATFORM_FEE_PERCENT,
  TIP_OPTIONS,
} from './constants.ts';

describe('tip options', () => {
  it('offer 0, 12, 15, 20 percent and Other, starting at 0 %', () => {
    expect(TIP_OPTIONS.map((o) => o.label)).toEqual(['0%', '12%', '15%', '20%', 'Other']);
    expect(TIP_OPTIONS.map((o) => o.percent)).toEqual([0, 12, 15, 20, null]);
    expect(TIP_OPTIONS[0]?.percent).toBe(0);
  });

  it('give every option its own value (the spec reused value 2 for 20 %)', () => {
    const values = TIP_OPTIONS.map((o) => o.value);
    expect(new Set(values).size).toBe(values.length);
    expect(TIP_OPTIONS.find((o) => o.percent === 20)?.value).not.toBe(TIP_OPTIONS.find((o) => o.percent === 15)?.value);
  });
});

describe('categories', () => {
  it('use the spec §9 cause ids', () => {
    const byName = Object.fromEntries(CATEGORIES.map((c) => [c.name, c.id]));
    expect(byName).toEqual({
      Urgent: 5,
      Children: 7,
      Animals: 6,
      Disability: 10,
      'Disaster Relief': 15,
      Education: 12,
      Elderly: 8,
      Faith: 9,
      Hunger: 11,
      Medical: 14,
      DIY: 16,
      Women: 13,
    });
  });

  it('have unique ids and URL-safe unique slugs', () => {
    expect(new Set(CATEGORIES.map((c) => c.id)).size).toBe(CATEGORIES.length);
    expect(new Set(CATEGORIES.map((c) => c.slug)).size).toBe(CATEGORIES.length);
    for (const c of CATEGORIES) expect(c.slug).toMatch(/^[a-z0-9-]+$/);
  });
});

describe('monthly causes', () => {
  it('use the spec §9 ids', () => {
    expect(MONTHLY_CAUSES.map((c) => c.id)).toEqual([2745, 2736, 2511, 2506, 2494]);
  });
});

describe('donation amounts', () => {
  it('match the spec presets and defaults', () => {
    expect(CAMPAIGN_PRESETS_RUPEES).toEqual([3000, 5000, 7000, 9999]);
    expect(CAMPAIGN_DEFAULT_RUPEES).toBe(3000);
    expect(MONTHLY_PRESETS_RUPEES).toEqual([3000, 5000, 10000, 15000]);
    expect(MONTHLY_DEFAULT_RUPEES).toBe(3000);
    expect(MIN_DONATION_RUPEES).toBe(300);
    expect(PLATFORM_FEE_PERCENT).toBe(0);
  });
});
