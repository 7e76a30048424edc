// Mounts the React Router request handler on Fastify: Fastify request -> Fetch Request ->
// React Router -> Fetch Response -> Fastify reply. Anonymous GETs of pages that declare
// themselves public are served from the short page cache (see cache.ts); anything with a
// session, or that sets a cookie, never is.
import { createHash } from 'node:crypto';
import { type Readable, Transform } from 'node:stream';
import {
  clearCookie,
  FLASH_COOKIE,
  FORM_BODY_MAX_BYTES,
  FORM_FIELDS_MAX,
  type FormBody,
  languageOfPath,
  MULTIPART_BODY_MAX_BYTES,
  MULTIPART_MAX_BYTES,
  SESSION_COOKIE,
  VIEWER_COOKIE,
  viewerCookie,
  viewerCookieValue,
} from '@sahyog/core';
import { unreadableFormContext } from '@sahyog/core/context';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, matchRoutes, type RouteObject, RouterContextProvider, type ServerBuild } from 'react-router';
import { sendText } from './compression.ts';
import { readCookies } from './cookies.ts';
import { hasBody, isAnonymous, PRIVATE_NO_STORE } from './http.ts';
import { runInLanguage } from './language.ts';

/** What a route may answer as text (pages, their data, CSV, JSON, XML); anything else is sent as bytes. */
const TEXT_TYPE = /^(text\/|application\/(json|xml|javascript|[a-z.+-]*\+(json|xml))|image\/svg\+xml)/i;

declare module 'fastify' {
  interface FastifyRequest {
    /** A page's body refused from its headers, or cut off past its limit (decision 0043). */
    bodyRefusal: 400 | 413 | 415 | null;
  }
}

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

/** The request's media type, lower case, without parameters ('' when none was sent). */
const mediaType = (req: FastifyRequest) => (req.headers['content-type'] ?? '').split(';', 1)[0]?.trim().toLowerCase() ?? '';

/** Counts the boundary's delimiters in the raw body, stopping past the limit: no parsing. */
function tooManyParts(req: FastifyRequest): boolean {
  const body = req.body;
  if (!Buffer.isBuffer(body)) return false;
  if (mediaType(req) !== 'multipart/form-data') {
    // urlencoded: one field per '&'.
    let fields = 1;
    for (let at = body.indexOf(0x26); at !== -1; at = body.indexOf(0x26, at + 1)) if (++fields > FORM_FIELDS_MAX) return true;
    return false;
  }
  const boundary = /boundary=(?:"([^"]+)"|([^;\s]+))/i.exec(req.headers['content-type'] ?? '');
  const mark = boundary?.[1] ?? boundary?.[2];
  if (!mark) return false;
  const delimiter = Buffer.from(`--${mark}`);
  let parts = 0;
  for (let at = body.indexOf(delimiter); at !== -1; at = body.indexOf(delimiter, at + delimiter.length)) {
    if (++parts > FORM_FIELDS_MAX) return true;
  }
  return false;
}

/**
 * Page actions read a form (request.formData()). A body refused from its headers (bodyRefusal),
 * one of too many fields, or a multipart body that does not parse (400) would make every action
 * throw, a 500, or cost the server a parse it never needed; here it is refused once for every
 * page, before any action runs.
 */
async function unreadableForm(req: FastifyRequest, request: Request): Promise<400 | 413 | 415 | null> {
  if (req.method === 'GET' || req.method === 'HEAD') return null;
  if (req.bodyRefusal) return req.bodyRefusal;
  const type = mediaType(req);
  if (type === '') return 400;
  if (!FORM_TYPES.includes(type)) return 415;
  if (tooManyParts(req)) return 413;
  try {
    await request.clone().formData();
    return null;
  } catch {
    return 400;
  }
}

type RouteTree = RouteObject & { handle?: { body?: FormBody } };

/** The build's routes as the tree matchRoutes reads, each with the handle its module exports. */
function routeTree(build: ServerBuild): RouteTree[] {
  const children = new Map<string | undefined, RouteTree[]>();
  const node = (id: string): RouteTree => {
    const r = build.routes[id];
    const handle = r?.module.handle as { body?: FormBody } | undefined;
    const common = { id, path: r?.path, caseSensitive: r?.caseSensitive, handle };
    return r?.index ? { ...common, index: true } : { ...common, children: children.get(id) ?? [] };
  };
  // Children first: a parent's list is filled before the parent's node is made.
  const depth = (id: string | undefined): number => (id ? 1 + depth(build.routes[id]?.parentId) : 0);
  const ids = Object.keys(build.routes).sort((x, y) => depth(y) - depth(x));
  for (const id of ids) {
    const parent = build.routes[id]?.parentId;
    const list = children.get(parent) ?? [];
    list.push(node(id));
    children.set(parent, list);
  }
  return children.get(undefined) ?? [];
}

/** The page a URL names: a client-side form post goes to `<page>.data` (`/_root.data` for /). */
function pagePath(url: string): string {
  const path = url.split('?', 1)[0] ?? '/';
  if (path === '/_root.data') return '/';
  return path.endsWith('.data') ? path.slice(0, -'.data'.length) : path;
}

/** What the page at `path` takes: the deepest matched route that declares it, else `form`. */
function bodyOf(tree: RouteTree[], path: string): FormBody {
  const matches = matchRoutes(tree, path) ?? [];
  for (let i = matches.length - 1; i >= 0; i--) {
    const body = (matches[i]?.route as RouteTree | undefined)?.handle?.body;
    if (body) return body;
  }
  return 'form';
}

/**
 * The body a request to a page may send, decided from its headers alone (decision 0043): no type
 * (400), a type that is no form (415), multipart where the route takes no files or nobody is
 * signed in (415), a Content-Length over the route's limit (413). Answers the refusal, or the
 * most bytes to read.
 */
function bodyRule(req: FastifyRequest, body: FormBody): { refuse: 400 | 413 | 415 } | { limit: number } {
  const type = mediaType(req);
  if (type === '') return { refuse: 400 };
  if (!FORM_TYPES.includes(type)) return { refuse: 415 };
  const multipart = type === 'multipart/form-data';
  const takesFiles = body === 'files' || body === 'attachments' || body === 'credential';
  // A certificate to check is anyone's to upload (a verifier has no account with us); the others need one.
  if (multipart && (!takesFiles || (!req.viewer && body !== 'credential'))) return { refuse: 415 };
  const limit = multipart && takesFiles ? MULTIPART_MAX_BYTES[body] : FORM_BODY_MAX_BYTES[body];
  const length = Number(req.headers['content-length']);
  if (Number.isFinite(length) && length > limit) return { refuse: 413 };
  return { limit };
}

/**
 * A body sent without a Content-Length (chunked) is counted as it arrives: past `limit` the
 * rest is dropped as it comes (never kept) and the page answers 413.
 */
function capped(req: FastifyRequest, payload: Readable, limit: number): Readable {
  let seen = 0;
  return payload.pipe(
    new Transform({
      transform(chunk: Buffer, _enc, next) {
        if (req.bodyRefusal) return next();
        seen += chunk.length;
        if (seen <= limit) return next(null, chunk);
        req.bodyRefusal = 413;
        this.push(null);
        next();
      },
    }),
  );
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
  return pageRenderer(opts).handler;
}

/** The page handler, and `render`, which sends the page from a hook (it returns no thenable reply). */
function pageRenderer(opts: PageHandlerOptions) {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  // Sends the page; answers nothing (a returned reply is a thenable that waits for the response).
  // `keep` is told the answer when it sets no cookie (mountPages keeps refusals' pages).
  const render = async (req: FastifyRequest, reply: FastifyReply, keep?: (answer: KeptAnswer) => void): Promise<void> => {
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
    const rawType = response.headers.get('content-type') ?? 'text/html';
    // A file a route answers with (a PDF, a photo): its bytes as they are, never read as text
    // (that turned every byte above 0x7f into U+FFFD), never kept by the page cache.
    if (!TEXT_TYPE.test(rawType)) {
      reply.type(rawType);
      if (!anonymous || req.viewer !== null || cookies.length > 0 || !response.headers.get('cache-control')) reply.header('cache-control', PRIVATE_NO_STORE);
      reply.send(Buffer.from(await response.arrayBuffer()));
      return;
    }
    // Pages are small; reading the whole body lets compression and the cache work on it.
    const body = response.body ? await response.text() : '';
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
      sendText(req, reply, body, entry.variants);
      return;
    }
    if (keep && cookies.length === 0) keep({ status: response.status, headers: passHeaders, contentType, body });
    sendText(req, reply, body);
  };
  return {
    render,
    handler: async (req: FastifyRequest, reply: FastifyReply) => {
      await render(req, reply);
      return reply;
    },
  };
}

/** The one route every page is served under. */
export const PAGES_URL = '/*';

/** A rendered answer as sent: its status, headers (the page's own, CSP with its hashes) and body. */
interface KeptAnswer {
  status: number;
  headers: Record<string, string>;
  contentType: string;
  body: string;
}

/** Refusals' error pages kept, by status and path: a flood of refused bodies renders none. */
const KEPT_REFUSALS = 200;

/** The request carries none of the cookies a page reads (session, toast, greeting) and no token. */
const plainRequest = (req: FastifyRequest) => {
  if (req.headers.authorization) return false;
  const cookies = readCookies(req.headers.cookie);
  return cookies[SESSION_COOKIE] === undefined && cookies[FLASH_COOKIE] === undefined && cookies[VIEWER_COOKIE] === undefined;
};

/** The methods a page route answers. */
const PAGE_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

/**
 * Mounts the pages under /*: the handler, and before it the body rule (decision 0043). A
 * request whose headers say its body is not one the page takes is answered the app's error
 * page at once, its body never read; one sent without a length is counted as it arrives.
 */
export function mountPages(app: FastifyInstance, opts: PageHandlerOptions): void {
  const { render, handler } = pageRenderer(opts);
  let trees: { build: ServerBuild; tree: RouteTree[] } | undefined;
  const limits = new WeakMap<FastifyRequest, number>();
  const refusals = new Map<string, KeptAnswer>();
  app.decorateRequest('bodyRefusal', null);
  app.route({
    method: [...PAGE_METHODS],
    url: PAGES_URL,
    // The largest body any page takes; each request is held to its own route's below.
    bodyLimit: MULTIPART_BODY_MAX_BYTES,
    onRequest: async (req, reply) => {
      if (req.method === 'GET' || req.method === 'HEAD') return;
      const build = await opts.getBuild();
      if (trees?.build !== build) {
        trees = { build, tree: routeTree(build) };
        refusals.clear();
      }
      const path = pagePath(req.url);
      const rule = bodyRule(req, bodyOf(trees.tree, path));
      if ('limit' in rule) {
        limits.set(req, rule.limit);
        return;
      }
      req.bodyRefusal = rule.refuse;
      // The body is never read: the connection closes after the answer, so the client stops
      // sending instead of the server reading the rest only to drop it.
      if (hasBody(req)) reply.header('connection', 'close');
      // Answered before the language's preHandler runs: the error page in the page's language.
      req.language = languageOfPath(path);
      // Signed out and without the page's cookies, a refusal's page is the same for every such
      // request to this address: rendered once, then sent as kept (a flood costs no renders).
      const key = `${rule.refuse} ${path}`;
      const plain = plainRequest(req);
      const kept = plain ? refusals.get(key) : undefined;
      if (kept) {
        reply.code(kept.status).headers(kept.headers).type(kept.contentType);
        sendText(req, reply, kept.body);
        return reply;
      }
      const keep = (answer: KeptAnswer) => {
        if (refusals.size >= KEPT_REFUSALS) refusals.delete(refusals.keys().next().value ?? '');
        refusals.set(key, answer);
      };
      await runInLanguage(req.language, () => render(req, reply, plain ? keep : undefined));
      return reply;
    },
    preParsing: async (req, _reply, payload) => {
      const limit = limits.get(req);
      return limit !== undefined && req.headers['content-length'] === undefined ? capped(req, payload, limit) : payload;
    },
    handler,
  });
}
