// Checkout, Donate Once (spec §2, §4, §5): the draft from the campaign page arrives in the URL
// (campaign, amount, items), so it survives a reload and Back. The page works as a plain form
// post; with JavaScript it shows the running total and the spec's toasts before sending. The
// server recomputes everything (core checkoutForm and the giving service). The Monthly tab is
// the same page with mode=monthly.
import { MIN_DONATION_RUPEES, messages, pagesText, parseItems, parseWholeRupees, checkoutText as t } from '@sahyog/core';
import { data } from 'react-router';
import { Link, redirect } from '../../lib/links.tsx';
import type { MonthlyActionData } from '../../lib/monthly.server.ts';
import { seo } from '../../lib/seo.ts';
import { services } from '../../lib/services.server.ts';
import { requestInfo } from '../../lib/session.server.ts';
import type { RouteHandle } from '../../root.tsx';
import type { Route } from './+types/route';
import { MonthlyTab } from './monthly-tab.tsx';
import { OneTimeForm, useOneTimeForm } from './one-time-form.tsx';

export { action } from './action.server.ts';

/** The pay button holds the bottom of a phone's screen: no floating chat over the form. */
export const handle: RouteHandle = { phoneChat: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo({ title: t.title, description: loaderData?.campaign ? pagesText.checkout.giveTo(loaderData.campaign.title) : pagesText.checkout.complete }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('campaign') ?? '';
  // A bare /checkout (a bookmark, a shared link cut short): the donor chooses a campaign first.
  if (slug.trim() === '') throw redirect('/explore-campaigns');
  const { catalog, giving } = services(context);
  const c = /^[a-z0-9-]{1,120}$/.test(slug) ? await catalog.campaign(slug) : null;
  if (!c || (c.status !== 'published' && c.status !== 'closed')) throw data(messages.campaignNotFound, { status: 404 });
  const monthly = url.searchParams.get('mode') === 'monthly';
  const amountParam = url.searchParams.get('amount') ?? '';
  const requested = parseWholeRupees(amountParam);
  const items = (parseItems(url.searchParams.get('items') ?? '') ?? [])
    .map((i) => {
      const p = c.products.find((x) => x.id === i.productId);
      // The item's name as the campaign page shows it (its Hindi on /hi when it has one, issue 39).
      return p ? { productId: p.id, quantity: i.quantity, title: p.title, ...(p.shownIn ? { shownIn: p.shownIn } : {}), pricePaise: p.pricePaise } : null;
    })
    .filter((i) => i !== null);
  const viewer = requestInfo(context).viewer?.user;
  const address = viewer ? [viewer.addressLine, viewer.city, viewer.district, viewer.state, viewer.pincode].filter(Boolean).join(', ') : '';
  return {
    campaign: { id: c.id, slug: c.slug, title: c.title, image: c.image, open: c.status === 'published' },
    monthly,
    amount: requested !== null && requested >= MIN_DONATION_RUPEES ? requested : null,
    amountProblem: requested === null ? messages.enterAmount : requested < MIN_DONATION_RUPEES ? messages.minimumDonation : null,
    items,
    itemsParam: items.map((i) => `${i.productId}x${i.quantity}`).join(','),
    methods: [...giving.paymentMethods()],
    // One key per page view: a double click or a resent form makes one order, not two.
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: viewer?.fullName ?? '', email: viewer?.email ?? '', mobile: viewer?.phone ?? '', pan: viewer?.pan ?? '', address },
    // A signed-in donor is offered to keep the PAN they give on their profile.
    signedIn: Boolean(viewer),
  };
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const d = loaderData;
  // Before the tabs' branch: the once form's choices belong to the page, not to the tab shown.
  const once = useOneTimeForm(d, actionData);
  const backToCampaign = `/campaigns/${d.campaign.slug}`;

  if (d.monthly && d.campaign.open) return <MonthlyTab d={d} result={actionData as MonthlyActionData | undefined} />;
  if (!d.campaign.open || d.amount === null) {
    return (
      <div className="container-page max-w-xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p role="alert" className="mt-4 rounded-2xl border border-line bg-white p-5 font-medium">
          {d.campaign.open ? d.amountProblem : t.closed}
        </p>
        <Link to={d.campaign.open ? `${backToCampaign}#donate` : '/explore-campaigns'} className="btn-primary mt-6">
          {d.campaign.open ? t.backToCampaign : t.browse}
        </Link>
      </div>
    );
  }
  return <OneTimeForm d={d} form={once} />;
}
