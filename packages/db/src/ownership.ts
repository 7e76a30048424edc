// Which module owns each table (docs/ARCHITECTURE.md, Rules): the module whose schema file
// declares it, packages/db/src/schema/<module>.ts. Only the owner's code writes the table, and
// only it reads the table unless SHARED_TABLES says why another module may; every other use asks
// the owner's service (app.<module>). `npm run lint` enforces it (scripts/boundaries.ts), and
// ownership.test.ts checks that each file here is named for a real module.
//
// 'platform' is apps/server/src/platform: the job queue and the audit log are services every
// module uses through platform functions (jobs.enqueue, audit()), not tables they touch; so are
// staff's batches (platform/batches.ts: a module registers what a line does, never reads the rows).
import { getTableName, is } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as applications from './schema/applications.ts';
import * as auth from './schema/auth.ts';
import * as careers from './schema/careers.ts';
import * as catalog from './schema/catalog.ts';
import * as challenges from './schema/challenges.ts';
import * as contact from './schema/contact.ts';
import * as content from './schema/content.ts';
import * as credentials from './schema/credentials.ts';
import * as giving from './schema/giving.ts';
import * as journal from './schema/journal.ts';
import * as learning from './schema/learning.ts';
import * as matrimonial from './schema/matrimonial.ts';
import * as messaging from './schema/messaging.ts';
import * as monthly from './schema/monthly.ts';
import * as newsletter from './schema/newsletter.ts';
import * as notices from './schema/notices.ts';
import * as payments from './schema/payments.ts';
import * as payouts from './schema/payouts.ts';
import * as platform from './schema/platform.ts';
import * as privacy from './schema/privacy.ts';
import * as products from './schema/products.ts';
import * as receipts from './schema/receipts.ts';
import * as refunds from './schema/refunds.ts';
import * as shop from './schema/shop.ts';
import * as spending from './schema/spending.ts';
import * as support from './schema/support.ts';
import * as vendors from './schema/vendors.ts';
import * as schema from './schema.ts';

/** Each schema file under its owner's name (the file's name; ownership.test.ts holds the two equal). */
const SCHEMA_FILES = {
  applications,
  auth,
  careers,
  catalog,
  challenges,
  contact,
  content,
  credentials,
  giving,
  journal,
  learning,
  matrimonial,
  messaging,
  monthly,
  newsletter,
  notices,
  payments,
  payouts,
  platform,
  privacy,
  products,
  receipts,
  refunds,
  shop,
  spending,
  support,
  vendors,
};

export type Owner = keyof typeof SCHEMA_FILES;

/** The SQL names of a schema file's tables (a drizzle table's type carries its name). */
type TablesOf<File> = { [K in keyof File]: File[K] extends PgTable & { _: { name: infer N extends string } } ? N : never }[keyof File];

export type TableName = TablesOf<typeof schema>;

function tablesOf(file: object): string[] {
  return Object.values(file).flatMap((value) => (is(value, PgTable) ? [getTableName(value)] : []));
}

/** SQL table name -> the module (or 'platform') whose schema file declares it. */
export const TABLE_OWNERS = Object.fromEntries(
  Object.entries(SCHEMA_FILES).flatMap(([owner, file]) => tablesOf(file).map((table) => [table, owner])),
) as Record<TableName, Owner>;

/** Why a module reads a table it does not own; the `read: ` prefix is what the lint honours. */
export type SharedRead = `read: ${string}`;

/**
 * The few tables a module other than the owner reads directly, each with why the owner's service
 * cannot answer it. Reads only: no entry lets a module write another's table (the lint refuses
 * every such write). Keep this short: each entry is a place where two modules share a table's shape.
 */
export const SHARED_TABLES: Partial<Record<TableName, Record<string, SharedRead>>> = {
  campaigns: {
    giving:
      "read: giving names a gift's campaign in lists and emails and checks it is open in the statement that makes the gift; catalog depends on giving (donor lists), so giving cannot call catalog back",
    monthly:
      'read: a monthly gift is started only for an open monthly cause and its emails name it; catalog is registered after monthly (it depends on giving)',
    receipts: 'read: a receipt names the campaign given to, read in the statement that locks the donation',
    refunds: 'read: the refund lists name the campaign of each request',
  },
  campaign_products: {
    giving: "read: giving prices a gift's products when its order is made (seller.ts), for the same reason as campaigns",
  },
  orders: {
    giving: "read: a donor's history and the console's summary read orders' status and the updates box beside the donations they made",
    receipts: 'read: a receipt prints the UTR or payment id of the order that paid the donation',
    refunds: 'read: a refund request is about a paid order: its lists show the order, and the claim checks its state in the same statement',
  },
  donations: {
    receipts:
      'read: a receipt is issued for a donation whose row it locks first (as a refund’s claim does, so one of the two always loses), and prints its tax details',
    refunds: "read: a refund's claim locks the donation's row, as a receipt's issue does, and checks that the donor asking is the donation's",
  },
  receipts: {
    giving: "read: a donor's history shows each gift's receipt number beside it, in the one query of the profile page",
    refunds: 'read: a refund is refused once a receipt is issued: checked with the donation row held',
  },
  refund_requests: {
    giving: "read: a donor's history shows each gift's refund request beside it, in the same query",
    receipts: 'read: a receipt is refused while a refund of the donation is under way or done: checked with the donation row held',
  },
  vendors: {
    products:
      "read: a product is shown to buyers only while its vendor is approved: search, lists and product pages join vendors in the same query (status, display name, city, the seller's details the Consumer Protection (E-Commerce) Rules 2020 ask for), so a suspended vendor's products vanish at once and a search stays one indexed statement at 100,000 products",
  },
  users: {
    platform:
      "read: the audit log stores the actor's email as it was then, read in the row's own insert; platform code calls no module (the audit log is made before them)",
  },
};

/**
 * Writes to another module's table the lint lets through: empty. The nine the schema split found
 * (issue 44) now go through the owner's service: giving moves campaign figures through the
 * catalog's keeper, receipts saves a donation's tax details through giving, monthly opens and
 * cancels its months through payments. Keep it empty: a cross-module write is a design bug.
 */
export const KNOWN_CROSS_WRITES: Partial<Record<TableName, Record<string, string>>> = {};

/** The schema's tables: export name in schema.ts (what code writes, s.campaignProducts) -> SQL name (campaign_products). */
export function schemaTables(): Record<string, string> {
  return Object.fromEntries(Object.entries(schema).flatMap(([name, value]) => (is(value, PgTable) ? [[name, getTableName(value)]] : [])));
}
