// Totals shown to donors come from paid donations only, and always agree with them.
import type { CampaignCard, CampaignDetail, HomeStats } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, gt, inArray, ne, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, getData } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';

const HOUR_MS = 60 * 60 * 1000;

/** raised (sum) and backers (count) of paid donations per campaign, straight from the table. */
async function paidTotals(): Promise<Map<number, { raised: number; backers: number }>> {
  const db = await getDb();
  const rows = await db
    .select({
      campaignId: s.donations.campaignId,
      raised: sql<number>`sum(${s.donations.amountPaise})::bigint`.mapWith(Number),
      backers: sql<number>`count(*)::int`.mapWith(Number),
    })
    .from(s.donations)
    .where(eq(s.donations.status, 'paid'))
    .groupBy(s.donations.campaignId);
  return new Map(rows.map((r) => [r.campaignId, { raised: r.raised, backers: r.backers }]));
}

async function paidSince(since: Date): Promise<number> {
  const db = await getDb();
  const [row] = await db
    .select({ sum: sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint`.mapWith(Number) })
    .from(s.donations)
    .where(and(eq(s.donations.status, 'paid'), gt(s.donations.paidAt, since)));
  return row?.sum ?? 0;
}

beforeAll(async () => {
  await getApp();
});

describe('campaign totals', () => {
  it('every public campaign shows the sum and count of its paid donations', async () => {
    const db = await getDb();
    const totals = await paidTotals();
    const publicCampaigns = await db
      .select({ id: s.campaigns.id })
      .from(s.campaigns)
      .where(inArray(s.campaigns.status, ['published', 'closed']));
    expect(publicCampaigns.length).toBeGreaterThanOrEqual(15);
    let withMoney = 0;
    for (const { id } of publicCampaigns) {
      const c = await getData<CampaignDetail>(`/api/v1/campaigns/${id}`);
      const expected = totals.get(id) ?? { raised: 0, backers: 0 };
      expect({ id, raised: c.raisedPaise, backers: c.backers }).toEqual({ id, ...expected });
      if (expected.raised > 0) withMoney += 1;
    }
    // The check is not vacuous: the demo data has money on most campaigns.
    expect(withMoney).toBeGreaterThan(5);
  });

  it('the home cards agree with the paid donations too', async () => {
    const totals = await paidTotals();
    const cards = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    for (const c of cards) {
      const expected = totals.get(c.id) ?? { raised: 0, backers: 0 };
      expect({ id: c.id, raised: c.raisedPaise, backers: c.backers }).toEqual({ id: c.id, ...expected });
    }
  });

  it('the demo data has unpaid donations, and they are not counted', async () => {
    const db = await getDb();
    const sumOf = sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint`.mapWith(Number);
    const [unpaid] = await db
      .select({ n: sql<number>`count(*)::int`.mapWith(Number), sum: sumOf })
      .from(s.donations)
      .where(ne(s.donations.status, 'paid'));
    const [all] = await db.select({ sum: sumOf }).from(s.donations);
    expect(unpaid?.n).toBeGreaterThan(0);
    expect(unpaid?.sum).toBeGreaterThan(0);
    const stats = await getData<HomeStats>('/api/v1/home-stats');
    expect(stats.totalRaisedPaise).toBe((all?.sum ?? 0) - (unpaid?.sum ?? 0));
  });

  it('a pending or failed donation moves nothing; a paid one moves raised and backers', async () => {
    const c = await createCampaign({ goalPaise: 1_00_000_00 });
    const statsBefore = await getData<HomeStats>('/api/v1/home-stats');

    await createDonation({ campaignId: c.id, status: 'pending', amountPaise: 5_000_00 });
    await createDonation({ campaignId: c.id, status: 'failed', amountPaise: 7_000_00 });
    let detail = await getData<CampaignDetail>(`/api/v1/campaigns/${c.slug}`);
    expect([detail.raisedPaise, detail.backers]).toEqual([0, 0]);
    expect((await getData<HomeStats>('/api/v1/home-stats')).totalRaisedPaise).toBe(statsBefore.totalRaisedPaise);

    await createDonation({ campaignId: c.id, status: 'paid', amountPaise: 3_000_50 });
    detail = await getData<CampaignDetail>(`/api/v1/campaigns/${c.slug}`);
    expect([detail.raisedPaise, detail.backers]).toEqual([3_000_50, 1]);
    const statsAfter = await getData<HomeStats>('/api/v1/home-stats');
    expect(statsAfter.totalRaisedPaise - statsBefore.totalRaisedPaise).toBe(3_000_50);
    expect(statsAfter.totalDonors - statsBefore.totalDonors).toBe(1);
  });
});

describe('GET /api/v1/home-stats', () => {
  it('totalRaisedPaise is the sum over campaigns and over paid donations', async () => {
    const db = await getDb();
    const [campaignSum] = await db
      .select({
        raised: sql<number>`coalesce(sum(${s.campaigns.raisedPaise}), 0)::bigint`.mapWith(Number),
        backers: sql<number>`coalesce(sum(${s.campaigns.backers}), 0)::bigint`.mapWith(Number),
      })
      .from(s.campaigns);
    let paidSum = 0;
    let paidCount = 0;
    for (const t of (await paidTotals()).values()) {
      paidSum += t.raised;
      paidCount += t.backers;
    }
    const stats = await getData<HomeStats>('/api/v1/home-stats');
    expect(stats.totalRaisedPaise).toBe(campaignSum?.raised);
    expect(stats.totalRaisedPaise).toBe(paidSum);
    expect(stats.totalDonors).toBe(campaignSum?.backers);
    expect(stats.totalDonors).toBe(paidCount);
  });

  it('lastHourPaise is the sum of paid donations in the past hour', async () => {
    const t0 = new Date();
    const stats = await getData<HomeStats>('/api/v1/home-stats');
    const t1 = new Date();
    // The window slides while the request runs: the answer lies between the two ends.
    const atMost = await paidSince(new Date(t0.getTime() - HOUR_MS));
    const atLeast = await paidSince(new Date(t1.getTime() - HOUR_MS));
    expect(stats.lastHourPaise).toBeGreaterThanOrEqual(atLeast);
    expect(stats.lastHourPaise).toBeLessThanOrEqual(atMost);
    // The demo data has a burst of gifts in the last 45 minutes.
    expect(stats.lastHourPaise).toBeGreaterThan(0);
  });

  it('lastHourPaise counts a gift paid ten minutes ago, not one paid two hours ago or an unpaid one', async () => {
    const before = await getData<HomeStats>('/api/v1/home-stats');
    const c = await createCampaign();
    const now = Date.now();
    await createDonation({ campaignId: c.id, amountPaise: 1_111_00, paidAt: new Date(now - 10 * 60 * 1000) });
    await createDonation({ campaignId: c.id, amountPaise: 2_222_00, paidAt: new Date(now - 2 * HOUR_MS) });
    await createDonation({ campaignId: c.id, status: 'pending', amountPaise: 4_444_00 });
    await createDonation({ campaignId: c.id, status: 'failed', amountPaise: 8_888_00, paidAt: new Date(now - 60 * 1000) });
    const after = await getData<HomeStats>('/api/v1/home-stats');
    expect(after.lastHourPaise - before.lastHourPaise).toBe(1_111_00);
    expect(after.totalRaisedPaise - before.totalRaisedPaise).toBe(1_111_00 + 2_222_00);
  });

  it('the live strip shows paid donations only', async () => {
    const c = await createCampaign();
    await createDonation({ campaignId: c.id, status: 'pending', donorName: 'Unpaid Strip Person' });
    await createDonation({ campaignId: c.id, status: 'failed', donorName: 'Failed Strip Person', paidAt: new Date() });
    await createDonation({ campaignId: c.id, status: 'paid', donorName: 'Paid Strip Person', amountPaise: 777_00 });
    const stats = await getData<HomeStats>('/api/v1/home-stats');
    expect(stats.live[0]).toMatchObject({ name: 'Paid Strip Person', amountPaise: 777_00, campaignSlug: c.slug });
    expect(stats.live.some((d) => d.name.includes('Unpaid') || d.name.includes('Failed'))).toBe(false);
  });
});
