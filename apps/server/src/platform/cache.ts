// A short-lived in-memory cache for anonymous public reads (API JSON and server-rendered
// pages), answered in front of the framework (see `serveCached` and app.ts's serverFactory).
// An SSR page costs ~1 ms of CPU; a donor spike from one WhatsApp forward asks for the same
// campaign page thousands of times. Entries live a few seconds (bounded staleness across
// several app servers); writes that change public data clear them on this server.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { cacheKey, FLASH_COOKIE, pageQueryParams, SESSION_COOKIE } from '@sahyog/core';
import { compressBody, MIN_COMPRESS_BYTES, pickEncoding, type Variants, withVary } from './compression.ts';
import { readCookies } from './cookies.ts';

export interface CachedResponse {
  status: number;
  /** Every header the client gets (security headers, content type, vary …). */
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed copies of body, filled on first request for each encoding. */
  variants: Variants;
}

/**
 * Requests without credentials (or a pending one-time toast) see the same public answer. The
 * cookies are read as the session lookup reads them (readCookies).
 */
export function isAnonymousHeaders(h: IncomingHttpHeaders): boolean {
  if (h.authorization) return false;
  if (!h.cookie) return true;
  const cookies = readCookies(h.cookie);
  return cookies[SESSION_COOKIE] === undefined && cookies[FLASH_COOKIE] === undefined;
}

/**
 * A browser with a session cookie may still get a cached public page: pages are the same for
 * everyone, and the header's personal part is filled in on the client (root.tsx). Not with a
 * one-time toast to show, and never for API clients sending a bearer token.
 */
export function mayShareWithViewer(h: IncomingHttpHeaders): boolean {
  if (h.authorization) return false;
  return !h.cookie || readCookies(h.cookie)[FLASH_COOKIE] === undefined;
}

// host[:port]: DNS labels (underscores tolerated), IPv4 or a bracketed IPv6 address.
const HOST = /^(?:[A-Za-z0-9_-]{1,63}(?:\.[A-Za-z0-9_-]{1,63})*\.?|\[[0-9A-Fa-f:.]+\])(?::\d{1,5})?$/;

/**
 * A Host header that is no host[:port] is refused before anything (the cache included) sees
 * it. HTTP/1.0 requests may omit Host (Node refuses that for HTTP/1.1 itself).
 */
export function validHostHeader(host: string | undefined): boolean {
  return host === undefined || (host.length <= 261 && HOST.test(host));
}

/** What a lookup finds: the answer, and whether it is past its time (served while renewed). */
export interface CacheHit {
  value: CachedResponse;
  stale: boolean;
}

export interface StoreOptions {
  /** `generation` read when the render began: a clear() since then means it may be out of date. */
  generation?: number;
  /** Pages only: the same bytes may go to a signed-in visitor (their header fills in on the client). */
  sharedWithViewers?: boolean;
  now?: number;
}

interface Entry {
  at: number;
  value: CachedResponse;
  sharedWithViewers: boolean;
}

export class ResponseCache {
  private readonly entries = new Map<string, Entry>();
  /** Renders in progress, by key: later misses for the key wait for it (one render per key). */
  private readonly inflight = new Map<string, Promise<void>>();
  /** The request rendering each key in progress (beginFor), so its answer can wake the waiters. */
  private readonly renders = new WeakMap<IncomingMessage, () => void>();
  /** The query parameters each API path reads, learned from its route when it stores an answer. */
  private readonly learned = new Map<string, readonly string[]>();
  private readonly ttlMs: number;
  private readonly staleMs: number;
  private readonly maxEntries: number;
  /** Headers every response carries (security headers), copied into each entry. */
  baseHeaders: Record<string, string> = {};
  /** Bumped by clear(): a render that began before a write does not store what it read. */
  generation = 0;
  hits = 0;
  /** Requests that had to render (first of their key), and stale answers renewed in the background. */
  misses = 0;
  revalidations = 0;

  /** The query parameters each public page reads; undefined for a path that is no public page. */
  private readonly pages: (path: string) => readonly string[] | undefined;

  /**
   * @param ttlMs how long an entry is fresh
   * @param staleMs how long after that it is still served, once, while a fresh one renders
   * @param pages the public pages and the parameters they read (core's PAGE_QUERY_PARAMS)
   */
  constructor(ttlMs: number, maxEntries = 1000, staleMs = 0, pages: (path: string) => readonly string[] | undefined = pageQueryParams) {
    this.pages = pages;
    this.ttlMs = ttlMs;
    this.staleMs = ttlMs > 0 ? staleMs : 0;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  /** How many answers are stored. */
  get size(): number {
    return this.entries.size;
  }

  /**
   * Cache-Control of a public answer: browsers ask again each time; a CDN or proxy in front may
   * keep it as long as this cache does, and serve it stale while it fetches a fresh one.
   */
  get publicCacheControl(): string {
    if (!this.enabled) return 'public, max-age=0, must-revalidate';
    return `public, max-age=0, s-maxage=${Math.floor(this.ttlMs / 1000)}, stale-while-revalidate=${Math.floor(this.staleMs / 1000)}`;
  }

  /** The entry's key for a request URL: tracking and unread parameters dropped (core/page-cache). */
  keyFor(url: string): string {
    const q = url.indexOf('?');
    if (q === -1) return url;
    const path = url.slice(0, q);
    return cacheKey(url, this.learned.get(path) ?? this.pages(path));
  }

  /**
   * Whether an answer for `path` (no query) may be stored, so whether concurrent misses should
   * wait for one render: a public page's path as PAGE_QUERY_PARAMS lists it, or an API path whose
   * route has stored an answer before. React Router also renders a page under other spellings
   * (`/campaigns/x/`, `/CAMPAIGNS/x`, `//host/campaigns/x`, `/%2e%2e/campaigns/x`); stored, those
   * would keep every query parameter in their key, and a random query would be a render and an
   * entry each time.
   */
  mayStore(path: string): boolean {
    if (this.learned.has(path)) return true;
    if (this.pages(path) === undefined) return false;
    // No dot segments or leading `//` (the URL parser would read another path or a host).
    return new URL(path, 'http://h').pathname === path;
  }

  /** An API route tells the cache which query parameters it reads (its zod query schema). */
  learn(path: string, params: readonly string[]): void {
    if (this.learned.has(path)) return;
    if (this.learned.size >= this.maxEntries) this.learned.clear();
    this.learned.set(path, params);
  }

  lookup(key: string, now = Date.now()): (CacheHit & { sharedWithViewers: boolean }) | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    const age = now - hit.at;
    if (age > this.ttlMs + this.staleMs) {
      this.entries.delete(key);
      return undefined;
    }
    // Read last, evicted last: a flood of new keys pushes out what nobody reads, not the hot page.
    this.entries.delete(key);
    this.entries.set(key, hit);
    return { value: hit.value, stale: age > this.ttlMs, sharedWithViewers: hit.sharedWithViewers };
  }

  /** A fresh entry only (tests and callers that must not see a stale answer). */
  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.lookup(key, now);
    return hit && !hit.stale ? hit.value : undefined;
  }

  /** Stores a GET answer under its key and returns the entry (its variants fill as used). */
  store(key: string, status: number, contentType: string, body: string, extra: Record<string, string> = {}, opts: StoreOptions = {}): CachedResponse {
    const bytes = Buffer.from(body);
    const headers: Record<string, string> = { ...this.baseHeaders, ...extra, 'content-type': contentType };
    if (bytes.length >= MIN_COMPRESS_BYTES) headers.vary = withVary(headers.vary, 'accept-encoding');
    const value: CachedResponse = { status, headers, body: bytes, variants: {} };
    if (!this.enabled) return value;
    if (opts.generation !== undefined && opts.generation !== this.generation) return value;
    this.entries.delete(key);
    if (this.entries.size >= this.maxEntries) {
      // Drop the least recently used entry (Map keeps insertion order; a stored or read entry moves to the end).
      const first = this.entries.keys().next();
      if (!first.done) this.entries.delete(first.value);
    }
    this.entries.set(key, { at: opts.now ?? Date.now(), value, sharedWithViewers: opts.sharedWithViewers === true });
    return value;
  }

  /** The render in progress for `key`, if any: wait for it, then look again. */
  pending(key: string): Promise<void> | undefined {
    return this.inflight.get(key);
  }

  /**
   * Marks `req` as the render of `key`. Its waiters wake once its answer is decided
   * (`decided(req)`, from Fastify's onSend: stored or not by then) or its connection closes,
   * whichever is first; never only once the bytes are out, which a client that does not read
   * its answers (pipelining) can put off for ever.
   */
  beginFor(req: IncomingMessage, res: ServerResponse, key: string): void {
    this.renders.set(req, this.begin(key));
    res.once('close', () => this.decided(req));
  }

  /** The answer to `req` is decided: whoever waits for its render may look again. */
  decided(req: IncomingMessage): void {
    const done = this.renders.get(req);
    if (!done) return;
    this.renders.delete(req);
    done();
  }

  /** Marks a render of `key` as begun; call the returned function when its answer is decided. */
  begin(key: string): () => void {
    let finish = () => {};
    const done = new Promise<void>((resolve) => {
      finish = resolve;
    });
    this.inflight.set(key, done);
    return () => {
      if (this.inflight.get(key) === done) this.inflight.delete(key);
      finish();
    };
  }

  /**
   * Renews a stale entry in the background, once at a time per key. If the render does not
   * store a new answer (the page is gone, or no longer public), the stale one is dropped.
   */
  revalidate(key: string, render: () => Promise<unknown>): void {
    if (this.inflight.has(key)) return;
    const before = this.entries.get(key);
    const done = this.begin(key);
    this.revalidations++;
    render()
      .catch(() => {})
      .finally(() => {
        if (before && this.entries.get(key) === before) this.entries.delete(key);
        done();
      });
  }

  /** Told of every clear made here (app.ts tells the other processes). */
  onClear: (() => void) | undefined;

  /** Drops every entry. `fromElsewhere`: another process wrote; do not tell the others again. */
  clear(fromElsewhere = false): void {
    this.entries.clear();
    this.generation++;
    if (!fromElsewhere) this.onClear?.();
  }
}

/** Writes a cached answer straight to Node's response: no framework work per request. */
export function serveCached(req: IncomingMessage, res: ServerResponse, hit: CachedResponse): void {
  const enc = hit.body.length >= MIN_COMPRESS_BYTES ? pickEncoding(req.headers['accept-encoding']) : null;
  let bytes = hit.body;
  const headers: Record<string, string> = { ...hit.headers };
  if (enc) {
    let v = hit.variants[enc];
    if (!v) {
      v = compressBody(hit.body, enc);
      hit.variants[enc] = v;
    }
    bytes = v;
    headers['content-encoding'] = enc;
  }
  headers['content-length'] = String(bytes.length);
  res.writeHead(hit.status, headers);
  res.end(bytes);
}
