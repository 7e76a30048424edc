// The seller area's tabs (/seller, /seller/products, a new product, the shop's details): plain links, one row that
// fits a 390 px phone, the current one marked for screen readers and by more than colour.
import { buyingText as bt, inquiryText as it, careerText as kt, sellerMessages as sm } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

export function SellerNav({ current }: { current: 'dashboard' | 'products' | 'new' | 'orders' | 'inbox' | 'payouts' | 'shop' | 'jobs' }) {
  const tabs = [
    { key: 'dashboard', to: '/seller', label: sm.dashboardTitle },
    { key: 'orders', to: '/seller/orders', label: bt.sellerOrdersTitle },
    { key: 'inbox', to: '/seller/inbox', label: it.inboxTitle },
    { key: 'payouts', to: '/seller/payouts', label: bt.payoutsTitle },
    { key: 'products', to: '/seller/products', label: sm.allProducts },
    { key: 'new', to: '/seller/products/new', label: sm.addProduct },
    { key: 'shop', to: '/seller/shop', label: sm.shopSettings },
    { key: 'jobs', to: '/seller/jobs', label: kt.navJobs },
  ] as const;
  return (
    <nav aria-label={sm.dashboardTitle} className="border-b border-line">
      <ul className="flex gap-1 overflow-x-auto">
        {tabs.map((t) => (
          <li key={t.key}>
            <Link
              to={t.to}
              aria-current={current === t.key ? 'page' : undefined}
              className={`inline-flex min-h-12 items-center whitespace-nowrap border-b-2 px-3 text-sm font-semibold no-underline ${
                current === t.key ? 'border-accent-700 text-accent-800' : 'border-transparent text-stone-700 hover:text-accent-800'
              }`}
            >
              {t.label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

/** A product's state in words (never colour alone). */
export function ProductState({ status, moderation }: { status: 'draft' | 'published' | 'archived'; moderation: 'visible' | 'hidden' | 'taken_down' }) {
  const tone =
    moderation !== 'visible'
      ? 'bg-red-50 text-red-800'
      : status === 'published'
        ? 'bg-accent-50 text-accent-800'
        : status === 'draft'
          ? 'bg-amber-50 text-amber-900'
          : 'bg-stone-100 text-stone-700';
  return (
    <span className={`inline-flex rounded-full px-2.5 py-0.5 text-xs font-semibold ${tone}`}>
      {moderation !== 'visible' ? sm.moderationLabels[moderation] : sm.statusLabels[status]}
    </span>
  );
}
