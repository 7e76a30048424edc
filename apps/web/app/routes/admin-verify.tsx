// Staff match UPI payments with the bank statement: confirm (the donation counts and the donor
// is thanked) or mark not received. Searching, the bank statement import and marking failed are on /admin/donations.
import { formatDate, formatINR, givingMessages as gm, REFERENCE_RE, STAFF_ROLES, staffText, checkoutText as t, verifyInput } from '@sahyog/core';
import { data } from 'react-router';
import { DataTable } from '../components/DataTable.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-verify';

export const meta: Route.MetaFunction = () => [{ title: t.verifyTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  return { pending: await services(context).giving.pendingVerifications() };
}

export async function action({ context, request }: Route.ActionArgs) {
  // Actions do not run the layout's loader: the role is checked here too.
  const { user } = requireUser(context, request, STAFF_ROLES);
  const form = formObject(await request.formData());
  const ref = form.reference ?? '';
  // The decision names the UTR shown beside it: a UTR the donor changed since is refused.
  const input = verifyInput.safeParse({ decision: form.decision, utr: form.utr ?? '' });
  if (!REFERENCE_RE.test(ref)) return data({ toast: { type: 'error' as const, message: gm.orderNotFound } }, reshow);
  if (!input.success) return data({ toast: { type: 'error' as const, message: input.error.issues[0]?.message ?? gm.verifyUtr } }, reshow);
  const { decision, utr } = input.data;
  try {
    await services(context).giving.verifyOrder(ref, decision, utr, user.id);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
  const message = `${decision === 'paid' ? gm.verified : gm.rejected} (${ref})`;
  return redirectWithFlash('/admin/verify', { type: 'success', message }, requestInfo(context).secureCookies);
}

export default function AdminVerify({ loaderData, actionData }: Route.ComponentProps) {
  return (
    <>
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.verifyTitle}</h1>
      <p className="mt-2 max-w-2xl text-muted">{t.verifyHint}</p>
      <div className="mt-6">
        <DataTable
          caption={t.verifyTitle}
          rows={loaderData.pending}
          rowKey={(p) => p.reference}
          empty={t.verifyNone}
          columns={[
            // The UTR is read digit by digit against the bank statement: one piece, never broken.
            { header: staffText.verify.utr, cell: (p) => <span className="whitespace-nowrap font-mono">{p.utr}</span> },
            { header: staffText.verify.amount, cell: (p) => formatINR(p.totalPaise), align: 'right' },
            {
              header: staffText.verify.donor,
              cell: (p) => (
                <div className="min-w-0">
                  {p.donorName}
                  <span className="block text-xs text-muted">
                    {p.donorEmail} · {p.donorMobile}
                  </span>
                </div>
              ),
            },
            { header: staffText.verify.campaign, cell: (p) => p.campaignTitle },
            { header: staffText.verify.submitted, cell: (p) => <span className="whitespace-nowrap">{formatDate(p.submittedAt)}</span> },
            {
              header: staffText.verify.decision,
              cell: (p) => (
                <div className="flex flex-wrap gap-2">
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="reference" value={p.reference} />
                    <input type="hidden" name="utr" value={p.utr} />
                    <button
                      type="submit"
                      name="decision"
                      value="paid"
                      className="btn-primary min-h-11 whitespace-nowrap"
                      aria-label={`${t.confirmPaid}: UTR ${p.utr}`}
                    >
                      {t.confirmPaid}
                    </button>
                  </Form>
                  <Form method="post" preventScrollReset>
                    <input type="hidden" name="reference" value={p.reference} />
                    <input type="hidden" name="utr" value={p.utr} />
                    <button
                      type="submit"
                      name="decision"
                      value="rejected"
                      className="btn-quiet min-h-11 whitespace-nowrap"
                      aria-label={`${t.rejectPaid}: UTR ${p.utr}`}
                    >
                      {t.rejectPaid}
                    </button>
                  </Form>
                </div>
              ),
            },
          ]}
        />
      </div>
    </>
  );
}
