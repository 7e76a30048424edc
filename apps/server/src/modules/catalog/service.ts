// Campaigns, categories, donor lists and the home page's live figures. A campaign's raised,
// backers and collected counts move in a payment's transaction through figures.ts, which giving
// calls; this module writes the rest of a campaign (today: the draft an approved application makes).
import { randomBytes } from 'node:crypto';
import {
  type CampaignCard,
  type CampaignDetail,
  type Category,
  inContentLanguage,
  type Language,
  newest,
  type ShareCardFigures,
  type SitemapEntry,
} from '@sahyog/core';
import type { CatalogApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { GivingService } from '../giving/index.ts';

const cardColumns = {
  id: s.campaigns.id,
  slug: s.campaigns.slug,
  title: s.campaigns.title,
  summary: s.campaigns.summary,
  image: s.campaigns.image,
  categoryId: s.campaigns.categoryId,
  categoryName: s.categories.name,
  categoryNameHi: s.categories.nameHi,
  raisedPaise: s.campaigns.raisedPaise,
  goalPaise: s.campaigns.goalPaise,
  backers: s.campaigns.backers,
  titleHi: s.campaigns.titleHi,
  summaryHi: s.campaigns.summaryHi,
};

type CardRow = CampaignCard & { titleHi: string | null; summaryHi: string | null; categoryNameHi: string | null };

/** A category's name in the page's language: its Hindi on a Hindi page when staff wrote one. */
function categoryIn(name: string, nameHi: string | null): { name: string; shownIn?: Language } {
  return inContentLanguage({ name }, { name: nameHi });
}

/** A card in the page's language (decision 0040, issue 23): its Hindi on a Hindi page when it has one. */
function card<R extends CardRow>({ titleHi, summaryHi, categoryNameHi, ...c }: R): Omit<R, 'titleHi' | 'summaryHi' | 'categoryNameHi'> {
  const category = categoryIn(c.categoryName, categoryNameHi);
  return {
    ...c,
    categoryName: category.name,
    ...(category.shownIn ? { categoryShownIn: category.shownIn } : {}),
    ...inContentLanguage({ title: c.title, summary: c.summary }, { title: titleHi, summary: summaryHi }),
  };
}

/** A campaign's question in the page's language (its Hindi when both halves have one). */
function faqIn(f: { question: string; answer: string; questionHi?: string; answerHi?: string }) {
  return inContentLanguage({ question: f.question, answer: f.answer }, { question: f.questionHi, answer: f.answerHi });
}

const PUBLIC_STATUSES = ['published', 'closed'] as const;

/** Taking donations now: published and not past its end date. */
const open = () => and(eq(s.campaigns.status, 'published'), or(isNull(s.campaigns.endsAt), gt(s.campaigns.endsAt, sql`now()`)));

/** Campaigners' campaigns list after the foundation's own until staff place them (sort ascending). */
const CAMPAIGNER_SORT = 1000;

/** ₹1,00,000: a draft's goal until the campaigner sets the real one. */
const DRAFT_GOAL_PAISE = 1_00_000_00;

/** Serialises demo imports: two processes starting on one empty database import it once. */
export const DEMO_LOCK_KEY = 72_460_501;

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The demo catalogue (apps/server/src/seed), with the ids its campaigns' links and gifts use. */
export interface DemoCatalog {
  categories: Pick<Row<typeof s.categories>, 'id' | 'name' | 'nameHi' | 'slug' | 'image' | 'sort'>[];
  campaigns: (Pick<
    Row<typeof s.campaigns>,
    | 'slug'
    | 'title'
    | 'summary'
    | 'categoryId'
    | 'image'
    | 'goalPaise'
    | 'storyHtml'
    | 'titleHi'
    | 'summaryHi'
    | 'storyHtmlHi'
    | 'videoId'
    | 'faqs'
    | 'status'
    | 'isMonthlyCause'
    | 'featured'
    | 'sort'
    | 'endsAt'
    | 'createdAt'
    | 'ownerId'
  > & { id: number })[];
  products: Pick<Row<typeof s.campaignProducts>, 'campaignId' | 'title' | 'titleHi' | 'image' | 'pricePaise' | 'stock' | 'collected' | 'sort'>[];
  updates: Pick<Row<typeof s.campaignUpdates>, 'campaignId' | 'title' | 'bodyHtml' | 'titleHi' | 'bodyHtmlHi' | 'createdAt' | 'outsideHosts'>[];
}

export function catalogService(db: Db, giving: Pick<GivingService, 'donorLists' | 'homeStats'>) {
  let spendingFigures = async (_campaignId: number) => ({ spentPaise: 0, foundationAddedPaise: 0 });
  const cards = () => db.select(cardColumns).from(s.campaigns).innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId));

  /**
   * The campaign page's three reads, by slug or by id, prepared once: building them per render
   * (drizzle walks its query objects) was ~7 % of a cache miss's CPU.
   */
  function detailStatements(by: 'slug' | 'id') {
    const match = by === 'id' ? eq(s.campaigns.id, sql.placeholder('key')) : eq(s.campaigns.slug, sql.placeholder('key'));
    const campaignId =
      by === 'id' ? sql`${sql.placeholder('key')}` : sql`(select ${s.campaigns.id} from ${s.campaigns} where ${s.campaigns.slug} = ${sql.placeholder('key')})`;
    return {
      campaign: db
        .select({
          ...cardColumns,
          imageWebp: s.campaigns.imageWebp,
          gallery: s.campaigns.gallery,
          storyHtml: s.campaigns.storyHtml,
          storyHtmlHi: s.campaigns.storyHtmlHi,
          videoId: s.campaigns.videoId,
          faqs: s.campaigns.faqs,
          endsAt: s.campaigns.endsAt,
          status: s.campaigns.status,
          isMonthlyCause: s.campaigns.isMonthlyCause,
        })
        .from(s.campaigns)
        .innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId))
        .where(and(match, inArray(s.campaigns.status, [...PUBLIC_STATUSES])))
        .limit(1)
        .prepare(`campaign_detail_by_${by}`),
      products: db
        .select({
          id: s.campaignProducts.id,
          title: s.campaignProducts.title,
          titleHi: s.campaignProducts.titleHi,
          image: s.campaignProducts.image,
          pricePaise: s.campaignProducts.pricePaise,
          stock: s.campaignProducts.stock,
          collected: s.campaignProducts.collected,
        })
        .from(s.campaignProducts)
        .where(eq(s.campaignProducts.campaignId, campaignId))
        .orderBy(s.campaignProducts.sort, s.campaignProducts.id)
        .prepare(`campaign_products_by_${by}`),
      updates: db
        .select({
          id: s.campaignUpdates.id,
          title: s.campaignUpdates.title,
          bodyHtml: s.campaignUpdates.bodyHtml,
          titleHi: s.campaignUpdates.titleHi,
          bodyHtmlHi: s.campaignUpdates.bodyHtmlHi,
          createdAt: s.campaignUpdates.createdAt,
          outsideHosts: s.campaignUpdates.outsideHosts,
          paymentDetails: s.campaignUpdates.paymentDetails,
        })
        .from(s.campaignUpdates)
        // Only what staff let through (or a trusted campaign posted) is on the page.
        .where(and(eq(s.campaignUpdates.campaignId, campaignId), eq(s.campaignUpdates.status, 'published')))
        .orderBy(desc(s.campaignUpdates.createdAt))
        .prepare(`campaign_updates_by_${by}`),
    };
  }
  const detailBySlug = detailStatements('slug');
  // The home page's reads, prepared once as well.
  const categoryList = db
    .select({ id: s.categories.id, name: s.categories.name, nameHi: s.categories.nameHi, slug: s.categories.slug, image: s.categories.image })
    .from(s.categories)
    .orderBy(s.categories.sort, s.categories.id)
    .prepare('catalog_categories');
  const featuredList = cards()
    .where(and(open(), eq(s.campaigns.featured, true)))
    .orderBy(s.campaigns.sort, s.campaigns.id)
    .limit(6)
    .prepare('catalog_featured');
  const homeListStatement = (inCategory: boolean) =>
    db
      .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
      .from(s.campaigns)
      .innerJoin(s.categories, eq(s.categories.id, s.campaigns.categoryId))
      .where(and(open(), inCategory ? eq(s.campaigns.categoryId, sql.placeholder('categoryId')) : undefined))
      .orderBy(desc(s.campaigns.featured), s.campaigns.sort, s.campaigns.id)
      .limit(sql.placeholder('limit'))
      .prepare(inCategory ? 'catalog_home_list_of' : 'catalog_home_list');
  const homeListOf = homeListStatement(true);
  const homeListAll = homeListStatement(false);
  const detailById = detailStatements('id');

  const reads = {
    categories: async (): Promise<Category[]> => (await categoryList.execute()).map(({ nameHi, ...c }) => ({ ...c, ...categoryIn(c.name, nameHi) })),

    async homeCampaigns(categoryId?: number): Promise<CampaignCard[]> {
      const where = and(open(), categoryId ? eq(s.campaigns.categoryId, categoryId) : undefined);
      const rows = await cards().where(where).orderBy(desc(s.campaigns.featured), s.campaigns.sort, s.campaigns.id).limit(24);
      return rows.map(card);
    },

    /**
     * The home page's first cards and how many there are in all, in one query: it used to fetch
     * 24 cards to show 6, and its "See all N" stopped counting at 24.
     */
    async homeList(categoryId: number | undefined, limit: number): Promise<{ cards: CampaignCard[]; total: number }> {
      const rows = await (categoryId ? homeListOf.execute({ categoryId, limit }) : homeListAll.execute({ limit }));
      return { cards: rows.map(({ total: _total, ...c }) => card(c)), total: rows[0]?.total ?? 0 };
    },

    async monthlyCauses(): Promise<CampaignCard[]> {
      const rows = await cards()
        .where(and(eq(s.campaigns.status, 'published'), eq(s.campaigns.isMonthlyCause, true)))
        .orderBy(s.campaigns.sort, s.campaigns.id);
      return rows.map(card);
    },

    featured: async (): Promise<CampaignCard[]> => (await featuredList.execute()).map(card),

    async campaign(slugOrId: string): Promise<CampaignDetail | null> {
      const byId = /^\d{1,9}$/.test(slugOrId);
      const q = byId ? detailById : detailBySlug;
      const key = { key: byId ? Number(slugOrId) : slugOrId };
      // One round trip: the products and updates are looked up by the same slug or id, beside
      // the campaign, and dropped if the campaign is not public (a cache miss waits on this).
      const [[row], products, updates] = await Promise.all([q.campaign.execute(key), q.products.execute(key), q.updates.execute(key)]);
      if (!row) return null;
      const { titleHi, summaryHi, storyHtmlHi, categoryNameHi, ...english } = row;
      // The page's words in its language: the Hindi version when it is whole, else the English.
      const words = inContentLanguage(
        { title: english.title, summary: english.summary, storyHtml: english.storyHtml },
        { title: titleHi, summary: summaryHi, storyHtml: storyHtmlHi },
      );
      const category = categoryIn(english.categoryName, categoryNameHi);
      const spent = await spendingFigures(row.id);
      return {
        ...english,
        ...words,
        ...spent,
        categoryName: category.name,
        ...(category.shownIn ? { categoryShownIn: category.shownIn } : {}),
        // Each question and update on its own: one with Hindi shows it, one without is English (lang="en").
        faqs: english.faqs.map(faqIn),
        // Past its end date a campaign is closed, whatever its status says: no job has to run.
        status: row.status === 'published' && row.endsAt && row.endsAt.getTime() < Date.now() ? 'closed' : row.status,
        endsAt: row.endsAt ? row.endsAt.toISOString() : null,
        // Each item on its own too (issue 39): the campaign page's steppers and the checkout name it.
        products: products.map(({ titleHi: pTitleHi, ...p }) => ({ ...p, ...inContentLanguage({ title: p.title }, { title: pTitleHi }) })),
        updates: updates.map(({ titleHi: uTitleHi, bodyHtmlHi, ...u }) => ({
          ...u,
          ...inContentLanguage({ title: u.title, bodyHtml: u.bodyHtml }, { title: uTitleHi, bodyHtml: bodyHtmlHi }),
          createdAt: u.createdAt.toISOString(),
        })),
      };
    },

    /**
     * What the share image shows, for a campaign whose page is public (never a draft): in the
     * current language the title its page shows (the Hindi one only when the Hindi is whole).
     */
    async shareCard(slug: string): Promise<ShareCardFigures | null> {
      const [row] = await db
        .select({
          slug: s.campaigns.slug,
          title: s.campaigns.title,
          summary: s.campaigns.summary,
          storyHtml: s.campaigns.storyHtml,
          titleHi: s.campaigns.titleHi,
          summaryHi: s.campaigns.summaryHi,
          storyHtmlHi: s.campaigns.storyHtmlHi,
          image: s.campaigns.image,
          raisedPaise: s.campaigns.raisedPaise,
          goalPaise: s.campaigns.goalPaise,
        })
        .from(s.campaigns)
        .where(and(eq(s.campaigns.slug, slug), inArray(s.campaigns.status, [...PUBLIC_STATUSES])))
        .limit(1);
      if (!row) return null;
      const { title } = inContentLanguage(
        { title: row.title, summary: row.summary, storyHtml: row.storyHtml },
        { title: row.titleHi, summary: row.summaryHi, storyHtml: row.storyHtmlHi },
      );
      return { slug: row.slug, title, image: row.image, raisedPaise: row.raisedPaise, goalPaise: row.goalPaise };
    },

    // Donor lists and live figures are donations: the giving module owns and reads them.
    donors: (campaign: number | string) => giving.donorLists(campaign),
    homeStats: () => giving.homeStats(),
  } satisfies CatalogApi;

  return {
    ...reads,
    /**
     * Where the campaign's spending figures come from: the spending module, which depends on this
     * one, hands its reader over at start (zero until it does).
     */
    useSpendingFigures(fn: (campaignId: number) => Promise<{ spentPaise: number; foundationAddedPaise: number }>) {
      spendingFigures = fn;
    },
    /** The sitemap's campaign pages: every published campaign, its payments and the list of them, with when each last changed. */
    async sitemap(): Promise<SitemapEntry[]> {
      // No edit time is kept on a campaign: it changed when it was published or posted an update.
      const lastUpdate = sql<Date | null>`(select max(${s.campaignUpdates.createdAt}) from ${s.campaignUpdates} where ${s.campaignUpdates.campaignId} = ${s.campaigns.id})`;
      const rows = await db
        .select({
          slug: s.campaigns.slug,
          updatedAt: sql<Date>`greatest(${s.campaigns.publishedAt}, ${lastUpdate}, ${s.campaigns.createdAt})`.mapWith(s.campaigns.createdAt),
        })
        .from(s.campaigns)
        .where(eq(s.campaigns.status, 'published'))
        .orderBy(s.campaigns.sort, s.campaigns.id);
      return [
        { path: '/explore-campaigns', lastmod: newest(rows.map((r) => r.updatedAt)) },
        ...rows.flatMap((r) => [
          { path: `/campaigns/${r.slug}`, lastmod: r.updatedAt },
          // Where its money went, every payment (issue 26).
          { path: `/campaigns/${r.slug}/spending`, lastmod: r.updatedAt },
        ]),
      ];
    },

    /**
     * A draft for an approved campaigner: invisible to donors (drafts are never listed, and
     * orders refuse them) until staff publish it. The goal is a placeholder the campaigner sets.
     */
    async createDraft(input: { ownerId: number; categoryId: number; title: string }): Promise<{ id: number; slug: string }> {
      // A draft's address is never shown (drafts are not public); publishing gives the real one
      // from the title as it is then.
      const slug = `draft-${randomBytes(6).toString('hex')}`;
      const [row] = await db
        .insert(s.campaigns)
        .values({
          slug,
          title: input.title,
          categoryId: input.categoryId,
          ownerId: input.ownerId,
          publishedAt: null,
          image: '',
          goalPaise: DRAFT_GOAL_PAISE,
          status: 'draft',
          sort: CAMPAIGNER_SORT,
        })
        .returning({ id: s.campaigns.id, slug: s.campaigns.slug });
      if (!row) throw new Error('draft insert returned nothing');
      return row;
    },

    /** A campaign by slug or id with its owner and figure, for spending's checks (any state). */
    async campaignForSpending(
      slugOrId: string,
    ): Promise<{ id: number; slug: string; title: string; titleHi: string | null; ownerId: number | null; status: string; raisedPaise: number } | null> {
      const byId = /^\d{1,9}$/.test(slugOrId);
      const c = s.campaigns;
      const [row] = await db
        .select({ id: c.id, slug: c.slug, title: c.title, titleHi: c.titleHi, ownerId: c.ownerId, status: c.status, raisedPaise: c.raisedPaise })
        .from(c)
        .where(byId ? eq(c.id, Number(slugOrId)) : eq(c.slug, slugOrId))
        .limit(1);
      return row ?? null;
    },

    /**
     * A campaign's raised figure, share-locked in the caller's transaction: no refund can lower it
     * before that transaction ends (spending's rule that nothing is spent that was not raised).
     */
    async raisedLocked(tx: Parameters<Parameters<Db['transaction']>[0]>[0], id: number): Promise<number> {
      const [row] = await tx.select({ raised: s.campaigns.raisedPaise }).from(s.campaigns).where(eq(s.campaigns.id, id)).for('share');
      return row?.raised ?? 0;
    },

    /** A campaign's address and state by id, for another module showing a link to it (an application's campaign). */
    async campaignRef(id: number): Promise<{ id: number; slug: string; status: 'draft' | 'published' | 'closed' } | null> {
      const [c] = await db.select({ id: s.campaigns.id, slug: s.campaigns.slug, status: s.campaigns.status }).from(s.campaigns).where(eq(s.campaigns.id, id));
      return c ?? null;
    },

    /**
     * Fills an empty catalogue with the demo one, in one transaction; answers false, writing
     * nothing, when there are categories already (a seeded or a real site). Concurrent imports
     * wait on one lock, so only the first writes. Campaigns keep their given ids (the monthly
     * causes' are the spec's), and new campaigns continue after the highest.
     */
    async importDemo(demo: DemoCatalog): Promise<boolean> {
      return db.transaction(async (tx) => {
        await tx.execute(sql`select pg_advisory_xact_lock(${DEMO_LOCK_KEY})`);
        const [any] = await tx.select({ id: s.categories.id }).from(s.categories).limit(1);
        if (any) return false;
        if (demo.categories.length > 0) await tx.insert(s.categories).values(demo.categories);
        if (demo.campaigns.length > 0) {
          await tx.insert(s.campaigns).values(demo.campaigns);
          await tx.execute(sql`select setval(pg_get_serial_sequence('campaigns', 'id'), (select max(id) from campaigns))`);
        }
        if (demo.products.length > 0) await tx.insert(s.campaignProducts).values(demo.products);
        if (demo.updates.length > 0) await tx.insert(s.campaignUpdates).values(demo.updates);
        return true;
      });
    },

    /** Every campaign's raised money summed, and how many campaigns there are (the console's summary). */
    async totals(): Promise<{ raisedPaise: number; campaigns: number }> {
      const [t] = await db
        .select({ raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}),0)::bigint`, campaigns: sql<number>`count(*)::int` })
        .from(s.campaigns);
      return { raisedPaise: Number(t?.raised ?? 0), campaigns: Number(t?.campaigns ?? 0) };
    },
  };
}

export type CatalogService = ReturnType<typeof catalogService>;
