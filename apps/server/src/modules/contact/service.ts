// The contact form's messages and the checks that keep spam out. A message is stored, emailed
// to the foundation and listed in staff's inbox only after every check passed:
//   1. the honeypot (a field people never see) is empty;
//   2. the form was shown at least CONTACT_MIN_FILL_SECONDS ago (a signed time, so a script
//      cannot claim it waited);
//   3. the browser solved our proof of work (ALTCHA v2, SHA-256, signed by us; no third party),
//      and each solved proof is spent by one message;
//   4. the address sent fewer than CONTACT_PER_IP_PER_HOUR messages this hour.
// A refusal is logged and counted (staff see how many), and answers what to do next without
// saying which check failed.
import { createHmac, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import {
  AppError,
  CONTACT_MAX_FILL_SECONDS,
  CONTACT_MIN_FILL_SECONDS,
  CONTACT_PER_IP_PER_HOUR,
  type ContactInput,
  type ContactMessageView,
  type ContactRefusal,
  type ContactStatus,
  contactMessages as cm,
  currentLanguage,
  type HumanChallenge,
  STAFF_LANGUAGE,
} from '@sahyog/core';
import type { RequestMeta } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { createChallenge, verifySolution } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';
import { and, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { runInLanguage } from '../../platform/language.ts';
import { listeners } from '../../platform/listeners.ts';
import { type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import { countsCache } from '../../platform/ttl-cache.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PrivacyService } from '../privacy/index.ts';

const HOUR = 60 * 60 * 1000;

export interface ContactGuard {
  website?: string | undefined;
  startedAt?: string | number | undefined;
  altcha?: string | undefined;
}

export interface ContactDeps {
  db: Db;
  limiter: RateLimiter;
  messaging: Pick<MessagingService, 'send'>;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  settings: () => Promise<{ foundationName: string; email: string }>;
  publicUrl: string;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Signs challenges and form times; random per process when not configured. */
  secret: string;
  /** The proof's work: the browser tries up to this many hashes (half on average). */
  maxNumber: number;
  audit: Pick<AuditLog, 'record'>;
  now?: () => number;
}

// A function: the texts are read when a refusal is answered, in the request's language.
const refusalText = (): Record<ContactRefusal, string> => ({
  honeypot: cm.refusedHoneypot,
  'too-fast': cm.refusedTooFast,
  stale: cm.refusedStale,
  'no-proof': cm.refusedProof,
  'bad-proof': cm.refusedProof,
  'reused-proof': cm.refusedProof,
  'rate-limit': cm.refusedRateLimit,
});

/** The inbox's counts by status (on every inbox and dashboard load): once per 30 s, dropped when a message arrives or moves on this process. */
const inboxCounts = countsCache<Record<ContactStatus, number>>();

/** A stored message as the modules that join it read it (the help desk). */
export interface ContactReceived {
  id: number;
  name: string;
  email: string;
  userId: number | null;
  subject: string;
  message: string;
  language: string;
}

export function contactService(deps: ContactDeps) {
  const { db, limiter, secret } = deps;
  const countByStatus = inboxCounts.of(async () => {
    const byStatus = { new: 0, read: 0, replied: 0, archived: 0 } satisfies Record<ContactStatus, number>;
    const rows = await db.select({ status: s.contactMessages.status, n: sql<number>`count(*)::int` }).from(s.contactMessages).groupBy(s.contactMessages.status);
    for (const c of rows) byStatus[c.status] = Number(c.n);
    return byStatus;
  });
  const now = deps.now ?? Date.now;
  // Two keys from one secret: one signs challenges, one signs derived keys (ALTCHA's fast path).
  const challengeKey = createHmac('sha256', secret).update('altcha-challenge').digest('hex');
  const keyKey = createHmac('sha256', secret).update('altcha-key').digest('hex');
  const timeKey = createHmac('sha256', secret).update('contact-form-time').digest();

  const signTime = (ms: number) => `${ms}.${createHmac('sha256', timeKey).update(String(ms)).digest('base64url')}`;

  /** When the form was shown, if the value is one we signed; null otherwise. */
  function readTime(value: string | number | undefined): number | null {
    const [ms = '', mac = ''] = String(value ?? '').split('.');
    if (!/^\d{10,16}$/.test(ms)) return null;
    const want = Buffer.from(signTime(Number(ms)).split('.')[1] ?? '');
    const got = Buffer.from(mac);
    return want.length === got.length && timingSafeEqual(want, got) ? Number(ms) : null;
  }

  async function refuse(reason: ContactRefusal, meta: RequestMeta): Promise<never> {
    deps.log.warn({ reason, ip: meta.ip }, 'contact submission refused as spam');
    await db.insert(s.contactRefusals).values({ reason, ip: meta.ip });
    const text = refusalText()[reason];
    if (reason === 'rate-limit') throw AppError.tooMany(text);
    throw new AppError('spam_refused', text, { altcha: text });
  }

  /** The proof's challenge nonce when the payload solves a challenge we signed and is unexpired. */
  async function checkProof(payload: string | undefined): Promise<{ nonce: string } | ContactRefusal> {
    if (!payload) return 'no-proof';
    let parsed: { challenge?: HumanChallenge; solution?: { counter?: unknown; derivedKey?: unknown } };
    try {
      parsed = JSON.parse(Buffer.from(payload, 'base64').toString('utf8'));
    } catch {
      return 'bad-proof';
    }
    const { challenge, solution } = parsed ?? {};
    if (!challenge?.parameters || typeof challenge.parameters.nonce !== 'string' || !solution) return 'bad-proof';
    if (typeof solution.counter !== 'number' || typeof solution.derivedKey !== 'string') return 'bad-proof';
    // Only our own kind of challenge: a cheaper algorithm or cost would be signed by nobody, but
    // say so before spending a hash on it.
    if (challenge.parameters.algorithm !== 'SHA-256' || challenge.parameters.cost !== 1) return 'bad-proof';
    try {
      const r = await verifySolution({
        challenge,
        solution: { counter: solution.counter, derivedKey: solution.derivedKey },
        deriveKey,
        hmacSignatureSecret: challengeKey,
        hmacKeySignatureSecret: keyKey,
      });
      if (r.expired) return 'stale';
      return r.verified ? { nonce: challenge.parameters.nonce } : 'bad-proof';
    } catch {
      return 'bad-proof';
    }
  }

  const view = (r: typeof s.contactMessages.$inferSelect): ContactMessageView => ({
    id: r.id,
    fullname: r.fullName,
    mobileno: r.mobile,
    emailid: r.email,
    subject: r.subject,
    message: r.message,
    status: r.status,
    erased: r.erasedAt !== null,
    createdAt: r.createdAt.toISOString(),
  });

  // Withdrawing the consent erases the message's personal data (the row stays, so staff's
  // counts and the spent proof remain).
  deps.privacy.onWithdraw('contact', async (c) => {
    const id = Number(c.subject.replace(/^contact:/, ''));
    if (!Number.isSafeInteger(id)) return;
    await db
      .update(s.contactMessages)
      .set({ fullName: '', mobile: '', email: '', subject: '', message: '', erasedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(s.contactMessages.id, id), isNull(s.contactMessages.erasedAt)));
  });

  const received = listeners<ContactReceived>('contact.received');

  return {
    /** Another module joins each new message (the help desk's ticket); see platform/listeners.ts. */
    onMessage: received.on,

    /**
     * Messages since `after` as onMessage hands them, for the help desk's sweep (a crash between
     * the write and the listener). Who sent it signed in and the page's language are not stored:
     * the sweep's ticket has no account (a typed address proves nothing) and is in English.
     */
    async since(after: Date, limit = 500): Promise<ContactReceived[]> {
      const rows = await db
        .select()
        .from(s.contactMessages)
        .where(and(gte(s.contactMessages.createdAt, after), isNull(s.contactMessages.erasedAt)))
        .orderBy(s.contactMessages.createdAt, s.contactMessages.id)
        .limit(limit);
      return rows.map((r) => ({ id: r.id, name: r.fullName, email: r.email, userId: null, subject: r.subject, message: r.message, language: 'en' }));
    },

    /** A new form's signed start time, for its hidden `startedAt` field. */
    formTime: () => signTime(now()),

    /** A fresh proof-of-work challenge for one form (expires with the form). */
    async challenge(): Promise<HumanChallenge> {
      const c = await createChallenge({
        algorithm: 'SHA-256',
        cost: 1,
        // Deterministic mode: the browser searches 0… until it meets our random counter.
        counter: randomInt(Math.floor(deps.maxNumber / 10), deps.maxNumber + 1),
        deriveKey,
        hmacSignatureSecret: challengeKey,
        hmacKeySignatureSecret: keyKey,
        expiresAt: Math.floor((now() + CONTACT_MAX_FILL_SECONDS * 1000) / 1000),
      });
      return { parameters: c.parameters, signature: c.signature };
    },

    /** Runs the checks in order, then stores, records the consent and emails the foundation. */
    async send(input: ContactInput, guard: ContactGuard, meta: RequestMeta & { userId?: number | null }): Promise<{ id: number }> {
      if (guard.website?.trim()) return refuse('honeypot', meta);
      const shownAt = readTime(guard.startedAt);
      if (shownAt === null) return refuse('stale', meta);
      const elapsed = (now() - shownAt) / 1000;
      if (elapsed < CONTACT_MIN_FILL_SECONDS) return refuse('too-fast', meta);
      if (elapsed > CONTACT_MAX_FILL_SECONDS) return refuse('stale', meta);
      const proof = await checkProof(guard.altcha);
      if (typeof proof === 'string') return refuse(proof, meta);
      if (!(await limiter.hit(`contact:ip:${sourceOf(meta.ip)}`, CONTACT_PER_IP_PER_HOUR, HOUR)).allowed) return refuse('rate-limit', meta);
      const [row] = await db
        .insert(s.contactMessages)
        .values({
          fullName: input.fullname,
          mobile: input.mobileno,
          email: input.emailid,
          subject: input.subject,
          message: input['your-message'],
          ip: meta.ip,
          proofNonce: proof.nonce,
        })
        .onConflictDoNothing({ target: s.contactMessages.proofNonce })
        .returning({ id: s.contactMessages.id });
      if (!row) return refuse('reused-proof', meta);
      inboxCounts.changed();
      await deps.privacy.record({ purpose: 'contact', email: input.emailid, userId: meta.userId, subject: `contact:${row.id}`, ip: meta.ip });
      const settings = await deps.settings();
      // To staff, in the staff's language (the visitor may write from a Hindi page).
      await runInLanguage(STAFF_LANGUAGE, () =>
        deps.messaging.send('email', settings.email, 'contact-message', {
          site: settings.foundationName,
          name: input.fullname,
          mobile: input.mobileno,
          email: input.emailid,
          subject: input.subject,
          message: input['your-message'],
          id: String(row.id),
          inboxUrl: `${deps.publicUrl}/admin/contacts`,
        }),
      );
      await received.emit(
        {
          id: row.id,
          name: input.fullname,
          email: input.emailid,
          userId: meta.userId ?? null,
          subject: input.subject,
          message: input['your-message'],
          language: currentLanguage(),
        },
        deps.log,
      );
      return { id: row.id };
    },

    /** How many messages each status holds (the dashboard's "new messages"). */
    counts: async (): Promise<Record<ContactStatus, number>> => ({ ...(await countByStatus()) }),

    /** Staff's inbox: one status (or all but archived), newest first, a page at a time, with counts. */
    async inbox(status?: ContactStatus, after?: string) {
      const key = timeIdCursor(after);
      const limit = pageSize(undefined);
      const where = and(
        status ? eq(s.contactMessages.status, status) : ne(s.contactMessages.status, 'archived'),
        olderThan(s.contactMessages.createdAt, s.contactMessages.id, key),
      );
      const weekAgo = new Date(now() - 7 * 24 * HOUR);
      const [rows, counts, refused] = await Promise.all([
        db
          .select({ row: s.contactMessages, cursorAt: cursorTime(s.contactMessages.createdAt) })
          .from(s.contactMessages)
          .where(where)
          .orderBy(desc(s.contactMessages.createdAt), desc(s.contactMessages.id))
          .limit(limit + 1),
        countByStatus(),
        db.select({ n: sql<number>`count(*)::int` }).from(s.contactRefusals).where(gte(s.contactRefusals.createdAt, weekAgo)),
      ]);
      const page = pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (shown) => shown.map((r) => view(r.row)),
      );
      return { messages: page.items, next: page.next, counts: { ...counts }, refusedLastWeek: Number(refused[0]?.n ?? 0) };
    },

    async move(id: number, status: Exclude<ContactStatus, 'new'>, by: number | null = null): Promise<ContactMessageView> {
      const [before] = await db.select({ status: s.contactMessages.status }).from(s.contactMessages).where(eq(s.contactMessages.id, id)).limit(1);
      const [row] = await db.update(s.contactMessages).set({ status, updatedAt: new Date() }).where(eq(s.contactMessages.id, id)).returning();
      inboxCounts.changed();
      if (!row || !before) throw AppError.notFound(cm.notFound);
      await deps.audit.record({
        actorId: by,
        action: 'contact.status',
        subjectType: 'contact-message',
        subjectId: id,
        before: { status: before.status },
        after: { status },
      });
      return view(row);
    },
  };
}

export type ContactService = ReturnType<typeof contactService>;

/** A secret for one process, when none is configured (one process, or tests). */
export const processSecret = () => randomBytes(32).toString('hex');
