// One matrimonial profile (issue 43): blurred photos and no contact details until both sides
// accept an interest; then, for that pair only, the photos unblurred and the account's email and
// mobile. Send or answer an interest, block, report (a picture report opens a 24-hour ticket).
import { isAppError, MARRIAGE_REPORT_REASONS, marriageInterestInput, marriageReportInput, matrimonialText as mt } from '@sahyog/core';
import { data, redirect } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { MarriageBadges, MarriageNav, MarriagePhoto } from '../components/MarriageParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { marriageViewer } from '../lib/matrimonial.server.ts';
import { idParam } from '../lib/params.server.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/matrimonial-profile';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  ...seo({ title: d ? d.profile.firstName : mt.title, description: mt.intro }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const v = marriageViewer(context, request);
  const id = idParam(params.id);
  try {
    const profile = await services(context).matrimonial.profile(v, id);
    if (!profile) throw data(mt.back, { status: 404 });
    if (profile.own) throw redirect('/matrimonial/me');
    return data({ profile }, { headers: { 'cache-control': 'no-store' } });
  } catch (caught) {
    if (isAppError(caught) && caught.status === 403) throw redirect('/matrimonial/browse');
    throw caught;
  }
}

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const v = marriageViewer(context, request);
  const id = idParam(params.id);
  const form = formObject(await request.formData());
  const m = services(context).matrimonial;
  const secure = requestInfo(context).secureCookies;
  const here = `/matrimonial/profiles/${id}`;
  const fail = (errors: FieldErrors) => data<ActionData>({ errors, toast: { type: 'error', message: Object.values(errors)[0] ?? mt.title } }, reshow);
  try {
    if (form.intent === 'interest') {
      const r = check(marriageInterestInput, form);
      if (!r.ok) return fail(r.errors);
      await m.sendInterest(v, id, r.data.message);
      return redirectWithFlash(here, { type: 'success', message: mt.interestSent }, secure);
    }
    if (form.intent === 'accept' || form.intent === 'decline') {
      await m.decide(v, Number(form.interest), form.intent === 'accept');
      return redirectWithFlash(here, { type: 'success', message: form.intent === 'accept' ? mt.accepted : mt.declinedDone }, secure);
    }
    if (form.intent === 'block') {
      await m.block(v, id);
      return redirectWithFlash('/matrimonial/browse', { type: 'success', message: mt.blocked }, secure);
    }
    const r = check(marriageReportInput, form);
    if (!r.ok) return fail(r.errors);
    const done = await m.report(v, id, r.data);
    return redirectWithFlash(here, { type: 'success', message: done.ticket ? mt.reportedImage(done.ticket) : mt.reported }, secure);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { message: e.message });
  }
}

export default function MatrimonialProfile({ loaderData, actionData }: Route.ComponentProps) {
  const { profile: p } = loaderData;
  const errors = actionData?.errors ?? {};
  const i = p.interest;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">
        {p.firstName}, {mt.age(p.age)}
      </h1>
      <MarriageNav />
      <MarriageBadges p={p} />
      <ul className="mt-4 flex flex-wrap gap-3">
        {p.photos.length === 0 ? (
          <li>
            <MarriagePhoto url={null} name={p.firstName} blurred />
          </li>
        ) : (
          p.photos.map((ph) => (
            <li key={ph.id}>
              <MarriagePhoto url={ph.originalUrl ?? ph.blurredUrl} name={p.firstName} blurred={ph.originalUrl === null} className="size-40" />
            </li>
          ))
        )}
      </ul>
      <dl className="mt-4 grid grid-cols-1 gap-2 sm:grid-cols-2">
        {(
          [
            [mt.city, p.city],
            [mt.languages, p.languages.join(', ')],
            [mt.community, p.community || '—'],
            [mt.education, p.education],
            [mt.occupation, p.occupation],
          ] as const
        ).map(([k, val]) => (
          <div key={k}>
            <dt className="text-sm text-muted">{k}</dt>
            <dd className="wrap-anywhere">{val}</dd>
          </div>
        ))}
      </dl>
      {p.about && <p className="mt-4 whitespace-pre-line wrap-anywhere">{p.about}</p>}

      {p.contact ? (
        <section className="card mt-6 border-green-300 bg-green-50 p-4" aria-labelledby="contact">
          <h2 id="contact" className="text-xl font-bold">
            {mt.contactTitle}
          </h2>
          <p className="mt-1">{mt.accepted}</p>
          <dl className="mt-2">
            <dt className="text-sm text-muted">{mt.email}</dt>
            <dd className="wrap-anywhere">{p.contact.email}</dd>
            <dt className="mt-1 text-sm text-muted">{mt.mobile}</dt>
            <dd>{p.contact.mobile}</dd>
          </dl>
        </section>
      ) : i?.direction === 'received' && i.state === 'sent' ? (
        <section className="card mt-6 p-4" aria-labelledby="answer">
          <h2 id="answer" className="text-xl font-bold">
            {mt.interestReceived}
          </h2>
          <div className="mt-3 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="interest" value={i.id} />
              <button type="submit" name="intent" value="accept" className="btn-primary min-h-11">
                {mt.accept}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="interest" value={i.id} />
              <button type="submit" name="intent" value="decline" className="btn-secondary min-h-11">
                {mt.decline}
              </button>
            </Form>
          </div>
        </section>
      ) : i ? (
        <p className="card mt-6 p-4" role="status">
          {i.state === 'declined' ? mt.interestDeclined : mt.interestWaiting}
        </p>
      ) : (
        <Form method="post" className="card mt-6 space-y-3 p-4">
          <input type="hidden" name="intent" value="interest" />
          <TextAreaField label={mt.interestMessage} name="message" maxLength={300} error={errors.message} />
          <button type="submit" className="btn-primary min-h-11">
            {mt.sendInterest}
          </button>
        </Form>
      )}

      <section className="mt-8 space-y-4" aria-labelledby="safety-actions">
        <h2 id="safety-actions" className="sr-only">
          {mt.safetyTitle}
        </h2>
        <Form method="post" className="card p-4">
          <input type="hidden" name="intent" value="block" />
          <p className="text-sm">{mt.blockHint}</p>
          <button type="submit" className="btn-secondary mt-2 min-h-11">
            {mt.block}
          </button>
        </Form>
        <Form method="post" className="card space-y-3 p-4">
          <h3 className="font-semibold">{mt.reportTitle}</h3>
          <input type="hidden" name="intent" value="report" />
          <SelectField label={mt.reason} name="reason" required defaultValue="" error={errors.reason}>
            <option value="" disabled>
              —
            </option>
            {MARRIAGE_REPORT_REASONS.map((r) => (
              <option key={r} value={r}>
                {mt.reasons[r]}
              </option>
            ))}
          </SelectField>
          <Field label={mt.details} name="details" maxLength={1000} error={errors.details} />
          <button type="submit" className="btn-secondary min-h-11">
            {mt.report}
          </button>
        </Form>
      </section>
    </div>
  );
}
