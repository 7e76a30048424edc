// Factories for tests that write. Each takes overrides and creates the parents it needs.
// The database is shared by every file in a worker: never assume a clean table, and keep the
// invariants the app relies on: donations are recorded by the giving module's ledger, which
// moves a paid donation's campaign figures in the same transaction. (The site itself records a
// donation only when an order is paid; a donation without an order exists only in tests.)
import { randomUUID } from 'node:crypto';
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import { addDonation } from '../../apps/server/src/modules/giving/ledger.ts';
import { getApp } from './app.ts';
import { getDb } from './db.ts';

type CampaignRow = typeof s.campaigns.$inferSelect;
type CampaignInsert = typeof s.campaigns.$inferInsert;
type DonationRow = typeof s.donations.$inferSelect;
type DonationInsert = typeof s.donations.$inferInsert;
type CategoryRow = typeof s.categories.$inferSelect;

let seq = 0;
/** A slug/reference fragment no other row (or other run against the same server) uses. */
export function unique(prefix = 'test'): string {
  seq += 1;
  return `${prefix}-${randomUUID().slice(0, 8)}-${seq}`;
}

/**
 * An existing category, or a new one when the table is empty. Tests must not add categories to
 * a seeded database: the category list is part of the public contract (spec §9 ids).
 */
export async function ensureCategory(): Promise<CategoryRow> {
  const db = await getDb();
  const [existing] = await db.select().from(s.categories).orderBy(s.categories.sort, s.categories.id).limit(1);
  if (existing) return existing;
  seq += 1;
  const [created] = await db
    .insert(s.categories)
    .values({ id: 990_000 + seq, name: 'Test category', slug: unique('category'), image: '/media/test.svg' })
    .returning();
  if (!created) throw new Error('category insert returned nothing');
  return created;
}

export async function createCampaign(overrides: Partial<CampaignInsert> = {}): Promise<CampaignRow> {
  const db = await getDb();
  const categoryId = overrides.categoryId ?? (await ensureCategory()).id;
  const slug = overrides.slug ?? unique('campaign');
  const [row] = await db
    .insert(s.campaigns)
    .values({
      slug,
      title: `Test campaign ${slug}`,
      summary: 'Created by a test',
      image: '/media/test.svg',
      goalPaise: 10_00_000_00,
      status: 'published',
      ...overrides,
      categoryId,
    })
    .returning();
  if (!row) throw new Error('campaign insert returned nothing');
  return row;
}

/** A donation, recorded through the giving module: a paid one moves its campaign's figures. */
export async function createDonation(overrides: Partial<DonationInsert> = {}): Promise<DonationRow> {
  const db = await getDb();
  // The app's catalog keeps the campaign figures a paid donation moves (giving/ledger.ts).
  await getApp();
  const campaignId = overrides.campaignId ?? (await createCampaign()).id;
  return db.transaction((tx) =>
    addDonation(tx, {
      donorName: 'Test Donor',
      donorEmail: `${unique('donor')}@example.test`,
      donorMobile: '9876543210',
      amountPaise: 500_00,
      reference: unique('TEST'),
      createdAt: new Date(),
      ...overrides,
      campaignId,
      status: overrides.status ?? 'paid',
    }),
  );
}

/** A campaign's stored figures beside the sum and count of its paid donations (they must agree). */
export async function campaignFigures(campaignId: number) {
  const db = await getDb();
  const [c] = await db.select({ raised: s.campaigns.raisedPaise, backers: s.campaigns.backers }).from(s.campaigns).where(eq(s.campaigns.id, campaignId));
  const [d] = await db
    .select({ sum: sql<number>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint`.mapWith(Number), n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.donations)
    .where(and(eq(s.donations.campaignId, campaignId), eq(s.donations.status, 'paid')));
  return { raised: c?.raised, backers: c?.backers, paidSum: d?.sum, paidCount: d?.n };
}
