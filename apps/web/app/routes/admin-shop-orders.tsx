// Every vendor's orders in the console (issue 25): by state, or one reference; each with its
// seller, buyer, lines, delivery address and tracking.
import {
  bankUtrInput,
  buyingText as bt,
  formatDateTime,
  formatINR,
  SHOP_ORDER_REFERENCE_RE,
  SHOP_ORDER_STATUSES,
  type ShopOrderStatus,
  STAFF_ROLES,
  shopConsoleText as t,
} from '@sahyog/core';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field } from '../components/Field.tsx';
import { OrderLines, OrderState, ReturnPhotos, ShipToBlock } from '../components/ShopOrderParts.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-orders';

export const meta: Route.MetaFunction = () => [{ title: t.ordersTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is ShopOrderStatus => (SHOP_ORDER_STATUSES as readonly string[]).includes(v);

export async function loader({ context, request }: Route.LoaderArgs) {
  requireUser(context, request, STAFF_ROLES);
  const url = new URL(request.url);
  const status = url.searchParams.get('status') ?? '';
  const q = (url.searchParams.get('q') ?? '').slice(0, 20);
  return {
    orders: await services(context).shop.adminOrders({ status: isStatus(status) ? status : undefined, q: q || undefined, owed: status === 'owed' }),
    status: isStatus(status) || status === 'owed' ? status : '',
    q,
  };
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const reference = form.reference ?? '';
  const back = `/admin/shop/orders?q=${encodeURIComponent(reference)}`;
  if (!SHOP_ORDER_REFERENCE_RE.test(reference))
    return redirectWithFlash('/admin/shop/orders', { type: 'error', message: bt.orderNotFound }, info.secureCookies);
  if (form.intent === 'release') {
    try {
      await services(context).shop.releaseRefund(user.id, reference);
      return redirectWithFlash(back, { type: 'success', message: t.refundReleased }, info.secureCookies);
    } catch (caught) {
      return redirectWithFlash(back, { type: 'error', message: expected(caught).message }, info.secureCookies);
    }
  }
  const r = check(bankUtrInput, form);
  if (!r.ok) return redirectWithFlash(back, { type: 'error', message: r.errors.utr ?? t.utrInvalid }, info.secureCookies);
  try {
    await services(context).shop.recordRefund(user.id, reference, r.data.utr);
    return redirectWithFlash(back, { type: 'success', message: t.refundRecorded }, info.secureCookies);
  } catch (caught) {
    return redirectWithFlash(back, { type: 'error', message: expected(caught).message }, info.secureCookies);
  }
}

export default function AdminShopOrders({ loaderData }: Route.ComponentProps) {
  const { orders, status, q } = loaderData;
  return (
    <>
      <ConsoleHeader title={t.ordersTitle} lead={status === 'owed' ? t.refundsDueLead : t.ordersLead} />
      <Form method="get" className="card mt-6 flex flex-wrap items-end gap-3 p-4">
        <label className="text-sm font-semibold">
          {t.searchLabel}
          <input name="q" defaultValue={q} maxLength={20} className="mt-1 block min-h-11 rounded-xl border border-stone-400 bg-white px-3 font-normal" />
        </label>
        <label className="text-sm font-semibold">
          {t.state}
          <select name="status" defaultValue={status} className="mt-1 block min-h-11 rounded-xl border border-stone-400 bg-white px-3 font-normal">
            <option value="">{bt.filterAll}</option>
            <option value="owed">{t.refundsDue}</option>
            {SHOP_ORDER_STATUSES.map((s) => (
              <option key={s} value={s}>
                {bt.status[s]}
              </option>
            ))}
          </select>
        </label>
        <button type="submit" className="btn-primary">
          {t.search}
        </button>
      </Form>
      {orders.length === 0 ? (
        <p className="card mt-4 p-6 text-center">{t.noOrders}</p>
      ) : (
        <ul className="mt-4 space-y-3">
          {orders.map((o) => (
            <li key={o.reference} className="card p-4 text-sm">
              <div className="flex flex-wrap items-start justify-between gap-2">
                <div>
                  <h2 className="font-bold">{bt.orderTitle(o.reference)}</h2>
                  <p className="text-muted">
                    {formatDateTime(o.createdAt)} · {t.vendor}:{' '}
                    {o.vendor.slug ? <Link to={`/shop/vendors/${o.vendor.slug}`}>{o.vendor.name}</Link> : o.vendor.name} · {t.buyer}: {o.buyerName} ·{' '}
                    {o.payment.reference}
                  </p>
                </div>
                <OrderState status={o.status} />
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_240px]">
                <OrderLines order={o} links={false} />
                <ShipToBlock to={o.shipTo} />
              </div>
              {o.courier && o.trackingNumber ? <p className="mt-2 font-semibold">{bt.tracking(o.courier, o.trackingNumber)}</p> : null}
              {o.cancelReason ? <p className="mt-2 text-red-800">{bt.cancelledBecause(o.cancelReason)}</p> : null}
              {o.return ? (
                <div className="mt-2">
                  <p className="font-semibold">{bt.returnStatus[o.return.status]}</p>
                  <p>{o.return.reason}</p>
                  <ReturnPhotos reference={o.reference} count={o.return.photos} />
                </div>
              ) : null}
              {o.dispute ? (
                <p className="mt-2">
                  <Link to={`/admin/shop/disputes?status=${o.dispute.status}`} className="font-semibold">
                    {bt.disputeStatus[o.dispute.status]}
                  </Link>
                </p>
              ) : null}
              {o.refundShortfallPaise > 0 && o.refundDuePaise > o.refundedPaise ? (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2 border-t border-line pt-3">
                  <p className="w-full font-semibold text-red-800">{t.refundHeld(formatINR(o.refundShortfallPaise))}</p>
                  <input type="hidden" name="reference" value={o.reference} />
                  <input type="hidden" name="intent" value="release" />
                  <button type="submit" className="btn-secondary" aria-label={`${t.releaseRefund}: ${o.reference}`}>
                    {t.releaseRefund}
                  </button>
                </Form>
              ) : o.refundDuePaise > o.refundedPaise && !o.payment.refundByHand ? (
                <p className="mt-3 border-t border-line pt-3 font-semibold">{bt.refundDue(formatINR(o.refundDuePaise - o.refundedPaise))}</p>
              ) : null}
              {o.refundShortfallPaise === 0 && o.refundDuePaise > o.refundedPaise && o.payment.refundByHand ? (
                <Form method="post" className="mt-3 flex flex-wrap items-end gap-2 border-t border-line pt-3">
                  <p className="w-full font-semibold">{t.refundDue(formatINR(o.refundDuePaise - o.refundedPaise))}</p>
                  <input type="hidden" name="reference" value={o.reference} />
                  <Field label={bt.utrLabel} name="utr" id={`utr-${o.reference}`} required maxLength={30} />
                  <button type="submit" className="btn-primary" aria-label={`${t.recordRefund}: ${o.reference}`}>
                    {t.recordRefund}
                  </button>
                </Form>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
