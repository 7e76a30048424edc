// Staff's contact inbox: new and read messages first (archived ones on their own tab), each with
// the sender's details, a reply-by-email link and the moves read / replied / archived. How many
// submissions the spam checks refused this week is shown, so a wave of spam is noticed.
import { CONTACT_STATUSES, type ContactMessageView, type ContactStatus, contactMessages as cm, formatDate, STAFF_ROLES, staffText } from '@sahyog/core';
import { data } from 'react-router';
import { PageLinks } from '../components/PageLinks.tsx';
import { StatusTabs } from '../components/StatusTabs.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-contacts';

export const meta: Route.MetaFunction = () => [{ title: cm.inboxTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string | null | undefined): v is ContactStatus => (CONTACT_STATUSES as readonly string[]).includes(v ?? '');
const MOVES = ['read', 'replied', 'archived'] as const;

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = isStatus(asked) ? asked : null;
  const inbox = await fromCursor(afterParam(url), (after) => services(context).contact.inbox(status ?? undefined, after));
  return { ...inbox, status, search: url.search };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const id = Number(form.id);
  const to = MOVES.find((m) => m === form.status);
  if (!Number.isSafeInteger(id) || id <= 0 || !to) return data({ toast: { type: 'error' as const, message: cm.notFound } }, reshow);
  try {
    await services(context).contact.move(id, to, user.id);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
  return redirectWithFlash(
    `/admin/contacts${new URL(request.url).search}`,
    { type: 'success', message: cm.moved(cm.statusLabels[to]) },
    requestInfo(context).secureCookies,
  );
}

export default function AdminContacts({ loaderData, actionData }: Route.ComponentProps) {
  const { messages, counts, status, refusedLastWeek, next, search } = loaderData;
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{cm.inboxTitle}</h1>
      <p className="mt-2 text-sm text-muted">{cm.refusedCount(refusedLastWeek)}</p>
      <StatusTabs label={cm.inboxTitle} all={cm.allButArchived} statuses={CONTACT_STATUSES} labels={cm.statusLabels} counts={counts} current={status} />
      {messages.length === 0 ? (
        <p className="mt-6 text-muted">{cm.inboxEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {messages.map((m) => (
            <MessageCard key={m.id} m={m} />
          ))}
        </ul>
      )}
      <PageLinks path="/admin/contacts" search={search} next={next} />
    </>
  );
}

function MessageCard({ m }: { m: ContactMessageView }) {
  return (
    <li className="card p-5 [overflow-wrap:anywhere]" aria-labelledby={`msg-${m.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`msg-${m.id}`} className="text-lg font-semibold">
          {m.erased ? cm.erased : m.subject}
        </h2>
        <p className="text-sm text-muted">
          <span className="rounded-full bg-stone-100 px-2 py-0.5 font-medium text-stone-800">{cm.statusLabels[m.status]}</span> ·{' '}
          {staffText.messageNumber(m.id)} · {formatDate(m.createdAt)}
        </p>
      </div>
      {m.erased ? null : (
        <>
          <p className="mt-1 text-sm">
            {m.fullname} · <a href={`mailto:${m.emailid}`}>{m.emailid}</a> · <a href={`tel:${m.mobileno}`}>{m.mobileno}</a>
          </p>
          <p className="mt-3 whitespace-pre-line wrap-anywhere">{m.message}</p>
        </>
      )}
      <div className="mt-4 flex flex-wrap gap-2">
        {m.erased ? null : (
          <a href={`mailto:${m.emailid}?subject=${encodeURIComponent(`Re: ${m.subject}`)}`} className="btn-quiet min-h-11">
            {cm.reply}
          </a>
        )}
        {MOVES.filter((to) => to !== m.status).map((to) => (
          <Form key={to} method="post">
            <input type="hidden" name="id" value={m.id} />
            <button
              type="submit"
              name="status"
              value={to}
              className={to === 'replied' ? 'btn-primary min-h-11' : 'btn-quiet min-h-11'}
              aria-label={`${cm.markAs[to]}: ${staffText.messageNo(m.id)}`}
            >
              {cm.markAs[to]}
            </button>
          </Form>
        ))}
      </div>
    </li>
  );
}
