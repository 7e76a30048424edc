// Every public read endpoint of the JSON API, as a client sees it.
import type { BlogPost, BlogSummary, CampaignCard, CampaignDetail, Category, DonorLists, HomeStats, Page, Settings, Slider } from '@sahyog/core';
import { CATEGORIES, DONOR_LIST_LIMIT, MONTHLY_CAUSES } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq, inArray } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, getApp, getData, getJson } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';

const SPEC_CATEGORY_IDS = [5, 7, 6, 10, 15, 12, 8, 9, 11, 14, 16, 13];
const SPEC_BLOG_SLUGS = ['financial-support-for-treatment', 'change-childs-future', 'rath-yatra-kindness', 'medical-fundraising'];

const isDescending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) >= x);

beforeAll(async () => {
  await getApp();
});

describe('GET /api/v1/categories', () => {
  it('lists the twelve categories with the spec ids, in the spec order', async () => {
    const data = await getData<Category[]>('/api/v1/categories');
    expect(data.map((c) => c.id)).toEqual(SPEC_CATEGORY_IDS);
    for (const c of data) {
      expect(c.name).toBe(CATEGORIES.find((k) => k.id === c.id)?.name);
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.image).toMatch(/^\/media\//);
    }
  });
});

describe('GET /api/v1/home-campaigns', () => {
  it('answers the { success, message, data } envelope with integer money fields', async () => {
    const res = await getJson<Envelope<CampaignCard[]>>('/api/v1/home-campaigns');
    expect(res.status).toBe(200);
    expect(res.contentType).toContain('application/json');
    expect(res.body.success).toBe(true);
    expect(typeof res.body.message).toBe('string');
    expect(Array.isArray(res.body.data)).toBe(true);
    expect(res.body.data.length).toBeGreaterThan(0);
    for (const c of res.body.data) {
      for (const key of ['id', 'raisedPaise', 'goalPaise', 'backers', 'categoryId'] as const) {
        expect(Number.isInteger(c[key]), `${c.slug}.${key} = ${String(c[key])}`).toBe(true);
      }
      expect(c.slug).toMatch(/^[a-z0-9-]+$/);
      expect(c.title.length).toBeGreaterThan(0);
      expect(c.goalPaise).toBeGreaterThan(0);
      expect(c.raisedPaise).toBeGreaterThanOrEqual(0);
    }
  });

  it('lists only published campaigns', async () => {
    const data = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    const db = await getDb();
    const rows = await db
      .select({ id: s.campaigns.id, status: s.campaigns.status })
      .from(s.campaigns)
      .where(
        inArray(
          s.campaigns.id,
          data.map((c) => c.id),
        ),
      );
    expect(rows).toHaveLength(data.length);
    for (const r of rows) expect(r.status, `campaign ${r.id}`).toBe('published');
  });

  it('filters by category', async () => {
    const data = await getData<CampaignCard[]>('/api/v1/home-campaigns?categoryId=7');
    expect(data.length).toBeGreaterThan(0);
    for (const c of data) expect(c.categoryId).toBe(7);

    const db = await getDb();
    const published = await db
      .select({ id: s.campaigns.id })
      .from(s.campaigns)
      .where(and(eq(s.campaigns.status, 'published'), eq(s.campaigns.categoryId, 7)));
    expect(data.map((c) => c.id).sort()).toEqual(published.map((r) => r.id).sort());
  });

  it('answers an empty list for a category with no campaigns', async () => {
    const data = await getData<CampaignCard[]>('/api/v1/home-campaigns?categoryId=2147483647');
    expect(data).toEqual([]);
  });
});

describe('GET /api/v1/campaigns/:slugOrId', () => {
  it('gives the same campaign by slug and by id', async () => {
    const [first] = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    if (!first) throw new Error('no campaigns');
    const bySlug = await getData<CampaignDetail>(`/api/v1/campaigns/${first.slug}`);
    const byId = await getData<CampaignDetail>(`/api/v1/campaigns/${first.id}`);
    expect(byId).toEqual(bySlug);
    expect(bySlug.id).toBe(first.id);
    expect(bySlug.slug).toBe(first.slug);
    expect(bySlug.raisedPaise).toBe(first.raisedPaise);
    expect(bySlug.status).toBe('published');
  });

  it('carries the story, products, FAQs and updates of the campaign', async () => {
    const db = await getDb();
    const [withProducts] = await db
      .select({ campaignId: s.campaignProducts.campaignId })
      .from(s.campaignProducts)
      .innerJoin(s.campaigns, eq(s.campaigns.id, s.campaignProducts.campaignId))
      .where(eq(s.campaigns.status, 'published'))
      .limit(1);
    if (!withProducts) throw new Error('seed has no products');
    const c = await getData<CampaignDetail>(`/api/v1/campaigns/${withProducts.campaignId}`);
    expect(c.storyHtml.length).toBeGreaterThan(0);
    expect(c.products.length).toBeGreaterThan(0);
    for (const p of c.products) {
      expect(Number.isInteger(p.pricePaise) && p.pricePaise > 0).toBe(true);
      expect(p.collected).toBeLessThanOrEqual(p.stock);
    }
    expect(Array.isArray(c.faqs)).toBe(true);
    const updateTimes = c.updates.map((u) => Date.parse(u.createdAt));
    expect(isDescending(updateTimes)).toBe(true);
  });
});

describe('GET /api/v1/campaigns/:slugOrId/donors', () => {
  let campaign: { id: number; slug: string };
  const pendingAmount = 9_87_65_432_10;
  const failedAmount = 9_87_65_432_20;
  const refundedAmount = 9_87_65_432_30;

  beforeAll(async () => {
    const db = await getDb();
    // The seeded campaign with the most paid donations, so both lists are full.
    const [busiest] = await db
      .select({ id: s.campaigns.id, slug: s.campaigns.slug, paid: s.campaigns.backers })
      .from(s.campaigns)
      .where(eq(s.campaigns.status, 'published'))
      .orderBy(desc(s.campaigns.backers))
      .limit(1);
    if (!busiest) throw new Error('no campaigns');
    campaign = busiest;
    // Unpaid rows that would top both lists if they leaked into them.
    const now = new Date();
    await createDonation({ campaignId: campaign.id, status: 'pending', amountPaise: pendingAmount, donorName: 'Pending Person', createdAt: now });
    await createDonation({ campaignId: campaign.id, status: 'failed', amountPaise: failedAmount, donorName: 'Failed Person', paidAt: now });
    await createDonation({ campaignId: campaign.id, status: 'refunded', amountPaise: refundedAmount, donorName: 'Refunded Person', paidAt: now });
  });

  it('lists recent donors newest first and top donors largest first, at most ten each', async () => {
    const data = await getData<DonorLists>(`/api/v1/campaigns/${campaign.slug}/donors`);
    expect(data.recent).toHaveLength(DONOR_LIST_LIMIT);
    expect(data.top).toHaveLength(DONOR_LIST_LIMIT);
    expect(isDescending(data.recent.map((d) => Date.parse(d.at)))).toBe(true);
    expect(isDescending(data.top.map((d) => d.amountPaise))).toBe(true);
  });

  it('matches the paid donations in the database and nothing else', async () => {
    const data = await getData<DonorLists>(`/api/v1/campaigns/${campaign.id}/donors`);
    const db = await getDb();
    const paid = and(eq(s.donations.campaignId, campaign.id), eq(s.donations.status, 'paid'));
    const top = await db
      .select({ amountPaise: s.donations.amountPaise })
      .from(s.donations)
      .where(paid)
      .orderBy(desc(s.donations.amountPaise))
      .limit(DONOR_LIST_LIMIT);
    const recent = await db.select({ paidAt: s.donations.paidAt }).from(s.donations).where(paid).orderBy(desc(s.donations.paidAt)).limit(DONOR_LIST_LIMIT);
    expect(data.top.map((d) => d.amountPaise)).toEqual(top.map((r) => r.amountPaise));
    expect(data.recent.map((d) => d.at)).toEqual(recent.map((r) => r.paidAt?.toISOString()));

    const all = [...data.recent, ...data.top];
    for (const amount of [pendingAmount, failedAmount, refundedAmount]) {
      expect(all.some((d) => d.amountPaise === amount)).toBe(false);
    }
    for (const name of ['Pending Person', 'Failed Person', 'Refunded Person']) {
      expect(all.some((d) => d.name === name)).toBe(false);
    }
  });

  it('hides the name of anonymous donors and never shows contact details', async () => {
    const c = await createCampaign();
    const secretName = `Secret ${unique('donor')}`;
    await createDonation({ campaignId: c.id, anonymous: true, donorName: secretName, donorEmail: 'secret.person@example.test', amountPaise: 1_000_00 });
    await createDonation({ campaignId: c.id, donorName: 'Open Donor', amountPaise: 2_000_00 });
    const res = await getJson<Envelope<DonorLists>>(`/api/v1/campaigns/${c.slug}/donors`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(secretName);
    expect(res.text).not.toContain('@example.test');
    expect(res.text).not.toContain('9876543210');
    expect(res.body.data.top.map((d) => [d.name, d.amountPaise])).toEqual([
      ['Open Donor', 2_000_00],
      ['Anonymous donor', 1_000_00],
    ]);
  });

  it('answers empty lists for a campaign nobody has paid yet', async () => {
    const c = await createCampaign();
    await createDonation({ campaignId: c.id, status: 'pending' });
    expect(await getData<DonorLists>(`/api/v1/campaigns/${c.slug}/donors`)).toEqual({ recent: [], top: [] });
  });
});

describe('GET /api/v1/sliders', () => {
  it('gives the three home slides, also by default', async () => {
    const home = await getData<Slider[]>('/api/v1/sliders?page=home');
    expect(home).toHaveLength(3);
    for (const sl of home) expect(sl.page).toBe('home');
    expect(await getData<Slider[]>('/api/v1/sliders')).toEqual(home);
  });

  it('gives the slides of another page only', async () => {
    const monthly = await getData<Slider[]>('/api/v1/sliders?page=monthly');
    expect(monthly.length).toBeGreaterThan(0);
    for (const sl of monthly) expect(sl.page).toBe('monthly');
    expect(await getData<Slider[]>('/api/v1/sliders?page=no-such-page')).toEqual([]);
  });
});

describe('GET /api/v1/blogs', () => {
  it('lists the four spec posts, newest first', async () => {
    const data = await getData<BlogSummary[]>('/api/v1/blogs');
    expect(data.map((b) => b.slug).sort()).toEqual([...SPEC_BLOG_SLUGS].sort());
    expect(isDescending(data.map((b) => Date.parse(b.publishedAt)))).toBe(true);
  });

  it('gives each post in full by its slug', async () => {
    const list = await getData<BlogSummary[]>('/api/v1/blogs');
    for (const summary of list) {
      const post = await getData<BlogPost>(`/api/v1/blogs/${summary.slug}`);
      expect(post).toMatchObject(summary);
      expect(post.bodyHtml.length).toBeGreaterThan(100);
      expect(post.author.length).toBeGreaterThan(0);
    }
  });
});

describe('GET /api/v1/settings', () => {
  it('gives the public settings, with the WhatsApp number as a digit string', async () => {
    const data = await getData<Settings>('/api/v1/settings');
    expect(data.foundationName.length).toBeGreaterThan(0);
    expect(typeof data.whatsapp).toBe('string');
    expect(data.whatsapp).toMatch(/^\d{10,15}$/);
    expect(data.reg80G.length).toBeGreaterThan(0);
    expect(data.upiId).toContain('@');
    for (const link of Object.values(data.social)) expect(link).toMatch(/^https:\/\//);
  });
});

describe('GET /api/v1/monthly-causes', () => {
  it('gives the five spec causes', async () => {
    const data = await getData<CampaignCard[]>('/api/v1/monthly-causes');
    expect(data.map((c) => c.id).sort()).toEqual(MONTHLY_CAUSES.map((c) => c.id).sort());
    for (const c of data) expect(Number.isInteger(c.raisedPaise)).toBe(true);
  });
});

describe('GET /api/v1/home-stats', () => {
  it('gives integer totals and the latest paid donations, newest first', async () => {
    const data = await getData<HomeStats>('/api/v1/home-stats');
    expect(Number.isInteger(data.totalRaisedPaise) && data.totalRaisedPaise > 0).toBe(true);
    expect(Number.isInteger(data.totalDonors) && data.totalDonors > 0).toBe(true);
    expect(Number.isInteger(data.lastHourPaise)).toBe(true);
    expect(data.live.length).toBeGreaterThan(0);
    expect(data.live.length).toBeLessThanOrEqual(12);
    expect(isDescending(data.live.map((d) => Date.parse(d.at)))).toBe(true);
    for (const d of data.live) {
      expect(d.campaignSlug).toMatch(/^[a-z0-9-]+$/);
      expect(Number.isInteger(d.amountPaise) && d.amountPaise > 0).toBe(true);
    }
  });
});

describe('GET /api/v1/pages/:slug', () => {
  it('gives the privacy policy, which says nothing is collected from children under 18', async () => {
    const data = await getData<Page>('/api/v1/pages/privacy-policy');
    expect(data.slug).toBe('privacy-policy');
    expect(data.title).toBe('Privacy Policy');
    expect(data.bodyHtml).toContain('children under 18');
  });

  it.each(['refund-and-cancellation-policy', 'return-policy', 'terms-conditions'])('gives %s', async (slug) => {
    const data = await getData<Page>(`/api/v1/pages/${slug}`);
    expect(data.slug).toBe(slug);
    expect(data.bodyHtml.length).toBeGreaterThan(0);
  });
});

describe('team, testimonials and featured-in logos', () => {
  it('lists the two founders', async () => {
    const team = await getData<{ name: string; role: string; mobile: string }[]>('/api/v1/team');
    expect(team).toHaveLength(2);
    for (const m of team) expect(m.mobile).toMatch(/^\d{10}$/);
  });

  it('lists testimonials and logos', async () => {
    expect((await getData<unknown[]>('/api/v1/testimonials')).length).toBeGreaterThan(0);
    expect((await getData<unknown[]>('/api/v1/featured-logos')).length).toBeGreaterThan(0);
  });
});
