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
