// Jobs' shared parts (issue 43): the "we never charge applicants" notice on every job page, a
// post's facts line, the new-post form and the poster's applicants (staff's and a shop's pages).
import {
  type CareerApplicantView,
  type CareerApplicationState,
  type CareerPostState,
  type CareerPostSummary,
  type CareerScreenReason,
  formatDate,
  formatDateTime,
  formatINR,
  careerText as kt,
} from '@sahyog/core';
import { Form } from '../lib/links.tsx';
import { Field, SelectField, TextAreaField } from './Field.tsx';

export function NeverCharge() {
  return (
    <p role="note" className="card border-l-4 border-accent-700 p-4 font-semibold">
      {kt.neverCharge}
    </p>
  );
}

/** A YYYY-MM-DD India day as shown. */
export const showDay = (day: string) => formatDate(new Date(`${day}T12:00:00+05:30`));

export const applicationState = (s: CareerApplicationState) => kt[`state_${s}`];
export const postState = (s: CareerPostState) => kt[`post_${s}`];
export const heldReason = (r: CareerScreenReason) => kt[`reason_${r}`];

export function PostFacts({ p }: { p: CareerPostSummary }) {
  return (
    <p className="text-sm text-muted">
      {p.kind === 'paid' ? kt.paid : kt.volunteer} · {p.remote ? kt.remote : p.place}
      {p.kind === 'paid' && p.payMinPaise !== null && p.payMaxPaise !== null ? ` · ${kt.pay(formatINR(p.payMinPaise), formatINR(p.payMaxPaise))}` : ''} ·{' '}
      {kt.closesOn(showDay(p.closesOn))} · {kt.postedBy(p.organisation)}
    </p>
  );
}

export function PostForm({ errors, values }: { errors: Record<string, string>; values: Record<string, string> }) {
  return (
    <Form method="post" className="card space-y-4 p-5">
      <h2 className="text-xl font-bold">{kt.newPost}</h2>
      <p className="text-sm text-muted">{kt.heldNote}</p>
      <input type="hidden" name="intent" value="create" />
      <SelectField label={kt.fieldKind} name="kind" defaultValue={values.kind ?? 'paid'} error={errors.kind}>
        <option value="paid">{kt.paid}</option>
        <option value="volunteer">{kt.volunteer}</option>
      </SelectField>
      <Field label={kt.fieldTitle} name="title" required maxLength={120} defaultValue={values.title} error={errors.title} />
      <TextAreaField label={kt.fieldDescription} name="description" required rows={6} defaultValue={values.description} error={errors.description} />
      <Field label={kt.fieldPlace} name="place" maxLength={80} defaultValue={values.place} error={errors.place} />
      <div className="flex min-h-11 items-center gap-2">
        <input id="f-remote" type="checkbox" name="remote" value="on" defaultChecked={values.remote === 'on'} className="size-5" />
        <label htmlFor="f-remote">{kt.fieldRemote}</label>
      </div>
      <Field label={kt.fieldPayMin} name="payMin" inputMode="numeric" defaultValue={values.payMin} error={errors.payMin} />
      <Field label={kt.fieldPayMax} name="payMax" inputMode="numeric" defaultValue={values.payMax} error={errors.payMax} />
      <Field label={kt.fieldClosesOn} name="closesOn" type="date" required defaultValue={values.closesOn} error={errors.closesOn} />
      <button type="submit" className="btn-primary min-h-11">
        {kt.postButton}
      </button>
    </Form>
  );
}

export function Applicants({ applicants, open }: { applicants: CareerApplicantView[]; open: boolean }) {
  if (applicants.length === 0) return <p className="card p-6 text-center">{kt.noApplicants}</p>;
  return (
    <ul className="space-y-4" aria-label={kt.applicants}>
      {applicants.map((a) => (
        <li key={a.id} className="card space-y-3 p-4">
          <div className="flex flex-wrap items-baseline justify-between gap-2">
            <h3 className="text-lg font-semibold wrap-anywhere">{a.name}</h3>
            <p className="font-semibold" data-testid={`state-${a.id}`}>
              {applicationState(a.state)}
            </p>
          </div>
          <p className="text-sm text-muted">{kt.appliedOn(formatDate(a.appliedAt))}</p>
          {a.note && <p className="whitespace-pre-line wrap-anywhere">{a.note}</p>}
          {a.resume ? (
            <dl className="space-y-2 text-sm">
              {(['summary', 'experience', 'education', 'skills'] as const).map((k) =>
                a.resume?.[k] ? (
                  <div key={k}>
                    <dt className="font-semibold">{kt[k]}</dt>
                    <dd className="whitespace-pre-line wrap-anywhere">{a.resume[k]}</dd>
                  </div>
                ) : null,
              )}
              {a.resume.hasPdf && (
                <div>
                  <dt className="sr-only">{kt.resumePdf}</dt>
                  <dd>
                    <a href={`/api/v1/job-applications/${a.id}/resume.pdf`} className="inline-flex min-h-11 items-center">
                      {kt.resumePdf}
                    </a>
                  </dd>
                </div>
              )}
            </dl>
          ) : (
            <p className="text-sm">{kt.noResume}</p>
          )}
          {a.next.length > 0 && (
            <Form method="post" className="flex flex-wrap items-end gap-3">
              <input type="hidden" name="intent" value="move" />
              <input type="hidden" name="application" value={a.id} />
              <SelectField label={kt.moveTo} name="state" id={`state-select-${a.id}`}>
                {a.next.map((s) => (
                  <option key={s} value={s}>
                    {applicationState(s)}
                  </option>
                ))}
              </SelectField>
              <button type="submit" className="btn-secondary min-h-11">
                {kt.move}
              </button>
            </Form>
          )}
          {a.messages.length > 0 && (
            <ul className="space-y-1 text-sm">
              {a.messages.map((m) => (
                <li key={m.id} className="wrap-anywhere">
                  {formatDateTime(m.sentAt)} ({kt[`msg_${m.state}`]}): {m.body}
                </li>
              ))}
            </ul>
          )}
          {open && (
            <Form method="post" className="space-y-2">
              <input type="hidden" name="intent" value="message" />
              <input type="hidden" name="application" value={a.id} />
              <TextAreaField label={kt.messageLabel} name="body" id={`message-${a.id}`} rows={3} maxLength={2000} required />
              <button type="submit" className="btn-secondary min-h-11">
                {kt.send}
              </button>
            </Form>
          )}
        </li>
      ))}
    </ul>
  );
}

export function ClosePost() {
  return (
    <div className="flex flex-wrap gap-3">
      <Form method="post">
        <input type="hidden" name="intent" value="filled" />
        <button type="submit" className="btn-secondary min-h-11">
          {kt.markFilled}
        </button>
      </Form>
      <Form method="post">
        <input type="hidden" name="intent" value="close" />
        <button type="submit" className="btn-secondary min-h-11">
          {kt.closePost}
        </button>
      </Form>
    </div>
  );
}
