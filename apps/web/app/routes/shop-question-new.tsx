// "Ask the seller" (issue 41): the question form for a product (?product=) or a shop (?shop=).
// A guest is signed in first and comes back here; the product and shop pages' own forms post
// here, and a refused question shows again with its errors and what was typed.
import { askInput, inquiryText as it, shopText } from '@sahyog/core';
import { data } from 'react-router';
import { AskSellerForm } from '../components/AskSeller.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-question-new';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: it.askTitle, description: it.askLead }), { name: 'robots', content: 'noindex' }];

const SLUG = /^[a-z0-9-]{1,120}$/;

/** What the address asks about: a product's slug wins over a shop's. */
function targetOf(request: Request): { product: string } | { shop: string } | null {
  const url = new URL(request.url);
  const product = url.searchParams.get('product') ?? '';
  const shop = url.searchParams.get('shop') ?? '';
  if (SLUG.test(product)) return { product };
  if (SLUG.test(shop)) return { shop };
  return null;
}

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const target = targetOf(request);
  const about = target ? await services(context).inquiries.askTarget(user.id, target) : null;
  if (!target || !about) throw data(it.shopUnknown, { status: 404 });
  return data({ target, about }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? it.bodyRequired } }, reshow);
  // The form's own shop or product (the address's, as the page shows it).
  const target = targetOf(request);
  if (!target) throw data(it.shopUnknown, { status: 404 });
  const r = check(askInput, { ...form, ...('product' in target ? { product: target.product, shop: undefined } : { shop: target.shop, product: undefined }) });
  if (!r.ok) return fail(r.errors);
  try {
    const thread = await services(context).inquiries.ask(user.id, r.data, info.meta.ip);
    return redirectWithFlash(`/shop/questions/${thread.id}`, { type: 'success', message: it.sent }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { body: e.message });
  }
}

export default function ShopQuestionNew({ loaderData, actionData }: Route.ComponentProps) {
  const { target, about } = loaderData;
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight [overflow-wrap:anywhere]">{it.askShop(about.shop.name)}</h1>
      {about.product ? (
        <p className="mt-1 [overflow-wrap:anywhere]">
          <Link to={`/shop/products/${about.product.slug}`} className="font-semibold">
            {it.aboutProduct(about.product.title)}
          </Link>
        </p>
      ) : (
        <p className="mt-1">
          <Link to={`/shop/vendors/${about.shop.slug}`} className="font-semibold">
            {shopText.visitShop}
          </Link>
        </p>
      )}
      <p className="mt-2 text-muted">{it.askLead}</p>
      <div className="card mt-6 p-5">
        {about.own ? (
          <>
            <p>{it.ownShop}</p>
            <Link to="/seller/inbox" className="btn-quiet mt-3">
              {it.openInbox}
            </Link>
          </>
        ) : (
          <AskSellerForm target={target} phone={about.phone} values={actionData?.values} errors={actionData?.errors} />
        )}
      </div>
    </div>
  );
}
