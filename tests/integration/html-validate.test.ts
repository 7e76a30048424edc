// HTML that validators accept: every public page, as a browser gets it over real HTTP from the
// built app (the page cache and the server's headers in front), checked by html-validate with
// its recommended rules. The rules turned off or relaxed below are about how React writes valid
// HTML (style, not errors); each says why. A new error on any page fails here with its rule,
// page and place.
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { htmlValidateConfig } from '../support/html-rules.ts';
import { listening, rawGet } from '../support/http.ts';
import { publicPaths } from '../support/public-pages.ts';

/** Pages whose HTML is public but which search engines are not sent to; each answers as given. */
const MORE_PAGES: { path: string; status: number }[] = [
  { path: '/reset-password', status: 200 },
  { path: '/unsubscribe', status: 200 },
  { path: '/no-such-page', status: 404 },
];

let server: { built: App; port: number };
let pages: { path: string; status: number }[] = [];

beforeAll(async () => {
  // The page cache on, as in production.
  server = await listening({ PAGE_CACHE_SECONDS: '10' });
  const paths = await publicPaths();
  // The checkout of the first campaign listed, one time and monthly (its two forms).
  const campaign = paths.find((p) => p.startsWith('/campaigns/'))?.slice('/campaigns/'.length);
  const checkout = [`/checkout?campaign=${campaign}&amount=1000`, `/checkout?campaign=${campaign}&mode=monthly`].map((path) => ({ path, status: 200 }));
  pages = [...paths.map((path) => ({ path, status: 200 })), ...checkout, ...MORE_PAGES];
});
afterAll(async () => {
  await server.built.app.close();
});

describe('html-validate', () => {
  it('finds no error on any public page', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    const errors: string[] = [];
    expect(pages.length).toBeGreaterThan(25);
    for (const { path, status } of pages) {
      const res = await rawGet(server.port, path, { 'accept-encoding': 'identity' }, 15_000);
      expect(res.status, path).toBe(status);
      expect(String(res.headers['content-type']), path).toMatch(/^text\/html/);
      const report = await validator.validateString(res.body);
      for (const m of report.results.flatMap((r) => r.messages)) {
        errors.push(`${path} ${m.ruleId}: ${m.message} … ${res.body.slice(Math.max(0, m.offset - 60), m.offset + 60)}`);
      }
    }
    expect(errors).toEqual([]);
  }, 120_000);

  it('would catch what the W3C checker found before (the control)', async () => {
    const validator = new HtmlValidate(htmlValidateConfig);
    const page = (body: string) =>
      `<!DOCTYPE html><html lang="en"><head><title>t</title></head><body><main><form action="/x" method="post">${body}<button type="submit">Go</button></form></main></body></html>`;
    const rules = async (body: string) => (await validator.validateString(page(body))).results.flatMap((r) => r.messages.map((m) => m.ruleId));
    expect(await rules('<label for="m">Mobile</label><input id="m" name="m" type="tel" autocomplete="tel">')).toEqual([]);
    // A name input with no type, and a phone field whose autocomplete is not a phone token.
    expect(await rules('<label for="n">Name</label><input id="n" name="n">')).toContain('no-implicit-input-type');
    expect(await rules('<label for="m">Mobile</label><input id="m" name="m" type="tel" autocomplete="email">')).toContain('valid-autocomplete');
  });
});
