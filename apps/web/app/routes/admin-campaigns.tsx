// Campaigns in the console (issue 11): find by title or address, filter by status and category;
// publish, take offline, close or reopen; featured on home and order. The words and photos are
// edited in the campaign's editor, which staff may open for any campaign. Plain forms.
import {
  CAMPAIGN_STATUSES,
  CATEGORIES,
  type CampaignAdminView,
  type CampaignStatus,
  contentLanguageMessages as cl,
  campaignAdminMessages as cm,
  formatINR,
  pagingMessages as pm,
  STAFF_ROLES,
  staffText,
} from '@sahyog/core';
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
import type { Route } from './+types/admin-campaigns';

export const meta: Route.MetaFunction = () => [{ title: cm.pageTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is CampaignStatus => (CAMPAIGN_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const q = (url.searchParams.get('q') ?? '').slice(0, 100);
  const status = url.searchParams.get('status') ?? '';
  const category = Number(url.searchParams.get('category') ?? '');
  const categoryId = CATEGORIES.some((c) => c.id === category) ? category : undefined;
  const page = await fromCursor(afterParam(url), (after) =>
    services(context).campaigns.list({ q, status: isStatus(status) ? status : undefined, categoryId, after }),
  );
  return { campaigns: page.items, next: page.next, search: url.search, q, status: isStatus(status) ? status : '', category: categoryId ?? '' };
}

const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = await request.formData();
  const id = Number(form.get('id'));
  const { campaigns } = services(context);
  try {
    let message: string;
    if (form.get('intent') === 'placement') {
      const sort = String(form.get('sort') ?? '').trim();
      if (!/^\d{1,4}$/.test(sort)) return fail(staffText.campaigns.orderInvalid);
      const c = await campaigns.setPlacement(id, { featured: form.get('featured') === 'on', sort: Number(sort) }, user.id);
      message = cm.placed(c.title);
    } else {
      const to = String(form.get('status') ?? '');
      if (!isStatus(to)) return fail(cm.notFound);
      const c = await campaigns.setStatus(id, to, user.id);
      message = cm.moved(c.title, cm.status[c.status]);
    }
    return redirectWithFlash(`/admin/campaigns${new URL(request.url).search}`, { type: 'success', message }, requestInfo(context).secureCookies);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

function StatusActions({ c }: { c: CampaignAdminView }) {
  const moves: { to: CampaignStatus; label: string }[] =
    c.status === 'draft'
      ? [{ to: 'published', label: cm.actions.published }]
      : c.status === 'published'
        ? [
            { to: 'draft', label: cm.actions.draft },
            { to: 'closed', label: cm.actions.closed },
          ]
        : [{ to: 'published', label: cm.reopen }];
  return (
    <Form method="post" className="flex flex-wrap gap-2">
      <input type="hidden" name="id" value={c.id} />
      {moves.map((m) => (
        <button key={m.to} type="submit" name="status" value={m.to} aria-label={`${m.label}: ${c.title}`} className="btn-quiet min-h-11 px-3 text-sm">
          {m.label}
        </button>
      ))}
    </Form>
  );
}

function Placement({ c }: { c: CampaignAdminView }) {
  return (
    <Form method="post" className="flex flex-wrap items-center gap-2">
      <input type="hidden" name="id" value={c.id} />
      <input type="hidden" name="intent" value="placement" />
      <label className="flex min-h-11 items-center gap-2 text-sm">
        <input type="checkbox" name="featured" defaultChecked={c.featured} className="h-5 w-5 accent-accent-700" aria-label={`${cm.featured}: ${c.title}`} />
        <span aria-hidden="true">{cm.featured}</span>
      </label>
      <input
        name="sort"
        inputMode="numeric"
        defaultValue={c.sort}
        maxLength={4}
        aria-label={`${cm.order}: ${c.title}`}
        className="min-h-11 w-20 rounded-xl border border-stone-400 bg-white px-3 text-sm"
      />
      <button type="submit" aria-label={`${cm.save}: ${c.title}`} className="btn-secondary min-h-11 px-3 text-sm">
        {cm.save}
      </button>
    </Form>
  );
}

export default function AdminCampaigns({ loaderData, actionData }: Route.ComponentProps) {
  const { campaigns, q, status, category } = loaderData;
  const s = staffText.campaigns;
  return (
    <>
      <ConsoleHeader title={cm.pageTitle} lead={cm.lead} toast={actionData?.toast} />
      <Form method="get" role="search" className="mt-6 flex flex-wrap items-end gap-3">
        <Field className="w-full sm:w-72" label={cm.search} name="q" type="search" defaultValue={q} maxLength={100} />
        <SelectField className="w-full sm:w-44" label={s.status} name="status" defaultValue={status}>
          <option value="">{cm.anyStatus}</option>
          {CAMPAIGN_STATUSES.map((st) => (
            <option key={st} value={st}>
              {cm.status[st]}
            </option>
          ))}
        </SelectField>
        <SelectField className="w-full sm:w-48" label={s.category} name="category" defaultValue={String(category)}>
          <option value="">{cm.anyCategory}</option>
          {CATEGORIES.map((c) => (
            <option key={c.id} value={c.id}>
              {c.name}
            </option>
          ))}
        </SelectField>
        <button type="submit" className="btn-primary min-h-12">
          {cm.find}
        </button>
      </Form>
      <div className="mt-6">
        <DataTable<CampaignAdminView>
          caption={`${s.count(campaigns.length)}${loaderData.next ? pm.onThisPage : ''}`}
          rows={campaigns}
          rowKey={(c) => c.id}
          empty={cm.none}
          columns={[
            {
              header: s.campaign,
              cell: (c) => (
                <div className="min-w-0">
                  <span className="block font-medium">{c.title}</span>
                  <span className="block text-muted">
                    {c.categoryName}
                    {c.monthlyCause ? ` · ${s.monthlyCause}` : ''}
                    {` · ${c.hasHindi ? cl.hasHindi : cl.noHindi}`}
                  </span>
                  <span className="mt-1 flex gap-4 text-sm font-semibold text-accent-800">
                    <Link to={`/my-campaigns/${c.id}`} aria-label={`${cm.edit}: ${c.title}`}>
                      {cm.edit}
                    </Link>
                    {c.status !== 'draft' ? (
                      <a href={`/campaigns/${c.slug}`} aria-label={`${cm.view}: ${c.title}`}>
                        {cm.view}
                      </a>
                    ) : null}
                  </span>
                </div>
              ),
            },
            { header: s.status, cell: (c) => <span data-status={c.status}>{cm.status[c.status]}</span> },
            {
              header: s.raised,
              align: 'right',
              cell: (c) => (
                <span className="tabular-nums">
                  {formatINR(c.raisedPaise)} <span className="text-muted">{s.ofGoal(formatINR(c.goalPaise))}</span>
                </span>
              ),
            },
            { header: s.backers, align: 'right', cell: (c) => c.backers },
            { header: s.placement, cell: (c) => <Placement c={c} /> },
            { header: s.actions, cell: (c) => <StatusActions c={c} /> },
          ]}
        />
      </div>
      <PageLinks path="/admin/campaigns" search={loaderData.search} next={loaderData.next} />
    </>
  );
}
