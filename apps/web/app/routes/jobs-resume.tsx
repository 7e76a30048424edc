// The signed-in person's one resume (issue 43): summary, experience, education and skills, and an
// optional PDF (judged by its bytes, at most 2 MB, kept private). Only the posters of posts they
// apply to read it. Back to the post they came from when `post` names one.
import { careerResumeInput, careerText as kt } from '@sahyog/core';
import { data } from 'react-router';
import { ConsentNote } from '../components/ConsentNote.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { NeverCharge } from '../components/JobParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/jobs-resume';

export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: kt.resumeTitle }, { name: 'robots', content: 'noindex' }];

const backTo = (request: Request) => {
  const post = new URL(request.url).searchParams.get('post') ?? '';
  return /^[a-z0-9-]{1,100}$/.test(post) ? `/jobs/${post}` : '/jobs';
};

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ resume: await services(context).careers.resume(user.id), back: backTo(request) }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const fd = await request.formData();
  const form = formObject(fd);
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? kt.resumeTitle } }, reshow);
  const r = check(careerResumeInput, form);
  if (!r.ok) return fail(r.errors);
  const file = fd.get('pdf');
  const pdf = file instanceof File && file.size > 0 ? { bytes: new Uint8Array(await file.arrayBuffer()) } : null;
  try {
    await services(context).careers.saveResume(user.id, r.data, pdf, { ip: requestInfo(context).meta.ip });
    return redirectWithFlash(backTo(request), { type: 'success', message: kt.resumeSaved }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { summary: e.message });
  }
}

export default function JobsResume({ loaderData, actionData }: Route.ComponentProps) {
  const { resume, back } = loaderData;
  const errors = actionData?.errors ?? {};
  const v = actionData?.values ?? resume ?? { summary: '', experience: '', education: '', skills: '' };
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{kt.resumeTitle}</h1>
        <p className="mt-2 text-muted">{kt.resumeIntro}</p>
      </div>
      <NeverCharge />
      <Form method="post" encType="multipart/form-data" className="card space-y-4 p-5">
        <TextAreaField label={kt.summary} name="summary" rows={4} maxLength={4000} defaultValue={v.summary} error={errors.summary} />
        <TextAreaField label={kt.experience} name="experience" rows={5} maxLength={4000} defaultValue={v.experience} error={errors.experience} />
        <TextAreaField label={kt.education} name="education" rows={3} maxLength={4000} defaultValue={v.education} error={errors.education} />
        <TextAreaField label={kt.skills} name="skills" rows={3} maxLength={4000} defaultValue={v.skills} error={errors.skills} />
        <Field label={kt.pdf} name="pdf" type="file" accept="application/pdf" error={errors.pdf} hint={resume?.hasPdf ? kt.pdfKept : undefined} />
        <ConsentNote purpose="job-resume" />
        <button type="submit" className="btn-primary min-h-11">
          {kt.saveResume}
        </button>
      </Form>
      <p>
        <Link to={back} className="inline-flex min-h-11 items-center">
          {kt.listTitle}
        </Link>
      </p>
    </div>
  );
}
