// One of the vendor's products (issue 24): its state and what to do next first (publish, copy,
// archive), then photos (uploaded here, decision 0043: re-encoded by the server), variations with
// their prices and stock, a package's contents, and the details. Plain forms, no JavaScript.
// Only the shop's owner reaches it; another shop's product is a 404.
import { sellerMessages as sm } from '@sahyog/core';
import { ProductState, SellerNav } from '../../components/SellerNav.tsx';
import { Toaster } from '../../components/Toaster.tsx';
import { expected } from '../../lib/forms.ts';
import { Link, redirect } from '../../lib/links.tsx';
import { services } from '../../lib/services.server.ts';
import { requireUser } from '../../lib/session.server.ts';
import type { RouteHandle } from '../../root.tsx';
import { priceRange } from '../seller-products.tsx';
import type { Route } from './+types/route';
import { type ActionData, idOf } from './action.server.ts';
import { DetailsForm } from './details-form.tsx';
import { PackageForm, Photos, StatusActions, Variants } from './parts.tsx';

export { action } from './action.server.ts';

// Photos are uploaded here (decision 0043).
export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: sm.editTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const id = idOf(params.id);
  const { vendors, products } = services(context);
  const shop = await vendors.forUser(user.id);
  if (!shop) throw redirect('/seller');
  try {
    const product = await products.seller.get(user.id, id);
    return {
      product,
      approved: shop.status === 'approved',
      options: await products.seller.options(),
      choices: product.kind === 'package' ? await products.seller.packageChoices(user.id, id) : [],
    };
  } catch (caught) {
    if (expected(caught).status === 404) throw new Response('Not found', { status: 404 });
    throw caught;
  }
}

export default function SellerProduct({ loaderData, actionData }: Route.ComponentProps) {
  const p = loaderData.product;
  const result = actionData as ActionData | undefined;
  const locked = p.status === 'archived';
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <Toaster toasts={[result?.toast]} />
      <SellerNav current="products" />
      <div>
        <Link to="/seller/products" className="text-sm font-semibold text-accent-800">
          ← {sm.back}
        </Link>
        <div className="mt-3 flex flex-wrap items-center gap-2">
          <ProductState status={p.status} moderation={p.moderation} />
          <span className="text-sm text-muted">{sm.kindLabels[p.kind]}</span>
        </div>
        <h1 className="mt-1 text-2xl font-bold tracking-tight sm:text-3xl">{p.title}</h1>
        <p className="mt-1 text-lg font-semibold tabular-nums">{priceRange(p)}</p>
        {p.moderationReason ? <p className="mt-2 rounded-xl bg-red-50 p-3 text-sm text-red-800">{p.moderationReason}</p> : null}
      </div>
      <StatusActions p={p} approved={loaderData.approved} />
      {locked ? null : (
        <>
          <Photos p={p} error={result?.form === 'photo' ? result.errors.photo : undefined} />
          {p.kind !== 'listing' ? <Variants p={p} result={result?.form === 'variant' ? result : undefined} /> : null}
          {p.kind === 'package' ? (
            <PackageForm p={p} choices={loaderData.choices} error={result?.form === 'package' ? result.errors.items : undefined} />
          ) : null}
          <section aria-labelledby="details-title" className="card p-5">
            <h2 id="details-title" className="mb-4 text-xl font-bold">
              {sm.detailsTitle}
            </h2>
            <DetailsForm
              p={p}
              options={loaderData.options}
              values={result?.form === 'details' ? result.values : undefined}
              errors={result?.form === 'details' ? result.errors : undefined}
            />
          </section>
        </>
      )}
    </div>
  );
}
