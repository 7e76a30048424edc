// Staff's certificates (issue 42): issue one (signed, emailed, audited), many from a CSV (a batch
// with a result per line, on the batch page), and revoke one with the reason its page will show.
import {
  CERTIFICATE_DESCRIPTION_MAX,
  CERTIFICATE_KINDS,
  CERTIFICATE_NAME_MAX,
  CERTIFICATE_REASON_MAX,
  CERTIFICATE_TITLE_MAX,
  certificateInput,
  certificatePath,
  credentialsText as ct,
  formatDate,
  revokeInput,
  STAFF_ROLES,
} from '@sahyog/core';
import { data } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-certificates';

// A CSV of up to 2,000 lines is a file; the form fields are texts in both languages.
export const handle: RouteHandle = { body: 'files' };

export const meta: Route.MetaFunction = () => [{ title: ct.adminTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = url.searchParams.get('q')?.slice(0, 100) ?? '';
  const given = url.searchParams.get('before') ?? '';
  const before = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{1,3})?Z$/.test(given) ? given : undefined;
  return { items: await services(context).credentials.list({ q, before }), q };
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const fd = await request.formData();
  const form = formObject(fd);
  const intent = form.intent ?? '';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ form: intent, errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? ct.notFound } }, reshow);
  const api = services(context).credentials;
  const secure = requestInfo(context).secureCookies;
  try {
    if (intent === 'issue') {
      const r = check(certificateInput, form);
      if (!r.ok) return fail(r.errors);
      const issued = await api.issue(user.id, r.data);
      return redirectWithFlash(certificatePath(issued.id), { type: 'success', message: issued.created ? ct.issued : ct.alreadyIssued }, secure);
    }
    if (intent === 'csv') {
      const file = fd.get('file');
      if (!(file instanceof File) || file.size === 0) return fail({ file: ct.csvEmpty });
      const started = await api.startCsv(user.id, await file.text());
      return redirectWithFlash(`/admin/batches/${started.batchId}`, { type: 'success', message: ct.csvStarted(started.total) }, secure);
    }
    if (intent === 'revoke') {
      const r = check(revokeInput, form);
      if (!r.ok) return fail(r.errors);
      await api.revoke(user.id, form.id ?? '', r.data);
      return redirectWithFlash('/admin/certificates', { type: 'success', message: ct.revoked }, secure);
    }
    return fail({ intent: ct.notFound });
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { _: e.message });
  }
}

export default function AdminCertificates({ loaderData, actionData }: Route.ComponentProps) {
  const { items, q } = loaderData;
  const values = actionData?.form === 'issue' ? actionData.values : {};
  const errors = actionData?.errors ?? {};
  const issueErrors = actionData?.form === 'issue' ? errors : {};
  const last = items.at(-1);
  return (
    <div className="space-y-8">
      <Toaster toasts={[actionData?.toast]} />
      <div>
        <h1 className="text-2xl font-bold">{ct.adminTitle}</h1>
        <p className="mt-1 text-muted">{ct.adminLead}</p>
      </div>
      <section className="card p-5">
        <h2 className="text-lg font-bold">{ct.issueTitle}</h2>
        <Form method="post" encType="multipart/form-data" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="issue" />
          <SelectField label={ct.fieldKind} name="kind" defaultValue={values.kind ?? 'volunteering'} error={issueErrors.kind}>
            {CERTIFICATE_KINDS.map((k) => (
              <option key={k} value={k}>
                {ct.kinds[k]}
              </option>
            ))}
          </SelectField>
          <Field label={ct.fieldName} name="name" required maxLength={CERTIFICATE_NAME_MAX} defaultValue={values.name} error={issueErrors.name} />
          <Field label={ct.fieldEmail} name="email" type="email" defaultValue={values.email} error={issueErrors.email} />
          <Field label={ct.fieldTitleEn} name="titleEn" required maxLength={CERTIFICATE_TITLE_MAX} defaultValue={values.titleEn} error={issueErrors.titleEn} />
          <Field
            label={ct.fieldTitleHi}
            name="titleHi"
            lang="hi"
            required
            maxLength={CERTIFICATE_TITLE_MAX}
            defaultValue={values.titleHi}
            error={issueErrors.titleHi}
          />
          <TextAreaField
            label={ct.fieldDescriptionEn}
            name="descriptionEn"
            required
            maxLength={CERTIFICATE_DESCRIPTION_MAX}
            defaultValue={values.descriptionEn}
            error={issueErrors.descriptionEn}
          />
          <TextAreaField
            label={ct.fieldDescriptionHi}
            name="descriptionHi"
            lang="hi"
            required
            maxLength={CERTIFICATE_DESCRIPTION_MAX}
            defaultValue={values.descriptionHi}
            error={issueErrors.descriptionHi}
          />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary min-h-11">
              {ct.issueButton}
            </button>
          </div>
        </Form>
      </section>
      <section className="card p-5">
        <h2 className="text-lg font-bold">{ct.csvTitle}</h2>
        <p className="mt-1 text-sm text-muted wrap-anywhere">{ct.csvLead}</p>
        <Form method="post" encType="multipart/form-data" className="mt-4 flex flex-wrap items-end gap-3">
          <input type="hidden" name="intent" value="csv" />
          <div>
            <label htmlFor="csv-file" className="block text-sm font-semibold">
              {ct.csvLabel}
            </label>
            <input id="csv-file" name="file" type="file" accept=".csv,text/csv" required className="mt-2 block min-h-11 text-sm" />
            {actionData?.form === 'csv' && errors.file ? <p className="mt-1 text-sm font-semibold text-red-700">{errors.file}</p> : null}
          </div>
          <button type="submit" className="btn-secondary min-h-11">
            {ct.csvButton}
          </button>
        </Form>
      </section>
      <section>
        <Form method="get" className="flex flex-wrap items-end gap-3">
          <Field label={ct.searchLabel} name="q" defaultValue={q} />
          <button type="submit" className="btn-secondary min-h-11">
            {ct.search}
          </button>
        </Form>
        {items.length === 0 ? (
          <p className="card mt-4 p-6 text-center">{ct.empty}</p>
        ) : (
          <ul className="mt-4 space-y-3">
            {items.map((c) => (
              <li key={c.id} className="card p-4">
                <div className="flex flex-wrap items-start justify-between gap-3">
                  <div className="min-w-0">
                    <p className="font-semibold wrap-anywhere">
                      <Link to={certificatePath(c.id)}>{c.title}</Link>
                    </p>
                    <p className="text-sm text-muted wrap-anywhere">
                      {c.recipientName} · {ct.kinds[c.kind]} · {formatDate(c.issuedAt)}
                      {c.email ? ` · ${c.email}` : ''}
                    </p>
                  </div>
                  <span
                    className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${c.revokedAt ? 'bg-red-50 text-red-800' : 'bg-accent-50 text-accent-800'}`}
                  >
                    {c.revokedAt ? ct.revokedBadge : ct.active}
                  </span>
                </div>
                {c.revokedAt ? null : (
                  <details className="mt-3">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-red-800">{ct.revokeOf(c.recipientName)}</summary>
                    <Form method="post" encType="multipart/form-data" className="mt-2 flex flex-wrap items-end gap-3">
                      <input type="hidden" name="intent" value="revoke" />
                      <input type="hidden" name="id" value={c.id} />
                      <Field
                        label={ct.reason}
                        name="reason"
                        required
                        maxLength={CERTIFICATE_REASON_MAX}
                        error={actionData?.form === 'revoke' && actionData.values.id === c.id ? errors.reason : undefined}
                      />
                      <button type="submit" className="btn-secondary min-h-11">
                        {ct.revoke}
                      </button>
                    </Form>
                  </details>
                )}
              </li>
            ))}
          </ul>
        )}
        {items.length === 50 && last ? (
          <p className="mt-4">
            <Link to={`/admin/certificates?${new URLSearchParams({ q, before: last.issuedAt })}`} className="btn-secondary min-h-11">
              {ct.older}
            </Link>
          </p>
        ) : null}
      </section>
    </div>
  );
}
