// Vendors' withdrawals in the console (issue 25): record the bank transfer's UTR, or refuse with
// a reason (the amount goes back to the vendor's payable). Audited and emailed by the service.
import { buyingText as bt, formatDateTime, formatINR, PAYOUT_STATUSES, payoutDecisionInput, STAFF_ROLES, shopConsoleText as t } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { FilterTabs } from '../components/FilterTabs.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-payouts';

export const meta: Route.MetaFunction = () => [{ title: t.payoutsTitle }, { name: 'robots', content: 'noindex' }];

type Status = (typeof PAYOUT_STATUSES)[number];
const isStatus = (v: string): v is Status => (PAYOUT_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const status = new URL(request.url).searchParams.get('status') ?? 'requested';
  return { payouts: await services(context).shop.adminPayouts(isStatus(status) ? status : undefined), status: isStatus(status) ? status : '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const id = Number(form.id);
  if (!(Number.isSafeInteger(id) && id > 0)) throw data('Not found', { status: 404 });
  const fail = (message: string) => redirectWithFlash('/admin/shop/payouts', { type: 'error', message }, info.secureCookies);
  const r = check(payoutDecisionInput, form);
  if (!r.ok) return fail(Object.values(r.errors)[0] ?? t.reason);
  try {
    await services(context).shop.decidePayout(user.id, id, r.data);
    return redirectWithFlash('/admin/shop/payouts', { type: 'success', message: t.decided }, info.secureCookies);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminShopPayouts({ loaderData }: Route.ComponentProps) {
  const { payouts, status } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.payoutsTitle} lead={t.payoutsLead} />
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
          {payouts.map((p) => (
            <li key={p.id} className="card p-4 text-sm">
              <div className="flex flex-wrap items-baseline justify-between gap-2">
                <h2 className="text-base font-bold">
                  {p.vendorName}: {formatINR(p.amountPaise)}
                </h2>
                <span className="font-semibold">{bt.payoutStatus[p.status]}</span>
              </div>
              <p className="text-muted">
                {t.requested}: {formatDateTime(p.requestedAt)}
                {p.utr ? ` · UTR ${p.utr}` : ''}
                {p.note ? ` · ${p.note}` : ''}
              </p>
              {p.status === 'requested' ? (
                <div className="mt-3 grid gap-3 sm:grid-cols-2">
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="decision" value="paid" />
                    <Field label={bt.utrLabel} name="utr" id={`utr-${p.id}`} required maxLength={30} className="flex-1" />
                    <button type="submit" className="btn-primary" aria-label={`${t.markPaid}: ${p.vendorName} ${formatINR(p.amountPaise)}`}>
                      {t.markPaid}
                    </button>
                  </Form>
                  <Form method="post" className="flex items-end gap-2">
                    <input type="hidden" name="id" value={p.id} />
                    <input type="hidden" name="decision" value="rejected" />
                    <Field label={t.reason} name="note" id={`note-${p.id}`} required maxLength={300} className="flex-1" />
                    <button type="submit" className="btn-quiet" aria-label={`${t.refuse}: ${p.vendorName} ${formatINR(p.amountPaise)}`}>
                      {t.refuse}
                    </button>
                  </Form>
                </div>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
