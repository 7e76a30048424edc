// A vendor's monthly statement as CSV: the opening payable, each row that moved it (sale,
// commission, TCS, TDS, refund, withdrawal) with the payable after it, and the closing payable.
// Amounts in rupees with two decimals, in a credit and a debit column, as number cells (a negative
// payable is -100.98, not the text '-100.98), so a spreadsheet sums them as they are.
import { buyingText as bt } from '@sahyog/core';
import { csvLine, rupeesCell as rupees } from '../../platform/csv-stream.ts';
import type { VendorLedger } from './ledger.ts';

/** In the language of the request (the page's, /hi/seller/payouts/statement in Hindi); the order by its reference. */
export function statementCsv(s: Awaited<ReturnType<VendorLedger['statement']>>, shop: string, month: string): string {
  const c = bt.statementColumns;
  let out = csvLine([c.shop, shop, c.month, month]);
  out += csvLine([c.date, c.entry, c.order, c.withdrawal, c.credit, c.debit, c.after]);
  out += csvLine(['', c.opening, '', '', '', '', rupees(s.openingPaise)]);
  for (const r of s.rows) {
    const day = new Date(r.at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    out += csvLine([
      day,
      bt.statementEntries[r.kind] ?? r.kind,
      r.orderReference ?? '',
      r.payoutId ? String(r.payoutId) : '',
      r.amountPaise > 0 ? rupees(r.amountPaise) : '',
      r.amountPaise < 0 ? rupees(-r.amountPaise) : '',
      rupees(r.balancePaise),
    ]);
  }
  out += csvLine(['', c.closing, '', '', '', '', rupees(s.closingPaise)]);
  return out;
}
