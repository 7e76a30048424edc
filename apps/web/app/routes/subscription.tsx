// One monthly gift: pause, resume, change the amount or cancel. Reached from the manage link in
// every monthly email (its `key` is the proof, no sign-in) or from My Subscriptions by the
// signed-in donor whose gift it is. Anyone else sees a page that says the link is not valid.
import {
  formatDate,
  formatINR,
  MANAGE_TOKEN_RE,
  MONTHLY_DEFAULT_RUPEES,
  monthlyMessages as mm,
  monthlyAmountProblem,
  monthlyRupees,
  PAISE_PER_RUPEE,
  SUBSCRIPTION_REFERENCE_RE,
  type SubscriptionView,
  monthlyText as t,
} from '@sahyog/core';
import { data, useNavigation } from 'react-router';
import { LinkInvalid } from '../components/LinkInvalid.tsx';
import { MonthlyAmountField, useMonthlyAmount } from '../components/MonthlyFields.tsx';
import { Toaster } from '../components/Toaster.tsx';
import { expected, formObject, reshow } from '../lib/forms.ts';
import { Form, Link } from '../lib/links.tsx';
import { services } from '../lib/services.server.ts';
import { redirectWithFlash, requestInfo } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/subscription';

/** Its buttons hold the bottom of a phone's screen: no floating chat over them. */
export const handle: RouteHandle = { phoneChat: false };

export const meta: Route.MetaFunction = () => [{ title: t.manageTitle }, { name: 'robots', content: 'noindex' }, { name: 'referrer', content: 'no-referrer' }];

type Proof = { key?: string; email?: string };

async function load(context: Route.LoaderArgs['context'], reference: string, key: string): Promise<{ sub: SubscriptionView | null; proof: Proof }> {
  const { monthly } = services(context);
  if (!SUBSCRIPTION_REFERENCE_RE.test(reference)) return { sub: null, proof: {} };
  if (MANAGE_TOKEN_RE.test(key)) return { sub: await monthly.manage(reference, key), proof: { key } };
  const viewer = requestInfo(context).viewer?.user;
  if (!viewer) return { sub: null, proof: {} };
  const mine = (await monthly.forDonor(viewer.email)).find((s) => s.reference === reference) ?? null;
  return { sub: mine, proof: { email: viewer.email } };
}

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const { sub } = await load(context, params.reference, key);
  if (!sub) throw data(mm.linkInvalid, { status: 404 });
  return { sub, key: MANAGE_TOKEN_RE.test(key) ? key : '' };
}

export async function action({ context, params, request }: Route.ActionArgs) {
  const form = formObject(await request.formData());
  const { sub, proof } = await load(context, params.reference, form.key ?? '');
  if (!sub) throw data(mm.linkInvalid, { status: 404 });
  const action = form.action;
  if (action !== 'pause' && action !== 'resume' && action !== 'cancel' && action !== 'amount')
    return data({ toast: { type: 'error' as const, message: mm.state } }, reshow);
  let amountPaise: number | undefined;
  if (action === 'amount') {
    const problem = monthlyAmountProblem(form.amount ?? '');
    if (problem) return data({ toast: { type: 'error' as const, message: problem }, amountError: problem, amount: form.amount ?? '' }, reshow);
    amountPaise = monthlyRupees(form.amount ?? '') * PAISE_PER_RUPEE;
  }
  try {
    const v = await services(context).monthly.actAsDonor(sub.reference, proof, action, amountPaise);
    const message =
      action === 'amount' ? mm.amountChanged(formatINR(v.amountPaise)) : action === 'pause' ? mm.paused : action === 'resume' ? mm.resumed : mm.cancelled;
    const back = `/subscriptions/${sub.reference}${proof.key ? `?key=${proof.key}` : ''}`;
    return redirectWithFlash(back, { type: 'success', message }, requestInfo(context).secureCookies);
  } catch (caught) {
    return data({ toast: { type: 'error' as const, message: expected(caught).message } }, reshow);
  }
}

export default function Subscription({ loaderData, actionData }: Route.ComponentProps) {
  const { sub, key } = loaderData;
  const busy = useNavigation().state === 'submitting';
  const open = sub.status !== 'cancelled' && sub.status !== 'completed';
  const result = actionData as { toast?: { type: 'error'; message: string }; amountError?: string; amount?: string } | undefined;
  const box = useMonthlyAmount(result?.amount ?? String(sub.amountPaise / 100 || MONTHLY_DEFAULT_RUPEES));
  const hidden = key ? <input type="hidden" name="key" value={key} /> : null;
  return (
    <div className="container-page max-w-2xl space-y-6 py-8 sm:py-12">
      <Toaster toasts={[result?.toast]} />
      <div>
        <p className="eyebrow">{t.manageTitle}</p>
        <h1 className="mt-1 text-3xl font-bold tracking-tight">{sub.campaign.title}</h1>
      </div>
      <section aria-labelledby="gift-title" className="card p-6">
        <h2 id="gift-title" className="sr-only">
          {t.manageTitle}
        </h2>
        <dl className="grid grid-cols-2 gap-x-6 gap-y-4 sm:grid-cols-3">
          <div>
            <dt className="text-sm text-muted">{t.amountLabel}</dt>
            <dd className="text-2xl font-bold tabular-nums" data-testid="monthly-amount">
              {formatINR(sub.amountPaise)}
              <span className="block text-sm font-normal text-muted">{t.perMonth}</span>
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.statusLabel}</dt>
            <dd className="font-semibold" data-testid="monthly-status">
              {t.status[sub.status]}
            </dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.next}</dt>
            <dd className="font-semibold">{open && sub.status !== 'paused' && sub.nextDueAt ? formatDate(sub.nextDueAt) : t.nextNone}</dd>
          </div>
          <div>
            <dt className="text-sm text-muted">{t.paidMonths}</dt>
            <dd className="font-semibold tabular-nums">{sub.paidMonths}</dd>
          </div>
          <div className="col-span-2">
            <dt className="text-sm text-muted">{t.reference}</dt>
            <dd className="font-mono text-sm">{sub.reference}</dd>
          </div>
        </dl>
        {sub.payReference ? (
          <Link to={`/pay/${sub.payReference}`} className="btn-primary mt-6 min-h-12">
            {t.payNow}
          </Link>
        ) : null}
      </section>

      {open ? (
        <>
          <section aria-labelledby="amount-title" className="card p-6">
            <h2 id="amount-title" className="text-xl font-bold">
              {t.changeAmount}
            </h2>
            <p className="mt-1 text-muted">{t.changeAmountHint}</p>
            <Form method="post" noValidate className="mt-4 flex flex-col gap-3 sm:flex-row sm:items-start">
              {hidden}
              <input type="hidden" name="action" value="amount" />
              <MonthlyAmountField className="sm:w-56" label={t.amount} name="amount" state={box} serverError={result?.amountError} />
              <button type="submit" disabled={busy} className="btn-primary min-h-12 sm:mt-6">
                {t.save}
              </button>
            </Form>
          </section>

          <section aria-labelledby="pause-title" className="card flex flex-wrap items-center gap-4 p-6">
            <h2 id="pause-title" className="sr-only">
              {t.pause}
            </h2>
            {sub.status === 'paused' || sub.status === 'halted' ? (
              <Form method="post">
                {hidden}
                <button type="submit" name="action" value="resume" disabled={busy} className="btn-primary min-h-12">
                  {t.resume}
                </button>
              </Form>
            ) : sub.status === 'active' || sub.status === 'authenticated' ? (
              <Form method="post">
                {hidden}
                <button type="submit" name="action" value="pause" disabled={busy} className="btn-secondary min-h-12">
                  {t.pause}
                </button>
              </Form>
            ) : null}
            {/* A second press confirms: it works the same without JavaScript. */}
            <details className="w-full rounded-xl border border-line p-4 open:border-red-200 open:bg-red-50">
              <summary className="flex min-h-11 cursor-pointer items-center font-semibold text-red-800">{t.cancel}</summary>
              <Form method="post" className="mt-2">
                {hidden}
                <p>{t.cancelWarning}</p>
                <button type="submit" name="action" value="cancel" disabled={busy} className="btn mt-3 min-h-12 bg-red-700 text-white hover:bg-red-800">
                  {t.cancelConfirm}
                </button>
              </Form>
            </details>
          </section>
        </>
      ) : null}
      {key ? <p className="text-sm text-muted">{t.manageSignIn}</p> : null}
    </div>
  );
}

/** A link that is not (or no longer) this gift's: say so, and where to go instead. */
export function ErrorBoundary() {
  return (
    <LinkInvalid eyebrow={t.manageTitle} title={t.manageLinkInvalidTitle} lead={mm.linkInvalid} signIn={{ to: '/subscriptions', label: t.mySubscriptions }} />
  );
}
