import { formatDate, localPath, seoMessages, shopText } from '@sahyog/core';
import { data } from 'react-router';
import { AskSellerBox } from '../components/AskSeller.tsx';
import { SellerFacts } from '../components/SellerFacts.tsx';
import { ShopGrid } from '../components/ShopCard.tsx';
import { publicPageHeaders } from '../lib/cache.ts';
import { breadcrumbLd, ldMeta } from '../lib/json-ld.ts';
import { Form, Link } from '../lib/links.tsx';
import { plainText, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-vendor';

/** Content and one form: no React on the client (decision 0002). */
export const handle: RouteHandle = { hydrate: false };

export const headers = publicPageHeaders;

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { products } = services(context);
  const url = new URL(request.url);
  const page = Math.min(100, Math.max(1, Number.parseInt(url.searchParams.get('page') ?? '1', 10) || 1));
  const shop = /^[a-z0-9-]{1,120}$/.test(params.slug) ? await products.vendorPage(params.slug, page) : null;
  if (!shop) throw data(shopText.vendorNotFound, { status: 404 });
  const info = requestInfo(context);
  const user = info.viewer?.user;
  const [following, ownShop] = await Promise.all([
    user ? products.follows(user.id, shop.vendor.id) : false,
    user ? services(context).vendors.forUser(user.id) : null,
  ]);
  // "Ask the seller" (issue 41): the form for a signed-in buyer, a link for a guest.
  const asker = user ? { own: ownShop?.id === shop.vendor.id, phone: user.phoneVerified && user.phone ? user.phone : null } : null;
  return { ...shop, following, asker, publicUrl: info.publicUrl, pageUrl: `${info.publicUrl}${url.pathname}` };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { products } = services(context);
  const form = await request.formData();
  const follow = form.get('intent') === 'follow';
  const vendor = await products.vendorPage(params.slug);
  if (!vendor) throw data(shopText.vendorNotFound, { status: 404 });
  if (follow) await products.follow(user.id, params.slug);
  else await products.unfollow(user.id, params.slug);
  const name = vendor.vendor.displayName;
  return redirectWithFlash(
    `/shop/vendors/${params.slug}`,
    { type: 'success', message: follow ? shopText.followed(name) : shopText.unfollowed(name) },
    requestInfo(context).secureCookies,
  );
}

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  d
    ? [
        ...seo({
          title: d.vendor.displayName,
          description: plainText(d.vendor.about) || shopText.shopDescription,
          url: d.pageUrl,
          ...(d.vendor.headerImage ? { image: d.vendor.headerImage } : {}),
        }),
        ldMeta(
          breadcrumbLd([
            { name: seoMessages.home, url: `${d.publicUrl}${localPath('/')}` },
            { name: shopText.breadcrumbShop, url: `${d.publicUrl}${localPath('/shop')}` },
            { name: d.vendor.displayName, url: d.pageUrl },
          ]),
        ),
      ]
    : [{ title: shopText.vendorNotFound }];

export default function ShopVendor({ loaderData }: Route.ComponentProps) {
  const { vendor: v, products, following, asker } = loaderData;
  const t = shopText;
  return (
    <>
      <section className="border-b border-line bg-white">
        {v.headerImage ? (
          <picture>
            {v.headerImageWebp ? <source type="image/webp" srcSet={v.headerImageWebp} /> : null}
            <img src={v.headerImage} alt="" width={1200} height={300} fetchPriority="high" className="aspect-[4/1] max-h-64 w-full bg-accent-50 object-cover" />
          </picture>
        ) : (
          <div className="h-20 bg-gradient-to-r from-accent-50 to-paper sm:h-28" />
        )}
        <div className="container-page pb-6">
          <div className="-mt-10 flex items-end gap-4">
            {v.logo ? (
              <picture>
                {v.logoWebp ? <source type="image/webp" srcSet={v.logoWebp} /> : null}
                <img
                  src={v.logo}
                  alt=""
                  width={96}
                  height={96}
                  className="h-20 w-20 rounded-2xl border-4 border-white bg-white object-cover shadow-sm sm:h-24 sm:w-24"
                />
              </picture>
            ) : (
              <span
                aria-hidden="true"
                className="flex h-20 w-20 items-center justify-center rounded-2xl border-4 border-white bg-accent-700 text-3xl font-bold text-white shadow-sm"
              >
                {v.displayName.slice(0, 1)}
              </span>
            )}
          </div>
          <h1 className="mt-3 text-2xl font-bold sm:text-3xl">{v.displayName}</h1>
          <p className="text-sm text-muted">
            {v.city}, {v.state} · {t.followers(v.followers)} · {t.sellingSince(formatDate(v.since))}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value={following ? 'unfollow' : 'follow'} />
            <button type="submit" className={following ? 'btn-quiet' : 'btn-primary'} aria-pressed={following}>
              {following ? t.unfollow : t.follow}
            </button>
          </Form>
        </div>
      </section>
      <div className="container-page grid gap-8 pb-12 pt-6 lg:grid-cols-[minmax(0,1fr)_320px]">
        <section aria-labelledby="v-products" className="min-w-0">
          <h2 id="v-products" className="text-xl font-bold">
            {t.products} <span className="text-base font-normal text-muted">({t.results(products.total, products.totalCapped)})</span>
          </h2>
          <div className="mt-4">
            {products.items.length ? <ShopGrid products={products.items} eagerFirst={2} /> : <p className="text-muted">{t.noProducts}</p>}
          </div>
          {products.pages > 1 ? (
            <nav aria-label={t.pagination} className="mt-6 flex items-center justify-between">
              {products.page > 1 ? (
                <Link to={`?page=${products.page - 1}`} rel="prev" className="btn-quiet">
                  {t.previous}
                </Link>
              ) : (
                <span />
              )}
              <span className="text-sm text-muted">{t.pageOf(products.page, products.pages)}</span>
              {products.page < products.pages ? (
                <Link to={`?page=${products.page + 1}`} rel="next" className="btn-quiet">
                  {t.next}
                </Link>
              ) : (
                <span />
              )}
            </nav>
          ) : null}
        </section>
        <div className="min-w-0 space-y-4">
          <aside aria-labelledby="v-about" className="h-fit space-y-4 rounded-xl border border-line bg-white p-5 text-sm">
            <h2 id="v-about" className="text-lg font-bold">
              {t.about}
            </h2>
            {v.about ? <p className="whitespace-pre-line">{v.about}</p> : null}
            <dl className="space-y-3">
              <SellerFacts vendor={v} />
            </dl>
          </aside>
          <AskSellerBox target={{ shop: v.slug }} asker={asker} />
        </div>
      </div>
    </>
  );
}
