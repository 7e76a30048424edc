// Which query parameters make a different public page, shared by the server's page cache and
// the pages themselves. A share on WhatsApp or Facebook comes back with `?fbclid=…` (or
// `utm_*`, `gclid` …) on every click: if those made new cache entries, every click of a viral
// share would render the page again, and anyone could defeat the cache with a random query.

/** Parameters added by ad and social platforms; no page reads them. */
const TRACKING_EXACT = new Set([
  'fbclid',
  'gclid',
  'gclsrc',
  'dclid',
  'gbraid',
  'wbraid',
  'msclkid',
  'yclid',
  'twclid',
  'ttclid',
  'li_fat_id',
  'igshid',
  'igsh',
  'mc_cid',
  'mc_eid',
  '_ga',
  '_gl',
  '_hsenc',
  '_hsmi',
  'mkt_tok',
  'srsltid',
  'si',
  'ref_src',
  'ref_url',
]);

export function isTrackingParam(name: string): boolean {
  return TRACKING_EXACT.has(name) || name.startsWith('utm_');
}

/**
 * The query parameters each public (cacheable) page reads; every other parameter is dropped
 * from its cache key and from the URL it is rendered with, so the page is the same bytes with
 * or without them. A page that declares itself public (publicPageHeaders in the web app) must
 * be listed here; a test checks each listed page's loader reads nothing else.
 */
export const PAGE_QUERY_PARAMS: readonly { path: RegExp; params: readonly string[] }[] = [
  { path: /^\/$/, params: ['category'] },
  { path: /^\/explore-campaigns$/, params: ['cause'] },
  // Back from the checkout with the donor's choice (checkout-draft.ts choiceFromUrl).
  { path: /^\/campaigns\/[^/]+$/, params: ['amount', 'items'] },
  // A campaign's payments, 50 a page (issue 26).
  { path: /^\/campaigns\/[^/]+\/spending$/, params: ['page'] },
  { path: /^\/(?:about|faq|blog|blog-detail|seller|refund-and-cancellation-policy|return-policy|terms-conditions|privacy-policy|transparency)$/, params: [] },
  // Where every rupee went (issue 26): its CSV is the page's figures too.
  { path: /^\/transparency\.csv$/, params: [] },
  { path: /^\/blog\/[^/]+$/, params: [] },
  // The shop (issue 24): the search page's form fields, a product's chosen variation, a shop's page.
  { path: /^\/shop$/, params: [] },
  { path: /^\/shop\/search$/, params: ['q', 'category', 'brand', 'city', 'min', 'max', 'inStock', 'sort', 'page'] },
  { path: /^\/shop\/products\/[^/]+$/, params: ['variant'] },
  { path: /^\/shop\/vendors\/[^/]+$/, params: ['page'] },
];

/** The parameters a public page reads, or undefined when the path is no listed public page. */
export function pageQueryParams(pathname: string): readonly string[] | undefined {
  for (const p of PAGE_QUERY_PARAMS) if (p.path.test(pathname)) return p.params;
  return undefined;
}

/**
 * The cache key of a request URL (path and query, as Node gives it): tracking parameters
 * dropped; when `allowed` is known, only those parameters kept; the rest sorted, so the same
 * page under a different order or extra parameters is one entry. The key is itself a URL for
 * the same page, so a miss can be rendered from it.
 */
export function cacheKey(url: string, allowed?: readonly string[]): string {
  const q = url.indexOf('?');
  if (q === -1) return url;
  const path = url.slice(0, q);
  const kept: [string, string][] = [];
  for (const [k, v] of new URLSearchParams(url.slice(q + 1))) {
    if (isTrackingParam(k)) continue;
    if (allowed && !allowed.includes(k)) continue;
    kept.push([k, v]);
  }
  if (!kept.length) return path;
  // Sorted by name, then value; a stable order of repeated names is kept by the value sort.
  kept.sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0));
  return `${path}?${new URLSearchParams(kept).toString()}`;
}
