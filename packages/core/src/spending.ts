// Where a campaign's money went (issue 26): the spending rules every side shares. The allocation
// of each gift to what it paid for is derived, never stored: first in, first out within the
// campaign, by the gifts' and the spends' own dates and ids (so the same spending approved in any
// order gives the same answer), a refunded gift taking no part (its share goes to the next gift).
import { z } from 'zod';
import { isIsoDate } from './dates.ts';
import { catalogue } from './i18n.ts';
import { parseAmount } from './money.ts';
import type { ListPage } from './paging.ts';
import { text } from './text.ts';

/** One gift's money for the campaign (what it gave the campaign, without tips or costs). */
export interface PooledGift {
  id: number;
  /** ISO time it was paid. */
  paidAt: string;
  amountPaise: number;
  /** A refunded gift paid for nothing: the spending it would have met falls to later gifts. */
  refunded?: boolean;
}

/** An approved spend, in the order it was made. */
export interface PooledSpend {
  id: number;
  /** YYYY-MM-DD, the day it was paid. */
  spentOn: string;
  amountPaise: number;
  /** "120" of "120 blankets", when the spend is a count of things. */
  quantity?: number | null;
}

export interface GiftShare {
  spendId: number;
  /** The part of the spend this gift paid. */
  amountPaise: number;
  /**
   * The part of the spend's quantity it paid for, in thousandths (6 of 120 blankets → 6000): whole
   * numbers show as they are, a part as one decimal (formatShare).
   */
  quantityMilli: number | null;
}

/** Each gift's shares of the spending, in spend order; a gift not yet spent has none. */
export function allocateGifts(gifts: readonly PooledGift[], spends: readonly PooledSpend[]): Map<number, GiftShare[]> {
  const pool = gifts
    .filter((g) => !g.refunded && g.amountPaise > 0)
    .slice()
    .sort((a, b) => (a.paidAt < b.paidAt ? -1 : a.paidAt > b.paidAt ? 1 : a.id - b.id))
    .map((g) => ({ id: g.id, left: g.amountPaise }));
  const order = spends
    .filter((s) => s.amountPaise > 0)
    .slice()
    .sort((a, b) => (a.spentOn < b.spentOn ? -1 : a.spentOn > b.spentOn ? 1 : a.id - b.id));
  const out = new Map<number, GiftShare[]>();
  let i = 0;
  for (const s of order) {
    let owed = s.amountPaise;
    while (owed > 0 && i < pool.length) {
      const g = pool[i] as { id: number; left: number };
      const take = Math.min(owed, g.left);
      const quantityMilli = s.quantity ? Number((BigInt(s.quantity) * 1000n * BigInt(take) + BigInt(s.amountPaise) / 2n) / BigInt(s.amountPaise)) : null;
      out.set(g.id, [...(out.get(g.id) ?? []), { spendId: s.id, amountPaise: take, quantityMilli }]);
      g.left -= take;
      owed -= take;
      if (g.left === 0) i++;
    }
    // Spending beyond the gifts (what the foundation added) is nobody's gift: nothing to share.
  }
  return out;
}

/** Spends in the order they consume the gifts: by their day, then their id. */
export const spendOrder = (a: PooledSpend, b: PooledSpend): number => (a.spentOn < b.spentOn ? -1 : a.spentOn > b.spentOn ? 1 : a.id - b.id);

/** A campaign's approved spends in the order they take its pool, with where each one's stretch starts. */
export interface SpendPool {
  spends: PooledSpend[];
  /** starts[i]: the pool's paise before spend i takes its stretch. */
  starts: number[];
}

/** Orders the spends once, for any number of gifts' shares (sharesIn). */
export function spendPool(spends: readonly PooledSpend[]): SpendPool {
  const ordered = spends.filter((x) => x.amountPaise > 0).sort(spendOrder);
  const starts: number[] = [];
  let at = 0;
  for (const x of ordered) {
    starts.push(at);
    at += x.amountPaise;
  }
  return { spends: ordered, starts };
}

/**
 * One gift's shares without reading the others: the gifts before it (paid earlier, or at the same
 * moment with a smaller id, refunded ones left out) hold `before` paise, so it holds the money
 * from `before` to `before + amount` of the campaign's pool, and each spend takes its stretch of
 * the pool in spend order. The first spend it meets is found by halving (a campaign with
 * thousands of payments reads a few of them per gift). The same answer as allocateGifts (a test
 * checks it), for a donor's page at any size of campaign.
 */
export function sharesIn(pool: SpendPool, before: number, amountPaise: number): GiftShare[] {
  const { spends, starts } = pool;
  const end = before + amountPaise;
  // The last spend starting at or before `before`: the first that can reach the gift's money.
  let lo = 0;
  let hi = spends.length - 1;
  let i = 0;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if ((starts[mid] as number) <= before) {
      i = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  const out: GiftShare[] = [];
  for (; i < spends.length && (starts[i] as number) < end; i++) {
    const x = spends[i] as PooledSpend;
    const at = starts[i] as number;
    const take = Math.min(at + x.amountPaise, end) - Math.max(at, before);
    if (take <= 0) continue;
    const quantityMilli = x.quantity ? Number((BigInt(x.quantity) * 1000n * BigInt(take) + BigInt(x.amountPaise) / 2n) / BigInt(x.amountPaise)) : null;
    out.push({ spendId: x.id, amountPaise: take, quantityMilli });
  }
  return out;
}

/** sharesIn for one gift, the spends in any order. */
export const sharesOfGift = (before: number, amountPaise: number, spends: readonly PooledSpend[]): GiftShare[] =>
  sharesIn(spendPool(spends), before, amountPaise);

/**
 * A share of a quantity as people say it: "6", "33" (whole from 10 up), "2.4" (one decimal
 * below). Always rounded down: a gift never says it bought more than its share (127.5 sets are
 * "127", not "128").
 */
export function formatShare(quantityMilli: number): string {
  if (quantityMilli >= 10_000) return String(Math.floor(quantityMilli / 1000));
  const tenths = Math.floor(quantityMilli / 100);
  return tenths % 10 === 0 ? String(tenths / 10) : `${Math.floor(tenths / 10)}.${tenths % 10}`;
}

export const spendingText = /* @__PURE__ */ catalogue('spending', {
  notFound: 'Spending item not found',
  campaignNotFound: 'Campaign not found',
  notYours: 'Only the campaign’s campaigner or staff can propose its spending',
  dateInvalid: 'Enter the day it was paid as YYYY-MM-DD, not in the future',
  amountInvalid: 'Enter the amount in rupees, like 12000 or 12,000.50',
  categoryInvalid: 'Choose what it was spent on',
  payeeRequired: 'Name who was paid',
  descriptionRequired: 'Say what was bought or paid for',
  tooLong: (n: number) => `Please keep it under ${n} characters`,
  quantityInvalid: 'A quantity is a whole number from 1 to 10,00,000',
  unitRequired: 'Say what the quantity counts (blankets, kits, days)',
  reasonRequired: 'Please say why: the campaigner reads it',
  noteRequired: 'Please say where the money came from',
  decided: 'This item is decided already',
  tooManyWaiting: (n: number) => `This campaign has ${n} payments waiting to be checked: our team checks those first`,
  secondApprover: 'Above this amount a second staff member approves: someone else must',
  overspend: (spent: string, available: string) =>
    `This would make the campaign’s spending more than it has: ${spent} spent of ${available} raised and added. Add the foundation’s own money to the campaign first, or reject the payment.`,
  awaitingSecond: 'Approved once; a second staff member approves it too before it is public',
  approvedAwaitingRedaction: 'Approved and public; its bill shows once you black out what is private on it',
  // The campaign page
  title: 'Where the money went',
  raisedAndAdded: 'Raised and added',
  fundsSummary: (campaign: string) => `${campaign} has not raised enough? Add the foundation’s own money`,
  fundsAmount: 'Amount (₹)',
  fundsNote: 'Where the money comes from',
  fundsSubmit: 'Add the money',
  fundsLead: 'It shows on the campaign’s page as the foundation’s own line, apart from what donors gave, and in the audit log. Then approve the payment.',
  fundsAdded: (amount: string) => `Added ${amount} of the foundation’s own money: the payment can be approved now if it fits`,
  // The campaign page's section tab: short, so the sticky tab bar stays one line on a phone.
  tab: 'Spending',
  lead: 'Every payment made from this campaign, checked by our team before it is shown here: against its bill, or with our reason where no bill was provided.',
  raised: 'Raised',
  spent: 'Spent',
  balance: 'Still to spend',
  foundationAdded: (amount: string) => `Includes ${amount} the foundation added from its own funds.`,
  byCategory: 'By what it paid for',
  payments: 'Payments',
  nothingYet: 'Nothing is spent yet. Each payment shows here once it is made and our team has checked its bill.',
  paidTo: (payee: string) => `Paid to ${payee}`,
  moreItems: (n: number) => (n === 1 ? '1 earlier payment' : `${n} earlier payments`),
  seeAllPayments: (n: number) => `See all ${n.toLocaleString('en-IN')} payments`,
  allTitle: (campaign: string) => `Where the money went: ${campaign}`,
  pageOf: (page: number, pages: number) => `Page ${page} of ${pages}`,
  newer: 'Newer payments',
  older: 'Older payments',
  backToCampaign: 'Back to the campaign',
  // The console's list of what spending can be for
  categoriesTitle: 'What spending can be for',
  categoriesLead: 'The categories campaigners choose from and donors read on each payment. Renaming one renames it on every payment made under it.',
  categoryName: 'Name',
  categoryNameHi: 'Name in Hindi',
  categorySort: 'Order (lower first)',
  saveCategory: 'Save',
  addCategory: 'Add a category',
  categorySaved: 'Category saved',
  categoryAdded: 'Category added',
  categoryNameRequired: 'Give the category a name (2 to 60 characters)',
  categoryNameTaken: 'There is a category of that name already',
  categorySortInvalid: 'The order is a whole number from 0 to 9999',
  // The console's queue
  queueTitle: 'Spending to check',
  queueLead:
    'Payments campaigners say they made. Check each against its bill before approving: once approved it is public on the campaign’s page. Above the second-approval amount another staff member approves it too.',
  queueEmpty: 'Nothing waiting.',
  approve: 'Approve',
  reject: 'Reject',
  reasonLabel: 'Why (the campaigner reads it)',
  approved: 'Approved: it is on the campaign’s page',
  firstApproved: 'Approved once: another staff member approves it too',
  rejected: 'Rejected',
  campaign: 'Campaign',
  corrects: (id: number) => `Corrects payment #${id}`,
  correctedFrom: (amount: string, date: string) => `Corrected after it was first shown: it said ${amount} on ${date}`,
  // The campaigner's form
  formTitle: 'Record a payment',
  formLead: 'Each payment made for this campaign, as on its bill. Our team checks it before donors see it on the campaign’s page.',
  dateLabel: 'Paid on',
  amountLabel: 'Amount (₹)',
  categoryLabel: 'What it paid for',
  chooseCategory: 'Choose one',
  payeeLabel: 'Paid to',
  descriptionLabel: 'What was bought or paid for',
  quantityLabel: 'Quantity (optional)',
  unitLabel: 'Of what (blankets, kits, days)',
  submit: 'Send for checking',
  proposed: 'Sent: our team checks it against its bill before donors see it',
  proposedNoBill: 'Sent without a bill: our team checks it before donors see it, and may ask you for the bill',
  filesAgain: 'Choose the bill and photos again: a form sent back with a mistake does not keep its files.',
  yours: 'Payments recorded',
  statusWord: { proposed: 'Being checked', approved: 'Public', rejected: 'Rejected', superseded: 'Corrected' } as Record<SpendingStatus, string>,
  rejectedBecause: (reason: string) => `Our team’s reason: ${reason}`,
  billLabel: 'The bill or invoice (PDF, JPEG or PNG, up to 5 MB)',
  billHint: 'Our team blacks out names, Aadhaar numbers and addresses before anyone else sees it.',
  photosLabel: 'Photos of the help delivered (optional, up to 3)',
  billType: 'Send the bill as a PDF, JPEG or PNG',
  billTooLarge: 'The bill must be at most 5 MB',
  billTooSmall: 'This picture of the bill is too small to read: send one at least 200 pixels across',
  billTooManyPixels: 'This picture of the bill is too large to read here (over 30 megapixels): send a smaller one, or the PDF',
  billUnreadable: 'We could not read this bill. Send a clearer scan or photo of it.',
  billLocked: 'This PDF asks for a password: send it without one',
  billTooComplex: 'This PDF is too large to check here: send a photo or a scan of the bill instead',
  billBusy: 'We are checking other bills right now: send it again in a minute',
  photoType: 'Send photos as JPEG or PNG',
  photoTooLarge: 'Each photo must be at most 5 MB',
  photoTooSmall: 'This photo is too small: send one at least 200 pixels across',
  photoTooManyPixels: 'This photo is too large to read here (over 30 megapixels): send a smaller one',
  photoUnreadable: 'We could not read this photo. Send another.',
  tooManyPhotos: 'Send at most 3 photos',
  filesTooLarge: 'The bill and photos together must be at most 5 MB: send smaller files',
  // The bill, wherever it shows
  billAlt: (what: string) => `The bill for ${what}, with private details blacked out`,
  photoAlt: (what: string, n: number) => `Photo ${n} of ${what}`,
  viewBill: 'See the bill',
  offlineCampaign: 'A campaign no longer shown on the site',
  billBeingRedacted: 'Bill checked; it shows here once private details are blacked out',
  noBill: 'No bill attached',
  // A payment approved without a bill (issue 38): said wherever it is shown or emailed.
  noBillProvided: 'No bill was provided',
  noBillBecause: (reason: string) => `No bill was provided. Our team approved it because: ${reason}`,
  noBillReasonLabel: 'No bill was sent: why approve it? (shown with the payment on the campaign’s page)',
  noBillReasonRequired: 'This payment has no bill: write why it can be approved without one (at least 10 characters). It is shown with the payment.',
  // The console's redaction
  billTitle: 'The bill',
  billOriginal: (type: string) => `Open the original (${type})`,
  redactLead:
    'Black out every name, Aadhaar or PAN number, address and phone number. Drag on the bill to draw a box (on a phone, turn on “Draw with a finger” first: until then a swipe scrolls); the boxes are burnt into a new picture, and only that picture is ever shown to the public. The original stays private.',
  areasLabel: 'Boxes to black out: left, top, width, height in percent of the picture, one box per line',
  areasInvalid: 'Write each box as four numbers from 0 to 100 (left, top, width, height) that stay inside the picture',
  tooManyAreas: 'At most 50 boxes on one bill, the saved ones included',
  areasOrNothing: 'Draw at least one box, or tick “Nothing on this bill is private”',
  nothingPrivate: 'Nothing on this bill is private (publish it as it is)',
  saveRedaction: 'Save the redaction',
  redactionSaved: 'Redaction saved: the bill shows publicly (redacted) once the payment is approved',
  redactionPublished: 'Redaction saved: the redacted bill is now on the campaign’s page',
  redactedPreview: 'What the public will see',
  notRedacted: 'Not redacted yet: the bill stays private until it is',
  clearAreas: 'Clear the boxes',
  savedAreas: (n: number) =>
    n === 1
      ? 'The box of the last redaction stays black: boxes you draw now are added to it.'
      : `The ${n} boxes of the last redaction stay black: boxes you draw now are added to them.`,
  startOver: 'Start again from the clean bill (the saved boxes go; only the boxes drawn now are blacked out)',
  drawWithFinger: 'Draw with a finger',
  noBillToRedact: 'This payment has no bill to redact',
  changedMeanwhile: 'Someone changed this payment just now: reload the page and try again',
  correctedMeanwhile:
    'The payment this corrects was corrected by another correction meanwhile: this one can no longer be approved. Reject it, and correct the payment as it is shown now if it is still wrong.',
  // The email and private page when a gift is first spent
  giftTitle: (amount: string) => `What your ${amount} did`,
  giftLead: (campaign: string) =>
    `Your gift to ${campaign}, and the payments it has paid for so far, each checked by our team: against its bill, or with our reason where no bill was provided.`,
  giftNone: 'Nothing of this gift is spent yet.',
  giftLinkInvalid: 'This link is not valid. Sign in to see what your gifts bought.',
  giftLinkInvalidTitle: 'This gift link does not work',
  giftSignIn: 'Sign in to see your gifts',
  giftOfPayment: (share: string, amount: string) => `${share} of this ${amount} payment`,
  giftWholePayment: (amount: string) => `All of this ${amount} payment`,
  seeAll: 'See all your gifts',
  // The donor's profile
  storiesTitle: 'What your gifts bought',
  storiesLead: 'Each gift pays for the campaign’s payments in the order both were made: the first money in pays the first bills.',
  storiesNone: 'None of your gifts is spent yet. Each one shows here once the campaign’s payments reach it.',
  giftHeading: (amount: string, campaign: string) => `Your ${amount} to ${campaign}`,
  bought: (share: string, unit: string, what: string) => `${share} ${unit}: ${what}`,
  paidFor: (amount: string, what: string) => `${amount} of ${what}`,
});
const st = spendingText;

/** Rupees as typed (or a JSON number), to paise above zero. */
const amountField = z.union([z.string(), z.number()], { error: st.amountInvalid }).transform((v, ctx) => {
  const p = parseAmount(v);
  if (p === null || p <= 0) {
    ctx.addIssue({ code: 'custom', message: st.amountInvalid });
    return z.NEVER;
  }
  return p;
});

const spendFields = z.object({
  spentOn: z
    .string({ error: st.dateInvalid })
    .trim()
    .refine((d) => isIsoDate(d), st.dateInvalid),
  amount: amountField,
  categoryId: z
    .union(
      [
        z.number(),
        z
          .string()
          .regex(/^[1-9]\d{0,8}$/, st.categoryInvalid)
          .transform(Number),
      ],
      { error: st.categoryInvalid },
    )
    .pipe(z.number().int(st.categoryInvalid).positive(st.categoryInvalid)),
  payee: text({ field: 'Paid to', required: st.payeeRequired }).trim().min(2, st.payeeRequired).max(200, st.tooLong(200)),
  description: text({ field: 'What', required: st.descriptionRequired, multiline: true }).trim().min(3, st.descriptionRequired).max(1000, st.tooLong(1000)),
  quantity: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,7}$/, st.quantityInvalid)
          .transform(Number),
        z.literal('').transform(() => null),
        z.null(),
      ],
      { error: st.quantityInvalid },
    )
    .pipe(z.number().int(st.quantityInvalid).min(1, st.quantityInvalid).max(1_000_000, st.quantityInvalid).nullable())
    .optional()
    .transform((v) => v ?? null),
  unit: text({ field: 'Unit' })
    .trim()
    .max(40, st.tooLong(40))
    .optional()
    .transform((v) => v || null),
});
const unitWithQuantity = { message: st.unitRequired, path: ['unit'] };
export const spendInput = spendFields.refine((v) => v.quantity === null || v.unit !== null, unitWithQuantity);
export type SpendInput = z.infer<typeof spendInput>;

/** Base64 of a file in a JSON body; the API's body limit (1 MB) bounds it before this does. */
const fileBase64 = (message: string) =>
  z
    .string({ error: message })
    .max(1_400_000, message)
    .regex(/^[A-Za-z0-9+/]+={0,2}$/, message);
export const SPEND_MAX_PHOTOS = 3;
/** The API's proposal: the fields, with the bill and photos as base64 (the pages send files). */
export const spendApiInput = spendFields
  .extend({
    bill: fileBase64(st.billType).optional(),
    photos: z.array(fileBase64(st.photoType)).max(SPEND_MAX_PHOTOS, st.tooManyPhotos).default([]),
  })
  .refine((v) => v.quantity === null || v.unit !== null, unitWithQuantity);

/** A spend's private files: the bill as sent, its picture, its redaction, the photos. */
export const SPEND_FILE_NAMES = ['original', 'preview', 'redacted', 'photo-1', 'photo-2', 'photo-3'] as const;
export type SpendFileName = (typeof SPEND_FILE_NAMES)[number];

/** The bill and photos of a proposal, as bytes. */
export interface SpendFiles {
  bill: Uint8Array | null;
  photos: Uint8Array[];
}

/** Boxes to black out, in percent (two decimals) of the bill's picture: typed one per line, or a JSON list. */
export interface Area {
  x: number;
  y: number;
  w: number;
  h: number;
}
const inside = (a: Area) =>
  [a.x, a.y, a.w, a.h].every((n) => typeof n === 'number' && Number.isFinite(n)) &&
  a.x >= 0 &&
  a.y >= 0 &&
  a.w > 0 &&
  a.h > 0 &&
  a.x + a.w <= 100.001 &&
  a.y + a.h <= 100.001;
/**
 * Boxes as kept and shown again: two decimals, each widened outward (never narrower than drawn),
 * only the four numbers (a JSON list may carry more), within the picture.
 */
export function keptAreas(areas: readonly Area[]): Area[] {
  // In hundredths of a percent, as integers (100 - 99.99 is not 0.01 in floating point); the
  // slack keeps a box already on two decimals exactly as it is, however often it is saved again.
  const down = (n: number) => Math.max(0, Math.floor(n * 100 + 1e-6));
  const up = (n: number) => Math.min(10_000, Math.ceil(n * 100 - 1e-6));
  return areas.map((a) => {
    const [left, top] = [down(a.x), down(a.y)];
    const [right, bottom] = [up(a.x + a.w), up(a.y + a.h)];
    return { x: left / 100, y: top / 100, w: (right - left) / 100, h: (bottom - top) / 100 };
  });
}

/** "5 3 80 3" or "5, 3, 80, 3" per line, to boxes; null when a line is not four numbers. */
function typedAreas(t: string): Area[] | null {
  const out: Area[] = [];
  for (const line of t
    .split(/\r?\n/)
    .map((l) => l.trim())
    .filter(Boolean)) {
    const n = line.split(/[\s,;]+/).map((x) => (/^\d{1,3}(\.\d{1,2})?$/.test(x) ? Number(x) : Number.NaN));
    if (n.length !== 4 || n.some((v) => Number.isNaN(v))) return null;
    out.push({ x: n[0] as number, y: n[1] as number, w: n[2] as number, h: n[3] as number });
  }
  return out;
}
const ticked = z
  .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
  .optional()
  .transform((v) => v === true || v === 'on' || v === 'true');
/** Boxes a bill's redaction may have, its saved ones and new ones together. */
export const REDACTION_AREAS_MAX = 50;
export const redactionInput = z
  .object({
    /** Staff say so when nothing (more) on the bill is private: a bill is never published unredacted by an empty form. */
    nothingPrivate: ticked,
    /** Drop the boxes of the last redaction and black out only these (otherwise they are added to them). */
    startOver: ticked,
    areas: z.unknown().transform((v, ctx): Area[] => {
      const list = typeof v === 'string' ? typedAreas(v) : Array.isArray(v) ? (v as Area[]) : null;
      if (!list?.every((a) => typeof a === 'object' && a !== null && inside(a))) {
        ctx.addIssue({ code: 'custom', message: st.areasInvalid });
        return z.NEVER;
      }
      if (list.length > REDACTION_AREAS_MAX) {
        ctx.addIssue({ code: 'custom', message: st.tooManyAreas });
        return z.NEVER;
      }
      return list.map((a) => ({ x: a.x, y: a.y, w: a.w, h: a.h }));
    }),
  })
  .refine((v) => v.areas.length > 0 || v.nothingPrivate, { message: st.areasOrNothing, path: ['areas'] });
export type RedactionInput = z.infer<typeof redactionInput>;

export const spendDecisionInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    // Why a payment without a bill is approved all the same (required then, by the service, which
    // knows whether it has one); shown with the payment. Ignored for a payment with a bill.
    reason: text({ field: 'Reason' }).trim().max(500, st.tooLong(500)).optional(),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: text({ field: 'Reason', required: st.reasonRequired }).trim().min(3, st.reasonRequired).max(500, st.tooLong(500)),
  }),
]);
export type SpendDecisionInput = z.infer<typeof spendDecisionInput>;

export const spendingCategoryInput = z.object({
  name: text({ field: 'Name', required: st.categoryNameRequired }).trim().min(2, st.categoryNameRequired).max(60, st.categoryNameRequired),
  nameHi: text({ field: 'Name in Hindi' }).trim().max(60, st.tooLong(60)).optional().default(''),
  sort: z
    .union(
      [
        z.number(),
        z
          .string()
          .trim()
          .regex(/^\d{1,4}$/, st.categorySortInvalid)
          .transform(Number),
        z.literal('').transform(() => 0),
      ],
      {
        error: st.categorySortInvalid,
      },
    )
    .pipe(z.number().int(st.categorySortInvalid).min(0, st.categorySortInvalid).max(9999, st.categorySortInvalid))
    .optional()
    .default(0),
});
export type SpendingCategoryInput = z.infer<typeof spendingCategoryInput>;

export const foundationAddInput = z.object({
  amount: amountField,
  note: text({ field: 'Note', required: st.noteRequired }).trim().min(3, st.noteRequired).max(500, st.tooLong(500)),
});

export const SPENDING_STATUSES = ['proposed', 'approved', 'rejected', 'superseded'] as const;
export type SpendingStatus = (typeof SPENDING_STATUSES)[number];

/** A spending item as the API answers it. */
export const spendingItemView = z.object({
  id: z.number().int(),
  campaignId: z.number().int(),
  status: z.enum(SPENDING_STATUSES),
  /** Approved once, waiting for a second staff member (above the second-approval amount). */
  awaitingSecondApproval: z.boolean(),
  date: z.string(),
  amountPaise: z.number().int(),
  category: z.string(),
  payee: z.string(),
  description: z.string(),
  quantity: z.number().int().nullable(),
  unit: z.string().nullable(),
  /** The item this one corrects, and the one that corrected it. */
  replacesId: z.number().int().nullable(),
  /** What the version it corrected said, on the public list (null elsewhere, and for an item that corrected nothing). */
  corrected: z.object({ date: z.string(), amountPaise: z.number().int(), description: z.string() }).nullable(),
  /** Why staff rejected it (the campaigner's list; null elsewhere). */
  rejectedReason: z.string().nullable(),
  /** A payment approved without a bill: staff's written reason, shown with it (null when it has a bill or is not approved). */
  noBillReason: z.string().nullable(),
  /** The redacted bill (JPEG) once it is redacted and the item approved; else null. */
  billUrl: z.string().nullable(),
  /** A small WebP of the redacted bill, for lists. */
  billThumbUrl: z.string().nullable(),
  photoUrls: z.array(z.string()),
  photoThumbUrls: z.array(z.string()),
  /** Photos sent (public in photoUrls once approved; staff and the campaigner see them before). */
  photoCount: z.number().int(),
  /** Whether a bill was sent, and whether staff have redacted it (its campaigner and staff see the rest). */
  bill: z.object({ type: z.enum(['pdf', 'jpeg']), redacted: z.boolean(), width: z.number().int(), height: z.number().int() }).nullable(),
});
export type SpendingItemView = z.infer<typeof spendingItemView>;

/** The campaign page's spending: the newest payments, how many there are, and the totals by category of them all. */
export interface SpendingPage {
  newest: SpendingItemView[];
  count: number;
  byCategory: { category: string; amountPaise: number }[];
}

/** What the web pages ask of spending (in-process). */
export interface SpendingApi {
  publicList(slugOrId: string, after?: string, limit?: number): Promise<ListPage<SpendingItemView> | null>;
  publicPage(slugOrId: string, limit?: number, offset?: number): Promise<SpendingPage | null>;
  figures(campaignId: number): Promise<{ spentPaise: number; foundationAddedPaise: number }>;
  /** Money the foundation puts into a campaign from its own funds (staff; audited). */
  addFunds(
    staffId: number | null,
    slugOrId: string,
    input: { amount: number; note: string },
  ): Promise<{ id: number; spentPaise: number; foundationAddedPaise: number }>;
  queue(): Promise<(SpendingItemView & { campaign: { slug: string; title: string }; areas: Area[] })[]>;
  waitingCount(): Promise<number>;
  propose(
    who: { userId: number | null; staff: boolean },
    slugOrId: string,
    input: SpendInput,
    files?: SpendFiles,
    replacesId?: number | null,
  ): Promise<SpendingItemView>;
  redact(staffId: number | null, id: number, areas: readonly Area[], opts?: { startOver?: boolean }): Promise<SpendingItemView>;
  privateFile(who: { userId: number; staff: boolean }, id: number, name: SpendFileName): Promise<{ bytes: Uint8Array; type: string } | null>;
  giftByLink(donationId: number, token: string): Promise<GiftLinkView | null>;
  /** Every item of a campaign for its campaigner or staff, newest first, with why one was rejected. */
  forCampaign(who: { userId: number; staff: boolean }, slugOrId: string): Promise<SpendingItemView[]>;
  categories(): Promise<{ id: number; name: string; nameHi: string; sort: number }[]>;
  saveCategory(staffId: number | null, id: number | null, input: SpendingCategoryInput): Promise<{ id: number; name: string; nameHi: string; sort: number }>;
  decide(staffId: number | null, id: number, input: SpendDecisionInput): Promise<SpendingItemView>;
  giftStories(donationIds: readonly number[]): Promise<GiftStory[]>;
  totals(): Promise<SpendingTotals>;
}

/** What one gift bought: its shares of the campaign's approved spending. */
export interface GiftStory {
  donationId: number;
  shares: (GiftShare & {
    date: string;
    description: string;
    unit: string | null;
    category: string;
    /** The whole payment, and its redacted bill once public. */
    spendPaise: number;
    billUrl: string | null;
    billThumbUrl: string | null;
    /** Staff's reason when the payment came without a bill (null when it has one). */
    noBillReason: string | null;
  })[];
}

/** One gift's story on its private link: the gift, its campaign and what it bought. */
export interface GiftLinkView extends GiftStory {
  amountPaise: number;
  campaign: { slug: string; title: string };
}

/** Each category's total, largest first (the campaign page's summary). */
export function categoryTotals(items: readonly Pick<SpendingItemView, 'category' | 'amountPaise'>[]): { category: string; amountPaise: number }[] {
  const totals = new Map<string, number>();
  for (const i of items) totals.set(i.category, (totals.get(i.category) ?? 0) + i.amountPaise);
  return [...totals]
    .map(([category, amountPaise]) => ({ category, amountPaise }))
    .sort((a, b) => b.amountPaise - a.amountPaise || a.category.localeCompare(b.category));
}

/** One month's income through one payment method (the transparency page). */
export interface IncomeRow {
  /** YYYY-MM, India. */
  month: string;
  method: string;
  gifts: number;
  amountPaise: number;
  tipPaise: number;
  urgentPaise: number;
}

/** What the foundation spent, by category and by campaign (approved spending only). */
export interface SpendingTotals {
  byCategory: { category: string; amountPaise: number }[];
  byCampaign: { slug: string; title: string; spentPaise: number; foundationAddedPaise: number }[];
  totalPaise: number;
}

export const transparencyText = /* @__PURE__ */ catalogue('transparency', {
  title: 'Where every rupee went',
  lead: 'Everything the foundation received through this site and everything it spent from campaigns, from the same records as our accounts. Download it and check it.',
  received: 'Received for campaigns',
  tips: 'Tips (they pay for running the site)',
  spent: 'Spent from campaigns',
  added: 'Added from the foundation’s own funds',
  incomeTitle: 'Income by month',
  month: 'Month',
  method: 'Paid by',
  gifts: 'Gifts',
  forCampaigns: 'For campaigns',
  tipsColumn: 'Tips',
  urgent: 'Urgent causes',
  spendingTitle: 'Spending by what it paid for',
  campaignsTitle: 'Spending by campaign',
  campaign: 'Campaign',
  category: 'Category',
  amount: 'Amount',
  spentColumn: 'Spent',
  addedColumn: 'Foundation added',
  nothing: 'Nothing yet.',
  scrollHint: 'The table is wider than the screen: slide it sideways to see every column.',
  download: 'Download as CSV',
  methods: { upi: 'UPI', razorpay: 'Card, UPI or netbanking (Razorpay)', simulator: 'Test payments', other: 'Other' } as Record<string, string>,
  tipsNote: (share: string) => `Tips were ${share} of everything received: they pay for payment fees, hosting and the team that checks every campaign.`,
});
