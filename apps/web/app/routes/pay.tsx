// Paying an order: the simulator's two answers, UPI's QR code and UTR, or Razorpay's checkout.
// The reference in the URL is the only key to the order, so the page shows no donor details.
import { formatINR, givingMessages as gm, pagesText, REFERENCE_RE, checkoutText as t, utrForm } from '@sahyog/core';
import { useState } from 'react';
import { data, useNavigation } from 'react-router';
import { Field } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { checkoutAgainPath } from '../lib/checkout-draft.ts';
import { check, expected, type FieldErrors, formObject, reshow, useClientCheck } from '../lib/forms.ts';
import { Form, Link, redirect, useNavigate } from '../lib/links.tsx';
import { openRazorpayCheckout } from '../lib/razorpay-checkout.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/pay';

/** The pay button holds the bottom of a phone's screen: no floating chat over the form. */
export const handle: RouteHandle = { phoneChat: false };

export const meta: Route.MetaFunction = () => [...seo({ title: t.payTitle, description: t.payTitle }), { name: 'robots', content: 'noindex' }];

/** Where an order in this state belongs: the pay page only serves orders still to be paid. */
function settledPath(reference: string, status: string, purpose: string): string | null {
  // A shop purchase, paid or not, is shown with the buyer's orders.
  if (purpose === 'shop' && status !== 'created') return `/shop/orders?payment=${reference}`;
  if (status === 'paid' || status === 'pending' || status === 'refunded') return `/success?order=${reference}`;
  if (status === 'failed' || status === 'cancelled') return `/failure?order=${reference}`;
  return null;
}

export async function loader({ context, params }: Route.LoaderArgs) {
  const ref = params.reference;
  const order = REFERENCE_RE.test(ref) ? await services(context).giving.order(ref) : null;
  if (!order) throw data(gm.orderNotFound, { status: 404 });
  const next = settledPath(order.reference, order.status, order.purpose);
  if (next) throw redirect(next);
  const settings = await services(context).content.settings();
  return { order, site: settings.foundationName, payee: { vpa: settings.upiId, name: settings.upiPayeeName } };
}

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string }; utr?: string };

export async function action({ context, params, request }: Route.ActionArgs) {
  const { giving } = services(context);
  const info = requestInfo(context);
  const ref = params.reference;
  if (!REFERENCE_RE.test(ref)) throw data(gm.orderNotFound, { status: 404 });
  const form = formObject(await request.formData());
  try {
    if (form.intent === 'simulate') {
      const order = await giving.simulate(ref, form.outcome === 'success' ? 'success' : 'failure');
      return redirect(settledPath(order.reference, order.status, order.purpose) ?? `/pay/${ref}`, 303);
    }
    const r = check(utrForm, form);
    if (!r.ok) {
      const message = r.errors.transaction_id ?? gm.enterTransactionId;
      return data<ActionData>({ errors: r.errors, toast: { type: 'error', message }, utr: form.transaction_id }, reshow);
    }
    const order = await giving.submitUtr(ref, r.data.transaction_id, info.meta.ip);
    return redirect(settledPath(order.reference, order.status, order.purpose) ?? `/pay/${ref}`, 303);
  } catch (caught) {
    const e = expected(caught);
    return data<ActionData>(
      { errors: { transaction_id: e.fields?.utr ?? e.message }, toast: { type: 'error', message: e.message }, utr: form.transaction_id },
      reshow,
    );
  }
}

/** Razorpay's window opens from our button; our server confirms the payment, never the browser alone. */
function RazorpayPay({ order, site }: { order: Route.ComponentProps['loaderData']['order']; site: string }) {
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);
  const [toastMsg, setToast] = useState<{ type: 'error'; message: string } | null>(null);
  const keyId = order.razorpayKeyId;
  const orderId = order.razorpayOrderId;
  return (
    <section aria-labelledby="rzp-title" className="mt-6 space-y-4 rounded-2xl border border-line bg-white p-5">
      <Toaster toasts={[toastMsg]} />
      <h2 id="rzp-title" className="text-xl font-semibold">
        {t.razorpayTitle}
      </h2>
      <p>{t.razorpayHint}</p>
      <noscript>
        <p className="font-medium">{t.razorpayNoScript}</p>
      </noscript>
      <button
        type="button"
        disabled={busy || !keyId || !orderId}
        className="btn-primary min-h-12 w-full sm:w-auto"
        onClick={() => {
          if (!keyId || !orderId) return;
          setBusy(true);
          openRazorpayCheckout({
            keyId,
            orderId,
            amountPaise: order.totalPaise,
            name: site,
            description: order.campaign.title,
            // The page holds only the reference: the donor types their details in Razorpay's window.
            prefill: { name: '', email: '', contact: '' },
            reference: order.reference,
            onDone(result) {
              setBusy(false);
              if (result.outcome === 'paid' || result.outcome === 'unconfirmed') navigate(`/success?order=${order.reference}`);
              else if (result.outcome === 'failed') navigate(`/failure?order=${order.reference}`);
              else setToast({ type: 'error', message: result.message });
            },
          });
        }}
      >
        {t.razorpayPay} {formatINR(order.totalPaise)}
      </button>
    </section>
  );
}

export default function Pay({ loaderData, actionData }: Route.ComponentProps) {
  const { order, payee, site } = loaderData;
  const client = useClientCheck(utrForm, (errors) => errors.transaction_id);
  const errors = client.errors ?? actionData?.errors ?? {};
  const nav = useNavigation();
  const busy = nav.state === 'submitting';
  return (
    <div className="container-page max-w-2xl py-6 sm:py-10">
      <Toaster toasts={[client.flash, actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.payTitle}</h1>
      <div className="mt-4 rounded-2xl border border-line bg-white p-5">
        <p className="font-semibold leading-snug">{order.campaign.title}</p>
        <p className="mt-1 text-3xl font-bold tabular-nums">{formatINR(order.totalPaise)}</p>
        <p className="mt-1 text-sm text-muted">
          {t.reference}: <span className="font-mono">{order.reference}</span>
        </p>
      </div>

      {order.method === 'simulator' ? (
        <section aria-labelledby="sim-title" className="mt-6 rounded-2xl border border-dashed border-amber-500 bg-amber-50 p-5">
          <h2 id="sim-title" className="text-xl font-semibold">
            {t.simulatorTitle}
          </h2>
          <p className="mt-1 text-sm">{t.simulatorHint}</p>
          <div className="mt-4 flex flex-wrap gap-3">
            <Form method="post">
              <input type="hidden" name="intent" value="simulate" />
              <button type="submit" name="outcome" value="success" disabled={busy} className="btn-primary min-h-12">
                {t.simulateSuccess}
              </button>
            </Form>
            <Form method="post">
              <input type="hidden" name="intent" value="simulate" />
              <button type="submit" name="outcome" value="failure" disabled={busy} className="btn-quiet min-h-12">
                {t.simulateFailure}
              </button>
            </Form>
          </div>
        </section>
      ) : null}

      {order.method === 'razorpay' ? <RazorpayPay order={order} site={site} /> : null}

      {order.method === 'upi' ? (
        <section aria-labelledby="upi-title" className="mt-6 space-y-5 rounded-2xl border border-line bg-white p-5">
          <h2 id="upi-title" className="text-xl font-semibold">
            {t.upiTitle}
          </h2>
          <p className="text-sm text-muted">
            {t.upiPayee}: <strong className="text-ink">{payee.name}</strong> ({payee.vpa})
          </p>
          {/* A phone cannot scan its own screen: there the app button comes first and the QR
              second; a computer (wide, with a mouse) shows the QR first. CSS decides, so the
              server's page is right on both without JavaScript. The button leads in the DOM. */}
          <div className="flex flex-col gap-5">
            {order.upiUri ? (
              <div className="order-1 space-y-2 sm:pointer-fine:order-2">
                <a href={order.upiUri} className="btn-primary min-h-14 w-full justify-center text-center text-lg sm:pointer-fine:w-auto" data-upi-app>
                  {t.upiOpen}
                </a>
                <p className="text-sm text-muted sm:pointer-fine:hidden">{t.upiOpenHint}</p>
              </div>
            ) : null}
            <div className="order-2 flex flex-col items-center gap-4 sm:flex-row sm:items-start sm:pointer-fine:order-1" data-upi-qr>
              <img
                src={`/api/v1/orders/${order.reference}/qr.png`}
                alt={pagesText.upiQrAlt(formatINR(order.totalPaise), payee.name)}
                width={240}
                height={240}
                className="h-60 w-60 shrink-0 rounded-xl border border-line"
              />
              <p>
                <span className="sm:pointer-fine:hidden">{t.upiScanElsewhere}</span>
                <span className="hidden sm:pointer-fine:inline">{t.upiScan}</span>
              </p>
            </div>
          </div>
          <Form method="post" noValidate onSubmit={client.onSubmit} className="space-y-3 border-t border-line pt-5">
            <input type="hidden" name="intent" value="utr" />
            <Field
              label={t.transactionId}
              name="transaction_id"
              inputMode="numeric"
              autoComplete="off"
              maxLength={12}
              hint={t.upiUtrHint}
              defaultValue={actionData?.utr ?? ''}
              error={errors.transaction_id}
            />
            <button type="submit" disabled={busy} className="btn-primary min-h-12 w-full sm:w-auto">
              {t.submitUtr}
            </button>
          </Form>
        </section>
      ) : null}

      <p className="mt-6">
        <Link to={checkoutAgainPath(order)} className="inline-flex min-h-11 items-center font-semibold">
          {t.chooseAnother}
        </Link>
      </p>
    </div>
  );
}
