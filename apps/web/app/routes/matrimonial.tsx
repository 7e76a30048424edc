// The matrimonial section's home (issue 43): what it is for (marriage only), that no profile is
// verified unless it shows a badge, the warning against anyone asking for money, and the way in:
// sign in, or prove the mobile first. Public; everything past it needs a proven account.
import { matrimonialText as mt } from '@sahyog/core';
import { data } from 'react-router';
import { MarriageNav } from '../components/MarriageParts.tsx';
import { Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/matrimonial';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: mt.title, description: mt.intro });

export async function loader({ context }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  return data({ state: viewer === null ? 'signedOut' : viewer.user.phoneVerified ? 'proven' : 'unproven' } as const, {
    headers: { 'cache-control': 'no-store' },
  });
}

export default function Matrimonial({ loaderData }: Route.ComponentProps) {
  const { state } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{mt.title}</h1>
      {state === 'proven' && <MarriageNav />}
      <p className="mt-3 text-lg">{mt.intro}</p>
      <section className="card mt-6 space-y-3 border-amber-300 bg-amber-50 p-4 text-amber-950" aria-labelledby="safety">
        <h2 id="safety" className="text-xl font-bold">
          {mt.safetyTitle}
        </h2>
        <p className="font-semibold">{mt.purposeOnly}</p>
        <p>{mt.notVerified}</p>
        <p className="font-semibold">{mt.moneyWarning}</p>
      </section>
      {state === 'signedOut' ? (
        <section className="card mt-6 p-4" aria-labelledby="way-in">
          <h2 id="way-in" className="text-xl font-bold">
            {mt.signInTitle}
          </h2>
          <p className="mt-1">{mt.signInBody}</p>
          <Link to="/login?redirectTo=%2Fmatrimonial" className="btn-primary mt-3 min-h-11">
            {mt.signIn}
          </Link>
        </section>
      ) : state === 'unproven' ? (
        <section className="card mt-6 p-4" aria-labelledby="way-in">
          <h2 id="way-in" className="text-xl font-bold">
            {mt.proveTitle}
          </h2>
          <p className="mt-1">{mt.proveBody}</p>
          <Link to="/profile" className="btn-primary mt-3 min-h-11">
            {mt.proveLink}
          </Link>
        </section>
      ) : (
        <p className="mt-6 flex flex-wrap gap-3">
          <Link to="/matrimonial/browse" className="btn-primary min-h-11">
            {mt.browse}
          </Link>
          <Link to="/matrimonial/me" className="btn-secondary min-h-11">
            {mt.myProfile}
          </Link>
        </p>
      )}
    </div>
  );
}
