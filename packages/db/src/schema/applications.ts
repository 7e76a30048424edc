import { index, integer, pgEnum, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';
import { users } from './auth.ts';
import { campaigns, categories } from './catalog.ts';

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
