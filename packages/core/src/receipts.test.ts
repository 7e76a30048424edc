// The annual statement's aggregation, worked by hand: one row per PAN per type and mode, amounts
// added; no PAN → listed apart; cash above ₹2,000 and gifts in kind → never a row.
import { describe, expect, it } from 'vitest';
import {
  DONATION_TYPES,
  donationTypeOf,
  maskAadhaar,
  parseAadhaar,
  receiptPrefix,
  regimeFor,
  type StatementDonation,
  splitDonorId,
  statementAmount,
  statementRows,
  verhoeffValid,
} from './receipts.ts';

const at = (day: number) => new Date(Date.UTC(2026, 5, day, 6));
const gift = (over: Partial<StatementDonation>): StatementDonation => ({
  pan: 'ABCDE1234F',
  name: 'Asha Verma',
  address: 'Pune',
  mode: 'electronic',
  amountPaise: 1000_00,
  paidAt: at(1),
  reference: 'R',
  ...over,
});

describe('statementRows', () => {
  it('adds one donor’s gifts of one mode into one row, under their newest name and address', () => {
    const { rows } = statementRows([
      gift({ amountPaise: 1000_00, paidAt: at(1) }),
      gift({ amountPaise: 2500_50, paidAt: at(9), address: 'Mumbai', name: 'Asha V.' }),
      gift({ amountPaise: 500_00, paidAt: at(5), pan: 'abcde1234f' }),
    ]);
    expect(rows).toEqual([{ pan: 'ABCDE1234F', name: 'Asha V.', address: 'Mumbai', mode: 'electronic', amountPaise: 4000_50, donations: 3 }]);
  });

  it('keeps different donors, and one donor’s different modes, apart', () => {
    const { rows } = statementRows([
      gift({ pan: 'ZZZZZ9999Z', amountPaise: 300_00 }),
      gift({ amountPaise: 700_00 }),
      gift({ mode: 'cash', amountPaise: 2000_00 }),
    ]);
    expect(rows.map((r) => [r.pan, r.mode, r.amountPaise])).toEqual([
      ['ABCDE1234F', 'cash', 2000_00],
      ['ABCDE1234F', 'electronic', 700_00],
      ['ZZZZZ9999Z', 'electronic', 300_00],
    ]);
  });

  it('lists gifts without a valid PAN apart, and never shows cash above ₹2,000 or kind as deductible', () => {
    const noPan = gift({ pan: null, reference: 'NOPAN' });
    const badPan = gift({ pan: '1234', reference: 'BADPAN' });
    const bigCash = gift({ mode: 'cash', amountPaise: 2000_01, reference: 'CASH' });
    const kind = gift({ mode: 'kind', reference: 'KIND' });
    const out = statementRows([noPan, badPan, bigCash, kind, gift({})]);
    expect(out.missingId.map((d) => d.reference)).toEqual(['NOPAN', 'BADPAN']);
    expect(out.notDeductible.map((d) => d.reference)).toEqual(['CASH', 'KIND']);
    expect(out.rows).toHaveLength(1);
    expect(out.rows[0]?.amountPaise).toBe(1000_00);
  });
});

describe('statementAmount', () => {
  it('writes whole rupees plain and paise after a point', () => {
    expect(statementAmount(3000_00)).toBe('3000');
    expect(statementAmount(4000_50)).toBe('4000.50');
    expect(statementAmount(1)).toBe('0.01');
  });
});

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
