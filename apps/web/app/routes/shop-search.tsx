import { SHOP_SORTS, type ShopSort, shopSearchQuery, shopText } from '@sahyog/core';
import { categoryName, ShopGrid, ShopSearchBox } from '../components/ShopCard.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-search';

/** A GET form and links: works without JavaScript, ships none (decision 0002). */
export const handle: RouteHandle = { hydrate: false };

/** The same answer for everyone asking the same thing: the page cache may keep it. */
export const headers = publicPageHeaders;

/** What the address asks for, each part on its own: a bad one is left out, never an error page. */
function fromUrl(u: URL) {
  const clean = (v: string | null) => v?.trim() || undefined;
  const rupees = (v: string | null) => {
    const t = clean(v);
    return t && /^\d{1,9}$/.test(t) ? Number(t) * 100 : undefined;
  };
  const sort = clean(u.searchParams.get('sort'));
  const raw = {
    q: clean(u.searchParams.get('q'))?.slice(0, 100),
    category: clean(u.searchParams.get('category')),
    brand: clean(u.searchParams.get('brand')),
    city: clean(u.searchParams.get('city')),
    minPaise: rupees(u.searchParams.get('min')),
    maxPaise: rupees(u.searchParams.get('max')),
    inStock: u.searchParams.get('inStock') ? 'true' : undefined,
    sort: SHOP_SORTS.includes(sort as ShopSort) ? sort : undefined,
    page: clean(u.searchParams.get('page')),
  };
  const whole = shopSearchQuery.safeParse(raw);
  if (whole.success) return whole.data;
  // Keep what is valid: drop each field the schema refused.
  const bad = new Set(whole.error.issues.map((i) => String(i.path[0])));
  const kept = Object.fromEntries(Object.entries(raw).filter(([k]) => !bad.has(k)));
  const again = shopSearchQuery.safeParse(kept);
  return again.success ? again.data : shopSearchQuery.parse({});
}

/** The address of this search's page `page` (the form's own field names). */
function pageHref(query: ReturnType<typeof fromUrl>, page: number): string {
  const out = new URLSearchParams();
  if (query.q) out.set('q', query.q);
  if (query.category) out.set('category', query.category);
  if (query.brand) out.set('brand', query.brand);
  if (query.city) out.set('city', query.city);
  if (query.minPaise !== undefined) out.set('min', String(query.minPaise / 100));
  if (query.maxPaise !== undefined) out.set('max', String(query.maxPaise / 100));
  if (query.inStock) out.set('inStock', '1');
  if (query.sort) out.set('sort', query.sort);
  out.set('page', String(page));
  return `/shop/search?${out}`;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const shop = services(context).products;
  const query = fromUrl(new URL(request.url));
  const [result, categories, brands, cities] = await Promise.all([shop.find(query), shop.categories(), shop.brands(), shop.cities()]);
  return { query, result, categories, brands, cities };
}

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => [
  ...seo({ url: pageUrl(args, args.location.pathname), title: shopText.searchTitle(d?.query.q ?? ''), description: shopText.shopDescription }),
  // Every query is its own page: search engines should follow its products, not index it.
  { name: 'robots', content: 'noindex, follow' },
];

const select = 'mt-1 min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 text-base';

export default function ShopSearch({ loaderData }: Route.ComponentProps) {
  const { query, result, categories, brands, cities } = loaderData;
  const t = shopText;
  const q = query.q ?? '';
  const pageLink = (page: number) => pageHref(query, page);
  const filtered = Boolean(query.category || query.brand || query.city || query.minPaise !== undefined || query.maxPaise !== undefined || query.inStock);
  const sort = query.sort ?? (q ? 'relevance' : 'newest');
  return (
    <div className="container-page pb-12 pt-6">
      <ShopSearchBox q={q} />
      <h1 className="mt-6 text-2xl font-bold sm:text-3xl">{t.searchTitle(q)}</h1>
      <p className="mt-1 text-sm text-muted" aria-live="polite">
        {result.searchedFor ? `${t.showingFor(result.searchedFor)} · ` : ''}
        {t.results(result.total, result.totalCapped)}
      </p>
      {/* One GET form: the filters and the sort travel with the words. */}
      <Form method="get" action="/shop/search" className="mt-4" aria-label={t.filters}>
        <input type="hidden" name="q" value={q} />
        <details className="rounded-xl border border-line bg-white" open={filtered}>
          <summary className="flex min-h-11 cursor-pointer items-center px-4 font-semibold">{t.filters}</summary>
          <div className="grid gap-4 border-t border-line p-4 sm:grid-cols-2 lg:grid-cols-3">
            <div>
              <label htmlFor="f-category" className="block text-sm font-semibold">
                {t.category}
              </label>
              <select id="f-category" name="category" defaultValue={query.category ?? ''} className={select}>
                <option value="">{t.anyCategory}</option>
                {categories.map((c) => [
                  <option key={c.id} value={c.slug}>
                    {categoryName(c)}
                  </option>,
                  ...c.children.map((sub) => (
                    <option key={sub.id} value={sub.slug}>
                      {`— ${categoryName(sub)}`}
                    </option>
                  )),
                ])}
              </select>
            </div>
            <div>
              <label htmlFor="f-brand" className="block text-sm font-semibold">
                {t.brand}
              </label>
              <select id="f-brand" name="brand" defaultValue={query.brand ?? ''} className={select}>
                <option value="">{t.anyBrand}</option>
                {brands.map((b) => (
                  <option key={b.slug} value={b.slug}>
                    {b.name}
                  </option>
                ))}
              </select>
            </div>
            <div>
              <label htmlFor="f-city" className="block text-sm font-semibold">
                {t.city}
              </label>
              <select id="f-city" name="city" defaultValue={query.city ?? ''} className={select}>
                <option value="">{t.anyCity}</option>
                {cities.map((c) => (
                  <option key={c} value={c}>
                    {c}
                  </option>
                ))}
              </select>
            </div>
            <div className="grid grid-cols-2 gap-3">
              <div>
                <label htmlFor="f-min" className="block text-sm font-semibold">
                  {t.priceFrom}
                </label>
                <input
                  id="f-min"
                  name="min"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={9}
                  defaultValue={query.minPaise !== undefined ? String(query.minPaise / 100) : ''}
                  className={select}
                />
              </div>
              <div>
                <label htmlFor="f-max" className="block text-sm font-semibold">
                  {t.priceTo}
                </label>
                <input
                  id="f-max"
                  name="max"
                  type="text"
                  inputMode="numeric"
                  pattern="[0-9]*"
                  maxLength={9}
                  defaultValue={query.maxPaise !== undefined ? String(query.maxPaise / 100) : ''}
                  className={select}
                />
              </div>
            </div>
            <label className="flex min-h-11 items-center gap-3 self-end">
              <input type="checkbox" name="inStock" value="1" defaultChecked={query.inStock === true} className="h-5 w-5" />
              <span>{t.inStockOnly}</span>
            </label>
          </div>
        </details>
        <div className="mt-3 flex flex-wrap items-end gap-3">
          <div className="min-w-48 flex-1 sm:flex-none">
            <label htmlFor="f-sort" className="block text-sm font-semibold">
              {t.sort}
            </label>
            <select id="f-sort" name="sort" defaultValue={sort} className={select}>
              {SHOP_SORTS.map((s) => (
                <option key={s} value={s}>
                  {t.sorts[s]}
                </option>
              ))}
            </select>
          </div>
          <button type="submit" className="btn-primary">
            {t.apply}
          </button>
          {filtered ? (
            <Link to={q ? `/shop/search?q=${encodeURIComponent(q)}` : '/shop/search'} className="inline-flex min-h-11 items-center text-sm font-semibold">
              {t.clear}
            </Link>
          ) : null}
        </div>
      </Form>
      <section aria-label={t.results(result.total, result.totalCapped)} className="mt-6">
        {result.items.length ? (
          // The results sit right under the page's h1 (the filters have no heading): their titles are h2 (the W3C checker's h1 → h3).
          <ShopGrid products={result.items} eagerFirst={2} heading="h2" />
        ) : (
          <div className="rounded-xl border border-dashed border-line bg-white p-8 text-center">
            <h2 className="text-lg font-semibold">{t.noResults}</h2>
            <p className="mt-1 text-muted">{t.noResultsLead}</p>
            <Link to="/shop" className="btn-secondary mt-4">
              {t.allProducts}
            </Link>
          </div>
        )}
      </section>
      {result.pages > 1 ? (
        <nav aria-label={t.pagination} className="mt-8 flex items-center justify-between gap-3">
          {result.page > 1 ? (
            <Link to={pageLink(result.page - 1)} rel="prev" className="btn-quiet">
              {t.previous}
            </Link>
          ) : (
            <span />
          )}
          <span className="text-sm text-muted">{t.pageOf(result.page, result.pages)}</span>
          {result.page < result.pages ? (
            <Link to={pageLink(result.page + 1)} rel="next" className="btn-quiet">
              {t.next}
            </Link>
          ) : (
            <span />
          )}
        </nav>
      ) : null}
    </div>
  );
}
