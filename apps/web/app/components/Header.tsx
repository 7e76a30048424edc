import { careerText, credentialsText, headerMessages as h, layoutText, phoneText, type Settings, supportText } from '@sahyog/core';
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { Link, localPath, NavLink } from '../lib/links.tsx';
import { FacebookIcon, HeartIcon, InstagramIcon, LinkedInIcon, MailIcon, MenuIcon, PhoneIcon, ShieldIcon, XIcon, YouTubeIcon } from './Icons.tsx';
import { LanguageSwitch } from './LanguageSwitch.tsx';

/** The main navigation, its labels read per render (in the page's language). */
export const navLinks = () => {
  const n = layoutText.nav;
  return [
    { to: '/', label: n.home },
    { to: '/explore-campaigns', label: n.campaigns },
    { to: '/monthly-donation', label: n.giveMonthly },
    { to: '/start-new-campaign', label: n.startCampaign },
    { to: '/shop', label: n.shop },
    { to: '/blog', label: n.blog },
    { to: '/about', label: n.about },
    { to: '/contact', label: n.contact },
  ];
};

export function SocialLinks({ social, className = '', label }: { social: Settings['social']; className?: string; label?: string }) {
  const items = [
    { href: social.facebook, label: 'Facebook', Icon: FacebookIcon },
    { href: social.instagram, label: 'Instagram', Icon: InstagramIcon },
    { href: social.youtube, label: 'YouTube', Icon: YouTubeIcon },
    { href: social.x, label: layoutText.social.x, Icon: XIcon },
    { href: social.linkedin, label: 'LinkedIn', Icon: LinkedInIcon },
  ].filter((i) => i.href);
  return (
    <ul aria-label={label} className={`flex items-center gap-1 ${className}`}>
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
    // Narrow phones keep room for Donate Now and the menu: under 400 px the second line of the
    // name, under 360 px the whole name, is for screen readers only.
    <Link to="/" className="flex min-h-11 shrink-0 items-center gap-2 no-underline">
      <span aria-hidden="true" className="inline-flex h-9 w-9 shrink-0 items-center justify-center rounded-full bg-accent-700 text-white">
        <HeartIcon width={20} height={20} />
      </span>
      <span className="text-lg font-bold leading-tight tracking-tight max-[359px]:sr-only">
        {first} <span className="block text-xs font-medium whitespace-nowrap text-muted max-[399px]:sr-only">{rest.join(' ')}</span>
        <span className="sr-only">{h.home}</span>
      </span>
    </Link>
  );
}

const navClass = ({ isActive }: { isActive: boolean }) =>
  `inline-flex min-h-11 items-center whitespace-nowrap rounded-md px-2 text-[15px] xl:px-2.5 font-medium no-underline ${isActive ? 'text-accent-800 underline decoration-2 underline-offset-8' : 'text-ink hover:text-accent-800'}`;

export type HeaderViewer = { fullName: string; role: string } | null;

/** The signed-in donor's name as the header shows it (empty on a cached public page). */
function names(viewer: HeaderViewer) {
  const full = viewer?.fullName ?? '';
  const first = full.split(' ')[0] || full;
  return { full, first, initial: first.charAt(0).toUpperCase() };
}

export function Header({ settings, viewer }: { settings: Settings; viewer: HeaderViewer }) {
  const menu = useRef<HTMLDetailsElement>(null);
  const { full, first, initial } = names(viewer);
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
          {h.skipToContent}
        </a>
        <div className="hidden h-10 bg-accent-800 text-sm text-white lg:block">
          <div className="container-page flex h-full items-center justify-between">
            <div className="flex items-center gap-6">
              <a href={`tel:${settings.helpline.replace(/\s/g, '')}`} className="inline-flex items-center gap-2 no-underline">
                {/* No space beside the number: the link's text is the number alone (gap-2 spaces it). */}
                <PhoneIcon width={16} height={16} />
                {phoneText(settings.helpline)}
              </a>
              <a href={`mailto:${settings.email}`} className="inline-flex items-center gap-2 no-underline">
                <MailIcon width={16} height={16} /> {settings.email}
              </a>
            </div>
            <div className="flex items-center gap-4">
              <LanguageSwitch className="inline-flex min-h-9 items-center rounded-full border border-white/40 px-3 font-medium no-underline hover:bg-white/10" />
              <SocialLinks social={settings.social} label={h.followUs} className="-mr-3 [&_a]:h-9 [&_a]:w-9" />
            </div>
          </div>
        </div>
        <div className="container-page flex h-16 items-center justify-between gap-3 lg:h-20">
          <Logo name={settings.foundationName} />
          <nav aria-label={h.mainNav} className="hidden lg:block">
            <ul className="flex items-center">
              {/* The logo is the way home on wide screens; the phone menu lists Home. */}
              {navLinks()
                .filter((n) => n.to !== '/')
                .map((n) => (
                  <li key={n.to}>
                    <NavLink to={n.to} className={navClass} prefetch="intent">
                      {n.label}
                    </NavLink>
                  </li>
                ))}
            </ul>
          </nav>
          <div className="flex shrink-0 items-center gap-2">
            {/* Both are in every page; the stylesheet shows one (html[data-viewer], see root.tsx),
                so a cached public page greets a signed-in donor without being rendered for them. */}
            <UserMenu viewer={viewer} />
            <Link to="/login" className="guest-only hidden min-h-11 items-center whitespace-nowrap px-2 text-[15px] font-medium sm:inline-flex">
              {h.loginSignup}
            </Link>
            <Link to="/explore-campaigns" className="btn-primary whitespace-nowrap px-4 sm:px-5">
              {h.donateNow}
            </Link>
            {/* One phone menu for both states (one copy of the navigation in every page): signed
                in, phones see the initial on it and the account links at its top. */}
            <details ref={menu} data-phone-menu className="group relative lg:hidden">
              <summary className="relative inline-flex h-11 w-11 cursor-pointer list-none items-center justify-center rounded-full border border-line hover:bg-stone-100 [&::-webkit-details-marker]:hidden">
                <MenuIcon aria-hidden="true" />
                <span
                  aria-hidden="true"
                  className="viewer-only absolute -right-1 -top-1 inline-flex h-5 w-5 items-center justify-center rounded-full bg-accent-700 text-[11px] font-bold text-white sm:hidden"
                >
                  <Who part="initial" text={initial} />
                </span>
                <span className="sr-only">
                  <span className="viewer-only sm:hidden">
                    {h.welcome}
                    <Who part="first" text={first} />
                    {', '}
                  </span>
                  {h.phoneMenu}
                </span>
              </summary>
              <div className="fixed inset-x-0 top-16 max-h-[calc(100dvh-4rem)] overflow-y-auto border-b border-line bg-white shadow-lg">
                <div className="container-page pb-4 pt-2">
                  {/* From 640 px the Welcome menu in the bar has these. */}
                  <div className="viewer-only sm:hidden">
                    <p className="pt-2">
                      <span className="block text-sm text-muted">{h.welcome.trim()}</span>
                      <span className="block truncate text-lg font-semibold">
                        <Who part="full" text={full} />
                      </span>
                    </p>
                    <nav aria-label={h.accountNavPhone} className="mt-1 border-b border-line pb-2">
                      <AccountLinks
                        listClass="grid gap-x-4 min-[360px]:grid-cols-2"
                        itemClass="flex min-h-12 w-full items-center text-left text-base font-medium no-underline"
                      />
                    </nav>
                  </div>
                  <PhoneNav settings={settings} />
                </div>
              </div>
            </details>
          </div>
        </div>
        <div className="hidden h-10 border-t border-line bg-accent-50 text-sm text-accent-800 lg:block">
          <ul className="container-page flex h-full items-center justify-center gap-8 font-medium">
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> {h.trustFee}
            </li>
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> {h.trustTax(settings.taxLaw.shortName)}
            </li>
            <li className="inline-flex items-center gap-2">
              <ShieldIcon width={16} height={16} /> {h.trustVerified}
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

const menu = () => [
  { to: '/profile', label: h.myProfile },
  { to: '/transactions', label: h.myTransaction },
  { to: '/subscriptions', label: h.mySubscriptions },
  // Every account may start a campaign; a campaigner finds their drafts and live ones here.
  { to: '/my-campaigns', label: h.myCampaigns },
  { to: '/certificates', label: credentialsText.mineTitle },
  { to: '/jobs/applications', label: careerText.yourApplications },
  { to: '/help', label: supportText.helpLink },
];

/** The account's links and Logout: in the Welcome menu, and at the top of the phone menu. */
function AccountLinks({ itemClass, listClass }: { itemClass: string; listClass?: string }) {
  return (
    <ul className={listClass}>
      <li className="staff-only">
        <Link to="/admin" className={itemClass}>
          {h.staffConsole}
        </Link>
      </li>
      {menu().map((m) => (
        <li key={m.to}>
          <Link to={m.to} className={itemClass}>
            {m.label}
          </Link>
        </li>
      ))}
      <li>
        <form method="post" action={localPath('/logout')}>
          <button type="submit" className={itemClass}>
            {h.logout}
          </button>
        </form>
      </li>
    </ul>
  );
}

/** The phone menu: every page, Login / Signup when signed out, then the helpline and social links. */
function PhoneNav({ settings }: { settings: Settings }) {
  return (
    <>
      <nav aria-label={h.phoneNav}>
        <ul>
          {navLinks().map((n) => (
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
          <li className="guest-only">
            <Link to="/login" className="flex min-h-12 items-center border-b border-line text-base font-medium no-underline">
              {h.loginSignup}
            </Link>
          </li>
          <li>
            <LanguageSwitch className="flex min-h-12 items-center border-b border-line text-base font-medium no-underline" />
          </li>
        </ul>
      </nav>
      {/* The wide screens' top bar, for phones: the helpline and the social links. */}
      <div className="pt-3">
        <a href={`tel:${settings.helpline.replace(/\s/g, '')}`} className="inline-flex min-h-11 items-center gap-2 font-medium text-accent-800 no-underline">
          <PhoneIcon width={18} height={18} />
          <span className="sr-only">{phoneText(`${h.contactUs}: `)}</span>
          {phoneText(settings.helpline)}
        </a>
        <SocialLinks social={settings.social} label={h.followUs} className="-ml-3 mt-1 [&_a]:hover:bg-stone-100" />
      </div>
    </>
  );
}

/**
 * The spec's Welcome dropdown, from 640 px; a <details> so it works before (or without)
 * JavaScript: "Welcome, Name ▾" in the bar (just the initial from 1024 to 1280 px, where the
 * navigation needs the room). Phones reach the same links through the phone menu.
 */
function UserMenu({ viewer }: { viewer: HeaderViewer }) {
  // Signed out (or a cached page): empty, and filled from the `who` cookie before first paint.
  const { full, first, initial } = names(viewer);
  const menu = useRef<HTMLDetailsElement>(null);
  const { pathname } = useLocation();
  // Close after a client-side navigation, as the phone menu does.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the pathname is the trigger, not a value used inside
  useEffect(() => {
    if (menu.current) menu.current.open = false;
  }, [pathname]);
  return (
    <details ref={menu} className="viewer-only relative hidden sm:block">
      <summary className="relative inline-flex h-11 min-w-11 cursor-pointer list-none items-center justify-center gap-1.5 rounded-full px-3 text-[15px] font-medium hover:bg-stone-100 lg:px-1.5 xl:px-3 [&::-webkit-details-marker]:hidden">
        <span
          aria-hidden="true"
          className="hidden h-9 w-9 items-center justify-center rounded-full bg-accent-100 font-semibold text-accent-800 lg:inline-flex xl:hidden"
        >
          <Who part="initial" text={initial} />
        </span>
        <span className="block max-w-44 truncate md:max-w-60 lg:hidden xl:block xl:max-w-48">
          {h.welcome}
          <Who part="first" text={first} />
        </span>
        {/* Where only the initial shows, the name is still said. */}
        <span className="sr-only hidden lg:block xl:hidden">
          {h.welcome}
          <Who part="first" text={first} />
        </span>
        <span aria-hidden="true" className="text-xs">
          ▾
        </span>
      </summary>
      <div className="absolute right-0 top-12 z-50 w-64 rounded-xl border border-line bg-white p-1 shadow-lg">
        <p className="border-b border-line px-3 pb-2 pt-1.5 text-sm">
          <span className="block text-muted">{h.signedInAs}</span>
          <span className="block truncate font-semibold">
            <Who part="full" text={full} />
          </span>
        </p>
        <nav aria-label={h.accountNav} className="mt-1">
          <AccountLinks itemClass="flex min-h-11 w-full items-center rounded-lg px-3 text-left text-base no-underline hover:bg-stone-100" />
        </nav>
      </div>
    </details>
  );
}

/**
 * A piece of the signed-in donor's name. On a page rendered for them it is in the HTML; on a
 * cached public page it is empty and root.tsx's script fills it from the `who` cookie before
 * React hydrates, so React must keep the text it finds (suppressHydrationWarning, one string child).
 */
function Who({ part, text }: { part: 'first' | 'initial' | 'full'; text: string }) {
  return (
    <span data-who={part} suppressHydrationWarning>
      {text}
    </span>
  );
}
