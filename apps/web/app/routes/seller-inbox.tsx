// The vendor's inbox (issue 41): buyers' questions to the shop, newest activity first, each with
// the buyer's first name and its state. Only the shop's own threads.
import { formatDateTime, inquiryText as it } from '@sahyog/core';
import { data } from 'react-router';
import { InquiryState } from '../components/InquiryParts.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-inbox';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: it.inboxTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { vendors, inquiries } = services(context);
  if (!(await vendors.forUser(user.id))) throw data(it.noShop, { status: 403 });
  return data({ threads: await inquiries.vendorList(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

export default function SellerInbox({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{it.inboxTitle}</h1>
        <p className="mt-1 text-muted">{it.inboxLead}</p>
      </div>
      <SellerNav current="inbox" />
      {threads.length === 0 ? (
        <p className="card p-6 text-center font-medium">{it.inboxEmpty}</p>
      ) : (
        <ul className="space-y-3" aria-label={it.inboxTitle}>
          {threads.map((t) => (
            <li key={t.id} className="card p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold [overflow-wrap:anywhere]">
                    <Link to={`/seller/inbox/${t.id}`}>{t.subject}</Link>
                  </h2>
                  <p className="text-sm text-muted [overflow-wrap:anywhere]">
                    {it.fromBuyer(t.buyerFirstName)} · {it.lastActivity(formatDateTime(t.lastMessageAt))}
                  </p>
                </div>
                <InquiryState status={t.status} side="vendor" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
