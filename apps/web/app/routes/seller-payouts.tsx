// The vendor's money (issue 25): what is payable now and how it is made (sales delivered, the
// foundation's commission, GST TCS, income-tax TDS, refunds, withdrawals), a withdrawal form,
// past withdrawals, sales by month and each month's statement as CSV.
import { buyingText as bt, DISPUTE_WINDOW_DAYS, formatDate, formatINR, payoutInput } from '@sahyog/core';
import { data } from 'react-router';
import { Field } from '../components/Field.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, redirect } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-payouts';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: bt.payoutsTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const view = await services(context).shop.sellerMoney(user.id);
  if (!view) throw redirect('/seller');
  return data(view, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const r = check(payoutInput, formObject(await request.formData()));
  if (!r.ok) return redirectWithFlash('/seller/payouts', { type: 'error', message: Object.values(r.errors)[0] ?? bt.amountInvalid }, info.secureCookies);
  try {
    await services(context).shop.requestPayout(user.id, r.data.amount);
    return redirectWithFlash('/seller/payouts', { type: 'success', message: bt.withdrawAsked(formatINR(r.data.amount)) }, info.secureCookies);
  } catch (caught) {
    return redirectWithFlash('/seller/payouts', { type: 'error', message: expected(caught).message }, info.secureCookies);
  }
}

export default function SellerPayouts({ loaderData }: Route.ComponentProps) {
  const { money: m, minimumPaise, byMonth, payouts, statementMonths, held, deliveryAssumedDays } = loaderData;
  const parts: [string, number, boolean][] = [
    [bt.sales, m.salePaise, false],
    [bt.commission, m.commissionPaise, true],
    [bt.tcs, m.tcsPaise, true],
    [bt.tds, m.tdsPaise, true],
    [bt.refunds, m.refundsPaise, true],
    [bt.payoutsPaid, m.payoutsPaise, true],
  ];
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{bt.payoutsTitle}</h1>
        <p className="mt-1 text-muted">{bt.payoutsLead}</p>
      </div>
      <SellerNav current="payouts" />
      <section aria-labelledby="payable" className="card p-5">
        <p id="payable" className="text-sm font-semibold text-muted">
          {bt.payable}
        </p>
        <p className="text-3xl font-bold tabular-nums">{formatINR(m.payablePaise)}</p>
        <dl className="mt-4 divide-y divide-line text-sm">
          {parts.map(([label, paise, minus]) => (
            <div key={label} className="flex justify-between gap-3 py-2">
              <dt>{label}</dt>
              <dd className="tabular-nums">
                {minus && paise ? '− ' : ''}
                {formatINR(paise)}
              </dd>
            </div>
          ))}
          {m.heldPaise ? (
            <div className="flex justify-between gap-3 py-2 text-muted">
              <dt>{bt.heldTotal}</dt>
              <dd className="tabular-nums">− {formatINR(m.heldPaise)}</dd>
            </div>
          ) : null}
          <div className="flex justify-between gap-3 py-2 font-semibold">
            <dt>{bt.withdrawableNow}</dt>
            <dd className="tabular-nums">{formatINR(m.withdrawablePaise)}</dd>
          </div>
          {m.pendingPayoutsPaise ? (
            <div className="flex justify-between gap-3 py-2 text-muted">
              <dt>{bt.payoutsPending}</dt>
              <dd className="tabular-nums">{formatINR(m.pendingPayoutsPaise)}</dd>
            </div>
          ) : null}
        </dl>
        <Form method="post" className="mt-4 flex flex-wrap items-end gap-3 border-t border-line pt-4">
          <Field
            label={bt.withdrawAmount}
            name="amount"
            inputMode="decimal"
            maxLength={14}
            hint={bt.withdrawHint(formatINR(minimumPaise))}
            className="w-full sm:w-64"
            required
          />
          <button type="submit" className="btn-primary min-h-12" disabled={m.withdrawablePaise < minimumPaise}>
            {bt.withdraw}
          </button>
        </Form>
      </section>

      <section aria-labelledby="held-list" className="card p-5">
        <h2 id="held-list" className="text-lg font-bold">
          {bt.heldTitle}
        </h2>
        <p className="mt-1 text-sm text-muted">{bt.heldLead(DISPUTE_WINDOW_DAYS, deliveryAssumedDays)}</p>
        {held.length ? (
          <ul className="mt-2 divide-y divide-line text-sm">
            {held.map((h) => (
              <li key={h.reference} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  <span className="font-semibold">{h.reference}</span> ·{' '}
                  {h.reason === 'windows' && h.freesAt
                    ? bt.heldFreesOn(formatDate(h.freesAt))
                    : bt.heldReasons[h.reason as 'unproven' | 'return' | 'dispute' | 'review']}
                </span>
                <span className="font-semibold tabular-nums">{formatINR(h.amountPaise)}</span>
              </li>
            ))}
          </ul>
        ) : null}
      </section>

      <section aria-labelledby="payouts-list" className="card p-5">
        <h2 id="payouts-list" className="text-lg font-bold">
          {bt.payoutsPaid}
        </h2>
        {payouts.length === 0 ? (
          <p className="mt-2 text-muted">{bt.noPayouts}</p>
        ) : (
          <ul className="mt-2 divide-y divide-line text-sm">
            {payouts.map((p) => (
              <li key={p.id} className="flex flex-wrap justify-between gap-2 py-2">
                <span>
                  {formatDate(p.requestedAt)} · <span className="font-semibold">{bt.payoutStatus[p.status]}</span>
                  {p.utr ? ` · UTR ${p.utr}` : ''}
                  {p.note ? <span className="block text-red-800">{p.note}</span> : null}
                </span>
                <span className="font-semibold tabular-nums">{formatINR(p.amountPaise)}</span>
              </li>
            ))}
          </ul>
        )}
      </section>

      <section aria-labelledby="by-month" className="card p-5">
        <h2 id="by-month" className="text-lg font-bold">
          {bt.byMonth}
        </h2>
        {byMonth.length ? (
          <table className="mt-2 w-full text-left text-sm">
            <thead>
              <tr className="border-b border-line">
                <th className="py-2">{bt.month}</th>
                <th className="py-2 text-right">{bt.sales}</th>
                <th className="py-2 text-right">{bt.refunds}</th>
                <th className="py-2 text-right">{bt.commission}</th>
              </tr>
            </thead>
            <tbody>
              {byMonth.map((r) => (
                <tr key={r.month} className="border-b border-line last:border-0">
                  <td className="py-2">{r.month}</td>
                  <td className="py-2 text-right tabular-nums">{formatINR(r.salesPaise)}</td>
                  <td className="py-2 text-right tabular-nums">{formatINR(r.refundsPaise)}</td>
                  <td className="py-2 text-right tabular-nums">{formatINR(r.commissionPaise)}</td>
                </tr>
              ))}
            </tbody>
          </table>
        ) : (
          <p className="mt-2 text-muted">{bt.sellerNoOrders}</p>
        )}
        <h3 className="mt-5 font-semibold">{bt.statements}</h3>
        <ul className="mt-1 flex flex-wrap gap-x-4 text-sm">
          {statementMonths.map((month) => (
            <li key={month}>
              <a href={`/seller/payouts/statement?month=${month}`} className="inline-flex min-h-11 items-center" download>
                {bt.statementCsv(month)}
              </a>
            </li>
          ))}
        </ul>
      </section>
    </div>
  );
}
