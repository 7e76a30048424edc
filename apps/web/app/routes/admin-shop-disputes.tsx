// Buyers who asked the foundation to step in (issue 25), open ones first: each with its order,
// the seller's and the buyer's words, the return and its photos; staff refund the buyer or close
// it with a note both sides read. The service audits and emails the decision.
import {
  buyingText as bt,
  DISPUTE_STATUSES,
  type DisputeStatus,
  disputeDecisionInput,
  formatDateTime,
  formatINR,
  STAFF_ROLES,
  shopConsoleText as t,
} from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { TextAreaField } from '../components/Field.tsx';
import { FilterTabs } from '../components/FilterTabs.tsx';
import { OrderLines, OrderState, ReturnPhotos, ShipToBlock } from '../components/ShopOrderParts.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-disputes';

export const meta: Route.MetaFunction = () => [{ title: t.disputesTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is DisputeStatus => (DISPUTE_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const status = new URL(request.url).searchParams.get('status') ?? 'open';
  return { disputes: await services(context).shop.adminDisputes(isStatus(status) ? status : undefined), status: isStatus(status) ? status : '' };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const id = Number(form.id);
  if (!(Number.isSafeInteger(id) && id > 0 && id <= Number.MAX_SAFE_INTEGER)) throw data(t.disputeNotFound, { status: 404 });
  const fail = (message: string) => redirectWithFlash('/admin/shop/disputes', { type: 'error', message }, info.secureCookies);
  const r = check(disputeDecisionInput, form);
  if (!r.ok) return fail(Object.values(r.errors)[0] ?? t.resolutionRequired);
  try {
    await services(context).shop.decideDispute(user.id, id, r.data);
    return redirectWithFlash('/admin/shop/disputes', { type: 'success', message: t.disputeDecided }, info.secureCookies);
  } catch (caught) {
    return fail(expected(caught).message);
  }
}

export default function AdminShopDisputes({ loaderData }: Route.ComponentProps) {
  const { disputes, status } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.disputesTitle} lead={t.disputesLead} />
      <FilterTabs
        label={t.disputesTitle}
        tabs={DISPUTE_STATUSES.map((s) => ({ value: s, label: t.disputeStates[s] }))}
        current={status}
        href={(v) => `/admin/shop/disputes?status=${v}`}
      />
      {disputes.length === 0 ? (
        <p className="card mt-4 p-6 text-center">{t.noDisputes}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {disputes.map((d) => {
            const o = d.order;
            const left = o.totalPaise - o.refundDuePaise;
            return (
              <li key={d.id} className="card p-4 text-sm">
                <div className="flex flex-wrap items-start justify-between gap-2">
                  <div>
                    <h2 className="text-base font-bold">
                      <Link to={`/admin/shop/orders?q=${o.reference}`}>{bt.orderTitle(o.reference)}</Link>
                    </h2>
                    <p className="text-muted">
                      {t.opened} {formatDateTime(d.openedAt)} · {t.vendor}: {o.vendor.name} · {t.buyer}: {o.buyerName}
                    </p>
                  </div>
                  <OrderState status={o.status} />
                </div>
                <div className="mt-3 rounded-xl bg-amber-50 p-3 text-amber-950">
                  <p className="font-semibold">{t.buyerSays}</p>
                  <p className="whitespace-pre-line">{d.reason}</p>
                </div>
                <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_240px]">
                  <OrderLines order={o} links={false} />
                  <ShipToBlock to={o.shipTo} />
                </div>
                {o.courier && o.trackingNumber ? <p className="mt-2 font-semibold">{bt.tracking(o.courier, o.trackingNumber)}</p> : null}
                {o.return ? (
                  <div className="mt-2">
                    <p className="font-semibold">{bt.returnStatus[o.return.status]}</p>
                    <p>{o.return.reason}</p>
                    {o.return.vendorNote ? (
                      <p>
                        <span className="font-semibold">{t.sellerSaid}:</span> {o.return.vendorNote}
                      </p>
                    ) : null}
                    <ReturnPhotos reference={o.reference} count={o.return.photos} />
                  </div>
                ) : null}
                {d.status === 'open' ? (
                  <Form method="post" preventScrollReset className="mt-3 space-y-3 border-t border-line pt-3">
                    <input type="hidden" name="id" value={d.id} />
                    <TextAreaField label={t.resolutionLabel} name="note" id={`note-${d.id}`} required maxLength={1000} rows={3} />
                    <div className="flex flex-wrap gap-2">
                      {left > 0 ? (
                        <button
                          type="submit"
                          name="decision"
                          value="refund"
                          className="btn-primary"
                          aria-label={`${t.refundBuyer(formatINR(left))}: ${o.reference}`}
                        >
                          {t.refundBuyer(formatINR(left))}
                        </button>
                      ) : null}
                      <button type="submit" name="decision" value="close" className="btn-quiet" aria-label={`${t.closeDispute}: ${o.reference}`}>
                        {t.closeDispute}
                      </button>
                    </div>
                  </Form>
                ) : (
                  <p className="mt-3 border-t border-line pt-3 font-semibold">
                    {bt.disputeSays(d.resolution ?? '')}
                    {d.refundPaise ? ` · ${bt.returnRefund(formatINR(d.refundPaise))}` : ''}
                  </p>
                )}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
