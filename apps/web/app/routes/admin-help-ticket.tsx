// One ticket in the console (issue 41): the thread with internal notes set apart in words, the
// answer box (a canned answer fills it in the ticket's language, its action runs when sent), an
// internal-note box, where the ticket goes next, "Assign to me", merging into another of the
// requester's tickets, closing, and the requester's rating. The console ships no React, so the
// canned picker is a GET form that shows the page again with the box filled.
import {
  type CannedAnswerView,
  formatDateTime,
  helpAdminPath,
  STAFF_ROLES,
  type StaffTicketView,
  supportText as st,
  staffAnswerInput,
  TICKET_MESSAGE_MAX,
  ticketReference,
} from '@sahyog/core';
import { data } from 'react-router';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link, localPath } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin-help-ticket';
import { AboutLine, ClockLines, TicketStateBadge, TicketThread } from './help-parts.tsx';

// An answer may be long Hindi text (each letter up to 9 bytes once percent-encoded).
export const handle: RouteHandle = { body: 'text' };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [{ title: d?.ticket.subject ?? st.notFound }, { name: 'robots', content: 'noindex' }];

function referenceOf(raw: string | undefined): string {
  const r = ticketReference.safeParse(raw ?? '');
  if (!r.success) throw data(st.notFound, { status: 404 });
  return r.data;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const { support } = services(context);
  const [ticket, canned] = await Promise.all([support.staffTicket(referenceOf(params.reference)), support.canned()]);
  if (!ticket) throw data(st.notFound, { status: 404 });
  const chosenId = Number(new URL(request.url).searchParams.get('canned'));
  const chosen = canned.find((c) => c.id === chosenId) ?? null;
  return data({ ticket, canned, chosen }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

const MOVES = ['open', 'waiting', 'resolved', 'closed'] as const;

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const reference = referenceOf(params.reference);
  const form = formObject(await request.formData());
  const intent = form.intent ?? 'answer';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ form: intent, errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? st.notFound } }, reshow);
  const { support } = services(context);
  const done = (to: string, message: string) => redirectWithFlash(helpAdminPath(to), { type: 'success', message }, requestInfo(context).secureCookies);
  try {
    if (intent === 'assign') {
      await support.assignToSelf(reference, user.id);
      return done(reference, st.assigned);
    }
    if (intent === 'state') {
      const to = MOVES.find((m) => m === form.state);
      if (!to) return fail({ state: st.notFound });
      await support.setState(reference, user.id, to);
      return done(reference, st.moved(st.staffStates[to]));
    }
    if (intent === 'merge') {
      const into = ticketReference.safeParse(form.into ?? '');
      if (!into.success) return fail({ into: into.error.issues[0]?.message ?? st.notFound });
      await support.merge(reference, into.data, user.id);
      return done(into.data, st.merged(into.data));
    }
    const r = check(staffAnswerInput, { ...form, state: form.state || undefined, cannedId: form.cannedId || undefined });
    if (!r.ok) return fail(r.errors);
    await support.answer(reference, user.id, r.data);
    return done(reference, st.answered);
  } catch (caught) {
    const e = expected(caught);
    if (e.status === 404 && intent !== 'merge') throw data(st.notFound, { status: 404 });
    const field = intent === 'merge' ? 'into' : intent === 'state' ? 'state' : 'body';
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { [field]: e.message });
  }
}

export default function AdminHelpTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket: t, canned, chosen } = loaderData;
  const errors = actionData?.errors ?? {};
  const active = t.state === 'new' || t.state === 'open' || t.state === 'waiting';
  return (
    <div className="space-y-5">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/admin/help" className="inline-flex min-h-11 items-center">
          {st.backToQueue}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{t.subject}</h1>
          <p className="mt-1 text-sm text-muted wrap-anywhere">
            <span className="whitespace-nowrap">{t.reference}</span> · {st.topics[t.topic]} · {st.sources[t.source]} ·{' '}
            {st.openedOn(formatDateTime(t.createdAt))}
          </p>
          <p className="mt-1 text-sm wrap-anywhere">
            {t.requesterName} · <a href={`mailto:${t.requesterEmail}`}>{t.requesterEmail}</a> · {st.language(t.language)}
          </p>
          <p className="text-sm">
            {st.assignee}: {t.assignee?.name ?? st.nobody}
          </p>
        </div>
        <div className="flex flex-col items-end gap-1">
          <TicketStateBadge state={t.state} side="staff" />
          {t.overdue ? (
            <span className="rounded-full bg-red-100 px-2 py-0.5 text-xs font-bold text-red-900">
              {t.overdue === 'answer' ? st.overdueAnswer : st.overdueResolve}
            </span>
          ) : null}
        </div>
      </div>
      <AboutLine about={t.about} side="staff" />
      <Links t={t} />
      <ClockLines clock={t.clock} state={t.state} side="staff" />
      <TicketThread messages={t.messages} side="staff" fileHref={(id) => localPath(`${helpAdminPath(t.reference)}/files/${id}`)} />
      {active ? <AnswerBox t={t} canned={canned} chosen={chosen} errors={actionData?.form === 'answer' ? errors : {}} values={actionData?.values} /> : null}
      <section className="card space-y-4 p-4">
        <div className="flex flex-wrap gap-2">
          {active ? (
            <Form method="post">
              <button type="submit" name="intent" value="assign" className="btn-secondary min-h-11">
                {st.assignToMe}
              </button>
            </Form>
          ) : null}
          <Form method="post">
            <input type="hidden" name="intent" value="state" />
            {t.state === 'closed' || t.state === 'merged' ? null : t.state === 'resolved' ? (
              <div className="flex flex-wrap gap-2">
                <button type="submit" name="state" value="open" className="btn-quiet min-h-11">
                  {st.reopen}
                </button>
                <button type="submit" name="state" value="closed" className="btn-quiet min-h-11">
                  {st.closeByStaff}
                </button>
              </div>
            ) : (
              <button type="submit" name="state" value="closed" className="btn-quiet min-h-11">
                {st.closeByStaff}
              </button>
            )}
          </Form>
        </div>
        {errors.state ? <p className="text-sm font-medium text-red-700">{errors.state}</p> : null}
        {active ? (
          <Form method="post" className="flex flex-wrap items-end gap-2">
            <input type="hidden" name="intent" value="merge" />
            <label className="block min-w-0 text-sm font-semibold">
              {st.mergeLabel}
              <span id="merge-hint" className="block font-normal text-muted">
                {st.mergeHint}
              </span>
              <input
                type="text"
                name="into"
                required
                maxLength={12}
                defaultValue={actionData?.form === 'merge' ? actionData.values.into : ''}
                aria-invalid={errors.into ? true : undefined}
                aria-describedby={errors.into ? 'merge-hint merge-error' : 'merge-hint'}
                className="mt-1 min-h-11 w-full rounded-xl border border-stone-400 bg-white px-3 text-base uppercase"
              />
            </label>
            <button type="submit" className="btn-quiet min-h-11">
              {st.merge}
            </button>
            {errors.into ? (
              <p id="merge-error" className="w-full text-sm font-medium text-red-700">
                {errors.into}
              </p>
            ) : null}
          </Form>
        ) : null}
      </section>
      <section className="card p-4">
        <h2 className="font-bold">{st.ratingTitle}</h2>
        {t.rating ? (
          <p className="mt-1">
            {t.rating === 'helped' ? st.helped : st.notHelped}
            {t.ratingComment ? <span className="block whitespace-pre-line text-muted wrap-anywhere">{t.ratingComment}</span> : null}
          </p>
        ) : (
          <p className="mt-1 text-muted">{st.notRated}</p>
        )}
      </section>
    </div>
  );
}

function Links({ t }: { t: StaffTicketView }) {
  if (!t.mergedInto && !t.follows && t.related.length === 0) return null;
  return (
    <div className="space-y-1 text-sm">
      {t.mergedInto ? (
        <p>
          {st.staffStates.merged}: <Link to={helpAdminPath(t.mergedInto)}>{t.mergedInto}</Link>
        </p>
      ) : null}
      {t.follows ? (
        <p>
          {st.follows} <Link to={helpAdminPath(t.follows)}>{t.follows}</Link>
        </p>
      ) : null}
      {t.related.length > 0 ? (
        <>
          <h2 className="font-semibold">{st.related}</h2>
          <ul>
            {t.related.map((r) => (
              <li key={r.reference} className="wrap-anywhere">
                <Link to={helpAdminPath(r.reference)}>{r.reference}</Link> {r.subject} ({st.relations[r.relation]}, {st.staffStates[r.state]})
              </li>
            ))}
          </ul>
        </>
      ) : null}
    </div>
  );
}

function AnswerBox({
  t,
  canned,
  chosen,
  errors,
  values,
}: {
  t: StaffTicketView;
  canned: CannedAnswerView[];
  chosen: CannedAnswerView | null;
  errors: FieldErrors;
  values: Record<string, string> | undefined;
}) {
  // The canned answer in the language the requester writes in.
  const filled = chosen ? (t.language === 'hi' ? chosen.bodyHi : chosen.body) : '';
  const state = values?.state ?? chosen?.setState ?? '';
  return (
    <section className="card space-y-4 p-4" aria-labelledby="answer-title">
      <h2 id="answer-title" className="text-lg font-bold">
        {st.answerTitle}
      </h2>
      {canned.length > 0 ? (
        <form method="get" action={localPath(helpAdminPath(t.reference))} className="flex flex-wrap items-end gap-2">
          <label className="block min-w-0 flex-1 text-sm font-semibold">
            {st.cannedLabel}
            <span className="block font-normal text-muted">{st.cannedHint}</span>
            <select
              name="canned"
              defaultValue={chosen?.id ?? ''}
              className="mt-1 min-h-11 w-full max-w-full rounded-xl border border-stone-400 bg-white px-3 text-base"
            >
              <option value="">{st.cannedNone}</option>
              {canned.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.title}
                  {c.action !== 'none' ? ` (${st.cannedActions[c.action]})` : ''}
                </option>
              ))}
            </select>
          </label>
          <button type="submit" className="btn-quiet min-h-11">
            {st.cannedFill}
          </button>
        </form>
      ) : null}
      <Form method="post" className="space-y-3">
        <input type="hidden" name="intent" value="answer" />
        {chosen ? <input type="hidden" name="cannedId" value={chosen.id} /> : null}
        <div>
          <label htmlFor="answer-body" className="block text-sm font-semibold">
            {st.answerTitle}
          </label>
          <textarea
            id="answer-body"
            name="body"
            required
            rows={7}
            maxLength={TICKET_MESSAGE_MAX}
            lang={t.language}
            defaultValue={values?.body ?? filled}
            aria-invalid={errors.body ? true : undefined}
            aria-describedby={errors.body ? 'answer-error' : undefined}
            className={`mt-1 w-full rounded-xl border bg-white px-4 py-3 text-base ${errors.body ? 'border-red-600' : 'border-stone-400'}`}
          />
          {errors.body || errors.cannedId ? (
            <p id="answer-error" className="mt-1 text-sm font-medium text-red-700">
              {errors.body ?? errors.cannedId}
            </p>
          ) : null}
        </div>
        <label className="flex cursor-pointer gap-3 rounded-xl border border-amber-300 bg-amber-50 p-3">
          <input type="checkbox" name="internal" defaultChecked={values?.internal === 'on'} className="mt-1 h-5 w-5 shrink-0 accent-accent-700" />
          <span className="min-w-0 font-semibold">{st.internalLabel}</span>
        </label>
        <label className="block text-sm font-semibold">
          {st.moveTo}
          <select name="state" defaultValue={state} className="mt-1 min-h-11 w-full max-w-xs rounded-xl border border-stone-400 bg-white px-3 text-base">
            <option value="">{st.keepState}</option>
            <option value="waiting">{st.staffStates.waiting}</option>
            <option value="resolved">{st.staffStates.resolved}</option>
          </select>
        </label>
        {errors.state ? <p className="text-sm font-medium text-red-700">{errors.state}</p> : null}
        <button type="submit" className="btn-primary min-h-11">
          {st.sendAnswer}
        </button>
      </Form>
    </section>
  );
}
