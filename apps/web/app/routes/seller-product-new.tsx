// Adding a product (issue 24): its details first; photos and variations follow on its page.
import { productInput, sellerMessages as sm } from '@sahyog/core';
import { data } from 'react-router';
import { SellerNav } from '../components/SellerNav.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { redirect } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-product-new';
import { DetailsForm } from './seller-product/details-form.tsx';
import { productFields } from './seller-product/form.server.ts';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: sm.newTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { vendors, products } = services(context);
  if (!(await vendors.forUser(user.id))) throw redirect('/seller');
  return { options: await products.seller.options() };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const form = formObject(await request.formData());
  const refuse = (errors: FieldErrors, message?: string) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: message ?? Object.values(errors)[0] ?? sm.newTitle } }, reshow);
  const r = check(productInput, productFields(form));
  if (!r.ok) return refuse(r.errors);
  try {
    const p = await services(context).products.seller.create(user.id, r.data);
    return redirectWithFlash(`/seller/products/${p.id}`, { type: 'success', message: sm.created }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    if (e.status === 403) throw redirect('/seller');
    return refuse(e.fields ?? {}, e.message);
  }
}

export default function SellerProductNew({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <Toaster toasts={[result?.toast]} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{sm.newTitle}</h1>
        <p className="mt-1 text-muted">{sm.newLead}</p>
      </div>
      <SellerNav current="new" />
      <section className="card p-5">
        <DetailsForm options={loaderData.options} values={result?.values} errors={result?.errors} />
      </section>
    </div>
  );
}
