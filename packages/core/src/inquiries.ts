// "Ask the seller" (issue 41): a signed-in buyer's question to one shop, about the shop or one of
// its listed products, answered by the vendor in /seller/inbox. The thread is the buyer's and
// the vendor's only; the vendor sees the buyer's first name, and their phone only when the buyer
// ticked the box; never their email or address. A vendor may report a thread to staff (a help
// desk ticket), which closes it to the buyer. The limits below are counted by the server's rate
// limiter (per buyer, per network, per thread).
import { z } from 'zod';
import { catalogue } from './i18n.ts';
import { rowIdParam } from './ids.ts';
import { text } from './text.ts';

export const INQUIRY_SUBJECT_MAX = 150;
export const INQUIRY_BODY_MAX = 2000;
export const INQUIRY_REASON_MIN = 10;
export const INQUIRY_REASON_MAX = 1000;
/** New questions one buyer may ask in a day, and one network (sourceOf) in an hour. */
export const INQUIRIES_PER_BUYER_PER_DAY = 10;
export const INQUIRIES_PER_NETWORK_PER_HOUR = 30;
/** Messages one side may add to one thread in an hour (the question itself not counted). */
export const INQUIRY_MESSAGES_PER_THREAD_PER_HOUR = 20;

/** open: waiting for the vendor; answered: the vendor wrote last; reported: closed to the buyer, a ticket for staff. */
export const INQUIRY_STATUSES = ['open', 'answered', 'reported'] as const;
export type InquiryStatus = (typeof INQUIRY_STATUSES)[number];
export const INQUIRY_AUTHORS = ['buyer', 'vendor'] as const;
export type InquiryAuthor = (typeof INQUIRY_AUTHORS)[number];

export const inquiryText = /* @__PURE__ */ catalogue('inquiries', {
  // The product and shop pages
  askTitle: 'Ask the seller',
  askLead: 'Your question goes to the seller’s inbox; they answer on this site and you get an email.',
  askPrivacy: 'The seller sees your first name and your question, never your email or address.',
  askLink: 'Ask the seller a question',
  askLinkHint: 'You sign in first if you have not, and come straight back to the question.',
  aboutProduct: (title: string) => `About: ${title}`,
  askShop: (name: string) => `Ask ${name}`,
  subjectLabel: 'Subject',
  bodyLabel: 'Your question',
  sharePhone: 'Share my phone number with the seller',
  sharePhoneHint: (phone: string) => `${phone}, only if you want the seller to call you. Left unticked, it stays private.`,
  noProvenPhone: 'To share a phone number, prove your mobile in your profile first. The seller never sees it otherwise.',
  send: 'Send the question',
  sent: 'Your question is with the seller',
  ownShop: 'This is your shop: buyers’ questions arrive in your inbox.',
  openInbox: 'Open your inbox',
  // The buyer's pages
  questionsTitle: 'Your questions to sellers',
  questionsLead: 'Each conversation is yours and the seller’s only, newest activity first.',
  noQuestions: 'You have not asked a seller anything yet.',
  browseShop: 'Browse the shop',
  withShop: (name: string) => `With ${name}`,
  phoneSharedNote: 'You shared your phone number with this seller.',
  closedNote: 'This conversation is closed: you cannot write to it any more.',
  allQuestions: 'All your questions',
  // The vendor's inbox
  inboxTitle: 'Inbox',
  inboxLead: 'Buyers’ questions to your shop, newest activity first. Answer them here; the buyer gets an email.',
  inboxEmpty: 'No questions yet.',
  fromBuyer: (first: string) => `From ${first}`,
  buyerPhone: (phone: string) => `Phone shared by the buyer: ${phone}`,
  phoneNotShared: 'The buyer did not share a phone number: answer here.',
  allInbox: 'All questions',
  reportTitle: 'Report abuse',
  reportLead: 'Staff read the whole conversation as a ticket. The buyer can no longer write to it.',
  reportReasonLabel: 'What is wrong?',
  reportSend: 'Report to staff',
  reported: 'Reported: staff have the conversation as a ticket',
  reportedNote: 'You reported this conversation to staff. The buyer cannot write to it.',
  // Both
  you: 'You',
  seller: 'Seller',
  replyLabel: 'Your reply',
  sendReply: 'Send the reply',
  replied: 'Your reply is sent',
  lastActivity: (date: string) => `Last message ${date}`,
  statusBuyer: { open: 'Waiting for the seller', answered: 'Answered', reported: 'Closed' } as Record<InquiryStatus, string>,
  statusVendor: { open: 'Waiting for your answer', answered: 'Answered', reported: 'Reported' } as Record<InquiryStatus, string>,
  notFound: 'Question not found',
  // Refusals
  targetRequired: 'Choose a shop or a product to ask about',
  shopUnknown: 'This shop is not taking questions',
  productUnknown: 'This product is not taking questions',
  ownShopRefused: 'You cannot ask your own shop a question',
  subjectRequired: 'Please write a subject',
  subjectTooLong: `The subject can be at most ${INQUIRY_SUBJECT_MAX} characters`,
  bodyRequired: 'Please write your question',
  bodyTooLong: `A message can be at most ${INQUIRY_BODY_MAX} characters`,
  replyRequired: 'Please write your reply',
  reasonRequired: `Please say what is wrong (at least ${INQUIRY_REASON_MIN} characters)`,
  reasonTooLong: `The reason can be at most ${INQUIRY_REASON_MAX} characters`,
  phoneNeedsProof: 'Only a mobile proven in your profile can be shared: prove it first',
  tooManyQuestions: 'You have asked many questions today: please try again tomorrow',
  tooManyFromNetwork: 'Too many questions from your network: please try again in an hour',
  tooManyMessages: 'Too many messages in this conversation: please wait an hour',
  threadClosed: 'This conversation is closed',
  alreadyReported: 'This conversation is reported already',
  noShop: 'You have no shop',
  // The ticket a report opens (the help desk)
  reportSubject: (subject: string) => `A seller reports a buyer’s question: ${subject}`,
  reportBody: (reason: string, thread: string) => `The seller’s reason:\n${reason}\n\nThe conversation:\n${thread}`,
  threadLine: (who: string, date: string, body: string) => `${who}, ${date}:\n${body}`,
  buyerWho: (first: string) => `Buyer (${first})`,
});
const it = inquiryText;

// ----- Input ----------------------------------------------------------------------------------

const SLUG = /^[a-z0-9-]{1,120}$/;
const slug = z.string().trim().regex(SLUG, it.targetRequired).optional();
/** A checkbox as a form (`on`) or a JSON client (true) sends it; unticked by default. */
const checkbox = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('false'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');
const message = (required: string) => text({ field: 'Message', required, multiline: true }).trim().min(1, required).max(INQUIRY_BODY_MAX, it.bodyTooLong);

/** A new question: about a product (its shop is the product's) or a shop. */
export const askInput = z
  .object({
    product: slug,
    shop: slug,
    subject: text({ field: 'Subject', required: it.subjectRequired }).trim().min(1, it.subjectRequired).max(INQUIRY_SUBJECT_MAX, it.subjectTooLong),
    body: message(it.bodyRequired),
    sharePhone: checkbox,
  })
  .superRefine((v, ctx) => {
    if (!v.product && !v.shop) ctx.addIssue({ code: 'custom', path: ['shop'], message: it.targetRequired });
  });
export type AskInput = z.infer<typeof askInput>;

export const inquiryReplyInput = z.object({ body: message(it.replyRequired) });
export const inquiryReportInput = z.object({
  reason: text({ field: 'Reason', required: it.reasonRequired, multiline: true })
    .trim()
    .min(INQUIRY_REASON_MIN, it.reasonRequired)
    .max(INQUIRY_REASON_MAX, it.reasonTooLong),
});
export const inquiryParam = z.object({ id: rowIdParam(it.notFound) });

// ----- Views ----------------------------------------------------------------------------------

const isoDate = z.string().describe('ISO 8601 timestamp (UTC)');
export const inquiryMessageView = z.object({ author: z.enum(INQUIRY_AUTHORS), body: z.string(), createdAt: isoDate });
const productRef = z.object({ slug: z.string(), title: z.string() }).nullable().describe('The product asked about, while it is on sale');

/** A thread as its buyer sees it: the shop's name, never the vendor's account. */
export const buyerInquiryView = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  shop: z.object({ name: z.string(), slug: z.string().nullable() }),
  product: productRef,
  phoneShared: z.boolean(),
  canReply: z.boolean(),
  messages: z.array(inquiryMessageView),
  createdAt: isoDate,
  lastMessageAt: isoDate,
});
export type BuyerInquiryView = z.infer<typeof buyerInquiryView>;

/** A thread as its vendor sees it: the buyer's first name, and their phone only when they shared it. */
export const vendorInquiryView = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  buyer: z.object({ firstName: z.string(), phone: z.string().nullable().describe('Only when the buyer chose to share it') }),
  product: productRef,
  canReply: z.boolean(),
  canReport: z.boolean(),
  messages: z.array(inquiryMessageView),
  createdAt: isoDate,
  lastMessageAt: isoDate,
});
export type VendorInquiryView = z.infer<typeof vendorInquiryView>;

export const buyerInquirySummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  shopName: z.string(),
  lastMessageAt: isoDate,
});
export type BuyerInquirySummary = z.infer<typeof buyerInquirySummary>;

export const vendorInquirySummary = z.object({
  id: z.number().int(),
  subject: z.string(),
  status: z.enum(INQUIRY_STATUSES),
  buyerFirstName: z.string(),
  lastMessageAt: isoDate,
});
export type VendorInquirySummary = z.infer<typeof vendorInquirySummary>;

/** What the ask form shows a signed-in buyer about the shop asked. */
export interface AskTarget {
  shop: { name: string; slug: string };
  product: { slug: string; title: string } | null;
  /** The asker's own shop: no form. */
  own: boolean;
  /** The asker's proven mobile, which the box shares (null: no box). */
  phone: string | null;
}

/** The buyer's first name as the vendor sees it. */
export function firstName(fullName: string): string {
  return fullName.trim().split(/\s+/)[0] ?? '';
}

export interface InquiriesApi {
  /** `ip`: the client's address, for the per-network limit. */
  ask(userId: number, input: AskInput, ip: string | null): Promise<BuyerInquiryView>;
  /** The ask form's shop and product, as the buyer may ask it; null when it takes no questions. */
  askTarget(userId: number, target: { product?: string | undefined; shop?: string | undefined }): Promise<AskTarget | null>;
  buyerList(userId: number): Promise<BuyerInquirySummary[]>;
  /** Null for anyone but the thread's buyer. */
  buyerThread(userId: number, id: number): Promise<BuyerInquiryView | null>;
  buyerReply(userId: number, id: number, body: string): Promise<BuyerInquiryView>;
  vendorList(userId: number): Promise<VendorInquirySummary[]>;
  /** Null for anyone but the thread's shop. */
  vendorThread(userId: number, id: number): Promise<VendorInquiryView | null>;
  vendorReply(userId: number, id: number, body: string): Promise<VendorInquiryView>;
  /** The vendor reports the thread: a ticket for staff, and the buyer can write no more. */
  report(userId: number, id: number, reason: string): Promise<VendorInquiryView>;
}
