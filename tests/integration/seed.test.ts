// The demo seed (apps/server/src/seed) runs once: a seeded database is left as it is, and two
// processes starting on one empty database seed it once between them.
import { mkdtemp, readdir } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { type DbHandle, demo, schema as s } from '@sahyog/db';
import { count, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../apps/server/src/app.ts';
import { DEMO_LOCK_KEY } from '../../apps/server/src/modules/catalog/service.ts';
import type {} from '../../apps/server/src/modules/credentials/index.ts';
import type {} from '../../apps/server/src/modules/spending/index.ts';
import { diskStorage } from '../../apps/server/src/platform/storage.ts';
import { seedDemo } from '../../apps/server/src/seed/index.ts';
import { getApp } from '../support/app.ts';
import { getDb, seedConfig } from '../support/db.ts';
import { whileHeld } from '../support/locks.ts';
import { openPrivateDb } from '../support/private-db.ts';

const TABLES = {
  categories: s.categories,
  campaigns: s.campaigns,
  campaignProducts: s.campaignProducts,
  campaignUpdates: s.campaignUpdates,
  orders: s.orders,
  donations: s.donations,
  blogs: s.blogs,
  sliders: s.sliders,
  pages: s.pages,
  teamMembers: s.teamMembers,
  testimonials: s.testimonials,
  faqs: s.faqs,
  featuredLogos: s.featuredLogos,
  siteSettings: s.siteSettings,
};

async function counts(db: DbHandle['db']): Promise<Record<string, number>> {
  const out: Record<string, number> = {};
  for (const [name, table] of Object.entries(TABLES)) {
    const [row] = await db.select({ n: count() }).from(table);
    out[name] = row?.n ?? 0;
  }
  return out;
}

describe('seedDemo', () => {
  // The worker's database and app, migrated and seeded, before the clock of a test starts.
  beforeAll(() => getApp());

  it("gives each demo order its method's evidence: a paid UPI gift its matched UTR, a Razorpay one its gateway ids, an unpaid one none", async () => {
    const db = await getDb();
    const rows = await db
      .select({ method: s.orders.method, status: s.orders.status, utr: s.orders.utr, order: s.orders.providerOrderId, payment: s.orders.providerPaymentId })
      .from(s.orders)
      .where(sql`${s.orders.settledBy} = 'seed' or (${s.orders.requestHash} like 'seed:%')`);
    const paidUpi = rows.filter((r) => r.method === 'upi' && r.status === 'paid');
    const paidRazorpay = rows.filter((r) => r.method === 'razorpay' && r.status === 'paid');
    expect(paidUpi.length).toBeGreaterThan(0);
    expect(paidRazorpay.length).toBeGreaterThan(0);
    expect(paidUpi.every((r) => /^80[0-9]{10}$/.test(r.utr ?? '') && r.order === null && r.payment === null)).toBe(true);
    expect(paidRazorpay.every((r) => r.utr === null && /^order_DEMO[0-9]{10}$/.test(r.order ?? '') && /^pay_DEMO[0-9]{10}$/.test(r.payment ?? ''))).toBe(true);
    expect(rows.filter((r) => r.status === 'created').every((r) => r.utr === null && r.order === null && r.payment === null)).toBe(true);
    // All made-up ids differ: one credit never confirms two orders.
    const utrs = paidUpi.map((r) => r.utr);
    expect(new Set(utrs).size).toBe(utrs.length);
  });

  it('returns { seeded: false } on a seeded database and changes nothing', async () => {
    const db = await getDb();
    const before = await counts(db);
    // The demo's 12 causes (other files in this worker may have added their own since).
    expect(before.categories).toBeGreaterThanOrEqual(12);
    expect(before.donations).toBeGreaterThan(0);

    const dir = await mkdtemp(join(tmpdir(), 'sahyog-reseed-'));
    let writes = 0;
    const disk = diskStorage(dir);
    const files = {
      write: (path: string, content: string) => {
        writes += 1;
        return disk.write(path, content);
      },
    };

    const app = await getApp();
    expect(await seedDemo(app, files)).toEqual({ seeded: false });
    expect(await seedDemo(app, files)).toEqual({ seeded: false });
    expect(await counts(db)).toEqual(before);
    expect(writes).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('seeds an empty database once when two servers start on it at the same time', async () => {
    const own = await openPrivateDb('seedtwice', { seed: false });
    const config = seedConfig(own.dataDir);
    const [a, b] = [
      await buildApp({ config, db: own.handle, logger: false, jobs: false }),
      await buildApp({ config, db: own.handle, logger: false, jobs: false }),
    ];
    try {
      const media = diskStorage(join(own.dataDir, 'media'));
      const both = [() => seedDemo(a.app, media), () => seedDemo(b.app, media)];
      // On PostgreSQL the test holds the seed's lock until both wait for it, so they meet for
      // certain; PGlite runs one transaction at a time, so there they simply start together.
      const results = own.url
        ? await whileHeld('select pg_advisory_xact_lock($1)', [DEMO_LOCK_KEY], both, own.url)
        : await Promise.all(both.map((seed) => seed()));
      expect(results.map((r) => r.seeded).sort()).toEqual([false, true]);

      const db = own.handle.db;
      const gifts = demo.buildDonations(demo.CAMPAIGNS, new Date());
      const paid = gifts.filter((g) => g.status === 'paid').length;
      const got = await counts(db);
      expect(got).toMatchObject({
        categories: 12,
        campaigns: demo.CAMPAIGNS.length,
        // The gifts, and the demo buyer's one purchase from the shop (seed/shop.ts seedPurchases).
        orders: gifts.length + 1,
        donations: paid,
        blogs: demo.BLOGS.length,
        pages: demo.PAGES.length,
        faqs: demo.FAQS.length,
        siteSettings: Object.keys(demo.SETTINGS).length,
      });
      // Each campaign's figures are its paid donations, counted once.
      const figures = await db
        .select({
          raised: s.campaigns.raisedPaise,
          backers: s.campaigns.backers,
          paid: sql<number>`(select coalesce(sum(amount_paise), 0)::bigint from donations d where d.campaign_id = campaigns.id and d.status = 'paid')`,
          donors: sql<number>`(select count(*)::int from donations d where d.campaign_id = campaigns.id and d.status = 'paid')`,
        })
        .from(s.campaigns);
      expect(figures.reduce((n, c) => n + c.backers, 0)).toBe(paid);
      for (const c of figures) expect([c.raised, c.backers]).toEqual([Number(c.paid), Number(c.donors)]);
      // Two certificates, one valid (listed on its holder's account) and one revoked with its reason.
      const certificates = await a.app.credentials.list({});
      const views = await Promise.all(certificates.map((c) => a.app.credentials.view(c.id)));
      // (The challenge's and the course's seeds issue theirs too, as their achievers earn them.)
      expect(views.every((v) => v?.check.proofValid)).toBe(true);
      expect(views.filter((v) => v?.check.revoked)).toHaveLength(1);
      expect(views.filter((v) => !v?.check.revoked && v?.check.problem === null).length).toBeGreaterThanOrEqual(1);
      expect(certificates.find((c) => c.kind === 'volunteering')?.holderId).not.toBeNull();
      // The site reads what was seeded: the settings the pages show, a campaign with its products.
      expect((await a.app.content.settings()).foundationName).toBe(demo.SETTINGS.foundationName);
      const withProducts = demo.CAMPAIGNS.find((c) => c.products.length > 0);
      const page = await a.app.catalog.campaign(String(withProducts?.slug));
      expect(page?.products.map((p) => p.title)).toEqual(withProducts?.products.map((p) => p.title));
      // Three campaigns show where their money went, never more than they raised and were added.
      for (const slug of ['winter-blankets-for-the-homeless', 'meals-and-learning-for-brick-kiln-children', 'care-for-elderly-in-vrindavan']) {
        const detail = await a.app.catalog.campaign(slug);
        const items = (await a.app.spending.publicList(slug))?.items ?? [];
        expect(items.length, slug).toBeGreaterThan(0);
        expect(detail?.spentPaise, slug).toBe(items.reduce((n, i) => n + i.amountPaise, 0));
        expect(detail?.spentPaise ?? 0).toBeLessThanOrEqual((detail?.raisedPaise ?? 0) + (detail?.foundationAddedPaise ?? 0));
      }
      // The demo campaigner runs one campaign, whose payment and update wait for staff, the
      // update's link to another site shown to the reviewer; staff's queues hold nothing else.
      const [campaigner] = await db.select({ id: s.users.id }).from(s.users).where(sql`${s.users.email} = ${demo.DEMO_CAMPAIGNER.email}`);
      const theirs = await a.app.catalog.campaigner.mine(Number(campaigner?.id));
      expect(theirs.map((c) => [c.slug, c.status])).toEqual([[demo.DEMO_CAMPAIGNER.campaign, 'published']]);
      const queue = await a.app.spending.queue();
      expect(queue.map((q) => [q.campaign.slug, q.status, q.bill?.redacted])).toEqual([[demo.DEMO_CAMPAIGNER.campaign, 'proposed', false]]);
      const waiting = await a.app.catalog.campaigner.pendingUpdates();
      expect(waiting.map((u) => [u.campaignSlug, u.outsideHosts])).toEqual([[demo.DEMO_CAMPAIGNER.campaign, ['photos.example.com']]]);
    } finally {
      await a.app.close();
      await b.app.close();
      await own.close();
    }
  }, 60_000);
});
