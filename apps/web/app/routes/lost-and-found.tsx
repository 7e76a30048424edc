// Lost and found (issue 43): the notices that are up, newest first, searchable by words and by
// locality or city, with lost/found and kind. A notice shows its place as a locality only. A
// content page: no React on the client; the search is a plain GET form.
import { formatDate, lostFoundText as lt, NOTICE_KINDS, NOTICE_SIDES, noticeSearchQuery } from '@sahyog/core';
import { Field, SelectField } from '../components/Field.tsx';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/lost-and-found';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: lt.listTitle, description: lt.listIntro });

export async function loader({ context, request }: Route.LoaderArgs) {
  const params = Object.fromEntries(new URL(request.url).searchParams);
  const parsed = noticeSearchQuery.safeParse(Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '')));
  const search = parsed.success ? parsed.data : {};
  return { notices: await services(context).notices.list(search), search };
}

export default function LostAndFound({ loaderData }: Route.ComponentProps) {
  const { notices, search } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{lt.listTitle}</h1>
      <p className="mt-2 text-muted">{lt.listIntro}</p>
      <p className="mt-4">
        <Link to="/lost-and-found/new" className="btn-primary min-h-11">
          {lt.newNotice}
        </Link>
      </p>
      <p className="card mt-4 border-amber-300 bg-amber-50 p-4 text-sm">
        {lt.childLine}{' '}
        <Link to="/lost-and-found/new?what=child" className="inline-flex min-h-11 items-center font-semibold">
          {lt.childLink}
        </Link>
      </p>
      <Form method="get" className="card mt-6 grid gap-4 p-4 sm:grid-cols-2" role="search">
        <Field label={lt.searchWords} name="q" type="search" maxLength={100} defaultValue={search.q ?? ''} />
        <Field label={lt.searchPlace} name="place" maxLength={80} defaultValue={search.place ?? ''} />
        <SelectField label={lt.searchSide} name="side" defaultValue={search.side ?? ''}>
          <option value="">{lt.anySide}</option>
          {NOTICE_SIDES.map((s) => (
            <option key={s} value={s}>
              {lt.sides[s]}
            </option>
          ))}
        </SelectField>
        <SelectField label={lt.searchKind} name="kind" defaultValue={search.kind ?? ''}>
          <option value="">{lt.anyKind}</option>
          {NOTICE_KINDS.map((k) => (
            <option key={k} value={k}>
              {lt.kinds[k]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-11 sm:col-span-2 sm:justify-self-start">
          {lt.search}
        </button>
      </Form>
      {notices.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{lt.none}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {notices.map((n) => (
            <li key={n.id} className="card flex gap-4 p-4">
              {n.photo ? (
                <img src={n.photo} alt={lt.photoAlt(n.title)} width={96} height={96} loading="lazy" className="h-24 w-24 shrink-0 rounded-lg object-cover" />
              ) : null}
              <div className="min-w-0">
                <p className="text-sm font-semibold uppercase tracking-wide text-muted">
                  {lt.sides[n.side]} · {lt.kinds[n.kind]}
                </p>
                <h2 className="text-lg font-semibold wrap-anywhere">
                  <Link to={`/lost-and-found/${n.id}`} className="inline-flex min-h-11 items-center">
                    {n.title}
                  </Link>
                </h2>
                <p className="text-sm text-muted wrap-anywhere">
                  {lt.near(n.locality, n.city)} · {lt.on(formatDate(n.happenedOn))}
                </p>
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
