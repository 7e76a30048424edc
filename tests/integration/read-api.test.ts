// Every public read endpoint of the JSON API, as a client sees it.
//
// Expected values are facts this file writes down by hand (the spec's ids and names, what the
// demo seed is documented to hold) or creates itself with the factories (campaigns and donations
// with known amounts and times); never the answer of a query like the one the service runs.
import type { BlogPost, BlogSummary, CampaignCard, CampaignDetail, Category, DonorLists, HomeStats, Page, Settings, Slider } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Envelope, getApp, getData, getJson, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';

/** Spec §9, "New campaign cause ids", in the spec's order. */
const SPEC_CATEGORIES: [number, string][] = [
  [5, 'Urgent'],
  [7, 'Children'],
  [6, 'Animals'],
  [10, 'Disability'],
  [15, 'Disaster Relief'],
  [12, 'Education'],
  [8, 'Elderly'],
  [9, 'Faith'],
  [11, 'Hunger'],
  [14, 'Medical'],
  [16, 'DIY'],
  [13, 'Women'],
];
/** Spec §9, "Monthly cause ids". */
const SPEC_MONTHLY_CAUSE_IDS = [2745, 2736, 2511, 2506, 2494];
/** The demo seed's campaigns in the Animals category (6): the two animal monthly causes. */
const SEEDED_ANIMAL_SLUGS = ['save-stray-dogs-of-india', 'save-indias-gaumatas'];
/** Ahead of every seeded card in the home grid (featured first, then by sort), so the 24-card limit never hides it. */
const FIRST_IN_GRID = { featured: true, sort: -1_000_000 };
const DONOR_LIST_LIMIT = 10;
const SPEC_BLOG_SLUGS = ['financial-support-for-treatment', 'change-childs-future', 'rath-yatra-kindness', 'medical-fundraising'];

const isDescending = (xs: number[]) => xs.every((x, i) => i === 0 || (xs[i - 1] as number) >= x);

beforeAll(async () => {
  await getApp();
});

describe('GET /api/v1/categories', () => {
  it('lists the twelve categories with the spec ids and names, in the spec order', async () => {
    const data = await getData<Category[]>('/api/v1/categories');
    expect(data.map((c) => [c.id, c.name])).toEqual(SPEC_CATEGORIES);
    for (const c of data) {
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

  it('lists published campaigns, and no draft or closed one', async () => {
    const published = await createCampaign({ ...FIRST_IN_GRID, status: 'published' });
    const draft = await createCampaign({ ...FIRST_IN_GRID, status: 'draft' });
    const closed = await createCampaign({ ...FIRST_IN_GRID, status: 'closed' });
    const ids = (await getData<CampaignCard[]>('/api/v1/home-campaigns')).map((c) => c.id);
    expect(ids).toContain(published.id);
    expect(ids).not.toContain(draft.id);
    expect(ids).not.toContain(closed.id);
    // Every seeded campaign is published, so the seeded animal campaigns are listed too.
    const slugs = (await getData<CampaignCard[]>('/api/v1/home-campaigns?categoryId=6')).map((c) => c.slug);
    for (const slug of SEEDED_ANIMAL_SLUGS) expect(slugs).toContain(slug);
  });

  it('filters by category', async () => {
    const mine = await createCampaign({ ...FIRST_IN_GRID, categoryId: 6, status: 'published' });
    const draft = await createCampaign({ ...FIRST_IN_GRID, categoryId: 6, status: 'draft' });
    const elsewhere = await createCampaign({ ...FIRST_IN_GRID, categoryId: 7, status: 'published' });
    const data = await getData<CampaignCard[]>('/api/v1/home-campaigns?categoryId=6');
    for (const c of data) expect(c.categoryId, c.slug).toBe(6);
    const slugs = data.map((c) => c.slug);
    expect(slugs).toEqual(expect.arrayContaining([mine.slug, ...SEEDED_ANIMAL_SLUGS]));
    expect(slugs).not.toContain(draft.slug);
    expect(slugs).not.toContain(elsewhere.slug);
    // The unfiltered list has both categories.
    const all = (await getData<CampaignCard[]>('/api/v1/home-campaigns')).map((c) => c.slug);
    expect(all).toEqual(expect.arrayContaining([mine.slug, elsewhere.slug]));
  });

  it("gives a campaign's goal, the sum of its paid donations and how many there were", async () => {
    const c = await createCampaign({ ...FIRST_IN_GRID, goalPaise: 50_000_00 });
    for (const amountPaise of [1_000_00, 2_500_50, 300_00]) await createDonation({ campaignId: c.id, amountPaise });
    await createDonation({ campaignId: c.id, amountPaise: 9_999_00, status: 'pending' });
    await createDonation({ campaignId: c.id, amountPaise: 8_888_00, status: 'failed' });
    // 1,000.00 + 2,500.50 + 300.00 = ₹3,800.50 from three donors.
    const card = (await getData<CampaignCard[]>('/api/v1/home-campaigns')).find((x) => x.id === c.id);
    expect(card).toMatchObject({ slug: c.slug, goalPaise: 50_000_00, raisedPaise: 3_800_50, backers: 3 });
    const detail = await getData<CampaignDetail>(`/api/v1/campaigns/${c.slug}`);
    expect(detail).toMatchObject({ id: c.id, goalPaise: 50_000_00, raisedPaise: 3_800_50, backers: 3 });
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
    // What the demo seed writes for the stray-dogs cause (packages/db/src/seed/campaigns.ts).
    const c = await getData<CampaignDetail>('/api/v1/campaigns/save-stray-dogs-of-india');
    expect(c.id).toBe(2511);
    expect(c.goalPaise).toBe(3_00_000_00);
    expect(c.storyHtml).toContain('<h3>Our street animal programme</h3>');
    expect(c.videoId).toBe('Pw3dGm8sYbA');
    expect(c.products.map((p) => [p.title, p.pricePaise, p.stock, p.collected])).toEqual([
      ['Food for one dog for a month', 600_00, 600, 388],
      ['Sterilisation and vaccination', 1_200_00, 300, 142],
      ['Accident treatment', 2_500_00, 80, 31],
    ]);
    expect(c.faqs).toHaveLength(3);
    expect(c.faqs[0]?.question).toBe('Are the dogs relocated?');
    // Written 4 and 21 days before the seed ran: newest first.
    expect(c.updates.map((u) => u.title)).toEqual(['Bholu is walking again', 'Anti-rabies drive in Malviya Nagar']);
  });
});

describe('GET /api/v1/campaigns/:slugOrId/donors', () => {
  // Twelve paid gifts, one a minute, in this order of amounts (rupees): the newest ten and the
  // largest ten are different lists, each worked out below by hand.
  const RUPEES_IN_TIME_ORDER = [100, 800, 300, 1000, 500, 1200, 700, 200, 900, 400, 1100, 600];
  const RECENT_RUPEES = [600, 1100, 400, 900, 200, 700, 1200, 500, 1000, 300];
  const TOP_RUPEES = [1200, 1100, 1000, 900, 800, 700, 600, 500, 400, 300];
  const start = Date.parse('2026-01-15T04:30:00.000Z');
  const minute = (i: number) => new Date(start + i * 60_000);
  let campaign: { id: number; slug: string };

  beforeAll(async () => {
    campaign = await createCampaign();
    for (const [i, rupees] of RUPEES_IN_TIME_ORDER.entries()) {
      await createDonation({ campaignId: campaign.id, amountPaise: rupees * 100, donorName: `Donor ${rupees}`, paidAt: minute(i), createdAt: minute(i) });
    }
    // Unpaid rows, newer and larger than every paid one: they would top both lists if they leaked.
    const later = minute(60);
    await createDonation({ campaignId: campaign.id, status: 'pending', amountPaise: 9_87_654_00, donorName: 'Pending Person', createdAt: later });
    await createDonation({ campaignId: campaign.id, status: 'failed', amountPaise: 9_87_655_00, donorName: 'Failed Person', paidAt: later });
    await createDonation({ campaignId: campaign.id, status: 'refunded', amountPaise: 9_87_656_00, donorName: 'Refunded Person', paidAt: later });
  });

  it('lists the ten newest paid donors, newest first, with when they gave', async () => {
    const data = await getData<DonorLists>(`/api/v1/campaigns/${campaign.slug}/donors`);
    expect(data.recent).toHaveLength(DONOR_LIST_LIMIT);
    expect(data.recent.map((d) => d.amountPaise)).toEqual(RECENT_RUPEES.map((r) => r * 100));
    expect(data.recent.map((d) => d.name)).toEqual(RECENT_RUPEES.map((r) => `Donor ${r}`));
    // The newest is the twelfth gift (minute 11), the tenth newest the third (minute 2).
    expect(data.recent[0]?.at).toBe('2026-01-15T04:41:00.000Z');
    expect(data.recent[9]?.at).toBe('2026-01-15T04:32:00.000Z');
  });

  it('lists the ten largest paid donors, largest first, by id as well as by slug', async () => {
    const data = await getData<DonorLists>(`/api/v1/campaigns/${campaign.id}/donors`);
    expect(data.top.map((d) => d.amountPaise)).toEqual(TOP_RUPEES.map((r) => r * 100));
    expect(data.top.map((d) => d.name)).toEqual(TOP_RUPEES.map((r) => `Donor ${r}`));
    expect(await getData<DonorLists>(`/api/v1/campaigns/${campaign.slug}/donors`)).toEqual(data);
  });

  it('never lists pending, failed or refunded donations', async () => {
    const data = await getData<DonorLists>(`/api/v1/campaigns/${campaign.slug}/donors`);
    const names = [...data.recent, ...data.top].map((d) => d.name);
    for (const name of ['Pending Person', 'Failed Person', 'Refunded Person']) expect(names).not.toContain(name);
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
    expect(data.map((c) => c.id).sort((x, y) => x - y)).toEqual([...SPEC_MONTHLY_CAUSE_IDS].sort((x, y) => x - y));
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

  it('counts a new paid donation in every figure, and an unpaid one in none', async () => {
    const c = await createCampaign();
    const before = await getData<HomeStats>('/api/v1/home-stats');
    const donorName = `Stats ${unique('donor')}`;
    await createDonation({ campaignId: c.id, amountPaise: 1_234_56, donorName });
    await createDonation({ campaignId: c.id, amountPaise: 7_777_00, status: 'pending', donorName: 'Not yet paid' });
    // A failed gateway callback can carry a time; the money still never arrived.
    await createDonation({ campaignId: c.id, amountPaise: 6_666_00, status: 'failed', donorName: 'Not yet paid', paidAt: new Date() });
    const after = await getData<HomeStats>('/api/v1/home-stats');
    expect(after.totalRaisedPaise - before.totalRaisedPaise).toBe(1_234_56);
    expect(after.totalDonors - before.totalDonors).toBe(1);
    expect(after.lastHourPaise - before.lastHourPaise).toBe(1_234_56);
    expect(after.live[0]).toMatchObject({ name: donorName, amountPaise: 1_234_56, campaignSlug: c.slug });
    expect(after.live.map((d) => d.name)).not.toContain('Not yet paid');
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

describe('the home page grid', () => {
  it('shows the first cards and counts every open campaign, not just the ones fetched', async () => {
    const { services } = await getTestApp();
    const category = (await services.catalog.categories())[0];
    if (!category) throw new Error('no categories');
    for (let i = 0; i < 8; i++) await createCampaign({ categoryId: category.id });
    await createCampaign({ categoryId: category.id, status: 'draft' });
    await createCampaign({ categoryId: category.id, endsAt: new Date(Date.now() - 1000) });
    const all = await services.catalog.homeCampaigns(category.id);
    const { cards, total } = await services.catalog.homeList(category.id, 6);
    expect(cards.map((c) => c.id)).toEqual(all.slice(0, 6).map((c) => c.id));
    const [row] = await (await getDb())
      .select({ n: sql<number>`count(*)::int` })
      .from(s.campaigns)
      .where(
        sql`${s.campaigns.categoryId} = ${category.id} and ${s.campaigns.status} = 'published' and (${s.campaigns.endsAt} is null or ${s.campaigns.endsAt} > now())`,
      );
    expect(total).toBe(row?.n);
    expect(total).toBeGreaterThanOrEqual(8);
  });
});
