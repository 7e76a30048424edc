// Words search engines and share previews show: breadcrumb names in structured data and the
// text on the share images of pages that are not campaigns.
import { catalogue, currentLanguage } from './i18n.ts';
import { shortHash } from './share.ts';

/** Breadcrumb names in structured data (BreadcrumbList), in the page's language. */
export const seoMessages = /* @__PURE__ */ catalogue('seo', {
  home: 'Home',
  campaigns: 'Campaigns',
  blog: 'Blog',
  faq: 'FAQ',
});

/**
 * The words on the share cards of home, posts and pages, and their alt text, in the page's
 * language: a /hi page names its Hindi card (/og/hi/…), drawn in Noto Sans Devanagari.
 */
export const shareCardWords = /* @__PURE__ */ catalogue('shareCard', {
  homeCardTitle: 'Donate to verified causes in India',
  homeCardLine: (short: string) => (short ? `0% platform fee · ${short} tax benefit` : '0% platform fee'),
  blogCardKicker: 'From our blog',
  /** og:image:alt of a page's share image. */
  cardAlt: (title: string, foundation: string) => `${title}, ${foundation}`,
});

/**
 * A share card's address in the current language: `/og/home.png` on English pages,
 * `/og/hi/home.png` on Hindi ones (the server draws that card in Hindi).
 */
export function ogPath(path: string): string {
  return currentLanguage() === 'hi' ? path.replace(/^\/og\//, '/og/hi/') : path;
}

/** What a page's share card shows (home, a blog post, an editable page): no figures. */
export interface PageCard {
  title: string;
  /** A small line above the title ("From our blog"), or ''. */
  kicker: string;
  /** A line at the bottom ("0% platform fee · Section 133 tax benefit"), or ''. */
  line: string;
  /** A /media/ picture for the left part, or '' for the plain colour. */
  image: string;
}

/** A card, the address pages name it by (the version changes with what it shows), and its alt text. */
export interface PageCardSpec {
  card: PageCard;
  path: string;
  alt: string;
}

function spec(base: string, card: PageCard, foundationName: string): PageCardSpec {
  const v = shortHash([card.title, card.kicker, card.line, card.image, foundationName, currentLanguage()].join('\u0000'));
  return { card, path: `${ogPath(base)}?v=${v}`, alt: shareCardWords.cardAlt(card.title, foundationName) };
}

/** The site's card (home's) in the current language, for pages without a picture of their own. */
export const siteCardPath = (): string => ogPath('/og/home.png');

/** The home page's card: the site's promise, its first banner's photo, the law's short name in force. */
export function homeCard(settings: { foundationName: string; taxLaw: { shortName: string } }, image: string): PageCardSpec {
  return spec(
    '/og/home.png',
    { title: shareCardWords.homeCardTitle, kicker: '', line: shareCardWords.homeCardLine(settings.taxLaw.shortName), image },
    settings.foundationName,
  );
}

export function blogCard(post: { slug: string; title: string; image: string }, foundationName: string): PageCardSpec {
  return spec(`/og/blog/${post.slug}.png`, { title: post.title, kicker: shareCardWords.blogCardKicker, line: '', image: post.image }, foundationName);
}

/** An editable page's card (about, the policies): its title on the foundation's colours. */
export function pageCard(page: { slug: string; title: string }, foundationName: string): PageCardSpec {
  return spec(`/og/pages/${page.slug}.png`, { title: page.title, kicker: '', line: '', image: '' }, foundationName);
}
