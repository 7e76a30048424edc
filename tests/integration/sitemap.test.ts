// Found by search engines: /sitemap.xml lists every public page (published campaigns, blog
// posts, the editable pages, /faq, the public forms and listings) in both languages with their
// hreflang pairs and lastmod, on PUBLIC_URL; robots.txt names it; and every address it lists
// answers 200, so a crawler never follows the sitemap into an error.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { isHindiPath, SERVED_LANGUAGES, samplePaths } from '../support/public-pages.ts';

interface SitemapUrl {
  loc: string;
  lastmod: string | undefined;
  alternates: Record<string, string>;
}

function parseSitemap(xml: string): SitemapUrl[] {
  return [...xml.matchAll(/<url>(.*?)<\/url>/gs)].map(([, body = '']) => ({
    loc: /<loc>([^<]*)<\/loc>/.exec(body)?.[1]?.replace(/&amp;/g, '&') ?? '',
    lastmod: /<lastmod>([^<]*)<\/lastmod>/.exec(body)?.[1],
    alternates: Object.fromEntries(
      [...body.matchAll(/<xhtml:link rel="alternate" hreflang="([^"]+)" href="([^"]*)"\/>/g)].map((m) => [m[1], m[2]?.replace(/&amp;/g, '&')]),
    ),
  }));
}

let publicUrl = '';
let urls: SitemapUrl[] = [];
let draftSlug = '';
let closedSlug = '';

beforeAll(async () => {
  publicUrl = (await getTestApp()).app.publicUrl;
  draftSlug = (await createCampaign({ status: 'draft', slug: unique('sitemap-draft') })).slug;
  closedSlug = (await createCampaign({ status: 'closed', slug: unique('sitemap-closed') })).slug;
  const res = await (await getApp()).inject({ method: 'GET', url: '/sitemap.xml' });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^application\/xml/);
  urls = parseSitemap(res.body);
});

const pathOf = (loc: string) => loc.slice(publicUrl.length) || '/';
const englishPaths = () => urls.map((u) => pathOf(u.loc)).filter((p) => !isHindiPath(p));

describe('/sitemap.xml', () => {
  it('is a sitemap document whose every address is absolute on PUBLIC_URL', async () => {
    const res = await (await getApp()).inject({ method: 'GET', url: '/sitemap.xml' });
    expect(res.body).toMatch(
      /^<\?xml version="1\.0" encoding="UTF-8"\?>\n<urlset xmlns="http:\/\/www\.sitemaps\.org\/schemas\/sitemap\/0\.9" xmlns:xhtml="http:\/\/www\.w3\.org\/1999\/xhtml">/,
    );
    expect(urls.length).toBeGreaterThan(20);
    for (const u of urls) {
      expect(u.loc.startsWith(`${publicUrl}/`) || u.loc === publicUrl, u.loc).toBe(true);
      for (const href of Object.values(u.alternates)) expect(href.startsWith(publicUrl), href).toBe(true);
    }
    // Each address once.
    expect(new Set(urls.map((u) => u.loc)).size).toBe(urls.length);
  });

  it('lists every published campaign, blog post, page and the FAQ, never a draft or a closed campaign', async () => {
    const db = await getDb();
    const campaigns = await db.select({ slug: s.campaigns.slug }).from(s.campaigns).where(eq(s.campaigns.status, 'published'));
    const blogs = await db.select({ slug: s.blogs.slug }).from(s.blogs).where(eq(s.blogs.status, 'published'));
    const pages = await db.select({ slug: s.pages.slug }).from(s.pages);
    const paths = englishPaths();
    expect(campaigns.length).toBeGreaterThan(0);
    expect(blogs.length).toBeGreaterThan(0);
    for (const c of campaigns) expect(paths).toContain(`/campaigns/${c.slug}`);
    // And each one's payments, where its money went (issue 26).
    for (const c of campaigns) expect(paths).toContain(`/campaigns/${c.slug}/spending`);
    for (const b of blogs) expect(paths).toContain(`/blog/${b.slug}`);
    for (const p of pages) expect(paths).toContain(`/${p.slug}`);
    for (const p of ['/', '/faq', '/blog', '/explore-campaigns', '/about', '/contact', '/monthly-donation', '/privacy-policy']) expect(paths).toContain(p);
    expect(paths).not.toContain(`/campaigns/${draftSlug}`);
    expect(paths).not.toContain(`/campaigns/${draftSlug}/spending`);
    expect(paths).not.toContain(`/campaigns/${closedSlug}`);
    // Nothing private or personal.
    for (const p of paths) expect(p).not.toMatch(/^\/(admin|api|profile|login|register|checkout|pay|success|transactions|subscriptions|dev|gifts)\b/);
  });

  it('lists each page in both languages, each naming both with hreflang pairs and x-default', () => {
    const byLoc = new Map(urls.map((u) => [u.loc, u]));
    for (const path of englishPaths()) {
      const en = `${publicUrl}${path === '/' ? '/' : path}`;
      const hi = `${publicUrl}${path === '/' ? '/hi' : `/hi${path}`}`;
      const enUrl = byLoc.get(en);
      const hiUrl = byLoc.get(hi);
      expect(hiUrl, `Hindi twin of ${path}`).toBeDefined();
      const pair = { 'en-IN': en, 'hi-IN': hi, 'x-default': en };
      expect(enUrl?.alternates).toEqual(pair);
      expect(hiUrl?.alternates).toEqual(pair);
      expect(hiUrl?.lastmod).toBe(enUrl?.lastmod);
    }
    expect(urls.length).toBe(englishPaths().length * 2);
  });

  it('gives content pages their last change as lastmod (a W3C date)', async () => {
    const db = await getDb();
    const [post] = await db.select({ slug: s.blogs.slug, updatedAt: s.blogs.updatedAt }).from(s.blogs).where(eq(s.blogs.status, 'published')).limit(1);
    const [page] = await db.select({ slug: s.pages.slug, updatedAt: s.pages.updatedAt }).from(s.pages).limit(1);
    const lastmod = (path: string) => urls.find((u) => u.loc === `${publicUrl}${path}`)?.lastmod;
    expect(lastmod(`/blog/${post?.slug}`)).toBe(post?.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    expect(lastmod(`/${page?.slug}`)).toBe(page?.updatedAt.toISOString().replace(/\.\d{3}Z$/, 'Z'));
    for (const u of urls.filter((x) => /\/(campaigns|blog)\/|\/faq$/.test(x.loc))) expect(u.lastmod, u.loc).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$/);
    // A new campaign is listed with its publication as its last change.
    const fresh = await createCampaign({ slug: unique('sitemap-new') });
    const again = parseSitemap((await (await getApp()).inject({ method: 'GET', url: '/sitemap.xml' })).body);
    const listed = again.find((u) => u.loc === `${publicUrl}/campaigns/${fresh.slug}`);
    expect(listed?.lastmod).toBeDefined();
    expect(Math.abs(Date.parse(listed?.lastmod ?? '') - Date.now())).toBeLessThan(5 * 60_000);
  });

  it('every address it lists answers 200 (the languages this build serves)', async () => {
    const app = await getApp();
    const failures: string[] = [];
    const wanted = samplePaths(urls.map((u) => pathOf(u.loc)).filter((p) => SERVED_LANGUAGES.includes(isHindiPath(p) ? 'hi' : 'en')));
    expect(wanted.length).toBeGreaterThan(10);
    for (const path of wanted) {
      const res = await app.inject({ method: 'GET', url: path });
      if (res.statusCode !== 200) failures.push(`${path} → ${res.statusCode}`);
    }
    expect(failures).toEqual([]);
  }, 120_000);
});

describe('/robots.txt', () => {
  it('names the sitemap by its absolute address and keeps crawlers out of the console and the API', async () => {
    const res = await (await getApp()).inject({ method: 'GET', url: '/robots.txt' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
    expect(res.body).toContain(`\nSitemap: ${publicUrl}/sitemap.xml\n`);
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Disallow: \/admin$/m);
    expect(res.body).toMatch(/^Disallow: \/api\/$/m);
  });
});
