// Start a campaign (spec §2 Start New Campaign, §3 New campaign form, §4 New campaign flow, §5):
// the application, its two codes, and the review that turns it into a draft campaign. Messages
// in the spec's words and order; the spec's typo "You application" is its text.
import { z } from 'zod';
import { accountMessages, challengeIdField, emailField, otpField } from './accounts.ts';
import { CATEGORIES, MOBILE_DIGITS, OTP_DIGITS } from './constants.ts';
import { catalogue } from './i18n.ts';
import { mobileField } from './input.ts';
import { messages } from './messages.ts';
import { text } from './text.ts';

export const APPLICATION_STATUSES = ['submitted', 'under_review', 'approved', 'rejected'] as const;
export type ApplicationStatus = (typeof APPLICATION_STATUSES)[number];

/** Where an application may go next: staff review it, then approve or reject it, once. */
export const APPLICATION_TRANSITIONS: Record<ApplicationStatus, readonly ApplicationStatus[]> = {
  submitted: ['under_review', 'approved', 'rejected'],
  under_review: ['approved', 'rejected'],
  approved: [],
  rejected: [],
};

export const canMoveApplication = (from: ApplicationStatus, to: ApplicationStatus) => APPLICATION_TRANSITIONS[from].includes(to);

/**
 * The causes (the spec's categories, CATEGORIES) by slug, in the page's language: the cause list of
 * /start-new-campaign (a fixed list, not the categories' rows, so it needs no database read).
 */
export const causeNames = /* @__PURE__ */ catalogue('cause', {
  urgent: 'Urgent',
  children: 'Children',
  animals: 'Animals',
  disability: 'Disability',
  'disaster-relief': 'Disaster Relief',
  education: 'Education',
  elderly: 'Elderly',
  faith: 'Faith',
  hunger: 'Hunger',
  medical: 'Medical',
  diy: 'DIY',
  women: 'Women',
} satisfies Record<(typeof CATEGORIES)[number]['slug'], string>);

export const applicationMessages = /* @__PURE__ */ catalogue('application', {
  pageTitle: 'Start a campaign',
  heroEyebrow: 'Raise funds for a cause you care about',
  heroTitle: 'Start a campaign',
  heroSubtitle: 'Tell us who you are and the cause. Our team reviews every campaign before it goes live, and helps you tell its story.',
  formTitle: 'Tell us about the campaign',
  stepsTitle: 'How it works',
  backHome: 'Back to Home',
  steps: [
    { title: 'Apply', body: 'Choose the cause, name the campaign and give your own name, email and mobile number.' },
    { title: 'Verify', body: 'Enter the two codes we send: one to your email, one to your mobile.' },
    { title: 'Review', body: 'Our team checks the cause and calls you within a few working days.' },
    { title: 'Go live', body: 'Once approved, you tell the story and we publish the campaign.' },
  ],
  // Spec §5, word for word and in its order.
  causeRequired: 'Please select any cause item',
  nameRequired: 'Please enter Campaign name',
  emailRequired: 'Please enter email address',
  mobileRequired: 'Please enter mobile number',
  mobileInvalid: `Mobile number must be ${MOBILE_DIGITS} digits`,
  nameTooLong: 'Campaign name must be at most 100 characters',
  // The person's own name: the spec's message for a name elsewhere (checkout).
  fullNameRequired: 'Please enter name',
  fullNameTooLong: 'Name must be at most 100 characters',
  causeLabel: 'Cause',
  causePlaceholder: 'Select a cause',
  nameLabel: 'Campaign name',
  nameHint: 'What donors will see, for example "Books for the hill school". You can change it before it goes live.',
  fullNameLabel: 'Your name',
  emailLabel: 'Email address',
  mobileLabel: 'Mobile number (10 digits)',
  submit: 'Send verification codes',
  sending: 'Sending codes…',
  // The verification modal.
  verifyTitle: 'Verify your email and mobile',
  verifyLead: (email: string, mobile: string) => `We sent one code to ${email} and another by SMS to ${mobile}. Each is valid for 10 minutes.`,
  emailOtpLabel: 'Code from your email',
  mobileOtpLabel: 'Code from the SMS',
  mobileOtpRequired: 'Please enter the OTP sent to your mobile',
  verify: 'Verify and apply',
  resend: 'Send new codes',
  resendIn: (s: number) => `Send new codes in ${s}s`,
  changeDetails: 'Change details',
  codesSent: 'We have sent a code to your email and another to your mobile.',
  expired: 'This application has expired. Please fill in the form again.',
  exhausted: 'Too many wrong codes for this application. Please fill in the form again.',
  thanksTitle: 'Thank You',
  thanks: messages.campaignThanks,
  tooMany: 'Too many applications from this network. Please try again later.',
  tooManyForEmail: 'Too many codes for this email or mobile. Please try again in an hour.',
  // Staff review.
  statusLabels: { submitted: 'Submitted', under_review: 'Under review', approved: 'Approved', rejected: 'Rejected' } satisfies Record<
    ApplicationStatus,
    string
  >,
  reasonRequired: 'Please give the campaigner a reason',
  reasonLabel: 'Reason (sent to the campaigner)',
  notFound: 'Application not found',
  stateChanged: 'This application has already been decided.',
  decided: {
    under_review: 'Marked as under review.',
    approved: 'Approved: the campaigner has an account and a draft campaign.',
    rejected: 'Rejected; the campaigner has been told why.',
  },
  queueTitle: 'Campaign applications',
  queueEmpty: 'No applications here.',
  filterLabel: 'Filter by status',
  all: 'All',
  columns: { id: 'No.', campaigner: 'Campaigner', campaign: 'Campaign', cause: 'Cause', applied: 'Applied', status: 'Status', decision: 'Decision' },
  draftLabel: 'Draft: not public yet',
  liveLabel: 'Live at',
  startReview: 'Start review',
  approve: 'Approve',
  rejectOpen: 'Reject…',
  reject: 'Reject',
});

const am = applicationMessages;

const CAUSE_IDS = CATEGORIES.map((c) => c.id) as number[];

/** The form (spec §3 names). The cause is one of the spec's new-campaign cause ids. */
export const applicationInput = z.object({
  cause: z
    .union([z.string(), z.number()], { error: am.causeRequired })
    .transform((v) => Number(v))
    .refine((v) => CAUSE_IDS.includes(v), am.causeRequired),
  // The spec names the campaign's name campaignerName (its message: "Please enter Campaign name").
  campaignerName: text({ field: 'Campaign name', required: am.nameRequired }).trim().min(1, am.nameRequired).max(100, am.nameTooLong),
  fullName: text({ field: 'Name', required: am.fullNameRequired }).trim().min(1, am.fullNameRequired).max(100, am.fullNameTooLong),
  campaignerEmail: emailField(am.emailRequired),
  campaignerMobile: mobileField({ field: 'Mobile number', required: am.mobileRequired, invalid: am.mobileInvalid }),
});
export type ApplicationInput = z.infer<typeof applicationInput>;

/** The first message in the spec's order (the page shows one toast). */
export function applicationSummary(fields: Record<string, string>): string | undefined {
  return [fields.cause, fields.campaignerName, fields.fullName, fields.campaignerEmail, fields.campaignerMobile].find(Boolean) ?? Object.values(fields)[0];
}

/** The modal: `otp` (spec §3) is the email's code; `mobileOtp` the SMS's, a different code. */
export const verifyApplicationInput = z.object({
  challengeId: challengeIdField(am.expired),
  otp: otpField,
  mobileOtp: text({ field: 'OTP', required: am.mobileOtpRequired })
    .trim()
    .min(1, am.mobileOtpRequired)
    .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), accountMessages.otpLength),
});
export type VerifyApplicationInput = z.infer<typeof verifyApplicationInput>;

export const resendApplicationInput = z.object({ challengeId: challengeIdField(am.expired) });

export const applicationDecisionInput = z
  .object({
    decision: z.enum(['under_review', 'approved', 'rejected']),
    reason: text({ field: 'Reason', multiline: true }).trim().max(1000, 'Reason must be at most 1000 characters').optional(),
  })
  .superRefine((v, ctx) => {
    if (v.decision === 'rejected' && !v.reason) ctx.addIssue({ code: 'custom', path: ['reason'], message: am.reasonRequired });
  });
export type ApplicationDecision = z.infer<typeof applicationDecisionInput>;

export interface ApplicationView {
  id: number;
  cause: { id: number; name: string };
  /** The person's own name. */
  name: string;
  /** The campaign's name as they gave it (empty for applications made before it was asked). */
  title: string;
  email: string;
  mobile: string;
  status: ApplicationStatus;
  reason: string | null;
  campaign: { id: number; slug: string; status: 'draft' | 'published' | 'closed' } | null;
  createdAt: string;
  decidedAt: string | null;
}
