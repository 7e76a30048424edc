// Trust before money (issue 6): what a client can make the platform say about itself. Forged
// Host headers, personalised answers in shared caches, internals on error pages, bodies the API
// should refuse, methods a path does not take, who reads /metrics, and the script policy.
import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ERROR_CODES } from '@sahyog/core';
import { openDb, schema as s } from '@sahyog/db';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type App, buildApp } from '../../apps/server/src/app.ts';
import { loadConfig } from '../../apps/server/src/platform/config.ts';
// Declares app.publicCache on Fastify's instance type.
import type {} from '../../apps/server/src/platform/http.ts';
import { prepareDatabase, seedIfAsked } from '../../apps/server/src/startup.ts';
import { call, DEFAULT_PASSWORD, loginAs, messagesTo, registerUser } from '../support/accounts.ts';
import { buildTestApp, type ErrorBody, getApp, getTestApp } from '../support/app.ts';
import { getDb, getTestDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';
import { rawGet } from '../support/http.ts';

const PUBLIC_URL = 'https://give.example.org';
const FORGED = 'evil.example';

/** A request over a real socket: it passes the server's front door (Host check, page cache). */
const raw = (port: number, path: string, headers: Record<string, string> = {}) => rawGet(port, path, headers);

/** Attribute values of the tags that name the page's address in share previews. */
function shareTags(html: string): { ogUrl?: string; ogImage?: string; canonical?: string } {
  const attr = (re: RegExp) => re.exec(html)?.[1]?.replace(/&amp;/g, '&');
  return {
    ogUrl: attr(/<meta[^>]+property="og:url"[^>]+content="([^"]*)"/),
    ogImage: attr(/<meta[^>]+property="og:image"[^>]+content="([^"]*)"/),
    canonical: attr(/<link[^>]+rel="canonical"[^>]+href="([^"]*)"/),
  };
}

let slug = '';

beforeAll(async () => {
  const res = await call<{ data: { slug: string }[] }>('GET', '/api/v1/home-campaigns');
  slug = res.body.data[0]?.slug ?? '';
  expect(slug).not.toBe('');
});

describe('absolute URLs come from PUBLIC_URL, never from the Host header', () => {
  let built: App;
  let port = 0;

  beforeAll(async () => {
    built = await buildTestApp({ PUBLIC_URL, PAGE_CACHE_SECONDS: '30' });
    await built.app.listen({ port: 0, host: '127.0.0.1' });
    port = (built.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('a forged Host reaches neither the campaign page nor the cached copy others get', async () => {
    const path = `/campaigns/${slug}`;
    const first = await raw(port, path, { host: FORGED });
    expect(first.status).toBe(200);
    const second = await raw(port, path);
    expect(second.status).toBe(200);
    for (const page of [first, second]) {
      expect(page.body).not.toContain(FORGED);
      expect(shareTags(page.body)).toEqual({
        ogUrl: `${PUBLIC_URL}${path}`,
        canonical: `${PUBLIC_URL}${path}`,
        ogImage: expect.stringMatching(new RegExp(`^${PUBLIC_URL}/`)),
      });
      // The WhatsApp share button carries the page's address.
      expect(page.body).toContain(`https://wa.me/?text=`);
      expect(page.body).toContain(encodeURIComponent(`${PUBLIC_URL}${path}`));
    }
    // The second answer came from the page cache, and the cache holds the honest page.
    expect(built.app.publicCache.hits).toBeGreaterThan(0);
  });

  it('blog posts share PUBLIC_URL too', async () => {
    const db = await getDb();
    const [post] = await db.select({ slug: s.blogs.slug }).from(s.blogs).limit(1);
    const page = await raw(port, `/blog/${post?.slug}`, { host: FORGED });
    expect(page.status).toBe(200);
    expect(page.body).not.toContain(FORGED);
    expect(shareTags(page.body).ogUrl).toBe(`${PUBLIC_URL}/blog/${post?.slug}`);
  });

  it.each(['a b', 'evil.example/path', '<script>', 'evil.example:80:80', 'user@evil.example'])('answers 400 to Host: %s, cached page or not', async (host) => {
    const path = `/campaigns/${slug}`;
    await raw(port, path);
    const hitsBefore = built.app.publicCache.hits;
    const res = await raw(port, path, { host });
    expect(res.status).toBe(400);
    expect(res.body).not.toContain('<html');
    expect(JSON.parse(res.body)).toMatchObject({ success: false, code: 'bad_host', message: expect.any(String) });
    expect(built.app.publicCache.hits).toBe(hitsBefore);
    expect((await raw(port, '/api/v1/categories', { host })).status).toBe(400);
  });

  it('still serves ordinary hosts: names, IPv4, IPv6 and ports', async () => {
    for (const host of ['give.example.org', 'localhost:3000', '127.0.0.1', '[::1]:8080', 'give.example.org.']) {
      expect((await raw(port, '/healthz', { host })).status, host).toBe(200);
    }
  });

  it('a form posted from another address of this server (127.0.0.1, a LAN IP) still works', async () => {
    const user = await registerUser();
    const res = await built.app.inject({
      method: 'POST',
      url: '/login',
      headers: { host: '127.0.0.1:3000', origin: 'http://127.0.0.1:3000', 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({ intent: 'login', email: user.email, password: DEFAULT_PASSWORD }).toString(),
    });
    expect(res.statusCode).toBeGreaterThanOrEqual(300);
    expect(res.statusCode).toBeLessThan(400);
    expect(String(res.headers['set-cookie'])).toMatch(/\bsid=[A-Za-z0-9_-]{43}/);
  });

  it('a reset link without PUBLIC_URL set names localhost, not the Host of the request', async () => {
    const user = await registerUser();
    const res = await call('POST', '/api/v1/auth/password-reset', { body: { email: user.email }, headers: { host: FORGED } });
    expect(res.status).toBe(200);
    const [mail] = await messagesTo(user.email);
    expect(mail?.body).toMatch(/http:\/\/localhost:3000\/reset-password\?token=/);
    expect(mail?.body).not.toContain(FORGED);
  });
});

describe('answers that depend on the viewer are private', () => {
  it('a page greeting a signed-in donor is private, no-store; the anonymous page stays public', async () => {
    const app = await getApp();
    const user = await registerUser({ fullName: 'Quillon Private' });
    const token = await loginAs(user);
    const signedIn = await app.inject({ url: '/', headers: { cookie: `sid=${token}` } });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.body).toContain('Quillon');
    expect(signedIn.headers['cache-control']).toBe('private, no-store');

    const anonymous = await app.inject({ url: '/' });
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.body).not.toContain('Quillon');
    expect(anonymous.headers['cache-control']).toMatch(/\bpublic\b/);
  });

  it.each(['/profile', '/transactions'])('%s is private, no-store', async (path) => {
    const app = await getApp();
    const token = await loginAs(await registerUser());
    const res = await app.inject({ url: path, headers: { cookie: `sid=${token}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('a page carrying a one-time toast is private, no-store', async () => {
    const flash = encodeURIComponent(JSON.stringify({ type: 'success', message: 'Saved for you alone' }));
    const res = await (await getApp()).inject({ url: `/campaigns/${slug}`, headers: { cookie: `flash=${flash}` } });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('Saved for you alone');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each(['/api/v1/me', '/api/v1/me/donations', '/api/v1/me/subscriptions'])('GET %s is private, no-store, signed in or not', async (path) => {
    const token = await loginAs(await registerUser());
    const mine = await call('GET', path, { token });
    expect(mine.status).toBe(200);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const nobody = await call('GET', path);
    expect(nobody.status).toBe(401);
    expect(nobody.headers['cache-control']).toBe('private, no-store');
  });

  it('a public API read asked with a bearer token is private; asked anonymously it is not', async () => {
    const token = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/categories', { token })).headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/api/v1/categories')).headers['cache-control'] ?? '').not.toMatch(/private|no-store/);
  });
});

describe('500 pages show no internals', () => {
  it('a PostgreSQL error in a loader shows neither SQL, parameters nor a stack', async () => {
    const { app, services, db } = await getTestApp();
    const spy = vi
      .spyOn(services.content, 'settings')
      .mockImplementation(() => db.db.execute(sql`select * from leaky_table_name where secret_param = ${'p4ram-v4lue'}`) as never);
    try {
      const res = await app.inject({ url: `/campaigns/${slug}` });
      expect(res.statusCode).toBe(500);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.body).toContain('Something went wrong');
      expect(res.body).not.toContain('leaky_table_name');
      expect(res.body).not.toContain('p4ram-v4lue');
      expect(res.body).not.toMatch(/\n\s+at \S+|\.ts:\d+|node_modules/);
    } finally {
      spy.mockRestore();
    }
  });
});

describe('API bodies are JSON objects', () => {
  it('PATCH /api/v1/me answers 415 to a form or multipart body, and changes nothing', async () => {
    const user = await registerUser({ fullName: 'Form Sender' });
    const token = await loginAs(user);
    const app = await getApp();
    const form = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'fullName=Changed',
    });
    expect(form.statusCode).toBe(415);
    expect(form.json()).toMatchObject({ success: false, code: 'unsupported_media_type', message: expect.stringMatching(/JSON/) });
    const multipart = await app.inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nChanged\r\n--x--\r\n',
    });
    expect(multipart.statusCode).toBe(415);
    const text = await app.inject({
      method: 'POST',
      url: '/api/v1/auth/login',
      headers: { 'content-type': 'text/plain' },
      payload: JSON.stringify({ email: user.email, password: DEFAULT_PASSWORD }),
    });
    expect(text.statusCode).toBe(415);
    expect((await call<{ data: { fullName: string } }>('GET', '/api/v1/me', { token })).body.data.fullName).toBe('Form Sender');
  });

  it.each([
    ['null', 'null'],
    ['an array', '[{"fullName":"x"}]'],
    ['a string', '"fullName"'],
    ['a number', '42'],
  ])('answers 422 with a field error to %s', async (_what, payload) => {
    const token = await loginAs(await registerUser());
    const res = await (await getApp()).inject({
      method: 'PATCH',
      url: '/api/v1/me',
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      payload,
    });
    expect(res.statusCode).toBe(422);
    const body = res.json() as ErrorBody;
    expect(body.success).toBe(false);
    expect(body.message).toMatch(/JSON object/);
    expect(Object.values(body.errors ?? {})).toHaveLength(1);
  });

  it('routes without a body still take an empty request', async () => {
    const token = await loginAs(await registerUser());
    expect((await call('POST', '/api/v1/auth/logout', { token })).status).toBe(200);
  });
});

describe('405 for a method a path does not take', () => {
  it.each([
    ['DELETE', '/api/v1/home-campaigns', 'GET, HEAD'],
    ['POST', '/api/v1/campaigns/some-slug', 'GET, HEAD'],
    ['GET', '/api/v1/auth/login', 'POST'],
    ['PUT', '/api/v1/me', 'GET, HEAD, PATCH'],
    ['POST', '/healthz', 'GET, HEAD'],
    ['DELETE', '/readyz', 'GET, HEAD'],
    ['POST', '/metrics', 'GET, HEAD'],
    ['DELETE', '/api/docs/openapi.json', 'GET, HEAD'],
  ] as const)('%s %s → 405, Allow: %s', async (method, url, allow) => {
    const res = await (await getApp()).inject({ method, url });
    expect(res.statusCode).toBe(405);
    expect(res.headers.allow).toBe(allow);
    expect(res.json()).toMatchObject({ success: false, code: 'method_not_allowed' });
  });

  it('unknown API paths still answer 404', async () => {
    expect((await (await getApp()).inject({ method: 'DELETE', url: '/api/v1/no-such-thing' })).statusCode).toBe(404);
  });
});

describe('/metrics in production', () => {
  const TOKEN = 'metrics-token-for-the-scraper-2026';
  let built: App;

  beforeAll(async () => {
    built = await buildTestApp({
      NODE_ENV: 'production',
      PUBLIC_URL,
      SMTP_URL: 'smtp://127.0.0.1:2525',
      SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
      METRICS_TOKEN: TOKEN,
    });
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('refuses anonymous readers, donors and wrong tokens', async () => {
    const { app } = built;
    expect((await app.inject('/metrics')).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}x` } })).statusCode).toBe(401);
    expect((await app.inject({ url: '/metrics', headers: { authorization: 'Bearer short' } })).statusCode).toBe(401);
    const donor = await loginAs(await registerUser(), { app });
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${donor}` } })).statusCode).toBe(403);
  });

  it('answers the scraper with METRICS_TOKEN, and staff', async () => {
    const { app } = built;
    const scraper = await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${TOKEN}` } });
    expect(scraper.statusCode).toBe(200);
    expect(scraper.body).toContain('# TYPE http_requests_total counter');
    const staff = await loginAs(await registerUser({ role: 'staff' }), { app });
    expect((await app.inject({ url: '/metrics', headers: { authorization: `Bearer ${staff}` } })).statusCode).toBe(200);
  });

  it('stays open outside production', async () => {
    expect((await (await getApp()).inject('/metrics')).statusCode).toBe(200);
  });

  it('keeps pictures a week, and a published bill (which staff may redact again) five minutes', async () => {
    const { app } = built;
    // The production app reads the test database's folder (support/app.ts), so its media too.
    const media = join((await getTestDb()).dataDir, 'media');
    await mkdir(join(media, 'spending'), { recursive: true });
    await writeFile(join(media, 'spending', 'bill-test.jpg'), 'a');
    await writeFile(join(media, 'cover-test.jpg'), 'b');
    const bill = await app.inject('/media/spending/bill-test.jpg');
    expect(bill.statusCode).toBe(200);
    expect(bill.headers['cache-control']).toBe('public, max-age=300');
    // Other spellings of the bill's address, which the static server resolves to it, too.
    for (const other of ['/media/%73pending/bill-test.jpg', '/media/demo/../spending/bill-test.jpg', '/media/./spending/bill-test.jpg']) {
      const again = await app.inject(other);
      expect([again.statusCode, again.headers['cache-control']], other).toEqual([200, 'public, max-age=300']);
    }
    const cover = await app.inject('/media/cover-test.jpg');
    expect(cover.headers['cache-control']).toBe('public, max-age=604800');
    // A bill that is gone is not remembered as anything.
    expect((await app.inject('/media/spending/gone.jpg')).statusCode).toBe(404);
  });
});

describe('Content-Security-Policy allows inline scripts by hash only', () => {
  const sha256 = (text: string) => `'sha256-${createHash('sha256').update(text).digest('base64')}'`;
  // Scripts the browser runs: JSON-LD (type="application/ld+json") is a data block, never run, so CSP does not govern it.
  const inlineScripts = (html: string) =>
    [...html.matchAll(/<script(?![^>]*\ssrc=)(?![^>]*type="application\/ld\+json")[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
  const scriptSrc = (csp: string) =>
    csp
      .split(';')
      .map((d) => d.trim())
      .find((d) => d.startsWith('script-src ')) ?? '';

  it.each(['/', '/login', '/register', `/campaigns/{slug}`, '/about'])('%s lists the hash of each of its inline scripts', async (path) => {
    const res = await (await getApp()).inject({ url: path.replace('{slug}', slug) });
    expect(res.statusCode).toBe(200);
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    expect(policy).not.toContain("'unsafe-inline'");
    const scripts = inlineScripts(res.body);
    expect(scripts.length).toBeGreaterThan(0);
    for (const script of scripts) expect(policy).toContain(sha256(script));
    // Inline event handlers would need 'unsafe-hashes'.
    expect(res.body).not.toMatch(/<[a-z][^>]*\son[a-z]+=/i);
  });

  it('a script that got into stored content is not in the policy, though the page’s own are', async () => {
    // Straight into the table, past the editor's sanitizer: as an injection bug would leave it.
    const c = await createCampaign({ storyHtml: '<p>Story</p><script>stolen(document.cookie)</script>' });
    const res = await (await getApp()).inject({ url: `/campaigns/${c.slug}` });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<script>stolen(document.cookie)</script>');
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    expect(policy).not.toContain(sha256('stolen(document.cookie)'));
    const own = [...res.body.matchAll(/<script nonce="[\w-]+"[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1] ?? '');
    expect(own.length).toBeGreaterThan(3);
    for (const script of own) expect(policy).toContain(sha256(script));
    // The render's mark is for the server only.
    expect(res.headers['x-script-nonce']).toBeUndefined();
  });

  it('a signed-in profile page lists its scripts too', async () => {
    const token = await loginAs(await registerUser());
    const res = await (await getApp()).inject({ url: '/profile', headers: { cookie: `sid=${token}` } });
    const policy = scriptSrc(String(res.headers['content-security-policy']));
    for (const script of inlineScripts(res.body)) expect(policy).toContain(sha256(script));
  });

  it('a page served from the cache carries the same policy as when it was rendered', async () => {
    const built = await buildTestApp({ PAGE_CACHE_SECONDS: '30' });
    try {
      await built.app.listen({ port: 0, host: '127.0.0.1' });
      const port = (built.app.server.address() as AddressInfo).port;
      const first = await raw(port, `/campaigns/${slug}`);
      const hits = built.app.publicCache.hits;
      const second = await raw(port, `/campaigns/${slug}`);
      expect(built.app.publicCache.hits).toBe(hits + 1);
      expect(second.headers['content-security-policy']).toBe(first.headers['content-security-policy']);
      for (const script of inlineScripts(second.body)) expect(scriptSrc(String(second.headers['content-security-policy']))).toContain(sha256(script));
    } finally {
      await built.app.close();
    }
  });
});

describe('the OpenAPI document tells clients the real rules', () => {
  type Schema = { type?: string; minLength?: number; maxLength?: number; pattern?: string; properties?: Record<string, Schema>; $ref?: string };
  type Op = {
    security?: Record<string, string[]>[];
    responses: Record<string, { content?: { 'application/json': { schema: Schema } } }>;
    requestBody?: { content: { 'application/json': { schema: Schema } } };
  };
  type Doc = {
    paths: Record<string, Record<string, Op>>;
    components?: { securitySchemes?: Record<string, { type: string; scheme?: string; in?: string; name?: string }>; schemas?: Record<string, Schema> };
  };
  let doc: Doc;

  beforeAll(async () => {
    const res = await (await getApp()).inject('/api/docs/openapi.json');
    expect(res.statusCode).toBe(200);
    doc = res.json() as Doc;
  });
  const op = (method: string, path: string): Op => {
    const found = doc.paths[path]?.[method];
    expect(found, `${method} ${path}`).toBeDefined();
    return found as Op;
  };
  const bodyField = (method: string, path: string, field: string) => op(method, path).requestBody?.content['application/json'].schema.properties?.[field];

  it('declares the bearer token and the session cookie', () => {
    expect(doc.components?.securitySchemes?.api_token).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components?.securitySchemes?.sid).toMatchObject({ type: 'apiKey', in: 'cookie', name: 'sid' });
  });

  it('routes that need a viewer say so, and that they answer 401', () => {
    for (const [method, path] of [
      ['get', '/api/v1/me'],
      ['patch', '/api/v1/me'],
      ['get', '/api/v1/me/donations'],
      ['post', '/api/v1/auth/logout'],
      ['get', '/api/v1/admin/users'],
    ] as const) {
      const o = op(method, path);
      expect(o.security, `${method} ${path}`).toEqual(expect.arrayContaining([{ api_token: [] }, { sid: [] }]));
      expect(Object.keys(o.responses), `${method} ${path}`).toContain('401');
    }
    expect(Object.keys(op('get', '/api/v1/admin/users').responses)).toContain('403');
    // A public operation says so: an empty list, not a missing one (Redocly's security-defined).
    expect(op('get', '/api/v1/categories').security).toEqual([]);
    expect(Object.keys(op('get', '/api/v1/categories').responses)).not.toContain('401');
  });

  it('names every error status a route answers, with the error envelope', () => {
    const statuses = (method: string, path: string) => Object.keys(op(method, path).responses);
    expect(statuses('patch', '/api/v1/me')).toEqual(expect.arrayContaining(['200', '401', '403', '415', '422']));
    expect(statuses('post', '/api/v1/auth/register')).toEqual(expect.arrayContaining(['409', '415', '422', '429']));
    expect(statuses('post', '/api/v1/auth/register/verify')).toEqual(expect.arrayContaining(['410', '429']));
    expect(statuses('post', '/api/v1/auth/login')).toEqual(expect.arrayContaining(['401', '429']));
    expect(statuses('post', '/api/v1/auth/password-reset/confirm')).toContain('410');
    expect(statuses('post', '/api/v1/me/donations/{id}/receipt-request')).toEqual(expect.arrayContaining(['401', '404', '409']));
    const error = op('patch', '/api/v1/me').responses['422']?.content?.['application/json'].schema;
    const resolved = error?.$ref ? doc.components?.schemas?.[error.$ref.split('/').pop() ?? ''] : error;
    expect(resolved?.properties?.success).toBeDefined();
    expect(resolved?.properties?.message).toBeDefined();
    expect(resolved?.properties?.errors).toBeDefined();
  });

  it('the Error schema carries the catalogue code', () => {
    const error = op('get', '/api/v1/campaigns/{slugOrId}').responses['404']?.content?.['application/json'].schema;
    const resolved = (error?.$ref ? doc.components?.schemas?.[error.$ref.split('/').pop() ?? ''] : error) as Schema & { required?: string[] };
    expect((resolved.properties?.code as { enum?: string[] } | undefined)?.enum).toEqual(ERROR_CODES);
    expect(resolved.required).toContain('code');
  });

  it("each app documents its own routes: the outbox needs staff only in a DEV_OUTBOX=staff app's document", async () => {
    const staffOnly = await buildTestApp({ DEV_OUTBOX: 'staff' });
    try {
      // Built after the default app: with one process-wide list of routes, the first app's
      // registration (open) used to decide what both documents said.
      const staffDoc = (await staffOnly.app.inject('/api/docs/openapi.json')).json() as Doc;
      const outbox = staffDoc.paths['/api/v1/dev/outbox']?.get;
      expect(outbox?.security).toEqual(expect.arrayContaining([{ api_token: [] }, { sid: [] }]));
      expect(Object.keys(outbox?.responses ?? {})).toEqual(expect.arrayContaining(['401', '403']));
    } finally {
      await staffOnly.app.close();
    }
    const open = op('get', '/api/v1/dev/outbox');
    expect(open.security).toEqual([]);
    expect(Object.keys(open.responses)).not.toContain('401');
  });

  it('keeps the field rules that the schemas check after a pipe or transform', () => {
    expect(bodyField('post', '/api/v1/auth/register', 'password')?.minLength).toBe(8);
    expect(bodyField('post', '/api/v1/auth/password-reset/confirm', 'password')?.minLength).toBe(8);
    expect(bodyField('post', '/api/v1/auth/register', 'fullName')?.minLength).toBeGreaterThanOrEqual(1);
    expect(bodyField('patch', '/api/v1/me', 'fullName')?.minLength).toBeGreaterThanOrEqual(1);
    const pan = bodyField('patch', '/api/v1/me', 'pan')?.pattern ?? '';
    expect(pan).not.toBe('');
    const panRe = new RegExp(pan);
    expect(panRe.test('ABCDE1234F')).toBe(true);
    expect(panRe.test('1234567890')).toBe(false);
  });
});

describe('safe production defaults', () => {
  const production = {
    NODE_ENV: 'production',
    PUBLIC_URL,
    SMTP_URL: 'smtp://127.0.0.1:2525',
    SMS_GATEWAY_URL: 'http://127.0.0.1:9/sms',
    LOG_LEVEL: 'silent',
  };

  it('an empty production database gets no demo campaigns or fake donations unless SEED_DEMO=always', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'sahyog-prod-'));
    const handle = await openDb({ dataDir: 'memory://' });
    try {
      const config = loadConfig({ ...production, DATA_DIR: dataDir });
      expect(config.SEED_DEMO).toBe('auto');
      await prepareDatabase(config, handle);
      // As main.ts starts: the app is built, then seeded if SEED_DEMO asks.
      const start = async (c: typeof config) => {
        const { app } = await buildApp({ config: c, db: handle, logger: false, jobs: false });
        try {
          return await seedIfAsked(app, c);
        } finally {
          await app.close();
        }
      };
      const count = async (table: typeof s.campaigns | typeof s.donations) => (await handle.db.select({ n: sql<number>`count(*)::int` }).from(table))[0]?.n;
      expect(await start(config)).toEqual({ seeded: false });
      expect(await count(s.campaigns)).toBe(0);
      expect(await count(s.donations)).toBe(0);
      expect(await start(loadConfig({ ...production, DATA_DIR: dataDir, SEED_DEMO: 'always' }))).toEqual({ seeded: true });
      expect(await count(s.campaigns)).toBeGreaterThan(0);
    } finally {
      await handle.close();
    }
    // Two apps built and a database seeded: seconds, more on a loaded machine.
  }, 60_000);
});
