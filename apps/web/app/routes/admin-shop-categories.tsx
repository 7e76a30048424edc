// The shop's categories in the console (issue 24): top categories and their sub-categories, each
// with its Hindi name beside the English and an order. Plain forms; every change is audited.
import { type ShopCategoryView, STAFF_ROLES, shopCategoryInput, catalogueAdminMessages as t } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-categories';

export const meta: Route.MetaFunction = () => [{ title: t.categoriesTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { categories: await services(context).products.catalogueAdmin.categories() };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here again.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const admin = services(context).products.catalogueAdmin;
  const back = (message: string) => redirectWithFlash('/admin/shop/categories', { type: 'success', message }, requestInfo(context).secureCookies);
  const refuse = (errors: FieldErrors, message: string) => data<ActionData>({ errors, values: form, toast: { type: 'error', message } }, reshow);
  const id = Number(form.id);
  if (form.intent !== 'add' && !(Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) throw data(t.none, { status: 404 });
  try {
    if (form.intent === 'remove') {
      await admin.removeCategory(id, user.id);
      return back(t.removed);
    }
    const r = check(shopCategoryInput, form);
    if (!r.ok) return refuse(r.errors, Object.values(r.errors)[0] ?? t.none);
    if (form.intent === 'add') {
      await admin.addCategory(r.data, user.id);
      return back(t.added);
    }
    await admin.updateCategory(id, r.data, user.id);
    return back(t.saved);
  } catch (caught) {
    const e = expected(caught);
    return refuse((e.fields ?? {}) as FieldErrors, e.message);
  }
}

function Fields({
  c,
  tops,
  values,
  errors,
  prefix,
}: {
  c?: ShopCategoryView;
  tops: ShopCategoryView[];
  values: Record<string, string>;
  errors: FieldErrors;
  prefix: string;
}) {
  const v = (k: 'name' | 'nameHi' | 'sort' | 'parentId') => values[k] ?? (c ? String(c[k] ?? '') : '');
  return (
    <>
      <Field id={`${prefix}-name`} label={t.name} name="name" maxLength={80} defaultValue={v('name')} error={errors.name} />
      <Field id={`${prefix}-nameHi`} label={t.nameHi} name="nameHi" lang="hi" maxLength={80} defaultValue={v('nameHi')} error={errors.nameHi} />
      <SelectField id={`${prefix}-parent`} label={t.parent} name="parentId" defaultValue={v('parentId')} error={errors.parentId}>
        <option value="">{t.topLevel}</option>
        {tops
          .filter((p) => p.id !== c?.id)
          .map((p) => (
            <option key={p.id} value={p.id}>
              {p.name}
            </option>
          ))}
      </SelectField>
      <Field id={`${prefix}-sort`} label={t.order} name="sort" inputMode="numeric" maxLength={4} defaultValue={v('sort') || '0'} error={errors.sort} />
      <Field
        id={`${prefix}-commission`}
        label={t.commission}
        name="commissionPercent"
        inputMode="decimal"
        maxLength={5}
        defaultValue={values.commissionPercent ?? (c ? String(c.commissionBp / 100) : '5')}
        error={errors.commissionPercent}
      />
    </>
  );
}

export default function AdminShopCategories({ loaderData, actionData }: Route.ComponentProps) {
  const { categories } = loaderData;
  const result = actionData as ActionData | undefined;
  const tops = categories.filter((c) => c.parentId === null);
  const adding = result?.values.intent === 'add';
  return (
    <>
      <ConsoleHeader title={t.categoriesTitle} lead={t.categoriesLead} toast={result?.toast} />
      <section aria-labelledby="add-title" className="card mt-6 p-5">
        <h2 id="add-title" className="text-xl font-semibold">
          {t.add}
        </h2>
        <Form method="post" noValidate autoComplete="off" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add" />
          <Fields tops={tops} values={adding ? (result?.values ?? {}) : {}} errors={adding ? (result?.errors ?? {}) : {}} prefix="add" />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary min-h-12">
              {t.add}
            </button>
          </div>
        </Form>
      </section>
      <ul className="mt-6 space-y-3" aria-label={t.categoriesTitle}>
        {categories.length === 0 ? <li className="text-muted">{t.none}</li> : null}
        {categories.map((c) => {
          const mine = !adding && result?.values.id === String(c.id);
          return (
            <li key={c.id} className={`card p-5 ${c.parentId ? 'ml-4 sm:ml-10' : ''}`}>
              <p className="text-sm text-muted">
                /{c.slug} · {t.productsCount}: {c.products}
              </p>
              <Form method="post" noValidate className="mt-3 grid gap-4 sm:grid-cols-2">
                <input type="hidden" name="id" value={c.id} />
                <Fields c={c} tops={tops} values={mine ? (result?.values ?? {}) : {}} errors={mine ? (result?.errors ?? {}) : {}} prefix={`cat-${c.id}`} />
                <div className="flex flex-wrap gap-3 sm:col-span-2">
                  <button type="submit" name="intent" value="save" aria-label={`${t.save}: ${c.name}`} className="btn-secondary min-h-11">
                    {t.save}
                  </button>
                  {c.products === 0 ? (
                    <button type="submit" name="intent" value="remove" aria-label={`${t.remove}: ${c.name}`} className="btn-quiet min-h-11 text-red-800">
                      {t.remove}
                    </button>
                  ) : null}
                </div>
              </Form>
            </li>
          );
        })}
      </ul>
    </>
  );
}
