import { shopText } from '@sahyog/core';
import { categoryName, ShopGrid, ShopSearchBox } from '../components/ShopCard.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop';

/** Content only: no React on the client (decision 0002). */
export const handle: RouteHandle = { hydrate: false };

/** Public content: the server may serve it from its short page cache. */
export const headers = publicPageHeaders;

export async function loader({ context }: Route.LoaderArgs) {
  const { products } = services(context);
  const [home, categories] = await Promise.all([products.home(), products.categories()]);
  return { ...home, categories };
}

export const meta: Route.MetaFunction = (args) =>
  seo({ url: pageUrl(args, args.location.pathname), title: shopText.shopTitle, description: shopText.shopDescription });

function Row({ id, title, products, more }: { id: string; title: string; products: Parameters<typeof ShopGrid>[0]['products']; more?: string }) {
  if (!products.length) return null;
  return (
    <section aria-labelledby={id} className="pt-10">
      <div className="flex items-baseline justify-between gap-4">
        <h2 id={id} className="text-xl font-bold sm:text-2xl">
          {title}
        </h2>
        {more ? (
          <Link to={more} className="inline-flex min-h-11 items-center text-sm font-semibold">
            {shopText.seeAll}
          </Link>
        ) : null}
      </div>
      <div className="mt-4">
        <ShopGrid products={products} />
      </div>
    </section>
  );
}

export default function Shop({ loaderData }: Route.ComponentProps) {
  const { featured, topViewed, newest, categories } = loaderData;
  const t = shopText;
  return (
    <>
      <section className="border-b border-line bg-gradient-to-b from-accent-50 to-paper">
        <div className="container-page py-8 sm:py-12">
          <h1 className="text-3xl font-bold tracking-tight sm:text-4xl">{t.shopTitle}</h1>
          <p className="mt-2 max-w-2xl text-base text-muted sm:text-lg">{t.shopLead}</p>
          <div className="mt-5 max-w-2xl">
            <ShopSearchBox />
          </div>
        </div>
      </section>
      <div className="container-page pb-12">
        {categories.length ? (
          <section aria-labelledby="shop-categories" className="pt-8">
            <h2 id="shop-categories" className="text-xl font-bold sm:text-2xl">
              {t.categories}
            </h2>
            <ul className="mt-4 grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
              {categories.map((c) => (
                <li key={c.id} className="rounded-xl border border-line bg-white p-4">
                  <Link to={`/shop/search?category=${c.slug}`} className="inline-flex min-h-11 items-center text-base font-semibold">
                    {categoryName(c)}
                  </Link>
                  {c.children.length ? (
                    <ul className="mt-1 flex flex-wrap gap-2">
                      {c.children.map((sub) => (
                        <li key={sub.id}>
                          <Link
                            to={`/shop/search?category=${sub.slug}`}
                            className="inline-flex min-h-11 items-center rounded-full border border-line px-3 text-sm no-underline hover:border-accent-700"
                          >
                            {categoryName(sub)}
                          </Link>
                        </li>
                      ))}
                    </ul>
                  ) : null}
                </li>
              ))}
            </ul>
          </section>
        ) : null}
        <Row id="shop-featured" title={t.featured} products={featured} />
        <Row id="shop-top" title={t.topViewed} products={topViewed} more={`/shop/search?sort=popular`} />
        <Row id="shop-new" title={t.newest} products={newest} more={`/shop/search?sort=newest`} />
      </div>
    </>
  );
}
