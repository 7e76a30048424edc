// The FAQ page's questions in the console (issue 11): add one, change its words or order, remove
// it after a second press. Plain forms; every change is audited and shows on /faq at once.
import { contentLanguageMessages as cl, type SiteFaqAdmin, STAFF_ROLES, faqMessages as t } from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, TextAreaField } from '../components/Field.tsx';
import { expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-faqs';

export const meta: Route.MetaFunction = () => [{ title: t.consoleTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { faqs: await services(context).faqs.adminList() };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here again.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const { faqs } = services(context);
  const back = (message: string) => redirectWithFlash('/admin/faqs', { type: 'success', message }, requestInfo(context).secureCookies);
  const id = Number(form.id);
  if (form.intent !== 'add' && !(Number.isSafeInteger(id) && id > 0 && id <= 2_147_483_647)) throw data(t.notFound, { status: 404 });
  try {
    if (form.intent === 'add') {
      await faqs.create(form, user.id);
      return back(t.added);
    }
    if (form.intent === 'remove') {
      await faqs.remove(id, user.id);
      return back(t.removed);
    }
    return back((await faqs.update(id, form, user.id)).changed ? t.saved : t.nothingChanged);
  } catch (caught) {
    const e = expected(caught);
    return data<ActionData>({ errors: (e.fields ?? {}) as FieldErrors, values: form, toast: { type: 'error', message: e.message } }, reshow);
  }
}

/** One question's fields; `prefix` keeps ids unique across the page's forms. */
function Words({ faq, values, errors, prefix }: { faq?: SiteFaqAdmin; values: Record<string, string>; errors: FieldErrors; prefix: string }) {
  const v = (k: 'question' | 'answer' | 'questionHi' | 'answerHi' | 'sort') => values[k] ?? (faq ? String(faq[k]) : '');
  return (
    <>
      <Field
        id={`${prefix}-question`}
        className="sm:col-span-2"
        label={t.question}
        name="question"
        maxLength={200}
        defaultValue={v('question')}
        error={errors.question}
      />
      <TextAreaField
        id={`${prefix}-answer`}
        className="sm:col-span-2"
        label={t.answer}
        name="answer"
        rows={5}
        maxLength={2000}
        defaultValue={v('answer')}
        error={errors.answer}
      />
      {/* The Hindi beside the English (issue 23): optional; /hi/faq shows it. */}
      <Field
        id={`${prefix}-questionHi`}
        className="sm:col-span-2"
        label={cl.questionHi}
        name="questionHi"
        lang="hi"
        maxLength={200}
        defaultValue={v('questionHi')}
        error={errors.questionHi}
      />
      <TextAreaField
        id={`${prefix}-answerHi`}
        className="sm:col-span-2"
        label={cl.answerHi}
        name="answerHi"
        lang="hi"
        rows={5}
        maxLength={2000}
        defaultValue={v('answerHi')}
        error={errors.answerHi}
      />
      <Field id={`${prefix}-sort`} label={t.order} name="sort" inputMode="numeric" maxLength={4} defaultValue={v('sort') || '0'} error={errors.sort} />
    </>
  );
}

export default function AdminFaqs({ loaderData, actionData }: Route.ComponentProps) {
  const { faqs } = loaderData;
  const result = actionData as ActionData | undefined;
  const busy = useNavigation().state === 'submitting';
  const adding = result?.values.intent === 'add';
  return (
    <>
      <ConsoleHeader title={t.consoleTitle} lead={t.consoleLead} toast={result?.toast}>
        <Link to="/faq" className="btn-secondary min-h-11">
          {t.viewPage}
        </Link>
      </ConsoleHeader>

      <section aria-labelledby="add-title" className="card mt-6 p-5">
        <h2 id="add-title" className="text-xl font-semibold">
          {t.addTitle}
        </h2>
        {/* Once a question is added the form starts empty, so a second press cannot add it twice:
            keyed by the list where React runs, autocomplete off where the browser would refill it. */}
        <Form key={faqs.map((f) => f.id).join()} method="post" noValidate autoComplete="off" className="mt-4 grid gap-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="add" />
          <Words values={adding ? (result?.values ?? {}) : {}} errors={adding ? (result?.errors ?? {}) : {}} prefix="add" />
          <div className="sm:col-span-2">
            <button type="submit" disabled={busy} className="btn-primary min-h-12">
              {t.add}
            </button>
          </div>
        </Form>
      </section>

      <ol className="mt-6 space-y-4" aria-label={t.consoleTitle}>
        {faqs.length === 0 ? <li className="text-muted">{t.empty}</li> : null}
        {faqs.map((f) => {
          const mine = !adding && result?.values.id === String(f.id);
          return (
            <li key={f.id} className="card p-5">
              <Form method="post" noValidate className="grid gap-4 sm:grid-cols-2">
                <input type="hidden" name="id" value={f.id} />
                <Words faq={f} values={mine ? (result?.values ?? {}) : {}} errors={mine ? (result?.errors ?? {}) : {}} prefix={`faq-${f.id}`} />
                <div className="flex items-end">
                  <button type="submit" name="intent" value="save" aria-label={`${t.save}: ${f.question}`} disabled={busy} className="btn-secondary min-h-11">
                    {t.save}
                  </button>
                </div>
              </Form>
              {/* Removing asks a second press; it works the same without JavaScript. */}
              <details className="mt-3">
                <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-red-800">
                  {t.remove}
                  <span className="sr-only">: {f.question}</span>
                </summary>
                <Form method="post" className="mt-2">
                  <input type="hidden" name="id" value={f.id} />
                  <button type="submit" name="intent" value="remove" disabled={busy} className="btn min-h-11 bg-red-700 text-white hover:bg-red-800">
                    {t.removeConfirm}
                  </button>
                </Form>
              </details>
            </li>
          );
        })}
      </ol>
    </>
  );
}
