// The vendor's orders queue (issue 25): paid orders to accept, accepted ones to ship with a
// courier and tracking number, shipped ones to mark delivered, and cancelling with a reason the
// buyer reads. Plain forms; only the shop's own orders (another shop's answer "not found").
import {
  buyingText as bt,
  canMove,
  formatDateTime,
  returnDecisionInput,
  type SellerOrderView,
  SHOP_ORDER_REFERENCE_RE,
  SHOP_ORDER_STATUSES,
  type ShopOrderStatus,
  shipInput,
  sellerMessages as sm,
  vendorCancelInput,
} from '@sahyog/core';
import { data } from 'react-router';
import { Field, TextAreaField } from '../components/Field.tsx';
import { FilterTabs } from '../components/FilterTabs.tsx';
import { SellerNav } from '../components/SellerNav.tsx';
import { OrderDocuments, OrderLines, OrderState, ReturnPhotos, ShipToBlock } from '../components/ShopOrderParts.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/seller-orders';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [{ title: bt.sellerOrdersTitle }, { name: 'robots', content: 'noindex' }];

const isStatus = (v: string): v is ShopOrderStatus => (SHOP_ORDER_STATUSES as readonly string[]).includes(v) && v !== 'placed';

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const status = new URL(request.url).searchParams.get('status') ?? '';
  const orders = await services(context).shop.sellerOrders(user.id, { status: isStatus(status) ? status : undefined });
  return data({ orders, status: isStatus(status) ? status : '' }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const back = `/seller/orders${isStatus(form.status ?? '') ? `?status=${form.status}` : ''}`;
  const reference = form.reference ?? '';
  if (!SHOP_ORDER_REFERENCE_RE.test(reference)) throw data(bt.orderNotFound, { status: 404 });
  const fail = (message: string) => redirectWithFlash(back, { type: 'error', message }, info.secureCookies);
  try {
    const { shop } = services(context);
    let moved: SellerOrderView;
    if (form.intent === 'ship') {
      const r = check(shipInput, form);
      if (!r.ok) return fail(Object.values(r.errors)[0] ?? bt.trackingRequired);
      moved = await shop.sellerMove(user.id, reference, 'ship', r.data);
    } else if (form.intent === 'cancel') {
      const r = check(vendorCancelInput, form);
      if (!r.ok) return fail(Object.values(r.errors)[0] ?? bt.reasonRequired);
      moved = await shop.sellerMove(user.id, reference, 'vendor-cancel', r.data);
    } else if (form.intent === 'return') {
      const r = check(returnDecisionInput, form);
      if (!r.ok) return fail(Object.values(r.errors)[0] ?? bt.returnNoteRequired);
      moved = await shop.decideReturn(user.id, reference, r.data);
      return redirectWithFlash(
        back,
        { type: 'success', message: `${moved.reference}: ${bt.returnMoved(moved.return ? bt.returnStatus[moved.return.status] : '')}` },
        info.secureCookies,
      );
    } else if (form.intent === 'accept' || form.intent === 'deliver') {
      moved = await shop.sellerMove(user.id, reference, form.intent);
    } else throw data('Unknown action', { status: 400 });
    return redirectWithFlash(back, { type: 'success', message: `${moved.reference}: ${bt.orderMoved(bt.status[moved.status])}` }, info.secureCookies);
  } catch (caught) {
    if (caught instanceof Response) throw caught;
    return fail(expected(caught).message);
  }
}

function Actions({ o, status }: { o: SellerOrderView; status: string }) {
  const hidden = (
    <>
      <input type="hidden" name="reference" value={o.reference} />
      <input type="hidden" name="status" value={status} />
    </>
  );
  return (
    <div className="mt-4 space-y-3">
      {canMove(o.status, 'accept') ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="accept" className="btn-primary" aria-label={`${bt.accept}: ${o.reference}`}>
            {bt.accept}
          </button>
        </Form>
      ) : null}
      {canMove(o.status, 'ship') ? (
        <Form method="post" className="grid gap-3 sm:grid-cols-[1fr_1fr_auto] sm:items-end">
          {hidden}
          <Field label={bt.courierLabel} name="courier" id={`courier-${o.reference}`} required maxLength={60} />
          <Field label={bt.trackingLabel} name="trackingNumber" id={`tracking-${o.reference}`} required maxLength={40} pattern="[A-Za-z0-9-]{4,40}" />
          <button type="submit" name="intent" value="ship" className="btn-primary" aria-label={`${bt.ship}: ${o.reference}`}>
            {bt.ship}
          </button>
        </Form>
      ) : null}
      {canMove(o.status, 'deliver') ? (
        <Form method="post">
          {hidden}
          <button type="submit" name="intent" value="deliver" className="btn-primary" aria-label={`${bt.deliver}: ${o.reference}`}>
            {bt.deliver}
          </button>
        </Form>
      ) : null}
      {o.return ? (
        <div className="rounded-xl border border-line p-3 text-sm">
          <p className="font-semibold">{bt.returnStatus[o.return.status]}</p>
          <p>{o.return.reason}</p>
          <ReturnPhotos reference={o.reference} count={o.return.photos} />
          {o.return.status === 'requested' ? (
            <div className="mt-2 space-y-2">
              <Form method="post">
                {hidden}
                <input type="hidden" name="intent" value="return" />
                <button type="submit" name="decision" value="approve" className="btn-primary" aria-label={`${bt.approveReturn}: ${o.reference}`}>
                  {bt.approveReturn}
                </button>
              </Form>
              <Form method="post" className="flex flex-wrap items-end gap-2">
                {hidden}
                <input type="hidden" name="intent" value="return" />
                <Field label={bt.returnNoteLabel} name="note" id={`rnote-${o.reference}`} maxLength={300} className="flex-1" />
                <button type="submit" name="decision" value="reject" className="btn-quiet" aria-label={`${bt.rejectReturn}: ${o.reference}`}>
                  {bt.rejectReturn}
                </button>
              </Form>
            </div>
          ) : o.return.status === 'approved' ? (
            <Form method="post" className="mt-2">
              {hidden}
              <input type="hidden" name="intent" value="return" />
              <button type="submit" name="decision" value="received" className="btn-primary" aria-label={`${bt.receivedReturn}: ${o.reference}`}>
                {bt.receivedReturn}
              </button>
            </Form>
          ) : null}
        </div>
      ) : null}
      {o.dispute ? (
        <div className="rounded-xl border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950">
          <p className="font-semibold">{bt.disputeStatus[o.dispute.status]}</p>
          <p>{o.dispute.reason}</p>
          {o.dispute.resolution ? <p className="mt-1 font-semibold">{bt.disputeSays(o.dispute.resolution)}</p> : null}
        </div>
      ) : null}
      {canMove(o.status, 'vendor-cancel') ? (
        <details>
          <summary className="inline-flex min-h-11 cursor-pointer items-center text-sm font-semibold">{bt.cancelAsVendor}</summary>
          <Form method="post" className="mt-2 space-y-2">
            {hidden}
            <TextAreaField label={bt.reasonLabel} name="reason" id={`reason-${o.reference}`} required maxLength={300} rows={2} />
            <button type="submit" name="intent" value="cancel" className="btn-quiet" aria-label={`${bt.cancelAsVendor}: ${o.reference}`}>
              {bt.cancelAsVendor}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}

export default function SellerOrders({ loaderData }: Route.ComponentProps) {
  const { orders, status } = loaderData;
  const tabs: { value: '' | ShopOrderStatus; label: string }[] = [
    { value: '', label: bt.filterAll },
    ...SHOP_ORDER_STATUSES.filter((s) => s !== 'placed').map((s) => ({ value: s, label: bt.status[s] })),
  ];
  return (
    <div className="container-page max-w-3xl space-y-5 py-6">
      <div>
        <h1 className="text-3xl font-bold tracking-tight">{bt.sellerOrdersTitle}</h1>
        <p className="mt-1 text-muted">{bt.sellerOrdersLead}</p>
      </div>
      <SellerNav current="orders" />
      <FilterTabs label={bt.sellerOrdersTitle} tabs={tabs} current={status} href={(v) => (v ? `/seller/orders?status=${v}` : '/seller/orders')} />
      {orders.length === 0 ? (
        <p className="card p-6 text-center font-medium">{bt.sellerNoOrders}</p>
      ) : (
        <ul className="space-y-4" aria-label={sm.dashboardTitle}>
          {orders.map((o) => (
            <li key={o.reference} className="card p-4 sm:p-5">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-bold">{bt.orderTitle(o.reference)}</h2>
                  <p className="text-sm text-muted">{formatDateTime(o.paidAt ?? o.createdAt)}</p>
                </div>
                <OrderState status={o.status} />
              </div>
              <div className="mt-3 grid gap-4 sm:grid-cols-[minmax(0,1fr)_220px]">
                <OrderLines order={o} links={false} />
                <div>
                  <h3 className="mb-1 text-sm font-semibold text-muted">{bt.shipTo}</h3>
                  <ShipToBlock to={o.shipTo} />
                </div>
              </div>
              {o.courier && o.trackingNumber ? <p className="mt-3 text-sm font-semibold">{bt.tracking(o.courier, o.trackingNumber)}</p> : null}
              <OrderDocuments order={o} />
              {o.status === 'cancelled' && o.cancelReason ? <p className="mt-3 text-sm text-red-800">{bt.cancelledBecause(o.cancelReason)}</p> : null}
              <Actions o={o} status={status} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
