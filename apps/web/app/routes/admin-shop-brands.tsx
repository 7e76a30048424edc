// Brands in the console (issue 24): add one, rename one. Audited.
import { brandInput, STAFF_ROLES, catalogueAdminMessages as t } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-brands';

export const meta: Route.MetaFunction = () => [{ title: t.brandsTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { brands: await services(context).products.catalogueAdmin.brands() };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const admin = services(context).products.catalogueAdmin;
  const refuse = (errors: FieldErrors, message: string) => data<ActionData>({ errors, values: form, toast: { type: 'error', message } }, reshow);
  try {
    const r = check(brandInput, form);
    if (!r.ok) return refuse(r.errors, Object.values(r.errors)[0] ?? t.none);
    if (form.intent === 'add') await admin.addBrand(r.data, user.id);
    else {
      const id = Number(form.id);
      if (!(Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) throw data(t.none, { status: 404 });
      await admin.updateBrand(id, r.data, user.id);
    }
    return redirectWithFlash('/admin/shop/brands', { type: 'success', message: form.intent === 'add' ? t.added : t.saved }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return refuse((e.fields ?? {}) as FieldErrors, e.message);
  }
}

export default function AdminShopBrands({ loaderData, actionData }: Route.ComponentProps) {
  const result = actionData as ActionData | undefined;
  const adding = result?.values.intent === 'add';
  return (
    <>
      <ConsoleHeader title={t.brandsTitle} lead={t.brandsLead} toast={result?.toast} />
      <Form method="post" noValidate autoComplete="off" className="card mt-6 flex flex-wrap items-end gap-3 p-5">
        <input type="hidden" name="intent" value="add" />
        <Field
          id="add-name"
          className="w-full sm:w-72"
          label={t.name}
          name="name"
          maxLength={80}
          defaultValue={adding ? result?.values.name : ''}
          error={adding ? result?.errors.name : undefined}
        />
        <button type="submit" className="btn-primary min-h-12">
          {t.add}
        </button>
      </Form>
      <ul className="mt-6 space-y-3" aria-label={t.brandsTitle}>
        {loaderData.brands.length === 0 ? <li className="text-muted">{t.none}</li> : null}
        {loaderData.brands.map((b) => {
          const mine = !adding && result?.values.id === String(b.id);
          return (
            <li key={b.id} className="card p-4">
              <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
                <input type="hidden" name="id" value={b.id} />
                <Field
                  id={`brand-${b.id}`}
                  className="w-full sm:w-72"
                  label={t.name}
                  name="name"
                  maxLength={80}
                  defaultValue={mine ? result?.values.name : b.name}
                  error={mine ? result?.errors.name : undefined}
                />
                <span className="min-h-11 py-3 text-sm text-muted">
                  {t.productsCount}: {b.products}
                </span>
                <button type="submit" name="intent" value="save" aria-label={`${t.save}: ${b.name}`} className="btn-secondary min-h-11">
                  {t.save}
                </button>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
