// Learning in the console (issue 42): the courses (start one here as a draft; its fields, lessons
// and quiz are edited at /admin/learn/:id) and student videos: add one saying whether a child appears, record the guardian's verified consent
// (who, relation, how verified, when; the staff member is recorded), publish (refused without a
// consent when a child appears), take down on the guardian's request. Each audited by the service.
import {
  CONSENT_METHODS,
  courseInput,
  formatDateTime,
  guardianConsentInput,
  LEARNING_CATEGORIES,
  learningText as lt,
  STAFF_ROLES,
  studentVideoInput,
  learningStaffText as t,
  takedownInput,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-learn';

export const meta: Route.MetaFunction = () => [{ title: t.title }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const staff = services(context).learning.staff;
  return { courses: await staff.courses(), videos: await staff.studentVideos() };
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const staff = services(context).learning.staff;
  const intent = form.intent ?? '';
  const refuse = (errors: FieldErrors, message?: string) =>
    data<ActionData>(
      { form: `${intent}:${form.id ?? ''}`, errors, values: form, toast: { type: 'error', message: message ?? Object.values(errors)[0] ?? t.notFound } },
      reshow,
    );
  const done = (message: string) => redirectWithFlash('/admin/learn', { type: 'success', message }, requestInfo(context).secureCookies);
  const id = Number(form.id);
  const validId = Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647;
  try {
    if (intent === 'create') {
      const r = check(courseInput, { ...form, passMark: null, published: false });
      if (!r.ok) return refuse(r.errors);
      const made = await staff.saveCourse(null, r.data, user.id);
      return redirectWithFlash(`/admin/learn/${made.id}`, { type: 'success', message: t.created }, requestInfo(context).secureCookies);
    }
    if (intent === 'add') {
      const r = check(studentVideoInput, { ...form, childAppears: form.childAppears === 'on' });
      if (!r.ok) return refuse(r.errors);
      await staff.addStudentVideo(r.data, user.id);
      return done(t.added);
    }
    if (!validId) throw data(t.notFound, { status: 404 });
    if (intent === 'consent') {
      // The form's local date and time are India's.
      const at = form.consentedAt ? new Date(`${form.consentedAt}:00+05:30`) : null;
      const r = check(guardianConsentInput, { ...form, consentedAt: at && !Number.isNaN(at.getTime()) ? at.toISOString() : '' });
      if (!r.ok) return refuse(r.errors);
      await staff.recordConsent(id, r.data, user.id);
      return done(t.consentRecorded);
    }
    if (intent === 'publish') {
      await staff.publishStudentVideo(id, user.id);
      return done(t.publishedDone);
    }
    if (intent === 'takedown') {
      const r = check(takedownInput, form);
      if (!r.ok) return refuse(r.errors);
      await staff.takeDown(id, r.data.reason, user.id);
      return done(t.takenDown);
    }
    throw data(t.notFound, { status: 404 });
  } catch (caught) {
    // expected() rethrows what is no AppError: the 404s thrown above among them.
    const e = expected(caught);
    return refuse((e.fields ?? {}) as FieldErrors, e.message);
  }
}

export default function AdminLearn({ loaderData, actionData }: Route.ComponentProps) {
  const r = actionData as ActionData | undefined;
  const errs = (form: string) => (r?.form === form ? r.errors : {});
  const typedNew = (name: string) => (r?.form === 'create:' ? (r.values[name] ?? '') : undefined);
  return (
    <>
      <ConsoleHeader title={t.title} lead={t.lead} toast={r?.toast} />
      <h2 className="mt-6 text-xl font-bold">{t.courses}</h2>
      <ul className="mt-3 space-y-2">
        {loaderData.courses.length === 0 ? <li className="text-muted">{t.noCourses}</li> : null}
        {loaderData.courses.map((c) => (
          <li key={c.id} className="card flex flex-wrap justify-between gap-2 p-4">
            <Link to={`/admin/learn/${c.id}`} className="inline-flex min-h-11 items-center font-semibold wrap-anywhere">
              {c.title}
            </Link>
            <span className="text-sm text-muted">
              /learn/{c.slug} · {c.published ? t.published : t.draft}
            </span>
          </li>
        ))}
      </ul>
      <Form method="post" noValidate className="card mt-4 grid gap-3 p-5 sm:grid-cols-2" aria-labelledby="new-course-h">
        <h3 id="new-course-h" className="text-lg font-bold sm:col-span-2">
          {t.newCourse}
        </h3>
        <p className="text-sm text-muted sm:col-span-2">{t.newCourseLead}</p>
        <input type="hidden" name="intent" value="create" />
        <Field id="c-title" label={t.courseTitle} name="title" required maxLength={160} defaultValue={typedNew('title')} error={errs('create:').title} />
        <Field id="c-slug" label={t.slug} name="slug" hint={t.slugHint} required maxLength={80} defaultValue={typedNew('slug')} error={errs('create:').slug} />
        <SelectField id="c-category" label={t.category} name="category" defaultValue={typedNew('category')} error={errs('create:').category}>
          {LEARNING_CATEGORIES.map((k) => (
            <option key={k} value={k}>
              {lt.categories[k]}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-12 sm:col-span-2 sm:justify-self-start">
          {t.create}
        </button>
      </Form>
      <h2 className="mt-8 text-xl font-bold">{t.videos}</h2>
      <Form method="post" noValidate className="card mt-3 grid gap-3 p-5 sm:grid-cols-2">
        <input type="hidden" name="intent" value="add" />
        <Field id="v-title" label={t.videoTitle} name="title" maxLength={160} error={errs('add:').title} />
        <Field id="v-title-hi" label={t.videoTitleHi} name="titleHi" maxLength={160} error={errs('add:').titleHi} />
        <Field id="v-youtube" label={t.youtubeId} name="youtubeId" maxLength={11} error={errs('add:').youtubeId} />
        <label className="flex min-h-11 items-center gap-3">
          <input type="checkbox" name="childAppears" />
          {t.childAppears}
        </label>
        <button type="submit" className="btn-primary min-h-12 sm:col-span-2 sm:justify-self-start">
          {t.addVideo}
        </button>
      </Form>
      <ul className="mt-4 space-y-3" aria-label={t.videos}>
        {loaderData.videos.map((v) => {
          const ce = errs(`consent:${v.id}`);
          const te = errs(`takedown:${v.id}`);
          const pe = errs(`publish:${v.id}`);
          return (
            <li key={v.id} className="card space-y-3 p-4">
              <p className="font-semibold wrap-anywhere">
                {v.title} · {t.status[v.status]} {v.childAppears ? `· ${t.childAppears}` : ''}
              </p>
              <p className="text-sm">
                {t.consent}:{' '}
                {v.consent
                  ? t.consentLine(
                      v.consent.guardianName,
                      v.consent.guardianRelation,
                      t.methods[v.consent.method] ?? v.consent.method,
                      formatDateTime(v.consent.consentedAt),
                    )
                  : t.noConsent}
                {v.consent?.withdrawnAt ? ` · ${t.withdrawn(formatDateTime(v.consent.withdrawnAt))}` : ''}
              </p>
              {v.childAppears && !v.consent && v.status !== 'taken_down' ? (
                <Form method="post" noValidate className="grid gap-3 sm:grid-cols-2">
                  <input type="hidden" name="intent" value="consent" />
                  <input type="hidden" name="id" value={v.id} />
                  <Field id={`g-name-${v.id}`} label={t.guardianName} name="guardianName" maxLength={120} error={ce.guardianName} />
                  <Field id={`g-rel-${v.id}`} label={t.guardianRelation} name="guardianRelation" maxLength={60} error={ce.guardianRelation} />
                  <label className="grid gap-1 text-sm font-semibold" htmlFor={`g-method-${v.id}`}>
                    {t.method}
                    <select id={`g-method-${v.id}`} name="method" className="input min-h-12">
                      {CONSENT_METHODS.map((m) => (
                        <option key={m} value={m}>
                          {t.methods[m]}
                        </option>
                      ))}
                    </select>
                  </label>
                  <Field id={`g-at-${v.id}`} type="datetime-local" label={t.consentedAt} name="consentedAt" error={ce.consentedAt} />
                  <button type="submit" className="btn-secondary min-h-12 sm:justify-self-start">
                    {t.recordConsent}
                  </button>
                </Form>
              ) : null}
              {v.status === 'draft' ? (
                <Form method="post">
                  <input type="hidden" name="intent" value="publish" />
                  <input type="hidden" name="id" value={v.id} />
                  {pe.consent ? (
                    <p role="alert" className="mb-2 text-sm font-semibold text-red-800">
                      {pe.consent}
                    </p>
                  ) : null}
                  <button type="submit" className="btn-primary min-h-12">
                    {t.publish}
                  </button>
                </Form>
              ) : null}
              {v.status === 'published' ? (
                <Form method="post" noValidate className="flex flex-wrap items-end gap-3">
                  <input type="hidden" name="intent" value="takedown" />
                  <input type="hidden" name="id" value={v.id} />
                  <Field id={`t-reason-${v.id}`} className="w-full sm:w-96" label={t.reason} name="reason" maxLength={300} error={te.reason} />
                  <button type="submit" className="btn-secondary min-h-12">
                    {t.takeDown}
                  </button>
                </Form>
              ) : null}
            </li>
          );
        })}
      </ul>
    </>
  );
}
