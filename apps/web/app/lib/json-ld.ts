// Structured data (JSON-LD) for search engines, typed against schema.org's vocabulary by the
// schema-dts types: a property or type schema.org does not have fails the type check. Pages put
// these in their meta (React Router renders `script:ld+json` escaped); the foundation's NGO is
// rendered by the root layout on every page (jsonLdText escapes it the same way).
import { localPath, pageCard, type Settings, seoMessages } from '@sahyog/core';
import type { MetaDescriptor } from 'react-router';
import type { AggregateOffer, BlogPosting, BreadcrumbList, DonateAction, FAQPage, ListItem, NGO, Offer, Product, WithContext } from 'schema-dts';
import { cardImage, pageUrl, plainText, seo, siteOf } from './seo.ts';

/** The foundation's node id: every page's NGO, and what other nodes point at. */
export const orgId = (publicUrl: string) => `${publicUrl}/#organization`;

/**
 * The foundation as an NGO. No `nonprofitStatus`: schema.org's NonprofitType has values for the
 * US, UK, Germany, Italy and the Netherlands only, and none of them is an Indian trust or section
 * 8 company; the tax approval is given instead as the registration number it is known by.
 */
export function organizationLd(settings: Settings, publicUrl: string): WithContext<NGO> {
  const registration = settings.reg80G.trim();
  return {
    '@context': 'https://schema.org',
    '@type': 'NGO',
    '@id': orgId(publicUrl),
    name: settings.foundationName,
    url: `${publicUrl}/`,
    logo: `${publicUrl}/favicon.svg`,
    ...(settings.tagline ? { slogan: settings.tagline } : {}),
    ...(settings.email ? { email: settings.email } : {}),
    ...(settings.helpline ? { telephone: settings.helpline } : {}),
    ...(settings.address ? { address: { '@type': 'PostalAddress', streetAddress: settings.address, addressCountry: 'IN' } } : {}),
    ...(settings.foundedOn ? { foundingDate: settings.foundedOn } : {}),
    areaServed: { '@type': 'Country', name: 'India' },
    ...(registration
      ? {
          identifier: {
            '@type': 'PropertyValue',
            propertyID: `${settings.taxLaw.shortName || '80G'} registration`,
            value: registration,
          },
        }
      : {}),
  };
}

/** Giving to a campaign: the page's Donate form, received by the foundation. */
export function donateActionLd(c: { title: string; slug: string; summary: string }, pageUrl: string, publicUrl: string): WithContext<DonateAction> {
  return {
    '@context': 'https://schema.org',
    '@type': 'DonateAction',
    name: c.title,
    ...(c.summary ? { description: c.summary } : {}),
    url: pageUrl,
    recipient: { '@id': orgId(publicUrl) },
    priceCurrency: 'INR',
    target: { '@type': 'EntryPoint', urlTemplate: pageUrl, actionPlatform: ['https://schema.org/DesktopWebPlatform', 'https://schema.org/MobileWebPlatform'] },
  };
}

export function blogPostingLd(
  post: { title: string; excerpt: string; image: string; publishedAt: string; author: string },
  pageUrl: string,
  publicUrl: string,
): WithContext<BlogPosting> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BlogPosting',
    headline: post.title,
    description: post.excerpt,
    url: pageUrl,
    mainEntityOfPage: pageUrl,
    ...(post.image ? { image: new URL(post.image, pageUrl).href } : {}),
    datePublished: post.publishedAt,
    author: post.author ? { '@type': 'Person', name: post.author } : { '@id': orgId(publicUrl) },
    publisher: { '@id': orgId(publicUrl) },
  };
}

/** The page's place in the site, from home down to itself (absolute URLs). */
export function breadcrumbLd(trail: readonly { name: string; url: string }[]): WithContext<BreadcrumbList> {
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: trail.map((t, i): ListItem => ({ '@type': 'ListItem', position: i + 1, name: t.name, item: t.url })),
  };
}

export function faqPageLd(faqs: readonly { question: string; answer: string }[], pageUrl: string): WithContext<FAQPage> {
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    url: pageUrl,
    mainEntity: faqs.map((f) => ({ '@type': 'Question', name: f.question, acceptedAnswer: { '@type': 'Answer', text: f.answer } })),
  };
}

/**
 * A shop product (issue 24): one Offer per variation's price when they are all one price, an
 * AggregateOffer (lowest to highest) when they differ; a listing "on request" has no offer.
 * Prices are rupees as schema.org asks (a decimal, not paise); the seller is the vendor.
 */
export function productLd(
  p: {
    title: string;
    description: string;
    images: readonly string[];
    sku?: string | undefined;
    brand?: string | undefined;
    category: string;
    countryOfOrigin: string;
    prices: readonly { pricePaise: number; inStock: boolean }[];
    seller: { name: string; url: string };
  },
  pageUrl: string,
): WithContext<Product> {
  const rupees = (paise: number) => (paise / 100).toFixed(2);
  const availability = (inStock: boolean) => (inStock ? 'https://schema.org/InStock' : 'https://schema.org/OutOfStock');
  const seller = { '@type': 'Organization' as const, name: p.seller.name, url: p.seller.url };
  const prices = p.prices.map((x) => x.pricePaise);
  const anyInStock = p.prices.some((x) => x.inStock);
  const low = Math.min(...prices);
  const high = Math.max(...prices);
  const offers: Offer | AggregateOffer | undefined = !prices.length
    ? undefined
    : low === high
      ? { '@type': 'Offer', price: rupees(low), priceCurrency: 'INR', availability: availability(anyInStock), url: pageUrl, seller }
      : {
          '@type': 'AggregateOffer',
          lowPrice: rupees(low),
          highPrice: rupees(high),
          offerCount: prices.length,
          priceCurrency: 'INR',
          availability: availability(anyInStock),
          url: pageUrl,
          seller,
        };
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: p.title,
    ...(p.description ? { description: p.description } : {}),
    url: pageUrl,
    ...(p.images.length ? { image: p.images.map((i) => new URL(i, pageUrl).href) } : {}),
    ...(p.sku ? { sku: p.sku } : {}),
    ...(p.brand ? { brand: { '@type': 'Brand', name: p.brand } } : {}),
    category: p.category,
    countryOfOrigin: { '@type': 'Country', name: p.countryOfOrigin },
    ...(offers ? { offers } : {}),
  };
}

/**
 * JSON for inside a <script> element: `<`, `>` and `&` as \u escapes, so no value (a campaign
 * title, an answer) can close the script or open a comment; U+2028/9 too, for old parsers.
 */
export function jsonLdText(data: unknown): string {
  return JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** A page's JSON-LD as a meta descriptor (React Router escapes it inside the script). */
export const ldMeta = (data: object): MetaDescriptor => ({ 'script:ld+json': data as Record<string, never> });

/** Home › this page, for a page one level under home (about, the policies, the blog). */
export function pageBreadcrumb(args: Parameters<typeof pageUrl>[0], title: string): MetaDescriptor[] {
  const url = pageUrl(args);
  const home = pageUrl(args, localPath('/'));
  return url && home
    ? [
        ldMeta(
          breadcrumbLd([
            { name: seoMessages.home, url: home },
            { name: title, url },
          ]),
        ),
      ]
    : [];
}

/** A site page's meta (about, the policies): its title, text, card and breadcrumb. */
export function sitePageMeta(
  args: Parameters<typeof pageUrl>[0] & Parameters<typeof siteOf>[0],
  page: Parameters<typeof pageCard>[0] & { title: string; bodyHtml: string },
): MetaDescriptor[] {
  return [
    ...seo({
      title: page.title,
      description: plainText(page.bodyHtml),
      url: pageUrl(args),
      ...cardImage(pageCard(page, siteOf(args).foundationName)),
    }),
    ...pageBreadcrumb(args, page.title),
  ];
}
