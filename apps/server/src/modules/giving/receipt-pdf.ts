// The 80G receipt as a PDF (pdfkit). One embedded font, Noto Sans Devanagari, draws the Latin
// text, the ₹ sign and Devanagari alike, so the file reads the same on any phone or printer.
// Everything printed comes from the receipt row (copied at issue): reprinting a receipt years
// later gives the same document.
import { createRequire } from 'node:module';
import { amountInWords, formatDate, formatINR, receiptMessages as rm } from '@sahyog/core';
import type { schema as s } from '@sahyog/db';
import PDFDocument from 'pdfkit';

const require = createRequire(import.meta.url);
const FONT = require.resolve('@expo-google-fonts/noto-sans-devanagari/400Regular/NotoSansDevanagari_400Regular.ttf');
const FONT_BOLD = require.resolve('@expo-google-fonts/noto-sans-devanagari/700Bold/NotoSansDevanagari_700Bold.ttf');

const ACCENT = '#0f766e';
const MUTED = '#57534e';

type Receipt = typeof s.receipts.$inferSelect;

export function receiptPdf(r: Receipt): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${rm.pdfTitle} ${r.number}`, Author: r.foundation.name, Subject: r.number },
  });
  doc.registerFont('body', FONT);
  doc.registerFont('bold', FONT_BOLD);
  const chunks: Buffer[] = [];
  doc.on('data', (c: Buffer) => chunks.push(c));
  const done = new Promise<Buffer>((resolve, reject) => {
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });

  const width = doc.page.width - 100;
  // The foundation, as the receipt must name it.
  doc.font('bold').fontSize(20).fillColor(ACCENT).text(r.foundation.name);
  doc.font('body').fontSize(10).fillColor(MUTED).text(r.foundation.address);
  const reg = [
    `${rm.pdfFoundationPan}: ${r.foundation.pan}`,
    `${rm.pdfRegistration}: ${r.foundation.registration}`,
    r.foundation.validity ? `${rm.pdfValidity}: ${r.foundation.validity}` : '',
  ].filter(Boolean);
  doc.text(reg.join('   ·   '));
  doc.moveDown(0.6);
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(1);

  doc.font('bold').fontSize(16).fillColor('#1c1917').text(`${rm.pdfTitle} (${r.regime.section})`);
  doc.font('body').fontSize(11).fillColor(MUTED).text(rm.pdfHindi);
  doc.moveDown(0.8);

  const rows: [string, string][] = [
    [rm.pdfNumber, r.number],
    [rm.pdfDate, formatDate(r.issuedAt)],
    [rm.pdfReceivedFrom, r.donorName],
    [rm.pdfPan, r.donorPan],
    [rm.pdfAddress, r.donorAddress],
    [rm.pdfAmount, formatINR(r.amountPaise)],
    [rm.pdfInWords, amountInWords(r.amountPaise)],
    [rm.pdfMode, r.mode],
    [rm.pdfReference, r.transactionReference],
    [rm.pdfDonatedOn, formatDate(r.donatedAt)],
    [rm.pdfPurpose, r.campaignTitle],
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    doc.font('body').fontSize(10).fillColor(MUTED).text(label, 50, y, { width: labelWidth });
    doc
      .font('bold')
      .fontSize(11)
      .fillColor('#1c1917')
      .text(value, 50 + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.5);
  }

  doc.moveDown(1);
  doc
    .font('body')
    .fontSize(9.5)
    .fillColor(MUTED)
    .text(rm.pdfNote(r.regime.section, r.regime.actName, r.regime.certificateForm), 50, doc.y, { width });
  doc.moveDown(3);
  doc.font('body').fontSize(10).fillColor('#1c1917').text(`${rm.pdfSignatory} ${r.foundation.name}`, 50, doc.y, { width, align: 'right' });
  doc.moveDown(2.5);
  doc.font('bold').text(r.foundation.signatory || ' ', { width, align: 'right' });
  doc.font('body').fillColor(MUTED).text(r.foundation.signatoryTitle, { width, align: 'right' });
  doc.end();
  return done;
}
