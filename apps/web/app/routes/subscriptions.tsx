import { messages } from '@sahyog/core';
import { Link } from 'react-router';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/subscriptions';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: 'My Subscriptions' }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return { subscriptions: await services(context).accounts.subscriptions(user) };
}

export default function Subscriptions({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page space-y-6 py-8">
      <h1 className="text-3xl font-bold tracking-tight">My Subscriptions</h1>
      {loaderData.subscriptions.length === 0 ? (
        <div className="rounded-2xl border border-line bg-white p-8 text-center">
          <p className="text-lg font-medium">{messages.noRecords}</p>
          <p className="mt-2 text-muted">Give every month to a cause you choose: from ₹300, pause or stop any time.</p>
          <Link to="/monthly-donation" className="btn-primary mt-5">
            Donate Monthly
          </Link>
        </div>
      ) : null}
    </div>
  );
}
