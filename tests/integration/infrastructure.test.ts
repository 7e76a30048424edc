// The hand-written infrastructure we keep (decisions 0003 and the security-headers and
// compression notes in ARCHITECTURE.md), tested over a real socket: cache hits are answered in
// front of Fastify, so app.inject() would never see them.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { buildTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

interface Raw {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: Buffer;
}

let app: App;
let base: string;
const TTL_SECONDS = 1;
const STALE_SECONDS = 1;
const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Asks again (up to 2 s) until the answer passes `ok`; answers the last one either way. */
async function eventually<T>(ask: () => Promise<T>, ok: (v: T) => boolean): Promise<T> {
  let v = await ask();
  for (let i = 0; i < 40 && !ok(v); i++) {
    await sleep(50);
    v = await ask();
  }
  return v;
}

beforeAll(async () => {
  app = await buildTestApp({ PAGE_CACHE_SECONDS: String(TTL_SECONDS), PAGE_CACHE_STALE_SECONDS: String(STALE_SECONDS) });
  await app.app.listen({ port: 0, host: '127.0.0.1' });
  base = `http://127.0.0.1:${(app.app.server.address() as AddressInfo).port}`;
});

afterAll(async () => {
  await app?.app.close();
});

/** A GET with exactly these headers; the body is returned as sent (no decompression). */
function get(path: string, headers: Record<string, string> = {}, method = 'GET'): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(`${base}${path}`, { headers, method }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (c: Buffer) => chunks.push(c));
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }));
    });
    req.on('error', reject);
    req.end();
  });
}

function decode(r: Raw): string {
  const enc = r.headers['content-encoding'];
  if (enc === 'br') return brotliDecompressSync(r.body).toString();
  if (enc === 'gzip') return gunzipSync(r.body).toString();
  return r.body.toString();
}

const LIST = '/api/v1/home-campaigns';

describe('security headers', () => {
  it('every kind of answer says nosniff and may not be framed by other sites', async () => {
    const miss = await get(`${LIST}?categoryId=1`);
    const hit = await get(`${LIST}?categoryId=1`);
    const notFound = await get('/api/v1/no-such-thing');
    const invalid = await get('/api/v1/home-campaigns?categoryId=abc');
    for (const [label, r] of Object.entries({ miss, hit, notFound, invalid })) {
      expect(r.headers['x-content-type-options'], label).toBe('nosniff');
      expect(r.headers['x-frame-options'], label).toBe('SAMEORIGIN');
      expect(r.headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
    }
    expect([miss.status, hit.status, notFound.status, invalid.status]).toEqual([200, 200, 404, 422]);
  });
});

describe('public cache', () => {
  it('serves the same answer for a while; once expired, serves it once more while one render renews it', async () => {
    const campaign = await createCampaign({ title: 'Before the edit' });
    // The campaign's own read, not a list: lists stop at 24 cards, and the worker's shared
    // database holds however many campaigns earlier files made in the same category.
    const url = `/api/v1/campaigns/${campaign.slug}`;
    const first = decode(await get(url));
    expect(first).toContain('Before the edit');
    const db = await getDb();
    await db.update(s.campaigns).set({ title: 'After the edit' }).where(eq(s.campaigns.id, campaign.id));
    // Within the TTL the cached answer is served (the write above bypassed the app).
    expect(decode(await get(url))).toContain('Before the edit');
    await sleep(TTL_SECONDS * 1000 + 200);
    // Expired but within the stale window: this visitor does not wait for a render…
    expect(decode(await get(url))).toContain('Before the edit');
    // …and the next ones get what the background render stored.
    const later = await eventually(
      async () => decode(await get(url)),
      (b) => b.includes('After the edit'),
    );
    expect(later).not.toContain('Before the edit');
  });

  it('renders afresh once an entry is past its stale window too', async () => {
    const campaign = await createCampaign({ title: 'Old title' });
    const url = `/api/v1/campaigns/${campaign.slug}`;
    expect(decode(await get(url))).toContain('Old title');
    const db = await getDb();
    await db.update(s.campaigns).set({ title: 'New title' }).where(eq(s.campaigns.id, campaign.id));
    await sleep((TTL_SECONDS + STALE_SECONDS) * 1000 + 200);
    expect(decode(await get(url))).toContain('New title');
  });

  it('never shares an answer with a request that carries a session', async () => {
    const url = `${LIST}?categoryId=1`;
    await get(url);
    const hits = (app.app as unknown as { publicCache: { hits: number } }).publicCache.hits;
    await get(url, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    await get(url, { authorization: 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA' });
    expect((app.app as unknown as { publicCache: { hits: number } }).publicCache.hits).toBe(hits);
    await get(url);
    expect((app.app as unknown as { publicCache: { hits: number } }).publicCache.hits).toBe(hits + 1);
  });
});

describe('public cache and HEAD', () => {
  const hits = () => (app.app as unknown as { publicCache: { hits: number } }).publicCache.hits;

  it('answers a HEAD of a page with its headers, and neither fills the cache nor blanks the cached page', async () => {
    // A query string no other test asks for: its own cache entry, rendered as /about.
    const url = `/about?head=${Date.now()}`;
    const coldHead = await get(url, {}, 'HEAD');
    expect(coldHead.status).toBe(200);
    expect(coldHead.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(coldHead.headers['cache-control']).toMatch(/\bpublic\b/);

    // The HEAD stored nothing: the first GET is rendered, not a hit.
    const before = hits();
    const page = await get(url);
    expect(hits()).toBe(before);
    expect(page.status).toBe(200);
    expect(page.body.toString()).toContain('<h1');

    await get(url, {}, 'HEAD');
    const again = await get(url);
    expect(hits(), 'the second GET is served from the cache').toBe(before + 1);
    expect(again.body.toString()).toBe(page.body.toString());
  });
});

describe('compression', () => {
  it('answers br to a client that accepts it, gzip to one that accepts only gzip, and plain text otherwise: on a miss and on a hit', async () => {
    const url = LIST;
    const plainMiss = await get(url);
    const plain = plainMiss.body.toString();
    expect(plainMiss.headers['content-encoding']).toBeUndefined();
    expect(plain.length).toBeGreaterThan(1024);
    for (const round of ['hit 1', 'hit 2']) {
      const br = await get(url, { 'accept-encoding': 'gzip, deflate, br' });
      expect(br.headers['content-encoding'], round).toBe('br');
      expect(brotliDecompressSync(br.body).toString(), round).toBe(plain);
      expect(br.body.length, round).toBeLessThan(plain.length);
      expect(br.headers.vary, round).toContain('accept-encoding');
      const gz = await get(url, { 'accept-encoding': 'gzip' });
      expect(gz.headers['content-encoding'], round).toBe('gzip');
      expect(gunzipSync(gz.body).toString(), round).toBe(plain);
      const none = await get(url, { 'accept-encoding': 'identity' });
      expect(none.headers['content-encoding'], round).toBeUndefined();
      expect(none.body.toString(), round).toBe(plain);
    }
  });

  it('an answer that bypasses the cache is compressed the same way', async () => {
    const plain = (await get(LIST)).body.toString();
    const res = await get(LIST, { cookie: 'sid=AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA', 'accept-encoding': 'br' });
    expect(res.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(res.body).toString()).toBe(plain);
  });
});

describe('keep-alive', () => {
  // A proxy keeps its upstream connections open for a minute (nginx: 60 s) and sends the next
  // request on one it holds: a server that closed it after Node's default 5 s would answer that
  // request with a reset, and a POST is not retried.
  it('an idle connection is still open after Node’s default 5 s (and its 1 s grace), and serves the next request', async () => {
    const { Agent } = await import('node:http');
    const agent = new Agent({ keepAlive: true, maxSockets: 1 });
    const sockets = new Set<unknown>();
    let closed = 0;
    const get = () =>
      new Promise<number>((resolve, reject) => {
        const req = request(`${base}/healthz`, { agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        });
        req.on('socket', (sock) => {
          if (!sockets.has(sock)) sock.on('close', () => closed++);
          sockets.add(sock);
        });
        req.on('error', reject);
        req.end();
      });
    try {
      expect(await get()).toBe(200);
      await new Promise((r) => setTimeout(r, 6_500));
      expect(closed).toBe(0);
      expect(await get()).toBe(200);
      expect(sockets.size).toBe(1);
    } finally {
      agent.destroy();
    }
  }, 15_000);
});
