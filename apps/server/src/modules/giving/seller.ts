// Giving sells gifts to campaigns through payments: a gift can be made while its campaign is
// published and not ended, and its products are priced from the campaign's products.
import { amountForProducts, givingMessages as gm, inContentLanguage } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { OrderItem, Seller } from '../payments/index.ts';

export function campaignSeller(db: Db): Seller {
  const c = s.campaigns;
  return {
    table: {
      table: c,
      id: c.id,
      slug: c.slug,
      title: c.title,
      open: sql`${c.status} = 'published' and (${c.endsAt} is null or ${c.endsAt} >= ${sql.param(sql.placeholder('now'), c.endsAt)})`,
    },

    async check(input) {
      const fields: Record<string, string> = {};
      const byId = /^\d{1,9}$/.test(input.campaign);
      const [campaign] = await db
        .select({ id: c.id, slug: c.slug, title: c.title, status: c.status, endsAt: c.endsAt })
        .from(c)
        .where(byId ? eq(c.id, Number(input.campaign)) : eq(c.slug, input.campaign))
        .limit(1);
      // A draft is as unknown to donors as a campaign that does not exist.
      if (!campaign || campaign.status === 'draft') fields.campaign = gm.campaignUnknown;
      else if (campaign.status !== 'published' || (campaign.endsAt && campaign.endsAt.getTime() < Date.now())) fields.campaign = gm.campaignClosed;
      const items: OrderItem[] = [];
      if (campaign && input.items.length) {
        const ids = [...new Set(input.items.map((i) => i.productId))];
        const products = await db
          .select({ id: s.campaignProducts.id, pricePaise: s.campaignProducts.pricePaise })
          .from(s.campaignProducts)
          .where(and(eq(s.campaignProducts.campaignId, campaign.id), inArray(s.campaignProducts.id, ids)));
        const price = new Map(products.map((p) => [p.id, p.pricePaise]));
        for (const i of input.items) {
          const p = price.get(i.productId);
          if (p === undefined) fields.items = gm.itemUnknown;
          else items.push({ productId: i.productId, quantity: i.quantity, pricePaise: p });
        }
        // The campaign page's own rule for the amount box (whole rupees of Σ quantity × price).
        if (!fields.items && amountForProducts(items) * 100 !== input.amountPaise) fields.amountPaise = gm.itemsMismatch;
      }
      return campaign ? { fields, subjectId: campaign.id, subject: { slug: campaign.slug, title: campaign.title }, items } : { fields, items };
    },

    async names(ids) {
      if (ids.length === 0) return new Map();
      const rows = await db
        .select({ id: c.id, slug: c.slug, title: c.title, titleHi: c.titleHi })
        .from(c)
        .where(inArray(c.id, [...new Set(ids)]));
      // In the request's language: a gift's pay and success pages on /hi name its Hindi title
      // when staff wrote one (the console and the API read English).
      return new Map(rows.map((r) => [r.id, { slug: r.slug, title: inContentLanguage({ title: r.title }, { title: r.titleHi }).title }]));
    },
  };
}
