// The statement's rules worked by hand against the form: which identity a donor is reported
// under (Annexure I: PAN or Aadhaar, others only when neither), which mode a recorded method is,
// one row per identity, type and mode with the amounts added, and amounts in whole rupees.
import { describe, expect, it } from 'vitest';
import { isIsoDate } from './dates.ts';
import { donorIdentity, type StatementDonation, statementAmount, statementDate, statementMode, statementRows } from './statement.ts';

const at = (day: number) => new Date(Date.UTC(2026, 5, day, 6));
const gift = (over: Partial<StatementDonation>): StatementDonation => ({
  ids: { pan: 'ABCDE1234F' },
  name: 'Asha Verma',
  address: 'Pune',
  method: 'upi',
  amountPaise: 1000_00,
  paidAt: at(1),
  reference: 'R',
  ...over,
});

describe('donorIdentity (Annexure I)', () => {
  it('takes the PAN first, then Aadhaar, then another document only when neither is given', () => {
    expect(donorIdentity({ pan: 'abcde1234f', aadhaar: '234567890123' })).toEqual({ kind: 'pan', number: 'ABCDE1234F' });
    expect(donorIdentity({ pan: null, aadhaar: '2345 6789 0123', others: [{ kind: 'passport', number: 'Z1234567' }] })).toEqual({
      kind: 'aadhaar',
      number: '234567890123',
    });
    expect(donorIdentity({ pan: '', others: [{ kind: 'passport', number: ' Z1234567 ' }] })).toEqual({ kind: 'passport', number: 'Z1234567' });
    expect(donorIdentity({})).toBeNull();
  });

  it('does not report a malformed PAN or Aadhaar as one', () => {
    expect(donorIdentity({ pan: '1234' })).toBeNull();
    // Aadhaar numbers are 12 digits and never start with 0 or 1.
    expect(donorIdentity({ aadhaar: '12345678901' })).toBeNull();
    expect(donorIdentity({ aadhaar: '123456789012' })).toBeNull();
    // The template's identification number holds at most 75 characters.
    expect(donorIdentity({ others: [{ kind: 'tin', number: 'X'.repeat(76) }] })).toBeNull();
  });
});

describe('statementMode (the form’s modes of receipt)', () => {
  it('reports UPI, the gateway, cheques and drafts as electronic; cash and kind as themselves; anything else as Others', () => {
    expect(['upi', 'razorpay', 'simulator', 'cheque', 'draft', 'NEFT'].map(statementMode)).toEqual(Array(6).fill('electronic'));
    expect(statementMode('cash')).toBe('cash');
    expect(statementMode('kind')).toBe('kind');
    expect(statementMode('manual')).toBe('others');
    expect(statementMode(null)).toBe('others');
  });
});

describe('statementRows', () => {
  it('adds one donor’s gifts of one type and mode into one row, under their newest name and address', () => {
    const { rows } = statementRows([
      gift({ amountPaise: 1000_00, paidAt: at(1) }),
      gift({ amountPaise: 2500_50, paidAt: at(9), address: 'Mumbai', name: 'Asha V.' }),
      gift({ amountPaise: 500_00, paidAt: at(5), ids: { pan: 'abcde1234f' } }),
    ]);
    expect(rows).toEqual([
      {
        id: { kind: 'pan', number: 'ABCDE1234F' },
        name: 'Asha V.',
        address: 'Mumbai',
        type: 'others',
        mode: 'electronic',
        amountPaise: 4000_50,
        donations: 3,
      },
    ]);
  });

  it('reports cash of any size and gifts in kind as rows of their own, never leaves them out', () => {
    const { rows, unidentified } = statementRows([
      gift({ amountPaise: 700_00 }),
      gift({ method: 'cash', amountPaise: 2000_00 }),
      gift({ method: 'cash', amountPaise: 5000_00 }),
      gift({ method: 'kind', amountPaise: 12000_00 }),
      gift({ type: 'corpus', amountPaise: 100_00 }),
    ]);
    expect(unidentified).toEqual([]);
    expect(rows.map((r) => [r.type, r.mode, r.amountPaise])).toEqual([
      ['corpus', 'electronic', 100_00],
      ['others', 'cash', 7000_00],
      ['others', 'electronic', 700_00],
      ['others', 'kind', 12000_00],
    ]);
  });

  it('lists PAN donors before Aadhaar donors, and a gift with no identity the form takes apart', () => {
    const { rows, unidentified } = statementRows([
      gift({ ids: { aadhaar: '234567890123' }, reference: 'AADHAAR' }),
      gift({ ids: { pan: 'ZZZZZ9999Z' } }),
      gift({ ids: { pan: null }, reference: 'NONE' }),
      gift({ ids: { pan: '1234' }, reference: 'BAD' }),
    ]);
    expect(rows.map((r) => r.id)).toEqual([
      { kind: 'pan', number: 'ZZZZZ9999Z' },
      { kind: 'aadhaar', number: '234567890123' },
    ]);
    expect(unidentified.map((d) => d.reference)).toEqual(['NONE', 'BAD']);
  });
});

describe('statementAmount', () => {
  it('writes whole rupees, rounding a row’s paise to the nearest rupee', () => {
    expect(statementAmount(3000_00)).toBe('3000');
    expect(statementAmount(4000_49)).toBe('4000');
    expect(statementAmount(4000_50)).toBe('4001');
    expect(statementAmount(1)).toBe('0');
  });
});

describe('the URN’s date', () => {
  it('accepts only real dates and writes them day-month-year', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-04-31')).toBe(false);
    expect(isIsoDate('27-09-2024')).toBe(false);
    expect(statementDate('2024-09-27')).toBe('27-Sep-2024');
    expect(statementDate('2021-05-03')).toBe('03-May-2021');
  });
});
