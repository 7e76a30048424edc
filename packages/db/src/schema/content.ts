import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    excerpt: text('excerpt').notNull(),
    image: text('image').notNull(),
    bodyHtml: text('body_html').notNull(),
    // The post in Hindi (sanitized like the English); null where there is none.
    titleHi: text('title_hi'),
    excerptHi: text('excerpt_hi'),
    bodyHtmlHi: text('body_html_hi'),
    author: text('author').notNull(),
    publishedAt: timestamp('published_at', { withTimezone: true }).notNull(),
    // Staff write drafts in the console; only published posts are on the site.
    status: text('status').notNull().default('published'),
    imageWebp: text('image_webp'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('blogs_status', sql`${t.status} in ('draft', 'published')`)],
);

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
    // The Hindi beside the English (issue 39); null is none.
    titleHi: text('title_hi'),
    subtitleHi: text('subtitle_hi'),
    linkLabelHi: text('link_label_hi'),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [index('sliders_page_idx').on(t.page, t.sort)],
);

export const pages = pgTable('pages', {
  slug: text('slug').primaryKey(),
  title: text('title').notNull(),
  bodyHtml: text('body_html').notNull(),
  // The page in Hindi (sanitized like the English); null where there is none.
  titleHi: text('title_hi'),
  bodyHtmlHi: text('body_html_hi'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const teamMembers = pgTable('team_members', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  role: text('role').notNull(),
  roleHi: text('role_hi'),
  mobile: text('mobile').notNull().default(''),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const testimonials = pgTable('testimonials', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  place: text('place').notNull().default(''),
  quote: text('quote').notNull(),
  placeHi: text('place_hi'),
  quoteHi: text('quote_hi'),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

export const featuredLogos = pgTable('featured_logos', {
  id: serial('id').primaryKey(),
  name: text('name').notNull(),
  image: text('image').notNull(),
  sort: integer('sort').notNull().default(0),
});

/** The site's questions and answers (/faq), written by staff; plain text, never HTML. */
export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    // The question and answer in Hindi (plain text like the English); null where there are none.
    questionHi: text('question_hi'),
    answerHi: text('answer_hi'),
    sort: integer('sort').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('faqs_sort_idx').on(t.sort, t.id)],
);

/** Key/value site settings (foundation name, helpline, 80G registration, UPI id …). */
export const siteSettings = pgTable('site_settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
});
