// Starting a monthly gift from a form post: the monthly page's two forms and the checkout's
// Monthly tab send the same fields (spec §3 Monthly donation form) and end here.
import { MONTHLY_FIELD_ORDER, monthlyMessages as mm, monthlyForm } from '@sahyog/core';
import { data, type RouterContextProvider } from 'react-router';
import { check, expected, type FieldErrors, firstInOrder, reshow } from './forms.ts';
import { redirect } from './links.tsx';
import { services } from './services.server.ts';
import { requestInfo } from './session.server.ts';

export type MonthlyActionData = { form: string; errors: FieldErrors; values: Record<string, string>; toast: { type: 'error'; message: string } };

/** Server field names (the API's) as the form names them (the spec's). */
const FORM_NAMES: Record<string, string> = { campaignId: 'donationcampaignid', amountPaise: 'donationcampaignamount' };

/** Redirects to the first payment (or the mandate's approval), or answers the form's errors. */
export async function startMonthly(context: Readonly<RouterContextProvider>, form: Record<string, string>, which: string) {
  const info = requestInfo(context);
  const fail = (errors: FieldErrors, message?: string) =>
    data<MonthlyActionData>(
      { form: which, errors, values: form, toast: { type: 'error', message: message ?? firstInOrder(errors, MONTHLY_FIELD_ORDER) ?? mm.reload } },
      reshow,
    );
  const r = check(monthlyForm, form);
  if (!r.ok) return fail(r.errors);
  const { idempotencyKey, ...input } = r.data;
  try {
    const { next } = await services(context).monthly.start(input, { idempotencyKey, userId: info.viewer?.user.id ?? null, ip: info.meta.ip });
    return redirect(next);
  } catch (caught) {
    const e = expected(caught);
    return fail(Object.fromEntries(Object.entries(e.fields ?? {}).map(([k, v]) => [FORM_NAMES[k] ?? k, v])), e.message);
  }
}
