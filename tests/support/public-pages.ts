// Every public page, in English: the addresses /sitemap.xml lists (content and listings) and the
// public pages search engines are not sent to (sign-in, forms a link leads to). Tests that check
// something of every public page (structured data, canonical URLs, the HTML validator) read it
// here, so a page added to the sitemap is covered the day it is added.
import { getTestApp } from './app.ts';

/** Public pages not in the sitemap. */
export const UNLISTED_PUBLIC_PATHS = ['/login', '/register', '/newsletter', '/seller', '/blog-detail'] as const;

export async function publicPaths(): Promise<string[]> {
  const { app } = await getTestApp();
  const res = await app.inject({ method: 'GET', url: '/sitemap.xml' });
  if (res.statusCode !== 200) throw new Error(`/sitemap.xml answered ${res.statusCode}`);
  const listed = [...res.body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => (m[1] ?? '').replace(/&amp;/g, '&').slice(app.publicUrl.length) || '/');
  return [...listed.filter((p) => p !== '/hi' && !p.startsWith('/hi/')), ...UNLISTED_PUBLIC_PATHS];
}

/** The JSON-LD documents of a page, parsed. */
export function jsonLdOf(html: string): unknown[] {
  return [...html.matchAll(/<script type="application\/ld\+json"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => JSON.parse(m[1] ?? 'null') as unknown);
}
