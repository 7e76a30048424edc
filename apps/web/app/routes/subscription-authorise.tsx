// Approving a monthly gift's mandate with Razorpay (gateway mode): the subscription checkout,
// then our server checks its signature over payment_id|subscription_id before anything counts.
// Razorpay's webhooks (subscription.activated, .charged) confirm the rest.
import { formatINR, MANAGE_TOKEN_RE, monthlyMessages as mm, monthlyText as t } from '@sahyog/core';
import { useState } from 'react';
import { data } from 'react-router';
import { redirect, useNavigate } from '../lib/links.tsx';
import { loadCheckout } from '../lib/razorpay-checkout.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/subscription-authorise';

export const handle: RouteHandle = { phoneChat: false };

export const meta: Route.MetaFunction = () => [
  { title: t.authoriseTitle },
  { name: 'robots', content: 'noindex' },
  { name: 'referrer', content: 'no-referrer' },
];

export async function loader({ context, params, request }: Route.LoaderArgs) {
  const key = new URL(request.url).searchParams.get('key') ?? '';
  const a = MANAGE_TOKEN_RE.test(key) ? await services(context).monthly.authorisation(params.reference, key) : null;
  if (!a) throw data(mm.linkInvalid, { status: 404 });
  if (a.status !== 'created') throw redirect(`/subscriptions/${a.reference}?key=${key}`);
  const site = (await services(context).content.settings()).foundationName;
  return { a, key, site };
}

export default function Authorise({ loaderData }: Route.ComponentProps) {
  const { a, key, site } = loaderData;
  const navigate = useNavigate();
  const [problem, setProblem] = useState<string | null>(null);
  const manage = `/subscriptions/${a.reference}?key=${key}`;
  async function open() {
    setProblem(null);
    try {
      const Razorpay = await loadCheckout();
      new Razorpay({
        key: a.keyId,
        subscription_id: a.subscriptionId,
        name: site,
        description: `${formatINR(a.amountPaise)} ${t.perMonth}: ${a.campaignTitle}`,
        prefill: { name: a.donor.name, email: a.donor.email, contact: a.donor.mobile },
        notes: { reference: a.reference },
        handler: async (r: { razorpay_payment_id: string; razorpay_subscription_id: string; razorpay_signature: string }) => {
          const res = await fetch(`/api/v1/subscriptions/${a.reference}/razorpay/verify`, {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'content-type': 'application/json', accept: 'application/json' },
            body: JSON.stringify(r),
          }).catch(() => null);
          // Unconfirmed here, the webhook still confirms it: the manage page shows the state.
          if (!res?.ok) setProblem(mm.badSignature);
          navigate(manage);
        },
      }).open();
    } catch {
      setProblem(mm.gatewayUnavailable);
    }
  }
  return (
    <div className="container-page max-w-xl space-y-6 py-10">
      <h1 className="text-3xl font-bold tracking-tight">{t.authoriseTitle}</h1>
      <div className="card p-6">
        <p className="text-2xl font-bold tabular-nums">
          {formatINR(a.amountPaise)} <span className="text-base font-normal text-muted">{t.perMonth}</span>
        </p>
        <p className="mt-1 font-semibold">{a.campaignTitle}</p>
        <p className="mt-3 text-muted">{t.authoriseText}</p>
        {a.amountPaise > 15_000_00 ? <p className="mt-3 text-sm text-muted">{t.emandateNote}</p> : null}
        {problem ? (
          <p role="alert" className="mt-4 font-medium text-red-700">
            {problem}
          </p>
        ) : null}
        <button type="button" onClick={() => void open()} className="btn-primary mt-6 min-h-12 w-full text-lg">
          {t.authoriseButton}
        </button>
      </div>
    </div>
  );
}
