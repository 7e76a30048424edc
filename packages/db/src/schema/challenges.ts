// The challenges' tables (module `challenges`, issue 42; decision 0067).
// Units are kept in hundredths (2.5 km is 250) so a pledge's amount is exact
// integer arithmetic; money is integer paise. Totals are never stored: a participant's, a team's
// and the leaderboard are sums of the logs, and raised-by-challenge is read from the gifts.

import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { campaigns } from './catalog.ts';

export const challenges = pgTable('challenges', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  title: text('title').notNull(),
  titleHi: text('title_hi').notNull().default(''),
  story: text('story').notNull(),
  storyHi: text('story_hi').notNull().default(''),
  unit: text('unit').notNull(),
  unitHi: text('unit_hi').notNull().default(''),
  // Per person, in hundredths of the unit.
  goalCenti: integer('goal_centi').notNull(),
  // The most one log may add (hundredths): a typo of 5000 km is refused, not ranked.
  maxPerLogCenti: integer('max_per_log_centi').notNull(),
  // Logging and pledging are open from starts_at (inclusive) until ends_at (exclusive); the
  // console's dates are India days: 00:00 IST of the first to 00:00 IST after the last.
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  campaignId: integer('campaign_id')
    .notNull()
    .references(() => campaigns.id),
  // Set once, by the end job or staff's "close now": pledges freeze and convert after it.
  closedAt: at('closed_at'),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
  createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
  createdAt: createdAt(),
});

export const challengeTeams = pgTable(
  'challenge_teams',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    nameHi: text('name_hi').notNull().default(''),
  },
  (t) => [uniqueIndex('challenge_teams_name_uq').on(t.challengeId, t.name)],
);

export const challengeEntries = pgTable(
  'challenge_entries',
  {
    id: serial('id').primaryKey(),
    challengeId: integer('challenge_id')
      .notNull()
      .references(() => challenges.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    teamId: integer('team_id').references(() => challengeTeams.id, { onDelete: 'set null' }),
    // The name the person chose for the leaderboard; null shows "A supporter".
    displayName: text('display_name'),
    hiddenAt: at('hidden_at'),
    hiddenBy: integer('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    hiddenReason: text('hidden_reason'),
    // The certificate issued when the goal was reached (credentials' id and page).
    certificateId: text('certificate_id'),
    certificatePath: text('certificate_path'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('challenge_entries_person_uq').on(t.challengeId, t.userId), index('challenge_entries_user_idx').on(t.userId)],
);

export const challengeLogs = pgTable(
  'challenge_logs',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => challengeEntries.id, { onDelete: 'cascade' }),
    unitsCenti: integer('units_centi').notNull(),
    note: text('note').notNull().default(''),
    // The re-encoded JPEG in private storage (camera and location data stripped), if any.
    photoKey: text('photo_key'),
    photoSha256: text('photo_sha256'),
    createdAt: createdAt(),
  },
  (t) => [index('challenge_logs_entry_idx').on(t.entryId), check('challenge_logs_units_ck', sql`${t.unitsCenti} > 0`)],
);

export const challengePledges = pgTable(
  'challenge_pledges',
  {
    id: serial('id').primaryKey(),
    entryId: integer('entry_id')
      .notNull()
      .references(() => challengeEntries.id, { onDelete: 'cascade' }),
    pledgerId: integer('pledger_id').references(() => users.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    mobile: text('mobile').notNull(),
    ratePaise: money('rate_paise').notNull(),
    capPaise: money('cap_paise').notNull(),
    language: text('language').notNull().default('en'),
    // Frozen once at conversion: min(units × rate rounded, cap); 0 converts to nothing.
    unitsCenti: integer('units_centi'),
    amountPaise: money('amount_paise'),
    // The gift order it became (payments' reference), set once; the order's own idempotency key
    // (`challenge-pledge:<id>`) makes a retry after a crash find the same order.
    orderReference: text('order_reference'),
    // open → converted (a gift order to pay) | nothing (₹0); told_at when the pledger was told.
    state: text('state').notNull().default('open'),
    toldAt: at('told_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('challenge_pledges_entry_idx').on(t.entryId),
    check('challenge_pledges_money_ck', sql`${t.ratePaise} > 0 and ${t.capPaise} >= ${t.ratePaise}`),
    check('challenge_pledges_cap_ck', sql`${t.amountPaise} is null or (${t.amountPaise} >= 0 and ${t.amountPaise} <= ${t.capPaise})`),
  ],
);
