// The help desk's clock report (issue 41): per month and topic, the share of tickets answered and
// settled within their clock. The service counts; the page turns counts into shares, and says
// "—" where nothing could be counted yet (no share of nothing).
import { type ClockReportRow, formatMonth, STAFF_ROLES, supportText as st } from '@sahyog/core';
import { type Column, DataTable } from '../components/DataTable.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-help-report';

export const meta: Route.MetaFunction = () => [{ title: st.reportTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { rows: await services(context).support.report() };
}

/** "83%" of what was counted, or "—" when nothing was; whole percents, rounded down so 99.6% is never shown as all. */
function shareText(met: number, counted: number): string {
  if (counted <= 0) return '—';
  return st.share(met, counted, `${Math.floor((met * 100) / counted)}%`);
}

export default function AdminHelpReport({ loaderData }: Route.ComponentProps) {
  const columns: Column<ClockReportRow>[] = [
    { header: st.month, cell: (r) => formatMonth(r.month.slice(0, 7)) },
    { header: st.topic, cell: (r) => st.topics[r.topic] },
    { header: st.openedCount, cell: (r) => r.opened, align: 'right' },
    { header: st.answeredInTime, cell: (r) => shareText(r.answerMet, r.answerCounted), align: 'right' },
    { header: st.resolvedInTime, cell: (r) => shareText(r.resolveMet, r.resolveCounted), align: 'right' },
  ];
  return (
    <>
      <p className="text-sm">
        <Link to="/admin/help" className="inline-flex min-h-11 items-center">
          {st.backToQueue}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{st.reportTitle}</h1>
      <p className="mt-2 text-sm text-muted">{st.reportLead}</p>
      <div className="mt-6">
        <DataTable caption={st.reportTitle} columns={columns} rows={loaderData.rows} rowKey={(r) => `${r.month}-${r.topic}`} empty={st.reportEmpty} />
      </div>
    </>
  );
}
