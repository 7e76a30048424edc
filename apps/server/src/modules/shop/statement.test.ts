// The statement's amounts are numbers a spreadsheet sums: a negative payable is -100.98, never
// the text '-100.98 that the formula guard makes of text starting with "-".
import { describe, expect, it } from 'vitest';
import { statementCsv } from './statement.ts';

describe('the statement CSV', () => {
  it('writes a negative payable as a number and still defuses text that starts like a formula', () => {
    const csv = statementCsv(
      {
        openingPaise: -100_98,
        rows: [{ at: new Date('2026-11-10T06:00:00Z'), kind: 'refund', orderReference: '-SH1', payoutId: null, amountPaise: -50_05, balancePaise: -151_03 }],
        closingPaise: -151_03,
      },
      '=Shop',
      '2026-11',
    );
    const lines = csv.trim().split('\r\n');
    expect(lines[0]).toContain(`"'=Shop"`);
    expect(lines[2]).toBe('"","Opening payable","","","","","-100.98"');
    expect(lines[3]).toBe(`"2026-11-10 11:30","Refund to buyer","'-SH1","","","50.05","-151.03"`);
    expect(lines.at(-1)).toBe('"","Closing payable","","","","","-151.03"');
    expect(csv).not.toContain("'-1");
  });
});
