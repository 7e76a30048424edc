// /success (spec §2 Payment result): says what really happened to the order it is given. A paid
// order gets the spec's "Payment Successful!" and the trip home after 5 s (which the donor can
// stop: WCAG 2.2.1); a UPI payment still being verified says so instead.
import { formatINR, givingMessages as gm, messages, REFERENCE_RE, SUCCESS_REDIRECT_MS, checkoutText as t } from '@sahyog/core';
import { useEffect, useState } from 'react';
import { Link, redirect, useNavigate } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { Route } from './+types/success';

export const meta: Route.MetaFunction = () => [
  ...seo({ title: messages.paymentSuccessTitle, description: t.successBody }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('order') ?? '';
  const order = REFERENCE_RE.test(ref) ? await services(context).giving.order(ref) : null;
  // A purchase from the shop is no gift: its page is the buyer's orders.
  if (order?.purpose === 'shop') throw redirect(`/shop/orders?payment=${ref}`);
  if (order && (order.status === 'failed' || order.status === 'cancelled')) throw redirect(`/failure?order=${ref}`);
  // What will really happen about a tax receipt (a PAN given at checkout is a request); the
  // law's short name of the gift's year is today's, as the thank-you email names it.
  const paid = order?.status === 'paid';
  const [receipt, settings] = paid ? await Promise.all([services(context).receipts.outlook(ref), services(context).content.settings()]) : [null, null];
  return { order, receipt, taxShort: settings?.taxLaw.shortName ?? '' };
}

function HomeCountdown() {
  const navigate = useNavigate();
  const [left, setLeft] = useState(Math.round(SUCCESS_REDIRECT_MS / 1000));
  const [stopped, setStopped] = useState(false);
  useEffect(() => {
    if (stopped) return;
    if (left <= 0) {
      navigate('/');
      return;
    }
    const id = setTimeout(() => setLeft((n) => n - 1), 1000);
    return () => clearTimeout(id);
  }, [left, stopped, navigate]);
  if (stopped) return null;
  return (
    <p className="mt-4 text-sm text-muted" aria-live="off">
      {t.redirecting(Math.max(0, left))}{' '}
      <button type="button" onClick={() => setStopped(true)} className="ml-1 inline-flex min-h-11 items-center font-semibold text-accent-800 underline">
        {t.stayHere}
      </button>
    </p>
  );
}

export default function Success({ loaderData }: Route.ComponentProps) {
  const o = loaderData.order;
  const paid = o?.status === 'paid' || o?.status === 'refunded';
  const title = !o ? gm.orderNotFound : paid ? messages.paymentSuccessTitle : o.status === 'pending' ? t.pendingTitle : t.unpaidTitle;
  return (
    <div className="container-page max-w-xl py-12 text-center">
      <div
        aria-hidden="true"
        className={`mx-auto flex h-16 w-16 items-center justify-center rounded-full text-3xl ${paid ? 'bg-accent-50 text-accent-800' : 'bg-amber-50 text-amber-800'}`}
      >
        {paid ? '✓' : '…'}
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{title}</h1>
      {o ? (
        <div className="mt-6 rounded-2xl border border-line bg-white p-5 text-left">
          <p className="font-semibold leading-snug">{o.campaign.title}</p>
          <p className="mt-1 text-2xl font-bold tabular-nums">{formatINR(o.totalPaise)}</p>
          <p className="mt-1 text-sm text-muted">
            {t.reference}: <span className="font-mono">{o.reference}</span>
            {o.utr ? ` · UTR ${o.utr}` : ''}
          </p>
        </div>
      ) : null}
      {o ? <p className="mt-4">{paid ? t.successBody : o.status === 'pending' ? t.pendingBody : ''}</p> : null}
      {paid && loaderData.receipt ? (
        <p className="mt-3 text-muted" data-receipt={loaderData.receipt}>
          {t.successReceipt[loaderData.receipt](loaderData.taxShort)}
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        {o?.status === 'created' ? (
          <Link to={`/pay/${o.reference}`} className="btn-primary min-h-12">
            {t.continuePaying}
          </Link>
        ) : null}
        <Link to="/" className={o?.status === 'created' ? 'btn-quiet min-h-12' : 'btn-primary min-h-12'}>
          {t.backHome}
        </Link>
      </div>
      {paid ? <HomeCountdown /> : null}
    </div>
  );
}
