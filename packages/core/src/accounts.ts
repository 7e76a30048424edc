// Account rules shared by the browser and the server. Messages follow the spec word for word
// (§5), in the spec's order; the login email message says email (PRODUCT.md fixes the defect).
import { z } from 'zod';
import { OTP_DIGITS } from './constants.ts';
import { catalogue } from './i18n.ts';
import { EMAIL_MAX, isEmailAddress, mobileField } from './input.ts';
import { afterQuery } from './paging.ts';
import { text } from './text.ts';

export const ROLES = ['user', 'vendor', 'staff', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES: readonly Role[] = ['staff', 'admin'];
/** Money going back out, users and roles, settings: the admin's alone (issue 11). */
export const ADMIN_ROLES: readonly Role[] = ['admin'];

/** Name of the httpOnly session cookie (server sets and reads it; page actions too). */
export const SESSION_COOKIE = 'sid';
export const SESSION_DAYS = 30;

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 128;
export const OTP_TTL_MINUTES = 10;
/** Wrong guesses allowed at one code, and at all the codes one challenge sends (resends). */
export const OTP_MAX_ATTEMPTS = 5;
export const OTP_MAX_TOTAL_ATTEMPTS = 10;
export const OTP_RESEND_SECONDS = 30;
export const RESET_TTL_MINUTES = 30;
/** The approval email's set-password link: read tomorrow, it still works (issue 20). */
export const CAMPAIGNER_LINK_HOURS = 48;

export const accountMessages = /* @__PURE__ */ catalogue('account', {
  fullNameRequired: 'Full Name Required',
  emailRequired: 'Email Required',
  emailInvalid: 'Email Invalid',
  confirmRequired: 'Confirm Password Required',
  passwordRequired: 'Password Required',
  passwordMismatch: 'Password not Match',
  passwordShort: `Password must be at least ${PASSWORD_MIN} characters`,
  phoneRequired: 'Mobile Number Required',
  phoneInvalid: 'Mobile Number must be 10 digits',
  loginEmailRequired: 'please enter email',
  loginPasswordRequired: 'please enter password',
  otpRequired: 'Please enter otp',
  otpLength: 'It should be between 6 and 6 characters long.',
  otpWrong: 'The OTP is not correct. Please check and try again.',
  otpExpired: 'This OTP has expired. Please ask for a new one.',
  otpTooManyTries: 'Too many wrong OTPs. Please ask for a new one.',
  otpExhausted: 'Too many wrong OTPs for this registration. Please register again.',
  otpResendWait: 'Please wait a few seconds before asking for another OTP.',
  otpSent: 'We have sent an OTP to your email.',
  registrationExpired: 'Your registration has expired. Please register again.',
  phoneOtpSent: 'We have sent an OTP to your mobile number by SMS.',
  phoneVerified: 'Your mobile number is verified.',
  phoneNotVerified: 'Not verified',
  phoneVerifiedBadge: 'Verified',
  verifyPhone: 'Verify mobile',
  phoneHint: '10 digits; verify it by SMS from your profile',
  verifyPhoneHint: 'We will send a 6-digit OTP to this number by SMS.',
  confirmPhone: 'Confirm',
  resendOtp: 'Resend OTP',
  phoneVerifyExpired: 'This verification has expired. Please ask for a new OTP.',
  phoneMissing: 'Add your mobile number to your profile first.',
  phoneAlreadyVerified: 'Your mobile number is already verified.',
  phoneChanged: 'Your mobile number has changed since this OTP was sent. Please ask for a new one.',
  registered: 'Registration successful! Please log in.',
  emailTaken: 'An account with this email already exists. Please log in or reset your password.',
  badCredentials: 'Invalid email or password.',
  locked: 'Too many failed attempts. Please try again in 15 minutes or reset your password.',
  loggedIn: 'Login successful',
  loggedOut: 'You have been logged out.',
  resetHint: 'Please enter your email ID to generate password (first time donors) or to change the existing password.',
  resetSent: 'Reset Password email link has been sent on your email id!.',
  resetFailed: 'Something went wrong!.',
  resetLinkInvalid: 'This reset link is invalid or has already been used. Please ask for a new one.',
  passwordChanged: 'Your password has been set. Please log in.',
  profileSaved: 'Your details have been saved.',
  panInvalid: 'PAN must look like ABCDE1234F',
  pincodeInvalid: 'PIN code must be 6 digits',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
});

const m = accountMessages;
const trimmed = (max: number, field: string) => text({ field }).trim().max(max, m.tooLong(field, max));
/**
 * An email address: required (with the form's own message), the one address rule of
 * core/input.ts (a single address, never a list), lowercased as the server stores it.
 */
export const emailField = (required: string) =>
  text({ field: 'Email', required })
    .trim()
    .min(1, required)
    .max(EMAIL_MAX, m.tooLong('Email', EMAIL_MAX))
    .refine(isEmailAddress, m.emailInvalid)
    .transform((v) => v.toLowerCase());

export const phoneField = mobileField({ field: 'Mobile Number', required: m.phoneRequired, invalid: m.phoneInvalid });

const passwordField = text({ field: 'Password', required: m.passwordRequired })
  .min(1, m.passwordRequired)
  .max(PASSWORD_MAX, m.tooLong('Password', PASSWORD_MAX));

/** Registration (§5 order: full name, email, confirm password, password, match). */
export const registerInput = z
  .object({
    fullName: text({ field: 'Full Name', required: m.fullNameRequired }).trim().min(1, m.fullNameRequired).max(100, m.tooLong('Full Name', 100)),
    email: emailField(m.emailRequired),
    confirmPassword: text({ field: 'Confirm Password', required: m.confirmRequired })
      .min(1, m.confirmRequired)
      .max(PASSWORD_MAX, m.tooLong('Confirm Password', PASSWORD_MAX)),
    password: passwordField.min(PASSWORD_MIN, m.passwordShort),
    phone: phoneField,
    country: z.literal('India').default('India'),
    displayName: trimmed(100, 'Display name').optional(),
    role_name: text({ field: 'Role' }).max(20).optional(),
  })
  .superRefine((v, ctx) => {
    if (v.password && v.confirmPassword && v.password !== v.confirmPassword) {
      ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordMismatch });
    }
  });
export type RegisterInput = z.infer<typeof registerInput>;

export const otpField = text({ field: 'OTP', required: m.otpRequired })
  .trim()
  .min(1, m.otpRequired)
  .regex(new RegExp(`^\\d{${OTP_DIGITS}}$`), m.otpLength);

export const challengeIdField = (expired: string) => z.string({ error: expired }).regex(/^[A-Za-z0-9_-]{16,64}$/, expired);

export const verifyRegistrationInput = z.object({
  challengeId: challengeIdField(m.registrationExpired),
  otp: otpField,
});

/** The code sent by SMS to the signed-in donor's mobile. */
export const verifyPhoneInput = z.object({
  challengeId: challengeIdField(m.phoneVerifyExpired),
  otp: otpField,
});

export const resendOtpInput = z.object({ challengeId: verifyRegistrationInput.shape.challengeId });

export const loginInput = z.object({
  email: text({ field: 'Email', required: m.loginEmailRequired })
    .trim()
    .min(1, m.loginEmailRequired)
    .max(EMAIL_MAX, m.tooLong('Email', EMAIL_MAX))
    .refine(isEmailAddress, m.emailInvalid)
    .transform((v) => v.toLowerCase()),
  password: text({ field: 'Password', required: m.loginPasswordRequired })
    .min(1, m.loginPasswordRequired)
    .max(PASSWORD_MAX, m.tooLong('Password', PASSWORD_MAX)),
  role_name: text({ field: 'Role' }).max(20).optional(),
});

export const passwordResetInput = z.object({ email: emailField(m.emailRequired) });

export const passwordResetConfirmInput = z
  .object({
    token: z.string({ error: m.resetLinkInvalid }).regex(/^[A-Za-z0-9_-]{20,100}$/, m.resetLinkInvalid),
    password: passwordField.min(PASSWORD_MIN, m.passwordShort),
    confirmPassword: text({ field: 'Confirm Password', required: m.confirmRequired }).min(1, m.confirmRequired).max(PASSWORD_MAX),
  })
  .superRefine((v, ctx) => {
    if (v.password !== v.confirmPassword) ctx.addIssue({ code: 'custom', path: ['confirmPassword'], message: m.passwordMismatch });
  });

const optionalText = (max: number, field: string) => trimmed(max, field).optional();

export const profilePatch = z.object({
  fullName: trimmed(100, 'Full Name').min(1, m.fullNameRequired).optional(),
  phone: phoneField.optional(),
  addressLine: optionalText(200, 'Address'),
  city: optionalText(80, 'City'),
  district: optionalText(80, 'District'),
  state: optionalText(80, 'State'),
  pincode: text({ field: 'PIN code' })
    .trim()
    .regex(/^(\d{6})?$/, m.pincodeInvalid)
    .optional(),
  pan: text({ field: 'PAN' })
    .trim()
    .toUpperCase()
    .regex(/^([A-Z]{5}\d{4}[A-Z])?$/, m.panInvalid)
    .optional(),
});
export type ProfilePatch = z.infer<typeof profilePatch>;

export const publicUser = z.object({
  id: z.number().int(),
  fullName: z.string(),
  email: z.string(),
  phone: z.string(),
  /** The mobile was proven by a code sent to it by SMS (the email is always proven). */
  phoneVerified: z.boolean(),
  role: z.enum(ROLES),
  country: z.string(),
  addressLine: z.string(),
  city: z.string(),
  district: z.string(),
  state: z.string(),
  pincode: z.string(),
  pan: z.string(),
  createdAt: z.string(),
});
export type PublicUser = z.infer<typeof publicUser>;

export const myDonation = z.object({
  id: z.number().int(),
  reference: z.string(),
  createdAt: z.string(),
  amountPaise: z.number().int(),
  tipPaise: z.number().int(),
  urgentPaise: z.number().int(),
  status: z.enum(['pending', 'paid', 'failed', 'refunded']),
  campaignTitle: z.string(),
  campaignSlug: z.string(),
  kind: z.enum(['once', 'monthly']),
  subscriptionId: z.string().nullable(),
  receiptRequested: z.boolean(),
  /** Whether the gift carries what a receipt needs; the request form asks for what is missing. */
  hasPan: z.boolean(),
  hasAddress: z.boolean(),
  receipt: z.object({ id: z.number().int(), number: z.string() }).nullable(),
  paidAt: z.string().nullable(),
  /** How it was paid (simulator, upi, razorpay; null for a gift recorded without one). */
  method: z.string().nullable(),
  /** The donor's refund request for this gift, if any. */
  refundStatus: z.enum(['requested', 'refunding', 'refunded', 'rejected']).nullable(),
});
export type MyDonation = z.infer<typeof myDonation>;

export const impact = z.object({ totalPaise: z.number().int(), campaigns: z.number().int() });
export type Impact = z.infer<typeof impact>;

/**
 * The one message the spec shows for a registration form, in its order (§5): full name, email,
 * email pattern, confirm password, password, match; the mobile number (not in the spec's
 * list) comes last.
 */
export function registrationSummary(fields: Record<string, string>): string | undefined {
  const confirm = fields.confirmPassword;
  const ordered = [fields.fullName, fields.email, confirm === m.confirmRequired ? confirm : undefined, fields.password, confirm, fields.phone];
  return ordered.find(Boolean) ?? Object.values(fields)[0];
}

/** An account as the console's Users screen shows it. */
export const adminUserView = publicUser.extend({
  disabled: z.boolean(),
  /** Sessions still open (not expired, not ended). */
  sessions: z.number().int(),
});
export type AdminUserView = z.infer<typeof adminUserView>;

export const userAdminMessages = /* @__PURE__ */ catalogue('userAdmin', {
  pageTitle: 'Users and roles',
  lead: 'Find an account, change its role, close it or sign it out everywhere. Only an admin makes these changes; each is written to the audit log.',
  search: 'Search by name, email or mobile',
  anyRole: 'Any role',
  find: 'Find',
  none: 'No accounts match.',
  disabled: 'Closed',
  active: 'Open',
  changeRole: 'Change role',
  newRole: 'New role',
  disable: 'Close account',
  enable: 'Reopen account',
  endSessions: 'Sign out everywhere',
  notSelf: 'You cannot change your own role or close your own account: ask another admin.',
  lastAdmin: 'This is the last admin: make someone else admin first.',
  accountDisabled: 'This account is closed. Please contact the foundation.',
  notFound: 'No such account.',
  roleChanged: (email: string, role: string) => `${email} is now ${role}.`,
  disabledDone: (email: string) => `${email} is closed and signed out everywhere.`,
  enabledDone: (email: string) => `${email} is open again.`,
  sessionsEnded: (email: string, n: number) => `${email}: ${n} session${n === 1 ? '' : 's'} ended.`,
});

export const userSearchQuery = z.object({
  q: z.string().trim().max(100).optional(),
  role: z.enum(ROLES).optional(),
  after: afterQuery,
});
