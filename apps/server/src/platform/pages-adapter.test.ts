// The Fastify <-> React Router adapter (pages.ts) against a small hand-made ServerBuild: no web
// build is needed, and every route below exists to make one behaviour of the adapter visible.
// Status codes, redirects, cookies (set by routes, and cleared by the adapter), HEAD, form posts
// and which answers the public page cache may keep.
import cookie from '@fastify/cookie';
import { FLASH_COOKIE, type PublicUser, parseViewerCookie, SESSION_COOKIE, VIEWER_COOKIE } from '@sahyog/core';
import Fastify, { type FastifyInstance, type InjectOptions } from 'fastify';
import { data, type EntryContext, type HeadersFunction, redirect, type ServerBuild } from 'react-router';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { hashToken, registerAuth } from './auth.ts';
import { ResponseCache } from './cache.ts';
import { pageHandler } from './pages.ts';

// ---- the hand-made build ------------------------------------------------------------------------

const PUBLIC = 'public, max-age=0, must-revalidate';
const publicHeaders: HeadersFunction = () => ({ 'Cache-Control': PUBLIC });
/** What a public page goes out with: how long others may keep it is the server's cache setting (60 s here). */
const SERVED_PUBLIC = 'public, max-age=0, s-maxage=60, stale-while-revalidate=0';
const Page = () => null;

/** Renders the router's state as a tiny page: what the loaders and actions answered, and errors. */
function handleRequest(_request: Request, status: number, headers: Headers, ctx: EntryContext): Response {
  const s = ctx.staticHandlerContext;
  const state = JSON.stringify({ loaderData: s.loaderData, actionData: s.actionData, errors: s.errors });
  headers.set('Content-Type', 'text/html');
  return new Response(`<!doctype html><html><body><p>status ${status}</p><pre>${state.replace(/</g, '\\u003c')}</pre></body></html>`, { status, headers });
}

type ServerRouteModule = NonNullable<ServerBuild['routes'][string]>['module'];
const route = (id: string, path: string, module: ServerRouteModule) => ({
  [id]: { id, path, parentId: 'root', module },
});

const build: ServerBuild = {
  entry: { module: { default: handleRequest, handleError: () => undefined } },
  routes: {
    root: { id: 'root', path: '', module: { default: Page } },
    ...route('public', 'public', { default: Page, headers: publicHeaders, loader: () => ({ message: 'a public page' }) }),
    ...route('undeclared', 'undeclared', { default: Page, loader: () => ({ message: 'no cache-control declared' }) }),
    ...route('missing', 'missing', {
      default: Page,
      headers: publicHeaders,
      loader: () => {
        throw new Response('Not here', { status: 404 });
      },
    }),
    ...route('teapot', 'teapot', {
      default: Page,
      headers: publicHeaders,
      loader: () =>
        data(
          { brewing: 'tea' },
          {
            status: 418,
            headers: [
              ['set-cookie', 'first=1; Path=/'],
              ['set-cookie', 'second=2; Path=/; HttpOnly'],
              ['set-cookie', 'third=3; Path=/; Max-Age=60'],
            ],
          },
        ),
    }),
    ...route('go', 'go', { default: Page, loader: () => redirect('/public', { headers: { 'Cache-Control': 'public, max-age=60' } }) }),
    ...route('form', 'form', {
      default: Page,
      headers: publicHeaders,
      loader: () => ({ form: 'empty' }),
      action: async ({ request }) => {
        const name = (await request.formData()).get('name');
        return data({ hello: name });
      },
    }),
    ...route('sign-in', 'sign-in', {
      default: Page,
      loader: () => ({ form: 'sign in' }),
      action: () =>
        redirect('/public', {
          status: 303,
          headers: [
            ['set-cookie', `${SESSION_COOKIE}=${NEW_TOKEN}; Path=/; HttpOnly; SameSite=Lax`],
            ['set-cookie', `${FLASH_COOKIE}=welcome; Path=/; Max-Age=60`],
          ],
        }),
    }),
  },
  assets: { entry: { imports: [], module: '/entry.js' }, routes: {}, url: '/manifest.js', version: 'test' },
  publicPath: '/',
  assetsBuildDirectory: '/nowhere',
  future: {},
  ssr: true,
  isSpaMode: false,
  prerender: [],
  routeDiscovery: { mode: 'initial', manifestPath: '/__manifest' },
};

// ---- a bare Fastify with what pageHandler relies on ---------------------------------------------

const LIVE_TOKEN = 'L'.repeat(43);
const DEAD_TOKEN = 'D'.repeat(43);
const NEW_TOKEN = 'N'.repeat(43);
const user = { id: 1, fullName: 'Asha Rao', email: 'asha@example.test', role: 'user' } as PublicUser;

let app: FastifyInstance;
let cache: ResponseCache;

beforeAll(async () => {
  app = Fastify({ logger: false });
  // This build's paths as PAGE_QUERY_PARAMS would list them (the app's own list has other pages):
  // whether each is stored is then up to what it answers.
  const listed = new Set(['/go', '/form', '/undeclared', '/missing', '/teapot']);
  cache = new ResponseCache(60_000, 1000, 0, (path) => (path === '/public' ? ['a'] : listed.has(path) ? [] : undefined));
  app.decorate('publicCache', cache);
  app.decorate('publicUrl', 'http://localhost');
  await app.register(cookie);
  app.addContentTypeParser(['application/x-www-form-urlencoded'], { parseAs: 'buffer' }, (_req, body, done) => done(null, body));
  registerAuth(app, { viewerFor: async (hash) => (hash === hashToken(LIVE_TOKEN) ? { user, sessionId: 'live-session' } : null) });
  const handler = pageHandler({ getBuild: async () => build, mode: 'production', fillContext: () => undefined, secureCookies: false });
  app.route({ method: ['GET', 'HEAD', 'POST'], url: '/*', handler });
  await app.ready();
});

afterAll(async () => {
  await app.close();
});

beforeEach(() => {
  cache.clear();
});

const send = (opts: InjectOptions) => app.inject(opts);
const get = (url: string, cookies?: Record<string, string>) => send({ method: 'GET', url, ...(cookies ? { cookies } : {}) });
const setCookies = (res: { headers: Record<string, unknown> }): string[] => {
  const v = res.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];
};
/** The set-cookie lines that name `name`. */
const cookiesNamed = (res: { headers: Record<string, unknown> }, name: string) => setCookies(res).filter((c) => c.startsWith(`${name}=`));
const clears = (line: string | undefined) => !!line && /^[^=]+=;/.test(line) && /Max-Age=0/.test(line);

// ---- status codes --------------------------------------------------------------------------------

describe('status codes', () => {
  it('answers a loader page with 200 and its rendered HTML', async () => {
    const res = await get('/public');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.body).toContain('status 200');
    expect(res.body).toContain('a public page');
  });

  it('answers 404 when a loader throws a 404 Response, and for a path no route matches', async () => {
    const thrown = await get('/missing');
    expect(thrown.statusCode).toBe(404);
    expect(thrown.body).toContain('status 404');
    expect(thrown.body).toContain('Not here');
    const unmatched = await get('/no/such/page');
    expect(unmatched.statusCode).toBe(404);
  });

  it('answers the status a loader gives with data(…, { status: 418 })', async () => {
    const res = await get('/teapot');
    expect(res.statusCode).toBe(418);
    expect(res.body).toContain('"brewing":"tea"');
  });
});

// ---- redirects ----------------------------------------------------------------------------------

describe('redirects', () => {
  it('passes a loader redirect through as a 302 with its Location and no page body', async () => {
    const res = await get('/go');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe('/public');
    expect(res.body).not.toContain('<html');
  });

  it('never stores a redirect in the page cache, even one that says Cache-Control: public', async () => {
    const res = await get('/go');
    expect(res.statusCode).toBe(302);
    expect(cache.get('/go')).toBeUndefined();
  });

  it('answers a form post to an action that redirects with a 303 and its Location', async () => {
    const res = await send({ method: 'POST', url: '/sign-in', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.c' });
    expect(res.statusCode).toBe(303);
    expect(res.headers.location).toBe('/public');
  });
});

// ---- cookies -------------------------------------------------------------------------------------

describe('cookies', () => {
  it('passes every set-cookie of a route through as its own header line', async () => {
    const res = await get('/teapot');
    expect(setCookies(res)).toEqual(['first=1; Path=/', 'second=2; Path=/; HttpOnly', 'third=3; Path=/; Max-Age=60']);
  });

  it('passes the cookies of an action redirect through (the new session and the flash)', async () => {
    const res = await send({ method: 'POST', url: '/sign-in', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'email=a%40b.c' });
    expect(cookiesNamed(res, SESSION_COOKIE)).toEqual([`${SESSION_COOKIE}=${NEW_TOKEN}; Path=/; HttpOnly; SameSite=Lax`]);
    expect(cookiesNamed(res, FLASH_COOKIE)).toEqual([`${FLASH_COOKIE}=welcome; Path=/; Max-Age=60`]);
  });

  it('clears a session cookie that names no live session', async () => {
    const res = await get('/public', { [SESSION_COOKIE]: DEAD_TOKEN });
    expect(res.statusCode).toBe(200);
    const sid = cookiesNamed(res, SESSION_COOKIE);
    expect(sid).toHaveLength(1);
    expect(clears(sid[0]), sid[0]).toBe(true);
    expect(sid[0]).toContain('Path=/');
  });

  it('clears a tampered session cookie too (not a token at all)', async () => {
    const res = await get('/public', { [SESSION_COOKIE]: 'not-a-token' });
    expect(clears(cookiesNamed(res, SESSION_COOKIE)[0])).toBe(true);
  });

  it('leaves a live session cookie alone', async () => {
    const res = await get('/public', { [SESSION_COOKIE]: LIVE_TOKEN });
    expect(res.statusCode).toBe(200);
    expect(cookiesNamed(res, SESSION_COOKIE)).toEqual([]);
  });

  it('gives a signed-in visitor the header greeting cookie (name and role, readable by the page), and corrects a wrong one', async () => {
    const res = await get('/public', { [SESSION_COOKIE]: LIVE_TOKEN });
    const who = cookiesNamed(res, VIEWER_COOKIE);
    expect(who).toHaveLength(1);
    expect(who[0]).not.toContain('HttpOnly');
    const value = decodeURIComponent((who[0] ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? '');
    expect(parseViewerCookie(value)).toEqual({ fullName: 'Asha Rao', role: 'user' });
    // The same greeting again: nothing to set.
    expect(cookiesNamed(await get('/public', { [SESSION_COOKIE]: LIVE_TOKEN, [VIEWER_COOKIE]: value }), VIEWER_COOKIE)).toEqual([]);
    // A greeting claiming to be staff is put right by the next page rendered for the viewer.
    const forged = JSON.stringify({ n: 'Asha Rao', r: 'admin' });
    const fixed = cookiesNamed(await get('/public', { [SESSION_COOKIE]: LIVE_TOKEN, [VIEWER_COOKIE]: forged }), VIEWER_COOKIE);
    expect(parseViewerCookie(decodeURIComponent((fixed[0] ?? '').split(';')[0]?.split('=').slice(1).join('=') ?? ''))?.role).toBe('user');
  });

  it('clears the greeting cookie with a dead session, and when signed out', async () => {
    const greeting = JSON.stringify({ n: 'Asha Rao', r: 'user' });
    const cases: Record<string, string>[] = [{ [SESSION_COOKIE]: DEAD_TOKEN, [VIEWER_COOKIE]: greeting }, { [VIEWER_COOKIE]: greeting }];
    for (const cookies of cases) {
      const who = cookiesNamed(await get('/public', cookies), VIEWER_COOKIE);
      expect(who).toHaveLength(1);
      expect(clears(who[0]), who[0]).toBe(true);
    }
  });

  it('does not clear a dead session over a new one the route sets (one sid line, the new one)', async () => {
    const res = await send({
      method: 'POST',
      url: '/sign-in',
      cookies: { [SESSION_COOKIE]: DEAD_TOKEN },
      // A cookie-carrying post must name our origin (auth.ts), as a browser's does.
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost:80' },
      payload: 'email=a%40b.c',
    });
    expect(res.statusCode).toBe(303);
    expect(cookiesNamed(res, SESSION_COOKIE)).toEqual([`${SESSION_COOKIE}=${NEW_TOKEN}; Path=/; HttpOnly; SameSite=Lax`]);
  });

  it('clears the flash cookie once a page has shown it', async () => {
    const res = await get('/public', { [FLASH_COOKIE]: JSON.stringify({ type: 'success', message: 'Saved' }) });
    expect(res.statusCode).toBe(200);
    const flash = cookiesNamed(res, FLASH_COOKIE);
    expect(flash).toHaveLength(1);
    expect(clears(flash[0]), flash[0]).toBe(true);
  });

  it('keeps the flash cookie across a redirect, so the next page can show it', async () => {
    const res = await get('/go', { [FLASH_COOKIE]: JSON.stringify({ type: 'success', message: 'Saved' }) });
    expect(res.statusCode).toBe(302);
    expect(cookiesNamed(res, FLASH_COOKIE)).toEqual([]);
    // The request carried a toast: no shared cache may keep even the redirect.
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it('sets no cookie at all on a plain anonymous page', async () => {
    expect(setCookies(await get('/public'))).toEqual([]);
  });
});

// ---- HEAD ----------------------------------------------------------------------------------------

describe('HEAD', () => {
  it("answers a page's status and headers without a body", async () => {
    const res = await send({ method: 'HEAD', url: '/public' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe(SERVED_PUBLIC);
    expect(res.body).toBe('');
  });

  it("answers a route's own status and cookies without a body", async () => {
    const res = await send({ method: 'HEAD', url: '/teapot' });
    expect(res.statusCode).toBe(418);
    expect(setCookies(res)).toHaveLength(3);
    expect(res.body).toBe('');
  });

  it('does not blank the cached GET of the same page, nor fill the cache itself', async () => {
    await send({ method: 'HEAD', url: '/public' });
    expect(cache.get('/public')).toBeUndefined();

    const page = await get('/public');
    expect(page.body).toContain('a public page');
    expect(cache.get('/public')?.body.toString()).toBe(page.body);

    const head = await send({ method: 'HEAD', url: '/public' });
    expect(head.statusCode).toBe(200);
    expect(cache.get('/public')?.body.toString()).toBe(page.body);
  });
});

// ---- actions -------------------------------------------------------------------------------------

describe('POST to an action', () => {
  it('hands the form body to the action and renders the page with what it answered', async () => {
    const res = await send({ method: 'POST', url: '/form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Asha%20Rao' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('"actionData":{"form":{"hello":"Asha Rao"}}');
    // The loader runs again after the action, as for any document POST.
    expect(res.body).toContain('"form":"empty"');
  });

  it('is never stored in the page cache, though the page declares itself public', async () => {
    const res = await send({ method: 'POST', url: '/form', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: 'name=Asha' });
    expect(res.statusCode).toBe(200);
    expect(cache.get('/form')).toBeUndefined();
  });
});

// ---- the page cache ------------------------------------------------------------------------------

describe('the page cache keeps only anonymous 200 GETs that declare Cache-Control: public', () => {
  it('stores such a page, with its headers, and serves the same answer from it', async () => {
    const res = await get('/public');
    expect(res.headers['cache-control']).toBe(SERVED_PUBLIC);
    const entry = cache.get('/public');
    expect(entry?.status).toBe(200);
    expect(entry?.body.toString()).toBe(res.body);
    expect(entry?.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(entry?.headers['cache-control']).toBe(SERVED_PUBLIC);
  });

  it('drops tracking parameters: a share click is the same entry and the same bytes as the plain page', async () => {
    const plain = await get('/public');
    const shared = await get('/public?fbclid=IwAR0abc&utm_source=whatsapp&utm_medium=social&gclid=x1');
    expect(shared.body).toBe(plain.body);
    expect(cache.get('/public?fbclid=IwAR0abc&utm_source=whatsapp&utm_medium=social&gclid=x1')).toBeUndefined();
    cache.clear();
    // The first visitor came from a share: the entry is still the plain page's.
    await get('/public?utm_campaign=diwali&fbclid=1');
    expect(cache.get('/public')?.body.toString()).toBe(plain.body);
  });

  it('keeps query strings apart', async () => {
    await get('/public?a=1');
    expect(cache.get('/public?a=1')).toBeDefined();
    expect(cache.get('/public')).toBeUndefined();
  });

  it('does not store a page that declares no Cache-Control, and marks it private', async () => {
    const res = await get('/undeclared');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cache.get('/undeclared')).toBeUndefined();
  });

  it('does not store a public page answering 404 or 418', async () => {
    expect((await get('/missing')).statusCode).toBe(404);
    expect((await get('/teapot')).statusCode).toBe(418);
    expect(cache.get('/missing')).toBeUndefined();
    expect(cache.get('/teapot')).toBeUndefined();
  });

  it('marks a public page that sets a cookie private', async () => {
    const res = await get('/teapot');
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it.each([
    ['a live session', { [SESSION_COOKIE]: LIVE_TOKEN }],
    ['a dead session', { [SESSION_COOKIE]: DEAD_TOKEN }],
    ['a flash message', { [FLASH_COOKIE]: 'x' }],
  ])('does not store a public page asked for with %s, and marks it private', async (_label, cookies) => {
    const res = await get('/public', cookies);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cache.get('/public')).toBeUndefined();
  });

  it('does not store a public page asked for with a bearer token, and marks it private', async () => {
    const res = await send({ method: 'GET', url: '/public', headers: { authorization: `Bearer ${LIVE_TOKEN}` } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(cache.get('/public')).toBeUndefined();
  });
});
