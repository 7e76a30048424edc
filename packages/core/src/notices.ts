// Lost and found (issue 43; decision 0069): what a notice is, what the API and the pages' forms
// accept, the words that mark a notice as being about a child (never published: the child route
// instead), and the pages' contract with the server's notices module.
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { mobileField } from './input.ts';
import { lostFoundMessages as nm } from './notices-text.ts';
import { text } from './text.ts';

export const NOTICE_SIDES = ['lost', 'found'] as const;
export type NoticeSide = (typeof NOTICE_SIDES)[number];
/** What a public notice can be about. A child is never one of them (the child route). */
export const NOTICE_KINDS = ['pet', 'document', 'thing'] as const;
export type NoticeKind = (typeof NOTICE_KINDS)[number];

/** A notice lives 30 days from posting; its owner may renew it once, for another 30. */
export const NOTICE_LIFE_DAYS = 30;
export const NOTICE_RENEWALS_MAX = 1;
export const NOTICE_TITLE_MAX = 100;
export const NOTICE_DESCRIPTION_MAX = 2000;
export const NOTICE_LOCALITY_MAX = 80;
export const NOTICE_CITY_MAX = 60;
export const NOTICE_PHOTOS_MAX = 3;
export const NOTICE_PHOTO_BYTES = 5 * 1024 * 1024;
export const NOTICE_RELAY_MAX = 2000;
export const NOTICE_REASON_MAX = 500;
/** Relays one account may send in an hour, and one notice may receive in a day. */
export const RELAYS_PER_SENDER_PER_HOUR = 5;
export const RELAYS_PER_NOTICE_PER_DAY = 20;
/** Child reports one account may send in an hour (each is an urgent ticket for staff). */
export const CHILD_REPORTS_PER_HOUR = 5;
export const NOTICE_PAGE_SIZE = 30;

/** Where a missing or found child is reported, before and beside our staff. */
export const CHILD_HELP = {
  childline: '1098',
  emergency: '112',
  khoyaPaya: 'https://khoyapaya.gov.in',
  trackChild: 'https://trackthemissingchild.gov.in',
} as const;

// Words that clearly make a notice about a child. A pet's or a thing's notice never needs them;
// "my son's school bag", "a child seat", "our baby stroller" and "लड़की की साइकिल" are things, so a
// possessive, or one of the things children use named right after the word, is let through; and
// "minor" alone is an adjective ("a minor scratch"), a child only after lost, missing or found.
const THINGS = String.raw`(?!['’]s)(?!\s+(?:car\s+)?(?:seats?|books?|toys?|cycles?|bicycles?|bikes?|clothes|clothing|strollers?|prams?|carriers?|bags?|locks?|shoes|scooters?|bottles?|blankets?|school\s+bag|tiffin|watch|cap|jacket|sweater|umbrella)\b)`;
const HINDI_OF = '(?!\\s*(?:का|की|के)(?:\\s|$|[,.।]))';
const CHILD_PATTERNS: RegExp[] = [
  new RegExp(
    String.raw`\b(my|our|his|her|their)\s+(little\s+)?(son|daughter|child|kid|baby|boy|girl|toddler|grandson|granddaughter|nephew|niece)\b${THINGS}`,
    'i',
  ),
  /\b(lost|missing|found|lone|crying|runaway|abandoned)\s+(little\s+)?(child|children|kid|kids|baby|boy|girl|toddler|infant|son|daughter|minor)\b/i,
  /\b(child|kid|boy|girl|baby|toddler|son|daughter)\s+(aged|age|of\s+age)\s*\d/i,
  /\b\d{1,2}[\s-]*(year|yr|month)s?[\s-]*old\s+(child|kid|boy|girl|baby|toddler|son|daughter)\b/i,
  new RegExp(String.raw`\b(child|children|toddler|infant)\b${THINGS}`, 'i'),
  new RegExp(`(?:बच्चा|बच्ची|बच्चे|बालक|बालिका|शिशु|बेटा|बेटी|लड़का|लड़की|लडका|लडकी|मुन्ना|मुन्नी)${HINDI_OF}`),
];

/** Whether a notice's words clearly describe a child (refused, pointing to the child route). */
export function describesChild(...texts: string[]): boolean {
  const all = texts.join('\n');
  return CHILD_PATTERNS.some((re) => re.test(all));
}

const day = (message: string) => z.string().trim().refine(isIsoDate, message);

const checkbox = z
  .union([z.boolean(), z.string()])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true' || v === '1');

export const noticeInput = z.object({
  side: z.enum(NOTICE_SIDES, { error: nm.sideRequired }),
  kind: z.enum(NOTICE_KINDS, { error: nm.kindRequired }),
  title: text({ field: 'Title', required: nm.titleRequired }).trim().min(3, nm.titleRequired).max(NOTICE_TITLE_MAX, nm.titleTooLong),
  description: text({ field: 'Description', required: nm.descriptionRequired, multiline: true })
    .trim()
    .min(10, nm.descriptionRequired)
    .max(NOTICE_DESCRIPTION_MAX, nm.descriptionTooLong),
  locality: text({ field: 'Locality', required: nm.localityRequired }).trim().min(2, nm.localityRequired).max(NOTICE_LOCALITY_MAX, nm.localityRequired),
  city: text({ field: 'City', required: nm.cityRequired }).trim().min(2, nm.cityRequired).max(NOTICE_CITY_MAX, nm.cityRequired),
  happenedOn: day(nm.dateRequired),
});
export type NoticeInput = z.output<typeof noticeInput>;

export const relayInput = z.object({
  message: text({ field: 'Message', required: nm.messageRequired, multiline: true }).trim().min(5, nm.messageRequired).max(NOTICE_RELAY_MAX, nm.messageTooLong),
  /** The sender's own account email goes to the owner only when this is ticked. */
  shareEmail: checkbox,
});
export type RelayInput = z.output<typeof relayInput>;

export const relayReplyInput = z.object({
  message: text({ field: 'Message', required: nm.messageRequired, multiline: true }).trim().min(2, nm.messageRequired).max(NOTICE_RELAY_MAX, nm.messageTooLong),
});

export const noticeReportInput = z.object({
  reason: text({ field: 'Reason', required: nm.reasonRequired, multiline: true }).trim().min(5, nm.reasonRequired).max(NOTICE_REASON_MAX, nm.reasonRequired),
});

export const noticeHideInput = noticeReportInput;

export const childReportInput = z.object({
  side: z.enum(NOTICE_SIDES, { error: nm.sideRequired }),
  details: text({ field: 'What happened', required: nm.childDetailsRequired, multiline: true })
    .trim()
    .min(10, nm.childDetailsRequired)
    .max(NOTICE_DESCRIPTION_MAX, nm.descriptionTooLong),
  place: text({ field: 'Where', required: nm.childPlaceRequired }).trim().min(2, nm.childPlaceRequired).max(200, nm.childPlaceRequired),
  mobile: mobileField({ field: 'Mobile', required: nm.mobileRequired, invalid: nm.mobileRequired }),
});
export type ChildReportInput = z.output<typeof childReportInput>;

export const noticeSearchQuery = z.object({
  q: text({ field: 'Words' }).trim().max(100).optional(),
  place: text({ field: 'Place' }).trim().max(80).optional(),
  side: z.enum(NOTICE_SIDES).optional(),
  kind: z.enum(NOTICE_KINDS).optional(),
});
export type NoticeSearch = z.output<typeof noticeSearchQuery>;

// ----- What the pages read --------------------------------------------------------------------

export interface NoticeSummary {
  id: number;
  side: NoticeSide;
  kind: NoticeKind;
  title: string;
  locality: string;
  city: string;
  happenedOn: string;
  createdAt: string;
  expiresAt: string;
  /** The first photo's address, or null. */
  photo: string | null;
}

export type NoticeState = 'live' | 'expired' | 'resolved' | 'hidden';

export interface RelayThread {
  id: number;
  /** "Finder 1", … for the owner; the sender is never named to the owner unless they shared their email. */
  label: string;
  sharedEmail: string | null;
  messages: { id: number; fromOwner: boolean; body: string; createdAt: string }[];
}

export interface NoticeView extends NoticeSummary {
  description: string;
  photos: string[];
  /** For its owner: photos that wait for staff's look before anyone else sees them. */
  photosWaiting: boolean;
  state: NoticeState;
  renewals: number;
  /** Whether the viewer posted it (owner's actions and threads). */
  own: boolean;
  canRenew: boolean;
  /** Threads: all of them for the owner, the viewer's own for anyone else. */
  threads: RelayThread[];
}

export interface AdminNoticeRow {
  id: number;
  side: NoticeSide;
  kind: NoticeKind;
  title: string;
  description: string;
  locality: string;
  city: string;
  state: NoticeState;
  reviewed: boolean;
  reports: { reason: string; createdAt: string }[];
  hiddenReason: string | null;
  createdAt: string;
  photos: string[];
}

export interface NoticesApi {
  list(search: NoticeSearch): Promise<NoticeSummary[]>;
  view(id: number, viewerId: number | null): Promise<NoticeView | null>;
  post(ownerId: number, input: NoticeInput, photos: { fileName: string; bytes: Uint8Array }[]): Promise<{ id: number }>;
  renew(ownerId: number, id: number): Promise<{ expiresAt: string }>;
  resolve(ownerId: number, id: number): Promise<void>;
  relay(senderId: number, id: number, input: RelayInput): Promise<{ threadId: number }>;
  reply(ownerId: number, threadId: number, message: string): Promise<void>;
  report(reporterId: number, id: number, reason: string): Promise<void>;
  childReport(reporterId: number, input: ChildReportInput): Promise<{ reference: string }>;
  photo(noticeId: number, photoId: number, viewer: { id: number; staff: boolean } | null): Promise<{ bytes: Buffer; contentType: string } | null>;
  // Staff
  queue(): Promise<AdminNoticeRow[]>;
  hide(staffId: number, id: number, reason: string): Promise<void>;
  restore(staffId: number, id: number): Promise<void>;
  approve(staffId: number, id: number): Promise<void>;
}
