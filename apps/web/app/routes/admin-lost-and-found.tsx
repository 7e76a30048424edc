// The console's lost and found (issue 43): new notices not yet looked at, reported ones with their
// reports, and hidden ones; "Looks fine", hide (with a reason) and restore, each audited by the
// service and never on staff's own notice. Child reports are never here: they are urgent
// tickets in the help desk.
import { formatDate, lostFoundText as lt, noticeHideInput, STAFF_ROLES } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { check, expected, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-lost-and-found';

export const meta: Route.MetaFunction = () => [{ title: lt.adminTitle }, { name: 'robots', content: 'noindex' }];

const idOf = (v: string | undefined) => (v && /^[1-9]\d{0,8}$/.test(v) ? Number(v) : null);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { notices: await services(context).notices.queue() };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here again.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const id = idOf(form.id);
  const { notices } = services(context);
  const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);
  if (id === null) return fail(lt.adminEmpty);
  try {
    if (form.intent === 'hide') {
      const r = check(noticeHideInput, form);
      if (!r.ok) return fail(Object.values(r.errors)[0] ?? lt.adminHide);
      await notices.hide(user.id, id, r.data.reason);
    } else if (form.intent === 'restore') await notices.restore(user.id, id);
    else await notices.approve(user.id, id);
    return redirectWithFlash('/admin/lost-and-found', { type: 'success', message: lt.adminDone }, requestInfo(context).secureCookies);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminLostAndFound({ loaderData, actionData }: Route.ComponentProps) {
  const { notices } = loaderData;
  return (
    <div className="space-y-6">
      <ConsoleHeader title={lt.adminTitle} lead={lt.adminLead} toast={actionData?.toast} />
      <p>
        <Link to="/admin/help?topic=missing_child" className="inline-flex min-h-11 items-center font-semibold">
          {lt.childTicketsLink}
        </Link>
      </p>
      {notices.length === 0 ? (
        <p className="card p-6 text-center">{lt.adminEmpty}</p>
      ) : (
        <ul className="space-y-4">
          {notices.map((n) => (
            <li key={n.id} className="card space-y-2 p-4">
              <p className="text-sm text-muted">
                {lt.sides[n.side]} · {lt.kinds[n.kind]} · {lt.states[n.state]} · {n.reviewed ? lt.adminReviewed : lt.adminNew} · {formatDate(n.createdAt)}
              </p>
              <h2 className="text-lg font-semibold wrap-anywhere">
                <Link to={`/lost-and-found/${n.id}`} className="inline-flex min-h-11 items-center">
                  {n.title}
                </Link>
              </h2>
              <p className="text-sm wrap-anywhere">{lt.near(n.locality, n.city)}</p>
              <p className="whitespace-pre-line text-sm wrap-anywhere">{n.description}</p>
              {n.photos.length > 0 && (
                <ul className="flex flex-wrap gap-2">
                  {n.photos.map((src) => (
                    <li key={src}>
                      <img src={src} alt={lt.photoAlt(n.title)} width={80} height={80} className="h-20 w-20 rounded object-cover" />
                    </li>
                  ))}
                </ul>
              )}
              {n.hiddenReason && <p className="text-sm font-semibold">{n.hiddenReason}</p>}
              {n.reports.length > 0 && (
                <div>
                  <p className="font-semibold">{lt.adminReports(n.reports.length)}</p>
                  <ul className="list-disc pl-5 text-sm">
                    {n.reports.map((r) => (
                      <li key={r.createdAt + r.reason} className="wrap-anywhere">
                        {r.reason}
                      </li>
                    ))}
                  </ul>
                </div>
              )}
              <div className="flex flex-wrap items-end gap-3">
                {n.state === 'hidden' ? (
                  <Form method="post">
                    <input type="hidden" name="id" value={n.id} />
                    <input type="hidden" name="intent" value="restore" />
                    <button type="submit" className="btn-secondary min-h-11">
                      {lt.adminRestore}
                    </button>
                  </Form>
                ) : (
                  <>
                    <Form method="post">
                      <input type="hidden" name="id" value={n.id} />
                      <input type="hidden" name="intent" value="approve" />
                      <button type="submit" className="btn-secondary min-h-11">
                        {lt.adminApprove}
                      </button>
                    </Form>
                    <Form method="post" className="flex flex-wrap items-end gap-2">
                      <input type="hidden" name="id" value={n.id} />
                      <input type="hidden" name="intent" value="hide" />
                      <Field label={lt.adminHideReason} name="reason" id={`reason-${n.id}`} required maxLength={500} />
                      <button type="submit" className="btn-secondary min-h-11">
                        {lt.adminHide}
                      </button>
                    </Form>
                  </>
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
