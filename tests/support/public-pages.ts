// Every public page, in English: the addresses /sitemap.xml lists (content and listings) and the
// public pages search engines are not sent to (sign-in, forms a link leads to). Tests that check
// something of every public page (structured data, canonical URLs, the HTML validator) read it
// here, so a page added to the sitemap is covered the day it is added.
import { getTestApp } from './app.ts';

/**
 * The languages whose pages this build serves. The Hindi pages (/hi + the English path, "/hi"
 * for home) are listed in the sitemap already; when they answer, add 'hi' here and the sitemap,
 * structured-data and HTML-validator tests fetch every one of them too.
 */
export const SERVED_LANGUAGES: readonly ('en' | 'hi')[] = ['en', 'hi'];

export const isHindiPath = (path: string) => path === '/hi' || path.startsWith('/hi/');

/** Public pages not in the sitemap. */
export const UNLISTED_PUBLIC_PATHS = ['/login', '/register', '/newsletter', '/seller', '/blog-detail'] as const;

/**
 * How many pages of one kind (the same address but its last part: /campaigns/x, /shop/products/y)
 * a whole-site walk renders per language. Every kind the sitemap lists is walked, the first few
 * of each as the sitemap orders them; the rest are the same template over other rows, which the
 * suite's other files add by the hundred in a worker's database (a walk of all of them took
 * minutes and grew with every test file).
 */
export const PAGES_PER_KIND = 4;

/** The kind of a page: its address without the last part when it has more than one part. */
export function pageKind(path: string): string {
  const parts = path.split('?')[0]?.split('/').filter(Boolean) ?? [];
  return parts.length > 1 ? `/${parts.slice(0, -1).join('/')}/*` : `/${parts.join('/')}`;
}

/** The first `perKind` paths of each kind, in the order given; pages of one part are all kept. */
export function samplePaths(paths: readonly string[], perKind = PAGES_PER_KIND): string[] {
  const seen = new Map<string, number>();
  return paths.filter((p) => {
    const kind = pageKind(p);
    if (!kind.endsWith('/*')) return true;
    const n = (seen.get(kind) ?? 0) + 1;
    seen.set(kind, n);
    return n <= perKind;
  });
}

/**
 * Every kind of public page in English, and in Hindi too once SERVED_LANGUAGES says so: each
 * page of one part (/about, /faq), and the first PAGES_PER_KIND of each kind listed.
 */
export async function publicPaths(): Promise<string[]> {
  const { app } = await getTestApp();
  const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  if (res.statusCode !== 200) throw new Error(`/sitemap.xml answered ${res.statusCode}`);
  const listed = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&').slice(app.publicUrl.length) || '/');
  const unlisted = UNLISTED_PUBLIC_PATHS.flatMap((p) => (SERVED_LANGUAGES.includes('hi') ? [p, `/hi${p}`] : [p]));
  return samplePaths([...listed.filter((p) => SERVED_LANGUAGES.includes(isHindiPath(p) ? 'hi' : 'en')), ...unlisted]);
}

/** The JSON-LD documents of a page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}
