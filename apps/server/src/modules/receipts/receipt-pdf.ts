// The tax receipt as a PDF (pdfkit). One embedded font, Noto Sans Devanagari, draws the Latin
// text, the ₹ sign and Devanagari alike, so the file reads the same on any phone or printer;
// pdfkit keeps only the glyphs used (a subset), and fontkit shapes Devanagari (conjuncts, vowel
// signs, reph) as the font's OpenType tables say. The labels are the receipt catalogue's, in the
// current language (the donor's, set by the caller: decision 0040).
// Everything printed comes from the receipt row (copied at issue). The file is made once, when
// the receipt is issued, and kept (receipts.ts): every copy given out is those same bytes.
// With a PKCS#12 certificate configured it is signed (PKCS#7 detached, the Adobe PPKLite form
// every PDF reader checks), so a changed byte shows as a broken signature.
import { donationTypeText, formatDate, formatINR, receiptModeText, receiptMessages as rm } from '@sahyog/core';
import type { schema as s } from '@sahyog/db';
import { P12Signer } from '@signpdf/signer-p12';
import { SignPdf } from '@signpdf/signpdf';
import { DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_SIGNATURE_LENGTH, SIG_FLAGS, SUBFILTER_ADOBE_PKCS7_DETACHED } from '@signpdf/utils';
import forge from 'node-forge';
import PDFDocument from 'pdfkit';
import { pdfBytes, say } from '../../platform/pdf-text.ts';

const ACCENT = '#0f766e';
const MUTED = '#57534e';

type Receipt = typeof s.receipts.$inferSelect;

/** A PKCS#12 certificate and its password: the foundation's signing key (RECEIPT_SIGNING_P12). */
export interface ReceiptSigner {
  p12: Buffer;
  password: string;
  /** Who signs, as the signature's name field says (the foundation). */
  name?: string;
}

/**
 * Opens the certificate once, at start: a wrong password or a file that is no PKCS#12 stops the
 * server with a message, instead of failing every issue later (each would roll back).
 */
export function checkSigner(signer: ReceiptSigner): void {
  try {
    const der = forge.util.createBuffer(signer.p12.toString('binary'));
    const p12 = forge.pkcs12.pkcs12FromAsn1(forge.asn1.fromDer(der), signer.password);
    const keyBag = forge.pki.oids.pkcs8ShroudedKeyBag ?? '';
    const certBag = forge.pki.oids.certBag ?? '';
    const keys = p12.getBags({ bagType: keyBag })[keyBag] ?? [];
    const certs = p12.getBags({ bagType: certBag })[certBag] ?? [];
    if (!keys.length || !certs.length) throw new Error('it holds no private key and certificate');
  } catch (err) {
    throw new Error(
      `Invalid configuration:\n  RECEIPT_SIGNING_P12 could not be opened with RECEIPT_SIGNING_PASSWORD (${err instanceof Error ? err.message : String(err)})`,
    );
  }
}

/** The deduction's short name a receipt printed (receipts issued before it was kept: the section). */
export const shortNameOf = (r: Pick<Receipt, 'regime'>): string => r.regime.shortName || r.regime.section;

/**
 * The signature dictionary and its form field, as @signpdf/placeholder-pdfkit (MIT) adds them;
 * written here because that package pins pdfkit 0.11 as a peer and we use 0.20.
 */
function addSignaturePlaceholder(doc: PDFKit.PDFDocument, name: string, reason: string) {
  // pdfkit's internals (ref, _root, page.annotations) are what the placeholder needs.
  const pdf = doc as unknown as {
    ref(data: Record<string, unknown>): { end(): void };
    initForm(): void;
    _acroform?: unknown;
    _root: { data: { AcroForm: { data: { Fields: unknown[]; DR?: unknown } } } };
    page: { dictionary: unknown; annotations: unknown[] };
  };
  const signature = pdf.ref({
    Type: 'Sig',
    Filter: 'Adobe.PPKLite',
    SubFilter: SUBFILTER_ADOBE_PKCS7_DETACHED,
    ByteRange: [0, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER, DEFAULT_BYTE_RANGE_PLACEHOLDER],
    Contents: Buffer.from(String.fromCharCode(0).repeat(DEFAULT_SIGNATURE_LENGTH)),
    // pdfkit writes String objects as PDF strings, plain strings as names.
    Reason: new String(reason),
    M: new Date(),
    Name: new String(name),
    Prop_Build: { Filter: { Name: 'Adobe.PPKLite' } },
  });
  if (!pdf._acroform) pdf.initForm();
  const form = pdf._root.data.AcroForm;
  form.data = { ...form.data, Fields: form.data.Fields };
  Object.assign(form.data, { Type: 'AcroForm', SigFlags: SIG_FLAGS.SIGNATURES_EXIST | SIG_FLAGS.APPEND_ONLY });
  const widget = pdf.ref({
    Type: 'Annot',
    Subtype: 'Widget',
    FT: 'Sig',
    Rect: [0, 0, 0, 0],
    V: signature,
    T: new String(`Signature${form.data.Fields.length + 1}`),
    P: pdf.page.dictionary,
  });
  pdf.page.annotations.push(widget);
  form.data.Fields.push(widget);
  signature.end();
  widget.end();
}

/** The receipt's file: signed when a signer is given. */
export async function receiptPdf(r: Receipt, signer?: ReceiptSigner): Promise<Buffer> {
  const short = shortNameOf(r);
  const doc = new PDFDocument({
    size: 'A4',
    margin: 50,
    info: { Title: `${rm.pdfTitle(short)} ${r.number}`, Author: r.foundation.name, Subject: r.number, CreationDate: r.issuedAt },
  });
  const done = pdfBytes(doc);

  const width = doc.page.width - 100;
  // The foundation, as the receipt must name it: its registration and the date it was granted.
  say(doc.font('bold').fontSize(20).fillColor(ACCENT), r.foundation.name);
  say(doc.font('body').fontSize(10).fillColor(MUTED), r.foundation.address);
  const registration = r.foundation.registrationDate
    ? `${r.foundation.registration} ${rm.pdfRegistrationDate} ${formatDate(new Date(`${r.foundation.registrationDate}T00:00:00+05:30`))}`
    : r.foundation.registration;
  const reg = [
    `${rm.pdfFoundationPan}: ${r.foundation.pan}`,
    `${rm.pdfRegistration}: ${registration}`,
    r.foundation.validity ? `${rm.pdfValidity}: ${r.foundation.validity}` : '',
  ].filter(Boolean);
  say(doc, reg.join('   ·   '));
  doc.moveDown(0.6);
  doc
    .moveTo(50, doc.y)
    .lineTo(50 + width, doc.y)
    .lineWidth(2)
    .strokeColor(ACCENT)
    .stroke();
  doc.moveDown(1);

  say(doc.font('bold').fontSize(16).fillColor('#1c1917'), `${rm.pdfTitle(short)} (${r.regime.section}, ${r.regime.actName})`);
  say(doc.font('body').fontSize(11).fillColor(MUTED), rm.pdfHindi);
  if (r.replacesNumber) say(doc.moveDown(0.3).font('bold').fontSize(10).fillColor(ACCENT), rm.pdfReplaces(r.replacesNumber));
  doc.moveDown(0.8);

  const identity: [string, string] = r.donorPan ? [rm.pdfPan, r.donorPan] : [rm.pdfAadhaar, r.donorAadhaarMasked ?? ''];
  const rows: [string, string][] = [
    [rm.pdfNumber, r.number],
    [rm.pdfDate, formatDate(r.issuedAt)],
    [rm.pdfReceivedFrom, r.donorName],
    identity,
    [rm.pdfAddress, r.donorAddress],
    [rm.pdfAmount, formatINR(r.amountPaise)],
    [rm.pdfInWords, rm.pdfAmountWords(r.amountPaise)],
    [rm.pdfDonationType, donationTypeText(r.donationType)],
    [rm.pdfMode, receiptModeText(r.mode)],
    [rm.pdfReference, r.transactionReference],
    [rm.pdfDonatedOn, formatDate(r.donatedAt)],
    // A gift with the urgent add-on is two gifts received together: each purpose its own line
    // with its part, the amount above their sum (decision 0060).
    ...(r.urgentPaise > 0
      ? ([
          [rm.pdfPurpose, `${r.campaignTitle}: ${formatINR(r.amountPaise - r.urgentPaise)}`],
          ['', `${rm.pdfUrgentFund}: ${formatINR(r.urgentPaise)}`],
        ] satisfies [string, string][])
      : ([[rm.pdfPurpose, r.campaignTitle]] satisfies [string, string][])),
  ];
  const labelWidth = 150;
  for (const [label, value] of rows) {
    const y = doc.y;
    say(doc.font('body').fontSize(10).fillColor(MUTED), label, 50, y, { width: labelWidth });
    say(doc.font('bold').fontSize(11).fillColor('#1c1917'), value, 50 + labelWidth, y, { width: width - labelWidth });
    doc.moveDown(0.5);
  }

  doc.moveDown(1);
  say(doc.font('body').fontSize(9.5).fillColor(MUTED), rm.pdfNote(r.regime.section, r.regime.actName, r.regime.certificateForm), 50, doc.y, { width });
  doc.moveDown(3);
  say(doc.font('body').fontSize(10).fillColor('#1c1917'), `${rm.pdfSignatory} ${r.foundation.name}`, 50, doc.y, { width, align: 'right' });
  doc.moveDown(2.5);
  say(doc.font('bold'), r.foundation.signatory || ' ', { width, align: 'right' });
  say(doc.font('body').fillColor(MUTED), r.foundation.signatoryTitle, { width, align: 'right' });
  if (signer) addSignaturePlaceholder(doc, signer.name ?? r.foundation.name, `${rm.pdfTitle(short)} ${r.number}`);
  doc.end();
  const unsigned = await done;
  if (!signer) return unsigned;
  return new SignPdf().sign(unsigned, new P12Signer(signer.p12, { passphrase: signer.password }), r.issuedAt);
}
