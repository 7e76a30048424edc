// A short-lived in-memory cache for anonymous public reads (API JSON and server-rendered
// pages), answered in front of the framework (see `serveCached` and app.ts's serverFactory).
// An SSR page costs ~1 ms of CPU; a donor spike from one WhatsApp forward asks for the same
// campaign page thousands of times. Entries live a few seconds (bounded staleness across
// several app servers); writes that change public data clear them on this server.
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { compressBody, MIN_COMPRESS_BYTES, pickEncoding, type Variants } from './compression.ts';

export interface CachedResponse {
  status: number;
  /** Every header the client gets (security headers, content type, vary …). */
  headers: Record<string, string>;
  body: Buffer;
  /** Compressed copies of body, filled on first request for each encoding. */
  variants: Variants;
}

/** Requests without credentials (or a pending one-time toast) see the same public answer. */
export function isAnonymousHeaders(h: IncomingHttpHeaders): boolean {
  if (h.authorization) return false;
  return !h.cookie || !/(?:^|;\s*)(sid|flash)=/.test(h.cookie);
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

export class ResponseCache {
  private readonly entries = new Map<string, { at: number; value: CachedResponse }>();
  private readonly ttlMs: number;
  private readonly maxEntries: number;
  /** Headers every response carries (security headers), copied into each entry. */
  baseHeaders: Record<string, string> = {};
  hits = 0;

  constructor(ttlMs: number, maxEntries = 1000) {
    this.ttlMs = ttlMs;
    this.maxEntries = maxEntries;
  }

  get enabled(): boolean {
    return this.ttlMs > 0;
  }

  get(key: string, now = Date.now()): CachedResponse | undefined {
    const hit = this.entries.get(key);
    if (!hit) return undefined;
    if (now - hit.at > this.ttlMs) {
      this.entries.delete(key);
      return undefined;
    }
    return hit.value;
  }

  /** Stores a GET answer under its URL and returns the entry (its variants fill as used). */
  store(key: string, status: number, contentType: string, body: string, extra: Record<string, string> = {}, now = Date.now()): CachedResponse {
    const bytes = Buffer.from(body);
    const headers: Record<string, string> = { ...this.baseHeaders, ...extra, 'content-type': contentType };
    if (bytes.length >= MIN_COMPRESS_BYTES) headers.vary = 'accept-encoding';
    const value: CachedResponse = { status, headers, body: bytes, variants: {} };
    if (!this.enabled) return value;
    if (this.entries.size >= this.maxEntries) {
      // Drop the oldest entry (Map keeps insertion order).
      const first = this.entries.keys().next();
      if (!first.done) this.entries.delete(first.value);
    }
    this.entries.set(key, { at: now, value });
    return value;
  }

  clear(): void {
    this.entries.clear();
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
