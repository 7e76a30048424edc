// Jobs and volunteer roles (issue 43): the open posts (none past its closing date), searched by
// words and place, filtered by kind, with "We never charge applicants". A content page: no React
// on the client; the search is a plain GET form.
import { careerSearchInput, careerText as kt } from '@sahyog/core';
import { Field, SelectField } from '../components/Field.tsx';
import { NeverCharge, PostFacts } from '../components/JobParts.tsx';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/jobs';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = (args) => seo({ url: pageUrl(args), title: kt.listTitle, description: kt.listIntro });

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const search = careerSearchInput.parse({
    q: url.searchParams.get('q') ?? undefined,
    place: url.searchParams.get('place') ?? undefined,
    kind: url.searchParams.get('kind') || undefined,
  });
  return { posts: await services(context).careers.list(search), search, signedIn: requestInfo(context).viewer !== null };
}

export default function Jobs({ loaderData }: Route.ComponentProps) {
  const { posts, search, signedIn } = loaderData;
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{kt.listTitle}</h1>
        <p className="mt-2 text-muted">{kt.listIntro}</p>
      </div>
      <NeverCharge />
      {signedIn && (
        <p className="flex flex-wrap gap-x-4">
          <Link to="/jobs/applications" className="inline-flex min-h-11 items-center">
            {kt.yourApplications}
          </Link>
          <Link to="/jobs/resume" className="inline-flex min-h-11 items-center">
            {kt.resumeTitle}
          </Link>
        </p>
      )}
      <Form method="get" className="card grid gap-3 p-4 sm:grid-cols-4 sm:items-end" role="search">
        <Field label={kt.words} name="q" type="search" maxLength={100} defaultValue={search.q ?? ''} className="sm:col-span-2" />
        <Field label={kt.place} name="place" maxLength={80} defaultValue={search.place ?? ''} />
        <SelectField label={kt.kind} name="kind" defaultValue={search.kind ?? ''}>
          <option value="">{kt.anyKind}</option>
          <option value="paid">{kt.paid}</option>
          <option value="volunteer">{kt.volunteer}</option>
        </SelectField>
        <button type="submit" className="btn-primary min-h-11 sm:col-span-4 sm:justify-self-start">
          {kt.search}
        </button>
      </Form>
      {posts.length === 0 ? (
        <p className="card p-6 text-center">{kt.none}</p>
      ) : (
        <ul className="space-y-3">
          {posts.map((p) => (
            <li key={p.id} className="card p-4">
              <h2 className="text-lg font-semibold wrap-anywhere">
                <Link to={`/jobs/${p.slug}`} className="inline-flex min-h-11 items-center">
                  {p.title}
                </Link>
              </h2>
              <PostFacts p={p} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
