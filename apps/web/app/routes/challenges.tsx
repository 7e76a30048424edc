// The challenges (issue 42): each with its dates, goal and participants. A content page: no React
// on the client.
import { challengeText as ct, formatDate, formatUnits } from '@sahyog/core';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/challenges';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: ct.listTitle, description: ct.listIntro });

export async function loader({ context }: Route.LoaderArgs) {
  return { challenges: await services(context).challenges.list() };
}

export default function Challenges({ loaderData }: Route.ComponentProps) {
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{ct.listTitle}</h1>
      <p className="mt-2 text-muted">{ct.listIntro}</p>
      {loaderData.challenges.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{ct.none}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {loaderData.challenges.map((c) => (
            <li key={c.id} className="card p-4">
              <h2 className="text-lg font-semibold wrap-anywhere">
                <Link to={`/challenges/${c.slug}`} className="inline-flex min-h-11 items-center">
                  {c.title}
                </Link>
              </h2>
              <p className="text-sm text-muted">
                {ct.dates(formatDate(c.startsAt), formatDate(new Date(new Date(c.endsAt).getTime() - 1)))} · {ct.goal(formatUnits(c.goalCenti), c.unit)} ·{' '}
                {ct.participants(c.participants)} · {c.closed ? ct.closed : ct.open}
              </p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
