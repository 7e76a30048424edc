import { monthlyText as m } from '@sahyog/core';
import { Link } from '../../lib/links.tsx';
import type { Route } from './+types/route';

/** Donate Once / Donate Monthly (spec §2 Checkout), links so that each works without JavaScript. */
export function ModeTabs({ d }: { d: Route.ComponentProps['loaderData'] }) {
  const once = `/checkout?campaign=${d.campaign.slug}${d.amount ? `&amount=${d.amount}` : ''}${d.itemsParam ? `&items=${d.itemsParam}` : ''}`;
  const tab = 'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-lg px-2 font-semibold no-underline';
  return (
    <nav aria-label={m.tabsLabel} className="mt-4 grid max-w-sm grid-cols-2 gap-1 rounded-xl border border-line bg-white p-1">
      <Link to={once} aria-current={d.monthly ? undefined : 'page'} className={`${tab} ${d.monthly ? 'text-ink' : 'bg-accent-700 text-white'}`}>
        {m.tabOnce}
      </Link>
      <Link
        to={`/checkout?campaign=${d.campaign.slug}&mode=monthly${d.amount ? `&amount=${d.amount}` : ''}`}
        aria-current={d.monthly ? 'page' : undefined}
        className={`${tab} ${d.monthly ? 'bg-accent-700 text-white' : 'text-ink'}`}
      >
        {m.tabMonthly}
      </Link>
    </nav>
  );
}
