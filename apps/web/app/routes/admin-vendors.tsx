// The shop's vendors for staff: newest application first, by status, found by name, support
// email or PAN from its start; each opens to its details, documents and decision.
import { formatDate, STAFF_ROLES, VENDOR_STATUSES, type VendorStatus, vendorsAdminMessages as va, vendorMessages as vm } from '@sahyog/core';
import { DataTable } from '../components/DataTable.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { StatusTabs } from '../components/StatusTabs.tsx';
import { Form, Link } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-vendors';

export const meta: Route.MetaFunction = () => [{ title: va.title }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string | null): v is VendorStatus => (VENDOR_STATUSES as readonly string[]).includes(v ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const { vendors } = services(context);
  const [page, counts] = await Promise.all([fromCursor(afterParam(url), (after) => vendors.list({ status, q, after })), vendors.counts()]);
  return { rows: page.items, next: page.next, search: url.search, counts, status: status ?? null, q };
}

export default function AdminVendors({ loaderData }: Route.ComponentProps) {
  const { rows, counts, status, q } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{va.title}</h1>
      <StatusTabs label={va.filterLabel} all={va.all} statuses={VENDOR_STATUSES} labels={vm.statusLabels} counts={counts} current={status} />
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        {status ? <input type="hidden" name="status" value={status} /> : null}
        <div className="min-w-0 flex-1">
          <label htmlFor="vendor-q" className="block text-sm font-semibold">
            {va.searchLabel}
          </label>
          <input
            id="vendor-q"
            name="q"
            type="search"
            defaultValue={q}
            maxLength={100}
            className="mt-1 min-h-11 w-full rounded-xl border border-stone-400 px-4 text-base"
          />
        </div>
        <button type="submit" className="btn-quiet min-h-11">
          {va.search}
        </button>
      </Form>
      <div className="mt-6">
        <DataTable
          caption={status ? `${va.title}: ${vm.statusLabels[status]}` : va.title}
          rows={rows}
          rowKey={(v) => v.id}
          empty={va.empty}
          columns={[
            {
              header: va.columns.shop,
              cell: (v) => (
                <>
                  <Link to={`/admin/vendors/${v.id}`} className="font-semibold text-accent-800">
                    {v.displayName}
                  </Link>
                  <span className="block text-xs text-muted">
                    {v.legalName} · {v.email}
                  </span>
                </>
              ),
            },
            { header: va.columns.pan, cell: (v) => <span className="font-mono">{v.pan}</span> },
            { header: va.columns.place, cell: (v) => `${v.city}, ${v.state}` },
            { header: va.columns.applied, cell: (v) => formatDate(v.submittedAt) },
            { header: va.columns.status, cell: (v) => vm.statusLabels[v.status] },
          ]}
        />
      </div>
      <PageLinks path="/admin/vendors" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
