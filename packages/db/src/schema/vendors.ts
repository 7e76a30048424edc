import { sql } from 'drizzle-orm';
import { check, index, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';
import { users } from './auth.ts';

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
