// One schema for PGlite and PostgreSQL. Money columns are bigint paise (mode number: amounts
// stay far below 2^53 paise, and every write path checks Number.isSafeInteger).
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  bigserial,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  json,
  jsonb,
  pgEnum,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
const money = (name: string) => bigint(name, { mode: 'number' });
/** Bytes (a receipt's PDF) as a Node Buffer; PGlite may hand back a Uint8Array. */
const bytea = customType<{ data: Buffer; driverData: Buffer | Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (v) => (Buffer.isBuffer(v) ? v : Buffer.from(v)),
});

export const campaignStatus = pgEnum('campaign_status', ['draft', 'published', 'closed']);
export const donationStatus = pgEnum('donation_status', ['pending', 'paid', 'failed', 'refunded']);

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
    // Set for a monthly donation's charge; profile lists those under "Donate Monthly".
    subscriptionId: text('subscription_id'),
    // The donor asked for an 80G receipt (issued by staff in the receipts module).
    receiptRequestedAt: timestamp('receipt_requested_at', { withTimezone: true }),
    // When its valid receipt was issued (receipts writes it with the receipt, in the transaction
    // that holds this row): the queue's index holds only the requests still waiting, so it never
    // walks a year of issued receipts to find them (issue 22).
    receiptIssuedAt: timestamp('receipt_issued_at', { withTimezone: true }),
    // The order it came from (one donation per paid order), and what the 80G receipt needs.
    orderId: bigint('order_id', { mode: 'number' }).references(() => orders.id),
    donorPan: text('donor_pan'),
    // A donor without a PAN may give their Aadhaar number (12 digits, Verhoeff-checked): the
    // statement of donations needs it in full; screens and receipts show it masked.
    donorAadhaar: text('donor_aadhaar'),
    donorAddress: text('donor_address'),
    method: text('method'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('donations_reference_uq').on(t.reference),
    uniqueIndex('donations_order_uq').on(t.orderId),
    // Recent donors and top donors of a campaign, and the live strip, read only paid rows.
    index('donations_recent_idx').on(t.campaignId, t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_top_idx').on(t.campaignId, t.amountPaise).where(sql`${t.status} = 'paid'`),
    index('donations_paid_at_idx').on(t.paidAt).where(sql`${t.status} = 'paid'`),
    index('donations_email_idx').on(t.donorEmail),
    // The receipts queue, oldest request first: only the requests still waiting (issue 22).
    index('donations_receipt_waiting_idx')
      .on(t.receiptRequestedAt, t.id)
      .where(sql`${t.status} = 'paid' and ${t.receiptRequestedAt} is not null and ${t.receiptIssuedAt} is null`),
    check('donations_amount_positive', sql`${t.amountPaise} > 0`),
    check('donations_tip_nonneg', sql`${t.tipPaise} >= 0 and ${t.urgentPaise} >= 0`),
  ],
);

/**
 * Each campaign's paid gifts summed by UTC day, kept by a trigger on donations (migration 0038)
 * so it always equals them: a gift's place in the campaign's pool of money (what the gifts before
 * it hold, issue 26) is the days before its own plus the gifts earlier that day, a few hundred
 * rows at most where summing every earlier gift read 100,000.
 */
export const donationPoolDays = pgTable(
  'donation_pool_days',
  {
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    day: date('day', { mode: 'string' }).notNull(),
    paidPaise: bigint('paid_paise', { mode: 'number' }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.campaignId, t.day] })],
);

export const orderStatus = pgEnum('order_status', ['created', 'pending', 'paid', 'failed', 'cancelled', 'refunded']);
export const paymentMethod = pgEnum('payment_method', ['simulator', 'upi', 'razorpay']);
// What an order pays for: a gift (giving counts it: donation, figures, receipt) or a shop
// purchase (the shop counts it: its vendors' orders; never a donation, never a receipt).
export const orderPurpose = pgEnum('order_purpose', ['gift', 'shop']);

/**
 * One checkout attempt and its payment. A paid order makes exactly one donation (the ledger
 * row that counts toward the campaign); the state machine is in core/giving.ts.
 */
export const orders = pgTable(
  'orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    // The client's key for this checkout: a retry with it returns this order (request_hash
    // tells a retry from another donation reusing the key).
    idempotencyKey: text('idempotency_key'),
    requestHash: text('request_hash').notNull(),
    purpose: orderPurpose('purpose').notNull().default('gift'),
    // The campaign a gift is for; null for a shop purchase (its vendors' orders name the order).
    campaignId: integer('campaign_id').references(() => campaigns.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    amountPaise: money('amount_paise').notNull(),
    tipPaise: money('tip_paise').notNull().default(0),
    urgentPaise: money('urgent_paise').notNull().default(0),
    totalPaise: money('total_paise').notNull(),
    items: jsonb('items').$type<{ productId: number; quantity: number; pricePaise: number }[]>().notNull().default([]),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull(),
    donorPan: text('donor_pan'),
    donorAddress: text('donor_address'),
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    hideName: boolean('hide_name').notNull().default(false),
    // The language the donor gave in ('en' | 'hi'): their thank-you, receipt and its PDF are in it.
    language: text('language').notNull().default('en'),
    method: paymentMethod('method').notNull(),
    status: orderStatus('status').notNull().default('created'),
    // UPI: the bank reference the donor typed; unique, so one credit confirms one order.
    utr: text('utr'),
    utrSubmittedAt: timestamp('utr_submitted_at', { withTimezone: true }),
    // Razorpay: the gateway's order (we check signatures against this, never the browser's).
    providerOrderId: text('provider_order_id'),
    providerPaymentId: text('provider_payment_id'),
    failureReason: text('failure_reason'),
    // Who settled it: 'simulator', 'razorpay:checkout', 'razorpay:webhook', 'staff:<id>' …
    settledBy: text('settled_by'),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    // A monthly gift's order for one month ("2026-12", IST): at most one per subscription and
    // month, whichever process or webhook makes it, so a month is never charged or asked twice.
    subscriptionId: bigint('subscription_id', { mode: 'number' }).references((): AnyPgColumn => subscriptions.id),
    period: text('period'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_reference_uq').on(t.reference),
    uniqueIndex('orders_subscription_period_uq').on(t.subscriptionId, t.period),
    uniqueIndex('orders_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('orders_utr_uq').on(t.utr),
    uniqueIndex('orders_provider_order_uq').on(t.providerOrderId),
    index('orders_pending_idx').on(t.status, t.utrSubmittedAt),
    // The console's Donations list, newest first, whole or by status or fund, paged by key
    // (issue 22); its search from the start of a reference, UTR, email or mobile (a pattern
    // index: LIKE 'abc%' can use it whatever the database's collation).
    index('orders_created_idx').on(t.createdAt, t.id),
    index('orders_status_created_idx').on(t.status, t.createdAt, t.id),
    index('orders_urgent_created_idx').on(t.createdAt, t.id).where(sql`${t.urgentPaise} > 0`),
    index('orders_reference_prefix_idx').on(t.reference.op('text_pattern_ops')),
    index('orders_utr_prefix_idx').on(t.utr.op('text_pattern_ops')),
    index('orders_email_prefix_idx').on(sql`lower(${t.donorEmail}) text_pattern_ops`),
    index('orders_mobile_prefix_idx').on(t.donorMobile.op('text_pattern_ops')),
    check('orders_amount_positive', sql`${t.amountPaise} > 0`),
    check('orders_parts_nonneg', sql`${t.tipPaise} >= 0 and ${t.urgentPaise} >= 0`),
    check('orders_total_adds_up', sql`${t.totalPaise} = ${t.amountPaise} + ${t.tipPaise} + ${t.urgentPaise}`),
    check('orders_gift_has_campaign', sql`${t.purpose} <> 'gift' or ${t.campaignId} is not null`),
  ],
);

export const subscriptionStatus = pgEnum('subscription_status', ['created', 'authenticated', 'active', 'paused', 'halted', 'cancelled', 'completed']);
export const subscriptionMode = pgEnum('subscription_mode', ['gateway', 'reminder']);

/**
 * A monthly gift (issue 9). `gateway`: Razorpay charges it through a mandate and tells us by
 * webhook. `reminder`: no gateway, so each month the donor is sent a UPI link for that month's
 * order. Either way a month's money arrives as an order (orders.subscription_id, period) and
 * becomes a donation through settlePaid. States move only as SUBSCRIPTION_TRANSITIONS allows.
 */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    idempotencyKey: text('idempotency_key'),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    donorMobile: text('donor_mobile').notNull(),
    amountPaise: money('amount_paise').notNull(),
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    mode: subscriptionMode('mode').notNull(),
    status: subscriptionStatus('status').notNull().default('created'),
    providerPlanId: text('provider_plan_id'),
    providerSubscriptionId: text('provider_subscription_id'),
    // The day of the month (IST) it falls due, 1–28 so that every month has it.
    anchorDay: integer('anchor_day').notNull(),
    // The next month to charge or remind, and when; null while nothing is scheduled.
    nextPeriod: text('next_period'),
    nextDueAt: timestamp('next_due_at', { withTimezone: true }),
    // The secret in the manage link of every monthly email: pause, change or stop without signing in.
    manageToken: text('manage_token').notNull(),
    // The language the donor signed up in ('en' | 'hi'): every monthly email and each month's order are in it.
    language: text('language').notNull().default('en'),
    pausedAt: timestamp('paused_at', { withTimezone: true }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelledBy: text('cancelled_by'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('subscriptions_reference_uq').on(t.reference),
    uniqueIndex('subscriptions_idempotency_uq').on(t.idempotencyKey),
    uniqueIndex('subscriptions_provider_uq').on(t.providerSubscriptionId),
    index('subscriptions_email_idx').on(t.donorEmail),
    index('subscriptions_created_idx').on(t.createdAt, t.id),
    index('subscriptions_status_idx').on(t.status, t.createdAt, t.id),
    index('subscriptions_due_idx').on(t.nextDueAt).where(sql`${t.status} in ('active', 'authenticated')`),
    check('subscriptions_amount_min', sql`${t.amountPaise} >= 30000`),
    check('subscriptions_anchor_day', sql`${t.anchorDay} between 1 and 28`),
  ],
);

/**
 * What was sent for a subscription's month: the notice ahead of a charge or reminder, and the
 * reminder itself. Unique per month and kind, so two processes sweeping at once send one.
 */
export const subscriptionNotices = pgTable(
  'subscription_notices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    subscriptionId: bigint('subscription_id', { mode: 'number' })
      .notNull()
      .references(() => subscriptions.id, { onDelete: 'cascade' }),
    period: text('period').notNull(),
    kind: text('kind').notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    amountPaise: money('amount_paise').notNull(),
    sentAt: createdAt(),
  },
  (t) => [uniqueIndex('subscription_notices_uq').on(t.subscriptionId, t.period, t.kind)],
);

/**
 * Gateway events as received (webhooks), kept to drop repeats by the gateway's event id and
 * to replay them; processed_at is set when the order has been updated from it.
 */
export const paymentEvents = pgTable(
  'payment_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    event: text('event').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    /** SHA-256 of the signed body: the event id header is not signed, the body is. */
    bodySha256: text('body_sha256'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('payment_events_uq').on(t.provider, t.eventId), uniqueIndex('payment_events_body_uq').on(t.provider, t.bodySha256)],
);

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

export const userRole = pgEnum('user_role', ['user', 'vendor', 'staff', 'admin']);

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    // Always stored lowercased; the unique index is the account identity.
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    // Set when the donor enters the code sent to this mobile by SMS; cleared when it changes.
    phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
    passwordHash: text('password_hash'),
    role: userRole('role').notNull().default('user'),
    country: text('country').notNull().default('India'),
    addressLine: text('address_line').notNull().default(''),
    city: text('city').notNull().default(''),
    district: text('district').notNull().default(''),
    state: text('state').notNull().default(''),
    pincode: text('pincode').notNull().default(''),
    pan: text('pan').notNull().default(''),
    // The account's language ('en' | 'hi'), set where it was made: emails and SMS not tied to one gift use it.
    language: text('language').notNull().default('en'),
    failedLogins: integer('failed_logins').notNull().default(0),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    // An admin closed the account: it cannot sign in, and its sessions ended with it.
    disabledAt: timestamp('disabled_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('users_email_uq').on(t.email),
    // The console's accounts, newest first, by role, from the start of an email or mobile, or
    // by words of the name (pg_trgm; issue 22).
    index('users_created_idx').on(t.createdAt, t.id),
    index('users_role_created_idx').on(t.role, t.createdAt, t.id),
    index('users_email_prefix_idx').on(sql`lower(${t.email}) text_pattern_ops`),
    index('users_phone_prefix_idx').on(t.phone.op('text_pattern_ops')),
    index('users_name_trgm_idx').using('gin', t.fullName.op('gin_trgm_ops')),
  ],
);

export const sessionKind = pgEnum('session_kind', ['web', 'api']);

/** Server-side sessions: the cookie or bearer token is random; only its SHA-256 is stored. */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: sessionKind('kind').notNull(),
    userAgent: text('user_agent').notNull().default(''),
    ip: text('ip').notNull().default(''),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [index('sessions_user_idx').on(t.userId)],
);

/** A pending registration: the account is created only when the OTP matches. */
export const otpChallenges = pgTable(
  'otp_challenges',
  {
    id: text('id').primaryKey(),
    purpose: text('purpose').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    codeHash: text('code_hash').notNull(),
    payload: jsonb('payload').$type<Record<string, string>>().notNull(),
    // Wrong guesses at the current code, and at every code this challenge has sent: a resend
    // resets the first, never the second.
    attempts: integer('attempts').notNull().default(0),
    totalAttempts: integer('total_attempts').notNull().default(0),
    sends: integer('sends').notNull().default(1),
    lastSentAt: timestamp('last_sent_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('otp_challenges_email_idx').on(t.email, t.createdAt)],
);

/** Single-use password reset links; only the token's SHA-256 is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: text('id').primaryKey(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('password_resets_email_idx').on(t.email)],
);

export const messageChannel = pgEnum('message_channel', ['email', 'sms', 'whatsapp']);

/** Every message sent: the dev outbox is the rows whose transport is 'outbox'. */
/** A file an email carries: which registered kind makes it, from which record, under what name. */
export interface MessageAttachment {
  kind: string;
  id: string;
  filename: string;
}

export const messages = pgTable(
  'messages',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    channel: messageChannel('channel').notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    // Secret values (OTPs, reset links) kept only until delivery when the body is stored
    // redacted (production): the log never holds a usable secret after the message is sent.
    secrets: jsonb('secrets').$type<Record<string, string>>(),
    template: text('template').notNull(),
    // Extra email headers (List-Unsubscribe on newsletter emails).
    headers: jsonb('headers').$type<Record<string, string>>(),
    // Files an email carries, named, not stored: each is made again from its source when the
    // message is delivered (an 80G receipt's PDF from the receipt row).
    attachments: jsonb('attachments').$type<MessageAttachment[]>(),
    transport: text('transport').notNull(),
    status: text('status').notNull().default('queued'),
    error: text('error'),
    createdAt: createdAt(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // What this message is, for a sender that may run twice (a retried job): the second send
    // with the same key writes nothing, so the donor gets one thank-you (decision 0039).
    onceKey: text('once_key'),
    // The language it was written in: the files made at delivery (a receipt's PDF) follow it.
    language: text('language').notNull().default('en'),
    // The provider's id for a sent message (WhatsApp's wamid) and the last delivery status it
    // reported by webhook (sent, delivered, read, failed).
    providerId: text('provider_id'),
    deliveryStatus: text('delivery_status'),
    // A WhatsApp message's approved template and its values, sent when the 24-hour window since
    // the person last wrote is closed (free text, the body, is sent inside it). Decision 0064.
    whatsappTemplate: jsonb('whatsapp_template').$type<{ name: string; language: string; params: string[] }>(),
  },
  (t) => [index('messages_provider_idx').on(t.providerId), index('messages_created_idx').on(t.createdAt), uniqueIndex('messages_once_key_uq').on(t.onceKey)],
);

/** Newsletter subscribers from the home subscribe box. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    // Stored lowercased, so one address subscribes once.
    email: text('email').notNull().unique(),
    source: text('source').notNull().default('home'),
    // The secret in every newsletter email's one-click unsubscribe link (random; one per address).
    unsubscribeToken: text('unsubscribe_token').unique(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    // The console's list, newest first, and its search from the start of an address (issue 22).
    index('subscribers_created_idx').on(t.createdAt, t.id),
    index('subscribers_email_prefix_idx').on(t.email.op('text_pattern_ops')),
  ],
);

/** Background jobs with retries; claimed with FOR UPDATE SKIP LOCKED. */
export const jobs = pgTable(
  'jobs',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    queue: text('queue').notNull(),
    payload: jsonb('payload').$type<Record<string, unknown>>().notNull(),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(5),
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    doneAt: timestamp('done_at', { withTimezone: true }),
    failedAt: timestamp('failed_at', { withTimezone: true }),
    lastError: text('last_error'),
    /** Claimed before lower ones of its worker group (platform/jobs.ts). */
    priority: smallint('priority').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [
    index('jobs_due_idx').on(t.runAt).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
    // A group's claim reads only its own queues' waiting jobs, not the 12,000 emails of another.
    index('jobs_claim_idx').on(t.queue, t.priority.desc(), t.runAt, t.id).where(sql`${t.doneAt} is null and ${t.failedAt} is null`),
  ],
);

/**
 * Staff's batch work run as jobs (platform/batches.ts): a bank statement's import, a bulk issue of
 * receipts. The request stores the lines and answers at once; the job works through them and
 * records each line's result, so a restart resumes at the first line without one.
 */
export const batches = pgTable('batches', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  /** What the lines are for: 'bank-import', 'receipt-issue'. */
  kind: text('kind').notNull(),
  /** The staff member who started it (a user id; kept when the account goes). */
  createdBy: integer('created_by'),
  /** The address it was started from: the job's audit rows carry it, as the request's would. */
  createdIp: text('created_ip'),
  createdAt: createdAt(),
  total: integer('total').notNull(),
  done: integer('done').notNull().default(0),
  /** Lines answered with something other than success (no matching donation, refused …). */
  failed: integer('failed').notNull().default(0),
  finishedAt: timestamp('finished_at', { withTimezone: true }),
});

export const batchLines = pgTable(
  'batch_lines',
  {
    batchId: bigint('batch_id', { mode: 'number' })
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    lineNo: integer('line_no').notNull(),
    input: jsonb('input').$type<Record<string, string | number | boolean | null>>().notNull(),
    /** null until the line is done; then the kind's outcome ('matched', 'issued' …). */
    status: text('status'),
    message: text('message'),
    /** What the line changed or found: an order's reference, a receipt's number. */
    reference: text('reference'),
    ok: boolean('ok'),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.lineNo] })],
);

// ---- campaign applications ----
export const applicationStatus = pgEnum('application_status', ['submitted', 'under_review', 'approved', 'rejected']);

/**
 * "Start a campaign" applications. A row exists only once both codes were entered: the email's
 * (it proves the address) and the SMS's (it proves the mobile). Staff move it on; approval links
 * the campaigner's account and a draft campaign.
 */
export const campaignApplications = pgTable(
  'campaign_applications',
  {
    id: serial('id').primaryKey(),
    causeId: integer('cause_id')
      .notNull()
      .references(() => categories.id),
    // The person's own name; the campaign's name (asked since issue 20) is title.
    name: text('name').notNull(),
    title: text('title').notNull().default(''),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    status: applicationStatus('status').notNull().default('submitted'),
    reason: text('reason'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    campaignId: integer('campaign_id').references(() => campaigns.id, { onDelete: 'set null' }),
    // The language the campaigner applied in ('en' | 'hi'): staff's decisions are written to them in it.
    language: text('language').notNull().default('en'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('campaign_applications_queue_idx').on(t.status, t.createdAt, t.id), index('campaign_applications_created_idx').on(t.createdAt, t.id)],
);

// ---- contact ----
export const contactStatus = pgEnum('contact_status', ['new', 'read', 'replied', 'archived']);

/** Messages from /contact that passed the spam checks, for staff's inbox. */
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    fullName: text('full_name').notNull(),
    mobile: text('mobile').notNull(),
    email: text('email').notNull(),
    subject: text('subject').notNull(),
    message: text('message').notNull(),
    status: contactStatus('status').notNull().default('new'),
    ip: text('ip').notNull(),
    // The human check's nonce: a solved proof is spent by one message.
    proofNonce: text('proof_nonce').notNull().unique(),
    // The sender withdrew consent: name, mobile, email and message were blanked.
    erasedAt: timestamp('erased_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('contact_messages_inbox_idx').on(t.status, t.createdAt, t.id),
    index('contact_messages_created_idx').on(t.createdAt, t.id),
    index('contact_messages_email_idx').on(t.email),
  ],
);

/** Contact submissions refused as spam: why, from where, when (counted for staff, and rate-limited by IP). */
export const contactRefusals = pgTable(
  'contact_refusals',
  {
    id: serial('id').primaryKey(),
    reason: text('reason').notNull(),
    ip: text('ip').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('contact_refusals_created_idx').on(t.createdAt)],
);

// ---- personal data ----
/** Every version of every consent text ever shown, so a record names the exact words. */
export const consentNotices = pgTable('consent_notices', {
  version: text('version').primaryKey(),
  purpose: text('purpose').notNull(),
  text: text('text').notNull(),
  createdAt: createdAt(),
});

/**
 * One consent a person gave through a form: what for, when, the notice's version, and what it
 * covers (`subject`, e.g. a contact message or an order). Withdrawing stamps `withdrawn_at`.
 */
export const consents = pgTable(
  'consents',
  {
    id: serial('id').primaryKey(),
    purpose: text('purpose').notNull(),
    noticeVersion: text('notice_version')
      .notNull()
      .references(() => consentNotices.version),
    // Whose: the address the form proved or took (lowercased), and the account when signed in.
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    subject: text('subject').notNull(),
    // The mobile (ten digits) a WhatsApp consent covers: a STOP sent from it withdraws them all.
    phone: text('phone'),
    ip: text('ip'),
    givenAt: timestamp('given_at', { withTimezone: true }).notNull().defaultNow(),
    withdrawnAt: timestamp('withdrawn_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('consents_subject_uq').on(t.purpose, t.subject),
    index('consents_email_idx').on(t.email),
    index('consents_user_idx').on(t.userId),
    index('consents_phone_idx').on(t.phone),
  ],
);

// ---- 80G receipts ----
/**
 * The tax law's names by financial year: which Act, section, certificate and statement forms and
 * rule a receipt cites. Data, not code: the law renumbered them on 1 April 2026 and staff can
 * correct a name without a release. A receipt copies the row that applied to its donation.
 */
export const taxRegimes = pgTable('tax_regimes', {
  id: serial('id').primaryKey(),
  // The first financial year these names apply to ("2026-27"); the latest one not after a
  // donation's year applies to it.
  fromYear: text('from_year').notNull().unique(),
  // What people call the deduction ("80G", "Section 133"): pages, emails, the receipt's title,
  // and (letters and digits only) its number's prefix.
  shortName: text('short_name').notNull().default(''),
  actName: text('act_name').notNull(),
  section: text('section').notNull(),
  // The section code of the annual statement's bulk upload ("80G").
  sectionCode: text('section_code').notNull(),
  certificateForm: text('certificate_form').notNull(),
  statementForm: text('statement_form').notNull(),
  rule: text('rule').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** The last receipt number of each financial year; incremented in the issuing transaction, so numbers have no gaps. */
export const receiptCounters = pgTable('receipt_counters', {
  financialYear: text('financial_year').primaryKey(),
  last: integer('last').notNull(),
});

/**
 * An issued 80G receipt: one per donation, numbered within the donation's financial year, with
 * everything printed on it copied at issue (a receipt never changes after it is given).
 */
export const receipts = pgTable(
  'receipts',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull().unique(),
    financialYear: text('financial_year').notNull(),
    sequence: integer('sequence').notNull(),
    // One valid receipt per donation; a corrected one cancels it (both kept, see below).
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    donorName: text('donor_name').notNull(),
    donorEmail: text('donor_email').notNull(),
    // The donor's identity as printed: the PAN, or (no PAN) the Aadhaar number masked.
    donorPan: text('donor_pan'),
    donorAadhaarMasked: text('donor_aadhaar_masked'),
    donorAddress: text('donor_address').notNull(),
    // What the receipt is for: the gift to the campaign and its urgent add-on (the Urgent causes
    // fund) together; urgent_paise is the fund's part of it, printed as its own line (decision 0060).
    amountPaise: money('amount_paise').notNull(),
    urgentPaise: money('urgent_paise').notNull().default(0),
    mode: text('mode').notNull(),
    // corpus | specific | others (the statement's donation types; decision 0028).
    donationType: text('donation_type').notNull().default('others'),
    transactionReference: text('transaction_reference').notNull(),
    donatedAt: timestamp('donated_at', { withTimezone: true }).notNull(),
    campaignTitle: text('campaign_title').notNull(),
    regime: jsonb('regime').$type<{ actName: string; section: string; certificateForm: string; rule: string; shortName?: string }>().notNull(),
    foundation: jsonb('foundation')
      .$type<{
        name: string;
        address: string;
        pan: string;
        registration: string;
        registrationDate?: string;
        validity: string;
        signatory: string;
        signatoryTitle: string;
      }>()
      .notNull(),
    // The document as issued: made once, kept, and served byte for byte (profile, email,
    // console); its SHA-256 (hex) lets anyone check a copy. Null only for receipts issued
    // before this was kept (made and stored on first read).
    pdf: bytea('pdf'),
    pdfSha256: text('pdf_sha256'),
    signed: boolean('signed').notNull().default(false),
    // A correction: the old receipt is kept, cancelled, pointing to the one that replaced it.
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    replacedById: integer('replaced_by_id'),
    replacesNumber: text('replaces_number'),
    // null: issued automatically (the donation carried a PAN and the setting was on).
    issuedBy: integer('issued_by').references(() => users.id, { onDelete: 'set null' }),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('receipts_year_sequence_uq').on(t.financialYear, t.sequence),
    index('receipts_email_idx').on(t.donorEmail),
    index('receipts_issued_idx').on(t.issuedAt, t.id),
    uniqueIndex('receipts_donation_valid_uq').on(t.donationId).where(sql`${t.cancelledAt} is null`),
  ],
);

// ---- refunds ----
export const refundStatus = pgEnum('refund_status', ['requested', 'refunding', 'refunded', 'rejected']);

/**
 * A donor's request to have a gift back (the refund policy: asked within two days, never once a
 * receipt is issued, net of gateway charges). Staff decide; `refunding` is held while the
 * gateway is asked, so two presses cannot refund twice.
 */
export const refundRequests = pgTable(
  'refund_requests',
  {
    id: serial('id').primaryKey(),
    orderId: bigint('order_id', { mode: 'number' })
      .notNull()
      .unique()
      .references(() => orders.id),
    donationId: bigint('donation_id', { mode: 'number' })
      .notNull()
      .references(() => donations.id),
    donorEmail: text('donor_email').notNull(),
    reason: text('reason').notNull(),
    status: refundStatus('status').notNull().default('requested'),
    feePaise: money('fee_paise'),
    refundPaise: money('refund_paise'),
    providerRefundId: text('provider_refund_id'),
    manualReference: text('manual_reference'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refund_requests_queue_idx').on(t.status, t.createdAt, t.id)],
);

// ---- audit ----
/**
 * Every change staff make in the console: who (and their email then), when, from where, what,
 * and the values before and after. Written by the service that made the change; never updated.
 */
export const auditEvents = pgTable(
  'audit_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actorEmail: text('actor_email').notNull(),
    action: text('action').notNull(),
    subjectType: text('subject_type').notNull(),
    subjectId: text('subject_id').notNull(),
    before: jsonb('before').$type<Record<string, unknown> | null>(),
    after: jsonb('after').$type<Record<string, unknown> | null>(),
    ip: text('ip'),
    createdAt: createdAt(),
  },
  (t) => [
    index('audit_events_created_idx').on(t.createdAt, t.id),
    index('audit_events_action_idx').on(t.action, t.createdAt, t.id),
    index('audit_events_subject_idx').on(t.subjectType, t.subjectId),
    index('audit_events_actor_idx').on(t.actorId, t.createdAt),
  ],
);

// ---- shop (issue 24): vendors [vendors module], the catalogue [products module] ----
// The foundation's shop, kept apart from campaigns: artisans, self-help groups and social
// enterprises sell through it. A vendor is one account's business; only an approved vendor's
// published products are shown.
export const vendorStatus = pgEnum('vendor_status', ['submitted', 'approved', 'rejected', 'suspended']);

export const vendors = pgTable(
  'vendors',
  {
    id: serial('id').primaryKey(),
    // One shop per account: the account whose proven email and mobile applied.
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    // Its public address (/shop/vendors/<slug>), given at approval and kept after.
    slug: text('slug'),
    legalName: text('legal_name').notNull(),
    displayName: text('display_name').notNull(),
    about: text('about').notNull().default(''),
    // Pictures stored like campaign covers (JPEG + WebP), null until uploaded.
    logo: text('logo'),
    logoWebp: text('logo_webp'),
    headerImage: text('header_image'),
    headerImageWebp: text('header_image_webp'),
    addressLine: text('address_line').notNull(),
    city: text('city').notNull(),
    // The state's name as core's list of states and union territories spells it.
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    supportEmail: text('support_email').notNull(),
    supportPhone: text('support_phone').notNull(),
    returnPolicy: text('return_policy').notNull(),
    // Days after delivery its buyers may ask for a return (0: no returns); set by the vendor,
    // copied onto each order when it is placed (the window the buyer agreed to).
    returnWindowDays: integer('return_window_days').notNull().default(7),
    pan: text('pan').notNull(),
    gstin: text('gstin'),
    bankAccountName: text('bank_account_name').notNull(),
    bankAccountNumber: text('bank_account_number').notNull(),
    ifsc: text('ifsc').notNull(),
    status: vendorStatus('status').notNull().default('submitted'),
    // Why staff rejected or suspended it, shown to the vendor.
    statusReason: text('status_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: timestamp('reviewed_at', { withTimezone: true }),
    // Derived from vendor_follows, maintained in the transaction that changes them.
    followers: integer('followers').notNull().default(0),
    submittedAt: timestamp('submitted_at', { withTimezone: true }).notNull().defaultNow(),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('vendors_user_uq').on(t.userId),
    uniqueIndex('vendors_slug_uq').on(t.slug),
    index('vendors_status_idx').on(t.status, t.submittedAt, t.id),
    check('vendors_followers_nonneg', sql`${t.followers} >= 0`),
    check('vendors_return_window', sql`${t.returnWindowDays} between 0 and 30`),
  ],
);

/** KYC files: stored privately (never under a public URL), read only by staff and their vendor. */
export const vendorDocuments = pgTable(
  'vendor_documents',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    // What it proves: 'pan' | 'gst' | 'bank' | 'address' | 'other'.
    kind: text('kind').notNull(),
    // The private storage key (a random name), never shown.
    storageKey: text('storage_key').notNull(),
    fileName: text('file_name').notNull(),
    // Judged from the bytes: application/pdf, image/jpeg or image/png.
    contentType: text('content_type').notNull(),
    bytes: integer('bytes').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('vendor_documents_vendor_idx').on(t.vendorId)],
);

export const vendorFollows = pgTable(
  'vendor_follows',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.userId] }), index('vendor_follows_user_idx').on(t.userId, t.createdAt)],
);

/** Staff's categories; a sub-category names its parent (two levels). */
export const shopCategories = pgTable(
  'shop_categories',
  {
    id: serial('id').primaryKey(),
    parentId: integer('parent_id').references((): AnyPgColumn => shopCategories.id, { onDelete: 'restrict' }),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    nameHi: text('name_hi'),
    sort: integer('sort').notNull().default(0),
    // The foundation's commission on sales in this category, in basis points (staff-set; issue 25).
    commissionBp: integer('commission_bp').notNull().default(500),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_categories_slug_uq').on(t.slug),
    index('shop_categories_parent_idx').on(t.parentId, t.sort),
    check('shop_categories_commission', sql`${t.commissionBp} between 0 and 5000`),
  ],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('brands_slug_uq').on(t.slug)],
);

// A product sells variations; a package bundles variations at one price; a listing offers a
// service with a price or "on request" and an inquiry instead of a cart.
export const productKind = pgEnum('product_kind', ['product', 'package', 'listing']);
export const productStatus = pgEnum('product_status', ['draft', 'published', 'archived']);
// Staff's word on a product, apart from the vendor's: hidden (out of lists and search, its
// address still answers) or taken down (gone for buyers).
export const productModeration = pgEnum('product_moderation', ['visible', 'hidden', 'taken_down']);

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // Given from the title at first publish, kept after (links are shared).
    slug: text('slug'),
    kind: productKind('kind').notNull().default('product'),
    title: text('title').notNull(),
    // Sanitized rich text (platform/rich-text.ts), as typed and as shown.
    descriptionHtml: text('description_html').notNull().default(''),
    // The vendor's Hindi, shown on /hi pages when whole (core/content-language.ts); null: none yet.
    titleHi: text('title_hi'),
    descriptionHtmlHi: text('description_html_hi'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => shopCategories.id),
    brandId: integer('brand_id').references(() => brands.id),
    tags: text('tags').array().notNull().default(sql`'{}'::text[]`),
    hsnCode: text('hsn_code').notNull().default(''),
    // GST in basis points (500 = 5 %), from core's list of rates.
    gstRateBp: integer('gst_rate_bp').notNull().default(0),
    countryOfOrigin: text('country_of_origin').notNull().default('India'),
    // Photos, each stored as JPEG and WebP like campaign covers; the first is the main one.
    images: jsonb('images').$type<{ jpeg: string; webp: string; width: number; height: number }[]>().notNull().default([]),
    // A listing's price (null with priceOnRequest); products and packages price their variations.
    listingPricePaise: money('listing_price_paise'),
    priceOnRequest: boolean('price_on_request').notNull().default(false),
    status: productStatus('status').notNull().default('draft'),
    moderation: productModeration('moderation').notNull().default('visible'),
    moderationReason: text('moderation_reason'),
    featured: boolean('featured').notNull().default(false),
    // Derived from the variations (or the listing's price), kept in the transaction that changes
    // them, so search filters and sorts on one row.
    minPricePaise: money('min_price_paise'),
    maxPricePaise: money('max_price_paise'),
    inStock: boolean('in_stock').notNull().default(false),
    // Counted without identifying anyone (no cookie, no address kept).
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
    likes: integer('likes').notNull().default(0),
    // Title, tags, brand and category words for full-text search, set on every save.
    searchText: text('search_text').notNull().default(''),
    // English stemming (sarees → saree); Hindi words are kept whole. Trigrams on search_text
    // catch misspellings the stemmer cannot.
    search: tsvector('search').generatedAlwaysAs(sql`to_tsvector('english', search_text)`),
    publishedAt: timestamp('published_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('products_slug_uq').on(t.slug),
    index('products_vendor_idx').on(t.vendorId, t.status, t.updatedAt),
    index('products_category_idx').on(t.categoryId, t.status),
    index('products_search_idx').using('gin', t.search),
    index('products_search_trgm_idx').using('gin', t.searchText.op('gin_trgm_ops')),
    index('products_views_idx').on(t.views, t.id),
    // What buyers browse (decision 0047): the listed products only, in each order the search
    // sorts by, so a page of 24 reads 24 index entries at 100,000 products.
    index('products_listed_newest_idx').on(t.publishedAt.desc(), t.id.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_price_idx').on(t.minPricePaise, t.id).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_price_desc_idx').on(t.maxPricePaise.desc(), t.id.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    index('products_listed_category_idx').on(t.categoryId, t.publishedAt.desc()).where(sql`status = 'published' and moderation = 'visible'`),
    check('products_counts_nonneg', sql`${t.views} >= 0 and ${t.clicks} >= 0 and ${t.likes} >= 0`),
    check('products_gst_rate', sql`${t.gstRateBp} >= 0 and ${t.gstRateBp} <= 2800`),
    check('products_listing_price_positive', sql`${t.listingPricePaise} is null or ${t.listingPricePaise} > 0`),
  ],
);

export const productVariants = pgTable(
  'product_variants',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sku: text('sku').notNull(),
    // Attribute name → value, e.g. { Size: 'M', Colour: 'Indigo' }; {} for a product with one.
    // json, not jsonb: jsonb sorts an object's keys (shortest first), and buyers must see the
    // attributes in the order the seller entered them.
    attributes: json('attributes').$type<Record<string, string>>().notNull().default({}),
    mrpPaise: money('mrp_paise').notNull(),
    pricePaise: money('price_paise').notNull(),
    // A number the vendor sets; orders (issue 25) decrement it.
    stock: integer('stock').notNull().default(0),
    weightGrams: integer('weight_grams').notNull().default(0),
    sort: integer('sort').notNull().default(0),
  },
  (t) => [
    uniqueIndex('product_variants_sku_uq').on(t.productId, t.sku),
    check('product_variants_price', sql`${t.pricePaise} > 0 and ${t.pricePaise} <= ${t.mrpPaise}`),
    check('product_variants_stock_nonneg', sql`${t.stock} >= 0`),
    check('product_variants_weight_nonneg', sql`${t.weightGrams} >= 0`),
  ],
);

/** What a package bundles: variations of the same vendor's products, each with a quantity. */
export const packageItems = pgTable(
  'package_items',
  {
    packageId: integer('package_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.packageId, t.variantId] }), check('package_items_quantity_positive', sql`${t.quantity} > 0`)],
);

export const productLikes = pgTable(
  'product_likes',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.productId, t.userId] }), index('product_likes_user_idx').on(t.userId, t.createdAt)],
);

/** Views and clicks per product per IST day, for the seller's dashboard; no visitor is kept. */
export const productStatsDaily = pgTable(
  'product_stats_daily',
  {
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    day: text('day').notNull(),
    views: integer('views').notNull().default(0),
    clicks: integer('clicks').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.productId, t.day] })],
);

/**
 * The words of every product's search text, for correcting a misspelt search (decision 0047):
 * a few thousand rows searched by trigram similarity, where the products' own text would be
 * 100,000. Added to as products are saved (products' derived.ts, in each save's transaction); never shown.
 */
export const shopSearchWords = pgTable(
  'shop_search_words',
  {
    word: text('word').primaryKey(),
  },
  (t) => [index('shop_search_words_trgm_idx').using('gin', t.word.op('gin_trgm_ops'))],
);

// ----- Buying from the shop (issue 25; module `shop`) ----------------------------------------

/**
 * A cart: a guest's is found by the SHA-256 of its cookie's random token (the cookie alone opens
 * it, and the database never holds the token), a buyer's by the account. At sign-in a guest's
 * cart joins the account's and is deleted.
 */
export const carts = pgTable(
  'carts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash'),
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('carts_token_uq').on(t.tokenHash),
    uniqueIndex('carts_user_uq').on(t.userId),
    index('carts_updated_idx').on(t.updatedAt),
    check('carts_owned', sql`(${t.tokenHash} is null) <> (${t.userId} is null)`),
  ],
);

/** A variation in a cart: its price and stock are read again at checkout, never kept here. */
export const cartItems = pgTable(
  'cart_items',
  {
    cartId: bigint('cart_id', { mode: 'number' })
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id')
      .notNull()
      .references(() => productVariants.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.cartId, t.variantId] }), check('cart_items_quantity', sql`${t.quantity} between 1 and 20`)],
);

/** Where a buyer's parcels go; at most one default per buyer. */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    phone: text('phone').notNull(),
    line1: text('line1').notNull(),
    line2: text('line2').notNull().default(''),
    city: text('city').notNull(),
    // The state's name as core's list of states and union territories spells it (place of supply).
    state: text('state').notNull(),
    pinCode: text('pin_code').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [index('addresses_user_idx').on(t.userId, t.id), uniqueIndex('addresses_default_uq').on(t.userId).where(sql`${t.isDefault}`)],
);

export const shopOrderStatus = pgEnum('shop_order_status', ['placed', 'paid', 'accepted', 'shipped', 'delivered', 'cancelled']);

/**
 * One vendor's part of a purchase: a cart with three vendors' items is paid once (one payments
 * order) and becomes three of these, each moved by its own vendor. The stock of its lines is
 * held from placing until it is paid, or given back when the payment fails or `hold_until` passes.
 */
export const shopOrders = pgTable(
  'shop_orders',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    // SO + 12 characters: what the buyer and the vendor quote.
    reference: text('reference').notNull(),
    paymentOrderId: bigint('payment_order_id', { mode: 'number' })
      .notNull()
      .references(() => orders.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    buyerId: integer('buyer_id').references(() => users.id, { onDelete: 'set null' }),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerPhone: text('buyer_phone').notNull(),
    shipTo: jsonb('ship_to').$type<{ name: string; phone: string; line1: string; line2: string; city: string; state: string; pinCode: string }>().notNull(),
    status: shopOrderStatus('status').notNull().default('placed'),
    // Σ lines' unit price × quantity, tax included (the price a buyer sees is the price paid).
    totalPaise: money('total_paise').notNull(),
    holdUntil: timestamp('hold_until', { withTimezone: true }).notNull(),
    // Where the checkout came from (platform/rate-limit.ts sourceOf: an IPv4 address, an IPv6
    // /64): open unpaid purchases are capped per network as well as per account, so one person
    // with many accounts cannot hold a product's whole stock. Null before issue 38 and for the seed.
    buyerSource: text('buyer_source'),
    courier: text('courier'),
    trackingNumber: text('tracking_number'),
    cancelReason: text('cancel_reason'),
    // 'buyer' | 'vendor' | 'payment' (it failed) | 'expiry' (not paid within the hold).
    cancelledBy: text('cancelled_by'),
    // What goes back to the buyer of a paid order cancelled before shipping, and what has gone.
    refundDuePaise: money('refund_due_paise').notNull().default(0),
    refundedPaise: money('refunded_paise').notNull().default(0),
    language: text('language').notNull().default('en'),
    // The buyer asked at checkout for an SMS at each step, to the delivery mobile.
    smsUpdates: boolean('sms_updates').notNull().default(false),
    // The buyer ticked "Order updates on WhatsApp" (unticked by default; a consent record).
    whatsappUpdates: boolean('whatsapp_updates').notNull().default(false),
    // The vendor's return window when the order was placed.
    returnWindowDays: integer('return_window_days').notNull().default(7),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }),
    shippedAt: timestamp('shipped_at', { withTimezone: true }),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    // The buyer's "I received it": a delivery the seller cannot just assert (issue 38).
    receivedAt: timestamp('received_at', { withTimezone: true }),
    // A refund that would take the vendor's payable below zero waits for staff: how far below.
    refundShortfallPaise: money('refund_shortfall_paise').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    // Staff hold the order for review from the help desk (issue 41: a canned answer that acts):
    // its sale stays out of the vendor's withdrawable money until staff clear it.
    reviewRequestedAt: timestamp('review_requested_at', { withTimezone: true }),
    reviewTicket: text('review_ticket'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('shop_orders_reference_uq').on(t.reference),
    index('shop_orders_payment_idx').on(t.paymentOrderId),
    index('shop_orders_vendor_idx').on(t.vendorId, t.createdAt, t.id),
    index('shop_orders_buyer_idx').on(t.buyerId, t.createdAt, t.id),
    index('shop_orders_holds_idx').on(t.holdUntil).where(sql`${t.status} = 'placed'`),
    index('shop_orders_open_source_idx').on(t.buyerSource).where(sql`${t.status} = 'placed'`),
    index('shop_orders_created_idx').on(t.createdAt, t.id),
    check('shop_orders_total_positive', sql`${t.totalPaise} > 0`),
    check('shop_orders_refunds', sql`${t.refundedPaise} >= 0 and ${t.refundedPaise} <= ${t.refundDuePaise} and ${t.refundDuePaise} <= ${t.totalPaise}`),
  ],
);

/** A line of a vendor's order, as it was sold: the product's words, codes and price then. */
export const shopOrderLines = pgTable(
  'shop_order_lines',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id, { onDelete: 'cascade' }),
    variantId: integer('variant_id').references(() => productVariants.id, { onDelete: 'set null' }),
    productId: integer('product_id').references(() => products.id, { onDelete: 'set null' }),
    title: text('title').notNull(),
    variantLabel: text('variant_label').notNull().default(''),
    sku: text('sku').notNull(),
    hsnCode: text('hsn_code').notNull(),
    gstRateBp: integer('gst_rate_bp').notNull(),
    unitPricePaise: money('unit_price_paise').notNull(),
    quantity: integer('quantity').notNull(),
    // The category's commission when it was sold: a later change of rate never reprices a sale.
    commissionBp: integer('commission_bp').notNull().default(0),
  },
  (t) => [
    index('shop_order_lines_order_idx').on(t.shopOrderId),
    check('shop_order_lines_quantity', sql`${t.quantity} > 0`),
    check('shop_order_lines_price', sql`${t.unitPricePaise} > 0`),
  ],
);

/**
 * The rates the foundation as e-commerce operator collects and deducts (GST TCS, income-tax TDS
 * on e-commerce), each from the day it applies; staff add a row when the law changes (decision 0049).
 */
export const withholdingRates = pgTable(
  'withholding_rates',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    rateBp: integer('rate_bp').notNull(),
    // YYYY-MM-DD, India.
    effectiveFrom: text('effective_from').notNull(),
    source: text('source').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('withholding_rates_kind_from_uq').on(t.kind, t.effectiveFrom),
    check('withholding_rates_kind', sql`${t.kind} in ('gst-tcs', 'tds-ecommerce')`),
    check('withholding_rates_rate', sql`${t.rateBp} between 0 and 2000`),
  ],
);

/**
 * Each vendor's money, double entry: every row moves `amount_paise` from the `debit` account to
 * the `credit` account. Accounts: vendor (what the foundation owes the vendor), collected (buyers'
 * money the foundation holds), commission, tcs, tds, payout-pending, bank. A vendor's payable is
 * the vendor account's credits less its debits; nothing stores it.
 */
export const vendorLedger = pgTable(
  'vendor_ledger',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // sale | commission | tcs | tds | refund | payout | payout-paid | payout-returned
    kind: text('kind').notNull(),
    debit: text('debit').notNull(),
    credit: text('credit').notNull(),
    amountPaise: money('amount_paise').notNull(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' }).references(() => shopOrders.id),
    payoutId: bigint('payout_id', { mode: 'number' }).references((): AnyPgColumn => vendorPayouts.id),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('vendor_ledger_vendor_idx').on(t.vendorId, t.at, t.id),
    index('vendor_ledger_order_idx').on(t.shopOrderId),
    // One sale (and its commission, TCS and TDS) per order: a replayed delivery writes nothing more.
    uniqueIndex('vendor_ledger_order_kind_uq').on(t.shopOrderId, t.kind).where(sql`${t.kind} in ('sale', 'commission', 'tcs', 'tds')`),
    // A withdrawal is asked, paid and given back once each: a replayed webhook writes nothing more.
    uniqueIndex('vendor_ledger_payout_kind_uq').on(t.payoutId, t.kind).where(sql`${t.kind} in ('payout', 'payout-paid', 'payout-returned')`),
    check('vendor_ledger_amount_positive', sql`${t.amountPaise} > 0`),
    check('vendor_ledger_two_accounts', sql`${t.debit} <> ${t.credit}`),
  ],
);

// processing: approved and sent to RazorpayX, waiting for its webhook; reversed: RazorpayX failed,
// rejected or reversed it, and the amount went back to the payable (decision 0051).
export const payoutStatus = pgEnum('payout_status', ['requested', 'processing', 'paid', 'rejected', 'reversed']);

/**
 * A vendor's withdrawal of its payable: asked by the vendor, paid (with the bank's UTR) or refused
 * by staff; or, with RazorpayX configured, approved and paid through its Payouts API.
 */
export const vendorPayouts = pgTable(
  'vendor_payouts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    amountPaise: money('amount_paise').notNull(),
    status: payoutStatus('status').notNull().default('requested'),
    utr: text('utr'),
    note: text('note'),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    // Above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES the first staff member's approval (issue 38): a
    // different one then pays it (by hand or through RazorpayX); decided_by is that second one.
    firstApprovedBy: integer('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    firstApprovedAt: timestamp('first_approved_at', { withTimezone: true }),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    // 'razorpayx' when approved to be paid through RazorpayX; null when paid or refused by hand.
    provider: text('provider'),
    // The X-Payout-Idempotency key, made once when approved: every attempt sends the same one.
    providerKey: text('provider_key'),
    // The vendor's RazorpayX fund account the first attempt used, so retries send the same body.
    providerFundAccountId: text('provider_fund_account_id'),
    // RazorpayX's payout id (pout_…) and the last status it reported (queued, processing, processed …).
    providerPayoutId: text('provider_payout_id'),
    providerStatus: text('provider_status'),
    updatedAt: timestamp('updated_at', { withTimezone: true }),
  },
  (t) => [
    index('vendor_payouts_vendor_idx').on(t.vendorId, t.requestedAt),
    index('vendor_payouts_status_idx').on(t.status, t.requestedAt),
    uniqueIndex('vendor_payouts_utr_uq').on(t.utr),
    uniqueIndex('vendor_payouts_provider_payout_uq').on(t.providerPayoutId),
    uniqueIndex('vendor_payouts_provider_key_uq').on(t.providerKey),
    check('vendor_payouts_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

/** The next invoice (or credit note) number of each vendor in each financial year: gapless, taken in the issuing transaction. */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    // "2026-27"; a credit note's series is its own ("CN 2026-27").
    series: text('series').notNull(),
    last: integer('last').notNull().default(0),
  },
  (t) => [primaryKey({ columns: [t.vendorId, t.series] })],
);

export const invoiceKind = pgEnum('invoice_kind', ['tax-invoice', 'bill-of-supply', 'credit-note']);

/**
 * A vendor order's GST document, issued once when the vendor ships it (a credit note for each
 * refund of a return): its number, the figures it was made from and the PDF itself with its
 * SHA-256, so what the buyer downloads is always the document issued.
 */
export const shopInvoices = pgTable(
  'shop_invoices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    vendorId: integer('vendor_id')
      .notNull()
      .references(() => vendors.id),
    kind: invoiceKind('kind').notNull(),
    number: text('number').notNull(),
    issuedOn: text('issued_on').notNull(),
    againstId: bigint('against_id', { mode: 'number' }).references((): AnyPgColumn => shopInvoices.id),
    totalPaise: money('total_paise').notNull(),
    taxPaise: money('tax_paise').notNull(),
    pdf: bytea('pdf').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shop_invoices_vendor_number_uq').on(t.vendorId, t.number),
    // One invoice per order (credit notes: one per refund).
    uniqueIndex('shop_invoices_order_uq').on(t.shopOrderId).where(sql`${t.kind} <> 'credit-note'`),
    index('shop_invoices_order_idx').on(t.shopOrderId),
  ],
);

export const returnStatus = pgEnum('return_status', ['requested', 'approved', 'rejected', 'received', 'refunded']);

/**
 * A buyer's return of a delivered order's lines, within the return window: requested with a
 * reason, approved or rejected by the vendor, received (the stock goes back), refunded (through
 * the provider that was paid, or by staff for UPI; the ledger gives back the vendor's share and a
 * credit note is issued).
 */
export const shopReturns = pgTable(
  'shop_returns',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    status: returnStatus('status').notNull().default('requested'),
    // The order's lines coming back: line id and quantity.
    lines: jsonb('lines').$type<{ lineId: number; quantity: number }[]>().notNull(),
    amountPaise: money('amount_paise').notNull(),
    reason: text('reason').notNull(),
    // Photos the buyer sent with the request: private storage keys (JPEG), at most 3.
    photos: jsonb('photos').$type<string[]>().notNull().default([]),
    vendorNote: text('vendor_note'),
    // The provider's refund id, or the bank transfer's UTR staff recorded.
    refundReference: text('refund_reference'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    receivedAt: timestamp('received_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_returns_order_idx').on(t.shopOrderId),
    index('shop_returns_status_idx').on(t.status, t.requestedAt),
    // One open return per order at a time.
    uniqueIndex('shop_returns_open_uq').on(t.shopOrderId).where(sql`${t.status} in ('requested', 'approved', 'received')`),
    check('shop_returns_amount_positive', sql`${t.amountPaise} > 0`),
  ],
);

export const disputeStatus = pgEnum('dispute_status', ['open', 'refunded', 'closed']);

/**
 * A buyer asks the foundation to step in on a paid order (not delivered, damaged, a return the
 * vendor refused): staff read both sides and either refund the buyer (through the provider that
 * was paid; the vendor's ledger gives the share back and a credit note is issued) or close it
 * with a note. One open dispute per order.
 */
export const shopDisputes = pgTable(
  'shop_disputes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    shopOrderId: bigint('shop_order_id', { mode: 'number' })
      .notNull()
      .references(() => shopOrders.id),
    status: disputeStatus('status').notNull().default('open'),
    reason: text('reason').notNull(),
    // What staff decided, told to both sides.
    resolution: text('resolution'),
    refundPaise: money('refund_paise').notNull().default(0),
    // The provider's refund id, or the bank transfer's UTR staff recorded.
    refundReference: text('refund_reference'),
    resolvedBy: integer('resolved_by').references(() => users.id, { onDelete: 'set null' }),
    openedAt: timestamp('opened_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
  },
  (t) => [
    index('shop_disputes_order_idx').on(t.shopOrderId),
    index('shop_disputes_status_idx').on(t.status, t.openedAt),
    uniqueIndex('shop_disputes_open_uq').on(t.shopOrderId).where(sql`${t.status} = 'open'`),
    check('shop_disputes_refund_nonneg', sql`${t.refundPaise} >= 0`),
  ],
);

// ----- Spending: where a campaign's money went (issue 26) ------------------------------------

/** What money was spent on (medicine, food, …): staff keep the list. */
export const spendingCategories = pgTable(
  'spending_categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
    sort: integer('sort').notNull().default(0),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('spending_categories_name_uq').on(sql`lower(${t.name})`)],
);

export const spendingStatus = pgEnum('spending_status', ['proposed', 'approved', 'rejected', 'superseded']);

/**
 * One payment made for a campaign: proposed by its campaigner (or staff), approved by staff (and
 * by a second staff member above the set amount), then public. A correction is a new row that
 * names the one it replaces; approving it supersedes that one, which stays as history.
 */
export const spendingItems = pgTable(
  'spending_items',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    status: spendingStatus('status').notNull().default('proposed'),
    // The India day it was paid.
    spentOn: text('spent_on').notNull(),
    amountPaise: money('amount_paise').notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => spendingCategories.id),
    payee: text('payee').notNull(),
    description: text('description').notNull(),
    // "120 blankets": a count and its unit, when the spend is one.
    quantity: integer('quantity'),
    unit: text('unit'),
    replacesId: bigint('replaces_id', { mode: 'number' }).references((): AnyPgColumn => spendingItems.id),
    proposedBy: integer('proposed_by').references(() => users.id, { onDelete: 'set null' }),
    // Above the second-approval amount the first staff approval waits for another staff member's.
    firstApprovedBy: integer('first_approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedBy: integer('approved_by').references(() => users.id, { onDelete: 'set null' }),
    approvedAt: timestamp('approved_at', { withTimezone: true }),
    rejectedReason: text('rejected_reason'),
    // Why staff approved a payment that came without a bill (issue 38): required then, and shown
    // with the payment wherever it is told, in place of "checked against the bill".
    noBillReason: text('no_bill_reason'),
    // The bill as sent, kept private under `<billKey>/original` (a PDF as it came, a picture
    // re-encoded) with the picture staff redact at `<billKey>/preview` (a PDF's first pages drawn).
    billKey: text('bill_key'),
    billType: text('bill_type').$type<'pdf' | 'jpeg'>(),
    billWidth: integer('bill_width'),
    billHeight: integer('bill_height'),
    // Staff's redaction (`<billKey>/redacted`, black rectangles on the preview): only this is
    // ever published, and only once the item is approved (billUrl, billThumbUrl).
    billRedactedAt: timestamp('bill_redacted_at', { withTimezone: true }),
    billRedactedBy: integer('bill_redacted_by').references(() => users.id, { onDelete: 'set null' }),
    // The boxes of that redaction (percent of the preview): a second redaction starts from them,
    // so adding a box never uncovers one drawn before.
    billAreas: jsonb('bill_areas').$type<{ x: number; y: number; w: number; h: number }[]>(),
    billUrl: text('bill_url'),
    billThumbUrl: text('bill_thumb_url'),
    // Photos of the help delivered: private keys until approval, then public copies.
    photoKeys: jsonb('photo_keys').$type<string[]>().notNull().default([]),
    photos: jsonb('photos').$type<{ url: string; thumbUrl: string }[]>().notNull().default([]),
    createdAt: createdAt(),
  },
  (t) => [
    index('spending_items_campaign_idx').on(t.campaignId, t.status, t.spentOn, t.id),
    // The campaign page's sums (spent, and by category) read this index alone, never the rows.
    index('spending_items_sums_idx').on(t.campaignId, t.status, t.categoryId, t.amountPaise),
    index('spending_items_status_idx').on(t.status, t.createdAt),
    check('spending_items_amount_positive', sql`${t.amountPaise} > 0`),
    check('spending_items_spent_on', sql`${t.spentOn} ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$'`),
    check('spending_items_quantity_positive', sql`${t.quantity} is null or ${t.quantity} > 0`),
  ],
);

/**
 * A gift whose donor has been told it was first spent ("Your ₹3,000 bought 6 blankets"): one
 * row per gift, claimed before the email is sent, so no later approval tells them again.
 */
export const spendingGiftNotices = pgTable('spending_gift_notices', {
  donationId: bigint('donation_id', { mode: 'number' })
    .primaryKey()
    .references(() => donations.id),
  itemId: bigint('item_id', { mode: 'number' })
    .notNull()
    .references(() => spendingItems.id),
  // The SHA-256 of the private link's token (/gifts/:donationId/:token): the link shows this one
  // gift's story to whoever holds the email, without signing in; the table never holds the token.
  tokenHash: text('token_hash').notNull(),
  sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Money the foundation put into a campaign from its own funds: spending may use it too. */
export const foundationAdditions = pgTable(
  'foundation_additions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    campaignId: integer('campaign_id')
      .notNull()
      .references(() => campaigns.id),
    amountPaise: money('amount_paise').notNull(),
    note: text('note').notNull(),
    addedBy: integer('added_by').references(() => users.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('foundation_additions_campaign_idx').on(t.campaignId), check('foundation_additions_amount_positive', sql`${t.amountPaise} > 0`)],
);

export * from './schema-careers.ts';
export * from './schema-challenges.ts';
export * from './schema-credentials.ts';
export * from './schema-learning.ts';
export * from './schema-matrimonial.ts';
export * from './schema-notices.ts';
export * from './schema-support.ts';
