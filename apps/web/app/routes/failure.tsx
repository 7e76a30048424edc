// /failure (spec §2 Payment result): the spec's words, and Try Again back to the same gift.
import { formatINR, messages, REFERENCE_RE, checkoutText as t } from '@sahyog/core';
import { checkoutAgainPath } from '../lib/checkout-draft.ts';
import { Link, redirect } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/failure';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [
  ...seo({ title: messages.paymentFailedTitle, description: messages.paymentFailedBody }),
  { name: 'robots', content: 'noindex' },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const ref = new URL(request.url).searchParams.get('order') ?? '';
  const order = REFERENCE_RE.test(ref) ? await services(context).giving.order(ref) : null;
  if (order?.purpose === 'shop') throw redirect(`/shop/orders?payment=${ref}`);
  // The truth first: a paid or still-open order is not a failure.
  if (order && order.status !== 'failed' && order.status !== 'cancelled') throw redirect(order.status === 'created' ? `/pay/${ref}` : `/success?order=${ref}`);
  return { order };
}

export default function Failure({ loaderData }: Route.ComponentProps) {
  const o = loaderData.order;
  const retry = o ? checkoutAgainPath(o) : '/';
  return (
    <div className="container-page max-w-xl py-12 text-center">
      <div aria-hidden="true" className="mx-auto flex h-16 w-16 items-center justify-center rounded-full bg-red-50 text-3xl text-red-700">
        ×
      </div>
      <h1 className="mt-4 text-3xl font-bold tracking-tight">{messages.paymentFailedTitle}</h1>
      <p className="mt-3">{messages.paymentFailedBody}</p>
      {o ? (
        <p className="mt-2 text-sm text-muted">
          {o.campaign.title} · {formatINR(o.totalPaise)} · {t.reference} <span className="font-mono">{o.reference}</span>
        </p>
      ) : null}
      <div className="mt-6 flex flex-wrap justify-center gap-3">
        <Link to={retry} className="btn-primary min-h-12">
          {t.tryAgain}
        </Link>
        {o ? (
          <Link to="/" className="btn-quiet min-h-12">
            {t.backHome}
          </Link>
        ) : null}
      </div>
    </div>
  );
}
