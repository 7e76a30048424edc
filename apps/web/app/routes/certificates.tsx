// The holder's certificates (issue 42): each with its public page, where the files are.
import { certificatePath, credentialsText as ct, formatDate } from '@sahyog/core';
import { data } from 'react-router';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/certificates';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: ct.mineTitle, description: ct.mineLead }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ items: await services(context).credentials.mine(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

export default function Certificates({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{ct.mineTitle}</h1>
      <p className="mt-2 text-muted">{ct.mineLead}</p>
      {items.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{ct.mineEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((c) => (
            <li key={c.id} className="card flex flex-wrap items-start justify-between gap-3 p-4">
              <div className="min-w-0">
                <h2 className="font-semibold wrap-anywhere">
                  <Link to={certificatePath(c.id)}>{c.title}</Link>
                </h2>
                <p className="text-sm text-muted">
                  {ct.kinds[c.kind]} · {formatDate(c.issuedAt)}
                </p>
              </div>
              {c.revokedAt ? (
                <span className="inline-flex shrink-0 rounded-full bg-red-50 px-2.5 py-0.5 text-xs font-semibold text-red-800">{ct.revokedBadge}</span>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
