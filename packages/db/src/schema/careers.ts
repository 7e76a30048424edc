// Jobs' tables (module `careers`, issue 43; decision 0068).
// Named career_* so none reads as the job queue's `jobs` or campaign `applications`. Pay is integer
// paise a month; a post's closing is the instant after its last India day (00:00 IST).

import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { at, createdAt, money } from './_shared.ts';
import { users } from './auth.ts';
import { vendors } from './vendors.ts';

export const careerPosts = pgTable(
  'career_posts',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    // 'paid' | 'volunteer'
    kind: text('kind').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull(),
    place: text('place').notNull().default(''),
    remote: boolean('remote').notNull().default(false),
    payMinPaise: money('pay_min_paise'),
    payMaxPaise: money('pay_max_paise'),
    // The last day applications are taken (India), and the instant after it.
    closesOn: text('closes_on').notNull(),
    closesAt: at('closes_at').notNull(),
    // 'held' | 'open' | 'rejected' | 'closed' | 'filled'
    state: text('state').notNull(),
    heldReasons: jsonb('held_reasons').$type<string[]>().notNull().default([]),
    // Who posted: a member of staff for the foundation (vendor_id null), or an approved shop.
    // null: the system (the demo seed's posts for the foundation).
    postedBy: integer('posted_by').references(() => users.id, { onDelete: 'set null' }),
    vendorId: integer('vendor_id').references(() => vendors.id, { onDelete: 'cascade' }),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    decisionReason: text('decision_reason'),
    publishedAt: at('published_at'),
    closedAt: at('closed_at'),
    createdAt: createdAt(),
  },
  (t) => [
    index('career_posts_state_idx').on(t.state, t.closesAt),
    index('career_posts_poster_idx').on(t.postedBy),
    check('career_posts_pay_ck', sql`${t.payMinPaise} is null or ${t.payMaxPaise} is null or ${t.payMinPaise} <= ${t.payMaxPaise}`),
  ],
);

/** One resume per person; the PDF, when given, is a private file (its key only). */
export const careerResumes = pgTable('career_resumes', {
  id: serial('id').primaryKey(),
  userId: integer('user_id')
    .notNull()
    .unique()
    .references(() => users.id, { onDelete: 'cascade' }),
  summary: text('summary').notNull().default(''),
  experience: text('experience').notNull().default(''),
  education: text('education').notNull().default(''),
  skills: text('skills').notNull().default(''),
  pdfKey: text('pdf_key'),
  updatedAt: at('updated_at').notNull().defaultNow(),
  createdAt: createdAt(),
});

export const careerApplications = pgTable(
  'career_applications',
  {
    id: serial('id').primaryKey(),
    postId: integer('post_id')
      .notNull()
      .references(() => careerPosts.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    note: text('note').notNull().default(''),
    // new → shortlisted → interview → offered → hired | not_selected (core CAREER_TRANSITIONS)
    state: text('state').notNull().default('new'),
    stateAt: at('state_at').notNull().defaultNow(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('career_applications_once_uq').on(t.postId, t.userId), index('career_applications_user_idx').on(t.userId)],
);

/** A poster's message to one applicant, delivered by email through us (held ones wait for staff). */
export const careerMessages = pgTable(
  'career_messages',
  {
    id: serial('id').primaryKey(),
    applicationId: integer('application_id')
      .notNull()
      .references(() => careerApplications.id, { onDelete: 'cascade' }),
    senderId: integer('sender_id').references(() => users.id, { onDelete: 'set null' }),
    body: text('body').notNull(),
    // 'held' | 'sent' | 'rejected'
    state: text('state').notNull(),
    heldReasons: jsonb('held_reasons').$type<string[]>().notNull().default([]),
    decidedBy: integer('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: at('decided_at'),
    sentAt: at('sent_at'),
    createdAt: createdAt(),
  },
  (t) => [index('career_messages_application_idx').on(t.applicationId), index('career_messages_state_idx').on(t.state)],
);
