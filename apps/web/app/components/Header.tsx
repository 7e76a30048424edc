import type { Settings } from '@sahyog/core';
import { useEffect, useRef } from 'react';
import { Link, NavLink, useLocation } from 'react-router';
import { FacebookIcon, HeartIcon, InstagramIcon, LinkedInIcon, MailIcon, MenuIcon, PhoneIcon, ShieldIcon, XIcon, YouTubeIcon } from './Icons.tsx';

export const NAV = [
  { to: '/', label: 'Home' },
  { to: '/explore-campaigns', label: 'Campaigns' },
  { to: '/monthly-donation', label: 'Give Monthly' },
  { to: '/start-new-campaign', label: 'Start a Campaign' },
  { to: '/blog', label: 'Blog' },
  { to: '/about', label: 'About' },
  { to: '/contact', label: 'Contact' },
] as const;

export function SocialLinks({ social, className = '' }: { social: Settings['social']; className?: string }) {
  const items = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.youtube, label: 'YouTube', Icon: YouTubeIcon },
    { href: social.x, label: 'X (Twitter)', Icon: XIcon },
    { href: social.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
  ].filter((i) => i.href);
  return (
    <ul className={`flex items-center gap-1 ${className}`}>
      {items.map(({ href, label, Icon }) => (
        <li key={label}>
          <a href={href} rel="noopener noreferrer" target="_blank" className="inline-flex h-11 w-11 items-center justify-center rounded-full hover:bg-white/10">
            <Icon title={label} width={18} height={18} />
          </a>
        </li>
      ))}
    </ul>
  );
}

export function Logo({ name }: { name: string }) {
  const [first, ...rest] = name.split(' ');
  return (
    <Link to="/" className="flex min-h-11 items-center gap-2 no-underline">
      <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-accent-700 text-white">
        <HeartIcon width={20} height={20} />
      </span>
      <span className="text-lg font-bold leading-tight tracking-tight">
        {first} <span className="block text-xs font-medium whitespace-nowrap text-muted">{rest.join(' ')}</span>
        <span className="sr-only">, home</span>
      </span>
    </Link>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2.5 text-[15px] font-medium no-underline ${isActive ? 'text-accent-800 underline decoration-2 underline-offset-8' : 'text-ink hover:text-accent-800'}`;

export type HeaderViewer = { fullName: string; role: string } | null;

export function Header({ settings, viewer }: { settings: Settings; viewer: HeaderViewer }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const location = useLocation();
  // The mobile menu is a <details> (works without JavaScript); close it after navigating.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value used inside
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [location.pathname]);

  return (
    <>
      <header className="fixed inset-x-0 top-0 z-40 border-b border-line bg-white/95 backdrop-blur supports-[backdrop-filter]:bg-white/85">
        <a
          href="#main"
          className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2"
        >
          Skip to content
        </a>
        <div className="hidden h-10 bg-accent-800 text-sm text-white lg:block">
          <div className="container-page flex h-full items-center justify-between">
            <div className="flex items-center gap-6">
              <a href={`tel:${settings.helpline.replace(/\s/g, '')}`} className="inline-flex items-center gap-2 no-underline">
                <PhoneIcon width={16} height={16} /> {settings.helpline}
              </a>
              <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-2 no-underline">
                <MailIcon width={16} height={16} /> {settings.email}
              </a>
            </div>
            <SocialLinks social={settings.social} className="-mr-3 [&_a]:h-9 [&_a]:w-9" />
          </div>
        </div>
        <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-20">
          <Logo name={settings.foundationName} />
          <nav aria-label="Main" className="hidden lg:block">
            <ul className="flex items-center">
              {/* The logo is the way home on wide screens; the phone menu lists Home. */}
              {NAV.filter((n) => n.to !== '/').map((n) => (
                <li key={n.to}>
                  <NavLink to={n.to} className={navClass} prefetch="intent">
                    {n.label}
                  </NavLink>
                </li>
              ))}
            </ul>
          </nav>
          <div className="flex items-center gap-2">
            {viewer ? (
              <UserMenu viewer={viewer} />
            ) : (
              <Link to="/login" className="hidden min-h-11 items-center px-2 text-[15px] font-medium sm:inline-flex">
                Login / Signup
              </Link>
            )}
            <Link to="/explore-campaigns" className="btn-primary whitespace-nowrap px-4 sm:px-5">
              Donate Now
            </Link>
            <details ref={menu} className="group relative lg:hidden">
              <summary
                className="inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full border border-line [&::-webkit-details-marker]:hidden"
                aria-label="Menu"
              >
                <MenuIcon />
              </summary>
              <nav aria-label="Mobile" className="fixed inset-x-0 top-16 max-h-[calc(100vh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg">
                <ul className="container-page py-2">
                  {NAV.map((n) => (
                    <li key={n.to}>
                      <NavLink
                        to={n.to}
                        end={n.to === '/'}
                        className={({ isActive }) =>
                          `flex min-h-12 items-center border-b border-line text-base font-medium no-underline ${isActive ? 'text-accent-800' : ''}`
                        }
                      >
                        {n.label}
                      </NavLink>
                    </li>
                  ))}
                  {viewer ? null : (
                    <li>
                      <Link to="/login" className="flex min-h-12 items-center text-base font-medium no-underline">
                        Login / Signup
                      </Link>
                    </li>
                  )}
                </ul>
              </nav>
            </details>
          </div>
        </div>
        <div className="hidden h-10 border-t border-line bg-accent-50 text-sm text-accent-800 lg:block">
          <ul className="container-page flex h-full items-center justify-center gap-8 font-medium">
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> 0% platform fee
            </li>
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> 80G tax benefit on every donation
            </li>
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> Campaigns verified by our team
            </li>
          </ul>
        </div>
      </header>
      {/* The spec's 160 px spacer on wide screens; phones get a compact 64 px header so the
          campaign's title, photo and Donate button stay above the fold. */}
      <div aria-hidden="true" className="h-16 lg:h-[160px]" />
    </>
  );
}

const MENU = [
  { to: '/profile', label: 'My Profile' },
  { to: '/transactions', label: 'My Transaction' },
  { to: '/subscriptions', label: 'My Subscriptions' },
];

/** The spec's Welcome dropdown; a <details> so it works before (or without) JavaScript. */
function UserMenu({ viewer }: { viewer: NonNullable<HeaderViewer> }) {
  const first = viewer.fullName.split(' ')[0] || viewer.fullName;
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // Close after a client-side navigation, as the phone menu does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value used inside
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="relative">
      <summary className="inline-flex min-h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1 rounded-full sm:px-3 text-[15px] font-medium hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
        <span aria-hidden="true" className="inline-flex h-9 w-9 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800 sm:hidden">
          {first.charAt(0).toUpperCase()}
        </span>
        <span className="sr-only sm:not-sr-only">Welcome, </span>
        <span className="hidden max-w-24 truncate sm:inline">{first}</span>
        <span aria-hidden="true" className="hidden sm:inline">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 top-12 z-50 w-56 rounded-xl border border-line bg-white p-1 shadow-lg">
        <ul>
          {viewer.role === 'staff' || viewer.role === 'admin' ? (
            <li>
              <Link to="/admin" className="flex min-h-11 items-center rounded-lg px-3 no-underline hover:bg-stone-100">
                Staff console
              </Link>
            </li>
          ) : null}
          {MENU.map((m) => (
            <li key={m.to}>
              <Link to={m.to} className="flex min-h-11 items-center rounded-lg px-3 no-underline hover:bg-stone-100">
                {m.label}
              </Link>
            </li>
          ))}
          <li>
            <form method="post" action="/logout">
              <button type="submit" className="flex min-h-11 w-full items-center rounded-lg px-3 text-left hover:bg-stone-100">
                Logout
              </button>
            </form>
          </li>
        </ul>
      </div>
    </details>
  );
}
