// The shop's tax arithmetic against examples worked by hand (each figure below was computed on
// paper from the rule in the comment, not by this code).
import { describe, expect, it } from 'vitest';
import { atRate, invoiceLine, invoiceTotals, mulDivRound, rateOn, supplyKind, WITHHOLDING_RATES } from './gst.ts';

// Two kurtas at ₹1,190 (5 %) and a matka at ₹520 (12 %), prices with GST in them.
const LINES = [
  { description: 'Sanganeri kurta, M', hsnCode: '6211', quantity: 2, unitPricePaise: 1190_00, gstRateBp: 500 },
  { description: 'Terracotta matka, 5 litres', hsnCode: '6912', quantity: 1, unitPricePaise: 520_00, gstRateBp: 1200 },
];

describe('GST inside a price', () => {
  it('within a state: CGST and SGST of the same amount, half the rate each; the taxable value is what is left', () => {
    // 238000 × 2.5 / 105 = 5666.67 → 5667 each; 238000 − 11334 = 226666.
    expect(invoiceLine(LINES[0] as (typeof LINES)[0], 'intra')).toMatchObject({
      grossPaise: 238000,
      taxablePaise: 226666,
      cgstPaise: 5667,
      sgstPaise: 5667,
      igstPaise: 0,
    });
    // 52000 × 6 / 112 = 2785.71 → 2786 each; 52000 − 5572 = 46428.
    expect(invoiceLine(LINES[1] as (typeof LINES)[1], 'intra')).toMatchObject({ grossPaise: 52000, taxablePaise: 46428, cgstPaise: 2786, sgstPaise: 2786 });
  });

  it('between states: IGST at the whole rate', () => {
    // 238000 × 5 / 105 = 11333.33 → 11333; 52000 × 12 / 112 = 5571.43 → 5571.
    expect(invoiceLine(LINES[0] as (typeof LINES)[0], 'inter')).toMatchObject({ taxablePaise: 226667, igstPaise: 11333, cgstPaise: 0, sgstPaise: 0 });
    expect(invoiceLine(LINES[1] as (typeof LINES)[1], 'inter')).toMatchObject({ taxablePaise: 46429, igstPaise: 5571 });
  });

  it('between states the IGST rounds half up, on both sides of the half paisa (decision 0048; issue 38: rounding down survived)', () => {
    const at12 = (unitPricePaise: number) => invoiceLine({ description: 'Matka', hsnCode: '6912', quantity: 1, unitPricePaise, gstRateBp: 1200 }, 'inter');
    // ₹999 at 12 %: 99900 × 12 / 112 = 10703.571… → 10704 (down would be 10703); 99900 − 10704 = 89196.
    expect(at12(999_00)).toMatchObject({ grossPaise: 99900, igstPaise: 10704, taxablePaise: 89196 });
    // ₹14.14: 1414 × 12 / 112 = 151.5 exactly → 152 (half goes up); taxable 1262.
    expect(at12(14_14)).toMatchObject({ igstPaise: 152, taxablePaise: 1262 });
    // ₹14.13: 1413 × 12 / 112 = 151.39… → 151 (below the half stays down); taxable 1262.
    expect(at12(14_13)).toMatchObject({ igstPaise: 151, taxablePaise: 1262 });
    // Within a state the same half: ₹28.28 → 2828 × 6 / 112 = 151.5 → 152 CGST and 152 SGST; taxable 2524.
    expect(invoiceLine({ description: 'Matka', hsnCode: '6912', quantity: 1, unitPricePaise: 28_28, gstRateBp: 1200 }, 'intra')).toMatchObject({
      cgstPaise: 152,
      sgstPaise: 152,
      taxablePaise: 2524,
    });
  });

  it('a seller without a GSTIN issues a bill of supply: no tax, the whole price is the value', () => {
    expect(invoiceLine(LINES[1] as (typeof LINES)[1], 'unregistered')).toMatchObject({ taxablePaise: 52000, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
  });

  it('the invoice’s totals are the sums of its lines, by rate too, and its words name what the buyer paid', () => {
    const t = invoiceTotals(LINES, 'intra');
    expect(t).toMatchObject({ grossPaise: 290000, taxablePaise: 273094, cgstPaise: 8453, sgstPaise: 8453, igstPaise: 0 });
    expect(t.byRate).toEqual([
      { gstRateBp: 500, taxablePaise: 226666, taxPaise: 11334 },
      { gstRateBp: 1200, taxablePaise: 46428, taxPaise: 5572 },
    ]);
    expect(t.amountInWords).toBe('Rupees Two Thousand Nine Hundred Only');
    expect(invoiceTotals(LINES, 'inter')).toMatchObject({ taxablePaise: 273096, igstPaise: 16904 });
  });

  it('rounds each line, not the invoice: three ₹1.05 lines at 5 % carry 6 paise of tax each, not 16 over the total', () => {
    // 105 × 2.5 / 105 = 2.5 → 3 (half up) a half, so 6 a line and 18 in all; taxed as one amount
    // of 315 it would be 7.5 → 8 a half, 16 in all. Rule 46 taxes each line.
    const one = { description: 'Diya', hsnCode: '6913', quantity: 1, unitPricePaise: 105, gstRateBp: 500 };
    const t = invoiceTotals([one, one, one], 'intra');
    expect(t).toMatchObject({ grossPaise: 315, taxablePaise: 297, cgstPaise: 9, sgstPaise: 9 });
    for (const l of t.lines) expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(l.grossPaise);
  });

  it('every line’s parts add up to its price at every rate and many prices', () => {
    for (const rate of [0, 500, 1200, 1800, 2800])
      for (const price of [1, 99, 100, 105, 12345, 999999])
        for (const supply of ['intra', 'inter'] as const) {
          const l = invoiceLine({ description: 'x', hsnCode: '6211', quantity: 3, unitPricePaise: price, gstRateBp: rate }, supply);
          expect(l.taxablePaise + l.cgstPaise + l.sgstPaise + l.igstPaise).toBe(3 * price);
          expect(l.cgstPaise).toBe(l.sgstPaise);
        }
  });

  it('refuses what is not a sale: no units, a part of a paisa', () => {
    expect(() => invoiceLine({ ...(LINES[0] as (typeof LINES)[0]), quantity: 0 }, 'intra')).toThrow(RangeError);
    expect(() => invoiceLine({ ...(LINES[0] as (typeof LINES)[0]), unitPricePaise: 10.5 }, 'intra')).toThrow(RangeError);
  });

  it('place of supply: the delivery’s state against the seller’s; no GSTIN, no tax invoice', () => {
    expect(supplyKind({ gstin: '27AAACR5055K1Z7', stateCode: '27' }, '27')).toBe('intra');
    expect(supplyKind({ gstin: '27AAACR5055K1Z7', stateCode: '27' }, '29')).toBe('inter');
    expect(supplyKind({ gstin: null, stateCode: '27' }, '29')).toBe('unregistered');
  });

  it('rounds half up without floating point', () => {
    expect(mulDivRound(5, 1, 2)).toBe(3);
    expect(mulDivRound(7, 1, 2)).toBe(4);
    expect(mulDivRound(4, 1, 3)).toBe(1);
    // Beyond 2^53 in the product: still exact.
    expect(mulDivRound(9_000_000_000_000, 2_000, 3_000)).toBe(6_000_000_000_000);
  });
});

describe('what the operator collects and deducts', () => {
  it('the rate in force on a day: GST TCS 1 % until 9 July 2024, 0.5 % from the 10th; TDS 1 % until 30 September 2024, 0.1 % after', () => {
    expect(rateOn('gst-tcs', '2024-07-09')).toBe(100);
    expect(rateOn('gst-tcs', '2024-07-10')).toBe(50);
    expect(rateOn('tds-ecommerce', '2021-03-31')).toBe(75);
    expect(rateOn('tds-ecommerce', '2021-04-01')).toBe(100);
    expect(rateOn('tds-ecommerce', '2024-09-30')).toBe(100);
    expect(rateOn('tds-ecommerce', '2024-10-01')).toBe(10);
    expect(rateOn('tds-ecommerce', '2026-11-26')).toBe(10);
    expect(rateOn('gst-tcs', '2018-09-30')).toBeNull();
  });

  it('a rate staff add later wins from its day, whatever order the table is in', () => {
    const table = [{ kind: 'gst-tcs' as const, rateBp: 25, from: '2027-04-01' }, ...WITHHOLDING_RATES];
    expect(rateOn('gst-tcs', '2027-03-31', table)).toBe(50);
    expect(rateOn('gst-tcs', '2027-04-01', table)).toBe(25);
  });

  it('on the example invoice: TCS 0.5 % of ₹2,730.94 taxable is ₹13.65; TDS 0.1 % of ₹2,900 is ₹2.90', () => {
    expect(atRate(273094, 50)).toBe(1365);
    expect(atRate(290000, 10)).toBe(290);
  });
});
