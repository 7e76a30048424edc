// Matrimonial (issue 43; decision 0070): what a profile may hold, the age the law sets
// (Prohibition of Child Marriage Act 2006: 21 for men, 18 for women, counted in India's days from
// the date of birth given), what the API and the pages' forms accept, and the pages' contract
// with the server's matrimonial module. No Aadhaar number is ever taken: a 12-digit number that
// looks like one, in any text field, is refused.
import { z } from 'zod';
import { indiaDay, isIsoDate } from './dates.ts';
import { matrimonialMessages as mm } from './matrimonial-text.ts';
import { text } from './text.ts';

export const MARRIAGE_GENDERS = ['male', 'female'] as const;
export type MarriageGender = (typeof MARRIAGE_GENDERS)[number];
/** The youngest a profile may be, by gender (PCMA 2006 s.2(a)). */
export const MARRIAGE_MIN_AGE: Record<MarriageGender, number> = { male: 21, female: 18 };
/** Who made the profile: the person, or a relative on their behalf (the profile says so). */
export const MARRIAGE_CREATORS = ['self', 'parent', 'sibling', 'relative', 'friend'] as const;
export type MarriageCreator = (typeof MARRIAGE_CREATORS)[number];
export const MARRIAGE_REPORT_REASONS = ['fake', 'asks_money', 'morphed_image', 'intimate_image', 'abusive', 'underage', 'other'] as const;
export type MarriageReportReason = (typeof MARRIAGE_REPORT_REASONS)[number];
/** The reasons a help desk ticket with the 24-hour clock opens for (IT Rules 2021 r.3(2)(b)). */
export const MARRIAGE_IMAGE_REASONS: readonly MarriageReportReason[] = ['morphed_image', 'intimate_image'];
export const MARRIAGE_PHOTO_BYTES = 5 * 1024 * 1024;
export const MARRIAGE_PHOTOS_MAX = 4;
export const MARRIAGE_LANGUAGES_MAX = 5;
export const MARRIAGE_ABOUT_MAX = 1000;
export const MARRIAGE_MESSAGE_MAX = 300;
/** Interests one account may send in a day, and reports in a day. */
export const MARRIAGE_INTERESTS_PER_DAY = 20;
export const MARRIAGE_REPORTS_PER_DAY = 5;
/** The access log's keeping (MeitY 2016 advisory): a year, then purged. */
export const MARRIAGE_ACCESS_LOG_DAYS = 365;
export const MARRIAGE_AGE_MAX = 99;

/** A number that reads as an Aadhaar number: 12 digits, alone or in groups of 4 (spaces or dashes). */
const AADHAAR_LIKE = /(?<!\d)\d{4}[ -]?\d{4}[ -]?\d{4}(?!\d)/;
export const looksLikeAadhaar = (v: string): boolean => AADHAAR_LIKE.test(v);

/** Whole years from a YYYY-MM-DD birth date to an India day (a 29 February birthday comes on 1 March). */
export function ageOn(dateOfBirth: string, day: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = day.split('-').map(Number) as [number, number, number];
  return ty - by - (tm < bm || (tm === bm && td < bd) ? 1 : 0);
}

/** The age today in India (UTC+5:30). */
export const ageNow = (dateOfBirth: string, now: Date = new Date()): number => ageOn(dateOfBirth, indiaDay(now));

const field = (name: string, required: string, max: number, tooLong: string) =>
  text({ field: name, required })
    .trim()
    .min(1, required)
    .max(max, tooLong)
    .refine((v) => !looksLikeAadhaar(v), mm.noAadhaar);
const optional = (name: string, max: number, tooLong: string, multiline = false) =>
  text({ field: name, multiline })
    .trim()
    .max(max, tooLong)
    .refine((v) => !looksLikeAadhaar(v), mm.noAadhaar)
    .default('');

/** A form's box: "on", "true" or true. */
const ticked = (message: string) => z.union([z.literal('on'), z.literal('true'), z.literal(true)], { error: message }).transform(() => true as const);

/** Languages as a list, or as "Hindi, Marathi" typed in one box. */
const languagesField = z
  .union([z.string(), z.array(z.string())], { error: mm.languagesRequired })
  .transform((v) => (Array.isArray(v) ? v : v.split(',')).map((l) => l.trim()).filter(Boolean))
  .pipe(
    z
      .array(
        text({ field: 'Language' })
          .max(40, mm.languagesRequired)
          .refine((v) => !looksLikeAadhaar(v), mm.noAadhaar),
      )
      .min(1, mm.languagesRequired)
      .max(MARRIAGE_LANGUAGES_MAX, mm.languagesTooMany),
  )
  .transform((list) => [...new Set(list)]);

export const marriageProfileInput = z.object({
  createdBy: z.enum(MARRIAGE_CREATORS, { error: mm.createdByRequired }),
  // The first name only: a surname is never shown, so none is taken.
  firstName: field('First name', mm.firstNameRequired, 40, mm.firstNameRequired).refine((v) => !/\s/.test(v), mm.firstNameOnly),
  gender: z.enum(MARRIAGE_GENDERS, { error: mm.genderRequired }),
  dateOfBirth: z.string({ error: mm.dobRequired }).trim().refine(isIsoDate, mm.dobRequired),
  city: field('City', mm.cityRequired, 60, mm.cityRequired),
  languages: languagesField,
  community: optional('Community', 60, mm.communityTooLong),
  education: field('Education', mm.educationRequired, 120, mm.educationRequired),
  occupation: field('Occupation', mm.occupationRequired, 120, mm.occupationRequired),
  about: optional('About', MARRIAGE_ABOUT_MAX, mm.aboutTooLong, true),
  intendsMarriage: ticked(mm.intendsRequired),
  detailsTrue: ticked(mm.detailsTrueRequired),
});
export type MarriageProfileInput = z.output<typeof marriageProfileInput>;

const ageParam = z
  .union([z.string(), z.number()])
  .optional()
  .transform((v, ctx) => {
    if (v === undefined || v === '') return undefined;
    const n = Number(v);
    if (!Number.isInteger(n) || n < 18 || n > MARRIAGE_AGE_MAX) {
      ctx.addIssue({ code: 'custom', message: mm.ageRange });
      return z.NEVER;
    }
    return n;
  });
const filterParam = text({ field: 'Filter' }).trim().max(60, mm.filterTooLong).optional();

export const marriageSearchInput = z.object({
  ageMin: ageParam,
  ageMax: ageParam,
  city: filterParam,
  language: filterParam,
  community: filterParam,
});
export type MarriageSearch = z.output<typeof marriageSearchInput>;

export const marriageInterestInput = z.object({
  message: optional('Message', MARRIAGE_MESSAGE_MAX, mm.messageTooLong, true),
});

export const marriageReportInput = z.object({
  reason: z.enum(MARRIAGE_REPORT_REASONS, { error: mm.reasonRequired }),
  details: optional('Details', 1000, mm.detailsTooLong, true),
});
export type MarriageReportInput = z.output<typeof marriageReportInput>;

export const marriageHideInput = z.object({
  hidden: z.union([z.boolean(), z.enum(['true', 'false'])], { error: mm.hiddenRequired }).transform((v) => v === true || v === 'true'),
});

export const marriageRejectInput = z.object({
  reason: text({ field: 'Reason', required: mm.rejectReasonRequired }).trim().min(1, mm.rejectReasonRequired).max(300, mm.rejectReasonRequired),
});

// ----- What the pages read --------------------------------------------------------------------

export type MarriageState = 'pending' | 'approved' | 'rejected';

export interface MarriagePhotoView {
  id: number;
  /** Always a blurred picture's address; the original's only for the owner or a mutual pair. */
  blurredUrl: string;
  originalUrl: string | null;
  state: MarriageState;
}

export interface MarriageCard {
  id: number;
  firstName: string;
  age: number;
  gender: MarriageGender;
  city: string;
  languages: string[];
  community: string;
  education: string;
  occupation: string;
  createdBy: MarriageCreator;
  mobileVerified: boolean;
  /** "ID checked by staff on <date>": the date only. */
  idCheckedAt: string | null;
  /** The first approved photo, blurred (null: none yet). */
  photoUrl: string | null;
}

export interface MarriageProfileView extends MarriageCard {
  about: string;
  photos: MarriagePhotoView[];
  /** The interest between the viewer and this profile, if any. */
  interest: { id: number; direction: 'sent' | 'received'; state: 'sent' | 'accepted' | 'declined' } | null;
  /** Only when both sides accepted: the account's email and mobile. */
  contact: { email: string; mobile: string } | null;
  own: boolean;
}

export interface MyMarriageProfile extends MarriageProfileView {
  state: MarriageState;
  rejectReason: string | null;
  hidden: boolean;
  dateOfBirth: string;
}

export interface MarriageInterestRow {
  id: number;
  direction: 'sent' | 'received';
  state: 'sent' | 'accepted' | 'declined';
  message: string;
  createdAt: string;
  other: { id: number; firstName: string; age: number; city: string };
}

export interface MarriageQueue {
  profiles: (MarriageCard & { about: string; createdAt: string; own: boolean })[];
  photos: { id: number; profileId: number; firstName: string; createdAt: string; own: boolean }[];
  reports: {
    id: number;
    profileId: number;
    firstName: string;
    reason: MarriageReportReason;
    details: string;
    ticketReference: string | null;
    createdAt: string;
  }[];
  approved: { id: number; firstName: string; idCheckedAt: string | null; own: boolean }[];
}

/** Who is asking: the signed-in account and whether its mobile is proven (the email always is). */
export interface MarriageViewer {
  id: number;
  phoneVerified: boolean;
  ip: string;
}

export interface MatrimonialApi {
  mine(viewer: MarriageViewer): Promise<MyMarriageProfile | null>;
  create(viewer: MarriageViewer, input: MarriageProfileInput): Promise<MyMarriageProfile>;
  setHidden(viewer: MarriageViewer, hidden: boolean): Promise<MyMarriageProfile>;
  remove(viewer: MarriageViewer): Promise<void>;
  addPhoto(viewer: MarriageViewer, photo: { bytes: Uint8Array }): Promise<MyMarriageProfile>;
  search(viewer: MarriageViewer, q: MarriageSearch): Promise<MarriageCard[]>;
  profile(viewer: MarriageViewer, id: number): Promise<MarriageProfileView | null>;
  photo(viewer: MarriageViewer, id: number, kind: 'blurred' | 'original', staff: boolean): Promise<Buffer | null>;
  sendInterest(viewer: MarriageViewer, profileId: number, message: string): Promise<{ id: number }>;
  interests(viewer: MarriageViewer): Promise<MarriageInterestRow[]>;
  decide(viewer: MarriageViewer, interestId: number, accept: boolean): Promise<{ state: 'accepted' | 'declined' }>;
  block(viewer: MarriageViewer, profileId: number): Promise<void>;
  report(viewer: MarriageViewer, profileId: number, input: MarriageReportInput): Promise<{ id: number; ticket: string | null }>;
  // Staff
  queue(staffId: number): Promise<MarriageQueue>;
  decideProfile(staffId: number, id: number, approve: boolean, reason: string | null): Promise<void>;
  decidePhoto(staffId: number, id: number, approve: boolean): Promise<void>;
  markIdChecked(staffId: number, id: number): Promise<void>;
  closeReport(staffId: number, id: number): Promise<void>;
}
