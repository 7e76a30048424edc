import {
  CHECKOUT_MONTHLY_PRESETS_RUPEES,
  formatINR,
  MONTHLY_FIELD_ORDER,
  monthlyText as m,
  monthlyAmountProblem,
  monthlyRupees,
  PAISE_PER_RUPEE,
  checkoutText as t,
} from '@sahyog/core';
import { useNavigation } from 'react-router';
import { MonthlyAmountField, MonthlyDonorFields, useMonthlyAmount, WhatsappBox } from '../../components/MonthlyFields.tsx';
import { Toaster } from '../../components/Toaster.tsx';
import { firstInOrder, lazySchema, useClientCheck } from '../../lib/forms.ts';
import { Form } from '../../lib/links.tsx';
import type { MonthlyActionData } from '../../lib/monthly.server.ts';
import type { Route } from './+types/route';
import { ModeTabs } from './mode-tabs.tsx';

const monthlySchema = lazySchema(() => import('../../lib/monthly-form.ts').then((x) => x.monthlyForm));

/** The Monthly tab: presets 500 / 1,000 / 2,000 or an amount of at least ₹300, and the donor. */
export function MonthlyTab({ d, result }: { d: Route.ComponentProps['loaderData']; result: MonthlyActionData | undefined }) {
  const client = useClientCheck(monthlySchema, (errors) => firstInOrder(errors, MONTHLY_FIELD_ORDER), result?.errors);
  const nav = useNavigation();
  const values = result?.values ?? {};
  const box = useMonthlyAmount(values.donationcampaignamount ?? String(CHECKOUT_MONTHLY_PRESETS_RUPEES[1]));
  const { amount } = box;
  const errors = client.errors ?? result?.errors ?? {};
  const problem = monthlyAmountProblem(amount);
  const preset = (CHECKOUT_MONTHLY_PRESETS_RUPEES as readonly number[]).includes(monthlyRupees(amount)) ? amount : 'other';
  return (
    <div className="container-page py-6 sm:py-10">
      <Toaster toasts={[client.flash, result?.toast]} />
      <h1 className="text-3xl font-bold tracking-tight">{t.title}</h1>
      <ModeTabs d={d} />
      <Form
        method="post"
        noValidate
        onSubmit={client.onSubmit}
        onChange={client.onChange}
        onFocus={client.prepare}
        onPointerDown={client.prepare}
        className="mt-6 grid max-w-xl gap-6"
      >
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
          <WhatsappBox name="whatsappupdates" label={t.whatsapp} checked={values.whatsappupdates !== undefined} />
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
