import {
  basePath,
  currentLanguage,
  type FormBody,
  LANGUAGES,
  LOCALES,
  languageOfPath,
  layoutText,
  pathIn,
  type Settings,
  unreadableFormMessages,
  VIEWER_COOKIE,
} from '@sahyog/core';
import { unreadableFormContext } from '@sahyog/core/context';
import { useContext } from 'react';
import { isRouteErrorResponse, Links, Meta, Outlet, data as respond, Scripts, ScrollRestoration, useMatches, useRouteLoaderData } from 'react-router';
import type { Route } from './+types/root';
import './app.css';
import { ConsoleTopBar } from './components/ConsoleTopBar.tsx';
import { Footer } from './components/Footer.tsx';
import { Header } from './components/Header.tsx';
import { IconSprite } from './components/Icons.tsx';
import { Toaster } from './components/Toaster.tsx';
import enhanceScript from './enhance/enhance.js?minified';
import { jsonLdText, organizationLd } from './lib/json-ld.ts';
import { Link } from './lib/links.tsx';
import { ScriptNonce } from './lib/script-nonce.ts';
import { services } from './lib/services.server.ts';
import { requestInfo } from './lib/session.server.ts';

/**
 * A page sent a body that is no form: the server's page adapter names the status (400 or 415)
 * and the error page answers it, before any action could fail on it with a 500.
 */
export const middleware: Route.MiddlewareFunction[] = [
  ({ context }) => {
    const status = context.get(unreadableFormContext);
    if (status !== null) throw respond(unreadableFormMessages.heading, { status });
  },
];

export async function loader({ context, request }: Route.LoaderArgs) {
  const settings = await services(context).content.settings();
  const url = new URL(request.url);
  // The page's language is its address's (/hi/...); `base` is the same page's English path.
  const language = languageOfPath(url.pathname);
  const page = { language, base: basePath(url.pathname), search: url.search };
  const info = requestInfo(context);
  const viewer = info.viewer ? { fullName: info.viewer.user.fullName, role: info.viewer.user.role } : null;
  // Pages build absolute links (canonical, og:url, share links) from this, never from Host.
  return { settings, year: new Date().getFullYear(), viewer, flash: info.flash, publicUrl: info.publicUrl, page };
}

export const links: Route.LinksFunction = () => [{ rel: 'icon', href: '/favicon.svg', type: 'image/svg+xml' }];

/**
 * Routes that only show content export `handle = { hydrate: false }`: they ship no React on
 * first load (a cheap phone on slow 4G gets the page, not ~105 KB of framework), and their
 * links do full page loads. Interactive routes (campaign, forms) hydrate as usual.
 */
export type RouteHandle = {
  hydrate?: boolean;
  /**
   * Was: no floating WhatsApp button on phones. Phones never get one now (Footer.tsx); kept so
   * the routes that say so still type-check.
   */
  phoneChat?: boolean;
  /**
   * What the route's form posts (core/form-bodies.ts, decision 0043): nothing said is a short
   * urlencoded form; `text` allows long texts; `files` allows multipart (an action that takes
   * files). The server refuses any other body before reading it.
   */
  body?: FormBody;
  /** `console`: the staff console's own slim frame instead of the site's header and footer. */
  frame?: 'site' | 'console';
};

const ZOD_JITLESS = 'globalThis.__zod_globalConfig={jitless:true}';

/**
 * Public pages are cached and served to everyone, signed in or not: this fills in the header's
 * greeting from the `who` cookie (name and role, see core/cookies.ts) right after the header is
 * parsed, before first paint. It writes text and one attribute only, never HTML. A page
 * rendered for the viewer already carries both.
 */
const VIEWER_SCRIPT = `(function(){var d=document.documentElement;if(d.hasAttribute('data-viewer'))return;var m=document.cookie.match(/(?:^|;\\s*)${VIEWER_COOKIE}=([^;]*)/);if(!m)return;try{var v=JSON.parse(decodeURIComponent(m[1]));if(typeof v.n!=='string'||typeof v.r!=='string')return;var f=v.n.split(' ')[0]||v.n,t={first:f,initial:f.charAt(0).toUpperCase(),full:v.n};document.querySelectorAll('[data-who]').forEach(function(e){e.textContent=t[e.getAttribute('data-who')]||''});d.setAttribute('data-viewer',v.r)}catch(e){}})()`;

export function Layout({ children }: { children: React.ReactNode }) {
  const data = useRouteLoaderData<typeof loader>('root');
  // On the client React is already running (we came from a hydrated page): keep the scripts
  // and scroll restoration mounted when navigating into a content page.
  const handles = useMatches().map((m) => (m.handle ?? {}) as RouteHandle);
  const hydrate = typeof document !== 'undefined' || !handles.some((h) => h.hydrate === false);
  const consoleFrame = handles.some((h) => h.frame === 'console');
  const nonce = useContext(ScriptNonce);
  return (
    // data-viewer (the role) shows the signed-in header; set here for a page rendered for the
    // viewer, or by VIEWER_SCRIPT on a cached one, so React keeps what it finds on hydration.
    <html lang={LOCALES[data?.page.language ?? currentLanguage()]} data-viewer={data?.viewer?.role} suppressHydrationWarning>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0f766e" />
        {/* Before any module: zod's JIT probes `new Function`, which our CSP (no 'unsafe-eval')
            reports as a violation even though zod catches it and parses without. */}
        {hydrate ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: ZOD_JITLESS }} /> : null}
        <Meta />
        {data ? <LanguageAlternates publicUrl={data.publicUrl} base={data.page.base} /> : null}
        <Links />
        {/* The foundation (schema.org NGO) on every page; a data block, not a script CSP runs. */}
        {data ? <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: jsonLdText(organizationLd(data.settings, data.publicUrl)) }} /> : null}
      </head>
      <body className="min-h-screen">
        <IconSprite />
        {data && consoleFrame ? <ConsoleTopBar settings={data.settings} /> : null}
        {data && !consoleFrame ? <Header settings={data.settings} viewer={data.viewer} /> : null}
        {data && !consoleFrame ? <script nonce={nonce} dangerouslySetInnerHTML={{ __html: VIEWER_SCRIPT }} /> : null}
        {data?.flash ? <Toaster toasts={[data.flash]} /> : null}
        <main id="main">{children}</main>
        {data && !consoleFrame ? <Footer settings={data.settings} year={data.year} /> : null}
        {hydrate ? (
          <>
            {/* Scrolls to the top on every new navigation; restores position on back/forward. */}
            <ScrollRestoration nonce={nonce} />
            <Scripts nonce={nonce} />
          </>
        ) : null}
        <script nonce={nonce} dangerouslySetInnerHTML={{ __html: enhanceScript }} />
      </body>
    </html>
  );
}

/** The page in each language, for search engines (hreflang pairs; English is the default). */
function LanguageAlternates({ publicUrl, base }: { publicUrl: string; base: string }) {
  const origin = publicUrl.replace(/\/$/, '');
  return (
    <>
      {LANGUAGES.map((l) => (
        <link key={l} rel="alternate" hrefLang={LOCALES[l]} href={`${origin}${pathIn(l, base)}`} />
      ))}
      <link rel="alternate" hrefLang="x-default" href={`${origin}${base}`} />
    </>
  );
}

export default function App() {
  return <Outlet />;
}

export function useSettings(): Settings | undefined {
  return useRouteLoaderData<typeof loader>('root')?.settings;
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  const status = isRouteErrorResponse(error) ? error.status : 500;
  const text =
    status === 404
      ? layoutText.notFound
      : status === 403
        ? layoutText.forbidden
        : status === 400 || status === 413 || status === 415
          ? { ...unreadableFormMessages, eyebrow: unreadableFormMessages.eyebrow(status) }
          : layoutText.failed;
  return (
    <section className="container-page flex min-h-[50vh] flex-col items-start justify-center py-16">
      <title>{text.title}</title>
      <p className="eyebrow">{text.eyebrow}</p>
      <h1 className="mt-2 text-3xl font-bold sm:text-4xl">{text.heading}</h1>
      <p className="mt-4 max-w-prose text-lg text-muted">{text.body}</p>
      {/* Only `npm run dev` (Vite) shows what failed: a built app never prints SQL or stacks. */}
      {import.meta.env.DEV && status === 500 && error instanceof Error ? (
        <pre className="mt-6 max-w-full overflow-x-auto whitespace-pre-wrap rounded bg-stone-100 p-4 text-sm">{error.stack ?? error.message}</pre>
      ) : null}
      <div className="mt-8 flex flex-wrap gap-3">
        <Link to="/" className="btn-primary">
          {layoutText.backHome}
        </Link>
        <Link to="/explore-campaigns" className="btn-secondary">
          {layoutText.seeAllCampaigns}
        </Link>
      </div>
    </section>
  );
}
