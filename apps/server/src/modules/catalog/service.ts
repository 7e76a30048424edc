// Campaigns, categories, donor lists and the home page's live figures. Read-only here; the
// giving module maintains campaigns.raised_paise/backers in the same transaction as a payment.
import type { CampaignCard, CampaignDetail, Category, DonorLists, HomeStats } from '@sahyog/core';
import { DONOR_LIST_LIMIT } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, inArray, sql } from 'drizzle-orm';

const cardColumns = {
  id: s.campaigns.id,
  slug: s.campaigns.slug,
  title: s.campaigns.title,
  summary: s.campaigns.summary,
  image: s.campaigns.image,
  categoryId: s.campaigns.categoryId,
  categoryName: s.categories.name,
  raisedPaise: s.campaigns.raisedPaise,
  goalPaise: s.campaigns.goalPaise,
  backers: s.campaigns.backers,
};

const PUBLIC_STATUSES = ['published', 'closed'] as const;
const ANONYMOUS = 'Anonymous donor';

export function catalogService(db: Db) {
  const cards = () => db.select(cardColumns).from(s.campaigns).innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId));

  return {
    async categories(): Promise<Category[]> {
      return db
        .select({ id: s.categories.id, name: s.categories.name, slug: s.categories.slug, image: s.categories.image })
        .from(s.categories)
        .orderBy(s.categories.sort, s.categories.id);
    },

    async homeCampaigns(categoryId?: number): Promise<CampaignCard[]> {
      const where = categoryId ? and(eq(s.campaigns.status, 'published'), eq(s.campaigns.categoryId, categoryId)) : eq(s.campaigns.status, 'published');
      return cards().where(where).orderBy(desc(s.campaigns.featured), s.campaigns.sort, s.campaigns.id).limit(24);
    },

    async monthlyCauses(): Promise<CampaignCard[]> {
      return cards()
        .where(and(eq(s.campaigns.status, 'published'), eq(s.campaigns.isMonthlyCause, true)))
        .orderBy(s.campaigns.sort, s.campaigns.id);
    },

    async featured(): Promise<CampaignCard[]> {
      return cards()
        .where(and(eq(s.campaigns.status, 'published'), eq(s.campaigns.featured, true)))
        .orderBy(s.campaigns.sort, s.campaigns.id)
        .limit(6);
    },

    async campaign(slugOrId: string): Promise<CampaignDetail | null> {
      const byId = /^\d{1,9}$/.test(slugOrId);
      const [row] = await db
        .select({
          ...cardColumns,
          storyHtml: s.campaigns.storyHtml,
          videoId: s.campaigns.videoId,
          faqs: s.campaigns.faqs,
          endsAt: s.campaigns.endsAt,
          status: s.campaigns.status,
          isMonthlyCause: s.campaigns.isMonthlyCause,
        })
        .from(s.campaigns)
        .innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId))
        .where(and(byId ? eq(s.campaigns.id, Number(slugOrId)) : eq(s.campaigns.slug, slugOrId), inArray(s.campaigns.status, [...PUBLIC_STATUSES])))
        .limit(1);
      if (!row) return null;
      const [products, updates] = await Promise.all([
        db
          .select({
            id: s.campaignProducts.id,
            title: s.campaignProducts.title,
            image: s.campaignProducts.image,
            pricePaise: s.campaignProducts.pricePaise,
            stock: s.campaignProducts.stock,
            collected: s.campaignProducts.collected,
          })
          .from(s.campaignProducts)
          .where(eq(s.campaignProducts.campaignId, row.id))
          .orderBy(s.campaignProducts.sort, s.campaignProducts.id),
        db
          .select({
            id: s.campaignUpdates.id,
            title: s.campaignUpdates.title,
            bodyHtml: s.campaignUpdates.bodyHtml,
            createdAt: s.campaignUpdates.createdAt,
          })
          .from(s.campaignUpdates)
          .where(eq(s.campaignUpdates.campaignId, row.id))
          .orderBy(desc(s.campaignUpdates.createdAt)),
      ]);
      return {
        ...row,
        endsAt: row.endsAt ? row.endsAt.toISOString() : null,
        products,
        updates: updates.map((u) => ({ ...u, createdAt: u.createdAt.toISOString() })),
      };
    },

    async donors(campaignId: number): Promise<DonorLists> {
      const paid = and(eq(s.donations.campaignId, campaignId), eq(s.donations.status, 'paid'));
      const cols = {
        name: s.donations.donorName,
        anonymous: s.donations.anonymous,
        amountPaise: s.donations.amountPaise,
        paidAt: s.donations.paidAt,
      };
      const [recent, top] = await Promise.all([
        db.select(cols).from(s.donations).where(paid).orderBy(desc(s.donations.paidAt), desc(s.donations.id)).limit(DONOR_LIST_LIMIT),
        db.select(cols).from(s.donations).where(paid).orderBy(desc(s.donations.amountPaise), desc(s.donations.id)).limit(DONOR_LIST_LIMIT),
      ]);
      const shape = (r: (typeof recent)[number]) => ({
        name: r.anonymous ? ANONYMOUS : r.name,
        amountPaise: r.amountPaise,
        at: (r.paidAt ?? new Date(0)).toISOString(),
      });
      return { recent: recent.map(shape), top: top.map(shape) };
    },

    async homeStats(now = new Date()): Promise<HomeStats> {
      const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
      const [totals, lastHour, live] = await Promise.all([
        db
          .select({
            raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}), 0)::bigint`,
            donors: sql<number>`coalesce(sum(${s.campaigns.backers}), 0)::bigint`,
          })
          .from(s.campaigns),
        db
          .select({ sum: sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint` })
          .from(s.donations)
          .where(and(eq(s.donations.status, 'paid'), gt(s.donations.paidAt, hourAgo))),
        db
          .select({
            name: s.donations.donorName,
            anonymous: s.donations.anonymous,
            amountPaise: s.donations.amountPaise,
            paidAt: s.donations.paidAt,
            campaignTitle: s.campaigns.title,
            campaignSlug: s.campaigns.slug,
          })
          .from(s.donations)
          .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
          // Only gifts to public campaigns: a draft's title must not reach the home page.
          .where(and(eq(s.donations.status, 'paid'), inArray(s.campaigns.status, [...PUBLIC_STATUSES])))
          .orderBy(desc(s.donations.paidAt), desc(s.donations.id))
          .limit(12),
      ]);
      return {
        totalRaisedPaise: Number(totals[0]?.raised ?? 0),
        totalDonors: Number(totals[0]?.donors ?? 0),
        lastHourPaise: Number(lastHour[0]?.sum ?? 0),
        live: live.map((d) => ({
          name: d.anonymous ? ANONYMOUS : d.name,
          amountPaise: d.amountPaise,
          campaignTitle: d.campaignTitle,
          campaignSlug: d.campaignSlug,
          at: (d.paidAt ?? new Date(0)).toISOString(),
        })),
      };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
