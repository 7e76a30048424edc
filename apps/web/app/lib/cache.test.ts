// The server caches a public page under its path and the query parameters PAGE_QUERY_PARAMS
// (core/page-cache.ts) lists for it, and renders it without the others. A public page that read
// a parameter not listed would be served one visitor's answer for another's URL: this checks
// each page that declares itself public against the list, by reading its source.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { pageQueryParams } from '@sahyog/core';
import { describe, expect, it } from 'vitest';

const appDir = join(import.meta.dirname, '..');
const routesSource = readFileSync(join(appDir, 'routes.ts'), 'utf8');

/** [URL path with :params filled, route file] for each route in routes.ts. */
function routes(): [string, string][] {
  const out: [string, string][] = [];
  for (const m of routesSource.matchAll(/index\('([^']+)'\)/g)) out.push(['/', m[1] ?? '']);
  for (const m of routesSource.matchAll(/route\('([^']+)',\s*'([^']+)'/g)) {
    const path = `/${(m[1] ?? '').replace(/:[a-zA-Z]+/g, 'sample-slug')}`;
    out.push([path, m[2] ?? '']);
  }
  return out;
}

describe('public pages and the query parameters the page cache keeps', () => {
  const publicRoutes = routes().filter(([, file]) => /export const headers = publicPageHeaders/.test(readFileSync(join(appDir, file), 'utf8')));

  it('finds the public pages (home, campaigns, the campaign, blog, about, policies)', () => {
    const paths = publicRoutes.map(([p]) => p);
    for (const p of ['/', '/explore-campaigns', '/campaigns/sample-slug', '/blog', '/about', '/privacy-policy']) expect(paths).toContain(p);
  });

  it('lists every public page, with every parameter its source reads', () => {
    for (const [path, file] of publicRoutes) {
      const allowed = pageQueryParams(path);
      expect(allowed, `${path} (${file}) is public but not in PAGE_QUERY_PARAMS`).toBeDefined();
      const source = readFileSync(join(appDir, file), 'utf8');
      const read = [...source.matchAll(/searchParams\.get\('([^']+)'\)/g)].map((m) => m[1]);
      // choiceFromUrl reads the campaign page's amount and items.
      if (source.includes('choiceFromUrl(')) read.push('amount', 'items');
      for (const p of read) expect(allowed, `${path} reads ?${p}`).toContain(p);
      expect(source, `${file} reads the query some other way`).not.toMatch(/useSearchParams|searchParams\.(getAll|entries|keys|has)\(|\.search\b/);
    }
  });
});
