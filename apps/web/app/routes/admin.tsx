import {
  basePath,
  careerText,
  challengeText,
  consoleMessages,
  credentialsText,
  learningStaffText,
  lostFoundText,
  matrimonialStaffText,
  STAFF_ROLES,
  supportText,
  vendorsAdminMessages,
} from '@sahyog/core';
import { Outlet, useLocation } from 'react-router';
import { localPath } from '../lib/links.tsx';
import { requestInfo, requireUser } from '../lib/session.server.ts';
import type { RouteHandle } from '../root.tsx';
import type { Route } from './+types/admin';

// Staff work at the bottom of tables too: no floating chat over their buttons.
export const handle: RouteHandle = { hydrate: false, phoneChat: false, frame: 'console' };

export const meta: Route.MetaFunction = () => [{ title: consoleMessages.eyebrow }, { name: 'robots', content: 'noindex' }];

export function loader({ context, request }: Route.LoaderArgs) {
  const { user } = requireUser(context, request, STAFF_ROLES);
  return { name: user.fullName, outbox: requestInfo(context).devOutbox !== 'off' };
}

export default function AdminLayout({ loaderData }: Route.ComponentProps) {
  // The console's own path whichever language it is read in (/hi/admin/... is /admin/...).
  const pathname = basePath(useLocation().pathname);
  const t = consoleMessages.sections;
  const nav = [
    { to: '/admin', label: t.dashboard, end: true },
    { to: '/admin/campaigns', label: t.campaigns },
    { to: '/admin/donations', label: t.donations },
    { to: '/admin/verify', label: t.verify },
    { to: '/admin/applications', label: t.applications },
    { to: '/admin/vendors', label: vendorsAdminMessages.nav },
    { to: '/admin/help', label: supportText.queueTitle },
    { to: '/admin/certificates', label: credentialsText.adminTitle },
    { to: '/admin/learn', label: learningStaffText.nav },
    { to: '/admin/challenges', label: challengeText.adminTitle },
    { to: '/admin/jobs', label: careerText.adminTitle },
    { to: '/admin/lost-and-found', label: lostFoundText.adminTitle },
    { to: '/admin/matrimonial', label: matrimonialStaffText.title },
    { to: '/admin/contacts', label: t.contacts },
    { to: '/admin/subscribers', label: t.subscribers },
    { to: '/admin/receipts', label: t.receipts },
    { to: '/admin/refunds', label: t.refunds },
    { to: '/admin/subscriptions', label: t.subscriptions },
    { to: '/admin/users', label: t.users },
    { to: '/admin/blogs', label: t.blogs },
    { to: '/admin/pages', label: t.pages },
    { to: '/admin/content', label: t.content },
    { to: '/admin/faqs', label: t.faqs },
    { to: '/admin/updates', label: t.updates },
    { to: '/admin/spending', label: t.spending },
    { to: '/admin/shop/products', label: t.shopProducts },
    { to: '/admin/shop/categories', label: t.shopCategories },
    { to: '/admin/shop/brands', label: t.shopBrands },
    { to: '/admin/shop/orders', label: t.shopOrders },
    { to: '/admin/shop/disputes', label: t.shopDisputes },
    { to: '/admin/shop/payouts', label: t.shopPayouts },
    { to: '/admin/shop/rates', label: t.shopRates },
    { to: '/admin/settings', label: t.settings },
    { to: '/admin/audit', label: t.audit },
    ...(loaderData.outbox ? [{ to: '/dev/outbox', label: t.outbox }] : []),
  ];
  const isActive = (n: (typeof nav)[number]) => ('end' in n && n.end ? pathname === n.to : pathname === n.to || pathname.startsWith(`${n.to}/`));
  const current = nav.find(isActive);
  // Plain links: the console ships no React (hydrate: false), so a NavLink's client routing
  // never runs, and resolving 34 of them cost every console page's render (decision 0044).
  const links = (cls: string) => (
    <ul className={cls}>
      {nav.map((n) => {
        const active = isActive(n);
        return (
          <li key={n.to}>
            <a
              href={localPath(n.to)}
              aria-current={active ? 'page' : undefined}
              className={`flex min-h-11 items-center rounded-lg px-3 text-sm font-medium no-underline ${active ? 'bg-accent-50 text-accent-800' : 'hover:bg-stone-100'}`}
            >
              {n.label}
            </a>
          </li>
        );
      })}
    </ul>
  );
  return (
    <div className="container-page grid grid-cols-1 gap-8 py-8 lg:grid-cols-[220px_minmax(0,1fr)]">
      <aside>
        <p className="eyebrow">{consoleMessages.eyebrow}</p>
        <p className="mt-1 text-sm text-muted">{consoleMessages.signedInAs(loaderData.name)}</p>
        <nav aria-label={consoleMessages.navLabel} className="mt-4">
          {/* On a phone every section is one press away in a list that opens, without JavaScript;
              a strip that scrolls sideways would hide most of them. */}
          <details key={pathname} className="rounded-xl border border-line bg-white lg:hidden">
            <summary className="flex min-h-12 cursor-pointer list-none items-center justify-between gap-3 px-4 font-semibold [&::-webkit-details-marker]:hidden">
              <span>
                <span className="sr-only">{consoleMessages.menuNow}</span>
                {current?.label ?? consoleMessages.menuFallback}
              </span>
              <span aria-hidden="true" className="text-sm text-accent-800">
                {consoleMessages.menuAll}
              </span>
            </summary>
            {links('grid grid-cols-1 gap-1 border-t border-line p-2 min-[400px]:grid-cols-2')}
          </details>
          {links('hidden flex-col gap-1 lg:flex')}
        </nav>
      </aside>
      <div className="min-w-0">
        <Outlet />
      </div>
    </div>
  );
}
