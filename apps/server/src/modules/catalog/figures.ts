// A campaign's raised amount, backers and products' collected counts: the catalog's columns,
// moved by giving as a donation is paid or refunded, in that donation's transaction (giving
// asks through this keeper, handed to it at start-up: giving is registered before the catalog).
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import type { CampaignFigures } from '../giving/index.ts';

export const campaignFiguresKeeper: CampaignFigures = {
  async move(tx, { campaignId, amountPaise, backers, items }) {
    await tx
      .update(s.campaigns)
      .set({ raisedPaise: sql`${s.campaigns.raisedPaise} + ${amountPaise}`, backers: sql`${s.campaigns.backers} + ${backers}` })
      .where(eq(s.campaigns.id, campaignId));
    for (const item of items) {
      const delta = backers > 0 ? item.quantity : -item.quantity;
      await tx
        .update(s.campaignProducts)
        .set({ collected: sql`greatest(0, ${s.campaignProducts.collected} + ${delta})` })
        .where(and(eq(s.campaignProducts.id, item.productId), eq(s.campaignProducts.campaignId, campaignId)));
    }
  },

  async set(tx, totals) {
    // One statement for the lot: the demo seed's hundreds of gifts.
    if (totals.length === 0) return;
    const rows = sql.join(
      totals.map((t) => sql`(${t.campaignId}::int, ${t.raisedPaise}::bigint, ${t.backers}::int)`),
      sql`, `,
    );
    await tx.execute(sql`
      update campaigns as c
         set raised_paise = t.raised, backers = t.backers
        from (values ${rows}) as t (id, raised, backers)
       where c.id = t.id`);
  },
};
