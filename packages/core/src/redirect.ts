// Where to send someone after signing in (`redirectTo`): a path on this site, never another.
// Browsers are lenient with what they treat as another origin (`//evil`, `/\evil`, a tab or
// newline inside `/<TAB>/evil`, `https://evil`, `javascript:`), so the value is resolved the
// way a browser would, against a placeholder origin, and only kept when it stays there.

const HERE = 'http://x.invalid';
const SIGN_IN_PAGES = /^\/(login|register|reset-password|logout)(\/|$)/;

/**
 * A same-site path (`/profile?tab=1#x`, normalised) other than the sign-in pages, or
 * `fallback`. Pure; used by every place that reads `redirectTo`.
 */
export function safeRedirect(value: string | null | undefined, fallback = '/'): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > 2048) return fallback;
  // Only paths: no scheme, no host, no "relative to the current page".
  if (!value.startsWith('/')) return fallback;
  // Control characters and backslashes are never in a path we link to; browsers drop the first
  // and read the second as "/", which is how "/\t/evil" and "/\evil" leave the site.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: refusing them is the point
  if (/[\u0000-\u001f\u007f\\]/.test(value)) return fallback;
  let url: URL;
  try {
    url = new URL(value, HERE);
  } catch {
    return fallback;
  }
  if (url.origin !== HERE) return fallback;
  const path = `${url.pathname}${url.search}${url.hash}`;
  // "/.//evil" resolves to the path "//evil", which a browser would read as a host.
  if (!path.startsWith('/') || path.startsWith('//')) return fallback;
  // Never back into signing in: after logging in, /login would only send the visitor home.
  if (SIGN_IN_PAGES.test(url.pathname)) return fallback;
  return path;
}
