// The console's dashboard figures, worked by hand for a day in February 2009 (a year no other
// test pays in): today, this month and this financial year in IST, each day of the last 90, and
// what the page shows. Days are IST days: 03:00 IST on the 15th is the 14th in UTC.
import { type DashboardFigures, dashboardMessages } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, createDonation } from '../support/factories.ts';

const NOW = new Date('2009-02-15T12:00:00+05:30');
let before: DashboardFigures;
let after: DashboardFigures;
const donor = uniqueEmail('dash');

beforeAll(async () => {
  const { services } = await getTestApp();
  before = await services.admin.dashboard(NOW);
  const c = await createCampaign();
  const gift = (at: string, amountPaise: number, status: 'paid' | 'pending' = 'paid') =>
    createDonation({ campaignId: c.id, donorEmail: donor, amountPaise, status, paidAt: new Date(at) });
  await gift('2009-02-15T03:00:00+05:30', 1_000_00); // today (the 14th in UTC)
  await gift('2009-02-15T11:00:00+05:30', 500_00, 'pending'); // today, but not paid
  await gift('2009-02-03T10:00:00+05:30', 2_000_00); // this month
  await gift('2008-12-01T10:00:00+05:30', 4_000_00); // this FY, within 90 days
  await gift('2008-10-01T10:00:00+05:30', 8_000_00); // this FY, before the 90 days
  await gift('2008-03-31T23:30:00+05:30', 16_000_00); // the previous FY
  await gift('2009-02-16T00:30:00+05:30', 32_000_00); // tomorrow: not yet
  after = await services.admin.dashboard(NOW);
});

describe('the dashboard’s figures', () => {
  it('adds today’s, this month’s and this financial year’s paid gifts in IST', () => {
    expect(after.todayPaise - before.todayPaise).toBe(1_000_00);
    expect(after.monthPaise - before.monthPaise).toBe(3_000_00);
    expect(after.financialYear).toBe('2008-09');
    expect(after.yearPaise - before.yearPaise).toBe(15_000_00);
  });

  it('has one bar per IST day for 90 days, ending today', () => {
    expect(after.days).toHaveLength(90);
    expect(after.days.at(-1)?.day).toBe('2009-02-15');
    expect(after.days[0]?.day).toBe('2008-11-18');
    const delta = (day: string) => (after.days.find((d) => d.day === day)?.paise ?? 0) - (before.days.find((d) => d.day === day)?.paise ?? 0);
    expect(delta('2009-02-15')).toBe(1_000_00);
    expect(delta('2009-02-14')).toBe(0);
    expect(delta('2009-02-03')).toBe(2_000_00);
    expect(delta('2008-12-01')).toBe(4_000_00);
  });

  it('counts a donor once, however many gifts', () => {
    expect(after.donors - before.donors).toBe(1);
  });
});

describe('the dashboard page', () => {
  it('draws the chart on the server, with a label a screen reader reads, and the queues as links', async () => {
    const { app } = await getTestApp();
    const token = await loginAs(await registerUser({ role: 'staff' }));
    const res = await app.inject({ method: 'GET', url: '/admin', headers: { authorization: `Bearer ${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('data-chart="raised-per-day"');
    expect(res.body).toMatch(/<svg[^>]*role="img"[^>]*aria-label="Raised per day, last 90 days/);
    expect((res.body.match(/<rect [^>]*data-day=/g) ?? []).length).toBe(90);
    for (const href of ['/admin/verify', '/admin/applications?status=submitted', '/admin/receipts', '/admin/refunds', '/admin/contacts?status=new']) {
      expect(res.body).toContain(`href="${href}"`);
    }
    // The payments and updates waiting for staff, counted straight from their tables.
    const db = await getDb();
    const [payments] = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.spendingItems)
      .where(
        sql`${s.spendingItems.status} = 'proposed' or (${s.spendingItems.status} = 'approved' and ${s.spendingItems.billKey} is not null and ${s.spendingItems.billRedactedAt} is null)`,
      );
    const [updates] = await db.select({ n: sql<number>`count(*)::int` }).from(s.campaignUpdates).where(eq(s.campaignUpdates.status, 'pending'));
    // The queue's card: the link to the queue that holds its label (the menu links there too).
    const cards = [...res.body.matchAll(/<a ([^>]*)>(.*?)<\/a>/g)];
    const shown = (href: string, label: string) =>
      cards.find((m) => m[1]?.includes(`href="${href}"`) && m[2]?.includes(label))?.[2]?.match(/<span[^>]*>(\d+)<\/span>$/)?.[1];
    expect(shown('/admin/spending', dashboardMessages.spending)).toBe(String(payments?.n));
    expect(shown('/admin/updates', dashboardMessages.updates)).toBe(String(updates?.n));
    const donorToken = await loginAs(await registerUser());
    expect((await app.inject({ method: 'GET', url: '/admin', headers: { authorization: `Bearer ${donorToken}` } })).statusCode).toBe(403);
  });
});

describe('the urgent add-on on the dashboard', () => {
  // A day in 2007, which no other test pays in: a ₹2,000 gift with ₹1,000 for urgent causes and
  // a ₹300 tip.
  const DAY = new Date('2007-06-10T12:00:00+05:30');

  it('counts today’s money given as the gift and its urgent add-on (not the tip); all time tells the fund apart and adds up', async () => {
    const { services } = await getTestApp();
    const was = await services.admin.dashboard(DAY);
    const c = await createCampaign();
    await createDonation({
      campaignId: c.id,
      amountPaise: 2_000_00,
      urgentPaise: 1_000_00,
      tipPaise: 300_00,
      status: 'paid',
      paidAt: new Date('2007-06-10T09:00:00+05:30'),
    });
    const now = await services.admin.dashboard(DAY);
    expect(now.todayPaise - was.todayPaise).toBe(3_000_00);
    expect(now.days.at(-1)?.paise).toBe(3_000_00);
    expect(now.urgentPaise - was.urgentPaise).toBe(1_000_00);
    expect(now.campaignsPaise - was.campaignsPaise).toBe(2_000_00);
    expect(now.totalPaise - was.totalPaise).toBe(3_000_00);
    expect(now.totalPaise).toBe(now.campaignsPaise + now.urgentPaise);
    expect(now.donations - was.donations).toBe(1);
    // The campaign's own figure holds its gift only.
    const page = await services.catalog.campaign(c.slug);
    expect(page?.raisedPaise).toBe(2_000_00);
  });
});
