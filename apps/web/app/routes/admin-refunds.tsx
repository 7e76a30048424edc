// An admin decides refund requests (staff see them): the donor's reason, the gift, and one form to refund (net of the
// gateway's charges; for UPI, with the reference of the transfer made back) or decline with a
// note the donor receives. Plain forms: no JavaScript needed.
import {
  ADMIN_ROLES,
  refundMessages as fm,
  formatDate,
  formatINR,
  parseAmount,
  type RefundView,
  refundByTransfer,
  refundDecisionInput,
  STAFF_ROLES,
  staffText,
} from '@sahyog/core';
import { data } from 'react-router';
import { PageLinks } from '../components/PageLinks.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { afterParam, fromCursor } from '../lib/paging.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-refunds';

export const meta: Route.MetaFunction = () => [{ title: fm.pageTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  // Staff see the requests; only an admin decides them (money going back out).
  const url = new URL(request.url);
  const page = await fromCursor(afterParam(url), (after) => services(context).refunds.list(after));
  return { refunds: page.items, next: page.next, search: url.search, canDecide: ADMIN_ROLES.includes(user.role) };
}

const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, ADMIN_ROLES);
  const form = await request.formData();
  const rupees = String(form.get('fee') ?? '').trim();
  // The charges are typed in rupees ("1,250.50", "₹ 500"), read by core's one amount rule.
  const feePaise = rupees === '' ? 0 : parseAmount(rupees);
  if (feePaise === null) return fail(fm.feeInvalid);
  const input = refundDecisionInput.safeParse({
    decision: form.get('decision'),
    feePaise,
    reference: String(form.get('reference') ?? '') || undefined,
    note: String(form.get('note') ?? '') || undefined,
  });
  if (!input.success) return fail(input.error.issues[0]?.message ?? fm.noteRequired);
  try {
    const done = await services(context).refunds.decide(Number(form.get('id')), input.data, user.id);
    const message = done.status === 'refunded' ? fm.refunded(formatINR(done.refundPaise ?? 0)) : fm.rejected;
    return redirectWithFlash('/admin/refunds', { type: 'success', message }, requestInfo(context).secureCookies);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminRefunds({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{fm.pageTitle}</h1>
      {loaderData.refunds.length === 0 ? (
        <p className="mt-6 text-muted">{fm.empty}</p>
      ) : (
        <ul className="mt-6 space-y-4">
          {loaderData.refunds.map((r) => (
            <RefundCard key={r.id} r={r} canDecide={loaderData.canDecide} />
          ))}
        </ul>
      )}
      <PageLinks path="/admin/refunds" search={loaderData.search} next={loaderData.next} />
    </>
  );
}

function RefundCard({ r, canDecide }: { r: RefundView; canDecide: boolean }) {
  return (
    <li className="card p-5 [overflow-wrap:anywhere]" aria-labelledby={`refund-${r.id}`}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={`refund-${r.id}`} className="text-lg font-semibold">
          {r.donorName} · {formatINR(r.totalPaise)}
        </h2>
        <span className="rounded-full bg-stone-100 px-2 py-0.5 text-sm font-medium text-stone-800">{fm.statusLabels[r.status]}</span>
      </div>
      <p className="mt-1 text-sm text-muted">
        {r.reference} · {r.method} · {staffText.paidOn(formatDate(r.paidAt))} · {staffText.askedOn(formatDate(r.createdAt))} · {r.campaignTitle} ·{' '}
        {r.donorEmail}
      </p>
      <p className="mt-3 whitespace-pre-line">{r.reason}</p>
      {r.status === 'refunded' ? (
        <p className="mt-2 text-sm">{fm.refunded(formatINR(r.refundPaise ?? 0))}</p>
      ) : r.note ? (
        <p className="mt-2 text-sm text-muted">{r.note}</p>
      ) : null}
      {r.status === 'requested' && !canDecide ? <p className="mt-3 text-sm text-muted">{fm.adminOnly}</p> : null}
      {r.status === 'requested' && canDecide ? (
        <Form method="post" preventScrollReset className="mt-4 grid gap-3 sm:grid-cols-2">
          <input type="hidden" name="id" value={r.id} />
          <label className="block text-sm">
            <span className="font-medium">{fm.feeLabel}</span>
            <input name="fee" type="text" inputMode="decimal" defaultValue="0" className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3" />
          </label>
          {/* Only a UPI gift goes back by a transfer staff make; a gateway payment goes back through it. */}
          {refundByTransfer(r.method) ? (
            <label className="block text-sm">
              <span className="font-medium">{fm.referenceLabel}</span>
              <span className="block text-muted">{fm.referenceHint}</span>
              <input name="reference" maxLength={60} className="mt-1 min-h-11 w-full rounded-lg border border-stone-400 px-3" />
            </label>
          ) : (
            <p className="self-end text-sm text-muted">{fm.gatewayHow}</p>
          )}
          <label className="block text-sm sm:col-span-2">
            <span className="font-medium">{fm.noteLabel}</span>
            <textarea name="note" rows={2} maxLength={1000} className="mt-1 w-full rounded-lg border border-stone-400 p-3" />
          </label>
          <div className="flex flex-wrap gap-2 sm:col-span-2">
            <button type="submit" name="decision" value="refund" className="btn-primary min-h-11" aria-label={`${fm.refund}: ${r.reference}`}>
              {fm.refund}
            </button>
            <button type="submit" name="decision" value="reject" className="btn-quiet min-h-11" aria-label={`${fm.reject}: ${r.reference}`}>
              {fm.reject}
            </button>
          </div>
        </Form>
      ) : null}
    </li>
  );
}
