// A lost-and-found notice (issue 43): what, where (a locality only), when, its photos; for anyone
// signed in the relay form (the owner's email and phone are never shown; the sender's email goes
// to the owner only if they tick it) and a report form; for the owner renew (once), "found /
// resolved", and the relay threads with a reply through the platform. An expired, resolved or
// hidden notice answers 410 and says so. Works without JavaScript; never in the page cache.
import { formatDate, lostFoundText as lt, NOTICE_RELAY_MAX, noticeReportInput, relayInput, relayReplyInput } from '@sahyog/core';
import { data } from 'react-router';
import { Field, TextAreaField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { pageUrl, seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/lost-and-found-notice';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = ({ loaderData: d, ...args }) => {
  if (!d) return [];
  const n = d.notice;
  if (n.state !== 'live') return [{ title: lt.expiredTitle }, { name: 'robots', content: 'noindex' }];
  return seo({ url: pageUrl(args), title: `${lt.sides[n.side]}: ${n.title}`, description: `${lt.near(n.locality, n.city)} · ${n.description.slice(0, 140)}` });
};

const idOf = (raw: string | undefined) => (raw && /^[1-9]\d{0,9}$/.test(raw) && Number(raw) <= 2_147_483_647 ? Number(raw) : null);

export async function loader({ context, params }: Route.LoaderArgs) {
  const viewer = requestInfo(context).viewer;
  const id = idOf(params.id);
  const notice = id === null ? null : await services(context).notices.view(id, viewer?.user.id ?? null);
  if (!notice) throw data('Not found', { status: 404 });
  const status = notice.state === 'live' || notice.own ? 200 : 410;
  return data({ notice, signedIn: viewer !== null }, { status, headers: { 'cache-control': 'no-store' } });
}

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string } };

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const id = idOf(params.id);
  if (id === null) throw data('Not found', { status: 404 });
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) => data<ActionData>({ errors, toast: { type: 'error', message: Object.values(errors)[0] ?? lt.listTitle } }, reshow);
  const here = `/lost-and-found/${id}`;
  const done = (message: string, to = here) => redirectWithFlash(to, { type: 'success', message }, info.secureCookies);
  const notices = services(context).notices;
  try {
    switch (form.intent) {
      case 'renew':
        await notices.renew(user.id, id);
        return done(lt.renewed);
      case 'resolve':
        await notices.resolve(user.id, id);
        return done(lt.resolved, '/lost-and-found');
      case 'reply': {
        const r = check(relayReplyInput, form);
        if (!r.ok) return fail(r.errors);
        const thread = idOf(form.thread);
        if (thread === null) return fail({ message: lt.noThreads });
        await notices.reply(user.id, thread, r.data.message);
        return done(lt.replied);
      }
      case 'report': {
        const r = check(noticeReportInput, form);
        if (!r.ok) return fail(r.errors);
        await notices.report(user.id, id, r.data.reason);
        return done(lt.reported);
      }
      default: {
        const r = check(relayInput, form);
        if (!r.ok) return fail(r.errors);
        await notices.relay(user.id, id, r.data);
        return done(lt.sent);
      }
    }
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { message: e.message });
  }
}

export default function LostAndFoundNotice({ loaderData, actionData }: Route.ComponentProps) {
  const { notice: n, signedIn } = loaderData;
  const errors = actionData?.errors ?? {};
  const back = (
    <p className="text-sm">
      <Link to="/lost-and-found" className="inline-flex min-h-11 items-center">
        {lt.back}
      </Link>
    </p>
  );
  if (n.state !== 'live' && !n.own) {
    return (
      <div className="container-page max-w-3xl py-6 sm:py-10">
        {back}
        <h1 className="text-3xl font-bold tracking-tight">{n.state === 'expired' ? lt.expiredTitle : lt.resolvedTitle}</h1>
        <p className="mt-2">{n.state === 'expired' ? lt.expiredBody : n.state === 'resolved' ? lt.resolvedBody : lt.hiddenBody}</p>
      </div>
    );
  }
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      {back}
      <p className="text-sm font-semibold uppercase tracking-wide text-muted">
        {lt.sides[n.side]} · {lt.kinds[n.kind]}
      </p>
      <h1 className="text-3xl font-bold tracking-tight wrap-anywhere">{n.title}</h1>
      <p className="mt-1 text-sm text-muted wrap-anywhere">
        {lt.near(n.locality, n.city)} · {lt.on(formatDate(n.happenedOn))} · {lt.until(formatDate(n.expiresAt))}
      </p>
      {n.state !== 'live' && (
        <p role="status" className="card mt-4 p-4 font-semibold">
          {n.state === 'expired' ? lt.expiredTitle : n.state === 'resolved' ? lt.resolvedBody : lt.hiddenBody}
        </p>
      )}
      {n.photos.length > 0 && (
        <ul className="mt-4 grid grid-cols-2 gap-3 sm:grid-cols-3">
          {n.photos.map((src) => (
            <li key={src}>
              <img src={src} alt={lt.photoAlt(n.title)} width={320} height={240} className="h-48 w-full rounded-lg object-cover" />
            </li>
          ))}
        </ul>
      )}
      {n.photosWaiting && (
        <p role="status" className="mt-2 text-sm text-muted">
          {lt.photosWaiting}
        </p>
      )}
      <p className="mt-4 whitespace-pre-line wrap-anywhere">{n.description}</p>
      <p className="mt-4 text-sm text-muted">{lt.safety}</p>

      {n.own ? (
        <section className="card mt-6 space-y-4 p-4" aria-labelledby="own">
          <h2 id="own" className="text-xl font-bold">
            {lt.yourNotice}
          </h2>
          <div className="flex flex-wrap gap-3">
            {n.canRenew ? (
              <Form method="post">
                <input type="hidden" name="intent" value="renew" />
                <button type="submit" className="btn-secondary min-h-11">
                  {lt.renew}
                </button>
              </Form>
            ) : (
              n.renewals > 0 && <p className="text-sm text-muted">{lt.renewedOnce}</p>
            )}
            {n.state === 'live' && (
              <Form method="post">
                <input type="hidden" name="intent" value="resolve" />
                <button type="submit" className="btn-primary min-h-11">
                  {lt.resolve}
                </button>
              </Form>
            )}
          </div>
          <h3 className="text-lg font-semibold">{lt.threadsTitle}</h3>
          {n.threads.length === 0 ? (
            <p className="text-sm text-muted">{lt.noThreads}</p>
          ) : (
            <ul className="space-y-4">
              {n.threads.map((t) => (
                <li key={t.id} className="rounded-xl border border-line p-3">
                  <p className="font-semibold">{lt.finder(Number(t.label))}</p>
                  {t.sharedEmail && <p className="text-sm wrap-anywhere">{lt.sharedEmail(t.sharedEmail)}</p>}
                  <ul className="mt-2 space-y-2 text-sm">
                    {t.messages.map((m) => (
                      <li key={m.id} className="whitespace-pre-line wrap-anywhere">
                        <span className="font-semibold">{m.fromOwner ? lt.you : lt.finder(Number(t.label))}:</span> {m.body}
                      </li>
                    ))}
                  </ul>
                  {n.state === 'live' && (
                    <Form method="post" className="mt-3 space-y-2">
                      <input type="hidden" name="intent" value="reply" />
                      <input type="hidden" name="thread" value={t.id} />
                      <TextAreaField label={lt.reply} name="message" id={`reply-${t.id}`} required rows={2} maxLength={NOTICE_RELAY_MAX} />
                      <button type="submit" className="btn-secondary min-h-11">
                        {lt.send}
                      </button>
                    </Form>
                  )}
                </li>
              ))}
            </ul>
          )}
        </section>
      ) : signedIn ? (
        <>
          <Form method="post" className="card mt-6 space-y-4 p-4">
            <h2 className="text-xl font-bold">{lt.contactTitle}</h2>
            <p className="text-sm text-muted">{lt.contactLead}</p>
            {n.threads[0] && (
              <ul className="space-y-2 text-sm">
                {n.threads[0].messages.map((m) => (
                  <li key={m.id} className="whitespace-pre-line wrap-anywhere">
                    <span className="font-semibold">{m.fromOwner ? lt.owner : lt.you}:</span> {m.body}
                  </li>
                ))}
              </ul>
            )}
            <input type="hidden" name="intent" value="relay" />
            <TextAreaField label={lt.message} name="message" required rows={4} maxLength={NOTICE_RELAY_MAX} error={errors.message} />
            <label className="flex min-h-11 cursor-pointer items-center gap-3">
              <input type="checkbox" name="shareEmail" className="h-5 w-5 shrink-0 accent-accent-700" />
              <span>{lt.shareEmail}</span>
            </label>
            <button type="submit" className="btn-primary min-h-11">
              {lt.send}
            </button>
          </Form>
          <details className="card mt-6 p-4">
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{lt.reportTitle}</summary>
            <Form method="post" className="mt-3 space-y-3">
              <input type="hidden" name="intent" value="report" />
              <Field label={lt.reportReason} name="reason" required maxLength={500} error={errors.reason} />
              <button type="submit" className="btn-secondary min-h-11">
                {lt.reportSend}
              </button>
            </Form>
          </details>
        </>
      ) : (
        <p className="card mt-6 p-4">
          <Link to={`/login?redirectTo=${encodeURIComponent(`/lost-and-found/${n.id}`)}`} className="btn-primary min-h-11">
            {lt.signInToContact}
          </Link>
        </p>
      )}
    </div>
  );
}
