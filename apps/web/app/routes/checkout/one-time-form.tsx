import {
  CHECKOUT_FIELD_ORDER,
  checkoutTotals,
  formatINR,
  PAISE_PER_RUPEE,
  paymentMethodLabels,
  receiptMessages as rm,
  TIP_OPTIONS,
  checkoutText as t,
  URGENT_PRESETS_RUPEES,
} from '@sahyog/core';
import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { langOf } from '../../components/ContentLanguage.tsx';
import { Field, MobileField, TextAreaField } from '../../components/Field.tsx';
import { WhatsappBox } from '../../components/MonthlyFields.tsx';
import { Toaster } from '../../components/Toaster.tsx';
import { firstInOrder, lazySchema, useClientCheck } from '../../lib/forms.ts';
import { Form, Link } from '../../lib/links.tsx';
import { useSettings } from '../../root.tsx';
import type { Route } from './+types/route';
import { ModeTabs } from './mode-tabs.tsx';

// Only the action needs the schema at once; the browser loads it when the donor starts on the form.
const clientSchema = lazySchema(() => import('../../lib/checkout-form.ts').then((m) => m.checkoutForm));

/**
 * The one-time form's state: the choices, the errors to show, and the totals. The page calls it
 * before choosing a tab, so the choices live as long as the page (switching to Monthly and back
 * keeps them), as they did when the page was one component.
 */
export function useOneTimeForm(d: Route.ComponentProps['loaderData'], actionData: Route.ComponentProps['actionData']) {
  const values = actionData?.values ?? {};
  const serverErrors = actionData?.errors ?? {};
  const client = useClientCheck(clientSchema, (errors) => firstInOrder(errors, CHECKOUT_FIELD_ORDER), serverErrors);
  // The total goes with the form only once this page can compute it (after hydration).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [tip, setTip] = useState<string>(values.tip ?? '0');
  const [tipOther, setTipOther] = useState(values.tip_other ?? '');
  const [urgent, setUrgent] = useState<string>(values.urgent ?? '');
  const [urgentOther, setUrgentOther] = useState(values.urgent_other ?? '');
  // The action reads the same fields through the same function (core checkoutForm → checkoutTotals).
  const totals = checkoutTotals({
    amount: String(d.amount ?? ''),
    tip,
    tip_other: tipOther,
    urgent,
    urgent_other: urgentOther,
  });
  return {
    ...totals,
    values,
    errors: client.errors ?? serverErrors,
    client,
    toast: actionData?.toast,
    posted: actionData !== undefined,
    live,
    tip,
    setTip,
    tipOther,
    setTipOther,
    urgent,
    setUrgent,
    urgentOther,
    setUrgentOther,
  };
}

export type OneTimeFormState = ReturnType<typeof useOneTimeForm>;

const radio = 'peer sr-only';
const chip =
  'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-3 text-center font-semibold tabular-nums peer-checked:border-accent-700 peer-checked:bg-accent-50 peer-checked:text-accent-800 peer-checked:ring-1 peer-checked:ring-accent-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700';

/** Donate Once: the gift, a tip, the urgent causes fund, the donor, the receipt's details, how to pay. */
export function OneTimeForm({ d, form }: { d: Route.ComponentProps['loaderData']; form: OneTimeFormState }) {
  const taxShort = useSettings()?.taxLaw.shortName ?? '';
  const nav = useNavigation();
  const { values, errors, client, basePaise, tipPaise, urgentPaise, totalPaise, tip, tipOther, urgent, urgentOther } = form;
  const backToCampaign = `/campaigns/${d.campaign.slug}`;
  return (
    <div className="container-page py-6 sm:py-10">
      <Toaster toasts={[client.flash, form.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <ModeTabs d={d} />
      <Form
        method="post"
        noValidate
        onSubmit={client.onSubmit}
        onChange={client.onChange}
        onFocus={client.prepare}
        onPointerDown={client.prepare}
        className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]"
      >
        <input type="hidden" name="campaign" value={d.campaign.slug} />
        <input type="hidden" name="amount" value={String(d.amount)} />
        <input type="hidden" name="items" value={d.itemsParam} />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        {/* Set only when this page computed it: the server checks it against its own sum. */}
        <input type="hidden" name="total" value={form.live ? (totalPaise / PAISE_PER_RUPEE).toFixed(2) : ''} />
        <div className="min-w-0 space-y-8">
          <section aria-labelledby="gift-title" className="flex gap-4 rounded-2xl border border-line bg-white p-4">
            <img src={d.campaign.image} alt="" width={96} height={64} className="h-16 w-24 shrink-0 rounded-xl bg-accent-50 object-cover" />
            <div className="min-w-0">
              <h2 id="gift-title" className="text-sm font-semibold text-muted">
                {t.yourGift}
              </h2>
              <p className="font-semibold leading-snug">{d.campaign.title}</p>
              <p className="mt-1 text-xl font-bold tabular-nums">{formatINR(basePaise)}</p>
              {d.items.length ? (
                <ul className="mt-1 text-sm text-muted">
                  {d.items.map((i) => (
                    <li key={i.productId}>
                      {i.quantity} × <span {...langOf(i)}>{i.title}</span> ({formatINR(i.pricePaise)})
                    </li>
                  ))}
                </ul>
              ) : null}
              <Link
                to={`${backToCampaign}?amount=${d.amount}${d.itemsParam ? `&items=${d.itemsParam}` : ''}#donate`}
                className="mt-1 inline-flex min-h-11 items-center text-sm font-semibold"
              >
                {t.change}
              </Link>
            </div>
          </section>

          <fieldset>
            <legend className="text-lg font-semibold">{t.tipLegend}</legend>
            <p className="mt-1 text-sm text-muted">{t.tipHint}</p>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {TIP_OPTIONS.map((o) => (
                <label key={o.value} className="block">
                  <input type="radio" name="tip" value={o.value} checked={tip === o.value} onChange={() => form.setTip(o.value)} className={radio} />
                  <span className={chip}>{o.percent === 0 ? t.tipNone : o.percent === null ? t.tipOtherChip : o.label}</span>
                </label>
              ))}
            </div>
            {tip === '4' ? (
              <Field
                className="mt-3 max-w-xs"
                label={t.tipOtherLabel}
                name="tip_other"
                inputMode="decimal"
                value={tipOther}
                onChange={(e) => form.setTipOther(e.target.value)}
                error={errors.tip_other}
              />
            ) : (
              <noscript>
                <Field className="mt-3 max-w-xs" label={t.tipOtherLabel} name="tip_other" inputMode="decimal" defaultValue={tipOther} />
              </noscript>
            )}
            {tip !== '0' && tipPaise > 0 ? <p className="mt-2 text-sm tabular-nums">{`${t.tip}: ${formatINR(tipPaise)}`}</p> : null}
          </fieldset>

          <fieldset>
            <legend className="text-lg font-semibold">{t.urgentLegend}</legend>
            <p className="mt-1 text-sm text-muted">{t.urgentHint}</p>
            <div className="mt-3 grid grid-cols-3 gap-2 sm:grid-cols-5">
              {[
                { v: '', l: t.urgentNone },
                ...URGENT_PRESETS_RUPEES.map((r) => ({ v: String(r), l: formatINR(r * PAISE_PER_RUPEE) })),
                { v: 'other', l: t.urgentOther },
              ].map((o) => (
                <label key={o.v || 'none'} className="block">
                  <input type="radio" name="urgent" value={o.v} checked={urgent === o.v} onChange={() => form.setUrgent(o.v)} className={radio} />
                  <span className={chip}>{o.l}</span>
                </label>
              ))}
            </div>
            {urgent === 'other' ? (
              <Field
                className="mt-3 max-w-xs"
                label={t.urgentOtherLabel}
                name="urgent_other"
                inputMode="decimal"
                value={urgentOther}
                onChange={(e) => form.setUrgentOther(e.target.value)}
                error={errors.urgent_other}
              />
            ) : (
              <noscript>
                <Field className="mt-3 max-w-xs" label={t.urgentOtherLabel} name="urgent_other" inputMode="decimal" defaultValue={urgentOther} />
              </noscript>
            )}
          </fieldset>

          <fieldset className="space-y-4">
            <legend className="text-lg font-semibold">{t.detailsLegend}</legend>
            <Field
              label={t.name}
              name="user_name"
              autoComplete="name"
              maxLength={100}
              defaultValue={values.user_name ?? d.prefill.name}
              error={errors.user_name}
            />
            <Field
              label={t.email}
              name="user_email"
              type="email"
              autoComplete="email"
              maxLength={254}
              hint={t.emailHint}
              defaultValue={values.user_email ?? d.prefill.email}
              error={errors.user_email}
            />
            <MobileField
              label={t.mobile}
              name="user_mobile"
              required={false}
              defaultValue={values.user_mobile ?? d.prefill.mobile}
              error={errors.user_mobile}
            />
            <WhatsappBox name="whatsapp" label={t.whatsapp} checked={values.whatsapp !== undefined} />
            <label className="flex min-h-11 items-center gap-3">
              <input type="checkbox" name="hide_name" defaultChecked={values.hide_name !== undefined} className="h-5 w-5 accent-accent-700" />
              <span>{t.hideName}</span>
            </label>
          </fieldset>

          <details className="rounded-2xl border border-line bg-white p-4" open={Boolean(errors.pan || errors.address || d.prefill.pan)}>
            <summary className="flex min-h-11 cursor-pointer items-center font-semibold">{t.receiptLegend(taxShort)}</summary>
            <p className="text-sm text-muted">{t.receiptHint(taxShort)}</p>
            <div className="mt-3 space-y-4">
              <Field
                label={t.pan}
                name="pan"
                autoComplete="off"
                maxLength={10}
                className="max-w-xs"
                style={{ textTransform: 'uppercase' }}
                defaultValue={values.pan ?? d.prefill.pan}
                error={errors.pan}
              />
              <TextAreaField
                label={t.address}
                name="address"
                rows={3}
                maxLength={300}
                autoComplete="street-address"
                defaultValue={values.address ?? d.prefill.address}
                error={errors.address}
              />
              {d.signedIn ? (
                <label className="flex min-h-11 items-center gap-3">
                  <input type="checkbox" name="keep_pan" defaultChecked={values.keep_pan !== undefined} className="h-5 w-5 accent-accent-700" />
                  <span>{rm.keepPan}</span>
                </label>
              ) : null}
            </div>
          </details>

          {d.methods.length > 1 ? (
            <fieldset>
              <legend className="text-lg font-semibold">{t.methodLegend}</legend>
              <div className="mt-3 space-y-2">
                {d.methods.map((m, i) => (
                  <label
                    key={m}
                    className="flex min-h-14 cursor-pointer items-start gap-3 rounded-xl border border-line bg-white p-4 has-[:checked]:border-accent-700 has-[:checked]:bg-accent-50"
                  >
                    <input
                      type="radio"
                      name="method"
                      value={m}
                      defaultChecked={(values.method ?? d.methods[0]) === m || (!values.method && i === 0)}
                      className="mt-1 h-5 w-5 accent-accent-700"
                    />
                    <span>
                      <span className="block font-semibold">{paymentMethodLabels[m].title}</span>
                      <span className="block text-sm text-muted">{paymentMethodLabels[m].hint}</span>
                    </span>
                  </label>
                ))}
              </div>
            </fieldset>
          ) : (
            <input type="hidden" name="method" value={d.methods[0]} />
          )}
        </div>

        <aside className="lg:row-start-1 lg:col-start-2">
          <div className="space-y-3 rounded-2xl border border-line bg-white p-5 shadow-sm lg:sticky lg:top-[176px]">
            <dl className="space-y-2 text-sm">
              <div className="flex justify-between gap-4">
                <dt>{t.campaignAmount}</dt>
                <dd className="tabular-nums">{formatINR(basePaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t.tip}</dt>
                <dd className="tabular-nums">{formatINR(tipPaise)}</dd>
              </div>
              <div className="flex justify-between gap-4">
                <dt>{t.urgent}</dt>
                <dd className="tabular-nums">{formatINR(urgentPaise)}</dd>
              </div>
              <div className="flex justify-between gap-4 border-t border-line pt-2 text-base font-bold">
                <dt>{t.total}</dt>
                <dd className="tabular-nums" data-testid="checkout-total">
                  {formatINR(totalPaise)}
                </dd>
              </div>
            </dl>
            <button type="submit" disabled={nav.state === 'submitting'} className="btn-primary min-h-12 w-full text-lg">
              {t.continueToPay} {formatINR(totalPaise)}
            </button>
            <p className="text-center text-xs text-muted">
              {t.agree} <Link to="/terms-conditions">{t.terms}</Link> {t.and} <Link to="/privacy-policy">{t.privacy}</Link>.
            </p>
          </div>
        </aside>
      </Form>
    </div>
  );
}
