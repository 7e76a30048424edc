// The buyer's orders (issue 25), newest first: each seller's part with its state. Coming back
// from paying (?payment=), the purchase's orders are said to be paid, or still waiting.
import { buyingText as bt, formatDate, formatINR } from '@sahyog/core';
import { data } from 'react-router';
import { OrderState } from '../components/ShopOrderParts.tsx';
import { Link } from '../lib/links.tsx';
import { seo } from '../lib/seo.ts';
import { services } from '../lib/services.server.ts';
import { requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/shop-orders';

export const handle: RouteHandle = { hydrate: false };

export const meta: Route.MetaFunction = () => [...seo({ title: bt.ordersTitle, description: bt.ordersTitle }), { name: 'robots', content: 'noindex' }];

export async function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request);
  const { shop } = services(context);
  const ref = new URL(request.url).searchParams.get('payment') ?? '';
  const purchase = /^SG[0-9A-Z]{14}$/.test(ref) ? await shop.purchase(user.id, ref) : null;
  return data({ orders: await shop.orders(user.id), purchase }, { headers: { 'cache-control': 'no-store' } });
}

export default function ShopOrders({ loaderData }: Route.ComponentProps) {
  const { orders, purchase } = loaderData;
  return (
    <div className="container-page max-w-3xl py-6 sm:py-10">
      <h1 className="text-3xl font-bold tracking-tight">{bt.ordersTitle}</h1>
      {purchase ? (
        <p role="status" className="mt-4 rounded-xl border border-accent-200 bg-accent-50 p-4 font-semibold text-accent-900">
          {purchase.payment.status === 'paid' ? bt.paidThanks : purchase.payment.status === 'pending' ? bt.paymentWaiting : bt.paymentNotMade}
        </p>
      ) : null}
      {orders.length === 0 ? (
        <div className="card mt-6 p-6 text-center">
          <p className="font-semibold">{bt.noOrders}</p>
          <Link to="/shop" className="btn-primary mt-4">
            {bt.browseShop}
          </Link>
        </div>
      ) : (
        <ul className="mt-6 space-y-3">
          {orders.map((o) => (
            <li key={o.reference} className="card p-4">
              <div className="flex items-start justify-between gap-3">
                <div className="min-w-0">
                  <h2 className="font-semibold">
                    <Link to={`/shop/orders/${o.reference}`}>{bt.orderTitle(o.reference)}</Link>
                  </h2>
                  <p className="text-sm text-muted">
                    {bt.soldBy(o.vendor.name)} · {bt.orderPlacedOn(formatDate(o.createdAt))}
                  </p>
                </div>
                <OrderState status={o.status} />
              </div>
              <p className="mt-2 text-sm">{o.lines.map((l) => `${l.quantity} × ${l.title}`).join(', ')}</p>
              <p className="mt-1 font-semibold tabular-nums">{formatINR(o.totalPaise)}</p>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
