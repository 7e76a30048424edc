// The vendor's dashboard (issue 24). Signed out, or signed in without a shop: a call to apply at
// /sell. A shop under review, rejected or suspended: its state, and the way to its application.
// An approved shop: its products by state, stock running low, 30 days of views and clicks,
// likes and followers, and the way to add a product. Phone first; no JavaScript.
import { formatCount, sellerMessages as sm, type VendorSummary } from '@sahyog/core';
import { SellerNav } from '../components/SellerNav.tsx';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: sm.dashboardTitle, description: sm.noShopLead });

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  if (!viewer) return { shop: null, dashboard: null };
  const { vendors, products } = services(context);
  const shop: VendorSummary | null = await vendors.forUser(viewer.user.id);
  if (shop?.status !== 'approved') return { shop, dashboard: null };
  return { shop, dashboard: await products.seller.dashboard(viewer.user.id) };
}

function Apply() {
  return (
    <div className="container-page max-w-2xl py-10">
      <p className="eyebrow">{sm.dashboardTitle}</p>
      <h1 className="mt-1 text-3xl font-bold tracking-tight">{sm.noShopTitle}</h1>
      <p className="mt-3 text-lg text-muted">{sm.noShopLead}</p>
      <Link to="/sell" className="btn-primary mt-6 min-h-12 w-full sm:w-auto">
        {sm.applyCta}
      </Link>
    </div>
  );
}

function Stat({ label, value }: { label: string; value: number }) {
  return (
    <div className="rounded-2xl border border-line bg-white p-4">
      <dt className="text-sm text-muted">{label}</dt>
      <dd className="mt-1 text-2xl font-bold tabular-nums">{formatCount(value)}</dd>
    </div>
  );
}

export default function Seller({ loaderData }: Route.ComponentProps) {
  const { shop, dashboard } = loaderData;
  if (!shop) return <Apply />;
  if (!dashboard) {
    return (
      <div className="container-page max-w-2xl py-10">
        <p className="eyebrow">{shop.displayName}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{sm.statusTitle}</h1>
        <div className="card mt-6 p-5">
          <p className="text-lg">{sm.status[shop.status]}</p>
          {shop.statusReason && shop.status !== 'submitted' ? <p className="mt-2 text-muted">{sm.statusReason(shop.statusReason)}</p> : null}
          <Link to="/sell" className="btn-secondary mt-5 min-h-12">
            {sm.seeApplication}
          </Link>
        </div>
      </div>
    );
  }
  const d = dashboard;
  return (
    <div className="container-page max-w-3xl space-y-6 py-6">
      <div>
        <p className="eyebrow">{shop.displayName}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{sm.dashboardTitle}</h1>
        <p className="mt-1 text-muted">{sm.dashboardLead}</p>
      </div>
      <SellerNav current="dashboard" />
      <Link to="/seller/products/new" className="btn-primary min-h-12 w-full sm:w-auto">
        + {sm.addProduct}
      </Link>
      <section aria-labelledby="products-title">
        <h2 id="products-title" className="sr-only">
          {sm.productsTitle}
        </h2>
        <dl className="grid grid-cols-3 gap-3">
          <Stat label={sm.productsLive} value={d.counts.published} />
          <Stat label={sm.productsDraft} value={d.counts.draft} />
          <Stat label={sm.productsArchived} value={d.counts.archived} />
        </dl>
        {d.moderated > 0 ? (
          <p className="mt-3 rounded-xl bg-red-50 p-3 text-sm font-medium text-red-800">
            <Link to="/seller/products?status=published" className="text-red-800">
              {sm.moderated(d.moderated)}
            </Link>
          </p>
        ) : null}
      </section>
      <section aria-labelledby="reach-title">
        <h2 id="reach-title" className="sr-only">
          {sm.views30}
        </h2>
        <dl className="grid grid-cols-2 gap-3">
          <Stat label={sm.views30} value={d.views30} />
          <Stat label={sm.clicks30} value={d.clicks30} />
          <Stat label={sm.likes} value={d.likes} />
          <Stat label={sm.followers} value={d.followers} />
        </dl>
      </section>
      <section aria-labelledby="stock-title" className="card p-5">
        <h2 id="stock-title" className="text-xl font-bold">
          {sm.lowStockTitle}
        </h2>
        {d.lowStock.length === 0 ? (
          <p className="mt-2 text-muted">{sm.lowStockNone}</p>
        ) : (
          <ul className="mt-3 divide-y divide-line">
            {d.lowStock.map((v) => (
              <li key={`${v.productId}-${v.sku}`} className="flex items-center justify-between gap-3 py-3">
                <Link to={`/seller/products/${v.productId}`} className="min-w-0 font-medium">
                  <span className="block truncate">{v.title}</span>
                  <span className="block text-sm font-normal text-muted">{[...Object.values(v.attributes), v.sku].join(' · ')}</span>
                </Link>
                <span className={`shrink-0 text-sm font-semibold ${v.stock === 0 ? 'text-red-800' : 'text-amber-900'}`}>{sm.lowStockLeft(v.stock)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>
      <p className="text-sm">
        <Link to="/seller/products" className="font-semibold text-accent-800">
          {sm.allProducts} →
        </Link>
      </p>
    </div>
  );
}
