// The page cache as an attacker uses it (docs/security/probe-cache-and-giving.md): a client that
// never reads its answers, odd spellings of a public page's path, the data a client-side
// navigation fetches. Over real HTTP: the cache answers before Fastify, which app.inject skips.
import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/platform/http.ts';
import { loginAs, registerUser } from '../support/accounts.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { rawGet as get, listening } from '../support/http.ts';

/**
 * A client that sends many requests on one connection (HTTP pipelining) and reads none of the
 * answers: the ones at the end of its queue are never written out. The last request is `path`.
 */
async function neverReads(port: number, path: string, filler = '/about', count = 400): Promise<Socket> {
  const socket = connect(port, '127.0.0.1');
  socket.pause();
  socket.on('error', () => {});
  await new Promise((r) => socket.once('connect', r));
  const line = (p: string) => `GET ${p} HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n\r\n`;
  socket.write(line(filler).repeat(count) + line(path));
  return socket;
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the page cache under attack', () => {
  let built: App;
  let port = 0;
  let slug = '';

  beforeAll(async () => {
    ({ built, port } = await listening({ PAGE_CACHE_SECONDS: '60' }));
    slug = (await createCampaign({ title: `Flood relief ${unique()}` })).slug;
    expect((await get(port, '/about')).status).toBe(200);
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('a client that never reads its answers holds up nobody else asking for the same page', async () => {
    const missing = `/campaigns/${unique('gone')}`;
    const holders = [await neverReads(port, '/login'), await neverReads(port, missing)];
    try {
      await sleep(300);
      const [login, gone] = await Promise.all([get(port, '/login?utm_source=x'), get(port, missing)]);
      expect(login.status, 'the login page for everyone else').toBe(200);
      expect(gone.status, 'a missing campaign for everyone else').toBe(404);
    } finally {
      for (const h of holders) h.destroy();
    }
  });

  it('another spelling of a public page’s path (…/, capitals, //host/…, /%2e%2e/…) makes no cache entry per random query', async () => {
    const cache = built.app.publicCache;
    await get(port, `/campaigns/${slug}`);
    const entries = cache.size;
    const spellings = [`/campaigns/${slug}/`, `/CAMPAIGNS/${slug}`, `//evil.example/campaigns/${slug}`, `/%2e%2e/campaigns/${slug}`, '/x/%2e%2e/about'];
    for (const path of spellings) {
      for (let i = 0; i < 3; i++) expect((await get(port, `${path}?nocache=${unique()}`)).status, path).toBe(200);
    }
    expect(cache.size - entries, 'entries made by 15 requests with random queries').toBe(0);
    // The page itself is still served from the cache.
    const hits = cache.hits;
    expect((await get(port, `/campaigns/${slug}?fbclid=${unique()}`)).status).toBe(200);
    expect(cache.hits - hits).toBe(1);
  });

  it('a signed-in donor moving to a campaign page inside the app still gets their own header data, not the anonymous copy', async () => {
    const fullName = `Asha ${unique('donor')}`;
    const token = await loginAs(await registerUser({ fullName }));
    const dataUrl = `/campaigns/${slug}.data`;
    const anonymous = await get(port, dataUrl);
    expect(anonymous.status).toBe(200);
    expect(anonymous.body).not.toContain(fullName);
    // React Router's client navigation fetches this; its root data says who is signed in.
    const mine = await get(port, dataUrl, { cookie: `sid=${token}` });
    expect(mine.status).toBe(200);
    expect(mine.body).toContain(fullName);
    expect(mine.headers['cache-control']).toBe('private, no-store');
  });
});
