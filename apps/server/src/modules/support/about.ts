// What a ticket may be about (issue 41): one of the requester's own things, read through the
// owning modules' services as the requester would see them (their gifts by their email, the
// receipts of those gifts, the campaigns they run, the shop orders they bought or their shop
// sold). A ref naming anything else resolves to nothing, and the caller answers as if it did not
// exist: the error never says whether the id is someone else's.
import type { MyDonation, PublicUser, SellerOrderView, ShopOrderView, TicketAbout, TicketAboutKind } from '@sahyog/core';
import { supportMessages as sm } from '@sahyog/core';

export interface AboutDeps {
  user(userId: number): Promise<PublicUser>;
  donations(user: PublicUser): Promise<MyDonation[]>;
  campaigns(userId: number): Promise<{ id: number; title: string }[]>;
  boughtOrders(userId: number): Promise<ShopOrderView[]>;
  soldOrders(userId: number): Promise<SellerOrderView[]>;
}

/** How many of each kind the picker offers: the newest, which is what people ask about. */
const CHOICES_PER_KIND = 20;

const adminSearch = (path: string, q: string) => `${path}?q=${encodeURIComponent(q)}`;

/** Labels and links of a thing by kind and id; `label` was made in the reader's language when read. */
function about(kind: TicketAboutKind, id: string, label: string, path: string | null, adminPath: string | null): TicketAbout {
  return { kind, id, label, path, adminPath };
}

export function aboutResolver(deps: AboutDeps) {
  async function choices(userId: number): Promise<TicketAbout[]> {
    const user = await deps.user(userId);
    const [gifts, campaigns, bought, sold] = await Promise.all([
      deps.donations(user),
      deps.campaigns(userId),
      deps.boughtOrders(userId),
      user.role === 'vendor' ? deps.soldOrders(userId) : Promise.resolve([] as SellerOrderView[]),
    ]);
    const out: TicketAbout[] = [];
    for (const g of gifts.slice(0, CHOICES_PER_KIND)) {
      out.push(
        about(
          'donation',
          String(g.id),
          sm.aboutDonation(g.reference, g.amountPaise, g.campaignTitle),
          '/transactions',
          adminSearch('/admin/donations', g.reference),
        ),
      );
    }
    for (const g of gifts.filter((x) => x.receipt).slice(0, CHOICES_PER_KIND)) {
      const r = g.receipt as { id: number; number: string };
      out.push(about('receipt', String(r.id), sm.aboutReceipt(r.number, g.reference), '/transactions', `/admin/receipts/${r.id}`));
    }
    for (const c of campaigns.slice(0, CHOICES_PER_KIND)) {
      out.push(about('campaign', String(c.id), sm.aboutCampaign(c.title), `/my-campaigns/${c.id}`, adminSearch('/admin/campaigns', c.title)));
    }
    for (const o of bought.slice(0, CHOICES_PER_KIND)) {
      out.push(
        about(
          'shop_order',
          o.reference,
          sm.aboutShopOrder(o.reference, o.vendor.name),
          `/shop/orders/${o.reference}`,
          adminSearch('/admin/shop/orders', o.reference),
        ),
      );
    }
    for (const o of sold.slice(0, CHOICES_PER_KIND)) {
      if (out.some((a) => a.kind === 'shop_order' && a.id === o.reference)) continue;
      out.push(about('shop_order', o.reference, sm.aboutSoldOrder(o.reference), '/seller/orders', adminSearch('/admin/shop/orders', o.reference)));
    }
    return out;
  }

  return {
    choices,

    /** "donation:12" → that donation when it is the requester's; null for anything else. */
    async resolve(userId: number, ref: string): Promise<TicketAbout | null> {
      const [kind, id] = ref.split(':', 2);
      if (!kind || !id) return null;
      return (await choices(userId)).find((a) => a.kind === kind && a.id === id) ?? null;
    },

    /** The label of a stored about-thing, for staff or a flow's ticket (no ownership to prove there). */
    label(kind: TicketAboutKind, id: string, stored: string | null): TicketAbout {
      const labels: Partial<Record<TicketAboutKind, () => [string, string | null]>> = {
        refund_request: () => [sm.aboutRefund(id), '/admin/refunds'],
        shop_dispute: () => [sm.aboutDispute(id), '/admin/shop/disputes'],
        contact_message: () => [sm.aboutContact(id), '/admin/contacts'],
        inquiry: () => [sm.aboutInquiry(id), null],
        receipt: () => [stored ?? id, `/admin/receipts/${id}`],
        shop_order: () => [stored ?? sm.aboutShopOrder(id, ''), adminSearch('/admin/shop/orders', id)],
        donation: () => [stored ?? id, adminSearch('/admin/donations', stored?.match(/SG[0-9A-Z]+/)?.[0] ?? id)],
        campaign: () => [stored ?? id, '/admin/campaigns'],
      };
      const [label, adminPath] = labels[kind]?.() ?? [id, null];
      return about(kind, id, label, null, adminPath);
    },
  };
}

export type AboutResolver = ReturnType<typeof aboutResolver>;
