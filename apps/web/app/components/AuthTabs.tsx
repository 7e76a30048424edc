import { layoutText } from '@sahyog/core';
import { Link } from '../lib/links.tsx';

const TABS = [
  { id: 'login', to: '/login' },
  { id: 'reset', to: '/login?tab=reset' },
  { id: 'register', to: '/login?tab=register' },
] as const;

/** `?tab=…` links that keep where the visitor goes after signing in. */
export function tabHref(to: string, redirectTo: string | undefined): string {
  if (!redirectTo || redirectTo === '/') return to;
  return `${to}${to.includes('?') ? '&' : '?'}redirectTo=${encodeURIComponent(redirectTo)}`;
}

/** Links, not buttons: each tab is its own URL and works without JavaScript. */
export function AuthTabs({ active, redirectTo }: { active: 'login' | 'reset' | 'register'; redirectTo?: string }) {
  return (
    <nav aria-label={layoutText.accountTabs}>
      <ul className="grid grid-cols-3 gap-1 rounded-full bg-stone-100 p-1">
        {TABS.map((t) => (
          <li key={t.id}>
            <Link
              to={tabHref(t.to, redirectTo)}
              replace
              aria-current={active === t.id ? 'page' : undefined}
              className={`flex min-h-11 items-center justify-center rounded-full px-2 text-center text-sm font-semibold no-underline ${active === t.id ? 'bg-white text-accent-800 shadow-sm' : 'text-muted hover:text-ink'}`}
            >
              {layoutText.tabs[t.id]}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
