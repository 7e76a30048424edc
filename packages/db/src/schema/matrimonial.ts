// The matrimonial section's tables (module `matrimonial`, issue 43; decision 0070).
// A profile belongs to one account (proven email and mobile);
// its date of birth is kept to compute the age and is never shown. No Aadhaar number or ID copy is
// ever stored: "ID checked by staff" is who checked and when. Photos are two private files each
// (the re-encoded original and a blurred derivative). Deleting a profile erases it, its photos,
// its interests (with their messages) and its reports; only marriage_access_log (user id, IP,
// action, time) stays, for a year (MeitY's 2016 advisory), then a job purges it.

import { sql } from 'drizzle-orm';
import { check, date, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt } from './_shared.ts';
import { users } from './auth.ts';

export const marriageProfiles = pgTable(
  'marriage_profiles',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // 'self' or the relative who made it on the person's behalf (parent, sibling, relative, friend).
    createdBy: text('created_by').notNull(),
    firstName: text('first_name').notNull(),
    gender: text('gender').notNull(),
    dateOfBirth: date('date_of_birth', { mode: 'string' }).notNull(),
    city: text('city').notNull(),
    languages: text('languages').array().notNull(),
    // Empty when not filled: the community filter never matches it.
    community: text('community').notNull().default(''),
    education: text('education').notNull(),
    occupation: text('occupation').notNull(),
    about: text('about').notNull().default(''),
    // pending → approved | rejected (staff); an approved profile may be hidden by its owner.
    state: text('state').notNull().default('pending'),
    rejectReason: text('reject_reason'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    hiddenAt: at('hidden_at'),
    // "ID checked by staff on <date>": who saw an ID off the platform, and when. Nothing else.
    idCheckedBy: integer('id_checked_by').references(() => users.id, { onDelete: 'set null' }),
    idCheckedAt: at('id_checked_at'),
    // The two declarations the creator made (MeitY 2016 advisory), with when.
    declaredAt: at('declared_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marriage_profiles_user_uq').on(t.userId),
    index('marriage_profiles_list_idx').on(t.state, t.createdAt),
    check('marriage_profiles_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`),
    check('marriage_profiles_gender_ck', sql`${t.gender} in ('male', 'female')`),
  ],
);

export const marriagePhotos = pgTable(
  'marriage_photos',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => marriageProfiles.id, { onDelete: 'cascade' }),
    originalKey: text('original_key').notNull(),
    blurredKey: text('blurred_key').notNull(),
    state: text('state').notNull().default('pending'),
    reviewedBy: integer('reviewed_by').references(() => users.id, { onDelete: 'set null' }),
    reviewedAt: at('reviewed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('marriage_photos_profile_idx').on(t.profileId), check('marriage_photos_state_ck', sql`${t.state} in ('pending', 'approved', 'rejected')`)],
);

export const marriageInterests = pgTable(
  'marriage_interests',
  {
    id: serial('id').primaryKey(),
    fromProfileId: integer('from_profile_id')
      .notNull()
      .references(() => marriageProfiles.id, { onDelete: 'cascade' }),
    toProfileId: integer('to_profile_id')
      .notNull()
      .references(() => marriageProfiles.id, { onDelete: 'cascade' }),
    // The sender's short message, seen by the receiver only.
    message: text('message').notNull().default(''),
    // sent → accepted | declined
    state: text('state').notNull().default('sent'),
    decidedAt: at('decided_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('marriage_interests_pair_uq').on(t.fromProfileId, t.toProfileId),
    index('marriage_interests_to_idx').on(t.toProfileId),
    check('marriage_interests_state_ck', sql`${t.state} in ('sent', 'accepted', 'declined')`),
  ],
);

// By account, not profile: a block outlives a profile deleted and made again.
export const marriageBlocks = pgTable(
  'marriage_blocks',
  {
    id: serial('id').primaryKey(),
    blockerId: integer('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: integer('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('marriage_blocks_pair_uq').on(t.blockerId, t.blockedId), index('marriage_blocks_blocked_idx').on(t.blockedId)],
);

export const marriageReports = pgTable(
  'marriage_reports',
  {
    id: serial('id').primaryKey(),
    profileId: integer('profile_id')
      .notNull()
      .references(() => marriageProfiles.id, { onDelete: 'cascade' }),
    reporterId: integer('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reason: text('reason').notNull(),
    details: text('details').notNull().default(''),
    // open → closed (staff)
    state: text('state').notNull().default('open'),
    // The help desk ticket a morphed or intimate image opened (24 h clock).
    ticketReference: text('ticket_reference'),
    closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [index('marriage_reports_state_idx').on(t.state, t.createdAt)],
);

// Kept after a profile is deleted, for one year (MeitY 2016): no foreign key, so erasing the
// account's profile leaves it; the purge job deletes rows older than 365 days.
export const marriageAccessLog = pgTable(
  'marriage_access_log',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id').notNull(),
    ip: text('ip').notNull().default(''),
    action: text('action').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('marriage_access_log_at_idx').on(t.at), index('marriage_access_log_user_idx').on(t.userId)],
);
