import { describe, expect, it } from 'vitest';
import { hindiPath, newest, robotsTxt, sitemapPaths, sitemapXml } from './sitemap.ts';

describe('sitemap', () => {
  it('puts the Hindi twin of a page under /hi ("/hi" for home)', () => {
    expect(hindiPath('/')).toBe('/hi');
    expect(hindiPath('/campaigns/x')).toBe('/hi/campaigns/x');
    expect(sitemapPaths([{ path: '/' }, { path: '/faq' }])).toEqual(['/', '/hi', '/faq', '/hi/faq']);
  });

  it('lists each page in both languages with the same hreflang trio, once, escaped, on PUBLIC_URL', () => {
    const xml = sitemapXml('https://give.example.org/', [
      { path: '/explore-campaigns?cause=a&b', lastmod: new Date('2026-11-26T10:11:12.345Z') },
      { path: '/explore-campaigns?cause=a&b' },
      { path: '/faq' },
    ]);
    expect(xml.match(/<url>/g)).toHaveLength(4);
    expect(xml).toContain('<loc>https://give.example.org/explore-campaigns?cause=a&amp;b</loc><lastmod>2026-11-26T10:11:12Z</lastmod>');
    expect(xml).toContain('<loc>https://give.example.org/hi/explore-campaigns?cause=a&amp;b</loc>');
    expect(xml).toContain(
      '<xhtml:link rel="alternate" hreflang="en-IN" href="https://give.example.org/faq"/><xhtml:link rel="alternate" hreflang="hi-IN" href="https://give.example.org/hi/faq"/><xhtml:link rel="alternate" hreflang="x-default" href="https://give.example.org/faq"/>',
    );
    expect(xml).not.toMatch(/<url><loc>https:\/\/give\.example\.org\/faq<\/loc><lastmod>/);
  });

  it('robots.txt names the sitemap in full; newest() skips what is unknown', () => {
    expect(robotsTxt('http://localhost:3000')).toContain('\nSitemap: http://localhost:3000/sitemap.xml\n');
    expect(newest([undefined, '2026-01-02T00:00:00Z', new Date('2026-03-01T00:00:00Z')])?.toISOString()).toBe('2026-03-01T00:00:00.000Z');
    expect(newest([undefined])).toBeUndefined();
  });
});
