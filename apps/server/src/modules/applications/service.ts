// Start a campaign: the application behind two codes (auth proves the email and the mobile),
// and the staff review that turns it into the campaigner's account and a draft campaign.
// Each step writes to the campaigner. Transitions: APPLICATION_TRANSITIONS (core).
import {
  AppError,
  type ApplicationDecision,
  type ApplicationInput,
  type ApplicationStatus,
  type ApplicationView,
  applicationMessages as am,
  CAMPAIGNER_LINK_HOURS,
  CATEGORIES,
  canMoveApplication,
  currentLanguage,
  type ListPage,
  localPath,
} from '@sahyog/core';
import type { ApplicationsApi, RequestMeta } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { cursorTime, olderThan, pageOf, pageSize, timeIdCursor } from '../../platform/keyset.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { countsCache } from '../../platform/ttl-cache.ts';
import type { AuthService } from '../auth/index.ts';
import type { CatalogService } from '../catalog/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PrivacyService } from '../privacy/index.ts';

type Row = typeof s.campaignApplications.$inferSelect;

const causeName = (id: number) => CATEGORIES.find((c) => c.id === id)?.name ?? String(id);

export interface ApplicationsDeps {
  db: Db;
  auth: Pick<AuthService, 'startCampaignerProof' | 'resendCampaignerCodes' | 'proveCampaigner' | 'accountForCampaigner'>;
  catalog: Pick<CatalogService, 'createDraft' | 'campaignRef'>;
  messaging: Pick<MessagingService, 'send'>;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  audit: Pick<AuditLog, 'record'>;
  siteName: () => Promise<string>;
  publicUrl: string;
}

/** What staff read when the applicant withdrew before a decision. */
export const WITHDRAWN_REASON = 'Withdrawn by the applicant';

/** Applications by status (the dashboard's queue): once per 30 s, dropped when one is sent or moves on this process. */
const statusCounts = countsCache<Record<ApplicationStatus, number>>();

export function applicationsService(deps: ApplicationsDeps) {
  const { db } = deps;
  const countByStatus = statusCounts.of(async () => {
    const out: Record<ApplicationStatus, number> = { submitted: 0, under_review: 0, approved: 0, rejected: 0 };
    const rows = await db
      .select({ status: s.campaignApplications.status, n: sql<number>`count(*)::int` })
      .from(s.campaignApplications)
      .groupBy(s.campaignApplications.status);
    for (const r of rows) out[r.status] = Number(r.n);
    return out;
  });

  // Withdrawing the consent stops the review of an undecided application; a decided one stays
  // as decided (an approved campaigner withdraws by closing the campaign with us).
  deps.privacy.onWithdraw('campaign-application', async (c) => {
    const id = Number(c.subject.replace(/^application:/, ''));
    if (!Number.isSafeInteger(id)) return;
    await db
      .update(s.campaignApplications)
      .set({ status: 'rejected', reason: WITHDRAWN_REASON, decidedAt: new Date(), updatedAt: new Date() })
      .where(and(eq(s.campaignApplications.id, id), inArray(s.campaignApplications.status, ['submitted', 'under_review'])));
    statusCounts.changed();
  });

  async function slugOf(campaignId: number | null) {
    return campaignId ? deps.catalog.campaignRef(campaignId) : null;
  }

  async function view(r: Row): Promise<ApplicationView> {
    return {
      id: r.id,
      cause: { id: r.causeId, name: causeName(r.causeId) },
      name: r.name,
      title: r.title,
      email: r.email,
      mobile: r.mobile,
      status: r.status,
      reason: r.reason,
      campaign: await slugOf(r.campaignId),
      createdAt: r.createdAt.toISOString(),
      decidedAt: r.decidedAt?.toISOString() ?? null,
    };
  }

  /** Written in the language the campaigner applied in (staff decide from an English console); `extra` is read in it too. */
  async function tell(
    r: Row,
    template: 'application-received' | 'application-under-review' | 'application-approved' | 'application-rejected',
    extra: () => Record<string, string> = () => ({}),
  ) {
    const site = await deps.siteName();
    await runInLanguage(isLanguage(r.language) ? r.language : 'en', () =>
      deps.messaging.send('email', r.email, template, {
        site,
        name: r.name,
        id: String(r.id),
        cause: causeName(r.causeId),
        thanks: am.thanks,
        ...extra(),
      }),
    );
  }

  return {
    /** Step 1: the form is checked (by the route's schema); both codes go out. */
    apply: (input: ApplicationInput, meta: RequestMeta) =>
      deps.auth.startCampaignerProof(
        { email: input.campaignerEmail, phone: input.campaignerMobile, name: input.fullName, title: input.campaignerName, cause: input.cause },
        meta,
      ),

    resend: (challengeId: string, meta: RequestMeta) => deps.auth.resendCampaignerCodes(challengeId, meta),

    /** Step 2: both codes right: the application exists, submitted, and the campaigner is told. */
    async verify(challengeId: string, otp: string, mobileOtp: string, meta: { ip?: string } = {}): Promise<ApplicationView> {
      const proven = await deps.auth.proveCampaigner(challengeId, otp, mobileOtp);
      const [row] = await db
        .insert(s.campaignApplications)
        .values({ causeId: proven.cause, name: proven.name, title: proven.title, email: proven.email, mobile: proven.phone, language: currentLanguage() })
        .returning();
      if (!row) throw new Error('application insert returned nothing');
      statusCounts.changed();
      await deps.privacy.record({ purpose: 'campaign-application', email: row.email, subject: `application:${row.id}`, ip: meta.ip });
      await tell(row, 'application-received');
      return view(row);
    },

    /** Newest first, of one status or all, a page at a time. */
    async list(status?: ApplicationStatus, after?: string): Promise<ListPage<ApplicationView>> {
      const key = timeIdCursor(after);
      const limit = pageSize(undefined);
      const rows = await db
        .select({ row: s.campaignApplications, cursorAt: cursorTime(s.campaignApplications.createdAt) })
        .from(s.campaignApplications)
        .where(and(status ? eq(s.campaignApplications.status, status) : undefined, olderThan(s.campaignApplications.createdAt, s.campaignApplications.id, key)))
        .orderBy(desc(s.campaignApplications.createdAt), desc(s.campaignApplications.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.cursorAt, r.row.id],
        (page) => Promise.all(page.map((r) => view(r.row))),
      );
    },

    async counts(): Promise<Record<ApplicationStatus, number>> {
      return { ...(await countByStatus()) };
    },

    /**
     * Staff move an application on. The move is a conditional update on the state read, so two
     * staff deciding at once cannot both approve (one draft, one email); the loser gets a 409.
     */
    async decide(id: number, decision: ApplicationDecision, staffId: number): Promise<ApplicationView> {
      const [current] = await db.select().from(s.campaignApplications).where(eq(s.campaignApplications.id, id)).limit(1);
      if (!current) throw AppError.notFound(am.notFound);
      const to = decision.decision;
      if (!canMoveApplication(current.status, to)) throw new AppError('application_state', am.stateChanged);
      const [moved] = await db
        .update(s.campaignApplications)
        .set({
          status: to,
          reason: to === 'rejected' ? (decision.reason ?? null) : current.reason,
          decidedBy: staffId,
          decidedAt: to === 'under_review' ? null : new Date(),
          updatedAt: new Date(),
        })
        .where(and(eq(s.campaignApplications.id, id), eq(s.campaignApplications.status, current.status)))
        .returning();
      if (!moved) throw new AppError('application_state', am.stateChanged);
      statusCounts.changed();
      await deps.audit.record({
        actorId: staffId,
        action: 'application.decide',
        subjectType: 'application',
        subjectId: id,
        before: { status: current.status, reason: current.reason },
        after: { status: to, reason: moved.reason },
      });
      if (to === 'under_review') await tell(moved, 'application-under-review');
      if (to === 'rejected') await tell(moved, 'application-rejected', () => ({ reason: decision.reason ?? '' }));
      if (to !== 'approved') return view(moved);
      // Approved: the account (theirs, or a new one with a link to set a password) and a draft
      // named as they named the campaign (applications from before it was asked: by the cause).
      const account = await deps.auth.accountForCampaigner({ email: moved.email, phone: moved.mobile, name: moved.name });
      const draft = await deps.catalog.createDraft({ ownerId: account.userId, categoryId: moved.causeId, title: moved.title || causeName(moved.causeId) });
      const [linked] = await db
        .update(s.campaignApplications)
        .set({ userId: account.userId, campaignId: draft.id, updatedAt: new Date() })
        .where(eq(s.campaignApplications.id, id))
        .returning();
      const final = linked ?? moved;
      const base = deps.publicUrl.replace(/\/$/, '');
      await tell(final, 'application-approved', () => ({
        title: moved.title || causeName(moved.causeId),
        myCampaigns: `${base}${localPath('/my-campaigns')}`,
        login: `${base}${localPath('/login')}`,
        forgot: `${base}${localPath('/login?tab=reset')}`,
        hours: String(CAMPAIGNER_LINK_HOURS),
        ...(account.setPasswordLink ? { link: account.setPasswordLink } : {}),
      }));
      return view(final);
    },
  } satisfies ApplicationsApi;
}

export type ApplicationsService = ReturnType<typeof applicationsService>;
