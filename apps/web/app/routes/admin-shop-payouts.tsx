// Vendors' withdrawals in the console (issue 25): record the bank transfer's UTR, or refuse with
// a reason (the amount goes back to the vendor's payable). With RazorpayX set up (decision 0051)
// the first button approves it and RazorpayX pays it; its webhook marks it paid or returned.
// Above SHOP_PAYOUT_SECOND_APPROVAL_RUPEES two staff members decide (issue 38): the first one's
// button only approves, and the page shows it waiting for a second approval; a different staff
// member then pays it. Plain forms, so it all works without JavaScript. Audited and emailed by the service.
// Shown the whole account, a staff member is paying it by hand (issue 44): nobody else refuses it
// or sends it through RazorpayX until they record the UTR or release it.
import {
  buyingText as bt,
  formatDateTime,
  formatINR,
  PAYOUT_STATUSES,
  type PayoutAccount,
  type PayoutRow,
  payoutDecisionInput,
  rowId,
  STAFF_ROLES,
  shopConsoleText as t,
} from '@sahyog/core';
import { data, redirect } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { FilterTabs } from '../components/FilterTabs.tsx';
import { RefuseForm } from '../components/RefuseForm.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-payouts';

export const meta: Route.MetaFunction = () => [{ title: t.payoutsTitle }, { name: 'robots', content: 'noindex' }];

type Status = (typeof PAYOUT_STATUSES)[number];
const isStatus = (v: string): v is Status => (PAYOUT_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? 'requested';
  const shop = services(context).shop;
  // ?account=<id>: the whole account number of a withdrawal this staff member holds to pay by hand
  // (claimed by the form below, a POST: a link from elsewhere never claims one), audited.
  const accountFor = rowId(url.searchParams.get('account'));
  const account =
    accountFor === null
      ? null
      : await shop.payoutAccount(user.id, accountFor).then(
          (a) => ({ id: accountFor, ...a }),
          () => null,
        );
  return {
    payouts: await shop.adminPayouts(isStatus(status) ? status : undefined),
    status: isStatus(status) ? status : '',
    viaRazorpayX: shop.payoutsThroughRazorpayX(),
    account,
    secondApprovalPaise: shop.payoutSecondApprovalPaise(),
    me: user.id,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const id = Number(form.id);
  if (!(Number.isSafeInteger(id) && id > 0)) throw data('Not found', { status: 404 });
  const fail = (message: string) => redirectWithFlash('/admin/shop/payouts', { type: 'error', message }, info.secureCookies);
  if (form.intent === 'account') {
    try {
      await services(context).shop.claimPayout(user.id, id);
      return redirect(`/admin/shop/payouts?status=requested&account=${id}#payout-${id}`);
    } catch (caught) {
      return fail(expected(caught).message);
    }
  }
  if (form.intent === 'release') {
    try {
      await services(context).shop.releasePayout({ id: user.id, admin: user.role === 'admin' }, id);
      return redirectWithFlash('/admin/shop/payouts', { type: 'success', message: t.released }, info.secureCookies);
    } catch (caught) {
      return fail(expected(caught).message);
    }
  }
  const r = check(payoutDecisionInput, form);
  if (!r.ok) return fail(Object.values(r.errors)[0] ?? t.reason);
  try {
    const decided = await services(context).shop.decidePayout(user.id, id, r.data);
    return redirectWithFlash(
      '/admin/shop/payouts',
      { type: 'success', message: decided.awaitingSecondApproval ? t.firstApproved : r.data.decision === 'approve' ? t.sentToRazorpayX : t.decided },
      info.secureCookies,
    );
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminShopPayouts({ loaderData }: Route.ComponentProps) {
  const { payouts, status, viaRazorpayX, account, secondApprovalPaise, me } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.payoutsTitle} lead={`${viaRazorpayX ? t.payoutsLeadRazorpayX : t.payoutsLead} ${t.needsTwo(formatINR(secondApprovalPaise))}`} />
      <FilterTabs
        label={t.payoutsTitle}
        tabs={PAYOUT_STATUSES.map((s) => ({ value: s, label: bt.payoutStatus[s] }))}
        current={status}
        href={(v) => `/admin/shop/payouts?status=${v}`}
      />
      {payouts.length === 0 ? (
        <p className="card mt-4 p-6 text-center">{t.noPayouts}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {payouts.map((p) => {
            const byHand = p.status === 'requested' ? (p.payingByHand ?? null) : null;
            const someoneElse = byHand !== null && byHand.staffId !== me;
            return (
              <li key={p.id} id={`payout-${p.id}`} className="card p-4 text-sm">
                <div className="flex flex-wrap items-baseline justify-between gap-2">
                  <h2 className="text-base font-bold">
                    {p.vendorName}: {formatINR(p.amountPaise)}
                  </h2>
                  <span className="font-semibold">{p.awaitingSecondApproval ? t.awaitingSecondApproval : bt.payoutStatus[p.status]}</span>
                </div>
                <p className="text-muted">
                  {t.requested}: {formatDateTime(p.requestedAt)}
                  {p.utr ? ` · UTR ${p.utr}` : ''}
                  {p.providerPayoutId ? ` · ${t.razorpayXPayout} ${p.providerPayoutId}` : ''}
                  {p.note ? ` · ${p.note}` : ''}
                </p>
                {p.payTo ? (
                  <PayTo
                    payoutId={p.id}
                    payTo={account?.id === p.id ? account : p.payTo}
                    canReveal={p.status === 'requested' && account?.id !== p.id && !someoneElse && mayPay(p, me)}
                  />
                ) : null}
                {someoneElse ? <p className="mt-1 font-semibold">{t.payingByHandSince(formatDateTime(byHand.since))}</p> : null}
                {byHand && !someoneElse ? (
                  <Form method="post" preventScrollReset className="mt-2 flex flex-wrap items-center gap-3">
                    <span className="font-semibold">{t.payingByHandYou}</span>
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="intent" value="release" />
                    <button type="submit" className="btn-secondary" aria-label={`${t.releaseClaim}: ${p.vendorName} ${formatINR(p.amountPaise)}`}>
                      {t.releaseClaim}
                    </button>
                  </Form>
                ) : null}
                {/* Issue 38: the shop's status now, and whether its sales have been coming back. */}
                <p className={p.shopStatus === 'approved' ? 'text-muted' : 'font-semibold text-red-800'}>
                  {t.shopState}: {t.shopStates[p.shopStatus ?? ''] ?? p.shopStatus}
                  {p.shopStatus && p.shopStatus !== 'approved' && p.status === 'requested' ? ` · ${t.shopSuspended}` : ''}
                </p>
                {p.recentReturns?.length ? (
                  <details className="mt-1">
                    <summary className="inline-flex min-h-11 cursor-pointer items-center">
                      {t.recentReturns} ({p.recentReturns.length})
                    </summary>
                    <ul className="text-muted">
                      {p.recentReturns.map((r) => (
                        <li key={`${r.reference}-${r.requestedAt}`}>
                          {formatDateTime(r.requestedAt)} · {r.reference} · {bt.returnStatus[r.status as keyof typeof bt.returnStatus] ?? r.status} ·{' '}
                          {formatINR(r.amountPaise)}
                        </li>
                      ))}
                    </ul>
                  </details>
                ) : (
                  <p className="text-muted">{t.noRecentReturns}</p>
                )}
                {/* Approved, but RazorpayX never confirmed taking it: the same payout is sent again. */}
                {viaRazorpayX && p.status === 'processing' && !p.providerPayoutId ? (
                  <Form method="post" preventScrollReset className="mt-3 flex flex-wrap items-center gap-3">
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="decision" value="approve" />
                    <button type="submit" className="btn-primary" aria-label={`${t.sendAgain}: ${p.vendorName} ${formatINR(p.amountPaise)}`}>
                      {t.sendAgain}
                    </button>
                    <span className="text-muted">{t.sendAgainHint}</span>
                  </Form>
                ) : null}
                {/* Two staff members above the amount (issue 38): the first approves, a different one pays. */}
                {p.status === 'requested' && p.secondApprovalNeeded && !p.awaitingSecondApproval ? <Approve payout={p} label={t.approveOnce} /> : null}
                {p.awaitingSecondApproval ? (
                  <p className="mt-2 font-semibold">{p.firstApprovedBy === me ? t.approvedOnceByYou : t.approvedOnceByOther}</p>
                ) : null}
                {p.status === 'requested' && viaRazorpayX && mayPay(p, me) && byHand === null ? <Approve payout={p} label={t.payThroughRazorpayX} /> : null}
                {p.status === 'requested' ? (
                  <div className="mt-3 grid gap-3 sm:grid-cols-2">
                    {!mayPay(p, me) ? null : viaRazorpayX ? (
                      <details>
                        <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{t.paidByHand}</summary>
                        <PaidByHand id={p.id} vendorName={p.vendorName ?? ''} amountPaise={p.amountPaise} />
                      </details>
                    ) : (
                      <PaidByHand id={p.id} vendorName={p.vendorName ?? ''} amountPaise={p.amountPaise} />
                    )}
                    {someoneElse ? null : (
                      <RefuseForm
                        id={p.id}
                        decision="rejected"
                        reasonName="note"
                        reasonLabel={t.reason}
                        maxLength={300}
                        button={t.refuse}
                        what={`${p.vendorName} ${formatINR(p.amountPaise)}`}
                      />
                    )}
                  </div>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}

/** Approve: once (above the amount two staff members decide), or to be paid through RazorpayX. */
function Approve({ payout, label }: { payout: PayoutRow; label: string }) {
  return (
    <Form method="post" preventScrollReset className="mt-3">
      <input type="hidden" name="id" value={payout.id} />
      <input type="hidden" name="decision" value="approve" />
      <button type="submit" className="btn-primary" aria-label={`${label}: ${payout.vendorName} ${formatINR(payout.amountPaise)}`}>
        {label}
      </button>
    </Form>
  );
}

/** The account staff transfer to: the number masked until asked for, for this one withdrawal (audited). */
function PayTo({ payoutId, payTo, canReveal }: { payoutId: number; payTo: PayoutAccount; canReveal: boolean }) {
  return (
    <div className="mt-1 break-words">
      <span className="font-semibold">{t.payTo}:</span>{' '}
      <span data-pay-to>{t.payToAccount(payTo.accountName, payTo.accountNumber, payTo.ifsc, payTo.bank ?? '')}</span>
      {canReveal ? (
        <Form method="post" preventScrollReset className="block">
          <input type="hidden" name="id" value={payoutId} />
          <input type="hidden" name="intent" value="account" />
          <button type="submit" className="inline-flex min-h-11 items-center text-left font-semibold text-accent-800 underline">
            {t.showAccount}
          </button>{' '}
          <span className="text-muted">{t.showAccountNote}</span>
        </Form>
      ) : null}
    </div>
  );
}

/** Whether this staff member may pay it now: below the amount, or approved once by someone else. */
function mayPay(p: PayoutRow, me: number): boolean {
  return !p.secondApprovalNeeded || (p.awaitingSecondApproval && p.firstApprovedBy !== me);
}

/** Staff paid it by bank transfer themselves: the UTR they copy from the bank. */
function PaidByHand({ id, vendorName, amountPaise }: { id: number; vendorName: string; amountPaise: number }) {
  return (
    <Form method="post" preventScrollReset className="flex items-end gap-2">
      <input type="hidden" name="id" value={id} />
      <input type="hidden" name="decision" value="paid" />
      <Field label={bt.utrLabel} name="utr" id={`utr-${id}`} required maxLength={30} className="flex-1" />
      <button type="submit" className="btn-primary" aria-label={`${t.markPaid}: ${vendorName} ${formatINR(amountPaise)}`}>
        {t.markPaid}
      </button>
    </Form>
  );
}
