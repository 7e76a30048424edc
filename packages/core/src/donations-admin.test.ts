import { describe, expect, it } from 'vitest';
import { parseCsv, statementLines } from './donations-admin.ts';

describe('reading a bank statement', () => {
  it('parses quoted fields, doubled quotes, commas inside quotes and CRLF', () => {
    expect(parseCsv('\uFEFFa,"b, c","say ""hi"""\r\n1,2,3\n\n')).toEqual([
      ['a', 'b, c', 'say "hi"'],
      ['1', '2', '3'],
    ]);
  });

  it('finds the UTR in its own column or a narration, and the credit in rupees with grouping', () => {
    const rows = parseCsv(
      [
        'Account statement for 12345',
        'Txn Date,Narration,Ref No./Cheque No.,Debit,Credit,Balance',
        '01/04/2026,UPI/412345678901/Meera/okaxis,,,"1,500.00","10,500.00"',
        '01/04/2026,NEFT rent,N12345,"2,000.00",,"8,500.00"',
        '02/04/2026,UPI transfer,512345678902,,300,"8,800.00"',
        '02/04/2026,Cash deposit,,,500.5,"9,300.50"',
      ].join('\n'),
    );
    expect(statementLines(rows)?.map((l) => [l.line, l.utr, l.amountPaise])).toEqual([
      [3, '412345678901', 1500_00],
      [4, null, null],
      [5, '512345678902', 300_00],
      [6, null, 500_50],
    ]);
  });

  it('answers null when no header names a UTR and a credit', () => {
    expect(statementLines(parseCsv('date,what,how much\n1,2,3'))).toBeNull();
  });
});
