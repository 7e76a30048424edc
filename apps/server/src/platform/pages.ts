// Mounts the React Router request handler on Fastify: Fastify request -> Fetch Request ->
// React Router -> Fetch Response -> Fastify reply. Anonymous GETs of pages that declare
// themselves public are served from the short page cache (see cache.ts); anything with a
// session, or that sets a cookie, never is.
import { createHash } from 'node:crypto';
import { clearCookie, FLASH_COOKIE, SESSION_COOKIE, VIEWER_COOKIE, viewerCookie, viewerCookieValue } from '@sahyog/core';
import { unreadableFormContext } from '@sahyog/core/context';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { sendText } from './compression.ts';
import { isAnonymous, PRIVATE_NO_STORE } from './http.ts';

export interface PageHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: 'development' | 'production';
  fillContext: (ctx: RouterContextProvider, req: FastifyRequest) => void;
  secureCookies: boolean;
}

// request.url keeps the Host the browser used (checked in app.ts's serverFactory): React Router
// compares it with the Origin of form posts. Pages build absolute URLs from PUBLIC_URL instead
// (RequestInfo.publicUrl), so a forged Host never reaches a rendered page.
function toRequest(req: FastifyRequest, url: string, signal: AbortSignal): Request {
  const origin = `${req.protocol}://${req.host}`;
  const headers = new Headers();
  for (const [k, v] of Object.entries(req.headers)) {
    if (v === undefined) continue;
    if (Array.isArray(v)) for (const item of v) headers.append(k, item);
    else headers.set(k, String(v));
  }
  const init: RequestInit & { duplex?: 'half' } = { method: req.method, headers, signal };
  if (req.method !== 'GET' && req.method !== 'HEAD' && req.body !== undefined) {
    const b = req.body;
    init.body = Buffer.isBuffer(b) ? new Uint8Array(b) : typeof b === 'string' ? b : JSON.stringify(b);
  }
  return new Request(new URL(url, origin), init);
}

const FORM_TYPES = ['application/x-www-form-urlencoded', 'multipart/form-data'];

/**
 * The most parts a page's multipart form may have. The largest form (a campaign's eight photos
 * and its fields) has a few dozen; 100,000 empty parts fit in the body limit and cost about 0.6 s
 * of the server to parse (twice: here and in the action), signed out.
 */
const MAX_FORM_PARTS = 1000;

/** Counts the boundary's delimiters in the raw body, stopping past the limit: no parsing. */
function tooManyParts(req: FastifyRequest): boolean {
  const body = req.body;
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!Buffer.isBuffer(body) || !mark) return false;
  const delimiter = Buffer.from(`--${mark}`);
  let parts = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) {
    if (++parts > MAX_FORM_PARTS) return true;
  }
  return false;
}

/**
 * Page actions read a form (request.formData()). A body that is none — no body at all (400), or
 * JSON, text or anything else (415) — or a multipart body that does not parse (400) would make
 * every action throw, a 500; here it is refused once for every page, before any action runs.
 */
async function unreadableForm(req: FastifyRequest, request: Request): Promise<400 | 413 | 415 | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  const type = (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';
  if (type === '') return 400;
  if (!FORM_TYPES.includes(type)) return 415;
  if (type === 'multipart/form-data' && tooManyParts(req)) return 413;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return 400;
  }
}

const INLINE_SCRIPT = /<script\b([^>]*)>([\s\S]*?)<\/script\s*>/gi;

/**
 * 'sha256-…' sources for the inline scripts of a page. Pages are served from a shared cache, so a
 * per-response nonce cannot be the policy; hashes of the exact bytes can, and travel with the
 * entry. With `mark` (the render's script nonce, entry.server.tsx), only the scripts the app
 * itself rendered with that mark are hashed: a script that got into the HTML any other way (an
 * injection in stored content) is not allowed to run.
 */
export function inlineScriptHashes(html: string, mark?: string | null): string[] {
  const out = new Set<string>();
  for (const m of html.matchAll(INLINE_SCRIPT)) {
    const attrs = m[1] ?? '';
    if (/\ssrc\s*=/i.test(attrs)) continue;
    if (mark && !attrs.includes(` nonce="${mark}"`)) continue;
    out.add(
      `'sha256-${createHash('sha256')
        .update(m[2] ?? '')
        .digest('base64')}'`,
    );
  }
  return [...out];
}

/** The base policy's script-src with this page's inline scripts allowed by hash. */
export function withScriptHashes(csp: string, hashes: string[]): string {
  if (!hashes.length) return csp;
  return csp.replace(/(^|;\s*)script-src ([^;]*)/, (_m, lead: string, sources: string) => `${lead}script-src ${sources} ${hashes.join(' ')}`);
}

export function pageHandler(opts: PageHandlerOptions) {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const cache = req.server.publicCache;
    const anonymous = isAnonymous(req);
    const path = req.url.split('?', 1)[0] ?? req.url;
    // Only under its listed path (cache.mayStore): another spelling is rendered, never stored.
    const cacheable = cache.enabled && req.method === 'GET' && anonymous && cache.mayStore(path);
    const generation = cache.generation;
    // A GET is rendered from its cache key: no tracking parameter, none the page does not read,
    // so the page is the same bytes whichever of them a share link carried.
    const url = req.method === 'GET' ? cache.keyFor(req.url) : req.url;
    // Cache hits are answered before Fastify (app.ts serverFactory); here a miss is stored.
    const build = await opts.getBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, opts.mode) };

    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const context = new RouterContextProvider();
    opts.fillContext(context, req);
    const request = toRequest(req, url, controller.signal);
    // The root route's middleware answers the app's error page with this status (root.tsx).
    context.set(unreadableFormContext, await unreadableForm(req, request));
    const response = await current.handle(request, context);

    reply.code(response.status);
    const passHeaders: Record<string, string> = {};
    // The render's script mark is for the hashes below, never for the browser or the cache.
    const scriptMark = response.headers.get('x-script-nonce');
    for (const [k, v] of response.headers) {
      if (k === 'set-cookie' || k === 'x-script-nonce') continue;
      reply.header(k, v);
      if (k !== 'content-type' && k !== 'content-length') passHeaders[k] = v;
    }
    const cookies = response.headers.getSetCookie();
    // A session cookie that names no live session is cleared (the spec's "401 clears the
    // session"); a flash message is cleared once a page has shown it. React Router's route
    // discovery (/__manifest, fetched before a redirect lands on a page not yet visited, such as
    // a batch's progress page) shows nothing: clearing there lost the toast.
    if (req.badCredential && !cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) cookies.push(clearCookie(SESSION_COOKIE, opts.secureCookies));
    const showsPage = !req.url.startsWith('/__manifest');
    if (req.cookies[FLASH_COOKIE] !== undefined && showsPage && response.status < 300 && !cookies.some((c) => c.startsWith(`${FLASH_COOKIE}=`))) {
      cookies.push(clearCookie(FLASH_COOKIE, opts.secureCookies));
    }
    // The header's greeting cookie follows the session: set or corrected while signed in,
    // cleared once signed out (a logout, or a session that ended elsewhere).
    if (!cookies.some((c) => c.startsWith(`${VIEWER_COOKIE}=`) || c.startsWith(`${SESSION_COOKIE}=`))) {
      const expected = req.viewer?.via === 'cookie' ? viewerCookieValue(req.viewer.user) : undefined;
      const sent = req.cookies[VIEWER_COOKIE];
      if (expected !== undefined && sent !== expected && req.viewer) cookies.push(viewerCookie(req.viewer.user, opts.secureCookies));
      else if (expected === undefined && sent !== undefined && !req.viewer) cookies.push(clearCookie(VIEWER_COOKIE, opts.secureCookies));
    } else if (cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=;`)) && !cookies.some((c) => c.startsWith(`${VIEWER_COOKIE}=`))) {
      cookies.push(clearCookie(VIEWER_COOKIE, opts.secureCookies));
    }
    if (cookies.length) reply.header('set-cookie', cookies);
    // Pages are small; reading the whole body lets compression and the cache work on it.
    const body = response.body ? await response.text() : '';
    const rawType = response.headers.get('content-type') ?? 'text/html';
    const contentType = rawType === 'text/html' ? 'text/html; charset=utf-8' : rawType;
    reply.type(contentType);
    // A page rendered for a viewer (or carrying a toast, or setting a cookie) names them: no
    // shared cache may keep it, whatever the route declared. Undeclared pages (a reset link's)
    // are not kept either.
    const declared = response.headers.get('cache-control');
    const personal = !anonymous || req.viewer !== null || cookies.length > 0;
    if (personal || !declared) {
      reply.header('cache-control', PRIVATE_NO_STORE);
      passHeaders['cache-control'] = PRIVATE_NO_STORE;
    } else if (/\bpublic\b/.test(declared)) {
      // The page says it is public; how long others may keep it is the server's setting.
      reply.header('cache-control', cache.publicCacheControl);
      passHeaders['cache-control'] = cache.publicCacheControl;
    }
    const csp = reply.getHeader('content-security-policy');
    if (typeof csp === 'string' && contentType.startsWith('text/html')) {
      const policy = withScriptHashes(csp, inlineScriptHashes(body, scriptMark));
      reply.header('content-security-policy', policy);
      passHeaders['content-security-policy'] = policy;
    }
    // Only a GET's answer is stored: a HEAD's has no body, and must not blank the page for others.
    // Pages opt in with Cache-Control: public (apps/web/app/lib/cache.ts); everything else,
    // such as a reset link's page, is rendered for each request.
    const declaredPublic = !personal && /\bpublic\b/.test(declared ?? '');
    if (cacheable && declaredPublic && req.method === 'GET' && response.status === 200) {
      // A page's HTML may go to a signed-in visitor too (root.tsx fills in the header from the
      // `who` cookie); the data a client-side navigation fetches (`….data`) may not: its root data
      // says nobody is signed in, and the header React renders from it would say so.
      const sharedWithViewers = !path.endsWith('.data');
      const entry = cache.store(url, response.status, contentType, body, passHeaders, { generation, sharedWithViewers });
      return sendText(req, reply, body, entry.variants);
    }
    return sendText(req, reply, body);
  };
}
