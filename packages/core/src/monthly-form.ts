// The monthly donation form (spec §2 Monthly donation, §3, §5) and the words of monthly giving.
// Kept out of monthly.ts, which pages import whole: the zod schema loads only when needed.
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { CHECKOUT_MONTHLY_PRESETS_RUPEES, MIN_MONTHLY_RUPEES } from './constants.ts';
import { donorInput, IDEMPOTENCY_KEY_RE } from './giving.ts';
import { mobileField } from './input.ts';
import { PAISE_PER_RUPEE, parseWholeRupees } from './money.ts';
import { monthlyMessages as mm } from './monthly-text.ts';
import { text } from './text.ts';

export { CHECKOUT_MONTHLY_PRESETS_RUPEES };

/** The form's fields in the order its messages are shown. */
export const MONTHLY_FIELD_ORDER = ['donationcampaignid', 'fullName', 'emailId', 'mobileNo', 'donationcampaignamount'] as const;

/**
 * The amount box: whole rupees as typed ("1,000", "₹1,000"), at least ₹300 (checked on every key press from the first
 * character, spec §5). Answers the message, or null when the amount is fine.
 */
export function monthlyAmountProblem(typed: string, limitRupees?: number): string | null {
  const v = typed.trim();
  if (v === '') return mm.enterAmount;
  const rupees = parseWholeRupees(v);
  if (rupees === null) return /^\d{11,}$/.test(v) ? mm.amountTooLarge : mm.digitsOnly;
  if (rupees >= 10 ** 10 || (limitRupees !== undefined && rupees > limitRupees)) return mm.amountTooLarge;
  if (rupees < MIN_MONTHLY_RUPEES) return mm.minimum;
  return null;
}

/** The whole rupees of a monthly amount that monthlyAmountProblem accepted ("1,000" is 1000). */
export function monthlyRupees(typed: string): number {
  return parseWholeRupees(typed) ?? 0;
}

export const monthlyForm = z
  .object({
    donationcampaignid: text({ field: 'Cause', required: mm.chooseCause })
      .trim()
      .regex(/^\d{1,9}$/, mm.chooseCause),
    fullName: text({ field: 'Full Name', required: mm.enterName }).trim().min(1, mm.enterName).max(100, accountMessages.tooLong('Full Name', 100)),
    emailId: emailField(mm.enterEmail),
    mobileNo: mobileField({ field: 'Mobile', required: mm.enterMobile, invalid: mm.mobileDigits }),
    donationcampaignamount: z.string({ error: mm.enterAmount }).default(''),
    whatsappupdates: z.string().optional(),
    idempotency_key: z.string().regex(IDEMPOTENCY_KEY_RE, mm.reload).optional(),
  })
  .superRefine((f, ctx) => {
    const problem = monthlyAmountProblem(f.donationcampaignamount);
    if (problem) ctx.addIssue({ code: 'custom', path: ['donationcampaignamount'], message: problem });
  })
  .transform((f) => ({
    campaignId: Number(f.donationcampaignid),
    name: f.fullName,
    email: f.emailId,
    mobile: f.mobileNo,
    amountPaise: monthlyRupees(f.donationcampaignamount) * PAISE_PER_RUPEE,
    whatsappUpdates: f.whatsappupdates !== undefined,
    idempotencyKey: f.idempotency_key,
  }));
export type MonthlyFormInput = z.output<typeof monthlyForm>;

/** The API's body for a new monthly gift (what the form becomes). */
export const newSubscriptionInput = z.object({
  campaignId: z.number({ error: mm.chooseCause }).int(mm.chooseCause).positive(mm.chooseCause).max(2_147_483_647, mm.chooseCause),
  name: donorInput.shape.name,
  email: donorInput.shape.email,
  mobile: donorInput.shape.mobile,
  amountPaise: z
    .number({ error: mm.enterAmount })
    .int(mm.digitsOnly)
    .min(MIN_MONTHLY_RUPEES * PAISE_PER_RUPEE, mm.minimum)
    .refine((v) => v % PAISE_PER_RUPEE === 0, mm.digitsOnly),
  whatsappUpdates: z.boolean().default(true),
});

/** Changing an amount: whole rupees, at least ₹300. */
export const monthlyAmountInput = z.object({
  amount: z.string({ error: mm.enterAmount }).superRefine((v, ctx) => {
    const problem = monthlyAmountProblem(v);
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  }),
});

export const subscriptionView = z.object({
  reference: z.string(),
  status: z.enum(['created', 'authenticated', 'active', 'paused', 'halted', 'cancelled', 'completed']),
  mode: z.enum(['gateway', 'reminder']),
  amountPaise: z.number().int(),
  campaign: z.object({ id: z.number().int(), slug: z.string(), title: z.string() }),
  donorName: z.string(),
  donorEmail: z.string(),
  nextDueAt: z.string().nullable(),
  nextPeriod: z.string().nullable(),
  createdAt: z.string(),
  cancelledAt: z.string().nullable(),
  /** Months paid so far. */
  paidMonths: z.number().int(),
  /** The order to pay now (the first month, or a month's reminder), if one is open. */
  payReference: z.string().nullable(),
});
export type SubscriptionView = z.infer<typeof subscriptionView>;

export const subscriptionAction = z.object({
  action: z.enum(['pause', 'resume', 'cancel', 'amount']),
  amount: z.string().optional(),
});
