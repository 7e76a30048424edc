// Spending waiting for staff (issue 26): each payment a campaigner says they made, approved (by a
// second staff member too above the set amount; never past what the campaign raised and was
// added) or rejected with a reason. The service audits each decision.
import { formatDate, formatINR, STAFF_ROLES, spendDecisionInput, spendingText as st } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-spending';

export const meta: Route.MetaFunction = () => [{ title: st.queueTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { items: await services(context).spending.queue() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const id = /^[1-9]\d{0,12}$/.test(form.id ?? '') ? Number(form.id) : 0;
  if (!id) throw data(st.notFound, { status: 404 });
  const back = (type: 'success' | 'error', message: string) => redirectWithFlash('/admin/spending', { type, message }, info.secureCookies);
  const r = check(spendDecisionInput, form);
  if (!r.ok) return back('error', Object.values(r.errors)[0] ?? st.reasonRequired);
  try {
    const item = await services(context).spending.decide(user.id, id, r.data);
    return back('success', item.status === 'approved' ? st.approved : item.status === 'rejected' ? st.rejected : st.firstApproved);
  } catch (caught) {
    return back('error', expected(caught).message);
  }
}

export default function AdminSpending({ loaderData }: Route.ComponentProps) {
  const { items } = loaderData;
  return (
    <>
      <ConsoleHeader title={st.queueTitle} lead={st.queueLead} />
      {items.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{st.queueEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {items.map((i) => (
            <li key={i.id} className="card p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-base font-bold">
                  {i.description}
                  {i.quantity && i.unit ? <span className="font-normal text-muted"> · {`${i.quantity} ${i.unit}`}</span> : null}
                </h2>
                <p className="text-base font-bold tabular-nums">{formatINR(i.amountPaise)}</p>
              </div>
              <p className="mt-1 text-muted">
                {formatDate(`${i.date}T00:00:00+05:30`)} · {i.category} · {st.paidTo(i.payee)} · {st.campaign}:{' '}
                <Link to={`/campaigns/${i.campaign.slug}#spending`}>{i.campaign.title}</Link>
                {i.replacesId ? ` · ${st.corrects(i.replacesId)}` : ''}
              </p>
              {i.awaitingSecondApproval ? <p className="mt-2 font-semibold text-amber-900">{st.awaitingSecond}</p> : null}
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Form method="post">
                  <input type="hidden" name="id" value={i.id} />
                  <button
                    type="submit"
                    name="decision"
                    value="approve"
                    className="btn-primary"
                    aria-label={`${st.approve}: ${i.description} ${formatINR(i.amountPaise)}`}
                  >
                    {st.approve}
                  </button>
                </Form>
                <Form method="post" className="flex items-end gap-2">
                  <input type="hidden" name="id" value={i.id} />
                  <input type="hidden" name="decision" value="reject" />
                  <Field label={st.reasonLabel} name="reason" id={`reason-${i.id}`} required maxLength={500} className="flex-1" />
                  <button type="submit" className="btn-quiet" aria-label={`${st.reject}: ${i.description} ${formatINR(i.amountPaise)}`}>
                    {st.reject}
                  </button>
                </Form>
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
