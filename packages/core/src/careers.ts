// Jobs (issue 43; decision 0068): what a post, a resume, an application and a poster's message
// accept, how an application's state may move, and the screening words that hold a post or a
// message for staff (a fee, an Aadhaar/PAN copy, a move to Telegram/WhatsApp groups). Pay is a
// monthly range in integer paise; a closing date is an India day, open until 00:00 IST after it.
import { z } from 'zod';
import { careerMessages as km } from './careers-text.ts';
import { isIsoDate } from './dates.ts';
import { parseAmount } from './money.ts';
import { text } from './text.ts';

export const CAREER_KINDS = ['paid', 'volunteer'] as const;
export type CareerKind = (typeof CAREER_KINDS)[number];

/** held: waiting for staff; open: public; rejected: staff refused it; closed/filled: taken down. */
export const CAREER_POST_STATES = ['held', 'open', 'rejected', 'closed', 'filled'] as const;
export type CareerPostState = (typeof CAREER_POST_STATES)[number];

export const CAREER_APPLICATION_STATES = ['new', 'shortlisted', 'interview', 'offered', 'hired', 'not_selected'] as const;
export type CareerApplicationState = (typeof CAREER_APPLICATION_STATES)[number];

/** Where an application may move from each state; hired and not selected are final. */
export const CAREER_TRANSITIONS: Record<CareerApplicationState, readonly CareerApplicationState[]> = {
  new: ['shortlisted', 'not_selected'],
  shortlisted: ['interview', 'offered', 'not_selected'],
  interview: ['offered', 'not_selected'],
  offered: ['hired', 'not_selected'],
  hired: [],
  not_selected: [],
};

export const canMoveCareerApplication = (from: CareerApplicationState, to: CareerApplicationState): boolean => CAREER_TRANSITIONS[from].includes(to);

/** Open applications are told when their post is filled or closed; final ones already know. */
export const isOpenCareerApplication = (state: CareerApplicationState): boolean => CAREER_TRANSITIONS[state].length > 0;

export const CAREER_TITLE_MAX = 120;
export const CAREER_DESCRIPTION_MAX = 6000;
export const CAREER_PLACE_MAX = 80;
export const CAREER_NOTE_MAX = 1000;
export const CAREER_MESSAGE_MAX = 2000;
export const CAREER_SECTION_MAX = 4000;
export const CAREER_CLOSING_DAYS_MAX = 90;
export const CAREER_RESUME_PDF_BYTES = 2 * 1024 * 1024;
/** ₹10 lakh a month: above any post here, below a typo's reach. */
export const CAREER_PAY_MAX_PAISE = 100_000_000;
/** A poster's messages to applicants per hour (all their posts together). */
export const CAREER_MESSAGES_PER_HOUR = 20;

// ----- Screening ------------------------------------------------------------------------------

export type CareerScreenReason = 'fee' | 'id-document' | 'off-platform';

/**
 * Words that make a post or a message wait for staff, as data (tested both ways). Phrases that
 * say the opposite ("no fee", "we never charge", "कोई शुल्क नहीं") are taken out first, so an
 * honest post that promises no fee is published at once.
 */
export const CAREER_SCREEN_RULES: { reason: CareerScreenReason; patterns: RegExp[] }[] = [
  {
    reason: 'fee',
    patterns: [
      /\bfees?\b/i,
      /\bdeposits?\b/i,
      /\b(registration|joining|processing|training|security|application|interview|form)\s+(charges?|amount|money|cost)\b/i,
      /\bpay\s+(us\s+)?(rs\.?|inr|₹)\s*\d/i,
      /शुल्क/,
      /फ़?फीस/,
      /जमा\s*राशि/,
      /डिपॉ(ज़|ज)िट/,
      /रजिस्ट्रेशन\s*(चार्ज|राशि)/,
      /पंजीकरण\s*(शुल्क|राशि|चार्ज)/,
    ],
  },
  {
    reason: 'id-document',
    patterns: [/\baadh?aa?r\b/i, /\bpan\s*(card|copy|number|no\.?|details|xerox|scan)\b/i, /आधार\s*(कार्ड|की\s*(कॉपी|फ़ोटो|फोटो)|नंबर|संख्या)/, /पैन\s*(कार्ड|नंबर)/],
  },
  {
    reason: 'off-platform',
    patterns: [/\btelegram\b/i, /\bwhats\s?app\b/i, /\bt\.me\//i, /chat\.whatsapp\.com/i, /टेलीग्राम/, /व्हाट्स\s*(ए|ऐ)प/],
  },
];

/** "No fee" and its kin: removed before the rules run. */
export const CAREER_SCREEN_NEGATIONS: RegExp[] = [
  /\b(no|zero|without\s+(any\s+)?|nil)\s+(registration\s+|joining\s+|application\s+|hidden\s+)?(fees?|charges?|deposits?)\b/gi,
  /\b(never|do\s+not|don['’]t|will\s+not|won['’]t)\s+(ask\s+(you\s+)?for|charge|take|collect)\s+(any\s+)?(a\s+)?(fees?|money|deposits?|charges?)?/gi,
  /\bfree\s+of\s+(cost|charge)\b/gi,
  /\bfees?\s+(is\s+|are\s+)?(not\s+(required|charged|needed)|waived)\b/gi,
  /कोई\s*(भी\s*)?(शुल्क|फ़?फीस|जमा\s*राशि)\s*नहीं/g,
  /(शुल्क|फ़?फीस)\s*नहीं/g,
  /नि[ःः]?शुल्क/g,
];

/** The reasons a text would be held for (none: it goes out at once). */
export function screenCareerText(...texts: string[]): CareerScreenReason[] {
  let all = texts.join('\n');
  for (const n of CAREER_SCREEN_NEGATIONS) all = all.replace(n, ' ');
  return CAREER_SCREEN_RULES.filter((r) => r.patterns.some((p) => p.test(all))).map((r) => r.reason);
}

// ----- Inputs ---------------------------------------------------------------------------------

const rupees = (message: string) =>
  z
    .union([z.string(), z.number()])
    .optional()
    .transform((v, ctx) => {
      if (v === undefined || String(v).trim() === '') return null;
      const p = parseAmount(v);
      if (p === null || p <= 0 || p > CAREER_PAY_MAX_PAISE) {
        ctx.addIssue({ code: 'custom', message });
        return z.NEVER;
      }
      return p;
    });

const flag = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'true' || v === 'on' || v === '1');

export const careerPostInput = z
  .object({
    kind: z.enum(CAREER_KINDS, { error: km.kindRequired }),
    title: text({ field: 'Title', required: km.titleRequired }).trim().min(1, km.titleRequired).max(CAREER_TITLE_MAX, km.titleTooLong),
    description: text({ field: 'Description', required: km.descriptionRequired, multiline: true })
      .trim()
      .min(1, km.descriptionRequired)
      .max(CAREER_DESCRIPTION_MAX, km.descriptionTooLong),
    place: text({ field: 'Place' }).trim().max(CAREER_PLACE_MAX, km.placeTooLong).default(''),
    remote: flag,
    payMin: rupees(km.payInvalid),
    payMax: rupees(km.payInvalid),
    closesOn: z.string({ error: km.closesOnRequired }).trim().refine(isIsoDate, km.closesOnRequired),
  })
  .superRefine((p, ctx) => {
    if (!p.remote && !p.place) ctx.addIssue({ code: 'custom', path: ['place'], message: km.placeRequired });
    if (p.kind === 'paid') {
      if (p.payMin === null) ctx.addIssue({ code: 'custom', path: ['payMin'], message: km.payRequired });
      if (p.payMax === null) ctx.addIssue({ code: 'custom', path: ['payMax'], message: km.payRequired });
      if (p.payMin !== null && p.payMax !== null && p.payMin > p.payMax) ctx.addIssue({ code: 'custom', path: ['payMax'], message: km.payOrder });
    }
  })
  .transform((p) => (p.kind === 'volunteer' ? { ...p, payMin: null, payMax: null } : p));
export type CareerPostInput = z.output<typeof careerPostInput>;

const section = (field: string) => text({ field, multiline: true }).trim().max(CAREER_SECTION_MAX, km.sectionTooLong).default('');

export const careerResumeInput = z
  .object({
    summary: section('Summary'),
    experience: section('Experience'),
    education: section('Education'),
    skills: section('Skills'),
  })
  .refine((r) => Boolean(r.summary || r.experience || r.education || r.skills), { path: ['summary'], message: km.resumeEmpty });
export type CareerResumeInput = z.output<typeof careerResumeInput>;

export const careerApplyInput = z.object({
  note: text({ field: 'Note', multiline: true }).trim().max(CAREER_NOTE_MAX, km.noteTooLong).default(''),
});

export const careerMoveInput = z.object({
  state: z.enum(CAREER_APPLICATION_STATES, { error: km.stateRequired }),
});

export const careerMessageInput = z.object({
  body: text({ field: 'Message', required: km.messageRequired, multiline: true }).trim().min(1, km.messageRequired).max(CAREER_MESSAGE_MAX, km.messageTooLong),
});

export const careerSearchInput = z.object({
  q: text({ field: 'Words' }).trim().max(100).optional().catch(undefined),
  place: text({ field: 'Place' }).trim().max(CAREER_PLACE_MAX).optional().catch(undefined),
  kind: z.enum(CAREER_KINDS).optional().catch(undefined),
});
export type CareerSearch = z.output<typeof careerSearchInput>;

export const careerReasonInput = z.object({
  reason: text({ field: 'Reason' }).trim().max(300, km.reasonTooLong).default(''),
});

// ----- What the pages read --------------------------------------------------------------------

export interface CareerPostSummary {
  id: number;
  slug: string;
  kind: CareerKind;
  title: string;
  place: string;
  remote: boolean;
  payMinPaise: number | null;
  payMaxPaise: number | null;
  /** The last day (YYYY-MM-DD, India) applications are taken. */
  closesOn: string;
  postedAt: string;
  /** The foundation, or the approved shop's name. */
  organisation: string;
}

export interface CareerPostView extends CareerPostSummary {
  description: string;
  state: CareerPostState;
  /** Open and not past its closing date: takes applications. */
  open: boolean;
  /** Past its closing date (an open post whose last day has gone). */
  expired: boolean;
  /** The viewer's own application, when signed in and applied. */
  mine: { id: number; state: CareerApplicationState } | null;
  hasResume: boolean;
}

export interface CareerResumeView {
  summary: string;
  experience: string;
  education: string;
  skills: string;
  hasPdf: boolean;
  updatedAt: string;
}

export interface CareerMyApplication {
  id: number;
  state: CareerApplicationState;
  note: string;
  appliedAt: string;
  post: { slug: string; title: string; organisation: string; state: CareerPostState; filled: boolean; closed: boolean };
  /** The poster's delivered messages to this application, oldest first. */
  messages: { body: string; sentAt: string }[];
}

export interface CareerPosterPost extends CareerPostSummary {
  description: string;
  state: CareerPostState;
  heldReasons: CareerScreenReason[];
  applicants: number;
}

export interface CareerApplicantView {
  id: number;
  name: string;
  state: CareerApplicationState;
  note: string;
  appliedAt: string;
  resume: CareerResumeView | null;
  /** Where the state may move next (from CAREER_TRANSITIONS). */
  next: CareerApplicationState[];
  messages: { id: number; body: string; state: 'held' | 'sent' | 'rejected'; sentAt: string }[];
}

export interface CareerHeldMessage {
  id: number;
  body: string;
  reasons: CareerScreenReason[];
  postTitle: string;
  postSlug: string;
  createdAt: string;
}

export interface CareerAdminQueue {
  heldPosts: CareerPosterPost[];
  heldMessages: CareerHeldMessage[];
  posts: CareerPosterPost[];
}

/** Who acts on posts: staff for the foundation's posts, or the account of an approved shop for its own. */
export type CareerPoster = { as: 'staff'; userId: number | null } | { as: 'vendor'; userId: number };

export interface CareersApi {
  list(search: CareerSearch): Promise<CareerPostSummary[]>;
  bySlug(slug: string, viewerId: number | null): Promise<CareerPostView | null>;
  resume(userId: number): Promise<CareerResumeView | null>;
  saveResume(userId: number, input: CareerResumeInput, pdf: { bytes: Uint8Array } | null, meta?: { ip?: string }): Promise<CareerResumeView>;
  apply(userId: number, slug: string, note: string): Promise<{ id: number }>;
  myApplications(userId: number): Promise<CareerMyApplication[]>;
  // Posters (staff or an approved vendor)
  create(poster: CareerPoster, input: CareerPostInput): Promise<{ id: number; slug: string; state: CareerPostState }>;
  posterPosts(poster: CareerPoster): Promise<CareerPosterPost[]>;
  applicants(poster: CareerPoster, postId: number): Promise<{ post: CareerPosterPost; applicants: CareerApplicantView[] } | null>;
  move(poster: CareerPoster, applicationId: number, to: CareerApplicationState): Promise<{ state: CareerApplicationState }>;
  message(poster: CareerPoster, applicationId: number, body: string): Promise<{ id: number; state: 'held' | 'sent' }>;
  closePost(poster: CareerPoster, postId: number, filled: boolean): Promise<{ state: CareerPostState }>;
  /** The resume PDF of one applicant, for the poster of the post they applied to only. */
  applicantPdf(poster: CareerPoster, applicationId: number): Promise<Buffer | null>;
  // Staff
  adminQueue(): Promise<CareerAdminQueue>;
  releasePost(staffId: number, postId: number): Promise<void>;
  rejectPost(staffId: number, postId: number, reason: string): Promise<void>;
  staffClosePost(staffId: number, postId: number, reason: string): Promise<void>;
  releaseMessage(staffId: number, messageId: number): Promise<void>;
  rejectMessage(staffId: number, messageId: number, reason: string): Promise<void>;
}
