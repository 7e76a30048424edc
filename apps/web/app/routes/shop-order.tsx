// One of the buyer's orders (issue 25): its state and steps, its lines, where it goes, the
// courier's tracking number, the payment, and cancelling while it has not shipped. Anyone
// else's order is "not found", as one that does not exist.
import {
  buyingText as bt,
  buyerCancelInput,
  canMove,
  disputeInput,
  formatDate,
  formatDateTime,
  formatINR,
  type PaymentMethod,
  paymentMethodLabels,
  RETURN_MAX_PHOTOS,
  RETURN_PHOTO_MAX_BYTES,
  returnInput,
  SHOP_ORDER_REFERENCE_RE,
} from '@sahyog/core';
import { data } from 'react-router';
import { Field, TextAreaField } from '../components/Field.tsx';
import { OrderDocuments, OrderLines, OrderState, ReturnPhotos, ShipToBlock } from '../components/ShopOrderParts.tsx';
import { check, expected, formObject } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-order';

// The return form carries photos.
export const handle: RouteHandle = { hydrate: false, body: 'files' };

export const meta: Route.MetaFunction = ({ params }) => [
  ...seo({ title: bt.orderTitle(params.reference), description: bt.ordersTitle }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const order = SHOP_ORDER_REFERENCE_RE.test(params.reference) ? await services(context).shop.order(user.id, params.reference) : null;
  if (!order) throw data(bt.orderNotFound, { status: 404 });
  return data({ order }, { headers: { 'cache-control': 'no-store' } });
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const info = requestInfo(context);
  const to = `/shop/orders/${params.reference}`;
  if (!SHOP_ORDER_REFERENCE_RE.test(params.reference)) throw data(bt.orderNotFound, { status: 404 });
  const fd = await request.formData();
  const form = formObject(fd);
  const refuse = (message: string) => redirectWithFlash(to, { type: 'error', message }, info.secureCookies);
  try {
    if (form.intent === 'return') {
      const ret = check(returnInput.pick({ reason: true }), form);
      if (!ret.ok) return refuse(Object.values(ret.errors)[0] ?? bt.returnReasonRequired);
      const files = fd.getAll('photos').filter((f): f is File => f instanceof File && f.size > 0);
      if (files.length > RETURN_MAX_PHOTOS) return refuse(bt.returnTooManyPhotos);
      if (files.reduce((n, f) => n + f.size, 0) > RETURN_PHOTO_MAX_BYTES) return refuse(bt.returnPhotoInvalid);
      const photos = await Promise.all(files.map(async (f) => new Uint8Array(await f.arrayBuffer())));
      await services(context).shop.requestReturn(user.id, params.reference, { reason: ret.data.reason, photos });
      return redirectWithFlash(to, { type: 'success', message: bt.returnAsked }, info.secureCookies);
    }
    if (form.intent === 'received') {
      await services(context).shop.confirmReceived(user.id, params.reference);
      return redirectWithFlash(to, { type: 'success', message: bt.receivedThanks }, info.secureCookies);
    }
    if (form.intent === 'dispute') {
      const d = check(disputeInput, form);
      if (!d.ok) return refuse(Object.values(d.errors)[0] ?? bt.disputeReasonRequired);
      await services(context).shop.openDispute(user.id, params.reference, d.data.reason);
      return redirectWithFlash(to, { type: 'success', message: bt.disputeOpened }, info.secureCookies);
    }
    const r = check(buyerCancelInput, form);
    if (!r.ok) return redirectWithFlash(to, { type: 'error', message: Object.values(r.errors)[0] ?? bt.reasonTooLong }, info.secureCookies);
    await services(context).shop.buyerCancel(user.id, params.reference, r.data.reason);
    return redirectWithFlash(to, { type: 'success', message: bt.orderCancelled }, info.secureCookies);
  } catch (caught) {
    return redirectWithFlash(to, { type: 'error', message: expected(caught).message }, info.secureCookies);
  }
}

export default function ShopOrder({ loaderData }: Route.ComponentProps) {
  const { order: o } = loaderData;
  const steps = [
    [bt.steps.placed, o.createdAt],
    [bt.steps.paid, o.paidAt],
    [bt.steps.accepted, o.acceptedAt],
    [bt.steps.shipped, o.shippedAt],
    [bt.steps.delivered, o.deliveredAt],
  ] as const;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <p className="text-sm">
        <Link to="/shop/orders" className="inline-flex min-h-11 items-center">
          ← {bt.ordersTitle}
        </Link>
      </p>
      <div className="flex flex-wrap items-start justify-between gap-3">
        <h1 className="text-2xl font-bold tracking-tight sm:text-3xl">{bt.orderTitle(o.reference)}</h1>
        <OrderState status={o.status} />
      </div>
      <p className="mt-1 text-muted">
        {o.vendor.slug ? <Link to={`/shop/vendors/${o.vendor.slug}`}>{bt.soldBy(o.vendor.name)}</Link> : bt.soldBy(o.vendor.name)}
      </p>

      {o.status === 'cancelled' ? (
        <p className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 text-red-900">
          {bt.cancelledBecause(o.cancelReason ?? '')}
          {o.refundDuePaise ? <span className="block font-semibold">{bt.refundDue(formatINR(o.refundDuePaise))}</span> : null}
        </p>
      ) : (
        <ol className="mt-5 grid gap-2 sm:grid-cols-5" aria-label={bt.orderSteps}>
          {steps.map(([label, at]) => (
            <li key={label} className={`rounded-xl border p-3 text-sm ${at ? 'border-accent-700 bg-accent-50' : 'border-line bg-white text-muted'}`}>
              <span className="block font-semibold">
                {at ? <span aria-hidden="true">✓ </span> : null}
                {label}
              </span>
              {at ? <span className="block text-xs">{formatDateTime(at)}</span> : <span className="sr-only">{bt.notYet}</span>}
            </li>
          ))}
        </ol>
      )}
      {o.courier && o.trackingNumber ? <p className="mt-4 font-semibold">{bt.tracking(o.courier, o.trackingNumber)}</p> : null}

      <div className="mt-6 grid gap-4 sm:grid-cols-[minmax(0,1fr)_260px]">
        <section aria-labelledby="o-lines" className="card p-5">
          <h2 id="o-lines" className="sr-only">
            {bt.orderTitle(o.reference)}
          </h2>
          <OrderLines order={o} />
          <p className="mt-2 text-sm text-muted">{bt.taxIncluded}</p>
          {o.documents.length ? (
            <div className="mt-3 border-t border-line pt-3">
              <h3 className="text-sm font-semibold">{bt.documents}</h3>
              <OrderDocuments order={o} />
            </div>
          ) : null}
        </section>
        <div className="space-y-4">
          <section aria-labelledby="o-ship" className="card p-5">
            <h2 id="o-ship" className="mb-2 font-bold">
              {bt.shipTo}
            </h2>
            <ShipToBlock to={o.shipTo} />
          </section>
          <section aria-labelledby="o-pay" className="card p-5 text-sm">
            <h2 id="o-pay" className="mb-2 font-bold">
              {bt.payment}
            </h2>
            <p>{paymentMethodLabels[o.payment.method as PaymentMethod]?.title ?? o.payment.method}</p>
            <p className="text-muted">{o.payment.reference}</p>
            {o.status === 'placed' && o.payment.status === 'created' ? (
              <Link to={`/pay/${o.payment.reference}`} className="btn-primary mt-3 w-full">
                {bt.payNow}
              </Link>
            ) : null}
          </section>
        </div>
      </div>

      {o.confirmable ? (
        <section aria-labelledby="o-received" className="card mt-6 p-5">
          <p id="o-received" className="text-sm text-muted">
            {bt.confirmReceivedHint}
          </p>
          <Form method="post" className="mt-3">
            <input type="hidden" name="intent" value="received" />
            <button type="submit" className="btn-primary">
              {bt.confirmReceived}
            </button>
          </Form>
        </section>
      ) : o.receivedAt ? (
        <p className="mt-6 text-sm text-muted">{bt.receivedOn(formatDate(o.receivedAt))}</p>
      ) : null}
      {o.return ? (
        <section aria-labelledby="o-return" className="card mt-6 p-5">
          <h2 id="o-return" className="font-bold">
            {bt.returnStatus[o.return.status]}
          </h2>
          <p className="mt-1 text-sm">{o.return.reason}</p>
          {o.return.vendorNote ? <p className="mt-1 text-sm text-muted">{o.return.vendorNote}</p> : null}
          <ReturnPhotos reference={o.reference} count={o.return.photos} />
          {o.return.status === 'refunded' ? <p className="mt-2 font-semibold">{bt.returnRefund(formatINR(o.return.amountPaise))}</p> : null}
        </section>
      ) : null}
      {o.dispute ? (
        <section aria-labelledby="o-dispute" className="card mt-6 p-5">
          <h2 id="o-dispute" className="font-bold">
            {bt.disputeStatus[o.dispute.status]}
          </h2>
          <p className="mt-1 text-sm">{o.dispute.reason}</p>
          {o.dispute.resolution ? <p className="mt-2 text-sm font-semibold">{bt.disputeSays(o.dispute.resolution)}</p> : null}
          {o.dispute.refundPaise ? <p className="mt-1 font-semibold">{bt.returnRefund(formatINR(o.dispute.refundPaise))}</p> : null}
        </section>
      ) : null}
      {o.returnable ? (
        <details className="card mt-6 p-5">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{bt.returnTitle}</summary>
          <p className="mt-2 text-sm text-muted">
            {bt.returnLead(o.returnWindowDays)}{' '}
            {o.deliveredAt ? bt.returnUntil(formatDate(new Date(Date.parse(o.deliveredAt) + o.returnWindowDays * 86_400_000))) : null}
          </p>
          <Form method="post" encType="multipart/form-data" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="return" />
            <TextAreaField label={bt.returnReason} name="reason" maxLength={1000} rows={3} required />
            <Field label={bt.returnPhotos} name="photos" type="file" accept="image/jpeg,image/png" multiple />
            <button type="submit" className="btn-secondary">
              {bt.returnAsk}
            </button>
          </Form>
        </details>
      ) : o.status === 'delivered' && !o.return ? (
        <p className="mt-6 text-sm text-muted">{bt.returnWindow(o.returnWindowDays)}</p>
      ) : null}
      {o.disputable ? (
        <details className="card mt-6 p-5">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{bt.disputeTitle}</summary>
          <p className="mt-2 text-sm text-muted">{bt.disputeLead}</p>
          <Form method="post" className="mt-3 space-y-3">
            <input type="hidden" name="intent" value="dispute" />
            <TextAreaField label={bt.disputeReason} name="reason" maxLength={1000} rows={3} required minLength={10} />
            <button type="submit" className="btn-secondary">
              {bt.disputeAsk}
            </button>
          </Form>
        </details>
      ) : null}
      {canMove(o.status, 'buyer-cancel') ? (
        <details className="card mt-6 p-5">
          <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold">{bt.cancelOrder}</summary>
          <Form method="post" className="mt-3 space-y-3">
            <TextAreaField label={bt.cancelReasonLabel} name="reason" maxLength={300} rows={2} />
            <button type="submit" className="btn-quiet">
              {bt.cancelOrder}
            </button>
          </Form>
        </details>
      ) : null}
    </div>
  );
}
