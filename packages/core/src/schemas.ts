// API shapes, shared by the server (validation + OpenAPI) and the web app (types).
import { z } from 'zod';
import { shownIn } from './content-language.ts';
import { paymentDetail } from './payment-details.ts';

const paise = z.number().int().nonnegative().describe('Amount in integer paise');
const isoDate = z.string().describe('ISO 8601 timestamp (UTC)');

export const slugOrIdParam = z.object({
  slugOrId: z
    .string()
    .min(1, 'Campaign is required')
    .max(120, 'Campaign must be at most 120 characters')
    .regex(/^[a-z0-9-]+$/, 'Campaign must be a slug or a numeric id'),
});

export const slugParam = z.object({
  slug: z
    .string()
    .min(1, 'Slug is required')
    .max(120, 'Slug must be at most 120 characters')
    .regex(/^[a-z0-9-]+$/, 'Slug may hold lowercase letters, digits and hyphens only'),
});

export const homeCampaignsQuery = z.object({
  categoryId: z.coerce
    .number({ error: 'categoryId must be a number' })
    .int('categoryId must be a whole number')
    .positive('categoryId must be positive')
    .max(2_147_483_647, 'categoryId is too large')
    .optional(),
});

export const slidersQuery = z.object({
  page: z
    .string()
    .min(1, 'page is required')
    .max(40, 'page must be at most 40 characters')
    .regex(/^[a-z0-9-]+$/, 'page may hold lowercase letters, digits and hyphens only')
    .default('home'),
});

export const category = z.object({
  id: z.number().int(),
  name: z.string(),
  slug: z.string(),
  image: z.string(),
  shownIn,
});

export const campaignCard = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  summary: z.string(),
  image: z.string(),
  categoryId: z.number().int(),
  categoryName: z.string(),
  categoryShownIn: shownIn,
  raisedPaise: paise,
  goalPaise: paise,
  backers: z.number().int().nonnegative(),
  shownIn,
});

export const campaignProduct = z.object({
  id: z.number().int(),
  title: z.string(),
  image: z.string(),
  pricePaise: paise,
  stock: z.number().int().nonnegative(),
  collected: z.number().int().nonnegative(),
  shownIn,
});

export const faq = z.object({ question: z.string(), answer: z.string() });

export const campaignUpdate = z.object({
  id: z.number().int(),
  title: z.string(),
  bodyHtml: z.string(),
  createdAt: isoDate,
  shownIn,
  /** Other sites the update names (links or bare addresses): the page says where they go. */
  outsideHosts: z.array(z.string()),
  /** UPI IDs, IFSCs, account and mobile numbers it gives: the page warns donors to pay only here. */
  paymentDetails: z.array(paymentDetail),
});

export const campaignDetail = campaignCard.extend({
  imageWebp: z.string().nullable().describe('The cover as WebP, when uploaded here (`image` is its JPEG)'),
  gallery: z.array(z.object({ jpeg: z.string(), webp: z.string(), width: z.number().int(), height: z.number().int() })),
  storyHtml: z.string(),
  videoId: z.string().nullable().describe('YouTube video id; the page embeds it on click'),
  faqs: z.array(faq.extend({ shownIn })),
  products: z.array(campaignProduct),
  updates: z.array(campaignUpdate),
  endsAt: isoDate.nullable(),
  status: z.enum(['draft', 'published', 'closed']),
  isMonthlyCause: z.boolean(),
  spentPaise: z.number().int().describe('What its approved spending adds up to (issue 26)'),
  foundationAddedPaise: z.number().int().describe('What the foundation put in from its own funds, which spending may use'),
});

export const donor = z.object({
  name: z.string(),
  amountPaise: paise,
  at: isoDate,
});

export const donorLists = z.object({ recent: z.array(donor), top: z.array(donor) });

export const slider = z.object({
  id: z.number().int(),
  page: z.string(),
  title: z.string(),
  subtitle: z.string(),
  image: z.string(),
  linkUrl: z.string(),
  linkLabel: z.string(),
  shownIn,
});

export const blogSummary = z.object({
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  image: z.string(),
  publishedAt: isoDate,
  shownIn,
});

export const blogPost = blogSummary.extend({ bodyHtml: z.string(), author: z.string() });

export const settings = z.object({
  foundationName: z.string(),
  tagline: z.string(),
  address: z.string(),
  helpline: z.string(),
  email: z.string(),
  whatsapp: z.string().describe('Digits with country code, for wa.me links'),
  reg80G: z.string(),
  /** The date of 80G registration or approval ('YYYY-MM-DD'), printed beside its number and on every statement row; '' when not yet given (older databases have no row). */
  reg80GDate: z.string().default(''),
  /** The 80G approval's validity as printed on receipts ("AY 2025-26 to AY 2029-30"); older databases have no row. */
  reg80GValidity: z.string().default(''),
  /**
   * The law's words for today's financial year (the tax regime in force): what pages call the
   * deduction. Filled from the tax regimes, not a stored setting.
   */
  taxLaw: z.object({ shortName: z.string(), section: z.string(), actName: z.string() }).default({ shortName: '', section: '', actName: '' }),
  /** Who signs receipts, and as what. */
  /** The shop's grievance officer (Consumer Protection (E-Commerce) Rules 2020, rule 4(5)); '' shows the foundation's contact. */
  grievanceOfficer: z.string().default(''),
  grievanceEmail: z.string().default(''),
  signatoryName: z.string().default(''),
  signatoryTitle: z.string().default('Authorised Signatory'),
  /** Issue an 80G receipt as soon as a donation that carries a PAN and an address is paid. */
  autoIssueReceipts: z.boolean().default(false),
  /** The smallest withdrawal a shop may ask for, in rupees. */
  shopMinPayoutRupees: z.number().int().default(500),
  pan: z.string(),
  upiId: z.string(),
  upiPayeeName: z.string(),
  /** The payee's merchant category code for UPI links (`mc`; a charity's is 8398); '' sends none. */
  upiMerchantCode: z.string().default(''),
  foundedOn: z.string(),
  mapEmbedQuery: z.string(),
  /** YouTube id of the "How To Donate" video on campaign pages; '' hides it (older databases have no row). */
  howToDonateVideoId: z.string().default(''),
  /** Short announcements scrolling on the home page; none hides the strip. */
  marquee: z.array(z.string()).default([]),
  /** A notice shown once per visitor over the home page, when enabled. */
  homePopup: z
    .object({ enabled: z.boolean(), title: z.string(), text: z.string(), linkUrl: z.string(), linkLabel: z.string() })
    .default({ enabled: false, title: '', text: '', linkUrl: '', linkLabel: '' }),
  social: z.object({
    facebook: z.string(),
    instagram: z.string(),
    youtube: z.string(),
    x: z.string(),
    linkedin: z.string(),
  }),
});

export const teamMember = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string(),
  mobile: z.string(),
  image: z.string(),
  shownIn,
});

export const testimonial = z.object({
  id: z.number().int(),
  name: z.string(),
  place: z.string(),
  quote: z.string(),
  image: z.string(),
  shownIn,
});

export const featuredLogo = z.object({ id: z.number().int(), name: z.string(), image: z.string() });

export const page = z.object({ slug: z.string(), title: z.string(), bodyHtml: z.string(), shownIn });

export const liveDonation = z.object({
  name: z.string(),
  amountPaise: paise,
  campaignTitle: z.string(),
  campaignSlug: z.string(),
  at: isoDate,
});

export const homeStats = z.object({
  totalRaisedPaise: paise,
  totalDonors: z.number().int().nonnegative(),
  lastHourPaise: paise,
  live: z.array(liveDonation),
});

/** A message as the dev outbox lists it. */
export const outboxMessage = z.object({
  id: z.number().int(),
  channel: z.enum(['email', 'sms', 'whatsapp']),
  recipient: z.string(),
  subject: z.string(),
  body: z.string(),
  /** Extra email headers as sent (List-Unsubscribe on newsletter emails); secrets redacted as in the body. */
  headers: z.record(z.string(), z.string()).nullable(),
  /** The email's HTML part as it would be sent (null for an SMS). */
  htmlUrl: z.string().nullable(),
  /** Files the email carries, each downloadable from the outbox as it would be sent. */
  attachments: z.array(z.object({ filename: z.string(), url: z.string() })),
  status: z.string(),
  createdAt: z.string(),
});

export type OutboxMessage = z.infer<typeof outboxMessage>;
export type Category = z.infer<typeof category>;
export type CampaignCard = z.infer<typeof campaignCard>;
export type CampaignProduct = z.infer<typeof campaignProduct>;
export type CampaignDetail = z.infer<typeof campaignDetail>;
export type Faq = z.infer<typeof faq>;
export type Donor = z.infer<typeof donor>;
export type DonorLists = z.infer<typeof donorLists>;
export type Slider = z.infer<typeof slider>;
export type BlogSummary = z.infer<typeof blogSummary>;
export type BlogPost = z.infer<typeof blogPost>;
export type Settings = z.infer<typeof settings>;
export type TeamMember = z.infer<typeof teamMember>;
export type Testimonial = z.infer<typeof testimonial>;
export type FeaturedLogo = z.infer<typeof featuredLogo>;
export type Page = z.infer<typeof page>;
export type HomeStats = z.infer<typeof homeStats>;
export type LiveDonation = z.infer<typeof liveDonation>;
