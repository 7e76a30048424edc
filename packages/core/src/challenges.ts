// Challenges (issue 42; decision 0067): the rules a pledge's money follows, what the API and the
// pages' forms accept, and the pages' contract with the server's challenges module. Units travel
// as hundredths ("centi": 2.5 km is 250) so no amount is ever a float; money is integer paise.
import { z } from 'zod';
import { emailField } from './accounts.ts';
import { challengeMessages as cm } from './challenges-text.ts';
import { isIsoDate } from './dates.ts';
import { givingMessages as gm } from './giving.ts';
import { mobileField } from './input.ts';
import { parseAmount } from './money.ts';
import { text } from './text.ts';

export const CHALLENGE_SLUG_RE = /^[a-z0-9]+(?:-[a-z0-9]+){0,12}$/;
export const CHALLENGE_TITLE_MAX = 120;
export const CHALLENGE_STORY_MAX = 4000;
export const CHALLENGE_UNIT_MAX = 20;
export const CHALLENGE_TEAMS_MAX = 10;
export const CHALLENGE_NOTE_MAX = 200;
export const CHALLENGE_DISPLAY_NAME_MAX = 40;
export const CHALLENGE_PHOTO_BYTES = 5 * 1024 * 1024;
/** A goal or a log above a million units is a typo, whatever the unit. */
export const CHALLENGE_UNITS_MAX = 1_000_000;
/** ₹10,000 per unit and a ₹5,00,000 cap: far above any real pledge, far below the order limit's risk. */
export const PLEDGE_RATE_MAX_PAISE = 1_000_000;
export const PLEDGE_CAP_MAX_PAISE = 50_000_000;
export const LEADERBOARD_SIZE = 20;

/**
 * What a pledge becomes: min(units × rate, cap) in whole paise. Units are hundredths, so
 * units × rate / 100 can end in a fraction of a paisa; it is rounded half up (0.5 paisa → 1, 0.49
 * → 0), the everyday rule a pledger checks on paper, computed in integers (no float ever). The cap
 * is applied after rounding, so the amount is never above it.
 */
export function pledgeAmountPaise(unitsCenti: number, ratePaise: number, capPaise: number): number {
  if (unitsCenti <= 0) return 0;
  const hundredths = BigInt(unitsCenti) * BigInt(ratePaise);
  const rounded = Number((hundredths + 50n) / 100n);
  return Math.min(rounded, capPaise);
}

/** "2.5" → 250; at most two decimals; null when unreadable or not above zero. */
export function parseUnits(typed: string | number): number | null {
  const v = String(typed).trim();
  if (!/^\d{1,7}(\.\d{1,2})?$/.test(v)) return null;
  const [whole = '0', frac = ''] = v.split('.');
  const centi = Number(whole) * 100 + Number(frac.padEnd(2, '0'));
  return centi > 0 ? centi : null;
}

/** 250 → "2.5", 300 → "3". */
export function formatUnits(centi: number): string {
  const whole = Math.floor(centi / 100);
  const frac = centi % 100;
  if (!frac) return whole.toLocaleString('en-IN');
  return `${whole.toLocaleString('en-IN')}.${String(frac).padStart(2, '0').replace(/0$/, '')}`;
}

const unitsField = (required: string) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const c = parseUnits(v);
    if (c === null || c > CHALLENGE_UNITS_MAX * 100) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return c;
  });

const rupeesField = (required: string, maxPaise: number) =>
  z.union([z.string(), z.number()]).transform((v, ctx) => {
    const p = parseAmount(v);
    if (p === null || p <= 0 || p > maxPaise) {
      ctx.addIssue({ code: 'custom', message: required });
      return z.NEVER;
    }
    return p;
  });

const day = (message: string) => z.string().trim().refine(isIsoDate, message);

export const challengeInput = z
  .object({
    title: text({ field: 'Title', required: cm.titleRequired }).trim().min(1, cm.titleRequired).max(CHALLENGE_TITLE_MAX, cm.titleTooLong),
    titleHi: text({ field: 'Title (Hindi)' }).trim().max(CHALLENGE_TITLE_MAX, cm.titleTooLong).default(''),
    story: text({ field: 'Story', required: cm.storyRequired, multiline: true }).trim().min(1, cm.storyRequired).max(CHALLENGE_STORY_MAX, cm.storyTooLong),
    storyHi: text({ field: 'Story (Hindi)', multiline: true }).trim().max(CHALLENGE_STORY_MAX, cm.storyTooLong).default(''),
    unit: text({ field: 'Unit', required: cm.unitRequired }).trim().min(1, cm.unitRequired).max(CHALLENGE_UNIT_MAX, cm.unitRequired),
    unitHi: text({ field: 'Unit (Hindi)' }).trim().max(CHALLENGE_UNIT_MAX, cm.unitRequired).default(''),
    goal: unitsField(cm.goalRequired),
    maxPerLog: unitsField(cm.maxPerLogRequired),
    startsOn: day(cm.dateRequired),
    endsOn: day(cm.dateRequired),
    campaign: text({ field: 'Campaign', required: cm.campaignRequired }).trim().min(1, cm.campaignRequired).max(120, cm.campaignRequired),
    teams: z
      .array(text({ field: 'Team' }).trim().max(60, cm.teamTooLong))
      .max(CHALLENGE_TEAMS_MAX, cm.tooManyTeams)
      .default([])
      .transform((list) => [...new Set(list.filter(Boolean))]),
  })
  .refine((c) => c.endsOn >= c.startsOn, { path: ['endsOn'], message: cm.endBeforeStart });
export type ChallengeInput = z.output<typeof challengeInput>;

export const joinInput = z.object({
  displayName: text({ field: 'Display name' }).trim().max(CHALLENGE_DISPLAY_NAME_MAX, cm.displayNameTooLong).default(''),
  team: z
    .union([z.string(), z.number()])
    .optional()
    .transform((v) => (v === undefined || v === '' ? null : Number(v))),
});
export type JoinInput = z.output<typeof joinInput>;

export const logInput = z.object({
  units: unitsField(cm.unitsRequired),
  note: text({ field: 'Note' }).trim().max(CHALLENGE_NOTE_MAX, cm.noteTooLong).default(''),
});
export type LogInput = z.output<typeof logInput>;

export const pledgeInput = z
  .object({
    rate: rupeesField(cm.rateRequired, PLEDGE_RATE_MAX_PAISE),
    cap: rupeesField(cm.capRequired, PLEDGE_CAP_MAX_PAISE),
    name: text({ field: 'Name', required: gm.enterName }).trim().min(1, gm.enterName).max(100, gm.enterName),
    email: emailField(gm.enterEmail),
    mobile: mobileField({ field: 'Mobile', required: gm.enterNumber, invalid: gm.mobileDigits }),
  })
  .refine((p) => p.cap >= p.rate, { path: ['cap'], message: cm.capBelowRate });
export type PledgeInput = z.output<typeof pledgeInput>;

export const hideInput = z.object({
  reason: text({ field: 'Reason', required: cm.reasonRequired }).trim().min(1, cm.reasonRequired).max(300, cm.reasonRequired),
});

// ----- What the pages read --------------------------------------------------------------------

export interface ChallengeSummary {
  id: number;
  slug: string;
  title: string;
  unit: string;
  goalCenti: number;
  startsAt: string;
  endsAt: string;
  closed: boolean;
  participants: number;
}

export interface LeaderRow {
  entryId: number;
  /** The name the person chose, or "A supporter". */
  name: string;
  team: string | null;
  totalCenti: number;
}

export interface ChallengeView extends ChallengeSummary {
  story: string;
  maxPerLogCenti: number;
  campaign: { slug: string; title: string };
  teams: { id: number; name: string; totalCenti: number }[];
  leaderboard: LeaderRow[];
  /** Paid gifts made from this challenge's pledges (read from the gifts, never a counter). */
  raisedPaise: number;
  /** The viewer's own entry, when signed in and joined. */
  mine: MyEntry | null;
  /** Whether logging and pledging are open now. */
  open: boolean;
}

export interface MyEntry {
  entryId: number;
  totalCenti: number;
  teamTotalCenti: number | null;
  teamName: string | null;
  displayName: string | null;
  hidden: boolean;
  certificatePath: string | null;
  logs: { id: number; unitsCenti: number; note: string; hasPhoto: boolean; createdAt: string }[];
}

export interface EntryPage {
  challenge: ChallengeView;
  entry: LeaderRow & { hidden: boolean; pledges: number };
  /** Whether the viewer may pledge here (open, not hidden, not their own). */
  pledgeable: boolean;
  own: boolean;
}

export interface AdminChallengeRow extends ChallengeSummary {
  campaignTitle: string;
  pledges: number;
  raisedPaise: number;
}

export interface AdminEntryRow {
  entryId: number;
  name: string;
  displayName: string | null;
  team: string | null;
  totalCenti: number;
  hidden: boolean;
  hiddenReason: string | null;
  logs: number;
}

export interface AdminPledgeRow {
  id: number;
  entryId: number;
  name: string;
  ratePaise: number;
  capPaise: number;
  state: string;
  amountPaise: number | null;
  orderReference: string | null;
}

export interface CloseResult {
  converted: number;
  nothing: number;
  failed: number;
}

export interface ChallengesApi {
  list(): Promise<ChallengeSummary[]>;
  bySlug(slug: string, viewerId: number | null): Promise<ChallengeView | null>;
  entryPage(slug: string, entryId: number, viewerId: number | null): Promise<EntryPage | null>;
  join(userId: number, slug: string, input: JoinInput): Promise<MyEntry>;
  log(userId: number, slug: string, input: LogInput, photo: { fileName: string; bytes: Uint8Array } | null): Promise<MyEntry>;
  photo(userId: number, logId: number, staff: boolean): Promise<{ bytes: Buffer; contentType: string } | null>;
  pledge(viewerId: number | null, slug: string, entryId: number, input: PledgeInput, meta: { ip: string }): Promise<{ id: number }>;
  // Staff
  adminList(): Promise<AdminChallengeRow[]>;
  adminOne(id: number): Promise<{ challenge: AdminChallengeRow; entries: AdminEntryRow[]; pledges: AdminPledgeRow[] } | null>;
  create(staffId: number | null, input: ChallengeInput): Promise<{ id: number; slug: string }>;
  hideEntry(staffId: number, entryId: number, reason: string): Promise<void>;
  close(staffId: number | null, id: number): Promise<CloseResult>;
}
