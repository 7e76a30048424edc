// Where every rupee went (issue 26): the transparency page's CSV, summed, equals the ledger summed
// the other way (the donations and the approved spending read straight from their tables), and
// the page shows the same totals; a refunded gift and an unapproved spend count nowhere.
import { spendingText } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/spending/index.ts';
import { call, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';

const paise = (rupees: string) => {
  const [r, p = '0'] = rupees.split('.');
  return Number(r) * 100 + Number(p.padEnd(2, '0'));
};

/** The CSV's sections as rows of cells (its quotes undone). */
function sections(csv: string): string[][][] {
  const rows = csv
    .trim()
    .split('\r\n')
    .map((l) => (l ? [...l.matchAll(/"((?:[^"]|"")*)"/g)].map((m) => (m[1] ?? '').replaceAll('""', '"')) : []));
  const out: string[][][] = [[]];
  for (const r of rows) {
    if (r.length === 0) out.push([]);
    else out.at(-1)?.push(r);
  }
  return out;
}

let staffToken = '';
/** Another staff member: the one who proposes a payment never approves it (decision 0059). */
let approverToken = '';
beforeAll(async () => {
  await getTestApp();
  staffToken = (await signedIn('staff')).token;
  approverToken = (await signedIn('staff')).token;
});

describe('the transparency figures', () => {
  it('sum to what the donations and the approved spending hold, read straight from their tables', async () => {
    const c = await createCampaign({ status: 'published' });
    await createDonation({ campaignId: c.id, amountPaise: 12_345_67, tipPaise: 500_00, paidAt: new Date('2026-10-05T10:00:00+05:30'), method: 'upi' });
    await createDonation({ campaignId: c.id, amountPaise: 9_999_00, paidAt: new Date('2026-11-02T10:00:00+05:30'), method: 'razorpay', status: 'refunded' });
    const [category] = await (await getDb()).select().from(s.spendingCategories).where(eq(s.spendingCategories.name, 'Food'));
    const body = { spentOn: '2026-11-10', amount: '4000.50', categoryId: category?.id, payee: 'Annapurna Kitchen', description: 'Meals' };
    const approved = await call<{ data: { id: number } }>('POST', `/api/v1/campaigns/${c.slug}/spending`, { token: staffToken, body });
    await call('POST', `/api/v1/admin/spending/${approved.body.data.id}/decision`, {
      token: approverToken,
      body: { decision: 'approve', reason: 'Paid in cash at the village market, where no bills are given' },
    });
    // Proposed only: counts nowhere.
    await call('POST', `/api/v1/campaigns/${c.slug}/spending`, { token: staffToken, body: { ...body, amount: '777' } });
    (await getTestApp()).app.publicCache.clear();

    const res = await call('GET', '/transparency.csv');
    expect(res.status).toBe(200);
    expect(String(res.headers['content-type'])).toContain('text/csv');
    const [income = [], byCategory = [], byCampaign = []] = sections(res.text);
    const incomeRows = income.slice(2);
    const csvReceived = incomeRows.reduce((n, r) => n + paise(r[3] ?? '0'), 0);
    const csvTips = incomeRows.reduce((n, r) => n + paise(r[4] ?? '0'), 0);
    const csvGifts = incomeRows.reduce((n, r) => n + Number(r[2]), 0);
    const csvSpent = byCategory.slice(2).reduce((n, r) => n + paise(r[1] ?? '0'), 0);
    const csvSpentByCampaign = byCampaign.slice(2).reduce((n, r) => n + paise(r[1] ?? '0'), 0);

    const db = await getDb();
    const [ledger] = await db
      .select({
        gifts: sql<number>`count(*)::int`,
        received: sql<string>`coalesce(sum(${s.donations.amountPaise}), 0)::bigint`,
        tips: sql<string>`coalesce(sum(${s.donations.tipPaise}), 0)::bigint`,
      })
      .from(s.donations)
      .where(eq(s.donations.status, 'paid'));
    const [spent] = await db
      .select({ n: sql<string>`coalesce(sum(${s.spendingItems.amountPaise}), 0)::bigint` })
      .from(s.spendingItems)
      .where(eq(s.spendingItems.status, 'approved'));
    expect(csvGifts).toBe(ledger?.gifts);
    expect(csvReceived).toBe(Number(ledger?.received));
    expect(csvTips).toBe(Number(ledger?.tips));
    expect(csvSpent).toBe(Number(spent?.n));
    expect(csvSpentByCampaign).toBe(Number(spent?.n));
    // This campaign's row: ₹4,000.50 spent, the ₹777 proposal nowhere.
    expect(byCampaign.find((r) => r[0] === c.title)).toEqual([c.title, '4000.50', '0.00']);
    // The page shows the same totals.
    const page = await call('GET', '/transparency');
    expect(page.status).toBe(200);
    const inr = (p: number) => `₹${(p / 100).toLocaleString('en-IN', { maximumFractionDigits: 2, minimumFractionDigits: p % 100 ? 2 : 0 })}`;
    expect(page.text).toContain(inr(Number(spent?.n)));
    expect(page.text).toContain(inr(Number(ledger?.tips)));
    // Months as people read them, not as the CSV writes them.
    expect(page.text).toContain('<time dateTime="2026-10">Oct 2026</time>');
    // No source comment leaked into the page as text (a formatter once moved one there).
    expect(page.text).not.toMatch(/biome-ignore|\/\/ A figure/);
  });
});

describe('a campaign on the transparency page', () => {
  it('is named in the page’s language, and once taken offline still counts in the totals but is neither named nor linked, and its payments’ history is gone', async () => {
    const c = await createCampaign({ status: 'published' });
    const db = await getDb();
    await db
      .update(s.campaigns)
      .set({ titleHi: `कंबल अभियान ${c.id}` })
      .where(eq(s.campaigns.id, c.id));
    await createDonation({ campaignId: c.id, amountPaise: 5_000_00 });
    const [category] = await db.select().from(s.spendingCategories).where(eq(s.spendingCategories.name, 'Food'));
    const body = { spentOn: '2026-11-10', amount: '1234', categoryId: category?.id, payee: 'Annapurna Kitchen', description: 'Meals for the camp' };
    const made = await call<{ data: { id: number } }>('POST', `/api/v1/campaigns/${c.slug}/spending`, { token: staffToken, body });
    await call('POST', `/api/v1/admin/spending/${made.body.data.id}/decision`, {
      token: approverToken,
      body: { decision: 'approve', reason: 'Paid in cash at the village market, where no bills are given' },
    });
    const { app } = await getTestApp();
    app.publicCache.clear();
    expect((await call('GET', '/hi/transparency')).text).toContain(`कंबल अभियान ${c.id}`);
    expect((await call('GET', `/api/v1/spending/${made.body.data.id}/history`)).status).toBe(200);

    await db.update(s.campaigns).set({ status: 'draft' }).where(eq(s.campaigns.id, c.id));
    app.publicCache.clear();
    expect((await call('GET', `/api/v1/spending/${made.body.data.id}/history`)).status).toBe(404);
    const page = (await call('GET', '/transparency')).text;
    expect(page).not.toContain(c.title);
    expect(page).not.toContain(`/campaigns/${c.slug}`);
    expect(page).toContain(spendingText.offlineCampaign);
    const [, , byCampaign = []] = sections((await call('GET', '/transparency.csv')).text);
    expect(byCampaign.some((r) => r[0] === c.title)).toBe(false);
    expect(byCampaign.filter((r) => r[0] === spendingText.offlineCampaign).some((r) => r[1] === '1234.00')).toBe(true);
    await db.update(s.campaigns).set({ status: 'published' }).where(eq(s.campaigns.id, c.id));
  });
});
