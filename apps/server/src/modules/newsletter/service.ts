// Newsletter subscribers from the home page's subscribe box. One row per address (stored
// lowercased, unique); subscribing again after unsubscribing counts as a new subscription.
// Every newsletter email carries a one-click unsubscribe link with the address's own random
// token (in the text and in List-Unsubscribe), so leaving needs no sign-in and reveals nothing.
import { randomBytes } from 'node:crypto';
import type { Readable } from 'node:stream';
import {
  AppError,
  formatDate,
  type ListPage,
  likePrefix,
  newsletterMessages,
  type SubscribeOutcome,
  type SubscriberView,
  UNSUBSCRIBE_TOKEN_RE,
} from '@sahyog/core';
import type { NewsletterApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, isNotNull, isNull, like, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { csvStream, keysetBatches } from '../../platform/csv-stream.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PrivacyService } from '../privacy/index.ts';

const HOUR = 60 * 60 * 1000;
const DAY = 24 * HOUR;
const SUBSCRIBE_PER_IP_PER_HOUR = 20;

export interface NewsletterDeps {
  db: Db;
  messaging: Pick<MessagingService, 'send'>;
  privacy: Pick<PrivacyService, 'record' | 'withdrawAll' | 'onWithdraw'>;
  limiter: Pick<RateLimiter, 'hit'>;
  siteName: () => Promise<string>;
  publicUrl: string;
  audit?: Pick<AuditLog, 'record'>;
}

export function newsletterService({ db, messaging, privacy, limiter, siteName, publicUrl, audit }: NewsletterDeps) {
  async function unsubscribeEmail(email: string) {
    await db
      .update(s.subscribers)
      .set({ unsubscribedAt: new Date() })
      .where(and(eq(s.subscribers.email, email.toLowerCase()), isNull(s.subscribers.unsubscribedAt)));
  }
  // Withdrawing the consent from the profile is the same as the emailed link.
  privacy.onWithdraw('newsletter', (c) => unsubscribeEmail(c.email));

  return {
    /**
     * `email` is checked and lowercased by the caller (core/newsletter). One statement, so two
     * submissions at once cannot both count as new: the unique index decides. A new
     * subscription is welcomed with the unsubscribe link.
     */
    async subscribe(email: string, source = 'home', who: { ip?: string; userId?: number | null } = {}): Promise<SubscribeOutcome> {
      const address = email.toLowerCase();
      // A script filling the box with other people's addresses meets a per-network limit.
      if (who.ip && !(await limiter.hit(`newsletter:ip:${sourceOf(who.ip)}`, SUBSCRIBE_PER_IP_PER_HOUR, HOUR)).allowed) {
        throw AppError.tooMany(newsletterMessages.tooMany);
      }
      const token = randomBytes(24).toString('base64url');
      const rows = await db
        .insert(s.subscribers)
        .values({ email: address, source, unsubscribeToken: token })
        .onConflictDoUpdate({
          target: s.subscribers.email,
          // A returning subscriber keeps their token if they have one.
          set: { unsubscribedAt: null, source, unsubscribeToken: sql`coalesce(${s.subscribers.unsubscribeToken}, ${token})` },
          setWhere: isNotNull(s.subscribers.unsubscribedAt),
        })
        .returning({ token: s.subscribers.unsubscribeToken, id: s.subscribers.id });
      const row = rows[0];
      if (!row) return 'already';
      // Each subscription is its own consent: one given after an unsubscribe is a new record.
      await privacy.record({ purpose: 'newsletter', email: address, userId: who.userId, subject: `newsletter:${row.id}:${Date.now()}`, ip: who.ip });
      // Someone re-subscribing an address that just left gets it back on the list (the spec's
      // box has no confirmation step), but its owner gets at most one welcome a day.
      if (!(await limiter.hit(`newsletter:welcome:${address}`, 1, DAY)).allowed) return 'subscribed';
      await messaging.send('email', address, 'newsletter-welcome', {
        site: await siteName(),
        unsubscribeUrl: `${publicUrl}/unsubscribe?token=${row.token ?? token}`,
      });
      return 'subscribed';
    },

    /** The link's token, once: 'unsubscribed', or 'invalid' for a token we never issued. */
    async unsubscribe(token: string): Promise<'unsubscribed' | 'invalid'> {
      if (!UNSUBSCRIBE_TOKEN_RE.test(token)) return 'invalid';
      const [row] = await db
        .select({ id: s.subscribers.id, email: s.subscribers.email })
        .from(s.subscribers)
        .where(eq(s.subscribers.unsubscribeToken, token))
        .limit(1);
      if (!row) return 'invalid';
      await privacy.withdrawAll('newsletter', row.email);
      // Idempotent: a second press (or the mail app's one-click POST after a click) changes nothing.
      await db
        .update(s.subscribers)
        .set({ unsubscribedAt: new Date() })
        .where(and(eq(s.subscribers.id, row.id), isNull(s.subscribers.unsubscribedAt)));
      return 'unsubscribed';
    },

    /**
     * The console's list: newest first, a page at a time, by the start of the address (an index
     * reads it; a part in the middle would read every row) and by state.
     */
    async list(
      filter: { q?: string | undefined; status?: 'subscribed' | 'unsubscribed' | undefined; after?: string | undefined } = {},
    ): Promise<ListPage<SubscriberView>> {
      const q = filter.q?.trim().toLowerCase();
      const key = timeIdCursor(filter.after);
      const limit = pageSize(undefined);
      const rows = await db
        .select({
          cursorAt: cursorTime(s.subscribers.createdAt),
          id: s.subscribers.id,
          email: s.subscribers.email,
          source: s.subscribers.source,
          createdAt: s.subscribers.createdAt,
          unsubscribedAt: s.subscribers.unsubscribedAt,
        })
        .from(s.subscribers)
        .where(
          and(
            q ? like(s.subscribers.email, likePrefix(q)) : undefined,
            olderThan(s.subscribers.createdAt, s.subscribers.id, key),
            filter.status === 'subscribed'
              ? isNull(s.subscribers.unsubscribedAt)
              : filter.status === 'unsubscribed'
                ? isNotNull(s.subscribers.unsubscribedAt)
                : undefined,
          ),
        )
        .orderBy(desc(s.subscribers.createdAt), desc(s.subscribers.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.id],
        (page) =>
          page.map(({ cursorAt: _at, ...r }) => ({ ...r, createdAt: r.createdAt.toISOString(), unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null })),
      );
    },

    /** Staff unsubscribe someone who asked by phone or letter: as their own link does, and logged. */
    async unsubscribeById(id: number, by: number): Promise<SubscriberView> {
      const [row] = await db.select().from(s.subscribers).where(eq(s.subscribers.id, id)).limit(1);
      if (!row) throw AppError.notFound(newsletterMessages.adminNotFound);
      if (!row.unsubscribedAt) {
        await privacy.withdrawAll('newsletter', row.email);
        await unsubscribeEmail(row.email);
        await audit?.record({
          actorId: by,
          action: 'subscriber.unsubscribe',
          subjectType: 'subscriber',
          subjectId: id,
          before: { subscribed: true },
          after: { subscribed: false },
        });
      }
      const [after] = await db.select().from(s.subscribers).where(eq(s.subscribers.id, id)).limit(1);
      const r = after ?? row;
      return { id: r.id, email: r.email, source: r.source, createdAt: r.createdAt.toISOString(), unsubscribedAt: r.unsubscribedAt?.toISOString() ?? null };
    },

    /** Staff's export: every address with its state, oldest first, as CSV (formula-safe), streamed by key. */
    exportCsv(batchRows = 1000): Readable {
      const page = (after: { at: string; id: number } | undefined, size: number) =>
        db
          .select({
            id: s.subscribers.id,
            // PostgreSQL's own text of the key: a JS Date would round its microseconds away.
            at: sql<string>`${s.subscribers.createdAt}::text`,
            email: s.subscribers.email,
            source: s.subscribers.source,
            createdAt: s.subscribers.createdAt,
            unsubscribedAt: s.subscribers.unsubscribedAt,
          })
          .from(s.subscribers)
          .where(after ? sql`(${s.subscribers.createdAt}, ${s.subscribers.id}) > (${after.at}::timestamptz, ${after.id})` : undefined)
          .orderBy(asc(s.subscribers.createdAt), asc(s.subscribers.id))
          .limit(size);
      return csvStream(['email', 'status', 'subscribed_on', 'unsubscribed_on', 'source'], keysetBatches(page, batchRows), (r) => [
        r.email,
        r.unsubscribedAt ? 'unsubscribed' : 'subscribed',
        formatDate(r.createdAt),
        r.unsubscribedAt ? formatDate(r.unsubscribedAt) : '',
        r.source,
      ]);
    },
  } satisfies NewsletterApi & Record<string, unknown>;
}

export type NewsletterService = ReturnType<typeof newsletterService>;
