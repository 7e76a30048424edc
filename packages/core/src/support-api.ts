// The help desk's contract between the server's support module and the web app's pages (issue
// 41; decision 0063): what a requester sees of their tickets (never an internal note, never
// staff's account details), what staff see in the queue, and the calls both make.
import type { ListPage } from './paging.ts';
import type { CannedAction, ClockUnit, TicketAboutKind, TicketSource, TicketState, TicketTopic } from './support.ts';

export const TICKET_RATINGS = ['helped', 'not_helped'] as const;
export type TicketRating = (typeof TICKET_RATINGS)[number];

/** The one thing of the requester's a ticket is about, as each side may follow it. */
export interface TicketAbout {
  kind: TicketAboutKind;
  id: string;
  /** "Donation DN-… of ₹1,000 to …", in the reader's language. */
  label: string;
  /** The requester's own page for it (their gift, their order), when there is one. */
  path: string | null;
  /** Staff's console page for it. */
  adminPath: string | null;
}

export interface TicketAttachmentView {
  id: number;
  fileName: string;
  contentType: string;
  size: number;
}

export interface TicketMessageView {
  id: number;
  author: 'requester' | 'staff' | 'system';
  /** The requester's name, "Support team" for staff in the requester's view (staff's own names only in the console). */
  authorName: string;
  /** Staff only: never in a requester's answer, page or email. */
  internal: boolean;
  body: string;
  via: 'web' | 'email' | 'whatsapp';
  createdAt: string;
  attachments: TicketAttachmentView[];
}

export interface TicketClock {
  /** When the first answer is due; null when this topic has no answer clock or it has been answered. */
  answerDueAt: string | null;
  resolveDueAt: string | null;
  answeredAt: string | null;
  resolvedAt: string | null;
  /** Waiting on the requester: since when the clock stands still. */
  pausedSince: string | null;
  /** The rule that sets it, in the reader's language. */
  source: string;
}

export interface TicketSummary {
  id: number;
  reference: string;
  subject: string;
  topic: TicketTopic;
  state: TicketState;
  createdAt: string;
  updatedAt: string;
}

export interface RequesterTicketView extends TicketSummary {
  about: TicketAbout | null;
  clock: TicketClock;
  messages: TicketMessageView[];
  /** A reply is taken (resolved within TICKET_REOPEN_DAYS reopens it; a closed or older one starts a new linked ticket). */
  canReply: boolean;
  canClose: boolean;
  /** Resolved or closed, and not rated yet. */
  canRate: boolean;
  rating: TicketRating | null;
  ratingComment: string | null;
  /** The ticket it was folded into, or the one it follows on from. */
  mergedInto: string | null;
  follows: string | null;
  whatsapp: boolean;
}

export interface StaffTicketSummary extends TicketSummary {
  requesterName: string;
  requesterEmail: string;
  /** The requester's account, when there is one (a guest's contact message has none). */
  requesterId: number | null;
  language: string;
  source: TicketSource;
  about: TicketAbout | null;
  assignee: { id: number; name: string } | null;
  clock: TicketClock;
  /** Which promise is already broken, if any: the answer's, else the resolution's. */
  overdue: 'answer' | 'resolve' | null;
}

export interface StaffTicketView extends StaffTicketSummary {
  messages: TicketMessageView[];
  rating: TicketRating | null;
  ratingComment: string | null;
  mergedInto: string | null;
  follows: string | null;
  /** Tickets merged into this one, and those that follow on from it. */
  related: { reference: string; subject: string; state: TicketState; relation: 'merged' | 'follow_up' }[];
  whatsapp: boolean;
}

export interface CannedAnswerView {
  id: number;
  title: string;
  body: string;
  bodyHi: string;
  action: CannedAction;
  /** The state the ticket moves to when the answer is sent; null leaves it (or makes it open). */
  setState: 'waiting' | 'resolved' | null;
}

export interface CannedAnswerInput {
  title: string;
  body: string;
  bodyHi: string;
  action: CannedAction;
  setState: 'waiting' | 'resolved' | null;
}

export interface ClockRuleView {
  topic: TicketTopic;
  answerAmount: number | null;
  answerUnit: ClockUnit | null;
  resolveAmount: number | null;
  resolveUnit: ClockUnit | null;
  source: string;
  sourceHi: string;
  /** Only "other" is staff's to set: the others come from the law or the published policy. */
  editable: boolean;
}

export interface HolidayView {
  day: string;
  name: string;
  nameHi: string;
}

/** One topic's month: tickets opened in it, and how many were answered and resolved within their clock. */
export interface ClockReportRow {
  month: string;
  topic: TicketTopic;
  opened: number;
  /** Tickets with an answer clock whose due time has passed or that were answered. */
  answerCounted: number;
  answerMet: number;
  resolveCounted: number;
  resolveMet: number;
}

export interface TicketFile {
  fileName: string;
  bytes: Uint8Array;
}

export interface TicketInput {
  topic: TicketTopic;
  subject: string;
  body: string;
  /** "donation:123", "receipt:45", "campaign:6", "shop_order:SO-…": one of the requester's own. */
  about?: string | undefined;
  whatsapp?: boolean | undefined;
}

export interface StaffAnswerInput {
  body: string;
  internal: boolean;
  cannedId?: number | undefined;
  /** Where the ticket goes with this answer; absent: open (waiting when a canned answer says so). */
  state?: 'open' | 'waiting' | 'resolved' | undefined;
}

export interface QueueFilter {
  topic?: TicketTopic | undefined;
  /** 'active' (new, open, waiting) when absent. */
  state?: TicketState | 'active' | undefined;
  assignee?: 'me' | 'none' | undefined;
  /** A reference or part of a requester's email. */
  q?: string | undefined;
  after?: string | undefined;
}

export interface SupportApi {
  // The requester (a signed-in account)
  mine(userId: number): Promise<TicketSummary[]>;
  /** The things of theirs a ticket may be about: their gifts, receipts, campaigns, shop orders bought or sold. */
  aboutChoices(userId: number): Promise<TicketAbout[]>;
  open(userId: number, input: TicketInput, files: TicketFile[], meta: { ip: string }): Promise<RequesterTicketView>;
  /** Null when the ticket is not theirs (a 404, never a 403). */
  ticket(userId: number, reference: string): Promise<RequesterTicketView | null>;
  /** Answers the ticket the reply landed on: this one, or a new one that follows it. */
  reply(userId: number, reference: string, body: string, files: TicketFile[], meta: { ip: string }): Promise<RequesterTicketView>;
  close(userId: number, reference: string): Promise<RequesterTicketView>;
  rate(userId: number, reference: string, rating: TicketRating, comment: string): Promise<RequesterTicketView>;
  /** A file of one of their tickets' non-internal messages; null otherwise. */
  attachment(userId: number, reference: string, attachmentId: number): Promise<{ fileName: string; contentType: string; bytes: Buffer } | null>;

  // Staff (the console)
  queue(staffId: number, filter: QueueFilter): Promise<ListPage<StaffTicketSummary> & { counts: Record<TicketState, number> }>;
  staffTicket(reference: string): Promise<StaffTicketView | null>;
  staffAttachment(reference: string, attachmentId: number): Promise<{ fileName: string; contentType: string; bytes: Buffer } | null>;
  answer(reference: string, staffId: number, input: StaffAnswerInput): Promise<StaffTicketView>;
  assignToSelf(reference: string, staffId: number): Promise<StaffTicketView>;
  setState(reference: string, staffId: number, state: 'open' | 'waiting' | 'resolved' | 'closed'): Promise<StaffTicketView>;
  merge(reference: string, intoReference: string, staffId: number): Promise<StaffTicketView>;
  /** Months newest first, each topic with tickets in it. */
  report(months?: number): Promise<ClockReportRow[]>;
  /** How many tickets wait (new or open) and how many are past a due time (the dashboard). */
  waiting(): Promise<{ waiting: number; overdue: number }>;
  canned(): Promise<CannedAnswerView[]>;
  saveCanned(id: number | null, input: CannedAnswerInput, staffId: number): Promise<CannedAnswerView>;
  deleteCanned(id: number, staffId: number): Promise<void>;
  clocks(): Promise<ClockRuleView[]>;
  /** Staff set "other"'s clock only. */
  setOtherClock(
    input: { answerAmount: number; answerUnit: ClockUnit; resolveAmount: number; resolveUnit: ClockUnit },
    staffId: number,
  ): Promise<ClockRuleView[]>;
  holidays(): Promise<HolidayView[]>;
  addHoliday(input: HolidayView, staffId: number): Promise<HolidayView[]>;
  removeHoliday(day: string, staffId: number): Promise<HolidayView[]>;
}

/** A ticket's queue page in the console. */
export const helpAdminPath = (reference: string) => `/admin/help/${reference}`;
/** A ticket's page for its requester. */
export const helpPath = (reference: string) => `/help/${reference}`;
