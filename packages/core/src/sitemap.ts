// /sitemap.xml: every public page search engines should find, each in both languages. English
// pages keep today's addresses; the Hindi twin of a page is the same path under /hi ("/hi" for
// home). Each <url> names both versions and x-default (English) with xhtml:link alternates, as
// Google asks for localized pages (every version lists every version, itself included).
import { pathIn } from './i18n.ts';

/** A public page's path ("/campaigns/x") and when its content last changed, if known. */
export interface SitemapEntry {
  path: string;
  lastmod?: Date | string | undefined;
}

/** The languages a page is published in, with the hreflang each is announced under. */
export const SITE_LANGUAGES = [
  { code: 'en', hreflang: 'en-IN', prefix: '' },
  { code: 'hi', hreflang: 'hi-IN', prefix: '/hi' },
] as const;

/** "/hi/campaigns/x" for "/campaigns/x"; "/hi" for "/". */
export function hindiPath(path: string): string {
  return pathIn('hi', path);
}

/**
 * The public pages that are not content rows: forms and listings anyone may open. Content
 * (campaigns, blogs, pages, the FAQ) comes from the modules that own it.
 */
export const STATIC_PUBLIC_PATHS = [
  '/',
  '/explore-campaigns',
  '/blog',
  '/contact',
  '/monthly-donation',
  '/start-new-campaign',
  '/sell',
  '/transparency',
  // Issue 42's listings (a certificate's own page names a person: never listed).
  '/challenges',
  '/learn',
  '/learn/videos',
  '/certificates/verify',
] as const;

const xml = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;').replace(/'/g, '&apos;');

/** W3C date-time in UTC, to the second (what the sitemap protocol asks for). */
function w3cDate(d: Date | string): string {
  return new Date(d).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

/** Every address the sitemap lists for these pages: each English path and its Hindi twin. */
export function sitemapPaths(entries: readonly SitemapEntry[]): string[] {
  return entries.flatMap((e) => [e.path, hindiPath(e.path)]);
}

/**
 * The sitemap document: one <url> per page per language, each carrying the hreflang pairs
 * (en-IN, hi-IN, and x-default on the English page) and the page's lastmod. Paths are made
 * absolute on `publicUrl` (PUBLIC_URL, never a request's Host). The same path twice is listed once.
 */
export function sitemapXml(publicUrl: string, entries: readonly SitemapEntry[]): string {
  const base = publicUrl.replace(/\/+$/, '');
  const seen = new Set<string>();
  const urls: string[] = [];
  for (const e of entries) {
    if (seen.has(e.path)) continue;
    seen.add(e.path);
    const en = `${base}${e.path}`;
    const hi = `${base}${hindiPath(e.path)}`;
    const alternates = [
      `<xhtml:link rel="alternate" hreflang="en-IN" href="${xml(en)}"/>`,
      `<xhtml:link rel="alternate" hreflang="hi-IN" href="${xml(hi)}"/>`,
      `<xhtml:link rel="alternate" hreflang="x-default" href="${xml(en)}"/>`,
    ].join('');
    const lastmod = e.lastmod ? `<lastmod>${w3cDate(e.lastmod)}</lastmod>` : '';
    for (const loc of [en, hi]) urls.push(`<url><loc>${xml(loc)}</loc>${lastmod}${alternates}</url>`);
  }
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">\n${urls.join('\n')}\n</urlset>\n`;
}

/** robots.txt: the console and the API are not for search engines; the sitemap is named in full. */
export function robotsTxt(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /admin\n\nSitemap: ${publicUrl.replace(/\/+$/, '')}/sitemap.xml\n`;
}

/** The newest of these dates (a listing changes when anything in it does). */
export function newest(dates: readonly (Date | string | undefined)[]): Date | undefined {
  let best: number | undefined;
  for (const d of dates) {
    if (d === undefined) continue;
    const t = new Date(d).getTime();
    if (Number.isFinite(t) && (best === undefined || t > best)) best = t;
  }
  return best === undefined ? undefined : new Date(best);
}
