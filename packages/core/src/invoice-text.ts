// The words of a shop order's GST document (apps/server/src/modules/shop/invoice-pdf.ts), in the
// language of the order's buyer as the receipts are in the donor's: a tax invoice, a bill of
// supply or a credit note. Codes the law names (GSTIN, PAN, HSN, CGST, SGST, IGST) stay as they are.
import { catalogue } from './i18n.ts';
import { amountInWords } from './money.ts';

export type InvoiceKind = 'tax-invoice' | 'bill-of-supply' | 'credit-note';

export const invoiceText = /* @__PURE__ */ catalogue('invoice', {
  title: { 'tax-invoice': 'Tax invoice', 'bill-of-supply': 'Bill of supply', 'credit-note': 'Credit note' } as Record<InvoiceKind, string>,
  unregistered: 'Supplier not registered under GST: no tax charged',
  against: (number: string, date: string) => `Against invoice ${number} dated ${date}`,
  number: 'Number',
  date: 'Date',
  orderReference: 'Order reference',
  soldBy: 'Sold by',
  shipTo: 'Ship to',
  state: (name: string, code: string) => `State: ${name} (code ${code})`,
  gstin: 'GSTIN',
  notRegistered: 'Not registered',
  pan: 'PAN',
  phone: 'Phone',
  placeOfSupply: 'Place of supply',
  index: '#',
  description: 'Description',
  hsn: 'HSN',
  quantity: 'Qty',
  unitPriceTaxIncluded: 'Unit price (tax incl.)',
  unitPrice: 'Unit price',
  taxableValue: 'Taxable value',
  value: 'Value',
  cgst: 'CGST',
  sgst: 'SGST',
  igst: 'IGST',
  total: 'Total',
  byRate: 'Tax by rate',
  rate: 'GST rate',
  tax: 'Tax',
  inWords: 'Amount in words:',
  amountWords: (paise: number) => amountInWords(paise),
  footer: (seller: string, operator: string, operatorGstin: string | null) =>
    `Sold by ${seller} through ${operator} (e-commerce operator${operatorGstin ? `, GSTIN ${operatorGstin}` : ''}).`,
  computerGenerated: 'This is a computer-generated document.',
  page: (n: number, of: number) => `Page ${n} of ${of}`,
});
