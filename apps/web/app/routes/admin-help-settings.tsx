// The help desk's settings (issue 41): canned answers in both languages with what they also do
// and where they leave the ticket; the clocks, each with the rule that sets it, of which only
// "other" is staff's to set; and the holidays the working-hours clocks skip.
import {
  CANNED_ACTIONS,
  type CannedAnswerView,
  CLOCK_UNITS,
  type ClockRuleView,
  cannedInput,
  formatDate,
  holidayInput,
  otherClockInput,
  STAFF_ROLES,
  supportText as st,
  TICKET_MESSAGE_MAX,
} from '@sahyog/core';
import { data } from 'react-router';
import { Field, SelectField, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-help-settings';

// Canned answers are long texts, in Hindi too.
export const handle: RouteHandle = { body: 'text' };

export const meta: Route.MetaFunction = () => [{ title: st.settingsTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { support } = services(context);
  const [canned, clocks, holidays] = await Promise.all([support.canned(), support.clocks(), support.holidays()]);
  const editId = Number(new URL(request.url).searchParams.get('edit'));
  return { canned, clocks, holidays, editing: canned.find((c) => c.id === editId) ?? null };
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

const idOf = (v: string | undefined) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 && n <= 2_147_483_647 ? n : null;
};

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const intent = form.intent ?? '';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ form: intent, errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? st.notFound } }, reshow);
  const { support } = services(context);
  const done = (message: string) => redirectWithFlash('/admin/help/settings', { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    if (intent === 'canned') {
      const r = check(cannedInput, form);
      if (!r.ok) return fail(r.errors);
      await support.saveCanned(form.id ? idOf(form.id) : null, r.data, user.id);
      return done(st.saved);
    }
    if (intent === 'deleteCanned') {
      const id = idOf(form.id);
      if (id === null) return fail({ canned: st.notFound });
      await support.deleteCanned(id, user.id);
      return done(st.deleted);
    }
    if (intent === 'clock') {
      const r = check(otherClockInput, form);
      if (!r.ok) return fail(r.errors);
      await support.setOtherClock(r.data, user.id);
      return done(st.saved);
    }
    if (intent === 'holiday') {
      const r = check(holidayInput, form);
      if (!r.ok) return fail(r.errors);
      await support.addHoliday(r.data, user.id);
      return done(st.saved);
    }
    if (intent === 'removeHoliday') {
      await support.removeHoliday(String(form.day ?? ''), user.id);
      return done(st.deleted);
    }
    return fail({ form: st.notFound });
  } catch (caught) {
    const e = expected(caught);
    return fail(
      e.fields && Object.keys(e.fields).length ? e.fields : { [intent === 'clock' ? 'answerAmount' : intent === 'holiday' ? 'day' : 'title']: e.message },
    );
  }
}

export default function AdminHelpSettings({ loaderData, actionData }: Route.ComponentProps) {
  const { canned, clocks, holidays, editing } = loaderData;
  const errorsFor = (form: string) => (actionData?.form === form ? actionData.errors : {});
  const valuesFor = (form: string) => (actionData?.form === form ? actionData.values : undefined);
  return (
    <div className="space-y-8">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/admin/help" className="inline-flex min-h-11 items-center">
          {st.backToQueue}
        </Link>
      </p>
      <h1 className="text-3xl font-bold tracking-tight">{st.settingsTitle}</h1>
      <section aria-labelledby="canned-title" className="space-y-4">
        <h2 id="canned-title" className="text-xl font-bold">
          {st.cannedTitle}
        </h2>
        {canned.length === 0 ? <p className="text-muted">{st.cannedEmpty}</p> : <CannedList canned={canned} error={errorsFor('deleteCanned').canned} />}
        <CannedForm key={editing?.id ?? 'new'} editing={editing} errors={errorsFor('canned')} values={valuesFor('canned')} />
      </section>
      <ClocksSection clocks={clocks} errors={errorsFor('clock')} values={valuesFor('clock')} />
      <section aria-labelledby="holidays-title" className="space-y-4">
        <h2 id="holidays-title" className="text-xl font-bold">
          {st.holidaysTitle}
        </h2>
        <p className="text-sm text-muted">{st.holidaysLead}</p>
        {holidays.length === 0 ? (
          <p className="text-muted">{st.holidaysEmpty}</p>
        ) : (
          <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
            {holidays.map((h) => (
              <li key={h.day} className="flex flex-wrap items-center justify-between gap-2 p-3">
                <span className="min-w-0 wrap-anywhere">
                  <span className="font-semibold whitespace-nowrap">{formatDate(`${h.day}T12:00:00+05:30`)}</span> · {h.name} ·{' '}
                  <span lang="hi">{h.nameHi}</span>
                </span>
                <Form method="post">
                  <input type="hidden" name="intent" value="removeHoliday" />
                  <button type="submit" name="day" value={h.day} className="btn-quiet min-h-11" aria-label={st.removeOf(h.name)}>
                    {st.remove}
                  </button>
                </Form>
              </li>
            ))}
          </ul>
        )}
        <Form method="post" className="card grid gap-3 p-4 sm:grid-cols-3">
          <input type="hidden" name="intent" value="holiday" />
          <Field
            label={st.day}
            name="day"
            id="holiday-day"
            type="date"
            required
            defaultValue={valuesFor('holiday')?.day ?? ''}
            error={errorsFor('holiday').day}
          />
          <Field
            label={st.holidayName}
            name="name"
            id="holiday-name"
            required
            maxLength={100}
            defaultValue={valuesFor('holiday')?.name ?? ''}
            error={errorsFor('holiday').name}
          />
          <Field
            label={st.holidayNameHi}
            name="nameHi"
            id="holiday-name-hi"
            lang="hi"
            required
            maxLength={100}
            defaultValue={valuesFor('holiday')?.nameHi ?? ''}
            error={errorsFor('holiday').nameHi}
          />
          <div>
            <button type="submit" className="btn-secondary min-h-11">
              {st.add}
            </button>
          </div>
        </Form>
      </section>
    </div>
  );
}

function CannedList({ canned, error }: { canned: CannedAnswerView[]; error: string | undefined }) {
  return (
    <>
      {error ? <p className="text-sm font-medium text-red-700">{error}</p> : null}
      <ul className="space-y-3">
        {canned.map((c) => (
          <li key={c.id} className="card p-4">
            <div className="flex flex-wrap items-start justify-between gap-2">
              <div className="min-w-0">
                <h3 className="font-semibold wrap-anywhere">{c.title}</h3>
                <p className="text-sm text-muted">
                  {st.cannedActions[c.action]} · {st.cannedStateLabel}: {c.setState ? st.staffStates[c.setState] : st.cannedStateNone}
                </p>
              </div>
              <div className="flex flex-wrap gap-2">
                <Link to={`/admin/help/settings?edit=${c.id}#canned-form`} className="btn-quiet min-h-11" aria-label={st.editOf(c.title)}>
                  {st.edit}
                </Link>
                <Form method="post">
                  <input type="hidden" name="intent" value="deleteCanned" />
                  <button type="submit" name="id" value={c.id} className="btn-quiet min-h-11" aria-label={st.deleteOf(c.title)}>
                    {st.delete}
                  </button>
                </Form>
              </div>
            </div>
            <p className="mt-2 line-clamp-3 whitespace-pre-line text-sm wrap-anywhere">{c.body}</p>
            <p lang="hi" className="mt-1 line-clamp-3 whitespace-pre-line text-sm wrap-anywhere">
              {c.bodyHi}
            </p>
          </li>
        ))}
      </ul>
    </>
  );
}

function CannedForm({ editing, errors, values }: { editing: CannedAnswerView | null; errors: FieldErrors; values: Record<string, string> | undefined }) {
  const v =
    values ?? (editing ? { title: editing.title, body: editing.body, bodyHi: editing.bodyHi, action: editing.action, setState: editing.setState ?? '' } : {});
  const id = values?.id ?? (editing ? String(editing.id) : '');
  return (
    <Form method="post" id="canned-form" className="card space-y-3 p-4">
      <h3 className="font-bold">{id ? st.editOf(v.title ?? '') : st.newCanned}</h3>
      <input type="hidden" name="intent" value="canned" />
      {id ? <input type="hidden" name="id" value={id} /> : null}
      <Field label={st.cannedTitleLabel} name="title" id="canned-title-input" required maxLength={120} defaultValue={v.title ?? ''} error={errors.title} />
      <TextAreaField
        label={st.cannedBodyLabel}
        name="body"
        id="canned-body"
        required
        rows={5}
        maxLength={TICKET_MESSAGE_MAX}
        defaultValue={v.body ?? ''}
        error={errors.body}
      />
      <TextAreaField
        label={st.cannedBodyHiLabel}
        name="bodyHi"
        id="canned-body-hi"
        lang="hi"
        required
        rows={5}
        maxLength={TICKET_MESSAGE_MAX}
        defaultValue={v.bodyHi ?? ''}
        error={errors.bodyHi}
      />
      <div className="grid gap-3 sm:grid-cols-2">
        <SelectField label={st.cannedActionLabel} name="action" id="canned-action" defaultValue={v.action ?? 'none'} error={errors.action}>
          {CANNED_ACTIONS.map((a) => (
            <option key={a} value={a}>
              {st.cannedActions[a]}
            </option>
          ))}
        </SelectField>
        <SelectField label={st.cannedStateLabel} name="setState" id="canned-state" defaultValue={v.setState ?? ''} error={errors.setState}>
          <option value="">{st.cannedStateNone}</option>
          <option value="waiting">{st.staffStates.waiting}</option>
          <option value="resolved">{st.staffStates.resolved}</option>
        </SelectField>
      </div>
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary min-h-11">
          {id ? st.save : st.add}
        </button>
        {id ? (
          <Link to="/admin/help/settings" className="btn-quiet min-h-11">
            {st.newCanned}
          </Link>
        ) : null}
      </div>
    </Form>
  );
}

function ClocksSection({ clocks, errors, values }: { clocks: ClockRuleView[]; errors: FieldErrors; values: Record<string, string> | undefined }) {
  const limit = (amount: number | null, unit: ClockRuleView['answerUnit']) => (amount && unit ? `${amount} ${st.units[unit]}` : st.noLimit);
  const other = clocks.find((c) => c.editable);
  return (
    <section aria-labelledby="clocks-title" className="space-y-4">
      <h2 id="clocks-title" className="text-xl font-bold">
        {st.clocksTitle}
      </h2>
      <p className="text-sm text-muted">{st.clocksLead}</p>
      <ul className="divide-y divide-line rounded-2xl border border-line bg-white">
        {clocks.map((c) => (
          <li key={c.topic} className="p-3 text-sm">
            <p className="font-semibold">{st.topics[c.topic]}</p>
            <p>
              {st.answerWithin}: {limit(c.answerAmount, c.answerUnit)} · {st.resolveWithin}: {limit(c.resolveAmount, c.resolveUnit)}
            </p>
            <p className="text-muted wrap-anywhere">
              {st.rule}: {c.source}
              {c.editable ? '' : ` (${st.fixedByRule})`}
            </p>
          </li>
        ))}
      </ul>
      {other ? (
        <Form method="post" className="card grid gap-3 p-4 sm:grid-cols-2">
          <input type="hidden" name="intent" value="clock" />
          <h3 className="font-bold sm:col-span-2">{st.topics.other}</h3>
          {(['answer', 'resolve'] as const).map((k) => (
            <fieldset key={k} className="grid grid-cols-2 gap-2">
              <legend className="col-span-2 text-sm font-semibold">{k === 'answer' ? st.answerWithin : st.resolveWithin}</legend>
              <Field
                label={st.amount}
                name={`${k}Amount`}
                id={`clock-${k}-amount`}
                type="number"
                min={1}
                max={1000}
                required
                defaultValue={values?.[`${k}Amount`] ?? String(other[`${k}Amount`] ?? '')}
                error={errors[`${k}Amount`]}
              />
              <SelectField
                label={st.unit}
                name={`${k}Unit`}
                id={`clock-${k}-unit`}
                defaultValue={values?.[`${k}Unit`] ?? other[`${k}Unit`] ?? 'working_days'}
                error={errors[`${k}Unit`]}
              >
                {CLOCK_UNITS.map((u) => (
                  <option key={u} value={u}>
                    {st.units[u]}
                  </option>
                ))}
              </SelectField>
            </fieldset>
          ))}
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary min-h-11">
              {st.save}
            </button>
          </div>
        </Form>
      ) : null}
    </section>
  );
}
