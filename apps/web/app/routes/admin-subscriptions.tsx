// Monthly gifts in the console (issue 11): state, amount and next charge; staff pause, resume or
// cancel one on the donor's behalf (audited, and the donor is emailed). Plain forms.
import {
  formatDate,
  formatINR,
  periodLabel,
  STAFF_ROLES,
  SUBSCRIPTION_STATUSES,
  type SubscriptionStatus,
  type SubscriptionView,
  monthlyText as t,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { DataTable } from '../components/DataTable.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-subscriptions';

const a = t.admin;

export const meta: Route.MetaFunction = () => [{ title: t.adminTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status') ?? '';
  const status = (SUBSCRIPTION_STATUSES as readonly string[]).includes(asked) ? (asked as SubscriptionStatus) : undefined;
  const page = await fromCursor(afterParam(url), (after) => services(context).monthly.list({ status, after }));
  return { status: status ?? '', subscriptions: page.items, next: page.next, search: url.search };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = await request.formData();
  const action = String(form.get('action') ?? '');
  const reference = String(form.get('reference') ?? '');
  if (action !== 'pause' && action !== 'resume' && action !== 'cancel') return data({ toast: { type: 'error' as const, message: a.chooseAction } }, reshow);
  try {
    const v = await services(context).monthly.act(reference, action, { kind: 'staff', id: user.id });
    return redirectWithFlash('/admin/subscriptions', { type: 'success', message: a.done(v.reference, a.status[v.status]) }, requestInfo(context).secureCookies);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

function Actions({ s }: { s: SubscriptionView }) {
  const can = (x: 'pause' | 'resume' | 'cancel') =>
    x === 'pause'
      ? s.status === 'active' || s.status === 'authenticated'
      : x === 'resume'
        ? s.status === 'paused' || s.status === 'halted'
        : s.status !== 'cancelled' && s.status !== 'completed';
  if (!can('pause') && !can('resume') && !can('cancel')) return <span className="text-muted">{a.noActions}</span>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {(['pause', 'resume'] as const).filter(can).map((x) => (
        <Form key={x} method="post">
          <input type="hidden" name="reference" value={s.reference} />
          <button type="submit" name="action" value={x} className="btn-secondary min-h-11 px-3 text-sm">
            {x === 'pause' ? t.pause : t.resume}
            <span className="sr-only"> {s.reference}</span>
          </button>
        </Form>
      ))}
      {can('cancel') ? (
        // Cancelling ends every future month: it asks a second press, with or without JavaScript.
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center px-2 text-sm font-semibold text-red-800">
            {a.cancel}
            <span className="sr-only"> {s.reference}</span>
          </summary>
          <Form method="post" className="mt-2">
            <input type="hidden" name="reference" value={s.reference} />
            <button type="submit" name="action" value="cancel" className="btn min-h-11 bg-red-700 px-3 text-sm text-white hover:bg-red-800">
              {a.cancelConfirm(s.reference)}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

export default function AdminSubscriptions({ loaderData, actionData }: Route.ComponentProps) {
  const { subscriptions, status } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.adminTitle} lead={t.adminHint} toast={actionData?.toast} />
      <nav aria-label={a.filter} className="mt-4 flex flex-wrap gap-2">
        {['', ...SUBSCRIPTION_STATUSES].map((st) => (
          <Link
            key={st || 'all'}
            to={st ? `?status=${st}` : '?'}
            aria-current={status === st ? 'page' : undefined}
            className="inline-flex min-h-11 items-center rounded-full border border-line bg-white px-4 text-sm font-semibold no-underline aria-[current=page]:border-accent-700 aria-[current=page]:bg-accent-50 aria-[current=page]:text-accent-800"
          >
            {st ? a.status[st as SubscriptionStatus] : a.all}
          </Link>
        ))}
      </nav>
      <div className="mt-6">
        <DataTable
          caption={t.adminTitle}
          rows={subscriptions}
          rowKey={(s) => s.reference}
          empty={a.empty}
          columns={[
            { header: t.reference, cell: (s) => <span className="font-mono text-xs">{s.reference}</span> },
            {
              header: a.donor,
              cell: (s) => (
                <div className="min-w-0">
                  <span className="block font-medium">{s.donorName}</span>
                  <span className="block break-all text-muted">{s.donorEmail}</span>
                </div>
              ),
            },
            { header: a.cause, cell: (s) => s.campaign.title },
            { header: t.amountLabel, align: 'right', cell: (s) => <span className="tabular-nums">{formatINR(s.amountPaise)}</span> },
            { header: a.state, cell: (s) => `${a.status[s.status]} · ${s.mode === 'gateway' ? a.viaGateway : a.viaUpi}` },
            { header: t.next, cell: (s) => (s.nextDueAt && s.nextPeriod ? `${periodLabel(s.nextPeriod)} (${formatDate(s.nextDueAt)})` : t.nextNone) },
            { header: t.paidMonths, align: 'right', cell: (s) => s.paidMonths },
            { header: a.actions, cell: (s) => <Actions s={s} /> },
          ]}
        />
      </div>
      <PageLinks path="/admin/subscriptions" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
