// Interests sent and received (issue 43): answer one received, see how each sent one stands.
import { formatDate, matrimonialText as mt } from '@sahyog/core';
import { data } from 'react-router';
import { MarriageNav } from '../components/MarriageParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { marriageViewer } from '../lib/matrimonial.server.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/matrimonial-interests';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: mt.interestsTitle, description: mt.intro }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const v = marriageViewer(context, request);
  return data({ interests: await services(context).matrimonial.interests(v) }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const v = marriageViewer(context, request);
  const form = formObject(await request.formData());
  try {
    const accept = form.intent === 'accept';
    await services(context).matrimonial.decide(v, Number(form.interest), accept);
    return redirectWithFlash(
      '/matrimonial/interests',
      { type: 'success', message: accept ? mt.accepted : mt.declinedDone },
      requestInfo(context).secureCookies,
    );
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

export default function MatrimonialInterests({ loaderData, actionData }: Route.ComponentProps) {
  const { interests } = loaderData;
  const groups = [
    { title: mt.received, rows: interests.filter((i) => i.direction === 'received') },
    { title: mt.sent, rows: interests.filter((i) => i.direction === 'sent') },
  ];
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{mt.interestsTitle}</h1>
      <MarriageNav />
      {groups.map((g) => (
        <section key={g.title} className="mt-6" aria-label={g.title}>
          <h2 className="text-xl font-bold">{g.title}</h2>
          {g.rows.length === 0 ? (
            <p className="mt-2">{mt.noInterests}</p>
          ) : (
            <ul className="mt-2 space-y-3">
              {g.rows.map((i) => (
                <li key={i.id} className="card p-4">
                  <p className="font-semibold wrap-anywhere">
                    <Link to={`/matrimonial/profiles/${i.other.id}`} className="inline-flex min-h-11 items-center">
                      {i.other.firstName}, {mt.age(i.other.age)} · {i.other.city}
                    </Link>
                  </p>
                  <p className="text-sm text-muted">
                    {formatDate(i.createdAt)} · {mt.interestStates[i.state]}
                  </p>
                  {i.direction === 'received' && i.message && <p className="mt-1 whitespace-pre-line wrap-anywhere">{i.message}</p>}
                  {i.direction === 'received' && i.state === 'sent' && (
                    <Form method="post" className="mt-2 flex flex-wrap gap-3">
                      <input type="hidden" name="interest" value={i.id} />
                      <button type="submit" name="intent" value="accept" className="btn-primary min-h-11">
                        {mt.accept}
                      </button>
                      <button type="submit" name="intent" value="decline" className="btn-secondary min-h-11">
                        {mt.decline}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ))}
    </div>
  );
}
