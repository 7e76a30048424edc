// Staff issue tax receipts: the requests waiting (one by one, or the ones ticked, in bulk), the
// receipts issued with their PDFs, and the tax law's names that receipts cite, editable when the
// law or its rules are renumbered. A wrong name, PAN, Aadhaar or address is corrected by a new
// receipt that cancels the old one. Plain forms: no JavaScript needed.
import {
  batchMessages as bm,
  financialYear,
  formatDate,
  formatINR,
  isIsoDate,
  regimeFor,
  receiptMessages as rm,
  STAFF_ROLES,
  statementMessages as sm,
  staffText,
  type TaxRegime,
  taxRegimeInput,
} from '@sahyog/core';
import { data } from 'react-router';
import { DataTable } from '../components/DataTable.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { DocumentState } from '../components/ReceiptParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-receipts';

export const meta: Route.MetaFunction = () => [{ title: rm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { receipts, content } = services(context);
  const url = new URL(request.url);
  // Two lists, each paged by its own cursor (the queue was one page of 631 KB at volume).
  const [pending, waiting, issued, regimes, settings] = await Promise.all([
    fromCursor(afterParam(url), (after) => receipts.pending(after)),
    receipts.pendingCount(),
    fromCursor(afterParam(url, 'issuedAfter'), (after) => receipts.issued(after)),
    receipts.regimes(),
    content.settings(),
  ]);
  // This financial year and the three before it: the statement is filed for the year just ended.
  const current = financialYear(new Date());
  const first = Number(current.slice(0, 4));
  const years = [0, 1, 2, 3].map((k) => `${first - k}-${String((first - k + 1) % 100).padStart(2, '0')}`);
  // The statement needs the URN and its date on every row; without them the page says where to add them.
  const registered = settings.reg80G.trim() !== '' && isIsoDate(settings.reg80GDate.trim());
  return {
    pending: pending.items,
    pendingNext: pending.next,
    waiting,
    issued: issued.items,
    issuedNext: issued.next,
    search: url.search,
    regimes,
    years,
    registered,
  };
}

const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = await request.formData();
  const { receipts } = services(context);
  const secure = requestInfo(context).secureCookies;
  try {
    if (form.get('intent') === 'regime') {
      const r = taxRegimeInput.safeParse(
        Object.fromEntries(['shortName', 'actName', 'section', 'sectionCode', 'certificateForm', 'statementForm', 'rule'].map((k) => [k, form.get(k) ?? ''])),
      );
      if (!r.success) return fail(r.error.issues[0]?.message ?? rm.save);
      await receipts.saveRegime(Number(form.get('id')), r.data, user.id);
      return redirectWithFlash('/admin/receipts#law', { type: 'success', message: rm.saved }, secure);
    }
    // "Issue" on a row issues it here; "Issue selected" and "Issue all" start a batch job, whose
    // page shows each donation's result as it is issued (5,000 took 13 minutes of requests).
    const one = form.get('one');
    if (one) {
      const issued = await receipts.issue(
        [Number(one)].filter((n) => Number.isSafeInteger(n) && n > 0),
        user.id,
      );
      return redirectWithFlash('/admin/receipts', { type: 'success', message: rm.issued(issued.length) }, secure);
    }
    const ids = form
      .getAll('donationId')
      .map(Number)
      .filter((n) => Number.isSafeInteger(n) && n > 0);
    if (form.get('intent') !== 'issue-all' && ids.length === 0) return fail(rm.pendingEmpty);
    const started = form.get('intent') === 'issue-all' ? await receipts.issueAllBatch(user.id) : await receipts.issueBatch(ids, user.id);
    return redirectWithFlash(`/admin/batches/${started.batchId}`, { type: 'success', message: bm.started(started.total) }, secure);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminReceipts({ loaderData, actionData }: Route.ComponentProps) {
  const { pending, pendingNext, waiting, issued, issuedNext, search, regimes, years, registered } = loaderData;
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{rm.pageTitle}</h1>

      <section aria-labelledby="pending-title" className="mt-6">
        <h2 id="pending-title" className="text-xl font-semibold">
          {rm.pendingTitle} <span className="text-muted">({waiting})</span>
        </h2>
        <Form method="post" id="bulk" className="mt-3">
          <DataTable
            caption={rm.pendingTitle}
            rows={pending}
            rowKey={(p) => p.donationId}
            empty={rm.pendingEmpty}
            columns={[
              {
                header: rm.selectColumn,
                cell: (p) => (
                  <input
                    type="checkbox"
                    name="donationId"
                    value={p.donationId}
                    aria-label={rm.selectLabel(p.reference)}
                    disabled={!(p.donorPan || p.donorAadhaar) || !p.hasAddress}
                    className="size-5 accent-accent-700"
                  />
                ),
              },
              { header: rm.columns.date, cell: (p) => formatDate(p.paidAt) },
              {
                header: rm.columns.donor,
                cell: (p) => (
                  <>
                    {p.donorName}
                    <span className="block text-xs text-muted">{p.donorEmail}</span>
                  </>
                ),
              },
              { header: rm.columns.pan, cell: (p) => p.donorPan ?? p.donorAadhaar ?? <span className="text-red-700">{rm.needsPan}</span> },
              { header: rm.columns.amount, cell: (p) => formatINR(p.amountPaise), align: 'right' },
              { header: rm.columns.campaign, cell: (p) => p.campaignTitle },
              {
                header: rm.columns.action,
                cell: (p) =>
                  (p.donorPan || p.donorAadhaar) && p.hasAddress ? (
                    <button type="submit" name="one" value={p.donationId} className="btn-primary min-h-11" aria-label={`${rm.issueOne}: ${p.reference}`}>
                      {rm.issueOne}
                    </button>
                  ) : (
                    <span className="text-sm text-muted">{p.donorPan || p.donorAadhaar ? rm.needsAddress : rm.needsPan}</span>
                  ),
              },
            ]}
          />
          {pending.length > 0 ? (
            <div className="mt-3 flex flex-wrap gap-3">
              <button type="submit" className="btn-secondary min-h-11">
                {rm.issueSelected}
              </button>
              <button type="submit" name="intent" value="issue-all" className="btn-secondary min-h-11">
                {rm.issueAll}
              </button>
            </div>
          ) : null}
        </Form>
        <PageLinks path="/admin/receipts" search={search} next={pendingNext} label={rm.pendingTitle} />
      </section>

      <section aria-labelledby="issued-title" className="mt-10">
        <h2 id="issued-title" className="text-xl font-semibold">
          {rm.issuedTitle}
        </h2>
        <div className="mt-3">
          <DataTable
            caption={rm.issuedTitle}
            rows={issued}
            rowKey={(r) => r.id}
            empty={rm.issuedEmpty}
            columns={[
              {
                header: rm.columns.number,
                cell: (r) => (
                  <a href={`/api/v1/me/receipts/${r.id}/pdf`} download className="font-semibold text-accent-800">
                    {r.number}
                  </a>
                ),
              },
              { header: rm.columns.date, cell: (r) => formatDate(r.issuedAt) },
              { header: rm.columns.donor, cell: (r) => r.donorName },
              { header: rm.columns.pan, cell: (r) => r.donorId },
              { header: rm.columns.amount, cell: (r) => formatINR(r.amountPaise), align: 'right' },
              { header: rm.columns.document, cell: (r) => <DocumentState r={r} /> },
              {
                header: rm.columns.action,
                // Emailing again and correcting are on the receipt's own page: a form in every
                // row made this page 108 KB at 25 rows.
                cell: (r) =>
                  r.cancelledAt ? null : (
                    <Link to={`/admin/receipts/${r.id}`} className="inline-flex min-h-11 items-center text-sm font-semibold text-accent-800">
                      {rm.manage}
                      <span className="sr-only">: {r.number}</span>
                    </Link>
                  ),
              },
            ]}
          />
        </div>
        <PageLinks path="/admin/receipts" search={search} next={issuedNext} label={rm.issuedTitle} param="issuedAfter" />
      </section>

      <section aria-labelledby="statement-title" className="mt-10">
        <h2 id="statement-title" className="text-xl font-semibold">
          {sm.title}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{sm.lead(regimeFor(regimes, years[1] ?? '')?.statementForm ?? '')}</p>
        <p className="mt-1 max-w-3xl text-sm text-muted">{sm.followUpLead}</p>
        {registered ? null : (
          <p role="alert" className="mt-3 max-w-3xl font-medium">
            {sm.needsRegistration}{' '}
            <a href="/admin/settings" className="underline">
              {sm.settingsLink}
            </a>
          </p>
        )}
        <ul className="mt-3 space-y-2">
          {years.map((fy) => (
            <li key={fy} className="flex flex-wrap items-center gap-3">
              <span className="min-w-24 basis-full whitespace-nowrap font-semibold sm:basis-auto">{staffText.financialYear(fy)}</span>
              {registered ? (
                <a href={`/api/v1/admin/statements/${fy}.csv`} download className="btn-quiet min-h-11">
                  {sm.download}
                </a>
              ) : null}
              <a href={`/api/v1/admin/statements/${fy}.csv?part=missing-id`} download className="btn-quiet min-h-11">
                {sm.downloadFollowUp}
              </a>
            </li>
          ))}
        </ul>
      </section>

      <section id="law" aria-labelledby="law-title" className="mt-10">
        <h2 id="law-title" className="text-xl font-semibold">
          {rm.lawTitle}
        </h2>
        <p className="mt-1 max-w-3xl text-sm text-muted">{rm.lawLead}</p>
        <div className="mt-4 grid gap-4 lg:grid-cols-2">
          {regimes.map((r) => (
            <RegimeForm key={r.id} r={r} />
          ))}
        </div>
      </section>
    </>
  );
}

function RegimeForm({ r }: { r: TaxRegime }) {
  const keys = ['shortName', 'actName', 'section', 'sectionCode', 'certificateForm', 'statementForm', 'rule'] as const;
  return (
    <Form method="post" className="card space-y-3 p-5" aria-label={`${rm.columns.fromYear} ${r.fromYear}`}>
      <input type="hidden" name="intent" value="regime" />
      <input type="hidden" name="id" value={r.id} />
      <h3 className="font-semibold">
        {rm.columns.fromYear} {r.fromYear}
      </h3>
      {keys.map((k) => (
        <label key={k} className="block text-sm">
          <span className="font-medium">{rm.columns[k]}</span>
          <input name={k} defaultValue={r[k]} required maxLength={160} className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3" />
        </label>
      ))}
      <button type="submit" className="btn-secondary min-h-11">
        {rm.save}
      </button>
    </Form>
  );
}
