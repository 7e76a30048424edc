// Where the money went, for three demo campaigns (issue 26): payments proposed and approved
// through the spending module as staff would (the seed is "system" in the audit log). Where a
// payment is more than the campaign has raised by then, the foundation adds the difference from
// its own funds first, as it would for a real campaign, so the page shows that line too.
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/spending/index.ts';

const PLAN: {
  slug: string;
  items: { daysAgo: number; rupees: number; category: string; payee: string; description: string; quantity?: number; unit?: string }[];
}[] = [
  {
    slug: 'winter-blankets-for-the-homeless',
    items: [
      {
        daysAgo: 20,
        rupees: 36_000,
        category: 'Clothing and blankets',
        payee: 'Shree Textiles, Jaipur',
        description: 'Woollen blankets, 1.5 kg',
        quantity: 120,
        unit: 'blankets',
      },
      {
        daysAgo: 18,
        rupees: 4_500,
        category: 'Logistics and transport',
        payee: 'Rajasthan Roadways Parcel',
        description: 'Carrying the blankets to four night shelters',
      },
      {
        daysAgo: 6,
        rupees: 9_600,
        category: 'Clothing and blankets',
        payee: 'Shree Textiles, Jaipur',
        description: 'Socks and caps',
        quantity: 240,
        unit: 'sets',
      },
    ],
  },
  {
    slug: 'meals-and-learning-for-brick-kiln-children',
    items: [
      { daysAgo: 25, rupees: 18_000, category: 'Food', payee: 'Annapurna Kitchen, Bhiwadi', description: 'Hot midday meals', quantity: 600, unit: 'meals' },
      { daysAgo: 12, rupees: 7_200, category: 'Education', payee: 'Vidya Book Depot', description: 'Workbooks and slates', quantity: 90, unit: 'kits' },
    ],
  },
  {
    slug: 'care-for-elderly-in-vrindavan',
    items: [
      {
        daysAgo: 9,
        rupees: 12_400,
        category: 'Medicine and treatment',
        payee: 'Braj Medicals, Vrindavan',
        description: 'Blood-pressure and diabetes medicines for a month',
      },
    ],
  },
];

export async function seedSpending(app: FastifyInstance, now: Date): Promise<void> {
  const categories = new Map((await app.spending.categories()).map((c) => [c.name, c.id]));
  for (const campaign of PLAN) {
    const c = await app.catalog.campaignForSpending(campaign.slug);
    if (!c) continue;
    for (const it of campaign.items) {
      const spentOn = new Date(now.getTime() - it.daysAgo * 86_400_000 + 5.5 * 3_600_000).toISOString().slice(0, 10);
      const made = await app.spending.propose({ userId: null, staff: true }, c.slug, {
        spentOn,
        amount: it.rupees * 100,
        categoryId: categories.get(it.category) ?? 0,
        payee: it.payee,
        description: it.description,
        quantity: it.quantity ?? null,
        unit: it.unit ?? null,
      });
      const { spentPaise, foundationAddedPaise } = await app.spending.figures(c.id);
      const short = spentPaise + made.amountPaise - (c.raisedPaise + foundationAddedPaise);
      if (short > 0) await app.spending.addFunds(null, c.slug, { amount: short, note: 'From the foundation’s general fund, until more gifts arrive' });
      await app.spending.decide(null, made.id, { decision: 'approve' });
    }
  }
}
