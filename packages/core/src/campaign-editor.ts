// The campaigner's editor (/my-campaigns): what an approved campaigner may set on a draft, and
// what staff check before publishing it. The story is HTML from the campaigner: the server
// sanitizes it on write (catalog), the schema only bounds it.
import { z } from 'zod';
import { CATEGORIES } from './constants.ts';
import { catalogue } from './i18n.ts';
import { AMOUNT_INPUT_MAX, parseWholeRupees } from './money.ts';
import { afterQuery } from './paging.ts';
import type { PaymentDetail } from './payment-details.ts';
import { text } from './text.ts';

export const GOAL_MIN_RUPEES = 1_000;
export const GOAL_MAX_RUPEES = 10_00_00_000;
export const STORY_MAX = 50_000;
export const FAQ_SLOTS = 6;
export const COVER_MAX_BYTES = 5 * 1024 * 1024;
export const GALLERY_MAX = 8;
/** A gallery photo is shrunk to fit this box (never cropped, never enlarged). */
export const GALLERY_FIT = 1600;
export const PRODUCT_SLOTS = 4;
export const COVER_MIN = { width: 600, height: 400 } as const;
/** The cover as stored: 3:2, the campaign page's photo frame. */
export const COVER_SIZE = { width: 1200, height: 800 } as const;

export const campaignEditorMessages = /* @__PURE__ */ catalogue('campaignEditor', {
  listTitle: 'My campaigns',
  listLead: 'Drafts you can edit before our team publishes them, and your live campaigns.',
  none: 'You have no campaigns yet. Start one, and once our team approves it, its draft appears here.',
  startOne: 'Start a campaign',
  profileLead: (n: number) =>
    n === 1
      ? 'You run one campaign: edit its draft or post an update for its donors.'
      : `You run ${n} campaigns: edit their drafts or post updates for their donors.`,
  openList: 'Go to my campaigns',
  edit: 'Edit',
  raisedOf: (raised: string, goal: string) => `${raised} raised of ${goal}`,
  back: 'All my campaigns',
  coverSave: 'Upload cover',
  coverField: 'Choose a photo',
  currentCover: 'Current cover',
  noCover: 'No cover photo yet.',
  view: 'View',
  statusLabels: { draft: 'Draft', published: 'Live', closed: 'Closed' },
  editTitle: 'Edit your campaign',
  editLead: 'Our team reviews the draft and publishes it. Once it is live, write to us to change it, and post updates below.',
  locked: 'This campaign is live: write to us to change its details. You can still post updates.',
  title: 'Title',
  titleRequired: 'Please enter a title',
  category: 'Cause',
  categoryRequired: 'Please select any cause item',
  goal: 'Goal (₹)',
  goalRequired: 'Please enter the goal in rupees',
  goalRange: `The goal must be between ₹1,000 and ₹10,00,00,000`,
  goalFormat: 'Please enter the goal in whole rupees, like 1,50,000',
  endsOn: 'Ends on (optional)',
  endsInPast: 'The end date must be in the future',
  summary: 'Summary (shown on cards and in share previews)',
  story: 'Story',
  storyHint: 'Write it as you would an email: a blank line between paragraphs. For more, see the formatting help below.',
  formatTitle: 'Formatting help',
  formatRows: [
    ['**words**', 'bold'],
    ['*words*', 'italics'],
    ['## Heading', 'a heading'],
    ['- item', 'a list (one item a line)'],
    ['1. item', 'a numbered list'],
    ['[words](https://…)', 'a link'],
    ['> words', 'a quotation'],
  ] as const,
  formatNote: 'Photos go in "More photos" below. HTML tags are shown as typed, not used.',
  preview: 'Preview',
  previewTitle: 'Preview of the story',
  previewNote: 'Not saved yet: press Save draft to keep it.',
  storyTooLong: `The story must be at most ${STORY_MAX.toLocaleString('en-IN')} characters`,
  video: 'YouTube video link (optional)',
  videoInvalid: 'Please give a YouTube link, such as https://www.youtube.com/watch?v=…',
  faqs: 'Questions donors ask (optional)',
  question: (n: number) => `Question ${n}`,
  answer: (n: number) => `Answer ${n}`,
  faqIncomplete: 'Each question needs its answer, and each answer its question',
  cover: 'Cover photo',
  coverHint: `JPEG, PNG or WebP, at least ${COVER_MIN.width}×${COVER_MIN.height} pixels, at most 5 MB. We crop it to 3:2.`,
  coverType: 'The cover must be a JPEG, PNG or WebP photo',
  coverTooLarge: 'The cover must be at most 5 MB',
  coverTooSmall: `The cover must be at least ${COVER_MIN.width}×${COVER_MIN.height} pixels`,
  /** A JPEG or PNG cut short: its header reads, its pixels do not. */
  coverUnreadable: 'This picture could not be read',
  save: 'Save draft',
  saved: 'Your draft is saved.',
  notYours: 'Campaign not found',
  notEditable: 'This campaign is live and can no longer be edited here.',
  galleryTitle: 'More photos',
  galleryHint: `Up to ${GALLERY_MAX} photos of the people and the work: JPEG, PNG or WebP, at most 5 MB each.`,
  galleryField: 'Add a photo',
  galleryAdd: 'Upload photo',
  galleryFull: 'This campaign already has 8 photos: remove one first.',
  galleryRemove: (n: number) => `Remove photo ${n}`,
  galleryPhoto: (n: number) => `Photo ${n}`,
  galleryRemoved: 'The photo is removed.',
  productsTitle: 'Things donors can give (optional)',
  productsHint: 'For example "School kit, ₹750": donors pick how many. Leave a row empty to drop it.',
  productName: (n: number) => `Item ${n}`,
  productPrice: 'Price (₹)',
  productStock: 'How many are needed',
  productIncomplete: 'Each item needs a name, a price of at least ₹100 and how many are needed',
  productsSave: 'Save items',
  productsSaved: 'The items are saved.',
  // Staff publishing.
  publish: 'Publish',
  published: 'The campaign is live.',
  publishNeeds: 'Before publishing, the draft needs a title, a story, a cover photo and a goal.',
  // Updates.
  updatesTitle: 'Post an update',
  updateTitle: 'Update title',
  updateBody: 'What happened',
  updateTitleRequired: 'Please enter a title for the update',
  updateBodyRequired: 'Please write the update',
  postUpdate: 'Post update',
  updatePosted: 'Your update is posted, and donors who asked for updates will get it by email.',
  updateOnlyLive: 'Updates can be posted once the campaign is live.',
  updatePending: 'Your update is with our team: it goes on the page and to donors once they have read it (usually within a day).',
  updateNotEmailed: 'Your update is on the page. It was not emailed: a campaign emails at most 2 updates a day.',
  updateHeldForPayment:
    'Your update gives payment details (a UPI ID, a bank account or a payment link), so our team reads it before it goes out, usually within a day. Donors give on this site, where every gift is counted and gets its receipt.',
  updateDecided: 'This update is decided already',
  updateNotFound: 'No such update',
  updateRejectReasonRequired: 'Please say why: the campaigner reads it',
  reviewTitle: 'Updates to review',
  reviewLead:
    'Campaigners’ updates wait here before they go on the campaign’s page and to its donors by email. Look out for links to other sites and requests for money.',
  reviewEmpty: 'Nothing waiting.',
  links: 'Links to other sites',
  paymentDetails: 'Payment details: donors could be asked to pay outside this site',
  paymentKinds: { upi: 'UPI ID', ifsc: 'IFSC', account: 'Account number', link: 'Payment link', phone: 'Mobile number' },
  approveUpdate: 'Approve and send',
  trustCampaign: 'Trust this campaign: its next updates go out without review',
  rejectUpdate: 'Refuse',
  rejectReason: 'Why (the campaigner reads it)',
  reviewApproved: 'Approved: on the page, and emailed to donors who asked',
  reviewRejected: 'Refused',
  // The Hindi beside the English (issue 23).
  questionHi: (n: number) => `Question ${n} in Hindi`,
  answerHi: (n: number) => `Answer ${n} in Hindi`,
  faqsHi: 'The questions in Hindi',
  itemsHi: 'The items’ names in Hindi',
  faqHi: (n: number) => `Question ${n} in Hindi (optional)`,
  updateTitleHi: 'Update title in Hindi (optional)',
  updateBodyHi: 'What happened, in Hindi (optional)',
  updateHindiIncomplete: 'Write both the title and the update in Hindi, or neither',
  yourUpdates: 'Your updates',
  updateWaiting: 'With our team: not on the page yet',
  updateLive: 'On the page',
  updateEmailed: 'On the page, and emailed to donors who asked for updates',
  updateRefused: 'Not published',
  updateReason: (reason: string) => `Our team’s reason: ${reason}`,
  // Length limits the schemas below name (read back in the request's language by inLanguage).
  limits: {
    title: 'The title must be at most 120 characters',
    summary: 'The summary must be at most 300 characters',
    question: 'A question must be at most 300 characters',
    answer: 'An answer must be at most 2000 characters',
    item: 'An item name must be at most 80 characters',
    update: 'An update must be at most 5000 characters',
  },
});

const em = campaignEditorMessages;

/**
 * A campaign's address from its title: lower-case Latin letters and digits joined by hyphens,
 * accents dropped, at most 60 characters; a title with none of those (say, all Devanagari)
 * gives "campaign". Whoever stores it makes it unique (-2, -3 …).
 */
export function slugFromTitle(title: string): string {
  const slug =
    title
      .normalize('NFKD')
      .replace(/[\u0300-\u036f]/g, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'campaign';
  // An address of digits alone is read as a campaign's id (/campaigns/7 is campaign 7), so a
  // campaign titled "7" would send its donors to another campaign's page.
  return /^\d+$/.test(slug) ? `campaign-${slug}` : slug;
}
const CATEGORY_IDS = CATEGORIES.map((c) => c.id) as number[];

/** The YouTube id of a watch, share, shorts or embed link (or of a bare id). */
export function youtubeId(value: string): string | null {
  const v = value.trim();
  if (/^[\w-]{11}$/.test(v)) return v;
  let url: URL;
  try {
    url = new URL(v);
  } catch {
    return null;
  }
  const host = url.hostname.replace(/^www\.|^m\./, '');
  const id =
    host === 'youtu.be'
      ? url.pathname.slice(1)
      : host === 'youtube.com' || host === 'youtube-nocookie.com'
        ? url.pathname === '/watch'
          ? (url.searchParams.get('v') ?? '')
          : (url.pathname.match(/^\/(?:embed|shorts|live)\/([\w-]{11})/)?.[1] ?? '')
        : '';
  return /^[\w-]{11}$/.test(id) ? id : null;
}

/** A question's Hindi (issue 23): optional, the same rules as the English. */
const faqHindi = {
  questionHi: text({ field: 'Question in Hindi' }).trim().max(300, em.limits.question).default(''),
  answerHi: text({ field: 'Answer in Hindi', multiline: true }).trim().max(2000, em.limits.answer).default(''),
};

const faqPair = z.object({
  question: text({ field: 'Question' }).trim().max(300, em.limits.question),
  answer: text({ field: 'Answer', multiline: true }).trim().max(2000, em.limits.answer),
  ...faqHindi,
});

/** Each question's Hindi needs its answer's, and the other way round (a page shows both or neither). */
function faqHindiPairs(faqs: { questionHi: string; answerHi: string }[], ctx: z.RefinementCtx) {
  faqs.forEach((f, i) => {
    if (Boolean(f.questionHi) !== Boolean(f.answerHi)) ctx.addIssue({ code: 'custom', path: [`faq${i + 1}Hi`], message: em.faqIncomplete });
  });
}

/** The Hindi beside the English (issue 23): optional, the same rules as the English. */
const hindiWords = {
  titleHi: text({ field: 'Title in Hindi' }).trim().max(120, em.limits.title).default(''),
  summaryHi: text({ field: 'Summary in Hindi', multiline: true }).trim().max(300, em.limits.summary).default(''),
  storyHi: z
    .string()
    .max(STORY_MAX, em.storyTooLong)
    .default('')
    .transform((v) => v.replace(/\r\n?/g, '\n')),
};

/**
 * A live campaign's Hindi, which staff add or change on their own (its English stays); its
 * questions' Hindi and its items' Hindi names (issue 39) by place.
 */
export const campaignHindiInput = z
  .object({
    ...hindiWords,
    faqs: z.array(z.object(faqHindi)).max(FAQ_SLOTS).default([]),
    items: z
      .array(z.object({ titleHi: text({ field: 'Item in Hindi' }).trim().max(80, em.limits.item).default('') }))
      .max(PRODUCT_SLOTS)
      .default([]),
  })
  .superRefine((v, ctx) => faqHindiPairs(v.faqs, ctx));
export type CampaignHindiInput = z.infer<typeof campaignHindiInput>;

/** `today` (YYYY-MM-DD in IST) is passed in so the rule is the same in the browser and server. */
export const campaignEditInput = z
  .object({
    title: text({ field: 'Title', required: em.titleRequired }).trim().min(1, em.titleRequired).max(120, em.limits.title),
    categoryId: z.coerce.number({ error: em.categoryRequired }).refine((v) => CATEGORY_IDS.includes(v), em.categoryRequired),
    goalRupees: z
      .string({ error: em.goalRequired })
      .trim()
      .min(1, em.goalRequired)
      // Whole rupees as typed ("1,50,000", "₹1,50,000"), by core's one amount rule.
      .transform((v, ctx) => {
        const rupees = parseWholeRupees(v);
        if (rupees === null) {
          ctx.addIssue({ code: 'custom', message: em.goalFormat });
          return z.NEVER;
        }
        return rupees;
      })
      .refine((v) => v >= GOAL_MIN_RUPEES && v <= GOAL_MAX_RUPEES, em.goalRange),
    endsOn: z
      .string()
      .trim()
      .regex(/^(\d{4}-\d{2}-\d{2})?$/, em.endsInPast)
      .optional(),
    summary: text({ field: 'Summary', multiline: true }).trim().max(300, em.limits.summary).default(''),
    // Markdown (decision 0031): the server renders and sanitizes it.
    story: z
      .string()
      .max(STORY_MAX, em.storyTooLong)
      .default('')
      // Forms send line ends as CRLF; the source is kept with plain newlines.
      .transform((v) => v.replace(/\r\n?/g, '\n')),
    videoUrl: z
      .string()
      .trim()
      .max(200, em.videoInvalid)
      .refine((v) => v === '' || youtubeId(v) !== null, em.videoInvalid)
      .default(''),
    faqs: z.array(faqPair).max(FAQ_SLOTS).default([]),
    ...hindiWords,
  })
  .superRefine((v, ctx) => {
    v.faqs.forEach((f, i) => {
      if (Boolean(f.question) !== Boolean(f.answer)) ctx.addIssue({ code: 'custom', path: [`faq${i + 1}`], message: em.faqIncomplete });
    });
    faqHindiPairs(v.faqs, ctx);
  });
type CampaignEditParsed = z.infer<typeof campaignEditInput>;
/** The editor's words; the Hindi may be left out (then there is none). */
export type CampaignEditInput = Omit<CampaignEditParsed, 'titleHi' | 'summaryHi' | 'storyHi'> &
  Partial<Pick<CampaignEditParsed, 'titleHi' | 'summaryHi' | 'storyHi'>>;

const product = z.object({
  title: text({ field: 'Item' }).trim().max(80, em.limits.item),
  priceRupees: z.string().trim().max(AMOUNT_INPUT_MAX),
  stock: z.string().trim().max(6),
  // Its Hindi name (issue 39): optional, the same limit; empty is none.
  titleHi: text({ field: 'Item in Hindi' }).trim().max(80, em.limits.item).default(''),
});

/** The items a donor may give (the campaign page's Products tab); empty rows are dropped. */
export const campaignProductsInput = z
  .array(product)
  .max(PRODUCT_SLOTS)
  .superRefine((rows, ctx) => {
    rows.forEach((r, i) => {
      const empty = !r.title && !r.priceRupees && !r.stock && !r.titleHi;
      const price = parseWholeRupees(r.priceRupees) ?? Number.NaN;
      const stock = /^\d+$/.test(r.stock) ? Number(r.stock) : Number.NaN;
      if (!empty && (!r.title || !(price >= 100 && price <= 10_00_000) || !(stock >= 1 && stock <= 100_000))) {
        ctx.addIssue({ code: 'custom', path: [`product${i + 1}`], message: em.productIncomplete });
      }
    });
  })
  .transform((rows) =>
    rows
      .filter((r) => r.title || r.priceRupees || r.stock || r.titleHi)
      .map((r) => ({ title: r.title, titleHi: r.titleHi, pricePaise: (parseWholeRupees(r.priceRupees) ?? 0) * 100, stock: Number(r.stock) })),
  );
export type CampaignProductsInput = z.output<typeof campaignProductsInput>;

export const campaignUpdateInput = z
  .object({
    title: text({ field: 'Update title', required: em.updateTitleRequired }).trim().min(1, em.updateTitleRequired).max(120, em.limits.title),
    body: text({ field: 'Update', required: em.updateBodyRequired, multiline: true }).trim().min(1, em.updateBodyRequired).max(5000, em.limits.update),
    // Its Hindi (issue 23): optional, both or neither; Hindi pages show it, Hindi donors get it.
    titleHi: text({ field: 'Update title in Hindi' }).trim().max(120, em.limits.title).default(''),
    bodyHi: text({ field: 'Update in Hindi', multiline: true }).trim().max(5000, em.limits.update).default(''),
  })
  .superRefine((v, ctx) => {
    if (v.titleHi && !v.bodyHi) ctx.addIssue({ code: 'custom', path: ['bodyHi'], message: em.updateHindiIncomplete });
    if (v.bodyHi && !v.titleHi) ctx.addIssue({ code: 'custom', path: ['titleHi'], message: em.updateHindiIncomplete });
  });
export type CampaignUpdateInput = z.infer<typeof campaignUpdateInput>;

/** Emailed updates a campaign may send in any 24 hours; more stay on its page only (issue 26). */
export const UPDATE_EMAILS_PER_DAY = 2;

export const updateReviewInput = z.discriminatedUnion('decision', [
  z.object({
    decision: z.literal('approve'),
    // Trust the campaign: its next updates go out without review.
    trust: z
      .union([z.boolean(), z.literal('on'), z.literal('true'), z.literal('')])
      .optional()
      .transform((v) => v === true || v === 'on' || v === 'true'),
  }),
  z.object({
    decision: z.literal('reject'),
    reason: text({ field: 'Reason', required: em.updateRejectReasonRequired }).trim().min(3, em.updateRejectReasonRequired).max(500, em.limits.title),
  }),
]);
export type UpdateReviewInput = z.infer<typeof updateReviewInput>;

/** What became of a posted or reviewed update. */
export interface UpdatePosted {
  status: 'pending' | 'published' | 'rejected';
  recipients: number;
  /** Sent by email (false: it waits, was refused, or the day's emails were used). */
  emailed: boolean;
  /** It waits although the campaign is trusted: it gives a UPI ID, an IFSC or an account number. */
  heldForPayment?: boolean;
}

/** An update waiting for staff. */
export interface PendingUpdate {
  id: number;
  campaignId: number;
  campaignTitle: string;
  campaignSlug: string;
  title: string;
  bodyHtml: string;
  titleHi: string | null;
  bodyHtmlHi: string | null;
  outsideHosts: string[];
  paymentDetails: PaymentDetail[];
  createdAt: string;
}

export interface CampaignerCampaign {
  id: number;
  slug: string;
  title: string;
  status: 'draft' | 'published' | 'closed';
  image: string;
  goalPaise: number;
  raisedPaise: number;
}

export interface GalleryPhoto {
  jpeg: string;
  webp: string;
  width: number;
  height: number;
}

export interface CampaignDraft extends CampaignerCampaign {
  gallery: GalleryPhoto[];
  /** Each item with its Hindi name ('' where there is none). */
  products: { title: string; titleHi: string; pricePaise: number; stock: number }[];
  categoryId: number;
  summary: string;
  /** The story's Markdown (a story written before Markdown, converted from its HTML). */
  story: string;
  videoId: string | null;
  faqs: { question: string; answer: string; questionHi?: string; answerHi?: string }[];
  endsAt: string | null;
  /** The Hindi beside the English ('' where there is none). */
  titleHi: string;
  summaryHi: string;
  storyHi: string;
  /** The campaigner's own updates, newest first (the last 20), with what staff made of each. */
  updates: CampaignerUpdate[];
}

export interface CampaignerUpdate {
  id: number;
  title: string;
  status: 'pending' | 'published' | 'rejected';
  postedAt: string;
  emailed: boolean;
  rejectReason: string | null;
}

// ---- The console's Campaigns screen (issue 11) ----

export const CAMPAIGN_STATUSES = ['draft', 'published', 'closed'] as const;
export type CampaignStatus = (typeof CAMPAIGN_STATUSES)[number];

export const campaignAdminView = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  status: z.enum(CAMPAIGN_STATUSES),
  categoryName: z.string(),
  raisedPaise: z.number().int(),
  goalPaise: z.number().int(),
  backers: z.number().int(),
  featured: z.boolean(),
  sort: z.number().int(),
  monthlyCause: z.boolean(),
  endsAt: z.string().nullable(),
  hasHindi: z.boolean().describe('Whether staff wrote its Hindi title (Hindi pages show the Hindi version once it is whole)'),
});
export type CampaignAdminView = z.infer<typeof campaignAdminView>;

export const campaignAdminQuery = z.object({
  q: z.string().trim().max(100).optional(),
  status: z.enum(CAMPAIGN_STATUSES).optional(),
  category: z.coerce.number().int().positive().max(2_147_483_647).optional(),
  after: afterQuery,
});

export const campaignPlacementInput = z.object({
  featured: z.boolean({ error: 'featured must be true or false' }),
  sort: z
    .number({ error: 'Order must be a whole number from 0 to 9999' })
    .int('Order must be a whole number from 0 to 9999')
    .min(0, 'Order must be a whole number from 0 to 9999')
    .max(9999, 'Order must be a whole number from 0 to 9999'),
});

export const campaignAdminMessages = /* @__PURE__ */ catalogue('campaignAdmin', {
  pageTitle: 'Campaigns',
  lead: 'Every campaign and what it has raised. Publish, take offline, close or reopen; choose what is featured on the home page and in what order. Edit a campaign’s words and photos in its editor.',
  search: 'Search by title or address',
  anyStatus: 'Any status',
  anyCategory: 'Any category',
  find: 'Find',
  none: 'No campaigns match.',
  status: { draft: 'Draft', published: 'Live', closed: 'Closed' } as Record<CampaignStatus, string>,
  actions: { published: 'Publish', draft: 'Take offline', closed: 'Close' } as Record<CampaignStatus, string>,
  reopen: 'Reopen',
  featured: 'Featured on home',
  order: 'Order',
  save: 'Save',
  edit: 'Edit',
  view: 'View',
  notFound: 'No such campaign.',
  changedMeanwhile: 'Someone changed this campaign meanwhile. Reload and try again.',
  cannotMove: (from: string, to: string) => `A campaign that is ${from} cannot become ${to} here.`,
  moved: (title: string, status: string) => `${title}: ${status}.`,
  placed: (title: string) => `${title}: placement saved.`,
});
