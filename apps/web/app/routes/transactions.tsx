import { accountText, formatDate, formatINR, type MyDonation, messages } from '@sahyog/core';
import { DataTable } from '../components/DataTable.tsx';
import { StatusBadge } from '../components/StatusBadge.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/transactions';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: accountText.transactions.title }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return { donations: await services(context).accounts.donations(user) };
}

export default function Transactions({ loaderData }: Route.ComponentProps) {
  const t = accountText.transactions;
  return (
    <div className="container-page space-y-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <DataTable<MyDonation>
        caption={t.caption}
        rows={loaderData.donations}
        rowKey={(d) => d.id}
        empty={messages.noRecords}
        columns={[
          { header: t.date, cell: (d) => formatDate(d.createdAt) },
          { header: t.reference, cell: (d) => <code className="text-xs">{d.reference}</code> },
          { header: t.amount, cell: (d) => formatINR(d.amountPaise + d.tipPaise + d.urgentPaise), align: 'right' },
          {
            header: t.campaign,
            cell: (d) => (
              <Link to={`/campaigns/${d.campaignSlug}`} className="font-medium text-accent-800">
                {d.campaignTitle}
              </Link>
            ),
          },
          { header: t.status, cell: (d) => <StatusBadge status={d.status} /> },
        ]}
      />
      <p className="text-sm text-muted">{t.note}</p>
    </div>
  );
}
