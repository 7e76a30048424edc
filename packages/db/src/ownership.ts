// Which module owns each table (docs/ARCHITECTURE.md, Rules). Only the owner's code reads or
// writes the table; every other module asks the owner's service (app.<module>). `npm run lint`
// enforces it (scripts/boundaries.ts), and ownership.test.ts keeps this map complete: a new table
// without an owner fails the unit tests.
//
// 'platform' is apps/server/src/platform: the job queue and the audit log are services every
// module uses through platform functions (jobs.enqueue, audit()), not tables they touch.
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from './schema.ts';

export const TABLE_OWNERS = {
  categories: 'catalog',
  campaigns: 'catalog',
  campaign_products: 'catalog',
  campaign_updates: 'catalog',
  donations: 'giving',
  orders: 'giving',
  payment_events: 'giving',
  subscriptions: 'giving',
  subscription_notices: 'giving',
  tax_regimes: 'giving',
  receipt_counters: 'giving',
  receipts: 'giving',
  refund_requests: 'giving',
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
  contact_messages: 'contact',
  contact_refusals: 'contact',
  consent_notices: 'privacy',
  consents: 'privacy',
  jobs: 'platform',
  audit_events: 'platform',
} as const satisfies Record<string, string>;

export type TableName = keyof typeof TABLE_OWNERS;

/**
 * The few tables a module other than the owner uses directly, each with why the owner's service
 * cannot do it. Keep this short: each entry is a place where two modules share a table's shape.
 */
export const SHARED_TABLES: Partial<Record<TableName, Record<string, string>>> = {
  campaigns: {
    giving:
      'giving keeps raised_paise and backers in the transaction that changes a donation (decision 0015), and checks a campaign is open when an order is made; catalog depends on giving (donor lists), so giving cannot call catalog back',
  },
  users: {
    platform:
      "the audit log stores the actor's email as it was then, read in the row's own insert; platform code calls no module (the audit log is made before them)",
  },
  campaign_products: {
    giving: "giving keeps a product's collected count in the donation's transaction and prices an order's products, for the same reason",
  },
};

/** The schema's tables: export name in schema.ts (what code writes, s.campaignProducts) -> SQL name (campaign_products). */
export function schemaTables(): Record<string, string> {
  return Object.fromEntries(Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])));
}
