// The campaign share preview (og:image): its size, and the address pages put in their meta
// tags. WhatsApp and Facebook show no preview for an SVG or for a relative URL, and keep the
// image they fetched under its URL: the address changes when the figures shown on it change.
import { currentLanguage } from './i18n.ts';

export const SHARE_IMAGE = { width: 1200, height: 630, type: 'image/png' } as const;

/** What the share image shows; the server renders exactly these fields. */
export interface ShareCardFigures {
  slug: string;
  title: string;
  image: string;
  raisedPaise: number;
  goalPaise: number;
}

/** FNV-1a, 32 bits, as 8 hex digits: a cache key, not a security measure. */
export function shortHash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h.toString(16).padStart(8, '0');
}

/** The version of a card: what it shows, in the current language (a Hindi card's words differ). */
export function shareImageVersion(c: Omit<ShareCardFigures, 'slug'>, foundationName = ''): string {
  return shortHash([c.title, c.image, c.raisedPaise, c.goalPaise, foundationName, currentLanguage()].join('\u0000'));
}

/**
 * Path of the campaign's share image in the current language (`/og/hi/campaigns/…` on a Hindi
 * page: its Hindi title when the page shows it, Hindi words); the server ignores `v`, crawlers
 * key their cache on it.
 */
export function shareImagePath(c: ShareCardFigures, foundationName = ''): string {
  const base = currentLanguage() === 'hi' ? '/og/hi/campaigns/' : '/og/campaigns/';
  return `${base}${c.slug}.png?v=${shareImageVersion(c, foundationName)}`;
}
