import { SHARE_IMAGE, shareCardWords, siteCardPath } from '@sahyog/core';
import type { MetaDescriptor } from 'react-router';

/**
 * The page's absolute address, from PUBLIC_URL (the root loader passes it on), never from the
 * request's Host header: pages are cached and shared, so a forged Host must not reach them.
 */
export function pageUrl(
  args: { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined>; location: { pathname: string } },
  path = args.location.pathname,
): string | undefined {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { publicUrl?: string } | undefined;
  return root?.publicUrl ? `${root.publicUrl}${path}` : undefined;
}

/** The site's settings from the root loader (the foundation's name, the law in force), for meta functions. */
export function siteOf(args: { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> }): {
  foundationName: string;
  taxLaw: { shortName: string };
} {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as
    | { settings?: { foundationName?: string; taxLaw?: { shortName?: string } } }
    | undefined;
  return { foundationName: root?.settings?.foundationName ?? '', taxLaw: { shortName: root?.settings?.taxLaw?.shortName ?? '' } };
}

/** og:image for a page's share card (core's homeCard, blogCard, pageCard): its address and what it is. */
export function cardImage(card: { path: string; alt: string }): { image: string; imageMeta: { width: number; height: number; type: string; alt: string } } {
  return { image: card.path, imageMeta: { ...SHARE_IMAGE, alt: card.alt } };
}

/** The deduction's short name in force today ("Section 133"), for meta descriptions (root loader's settings). */
export function taxShortOf(args: { matches: ReadonlyArray<{ id: string; loaderData?: unknown } | undefined> }): string {
  const root = args.matches.find((m) => m?.id === 'root')?.loaderData as { settings?: { taxLaw?: { shortName?: string } } } | undefined;
  return root?.settings?.taxLaw?.shortName ?? '';
}

/**
 * Title, description and share-preview tags (WhatsApp and Facebook read og:*). `url` is the
 * page's absolute address (canonical and og:url); relative images are made absolute against it,
 * as WhatsApp shows no preview for a relative og:image.
 */
export function seo(given: {
  title: string;
  description: string;
  image?: string | undefined;
  /** Describe a raster share image (og:image:width/height/type/alt); crawlers lay out the card before fetching it. */
  imageMeta?: { width: number; height: number; type: string; alt: string } | undefined;
  siteName?: string;
  type?: string;
  url?: string | undefined;
}): MetaDescriptor[] {
  const site = given.siteName ?? 'Sahyog Seva Foundation';
  // A page without a picture of its own is shared with the site's card (the home page's PNG).
  const opts =
    !given.image && given.url
      ? { ...given, image: siteCardPath(), imageMeta: { ...SHARE_IMAGE, alt: shareCardWords.cardAlt(shareCardWords.homeCardTitle, site) } }
      : given;
  const title = opts.title === site ? site : `${opts.title} | ${site}`;
  const tags: MetaDescriptor[] = [
    { title },
    { name: 'description', content: opts.description },
    { property: 'og:title', content: opts.title },
    { property: 'og:description', content: opts.description },
    { property: 'og:type', content: opts.type ?? 'website' },
    { property: 'og:site_name', content: site },
    { name: 'twitter:card', content: opts.image ? 'summary_large_image' : 'summary' },
  ];
  if (opts.url) tags.push({ property: 'og:url', content: opts.url }, { tagName: 'link', rel: 'canonical', href: opts.url });
  if (opts.image) tags.push({ property: 'og:image', content: opts.url ? new URL(opts.image, opts.url).href : opts.image });
  if (opts.image && opts.imageMeta) {
    const m = opts.imageMeta;
    tags.push(
      { property: 'og:image:width', content: String(m.width) },
      { property: 'og:image:height', content: String(m.height) },
      { property: 'og:image:type', content: m.type },
      { property: 'og:image:alt', content: m.alt },
      { name: 'twitter:image:alt', content: m.alt },
    );
  }
  return tags;
}

/** Visible text from stored HTML, for meta descriptions. */
export function plainText(html: string, max = 160): string {
  const text = html
    .replace(/<[^>]+>/g, ' ')
    .replace(/&nbsp;/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
  return text.length > max ? `${text.slice(0, max - 1).trimEnd()}…` : text;
}
