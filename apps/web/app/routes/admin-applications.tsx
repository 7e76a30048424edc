// The applications queue: staff start a review, approve (the campaigner gets an account and a
// draft campaign) or reject with a reason the campaigner receives. Plain forms: no JavaScript.
import {
  APPLICATION_STATUSES,
  type ApplicationStatus,
  applicationMessages as am,
  applicationDecisionInput,
  campaignEditorMessages as em,
  formatDate,
  STAFF_ROLES,
} from '@sahyog/core';
import { data } from 'react-router';
import { DataTable } from '../components/DataTable.tsx';
import { PageLinks } from '../components/PageLinks.tsx';
import { StatusTabs } from '../components/StatusTabs.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-applications';

export const meta: Route.MetaFunction = () => [{ title: am.queueTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string | null): v is ApplicationStatus => (APPLICATION_STATUSES as readonly string[]).includes(v ?? '');

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const asked = url.searchParams.get('status');
  const status = isStatus(asked) ? asked : undefined;
  const { applications } = services(context);
  const [page, counts] = await Promise.all([fromCursor(afterParam(url), (after) => applications.list(status, after)), applications.counts()]);
  return { rows: page.items, next: page.next, search: url.search, counts, status: status ?? null };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here too.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  if (form.intent === 'publish') {
    try {
      const { slug } = await services(context).campaigner.publish(Number(form.campaignId), user.id);
      return redirectWithFlash(
        `/admin/applications${new URL(request.url).search}`,
        { type: 'success', message: `${em.published} /campaigns/${slug}` },
        requestInfo(context).secureCookies,
      );
    } catch (caught) {
      return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
    }
  }
  const id = Number(form.id);
  const input = applicationDecisionInput.safeParse({ decision: form.decision, reason: form.reason || undefined });
  if (!Number.isSafeInteger(id) || id <= 0) return data({ toast: { type: 'error' as const, message: am.notFound } }, reshow);
  if (!input.success) return data({ toast: { type: 'error' as const, message: input.error.issues[0]?.message ?? am.reasonRequired } }, reshow);
  try {
    await services(context).applications.decide(id, input.data, user.id);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
  const back = new URL(request.url);
  return redirectWithFlash(
    `/admin/applications${back.search}`,
    { type: 'success', message: am.decided[input.data.decision] },
    requestInfo(context).secureCookies,
  );
}

export default function AdminApplications({ loaderData, actionData }: Route.ComponentProps) {
  const { rows, counts, status } = loaderData;
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{am.queueTitle}</h1>
      <StatusTabs label={am.filterLabel} all={am.all} statuses={APPLICATION_STATUSES} labels={am.statusLabels} counts={counts} current={status} />
      <div className="mt-6">
        <DataTable
          caption={status ? `${am.queueTitle}: ${am.statusLabels[status]}` : am.queueTitle}
          rows={rows}
          rowKey={(a) => a.id}
          empty={am.queueEmpty}
          columns={[
            { header: am.columns.id, cell: (a) => a.id },
            {
              header: am.columns.campaigner,
              cell: (a) => (
                <>
                  {a.name}
                  <span className="block text-xs text-muted">
                    {a.email} · {a.mobile}
                  </span>
                </>
              ),
            },
            {
              header: am.columns.campaign,
              cell: (a) => (
                <>
                  {a.title || '—'}
                  <span className="block text-xs text-muted">{a.cause.name}</span>
                </>
              ),
            },
            { header: am.columns.applied, cell: (a) => formatDate(a.createdAt) },
            {
              header: am.columns.status,
              cell: (a) => (
                <>
                  {am.statusLabels[a.status]}
                  {a.reason ? <span className="block text-xs text-muted">{a.reason}</span> : null}
                  {a.campaign?.status === 'draft' ? <span className="block text-xs text-muted">{am.draftLabel}</span> : null}
                  {a.campaign && a.campaign.status !== 'draft' ? (
                    <span className="block text-xs text-muted" data-live={a.campaign.slug}>
                      {am.liveLabel} <a href={`/campaigns/${a.campaign.slug}`}>/campaigns/{a.campaign.slug}</a>
                    </span>
                  ) : null}
                </>
              ),
            },
            {
              header: am.columns.decision,
              cell: (a) =>
                a.campaign?.status === 'draft' ? (
                  <div className="flex flex-wrap gap-2">
                    <a href={`/my-campaigns/${a.campaign.id}`} className="btn-quiet min-h-11" aria-label={`${em.edit}: ${a.name}`}>
                      {em.edit}
                    </a>
                    <Form method="post" preventScrollReset>
                      <input type="hidden" name="intent" value="publish" />
                      <input type="hidden" name="campaignId" value={a.campaign.id} />
                      <button type="submit" className="btn-primary min-h-11" aria-label={`${em.publish}: ${a.name}`}>
                        {em.publish}
                      </button>
                    </Form>
                  </div>
                ) : (
                  <Decide id={a.id} status={a.status} name={a.name} />
                ),
            },
          ]}
        />
      </div>
      <PageLinks path="/admin/applications" search={loaderData.search} next={loaderData.next} />
    </>
  );
}

function Decide({ id, status, name }: { id: number; status: ApplicationStatus; name: string }) {
  if (status === 'approved' || status === 'rejected') return <span className="text-muted">—</span>;
  return (
    <div className="flex flex-wrap items-start gap-2">
      {status === 'submitted' ? (
        <Form method="post" preventScrollReset>
          <input type="hidden" name="id" value={id} />
          <button type="submit" name="decision" value="under_review" className="btn-quiet min-h-11" aria-label={`${am.startReview}: ${name}`}>
            {am.startReview}
          </button>
        </Form>
      ) : null}
      <Form method="post" preventScrollReset>
        <input type="hidden" name="id" value={id} />
        <button type="submit" name="decision" value="approved" className="btn-primary min-h-11" aria-label={`${am.approve}: ${name}`}>
          {am.approve}
        </button>
      </Form>
      <details className="w-full">
        <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold text-accent-800">{am.rejectOpen}</summary>
        <Form method="post" preventScrollReset className="mt-2 space-y-2">
          <input type="hidden" name="id" value={id} />
          <label htmlFor={`reason-${id}`} className="block text-sm font-semibold">
            {am.reasonLabel}
          </label>
          <textarea id={`reason-${id}`} name="reason" rows={3} maxLength={1000} required className="w-full rounded-xl border border-stone-400 p-3 text-base" />
          <button type="submit" name="decision" value="rejected" className="btn-quiet min-h-11" aria-label={`${am.reject}: ${name}`}>
            {am.reject}
          </button>
        </Form>
      </details>
    </div>
  );
}
