// One job or volunteer role (issue 43): the description, pay, place and closing date, "We never
// charge applicants", JobPosting JSON-LD, and for a signed-in person the apply form (with their
// saved resume) or their application's state. A closed, filled or expired post answers 410 with a
// page saying so; a held or rejected one is not found. Works without JavaScript.
import { careerApplyInput, careerText as kt } from '@sahyog/core';
import { data } from 'react-router';
import { TextAreaField } from '../components/Field.tsx';
import { applicationState, NeverCharge, PostFacts } from '../components/JobParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { jobPostingLd } from '../lib/job-ld.ts';
import { ldMeta } from '../lib/json-ld.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/job';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => {
  if (!d) return [];
  if (!d.post.open) return [{ title: kt.closedTitle }, { name: 'robots', content: 'noindex' }];
  const url = pageUrl(args);
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string } | undefined;
  return [...seo({ url, title: d.post.title, description: d.post.description.slice(0, 150) }), ldMeta(jobPostingLd(d.post, url, root?.publicUrl))];
};

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const post = await services(context).careers.bySlug(params.slug, viewer?.user.id ?? null);
  if (!post) throw data('Not found', { status: 404 });
  return data({ post, signedIn: viewer !== null }, { status: post.open ? 200 : 410, headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) => data<ActionData>({ errors, toast: { type: 'error', message: Object.values(errors)[0] ?? kt.applyTitle } }, reshow);
  const r = check(careerApplyInput, form);
  if (!r.ok) return fail(r.errors);
  try {
    await services(context).careers.apply(user.id, params.slug, r.data.note);
    return redirectWithFlash('/jobs/applications', { type: 'success', message: kt.applied }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { note: e.message });
  }
}

export default function Job({ loaderData, actionData }: Route.ComponentProps) {
  const { post: p, signedIn } = loaderData;
  const errors = actionData?.errors ?? {};
  if (!p.open) {
    return (
      <div className="container-page max-w-3xl space-y-4 py-6 sm:py-10">
        <h1 className="text-3xl font-bold tracking-tight">{kt.closedTitle}</h1>
        <p className="wrap-anywhere">
          {p.title}: {kt.closedBody}
        </p>
        {p.mine && (
          <p>
            {applicationState(p.mine.state)} ·{' '}
            <Link to="/jobs/applications" className="inline-flex min-h-11 items-center">
              {kt.yourApplications}
            </Link>
          </p>
        )}
        <NeverCharge />
        <Link to="/jobs" className="btn-primary min-h-11">
          {kt.seeOpen}
        </Link>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/jobs" className="inline-flex min-h-11 items-center">
          {kt.listTitle}
        </Link>
      </p>
      <div>
        <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{p.title}</h1>
        <PostFacts p={p} />
      </div>
      <NeverCharge />
      <p className="whitespace-pre-line wrap-anywhere">{p.description}</p>
      {p.mine ? (
        <section className="card p-4" aria-labelledby="mine">
          <h2 id="mine" className="text-xl font-bold">
            {kt.yourApplications}
          </h2>
          <p className="mt-1 font-semibold">{applicationState(p.mine.state)}</p>
          <Link to="/jobs/applications" className="inline-flex min-h-11 items-center">
            {kt.yourApplications}
          </Link>
        </section>
      ) : !signedIn ? (
        <p>
          <Link to={`/login?redirectTo=${encodeURIComponent(`/jobs/${p.slug}`)}`} className="btn-primary min-h-11">
            {kt.signInToApply}
          </Link>
        </p>
      ) : !p.hasResume ? (
        <section className="card space-y-3 p-4">
          <p>{kt.resumeNeeded}</p>
          <Link to={`/jobs/resume?post=${encodeURIComponent(p.slug)}`} className="btn-primary min-h-11">
            {kt.writeResume}
          </Link>
        </section>
      ) : (
        <Form method="post" className="card space-y-4 p-4">
          <h2 className="text-xl font-bold">{kt.applyTitle}</h2>
          <TextAreaField label={kt.note} name="note" rows={4} maxLength={1000} error={errors.note} />
          <p className="text-sm">
            <Link to={`/jobs/resume?post=${encodeURIComponent(p.slug)}`} className="inline-flex min-h-11 items-center">
              {kt.resumeTitle}
            </Link>
          </p>
          <button type="submit" className="btn-primary min-h-11">
            {kt.apply}
          </button>
        </Form>
      )}
    </div>
  );
}
