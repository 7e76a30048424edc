// Refunds (spec §9 refund policy): a written request within two days of the donation, none once
// the tax receipt is issued, refunded net of the gateway's charges, decided by staff within
// seven working days.
import { z } from 'zod';
import { catalogue } from './i18n.ts';
import { text } from './text.ts';

export const REFUND_WINDOW_HOURS = 48;
export const REFUND_STATUSES = ['requested', 'refunding', 'refunded', 'rejected'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

export const refundMessages = /* @__PURE__ */ catalogue('refund', {
  reasonRequired: 'Please tell us why you want this donation back.',
  reasonShort: 'Please write at least 10 characters.',
  reasonTooLong: 'Reason must be at most 1000 characters',
  requested: 'We have your refund request. Our team answers within 7 working days.',
  tooLate: 'Refunds can be asked for within two days of the donation. Please write to us if something went wrong.',
  receiptIssued: 'This donation’s tax receipt has been issued, so it cannot be refunded (our refund policy).',
  alreadyRequested: 'You have already asked for this donation back.',
  notPaid: 'Only a paid donation can be refunded.',
  notFound: 'Refund request not found',
  decided: 'This request has already been decided.',
  noteRequired: 'Please tell the donor why.',
  referenceRequired: 'Please enter the reference of the bank transfer you made to the donor.',
  feeTooHigh: 'The charges cannot be more than the amount paid.',
  feeInvalid: 'Enter the charges in rupees, such as 59 or 59.50',
  request: 'Ask for a refund',
  // What the donor reads before asking (spec §9: two days, net of the gateway's charges).
  policyTitle: 'Before you ask',
  policyWindow: (until: string) => `You can ask within ${REFUND_WINDOW_HOURS} hours of your donation: for this one, until ${until}.`,
  policyCharges: "We refund the amount net of the payment gateway's charges (usually about 2%), which the gateway keeps.",
  // The law's name for the receipt ("80G", "Section 133"), from the regime in force.
  policyReceipt: (law: string) => `Once its ${law} receipt is issued, a donation cannot be refunded.`,
  policyHowGateway: 'The money goes back the way you paid (card, UPI app or bank), usually within 7 working days of our decision.',
  policyHowTransfer:
    'You paid by UPI to our bank account, so we send the money back by bank transfer to the account it came from, and email you its reference.',
  policyDecision: 'Our team answers within 7 working days.',
  reasonLabel: 'Why do you want this donation back?',
  send: 'Send request',
  statusLabels: { requested: 'Refund requested', refunding: 'Refunding', refunded: 'Refunded', rejected: 'Refund declined' } satisfies Record<
    RefundStatus,
    string
  >,
  // Staff.
  pageTitle: 'Refund requests',
  empty: 'No refund requests.',
  adminOnly: 'An administrator decides refunds.',
  feeLabel: 'Gateway charges to keep (₹)',
  referenceLabel: 'Reference of the bank transfer you made to the donor',
  referenceHint: 'Paid by UPI to our account: send the money back by bank transfer first, then record it here.',
  gatewayHow: 'Goes back the way it came: the payment gateway refunds it to the donor.',
  noteLabel: 'Note to the donor (required to decline)',
  refund: 'Refund',
  reject: 'Decline',
  refunded: (amount: string) => `Refunded ${amount}.`,
  rejected: 'Declined; the donor has been told why.',
});

const m = refundMessages;

export const refundRequestInput = z.object({
  reason: text({ field: 'Reason', required: m.reasonRequired, multiline: true })
    .trim()
    .min(1, m.reasonRequired)
    .min(10, m.reasonShort)
    .max(1000, m.reasonTooLong),
});
export type RefundRequestInput = z.infer<typeof refundRequestInput>;

export const refundDecisionInput = z
  .object({
    decision: z.enum(['refund', 'reject']),
    feePaise: z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).default(0),
    reference: text({ field: 'Reference' }).trim().max(60).optional(),
    note: text({ field: 'Note', multiline: true }).trim().max(1000).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'reject' && !v.note) ctx.addIssue({ code: 'custom', path: ['note'], message: m.noteRequired });
  });
export type RefundDecision = z.infer<typeof refundDecisionInput>;

export const refundView = z.object({
  id: z.number().int(),
  status: z.enum(REFUND_STATUSES),
  reason: z.string(),
  donorName: z.string(),
  donorEmail: z.string(),
  reference: z.string(),
  method: z.string(),
  totalPaise: z.number().int(),
  campaignTitle: z.string(),
  paidAt: z.string(),
  createdAt: z.string(),
  feePaise: z.number().int().nullable(),
  refundPaise: z.number().int().nullable(),
  note: z.string().nullable(),
});
export type RefundView = z.infer<typeof refundView>;

/**
 * How a refund reaches the donor: a gift paid by UPI to the foundation's account goes back by a
 * bank transfer staff make (and record with its reference); a gateway payment (Razorpay, or the
 * simulator standing in for it) goes back the way it came, through the gateway.
 */
export const refundByTransfer = (method: string | null | undefined) => method === 'upi';

/** The last moment a gift paid at `paidAt` may be asked back. */
export const refundDeadline = (paidAt: Date) => new Date(paidAt.getTime() + REFUND_WINDOW_HOURS * 3600_000);

/** Whether a gift paid at `paidAt` may still be asked back at `now`. */
export const withinRefundWindow = (paidAt: Date, now: Date) => now.getTime() - paidAt.getTime() <= REFUND_WINDOW_HOURS * 3600_000;
