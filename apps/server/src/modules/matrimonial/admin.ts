// Staff's side of matrimonial (issue 43): the queue of new profiles and photos (nobody sees either
// before a decision), open reports, and "ID checked by staff" (who and when, nothing else: the ID
// itself is seen off the platform and never stored). Every decision is audited, and a member of
// staff never decides about their own profile (403 own_decision, the refusal audited too).
import {
  AppError,
  ageNow,
  type MarriageCreator,
  type MarriageGender,
  type MarriageQueue,
  type MarriageReportReason,
  matrimonialMessages as mm,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import { photoPath } from './service.ts';

export function matrimonialAdmin(deps: { db: Db; audit: AuditLog; storage: PrivateStorage; now?: () => Date }) {
  const { db, audit, storage } = deps;
  const now = deps.now ?? (() => new Date());
  const P = s.marriageProfiles;
  const Ph = s.marriagePhotos;

  async function profile(id: number) {
    const [p] = await db.select().from(P).where(eq(P.id, id)).limit(1);
    if (!p) throw AppError.notFound(mm.notFound);
    return p;
  }

  return {
    async queue(staffId: number): Promise<MarriageQueue> {
      const pending = await db.select().from(P).where(eq(P.state, 'pending')).orderBy(P.createdAt).limit(100);
      const photos = await db
        .select({ id: Ph.id, profileId: Ph.profileId, firstName: P.firstName, userId: P.userId, createdAt: Ph.createdAt })
        .from(Ph)
        .innerJoin(P, eq(P.id, Ph.profileId))
        .where(eq(Ph.state, 'pending'))
        .orderBy(Ph.createdAt)
        .limit(100);
      const R = s.marriageReports;
      const reports = await db
        .select({ r: R, firstName: P.firstName })
        .from(R)
        .innerJoin(P, eq(P.id, R.profileId))
        .where(eq(R.state, 'open'))
        .orderBy(R.createdAt)
        .limit(100);
      const approved = await db.select().from(P).where(eq(P.state, 'approved')).orderBy(desc(P.reviewedAt)).limit(100);
      return {
        profiles: pending.map((p) => ({
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
          mobileVerified: true,
          idCheckedAt: p.idCheckedAt?.toISOString() ?? null,
          photoUrl: null,
          about: p.about,
          createdAt: p.createdAt.toISOString(),
          own: p.userId === staffId,
        })),
        photos: photos.map((ph) => ({
          id: ph.id,
          profileId: ph.profileId,
          firstName: ph.firstName,
          createdAt: ph.createdAt.toISOString(),
          own: ph.userId === staffId,
        })),
        reports: reports.map(({ r, firstName }) => ({
          id: r.id,
          profileId: r.profileId,
          firstName,
          reason: r.reason as MarriageReportReason,
          details: r.details,
          ticketReference: r.ticketReference,
          createdAt: r.createdAt.toISOString(),
        })),
        approved: approved.map((p) => ({ id: p.id, firstName: p.firstName, idCheckedAt: p.idCheckedAt?.toISOString() ?? null, own: p.userId === staffId })),
      };
    },

    async decideProfile(staffId: number, id: number, approve: boolean, reason: string | null): Promise<void> {
      const p = await profile(id);
      const action = approve ? 'matrimonial.profile.approve' : 'matrimonial.profile.reject';
      await refuseOwnDecision(audit, staffId, [p.userId], { action, subjectType: 'marriage_profile', subjectId: id });
      if (!approve && !reason) throw AppError.invalid({ reason: mm.rejectReasonRequired });
      const state = approve ? 'approved' : 'rejected';
      await db.transaction(async (tx) => {
        await tx
          .update(P)
          .set({ state, rejectReason: approve ? null : reason, reviewedBy: staffId, reviewedAt: now() })
          .where(eq(P.id, id));
        await audit.record(
          { actorId: staffId, action, subjectType: 'marriage_profile', subjectId: id, before: { state: p.state }, after: { state, reason } },
          tx,
        );
      });
    },

    async decidePhoto(staffId: number, id: number, approve: boolean): Promise<void> {
      const [ph] = await db.select().from(Ph).where(eq(Ph.id, id)).limit(1);
      if (!ph) throw AppError.notFound(mm.photoNotFound);
      const p = await profile(ph.profileId);
      const action = approve ? 'matrimonial.photo.approve' : 'matrimonial.photo.reject';
      await refuseOwnDecision(audit, staffId, [p.userId], { action, subjectType: 'marriage_photo', subjectId: id });
      const state = approve ? 'approved' : 'rejected';
      await db.transaction(async (tx) => {
        await tx.update(Ph).set({ state, reviewedBy: staffId, reviewedAt: now() }).where(eq(Ph.id, id));
        await audit.record({ actorId: staffId, action, subjectType: 'marriage_photo', subjectId: id, before: { state: ph.state }, after: { state } }, tx);
      });
      // A rejected photo's files are deleted: nobody is to see it again.
      if (!approve) {
        await storage.remove(ph.originalKey).catch(() => undefined);
        await storage.remove(ph.blurredKey).catch(() => undefined);
      }
    },

    async markIdChecked(staffId: number, id: number): Promise<void> {
      const p = await profile(id);
      await refuseOwnDecision(audit, staffId, [p.userId], { action: 'matrimonial.id_check', subjectType: 'marriage_profile', subjectId: id });
      const at = now();
      await db.transaction(async (tx) => {
        await tx.update(P).set({ idCheckedBy: staffId, idCheckedAt: at }).where(eq(P.id, id));
        await audit.record(
          {
            actorId: staffId,
            action: 'matrimonial.id_check',
            subjectType: 'marriage_profile',
            subjectId: id,
            before: { idCheckedAt: p.idCheckedAt?.toISOString() ?? null },
            after: { idCheckedAt: at.toISOString() },
          },
          tx,
        );
      });
    },

    async closeReport(staffId: number, id: number): Promise<void> {
      const R = s.marriageReports;
      const [r] = await db.select().from(R).where(eq(R.id, id)).limit(1);
      if (!r) throw AppError.notFound(mm.notFound);
      await db.transaction(async (tx) => {
        await tx
          .update(R)
          .set({ state: 'closed', closedBy: staffId, closedAt: now() })
          .where(and(eq(R.id, id)));
        await audit.record(
          {
            actorId: staffId,
            action: 'matrimonial.report.close',
            subjectType: 'marriage_report',
            subjectId: id,
            before: { state: r.state },
            after: { state: 'closed' },
          },
          tx,
        );
      });
    },

    /** A photo for staff to moderate (the original; staff only, the route checks). */
    async photoFor(id: number): Promise<Buffer | null> {
      const [ph] = await db.select().from(Ph).where(eq(Ph.id, id)).limit(1);
      return ph ? storage.get(ph.originalKey) : null;
    },
    photoPath,
  };
}

export type MatrimonialAdmin = ReturnType<typeof matrimonialAdmin>;
