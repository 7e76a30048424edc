import { describe, expect, it } from 'vitest';
import { CsvError, donationsMessages, parseCsv, statementLines } from './donations-admin.ts';

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
    const lines = statementLines(rows);
    if (typeof lines === 'string') throw new Error(lines);
    expect(lines.map((l) => [l.line, l.utr, l.amountPaise])).toEqual([
      [3, '412345678901', 1500_00],
      [4, null, null],
      [5, '512345678902', 300_00],
      [6, null, 500_50],
    ]);
  });

  it('answers no-columns when no header names a UTR and a credit', () => {
    expect(statementLines(parseCsv('date,what,how much\n1,2,3'))).toBe('no-columns');
  });

  it('reads one Amount column by its Dr/Cr column: a debit is never a credit', () => {
    const rows = parseCsv(
      [
        'Date,Narration,Ref No,Amount,Dr / Cr,Balance',
        '25-11-2026,UPI/400000000006/refund to donor,400000000006,400.00,DR,100000.00',
        '25-11-2026,UPI/400000000007/gift,400000000007,"1,000.00",CR,101000.00',
        '25-11-2026,UPI/400000000008/gift,400000000008,500.00,Cr.,101500.00',
      ].join('\n'),
    );
    expect(statementLines(rows)).toMatchObject([
      { line: 2, utr: '400000000006', amountPaise: null },
      { line: 3, utr: '400000000007', amountPaise: 1000_00 },
      { line: 4, utr: '400000000008', amountPaise: 500_00 },
    ]);
  });

  it('refuses one Amount column with nothing to tell money in from money out', () => {
    expect(statementLines(parseCsv('Date,Narration,Amount\n25-11-2026,UPI/400000000006/x,400.00'))).toBe('no-direction');
    // A "Debit/Credit" header names the direction: it is not the credit column.
    const typed = parseCsv('Date,Narration,Amount,Debit/Credit\n25-11-2026,UPI/400000000006/x,400.00,Debit');
    expect(statementLines(typed)).toMatchObject([{ utr: '400000000006', amountPaise: null }]);
  });

  it('keeps a quote inside a remark as text, so the lines after it are still read', () => {
    const rows = parseCsv('Date,Narration,Credit\n25-11-2026,UPI/555555555555/gift for 5" idol,300.00\n25-11-2026,UPI/400000000004/DONOR,800.00\n');
    expect(rows).toEqual([
      ['Date', 'Narration', 'Credit'],
      ['25-11-2026', 'UPI/555555555555/gift for 5" idol', '300.00'],
      ['25-11-2026', 'UPI/400000000004/DONOR', '800.00'],
    ]);
  });

  it('refuses a quote that is never closed, naming its line', () => {
    const read = () => parseCsv('Date,Narration,Credit\n1,"UPI/555555555555/open,300\n2,UPI/400000000004/x,800\n');
    expect(read).toThrow(CsvError);
    expect(read).toThrow(donationsMessages.importUnclosedQuote(2));
  });
});
