// Jobs (issue 43; decision 0068). Posters are staff (for the foundation) and approved shops only;
// a post or a poster's message that asks applicants for a fee, an Aadhaar/PAN copy or a move to
// Telegram/WhatsApp is saved but held for staff (core's screening words). People keep one resume
// (its PDF private) and apply once per open post; the poster of a post, and nobody else, reads its
// applicants' resumes, moves them (core's transitions) and messages them by email through us.
import { randomBytes, randomUUID } from 'node:crypto';
import {
  AppError,
  CAREER_CLOSING_DAYS_MAX,
  CAREER_MESSAGES_PER_HOUR,
  CAREER_RESUME_PDF_BYTES,
  type CareerAdminQueue,
  type CareerApplicantView,
  type CareerApplicationState,
  type CareerMyApplication,
  type CareerPoster,
  type CareerPosterPost,
  type CareerPostInput,
  type CareerPostState,
  type CareerPostSummary,
  type CareerPostView,
  type CareerResumeInput,
  type CareerResumeView,
  type CareerScreenReason,
  type CareerSearch,
  type CareersApi,
  canMoveCareerApplication,
  isOpenCareerApplication,
  careerMessages as km,
  careerText as kt,
  localPath,
  type SitemapEntry,
  screenCareerText,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { AuditLog } from '../../platform/audit.ts';
import { sniffKyc } from '../../platform/file-type.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PrivateStorage } from '../../platform/storage.ts';

const DAY = 86_400_000;

/** Today's date in India (UTC+5:30, no daylight saving), YYYY-MM-DD. */
export const indiaToday = (now: Date): string => new Date(now.getTime() + 5.5 * 3_600_000).toISOString().slice(0, 10);
/** 00:00 in India after the given day: the instant a post closing that day stops taking applications. */
export const closingInstant = (day: string): Date => new Date(new Date(`${day}T00:00:00+05:30`).getTime() + DAY);

const slugOf = (title: string) =>
  `${
    title
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-+|-+$/g, '')
      .slice(0, 60)
      .replace(/-+$/, '') || 'job'
  }-${randomBytes(3).toString('hex')}`;

const like = (v: string) => `%${v.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

type PostRow = typeof s.careerPosts.$inferSelect;

export interface CareersDeps {
  app: FastifyInstance;
  db: Db;
  audit: AuditLog;
  limiter: RateLimiter;
  storage: PrivateStorage;
  publicUrl: string;
  now?: () => Date;
}

export function careersService(deps: CareersDeps) {
  const { app, db, audit, limiter, storage, publicUrl } = deps;
  const now = deps.now ?? (() => new Date());
  const p = s.careerPosts;
  const a = s.careerApplications;
  const m = s.careerMessages;
  const r = s.careerResumes;

  const foundation = async () => (await app.content.settings()).foundationName;
  const orgNames = new Map<number, string>();
  async function organisation(row: PostRow): Promise<string> {
    if (row.vendorId === null) return foundation();
    const known = orgNames.get(row.vendorId);
    if (known) return known;
    const v = await app.vendors.byId(row.vendorId);
    const name = v?.displayName ?? '';
    orgNames.set(row.vendorId, name);
    return name;
  }

  const expired = (row: PostRow) => row.closesAt.getTime() <= now().getTime();
  const takesApplications = (row: PostRow) => row.state === 'open' && !expired(row);

  async function summary(row: PostRow): Promise<CareerPostSummary> {
    return {
      id: row.id,
      slug: row.slug,
      kind: row.kind as CareerPostSummary['kind'],
      title: row.title,
      place: row.place,
      remote: row.remote,
      payMinPaise: row.payMinPaise,
      payMaxPaise: row.payMaxPaise,
      closesOn: row.closesOn,
      postedAt: (row.publishedAt ?? row.createdAt).toISOString(),
      organisation: await organisation(row),
    };
  }

  async function posterRow(row: PostRow): Promise<CareerPosterPost> {
    const [n] = await db.select({ n: sql<number>`count(*)::int` }).from(a).where(eq(a.postId, row.id));
    return {
      ...(await summary(row)),
      description: row.description,
      state: row.state as CareerPostState,
      heldReasons: row.heldReasons as CareerScreenReason[],
      applicants: n?.n ?? 0,
    };
  }

  /** The shop an account posts for: approved only (a suspended or pending shop posts nothing). */
  async function vendorOf(userId: number): Promise<{ id: number; name: string }> {
    const v = await app.vendors.forUser(userId);
    if (!v) throw AppError.forbidden(km.notPoster);
    if (v.status !== 'approved') throw AppError.forbidden(km.vendorNotApproved);
    return { id: v.id, name: v.displayName };
  }

  /** A post the poster may manage: the foundation's for staff, the shop's own for a vendor; else null. */
  async function ownPost(poster: CareerPoster, postId: number): Promise<PostRow | null> {
    const [row] = await db.select().from(p).where(eq(p.id, postId));
    if (!row) return null;
    if (poster.as === 'staff') return row.vendorId === null ? row : null;
    // Not a shop, or no longer an approved one: nothing of any post is theirs to see (404, not 403).
    const v = await app.vendors.forUser(poster.userId);
    return v?.status === 'approved' && row.vendorId === v.id ? row : null;
  }

  async function ownApplication(poster: CareerPoster, applicationId: number) {
    const [row] = await db.select().from(a).where(eq(a.id, applicationId));
    if (!row) return null;
    const post = await ownPost(poster, row.postId);
    return post ? { application: row, post } : null;
  }

  async function resumeOf(userId: number): Promise<CareerResumeView | null> {
    const [row] = await db.select().from(r).where(eq(r.userId, userId));
    if (!row) return null;
    return {
      summary: row.summary,
      experience: row.experience,
      education: row.education,
      skills: row.skills,
      hasPdf: row.pdfKey !== null,
      updatedAt: row.updatedAt.toISOString(),
    };
  }

  /** Runs fn in the account's own language (a message to them is written in it). */
  async function inTheirLanguage<T>(userId: number, fn: () => Promise<T>): Promise<T> {
    const language = await app.auth.languageOf(userId);
    return runInLanguage(isLanguage(language) ? language : 'en', fn);
  }

  async function deliver(messageId: number): Promise<void> {
    const [row] = await db
      .select({ id: m.id, body: m.body, userId: a.userId, postId: a.postId })
      .from(m)
      .innerJoin(a, eq(a.id, m.applicationId))
      .where(eq(m.id, messageId));
    if (!row) return;
    const [post] = await db.select().from(p).where(eq(p.id, row.postId));
    if (!post) return;
    const person = await app.auth.user(row.userId);
    const org = await organisation(post);
    const site = await foundation();
    await inTheirLanguage(row.userId, () =>
      app.messaging.send(
        'email',
        person.email,
        'career-message-email',
        { site, name: person.fullName, organisation: org, post: post.title, message: row.body, url: `${publicUrl}${localPath('/jobs/applications')}` },
        { once: `career:message:${row.id}` },
      ),
    );
  }

  /** The applicant hears each step of their application, once, in their language (no contact of the poster in it). */
  async function tellMoved(userId: number, postId: number, applicationId: number, to: CareerApplicationState): Promise<void> {
    // Nothing moves back to new (CAREER_TRANSITIONS): there is no step to tell.
    if (to === 'new') return;
    const [post] = await db.select().from(p).where(eq(p.id, postId));
    if (!post) return;
    const person = await app.auth.user(userId);
    const org = await organisation(post);
    const site = await foundation();
    await inTheirLanguage(userId, () =>
      app.messaging.send(
        'email',
        person.email,
        'career-application-moved-email',
        {
          site,
          name: person.fullName,
          organisation: org,
          post: post.title,
          state: kt[`state_${to}`],
          next: kt[`movedNext_${to}`],
          url: `${publicUrl}${localPath('/jobs/applications')}`,
        },
        { once: `career:moved:${applicationId}:${to}` },
      ),
    );
  }

  /** Open applicants of a post that was filled or closed are told, once each. */
  async function tellApplicants(post: PostRow, filled: boolean): Promise<void> {
    const rows = await db.select().from(a).where(eq(a.postId, post.id));
    const org = await organisation(post);
    const site = await foundation();
    for (const row of rows) {
      if (!isOpenCareerApplication(row.state as CareerApplicationState)) continue;
      const person = await app.auth.user(row.userId);
      await inTheirLanguage(row.userId, () =>
        app.messaging.send(
          'email',
          person.email,
          'career-post-closed-email',
          {
            site,
            name: person.fullName,
            organisation: org,
            post: post.title,
            outcome: filled ? km.filledSubject : km.closedSubject,
            outcome_sentence: filled ? km.filledSentence : km.closedSentence,
            url: `${publicUrl}${localPath('/jobs/applications')}`,
            jobsUrl: `${publicUrl}${localPath('/jobs')}`,
          },
          { once: `career:closed:${post.id}:${row.id}` },
        ),
      );
    }
  }

  /**
   * The expiry sweep: an open post whose last day has gone is told to its open applicants, as a
   * closed one is. Told first, marked after (closed_at; the state stays open and the page says the
   * closing date passed): a crash between the two sends nothing twice on the next run, as each
   * message is sent `once`.
   */
  async function tellExpired(): Promise<number> {
    const due = await db
      .select()
      .from(p)
      .where(and(eq(p.state, 'open'), lte(p.closesAt, now()), isNull(p.closedAt)))
      .orderBy(asc(p.id))
      .limit(200);
    for (const post of due) {
      await tellApplicants(post, false);
      await db.update(p).set({ closedAt: now() }).where(eq(p.id, post.id));
    }
    return due.length;
  }

  async function heldPost(postId: number): Promise<PostRow> {
    const [row] = await db.select().from(p).where(eq(p.id, postId));
    if (!row) throw AppError.notFound(km.notFound);
    if (row.state !== 'held') throw new AppError('career_state', km.notHeld);
    return row;
  }

  async function heldMessage(messageId: number) {
    const [row] = await db.select().from(m).where(eq(m.id, messageId));
    if (!row) throw AppError.notFound(km.applicationNotFound);
    if (row.state !== 'held') throw new AppError('career_state', km.notHeld);
    return row;
  }

  // Withdrawing the resume's consent deletes the resume and its PDF: posters see "No resume".
  app.privacy.onWithdraw('job-resume', async (c) => {
    const userId = Number(/^job-resume:(\d+)$/.exec(c.subject)?.[1]);
    if (!Number.isSafeInteger(userId)) return;
    const [gone] = await db.delete(r).where(eq(r.userId, userId)).returning({ pdfKey: r.pdfKey });
    if (gone?.pdfKey) await storage.remove(gone.pdfKey);
  });

  const svc = {
    vendorOf,

    async list(search: CareerSearch): Promise<CareerPostSummary[]> {
      const words = (search.q ?? '').split(/\s+/).filter(Boolean).slice(0, 6);
      const rows = await db
        .select()
        .from(p)
        .where(
          and(
            eq(p.state, 'open'),
            gt(p.closesAt, now()),
            search.kind ? eq(p.kind, search.kind) : undefined,
            search.place ? or(ilike(p.place, like(search.place)), search.place.toLowerCase() === 'remote' ? eq(p.remote, true) : undefined) : undefined,
            ...words.map((w) => or(ilike(p.title, like(w)), ilike(p.description, like(w)))),
          ),
        )
        .orderBy(desc(p.publishedAt), desc(p.id))
        .limit(50);
      return Promise.all(rows.map(summary));
    },

    async bySlug(slug: string, viewerId: number | null): Promise<CareerPostView | null> {
      const [row] = await db.select().from(p).where(eq(p.slug, slug));
      // A held or rejected post is nobody's to see here (staff read it in the console).
      if (!row || row.state === 'held' || row.state === 'rejected') return null;
      const [mine] =
        viewerId === null
          ? []
          : await db
              .select({ id: a.id, state: a.state })
              .from(a)
              .where(and(eq(a.postId, row.id), eq(a.userId, viewerId)));
      const [resume] = viewerId === null ? [] : await db.select({ id: r.id }).from(r).where(eq(r.userId, viewerId));
      return {
        ...(await summary(row)),
        description: row.description,
        state: row.state as CareerPostState,
        open: takesApplications(row),
        expired: row.state === 'open' && expired(row),
        mine: mine ? { id: mine.id, state: mine.state as CareerApplicationState } : null,
        hasResume: resume !== undefined,
      };
    },

    /** Open posts for /sitemap.xml: a closed, filled or expired post leaves it at once. */
    async sitemap(): Promise<SitemapEntry[]> {
      const rows = await db
        .select({ slug: p.slug, at: p.publishedAt })
        .from(p)
        .where(and(eq(p.state, 'open'), gt(p.closesAt, now())))
        .orderBy(desc(p.publishedAt))
        .limit(5_000);
      return [{ path: '/jobs' }, ...rows.map((x) => ({ path: `/jobs/${x.slug}`, ...(x.at ? { lastmod: x.at.toISOString() } : {}) }))];
    },

    resume: resumeOf,

    async saveResume(userId: number, input: CareerResumeInput, pdf: { bytes: Uint8Array } | null, meta: { ip?: string } = {}): Promise<CareerResumeView> {
      let pdfKey: string | null = null;
      if (pdf && pdf.bytes.length > 0) {
        if (pdf.bytes.length > CAREER_RESUME_PDF_BYTES) throw AppError.invalid({ pdf: km.pdfTooBig });
        if (sniffKyc(pdf.bytes) !== 'application/pdf') throw AppError.invalid({ pdf: km.pdfType });
        pdfKey = `careers/resumes/${randomUUID()}`;
        await storage.put(pdfKey, pdf.bytes);
      }
      const [old] = await db.select({ pdfKey: r.pdfKey }).from(r).where(eq(r.userId, userId));
      const fields = { ...input, updatedAt: new Date(), ...(pdfKey ? { pdfKey } : {}) };
      await db
        .insert(r)
        .values({ userId, ...fields })
        .onConflictDoUpdate({ target: r.userId, set: fields });
      if (pdfKey && old?.pdfKey) await storage.remove(old.pdfKey);
      // The resume's consent, with the words the form showed (one record per person).
      const person = await app.auth.user(userId);
      await app.privacy.record({ purpose: 'job-resume', email: person.email, userId, subject: `job-resume:${userId}`, ...(meta.ip ? { ip: meta.ip } : {}) });
      return (await resumeOf(userId)) as CareerResumeView;
    },

    async apply(userId: number, slug: string, note: string): Promise<{ id: number }> {
      const [post] = await db.select().from(p).where(eq(p.slug, slug));
      if (!post || post.state === 'held' || post.state === 'rejected') throw AppError.notFound(km.notFound);
      if (post.state !== 'open') throw new AppError('career_state', km.closed);
      if (expired(post)) throw new AppError('career_state', km.expired);
      if (post.postedBy !== null && post.postedBy === userId) throw new AppError('career_state', km.ownPost);
      if (post.vendorId !== null && (await app.vendors.forUser(userId))?.id === post.vendorId) throw new AppError('career_state', km.ownPost);
      const [resume] = await db.select({ id: r.id }).from(r).where(eq(r.userId, userId));
      if (!resume) throw new AppError('career_state', km.resumeFirst);
      const [row] = await db.insert(a).values({ postId: post.id, userId, note }).onConflictDoNothing().returning({ id: a.id });
      if (!row) throw new AppError('career_state', km.alreadyApplied);
      return row;
    },

    async myApplications(userId: number): Promise<CareerMyApplication[]> {
      const rows = await db.select().from(a).innerJoin(p, eq(p.id, a.postId)).where(eq(a.userId, userId)).orderBy(desc(a.id)).limit(200);
      const ids = rows.map((x) => x.career_applications.id);
      const msgs = ids.length
        ? await db
            .select()
            .from(m)
            .where(and(inArray(m.applicationId, ids), eq(m.state, 'sent')))
            .orderBy(asc(m.id))
        : [];
      return Promise.all(
        rows.map(async ({ career_applications: x, career_posts: post }) => ({
          id: x.id,
          state: x.state as CareerApplicationState,
          note: x.note,
          appliedAt: x.createdAt.toISOString(),
          post: {
            slug: post.slug,
            title: post.title,
            organisation: await organisation(post),
            state: post.state as CareerPostState,
            filled: post.state === 'filled',
            closed: post.state === 'closed' || post.state === 'rejected' || expired(post),
          },
          messages: msgs.filter((y) => y.applicationId === x.id).map((y) => ({ body: y.body, sentAt: (y.sentAt ?? y.createdAt).toISOString() })),
        })),
      );
    },

    async create(poster: CareerPoster, input: CareerPostInput): Promise<{ id: number; slug: string; state: CareerPostState }> {
      const vendor = poster.as === 'vendor' ? await vendorOf(poster.userId) : null;
      const today = indiaToday(now());
      const days = Math.round((Date.parse(input.closesOn) - Date.parse(today)) / DAY);
      if (days < 1) throw AppError.invalid({ closesOn: km.closesOnPast });
      if (days > CAREER_CLOSING_DAYS_MAX) throw AppError.invalid({ closesOn: km.closesOnTooFar });
      const reasons = screenCareerText(input.title, input.description, input.place);
      const state: CareerPostState = reasons.length ? 'held' : 'open';
      const row = await db.transaction(async (tx) => {
        const [c] = await tx
          .insert(p)
          .values({
            slug: slugOf(input.title),
            kind: input.kind,
            title: input.title,
            description: input.description,
            place: input.place,
            remote: input.remote,
            payMinPaise: input.payMin,
            payMaxPaise: input.payMax,
            closesOn: input.closesOn,
            closesAt: closingInstant(input.closesOn),
            state,
            heldReasons: reasons,
            postedBy: poster.userId,
            vendorId: vendor?.id ?? null,
            publishedAt: state === 'open' ? new Date() : null,
          })
          .returning({ id: p.id, slug: p.slug });
        if (!c) throw new Error('career post insert returned nothing');
        await audit.record(
          {
            actorId: poster.userId,
            action: 'career.post.create',
            subjectType: 'career_post',
            subjectId: c.id,
            after: { ...input, state, reasons, vendorId: vendor?.id ?? null },
          },
          tx,
        );
        return c;
      });
      if (state === 'open') app.publicCache.clear();
      return { ...row, state };
    },

    async posterPosts(poster: CareerPoster): Promise<CareerPosterPost[]> {
      const where = poster.as === 'staff' ? isNull(p.vendorId) : eq(p.vendorId, (await vendorOf(poster.userId)).id);
      const rows = await db.select().from(p).where(where).orderBy(desc(p.id)).limit(200);
      return Promise.all(rows.map(posterRow));
    },

    async applicants(poster: CareerPoster, postId: number): Promise<{ post: CareerPosterPost; applicants: CareerApplicantView[] } | null> {
      const post = await ownPost(poster, postId);
      if (!post) return null;
      const rows = await db.select().from(a).where(eq(a.postId, post.id)).orderBy(asc(a.id));
      const ids = rows.map((x) => x.id);
      const msgs = ids.length ? await db.select().from(m).where(inArray(m.applicationId, ids)).orderBy(asc(m.id)) : [];
      const applicants = await Promise.all(
        rows.map(async (x) => {
          const state = x.state as CareerApplicationState;
          return {
            id: x.id,
            name: (await app.auth.user(x.userId)).fullName,
            state,
            note: x.note,
            appliedAt: x.createdAt.toISOString(),
            resume: await resumeOf(x.userId),
            next: (['shortlisted', 'interview', 'offered', 'hired', 'not_selected'] as const).filter((to) => canMoveCareerApplication(state, to)),
            messages: msgs
              .filter((y) => y.applicationId === x.id)
              .map((y) => ({ id: y.id, body: y.body, state: y.state as 'held' | 'sent' | 'rejected', sentAt: (y.sentAt ?? y.createdAt).toISOString() })),
          };
        }),
      );
      return { post: await posterRow(post), applicants };
    },

    async applicantPdf(poster: CareerPoster, applicationId: number): Promise<Buffer | null> {
      const own = await ownApplication(poster, applicationId);
      if (!own) return null;
      const [row] = await db.select({ key: r.pdfKey }).from(r).where(eq(r.userId, own.application.userId));
      return row?.key ? storage.get(row.key) : null;
    },

    async move(poster: CareerPoster, applicationId: number, to: CareerApplicationState): Promise<{ state: CareerApplicationState }> {
      const own = await ownApplication(poster, applicationId);
      if (!own) throw AppError.notFound(km.applicationNotFound);
      const from = own.application.state as CareerApplicationState;
      if (!canMoveCareerApplication(from, to)) throw new AppError('career_state', km.cannotMove);
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(a)
          .set({ state: to, stateAt: new Date() })
          .where(and(eq(a.id, applicationId), eq(a.state, from)))
          .returning({ id: a.id });
        if (!moved) throw new AppError('career_state', km.cannotMove);
        await audit.record(
          {
            actorId: poster.userId,
            action: 'career.application.move',
            subjectType: 'career_application',
            subjectId: applicationId,
            before: { state: from },
            after: { state: to },
          },
          tx,
        );
      });
      await tellMoved(own.application.userId, own.application.postId, applicationId, to);
      return { state: to };
    },

    async message(poster: CareerPoster, applicationId: number, body: string): Promise<{ id: number; state: 'held' | 'sent' }> {
      const own = await ownApplication(poster, applicationId);
      if (!own) throw AppError.notFound(km.applicationNotFound);
      const hit = await limiter.hit(`careers:message:${poster.userId ?? 'system'}`, CAREER_MESSAGES_PER_HOUR, 3_600_000);
      if (!hit.allowed) throw AppError.tooMany(km.tooManyMessages);
      const reasons = screenCareerText(body);
      const state = reasons.length ? 'held' : 'sent';
      const [row] = await db
        .insert(m)
        .values({ applicationId, senderId: poster.userId, body, state, heldReasons: reasons, sentAt: state === 'sent' ? new Date() : null })
        .returning({ id: m.id });
      if (!row) throw new Error('career message insert returned nothing');
      if (state === 'sent') await deliver(row.id);
      return { id: row.id, state };
    },

    async closePost(poster: CareerPoster, postId: number, filled: boolean): Promise<{ state: CareerPostState }> {
      const post = await ownPost(poster, postId);
      if (!post) throw AppError.notFound(km.notFound);
      const to: CareerPostState = filled ? 'filled' : 'closed';
      const [moved] = await db
        .update(p)
        .set({ state: to, closedAt: new Date() })
        .where(and(eq(p.id, postId), inArray(p.state, ['open', 'held'])))
        .returning();
      if (!moved) throw new AppError('career_state', km.alreadyClosed);
      await audit.record({
        actorId: poster.userId,
        action: `career.post.${to}`,
        subjectType: 'career_post',
        subjectId: postId,
        before: { state: post.state },
        after: { state: to },
      });
      app.publicCache.clear();
      await tellApplicants(moved, filled);
      return { state: to };
    },

    // ----- Staff ------------------------------------------------------------------------------

    async adminQueue(): Promise<CareerAdminQueue> {
      const held = await db.select().from(p).where(eq(p.state, 'held')).orderBy(asc(p.id)).limit(200);
      const all = await db.select().from(p).orderBy(desc(p.id)).limit(200);
      const msgs = await db
        .select({ id: m.id, body: m.body, reasons: m.heldReasons, createdAt: m.createdAt, title: p.title, slug: p.slug })
        .from(m)
        .innerJoin(a, eq(a.id, m.applicationId))
        .innerJoin(p, eq(p.id, a.postId))
        .where(eq(m.state, 'held'))
        .orderBy(asc(m.id))
        .limit(200);
      return {
        heldPosts: await Promise.all(held.map(posterRow)),
        heldMessages: msgs.map((x) => ({
          id: x.id,
          body: x.body,
          reasons: x.reasons as CareerScreenReason[],
          postTitle: x.title,
          postSlug: x.slug,
          createdAt: x.createdAt.toISOString(),
        })),
        posts: await Promise.all(all.map(posterRow)),
      };
    },

    async releasePost(staffId: number, postId: number): Promise<void> {
      const row = await heldPost(postId);
      // Staff never decide what serves them: a post of one's own is released by another.
      if (row.postedBy !== null && row.postedBy === staffId) throw new AppError('own_decision', km.ownRelease);
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(p)
          .set({ state: 'open', decidedBy: staffId, decidedAt: new Date(), publishedAt: new Date() })
          .where(and(eq(p.id, postId), eq(p.state, 'held')))
          .returning({ id: p.id });
        if (!moved) throw new AppError('career_state', km.notHeld);
        await audit.record(
          {
            actorId: staffId,
            action: 'career.post.release',
            subjectType: 'career_post',
            subjectId: postId,
            before: { state: 'held' },
            after: { state: 'open' },
          },
          tx,
        );
      });
      app.publicCache.clear();
    },

    async rejectPost(staffId: number, postId: number, reason: string): Promise<void> {
      await heldPost(postId);
      await db.transaction(async (tx) => {
        const [moved] = await tx
          .update(p)
          .set({ state: 'rejected', decidedBy: staffId, decidedAt: new Date(), decisionReason: reason || null })
          .where(and(eq(p.id, postId), eq(p.state, 'held')))
          .returning({ id: p.id });
        if (!moved) throw new AppError('career_state', km.notHeld);
        await audit.record(
          {
            actorId: staffId,
            action: 'career.post.reject',
            subjectType: 'career_post',
            subjectId: postId,
            before: { state: 'held' },
            after: { state: 'rejected', reason },
          },
          tx,
        );
      });
    },

    async staffClosePost(staffId: number, postId: number, reason: string): Promise<void> {
      const [row] = await db.select().from(p).where(eq(p.id, postId));
      if (!row) throw AppError.notFound(km.notFound);
      const [moved] = await db
        .update(p)
        .set({ state: 'closed', closedAt: new Date(), decidedBy: staffId, decidedAt: new Date(), decisionReason: reason || null })
        .where(and(eq(p.id, postId), inArray(p.state, ['open', 'held'])))
        .returning();
      if (!moved) throw new AppError('career_state', km.alreadyClosed);
      await audit.record({
        actorId: staffId,
        action: 'career.post.close',
        subjectType: 'career_post',
        subjectId: postId,
        before: { state: row.state },
        after: { state: 'closed', reason },
      });
      app.publicCache.clear();
      await tellApplicants(moved, false);
    },

    async releaseMessage(staffId: number, messageId: number): Promise<void> {
      const row = await heldMessage(messageId);
      if (row.senderId === staffId) throw new AppError('own_decision', km.ownRelease);
      const [moved] = await db
        .update(m)
        .set({ state: 'sent', decidedBy: staffId, decidedAt: new Date(), sentAt: new Date() })
        .where(and(eq(m.id, messageId), eq(m.state, 'held')))
        .returning({ id: m.id });
      if (!moved) throw new AppError('career_state', km.notHeld);
      await audit.record({
        actorId: staffId,
        action: 'career.message.release',
        subjectType: 'career_message',
        subjectId: messageId,
        before: { state: 'held' },
        after: { state: 'sent' },
      });
      await deliver(messageId);
    },

    async rejectMessage(staffId: number, messageId: number, reason: string): Promise<void> {
      await heldMessage(messageId);
      const [moved] = await db
        .update(m)
        .set({ state: 'rejected', decidedBy: staffId, decidedAt: new Date() })
        .where(and(eq(m.id, messageId), eq(m.state, 'held')))
        .returning({ id: m.id });
      if (!moved) throw new AppError('career_state', km.notHeld);
      await audit.record({
        actorId: staffId,
        action: 'career.message.reject',
        subjectType: 'career_message',
        subjectId: messageId,
        before: { state: 'held' },
        after: { state: 'rejected', reason },
      });
    },
  } satisfies CareersApi & Record<string, unknown>;
  return Object.assign(svc, { tellExpired });
}

export type CareersService = ReturnType<typeof careersService>;
