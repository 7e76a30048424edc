// Checkout (issue 25): a signed-in buyer chooses a delivery address (or adds one) and a way to
// pay, sees the cart split into one order per seller, and pays once. The page's one-time key
// makes a double submit (or a retry after a dropped connection) answer the same purchase.
import { randomUUID } from 'node:crypto';
import { addressInput, buyingText as bt, checkoutInput, formatINR, INDIAN_STATES, paymentMethodLabels, phoneText } from '@sahyog/core';
import { data } from 'react-router';
import { Field, MobileField, SelectField } from '../components/Field.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { cartOwner } from '../lib/cart.server.ts';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form, Link, redirect } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-checkout';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: bt.checkoutTitle, description: bt.checkoutTitle }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { shop } = services(context);
  const { cookies } = await cartOwner(context, request);
  const cart = await shop.cart({ userId: user.id });
  if (!cart.lines.length) throw redirect('/shop/cart');
  const headers = new Headers({ 'cache-control': 'no-store' });
  for (const c of cookies) headers.append('Set-Cookie', c);
  return data(
    {
      cart,
      addresses: await shop.addresses(user.id),
      methods: [...shop.methods()],
      key: randomUUID(),
      buyer: { name: user.fullName, phone: user.phone, phoneVerified: user.phoneVerified },
    },
    { headers },
  );
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request);
  const { shop } = services(context);
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  const fail = (errors: FieldErrors) =>
    data<ActionData>({ errors, values: form, toast: { type: 'error', message: Object.values(errors)[0] ?? bt.cartChanged } }, reshow);
  try {
    if (form.intent === 'address') {
      const r = check(addressInput, form);
      if (!r.ok) return fail(r.errors);
      await shop.addAddress(user.id, r.data);
      return redirect('/shop/checkout', 303);
    }
    // No saved address: the one form carries the new address's fields with the payment's.
    if (!form.addressId && form.line1 !== undefined) {
      const a = check(addressInput, form);
      if (!a.ok) return fail(a.errors);
      const saved = await shop.addAddress(user.id, a.data);
      form.addressId = String(saved.id);
    }
    const r = check(checkoutInput, form);
    if (!r.ok) return fail(r.errors);
    const key = /^[0-9a-f-]{36}$/.test(form.key ?? '') ? form.key : undefined;
    const { purchase } = await shop.checkout(user.id, r.data, key, info.meta.ip);
    if (purchase.payment.payUrl) return redirect(purchase.payment.payUrl, 303);
    return redirectWithFlash(`/shop/orders?payment=${purchase.payment.reference}`, { type: 'success', message: bt.paidThanks }, info.secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return fail(e.fields && Object.keys(e.fields).length ? e.fields : { cart: e.message });
  }
}

export default function ShopCheckout({ loaderData, actionData }: Route.ComponentProps) {
  const { cart, addresses, methods, key, buyer } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  const sellers = new Set(cart.lines.map((l) => l.vendor.id)).size;
  const chosen = values.addressId ?? String(addresses[0]?.id ?? '');
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <Toaster toasts={[actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{bt.checkoutTitle}</h1>
      {errors.cart ? (
        <p role="alert" className="mt-4 rounded-xl border border-red-200 bg-red-50 p-4 font-semibold text-red-800">
          {errors.cart} <Link to="/shop/cart">{bt.cartTitle}</Link>
        </p>
      ) : null}

      {addresses.length ? (
        <section aria-labelledby="ship-title" className="card mt-6 p-5">
          <h2 id="ship-title" className="text-xl font-bold">
            {bt.addressesTitle}
          </h2>
          <details className="mt-4" open={values.intent === 'address'}>
            <summary className="inline-flex min-h-11 cursor-pointer items-center font-semibold text-accent-800">{bt.newAddress}</summary>
            <Form method="post" className="mt-3 grid gap-4 sm:grid-cols-2">
              <input type="hidden" name="intent" value="address" />
              <AddressFields values={values} errors={errors} buyer={buyer} />
              <div className="sm:col-span-2">
                <button type="submit" className="btn-secondary">
                  {bt.saveAddress}
                </button>
              </div>
            </Form>
          </details>
        </section>
      ) : null}

      {/* One form: with no saved address, the new address is part of paying (a Pay that did nothing until another button saved the address confused buyers). */}
      <Form method="post" className="mt-6 space-y-6">
        <input type="hidden" name="key" value={key} />
        {addresses.length ? null : (
          <fieldset className="card grid gap-4 p-5 sm:grid-cols-2">
            <legend className="float-left mb-1 w-full text-xl font-bold sm:col-span-2">{bt.addressesTitle}</legend>
            <AddressFields values={values} errors={errors} buyer={buyer} />
          </fieldset>
        )}
        {addresses.length ? (
          <fieldset className="card p-5">
            <legend className="sr-only">{bt.addressesTitle}</legend>
            <ul className="space-y-2">
              {addresses.map((a) => (
                <li key={a.id}>
                  <label className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-[:checked]:border-2 has-[:checked]:border-accent-700">
                    <input type="radio" name="addressId" value={a.id} defaultChecked={String(a.id) === chosen} className="mt-1 h-5 w-5 shrink-0" required />
                    <span className="text-sm leading-relaxed">
                      <span className="font-semibold">{a.name}</span>
                      {a.isDefault ? <span className="ml-2 rounded-full bg-stone-100 px-2 py-0.5 text-xs font-semibold">{bt.defaultAddress}</span> : null}
                      <br />
                      {a.line1}
                      {a.line2 ? `, ${a.line2}` : ''}, {a.city}, {a.state} {a.pinCode} · {a.phone}
                    </span>
                  </label>
                </li>
              ))}
            </ul>
            {errors.addressId ? <p className="mt-2 text-sm font-medium text-red-700">{errors.addressId}</p> : null}
          </fieldset>
        ) : null}

        <fieldset className="card p-5">
          <legend className="float-left mb-3 w-full text-xl font-bold">{bt.payWith}</legend>
          <ul className="clear-both space-y-2">
            {methods.map((m, i) => (
              <li key={m}>
                <label className="flex cursor-pointer gap-3 rounded-xl border border-line p-3 has-[:checked]:border-2 has-[:checked]:border-accent-700">
                  <input
                    type="radio"
                    name="method"
                    value={m}
                    defaultChecked={values.method ? values.method === m : i === 0}
                    className="mt-1 h-5 w-5 shrink-0"
                  />
                  <span>
                    <span className="block font-semibold">{paymentMethodLabels[m].title}</span>
                    <span className="block text-sm text-muted">{paymentMethodLabels[m].hint}</span>
                  </span>
                </label>
              </li>
            ))}
          </ul>
        </fieldset>

        <section aria-labelledby="summary-title" className="card p-5">
          <h2 id="summary-title" className="text-xl font-bold">
            {sellers === 1 ? bt.oneVendorOrder : bt.splitOrders(sellers)}
          </h2>
          <ul className="mt-3 divide-y divide-line text-sm">
            {cart.lines.map((l) => (
              <li key={l.variantId} className="flex justify-between gap-3 py-2">
                <span className="min-w-0">
                  <span className="font-semibold">{l.title}</span>
                  {l.variantLabel ? <span className="text-muted"> · {l.variantLabel}</span> : null}
                  <span className="block text-muted">
                    {l.quantity} × {formatINR(l.pricePaise)} · {bt.soldBy(l.vendor.name)}
                  </span>
                  {!l.available ? <span className="block font-semibold text-red-800">{l.stock === null ? bt.unavailable : bt.onlyLeft(l.stock)}</span> : null}
                </span>
                <span className="shrink-0 font-semibold tabular-nums">{formatINR(l.lineTotalPaise)}</span>
              </li>
            ))}
          </ul>
          <p className="mt-2 flex justify-between border-t border-line pt-3 text-lg font-bold">
            <span>{bt.total}</span>
            <span className="tabular-nums">{formatINR(cart.totalPaise)}</span>
          </p>
          <p className="mt-1 text-sm text-muted">{bt.taxIncluded}</p>
          <p className="mt-1 text-sm text-muted">{bt.notADonation}</p>
        </section>

        {buyer.phoneVerified && buyer.phone ? (
          <label className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4">
            <input type="checkbox" name="smsUpdates" defaultChecked={values.smsUpdates === 'on'} className="mt-1 h-5 w-5 shrink-0" />
            <span>
              <span className="block font-semibold">{bt.smsUpdates}</span>
              <span className="block text-sm text-muted">{bt.smsUpdatesHint(phoneText(buyer.phone))}</span>
            </span>
          </label>
        ) : null}
        {buyer.phoneVerified && buyer.phone ? (
          <label className="flex cursor-pointer gap-3 rounded-xl border border-line bg-white p-4">
            <input type="checkbox" name="whatsappUpdates" defaultChecked={values.whatsappUpdates === 'on'} className="mt-1 h-5 w-5 shrink-0" />
            <span className="min-w-0">
              <span className="block font-semibold">{bt.whatsappUpdates}</span>
              <span className="block text-sm text-muted">{bt.whatsappUpdatesHint(phoneText(buyer.phone))}</span>
            </span>
          </label>
        ) : null}

        {cart.ready ? null : (
          <p id="pay-blocked" className="font-semibold text-red-800">
            {bt.payBlocked} <Link to="/shop/cart">{bt.cartTitle}</Link>
          </p>
        )}
        <button
          type="submit"
          name="intent"
          value="pay"
          className="btn-primary min-h-12 w-full text-lg"
          disabled={!cart.ready}
          aria-describedby={cart.ready ? undefined : 'pay-blocked'}
        >
          {bt.placeOrder(formatINR(cart.totalPaise))}
        </button>
      </Form>
    </div>
  );
}

/** A new delivery address's fields: in its own form beside saved ones, or in the pay form when there are none. */
function AddressFields({ values, errors, buyer }: { values: Record<string, string>; errors: FieldErrors; buyer: { name: string; phone: string | null } }) {
  return (
    <>
      <Field label={bt.addressName} name="name" autoComplete="name" defaultValue={values.name ?? buyer.name} error={errors.name} required maxLength={100} />
      <MobileField label={bt.addressPhone} name="phone" defaultValue={values.phone ?? buyer.phone ?? ''} error={errors.phone} />
      <Field
        label={bt.addressLine1}
        name="line1"
        autoComplete="address-line1"
        defaultValue={values.line1}
        error={errors.line1}
        required
        maxLength={200}
        className="sm:col-span-2"
      />
      <Field
        label={bt.addressLine2}
        name="line2"
        autoComplete="address-line2"
        defaultValue={values.line2}
        error={errors.line2}
        maxLength={200}
        className="sm:col-span-2"
      />
      <Field label={bt.addressCity} name="city" autoComplete="address-level2" defaultValue={values.city} error={errors.city} required maxLength={100} />
      <SelectField label={bt.addressState} name="state" defaultValue={values.state ?? ''} error={errors.state} required>
        <option value="">{bt.chooseState}</option>
        {INDIAN_STATES.map((s) => (
          <option key={s.code} value={s.name}>
            {s.name}
          </option>
        ))}
      </SelectField>
      <Field
        label={bt.addressPin}
        name="pinCode"
        autoComplete="postal-code"
        inputMode="numeric"
        maxLength={6}
        defaultValue={values.pinCode}
        error={errors.pinCode}
        required
      />
      <label className="flex min-h-11 items-center gap-2 text-sm sm:col-span-2">
        <input type="checkbox" name="isDefault" className="h-5 w-5" /> {bt.addressDefault}
      </label>
    </>
  );
}
