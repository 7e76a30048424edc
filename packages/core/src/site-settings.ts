// The console's Site settings (issue 11): what staff may correct about the foundation without a
// deployment. Checked here for the page and the API alike; admins only save them.
import { z } from 'zod';
import { accountMessages, emailField } from './accounts.ts';
import { isIsoDate } from './dates.ts';
import { catalogue } from './i18n.ts';
import { optionalMobileField } from './input.ts';
import { text } from './text.ts';

/**
 * A link staff put on a page (a banner's, the home notice's): a path of this site or an https
 * address, or nothing. No backslash or space anywhere: browsers read `/\\host` as `//host`,
 * another site over plain http, which the rule exists to keep out.
 */
export function isSiteOrHttpsLink(v: string): boolean {
  if (v === '') return true;
  if (/[\\\s]/.test(v)) return false;
  return /^\/(?!\/)/.test(v) || /^https:\/\/[^/]/.test(v);
}

export const settingsMessages = /* @__PURE__ */ catalogue('settings', {
  pageTitle: 'Site settings',
  lead: 'The foundation’s details as the site, receipts and payment links show them. Changes show at once and are written to the audit log. Only an admin can save.',
  readOnly: 'You can read these; an admin changes them.',
  groups: {
    foundation: 'Foundation',
    contact: 'Contact',
    receipts: 'Tax receipts',
    payments: 'UPI payments',
    social: 'Social links',
    media: 'Video and map',
    home: 'Home page',
  },
  marquee: 'Scrolling announcements (one a line, up to 5; empty hides the strip)',
  marqueeLong: 'Each announcement may be at most 120 characters, and there may be 5',
  popupEnabled: 'Show a notice over the home page (once per visitor)',
  popupTitle: 'Notice title',
  popupText: 'Notice text',
  popupLink: 'Notice link (a page of this site, or https://…)',
  popupLinkLabel: 'Notice link text',
  popupNeedsTitle: 'A notice that is shown needs a title and a text',
  popupClose: 'Close',
  linkInvalid: 'The link must start with / or https://',
  save: 'Save settings',
  saved: 'Settings saved.',
  unchanged: 'Nothing changed.',
  required: (field: string) => `Please enter the ${field}`,
  helpline: 'Phone numbers may hold digits, spaces, + and - (up to 20)',
  whatsapp: 'WhatsApp number: 10 to 15 digits with the country code, no +',
  upiId: 'A UPI id looks like name@bank',
  grievanceEmail: 'Enter the grievance officer’s email as name@example.org, or leave it empty',
  reg80GDate: 'Enter the date of 80G registration or approval as a real date (YYYY-MM-DD), or leave it empty',
  upiMerchantCode: 'A merchant category code is 4 digits (a charity’s is 8398), or empty',
  video: 'Paste the 11-character YouTube video id, or leave it empty to hide the video',
  social: (network: string, host: string) => `The ${network} link must start with https://${host}/, or be empty`,
});

const sm = settingsMessages;
const line = (field: string, max = 200) =>
  text({ field, required: sm.required(field) })
    .trim()
    .min(1, sm.required(field))
    .max(max, accountMessages.tooLong(field, max));
const optional = (field: string, max = 200) => text({ field }).trim().max(max, accountMessages.tooLong(field, max)).default('');
const socialUrl = (network: string, host: string) =>
  z
    .string()
    .trim()
    .max(300)
    .refine((v) => v === '' || new RegExp(`^https://(www\\.)?${host.replace('.', '\\.')}/\\S*$`).test(v), sm.social(network, host))
    .default('');

export const settingsInput = z.object({
  foundationName: line('foundation name', 100),
  tagline: optional('tagline', 150),
  foundedOn: optional('founding date', 60),
  address: text({ field: 'address', required: sm.required('address'), multiline: true })
    .trim()
    .min(1, sm.required('address'))
    .max(300, accountMessages.tooLong('Address', 300)),
  helpline: z
    .string()
    .trim()
    .regex(/^[0-9+ -]{6,20}$/, sm.helpline),
  email: emailField(sm.required('email')),
  whatsapp: z
    .string()
    .trim()
    .regex(/^\d{10,15}$/, sm.whatsapp),
  reg80G: line('80G registration number', 60),
  // The date the 80G registration (the URN) was issued: the annual statement needs it on every row.
  reg80GDate: z
    .string()
    .trim()
    .refine((v) => v === '' || isIsoDate(v), sm.reg80GDate)
    .default(''),
  reg80GValidity: optional('80G validity', 100),
  pan: z
    .string()
    .trim()
    .toUpperCase()
    .regex(/^[A-Z]{5}\d{4}[A-Z]$/, accountMessages.panInvalid),
  grievanceOfficer: optional('grievance officer’s name', 100),
  grievanceEmail: z
    .string()
    .trim()
    .max(254, accountMessages.tooLong('Email', 254))
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), sm.grievanceEmail)
    .default(''),
  signatoryName: optional('signatory’s name', 100),
  signatoryTitle: optional('signatory’s title', 100),
  autoIssueReceipts: z.boolean().default(false),
  // The smallest withdrawal a shop may ask for (issue 25).
  shopMinPayoutRupees: z.coerce
    .number({ error: 'Enter the smallest withdrawal in whole rupees' })
    .int('Enter the smallest withdrawal in whole rupees')
    .min(1, 'Enter the smallest withdrawal in whole rupees')
    .max(1_000_000, 'Enter the smallest withdrawal in whole rupees')
    .default(500),
  upiId: z
    .string()
    .trim()
    .regex(/^[a-zA-Z0-9._-]{2,256}@[a-zA-Z]{2,64}$/, sm.upiId),
  upiPayeeName: line('UPI payee name', 100),
  upiMerchantCode: z
    .string()
    .trim()
    .regex(/^(\d{4})?$/, sm.upiMerchantCode)
    .default(''),
  howToDonateVideoId: z
    .string()
    .trim()
    .regex(/^([A-Za-z0-9_-]{11})?$/, sm.video)
    .default(''),
  mapEmbedQuery: optional('map search', 200),
  marquee: z
    .array(z.string().trim().max(120, sm.marqueeLong))
    .max(5, sm.marqueeLong)
    .default([])
    .transform((lines) => lines.filter((l) => l !== '')),
  homePopup: z
    .object({
      enabled: z.boolean().default(false),
      title: text({ field: 'Notice title' }).trim().max(100, accountMessages.tooLong('Notice title', 100)).default(''),
      text: text({ field: 'Notice text', multiline: true }).trim().max(400, accountMessages.tooLong('Notice text', 400)).default(''),
      linkUrl: z.string().trim().max(300).refine(isSiteOrHttpsLink, sm.linkInvalid).default(''),
      linkLabel: text({ field: 'Notice link text' }).trim().max(60, accountMessages.tooLong('Notice link text', 60)).default(''),
    })
    .refine((p) => !p.enabled || (p.title !== '' && p.text !== ''), { message: sm.popupNeedsTitle, path: ['title'] })
    .default({ enabled: false, title: '', text: '', linkUrl: '', linkLabel: '' }),
  social: z.object({
    facebook: socialUrl('Facebook', 'facebook.com'),
    instagram: socialUrl('Instagram', 'instagram.com'),
    youtube: socialUrl('YouTube', 'youtube.com'),
    x: socialUrl('X', 'x.com'),
    linkedin: socialUrl('LinkedIn', 'linkedin.com'),
  }),
});
export type SettingsInput = z.output<typeof settingsInput>;

// ---- Site pages (about and the four policies) ----

export const pageMessages = /* @__PURE__ */ catalogue('page', {
  pageTitle: 'Pages',
  lead: 'The About page and the four policy pages. Headings, paragraphs, lists, bold, italics and links are kept; anything else (scripts, styles, frames) is removed when you save. Changes show at once.',
  choose: 'Page',
  title: 'Title',
  body: 'Text (HTML)',
  save: 'Save page',
  saved: (title: string) => `${title} saved.`,
  notFound: 'No such page.',
  titleRequired: 'Please enter the page’s title',
  bodyRequired: 'Please enter the page’s text',
  view: 'View the page',
});

export const pageInput = z.object({
  title: text({ field: 'Title', required: pageMessages.titleRequired })
    .trim()
    .min(1, pageMessages.titleRequired)
    .max(150, accountMessages.tooLong('Title', 150)),
  bodyHtml: text({ field: 'Text', required: pageMessages.bodyRequired, multiline: true })
    .trim()
    .min(1, pageMessages.bodyRequired)
    .max(100_000, accountMessages.tooLong('Text', 100_000)),
  // The Hindi beside the English (issue 23): optional, the same rules (the text is sanitized on save).
  titleHi: text({ field: 'Title in Hindi' }).trim().max(150, accountMessages.tooLong('Title in Hindi', 150)).optional(),
  bodyHtmlHi: text({ field: 'Text in Hindi', multiline: true }).trim().max(100_000, accountMessages.tooLong('Text in Hindi', 100_000)).optional(),
});
export type PageInput = z.output<typeof pageInput>;

/** A page as staff edit it: its Hindi beside the English ('' where there is none). */
export interface PageForEditing {
  slug: string;
  title: string;
  bodyHtml: string;
  titleHi: string;
  bodyHtmlHi: string;
}

// ---- Blog posts ----

export const BLOG_STATUSES = ['draft', 'published'] as const;
export type BlogStatus = (typeof BLOG_STATUSES)[number];

export const blogMessages = /* @__PURE__ */ catalogue('blog', {
  pageTitle: 'Blog posts',
  lead: 'Write a post as a draft, add its cover, publish it when it is ready. The text keeps headings, paragraphs, lists, emphasis and links; anything else is removed when you save.',
  newPost: 'New post',
  edit: 'Edit',
  view: 'View',
  title: 'Title',
  excerpt: 'Summary (on the blog list)',
  author: 'Author',
  body: 'Text (HTML)',
  status: 'State',
  statuses: { draft: 'Draft (not on the site)', published: 'Published' } as Record<BlogStatus, string>,
  save: 'Save post',
  saved: (title: string) => `${title} saved.`,
  cover: 'Cover photo (JPEG, PNG or WebP, at least 1200 × 630, up to 5 MB)',
  coverSave: 'Upload cover',
  coverSaved: 'Cover saved.',
  coverType: 'The cover must be a JPEG, PNG or WebP photo.',
  coverTooLarge: 'The cover is larger than 5 MB.',
  coverTooSmall: 'The cover must be at least 1200 × 630 pixels.',
  coverUnreadable: 'This picture could not be read.',
  titleRequired: 'Please enter the post’s title',
  excerptRequired: 'Please enter a short summary',
  authorRequired: 'Please enter the author',
  bodyRequired: 'Please enter the post’s text',
  notFound: 'No such post.',
  none: 'No posts yet.',
  publishNeedsCover: 'Add a cover photo before publishing.',
});

export const blogInput = z.object({
  title: text({ field: 'Title', required: blogMessages.titleRequired })
    .trim()
    .min(1, blogMessages.titleRequired)
    .max(150, accountMessages.tooLong('Title', 150)),
  excerpt: text({ field: 'Summary', required: blogMessages.excerptRequired })
    .trim()
    .min(1, blogMessages.excerptRequired)
    .max(300, accountMessages.tooLong('Summary', 300)),
  author: text({ field: 'Author', required: blogMessages.authorRequired })
    .trim()
    .min(1, blogMessages.authorRequired)
    .max(100, accountMessages.tooLong('Author', 100)),
  bodyHtml: text({ field: 'Text', required: blogMessages.bodyRequired, multiline: true })
    .trim()
    .min(1, blogMessages.bodyRequired)
    .max(100_000, accountMessages.tooLong('Text', 100_000)),
  status: z.enum(BLOG_STATUSES).default('draft'),
  // The Hindi beside the English (issue 23): optional, the same rules (the text is sanitized on save).
  titleHi: text({ field: 'Title in Hindi' }).trim().max(150, accountMessages.tooLong('Title in Hindi', 150)).optional(),
  excerptHi: text({ field: 'Summary in Hindi' }).trim().max(300, accountMessages.tooLong('Summary in Hindi', 300)).optional(),
  bodyHtmlHi: text({ field: 'Text in Hindi', multiline: true }).trim().max(100_000, accountMessages.tooLong('Text in Hindi', 100_000)).optional(),
});
export type BlogInput = z.output<typeof blogInput>;

export const blogAdminView = z.object({
  id: z.number().int(),
  slug: z.string(),
  title: z.string(),
  excerpt: z.string(),
  author: z.string(),
  bodyHtml: z.string(),
  image: z.string(),
  status: z.enum(BLOG_STATUSES),
  publishedAt: z.string(),
  updatedAt: z.string(),
  /** The Hindi beside the English ('' where there is none). */
  titleHi: z.string(),
  excerptHi: z.string(),
  bodyHtmlHi: z.string(),
});
export type BlogAdminView = z.infer<typeof blogAdminView>;

// ---- Team, testimonials and featured-in logos (the home page's lists) ----

export const CONTENT_LISTS = ['sliders', 'team', 'testimonials', 'logos'] as const;
export type ContentList = (typeof CONTENT_LISTS)[number];

export const contentListMessages = /* @__PURE__ */ catalogue('contentList', {
  pageTitle: 'Banners, team, testimonials and logos',
  lead: 'The lists on the home page, and the Monthly Donation page\'s four featured causes (banners shown on "monthly"). Add one with its picture; change its words or order; remove it. Lower order numbers come first.',
  tabs: { sliders: 'Banners', team: 'Team', testimonials: 'Testimonials', logos: 'Featured in' } as Record<ContentList, string>,
  add: 'Add',
  save: 'Save',
  remove: 'Remove',
  removeConfirm: (name: string) => `Yes, remove ${name}`,
  photo: 'Photo (JPEG, PNG or WebP, at least 200 × 200, up to 5 MB)',
  photoRequired: 'Please choose a photo',
  photoType: 'The photo must be a JPEG, PNG or WebP image.',
  photoTooLarge: 'The photo is larger than 5 MB.',
  photoTooSmall: 'The photo must be at least 200 × 200 pixels.',
  photoUnreadable: 'This picture could not be read.',
  name: 'Name',
  role: 'Role',
  mobile: 'Mobile (optional)',
  place: 'Place',
  quote: 'What they said',
  order: 'Order',
  saved: (name: string) => `${name} saved.`,
  removed: (name: string) => `${name} removed.`,
  notFound: 'Not found.',
  none: 'Nothing here yet.',
  nameRequired: 'Please enter the name',
  roleRequired: 'Please enter the role',
  quoteRequired: 'Please enter what they said',
  sortInvalid: 'Order must be a whole number from 0 to 9999',
  title: 'Title',
  subtitle: 'Subtitle',
  linkUrl: 'Link (a page of this site, such as /monthly-donation, or https://…)',
  linkLabel: 'Link text',
  page: "Shown on (page): home, or monthly for the Monthly Donation page's featured causes",
  titleRequired: 'Please enter the title',
  linkInvalid: 'The link must start with / or https://',
  pageInvalid: 'The page is a lowercase name such as home',
});

const cl = contentListMessages;
const sortField = z.coerce.number({ error: cl.sortInvalid }).int(cl.sortInvalid).min(0, cl.sortInvalid).max(9999, cl.sortInvalid).default(0);
const nameField = text({ field: 'Name', required: cl.nameRequired }).trim().min(1, cl.nameRequired).max(100, accountMessages.tooLong('Name', 100));

/** Each list's words (the photo comes apart, as an upload). */
export const contentListInputs = {
  sliders: z.object({
    page: z
      .string()
      .trim()
      .regex(/^[a-z0-9-]{1,40}$/, cl.pageInvalid)
      .default('home'),
    name: text({ field: 'Title', required: cl.titleRequired }).trim().min(1, cl.titleRequired).max(150, accountMessages.tooLong('Title', 150)),
    subtitle: text({ field: 'Subtitle' }).trim().max(200, accountMessages.tooLong('Subtitle', 200)).default(''),
    linkUrl: z.string().trim().max(300).refine(isSiteOrHttpsLink, cl.linkInvalid).default(''),
    linkLabel: text({ field: 'Link text' }).trim().max(60, accountMessages.tooLong('Link text', 60)).default(''),
    // The Hindi beside the English (issue 39): optional, the same limits; empty is none, left out
    // is unchanged (an API client that knows only the English keeps the stored Hindi).
    nameHi: text({ field: 'Title in Hindi' }).trim().max(150, accountMessages.tooLong('Title in Hindi', 150)).optional(),
    subtitleHi: text({ field: 'Subtitle in Hindi' }).trim().max(200, accountMessages.tooLong('Subtitle in Hindi', 200)).optional(),
    linkLabelHi: text({ field: 'Link text in Hindi' }).trim().max(60, accountMessages.tooLong('Link text in Hindi', 60)).optional(),
    sort: sortField,
  }),
  team: z.object({
    name: nameField,
    role: text({ field: 'Role', required: cl.roleRequired }).trim().min(1, cl.roleRequired).max(100, accountMessages.tooLong('Role', 100)),
    roleHi: text({ field: 'Role in Hindi' }).trim().max(100, accountMessages.tooLong('Role in Hindi', 100)).optional(),
    mobile: optionalMobileField({ field: 'Mobile', invalid: 'Mobile number must be 10 digits' }).default(''),
    sort: sortField,
  }),
  testimonials: z.object({
    name: nameField,
    place: text({ field: 'Place' }).trim().max(100, accountMessages.tooLong('Place', 100)).default(''),
    quote: text({ field: 'Quote', required: cl.quoteRequired, multiline: true })
      .trim()
      .min(1, cl.quoteRequired)
      .max(600, accountMessages.tooLong('Quote', 600)),
    placeHi: text({ field: 'Place in Hindi' }).trim().max(100, accountMessages.tooLong('Place in Hindi', 100)).optional(),
    quoteHi: text({ field: 'Quote in Hindi', multiline: true }).trim().max(600, accountMessages.tooLong('Quote in Hindi', 600)).optional(),
    sort: sortField,
  }),
  logos: z.object({ name: nameField, sort: sortField }),
} as const;
export type ContentListInput = { [K in ContentList]: z.output<(typeof contentListInputs)[K]> };

export const contentListItem = z.object({
  id: z.number().int(),
  name: z.string(),
  role: z.string().optional(),
  mobile: z.string().optional(),
  place: z.string().optional(),
  quote: z.string().optional(),
  page: z.string().optional(),
  subtitle: z.string().optional(),
  linkUrl: z.string().optional(),
  linkLabel: z.string().optional(),
  /** The Hindi beside the English (issue 39; '' where there is none): a banner's title, subtitle and link text, a role, a place and a quote. */
  nameHi: z.string().optional(),
  subtitleHi: z.string().optional(),
  linkLabelHi: z.string().optional(),
  roleHi: z.string().optional(),
  placeHi: z.string().optional(),
  quoteHi: z.string().optional(),
  image: z.string(),
  sort: z.number().int(),
});
export type ContentListItem = z.infer<typeof contentListItem>;
