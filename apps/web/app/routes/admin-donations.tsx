// Donations in the console (issue 11): search by reference, UTR, email or mobile; download what
// was found; mark a payment that never came as failed; import the bank statement's CSV (a batch
// job: its page, /admin/batches/:id, shows line by line what matched and why the rest did not). Plain forms.
import {
  batchMessages as bm,
  DONATION_FUNDS,
  type DonationFund,
  type DonationRow,
  donationsMessages as dm,
  formatDate,
  formatINR,
  IMPORT_MAX_BYTES,
  ORDER_STATUSES,
  type OrderStatus,
  pageHref,
  periodLabel,
  STAFF_ROLES,
} from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-donations';

// The bank statement is uploaded here as a file (decision 0043).
export const handle: RouteHandle = { body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: dm.pageTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is OrderStatus => (ORDER_STATUSES as readonly string[]).includes(v);
const isFund = (v: string): v is DonationFund => (DONATION_FUNDS as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const st = url.searchParams.get('status') ?? '';
  const status = isStatus(st) ? st : undefined;
  const fd = url.searchParams.get('fund') ?? '';
  const fund = isFund(fd) ? fd : undefined;
  const { donations } = services(context);
  const filter = { q, status, fund };
  const [page, found] = await Promise.all([fromCursor(afterParam(url), (after) => donations.search({ ...filter, after })), donations.found(filter)]);
  return { rows: page.items, next: page.next, found, q, status: status ?? '', fund: fund ?? '', search: url.search };
}

type ActionData = { toast: { type: 'error' | 'success'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = await request.formData();
  const { donations } = services(context);
  const fail = (message: string) => data<ActionData>({ toast: { type: 'error', message } }, reshow);
  try {
    if (form.get('intent') === 'import') {
      const file = form.get('file');
      if (!(file instanceof File) || file.size === 0) return fail(dm.importNoFile);
      if (file.size > IMPORT_MAX_BYTES) return fail(dm.importTooLarge);
      // The lines are answered by a job: the batch's page shows them as it works (no request waits minutes).
      const started = await donations.importStatement(await file.text(), user.id);
      return redirectWithFlash(
        `/admin/batches/${started.batchId}`,
        { type: 'success', message: bm.started(started.total) },
        requestInfo(context).secureCookies,
      );
    }
    const reference = String(form.get('reference') ?? '');
    const reason = String(form.get('reason') ?? '').trim();
    if (reason.length < 3) return fail(dm.failReasonRequired);
    await donations.markFailed(reference, reason.slice(0, 300), user.id);
    return redirectWithFlash(
      `/admin/donations${new URL(request.url).search}`,
      { type: 'success', message: dm.failed(reference) },
      requestInfo(context).secureCookies,
    );
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

function FailForm({ r }: { r: DonationRow }) {
  if (r.status !== 'created' && r.status !== 'pending') return null;
  return (
    <details>
      <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">{dm.markFailed}</summary>
      <Form method="post" className="mt-2 flex flex-wrap items-end gap-2">
        <input type="hidden" name="reference" value={r.reference} />
        <Field className="w-56" id={`reason-${r.reference}`} label={dm.failReason} name="reason" maxLength={300} required />
        <button type="submit" aria-label={`${dm.markFailed}: ${r.reference}`} className="btn-quiet min-h-11 px-3 text-sm">
          {dm.markFailed}
        </button>
      </Form>
    </details>
  );
}

export default function AdminDonations({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, next, found, q, status, fund, search } = loaderData;
  const result = actionData as ActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  return (
    <>
      <ConsoleHeader title={dm.pageTitle} lead={dm.lead} toast={result?.toast}>
        <Link to={pageHref('/api/v1/admin/orders.csv', search, null)} reloadDocument className="btn-secondary min-h-11">
          {dm.export}
        </Link>
      </ConsoleHeader>

      <section aria-labelledby="import-title" className="card mt-6 p-5">
        <h2 id="import-title" className="text-xl font-semibold">
          {dm.importTitle}
        </h2>
        <p className="mt-1 max-w-2xl text-sm text-muted">{dm.importHint}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="import" />
          <Field className="w-full sm:w-96" label={dm.importFile} name="file" type="file" accept=".csv,text/csv" required />
          <button type="submit" disabled={busy} className="btn-primary min-h-12">
            {dm.importButton}
          </button>
        </Form>
      </section>

      <Form method="get" role="search" className="mt-8 flex flex-wrap items-end gap-3">
        <Field className="w-full sm:w-80" label={dm.search} name="q" type="search" defaultValue={q} maxLength={100} />
        <SelectField className="w-full sm:w-56" label={dm.statusLabel} name="status" defaultValue={status}>
          <option value="">{dm.anyStatus}</option>
          {ORDER_STATUSES.map((st) => (
            <option key={st} value={st}>
              {dm.statusLabels[st]}
            </option>
          ))}
        </SelectField>
        <SelectField className="w-full sm:w-56" label={dm.fundLabel} name="fund" defaultValue={fund}>
          <option value="">{dm.anyFund}</option>
          {DONATION_FUNDS.map((f) => (
            <option key={f} value={f}>
              {dm.funds[f]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-12">
          {dm.find}
        </button>
      </Form>
      <p
        className="mt-6 text-sm"
        data-found={found.total}
        data-found-paise={found.totalPaise}
        data-urgent-paise={found.urgentPaise}
        data-tip-paise={found.tipPaise}
      >
        {dm.foundTotal(formatINR(found.totalPaise))} {found.urgentPaise > 0 ? dm.urgentFoundTotal(formatINR(found.urgentPaise)) : null}{' '}
        {found.tipPaise > 0 ? dm.tipFoundTotal(formatINR(found.tipPaise)) : null}
      </p>
      <div className="mt-3">
        <DataTable<DonationRow>
          caption={dm.found(found.total, rows.length, Boolean(next) || new URLSearchParams(search).has('after'))}
          rows={rows}
          rowKey={(r) => r.reference}
          empty={dm.none}
          columns={[
            {
              header: dm.columns.donation,
              cell: (r) => (
                <div className="min-w-0">
                  <span className="block whitespace-nowrap font-mono text-xs">{r.reference}</span>
                  <span className="block text-muted">{formatDate(r.createdAt)}</span>
                </div>
              ),
            },
            {
              header: dm.columns.donor,
              cell: (r) => (
                <div className="min-w-0">
                  <span className="block font-medium">{r.donorName}</span>
                  <span className="block break-all text-muted">{r.donorEmail}</span>
                  <span className="block text-muted">{r.donorMobile}</span>
                </div>
              ),
            },
            { header: dm.columns.campaign, cell: (r) => `${r.campaignTitle}${r.period ? ` · ${dm.monthlyOf(periodLabel(r.period))}` : ''}` },
            {
              header: dm.columns.amount,
              align: 'right',
              cell: (r) => (
                <div className="tabular-nums">
                  <span className="block">{formatINR(r.totalPaise)}</span>
                  {r.urgentPaise > 0 ? (
                    <span className="block text-xs text-accent-800" data-urgent={r.urgentPaise}>
                      {dm.urgentPart(formatINR(r.urgentPaise))}
                    </span>
                  ) : null}
                  {r.tipPaise > 0 ? (
                    <span className="block text-xs text-muted" data-tip={r.tipPaise}>
                      {dm.tipPart(formatINR(r.tipPaise))}
                    </span>
                  ) : null}
                </div>
              ),
            },
            {
              header: dm.columns.status,
              cell: (r) => <span data-status={r.status}>{`${dm.statusLabels[r.status]} · ${dm.methodLabels[r.method] ?? r.method}`}</span>,
            },
            { header: dm.columns.utr, cell: (r) => <span className="whitespace-nowrap font-mono text-xs">{r.utr ?? '—'}</span> },
            { header: dm.columns.action, cell: (r) => <FailForm r={r} /> },
          ]}
        />
      </div>
      <PageLinks path="/admin/donations" search={search} next={next} label={dm.pages} />
    </>
  );
}
