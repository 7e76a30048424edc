// What donations add up to: donor lists, the home page's live figures, a donor's history and
// impact, the dashboard's sums. Read-only; donations are written by ledger.ts alone, when
// payments says an order was paid or refunded.
import {
  ANONYMOUS_DONOR,
  DASHBOARD_DAYS,
  type DashboardFigures,
  DONOR_LIST_LIMIT,
  type DonorLists,
  financialYear,
  financialYearBounds,
  type HomeStats,
  type Impact,
  type IncomeRow,
  indiaDay,
  type MyDonation,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, gt, gte, inArray, isNull, lt, sql } from 'drizzle-orm';
import { figuresCache } from './figures-cache.ts';

const PUBLIC_STATUSES = ['published', 'closed'] as const;

export function givingService(db: Db) {
  const dashboardFigures = figuresCache(computeDashboard);
  /** A campaign's donor lists (recent and top), prepared once per kind of key: a cache miss of the campaign page reads them. */
  function donorStatements(by: 'id' | 'slug') {
    const campaignId =
      by === 'id' ? sql`${sql.placeholder('key')}` : sql`(select ${s.campaigns.id} from ${s.campaigns} where ${s.campaigns.slug} = ${sql.placeholder('key')})`;
    const paid = and(eq(s.donations.campaignId, campaignId), eq(s.donations.status, 'paid'));
    const cols = { name: s.donations.donorName, anonymous: s.donations.anonymous, amountPaise: s.donations.amountPaise, paidAt: s.donations.paidAt };
    return {
      recent: db
        .select(cols)
        .from(s.donations)
        .where(paid)
        .orderBy(desc(s.donations.paidAt), desc(s.donations.id))
        .limit(DONOR_LIST_LIMIT)
        .prepare(`donors_recent_by_${by}`),
      top: db
        .select(cols)
        .from(s.donations)
        .where(paid)
        .orderBy(desc(s.donations.amountPaise), desc(s.donations.id))
        .limit(DONOR_LIST_LIMIT)
        .prepare(`donors_top_by_${by}`),
    };
  }
  const donorsById = donorStatements('id');
  // The home page's live figures, prepared once (a cache miss of home reads all three).
  const statTotals = db
    .select({
      raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}), 0)::bigint`,
      donors: sql<number>`coalesce(sum(${s.campaigns.backers}), 0)::bigint`,
    })
    .from(s.campaigns)
    .prepare('stats_totals');
  const statLastHour = db
    .select({ sum: sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint` })
    .from(s.donations)
    .where(and(eq(s.donations.status, 'paid'), gt(s.donations.paidAt, sql.placeholder('since'))))
    .prepare('stats_last_hour');
  const statLive = db
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
    .limit(12)
    .prepare('stats_live');
  const donorsBySlug = donorStatements('slug');

  return {
    /** A donor's donations by the email they gave with (proven by registration or a reset link). */
    /**
     * Each paid gift's place in its campaign's money (spending's "what your gift bought"): its
     * amount and what the campaign's paid gifts before it hold (paid earlier, or at the same moment
     * with a smaller id; a refunded gift holds nothing). Read along donations_recent_idx.
     */
    /**
     * The foundation's income by India month and payment method (the transparency page): paid
     * gifts' campaign money, tips (which pay for running the platform) and the urgent-cause
     * add-on, each summed from the donations themselves.
     */
    async incomeByMonth(): Promise<IncomeRow[]> {
      const d = s.donations;
      const month = sql<string>`to_char(${d.paidAt} at time zone 'Asia/Kolkata', 'YYYY-MM')`;
      const rows = await db
        .select({
          month,
          method: sql<string>`coalesce(${d.method}, 'other')`,
          gifts: sql<number>`count(*)::int`,
          amountPaise: sql<string>`sum(${d.amountPaise})::bigint`,
          tipPaise: sql<string>`sum(${d.tipPaise})::bigint`,
          urgentPaise: sql<string>`sum(${d.urgentPaise})::bigint`,
        })
        .from(d)
        .where(eq(d.status, 'paid'))
        .groupBy(month, sql`coalesce(${d.method}, 'other')`)
        .orderBy(desc(month), sql`coalesce(${d.method}, 'other')`);
      return rows.map((r) => ({ ...r, amountPaise: Number(r.amountPaise), tipPaise: Number(r.tipPaise), urgentPaise: Number(r.urgentPaise) }));
    },

    async poolPositions(donationIds: readonly number[]): Promise<{ id: number; campaignId: number; amountPaise: number; beforePaise: number }[]> {
      if (!donationIds.length) return [];
      const d = s.donations;
      const rows = await db
        .select({
          id: d.id,
          campaignId: d.campaignId,
          amountPaise: d.amountPaise,
          // The outer row by its table's name: drizzle writes a lone table's columns unqualified,
          // which inside the subqueries would name x's own. The days before the gift's own come
          // from donation_pool_days (kept by a trigger); that day's earlier gifts are summed.
          beforePaise: sql<string>`(
            coalesce((select sum(b.paid_paise) from donation_pool_days b
              where b.campaign_id = donations.campaign_id and b.day < (donations.paid_at at time zone 'UTC')::date), 0)
            + coalesce((select sum(x.amount_paise) from donations x
              where x.campaign_id = donations.campaign_id and x.status = 'paid'
                and x.paid_at >= ((donations.paid_at at time zone 'UTC')::date)::timestamp at time zone 'UTC'
                and (x.paid_at, x.id) < (donations.paid_at, donations.id)), 0))::bigint`,
        })
        .from(d)
        .where(and(inArray(d.id, [...donationIds]), eq(d.status, 'paid')));
      return rows.map((r) => ({ ...r, beforePaise: Number(r.beforePaise) }));
    },

    /**
     * The campaign's paid gifts whose money is at least partly spent once `spentPaise` of its pool
     * is (their place in the pool below it), with whom to tell and in which language: one pass
     * along the campaign's paid gifts in pool order.
     */
    async giftsSpentWithin(
      campaignId: number,
      spentPaise: number,
    ): Promise<{ id: number; email: string; name: string; language: string; amountPaise: number; beforePaise: number }[]> {
      const rows = await db.execute(sql`
        select x.id, x.donor_email as email, x.donor_name as name, o.language, x.amount_paise, x.before from (
          select d.id, d.donor_email, d.donor_name, d.order_id, d.amount_paise,
            coalesce(sum(d.amount_paise) over (order by d.paid_at, d.id rows between unbounded preceding and 1 preceding), 0)::bigint as before
          from donations d where d.campaign_id = ${campaignId} and d.status = 'paid'
        ) x left join orders o on o.id = x.order_id
        where x.before < ${spentPaise}
        order by x.before`);
      return (
        rows as unknown as { rows: { id: string; email: string; name: string; language: string | null; amount_paise: string; before: string }[] }
      ).rows.map((r) => ({
        id: Number(r.id),
        email: r.email,
        name: r.name,
        language: r.language ?? 'en',
        amountPaise: Number(r.amount_paise),
        beforePaise: Number(r.before),
      }));
    },

    async forDonor(email: string): Promise<MyDonation[]> {
      const rows = await db
        .select({
          id: s.donations.id,
          reference: s.donations.reference,
          createdAt: s.donations.createdAt,
          amountPaise: s.donations.amountPaise,
          tipPaise: s.donations.tipPaise,
          urgentPaise: s.donations.urgentPaise,
          status: s.donations.status,
          campaignTitle: s.campaigns.title,
          campaignSlug: s.campaigns.slug,
          subscriptionId: s.donations.subscriptionId,
          receiptRequestedAt: s.donations.receiptRequestedAt,
          pan: s.donations.donorPan,
          aadhaar: s.donations.donorAadhaar,
          address: s.donations.donorAddress,
          receiptId: s.receipts.id,
          receiptNumber: s.receipts.number,
          paidAt: s.donations.paidAt,
          method: s.donations.method,
          refundStatus: s.refundRequests.status,
        })
        .from(s.donations)
        .innerJoin(s.campaigns, eq(s.campaigns.id, s.donations.campaignId))
        // The valid receipt only: a corrected one's cancelled predecessor is staff's record.
        .leftJoin(s.receipts, and(eq(s.receipts.donationId, s.donations.id), isNull(s.receipts.cancelledAt)))
        .leftJoin(s.refundRequests, eq(s.refundRequests.donationId, s.donations.id))
        .where(eq(s.donations.donorEmail, email))
        .orderBy(desc(s.donations.createdAt), desc(s.donations.id))
        .limit(500);
      return rows.map(({ receiptRequestedAt, pan, aadhaar, address, receiptId, receiptNumber, paidAt, ...r }) => ({
        ...r,
        paidAt: paidAt?.toISOString() ?? null,
        createdAt: r.createdAt.toISOString(),
        kind: r.subscriptionId ? 'monthly' : 'once',
        receiptRequested: receiptRequestedAt !== null,
        hasPan: Boolean(pan || aadhaar),
        hasAddress: Boolean(address),
        receipt: receiptId && receiptNumber ? { id: receiptId, number: receiptNumber } : null,
      }));
    },

    async impact(email: string): Promise<Impact> {
      const [r] = await db
        .select({
          // What the donor gave: the campaigns' part and the urgent add-on (decision 0060).
          total: sql<number>`coalesce(sum(${s.donations.amountPaise} + ${s.donations.urgentPaise}), 0)::bigint`,
          campaigns: sql<number>`count(distinct ${s.donations.campaignId})::int`,
        })
        .from(s.donations)
        .where(and(eq(s.donations.donorEmail, email), eq(s.donations.status, 'paid')));
      return { totalPaise: Number(r?.total ?? 0), campaigns: Number(r?.campaigns ?? 0) };
    },

    /** The name and mobile of the newest donation made with this email, if any. */
    async latestDonor(email: string): Promise<{ name: string; mobile: string } | undefined> {
      const [d] = await db
        .select({ name: s.donations.donorName, mobile: s.donations.donorMobile })
        .from(s.donations)
        .where(eq(s.donations.donorEmail, email))
        .orderBy(desc(s.donations.createdAt))
        .limit(1);
      return d;
    },

    /** UPI payments a donor reported (a UTR) that staff have not yet matched with the bank. */
    async pendingCount(): Promise<number> {
      const [r] = await db.select({ n: sql<number>`count(*)::int` }).from(s.orders).where(eq(s.orders.status, 'pending'));
      return Number(r?.n ?? 0);
    },

    /** Who gets a campaign's updates by email: its paid donors who ticked "updates" at checkout. */
    /** Each donor who asked for a campaign's updates, by their latest gift (its name and the language it was made in). */
    async updateRecipients(campaignId: number): Promise<{ email: string; name: string; language: string; mobile: string }[]> {
      return db
        .selectDistinctOn([s.donations.donorEmail], {
          email: s.donations.donorEmail,
          name: s.donations.donorName,
          language: s.orders.language,
          mobile: s.orders.donorMobile,
        })
        .from(s.donations)
        .innerJoin(s.orders, eq(s.orders.id, s.donations.orderId))
        .where(and(eq(s.donations.campaignId, campaignId), eq(s.donations.status, 'paid'), eq(s.orders.whatsappUpdates, true)))
        .orderBy(s.donations.donorEmail, desc(s.donations.id));
    },

    /** By id, or by slug (so a page can ask beside the campaign itself, in the same round trip). */
    async donorLists(campaign: number | string): Promise<DonorLists> {
      const q = typeof campaign === 'number' ? donorsById : donorsBySlug;
      const [recent, top] = await Promise.all([q.recent.execute({ key: campaign }), q.top.execute({ key: campaign })]);
      const shape = (r: (typeof recent)[number]) => ({
        name: r.anonymous ? ANONYMOUS_DONOR : r.name,
        amountPaise: r.amountPaise,
        at: (r.paidAt ?? new Date(0)).toISOString(),
      });
      return { recent: recent.map(shape), top: top.map(shape) };
    },

    async homeStats(now = new Date()): Promise<HomeStats> {
      const hourAgo = new Date(now.getTime() - 60 * 60 * 1000);
      const [totals, lastHour, live] = await Promise.all([statTotals.execute(), statLastHour.execute({ since: hourAgo }), statLive.execute()]);
      return {
        totalRaisedPaise: Number(totals[0]?.raised ?? 0),
        totalDonors: Number(totals[0]?.donors ?? 0),
        lastHourPaise: Number(lastHour[0]?.sum ?? 0),
        live: live.map((d) => ({
          name: d.anonymous ? ANONYMOUS_DONOR : d.name,
          amountPaise: d.amountPaise,
          campaignTitle: d.campaignTitle,
          campaignSlug: d.campaignSlug,
          at: (d.paidAt ?? new Date(0)).toISOString(),
        })),
      };
    },

    /**
     * The console's figures: raised (campaign amounts of paid gifts) today, this month and this
     * financial year in IST; distinct donors; each of the last 90 IST days; the top campaigns.
     */
    async dashboard(now = new Date()): Promise<DashboardFigures> {
      // Cached per IST day and process, dropped when the ledger moves (figures-cache.ts).
      return dashboardFigures(indiaDay(now));
    },
  };

  async function computeDashboard(today: string): Promise<DashboardFigures> {
    const now = new Date(`${today}T12:00:00+05:30`);
    const dayStart = new Date(`${today}T00:00:00+05:30`);
    const monthStart = new Date(`${today.slice(0, 8)}01T00:00:00+05:30`);
    const fy = financialYear(now);
    const fyStart = financialYearBounds(fy)?.start ?? monthStart;
    const firstDay = new Date(dayStart.getTime() - (DASHBOARD_DAYS - 1) * 86_400_000);
    const paid = eq(s.donations.status, 'paid');
    // Money given is the campaign's amount and the urgent add-on (the urgent causes fund);
    // the tip is the platform's and is not raised for anyone's cause.
    const given = sql`${s.donations.amountPaise} + ${s.donations.urgentPaise}`;
    // Up to the end of today (IST): the figures of a given day stay what they were.
    const dayEnd = new Date(dayStart.getTime() + 86_400_000);
    const sumSince = (since: Date) =>
      db
        .select({ sum: sql<number>`coalesce(sum(${given}), 0)::bigint` })
        .from(s.donations)
        .where(and(paid, gte(s.donations.paidAt, since), lt(s.donations.paidAt, dayEnd)));
    // The IST calendar day of each gift, by offset (no time-zone database needed).
    const istDay = sql<string>`to_char((${s.donations.paidAt} at time zone 'UTC') + interval '330 minutes', 'YYYY-MM-DD')`;
    const [[t], [m], [y], [all], [campaigns], perDay, top] = await Promise.all([
      sumSince(dayStart),
      sumSince(monthStart),
      sumSince(fyStart),
      db
        .select({
          donors: sql<number>`count(distinct ${s.donations.donorEmail})::int`,
          donations: sql<number>`count(*)::int`,
          urgent: sql<number>`coalesce(sum(${s.donations.urgentPaise}), 0)::bigint`,
        })
        .from(s.donations)
        .where(paid),
      // What the campaigns' own figures say (the ledger keeps them with each donation).
      db.select({ raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}), 0)::bigint` }).from(s.campaigns),
      db
        .select({ day: istDay, sum: sql<number>`sum(${given})::bigint` })
        .from(s.donations)
        .where(and(paid, gte(s.donations.paidAt, firstDay), lt(s.donations.paidAt, dayEnd)))
        .groupBy(istDay),
      db
        .select({ title: s.campaigns.title, slug: s.campaigns.slug, raisedPaise: s.campaigns.raisedPaise, backers: s.campaigns.backers })
        .from(s.campaigns)
        .orderBy(desc(s.campaigns.raisedPaise), desc(s.campaigns.id))
        .limit(5),
    ]);
    const byDay = new Map(perDay.map((r) => [r.day, Number(r.sum)]));
    const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => {
      const day = indiaDay(new Date(firstDay.getTime() + i * 86_400_000 + 12 * 3600_000));
      return { day, paise: byDay.get(day) ?? 0 };
    });
    return {
      todayPaise: Number(t?.sum ?? 0),
      monthPaise: Number(m?.sum ?? 0),
      financialYear: fy,
      yearPaise: Number(y?.sum ?? 0),
      donors: Number(all?.donors ?? 0),
      donations: Number(all?.donations ?? 0),
      campaignsPaise: Number(campaigns?.raised ?? 0),
      urgentPaise: Number(all?.urgent ?? 0),
      totalPaise: Number(campaigns?.raised ?? 0) + Number(all?.urgent ?? 0),
      days,
      top: top.map((c) => ({ ...c, raisedPaise: Number(c.raisedPaise) })),
    };
  }
}

export type GivingService = ReturnType<typeof givingService>;
