// Campaigners' updates waiting for staff (issue 26): each with its campaign, its words (the HTML
// stored, already escaped), and the other sites it names, flagged; approve (on the page, emailed
// within the day's limit; optionally trust the campaign from now on) or refuse with a reason.
import { campaignEditorMessages as em, formatDateTime, rowId, STAFF_ROLES, updateReviewInput } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { RefuseForm } from '../components/RefuseForm.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-updates';

export const meta: Route.MetaFunction = () => [{ title: em.reviewTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { updates: await services(context).campaigner.pendingUpdates() };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const id = rowId(form.id) ?? 0;
  if (!id) throw data(em.updateDecided, { status: 404 });
  const back = (type: 'success' | 'error', message: string) => redirectWithFlash('/admin/updates', { type, message }, info.secureCookies);
  const r = check(updateReviewInput, form);
  if (!r.ok) return back('error', Object.values(r.errors)[0] ?? em.updateRejectReasonRequired);
  try {
    const done = await services(context).campaigner.reviewUpdate(user.id, id, r.data);
    return back('success', done.status === 'rejected' ? em.reviewRejected : done.emailed ? em.reviewApproved : em.updateNotEmailed);
  } catch (caught) {
    return back('error', expected(caught).message);
  }
}

export default function AdminUpdates({ loaderData }: Route.ComponentProps) {
  const { updates } = loaderData;
  return (
    <>
      <ConsoleHeader title={em.reviewTitle} lead={em.reviewLead} />
      {updates.length === 0 ? (
        <p className="card mt-6 p-6 text-center">{em.reviewEmpty}</p>
      ) : (
        <ul className="mt-6 space-y-3">
          {updates.map((u) => (
            <li key={u.id} className="card p-4 text-sm">
              <p className="text-muted">
                <Link to={`/campaigns/${u.campaignSlug}`}>{u.campaignTitle}</Link> · {formatDateTime(u.createdAt)}
              </p>
              <h2 className="mt-1 text-base font-bold">{u.title}</h2>
              {/* Stored escaped: the campaigner's text is never markup. */}
              <div className="prose-body mt-2" dangerouslySetInnerHTML={{ __html: u.bodyHtml }} />
              {u.titleHi ? (
                <div lang="hi" className="mt-3 border-t border-line pt-3">
                  <p className="font-semibold">{u.titleHi}</p>
                  <div className="prose-body mt-1" dangerouslySetInnerHTML={{ __html: u.bodyHtmlHi ?? '' }} />
                </div>
              ) : null}
              {u.outsideHosts.length ? (
                <p className="mt-3 rounded-xl bg-amber-50 p-3 font-semibold text-amber-950">
                  {em.links}: {u.outsideHosts.join(', ')}
                </p>
              ) : null}
              {u.paymentDetails.length ? (
                <div className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-950">
                  <p className="font-semibold">{em.paymentDetails}</p>
                  <ul className="mt-1 space-y-0.5">
                    {u.paymentDetails.map((d) => (
                      <li key={`${d.kind}:${d.value}`}>
                        {em.paymentKinds[d.kind]}: <span className="font-mono">{d.value}</span>
                      </li>
                    ))}
                  </ul>
                </div>
              ) : null}
              <div className="mt-3 grid gap-3 sm:grid-cols-2">
                <Form method="post" preventScrollReset className="space-y-2">
                  <input type="hidden" name="id" value={u.id} />
                  <input type="hidden" name="decision" value="approve" />
                  <label className="flex items-start gap-2">
                    <input type="checkbox" name="trust" className="mt-1 h-5 w-5 shrink-0" /> {em.trustCampaign}
                  </label>
                  <button type="submit" className="btn-primary" aria-label={`${em.approveUpdate}: ${u.title}`}>
                    {em.approveUpdate}
                  </button>
                </Form>
                <RefuseForm
                  id={u.id}
                  decision="reject"
                  reasonName="reason"
                  reasonLabel={em.rejectReason}
                  maxLength={500}
                  button={em.rejectUpdate}
                  what={u.title}
                />
              </div>
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
