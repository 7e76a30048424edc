// The withholding rates in the console (issue 25, decision 0049): each with the day it applies
// from and its source; an admin adds a row when the law changes (audited).
import { ADMIN_ROLES, STAFF_ROLES, shopConsoleText as t, WITHHOLDING_KINDS, withholdingRateInput } from '@sahyog/core';
import { data } from 'react-router';
import { ConsoleHeader } from '../components/ConsoleHeader.tsx';
import { Field, SelectField } from '../components/Field.tsx';
import { check, expected, type FieldErrors, formObject, reshow } from '../lib/forms.ts';
import { Form } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo, requireUser } from '../lib/session.server.ts';
import type { Route } from './+types/admin-shop-rates';

export const meta: Route.MetaFunction = () => [{ title: t.ratesTitle }, { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  return { rates: await services(context).shop.rates(), canAdd: (ADMIN_ROLES as readonly string[]).includes(user.role) };
}

type ActionData = { errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

export async function action({ context, request }: Route.ActionArgs) {
  const { user } = requireUser(context, request, ADMIN_ROLES);
  const form = formObject(await request.formData());
  const refuse = (errors: FieldErrors, message: string) => data<ActionData>({ errors, values: form, toast: { type: 'error', message } }, reshow);
  const r = check(withholdingRateInput, form);
  if (!r.ok) return refuse(r.errors, Object.values(r.errors)[0] ?? t.rate);
  try {
    await services(context).shop.addRate(user.id, r.data);
    return redirectWithFlash('/admin/shop/rates', { type: 'success', message: t.rateAdded }, requestInfo(context).secureCookies);
  } catch (caught) {
    const e = expected(caught);
    return refuse((e.fields ?? {}) as FieldErrors, e.message);
  }
}

export default function AdminShopRates({ loaderData, actionData }: Route.ComponentProps) {
  const { rates, canAdd } = loaderData;
  const errors = actionData?.errors ?? {};
  const values = actionData?.values ?? {};
  return (
    <>
      <ConsoleHeader title={t.ratesTitle} lead={t.ratesLead} toast={actionData?.toast} />
      <div className="card mt-6 overflow-x-auto">
        <table className="w-full text-left text-sm">
          <thead>
            <tr className="border-b border-line">
              <th className="p-3">{t.kind}</th>
              <th className="p-3">{t.rate}</th>
              <th className="p-3">{t.from}</th>
              <th className="p-3">{t.source}</th>
            </tr>
          </thead>
          <tbody>
            {rates.map((r) => (
              <tr key={r.id} className="border-b border-line last:border-0">
                <td className="p-3 font-semibold">{t.kinds[r.kind] ?? r.kind}</td>
                <td className="p-3 tabular-nums">{(r.rateBp / 100).toFixed(2)} %</td>
                <td className="p-3 tabular-nums">{r.effectiveFrom}</td>
                <td className="p-3">{r.source}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {canAdd ? (
        <Form method="post" noValidate className="card mt-6 grid gap-4 p-5 sm:grid-cols-2">
          <SelectField label={t.kind} name="kind" defaultValue={values.kind ?? 'gst-tcs'} error={errors.kind}>
            {WITHHOLDING_KINDS.map((k) => (
              <option key={k} value={k}>
                {t.kinds[k]}
              </option>
            ))}
          </SelectField>
          <Field label={t.rate} name="ratePercent" inputMode="decimal" maxLength={5} defaultValue={values.ratePercent} error={errors.ratePercent} />
          <Field label={t.from} name="effectiveFrom" type="date" defaultValue={values.effectiveFrom} error={errors.effectiveFrom} />
          <Field label={t.source} name="source" maxLength={300} defaultValue={values.source} error={errors.source} />
          <div className="sm:col-span-2">
            <button type="submit" className="btn-primary">
              {t.addRate}
            </button>
          </div>
        </Form>
      ) : null}
    </>
  );
}
