// The console's first screen: money raised today, this month and this financial year, donors,
// the queues waiting for staff (each a link), gifts per day over 90 days as an SVG drawn here
// (readable without JavaScript, with the numbers in a table too), and the top campaigns.
import { type DashboardFigures, dashboardMessages as dm, formatDate, formatINR, periodOf, periodStart, STAFF_ROLES, supportText } from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-dashboard';

export const meta: Route.MetaFunction = () => [{ title: dm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { admin, applications, receipts, refunds, contact, monthly, spending, campaigner, support } = services(context);
  const [summary, figures, apps, pendingReceipts, refundsWaiting, inbox, subs, payments, updates, help] = await Promise.all([
    admin.summary(),
    admin.dashboard(),
    applications.counts(),
    receipts.pendingCount(),
    refunds.waiting(),
    contact.counts(),
    monthly.counts(periodStart(periodOf(new Date()))),
    spending.waitingCount(),
    campaigner.pendingUpdateCount(),
    support.waiting(),
  ]);
  return {
    figures,
    raisedPaise: summary.raisedPaise,
    queues: [
      { label: dm.toVerify, n: summary.pendingDonations, href: '/admin/verify' },
      { label: dm.applications, n: apps.submitted + apps.under_review, href: '/admin/applications?status=submitted' },
      { label: dm.receipts, n: pendingReceipts, href: '/admin/receipts' },
      { label: dm.refunds, n: refundsWaiting, href: '/admin/refunds' },
      { label: dm.messages, n: inbox.new, href: '/admin/contacts?status=new' },
      // The overdue ones said in words beside the count: a broken legal clock is not just a number.
      {
        label: help.overdue > 0 ? `${supportText.dashboardWaiting} (${supportText.dashboardOverdue(help.overdue)})` : supportText.dashboardWaiting,
        n: help.waiting,
        href: '/admin/help',
      },
      { label: dm.spending, n: payments, href: '/admin/spending' },
      { label: dm.updates, n: updates, href: '/admin/updates' },
    ],
    monthly: [
      { label: dm.monthlyActive, n: subs.active, href: '/admin/subscriptions?status=active' },
      { label: dm.monthlyStarted, n: subs.started, href: '/admin/subscriptions' },
      { label: dm.monthlyCancelled, n: subs.cancelled, href: '/admin/subscriptions?status=cancelled' },
    ],
  };
}

export default function AdminDashboard({ loaderData }: Route.ComponentProps) {
  const { figures: f, queues } = loaderData;
  // Today, this month and this year count money given (campaign and urgent add-on alike); all
  // time is told apart: the campaigns' own figures, the urgent causes fund, and both together.
  const money = [
    { key: 'today', label: dm.today, value: formatINR(f.todayPaise) },
    { key: 'month', label: dm.month, value: formatINR(f.monthPaise) },
    { key: 'year', label: dm.year(f.financialYear), value: formatINR(f.yearPaise) },
    { key: 'total', label: dm.allTime, value: formatINR(f.totalPaise) },
    { key: 'campaigns', label: dm.forCampaigns, value: formatINR(f.campaignsPaise) },
    { key: 'urgent', label: dm.urgentFund, value: formatINR(f.urgentPaise), href: '/admin/donations?status=paid&fund=urgent' },
    { key: 'donations', label: dm.donations, value: f.donations.toLocaleString('en-IN'), href: '/admin/donations?status=paid' },
    { key: 'donors', label: dm.donors, value: f.donors.toLocaleString('en-IN') },
  ];
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{dm.pageTitle}</h1>
      {/* Two to a row on a phone, four on a wide screen. Each card is a size container: its figure
          scales with the card's own width (cqi), so ₹1,23,45,678.50 fits a phone's half-width
          card and a wide one alike on one line (a figure never breaks inside itself). */}
      <h2 className="sr-only">{dm.moneyTitle}</h2>
      <ul className="mt-6 grid grid-cols-2 gap-3 sm:gap-4 lg:grid-cols-4" aria-describedby="money-includes">
        {money.map((c) => (
          <li key={c.key} data-figure={c.key} className="figure-card min-w-0 rounded-2xl border border-line bg-white p-4 sm:p-5">
            <p className="text-sm text-muted">
              {c.href ? (
                <Link to={c.href} className="text-accent-800">
                  {c.label}
                </Link>
              ) : (
                c.label
              )}
            </p>
            <p className="figure-value mt-1 font-bold tabular-nums">{c.value}</p>
          </li>
        ))}
      </ul>
      <p id="money-includes" className="mt-3 text-sm text-muted" data-includes="">
        {dm.moneyIncludes}
      </p>
      <ul className="mt-4 grid gap-3 sm:grid-cols-2 xl:grid-cols-4">
        {queues.map((q) => (
          <li key={q.label}>
            <Link
              to={q.href}
              className={`flex min-h-16 items-center justify-between gap-3 rounded-2xl border p-4 no-underline ${q.n > 0 ? 'border-accent-700 bg-accent-50' : 'border-line bg-white'}`}
            >
              <span className="text-sm font-medium">{q.label}</span>
              <span className="text-xl font-bold tabular-nums">{q.n}</span>
            </Link>
          </li>
        ))}
      </ul>
      <ul className="mt-4 grid gap-3 sm:grid-cols-3">
        {loaderData.monthly.map((q) => (
          <li key={q.label}>
            <Link to={q.href} className="flex min-h-16 items-center justify-between gap-3 rounded-2xl border border-line bg-white p-4 no-underline">
              <span className="text-sm font-medium">{q.label}</span>
              <span className="text-xl font-bold tabular-nums">{q.n}</span>
            </Link>
          </li>
        ))}
      </ul>
      <Chart days={f.days} />
      <section aria-labelledby="top-title" className="mt-8">
        <h2 id="top-title" className="text-xl font-semibold">
          {dm.topTitle}
        </h2>
        <ol className="mt-3 divide-y divide-line rounded-2xl border border-line bg-white">
          {f.top.map((c) => (
            <li key={c.slug} className="flex flex-wrap items-baseline justify-between gap-2 p-4">
              <a href={`/campaigns/${c.slug}`} className="font-medium text-accent-800">
                {c.title}
              </a>
              <span className="text-sm tabular-nums">
                {formatINR(c.raisedPaise)} · {c.backers.toLocaleString('en-IN')} {dm.backers.toLowerCase()}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </>
  );
}

/** Bars drawn on the server: one per IST day, scaled to the best day; the numbers below in a table. */
function Chart({ days }: { days: DashboardFigures['days'] }) {
  const width = 900;
  const height = 220;
  const pad = { top: 16, bottom: 28, left: 8, right: 8 };
  const max = Math.max(0, ...days.map((d) => d.paise));
  const total = days.reduce((n, d) => n + d.paise, 0);
  const best = days.reduce((a, d) => (d.paise > a.paise ? d : a), days[0] ?? { day: '', paise: 0 });
  const slot = (width - pad.left - pad.right) / Math.max(1, days.length);
  const plot = height - pad.top - pad.bottom;
  const label =
    max > 0 ? `${dm.chartTitle}. ${dm.chartSummary(formatINR(total), formatINR(best.paise), formatDate(`${best.day}T12:00:00+05:30`))}` : dm.chartEmpty;
  const withGifts = days.filter((d) => d.paise > 0);
  return (
    <section aria-labelledby="chart-title" className="mt-8">
      <h2 id="chart-title" className="text-xl font-semibold">
        {dm.chartTitle}
      </h2>
      <p className="mt-1 text-sm text-muted">
        {max > 0 ? dm.chartSummary(formatINR(total), formatINR(best.paise), formatDate(`${best.day}T12:00:00+05:30`)) : dm.chartEmpty}
      </p>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={label}
        className="mt-3 w-full rounded-2xl border border-line bg-white"
        data-chart="raised-per-day"
      >
        <line x1={pad.left} x2={width - pad.right} y1={height - pad.bottom} y2={height - pad.bottom} stroke="#d6d3d1" />
        {days.map((d, i) => {
          const h = max > 0 ? Math.max(d.paise > 0 ? 2 : 0, (d.paise / max) * plot) : 0;
          return (
            <rect
              key={d.day}
              x={pad.left + i * slot + 1}
              y={height - pad.bottom - h}
              width={Math.max(1, slot - 2)}
              height={h}
              rx={1.5}
              fill="#0f766e"
              data-day={d.day}
              data-paise={d.paise}
            >
              <title>{`${formatDate(`${d.day}T12:00:00+05:30`)}: ${formatINR(d.paise)}`}</title>
            </rect>
          );
        })}
        <text x={pad.left} y={height - 8} fontSize="12" fill="#57534e">
          {days[0] ? formatDate(`${days[0].day}T12:00:00+05:30`) : ''}
        </text>
        <text x={width - pad.right} y={height - 8} fontSize="12" fill="#57534e" textAnchor="end">
          {days.at(-1) ? formatDate(`${days.at(-1)?.day}T12:00:00+05:30`) : ''}
        </text>
        {max > 0 ? (
          <text x={pad.left} y={12} fontSize="12" fill="#57534e">
            {formatINR(max)}
          </text>
        ) : null}
      </svg>
      {withGifts.length > 0 ? (
        <details className="mt-2">
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-800">{dm.chartTable}</summary>
          <table className="mt-2 text-sm">
            <tbody>
              {withGifts.map((d) => (
                <tr key={d.day}>
                  <th scope="row" className="pr-6 text-left font-normal">
                    {formatDate(`${d.day}T12:00:00+05:30`)}
                  </th>
                  <td className="text-right tabular-nums">{formatINR(d.paise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </details>
      ) : null}
    </section>
  );
}
