// Which module owns each table (docs/ARCHITECTURE.md, Rules). Only the owner's code reads or
// writes the table; every other module asks the owner's service (app.<module>). `npm run lint`
// enforces it (scripts/boundaries.ts), and ownership.test.ts keeps this map complete: a new table
// without an owner fails the unit tests.
//
// 'platform' is apps/server/src/platform: the job queue and the audit log are services every
// module uses through platform functions (jobs.enqueue, audit()), not tables they touch; so are
// staff's batches (platform/batches.ts: a module registers what a line does, never reads the rows).
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export const TABLE_OWNERS = {
  categories: 'catalog',
  campaigns: 'catalog',
  campaign_products: 'catalog',
  campaign_updates: 'catalog',
  donations: 'giving',
  donation_pool_days: 'giving',
  orders: 'payments',
  payment_events: 'payments',
  subscriptions: 'monthly',
  subscription_notices: 'monthly',
  tax_regimes: 'receipts',
  receipt_counters: 'receipts',
  receipts: 'receipts',
  refund_requests: 'refunds',
  blogs: 'content',
  sliders: 'content',
  pages: 'content',
  team_members: 'content',
  testimonials: 'content',
  featured_logos: 'content',
  faqs: 'content',

  site_settings: 'content',
  users: 'auth',
  sessions: 'auth',
  otp_challenges: 'auth',
  password_resets: 'auth',
  messages: 'messaging',
  subscribers: 'newsletter',
  campaign_applications: 'applications',
  support_clocks: 'support',
  support_holidays: 'support',
  support_tickets: 'support',
  support_pauses: 'support',
  support_messages: 'support',
  support_attachments: 'support',
  support_canned: 'support',
  support_inbound: 'support',
  seller_inquiries: 'support',
  seller_inquiry_messages: 'support',
  whatsapp_contacts: 'messaging',
  career_posts: 'careers',
  career_resumes: 'careers',
  career_applications: 'careers',
  career_messages: 'careers',
  challenges: 'challenges',
  challenge_teams: 'challenges',
  challenge_entries: 'challenges',
  challenge_logs: 'challenges',
  challenge_pledges: 'challenges',
  lost_found_notices: 'notices',
  lost_found_photos: 'notices',
  lost_found_relays: 'notices',
  lost_found_relay_messages: 'notices',
  lost_found_reports: 'notices',
  marriage_profiles: 'matrimonial',
  marriage_photos: 'matrimonial',
  marriage_interests: 'matrimonial',
  marriage_blocks: 'matrimonial',
  marriage_reports: 'matrimonial',
  marriage_access_log: 'matrimonial',
  credential_keys: 'credentials',
  credentials: 'credentials',
  credential_status_lists: 'credentials',
  learning_courses: 'learning',
  learning_lessons: 'learning',
  learning_quiz_questions: 'learning',
  learning_progress: 'learning',
  learning_quiz_attempts: 'learning',
  learning_student_videos: 'learning',
  contact_messages: 'contact',
  contact_refusals: 'contact',
  consent_notices: 'privacy',
  consents: 'privacy',
  jobs: 'platform',
  batches: 'platform',
  batch_lines: 'platform',
  audit_events: 'platform',
  vendors: 'vendors',
  vendor_documents: 'vendors',
  vendor_follows: 'vendors',
  shop_categories: 'products',
  brands: 'products',
  products: 'products',
  product_variants: 'products',
  package_items: 'products',
  product_likes: 'products',
  product_stats_daily: 'products',
  shop_search_words: 'products',
  carts: 'shop',
  cart_items: 'shop',
  addresses: 'shop',
  shop_orders: 'shop',
  shop_order_lines: 'shop',
  withholding_rates: 'shop',
  vendor_ledger: 'shop',
  vendor_payouts: 'shop',
  invoice_counters: 'shop',
  shop_invoices: 'shop',
  shop_returns: 'shop',
  shop_disputes: 'shop',
  spending_categories: 'spending',
  spending_items: 'spending',
  foundation_additions: 'spending',
  spending_gift_notices: 'spending',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The few tables a module other than the owner uses directly, each with why the owner's service
 * cannot do it. Keep this short: each entry is a place where two modules share a table's shape.
 */
export const SHARED_TABLES: Partial<Record<TableName, Record<string, string>>> = {
  campaigns: {
    giving:
      "giving keeps raised_paise and backers in the transaction that changes a donation (decision 0015), and names a gift's campaign in lists and emails; catalog depends on giving (donor lists), so giving cannot call catalog back",
    monthly: 'a monthly gift is started only for an open monthly cause and its emails name it; catalog is registered after monthly (it depends on giving)',
    receipts: 'a receipt names the campaign given to, read in the statement that locks the donation',
    refunds: 'the refund lists name the campaign of each request',
  },
  campaign_products: {
    giving:
      "giving keeps a product's collected count in the donation's transaction and prices a gift's products when its order is made (seller.ts), for the same reason as campaigns",
  },
  orders: {
    giving: "a donor's history and the console's summary read orders' status and the updates box beside the donations they made",
    monthly:
      "a month is an order of its subscription (orders.subscription_id, period: unique): monthly makes, reads and cancels its months' orders in the transaction that claims the month, so a month is never asked for twice (decision 0026)",
    receipts: 'a receipt prints the UTR or payment id of the order that paid the donation',
    refunds: 'a refund request is about a paid order: its lists show the order, and the claim checks its state in the same statement',
  },
  donations: {
    receipts:
      "a receipt is issued for a donation whose row it locks first (as a refund's claim does, so one of the two always loses), and writes the donation's tax details (PAN or Aadhaar, address, a corrected name) that the receipt and Form 10BD print",
    refunds: "a refund's claim locks the donation's row, as a receipt's issue does, and checks that the donor asking is the donation's",
  },
  receipts: {
    giving: "a donor's history shows each gift's receipt number beside it, in the one query of the profile page",
    refunds: 'a refund is refused once a receipt is issued: checked with the donation row held',
  },
  refund_requests: {
    giving: "a donor's history shows each gift's refund request beside it, in the same query",
    receipts: 'a receipt is refused while a refund of the donation is under way or done: checked with the donation row held',
  },
  vendors: {
    products:
      "a product is shown to buyers only while its vendor is approved: search, lists and product pages join vendors in the same query (status, display name, city, the seller's details the Consumer Protection (E-Commerce) Rules 2020 ask for), so a suspended vendor's products vanish at once and a search stays one indexed statement at 100,000 products",
  },
  users: {
    platform:
      "the audit log stores the actor's email as it was then, read in the row's own insert; platform code calls no module (the audit log is made before them)",
  },
};

/** The schema's tables: export name in schema.ts (what code writes, s.campaignProducts) -> SQL name (campaign_products). */
export function schemaTables(): Record<string, string> {
  return Object.fromEntries(Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])));
}
