// The receipt's PDF prints Hindi: the receipt catalogue's Hindi labels (made in Hindi, as for a
// donor who gave in Hindi), a donor's name and a purpose in Devanagari, read back by pdf.js as a
// reader of the file gets them; and each Devanagari text carries its words as typed.
import { receiptMessages } from '@sahyog/core';
import type { schema as s } from '@sahyog/db';
import { describe, expect, it } from 'vitest';
import { receiptPdf } from '../../apps/server/src/modules/receipts/receipt-pdf.ts';
import { runInLanguage } from '../../apps/server/src/platform/language.ts';
import { actualTexts, pdfText } from '../support/pdf.ts';

type Receipt = typeof s.receipts.$inferSelect;

const receipt = (over: Partial<Receipt> = {}): Receipt =>
  ({
    id: 1,
    number: 'S133/2026-27/000042',
    financialYear: '2026-27',
    sequence: 42,
    donationId: 1,
    donorName: 'Asha Verma',
    donorEmail: 'asha@example.test',
    donorPan: 'ABCDE1234F',
    donorAadhaarMasked: null,
    donorAddress: '12 MG Road, Pune 411001',
    amountPaise: 3000_00,
    mode: 'UPI (electronic)',
    donationType: 'specific',
    transactionReference: 'SSF-HI-1',
    donatedAt: new Date('2026-08-14T06:00:00Z'),
    campaignTitle: 'Books for all',
    regime: { actName: 'Income-tax Act, 2025', section: 'section 133', certificateForm: 'Form 10BE', rule: 'rule 18AB', shortName: 'Section 133' },
    foundation: {
      name: 'Sahyog Seva Foundation',
      address: '1 Main Road, Bhopal',
      pan: 'AAATS1234K',
      registration: 'AAATS1234KF20241',
      registrationDate: '2024-09-27',
      validity: 'AY 2025-26 to AY 2029-30',
      signatory: 'Meera Joshi',
      signatoryTitle: 'Authorised Signatory',
    },
    pdf: null,
    pdfSha256: null,
    signed: false,
    cancelledAt: null,
    cancelReason: null,
    replacedById: null,
    replacesNumber: null,
    issuedBy: null,
    issuedAt: new Date('2026-08-15T06:00:00Z'),
    ...over,
  }) as Receipt;

/** The receipt catalogue's labels as a Hindi reader gets them. */
const hindi = runInLanguage('hi', () => ({ ...receiptMessages }));
const inHindi = (r: Receipt) => runInLanguage('hi', () => receiptPdf(r));

describe('the receipt PDF', () => {
  it('prints Hindi labels, a Devanagari name and purpose, conjuncts included, as text pdf.js reads back', async () => {
    expect(hindi.pdfNumber).not.toBe(receiptMessages.pdfNumber);
    const pdf = await inHindi(receipt({ donorName: 'राम कुमार', campaignTitle: 'क्षमा श्री प्रसाद द्वारा स्थायी सहायता' }));
    const text = await pdfText(pdf);
    // Labels whose letters are drawn in reading order (pdf.js reads a vowel sign drawn before its
    // consonant, as in तिथि, in drawing order; the next test checks those through ActualText).
    for (const expected of [
      `${hindi.pdfTitle('Section 133')} (section 133, Income-tax Act, 2025)`,
      `${hindi.pdfNumber} S133/2026-27/000042`,
      `${hindi.pdfAddress} 12 MG Road, Pune 411001`,
      `${hindi.pdfDonationType} `,
      // The amount in words in Hindi, Indian numbering (no vowel sign drawn before its consonant).
      'तीन हज़ार रुपये मात्र दान का प्रकार',
      'राम कुमार',
      // क्ष, श्री, प्र, द्व, स्थ: each shaped into its conjunct glyph, each read back as its letters.
      `${hindi.pdfPurpose} क्षमा श्री प्रसाद द्वारा स्थायी सहायता`,
    ]) {
      expect(text, expected).toContain(expected);
    }
  });

  it('marks each Devanagari text with its words as written (ActualText, lang hi), and only those', async () => {
    const hi = actualTexts(await inHindi(receipt({ donorName: 'राम कुमार' })));
    for (const label of [hindi.pdfNumber, hindi.pdfDate, hindi.pdfReceivedFrom, hindi.pdfAmount, hindi.pdfInWords, hindi.pdfPurpose, hindi.pdfSignatory]) {
      expect(
        hi.some((t) => t.startsWith(label)),
        label,
      ).toBe(true);
    }
    expect(hi).toContain('राम कुमार');
    // The donation type and the mode of payment in Hindi (stored English on the receipt row).
    expect(hi).toContain('विशिष्ट अनुदान');
    expect(hi).toContain('UPI (इलेक्ट्रॉनिक)');
    expect(hi).toContain('तीन हज़ार रुपये मात्र');
    // लिए and तिथि as typed: the reader copies these, not the drawn order pdf.js gives.
    expect(hi).toContain('दान के लिए धन्यवाद');
    expect(hi).toContain('रसीद की तिथि');
    // An English receipt: only its Hindi thanks line is marked.
    expect(actualTexts(await receiptPdf(receipt()))).toEqual([receiptMessages.pdfHindi]);
  });

  it('an English receipt keeps its English labels beside the Hindi thanks line', async () => {
    const text = await pdfText(await receiptPdf(receipt()));
    expect(text).toContain('Received with thanks from Asha Verma');
    expect(text).toContain('Receipt no. S133/2026-27/000042');
    expect(text).toContain('Rupees Three Thousand Only');
    expect(text).toContain('Specific grant');
    expect(text).toContain('Mode of payment UPI (electronic)');
    expect(text).toContain('धन्यवाद');
    expect(text).not.toContain('रसीद');
  });
});
