// The console's Campaigns screen (issue 11): every campaign with its figures, found by title or
// slug and filtered by status and category; staff publish, unpublish (back to draft, hidden from
// donors), close or reopen one, and set whether it is featured on home and its order. Editing
// the content is the campaigner's editor, which staff may use on any campaign (campaigner.ts).
// Every change is audited and clears the public page cache.
import {
  AppError,
  type CampaignAdminView,
  type CampaignStatus,
  campaignAdminMessages as cm,
  decodeCursor,
  type ListPage,
  likePrefix,
  pagingMessages,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, ilike, like, or, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { pageOf, pageSize } from '../../platform/keyset.ts';

/** This list's cursor: (featured, order, id), as it is sorted. */
function placementKey(after: string | undefined): { featured: boolean; sort: number; id: number } | null {
  if (!after) return null;
  const key = decodeCursor(after);
  const [featured, sort, id] = key ?? [];
  if (key?.length !== 3 || typeof featured !== 'boolean' || typeof sort !== 'number' || typeof id !== 'number')
    throw AppError.invalid({ after: pagingMessages.badCursor });
  return { featured, sort, id };
}

/** Moves staff may make, from → to (publishing a draft goes through the editor's checks). */
const MOVES: Record<CampaignStatus, readonly CampaignStatus[]> = {
  draft: ['published'],
  published: ['draft', 'closed'],
  closed: ['published'],
};

export function campaignsAdmin(deps: {
  db: Db;
  audit: Pick<AuditLog, 'record'>;
  onPublicChange: () => void;
  /** The editor's publish, with its completeness checks. */
  publish: (id: number, by: number | null) => Promise<{ slug: string }>;
}) {
  const { db } = deps;
  const columns = {
    id: s.campaigns.id,
    slug: s.campaigns.slug,
    title: s.campaigns.title,
    status: s.campaigns.status,
    categoryName: s.categories.name,
    raisedPaise: s.campaigns.raisedPaise,
    goalPaise: s.campaigns.goalPaise,
    backers: s.campaigns.backers,
    featured: s.campaigns.featured,
    sort: s.campaigns.sort,
    monthlyCause: s.campaigns.isMonthlyCause,
    endsAt: s.campaigns.endsAt,
    // Whether /hi pages show its Hindi (issue 23): a Hindi title is where a version starts.
    hasHindi: sql<boolean>`(${s.campaigns.titleHi} is not null)`.mapWith(Boolean),
  };

  async function one(id: number): Promise<CampaignAdminView> {
    const [row] = await db
      .select(columns)
      .from(s.campaigns)
      .innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId))
      .where(eq(s.campaigns.id, id))
      .limit(1);
    if (!row) throw AppError.notFound(cm.notFound);
    return { ...row, endsAt: row.endsAt?.toISOString() ?? null };
  }

  return {
    /** Featured first, then by their order, a page at a time; found by words of the title or the start of the slug. */
    async list(
      filter: { q?: string | undefined; status?: CampaignStatus | undefined; categoryId?: number | undefined; after?: string | undefined } = {},
    ): Promise<ListPage<CampaignAdminView>> {
      const key = placementKey(filter.after);
      const limit = pageSize(undefined);
      const q = filter.q?.trim().toLowerCase();
      // The title by a trigram index (migration 0018) from three characters; shorter, by its start.
      const text = q ? or(ilike(s.campaigns.title, q.length >= 3 ? `%${likePrefix(q)}` : likePrefix(q)), like(s.campaigns.slug, likePrefix(q))) : undefined;
      const from = key
        ? sql`(${s.campaigns.featured} < ${key.featured} or (${s.campaigns.featured} = ${key.featured} and (${s.campaigns.sort} > ${key.sort} or (${s.campaigns.sort} = ${key.sort} and ${s.campaigns.id} < ${key.id}))))`
        : undefined;
      const rows = await db
        .select(columns)
        .from(s.campaigns)
        .innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId))
        .where(
          and(
            filter.status ? eq(s.campaigns.status, filter.status) : undefined,
            filter.categoryId ? eq(s.campaigns.categoryId, filter.categoryId) : undefined,
            text,
            from,
          ),
        )
        .orderBy(desc(s.campaigns.featured), asc(s.campaigns.sort), desc(s.campaigns.id))
        .limit(limit + 1);
      return pageOf(
        rows,
        limit,
        (r) => [r.featured, r.sort, r.id],
        (page) => page.map((r) => ({ ...r, endsAt: r.endsAt?.toISOString() ?? null })),
      );
    },

    async setStatus(id: number, to: CampaignStatus, by: number): Promise<CampaignAdminView> {
      const before = await one(id);
      if (before.status === to) return before;
      if (!MOVES[before.status].includes(to)) throw new AppError('application_state', cm.cannotMove(before.status, to));
      if (before.status === 'draft') {
        await deps.publish(id, by); // audited there as campaign.publish
      } else {
        const [row] = await db
          .update(s.campaigns)
          .set({ status: to })
          .where(and(eq(s.campaigns.id, id), eq(s.campaigns.status, before.status)))
          .returning({ id: s.campaigns.id });
        if (!row) throw new AppError('application_state', cm.changedMeanwhile);
        await deps.audit.record({
          actorId: by,
          action: 'campaign.status',
          subjectType: 'campaign',
          subjectId: id,
          before: { status: before.status },
          after: { status: to },
        });
        deps.onPublicChange();
      }
      return one(id);
    },

    async setPlacement(id: number, placement: { featured: boolean; sort: number }, by: number): Promise<CampaignAdminView> {
      const before = await one(id);
      if (before.featured === placement.featured && before.sort === placement.sort) return before;
      await db.update(s.campaigns).set(placement).where(eq(s.campaigns.id, id));
      await deps.audit.record({
        actorId: by,
        action: 'campaign.placement',
        subjectType: 'campaign',
        subjectId: id,
        before: { featured: before.featured, sort: before.sort },
        after: placement,
      });
      deps.onPublicChange();
      return one(id);
    },
  };
}

export type CampaignsAdmin = ReturnType<typeof campaignsAdmin>;
