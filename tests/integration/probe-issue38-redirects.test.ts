// Issue 38, redirects and bodies (docs/security/probe-issue38-redirects.md): what the attacker's
// probe found, each as the attacker sent it, over the app's real HTTP.
import { HtmlValidate } from 'html-validate';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { DEFAULT_PASSWORD, loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { htmlValidateConfig } from '../support/html-rules.ts';
import { listening, rawGet } from '../support/http.ts';
import { createProduct } from '../support/shop-listings.ts';

const SITE = 'http://127.0.0.1';

// The shared app migrates and seeds once: not inside the first test's time.
beforeAll(async () => {
  await getTestApp();
}, 400_000);

/** Where a browser on our page lands after following `location`. */
function landsOn(location: unknown): string {
  return new URL(String(location), `${SITE}/faq`).host;
}

async function get(url: string, headers: Record<string, string> = {}) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers, remoteAddress: nextIp() });
}

// Every spelling the probe (and its variations) tried; each must stay on our host in both languages.
const NEXTS = [
  '/hi//evil.example/donate',
  '/hi/%2F/evil.example/donate',
  '/hi/%2F%2Fevil.example/donate',
  '/hi/%2E%2E//evil.example/donate',
  '/%2E%2E//evil.example',
  '/hi/%5Cevil.example',
  '/hi/\\evil.example',
  '/hi/%09/evil.example',
  '/hi/\t/evil.example',
  '/%2F%2Fevil.example',
  '/%5C%5Cevil.example',
  '//evil.example',
  'https:evil.example',
];

describe('the language switch', () => {
  it.each(NEXTS)('sends next=%s to our own home page, never another host', async (next) => {
    for (const lang of ['en', 'hi'] as const) {
      const res = await get(`/language/${lang}?next=${encodeURIComponent(next)}`);
      expect(res.statusCode).toBe(303);
      const location = String(res.headers.location);
      expect(location, `${lang} ${next}`).toBe(lang === 'en' ? '/' : '/hi');
      expect(landsOn(location)).toBe('127.0.0.1');
    }
  });

  it('still opens the same page and query in the other language', async () => {
    expect((await get(`/language/en?next=${encodeURIComponent('/hi/campaigns/a?b=1')}`)).headers.location).toBe('/campaigns/a?b=1');
    expect((await get(`/language/hi?next=${encodeURIComponent('/faq#q')}`)).headers.location).toBe('/hi/faq#q');
    expect((await get(`/language/en?next=${encodeURIComponent('/hi')}`)).headers.location).toBe('/');
  });
});

describe('signing in with a redirectTo', () => {
  async function signIn(redirectTo: string, path = '/login') {
    const user = await registerUser();
    const { app } = await getTestApp();
    return app.inject({
      method: 'POST',
      url: path,
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'login', email: user.email, password: DEFAULT_PASSWORD, redirectTo }).toString(),
      remoteAddress: nextIp(),
    });
  }

  it.each(['/hi//evil.example/donate', '/hi/%2F%2Fevil.example', '/hi/%5Cevil.example', '/%2F%2Fevil.example'])('goes home, not to %s', async (redirectTo) => {
    for (const path of ['/login', '/hi/login']) {
      const res = await signIn(redirectTo, path);
      expect(res.statusCode, path).toBeGreaterThanOrEqual(300);
      expect(res.statusCode, path).toBeLessThan(400);
      expect(String(res.headers['set-cookie'])).toMatch(/\bsid=/);
      expect(res.headers.location, `${path} ${redirectTo}`).toBe(path === '/login' ? '/' : '/hi');
      expect(landsOn(res.headers.location)).toBe('127.0.0.1');
    }
  });

  it('still goes back to the page that asked, in the page’s language', async () => {
    expect((await signIn('/campaigns/x?y=1')).headers.location).toBe('/campaigns/x?y=1');
    expect((await signIn('/campaigns/x', '/hi/login')).headers.location).toBe('/hi/campaigns/x');
    expect((await signIn('/hi/faq')).headers.location).toBe('/faq');
  });
});

describe('a visitor who chose Hindi', () => {
  let server: { built: App; port: number };
  beforeAll(async () => {
    server = await listening({ PAGE_CACHE_SECONDS: '0' });
  });
  afterAll(async () => {
    await server.built.app.close();
  });

  it.each(['//evil.example/', '//evil.example/donate?x=1', '/\\evil.example/', '//evil.example'])('opening %s is not sent to another host', async (path) => {
    const res = await rawGet(server.port, path, { cookie: 'lang=hi' });
    if (res.status >= 300 && res.status < 400) expect(landsOn(res.headers.location), String(res.headers.location)).toBe('127.0.0.1');
    expect(String(res.headers.location ?? '')).not.toMatch(/^\/\/|^\/\\/);
  });

  it('opening an English page is still sent to the Hindi one', async () => {
    const res = await rawGet(server.port, '/faq?utm_source=whatsapp', { cookie: 'lang=hi' });
    expect(res.status).toBe(302);
    expect(res.headers.location).toBe('/hi/faq?utm_source=whatsapp');
  });
});

describe('a JSON body nested 10,000 deep', () => {
  const deep = `${'['.repeat(5000)}${']'.repeat(5000)}`;
  const body = (inner: string) => `{"email":"a@example.test","password":"x","name":${inner}}`;
  const nested = (levels: number) => `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`;

  async function post(url: string, payload: string) {
    const { app } = await getTestApp();
    return app.inject({ method: 'POST', url, headers: { 'content-type': 'application/json' }, payload, remoteAddress: nextIp() });
  }

  it('is refused on every JSON route with a 422 that says why, signed out (it was a 500)', async () => {
    const { app } = await getTestApp();
    const doc = (await app.inject('/api/docs/openapi.json')).json() as {
      paths: Record<string, Record<string, { requestBody?: { content: Record<string, unknown> } }>>;
    };
    let tried = 0;
    for (const [path, methods] of Object.entries(doc.paths)) {
      for (const [method, op] of Object.entries(methods)) {
        if (!op.requestBody?.content['application/json']) continue;
        const url = path.replace(/\{[^}]+\}/g, '1');
        const res = await app.inject({
          method: method.toUpperCase() as 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: body(deep),
          remoteAddress: nextIp(),
        });
        tried++;
        expect(res.statusCode, `${method} ${url}: ${res.body.slice(0, 200)}`).toBeLessThan(500);
      }
    }
    expect(tried).toBeGreaterThan(50);
    for (const url of ['/api/v1/auth/login', '/api/v1/auth/register', '/api/v1/contact']) {
      const res = await post(url, body(deep));
      expect(res.statusCode, url).toBe(422);
      expect(res.json().message, url).toMatch(/nested too deeply: at most 32 levels/);
      expect(res.json().errors, url).toEqual({ _: res.json().message });
    }
  }, 120_000);

  it('is refused from 33 levels; 32 reach the route’s own checks', async () => {
    // The body itself is one level: 31 more inside it make 32.
    const at = await post('/api/v1/auth/login', body(nested(31)));
    // The unknown field is dropped and the sign-in checked: a wrong password.
    expect(at.statusCode).toBe(401);
    expect(at.json().message).not.toMatch(/nested too deeply/);
    const over = await post('/api/v1/auth/login', body(nested(32)));
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toMatch(/nested too deeply/);
  });

  it('is refused in Hindi for a visitor who chose Hindi', async () => {
    const { app } = await getTestApp();
    const res = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'application/json', cookie: 'lang=hi' },
      payload: body(deep),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toContain('गहरी नेस्टिंग');
  });
});

describe('a malformed cart cookie', () => {
  it.each(['%E0%A4%A', '%', '%ZZ', 'a%00b'])('%s: the cart page answers as the API does (it was a 500)', async (value) => {
    const cookie = `sahyog_cart=${value}`;
    const page = await get('/shop/cart', { cookie });
    const api = await get('/api/v1/shop/cart/items', { cookie });
    expect(api.statusCode).toBe(200);
    expect(page.statusCode, page.body.slice(0, 300)).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(api.body).toContain('"count":0');
  });

  it('signed in, the page clears it as the API does', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const headers = { cookie: 'sahyog_cart=%E0%A4%A', authorization: `Bearer ${token}` };
    const page = await get('/shop/cart', headers);
    const api = await get('/api/v1/shop/cart/items', headers);
    expect(page.statusCode).toBe(200);
    expect(api.statusCode).toBe(200);
    for (const res of [page, api]) expect(String(res.headers['set-cookie'])).toMatch(/sahyog_cart=;.*Max-Age=0/i);
  });
});

describe('the shop search page’s headings', () => {
  it('go from h1 to h2, never skipping a level (the W3C checker found h1 → h3)', async () => {
    await createProduct({ title: 'Heading order kurta' });
    const validator = new HtmlValidate({ rules: { 'heading-level': 'error' } });
    for (const path of ['/shop/search?q=kurta', '/hi/shop/search?q=kurta', '/shop/search?q=zzzqqq']) {
      const res = await get(path);
      expect(res.statusCode, path).toBe(200);
      const levels = [...res.body.matchAll(/<h([1-6])\b/g)].map((m) => Number(m[1]));
      expect(levels[0], path).toBe(1);
      for (let i = 1; i < levels.length; i++) expect((levels[i] ?? 0) - (levels[i - 1] ?? 0), `${path} ${levels.join(',')}`).toBeLessThanOrEqual(1);
      const report = await validator.validateString(res.body);
      expect(report.results.flatMap((r) => r.messages.map((m) => `${path} ${m.ruleId}: ${m.message}`))).toEqual([]);
    }
    expect(htmlValidateConfig.rules?.['heading-level']).toBe('error');
  });
});
