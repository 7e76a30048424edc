// Where to send someone after signing in (`redirectTo`), switching language (`next`) or any other
// address a request names: a path on this site, never another. Browsers are lenient with what
// they treat as another origin (`//evil`, `/\evil`, a tab or newline inside `/<TAB>/evil`,
// `https://evil`, `javascript:`), so the value is resolved the way a browser would, against a
// placeholder origin, and only kept when it stays there. The check is on the address as it will
// finally be sent: the language prefix is taken off (`/hi//evil` is `//evil` in English,
// issue 38) and percent-escapes are read (`/%2F/evil` is `//evil` to a server that decodes it).
import { basePath } from './i18n.ts';

const HERE = 'http://x.invalid';
const SIGN_IN_PAGES = /^\/(login|register|reset-password|logout)(\/|$)/;
// biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
const CONTROL_OR_BACKSLASH = /[\u0000-\u001f\u007f\\]/;

/** Whether a path, read as a browser or a decoding server would, starts at another host. */
function leavesSite(path: string): boolean {
  if (!path.startsWith('/') || path.startsWith('//')) return true;
  let decoded: string;
  try {
    decoded = decodeURIComponent(path);
  } catch {
    // A broken escape (%E0%A4%A) is no address we make.
    return true;
  }
  return decoded.startsWith('//') || CONTROL_OR_BACKSLASH.test(decoded);
}

/**
 * A same-site path (`/profile?tab=1#x`, normalised, exactly one leading `/`), in whichever
 * language it names, or `fallback`. Pure; every redirect to an address a request carried goes
 * through it, after the language prefix is put on (links.tsx, platform/language.ts).
 */
export function safeLocalPath(value: unknown, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Only paths: no scheme, no host, no "relative to the current page".
  if (!value.startsWith('/')) return fallback;
  // Control characters and backslashes are never in a path we link to; browsers drop the first
  // and read the second as "/", which is how "/\t/evil" and "/\evil" leave the site.
  if (CONTROL_OR_BACKSLASH.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  // "/.//evil" and "/%2e%2e//evil" resolve to the path "//evil", which a browser reads as a host;
  // "/hi//evil" is the same once its language is taken off or changed.
  if (leavesSite(url.pathname) || leavesSite(basePath(url.pathname))) return fallback;
  return `${url.pathname}${url.search}${url.hash}`;
}

/**
 * Where to go after signing in: a same-site path (safeLocalPath) other than the sign-in pages
 * (in either language), or `fallback`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  const path = safeLocalPath(value, '');
  if (path === '') return fallback;
  // Never back into signing in: after logging in, /login would only send the visitor home.
  if (SIGN_IN_PAGES.test(basePath(path.split(/[?#]/, 1)[0] ?? path))) return fallback;
  return path;
}

/** The query parameters our pages redirect by: the language switch's `next`, signing in's `redirectTo`. */
export const REDIRECT_PARAMS = ['next', 'redirectTo'] as const;

/** The host a redirect target names, read as leniently as a browser would; '' for none. */
function hostNamed(target: string): string {
  let text = target;
  try {
    text = decodeURIComponent(target);
  } catch {
    // Kept as it is: a broken escape still names its host.
  }
  // biome-ignore lint/suspicious/noControlCharactersInRegex: browsers drop them inside a URL, so must the reading
  text = text.replace(/[\u0000-\u001f\u007f]/g, '').replace(/\\/g, '/');
  if (text.startsWith('/') && !text.startsWith('//')) text = basePath(text.split(/[?#]/, 1)[0] ?? text);
  try {
    const url = new URL(text, HERE);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return url.protocol;
    return url.hostname === 'x.invalid' ? '' : url.hostname.toLowerCase();
  } catch {
    return '';
  }
}

/**
 * Where a link to our own site finally goes, when that is not our site: `https://<us>/language/en?
 * next=/hi//evil.example` is a link to evil.example (issue 38: a trusted campaign's update
 * carried one to 30 donors). The host a redirect parameter names (REDIRECT_PARAMS, followed
 * through our own pages up to three times) when it is not a path of ours (safeLocalPath) and not
 * `ownHost`; null when the link stays here. Our redirects refuse such targets anyway: this is how
 * an update's reviewer and the email's link rule see a link for what it was written to be.
 */
export function offSiteTarget(href: string, ownHost: string, hops = 3): string | null {
  let url: URL;
  try {
    url = new URL(href, `http://${ownHost}`);
  } catch {
    return null;
  }
  for (const name of REDIRECT_PARAMS) {
    for (const target of url.searchParams.getAll(name)) {
      if (safeLocalPath(target, '') !== '') {
        // One of our paths: it may redirect again.
        const further = hops > 1 ? offSiteTarget(target, ownHost, hops - 1) : null;
        if (further) return further;
        continue;
      }
      const host = hostNamed(target);
      if (host && host !== ownHost.toLowerCase() && !host.endsWith(`.${ownHost.toLowerCase()}`)) return host;
    }
  }
  return null;
}
