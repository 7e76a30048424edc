// The vendor's products (issue 24): every state, filtered by tabs that are plain links; each
// with its photo, state, price range and stock, and the way to edit it. Only the shop's owner.
import { formatINR, PRODUCT_STATUSES, type ProductStatus, type SellerProductSummary, sellerMessages as sm } from '@sahyog/core';
import { FilterTabs } from '../components/FilterTabs.tsx';
import { ProductState, SellerNav } from '../components/SellerNav.tsx';
import { expected } from '../lib/forms.ts';
import { Link, redirect } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-products';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: sm.productsTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const status = new URL(request.url).searchParams.get('status') ?? '';
  try {
    return {
      products: await services(context).products.seller.list(user.id, { status: isStatus(status) ? status : undefined }),
      status: isStatus(status) ? status : '',
    };
  } catch (caught) {
    // No shop: the dashboard invites to apply.
    if (expected(caught).status === 403) throw redirect('/seller');
    throw caught;
  }
}

/** "₹1,999" or "₹1,999 – ₹2,400"; a listing without a price is "on request". */
export function priceRange(p: Pick<SellerProductSummary, 'minPricePaise' | 'maxPricePaise' | 'kind'>): string {
  if (p.minPricePaise === null) return p.kind === 'listing' ? sm.priceOnRequest : '—';
  if (p.maxPricePaise === null || p.maxPricePaise === p.minPricePaise) return formatINR(p.minPricePaise);
  return `${formatINR(p.minPricePaise)} – ${formatINR(p.maxPricePaise)}`;
}

export default function SellerProducts({ loaderData }: Route.ComponentProps) {
  const { products, status } = loaderData;
  const tabs: { value: '' | ProductStatus; label: string }[] = [
    { value: '', label: sm.filterAll },
    { value: 'published', label: sm.statusLabels.published },
    { value: 'draft', label: sm.statusLabels.draft },
    { value: 'archived', label: sm.statusLabels.archived },
  ];
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{sm.productsTitle}</h1>
        <p className="mt-1 text-muted">{sm.productsLead}</p>
      </div>
      <SellerNav current="products" />
      <FilterTabs label={sm.productsTitle} tabs={tabs} current={status} href={(v) => (v ? `/seller/products?status=${v}` : '/seller/products')} />
      {products.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-6 text-center">
          <p className="font-medium">{sm.productsNone}</p>
          <Link to="/seller/products/new" className="btn-primary mt-4 min-h-12">
            {sm.addProduct}
          </Link>
        </div>
      ) : (
        <ul className="space-y-3" aria-label={sm.productsTitle}>
          {products.map((p) => (
            <li key={p.id} className="card flex gap-4 p-3">
              {p.image ? (
                <img src={p.image} alt="" width={80} height={80} loading="lazy" className="h-20 w-20 shrink-0 rounded-xl bg-stone-100 object-cover" />
              ) : (
                <div aria-hidden="true" className="h-20 w-20 shrink-0 rounded-xl bg-stone-100" />
              )}
              <div className="min-w-0 flex-1">
                <div className="flex items-start justify-between gap-2">
                  <h2 className="line-clamp-2 min-w-0 font-semibold">{p.title}</h2>
                  <ProductState status={p.status} moderation={p.moderation} />
                </div>
                <p className="mt-0.5 font-semibold tabular-nums">{priceRange(p)}</p>
                <p className="text-sm text-muted">
                  {p.kind === 'listing' ? sm.kindLabels.listing : `${sm.variantsCount(p.variants)} · ${p.stock > 0 ? sm.inStock(p.stock) : sm.outOfStock}`}
                </p>
                <Link
                  to={`/seller/products/${p.id}`}
                  aria-label={`${sm.edit}: ${p.title}`}
                  className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold text-accent-800"
                >
                  {sm.edit} →
                </Link>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
