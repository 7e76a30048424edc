// The campaigner's campaigns: drafts to finish before staff publish them, and live ones.
import { campaignEditorMessages as em, formatINR } from '@sahyog/core';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/my-campaigns';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: em.listTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return { campaigns: await services(context).campaigner.mine(user.id) };
}

export default function MyCampaigns({ loaderData }: Route.ComponentProps) {
  const { campaigns } = loaderData;
  return (
    <div className="container-page space-y-6 py-8">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{em.listTitle}</h1>
        <p className="mt-2 max-w-2xl text-muted">{em.listLead}</p>
      </div>
      {campaigns.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          <p className="text-lg font-medium">{em.none}</p>
          <a href="/start-new-campaign" className="btn-primary mt-5">
            {em.startOne}
          </a>
        </div>
      ) : (
        <ul className="grid gap-4 sm:grid-cols-2">
          {campaigns.map((c) => (
            <li key={c.id} className="card flex flex-col gap-3 p-5">
              <p className="eyebrow">{em.statusLabels[c.status]}</p>
              <h2 className="text-xl font-bold">{c.title}</h2>
              <p className="text-muted">{em.raisedOf(formatINR(c.raisedPaise), formatINR(c.goalPaise))}</p>
              <div className="mt-auto flex gap-3">
                <a href={`/my-campaigns/${c.id}`} className="btn-primary min-h-11" aria-label={`${em.edit}: ${c.title}`}>
                  {em.edit}
                </a>
                {c.status !== 'draft' ? (
                  <a href={`/campaigns/${c.slug}`} className="btn-quiet min-h-11" aria-label={`${em.view}: ${c.title}`}>
                    {em.view}
                  </a>
                ) : null}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
