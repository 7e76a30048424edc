// A vendor's monthly statement as CSV: the opening payable, each row that moved it (sale,
// commission, TCS, TDS, refund, withdrawal) with the payable after it, and the closing payable.
// Amounts in rupees with two decimals, in a credit and a debit column (both positive: a cell
// starting with "-" would be defused as a formula, csvCell), so a spreadsheet sums them as they are.
import { csvLine } from '../../platform/csv-stream.ts';
import type { VendorLedger } from './ledger.ts';

const rupees = (paise: number) => `${paise < 0 ? '-' : ''}${Math.trunc(Math.abs(paise) / 100)}.${String(Math.abs(paise) % 100).padStart(2, '0')}`;

const WORDS: Record<string, string> = {
  sale: 'Sale',
  commission: 'Commission',
  tcs: 'GST TCS',
  tds: 'Income-tax TDS',
  refund: 'Refund to buyer',
  'commission-back': 'Commission given back',
  'tcs-back': 'GST TCS given back',
  'tds-back': 'Income-tax TDS given back',
  payout: 'Withdrawal',
  'payout-returned': 'Withdrawal refused, amount back',
};

export function statementCsv(s: Awaited<ReturnType<VendorLedger['statement']>>, shop: string, month: string): string {
  let out = csvLine(['Shop', shop, 'Month', month]);
  out += csvLine(['Date (IST)', 'Entry', 'Order', 'Withdrawal', 'Credit (₹)', 'Debit (₹)', 'Payable after (₹)']);
  out += csvLine(['', 'Opening payable', '', '', '', '', rupees(s.openingPaise)]);
  for (const r of s.rows) {
    const day = new Date(r.at.getTime() + 5.5 * 3600_000).toISOString().slice(0, 16).replace('T', ' ');
    out += csvLine([
      day,
      WORDS[r.kind] ?? r.kind,
      r.shopOrderId ? String(r.shopOrderId) : '',
      r.payoutId ? String(r.payoutId) : '',
      r.amountPaise > 0 ? rupees(r.amountPaise) : '',
      r.amountPaise < 0 ? rupees(-r.amountPaise) : '',
      rupees(r.balancePaise),
    ]);
  }
  out += csvLine(['', 'Closing payable', '', '', '', '', rupees(s.closingPaise)]);
  return out;
}
