// One schema for PGlite and PostgreSQL. Money columns are bigint paise (mode number: amounts
// stay far below 2^53 paise, and every write path checks Number.isSafeInteger).
import { sql } from 'drizzle-orm';
import { bigint, bigserial, boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });

export const campaignStatus = pgEnum('campaign_status', ['draft', 'published', 'closed']);
export const donationStatus = pgEnum('donation_status', ['pending', 'paid', 'failed', 'refunded']);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  slug: text('slug').notNull().unique(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const campaigns = pgTable(
  'campaigns',
  {
    // Explicit ids for the spec's monthly causes (2494…2745); new rows come from the sequence.
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    summary: text('summary').notNull().default(''),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    image: text('image').notNull(),
    goalPaise: money('goal_paise').notNull(),
    // Derived from paid donations, maintained in the same transaction that changes them.
    raisedPaise: money('raised_paise').notNull().default(0),
    backers: integer('backers').notNull().default(0),
    storyHtml: text('story_html').notNull().default(''),
    videoId: text('video_id'),
    faqs: jsonb('faqs').$type<{ question: string; answer: string }[]>().notNull().default([]),
    status: campaignStatus('status').notNull().default('draft'),
    isMonthlyCause: boolean('is_monthly_cause').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaigns_slug_uq').on(t.slug),
    index('campaigns_listing_idx').on(t.status, t.categoryId, t.sort),
    check('campaigns_goal_positive', sql`${t.goalPaise} > 0`),
    check('campaigns_raised_nonneg', sql`${t.raisedPaise} >= 0`),
  ],
);

export const campaignProducts = pgTable(
  'campaign_products',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    image: text('image').notNull(),
    pricePaise: money('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    collected: integer('collected').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('campaign_products_campaign_idx').on(t.campaignId), check('campaign_products_price_positive', sql`${t.pricePaise} > 0`)],
);

export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt)],
);

export const donations = pgTable(
  'donations',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull().default(''),
    // What counts toward the campaign; tip and urgent-cause support are kept apart.
    amountPaise: money('amount_paise').notNull(),
    tipPaise: money('tip_paise').notNull().default(0),
    urgentPaise: money('urgent_paise').notNull().default(0),
    anonymous: boolean('anonymous').notNull().default(false),
    status: donationStatus('status').notNull().default('pending'),
    reference: text('reference').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('donations_reference_uq').on(t.reference),
    // Recent donors and top donors of a campaign, and the live strip, read only paid rows.
    index('donations_recent_idx').on(t.campaignId, t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_top_idx').on(t.campaignId, t.amountPaise).where(sql`${t.status} = 'paid'`),
    index('donations_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_email_idx').on(t.donorEmail),
    check('donations_amount_positive', sql`${t.amountPaise} > 0`),
    check('donations_tip_nonneg', sql`${t.tipPaise} >= 0 and ${t.urgentPaise} >= 0`),
  ],
);

export const blogs = pgTable('blogs', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  excerpt: text('excerpt').notNull(),
  image: text('image').notNull(),
  bodyHtml: text('body_html').notNull(),
  author: text('author').notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
});

export const sliders = pgTable(
  'sliders',
  {
    id: serial('id').primaryKey(),
    page: text('page').notNull(),
    title: text('title').notNull(),
    subtitle: text('subtitle').notNull().default(''),
    image: text('image').notNull(),
    linkUrl: text('link_url').notNull().default(''),
    linkLabel: text('link_label').notNull().default(''),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sliders_page_idx').on(t.page, t.sort)],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  mobile: text('mobile').notNull().default(''),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  place: text('place').notNull().default(''),
  quote: text('quote').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const featuredLogos = pgTable('featured_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** Key/value site settings (foundation name, helpline, 80G registration, UPI id …). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
