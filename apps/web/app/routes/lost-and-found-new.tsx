// Posting to lost and found (issue 43): the form asks first what was lost or found. A pet, a
// document or a thing gets the notice form (locality and city only, up to 3 photos re-encoded by
// the server). A child never gets a notice: the page gives 1098, 112 and the government's
// Khoya-Paya and TrackChild portals, and a short private report that goes to staff as an urgent
// help-desk ticket. Works without JavaScript (step one is a GET form).
import {
  CHILD_HELP,
  childReportInput,
  lostFoundText as lt,
  NOTICE_DESCRIPTION_MAX,
  NOTICE_KINDS,
  NOTICE_TITLE_MAX,
  type NoticeKind,
  noticeInput,
  TICKET_REFERENCE,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsentNote } from '../components/ConsentNote.tsx';
import { Field, MobileField, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link, redirect } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/lost-and-found-new';

export const handle: RouteHandle = { hydrate: false, body: 'attachments' };

export const meta: Route.MetaFunction = (args) => [
  ...seo({ url: pageUrl(args), title: lt.formTitle, description: lt.listIntro }),
  { name: 'robots', content: 'noindex' },
];

type What = NoticeKind | 'child';
const WHATS = [...NOTICE_KINDS, 'child'] as const;
const isWhat = (v: string | null): v is What => (WHATS as readonly string[]).includes(v ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request);
  const url = new URL(request.url);
  const what = url.searchParams.get('what');
  return data(
    { what: isWhat(what) ? what : null, sent: TICKET_REFERENCE.test(url.searchParams.get('sent') ?? '') ? url.searchParams.get('sent') : null },
    { headers: { 'cache-control': 'no-store' } },
  );
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const fd = await request.formData();
  const form = formObject(fd);
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? lt.formTitle } }, reshow);
  try {
    if (form.intent === 'child') {
      const r = check(childReportInput, form);
      if (!r.ok) return fail(r.errors);
      const { reference } = await services(context).notices.childReport(user.id, r.data);
      // The page itself says it was sent, with the reference (no toast beside it).
      return redirect(`/lost-and-found/new?what=child&sent=${encodeURIComponent(reference)}`, 303);
    }
    const r = check(noticeInput, form);
    if (!r.ok) return fail(r.errors);
    const photos = [];
    for (const file of fd.getAll('photos')) {
      if (file instanceof File && file.size > 0) photos.push({ fileName: file.name, bytes: new Uint8Array(await file.arrayBuffer()) });
    }
    const { id } = await services(context).notices.post(user.id, r.data, photos);
    return redirectWithFlash(`/lost-and-found/${id}`, { type: 'success', message: lt.posted }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { description: e.message });
  }
}

const whatLabel = (w: What) => ({ pet: lt.whatPet, document: lt.whatDocument, thing: lt.whatThing, child: lt.whatChild })[w];

export default function LostAndFoundNew({ loaderData, actionData }: Route.ComponentProps) {
  const { what, sent } = loaderData;
  const errors = actionData?.errors ?? {};
  const v = actionData?.values ?? {};
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/lost-and-found" className="inline-flex min-h-11 items-center">
          {lt.back}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{what === 'child' ? lt.childTitle : lt.formTitle}</h1>
      {what === null ? (
        <Form method="get" className="card mt-6 space-y-4 p-5">
          <fieldset>
            <legend className="text-lg font-semibold">{lt.whatQuestion}</legend>
            <div className="mt-3 space-y-2">
              {WHATS.map((w) => (
                <label key={w} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-3">
                  <input type="radio" name="what" value={w} required className="h-5 w-5 shrink-0 accent-accent-700" />
                  <span className="font-semibold">{whatLabel(w)}</span>
                </label>
              ))}
            </div>
          </fieldset>
          <button type="submit" className="btn-primary min-h-11">
            {lt.next}
          </button>
        </Form>
      ) : what === 'child' ? (
        <>
          <section className="card mt-6 space-y-3 border-amber-300 bg-amber-50 p-5" aria-labelledby="child-now">
            <h2 id="child-now" className="text-lg font-bold">
              {lt.childLead}
            </h2>
            <ul className="space-y-2">
              <li>
                <a href={`tel:${CHILD_HELP.childline}`} className="btn-primary min-h-11">
                  {lt.call1098}
                </a>
              </li>
              <li>
                <a href={`tel:${CHILD_HELP.emergency}`} className="btn-primary min-h-11">
                  {lt.call112}
                </a>
              </li>
              <li>
                <a href={CHILD_HELP.khoyaPaya} rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold underline">
                  {lt.khoyaPaya}
                </a>
              </li>
              <li>
                <a href={CHILD_HELP.trackChild} rel="noopener noreferrer" className="inline-flex min-h-11 items-center font-semibold underline">
                  {lt.trackChild}
                </a>
              </li>
            </ul>
          </section>
          {sent ? (
            <p role="status" className="card mt-6 p-5 font-semibold">
              {lt.childSent(sent)}
            </p>
          ) : (
            <Form method="post" className="card mt-6 space-y-4 p-5">
              <h2 className="text-xl font-bold">{lt.childFormTitle}</h2>
              <p className="text-sm text-muted">{lt.childFormLead}</p>
              <input type="hidden" name="intent" value="child" />
              <fieldset>
                <legend className="text-sm font-semibold">{lt.childSide}</legend>
                <div className="mt-2 space-y-2">
                  {(['lost', 'found'] as const).map((s) => (
                    <label key={s} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white p-3">
                      <input type="radio" name="side" value={s} required defaultChecked={v.side === s} className="h-5 w-5 shrink-0 accent-accent-700" />
                      <span>{s === 'lost' ? lt.childMissing : lt.childFoundOne}</span>
                    </label>
                  ))}
                </div>
                {errors.side ? <p className="mt-1 text-sm font-medium text-red-700">{errors.side}</p> : null}
              </fieldset>
              <TextAreaField
                label={lt.childDetails}
                name="details"
                required
                rows={4}
                maxLength={NOTICE_DESCRIPTION_MAX}
                hint={lt.childDetailsHint}
                defaultValue={v.details}
                error={errors.details}
              />
              <Field label={lt.childPlace} name="place" required maxLength={200} defaultValue={v.place} error={errors.place} />
              <MobileField label={lt.childMobile} name="mobile" defaultValue={v.mobile} error={errors.mobile} />
              <button type="submit" className="btn-primary min-h-11">
                {lt.childSend}
              </button>
            </Form>
          )}
        </>
      ) : (
        <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-4 p-5">
          <p className="font-semibold">
            {whatLabel(what)} ·{' '}
            <Link to="/lost-and-found/new" className="inline-flex min-h-11 items-center">
              {lt.changeWhat}
            </Link>
          </p>
          <input type="hidden" name="intent" value="notice" />
          <input type="hidden" name="kind" value={what} />
          <fieldset>
            <legend className="text-sm font-semibold">{lt.side}</legend>
            <div className="mt-2 flex flex-wrap gap-2">
              {(['lost', 'found'] as const).map((s) => (
                <label key={s} className="flex min-h-12 cursor-pointer items-center gap-3 rounded-xl border border-line bg-white px-4">
                  <input type="radio" name="side" value={s} required defaultChecked={(v.side ?? 'lost') === s} className="h-5 w-5 shrink-0 accent-accent-700" />
                  <span>{s === 'lost' ? lt.lostIt : lt.foundIt}</span>
                </label>
              ))}
            </div>
            {errors.side ? <p className="mt-1 text-sm font-medium text-red-700">{errors.side}</p> : null}
          </fieldset>
          <Field label={lt.title} name="title" required maxLength={NOTICE_TITLE_MAX} hint={lt.titleHint} defaultValue={v.title} error={errors.title} />
          <TextAreaField
            label={lt.description}
            name="description"
            required
            rows={4}
            maxLength={NOTICE_DESCRIPTION_MAX}
            hint={lt.descriptionHint}
            defaultValue={v.description}
            error={errors.description}
          />
          <Field label={lt.locality} name="locality" required maxLength={80} hint={lt.localityHint} defaultValue={v.locality} error={errors.locality} />
          <Field label={lt.city} name="city" required maxLength={60} autoComplete="address-level2" defaultValue={v.city} error={errors.city} />
          <Field label={lt.date} name="happenedOn" type="date" required defaultValue={v.happenedOn} error={errors.happenedOn} />
          <Field label={lt.photos} name="photos" type="file" accept="image/jpeg,image/png" multiple hint={lt.photosHint} error={errors.photos} />
          <p className="text-sm text-muted">{lt.expiryNote}</p>
          <p className="text-sm text-muted">{lt.contactNote}</p>
          <ConsentNote purpose="lost-and-found" />
          <button type="submit" className="btn-primary min-h-11">
            {lt.post}
          </button>
        </Form>
      )}
    </div>
  );
}
