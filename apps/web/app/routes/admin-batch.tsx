// A batch job's progress (a bank statement's import, a bulk issue of receipts): done of total and
// each line's result as the job records it. Works without JavaScript: while the batch runs the
// page reloads itself (meta refresh) and has a Refresh link; lines come 200 a page.
import {
  BATCH_PAGE_SIZE,
  BATCH_REFRESH_SECONDS,
  type BatchKind,
  type BatchLine,
  batchMessages as bm,
  donationsMessages as dm,
  formatDateTime,
  formatINR,
  receiptMessages as rm,
  STAFF_ROLES,
} from '@sahyog/core';
import { data } from 'react-router';
import { DataTable } from '../components/DataTable.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-batch';

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: d?.batch ? bm.titles[d.batch.kind] : bm.notFound },
  { name: 'robots', content: 'noindex' },
  // Reloads itself while the job works; a finished batch stays put.
  ...(d?.batch && !d.batch.finishedAt ? [{ httpEquiv: 'refresh', content: String(BATCH_REFRESH_SECONDS) } as const] : []),
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const id = Number(params.id);
  const after = Math.max(0, Number.parseInt(new URL(request.url).searchParams.get('after') ?? '0', 10) || 0);
  const batch = Number.isSafeInteger(id) && id > 0 ? await services(context).batches.get(id, { after: Math.min(after, 1_000_000) }) : null;
  if (!batch) throw data(bm.notFound, { status: 404 });
  return { batch, after };
}

/** What the batch came to, in the words the synchronous answer used. */
function summary(kind: BatchKind, ok: number, notOk: number): string {
  if (kind === 'bank-import') return dm.importSummary(ok, notOk);
  return `${kind === 'certificate-issue' ? bm.certificatesIssued(ok) : rm.issued(ok)}${notOk ? ` ${bm.notIssued(notOk)}` : ''}`;
}

export default function AdminBatch({ loaderData }: Route.ComponentProps) {
  const { batch, after } = loaderData;
  const running = !batch.finishedAt;
  const self = `/admin/batches/${batch.id}${after ? `?after=${after}` : ''}`;
  const last = batch.lines.at(-1)?.line;
  const what =
    batch.kind === 'bank-import'
      ? [
          { header: dm.importColumns.utr, cell: (l: BatchLine) => <span className="font-mono text-xs">{l.input.utr ?? '—'}</span> },
          {
            header: dm.importColumns.credit,
            align: 'right' as const,
            cell: (l: BatchLine) => <span className="tabular-nums">{formatINR(Number(l.input.amountPaise ?? 0))}</span>,
          },
        ]
      : batch.kind === 'certificate-issue'
        ? [{ header: bm.columns.what, cell: (l: BatchLine) => <span className="wrap-anywhere">{`${l.input.name ?? ''} · ${l.input.titleEn ?? ''}`}</span> }]
        : [{ header: bm.columns.what, cell: (l: BatchLine) => <span className="font-mono text-xs">{String(l.input.donationId ?? '')}</span> }];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{bm.titles[batch.kind]}</h1>
      <p className="mt-2 text-sm" data-batch-done={batch.done} data-batch-total={batch.total} data-batch-finished={running ? 'no' : 'yes'}>
        <progress className="mr-2 align-middle" max={Math.max(1, batch.total)} value={batch.done} aria-label={bm.progress(batch.done, batch.total)} />
        {bm.progress(batch.done, batch.total)}
      </p>
      {running ? (
        <p className="mt-2 text-sm text-muted" role="status">
          {bm.running}{' '}
          <Link to={self} className="font-semibold text-accent-800">
            {bm.refresh}
          </Link>
        </p>
      ) : (
        <p className="mt-2 text-sm" role="status">
          {summary(batch.kind, batch.done - batch.failed, batch.failed)} {bm.finished(formatDateTime(batch.finishedAt ?? batch.createdAt))}
        </p>
      )}
      <div className="mt-5">
        <DataTable<BatchLine>
          caption={running ? bm.progress(batch.done, batch.total) : summary(batch.kind, batch.done - batch.failed, batch.failed)}
          rows={batch.lines}
          rowKey={(l) => l.line}
          empty={bm.empty}
          columns={[
            { header: bm.columns.line, align: 'right', cell: (l) => l.line },
            ...what,
            {
              header: bm.columns.result,
              cell: (l) =>
                l.status === null ? (
                  <span className="text-muted">{bm.waiting}</span>
                ) : (
                  <span data-outcome={l.status} className={l.ok ? 'font-semibold text-accent-800' : 'text-red-800'}>
                    {`${l.message ?? ''}${l.reference ? ` (${l.reference})` : ''}`}
                  </span>
                ),
            },
          ]}
        />
      </div>
      <nav aria-label={bm.lines} className="mt-4 flex flex-wrap gap-3">
        {batch.lines.length === BATCH_PAGE_SIZE && last !== undefined ? (
          <Link to={`/admin/batches/${batch.id}?after=${last}`} className="btn-secondary min-h-11" rel="next">
            {bm.more}
          </Link>
        ) : null}
        <Link to={bm.backHref[batch.kind]} className="btn-quiet min-h-11">
          {bm.back[batch.kind]}
        </Link>
      </nav>
    </>
  );
}
