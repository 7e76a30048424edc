// The checkout posts one of two forms: the Monthly tab's (intent=monthly), or the one-time gift's.
import { CHECKOUT_FIELD_ORDER, checkoutForm, givingMessages as gm } from '@sahyog/core';
import { data } from 'react-router';
import { check, expected, type FieldErrors, firstInOrder, formObject, reshow } from '../../lib/forms.ts';
import { redirect } from '../../lib/links.tsx';
import { startMonthly } from '../../lib/monthly.server.ts';
import { services } from '../../lib/services.server.ts';
import { requestInfo } from '../../lib/session.server.ts';
import type { Route } from './+types/route';

type ActionData = { errors: FieldErrors; toast: { type: 'error'; message: string }; values: Record<string, string> };

export async function action({ context, request }: Route.ActionArgs) {
  const form = formObject(await request.formData());
  switch (form.intent) {
    // The Monthly tab: a monthly gift to this campaign, as the monthly page makes one.
    case 'monthly':
      return startMonthly(context, form, 'checkout');
    default:
      return giveOnce(context, form);
  }
}

/** The API names nested donor fields; the form's names are the spec's. */
const FORM_NAMES: Record<string, string> = {
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

/** Makes the order and goes to pay it, or answers the form's errors with the form as typed. */
async function giveOnce(context: Route.ActionArgs['context'], form: Record<string, string>) {
  const info = requestInfo(context);
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
    // The donor ticked "keep this PAN on my profile": only then, and only their own account's.
    if (r.data.keepPan && info.viewer && r.data.order.donor.pan) {
      await services(context).accounts.updateProfile(info.viewer.user.id, { pan: r.data.order.donor.pan });
    }
    // 303: the browser GETs the order's own page, so a reload there never offers to resend the form.
    return redirect(`/pay/${order.reference}`, 303);
  } catch (caught) {
    const e = expected(caught);
    const errors = Object.fromEntries(Object.entries(e.fields ?? { _: e.message }).map(([k, v]) => [FORM_NAMES[k] ?? k, v]));
    return fail(errors, e.message);
  }
}
