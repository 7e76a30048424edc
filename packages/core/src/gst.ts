// The shop's tax arithmetic (issue 25; decision 0048): GST inside a price, a vendor order's tax
// invoice lines and totals, and the rates the foundation as e-commerce operator collects (GST
// TCS, section 52 of the CGST Act) and deducts (income-tax TDS on e-commerce payments), as data
// with the dates they apply from. Integer paise throughout; every rounding is half up, per line.
import { amountInWords } from './money.ts';

/**
 * How a supply is taxed: within one state (CGST + SGST, half each), between states (IGST), or
 * by a seller without a GSTIN (a bill of supply: no tax shown).
 */
export type SupplyKind = 'intra' | 'inter' | 'unregistered';

/** Place of supply of goods is where delivery ends (IGST Act section 10(1)(a)): the buyer's state. */
export function supplyKind(seller: { gstin: string | null; stateCode: string }, deliveryStateCode: string): SupplyKind {
  if (!seller.gstin) return 'unregistered';
  return seller.stateCode === deliveryStateCode ? 'intra' : 'inter';
}

/** a × b / c rounded half up, for non-negative integers, without floating point. */
export function mulDivRound(a: number, b: number, c: number): number {
  if (a < 0 || b < 0 || c <= 0) throw new RangeError('mulDivRound takes non-negative numbers and a positive divisor');
  const n = BigInt(a) * BigInt(b);
  const d = BigInt(c);
  return Number((n * 2n + d) / (d * 2n));
}

export interface InvoiceLineInput {
  description: string;
  hsnCode: string;
  quantity: number;
  /** What the buyer pays for one unit, tax included (the shop's prices are). */
  unitPricePaise: number;
  /** The product's GST rate in basis points (500 = 5 %). */
  gstRateBp: number;
}

export interface InvoiceLine extends InvoiceLineInput {
  /** quantity × unit price: what the line costs the buyer. */
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/**
 * One line's tax, taken out of its tax-inclusive price. Within a state the CGST and SGST are
 * the same amount (each half the rate, rounded once), so the taxable value is what is left: the
 * line's parts always add up to what the buyer paid, to the paisa.
 */
export function invoiceLine(line: InvoiceLineInput, supply: SupplyKind): InvoiceLine {
  if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new RangeError('quantity must be a positive whole number');
  if (!Number.isSafeInteger(line.unitPricePaise) || line.unitPricePaise < 0) throw new RangeError('unit price must be whole paise');
  const gross = line.quantity * line.unitPricePaise;
  const rate = supply === 'unregistered' ? 0 : line.gstRateBp;
  if (supply === 'intra') {
    const half = mulDivRound(gross, rate, 2 * (10_000 + rate));
    return { ...line, grossPaise: gross, taxablePaise: gross - 2 * half, cgstPaise: half, sgstPaise: half, igstPaise: 0 };
  }
  const igst = mulDivRound(gross, rate, 10_000 + rate);
  return { ...line, grossPaise: gross, taxablePaise: gross - igst, cgstPaise: 0, sgstPaise: 0, igstPaise: igst };
}

export interface InvoiceTotals {
  supply: SupplyKind;
  lines: InvoiceLine[];
  grossPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
  /** Each rate's taxable value and tax, as the invoice's summary and GSTR-1's HSN table want them. */
  byRate: { gstRateBp: number; taxablePaise: number; taxPaise: number }[];
  amountInWords: string;
}

/** A vendor order's invoice: its lines, each taxed on its own, and totals that are their sums. */
export function invoiceTotals(lines: readonly InvoiceLineInput[], supply: SupplyKind): InvoiceTotals {
  const taxed = lines.map((l) => invoiceLine(l, supply));
  const sum = (k: 'grossPaise' | 'taxablePaise' | 'cgstPaise' | 'sgstPaise' | 'igstPaise') => taxed.reduce((n, l) => n + l[k], 0);
  const rates = new Map<number, { taxablePaise: number; taxPaise: number }>();
  for (const l of taxed) {
    const r = rates.get(l.gstRateBp) ?? { taxablePaise: 0, taxPaise: 0 };
    r.taxablePaise += l.taxablePaise;
    r.taxPaise += l.cgstPaise + l.sgstPaise + l.igstPaise;
    rates.set(l.gstRateBp, r);
  }
  const gross = sum('grossPaise');
  return {
    supply,
    lines: taxed,
    grossPaise: gross,
    taxablePaise: sum('taxablePaise'),
    cgstPaise: sum('cgstPaise'),
    sgstPaise: sum('sgstPaise'),
    igstPaise: sum('igstPaise'),
    byRate: [...rates.entries()].sort(([a], [b]) => a - b).map(([gstRateBp, r]) => ({ gstRateBp, ...r })),
    amountInWords: amountInWords(gross),
  };
}

// ----- What the operator collects and deducts ---------------------------------------------------

/**
 * `gst-tcs`: GST collected at source by the e-commerce operator on a registered seller's net
 * taxable supplies (CGST Act section 52), split CGST + SGST within a state, IGST between states.
 * `tds-ecommerce`: income tax deducted on the gross amount of a seller's sales (section 194-O of
 * the Income-tax Act, 1961; its place in the Income-tax Act, 2025 is in decision 0048).
 */
export type WithholdingKind = 'gst-tcs' | 'tds-ecommerce';

export interface WithholdingRate {
  kind: WithholdingKind;
  /** Basis points (50 = 0.5 %). */
  rateBp: number;
  /** The first day (India's calendar) the rate applies, YYYY-MM-DD. */
  from: string;
}

/**
 * The rates as published (decision 0048 names each source). Staff keep the live table; these
 * seed it and are what a fresh install starts from.
 */
export const WITHHOLDING_RATES: readonly WithholdingRate[] = [
  { kind: 'gst-tcs', rateBp: 100, from: '2018-10-01' },
  { kind: 'gst-tcs', rateBp: 50, from: '2024-07-10' },
  // 194-O's 1 % was cut to 0.75 % for payments from its start to 31 March 2021 (the 2020 relief).
  { kind: 'tds-ecommerce', rateBp: 75, from: '2020-10-01' },
  { kind: 'tds-ecommerce', rateBp: 100, from: '2021-04-01' },
  { kind: 'tds-ecommerce', rateBp: 10, from: '2024-10-01' },
];

/** The rate of a kind on a day (YYYY-MM-DD, India): the latest that began on or before it; null before the first. */
export function rateOn(kind: WithholdingKind, day: string, table: readonly WithholdingRate[] = WITHHOLDING_RATES): number | null {
  let best: WithholdingRate | null = null;
  for (const r of table) if (r.kind === kind && r.from <= day && (!best || r.from > best.from)) best = r;
  return best ? best.rateBp : null;
}

/** An amount at a rate in basis points, rounded half up to the paisa. */
export const atRate = (paise: number, rateBp: number): number => mulDivRound(paise, rateBp, 10_000);
