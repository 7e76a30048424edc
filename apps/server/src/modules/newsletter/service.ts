// Newsletter subscribers from the home page's subscribe box. One row per address (stored
// lowercased, unique); subscribing again after unsubscribing counts as a new subscription.

import type { SubscribeOutcome } from '@sahyog/core';
import type { NewsletterApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { isNotNull } from 'drizzle-orm';

export function newsletterService(db: Db) {
  return {
    /**
     * `email` is checked and lowercased by the caller (core/newsletter). One statement, so two
     * submissions at once cannot both count as new: the unique index decides.
     */
    async subscribe(email: string, source = 'home'): Promise<SubscribeOutcome> {
      const rows = await db
        .insert(s.subscribers)
        .values({ email: email.toLowerCase(), source })
        .onConflictDoUpdate({
          target: s.subscribers.email,
          set: { unsubscribedAt: null, source },
          setWhere: isNotNull(s.subscribers.unsubscribedAt),
        })
        .returning({ id: s.subscribers.id });
      return rows.length > 0 ? 'subscribed' : 'already';
    },
  } satisfies NewsletterApi;
}

export type NewsletterService = ReturnType<typeof newsletterService>;
