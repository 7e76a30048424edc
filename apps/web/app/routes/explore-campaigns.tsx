import { fellBack, pagesText } from '@sahyog/core';
import { CampaignCard } from '../components/CampaignCard.tsx';
import { langOf, NotInHindiNotice } from '../components/ContentLanguage.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/explore-campaigns';

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

export async function loader({ context, request }: Route.LoaderArgs) {
  const { catalog } = services(context);
  const [categories, all] = await Promise.all([catalog.categories(), catalog.homeCampaigns()]);
  // Only causes that have a campaign are offered; each chip is a link (works without JavaScript).
  const causes = categories.map((cat) => ({ ...cat, count: all.filter((c) => c.categoryId === cat.id).length })).filter((c) => c.count > 0);
  const slug = new URL(request.url).searchParams.get('cause');
  const chosen = categories.find((c) => c.slug === slug);
  // A cause's own list, not the part of the first cards that happens to be in it: with more
  // campaigns than one list holds, a cause's later ones would never show under its chip.
  const ofCause = chosen ? await catalog.homeCampaigns(chosen.id) : [];
  const selected = chosen && ofCause.length ? { ...chosen, count: ofCause.length } : null;
  const shown = causes.some((c) => c.id === selected?.id) || !selected ? causes : [...causes, selected];
  return { causes: shown, selected, campaigns: selected ? ofCause : all, total: all.length };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) =>
  seo({
    // Each cause is its own listing, so its query stays in the address.
    url: pageUrl(args, d?.selected ? `${args.location.pathname}?cause=${d.selected.slug}` : args.location.pathname),
    title: d?.selected ? pagesText.explore.causeTitle(d.selected.name) : pagesText.explore.title,
    description: pagesText.explore.description,
  });

const chip = (active: boolean) =>
  `inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border py-1 pl-1 pr-4 text-sm font-semibold no-underline ${active ? 'border-accent-700 bg-accent-700 text-white' : 'border-line bg-white hover:border-accent-700'}`;

export default function ExploreCampaigns({ loaderData }: Route.ComponentProps) {
  const { causes, selected, campaigns, total } = loaderData;
  return (
    <>
      <PageHero title={pagesText.explore.title} subtitle={pagesText.explore.subtitle} />
      <div className="container-page py-8">
        <NotInHindiNotice show={fellBack(campaigns)} className="mb-6" />
        <nav aria-label={pagesText.explore.causes} data-show-current="" className="no-scrollbar -mx-4 overflow-x-auto px-4 sm:mx-0 sm:overflow-visible sm:px-0">
          {/* The last chip keeps the row's padding when scrolled to the end. */}
          <ul className="flex gap-2 sm:flex-wrap [&>li:last-child]:pr-4 sm:[&>li:last-child]:pr-0">
            <li className="shrink-0">
              <Link to="/explore-campaigns" aria-current={selected ? undefined : 'page'} className={`${chip(!selected)} pl-4`}>
                {pagesText.explore.allCauses} ({total})
              </Link>
            </li>
            {causes.map((c) => (
              <li key={c.id} className="shrink-0">
                <Link
                  to={`/explore-campaigns?cause=${c.slug}`}
                  aria-current={selected?.id === c.id ? 'page' : undefined}
                  className={chip(selected?.id === c.id)}
                >
                  <img src={c.image} alt="" width={40} height={40} className="h-8 w-8 rounded-full bg-white" />
                  <span {...langOf(c)}>{c.name}</span> ({c.count})
                </Link>
              </li>
            ))}
          </ul>
        </nav>
        <section aria-labelledby="causes-title" className="pt-8">
          <h2 id="causes-title" className="section-title">
            {selected ? selected.name : pagesText.explore.allCauses}
          </h2>
          <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
            {campaigns.map((c, i) => (
              <li key={c.id}>
                <CampaignCard campaign={c} eager={i < 2} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </>
  );
}
