// One's own matrimonial profile (issue 43): the form to make it (the two declarations and the
// consent notice beside the button; the date of birth for the age, never shown), then its state,
// its photos (each checked by staff; others see them blurred), hide or show, and delete.
import { consentNotices, MARRIAGE_CREATORS, MARRIAGE_GENDERS, marriageProfileInput, matrimonialText as mt } from '@sahyog/core';
import { data } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { MarriageBadges, MarriageNav, MarriagePhoto } from '../components/MarriageParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { marriageViewer } from '../lib/matrimonial.server.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/matrimonial-me';

export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = () => [...seo({ title: mt.myProfile, description: mt.createIntro }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const v = marriageViewer(context, request);
  return data({ mine: await services(context).matrimonial.mine(v) }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const v = marriageViewer(context, request);
  const fd = await request.formData();
  const form = formObject(fd);
  const m = services(context).matrimonial;
  const secure = requestInfo(context).secureCookies;
  const here = '/matrimonial/me';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? mt.createTitle } }, reshow);
  try {
    if (form.intent === 'photo') {
      const file = fd.get('photo');
      await m.addPhoto(v, { bytes: file instanceof File ? new Uint8Array(await file.arrayBuffer()) : new Uint8Array() });
      return redirectWithFlash(here, { type: 'success', message: mt.photoAdded }, secure);
    }
    if (form.intent === 'hide' || form.intent === 'show') {
      await m.setHidden(v, form.intent === 'hide');
      return redirectWithFlash(here, { type: 'success', message: form.intent === 'hide' ? mt.hiddenDone : mt.shownDone }, secure);
    }
    if (form.intent === 'delete') {
      await m.remove(v);
      return redirectWithFlash('/matrimonial', { type: 'success', message: mt.deleted }, secure);
    }
    const r = check(marriageProfileInput, form);
    if (!r.ok) return fail(r.errors);
    await m.create(v, r.data);
    return redirectWithFlash(here, { type: 'success', message: mt.created }, secure);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { firstName: e.message });
  }
}

export default function MatrimonialMe({ loaderData, actionData }: Route.ComponentProps) {
  const { mine } = loaderData;
  const errors = actionData?.errors ?? {};
  const v = actionData?.values ?? {};
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{mine ? mt.myProfile : mt.createTitle}</h1>
      <MarriageNav />
      {!mine ? (
        <Form method="post" className="card mt-4 space-y-4 p-4">
          <p>{mt.createIntro}</p>
          <input type="hidden" name="intent" value="create" />
          <SelectField label={mt.createdBy} name="createdBy" required defaultValue={v.createdBy ?? 'self'} error={errors.createdBy}>
            {MARRIAGE_CREATORS.map((c) => (
              <option key={c} value={c}>
                {mt.creators[c]}
              </option>
            ))}
          </SelectField>
          <Field label={mt.firstName} name="firstName" required maxLength={40} autoComplete="off" defaultValue={v.firstName} error={errors.firstName} />
          <SelectField label={mt.gender} name="gender" required defaultValue={v.gender ?? ''} error={errors.gender}>
            <option value="" disabled>
              —
            </option>
            {MARRIAGE_GENDERS.map((g) => (
              <option key={g} value={g}>
                {mt.genders[g]}
              </option>
            ))}
          </SelectField>
          <Field label={mt.dateOfBirth} name="dateOfBirth" type="date" required hint={mt.dobHint} defaultValue={v.dateOfBirth} error={errors.dateOfBirth} />
          <Field label={mt.city} name="city" required maxLength={60} defaultValue={v.city} error={errors.city} />
          <Field label={mt.languages} name="languages" required hint={mt.languagesHint} defaultValue={v.languages} error={errors.languages} />
          <Field label={mt.community} name="community" maxLength={60} hint={mt.communityHint} defaultValue={v.community} error={errors.community} />
          <Field label={mt.education} name="education" required maxLength={120} defaultValue={v.education} error={errors.education} />
          <Field label={mt.occupation} name="occupation" required maxLength={120} defaultValue={v.occupation} error={errors.occupation} />
          <TextAreaField label={mt.about} name="about" maxLength={1000} hint={mt.aboutHint} defaultValue={v.about} error={errors.about} />
          <Declaration name="intendsMarriage" label={mt.intendsMarriage} error={errors.intendsMarriage} />
          <Declaration name="detailsTrue" label={mt.detailsTrue} error={errors.detailsTrue} />
          <p className="text-sm text-muted">{consentNotices.matrimonial.text}</p>
          <button type="submit" className="btn-primary min-h-11">
            {mt.create}
          </button>
        </Form>
      ) : (
        <>
          <section className="card mt-4 space-y-2 p-4" aria-labelledby="state">
            <h2 id="state" className="text-xl font-bold wrap-anywhere">
              {mine.firstName}, {mt.age(mine.age)}
            </h2>
            <p>
              <span className="font-semibold">{mt.stateLabel}:</span> {mt.states[mine.state]}
            </p>
            {mine.rejectReason && <p>{mt.rejectedBecause(mine.rejectReason)}</p>}
            {mine.hidden && <p role="status">{mt.hiddenNote}</p>}
            <p className="text-sm wrap-anywhere">
              {mine.city} · {mine.languages.join(', ')}
              {mine.community ? ` · ${mine.community}` : ''} · {mine.education} · {mine.occupation}
            </p>
            <MarriageBadges p={mine} />
            <Form method="post">
              <input type="hidden" name="intent" value={mine.hidden ? 'show' : 'hide'} />
              <button type="submit" className="btn-secondary mt-2 min-h-11">
                {mine.hidden ? mt.unhide : mt.hide}
              </button>
            </Form>
          </section>
          <section className="card mt-4 space-y-3 p-4" aria-labelledby="photos">
            <h2 id="photos" className="text-xl font-bold">
              {mt.photosTitle}
            </h2>
            <p className="text-sm text-muted">{mt.photosNote}</p>
            {mine.photos.length > 0 && (
              <ul className="flex flex-wrap gap-3">
                {mine.photos.map((ph) => (
                  <li key={ph.id} className="text-sm">
                    <MarriagePhoto url={ph.originalUrl} name={mine.firstName} blurred={false} />
                    <span className="mt-1 block">{mt.photoStates[ph.state]}</span>
                  </li>
                ))}
              </ul>
            )}
            <Form method="post" encType="multipart/form-data" className="space-y-3">
              <input type="hidden" name="intent" value="photo" />
              <Field label={mt.photoLabel} name="photo" type="file" accept="image/jpeg,image/png" required error={errors.photo} />
              <button type="submit" className="btn-primary min-h-11">
                {mt.photoAdd}
              </button>
            </Form>
          </section>
          <section className="card mt-4 space-y-3 p-4" aria-labelledby="delete">
            <h2 id="delete" className="text-xl font-bold">
              {mt.deleteTitle}
            </h2>
            <p>{mt.deleteBody}</p>
            <Form method="post">
              <input type="hidden" name="intent" value="delete" />
              <button type="submit" className="btn-secondary min-h-11 border-red-700 text-red-800">
                {mt.deleteButton}
              </button>
            </Form>
          </section>
        </>
      )}
    </div>
  );
}

function Declaration({ name, label, error }: { name: string; label: string; error: string | undefined }) {
  return (
    <div>
      <label className="flex items-start gap-3">
        <input
          type="checkbox"
          name={name}
          value="on"
          required
          className="mt-1 size-5 shrink-0"
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${name}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error ? (
        <p id={`${name}-error`} className="mt-1 text-sm font-medium text-red-700">
          {error}
        </p>
      ) : null}
    </div>
  );
}
