// The parts of a shop order the buyer's and the vendor's pages both show: its state in words
// (never colour alone), its lines with their prices, and where it goes.
import { buyingText as bt, formatINR, localPath, type ShipTo, type ShopOrderStatus, type ShopOrderView } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

const TONES: Record<ShopOrderStatus, string> = {
  placed: 'bg-amber-50 text-amber-900',
  paid: 'bg-accent-50 text-accent-800',
  accepted: 'bg-accent-50 text-accent-800',
  shipped: 'bg-sky-50 text-sky-900',
  delivered: 'bg-stone-100 text-stone-800',
  cancelled: 'bg-red-50 text-red-800',
};

export function OrderState({ status }: { status: ShopOrderStatus }) {
  return <span className={`inline-flex shrink-0 rounded-full px-2.5 py-0.5 text-xs font-semibold ${TONES[status]}`}>{bt.status[status]}</span>;
}

export function OrderLines({ order, links = true }: { order: Pick<ShopOrderView, 'lines' | 'totalPaise'>; links?: boolean }) {
  return (
    <div>
      <ul className="divide-y divide-line">
        {order.lines.map((l) => (
          <li key={`${l.sku}-${l.title}`} className="flex items-start justify-between gap-3 py-2 text-sm">
            <span className="min-w-0">
              {links && l.productSlug ? (
                <Link to={`/shop/products/${l.productSlug}`} className="font-semibold">
                  {l.title}
                </Link>
              ) : (
                <span className="font-semibold">{l.title}</span>
              )}
              {l.variantLabel ? <span className="text-muted"> · {l.variantLabel}</span> : null}
              <span className="block text-muted">
                {l.quantity} × {formatINR(l.unitPricePaise)}
              </span>
            </span>
            <span className="shrink-0 font-semibold tabular-nums">{formatINR(l.lineTotalPaise)}</span>
          </li>
        ))}
      </ul>
      <p className="mt-2 flex justify-between border-t border-line pt-2 font-bold">
        <span>{bt.total}</span>
        <span className="tabular-nums">{formatINR(order.totalPaise)}</span>
      </p>
    </div>
  );
}

/** The order's GST documents as download links (the stored PDFs). */
export function OrderDocuments({ order }: { order: Pick<ShopOrderView, 'reference' | 'documents'> }) {
  if (!order.documents.length) return null;
  return (
    <ul className="space-y-1 text-sm">
      {order.documents.map((d) => (
        <li key={d.id}>
          <a href={localPath(`/shop/orders/${order.reference}/documents/${d.id}`)} className="inline-flex min-h-11 items-center font-semibold" download>
            {bt.documentLink(bt.documentKinds[d.kind] ?? d.kind, d.number)}
          </a>
        </li>
      ))}
    </ul>
  );
}

export function ShipToBlock({ to }: { to: ShipTo }) {
  return (
    <address className="not-italic text-sm leading-relaxed">
      <span className="font-semibold">{to.name}</span>
      <br />
      {to.line1}
      {to.line2 ? (
        <>
          <br />
          {to.line2}
        </>
      ) : null}
      <br />
      {to.city}, {to.state} {to.pinCode}
      <br />
      {to.phone}
    </address>
  );
}

/** The photos a buyer sent with a return, as small links that open each (for the buyer, the seller and staff). */
export function ReturnPhotos({ reference, count }: { reference: string; count: number }) {
  if (!count) return null;
  return (
    <div className="mt-3">
      <h3 className="text-sm font-semibold">{bt.returnPhotosTitle}</h3>
      <ul className="mt-2 flex flex-wrap gap-2">
        {Array.from({ length: count }, (_, i) => {
          const href = localPath(`/shop/orders/${reference}/returns/photos/${i + 1}`);
          return (
            <li key={href}>
              <a href={href} className="block overflow-hidden rounded-lg border border-line focus-visible:outline-2">
                <img src={href} alt={bt.returnPhoto(i + 1)} width={96} height={96} loading="lazy" className="size-24 object-cover" />
              </a>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
