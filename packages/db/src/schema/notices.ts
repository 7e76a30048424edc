// Lost and found's tables (module `notices`, issue 43; decision 0069).
// A notice keeps its locality and city only (never a street address); its
// photos are the re-encoded JPEGs (the upload itself is never stored); the relay's threads keep
// who wrote, so the owner's address is never handed to anyone. A child is never a notice: the
// child route opens a help-desk ticket and writes nothing here.

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';
import { users } from './auth.ts';

export const lostFoundNotices = pgTable(
  'lost_found_notices',
  {
    id: serial('id').primaryKey(),
    ownerId: integer('owner_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    side: text('side').notNull(),
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    locality: text('locality').notNull(),
    city: text('city').notNull(),
    // The India day it was lost or found, 'YYYY-MM-DD'.
    happenedOn: text('happened_on').notNull(),
    language: text('language').notNull().default('en'),
    // Up while now < expires_at: 30 days from posting, 30 more after the one renewal.
    expiresAt: at('expires_at').notNull(),
    renewals: integer('renewals').notNull().default(0),
    resolvedAt: at('resolved_at'),
    // Staff's moderation: looked at (new notices wait for it, while up), hidden with a reason.
    reviewedAt: at('reviewed_at'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenAt: at('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    createdAt: createdAt(),
  },
  (t) => [
    index('lost_found_notices_live_idx').on(t.expiresAt),
    index('lost_found_notices_owner_idx').on(t.ownerId),
    check('lost_found_notices_side_ck', sql`${t.side} in ('lost', 'found')`),
    check('lost_found_notices_kind_ck', sql`${t.kind} in ('pet', 'document', 'thing')`),
    check('lost_found_notices_renewals_ck', sql`${t.renewals} between 0 and 1`),
  ],
);

export const lostFoundPhotos = pgTable(
  'lost_found_photos',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => lostFoundNotices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    storageKey: text('storage_key').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lost_found_photos_position_uq').on(t.noticeId, t.position)],
);

/** One conversation between a notice's owner and one person who wrote to them. */
export const lostFoundRelays = pgTable(
  'lost_found_relays',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => lostFoundNotices.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // Whether the sender chose to give the owner their account email for a direct reply.
    shareEmail: boolean('share_email').notNull().default(false),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lost_found_relays_sender_uq').on(t.noticeId, t.senderId)],
);

export const lostFoundRelayMessages = pgTable(
  'lost_found_relay_messages',
  {
    id: serial('id').primaryKey(),
    relayId: integer('relay_id')
      .notNull()
      .references(() => lostFoundRelays.id, { onDelete: 'cascade' }),
    fromOwner: boolean('from_owner').notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('lost_found_relay_messages_relay_idx').on(t.relayId, t.id)],
);

export const lostFoundReports = pgTable(
  'lost_found_reports',
  {
    id: serial('id').primaryKey(),
    noticeId: integer('notice_id')
      .notNull()
      .references(() => lostFoundNotices.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    // Set when staff hide, restore or pass the notice: the report leaves the queue.
    handledAt: at('handled_at'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('lost_found_reports_reporter_uq').on(t.noticeId, t.reporterId)],
);
