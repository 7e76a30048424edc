// A vendor's GST document as a PDF (invoice-pdf.ts), read back as a reader of the file gets it:
// the tax columns follow the supply (CGST + SGST within a state, IGST between states, none on a
// bill of supply), every amount is the one core's invoiceTotals worked out, printed as formatINR
// prints it, and a long invoice runs onto further pages with its table header on each. The
// expected amounts are worked by hand in the comments, not taken from the renderer.
import { type InvoiceLineInput, invoiceTotals, type SupplyKind } from '@sahyog/core';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { describe, expect, it } from 'vitest';
import { type InvoiceDoc, type InvoiceParty, invoicePdf } from '../../apps/server/src/modules/shop/invoice-pdf.ts';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { actualTexts, pdfText } from '../support/pdf.ts';

/** Each page's text (as pdfText joins them), the page count and the Title the file declares. */
async function pdfPages(bytes: Uint8Array): Promise<{ pages: string[]; title: unknown }> {
  const doc = await getDocument({ data: new Uint8Array(bytes), useSystemFonts: false }).promise;
  const pages: string[] = [];
  for (let i = 1; i <= doc.numPages; i++) {
    const content = await (await doc.getPage(i)).getTextContent();
    pages.push(
      content.items
        .map((it) => ('str' in it ? it.str : ''))
        .join(' ')
        .replace(/\s+/g, ' '),
    );
  }
  const { info } = await doc.getMetadata();
  return { pages, title: (info as { Title?: unknown }).Title };
}

const seller: InvoiceParty = {
  name: 'Kalaghar Weavers Private Limited',
  addressLines: ['14 Chanderi Road', 'Ashok Nagar, Madhya Pradesh 473331'],
  state: 'Madhya Pradesh',
  stateCode: '23',
  gstin: '23AAACK1234M1Z5',
  pan: 'AAACK1234M',
  phone: '+91 98260 12345',
};
const buyer: InvoiceParty = {
  name: 'Asha Verma',
  addressLines: ['22 Arera Colony', 'Bhopal 462016'],
  state: 'Madhya Pradesh',
  stateCode: '23',
  gstin: null,
  phone: '+91 99999 00000',
};
const operator = { name: 'Sahyog Seva Foundation', gstin: '23AAATS1234F1Z9' };

function invoice(lines: InvoiceLineInput[], supply: SupplyKind, over: Partial<InvoiceDoc> = {}): InvoiceDoc {
  return {
    kind: supply === 'unregistered' ? 'bill-of-supply' : 'tax-invoice',
    number: 'KW/2026-27/000012',
    issuedOn: '2026-06-12',
    orderReference: 'SOAB12CD34EF00',
    seller,
    buyer,
    placeOfSupply: 'Madhya Pradesh (23)',
    totals: invoiceTotals(lines, supply),
    operator,
    ...over,
  };
}

const TAX_HEADINGS = { CGST: /\bCGST\b/, SGST: /\bSGST\b/, IGST: /\bIGST\b/ };

// Long enough to wrap in its cell; no hyphen, so the wrapped lines read back with plain spaces.
const DUPATTA = 'Handwoven cotton dupatta, indigo dabu block print from Bagru, 2.25 m long, finished edges with tassels';

describe('the invoice PDF', () => {
  it('a tax invoice within a state: CGST and SGST columns, each half the rate, and the totals it was given', async () => {
    const doc = invoice(
      [
        // 2 × ₹1,050 = ₹2,100 at 5 %: each half is 2,10,000 × 500 / 21,000 = 5,000 paise (₹50), taxable ₹2,000.
        { description: DUPATTA, hsnCode: '6214', quantity: 2, unitPricePaise: 1050_00, gstRateBp: 500 },
        // ₹499 at 12 %: 49,900 × 1,200 / 22,400 = 2,673.2 → ₹26.73 each half; taxable 49,900 − 5,346 = ₹445.54.
        { description: 'Jute tote bag', hsnCode: '4202', quantity: 1, unitPricePaise: 499_00, gstRateBp: 1200 },
      ],
      'intra',
    );
    expect(doc.totals).toMatchObject({ grossPaise: 2599_00, taxablePaise: 2445_54, cgstPaise: 76_73, sgstPaise: 76_73, igstPaise: 0 });
    const bytes = await invoicePdf(doc);
    const text = await pdfText(bytes);
    expect(text.startsWith('Tax invoice')).toBe(true);
    expect((await pdfPages(bytes)).title).toBe('Tax invoice KW/2026-27/000012');
    for (const expected of [
      'Number KW/2026-27/000012',
      'Date 12 Jun 2026',
      'Order reference SOAB12CD34EF00',
      'SOLD BY Kalaghar Weavers Private Limited 14 Chanderi Road Ashok Nagar, Madhya Pradesh 473331 State: Madhya Pradesh (code 23) GSTIN: 23AAACK1234M1Z5 PAN: AAACK1234M',
      'SHIP TO Asha Verma 22 Arera Colony Bhopal 462016 State: Madhya Pradesh (code 23) Phone: +91 99999 00000',
      'Place of supply: Madhya Pradesh (23)',
      '# Description HSN Qty Unit price (tax incl.) Taxable value CGST SGST',
      // Each row in reading order; a tax cell is its rate over its amount.
      `1 ${DUPATTA} 6214 2 ₹1,050 ₹2,000 2.5 % ₹50 2.5 % ₹50`,
      '2 Jute tote bag 4202 1 ₹499 ₹445.54 6 % ₹26.73 6 % ₹26.73',
      'Taxable value ₹2,445.54 CGST ₹76.73 SGST ₹76.73 Total ₹2,599',
      // 5 %: ₹2,000 and ₹50 + ₹50; 12 %: ₹445.54 and ₹26.73 + ₹26.73.
      'Tax by rate GST rate Taxable value Tax 5 % ₹2,000 ₹100 12 % ₹445.54 ₹53.46',
      'Amount in words: Rupees Two Thousand Five Hundred Ninety Nine Only',
      'Sold by Kalaghar Weavers Private Limited through Sahyog Seva Foundation (e-commerce operator, GSTIN 23AAATS1234F1Z9). This is a computer-generated document.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(TAX_HEADINGS.IGST);
    // A consumer buyer has no GSTIN line; one page has no page numbers.
    expect(text).not.toContain('Not registered');
    expect(text).not.toContain('Page 1');
  });

  it('a tax invoice between states: one IGST column at the full rate, the buyer’s GSTIN printed', async () => {
    const doc = invoice(
      [
        // ₹1,180 at 18 %: 1,18,000 × 1,800 / 11,800 = ₹180 IGST, taxable ₹1,000.
        { description: 'Brass oil lamp', hsnCode: '7418', quantity: 1, unitPricePaise: 1180_00, gstRateBp: 1800 },
        // 4 × ₹105 = ₹420 at 5 %: 42,000 × 500 / 10,500 = ₹20 IGST, taxable ₹400.
        { description: 'Organic turmeric powder 200 g', hsnCode: '0910', quantity: 4, unitPricePaise: 105_00, gstRateBp: 500 },
      ],
      'inter',
      {
        seller: {
          ...seller,
          name: 'Mysuru Crafts LLP',
          addressLines: ['3 Sayyaji Rao Road', 'Mysuru 570001'],
          state: 'Karnataka',
          stateCode: '29',
          gstin: '29ABCDE1234F1Z5',
          pan: 'ABCDE1234F',
        },
        buyer: { ...buyer, name: 'Lakshmi Stores', gstin: '23AAAPL1234C1Z2' },
      },
    );
    expect(doc.totals).toMatchObject({ grossPaise: 1600_00, taxablePaise: 1400_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 200_00 });
    const text = await pdfText(await invoicePdf(doc));
    for (const expected of [
      'Tax invoice',
      'KW/2026-27/000012',
      'State: Karnataka (code 29) GSTIN: 29ABCDE1234F1Z5 PAN: ABCDE1234F',
      'SHIP TO Lakshmi Stores 22 Arera Colony Bhopal 462016 State: Madhya Pradesh (code 23) GSTIN: 23AAAPL1234C1Z2',
      'Place of supply: Madhya Pradesh (23)',
      '# Description HSN Qty Unit price (tax incl.) Taxable value IGST 1 Brass oil lamp',
      '1 Brass oil lamp 7418 1 ₹1,180 ₹1,000 18 % ₹180',
      // The HSN as text: its leading zero kept.
      '2 Organic turmeric powder 200 g 0910 4 ₹105 ₹400 5 % ₹20',
      'Taxable value ₹1,400 IGST ₹200 Total ₹1,600',
      'Tax by rate GST rate Taxable value Tax 5 % ₹400 ₹20 18 % ₹1,000 ₹180',
      'Amount in words: Rupees One Thousand Six Hundred Only',
      'GSTIN 23AAATS1234F1Z9',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(TAX_HEADINGS.CGST);
    expect(text).not.toMatch(TAX_HEADINGS.SGST);
  });

  it('a bill of supply: no tax columns, rates or rows, the supplier’s want of a GSTIN said plainly', async () => {
    const doc = invoice(
      [
        // The product's rate is ignored for a seller without a GSTIN: 5 × ₹60 = ₹300, all of it value.
        { description: 'Handmade paper notebook', hsnCode: '4820', quantity: 5, unitPricePaise: 60_00, gstRateBp: 1200 },
        // 2 × ₹75.50 = ₹151.
        { description: 'Beeswax candle', hsnCode: '3406', quantity: 2, unitPricePaise: 75_50, gstRateBp: 1800 },
      ],
      'unregistered',
      { seller: { ...seller, gstin: null }, operator: { ...operator, gstin: null } },
    );
    expect(doc.totals).toMatchObject({ grossPaise: 451_00, taxablePaise: 451_00, cgstPaise: 0, sgstPaise: 0, igstPaise: 0 });
    const bytes = await invoicePdf(doc);
    const text = await pdfText(bytes);
    expect((await pdfPages(bytes)).title).toBe('Bill of supply KW/2026-27/000012');
    for (const expected of [
      'Bill of supply Supplier not registered under GST: no tax charged',
      'State: Madhya Pradesh (code 23) GSTIN: Not registered PAN: AAACK1234M',
      'Place of supply: Madhya Pradesh (23)',
      // The header ends at the value: the first row follows it.
      '# Description HSN Qty Unit price Value 1 Handmade paper notebook 4820 5 ₹60 ₹300 2 Beeswax candle 3406 2 ₹75.50 ₹151 Total ₹451',
      'Amount in words: Rupees Four Hundred Fifty One Only',
      'Sold by Kalaghar Weavers Private Limited through Sahyog Seva Foundation (e-commerce operator). This is a computer-generated document.',
    ]) {
      expect(text, expected).toContain(expected);
    }
    for (const heading of Object.values(TAX_HEADINGS)) expect(text).not.toMatch(heading);
    expect(text).not.toContain('%');
    expect(text).not.toContain('Tax by rate');
    expect(text).not.toContain('Taxable value');
  });

  it('a credit note names the invoice it reduces', async () => {
    const doc = invoice(
      // One dupatta back: ₹1,050 at 5 % within the state, 1,05,000 × 500 / 21,000 = ₹25 each half.
      [{ description: DUPATTA, hsnCode: '6214', quantity: 1, unitPricePaise: 1050_00, gstRateBp: 500 }],
      'intra',
      { kind: 'credit-note', number: 'KW/2026-27/CN/000003', issuedOn: '2026-07-02', against: { number: 'KW/2026-27/000012', issuedOn: '2026-06-12' } },
    );
    const bytes = await invoicePdf(doc);
    const text = await pdfText(bytes);
    expect((await pdfPages(bytes)).title).toBe('Credit note KW/2026-27/CN/000003');
    for (const expected of [
      'Credit note Against invoice KW/2026-27/000012 dated 12 Jun 2026',
      'Number KW/2026-27/CN/000003',
      'Date 2 Jul 2026',
      'GSTIN: 23AAACK1234M1Z5',
      'Place of supply: Madhya Pradesh (23)',
      `1 ${DUPATTA} 6214 1 ₹1,050 ₹1,000 2.5 % ₹25 2.5 % ₹25`,
      'Taxable value ₹1,000 CGST ₹25 SGST ₹25 Total ₹1,050',
      'Amount in words: Rupees One Thousand Fifty Only',
    ]) {
      expect(text, expected).toContain(expected);
    }
    expect(text).not.toMatch(TAX_HEADINGS.IGST);
    expect(text).not.toContain('Tax invoice');
    // Without the invoice it is against, there is no credit note to print.
    await expect(invoicePdf({ ...doc, against: undefined })).rejects.toThrow(/invoice it is against/);
  });

  it('is written in the buyer’s language: a Hindi buyer’s credit note in Hindi, the codes the law names as they are', async () => {
    const doc = invoice([{ description: DUPATTA, hsnCode: '6214', quantity: 1, unitPricePaise: 1050_00, gstRateBp: 500 }], 'intra', {
      kind: 'credit-note',
      number: 'KW/2627/C0003',
      issuedOn: '2026-07-02',
      against: { number: 'KW/2627/00012', issuedOn: '2026-06-12' },
    });
    const bytes = await runInLanguage('hi', () => invoicePdf(doc));
    // The Hindi as written is each span's ActualText (pdf.js reads the glyphs in drawing order).
    const spans = actualTexts(bytes);
    for (const expected of ['क्रेडिट नोट', '12 जून 2026 के इनवॉइस KW/2627/00012 के सामने', 'आपूर्ति का स्थान: ', 'राशि शब्दों में: ', 'एक हज़ार पचास रुपये मात्र']) {
      expect(spans, expected).toContain(expected);
    }
    const text = await pdfText(bytes);
    for (const expected of ['KW/2627/C0003', 'CGST', 'GSTIN: 23AAACK1234M1Z5', '₹1,050']) expect(text, expected).toContain(expected);
    expect(text).not.toContain('Amount in words');
  });

  it('forty lines run onto further pages, the table header on each, every row and the totals kept', async () => {
    const lines = Array.from(
      { length: 40 },
      (_, i): InvoiceLineInput => ({
        // Every fifth description long enough to wrap.
        description: `Gift hamper ${i + 1} of 40${i % 5 === 4 ? ', with a handwritten card, jaggery, roasted makhana and a small clay diya' : ''}`,
        hsnCode: '6307',
        quantity: 1,
        // ₹105 at 5 %: 10,500 × 500 / 21,000 = ₹2.50 each half, taxable ₹100.
        unitPricePaise: 105_00,
        gstRateBp: 500,
      }),
    );
    const doc = invoice(lines, 'intra');
    expect(doc.totals).toMatchObject({ grossPaise: 4200_00, taxablePaise: 4000_00, cgstPaise: 100_00, sgstPaise: 100_00 });
    const bytes = await invoicePdf(doc);
    const { pages } = await pdfPages(bytes);
    expect(pages.length).toBeGreaterThan(1);
    // pdfkit writes each page as a /Type /Page object (not /Pages, the tree).
    expect(
      Buffer.from(bytes)
        .toString('latin1')
        .match(/\/Type \/Page\b/g)?.length,
    ).toBe(pages.length);

    const header = '# Description HSN Qty Unit price (tax incl.) Taxable value CGST SGST';
    const rowsOn = pages.map((p) => lines.filter((l) => p.includes(` ${l.description} 6307 `)).length);
    expect(rowsOn.reduce((a, b) => a + b, 0)).toBe(40);
    expect(rowsOn.filter(Boolean).length).toBeGreaterThan(1);
    pages.forEach((p, i) => {
      if (rowsOn[i]) expect(p, `page ${i + 1}`).toContain(header);
      expect(p, `page ${i + 1}`).toContain(`Tax invoice KW/2026-27/000012 · Page ${i + 1} of ${pages.length}`);
    });

    const text = await pdfText(bytes);
    lines.forEach((l, i) => {
      expect(text).toContain(`${i + 1} ${l.description} 6307 1 ₹105 ₹100 2.5 % ₹2.50 2.5 % ₹2.50`);
    });
    // The last row is on a later page than the first (the totals may follow on one more).
    const last = rowsOn.findLastIndex(Boolean);
    expect(last).toBeGreaterThan(0);
    expect(pages[last]).toContain('Gift hamper 40 of 40, with a handwritten card');
    expect(text).toContain('Taxable value ₹4,000 CGST ₹100 SGST ₹100 Total ₹4,200');
    expect(text).toContain('5 % ₹4,000 ₹200');
    expect(text).toContain('Amount in words: Rupees Four Thousand Two Hundred Only');
  });
});
