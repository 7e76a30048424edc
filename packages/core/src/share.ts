// The campaign share preview (og:image): its size, and the address pages put in their meta
// tags. WhatsApp and Facebook show no preview for an SVG or for a relative URL, and keep the
// image they fetched under its URL: the address changes when the figures shown on it change.

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

export function shareImageVersion(c: Omit<ShareCardFigures, 'slug'>, foundationName = ''): string {
  return shortHash([c.title, c.image, c.raisedPaise, c.goalPaise, foundationName].join('\u0000'));
}

/** Path of the campaign's share image; the server ignores `v`, crawlers key their cache on it. */
export function shareImagePath(c: ShareCardFigures, foundationName = ''): string {
  return `/og/campaigns/${c.slug}.png?v=${shareImageVersion(c, foundationName)}`;
}
