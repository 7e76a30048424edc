import { CampaignCard } from '../components/CampaignCard.tsx';
import { PageHero } from '../components/PageHero.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/explore-campaigns';

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

/** Content only: no React on the client (see RouteHandle in root.tsx). */
export const handle: RouteHandle = { hydrate: false };

export async function loader({ context }: Route.LoaderArgs) {
  const { catalog } = services(context);
  const [categories, campaigns] = await Promise.all([catalog.categories(), catalog.homeCampaigns()]);
  // Group by cause so a visitor scans causes first, then campaigns.
  const groups = categories
    .map((cat) => ({ category: cat, campaigns: campaigns.filter((c) => c.categoryId === cat.id) }))
    .filter((g) => g.campaigns.length > 0);
  return { groups };
}

export const meta: Route.MetaFunction = () =>
  seo({
    title: 'Join Our Efforts',
    description: 'Select a cause for your contribution: children, elders, animals, medical care, hunger, education and more. Every campaign is verified.',
  });

export default function ExploreCampaigns({ loaderData }: Route.ComponentProps) {
  const { groups } = loaderData;
  return (
    <>
      <PageHero title="Join Our Efforts" subtitle="Select a Cause for Your Contribution" />
      <div className="container-page py-8">
        <nav aria-label="Causes" className="no-scrollbar -mx-4 overflow-x-auto px-4">
          <ul className="flex gap-2">
            {groups.map((g) => (
              <li key={g.category.id} className="shrink-0">
                <a
                  href={`#cause-${g.category.slug}`}
                  className="inline-flex min-h-11 items-center gap-2 whitespace-nowrap rounded-full border border-line bg-white py-1 pl-1 pr-4 text-sm font-semibold no-underline hover:border-accent-700"
                >
                  <img src={g.category.image} alt="" width={40} height={40} className="h-8 w-8 rounded-full" />
                  {g.category.name}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        {groups.map((g, gi) => (
          <section key={g.category.id} id={`cause-${g.category.slug}`} aria-labelledby={`h-${g.category.slug}`} className="pt-10">
            <h2 id={`h-${g.category.slug}`} className="section-title">
              {g.category.name}
            </h2>
            <ul className="mt-4 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {g.campaigns.map((c, i) => (
                <li key={c.id}>
                  <CampaignCard campaign={c} eager={gi === 0 && i < 2} />
                </li>
              ))}
            </ul>
          </section>
        ))}
      </div>
    </>
  );
}
