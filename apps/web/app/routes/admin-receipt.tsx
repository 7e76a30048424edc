// One issued receipt for staff: what it says, its document, and the two things done to it after
// issue: email it again, or correct it (a new receipt with a new number cancels this one).
import { formatDate, formatINR, type ReceiptView, receiptCorrectionInput, receiptMessages as rm, STAFF_ROLES, splitDonorId } from '@sahyog/core';
import { data } from 'react-router';
import { CorrectForm, DocumentState } from '../components/ReceiptParts.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { idParam } from '../lib/params.server.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-receipt';

export const meta: Route.MetaFunction = ({ loaderData: d }) => [
  { title: d ? rm.receiptTitle(d.receipt.number) : rm.pageTitle },
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request, params }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const receipt = await services(context).receipts.one(idParam(params.id));
  if (!receipt) throw new Response('Not found', { status: 404 });
  return { receipt };
}

const fail = (message: string) => data({ toast: { type: 'error' as const, message } }, reshow);

export async function action({ context, request, params }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const id = idParam(params.id);
  const form = await request.formData();
  const { receipts } = services(context);
  const secure = requestInfo(context).secureCookies;
  try {
    if (form.get('intent') === 'resend') {
      const r = await receipts.resend(id, user.id);
      return redirectWithFlash(`/admin/receipts/${id}`, { type: 'success', message: rm.resent(r.number, r.donorEmail) }, secure);
    }
    if (form.get('intent') === 'correct') {
      const text = (k: string) => String(form.get(k) ?? '').trim();
      const r = receiptCorrectionInput.safeParse({
        reason: text('reason'),
        ...(text('donorName') ? { donorName: text('donorName') } : {}),
        ...splitDonorId(text('donorId')),
        ...(text('address') ? { address: text('address') } : {}),
      });
      if (!r.success) return fail(r.error.issues[0]?.message ?? rm.correctReasonRequired);
      const old = (await receipts.one(id))?.number ?? '';
      const fresh = await receipts.correct(id, r.data, user.id);
      return redirectWithFlash(`/admin/receipts/${fresh.id}`, { type: 'success', message: rm.corrected(old, fresh.number) }, secure);
    }
    return fail(rm.notFound);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

function Row({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <div className="grid gap-1 py-2 sm:grid-cols-[10rem_minmax(0,1fr)]">
      <dt className="text-sm font-semibold text-muted">{label}</dt>
      <dd className="wrap-anywhere">{children}</dd>
    </div>
  );
}

export default function AdminReceipt({ loaderData, actionData }: Route.ComponentProps) {
  const r: ReceiptView = loaderData.receipt;
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <p>
        <Link to="/admin/receipts" className="text-sm font-semibold text-accent-800">
          ← {rm.backToReceipts}
        </Link>
      </p>
      <h1 className="mt-2 text-3xl font-bold tracking-tight">{rm.receiptTitle(r.number)}</h1>
      <div className="mt-6 grid gap-6 lg:grid-cols-[minmax(0,1fr)_22rem]">
        <section className="card p-5" aria-label={rm.receiptTitle(r.number)}>
          <dl className="divide-y divide-line">
            <Row label={rm.columns.date}>{formatDate(r.issuedAt)}</Row>
            <Row label={rm.columns.donor}>{r.donorName}</Row>
            <Row label={rm.columns.pan}>{r.donorId}</Row>
            <Row label={rm.columns.amount}>{formatINR(r.amountPaise)}</Row>
            <Row label={rm.columns.document}>
              <DocumentState r={r} />
              <a href={`/api/v1/me/receipts/${r.id}/pdf`} download className="mt-1 inline-flex min-h-11 items-center font-semibold text-accent-800">
                PDF
              </a>
            </Row>
          </dl>
        </section>
        {r.cancelledAt ? null : (
          <section className="card space-y-3 p-5" aria-label={rm.columns.action}>
            <Form method="post">
              <input type="hidden" name="intent" value="resend" />
              <button type="submit" className="btn-quiet min-h-11">
                {rm.resend}
              </button>
            </Form>
            <CorrectForm r={r} />
          </section>
        )}
      </div>
    </>
  );
}
