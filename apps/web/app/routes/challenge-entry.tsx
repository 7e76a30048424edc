// A participant's page (issue 42): their entered total and the pledge form, for a signed-in
// friend or a guest (name, email, mobile). Refused after the end, on a hidden entry and on one's
// own entry (the server decides; the page only says so).
import { challengeText as ct, formatUnits, pledgeInput } from '@sahyog/core';
import { data } from 'react-router';
import { Field, MobileField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/challenge-entry';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) =>
  d ? [...seo({ title: ct.entryTitle(d.page.entry.name, d.page.challenge.title), description: ct.pledgeIntro(d.page.challenge.unit) })] : [];

const entryIdOf = (v: string) => (/^\d{1,9}$/.test(v) ? Number(v) : null);

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const id = entryIdOf(params.entryId);
  const page = id === null ? null : await services(context).challenges.entryPage(params.slug, id, viewer?.user.id ?? null);
  if (!page) throw data('Not found', { status: 404 });
  return data({ page, viewer: viewer ? { name: viewer.user.fullName, email: viewer.user.email } : null }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? ct.pledgeTitle } }, reshow);
  const id = entryIdOf(params.entryId);
  if (id === null) throw data('Not found', { status: 404 });
  const r = check(pledgeInput, form);
  if (!r.ok) return fail(r.errors);
  try {
    await services(context).challenges.pledge(info.viewer?.user.id ?? null, params.slug, id, r.data, { ip: info.meta.ip });
    return redirectWithFlash(`/challenges/${params.slug}/entries/${id}`, { type: 'success', message: ct.pledged }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { rate: e.message });
  }
}

export default function ChallengeEntry({ loaderData, actionData }: Route.ComponentProps) {
  const { page, viewer } = loaderData;
  const c = page.challenge;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to={`/challenges/${c.slug}`} className="inline-flex min-h-11 items-center">
          {ct.backToChallenge}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{ct.entryTitle(page.entry.name, c.title)}</h1>
      <p className="mt-2 text-lg">
        {formatUnits(page.entry.totalCenti)} / {formatUnits(c.goalCenti)} {c.unit}
        {page.entry.team ? ` · ${page.entry.team}` : ''} · {ct.pledgeCount(page.entry.pledges)}
      </p>
      {page.own ? (
        <p className="card mt-6 p-4">{ct.ownEntry}</p>
      ) : !page.pledgeable ? (
        <p className="card mt-6 p-4">{page.entry.hidden ? ct.hiddenNotice : ct.pledgesClosed}</p>
      ) : (
        <Form method="post" className="card mt-6 space-y-4 p-4">
          <h2 className="text-xl font-bold">{ct.pledgeTitle}</h2>
          <p className="text-sm text-muted">{ct.pledgeIntro(c.unit)}</p>
          <Field label={ct.rate(c.unit)} name="rate" inputMode="decimal" required defaultValue={values.rate} error={errors.rate} />
          <Field label={ct.cap} name="cap" inputMode="decimal" required defaultValue={values.cap} error={errors.cap} />
          <Field label={ct.pledgerName} name="name" autoComplete="name" required defaultValue={values.name ?? viewer?.name} error={errors.name} />
          <Field
            label={ct.pledgerEmail}
            name="email"
            type="email"
            autoComplete="email"
            required
            defaultValue={values.email ?? viewer?.email}
            error={errors.email}
          />
          <MobileField label={ct.pledgerMobile} name="mobile" required defaultValue={values.mobile} error={errors.mobile} />
          <button type="submit" className="btn-primary min-h-11">
            {ct.pledgeButton}
          </button>
        </Form>
      )}
    </div>
  );
}
