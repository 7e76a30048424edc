import { accountText, formatDate, formatINR, messages, periodLabel, monthlyText as t } from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/subscriptions';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: t.mySubscriptions }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return { subscriptions: await services(context).accounts.subscriptions(user) };
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  const subs = loaderData.subscriptions;
  return (
    <div className="container-page max-w-3xl space-y-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t.mySubscriptions}</h1>
      {subs.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          <p className="text-lg font-medium">{messages.noRecords}</p>
          <p className="mt-2 text-muted">{t.noSubscriptions}</p>
          <Link to="/monthly-donation" className="btn-primary mt-5">
            {t.tabMonthly}
          </Link>
        </div>
      ) : (
        <ul className="space-y-4">
          {subs.map((s) => (
            <li key={s.reference} className="card flex flex-wrap items-center gap-4 p-5">
              <div className="min-w-0 flex-1">
                <p className="font-semibold">{s.campaign.title}</p>
                <p className="text-muted">
                  <span className="font-semibold tabular-nums text-ink">{formatINR(s.amountPaise)}</span> {t.perMonth} · {t.status[s.status]}
                  {s.nextDueAt && s.nextPeriod && (s.status === 'active' || s.status === 'authenticated')
                    ? ` · ${t.next}: ${periodLabel(s.nextPeriod)}, ${formatDate(s.nextDueAt)}`
                    : ''}
                </p>
                <p className="font-mono text-xs text-muted">{s.reference}</p>
              </div>
              <Link to={`/subscriptions/${s.reference}`} className="btn-secondary min-h-11">
                {accountText.manage}
                <span className="sr-only"> {s.campaign.title}</span>
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
