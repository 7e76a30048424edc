// Contact (spec §2 Contact, §5 Contact form): five required fields, text at most 400 characters,
// the message at most 2000. Spam is kept out by a hidden honeypot, a minimum fill time, a
// proof of work solved by the visitor's browser (ALTCHA, verified on our server) and a per-IP
// limit; each refusal says what to do next and is logged.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { CONTACT_MESSAGE_MAX, CONTACT_TEXT_MAX, MOBILE_DIGITS } from './constants.ts';
import { catalogue } from './i18n.ts';
import { mobileField } from './input.ts';
import { text } from './text.ts';

/** A person needs more than this to fill five fields; a script does not. */
export const CONTACT_MIN_FILL_SECONDS = 3;
/** A form left open longer than this is refused as stale (its proof has expired too). */
export const CONTACT_MAX_FILL_SECONDS = 2 * 60 * 60;
export const CONTACT_PER_IP_PER_HOUR = 5;

export const CONTACT_STATUSES = ['new', 'read', 'replied', 'archived'] as const;
export type ContactStatus = (typeof CONTACT_STATUSES)[number];

/** Why a submission was refused as spam, as logged and counted for staff. */
export const CONTACT_REFUSALS = ['honeypot', 'too-fast', 'stale', 'no-proof', 'bad-proof', 'reused-proof', 'rate-limit'] as const;
export type ContactRefusal = (typeof CONTACT_REFUSALS)[number];

export const contactMessages = /* @__PURE__ */ catalogue('contact', {
  pageTitle: 'Contact Us',
  pageDescription: 'Write to the foundation, call our helpline or visit us. We answer every message within two working days.',
  heroEyebrow: 'We are here to help',
  heroTitle: 'Contact Us',
  heroSubtitle: 'Questions about a donation, a receipt or a campaign? Write to us and we answer within two working days.',
  formTitle: 'Send us a message',
  fullnameLabel: 'Full name',
  mobilenoLabel: 'Mobile number (10 digits)',
  emailidLabel: 'Email address',
  subjectLabel: 'Subject',
  messageLabel: 'Your message',
  send: 'Send Message',
  sending: 'Sending…',
  fullnameRequired: 'Please enter your name',
  mobilenoRequired: 'Please enter mobile number',
  mobilenoInvalid: `Mobile number must be ${MOBILE_DIGITS} digits`,
  emailidRequired: 'Please enter email address',
  subjectRequired: 'Please enter a subject',
  messageRequired: 'Please enter your message',
  tooLong: (field: string, max: number) => `${field} must be at most ${max} characters`,
  sent: 'Thank you for your message. We will get back to you within two working days.',
  sentTitle: 'Message sent',
  sendAnother: 'Send another message',
  // The human check.
  humanLegend: 'Human check',
  humanIdle: 'We check that you are a person, right here in your browser: no puzzle, no other website.',
  humanWorking: 'Checking that you are a person…',
  humanDone: 'Verified: you are a person.',
  humanFailed: 'The check did not finish. Press Send Message to try again.',
  humanNoScript: 'This check runs in your browser and needs JavaScript. Without it, please write to us by email instead.',
  // Refusals: what happened and what to do next, never which trap was sprung.
  refusedProof: 'We could not check that you are a person. Please wait for “Verified” beside the button, then send again.',
  refusedTooFast: 'That was quicker than a person can type. Please check your message and send it again.',
  refusedStale: 'This form was open too long. Please reload the page and send your message again.',
  refusedHoneypot: 'Your message could not be sent. Please write to us by email instead.',
  refusedRateLimit: 'Too many messages from your network. Please try again in an hour, or call our helpline.',
  // Cards.
  helplineTitle: 'Helpline',
  helplineHint: 'Monday to Saturday, 10 am to 6 pm',
  emailTitle: 'Email',
  emailHint: 'We answer within two working days',
  addressTitle: 'Address',
  mapShow: 'Show the map',
  mapHint: 'The map comes from Google Maps; nothing is loaded from Google until you press this.',
  mapTitle: 'Map to our office',
  // Staff's inbox.
  inboxTitle: 'Contact messages',
  inboxEmpty: 'No messages here.',
  allButArchived: 'All but archived',
  statusLabels: { new: 'New', read: 'Read', replied: 'Replied', archived: 'Archived' } satisfies Record<ContactStatus, string>,
  markAs: { read: 'Mark read', replied: 'Mark replied', archived: 'Archive' } satisfies Record<Exclude<ContactStatus, 'new'>, string>,
  reply: 'Reply by email',
  erased: 'Withdrawn by the sender: personal data deleted.',
  refusedCount: (n: number) => `${n} submission${n === 1 ? '' : 's'} refused as spam in the last 7 days.`,
  notFound: 'Message not found',
  moved: (status: string) => `Marked as ${status.toLowerCase()}.`,
});

const c = contactMessages;

const line = (field: string, required: string) => text({ field, required }).trim().min(1, required).max(CONTACT_TEXT_MAX, c.tooLong(field, CONTACT_TEXT_MAX));

/** The spec's field names, as the page posts them. */
export const contactInput = z.object({
  fullname: line('Name', c.fullnameRequired),
  mobileno: mobileField({ field: 'Mobile number', required: c.mobilenoRequired, invalid: c.mobilenoInvalid }),
  emailid: emailField(c.emailidRequired),
  subject: line('Subject', c.subjectRequired),
  'your-message': text({ field: 'Message', required: c.messageRequired, multiline: true })
    .trim()
    .min(1, c.messageRequired)
    .max(CONTACT_MESSAGE_MAX, c.tooLong('Message', CONTACT_MESSAGE_MAX)),
});
export type ContactInput = z.infer<typeof contactInput>;

/** The spam checks' fields: the honeypot (left empty by people), when the form was shown, the proof. */
export const contactGuardInput = z.object({
  website: z.string().max(400).optional(),
  startedAt: z.string().max(100).optional(),
  altcha: z.string().max(4000).optional(),
});

/** The first message in the form's order (the page shows one toast). */
export function contactSummary(fields: Record<string, string>): string | undefined {
  return [fields.fullname, fields.mobileno, fields.emailid, fields.subject, fields['your-message']].find(Boolean) ?? Object.values(fields)[0];
}

export interface ContactMessageView {
  id: number;
  fullname: string;
  mobileno: string;
  emailid: string;
  subject: string;
  message: string;
  status: ContactStatus;
  erased: boolean;
  createdAt: string;
}

/** An ALTCHA challenge as the browser gets it (the v2 parameters and their signature). */
export interface HumanChallenge {
  parameters: {
    algorithm: string;
    nonce: string;
    salt: string;
    cost: number;
    keyLength: number;
    keyPrefix: string;
    keySignature?: string | undefined;
    expiresAt?: number | undefined;
  };
  signature?: string | undefined;
}
