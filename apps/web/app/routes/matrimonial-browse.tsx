// Browsing matrimonial profiles (issue 43): only for a proven account whose own profile staff
// approved; search by age range, city, language and community. Photos are blurred here always.
import { isAppError, marriageSearchInput, matrimonialText as mt } from '@sahyog/core';
import { data } from 'react-router';
import { Field } from '../components/Field.tsx';
import { MarriageCardView, MarriageNav } from '../components/MarriageParts.tsx';
import { check } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { marriageViewer } from '../lib/matrimonial.server.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/matrimonial-browse';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: mt.browse, description: mt.intro }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const v = marriageViewer(context, request);
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const q = check(marriageSearchInput, params);
  const m = services(context).matrimonial;
  const headers = { 'cache-control': 'no-store' };
  try {
    const profiles = await m.search(v, q.ok ? q.data : { ageMin: undefined, ageMax: undefined });
    return data({ profiles, blocked: null, errors: q.ok ? {} : q.errors, values: params }, { headers });
  } catch (caught) {
    if (!isAppError(caught) || caught.status !== 403) throw caught;
    const mine = await m.mine(v);
    return data({ profiles: [], blocked: mine ? mt.waitApproval : mt.needOwnProfile, errors: {}, values: params }, { headers });
  }
}

export default function MatrimonialBrowse({ loaderData }: Route.ComponentProps) {
  const { profiles, blocked, errors, values } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{mt.browse}</h1>
      <MarriageNav />
      {blocked ? (
        <div className="card mt-4 p-4">
          <p>{blocked}</p>
          <Link to="/matrimonial/me" className="btn-primary mt-3 min-h-11">
            {mt.myProfile}
          </Link>
        </div>
      ) : (
        <>
          <Form method="get" className="card mt-4 grid grid-cols-2 gap-3 p-4 sm:grid-cols-3" aria-label={mt.searchTitle}>
            <Field label={mt.ageMin} name="ageMin" inputMode="numeric" defaultValue={values.ageMin} error={errors.ageMin} />
            <Field label={mt.ageMax} name="ageMax" inputMode="numeric" defaultValue={values.ageMax} error={errors.ageMax} />
            <Field label={mt.city} name="city" defaultValue={values.city} error={errors.city} />
            <Field label={mt.language} name="language" defaultValue={values.language} error={errors.language} />
            <Field label={mt.community} name="community" defaultValue={values.community} error={errors.community} />
            <div className="flex items-end">
              <button type="submit" className="btn-primary min-h-11 w-full">
                {mt.search}
              </button>
            </div>
          </Form>
          {profiles.length === 0 ? (
            <p className="mt-6">{mt.noResults}</p>
          ) : (
            <ul className="mt-6 space-y-3">
              {profiles.map((p) => (
                <MarriageCardView key={p.id} p={p} />
              ))}
            </ul>
          )}
        </>
      )}
    </div>
  );
}
