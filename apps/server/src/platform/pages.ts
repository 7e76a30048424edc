// Mounts the React Router request handler on Fastify: Fastify request -> Fetch Request ->
// React Router -> Fetch Response -> Fastify reply. Anonymous GETs of pages that declare
// themselves public are served from the short page cache (see cache.ts); anything with a
// session, or that sets a cookie, never is.
import { clearCookie, FLASH_COOKIE, SESSION_COOKIE } from '@sahyog/core';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { createRequestHandler, RouterContextProvider, type ServerBuild } from 'react-router';
import { sendText } from './compression.ts';
import { isAnonymous } from './http.ts';

export interface PageHandlerOptions {
  getBuild: () => Promise<ServerBuild>;
  mode: 'development' | 'production';
  fillContext: (ctx: RouterContextProvider, req: FastifyRequest) => void;
  secureCookies: boolean;
}

function toRequest(req: FastifyRequest, signal: AbortSignal): Request {
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
  return new Request(new URL(req.url, origin), init);
}

export function pageHandler(opts: PageHandlerOptions) {
  let current: { build: ServerBuild; handle: ReturnType<typeof createRequestHandler> } | undefined;

  return async (req: FastifyRequest, reply: FastifyReply) => {
    const cache = req.server.publicCache;
    const cacheable = cache.enabled && req.method === 'GET' && isAnonymous(req);
    // Cache hits are answered before Fastify (app.ts serverFactory); here a miss is stored.
    const build = await opts.getBuild();
    if (current?.build !== build) current = { build, handle: createRequestHandler(build, opts.mode) };

    const controller = new AbortController();
    reply.raw.once('close', () => {
      if (!reply.raw.writableFinished) controller.abort();
    });
    const context = new RouterContextProvider();
    opts.fillContext(context, req);
    const response = await current.handle(toRequest(req, controller.signal), context);

    reply.code(response.status);
    const passHeaders: Record<string, string> = {};
    for (const [k, v] of response.headers) {
      if (k === 'set-cookie') continue;
      reply.header(k, v);
      if (k !== 'content-type' && k !== 'content-length') passHeaders[k] = v;
    }
    const cookies = response.headers.getSetCookie();
    // A session cookie that names no live session is cleared (the spec's "401 clears the
    // session"); a flash message is cleared once a page has shown it.
    if (req.badCredential && !cookies.some((c) => c.startsWith(`${SESSION_COOKIE}=`))) cookies.push(clearCookie(SESSION_COOKIE, opts.secureCookies));
    if (req.cookies[FLASH_COOKIE] !== undefined && response.status < 300 && !cookies.some((c) => c.startsWith(`${FLASH_COOKIE}=`))) {
      cookies.push(clearCookie(FLASH_COOKIE, opts.secureCookies));
    }
    if (cookies.length) reply.header('set-cookie', cookies);
    // Pages are small; reading the whole body lets compression and the cache work on it.
    const body = response.body ? await response.text() : '';
    const rawType = response.headers.get('content-type') ?? 'text/html';
    const contentType = rawType === 'text/html' ? 'text/html; charset=utf-8' : rawType;
    reply.type(contentType);
    // Only a GET's answer is stored: a HEAD's has no body, and must not blank the page for others.
    // Pages opt in with Cache-Control: public (apps/web/app/lib/cache.ts); everything else,
    // such as a reset link's page, is rendered for each request.
    const declaredPublic = /\bpublic\b/.test(response.headers.get('cache-control') ?? '');
    if (cacheable && declaredPublic && req.method === 'GET' && cookies.length === 0 && response.status === 200) {
      const entry = cache.store(req.url, response.status, contentType, body, passHeaders);
      return sendText(req, reply, body, entry.variants);
    }
    return sendText(req, reply, body);
  };
}
