// The requester's help desk (issue 41): their tickets newest first with their state, the way to a
// new one, and the grievance officer's path (IT Rules 2021 r.3(2)) said on the page itself.
import { formatDateTime, helpPath, supportText as st } from '@sahyog/core';
import { data } from 'react-router';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/help';
import { TicketStateBadge } from './help-parts.tsx';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: st.title, description: st.lead }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ tickets: await services(context).support.mine(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

export default function Help({ loaderData }: Route.ComponentProps) {
  const { tickets } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-3xl font-bold tracking-tight">{st.title}</h1>
        <Link to="/help/new" className="btn-primary min-h-11">
          {st.newTicket}
        </Link>
      </div>
      <p className="mt-2 text-muted">{st.lead}</p>
      <p className="mt-3 rounded-xl border border-line bg-stone-50 p-4 text-sm">{st.grievanceNote}</p>
      <h2 className="mt-8 text-xl font-bold">{st.yourTickets}</h2>
      {tickets.length === 0 ? (
        <div className="card mt-4 p-6 text-center">
          <p className="font-semibold">{st.noTickets}</p>
          <Link to="/help/new" className="btn-primary mt-4">
            {st.newTicket}
          </Link>
        </div>
      ) : (
        <ul className="mt-4 space-y-3">
          {tickets.map((t) => (
            <li key={t.id} className="card p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h3 className="font-semibold wrap-anywhere">
                    <Link to={helpPath(t.reference)}>{t.subject}</Link>
                  </h3>
                  <p className="text-sm text-muted wrap-anywhere">
                    <span className="whitespace-nowrap">{t.reference}</span> · {st.topics[t.topic]} · {st.updatedOn(formatDateTime(t.updatedAt))}
                  </p>
                </div>
                <TicketStateBadge state={t.state} side="requester" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
