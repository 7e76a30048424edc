// The certificate as a PDF (A4 landscape), English or Hindi labels, the title and description in
// both languages always, and a QR code to the verify page. Every value printed is a field of
// CertificateFields read from the signed credential, so the verify page can show each one.
import { type CertificateFields, credentialsText as ct, formatDate } from '@sahyog/core';
import PDFDocument from 'pdfkit';
import QRCode from 'qrcode';
import { pdfBytes, say } from '../../platform/pdf-text.ts';

const ACCENT = '#0f766e';
const MUTED = '#57534e';

export async function certificatePdf(f: CertificateFields, verifyUrl: string, language: 'en' | 'hi'): Promise<Buffer> {
  const qr = await QRCode.toBuffer(verifyUrl, { type: 'png', errorCorrectionLevel: 'M', margin: 1, width: 240 });
  const doc = new PDFDocument({
    size: 'A4',
    layout: 'landscape',
    margin: 48,
    info: { Title: `${f.title.en} — ${f.recipientName}`, Author: f.issuerName, Subject: f.id },
  });
  const done = pdfBytes(doc);
  const w = doc.page.width;
  const h = doc.page.height;
  doc
    .rect(20, 20, w - 40, h - 40)
    .lineWidth(6)
    .strokeColor(ACCENT)
    .stroke();
  doc
    .rect(32, 32, w - 64, h - 64)
    .lineWidth(1.5)
    .strokeColor('#f59e0b')
    .stroke();
  const width = w - 160;
  const centred = { width, align: 'center' as const };
  doc.y = 70;
  say(doc.font('bold').fontSize(18).fillColor(ACCENT), f.issuerName, 80, doc.y, centred);
  say(doc.font('body').fontSize(13).fillColor(MUTED), ct.kindHeading[f.kind], 80, doc.y + 6, centred);
  say(doc.font('body').fontSize(12).fillColor(MUTED), ct.pdfPresentedTo, 80, doc.y + 18, centred);
  say(doc.font('bold').fontSize(30).fillColor('#1c1917'), f.recipientName, 80, doc.y + 4, centred);
  const first = language === 'hi' ? 'hi' : 'en';
  const second = first === 'hi' ? 'en' : 'hi';
  say(doc.font('bold').fontSize(20).fillColor('#1c1917'), f.title[first], 80, doc.y + 16, centred);
  say(doc.font('body').fontSize(13).fillColor('#1c1917'), f.description[first], 80, doc.y + 4, centred);
  say(doc.font('bold').fontSize(15).fillColor(MUTED), f.title[second], 80, doc.y + 14, centred);
  say(doc.font('body').fontSize(11).fillColor(MUTED), f.description[second], 80, doc.y + 2, centred);
  // The foot: when and where to check it, beside the QR code.
  const footY = h - 150;
  doc.image(qr, w - 80 - 96, footY, { width: 96 });
  const foot = width - 120;
  say(doc.font('body').fontSize(10).fillColor('#1c1917'), `${ct.issuedOn}: ${formatDate(new Date(f.issuedOn))}`, 80, footY, { width: foot });
  say(doc, `${ct.certificateId}: ${f.id}`, 80, doc.y + 2, { width: foot });
  say(doc.fillColor(ACCENT), `${ct.pdfVerifyAt}: ${verifyUrl}`, 80, doc.y + 2, { width: foot, link: verifyUrl });
  say(doc.fillColor(MUTED).fontSize(9), ct.pdfSigned, 80, doc.y + 4, { width: foot });
  doc.end();
  return done;
}
