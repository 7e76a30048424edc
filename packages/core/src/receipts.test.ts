// The tax regime a financial year falls under: the latest one starting by that year.
import { describe, expect, it } from 'vitest';
import { DONATION_TYPES, donationTypeOf, maskAadhaar, parseAadhaar, receiptPrefix, regimeFor, splitDonorId, verhoeffValid } from './receipts.ts';

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

describe('the donor’s Aadhaar number', () => {
  it('checks the Verhoeff digit (Wikipedia’s worked example 236 → 2363)', () => {
    expect(verhoeffValid('2363')).toBe(true);
    expect(verhoeffValid('2364')).toBe(false);
    expect(verhoeffValid('123451')).toBe(true);
  });
  it('takes 12 digits as people type them, and refuses a wrong check digit, a short one and 0/1 starts', () => {
    expect(parseAadhaar('2341 2341 2346')).toBe('234123412346');
    expect(parseAadhaar('2341-2341-2346')).toBe('234123412346');
    expect(parseAadhaar('234123412345')).toBeNull();
    expect(parseAadhaar('23412341234')).toBeNull();
    expect(parseAadhaar('123412341234')).toBeNull();
    expect(parseAadhaar('ABCDE1234F')).toBeNull();
  });
  it('is shown masked, last four digits only', () => {
    expect(maskAadhaar('234123412346')).toBe('XXXX XXXX 2346');
  });
  it('goes to the aadhaar field when typed in the one ID field, a PAN to the pan field', () => {
    expect(splitDonorId('2341 2341 2346')).toEqual({ aadhaar: '2341 2341 2346' });
    expect(splitDonorId('abcde1234f')).toEqual({ pan: 'abcde1234f' });
    expect(splitDonorId('  ')).toEqual({});
  });
});

describe('receipt prefixes and donation types', () => {
  it('turns the regime’s short name into a number prefix without spaces', () => {
    expect(receiptPrefix('80G')).toBe('80G');
    expect(receiptPrefix('Section 133')).toBe('S133');
  });
  it('calls a campaign gift a specific grant', () => {
    expect(DONATION_TYPES[donationTypeOf({ campaignId: 7 })]).toBe('Specific grant');
    expect(DONATION_TYPES[donationTypeOf({ campaignId: null })]).toBe('Others');
  });
});
