// The audit log: newest first, filterable by action and subject, paged by key (the last entry's
// time and id in the `after` cursor).
// Read-only: nothing on this page changes anything.
import { auditMessages as am, auditActionLabel, formatINR, STAFF_ROLES } from '@sahyog/core';
import type { AuditEventView } from '@sahyog/core/context';
import { PageLinks } from '../components/PageLinks.tsx';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-audit';

export const meta: Route.MetaFunction = () => [{ title: am.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = url.searchParams;
  const { audit } = services(context).admin;
  const action = q.get('action')?.slice(0, 60) || undefined;
  const subject = q.get('subject')?.slice(0, 60) || undefined;
  const [page, actions] = await Promise.all([fromCursor(afterParam(url), (after) => audit.list({ action, subjectId: subject, after })), audit.actions()]);
  return { events: page.items, next: page.next, actions, action: action ?? '', subject: subject ?? '', search: url.search };
}

/**
 * One line per field: "status: submitted → approved" when it changed, "status: approved" when
 * it was only set, "order: SG…" when it is context (before only). Paise read as rupees.
 */
function changes(e: AuditEventView): string[] {
  const show = (k: string, v: unknown) =>
    v === null || v === undefined ? '—' : typeof v === 'number' && k.endsWith('Paise') ? formatINR(v) : typeof v === 'string' ? v : JSON.stringify(v);
  const before = e.before ?? {};
  const after = e.after ?? {};
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  return keys.map((k) => {
    if (k in before && k in after) return `${k}: ${show(k, before[k])} → ${show(k, after[k])}`;
    return `${k}: ${show(k, k in after ? after[k] : before[k])}`;
  });
}

export default function AdminAudit({ loaderData }: Route.ComponentProps) {
  const { events, next, actions, action, subject, search } = loaderData;
  return (
    <>
      <h1 className="text-3xl font-bold tracking-tight">{am.pageTitle}</h1>
      <p className="mt-2 max-w-3xl text-muted">{am.lead}</p>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3">
        <label className="max-w-full text-sm">
          <span className="block font-medium">{am.filterAction}</span>
          <select name="action" defaultValue={action} className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3">
            <option value="">{am.allActions}</option>
            {actions.map((a) => (
              <option key={a} value={a}>
                {auditActionLabel(a)}
              </option>
            ))}
          </select>
        </label>
        <label className="text-sm">
          <span className="block font-medium">{am.filterSubject}</span>
          <input name="subject" defaultValue={subject} maxLength={60} className="mt-1 min-h-11 rounded-lg border border-stone-400 px-3" />
        </label>
        <button type="submit" className="btn-secondary min-h-11">
          {am.filter}
        </button>
      </Form>
      {events.length === 0 ? (
        <p className="mt-6 text-muted">{am.empty}</p>
      ) : (
        <ol className="mt-6 space-y-3">
          {events.map((e) => (
            <li key={e.id} className="card p-4 text-sm [overflow-wrap:anywhere]">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <span>
                  <span className="font-semibold">{auditActionLabel(e.action)}</span>
                  <span className="text-muted">
                    {' '}
                    · {e.subjectType} {e.subjectId} · <code className="text-xs">{e.action}</code>
                  </span>
                </span>
                <time dateTime={e.createdAt} className="text-muted">
                  {new Date(e.createdAt).toLocaleString('en-IN', { timeZone: 'Asia/Kolkata', dateStyle: 'medium', timeStyle: 'short' })}
                </time>
              </div>
              <p className="mt-1 text-muted">
                {e.actorId === null ? am.system : e.actorEmail}
                {e.ip ? ` · ${e.ip}` : ''}
              </p>
              <ul className="mt-2 list-disc space-y-0.5 pl-5">
                {changes(e).map((c) => (
                  <li key={c}>{c}</li>
                ))}
              </ul>
            </li>
          ))}
        </ol>
      )}
      <PageLinks path="/admin/audit" search={search} next={next} label={am.older} />
    </>
  );
}
