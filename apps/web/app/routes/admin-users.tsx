// Users and roles (issue 11): staff find accounts; an admin changes a role, closes or reopens an
// account and signs it out everywhere. Plain forms; each change is audited by the service.
import { ADMIN_ROLES, type AdminUserView, formatDate, ROLES, type Role, STAFF_ROLES, staffText, userAdminMessages as um } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-users';

export const meta: Route.MetaFunction = () => [{ title: um.pageTitle }, { name: 'robots', content: 'noindex' }];

const isRole = (v: string): v is Role => (ROLES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const role = url.searchParams.get('role') ?? '';
  const page = await fromCursor(afterParam(url), (after) => services(context).users.search({ q, role: isRole(role) ? role : undefined, after }));
  return { users: page.items, next: page.next, search: url.search, q, role: isRole(role) ? role : '', me: user.id, canManage: ADMIN_ROLES.includes(user.role) };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, ADMIN_ROLES);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const intent = String(form.get('intent') ?? '');
  const { users } = services(context);
  try {
    let message: string;
    if (intent === 'role') {
      const role = String(form.get('role') ?? '');
      if (!isRole(role)) return data({ toast: { type: 'error' as const, message: um.notFound } }, reshow);
      const u = await users.setRole(user.id, id, role);
      message = um.roleChanged(u.email, u.role);
    } else if (intent === 'disable' || intent === 'enable') {
      const u = await users.setDisabled(user.id, id, intent === 'disable');
      message = intent === 'disable' ? um.disabledDone(u.email) : um.enabledDone(u.email);
    } else if (intent === 'sessions') {
      const r = await users.endSessions(user.id, id);
      message = um.sessionsEnded(r.user.email, r.ended);
    } else {
      return data({ toast: { type: 'error' as const, message: um.notFound } }, reshow);
    }
    const back = new URL(request.url);
    return redirectWithFlash(`/admin/users${back.search}`, { type: 'success', message }, requestInfo(context).secureCookies);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

function Manage({ u, me }: { u: AdminUserView; me: number }) {
  if (u.id === me) return <span className="text-sm text-muted">{staffText.users.you}</span>;
  const hidden = <input type="hidden" name="id" value={u.id} />;
  return (
    <div className="flex flex-wrap items-end gap-2">
      <Form method="post" className="flex items-end gap-2">
        {hidden}
        <input type="hidden" name="intent" value="role" />
        <label className="sr-only" htmlFor={`role-${u.id}`}>
          {`${um.newRole}: ${u.email}`}
        </label>
        <select id={`role-${u.id}`} name="role" defaultValue={u.role} className="min-h-11 rounded-xl border border-stone-400 bg-white px-3 text-sm">
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </select>
        <button type="submit" aria-label={`${um.changeRole}: ${u.email}`} className="btn-secondary min-h-11 px-3 text-sm">
          {um.changeRole}
        </button>
      </Form>
      <Form method="post">
        {hidden}
        <button
          type="submit"
          name="intent"
          value={u.disabled ? 'enable' : 'disable'}
          aria-label={`${u.disabled ? um.enable : um.disable}: ${u.email}`}
          className="btn-quiet min-h-11 px-3 text-sm"
        >
          {u.disabled ? um.enable : um.disable}
        </button>
      </Form>
      {u.sessions > 0 ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="sessions" aria-label={`${um.endSessions}: ${u.email}`} className="btn-quiet min-h-11 px-3 text-sm">
            {um.endSessions}
          </button>
        </Form>
      ) : null}
    </div>
  );
}

export default function AdminUsers({ loaderData, actionData }: Route.ComponentProps) {
  const { users, q, role, me, canManage } = loaderData;
  const s = staffText.users;
  return (
    <>
      <ConsoleHeader title={um.pageTitle} lead={um.lead} toast={actionData?.toast} />
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <Field className="w-full sm:w-80" label={um.search} name="q" type="search" defaultValue={q} maxLength={100} />
        <SelectField className="w-full sm:w-48" label={s.role} name="role" defaultValue={role}>
          <option value="">{um.anyRole}</option>
          {ROLES.map((r) => (
            <option key={r} value={r}>
              {r}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-12">
          {um.find}
        </button>
      </Form>
      <div className="mt-6">
        <DataTable<AdminUserView>
          caption={s.count(users.length)}
          rows={users}
          rowKey={(u) => u.id}
          empty={um.none}
          columns={[
            {
              header: s.account,
              cell: (u) => (
                <div className="min-w-0">
                  <span className="block font-medium">{u.fullName}</span>
                  <span className="block break-all text-muted">{u.email}</span>
                  <span className="block text-muted">{u.phone || '—'}</span>
                </div>
              ),
            },
            { header: s.role, cell: (u) => <span className="capitalize">{u.role}</span> },
            { header: s.state, cell: (u) => (u.disabled ? <span className="font-semibold text-red-800">{um.disabled}</span> : um.active) },
            { header: s.sessions, align: 'right', cell: (u) => u.sessions },
            { header: s.joined, cell: (u) => formatDate(u.createdAt) },
            ...(canManage ? [{ header: s.manage, cell: (u: AdminUserView) => <Manage u={u} me={me} /> }] : []),
          ]}
        />
      </div>
      <PageLinks path="/admin/users" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
