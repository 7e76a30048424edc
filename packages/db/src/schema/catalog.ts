import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, check, index, integer, jsonb, pgEnum, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt, money } from './_shared.ts';
import { users } from './auth.ts';

export const campaignStatus = pgEnum('campaign_status', ['draft', 'published', 'closed']);

export const categories = pgTable('categories', {
  id: integer('id').primaryKey(),
  name: text('name').notNull(),
  // The name on /hi pages (issue 23); null: the English name, marked lang="en".
  nameHi: text('name_hi'),
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
    // The Hindi words beside the English (issue 23): null where staff wrote none, and a /hi
    // page then shows the English and says so.
    titleHi: text('title_hi'),
    summaryHi: text('summary_hi'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    image: text('image').notNull(),
    // The same cover as WebP (smaller), when it was uploaded here; \`image\` is its JPEG.
    imageWebp: text('image_webp'),
    goalPaise: money('goal_paise').notNull(),
    // Derived from paid donations, maintained in the same transaction that changes them.
    raisedPaise: money('raised_paise').notNull().default(0),
    backers: integer('backers').notNull().default(0),
    storyHtml: text('story_html').notNull().default(''),
    // What the campaigner wrote (Markdown, decision 0031); story_html is it rendered and
    // sanitized. Null for a story written before (HTML only), which the editor converts.
    storyMarkdown: text('story_markdown'),
    // The Hindi story, Markdown and its rendered, sanitized HTML like the English; null when none.
    storyMarkdownHi: text('story_markdown_hi'),
    storyHtmlHi: text('story_html_hi'),
    videoId: text('video_id'),
    // Each question's Hindi beside it (issue 23), absent or '' where there is none.
    faqs: jsonb('faqs').$type<{ question: string; answer: string; questionHi?: string; answerHi?: string }[]>().notNull().default([]),
    status: campaignStatus('status').notNull().default('draft'),
    isMonthlyCause: boolean('is_monthly_cause').notNull().default(false),
    // Staff trust this campaign's updates: its campaigner's go out without review (issue 26).
    updatesTrusted: boolean('updates_trusted').notNull().default(false),
    featured: boolean('featured').notNull().default(false),
    sort: integer('sort').notNull().default(0),
    endsAt: timestamp('ends_at', { withTimezone: true }),
    // Photos below the story, each stored as JPEG and WebP (uploaded from /my-campaigns).
    gallery: jsonb('gallery').$type<{ jpeg: string; webp: string; width: number; height: number }[]>().notNull().default([]),
    // The campaigner who runs it (an approved application); null for the foundation's own.
    ownerId: integer('owner_id').references((): AnyPgColumn => users.id, { onDelete: 'set null' }),
    // When it first went live: a campaigner's draft has none until staff publish it, and that
    // first publish gives it its address from its title (later ones keep it: links are shared).
    publishedAt: timestamp('published_at', { withTimezone: true }).defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('campaigns_slug_uq').on(t.slug),
    index('campaigns_listing_idx').on(t.status, t.categoryId, t.sort),
    // The console finds a campaign by words of its title (pg_trgm; issue 22).
    index('campaigns_title_trgm_idx').using('gin', t.title.op('gin_trgm_ops')),
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
    // Its Hindi name (issue 39): shown on /hi pages when there is one.
    titleHi: text('title_hi'),
    image: text('image').notNull(),
    pricePaise: money('price_paise').notNull(),
    stock: integer('stock').notNull().default(0),
    collected: integer('collected').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('campaign_products_campaign_idx').on(t.campaignId), check('campaign_products_price_positive', sql`${t.pricePaise} > 0`)],
);

export const updateStatus = pgEnum('update_status', ['pending', 'published', 'rejected']);

export const campaignUpdates = pgTable(
  'campaign_updates',
  {
    id: serial('id').primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    bodyHtml: text('body_html').notNull(),
    // The update in Hindi (issue 23), sanitized like the English; null when none.
    titleHi: text('title_hi'),
    bodyHtmlHi: text('body_html_hi'),
    // A campaigner's update waits for staff unless the campaign is trusted (issue 26): only a
    // published one is on the page or emailed. Rows from before are published.
    status: updateStatus('status').notNull().default('published'),
    postedBy: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    rejectReason: text('reject_reason'),
    // When it went to donors by email (null: not emailed; at most a few a day per campaign).
    emailedAt: timestamp('emailed_at', { withTimezone: true }),
    // Other sites its text links to, shown to staff when they review it.
    outsideHosts: jsonb('outside_hosts').$type<string[]>().notNull().default([]),
    // UPI IDs, IFSCs, account and mobile numbers in its text (core payment-details.ts): shown
    // to staff, and to donors as a warning; they hold back even a trusted campaign's update.
    paymentDetails: jsonb('payment_details').$type<{ kind: 'upi' | 'ifsc' | 'account' | 'link' | 'phone'; value: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('campaign_updates_campaign_idx').on(t.campaignId, t.createdAt),
    index('campaign_updates_pending_idx').on(t.createdAt).where(sql`${t.status} = 'pending'`),
  ],
);
