// Message texts. Plain text on purpose: readable in any mail client and in an SMS.
export type TemplateData = Record<string, string>;

type Rendered = { subject: string; body: string };

export const templates = {
  'register-otp-email': (d: TemplateData): Rendered => ({
    subject: `Your ${d.site} verification code: ${d.code}`,
    body: `Namaste ${d.name},\n\nYour one-time password (OTP) to finish registering is ${d.code}.\nIt is valid for ${d.minutes} minutes. Do not share it with anyone; our team will never ask for it.\n\nIf you did not try to register, you can ignore this email.\n\n${d.site}`,
  }),
  'phone-otp-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `${d.code} is your ${d.site} OTP to verify this mobile number. Valid ${d.minutes} min. Do not share it.`,
  }),
  'password-reset': (d: TemplateData): Rendered => ({
    subject: `Set your ${d.site} password`,
    body: `Namaste ${d.name},\n\nUse this link to set your password (valid for ${d.minutes} minutes, once):\n${d.link}\n\nIf you gave to us before without an account, setting a password lets you see those donations and request 80G receipts.\nIf you did not ask for this, ignore this email: your account is unchanged.\n\n${d.site}`,
  }),
  'donation-thanks-email': (d: TemplateData): Rendered => ({
    subject: `Thank you for your donation of ${d.total} to ${d.campaign}`,
    body: `Namaste ${d.name},\n\nThank you! Your donation is confirmed.\n\nCampaign: ${d.campaign}\nDonation: ${d.amount}${d.extras}\nTotal paid: ${d.total}\nReference: ${d.reference}\nPaid on: ${d.date}\nMode: ${d.mode}\n\nYou can request an 80G tax receipt from your profile (${d.profileUrl}); sign in with this email, or set a password there if you gave without an account.\n\nSee how the campaign is doing: ${d.campaignUrl}\n\n${d.site}`,
  }),
  'donation-thanks-sms': (d: TemplateData): Rendered => ({
    subject: '',
    body: `Thank you ${d.name}! Your donation of ${d.total} to ${d.campaign} is confirmed. Ref ${d.reference}. - ${d.site}`,
  }),
} as const;

export type TemplateName = keyof typeof templates;

/**
 * The data that would let whoever reads the message log act as the recipient (a code, a link
 * with a token). In production these are stored redacted (see service.ts).
 */
export const secretFields: Partial<Record<TemplateName, readonly string[]>> = {
  'register-otp-email': ['code'],
  'phone-otp-sms': ['code'],
  'password-reset': ['link'],
};

export const REDACTED = '[hidden]';
