// 80G receipts (issue 9): what a donor asks for, what staff issue, and the words on the page.
// The law's names (section, forms, rule) are data in the tax_regimes table, never strings here.
import { z } from 'zod';
import { accountMessages } from './accounts.ts';
import { PAN_RE } from './giving.ts';
import { text } from './text.ts';

/** Cash above this is not deductible (section 80G(5D) of the 1961 Act; section 133(5) of the 2025 Act). */
export const CASH_DEDUCTIBLE_LIMIT_PAISE = 2_000_00;

export const receiptMessages = {
  panRequired: 'Please enter your PAN: an 80G receipt needs it.',
  panInvalid: accountMessages.panInvalid,
  addressRequired: 'Please enter your postal address: an 80G receipt needs it.',
  addressTooLong: 'Address must be at most 300 characters',
  requested: 'We have noted your 80G receipt request.',
  requestTitle: 'Request your 80G receipt',
  requestLead: 'Your receipt carries your PAN and postal address, as the tax rules require.',
  request: 'Request 80G receipt',
  requestedLabel: 'Requested',
  download: (number: string) => `Download ${number}`,
  notPaid: 'An 80G receipt can be requested once the donation is paid.',
  notFound: 'Receipt not found',
  donationNotFound: 'Donation not found',
  alreadyIssued: 'This donation already has its receipt.',
  needsPan: 'The donor has not given a PAN yet.',
  needsAddress: 'The donor has not given a postal address yet.',
  issued: (n: number) => `Issued ${n} receipt${n === 1 ? '' : 's'}.`,
  // Staff's page.
  pageTitle: '80G receipts',
  pendingTitle: 'Requested, not yet issued',
  pendingEmpty: 'No receipt requests are waiting.',
  issuedTitle: 'Issued receipts',
  resend: 'Email again',
  resent: (number: string, email: string) => `${number} was emailed again to ${email}.`,
  resentRecently: 'This receipt was emailed a moment ago. Please wait a minute before sending it again.',
  issuedEmpty: 'No receipts issued yet.',
  issueOne: 'Issue',
  issueSelected: 'Issue selected',
  selectLabel: (ref: string) => `Select donation ${ref}`,
  lawTitle: 'Names in the tax law',
  lawLead: 'Receipts and statements cite these names for donations from the first financial year shown. Correct a name here when the law or its rules change.',
  save: 'Save',
  saved: 'Saved.',
  autoIssueLabel: 'Issue a receipt automatically when a donation with a PAN and an address is paid',
  columns: {
    date: 'Paid on',
    donor: 'Donor',
    pan: 'PAN',
    amount: 'Amount',
    campaign: 'Campaign',
    number: 'Receipt no.',
    action: 'Action',
    fromYear: 'From FY',
    actName: 'Act',
    section: 'Section',
    sectionCode: 'Statement section code',
    certificateForm: 'Certificate form',
    statementForm: 'Statement form',
    rule: 'Rule',
  },
  // The PDF.
  pdfTitle: 'Receipt for donation',
  pdfNumber: 'Receipt no.',
  pdfDate: 'Date of receipt',
  pdfReceivedFrom: 'Received with thanks from',
  pdfPan: 'PAN of donor',
  pdfAddress: 'Address of donor',
  pdfAmount: 'Amount',
  pdfInWords: 'Amount in words',
  pdfMode: 'Mode of payment',
  pdfReference: 'Transaction reference',
  pdfDonatedOn: 'Date of donation',
  pdfPurpose: 'Towards',
  pdfFoundationPan: 'PAN',
  pdfRegistration: 'Registration no.',
  pdfValidity: 'Valid for',
  pdfSignatory: 'For',
  pdfNote: (section: string, act: string, form: string) =>
    `Donations to the foundation qualify for deduction under ${section} of the ${act}, subject to its conditions. Your certificate in ${form} follows once we file the annual statement of donations.`,
  pdfHindi: 'दान के लिए धन्यवाद',
} as const;

const rm = receiptMessages;

/** What the profile's request form sends: PAN and address only when the donation lacks them. */
export const receiptRequestInput = z.object({
  pan: text({ field: 'PAN' })
    .trim()
    .transform((v) => v.toUpperCase())
    .refine((v) => v === '' || PAN_RE.test(v), rm.panInvalid)
    .optional(),
  address: text({ field: 'Address', multiline: true }).trim().max(300, rm.addressTooLong).optional(),
});
export type ReceiptRequestInput = z.infer<typeof receiptRequestInput>;

export const taxRegimeInput = z.object({
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
  donorPan: z.string(),
  amountPaise: z.number().int(),
  campaignTitle: z.string(),
  issuedAt: z.string(),
});
export type ReceiptView = z.infer<typeof receiptView>;

export const pendingReceipt = z.object({
  donationId: z.number().int(),
  reference: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  donorPan: z.string().nullable(),
  hasAddress: z.boolean(),
  amountPaise: z.number().int(),
  campaignTitle: z.string(),
  paidAt: z.string(),
  requestedAt: z.string(),
});
export type PendingReceipt = z.infer<typeof pendingReceipt>;

/** The regime that applies to a financial year: the latest one starting at or before it. */
/** "80G-2026-27-000123.pdf": a receipt's file name, the same for the download and the email. */
export function receiptFileName(number: string): string {
  return `${number.replaceAll('/', '-')}.pdf`;
}

export function regimeFor<R extends { fromYear: string }>(regimes: readonly R[], financialYear: string): R | undefined {
  return [...regimes].filter((r) => r.fromYear <= financialYear).sort((a, b) => (a.fromYear < b.fromYear ? 1 : -1))[0];
}
