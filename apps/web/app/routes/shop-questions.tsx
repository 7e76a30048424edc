// The buyer's questions to sellers (issue 41), newest activity first: each thread with its shop
// and state. Only the buyer's own.
import { formatDateTime, inquiryText as it } from '@sahyog/core';
import { data } from 'react-router';
import { InquiryState } from '../components/InquiryParts.tsx';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-questions';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: it.questionsTitle, description: it.questionsLead }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ threads: await services(context).inquiries.buyerList(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

export default function ShopQuestions({ loaderData }: Route.ComponentProps) {
  const { threads } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{it.questionsTitle}</h1>
      <p className="mt-1 text-muted">{it.questionsLead}</p>
      {threads.length === 0 ? (
        <div className="card mt-6 p-6 text-center">
          <p className="font-semibold">{it.noQuestions}</p>
          <Link to="/shop" className="btn-primary mt-4">
            {it.browseShop}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {threads.map((t) => (
            <li key={t.id} className="card p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold [overflow-wrap:anywhere]">
                    <Link to={`/shop/questions/${t.id}`}>{t.subject}</Link>
                  </h2>
                  <p className="text-sm text-muted [overflow-wrap:anywhere]">
                    {it.withShop(t.shopName)} · {it.lastActivity(formatDateTime(t.lastMessageAt))}
                  </p>
                </div>
                <InquiryState status={t.status} side="buyer" />
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
