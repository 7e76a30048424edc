// A vendor order's GST document as a PDF (pdfkit): a tax invoice, a bill of supply (a seller
// without a GSTIN charges no tax, so none is shown) or a credit note against an invoice. It
// prints the numbers it is given: the tax was worked out once, by core's invoiceTotals, and a
// second calculation here could only disagree with it.
// The font is the receipt's (receipts/receipt-pdf.ts): Noto Sans Devanagari draws Latin, the ₹
// sign and Devanagari alike, so a Hindi product name or address prints as typed; the font and
// the Devanagari span are the platform's (platform/pdf-text.ts), shared with the receipts.
// The words are core's invoiceText, in the current language: the caller sets the buyer's.
import { formatCount, formatDate, formatINR, type InvoiceLine, type InvoiceTotals, invoiceText, type SupplyKind } from '@sahyog/core';
import PDFDocument from 'pdfkit';
import { pdfBytes, say } from '../../platform/pdf-text.ts';

export interface InvoiceParty {
  name: string;
  addressLines: string[];
  state: string;
  stateCode: string;
  gstin: string | null;
  pan?: string;
  phone?: string;
}

export interface InvoiceDoc {
  kind: 'tax-invoice' | 'bill-of-supply' | 'credit-note';
  /** e.g. "KW/2026-27/000012". */
  number: string;
  /** YYYY-MM-DD, India. */
  issuedOn: string;
  /** A credit note names the invoice it reduces. */
  against?: { number: string; issuedOn: string };
  /** e.g. "SOAB12CD34EF00". */
  orderReference: string;
  /** The vendor (legal name). */
  seller: InvoiceParty;
  /** Ship-to. */
  buyer: InvoiceParty;
  /** e.g. "Madhya Pradesh (23)". */
  placeOfSupply: string;
  /** From core's invoiceTotals(). */
  totals: InvoiceTotals;
  /** The e-commerce operator the sale went through (printed in the footer, with its GSTIN when set). */
  operator: { name: string; gstin: string | null };
}

const labels = invoiceText;

const ACCENT = '#0f766e';
const MUTED = '#57534e';
const INK = '#1c1917';
const HAIRLINE = '#d6d3d1';
const HEADER_FILL = '#f0fdfa';
const MARGIN = 50;
const TABLE_SIZE = 8.5;
const PAD_X = 3;
const PAD_Y = 4;

/**
 * A rate in basis points as a percentage ("5 %", "2.5 %" for half of 500), by long division on
 * integers: the divisor is 100 or 200, so the digits always end.
 */
function percent(bp: number, parts: 1 | 2 = 1): string {
  const d = 100 * parts;
  let rem = bp % d;
  let digits = '';
  while (rem) {
    rem *= 10;
    digits += String(Math.trunc(rem / d));
    rem %= d;
  }
  return `${Math.trunc(bp / d)}${digits ? `.${digits}` : ''} %`;
}

/** "12 Jun 2026" for an India calendar day. */
const dayText = (day: string): string => formatDate(new Date(`${day}T00:00:00+05:30`));

interface Column {
  label: string;
  /** 0: takes what the others leave (the description). */
  width: number;
  align: 'left' | 'right';
  /** A tax cell is two lines, the rate (muted) over the amount. */
  cell: (line: InvoiceLine, index: number) => { text: string; note?: string };
}

/** The line table's columns: the tax ones follow how the supply is taxed. */
function columnsFor(supply: SupplyKind, tableWidth: number): (Column & { x: number; w: number })[] {
  const tax: Column[] =
    supply === 'intra'
      ? [
          { label: labels.cgst, width: 58, align: 'right', cell: (l) => ({ note: percent(l.gstRateBp, 2), text: formatINR(l.cgstPaise) }) },
          { label: labels.sgst, width: 58, align: 'right', cell: (l) => ({ note: percent(l.gstRateBp, 2), text: formatINR(l.sgstPaise) }) },
        ]
      : supply === 'inter'
        ? [{ label: labels.igst, width: 66, align: 'right', cell: (l) => ({ note: percent(l.gstRateBp), text: formatINR(l.igstPaise) }) }]
        : [];
  const taxed = supply !== 'unregistered';
  const columns: Column[] = [
    { label: labels.index, width: 20, align: 'left', cell: (_, i) => ({ text: String(i + 1) }) },
    { label: labels.description, width: 0, align: 'left', cell: (l) => ({ text: l.description }) },
    { label: labels.hsn, width: 44, align: 'left', cell: (l) => ({ text: l.hsnCode }) },
    { label: labels.quantity, width: 30, align: 'right', cell: (l) => ({ text: formatCount(l.quantity) }) },
    { label: taxed ? labels.unitPriceTaxIncluded : labels.unitPrice, width: 62, align: 'right', cell: (l) => ({ text: formatINR(l.unitPricePaise) }) },
    { label: taxed ? labels.taxableValue : labels.value, width: 66, align: 'right', cell: (l) => ({ text: formatINR(l.taxablePaise) }) },
    ...tax,
  ];
  const fixed = columns.reduce((n, c) => n + c.width, 0);
  let x = MARGIN;
  return columns.map((c) => {
    const w = c.width || tableWidth - fixed;
    const placed = { ...c, x, w };
    x += w;
    return placed;
  });
}

/** The document's file. */
export async function invoicePdf(d: InvoiceDoc): Promise<Buffer> {
  // A credit note that does not name its invoice is no credit note (CGST rules, rule 53(1A)).
  if (d.kind === 'credit-note' && !d.against) throw new RangeError('a credit note must name the invoice it is against');
  const title = labels.title[d.kind];
  const { totals } = d;
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGIN,
    // The page footers ("Page 1 of 3") need the page count, known only at the end.
    bufferPages: true,
    // The document's own day, not the clock: the same invoice makes the same file.
    info: { Title: `${title} ${d.number}`, Author: d.seller.name, Subject: d.number, CreationDate: new Date(`${d.issuedOn}T00:00:00+05:30`) },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 2 * MARGIN;
  const bottom = () => doc.page.height - MARGIN;
  /** Starts a new page when the next block would not fit; true when it did. */
  const room = (height: number): boolean => {
    if (doc.y + height <= bottom()) return false;
    doc.addPage();
    return true;
  };
  const rule = (y: number, color: string, lineWidth: number) => {
    doc
      .moveTo(MARGIN, y)
      .lineTo(MARGIN + width, y)
      .lineWidth(lineWidth)
      .strokeColor(color)
      .stroke();
  };

  // ----- Title and the document's numbers -----
  const top = doc.y;
  const metaWidth = 210;
  const titleWidth = width - metaWidth - 10;
  say(doc.font('bold').fontSize(20).fillColor(ACCENT), title, MARGIN, top, { width: titleWidth });
  if (totals.supply === 'unregistered') say(doc.font('bold').fontSize(10).fillColor(ACCENT), labels.unregistered, MARGIN, doc.y + 2, { width: titleWidth });
  if (d.kind === 'credit-note' && d.against)
    say(doc.font('bold').fontSize(10).fillColor(ACCENT), labels.against(d.against.number, dayText(d.against.issuedOn)), MARGIN, doc.y + 2, {
      width: titleWidth,
    });
  const titleEnd = doc.y;
  doc.y = top;
  const metaX = MARGIN + width - metaWidth;
  for (const [label, value] of [
    [labels.number, d.number],
    [labels.date, dayText(d.issuedOn)],
    [labels.orderReference, d.orderReference],
  ] as const) {
    const y = doc.y;
    say(doc.font('body').fontSize(9).fillColor(MUTED), label, metaX, y + 1, { width: 85 });
    say(doc.font('bold').fontSize(10).fillColor(INK), value, metaX + 85, y, { width: metaWidth - 85, align: 'right' });
    doc.y += 2;
  }
  doc.y = Math.max(titleEnd, doc.y) + 8;
  rule(doc.y, ACCENT, 2);
  doc.y += 12;

  // ----- Seller and buyer, side by side -----
  const partyWidth = (width - 20) / 2;
  const party = (heading: string, p: InvoiceParty, x: number, seller: boolean): number => {
    const y0 = doc.y;
    say(doc.font('bold').fontSize(8.5).fillColor(ACCENT), heading.toUpperCase(), x, y0, { width: partyWidth, characterSpacing: 0.5 });
    say(doc.font('bold').fontSize(11).fillColor(INK), p.name, x, doc.y + 2, { width: partyWidth });
    doc.font('body').fontSize(9.5).fillColor(INK);
    for (const line of p.addressLines) say(doc, line, x, doc.y, { width: partyWidth });
    say(doc, labels.state(p.state, p.stateCode), x, doc.y, { width: partyWidth });
    // The seller's registration is always stated, even its absence; a buyer's only when it has one (B2B).
    if (seller || p.gstin) say(doc, `${labels.gstin}: ${p.gstin ?? labels.notRegistered}`, x, doc.y, { width: partyWidth });
    if (p.pan) say(doc, `${labels.pan}: ${p.pan}`, x, doc.y, { width: partyWidth });
    if (p.phone) say(doc, `${labels.phone}: ${p.phone}`, x, doc.y, { width: partyWidth });
    const end = doc.y;
    doc.y = y0;
    return end;
  };
  const sellerEnd = party(labels.soldBy, d.seller, MARGIN, true);
  const buyerEnd = party(labels.shipTo, d.buyer, MARGIN + partyWidth + 20, false);
  doc.y = Math.max(sellerEnd, buyerEnd) + 10;
  say(doc.font('body').fontSize(9.5).fillColor(MUTED), `${labels.placeOfSupply}: `, MARGIN, doc.y, { width, continued: true });
  say(doc.font('bold').fillColor(INK), d.placeOfSupply);
  doc.y += 12;

  // ----- The lines: a table whose header is drawn again on every page it runs onto -----
  const columns = columnsFor(totals.supply, width);
  const header = () => {
    doc.font('bold').fontSize(8);
    const h = Math.max(...columns.map((c) => doc.heightOfString(c.label, { width: c.w - 2 * PAD_X }))) + 2 * PAD_Y;
    const y = doc.y;
    doc.rect(MARGIN, y, width, h).fillColor(HEADER_FILL).fill();
    for (const c of columns) say(doc.fillColor(MUTED), c.label, c.x + PAD_X, y + PAD_Y, { width: c.w - 2 * PAD_X, align: c.align });
    rule(y + h, ACCENT, 1);
    doc.y = y + h;
  };
  header();
  totals.lines.forEach((line, i) => {
    const cells = columns.map((c) => ({ column: c, ...c.cell(line, i) }));
    doc.font('body').fontSize(TABLE_SIZE);
    const lineHeight = doc.currentLineHeight(true);
    const h = Math.max(...cells.map((c) => doc.heightOfString(c.text, { width: c.column.w - 2 * PAD_X }) + (c.note ? lineHeight : 0))) + 2 * PAD_Y;
    if (room(h)) header();
    const y = doc.y;
    for (const { column: c, text, note } of cells) {
      const opts = { width: c.w - 2 * PAD_X, align: c.align };
      let ty = y + PAD_Y;
      if (note) {
        doc
          .font('body')
          .fontSize(TABLE_SIZE)
          .fillColor(MUTED)
          .text(note, c.x + PAD_X, ty, opts);
        ty = doc.y;
      }
      say(doc.font('body').fontSize(TABLE_SIZE).fillColor(INK), text, c.x + PAD_X, ty, opts);
    }
    rule(y + h, HAIRLINE, 0.5);
    doc.y = y + h;
  });

  // ----- Totals, under the amount columns -----
  const totalRows: [string, number][] =
    totals.supply === 'intra'
      ? [
          [labels.taxableValue, totals.taxablePaise],
          [labels.cgst, totals.cgstPaise],
          [labels.sgst, totals.sgstPaise],
        ]
      : totals.supply === 'inter'
        ? [
            [labels.taxableValue, totals.taxablePaise],
            [labels.igst, totals.igstPaise],
          ]
        : [];
  const totalsWidth = 230;
  const totalsX = MARGIN + width - totalsWidth;
  doc.y += 8;
  room((totalRows.length + 1) * 16 + 8);
  for (const [label, paise] of totalRows) {
    const y = doc.y;
    say(doc.font('body').fontSize(9.5).fillColor(MUTED), label, totalsX, y, { width: 130 });
    doc
      .font('body')
      .fontSize(9.5)
      .fillColor(INK)
      .text(formatINR(paise), totalsX + 130, y, { width: totalsWidth - 130 - PAD_X, align: 'right' });
    doc.y += 3;
  }
  doc
    .moveTo(totalsX, doc.y)
    .lineTo(MARGIN + width, doc.y)
    .lineWidth(1)
    .strokeColor(ACCENT)
    .stroke();
  doc.y += 5;
  {
    const y = doc.y;
    say(doc.font('bold').fontSize(11).fillColor(INK), labels.total, totalsX, y, { width: 130 });
    doc.text(formatINR(totals.grossPaise), totalsX + 130, y, { width: totalsWidth - 130 - PAD_X, align: 'right' });
  }
  doc.y += 12;

  // ----- Tax by rate (a bill of supply charges none, so it has no such table) -----
  if (totals.supply !== 'unregistered' && totals.byRate.length) {
    const summary = [
      { label: labels.rate, w: 90, align: 'left' as const },
      { label: labels.taxableValue, w: 110, align: 'right' as const },
      { label: labels.tax, w: 90, align: 'right' as const },
    ];
    const rowHeight = 16;
    room(22 + rowHeight * (totals.byRate.length + 1));
    say(doc.font('bold').fontSize(9.5).fillColor(ACCENT), labels.byRate, MARGIN, doc.y, { width });
    doc.y += 3;
    const row = (texts: string[], head: boolean) => {
      const y = doc.y;
      let x = MARGIN;
      summary.forEach((c, i) => {
        say(
          doc
            .font(head ? 'bold' : 'body')
            .fontSize(head ? 8 : TABLE_SIZE)
            .fillColor(head ? MUTED : INK),
          texts[i] ?? '',
          x + PAD_X,
          y + 3,
          { width: c.w - 2 * PAD_X, align: c.align },
        );
        x += c.w;
      });
      const end = y + rowHeight;
      doc
        .moveTo(MARGIN, end)
        .lineTo(x, end)
        .lineWidth(head ? 1 : 0.5)
        .strokeColor(head ? ACCENT : HAIRLINE)
        .stroke();
      doc.y = end;
    };
    row(
      summary.map((c) => c.label),
      true,
    );
    for (const r of totals.byRate) row([percent(r.gstRateBp), formatINR(r.taxablePaise), formatINR(r.taxPaise)], false);
    doc.y += 12;
  }

  // ----- In words, and who sold it through whom -----
  doc.font('body').fontSize(9.5);
  const amountWords = labels.amountWords(totals.grossPaise);
  const words = `${labels.inWords} ${amountWords}`;
  const footer = labels.footer(d.seller.name, d.operator.name, d.operator.gstin);
  room(doc.heightOfString(words, { width }) + 14 + doc.fontSize(8.5).heightOfString(`${footer}\n${labels.computerGenerated}`, { width }));
  say(doc.font('bold').fontSize(9.5).fillColor(INK), `${labels.inWords} `, MARGIN, doc.y, { width, continued: true });
  say(doc.font('body'), amountWords);
  doc.y += 14;
  say(doc.font('body').fontSize(8.5).fillColor(MUTED), footer, MARGIN, doc.y, { width });
  // A line of its own, so a long seller's name never breaks "computer-generated" at its hyphen.
  say(doc, labels.computerGenerated, MARGIN, doc.y, { width });

  // ----- Page footers, once the count is known -----
  const range = doc.bufferedPageRange();
  if (range.count > 1) {
    for (let i = range.start; i < range.start + range.count; i++) {
      doc.switchToPage(i);
      // Inside the bottom margin: a height of its own keeps pdfkit from starting a page for it.
      say(
        doc.font('body').fontSize(8).fillColor(MUTED),
        `${title} ${d.number} · ${labels.page(i - range.start + 1, range.count)}`,
        MARGIN,
        doc.page.height - MARGIN + 16,
        {
          width,
          height: 20,
          align: 'right',
          lineBreak: false,
        },
      );
    }
  }
  doc.end();
  return done;
}
