// Lost and found (issue 43; decision 0069): public notices of lost or found pets, documents and
// things, each up for 30 days (renewable once), placed by locality only, with re-encoded photos;
// contact through the relay only (the owner's email and phone never reach the finder); reports to
// staff's queue. A child is never a notice: the child route opens an urgent help-desk ticket and
// writes nothing here. Staff's side (the queue, hide, restore, approve) is at the end, audited.
import { randomUUID } from 'node:crypto';
import {
  type AdminNoticeRow,
  AppError,
  CHILD_REPORTS_PER_HOUR,
  type ChildReportInput,
  currentLanguage,
  describesChild,
  indiaDate,
  localPath,
  NOTICE_LIFE_DAYS,
  NOTICE_PAGE_SIZE,
  NOTICE_RENEWALS_MAX,
  type NoticeInput,
  type NoticeKind,
  type NoticeSearch,
  type NoticeSide,
  type NoticeState,
  type NoticeSummary,
  type NoticesApi,
  type NoticeView,
  lostFoundMessages as nm,
  RELAYS_PER_NOTICE_PER_DAY,
  RELAYS_PER_SENDER_PER_HOUR,
  type RelayInput,
  type RelayThread,
  type SitemapEntry,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../messaging/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../support/index.ts';
import { readyPhotos, storePhoto } from './photos.ts';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;
const n = s.lostFoundNotices;
const ph = s.lostFoundPhotos;
const r = s.lostFoundRelays;
const rm = s.lostFoundRelayMessages;
const rep = s.lostFoundReports;

type NoticeRow = typeof n.$inferSelect;

export const photoPath = (noticeId: number, photoId: number) => `/api/v1/lost-and-found/${noticeId}/photos/${photoId}`;

/** `%`, `_` and `\` typed by a visitor match themselves, not any text. */
const likeEscaped = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

export function stateOf(row: NoticeRow, now: Date): NoticeState {
  if (row.hiddenAt) return 'hidden';
  if (row.resolvedAt) return 'resolved';
  return now.getTime() < row.expiresAt.getTime() ? 'live' : 'expired';
}

export function noticesService(deps: {
  app: FastifyInstance;
  db: Db;
  storage: PrivateStorage;
  limiter: RateLimiter;
  audit: AuditLog;
  publicUrl: string;
  siteName: () => Promise<string>;
  now?: () => Date;
}) {
  const { app, db, storage, limiter, audit, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const liveWhere = (at: Date) => and(isNull(n.hiddenAt), isNull(n.resolvedAt), gt(n.expiresAt, at));
  const pageLink = (id: number) => `${publicUrl}${localPath(`/lost-and-found/${id}`)}`;
  /** Written in the recipient's language, with the page's link in it. */
  async function tell(userId: number, send: (to: { email: string; fullName: string }) => Promise<unknown>): Promise<void> {
    const [to, language] = await Promise.all([app.auth.user(userId), app.auth.languageOf(userId)]);
    await runInLanguage(isLanguage(language) ? language : 'en', () => send(to));
  }
  const changed = () => app.publicCache.clear();

  async function row(id: number): Promise<NoticeRow | undefined> {
    const [one] = await db.select().from(n).where(eq(n.id, id)).limit(1);
    return one;
  }

  async function photosOf(ids: number[]): Promise<Map<number, string[]>> {
    const out = new Map<number, string[]>();
    if (!ids.length) return out;
    const rows = await db.select({ id: ph.id, noticeId: ph.noticeId }).from(ph).where(inArray(ph.noticeId, ids)).orderBy(asc(ph.noticeId), asc(ph.position));
    for (const p of rows) out.set(p.noticeId, [...(out.get(p.noticeId) ?? []), photoPath(p.noticeId, p.id)]);
    return out;
  }

  const summary = (x: NoticeRow, photos: string[]): NoticeSummary => ({
    id: x.id,
    side: x.side as NoticeSide,
    kind: x.kind as NoticeKind,
    title: x.title,
    locality: x.locality,
    city: x.city,
    happenedOn: x.happenedOn,
    createdAt: x.createdAt.toISOString(),
    expiresAt: x.expiresAt.toISOString(),
    photo: photos[0] ?? null,
  });

  /** The notice of its owner (anyone else's id is a 404, as if it did not exist). */
  async function mine(ownerId: number, id: number): Promise<NoticeRow> {
    const [one] = await db
      .select()
      .from(n)
      .where(and(eq(n.id, id), eq(n.ownerId, ownerId)))
      .limit(1);
    if (!one) throw AppError.notFound(nm.notFound);
    return one;
  }

  async function threadsFor(notice: NoticeRow, viewerId: number): Promise<RelayThread[]> {
    const own = notice.ownerId === viewerId;
    const threads = await db
      .select()
      .from(r)
      .where(own ? eq(r.noticeId, notice.id) : and(eq(r.noticeId, notice.id), eq(r.senderId, viewerId)))
      .orderBy(asc(r.id));
    if (!threads.length) return [];
    const messages = await db
      .select()
      .from(rm)
      .where(
        inArray(
          rm.relayId,
          threads.map((t) => t.id),
        ),
      )
      .orderBy(asc(rm.id));
    const out: RelayThread[] = [];
    for (const [i, t] of threads.entries()) {
      // The owner sees a sender's email only if they chose to share it; a sender sees no one's.
      const shared = own && t.shareEmail ? (await app.auth.user(t.senderId)).email : null;
      out.push({
        id: t.id,
        label: String(i + 1),
        sharedEmail: shared,
        messages: messages
          .filter((m) => m.relayId === t.id)
          .map((m) => ({ id: m.id, fromOwner: m.fromOwner, body: m.body, createdAt: m.createdAt.toISOString() })),
      });
    }
    return out;
  }

  function checkDate(day: string, at: Date): void {
    if (day > indiaDate(at)) throw AppError.invalid({ happenedOn: nm.dateFuture });
    if (day < indiaDate(new Date(at.getTime() - 365 * DAY_MS))) throw AppError.invalid({ happenedOn: nm.dateTooOld });
  }

  async function moderated(staffId: number, id: number): Promise<NoticeRow> {
    const one = await row(id);
    if (!one) throw AppError.notFound(nm.notFound);
    // Staff never decide about what is their own: another member of staff does.
    if (one.ownerId === staffId) throw new AppError('own_decision', nm.ownModeration);
    return one;
  }

  // Withdrawing the consent (from the profile's consents) takes every notice of theirs down.
  app.privacy.onWithdraw('lost-and-found', async (consent) => {
    if (consent.userId === null) return;
    await db
      .update(n)
      .set({ resolvedAt: now() })
      .where(and(eq(n.ownerId, consent.userId), isNull(n.resolvedAt)));
    changed();
  });

  const api = {
    /** /lost-and-found and each notice that is up, for /sitemap.xml; expired, resolved and hidden ones leave it. */
    async sitemap(): Promise<SitemapEntry[]> {
      const rows = await db.select({ id: n.id, createdAt: n.createdAt }).from(n).where(liveWhere(now())).orderBy(desc(n.createdAt)).limit(5_000);
      return [{ path: '/lost-and-found' }, ...rows.map((x) => ({ path: `/lost-and-found/${x.id}`, lastmod: x.createdAt }))];
    },

    async list(search: NoticeSearch): Promise<NoticeSummary[]> {
      const where: (SQL | undefined)[] = [liveWhere(now())];
      for (const word of (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 8)) {
        where.push(or(ilike(n.title, likeEscaped(word)), ilike(n.description, likeEscaped(word))));
      }
      const place = search.place?.trim();
      if (place) where.push(or(ilike(n.locality, likeEscaped(place)), ilike(n.city, likeEscaped(place))));
      if (search.side) where.push(eq(n.side, search.side));
      if (search.kind) where.push(eq(n.kind, search.kind));
      const rows = await db
        .select()
        .from(n)
        .where(and(...where))
        .orderBy(desc(n.createdAt), desc(n.id))
        .limit(NOTICE_PAGE_SIZE);
      // A photo is public once staff have looked at it (a child's face must never go up unseen).
      const photos = await photosOf(rows.filter((x) => x.reviewedAt !== null).map((x) => x.id));
      return rows.map((x) => summary(x, photos.get(x.id) ?? []));
    },

    /** A notice's page. One that is no longer up shows only its state to anyone but its owner. */
    async view(id: number, viewerId: number | null): Promise<NoticeView | null> {
      const x = await row(id);
      if (!x) return null;
      const at = now();
      const state = stateOf(x, at);
      const own = viewerId !== null && viewerId === x.ownerId;
      const all = (await photosOf([x.id])).get(x.id) ?? [];
      const open = state === 'live' || own;
      // Others see the photos once staff have looked; the owner sees theirs, told they wait.
      const photos = open && (own || x.reviewedAt !== null) ? all : [];
      return {
        ...summary(x, photos),
        title: open || state !== 'hidden' ? x.title : '',
        description: open ? x.description : '',
        photos,
        photosWaiting: own && all.length > 0 && x.reviewedAt === null,
        state,
        renewals: x.renewals,
        own,
        canRenew: own && x.renewals < NOTICE_RENEWALS_MAX && (state === 'live' || state === 'expired'),
        threads: viewerId === null || !open ? [] : await threadsFor(x, viewerId),
      };
    },

    async post(ownerId: number, input: NoticeInput, photos: { fileName: string; bytes: Uint8Array }[]): Promise<{ id: number }> {
      // Children are never published: the words decide before anything is read or written.
      if (describesChild(input.title, input.description)) throw AppError.invalid({ description: nm.childRefused }, nm.childRefused);
      const at = now();
      checkDate(input.happenedOn, at);
      const ready = await readyPhotos(photos);
      const keys: { key: string; sha256: string }[] = [];
      for (const p of ready) keys.push({ key: await storePhoto(storage, p), sha256: p.sha256 });
      const id = await db.transaction(async (tx) => {
        const [one] = await tx
          .insert(n)
          .values({
            ownerId,
            side: input.side,
            kind: input.kind,
            title: input.title,
            description: input.description,
            locality: input.locality,
            city: input.city,
            happenedOn: input.happenedOn,
            language: currentLanguage(),
            expiresAt: new Date(at.getTime() + NOTICE_LIFE_DAYS * DAY_MS),
            createdAt: at,
          })
          .returning({ id: n.id });
        if (!one) throw new Error('notice not stored');
        if (keys.length) await tx.insert(ph).values(keys.map((k, i) => ({ noticeId: one.id, position: i, storageKey: k.key, sha256: k.sha256 })));
        return one.id;
      });
      // Posting is consenting to the notice's words and photos being public (privacy's record).
      const owner = await app.auth.user(ownerId);
      await app.privacy.record({ purpose: 'lost-and-found', email: owner.email, userId: ownerId, subject: `lost-and-found:${id}` });
      changed();
      return { id };
    },

    /** Once, by its owner: 30 more days from its expiry (or from now, when it has lapsed). */
    async renew(ownerId: number, id: number): Promise<{ expiresAt: string }> {
      const x = await mine(ownerId, id);
      if (x.hiddenAt || x.resolvedAt) throw new AppError('notice_gone', nm.notLive);
      const at = now();
      const [done] = await db
        .update(n)
        .set({
          renewals: sql`${n.renewals} + 1`,
          expiresAt: sql`greatest(${n.expiresAt}, ${at.toISOString()}::timestamptz) + make_interval(days => ${NOTICE_LIFE_DAYS})`,
        })
        .where(and(eq(n.id, id), eq(n.ownerId, ownerId), sql`${n.renewals} < ${NOTICE_RENEWALS_MAX}`, isNull(n.hiddenAt), isNull(n.resolvedAt)))
        .returning({ expiresAt: n.expiresAt });
      if (!done) throw new AppError('notice_state', nm.renewedAlready);
      changed();
      return { expiresAt: done.expiresAt.toISOString() };
    },

    /** Found or resolved, by its owner: the notice comes down (a second time changes nothing). */
    async resolve(ownerId: number, id: number): Promise<void> {
      await mine(ownerId, id);
      await db
        .update(n)
        .set({ resolvedAt: now() })
        .where(and(eq(n.id, id), eq(n.ownerId, ownerId), isNull(n.resolvedAt)));
      changed();
    },

    /**
     * Anyone signed in writes to the owner through us: the owner gets the message by email with
     * the sender's address only when the sender shared it; the sender is never given the owner's.
     */
    async relay(senderId: number, id: number, input: RelayInput): Promise<{ threadId: number }> {
      const x = await row(id);
      if (!x) throw AppError.notFound(nm.notFound);
      if (stateOf(x, now()) !== 'live') throw new AppError('notice_gone', nm.gone);
      if (x.ownerId === senderId) throw AppError.invalid({ message: nm.ownNotice });
      const bySender = await limiter.hit(`notices:relay:sender:${senderId}`, RELAYS_PER_SENDER_PER_HOUR, HOUR_MS);
      if (!bySender.allowed) throw AppError.tooMany(nm.tooManyRelaysSender);
      const byNotice = await limiter.hit(`notices:relay:notice:${id}`, RELAYS_PER_NOTICE_PER_DAY, DAY_MS);
      if (!byNotice.allowed) throw AppError.tooMany(nm.tooManyRelaysNotice);
      const threadId = await db.transaction(async (tx) => {
        const [thread] = await tx
          .insert(r)
          .values({ noticeId: id, senderId, shareEmail: input.shareEmail })
          .onConflictDoUpdate({ target: [r.noticeId, r.senderId], set: { shareEmail: sql`${r.shareEmail} or ${input.shareEmail}` } })
          .returning({ id: r.id, shareEmail: r.shareEmail });
        if (!thread) throw new Error('relay not stored');
        await tx.insert(rm).values({ relayId: thread.id, fromOwner: false, body: input.message });
        return thread.id;
      });
      const [thread] = await db.select({ shareEmail: r.shareEmail }).from(r).where(eq(r.id, threadId));
      const replyTo = thread?.shareEmail ? (await app.auth.user(senderId)).email : '';
      const site = await deps.siteName();
      await tell(x.ownerId, (owner) =>
        app.messaging.send('email', owner.email, 'notice-relay-email', {
          site,
          name: owner.fullName,
          title: x.title,
          message: input.message,
          replyTo,
          link: pageLink(id),
        }),
      );
      return { threadId };
    },

    /** The owner answers a thread through us: the sender gets it by email, never the owner's address. */
    async reply(ownerId: number, threadId: number, message: string): Promise<void> {
      const [t] = await db
        .select({ id: r.id, senderId: r.senderId, noticeId: n.id, title: n.title })
        .from(r)
        .innerJoin(n, eq(n.id, r.noticeId))
        .where(and(eq(r.id, threadId), eq(n.ownerId, ownerId)))
        .limit(1);
      if (!t) throw AppError.notFound(nm.notFound);
      const hit = await limiter.hit(`notices:relay:sender:${ownerId}`, RELAYS_PER_SENDER_PER_HOUR * 4, HOUR_MS);
      if (!hit.allowed) throw AppError.tooMany(nm.tooManyRelaysSender);
      await db.insert(rm).values({ relayId: t.id, fromOwner: true, body: message });
      const site = await deps.siteName();
      await tell(t.senderId, (sender) =>
        app.messaging.send('email', sender.email, 'notice-reply-email', { site, name: sender.fullName, title: t.title, message, link: pageLink(t.noticeId) }),
      );
    },

    /** Anyone signed in reports a notice to staff's queue (once each; again changes nothing). */
    async report(reporterId: number, id: number, reason: string): Promise<void> {
      const x = await row(id);
      if (!x || x.hiddenAt) throw AppError.notFound(nm.notFound);
      if (x.ownerId === reporterId) throw AppError.invalid({ reason: nm.ownNotice });
      await db.insert(rep).values({ noticeId: id, reporterId, reason }).onConflictDoNothing();
    },

    /**
     * A missing or found child: never a notice and never a public page. The report goes to staff
     * as an urgent help-desk ticket (topic missing_child: act within 1 hour) and nothing is
     * written to lost and found's tables.
     */
    async childReport(reporterId: number, input: ChildReportInput): Promise<{ reference: string }> {
      const hit = await limiter.hit(`notices:child:${reporterId}`, CHILD_REPORTS_PER_HOUR, HOUR_MS);
      if (!hit.allowed) throw AppError.tooMany(nm.tooManyChildReports);
      const user = await app.auth.user(reporterId);
      const side = input.side === 'lost' ? nm.childLost : nm.childFound;
      const ticket = await app.support.openFromFlow({
        source: 'missing_child',
        sourceId: randomUUID(),
        topic: 'missing_child',
        requesterId: reporterId,
        requesterEmail: user.email,
        requesterName: user.fullName,
        language: currentLanguage(),
        subject: nm.childTicketSubject(side, input.place),
        body: nm.childTicketBody(side, input.details, input.place, input.mobile),
      });
      return { reference: ticket.reference };
    },

    /** A photo while its notice is up and staff have looked at it; else only its owner's and staff's. Only the re-encoded JPEG exists. */
    async photo(noticeId: number, photoId: number, viewer: { id: number; staff: boolean } | null) {
      const [p] = await db
        .select({ key: ph.storageKey })
        .from(ph)
        .where(and(eq(ph.id, photoId), eq(ph.noticeId, noticeId)))
        .limit(1);
      const x = p ? await row(noticeId) : undefined;
      if (!p || !x) return null;
      if ((stateOf(x, now()) !== 'live' || x.reviewedAt === null) && !viewer?.staff && viewer?.id !== x.ownerId) return null;
      const bytes = await storage.get(p.key);
      return bytes ? { bytes, contentType: 'image/jpeg' } : null;
    },

    // ----- Staff ----------------------------------------------------------------------------

    /** New notices not yet looked at, those with open reports, and hidden ones (to restore). */
    async queue(): Promise<AdminNoticeRow[]> {
      const open = sql`exists (select 1 from ${rep} where ${rep.noticeId} = ${n.id} and ${rep.handledAt} is null)`;
      const rows = await db
        .select()
        .from(n)
        .where(or(isNull(n.reviewedAt), sql`${n.hiddenAt} is not null`, open))
        .orderBy(desc(n.createdAt))
        .limit(100);
      const ids = rows.map((x) => x.id);
      const reports = ids.length
        ? await db
            .select()
            .from(rep)
            .where(and(inArray(rep.noticeId, ids), isNull(rep.handledAt)))
            .orderBy(asc(rep.id))
        : [];
      const photos = await photosOf(ids);
      const at = now();
      return rows.map((x) => ({
        id: x.id,
        side: x.side as NoticeSide,
        kind: x.kind as NoticeKind,
        title: x.title,
        description: x.description,
        locality: x.locality,
        city: x.city,
        state: stateOf(x, at),
        reviewed: x.reviewedAt !== null,
        reports: reports.filter((p) => p.noticeId === x.id).map((p) => ({ reason: p.reason, createdAt: p.createdAt.toISOString() })),
        hiddenReason: x.hiddenReason,
        createdAt: x.createdAt.toISOString(),
        photos: photos.get(x.id) ?? [],
      }));
    },

    async hide(staffId: number, id: number, reason: string): Promise<void> {
      const before = await moderated(staffId, id);
      await db.transaction(async (tx) => {
        const at = now();
        await tx.update(n).set({ hiddenAt: at, hiddenBy: staffId, hiddenReason: reason, reviewedAt: at, reviewedBy: staffId }).where(eq(n.id, id));
        await tx
          .update(rep)
          .set({ handledAt: at })
          .where(and(eq(rep.noticeId, id), isNull(rep.handledAt)));
        await audit.record(
          {
            actorId: staffId,
            action: 'notice.hide',
            subjectType: 'lost_found_notice',
            subjectId: id,
            before: { hidden: before.hiddenAt !== null },
            after: { reason },
          },
          tx,
        );
      });
      changed();
    },

    async restore(staffId: number, id: number): Promise<void> {
      const before = await moderated(staffId, id);
      await db.transaction(async (tx) => {
        const at = now();
        await tx.update(n).set({ hiddenAt: null, hiddenBy: null, hiddenReason: null, reviewedAt: at, reviewedBy: staffId }).where(eq(n.id, id));
        await tx
          .update(rep)
          .set({ handledAt: at })
          .where(and(eq(rep.noticeId, id), isNull(rep.handledAt)));
        await audit.record(
          {
            actorId: staffId,
            action: 'notice.restore',
            subjectType: 'lost_found_notice',
            subjectId: id,
            before: { hidden: before.hiddenAt !== null, reason: before.hiddenReason },
            after: { hidden: false },
          },
          tx,
        );
      });
      changed();
    },

    /** Looked at and fine: it leaves the queue, and its open reports with it. */
    async approve(staffId: number, id: number): Promise<void> {
      await moderated(staffId, id);
      await db.transaction(async (tx) => {
        const at = now();
        await tx.update(n).set({ reviewedAt: at, reviewedBy: staffId }).where(eq(n.id, id));
        await tx
          .update(rep)
          .set({ handledAt: at })
          .where(and(eq(rep.noticeId, id), isNull(rep.handledAt)));
        await audit.record({ actorId: staffId, action: 'notice.approve', subjectType: 'lost_found_notice', subjectId: id, after: { reviewed: true } }, tx);
      });
    },
  } satisfies NoticesApi & Record<string, unknown>;
  return api;
}

export type NoticesService = ReturnType<typeof noticesService>;
