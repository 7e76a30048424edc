// Newsletter subscribers in the console (issue 11): find, export, and unsubscribe someone who
// asked by phone or letter (logged). Plain forms.
import { formatDate, newsletterMessages as m, STAFF_ROLES, type SubscriberView, staffText } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-subscribers';

export const meta: Route.MetaFunction = () => [{ title: m.exportTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const st = url.searchParams.get('status');
  const status = st === 'subscribed' || st === 'unsubscribed' ? st : undefined;
  const page = await fromCursor(afterParam(url), (after) => services(context).newsletter.list({ q, status, after }));
  return { subscribers: page.items, next: page.next, search: url.search, q, status: status ?? '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = await request.formData();
  try {
    const s = await services(context).newsletter.unsubscribeById(Number(form.get('id')), user.id);
    return redirectWithFlash(
      `/admin/subscribers${new URL(request.url).search}`,
      { type: 'success', message: m.adminDone(s.email) },
      requestInfo(context).secureCookies,
    );
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

export default function AdminSubscribers({ loaderData, actionData }: Route.ComponentProps) {
  const { subscribers, q, status } = loaderData;
  return (
    <>
      <ConsoleHeader title={m.exportTitle} lead={m.adminLead} toast={actionData?.toast}>
        <Link to="/api/v1/admin/subscribers.csv" reloadDocument className="btn-secondary min-h-11">
          {m.adminExport}
        </Link>
      </ConsoleHeader>
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <Field className="w-full sm:w-80" label={m.adminSearch} name="q" type="search" defaultValue={q} maxLength={100} />
        <SelectField className="w-full sm:w-48" label={staffText.subscribers.state} name="status" defaultValue={status}>
          <option value="">{m.adminAll}</option>
          <option value="subscribed">{m.adminSubscribed}</option>
          <option value="unsubscribed">{m.adminUnsubscribed}</option>
        </SelectField>
        <button type="submit" className="btn-primary min-h-12">
          {m.adminFind}
        </button>
      </Form>
      <div className="mt-6">
        <DataTable<SubscriberView>
          caption={staffText.subscribers.count(subscribers.length)}
          rows={subscribers}
          rowKey={(s) => s.id}
          empty={m.adminNone}
          columns={[
            { header: staffText.subscribers.email, cell: (s) => <span className="break-all">{s.email}</span> },
            { header: staffText.subscribers.since, cell: (s) => formatDate(s.createdAt) },
            {
              header: staffText.subscribers.state,
              cell: (s) => (s.unsubscribedAt ? `${m.adminUnsubscribed} ${formatDate(s.unsubscribedAt)}` : m.adminSubscribed),
            },
            { header: staffText.subscribers.from, cell: (s) => s.source },
            {
              header: staffText.subscribers.action,
              cell: (s) =>
                s.unsubscribedAt ? null : (
                  <Form method="post">
                    <input type="hidden" name="id" value={s.id} />
                    <button type="submit" aria-label={`${m.adminUnsubscribe}: ${s.email}`} className="btn-quiet min-h-11 px-3 text-sm">
                      {m.adminUnsubscribe}
                    </button>
                  </Form>
                ),
            },
          ]}
        />
      </div>
      <PageLinks path="/admin/subscribers" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
