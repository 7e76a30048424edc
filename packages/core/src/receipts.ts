// Tax receipts (issue 9; 80G up to FY 2025-26, section 133 after): what a donor asks for, what staff issue, and the words on the page.
// The law's names (section, forms, rule) are data in the tax_regimes table, never strings here.
import { z } from 'zod';
import { accountMessages } from './accounts.ts';
import { PAN_RE } from './giving.ts';
import { catalogue } from './i18n.ts';
import { amountInWords } from './money.ts';
import { text } from './text.ts';

/** Cash above this is not deductible (section 80G(5D) of the 1961 Act; section 133(5) of the 2025 Act). */
export const CASH_DEDUCTIBLE_LIMIT_PAISE = 2_000_00;

/**
 * The law's words as pages, emails and the PDF use them, from one tax regime row: `shortName` is
 * what people call the deduction ("80G" under the 1961 Act, "Section 133" under the 2025 Act).
 * Pages use the regime of the current financial year; a receipt uses its donation's.
 */
export interface TaxWords {
  shortName: string;
  section: string;
  actName: string;
}

export const receiptMessages = /* @__PURE__ */ catalogue('receipt', {
  panRequired: (short: string) => `Please enter your PAN (or Aadhaar number if you have no PAN): the ${short} receipt needs it.`,
  panInvalid: accountMessages.panInvalid,
  aadhaarInvalid: 'Please enter a valid 12-digit Aadhaar number',
  idBoth: 'Please give your PAN or your Aadhaar number, not both',
  idLabel: 'PAN (or Aadhaar number if you have no PAN)',
  idInvalid: 'Please enter a valid PAN (like ABCDE1234F) or 12-digit Aadhaar number',
  addressRequired: (short: string) => `Please enter your postal address: the ${short} receipt needs it.`,
  addressTooLong: 'Address must be at most 300 characters',
  issuedNoChange:
    'Your receipt has already been issued with the details it shows. To correct your name, PAN, Aadhaar or address on it, please write to us: we issue a corrected receipt.',
  requested: (short: string) => `We have noted your ${short} receipt request.`,
  requestTitle: (short: string) => `Request your ${short} receipt`,
  requestLead: 'Your receipt carries your PAN (or Aadhaar number) and postal address, as the tax rules require.',
  request: (short: string) => `Request ${short} receipt`,
  requestedLabel: 'Requested',
  /** Beside a PAN given for a receipt (checkout, the profile's request): unticked unless the donor ticks it. */
  keepPan: 'Keep this PAN on my profile for my next receipts',
  download: (number: string) => `Download ${number}`,
  notPaid: 'A tax receipt can be requested once the donation is paid.',
  notFound: 'Receipt not found',
  donationNotFound: 'Donation not found',
  alreadyIssued: 'This donation already has its receipt.',
  refundUnderWay: 'A refund of this donation has been decided, so it gets no receipt.',
  needsPan: 'The donor has not given a PAN or Aadhaar number yet.',
  needsAddress: 'The donor has not given a postal address yet.',
  issued: (n: number) => `Issued ${n} receipt${n === 1 ? '' : 's'}.`,
  // Staff's page.
  pageTitle: 'Tax receipts',
  pendingTitle: 'Requested, not yet issued',
  pendingEmpty: 'No receipt requests are waiting.',
  issuedTitle: 'Issued receipts',
  resend: 'Email again',
  manage: 'Email again or correct',
  receiptTitle: (number: string) => `Receipt ${number}`,
  backToReceipts: 'All receipts',
  resent: (number: string, email: string) => `${number} was emailed again to ${email}.`,
  resentRecently: 'This receipt was emailed a moment ago. Please wait a minute before sending it again.',
  issuedEmpty: 'No receipts issued yet.',
  issueOne: 'Issue',
  issueSelected: 'Issue selected',
  issueAll: 'Issue all that can be',
  bulkIssued: 'Issued and emailed',
  bulkAlreadyIssued: 'Already issued',
  bulkTooMany: (max: number) => `At most ${max.toLocaleString('en-IN')} receipts at a time.`,
  selectLabel: (ref: string) => `Select donation ${ref}`,
  /** The header of the tick-box column (an empty header tells a screen reader nothing). */
  selectColumn: 'Select',
  notSigned: 'Not digitally signed',
  signed: 'Digitally signed',
  cancelledBy: (number: string) => `Cancelled, replaced by ${number}`,
  correctTitle: 'Correct this receipt',
  correctLead: 'A correction cancels this receipt and issues a new one with a new number; the donor is emailed the new one.',
  correctReason: 'Why (kept with the cancelled receipt)',
  correctReasonRequired: 'Please say what was wrong',
  correct: 'Issue corrected receipt',
  correctAddress: 'Address (empty keeps the one printed)',
  replacesLabel: (number: string) => `Replaces ${number}`,
  corrected: (old: string, number: string) => `${old} is cancelled; ${number} was issued and emailed.`,
  alreadyCancelled: 'This receipt was already cancelled and replaced.',
  lawTitle: 'Names in the tax law',
  lawLead: 'Receipts and statements cite these names for donations from the first financial year shown. Correct a name here when the law or its rules change.',
  save: 'Save',
  saved: 'Saved.',
  autoIssueLabel: 'Issue a receipt automatically when a donation with a PAN and an address is paid',
  columns: {
    date: 'Paid on',
    donor: 'Donor',
    pan: 'PAN / Aadhaar',
    amount: 'Amount',
    campaign: 'Campaign',
    number: 'Receipt no.',
    action: 'Action',
    document: 'Document',
    fromYear: 'From FY',
    shortName: 'Short name (pages, receipt numbers)',
    actName: 'Act',
    section: 'Section',
    sectionCode: 'Statement section code',
    certificateForm: 'Certificate form',
    statementForm: 'Statement form',
    rule: 'Rule',
  },
  // The PDF.
  pdfTitle: (short: string) => `${short} receipt for donation`,
  pdfNumber: 'Receipt no.',
  pdfDate: 'Date of receipt',
  pdfReceivedFrom: 'Received with thanks from',
  pdfPan: 'PAN of donor',
  pdfAadhaar: 'Aadhaar number of donor',
  pdfAddress: 'Address of donor',
  pdfAmount: 'Amount',
  pdfInWords: 'Amount in words',
  pdfMode: 'Mode of payment',
  pdfReference: 'Transaction reference',
  pdfDonatedOn: 'Date of donation',
  pdfPurpose: 'Towards',
  /** The urgent add-on's line: the fund it was given to. */
  pdfUrgentFund: 'Urgent causes fund',
  pdfDonationType: 'Type of donation',
  pdfFoundationPan: 'PAN',
  pdfRegistration: 'Registration no.',
  pdfRegistrationDate: 'dated',
  pdfValidity: 'Valid for',
  pdfSignatory: 'For',
  pdfReplaces: (number: string) => `This receipt replaces receipt no. ${number}, which is cancelled.`,
  pdfNote: (section: string, act: string, form: string) =>
    `Donations to the foundation qualify for deduction under ${section} of the ${act}, subject to its conditions. Your certificate in ${form} follows once we file the annual statement of donations.`,
  pdfHindi: 'दान के लिए धन्यवाद',
  /** The amount in words on the receipt ("Rupees Three Thousand Only"). */
  pdfAmountWords: (paise: number) => amountInWords(paise),
  /** The donation's type as the receipt prints it (DONATION_TYPES stay English in the statement). */
  pdfDonationTypes: { corpus: 'Corpus', specific: 'Specific grant', others: 'Others' } satisfies Record<DonationType, string>,
  /** The mode of payment as printed, by the English words stored on the receipt (RECEIPT_MODES). */
  pdfModes: {
    online: 'Online payment (electronic)',
    upi: 'UPI (electronic)',
    simulator: 'Payment simulator (test, not a real payment)',
    electronic: 'Electronic',
  } satisfies Record<keyof typeof RECEIPT_MODES, string>,
});

/**
 * A receipt's "mode of payment" as stored on it (each payment provider's `receiptMode`): English,
 * as the annual statement and the register keep it. The PDF prints it in the donor's language
 * through receiptMessages.pdfModes.
 */
export const RECEIPT_MODES = {
  online: 'Online payment (electronic)',
  upi: 'UPI (electronic)',
  simulator: 'Payment simulator (test, not a real payment)',
  electronic: 'Electronic',
} as const;

/** A stored mode of payment in the current language; a mode of no known provider as stored. */
export function receiptModeText(stored: string): string {
  const key = (Object.keys(RECEIPT_MODES) as (keyof typeof RECEIPT_MODES)[]).find((k) => RECEIPT_MODES[k] === stored);
  return key ? receiptMessages.pdfModes[key] : stored;
}

/** A donation type in the current language (the stored code, if unknown). */
export function donationTypeText(type: string): string {
  return Object.hasOwn(DONATION_TYPES, type) ? receiptMessages.pdfDonationTypes[type as DonationType] : type;
}

// ---- The donor's identity on a receipt: PAN, or Aadhaar when they have no PAN ----

/** Verhoeff's tables (UIDAI's check digit for Aadhaar). */
const VERHOEFF_D = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 2, 3, 4, 0, 6, 7, 8, 9, 5],
  [2, 3, 4, 0, 1, 7, 8, 9, 5, 6],
  [3, 4, 0, 1, 2, 8, 9, 5, 6, 7],
  [4, 0, 1, 2, 3, 9, 5, 6, 7, 8],
  [5, 9, 8, 7, 6, 0, 4, 3, 2, 1],
  [6, 5, 9, 8, 7, 1, 0, 4, 3, 2],
  [7, 6, 5, 9, 8, 2, 1, 0, 4, 3],
  [8, 7, 6, 5, 9, 3, 2, 1, 0, 4],
  [9, 8, 7, 6, 5, 4, 3, 2, 1, 0],
];
const VERHOEFF_P = [
  [0, 1, 2, 3, 4, 5, 6, 7, 8, 9],
  [1, 5, 7, 6, 2, 8, 3, 0, 9, 4],
  [5, 8, 0, 3, 7, 9, 6, 1, 4, 2],
  [8, 9, 1, 6, 0, 4, 3, 5, 2, 7],
  [9, 4, 5, 3, 1, 2, 6, 8, 7, 0],
  [4, 2, 8, 6, 5, 7, 3, 9, 0, 1],
  [2, 7, 9, 3, 8, 0, 6, 4, 1, 5],
  [7, 0, 4, 6, 9, 1, 3, 2, 5, 8],
];

/** True when the digits end in a correct Verhoeff check digit. */
export function verhoeffValid(digits: string): boolean {
  if (!/^\d+$/.test(digits)) return false;
  let c = 0;
  const rev = [...digits].reverse();
  for (let i = 0; i < rev.length; i++) c = VERHOEFF_D[c]?.[VERHOEFF_P[i % 8]?.[Number(rev[i])] ?? 0] ?? 0;
  return c === 0;
}

/**
 * An Aadhaar number as people type it ("2345 6789 0124", with spaces or dashes) as its 12 digits,
 * or null: 12 digits, not starting with 0 or 1 (UIDAI never issues those), Verhoeff check digit.
 */
export function parseAadhaar(input: string): string | null {
  const digits = input.replace(/[\s-]/g, '');
  if (!/^[2-9]\d{11}$/.test(digits)) return null;
  return verhoeffValid(digits) ? digits : null;
}

/** "XXXX XXXX 0124": how screens and the receipt show an Aadhaar number (UIDAI's masked form). */
export function maskAadhaar(digits: string): string {
  return `XXXX XXXX ${digits.slice(-4)}`;
}

export type DonorIdKind = 'pan' | 'aadhaar';

/**
 * The statement's donation types. A campaign gift is money given for the purpose its campaign
 * names, which the foundation must spend on it: a specific grant (decision 0028). No form asks
 * the donor to direct a gift to the corpus, so no gift is corpus; a gift to no campaign is Others.
 */
export const DONATION_TYPES = { corpus: 'Corpus', specific: 'Specific grant', others: 'Others' } as const;
export type DonationType = keyof typeof DONATION_TYPES;
export function donationTypeOf(d: { campaignId: number | null }): DonationType {
  return d.campaignId ? 'specific' : 'others';
}

/**
 * What a gift's receipt and statement row count: the campaign's amount and the urgent add-on (a
 * gift to the Urgent causes fund, for the purpose it names). The tip is not in it: it pays for
 * running the platform and the checkout says it is no part of the gift (decision 0060).
 */
export function receiptedPaise(d: { amountPaise: number; urgentPaise: number }): number {
  return d.amountPaise + d.urgentPaise;
}

/** A regime's prefix for receipt numbers: "80G", or "S133" for "Section 133" (no spaces or slashes). */
export function receiptPrefix(shortName: string): string {
  return shortName
    .trim()
    .replace(/^section\s*/i, 'S')
    .replace(/[^A-Za-z0-9]/g, '')
    .toUpperCase();
}

const rm = receiptMessages;

/**
 * What the profile's request form sends: the donor's PAN or Aadhaar number (one of them) and
 * address. Before the receipt is issued, what is sent here replaces what the donation carried.
 */
export const receiptRequestInput = z
  .object({
    pan: text({ field: 'PAN' })
      .trim()
      .transform((v) => v.toUpperCase())
      .refine((v) => v === '' || PAN_RE.test(v), rm.panInvalid)
      .optional(),
    aadhaar: text({ field: 'Aadhaar' })
      .trim()
      .max(20, rm.aadhaarInvalid)
      .refine((v) => v === '' || parseAadhaar(v) !== null, rm.aadhaarInvalid)
      .transform((v) => (v === '' ? '' : (parseAadhaar(v) ?? '')))
      .optional(),
    address: text({ field: 'Address', multiline: true }).trim().max(300, rm.addressTooLong).optional(),
  })
  .refine((v) => !(v.pan && v.aadhaar), { message: rm.idBoth, path: ['aadhaar'] });
export type ReceiptRequestInput = z.infer<typeof receiptRequestInput>;

/** One field for either: a PAN's 10 characters, or an Aadhaar number's 12 digits (spaces allowed). */
export function splitDonorId(value: string): { pan?: string; aadhaar?: string } {
  const v = value.trim();
  if (v === '') return {};
  return /^[\d\s-]+$/.test(v) ? { aadhaar: v } : { pan: v };
}

export const receiptCorrectionInput = z.object({
  reason: text({ field: 'Reason', multiline: true }).trim().min(3, rm.correctReasonRequired).max(500, accountMessages.tooLong('Reason', 500)),
  donorName: text({ field: 'Name' }).trim().min(1).max(100, accountMessages.tooLong('Name', 100)).optional(),
  pan: text({ field: 'PAN' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PAN_RE.test(v), rm.panInvalid)
    .optional(),
  aadhaar: text({ field: 'Aadhaar' })
    .trim()
    .max(20, rm.aadhaarInvalid)
    .refine((v) => v === '' || parseAadhaar(v) !== null, rm.aadhaarInvalid)
    .transform((v) => (v === '' ? '' : (parseAadhaar(v) ?? '')))
    .optional(),
  address: text({ field: 'Address', multiline: true }).trim().min(1).max(300, rm.addressTooLong).optional(),
});
export type ReceiptCorrectionInput = z.infer<typeof receiptCorrectionInput>;

export const taxRegimeInput = z.object({
  shortName: text({ field: 'Short name' }).trim().min(1).max(40),
  actName: text({ field: 'Act' }).trim().min(1).max(120),
  section: text({ field: 'Section' }).trim().min(1).max(120),
  sectionCode: text({ field: 'Section code' }).trim().min(1).max(40),
  certificateForm: text({ field: 'Certificate form' }).trim().min(1).max(60),
  statementForm: text({ field: 'Statement form' }).trim().min(1).max(60),
  rule: text({ field: 'Rule' }).trim().min(1).max(160),
});
export type TaxRegimeInput = z.infer<typeof taxRegimeInput>;

export const taxRegime = taxRegimeInput.extend({ id: z.number().int(), fromYear: z.string() });
export type TaxRegime = z.infer<typeof taxRegime>;

export const receiptView = z.object({
  id: z.number().int(),
  number: z.string(),
  donationId: z.number().int(),
  donorName: z.string(),
  donorEmail: z.string(),
  /** The donor's identity as the receipt prints it: the PAN, or the Aadhaar number masked. */
  donorIdKind: z.enum(['pan', 'aadhaar']),
  donorId: z.string(),
  donationType: z.enum(['corpus', 'specific', 'others']),
  /** SHA-256 (hex) of the PDF made at issue: the bytes every download and email carries. */
  pdfSha256: z.string().nullable(),
  signed: z.boolean(),
  cancelledAt: z.string().nullable(),
  replacedBy: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  replaces: z.string().nullable(),
  /** The whole amount receipted: the campaign's part and urgentPaise together. */
  amountPaise: z.number().int(),
  /** Of amountPaise, what went to the Urgent causes fund (0 for a gift without the add-on). */
  urgentPaise: z.number().int(),
  campaignTitle: z.string(),
  issuedAt: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;

/** What will happen about a paid gift's receipt, as its success page says it (receipts' outlook). */
export type ReceiptOutlook = 'issued' | 'issuing' | 'requested' | 'needs-address' | 'none';

export const pendingReceipt = z.object({
  donationId: z.number().int(),
  reference: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorPan: z.string().nullable(),
  /** The Aadhaar number masked ("XXXX XXXX 2346"), when the donor gave one instead of a PAN. */
  donorAadhaar: z.string().nullable(),
  hasAddress: z.boolean(),
  amountPaise: z.number().int(),
  campaignTitle: z.string(),
  paidAt: z.string(),
  requestedAt: z.string(),
});
export type PendingReceipt = z.infer<typeof pendingReceipt>;

/** "80G-2026-27-000123.pdf": a receipt's file name, the same for the download and the email. */
export function receiptFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

/** The regime that applies to a financial year: the latest one starting at or before it. */
export function regimeFor<R extends { fromYear: string }>(regimes: readonly R[], financialYear: string): R | undefined {
  return [...regimes].filter((r) => r.fromYear <= financialYear).sort((a, b) => (a.fromYear < b.fromYear ? 1 : -1))[0];
}
