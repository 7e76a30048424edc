import { index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { createdAt } from './_shared.ts';

/** Newsletter subscribers from the home subscribe box. */
export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    // Stored lowercased, so one address subscribes once.
    email: text('email').notNull().unique(),
    source: text('source').notNull().default('home'),
    // The secret in every newsletter email's one-click unsubscribe link (random; one per address).
    unsubscribeToken: text('unsubscribe_token').unique(),
    createdAt: createdAt(),
    unsubscribedAt: timestamp('unsubscribed_at', { withTimezone: true }),
  },
  (t) => [
    // The console's list, newest first, and its search from the start of an address (issue 22).
    index('subscribers_created_idx').on(t.createdAt, t.id),
    index('subscribers_email_prefix_idx').on(t.email.op('text_pattern_ops')),
  ],
);
