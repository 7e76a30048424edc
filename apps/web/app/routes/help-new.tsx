// Open a ticket (issue 41): the topic with what each means and how soon it is answered, the
// message, up to three files, optionally one of the requester's own things it is about, and
// WhatsApp updates only when ticked (DPDP Act 2023 s.6: a pre-ticked box is no consent).
// A plain multipart form; a refused one shows again with its errors beside the fields.
import { helpPath, supportText as st, TICKET_MESSAGE_MAX, TICKET_SUBJECT_MAX, TICKET_TOPICS, ticketInput } from '@sahyog/core';
import { data } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/help-new';
import { FilesField, filesOf } from './help-parts.tsx';

// Takes files; ships no React.
export const handle: RouteHandle = { hydrate: false, body: 'attachments' };

export const meta: Route.MetaFunction = () => [...seo({ title: st.newTitle, description: st.newLead }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  return data({ choices: await services(context).support.aboutChoices(user.id) }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const fd = await request.formData();
  const form = formObject(fd);
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? st.notFound } }, reshow);
  const r = check(ticketInput, form);
  if (!r.ok) return fail(r.errors);
  const files = await filesOf(fd);
  if ('error' in files) return fail({ files: files.error });
  try {
    const ticket = await services(context).support.open(user.id, r.data, files.files, { ip: info.meta.ip });
    return redirectWithFlash(helpPath(ticket.reference), { type: 'success', message: st.opened(ticket.reference) }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { body: e.message });
  }
}

export default function HelpNew({ loaderData, actionData }: Route.ComponentProps) {
  const { choices } = loaderData;
  const values = actionData?.values ?? {};
  const errors = actionData?.errors ?? {};
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/help" className="inline-flex min-h-11 items-center">
          {st.allTickets}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{st.newTitle}</h1>
      <p className="mt-1 text-muted">{st.newLead}</p>
      <Form method="post" encType="multipart/form-data" className="card mt-6 space-y-5 p-5">
        <fieldset aria-describedby={errors.topic ? 'topic-error' : undefined}>
          <legend className="text-sm font-semibold">{st.topicLabel}</legend>
          <div className="mt-2 space-y-2">
            {TICKET_TOPICS.map((t) => (
              <label key={t} className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-3">
                <input
                  type="radio"
                  name="topic"
                  value={t}
                  required
                  defaultChecked={values.topic === t}
                  aria-describedby={`topic-${t}-hint`}
                  className="mt-1 h-5 w-5 shrink-0 accent-accent-700"
                />
                <span className="min-w-0">
                  <span className="block font-semibold">{st.topics[t]}</span>
                  <span id={`topic-${t}-hint`} className="block text-sm text-muted">
                    {st.topicHints[t]}
                  </span>
                </span>
              </label>
            ))}
          </div>
          {errors.topic ? (
            <p id="topic-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.topic}
            </p>
          ) : null}
        </fieldset>
        <Field
          label={st.subjectLabel}
          name="subject"
          id="ticket-subject"
          required
          maxLength={TICKET_SUBJECT_MAX}
          defaultValue={values.subject ?? ''}
          error={errors.subject}
        />
        <TextAreaField
          label={st.bodyLabel}
          name="body"
          id="ticket-body"
          required
          maxLength={TICKET_MESSAGE_MAX}
          rows={6}
          defaultValue={values.body ?? ''}
          error={errors.body}
        />
        {choices.length > 0 ? (
          <SelectField label={st.aboutLabel} name="about" id="ticket-about" hint={st.aboutHint} defaultValue={values.about ?? ''} error={errors.about}>
            <option value="">{st.aboutNone}</option>
            {choices.map((c) => (
              <option key={`${c.kind}:${c.id}`} value={`${c.kind}:${c.id}`}>
                {c.label}
              </option>
            ))}
          </SelectField>
        ) : null}
        <FilesField id="ticket-files" error={errors.files} />
        <label className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-3">
          <input
            type="checkbox"
            name="whatsapp"
            defaultChecked={values.whatsapp === 'on'}
            aria-describedby="ticket-whatsapp-hint"
            className="mt-1 h-5 w-5 shrink-0 accent-accent-700"
          />
          <span className="min-w-0">
            <span className="block font-semibold">{st.whatsappLabel}</span>
            <span id="ticket-whatsapp-hint" className="block text-sm text-muted">
              {st.whatsappHint}
            </span>
          </span>
        </label>
        {errors.whatsapp ? <p className="text-sm font-medium text-red-700">{errors.whatsapp}</p> : null}
        <button type="submit" className="btn-primary w-full sm:w-auto">
          {st.send}
        </button>
      </Form>
    </div>
  );
}
