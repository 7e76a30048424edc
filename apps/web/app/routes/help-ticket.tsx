// One of the requester's tickets (issue 41): the thread (the API never gives a requester an
// internal note), the clock in plain words, a reply with files, closing it, and once it is
// resolved or closed the one question "Did this help?". Anyone else's ticket is not found
// (never "forbidden": nobody learns it exists).
import {
  formatDateTime,
  helpPath,
  supportText as st,
  TICKET_MESSAGE_MAX,
  TICKET_RATING_COMMENT_MAX,
  ticketRatingInput,
  ticketReference,
  ticketReplyInput,
} from '@sahyog/core';
import { data } from 'react-router';
import { TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link, localPath } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/help-ticket';
import { AboutLine, ClockLines, FilesField, filesOf, TicketStateBadge, TicketThread } from './help-parts.tsx';

export const handle: RouteHandle = { hydrate: false, body: 'attachments' };

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  ...seo({ title: d?.ticket.subject ?? st.notFound, description: st.lead }),
  { name: 'robots', content: 'noindex' },
];

/** The address's reference, or the 404 a ticket that is not theirs answers too. */
function referenceOf(raw: string | undefined): string {
  const r = ticketReference.safeParse(raw ?? '');
  if (!r.success) throw data(st.notFound, { status: 404 });
  return r.data;
}

export async function loader({ context, request, params }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const ticket = await services(context).support.ticket(user.id, referenceOf(params.reference));
  if (!ticket) throw data(st.notFound, { status: 404 });
  return data({ ticket }, { headers: { 'cache-control': 'no-store' } });
}

type ActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const reference = referenceOf(params.reference);
  const fd = await request.formData();
  const form = formObject(fd);
  const intent = form.intent ?? 'reply';
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ form: intent, errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? st.notFound } }, reshow);
  const { support } = services(context);
  const done = (to: string, message: string) => redirectWithFlash(helpPath(to), { type: 'success', message }, info.secureCookies);
  try {
    if (intent === 'close') {
      await support.close(user.id, reference);
      return done(reference, st.closed);
    }
    if (intent === 'rate') {
      const r = check(ticketRatingInput, form);
      if (!r.ok) return fail(r.errors);
      await support.rate(user.id, reference, r.data.rating, r.data.comment);
      return done(reference, st.rated);
    }
    const r = check(ticketReplyInput, form);
    if (!r.ok) return fail(r.errors);
    const files = await filesOf(fd);
    if ('error' in files) return fail({ files: files.error });
    const landed = await support.reply(user.id, reference, r.data.body, files.files, { ip: info.meta.ip });
    // A late reply starts a new ticket that follows this one: the requester is taken there.
    return done(landed.reference, landed.reference === reference ? st.replied : st.repliedNew(landed.reference));
  } catch (caught) {
    const e = expected(caught);
    if (e.status === 404) throw data(st.notFound, { status: 404 });
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { [intent === 'rate' ? 'rating' : 'body']: e.message });
  }
}

export default function HelpTicket({ loaderData, actionData }: Route.ComponentProps) {
  const { ticket: t } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <div className="container-page max-w-3xl space-y-5 py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <p className="text-sm">
        <Link to="/help" className="inline-flex min-h-11 items-center">
          {st.allTickets}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <div className="min-w-0">
          <h1 className="text-2xl font-bold tracking-tight wrap-anywhere sm:text-3xl">{t.subject}</h1>
          <p className="mt-1 text-sm text-muted">
            <span className="whitespace-nowrap">{t.reference}</span> · {st.topics[t.topic]} · {st.openedOn(formatDateTime(t.createdAt))}
          </p>
        </div>
        <TicketStateBadge state={t.state} side="requester" />
      </div>
      <AboutLine about={t.about} side="requester" />
      {t.mergedInto ? (
        <p role="status" className="rounded-xl border border-line bg-stone-50 p-4">
          {st.mergedInto}{' '}
          <Link to={helpPath(t.mergedInto)} className="font-semibold whitespace-nowrap">
            {t.mergedInto}
          </Link>
        </p>
      ) : null}
      {t.follows ? (
        <p className="text-sm">
          {st.follows}{' '}
          <Link to={helpPath(t.follows)} className="font-semibold whitespace-nowrap">
            {t.follows}
          </Link>
        </p>
      ) : null}
      <ClockLines clock={t.clock} state={t.state} side="requester" />
      {t.whatsapp ? <p className="text-sm text-muted">{st.whatsappOn}</p> : null}
      <TicketThread messages={t.messages} side="requester" fileHref={(id) => localPath(`${helpPath(t.reference)}/files/${id}`)} />
      {t.canReply ? (
        <Form method="post" encType="multipart/form-data" className="card space-y-3 p-4">
          <input type="hidden" name="intent" value="reply" />
          <TextAreaField
            label={st.replyLabel}
            name="body"
            id="reply-body"
            hint={t.state === 'resolved' ? st.replyHint : undefined}
            required
            maxLength={TICKET_MESSAGE_MAX}
            rows={4}
            defaultValue={actionData?.form === 'reply' ? (values.body ?? '') : ''}
            error={actionData?.form === 'reply' ? errors.body : undefined}
          />
          <FilesField id="reply-files" error={actionData?.form === 'reply' ? errors.files : undefined} />
          <button type="submit" className="btn-primary">
            {st.sendReply}
          </button>
        </Form>
      ) : t.state === 'closed' || t.state === 'merged' ? (
        <p role="status" className="rounded-xl border border-line bg-stone-50 p-4 font-semibold">
          {st.closedNote}
        </p>
      ) : null}
      {t.canClose ? (
        <Form method="post" className="flex flex-wrap items-center gap-3">
          <button type="submit" name="intent" value="close" className="btn-quiet min-h-11">
            {st.closeTicket}
          </button>
          <span className="text-sm text-muted">{st.closeHint}</span>
        </Form>
      ) : null}
      {t.canRate ? <RateForm errors={actionData?.form === 'rate' ? errors : {}} values={actionData?.form === 'rate' ? values : {}} /> : null}
      {t.rating ? (
        <p className="text-sm">
          {st.yourRating(t.rating === 'helped' ? st.helped : st.notHelped)}
          {t.ratingComment ? <span className="block whitespace-pre-line text-muted wrap-anywhere">{t.ratingComment}</span> : null}
        </p>
      ) : null}
    </div>
  );
}

function RateForm({ errors, values }: { errors: FieldErrors; values: Record<string, string> }) {
  return (
    <Form method="post" className="card space-y-3 p-4">
      <input type="hidden" name="intent" value="rate" />
      <fieldset aria-describedby={errors.rating ? 'rating-error' : undefined}>
        <legend className="text-lg font-bold">{st.rateTitle}</legend>
        <div className="mt-2 flex flex-wrap gap-3">
          {(['helped', 'not_helped'] as const).map((r) => (
            <label key={r} className="flex min-h-11 cursor-pointer items-center gap-2 rounded-xl border border-line bg-white px-3">
              <input type="radio" name="rating" value={r} required defaultChecked={values.rating === r} className="h-5 w-5 accent-accent-700" />
              <span className="font-semibold">{r === 'helped' ? st.helped : st.notHelped}</span>
            </label>
          ))}
        </div>
        {errors.rating ? (
          <p id="rating-error" className="mt-1 text-sm font-medium text-red-700">
            {errors.rating}
          </p>
        ) : null}
      </fieldset>
      <TextAreaField
        label={st.rateComment}
        name="comment"
        id="rating-comment"
        maxLength={TICKET_RATING_COMMENT_MAX}
        rows={3}
        defaultValue={values.comment ?? ''}
        error={errors.comment}
      />
      <button type="submit" className="btn-primary">
        {st.rateSend}
      </button>
    </Form>
  );
}
