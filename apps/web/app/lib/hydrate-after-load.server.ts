// Hydrating pages (campaign, checkout, account forms) used to ask for their ~120 KB of modules
// from <head> at high priority (React Router's modulepreload links), in parallel with the
// stylesheet and the campaign photo, and to run them as soon as they arrived: on a slow phone
// the first paint waited for them (Lighthouse mobile: LCP 2.3 s on the campaign page, 0.9 s on
// the home page, which ships no React). Every hydrating page works as plain HTML first (forms
// post, links navigate, the sticky bar's link jumps to the form), so the JavaScript can wait:
// this rewrites React Router's boot so that nothing is fetched before the window's load event
// (the photo and stylesheet are in), then preloads the same modules and imports them.
//
// The boot stays the same <script type="module"> element, so hydration claims it as before;
// only its text changes (its static imports become dynamic ones after the wait). When React
// Router's output does not have the expected shape, the page is left as it was: it then loads
// its JavaScript early, as before, and still works.

/**
 * How React Router's boot script opens, after its (optional) nonce attribute: pages without it
 * (content pages) need no rewriting.
 */
export const BOOT_TAG = ' type="module" async="">';
// React Router adds the render's script mark (nonce) to these links too.
const MODULEPRELOAD = /<link rel="modulepreload" href="([^"]+)"(?: nonce="[\w-]*")?\/>/g;
const STATIC_IMPORT = /^\s*import \* as (\w+) from ("[^"]+");[ \t]*$/gm;

/** Resolves at the load event (at once if it has passed). */
const WAIT_FOR_LOAD = `await new Promise((r) => (document.readyState === 'complete' ? r() : addEventListener('load', () => r(), { once: true })));`;

export function hydrateAfterLoad(html: string): string {
  // Only the boot script (near the end) and <head> (the preload links) are searched: scanning
  // the whole page with these patterns was ~4 % of a cache miss's CPU.
  const end = html.lastIndexOf(BOOT_TAG);
  const at = end === -1 ? -1 : html.lastIndexOf('<script', end);
  const headEnd = html.indexOf('</head>');
  if (at === -1 || headEnd === -1 || headEnd > at) return html;
  // Only `<script` and an optional nonce may come before the type: another shape is left alone.
  const open = html.slice(at, end + BOOT_TAG.length);
  if (!/^<script(?: nonce="[\w-]*")? type="module" async="">$/.test(open)) return html;
  const close = html.indexOf('</script>', at);
  if (close === -1) return html;
  const code = html.slice(end + BOOT_TAG.length, close);
  const imports = [...code.matchAll(STATIC_IMPORT)].map((m) => ({ name: m[1] ?? '', specifier: m[2] ?? '' }));
  const rest = code.replace(STATIC_IMPORT, '');
  // Anything else imported statically (a side-effect import such as the manifest's when route
  // discovery is off, Vite's HMR runtime in dev) would still load at once, and in an order that
  // matters: leave such a boot alone.
  if (!imports.length || /^\s*import\s*["'{*\w]/m.test(rest)) return html;
  const head = html.slice(0, headEnd);
  const preloads = [...head.matchAll(MODULEPRELOAD)].map((m) => m[1] ?? '');
  const names = imports.map((i) => i.name).join(', ');
  const loads = imports.map((i) => `import(${i.specifier})`).join(', ');
  const deferred = [
    WAIT_FOR_LOAD,
    // Fetched in parallel, as the preload links would have, rather than import by import.
    `for (const href of ${JSON.stringify(preloads)}) document.head.append(Object.assign(document.createElement('link'), { rel: 'modulepreload', href }));`,
    `const [${names}] = await Promise.all([${loads}]);`,
    rest.trim(),
  ].join('\n');
  return `${head.replace(MODULEPRELOAD, '')}${html.slice(headEnd, at)}${open}${deferred}${html.slice(close)}`;
}
