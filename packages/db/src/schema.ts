// Every table, one file per owner: schema/<module>.ts holds the tables of
// apps/server/src/modules/<module> (schema/platform.ts: apps/server/src/platform's), and
// ownership.ts reads the owner from the file a table is declared in. Column helpers used by
// so their circular imports are harmless. Code imports this barrel (`schema` from '@sahyog/db').
export * from './schema/applications.ts';
export * from './schema/auth.ts';
export * from './schema/careers.ts';
export * from './schema/catalog.ts';
export * from './schema/challenges.ts';
export * from './schema/contact.ts';
export * from './schema/content.ts';
export * from './schema/credentials.ts';
export * from './schema/giving.ts';
export * from './schema/journal.ts';
export * from './schema/learning.ts';
export * from './schema/matrimonial.ts';
export * from './schema/messaging.ts';
export * from './schema/monthly.ts';
export * from './schema/newsletter.ts';
export * from './schema/notices.ts';
export * from './schema/payments.ts';
export * from './schema/payouts.ts';
export * from './schema/platform.ts';
export * from './schema/privacy.ts';
export * from './schema/products.ts';
export * from './schema/receipts.ts';
export * from './schema/refunds.ts';
export * from './schema/shop.ts';
export * from './schema/spending.ts';
export * from './schema/support.ts';
export * from './schema/vendors.ts';
