// All of a campaign's payments (issue 26), fifty a page, newest first, each with its redacted bill
// and photos: the campaign page shows the newest ten and links here, so a campaign with thousands
// of payments keeps a light page. Plain HTML, cached like the campaign page.
import { spendingText as st } from '@sahyog/core';
import { data } from 'react-router';
import { PageHero } from '../components/PageHero.tsx';
import { Payments, SpendingFigures } from '../components/SpendingSection.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/campaign-spending';

export const headers = publicPageHeaders;
export const handle: RouteHandle = { hydrate: false };

const PER_PAGE = 50;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const slug = params.slug;
  const asked = new URL(request.url).searchParams.get('page') ?? '1';
  const page = /^[1-9]\d{0,4}$/.test(asked) ? Number(asked) : 0;
  if (!/^[a-z0-9-]{1,120}$/.test(slug) || !page) throw data(st.campaignNotFound, { status: 404 });
  const { catalog, spending } = services(context);
  const [campaign, list] = await Promise.all([catalog.campaign(slug), spending.publicPage(slug, PER_PAGE, (page - 1) * PER_PAGE)]);
  if (!campaign || !list) throw data(st.campaignNotFound, { status: 404 });
  const pages = Math.max(1, Math.ceil(list.count / PER_PAGE));
  if (page > pages) throw data(st.notFound, { status: 404 });
  return { campaign, list, page, pages };
}

export const meta: Route.MetaFunction = (args) =>
  args.loaderData ? seo({ title: st.allTitle(args.loaderData.campaign.title), description: st.lead, url: pageUrl(args) }) : [];

export default function CampaignSpending({ loaderData: d }: Route.ComponentProps) {
  const { campaign: c, list, page, pages } = d;
  const at = (n: number) => `/campaigns/${c.slug}/spending${n > 1 ? `?page=${n}` : ''}`;
  return (
    <>
      <PageHero title={st.allTitle(c.title)} subtitle={st.lead} />
      <div className="container-page max-w-3xl space-y-6 py-8">
        <p>
          <Link to={`/campaigns/${c.slug}#spending`} className="inline-flex min-h-11 items-center font-semibold text-accent-800 underline">
            {st.backToCampaign}
          </Link>
        </p>
        <SpendingFigures raisedPaise={c.raisedPaise} spentPaise={c.spentPaise} foundationAddedPaise={c.foundationAddedPaise} />
        {list.newest.length ? <Payments items={list.newest} /> : <p className="rounded-xl bg-stone-100 p-4 text-muted">{st.nothingYet}</p>}
        {pages > 1 ? (
          <nav aria-label={st.pageOf(page, pages)} className="flex flex-wrap items-center justify-between gap-3">
            {page > 1 ? (
              <Link to={at(page - 1)} className="btn-quiet" rel="prev">
                {st.newer}
              </Link>
            ) : (
              <span />
            )}
            <span className="text-sm text-muted">{st.pageOf(page, pages)}</span>
            {page < pages ? (
              <Link to={at(page + 1)} className="btn-quiet" rel="next">
                {st.older}
              </Link>
            ) : (
              <span />
            )}
          </nav>
        ) : null}
      </div>
    </>
  );
}
