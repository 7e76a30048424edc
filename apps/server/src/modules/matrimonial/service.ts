// Matrimonial's member side (issue 43; decision 0070). Consent-first: only accounts with a proven
// email and mobile take part; a profile is seen only once staff approved it, only by members
// whose own profile is approved, never across a block; photos go out blurred, and the original
// and the account's email and mobile only to the two sides of an accepted interest. Every use is
// written to marriage_access_log (kept a year after a profile is deleted, then purged).
import {
  AppError,
  ageNow,
  currentLanguage,
  indiaDay,
  MARRIAGE_ACCESS_LOG_DAYS,
  MARRIAGE_IMAGE_REASONS,
  MARRIAGE_INTERESTS_PER_DAY,
  MARRIAGE_MIN_AGE,
  MARRIAGE_PHOTOS_MAX,
  MARRIAGE_REPORTS_PER_DAY,
  type MarriageCard,
  type MarriageCreator,
  type MarriageGender,
  type MarriageInterestRow,
  type MarriagePhotoView,
  type MarriageProfileInput,
  type MarriageProfileView,
  type MarriageReportInput,
  type MarriageSearch,
  type MarriageState,
  type MarriageViewer,
  type MyMarriageProfile,
  matrimonialMessages as mm,
  matrimonialText as mt,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, inArray, lt, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { JobQueue } from '../../platform/jobs.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import type {} from '../auth/index.ts';
import type {} from '../privacy/index.ts';
import type {} from '../support/index.ts';
import { readyPhotos, storePhotos } from './photos.ts';

export type ProfileRow = typeof s.marriageProfiles.$inferSelect;
type PhotoRow = typeof s.marriagePhotos.$inferSelect;

export const ACCESS_PURGE_QUEUE = 'matrimonial-access-purge';
const DAY_MS = 86_400_000;
const LIST_MAX = 50;

export const photoPath = (id: number, kind: 'blurred' | 'original') => `/api/v1/matrimonial/photos/${id}/${kind}`;

export function matrimonialService(deps: { app: FastifyInstance; db: Db; storage: PrivateStorage; limiter: RateLimiter; jobs: JobQueue; now?: () => Date }) {
  const { app, db, storage, limiter, jobs } = deps;
  const now = deps.now ?? (() => new Date());
  const P = s.marriageProfiles;

  async function logUse(userId: number, ip: string, action: string): Promise<void> {
    await db.insert(s.marriageAccessLog).values({ userId, ip, action, at: now() });
  }

  function mustProve(v: MarriageViewer): void {
    if (!v.phoneVerified) throw AppError.forbidden(mm.proveMobile);
  }

  async function profileOf(userId: number): Promise<ProfileRow | undefined> {
    const [p] = await db.select().from(P).where(eq(P.userId, userId)).limit(1);
    return p;
  }

  async function profileById(id: number): Promise<ProfileRow | undefined> {
    const [p] = await db.select().from(P).where(eq(P.id, id)).limit(1);
    return p;
  }

  /** The accounts the viewer blocked or was blocked by. */
  async function blockedWith(userId: number): Promise<number[]> {
    const rows = await db
      .select({ a: s.marriageBlocks.blockerId, b: s.marriageBlocks.blockedId })
      .from(s.marriageBlocks)
      .where(or(eq(s.marriageBlocks.blockerId, userId), eq(s.marriageBlocks.blockedId, userId)));
    return rows.map((r) => (r.a === userId ? r.b : r.a));
  }

  async function interestBetween(a: number, b: number) {
    const I = s.marriageInterests;
    const [row] = await db
      .select()
      .from(I)
      .where(or(and(eq(I.fromProfileId, a), eq(I.toProfileId, b)), and(eq(I.fromProfileId, b), eq(I.toProfileId, a))))
      .orderBy(desc(I.id))
      .limit(1);
    return row;
  }

  /** The viewer's own approved profile: needed to see anyone else's. */
  async function ownApproved(v: MarriageViewer): Promise<ProfileRow> {
    mustProve(v);
    const mine = await profileOf(v.id);
    if (!mine) throw AppError.forbidden(mm.noProfileYet);
    if (mine.state !== 'approved') throw AppError.forbidden(mm.notApprovedYet);
    return mine;
  }

  /**
   * Another's profile as this viewer may see it, or undefined (a 404, as for one that does not
   * exist): approved, not across a block, and listed unless hidden (a hidden one stays visible only
   * to those it already shares an interest with).
   */
  async function visibleTo(mine: ProfileRow, id: number) {
    const p = await profileById(id);
    if (!p || p.id === mine.id || p.state !== 'approved') return undefined;
    if ((await blockedWith(mine.userId)).includes(p.userId)) return undefined;
    const interest = await interestBetween(mine.id, p.id);
    if (p.hiddenAt && !interest) return undefined;
    return { p, interest };
  }

  async function approvedPhotos(profileIds: number[]): Promise<PhotoRow[]> {
    if (!profileIds.length) return [];
    return db
      .select()
      .from(s.marriagePhotos)
      .where(and(inArray(s.marriagePhotos.profileId, profileIds), eq(s.marriagePhotos.state, 'approved')))
      .orderBy(s.marriagePhotos.id);
  }

  async function card(p: ProfileRow, firstPhoto: PhotoRow | undefined): Promise<MarriageCard> {
    const owner = await app.auth.user(p.userId).catch(() => null);
    return {
      id: p.id,
      firstName: p.firstName,
      age: ageNow(p.dateOfBirth, now()),
      gender: p.gender as MarriageGender,
      city: p.city,
      languages: p.languages,
      community: p.community,
      education: p.education,
      occupation: p.occupation,
      createdBy: p.createdBy as MarriageCreator,
      mobileVerified: owner?.phoneVerified ?? false,
      idCheckedAt: p.idCheckedAt ? p.idCheckedAt.toISOString() : null,
      photoUrl: firstPhoto ? photoPath(firstPhoto.id, 'blurred') : null,
    };
  }

  async function fullView(p: ProfileRow, opts: { own: boolean; mutual: boolean; interest: MarriageProfileView['interest'] }): Promise<MarriageProfileView> {
    const photos = opts.own
      ? await db.select().from(s.marriagePhotos).where(eq(s.marriagePhotos.profileId, p.id)).orderBy(s.marriagePhotos.id)
      : await approvedPhotos([p.id]);
    const base = await card(
      p,
      photos.find((ph) => ph.state === 'approved'),
    );
    let contact: MarriageProfileView['contact'] = null;
    if (opts.mutual) {
      const owner = await app.auth.user(p.userId);
      contact = { email: owner.email, mobile: owner.phone };
    }
    return {
      ...base,
      about: p.about,
      photos: photos.map(
        (ph): MarriagePhotoView => ({
          id: ph.id,
          blurredUrl: photoPath(ph.id, 'blurred'),
          originalUrl: opts.own || opts.mutual ? photoPath(ph.id, 'original') : null,
          state: ph.state as MarriageState,
        }),
      ),
      interest: opts.interest,
      contact,
      own: opts.own,
    };
  }

  async function myView(p: ProfileRow): Promise<MyMarriageProfile> {
    const view = await fullView(p, { own: true, mutual: false, interest: null });
    return { ...view, state: p.state as MarriageState, rejectReason: p.rejectReason, hidden: p.hiddenAt !== null, dateOfBirth: p.dateOfBirth };
  }

  /** Erases a profile with its photos (files too), interests (and their messages) and reports. */
  async function erase(userId: number): Promise<boolean> {
    const p = await profileOf(userId);
    if (!p) return false;
    const photos = await db.select().from(s.marriagePhotos).where(eq(s.marriagePhotos.profileId, p.id));
    await db.delete(P).where(eq(P.id, p.id));
    for (const ph of photos) {
      await storage.remove(ph.originalKey).catch(() => undefined);
      await storage.remove(ph.blurredKey).catch(() => undefined);
    }
    return true;
  }

  // Withdrawing the consent (from the profile's consents list) erases the profile.
  app.privacy.onWithdraw('matrimonial', async (consent) => {
    if (consent.userId === null) return;
    if (await erase(consent.userId)) await logUse(consent.userId, '', 'erase_on_withdraw');
  });

  const api = {
    erase,
    profileById,

    async mine(v: MarriageViewer): Promise<MyMarriageProfile | null> {
      mustProve(v);
      const p = await profileOf(v.id);
      return p ? myView(p) : null;
    },

    async create(v: MarriageViewer, input: MarriageProfileInput): Promise<MyMarriageProfile> {
      mustProve(v);
      const today = indiaDay(now());
      if (input.dateOfBirth > today) throw AppError.invalid({ dateOfBirth: mm.dobFuture });
      const min = MARRIAGE_MIN_AGE[input.gender];
      if (ageNow(input.dateOfBirth, now()) < min) throw AppError.invalid({ dateOfBirth: mm.tooYoung(min) });
      if (await profileOf(v.id)) throw new AppError('marriage_state', mm.alreadyHaveProfile);
      const user = await app.auth.user(v.id);
      const [p] = await db
        .insert(P)
        .values({
          userId: v.id,
          createdBy: input.createdBy,
          firstName: input.firstName,
          gender: input.gender,
          dateOfBirth: input.dateOfBirth,
          city: input.city,
          languages: input.languages,
          community: input.community,
          education: input.education,
          occupation: input.occupation,
          about: input.about,
          declaredAt: now(),
        })
        .onConflictDoNothing()
        .returning();
      if (!p) throw new AppError('marriage_state', mm.alreadyHaveProfile);
      await app.privacy.record({ purpose: 'matrimonial', email: user.email, userId: v.id, subject: `matrimonial:${p.id}`, ip: v.ip });
      await logUse(v.id, v.ip, 'create');
      return myView(p);
    },

    async setHidden(v: MarriageViewer, hidden: boolean): Promise<MyMarriageProfile> {
      mustProve(v);
      const p = await profileOf(v.id);
      if (!p) throw AppError.notFound(mm.noProfileYet);
      const [fresh] = await db
        .update(P)
        .set({ hiddenAt: hidden ? (p.hiddenAt ?? now()) : null })
        .where(eq(P.id, p.id))
        .returning();
      await logUse(v.id, v.ip, hidden ? 'hide' : 'unhide');
      return myView(fresh ?? p);
    },

    /** "Delete": the consent is withdrawn (its effect erases) and the profile is erased in any case. */
    async remove(v: MarriageViewer): Promise<void> {
      const user = await app.auth.user(v.id);
      await erase(v.id);
      await logUse(v.id, v.ip, 'delete');
      // The consent's effect then finds nothing left to erase.
      await app.privacy.withdrawPurpose({ id: v.id, email: user.email }, 'matrimonial');
    },

    async addPhoto(v: MarriageViewer, photo: { bytes: Uint8Array }): Promise<MyMarriageProfile> {
      mustProve(v);
      const p = await profileOf(v.id);
      if (!p) throw AppError.notFound(mm.noProfileYet);
      const [n] = await db
        .select({ n: sql<number>`count(*)::int` })
        .from(s.marriagePhotos)
        .where(and(eq(s.marriagePhotos.profileId, p.id), sql`${s.marriagePhotos.state} <> 'rejected'`));
      if ((n?.n ?? 0) >= MARRIAGE_PHOTOS_MAX) throw AppError.invalid({ photo: mm.tooManyPhotos });
      const ready = await readyPhotos(photo.bytes);
      const keys = await storePhotos(storage, p.id, ready);
      await db.insert(s.marriagePhotos).values({ profileId: p.id, ...keys });
      await logUse(v.id, v.ip, 'photo');
      return myView(p);
    },

    async search(v: MarriageViewer, q: MarriageSearch): Promise<MarriageCard[]> {
      const mine = await ownApproved(v);
      const blocked = await blockedWith(v.id);
      const today = indiaDay(now());
      const conds = [eq(P.state, 'approved'), sql`${P.hiddenAt} is null`, sql`${P.id} <> ${mine.id}`];
      if (blocked.length)
        conds.push(
          sql`${P.userId} not in (${sql.join(
            blocked.map((b) => sql`${b}`),
            sql`, `,
          )})`,
        );
      // Age from the birth date against India's today: at least ageMin means born on or before
      // today − ageMin years; at most ageMax means born after today − (ageMax + 1) years.
      if (q.ageMin !== undefined) conds.push(sql`${P.dateOfBirth} <= (${today}::date - make_interval(years => ${q.ageMin}))::date`);
      if (q.ageMax !== undefined) conds.push(sql`${P.dateOfBirth} > (${today}::date - make_interval(years => ${q.ageMax + 1}))::date`);
      if (q.city) conds.push(sql`lower(${P.city}) = lower(${q.city})`);
      if (q.language) conds.push(sql`exists (select 1 from unnest(${P.languages}) l where lower(l) = lower(${q.language}))`);
      // Only people who filled it: an empty community never matches.
      if (q.community) conds.push(sql`${P.community} <> '' and lower(${P.community}) = lower(${q.community})`);
      const rows = await db
        .select()
        .from(P)
        .where(and(...conds))
        .orderBy(desc(P.reviewedAt), desc(P.id))
        .limit(LIST_MAX);
      const photos = await approvedPhotos(rows.map((r) => r.id));
      await logUse(v.id, v.ip, 'search');
      return Promise.all(
        rows.map((r) =>
          card(
            r,
            photos.find((ph) => ph.profileId === r.id),
          ),
        ),
      );
    },

    async profile(v: MarriageViewer, id: number): Promise<MarriageProfileView | null> {
      mustProve(v);
      const own = await profileOf(v.id);
      if (own && own.id === id) return myView(own);
      const mine = await ownApproved(v);
      const seen = await visibleTo(mine, id);
      if (!seen) return null;
      const { p, interest } = seen;
      await logUse(v.id, v.ip, 'view_profile');
      return fullView(p, {
        own: false,
        mutual: interest?.state === 'accepted',
        interest: interest
          ? { id: interest.id, direction: interest.fromProfileId === mine.id ? 'sent' : 'received', state: interest.state as 'sent' | 'accepted' | 'declined' }
          : null,
      });
    },

    /** A photo's bytes for this viewer, or null (404): see the module's comment for who gets which. */
    async photo(v: MarriageViewer, id: number, kind: 'blurred' | 'original', staff: boolean): Promise<Buffer | null> {
      const [ph] = await db.select().from(s.marriagePhotos).where(eq(s.marriagePhotos.id, id)).limit(1);
      if (!ph) return null;
      const owner = await profileById(ph.profileId);
      if (!owner) return null;
      const key = kind === 'original' ? ph.originalKey : ph.blurredKey;
      if (staff || owner.userId === v.id) return storage.get(key);
      if (!v.phoneVerified || ph.state !== 'approved') return null;
      const mine = await profileOf(v.id);
      if (mine?.state !== 'approved') return null;
      const seen = await visibleTo(mine, owner.id);
      if (!seen) return null;
      if (kind === 'original' && seen.interest?.state !== 'accepted') return null;
      return storage.get(key);
    },

    async sendInterest(v: MarriageViewer, profileId: number, message: string): Promise<{ id: number }> {
      const mine = await ownApproved(v);
      if (profileId === mine.id) throw AppError.invalid({ message: mm.ownProfile });
      const seen = await visibleTo(mine, profileId);
      if (!seen) throw AppError.notFound(mm.notFound);
      if (seen.interest) {
        // They asked first: sending back is accepting.
        if (seen.interest.toProfileId === mine.id && seen.interest.state === 'sent') {
          await api.decide(v, seen.interest.id, true);
          return { id: seen.interest.id };
        }
        throw new AppError('marriage_state', mm.interestTwice);
      }
      const limit = await limiter.hit(`marriage-interest:${v.id}`, MARRIAGE_INTERESTS_PER_DAY, DAY_MS);
      if (!limit.allowed) throw AppError.tooMany(mm.tooManyInterests);
      const [row] = await db
        .insert(s.marriageInterests)
        .values({ fromProfileId: mine.id, toProfileId: profileId, message })
        .onConflictDoNothing()
        .returning({ id: s.marriageInterests.id });
      if (!row) throw new AppError('marriage_state', mm.interestTwice);
      await logUse(v.id, v.ip, 'interest');
      return row;
    },

    async interests(v: MarriageViewer): Promise<MarriageInterestRow[]> {
      mustProve(v);
      const mine = await profileOf(v.id);
      if (!mine) return [];
      const I = s.marriageInterests;
      const rows = await db
        .select()
        .from(I)
        .where(or(eq(I.fromProfileId, mine.id), eq(I.toProfileId, mine.id)))
        .orderBy(desc(I.createdAt), desc(I.id))
        .limit(200);
      const blocked = await blockedWith(v.id);
      const out: MarriageInterestRow[] = [];
      for (const r of rows) {
        const sent = r.fromProfileId === mine.id;
        const other = await profileById(sent ? r.toProfileId : r.fromProfileId);
        if (!other || blocked.includes(other.userId)) continue;
        out.push({
          id: r.id,
          direction: sent ? 'sent' : 'received',
          state: r.state as MarriageInterestRow['state'],
          // The message is the receiver's to read (the sender wrote it).
          message: r.message,
          createdAt: r.createdAt.toISOString(),
          other: { id: other.id, firstName: other.firstName, age: ageNow(other.dateOfBirth, now()), city: other.city },
        });
      }
      return out;
    },

    async decide(v: MarriageViewer, interestId: number, accept: boolean): Promise<{ state: 'accepted' | 'declined' }> {
      const mine = await ownApproved(v);
      const I = s.marriageInterests;
      const [row] = await db.select().from(I).where(eq(I.id, interestId)).limit(1);
      if (!row || row.toProfileId !== mine.id) throw AppError.notFound(mm.interestNotFound);
      const from = await profileById(row.fromProfileId);
      if (!from || (await blockedWith(v.id)).includes(from.userId)) throw AppError.notFound(mm.interestNotFound);
      const state = accept ? 'accepted' : 'declined';
      const [done] = await db
        .update(I)
        .set({ state, decidedAt: now() })
        .where(and(eq(I.id, row.id), eq(I.state, 'sent')))
        .returning({ id: I.id });
      if (!done) throw new AppError('marriage_state', mm.interestDecided);
      await logUse(v.id, v.ip, accept ? 'accept' : 'decline');
      return { state };
    },

    async block(v: MarriageViewer, profileId: number): Promise<void> {
      mustProve(v);
      const mine = await profileOf(v.id);
      const other = await profileById(profileId);
      // One can block whoever one can see, or who wrote to one.
      const reachable =
        mine && other && mine.id !== other.id && ((await interestBetween(mine.id, other.id)) || (await visibleTo(mine, other.id).catch(() => undefined)));
      if (!mine || !other || !reachable) throw AppError.notFound(mm.notFound);
      await db.insert(s.marriageBlocks).values({ blockerId: v.id, blockedId: other.userId }).onConflictDoNothing();
      const I = s.marriageInterests;
      await db
        .delete(I)
        .where(or(and(eq(I.fromProfileId, mine.id), eq(I.toProfileId, other.id)), and(eq(I.fromProfileId, other.id), eq(I.toProfileId, mine.id))));
      await logUse(v.id, v.ip, 'block');
    },

    async report(v: MarriageViewer, profileId: number, input: MarriageReportInput): Promise<{ id: number; ticket: string | null }> {
      mustProve(v);
      const mine = await profileOf(v.id);
      const other = await profileById(profileId);
      const reachable =
        mine &&
        other &&
        mine.id !== other.id &&
        ((await interestBetween(mine.id, other.id)) || (mine.state === 'approved' && (await visibleTo(mine, other.id))));
      if (!other || !reachable) throw AppError.notFound(mm.notFound);
      const limit = await limiter.hit(`marriage-report:${v.id}`, MARRIAGE_REPORTS_PER_DAY, DAY_MS);
      if (!limit.allowed) throw AppError.tooMany(mm.tooManyReports);
      const [row] = await db
        .insert(s.marriageReports)
        .values({ profileId: other.id, reporterId: v.id, reason: input.reason, details: input.details })
        .returning({ id: s.marriageReports.id });
      if (!row) throw new Error('report insert returned nothing');
      let ticket: string | null = null;
      if (MARRIAGE_IMAGE_REASONS.includes(input.reason)) {
        // IT Rules 2021 r.3(2)(b): a morphed or intimate image is acted on within 24 hours, on
        // the help desk's intimate_image clock.
        const user = await app.auth.user(v.id);
        const opened = await app.support.openFromFlow({
          source: 'matrimonial_report',
          sourceId: String(row.id),
          topic: 'intimate_image',
          requesterId: v.id,
          requesterEmail: user.email,
          requesterName: user.fullName,
          language: currentLanguage(),
          subject: mm.reportSubject(other.id),
          body: mm.reportBody(other.id, mt.reasons[input.reason], input.details),
        });
        ticket = opened.reference;
        await db.update(s.marriageReports).set({ ticketReference: ticket }).where(eq(s.marriageReports.id, row.id));
      }
      await logUse(v.id, v.ip, 'report');
      return { id: row.id, ticket };
    },

    /** Deletes access-log rows older than a year (MeitY 2016 asks for a year); answers how many. */
    async purgeAccessLog(at: Date = now()): Promise<number> {
      const cutoff = new Date(at.getTime() - MARRIAGE_ACCESS_LOG_DAYS * DAY_MS);
      const gone = await db.delete(s.marriageAccessLog).where(lt(s.marriageAccessLog.at, cutoff)).returning({ id: s.marriageAccessLog.id });
      return gone.length;
    },

    async ensureAccessPurge(): Promise<void> {
      await jobs.ensureWaiting(ACCESS_PURGE_QUEUE);
    },
  };

  jobs.register(ACCESS_PURGE_QUEUE, async () => {
    try {
      await api.purgeAccessLog();
    } finally {
      await jobs.ensureWaiting(ACCESS_PURGE_QUEUE, DAY_MS);
    }
  });

  return api;
}

export type MatrimonialService = ReturnType<typeof matrimonialService>;
