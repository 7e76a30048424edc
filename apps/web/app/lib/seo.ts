import type { MetaDescriptor } from 'react-router';

/** Title, description and share-preview tags (WhatsApp and Facebook read og:*). */
export function seo(opts: { title: string; description: string; image?: string; siteName?: string; type?: string }): MetaDescriptor[] {
  const site = opts.siteName ?? 'Sahyog Seva Foundation';
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
  if (opts.image) tags.push({ property: 'og:image', content: opts.image });
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
