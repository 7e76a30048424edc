// Checkout, Donate Once (spec §2, §4, §5): the draft from the campaign page arrives in the URL
// (campaign, amount, items), so it survives a reload and Back. The page works as a plain form
// post; with JavaScript it shows the running total and the spec's toasts before sending. The
// server recomputes everything (core checkoutForm and the giving service).
import {
  CHECKOUT_FIELD_ORDER,
  CHECKOUT_MONTHLY_PRESETS_RUPEES,
  checkoutForm,
  checkoutTotals,
  formatINR,
  givingMessages as gm,
  MIN_DONATION_RUPEES,
  MONTHLY_FIELD_ORDER,
  monthlyText as m,
  messages,
  monthlyAmountProblem,
  monthlyRupees,
  PAISE_PER_RUPEE,
  parseItems,
  parseWholeRupees,
  paymentMethodLabels,
  TIP_OPTIONS,
  checkoutText as t,
  URGENT_PRESETS_RUPEES,
} from '@sahyog/core';
import { useEffect, useState } from 'react';
import { data, Form, Link, redirect, useNavigation } from 'react-router';
import { Field, MobileField, TextAreaField } from '../components/Field.tsx';
import { MonthlyAmountField, MonthlyDonorFields, useMonthlyAmount, WhatsappBox } from '../components/MonthlyFields.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { check, expected, type FieldErrors, firstInOrder, formObject, lazySchema, reshow, useClientCheck } from '../lib/forms.ts';
import { type MonthlyActionData, startMonthly } from '../lib/monthly.server.ts';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requestInfo } from '../lib/session.server.ts';
import { type RouteHandle, useSettings } from '../root.tsx';
import type { Route } from './+types/checkout';

/** The pay button holds the bottom of a phone's screen: no floating chat over the form. */
export const handle: RouteHandle = { phoneChat: false };

export const meta: Route.MetaFunction = ({ loaderData }) => [
  ...seo({ title: t.title, description: loaderData?.campaign ? `Give to ${loaderData.campaign.title}` : 'Complete your donation.' }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const url = new URL(request.url);
  const slug = url.searchParams.get('campaign') ?? '';
  // A bare /checkout (a bookmark, a shared link cut short): the donor chooses a campaign first.
  if (slug.trim() === '') throw redirect('/explore-campaigns');
  const { catalog, giving } = services(context);
  const c = /^[a-z0-9-]{1,120}$/.test(slug) ? await catalog.campaign(slug) : null;
  if (!c || (c.status !== 'published' && c.status !== 'closed')) throw data(messages.campaignNotFound, { status: 404 });
  const monthly = url.searchParams.get('mode') === 'monthly';
  const amountParam = url.searchParams.get('amount') ?? '';
  const requested = parseWholeRupees(amountParam);
  const items = (parseItems(url.searchParams.get('items') ?? '') ?? [])
    .map((i) => {
      const p = c.products.find((x) => x.id === i.productId);
      return p ? { productId: p.id, quantity: i.quantity, title: p.title, pricePaise: p.pricePaise } : null;
    })
    .filter((i) => i !== null);
  const viewer = requestInfo(context).viewer?.user;
  const address = viewer ? [viewer.addressLine, viewer.city, viewer.district, viewer.state, viewer.pincode].filter(Boolean).join(', ') : '';
  return {
    campaign: { id: c.id, slug: c.slug, title: c.title, image: c.image, open: c.status === 'published' },
    monthly,
    amount: requested !== null && requested >= MIN_DONATION_RUPEES ? requested : null,
    amountProblem: requested === null ? messages.enterAmount : requested < MIN_DONATION_RUPEES ? messages.minimumDonation : null,
    items,
    itemsParam: items.map((i) => `${i.productId}x${i.quantity}`).join(','),
    methods: [...giving.paymentMethods()],
    // One key per page view: a double click or a resent form makes one order, not two.
    idempotencyKey: crypto.randomUUID(),
    prefill: { name: viewer?.fullName ?? '', email: viewer?.email ?? '', mobile: viewer?.phone ?? '', pan: viewer?.pan ?? '', address },
  };
}

// Only the action needs the schema at once; the browser loads it when the donor starts on the form.
const clientSchema = lazySchema(() => import('../lib/checkout-form.ts').then((m) => m.checkoutForm));

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string }; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const info = requestInfo(context);
  const form = formObject(await request.formData());
  // The Monthly tab: a monthly gift to this campaign, as the monthly page makes one.
  if (form.intent === 'monthly') return startMonthly(context, form, 'checkout');
  const fail = (errors: FieldErrors, message?: string) =>
    data<ActionData>(
      { errors, values: form, toast: { type: 'error', message: message ?? firstInOrder(errors, CHECKOUT_FIELD_ORDER) ?? gm.totalMismatch } },
      reshow,
    );
  const r = check(checkoutForm, form);
  if (!r.ok) return fail(r.errors);
  try {
    const { order } = await services(context).giving.createOrder(r.data.order, {
      idempotencyKey: r.data.idempotencyKey,
      userId: info.viewer?.user.id ?? null,
      ip: info.meta.ip,
    });
    // 303: the browser GETs the order's own page, so a reload there never offers to resend the form.
    return redirect(`/pay/${order.reference}`, 303);
  } catch (caught) {
    const e = expected(caught);
    // The API names nested donor fields; the form's names are the spec's.
    const rename: Record<string, string> = {
      'donor.name': 'user_name',
      'donor.email': 'user_email',
      'donor.mobile': 'user_mobile',
      'donor.pan': 'pan',
      'donor.address': 'address',
      amountPaise: 'amount',
      tipPaise: 'tip_other',
      urgentPaise: 'urgent_other',
      totalPaise: 'total',
    };
    const errors = Object.fromEntries(Object.entries(e.fields ?? { _: e.message }).map(([k, v]) => [rename[k] ?? k, v]));
    return fail(errors, e.message);
  }
}

export default function Checkout({ loaderData, actionData }: Route.ComponentProps) {
  const taxShort = useSettings()?.taxLaw.shortName ?? '';
  const d = loaderData;
  const values = actionData?.values ?? {};
  const serverErrors = actionData?.errors ?? {};
  const client = useClientCheck(clientSchema, (errors) => firstInOrder(errors, CHECKOUT_FIELD_ORDER));
  const errors = client.errors ?? serverErrors;
  const nav = useNavigation();
  // The total goes with the form only once this page can compute it (after hydration).
  const [live, setLive] = useState(false);
  useEffect(() => setLive(true), []);
  const [tip, setTip] = useState<string>(values.tip ?? '0');
  const [tipOther, setTipOther] = useState(values.tip_other ?? '');
  const [urgent, setUrgent] = useState<string>(values.urgent ?? '');
  const [urgentOther, setUrgentOther] = useState(values.urgent_other ?? '');
  // The action reads the same fields through the same function (core checkoutForm → checkoutTotals).
  const { basePaise, tipPaise, urgentPaise, totalPaise } = checkoutTotals({
    amount: String(d.amount ?? ''),
    tip,
    tip_other: tipOther,
    urgent,
    urgent_other: urgentOther,
  });
  const backToCampaign = `/campaigns/${d.campaign.slug}`;

  if (d.monthly && d.campaign.open) return <MonthlyTab d={d} result={actionData as MonthlyActionData | undefined} />;
  if (!d.campaign.open || d.amount === null) {
    return (
      <div className="container-page max-w-xl py-10">
        <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
        <p role="alert" className="mt-4 rounded-2xl border border-line bg-white p-5 font-medium">
          {d.campaign.open ? d.amountProblem : t.closed}
        </p>
        <Link to={d.campaign.open ? `${backToCampaign}#donate` : '/explore-campaigns'} className="btn-primary mt-6">
          {d.campaign.open ? t.backToCampaign : t.browse}
        </Link>
      </div>
    );
  }

  const radio = 'peer sr-only';
  const chip =
    'flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-3 text-center font-semibold tabular-nums peer-checked:border-accent-700 peer-checked:bg-accent-50 peer-checked:text-accent-800 peer-checked:ring-1 peer-checked:ring-accent-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700';
  return (
    <div className="container-page py-6 sm:py-10">
      <Toaster toasts={[client.flash, actionData?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <ModeTabs d={d} />
      <Form
        method="post"
        noValidate
        onSubmit={client.onSubmit}
        onFocus={client.prepare}
        onPointerDown={client.prepare}
        className="mt-6 grid gap-8 lg:grid-cols-[minmax(0,1fr)_360px]"
      >
        <input type="hidden" name="campaign" value={d.campaign.slug} />
        <input type="hidden" name="amount" value={String(d.amount)} />
        <input type="hidden" name="items" value={d.itemsParam} />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        {/* Set only when this page computed it: the server checks it against its own sum. */}
        <input type="hidden" name="total" value={live ? (totalPaise / PAISE_PER_RUPEE).toFixed(2) : ''} />
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
                      {i.quantity} × {i.title} ({formatINR(i.pricePaise)})
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
                  <input type="radio" name="tip" value={o.value} checked={tip === o.value} onChange={() => setTip(o.value)} className={radio} />
                  <span className={chip}>{o.percent === 0 ? t.tipNone : o.label}</span>
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
                onChange={(e) => setTipOther(e.target.value)}
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
                  <input type="radio" name="urgent" value={o.v} checked={urgent === o.v} onChange={() => setUrgent(o.v)} className={radio} />
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
                onChange={(e) => setUrgentOther(e.target.value)}
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
            <WhatsappBox name="whatsapp" label={t.whatsapp} checked={values.whatsapp !== undefined || !actionData} />
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

type LoaderData = Route.ComponentProps['loaderData'];

/** Donate Once / Donate Monthly (spec §2 Checkout), links so that each works without JavaScript. */
function ModeTabs({ d }: { d: LoaderData }) {
  const once = `/checkout?campaign=${d.campaign.slug}${d.amount ? `&amount=${d.amount}` : ''}${d.itemsParam ? `&items=${d.itemsParam}` : ''}`;
  const tab = 'inline-flex min-h-11 items-center justify-center whitespace-nowrap rounded-lg px-2 font-semibold no-underline';
  return (
    <nav aria-label={m.tabsLabel} className="mt-4 grid max-w-sm grid-cols-2 gap-1 rounded-xl border border-line bg-white p-1">
      <Link to={once} aria-current={d.monthly ? undefined : 'page'} className={`${tab} ${d.monthly ? 'text-ink' : 'bg-accent-700 text-white'}`}>
        {m.tabOnce}
      </Link>
      <Link
        to={`/checkout?campaign=${d.campaign.slug}&mode=monthly${d.amount ? `&amount=${d.amount}` : ''}`}
        aria-current={d.monthly ? 'page' : undefined}
        className={`${tab} ${d.monthly ? 'bg-accent-700 text-white' : 'text-ink'}`}
      >
        {m.tabMonthly}
      </Link>
    </nav>
  );
}

const monthlySchema = lazySchema(() => import('../lib/monthly-form.ts').then((x) => x.monthlyForm));

/** The Monthly tab: presets 500 / 1,000 / 2,000 or an amount of at least ₹300, and the donor. */
function MonthlyTab({ d, result }: { d: LoaderData; result: MonthlyActionData | undefined }) {
  const client = useClientCheck(monthlySchema, (errors) => firstInOrder(errors, MONTHLY_FIELD_ORDER));
  const nav = useNavigation();
  const values = result?.values ?? {};
  const box = useMonthlyAmount(values.donationcampaignamount ?? String(CHECKOUT_MONTHLY_PRESETS_RUPEES[1]));
  const { amount } = box;
  const errors = { ...(result?.errors ?? {}), ...(client.errors ?? {}) };
  const problem = monthlyAmountProblem(amount);
  const preset = (CHECKOUT_MONTHLY_PRESETS_RUPEES as readonly number[]).includes(monthlyRupees(amount)) ? amount : 'other';
  return (
    <div className="container-page py-6 sm:py-10">
      <Toaster toasts={[client.flash, result?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <ModeTabs d={d} />
      <Form method="post" noValidate onSubmit={client.onSubmit} onFocus={client.prepare} onPointerDown={client.prepare} className="mt-6 grid max-w-xl gap-6">
        <input type="hidden" name="intent" value="monthly" />
        <input type="hidden" name="donationcampaignid" value={d.campaign.id} />
        <input type="hidden" name="idempotency_key" value={d.idempotencyKey} />
        <p className="rounded-2xl border border-line bg-white p-4">
          <span className="block text-sm text-muted">{t.yourGift}</span>
          <span className="font-semibold">{d.campaign.title}</span>
        </p>
        <fieldset>
          <legend className="text-lg font-semibold">{m.monthlyLegend}</legend>
          <div className="mt-3 grid grid-cols-2 gap-2 sm:grid-cols-4">
            {[...CHECKOUT_MONTHLY_PRESETS_RUPEES.map(String), 'other'].map((v) => (
              <label key={v} className="block">
                <input
                  type="radio"
                  name="preset"
                  value={v}
                  checked={preset === v}
                  onChange={() => {
                    if (v === 'other') box.clear();
                    else box.choose(v);
                  }}
                  className="peer sr-only"
                />
                <span className="flex min-h-12 cursor-pointer items-center justify-center rounded-xl border border-line bg-white px-3 font-semibold tabular-nums peer-checked:border-accent-700 peer-checked:bg-accent-50 peer-checked:text-accent-800 peer-checked:ring-1 peer-checked:ring-accent-700 peer-focus-visible:outline peer-focus-visible:outline-2 peer-focus-visible:outline-offset-2 peer-focus-visible:outline-accent-700">
                  {v === 'other' ? m.otherAmount : formatINR(Number(v) * PAISE_PER_RUPEE)}
                </span>
              </label>
            ))}
          </div>
          <MonthlyAmountField className="mt-3 max-w-xs" label={m.amount} state={box} serverError={errors.donationcampaignamount} />
        </fieldset>
        <fieldset className="space-y-4">
          <legend className="text-lg font-semibold">{t.detailsLegend}</legend>
          <MonthlyDonorFields values={values} errors={errors} prefill={d.prefill} />
          <WhatsappBox name="whatsappupdates" label={t.whatsapp} checked={result ? values.whatsappupdates !== undefined : true} />
        </fieldset>
        <p className="text-sm text-muted">{m.emandateNote}</p>
        <button type="submit" disabled={nav.state === 'submitting'} className="btn-primary min-h-12 w-full text-lg" data-testid="monthly-continue">
          {m.continueToPay} {problem ? '' : formatINR(monthlyRupees(amount) * PAISE_PER_RUPEE)}
          {problem ? '' : ` ${m.perMonth}`}
        </button>
      </Form>
    </div>
  );
}
