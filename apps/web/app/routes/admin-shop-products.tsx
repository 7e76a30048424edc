// Every vendor's products in the console (issue 24): found by words, filtered by state,
// visibility and shop, newest first, 50 a page by key. Staff feature or unfeature one, hide it
// (out of lists and search) or take it down (gone for buyers) with a reason the vendor reads,
// or restore it. Plain forms; each change is audited.
import {
  type AdminProductView,
  formatINR,
  PRODUCT_MODERATIONS,
  PRODUCT_STATUSES,
  type ProductModeration,
  type ProductModerationAction,
  type ProductStatus,
  pagingMessages as pgm,
  productModerationInput,
  STAFF_ROLES,
  sellerMessages as sm,
  catalogueAdminMessages as t,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { check, expected, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-products';

export const meta: Route.MetaFunction = () => [{ title: t.productsTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is ProductStatus => (PRODUCT_STATUSES as readonly string[]).includes(v);
const isModeration = (v: string): v is ProductModeration => (PRODUCT_MODERATIONS as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const status = url.searchParams.get('status') ?? '';
  const moderation = url.searchParams.get('moderation') ?? '';
  const vendor = Number(url.searchParams.get('vendor') ?? '');
  const vendorId = Number.isSafeInteger(vendor) && vendor > 0 && vendor <= 2_147_483_647 ? vendor : undefined;
  const page = await fromCursor(afterParam(url), (after) =>
    services(context).products.catalogueAdmin.products({
      q,
      status: isStatus(status) ? status : undefined,
      moderation: isModeration(moderation) ? moderation : undefined,
      vendorId,
      after,
    }),
  );
  return {
    products: page.items,
    next: page.next,
    search: url.search,
    q,
    status: isStatus(status) ? status : '',
    moderation: isModeration(moderation) ? moderation : '',
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const id = Number(form.id);
  const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);
  if (!(Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) return fail(t.none);
  const r = check(productModerationInput, { action: form.action, ...(form.reason ? { reason: form.reason } : {}) });
  if (!r.ok) return fail(Object.values(r.errors)[0] ?? t.none);
  try {
    const p = await services(context).products.catalogueAdmin.moderate(id, r.data, user.id);
    return redirectWithFlash(
      `/admin/shop/products${new URL(request.url).search}`,
      { type: 'success', message: t.done(p.title) },
      requestInfo(context).secureCookies,
    );
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

function Actions({ p }: { p: AdminProductView }) {
  const button = (action: ProductModerationAction) => (
    <button type="submit" name="action" value={action} aria-label={`${t.actionLabels[action]}: ${p.title}`} className="btn-quiet min-h-11 px-3 text-sm">
      {t.actionLabels[action]}
    </button>
  );
  return (
    <div className="space-y-2">
      <Form method="post" className="flex flex-wrap gap-2">
        <input type="hidden" name="id" value={p.id} />
        {button(p.featured ? 'unfeature' : 'feature')}
        {p.moderation !== 'visible' ? button('restore') : null}
      </Form>
      {p.moderation === 'visible' ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">
            {t.actionLabels.hide} / {t.actionLabels.take_down}
            <span className="sr-only">: {p.title}</span>
          </summary>
          <Form method="post" className="mt-2 space-y-2">
            <input type="hidden" name="id" value={p.id} />
            <Field id={`reason-${p.id}`} label={t.reason} name="reason" maxLength={500} required />
            <div className="flex flex-wrap gap-2">
              {button('hide')}
              {button('take_down')}
            </div>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

export default function AdminShopProducts({ loaderData, actionData }: Route.ComponentProps) {
  const { products, q, status, moderation } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.productsTitle} lead={t.productsLead} toast={actionData?.toast} />
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <Field className="w-full sm:w-72" label={t.search} name="q" type="search" defaultValue={q} maxLength={100} />
        <SelectField className="w-full sm:w-44" label={t.state} name="status" defaultValue={status}>
          <option value="">{t.anyStatus}</option>
          {PRODUCT_STATUSES.map((st) => (
            <option key={st} value={st}>
              {sm.statusLabels[st]}
            </option>
          ))}
        </SelectField>
        <SelectField className="w-full sm:w-44" label={t.visibility} name="moderation" defaultValue={moderation}>
          <option value="">{t.anyModeration}</option>
          {PRODUCT_MODERATIONS.map((m) => (
            <option key={m} value={m}>
              {t.moderationLabels[m]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-12">
          {t.find}
        </button>
      </Form>
      <div className="mt-6">
        <DataTable<AdminProductView>
          caption={`${t.productsTitle}: ${products.length}${loaderData.next ? pgm.onThisPage : ''}`}
          rows={products}
          rowKey={(p) => p.id}
          empty={t.none}
          columns={[
            {
              header: t.name,
              cell: (p) => (
                <div className="min-w-0">
                  <span className="block font-medium">{p.title}</span>
                  <span className="block text-muted">
                    {p.vendorName} · {p.categoryName} · {sm.kindLabels[p.kind]}
                  </span>
                  {p.moderationReason ? <span className="block text-sm text-red-800">{p.moderationReason}</span> : null}
                </div>
              ),
            },
            {
              header: t.state,
              cell: (p) => (
                <span data-status={p.status}>
                  {sm.statusLabels[p.status]}
                  {p.moderation !== 'visible' ? ` · ${t.moderationLabels[p.moderation]}` : ''}
                  {p.featured ? ` · ${t.featured}` : ''}
                </span>
              ),
            },
            {
              header: t.price,
              align: 'right',
              cell: (p) => <span className="tabular-nums">{p.minPricePaise === null ? '—' : formatINR(p.minPricePaise)}</span>,
            },
            { header: t.actions, cell: (p) => <Actions p={p} /> },
          ]}
        />
      </div>
      <PageLinks path="/admin/shop/products" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
