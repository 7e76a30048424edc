// The help desk's input (issue 41): what the API and the pages' actions accept, and the messages
// the server answers with (errors, the labels of what a ticket is about, the emails' lines). The
// pages' own words are in support-text.ts.
import { z } from 'zod';
import { catalogue } from './i18n.ts';
import { formatINR } from './money.ts';
import {
  CANNED_ACTIONS,
  CLOCK_UNITS,
  TICKET_ATTACHMENT_BYTES,
  TICKET_ATTACHMENTS_MAX,
  TICKET_MESSAGE_MAX,
  TICKET_RATING_COMMENT_MAX,
  TICKET_REFERENCE,
  TICKET_SUBJECT_MAX,
  TICKET_TOPICS,
} from './support.ts';
import { TICKET_RATINGS } from './support-api.ts';
import { text } from './text.ts';

export const supportMessages = /* @__PURE__ */ catalogue('supportMessages', {
  topicRequired: 'Choose what the ticket is about.',
  subjectRequired: 'Please write a subject.',
  subjectTooLong: `The subject can be at most ${TICKET_SUBJECT_MAX} characters.`,
  bodyRequired: 'Please write your message.',
  bodyTooLong: `The message can be at most ${TICKET_MESSAGE_MAX} characters.`,
  aboutNotFound: 'That is not one of your donations, receipts, campaigns or orders.',
  tooManyFiles: `Attach at most ${TICKET_ATTACHMENTS_MAX} files.`,
  fileTooBig: (name: string) => `${name} is larger than ${TICKET_ATTACHMENT_BYTES / 1024 / 1024} MB.`,
  fileType: (name: string) => `${name} is not a PDF, JPEG or PNG file.`,
  fileUnreadable: (name: string) => `${name} could not be read as a picture.`,
  tooManyTickets: 'You have opened many tickets today. Please add to one you already have, or try again tomorrow.',
  tooManyFromNetwork: 'Many tickets have come from your network in the last hour. Please try again later.',
  notFound: 'We could not find that ticket.',
  closedNoReply: 'This ticket is closed.',
  notRatable: 'You can rate a ticket once, after it is resolved.',
  ratingRequired: 'Choose whether it helped.',
  commentTooLong: `The comment can be at most ${TICKET_RATING_COMMENT_MAX} characters.`,
  cannedNotFound: 'That canned answer no longer exists.',
  cannedTitleRequired: 'Please give the canned answer a title.',
  cannedBodyRequired: 'Please write the answer in English.',
  cannedBodyHiRequired: 'Please write the answer in Hindi too.',
  actionNeedsAbout: 'This canned answer acts on what the ticket is about, and this ticket is about nothing it can act on.',
  actionFailed: (why: string) => `The answer was not sent: ${why}`,
  mergeSelf: 'A ticket cannot be merged into itself.',
  mergeTarget: 'Enter the reference of an open ticket to merge into.',
  mergeRequester: 'Only tickets of the same requester can be merged.',
  notActive: 'This ticket is no longer being worked on.',
  stateMove: 'A ticket cannot move to that state from where it is.',
  clockAmount: 'Enter a whole number from 1 to 1000.',
  clockUnit: 'Choose a unit.',
  holidayDay: 'Enter a date as YYYY-MM-DD.',
  holidayName: 'Please name the holiday.',
  holidayNameHi: 'Please name the holiday in Hindi too.',
  // What a ticket is about, as its labels read
  aboutDonation: (ref: string, amount: number, campaign: string) => `Donation ${ref} of ${formatINR(amount)} to ${campaign}`,
  aboutReceipt: (number: string, ref: string) => `Receipt ${number} (donation ${ref})`,
  aboutCampaign: (title: string) => `Campaign: ${title}`,
  aboutShopOrder: (ref: string, shop: string) => `Order ${ref} from ${shop}`,
  aboutSoldOrder: (ref: string) => `Order ${ref} sold by your shop`,
  aboutRefund: (id: string) => `Refund request ${id}`,
  aboutDispute: (id: string) => `Order dispute ${id}`,
  aboutContact: (id: string) => `Contact message ${id}`,
  aboutInquiry: (id: string) => `Seller question ${id}`,
  whatsappNeedsPhone: 'To get answers by WhatsApp, prove your mobile in your profile first.',
  dueBy: (when: string) => `We answer by ${when} at the latest.`,
  stateLine: (state: string) =>
    state === 'waiting'
      ? 'We are waiting for your answer: reply to this email or on the site.'
      : state === 'resolved'
        ? 'We think this settles it. If not, reply within 7 days and the ticket opens again.'
        : 'We are still working on it.',
  staffName: 'Support team',
  systemName: 'Help desk',
  // The system's lines in a thread
  // Both sides read it in the thread: neither "you" nor "the requester".
  ownTicket: 'You opened this ticket yourself: another member of staff answers and settles it.',
  reopened: 'A new message came in: the ticket is open again.',
  followsOn: (ref: string) => `This follows on from ticket ${ref}, resolved more than 7 days ago.`,
  mergedNote: (from: string) => `Ticket ${from} was merged into this one.`,
  mergedAway: (into: string) => `Merged into ticket ${into}.`,
  resentReceipt: (number: string) => `The receipt ${number} was emailed again.`,
  openedRefund: (ref: string) => `A refund request was opened for donation ${ref}.`,
  markedForReview: (ref: string) => `Order ${ref} was marked for staff review.`,
  closedByRequester: 'The requester closed the ticket.',
  // Canned actions' reasons they cannot run
  receiptMissing: 'the donation has no receipt yet',
  refundExists: 'a refund request for this donation exists already',
  notRefundable: 'this donation cannot be refunded',
});
const sm = supportMessages;

const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');

const body = (required: string) => text({ field: 'Message', required, multiline: true }).trim().min(1, required).max(TICKET_MESSAGE_MAX, sm.bodyTooLong);

/** A reference as typed: upper-cased, and "HD-…" only. */
export const ticketReference = z
  .string()
  .trim()
  .transform((v) => v.toUpperCase())
  .refine((v) => TICKET_REFERENCE.test(v), { message: sm.notFound });

export const ticketInput = z.object({
  topic: z.enum(TICKET_TOPICS, { error: sm.topicRequired }),
  subject: text({ field: 'Subject', required: sm.subjectRequired }).trim().min(1, sm.subjectRequired).max(TICKET_SUBJECT_MAX, sm.subjectTooLong),
  body: body(sm.bodyRequired),
  about: z
    .string()
    .trim()
    .max(80, sm.aboutNotFound)
    .regex(/^([a-z_]+:[A-Za-z0-9-]{1,60})?$/, sm.aboutNotFound)
    .optional()
    .transform((v) => v || undefined),
  whatsapp: checkbox,
});

export const ticketReplyInput = z.object({ body: body(sm.bodyRequired) });

export const ticketRatingInput = z.object({
  rating: z.enum(TICKET_RATINGS, { error: sm.ratingRequired }),
  comment: text({ field: 'Comment', multiline: true }).trim().max(TICKET_RATING_COMMENT_MAX, sm.commentTooLong).optional().default(''),
});

export const staffAnswerInput = z.object({
  body: body(sm.bodyRequired),
  internal: checkbox,
  cannedId: z.coerce.number().int().positive().optional(),
  state: z.enum(['open', 'waiting', 'resolved']).optional(),
});

export const cannedInput = z.object({
  title: text({ field: 'Title', required: sm.cannedTitleRequired }).trim().min(1, sm.cannedTitleRequired).max(120),
  body: text({ field: 'Message', required: sm.cannedBodyRequired, multiline: true })
    .trim()
    .min(1, sm.cannedBodyRequired)
    .max(TICKET_MESSAGE_MAX, sm.bodyTooLong),
  bodyHi: text({ field: 'Message', required: sm.cannedBodyHiRequired, multiline: true })
    .trim()
    .min(1, sm.cannedBodyHiRequired)
    .max(TICKET_MESSAGE_MAX, sm.bodyTooLong),
  action: z.enum(CANNED_ACTIONS).default('none'),
  setState: z
    .enum(['waiting', 'resolved', ''])
    .optional()
    .transform((v) => (v ? v : null)),
});

const clockAmount = z.coerce.number({ error: sm.clockAmount }).int(sm.clockAmount).min(1, sm.clockAmount).max(1000, sm.clockAmount);
export const otherClockInput = z.object({
  answerAmount: clockAmount,
  answerUnit: z.enum(CLOCK_UNITS, { error: sm.clockUnit }),
  resolveAmount: clockAmount,
  resolveUnit: z.enum(CLOCK_UNITS, { error: sm.clockUnit }),
});

export const holidayInput = z.object({
  day: z
    .string()
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, sm.holidayDay)
    .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v), { message: sm.holidayDay }),
  name: text({ field: 'Name', required: sm.holidayName }).trim().min(1, sm.holidayName).max(100),
  nameHi: text({ field: 'Name', required: sm.holidayNameHi }).trim().min(1, sm.holidayNameHi).max(100),
});
