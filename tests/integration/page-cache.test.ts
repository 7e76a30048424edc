// A viral day: the campaign page shared on WhatsApp and Facebook comes back with a new
// `?fbclid=…` on every click, many at once, and from donors who are signed in. Over real HTTP
// (the cache answers before Fastify, which app.inject skips).
import { parseViewerCookie, VIEWER_COOKIE } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/platform/http.ts';
import { DEFAULT_PASSWORD, registerUser } from '../support/accounts.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';
import { rawGet as get, listening } from '../support/http.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** Signs in through the login form, as a browser does; the answer carries the cookies it set. */
function signIn(built: App, port: number, email: string) {
  return built.app.inject({
    method: 'POST',
    url: '/login',
    headers: { host: `127.0.0.1:${port}`, origin: `http://127.0.0.1:${port}`, 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({ intent: 'login', email, password: DEFAULT_PASSWORD, redirectTo: '/' }).toString(),
  });
}

function setCookies(a: { headers: Record<string, unknown> }): string[] {
  const v = a.headers['set-cookie'];
  return v === undefined ? [] : Array.isArray(v) ? v.map(String) : [String(v)];
}

/** name=value pairs of the Set-Cookie lines, as a browser would send them back. */
function cookieHeader(lines: string[]): string {
  return lines.map((l) => l.split(';')[0]).join('; ');
}

describe('the campaign page on a viral day', () => {
  let built: App;
  let port = 0;
  let slug = '';

  beforeAll(async () => {
    ({ built, port } = await listening({ PAGE_CACHE_SECONDS: '60' }));
    slug = (await createCampaign({ title: `Flood relief ${unique()}` })).slug;
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('a storm of share clicks, each with its own fbclid, renders the page once and answers every click the same bytes', async () => {
    const cache = built.app.publicCache;
    cache.clear();
    const misses = cache.misses;
    const clicks = await Promise.all(
      Array.from({ length: 30 }, (_, i) => get(port, `/campaigns/${slug}?fbclid=IwAR${i}x${unique()}&utm_source=whatsapp&utm_medium=social`)),
    );
    expect(clicks.map((c) => c.status)).toEqual(clicks.map(() => 200));
    expect(cache.misses - misses, 'renders for 30 concurrent clicks').toBe(1);
    const plain = await get(port, `/campaigns/${slug}`);
    for (const c of clicks) expect(c.body).toBe(plain.body);
    // The page names itself without the tracking parameters.
    expect(plain.body).toMatch(new RegExp(`<link rel="canonical" href="[^"]*/campaigns/${slug}"`));
    expect(plain.body).not.toContain('fbclid');
    expect(plain.body).not.toContain('utm_source');
  });

  it('a random query string makes no new cache entry (nobody can bust the cache to take the site down)', async () => {
    const cache = built.app.publicCache;
    await get(port, `/campaigns/${slug}`);
    const misses = cache.misses;
    for (let i = 0; i < 10; i++) expect((await get(port, `/campaigns/${slug}?nocache=${Math.random()}&x${i}=1`)).status).toBe(200);
    expect(cache.misses).toBe(misses);
  });

  it('a query parameter the page reads still makes its own page', async () => {
    const chosen = await get(port, `/campaigns/${slug}?amount=7000&fbclid=abc`);
    expect(chosen.status).toBe(200);
    expect(chosen.body).toMatch(/value="7000"/);
    expect((await get(port, `/campaigns/${slug}`)).body).not.toMatch(/value="7000"/);
  });

  it('an API answer in Hindi (the lang cookie) is the Hindi caller’s alone: it neither fills the shared copy nor is answered from it', async () => {
    built.app.publicCache.clear();
    const names = (a: { body: string }) => (JSON.parse(a.body) as { data: { name: string }[] }).data.map((c) => c.name);
    const hindiFirst = await get(port, '/api/v1/categories', { cookie: 'lang=hi' });
    expect(hindiFirst.status).toBe(200);
    expect(names(hindiFirst).some((n) => /[\u0900-\u097F]/.test(n))).toBe(true);
    expect(hindiFirst.headers['cache-control']).toContain('no-store');
    // The next visitor without a cookie, and one who chose English, get English.
    const english = await get(port, '/api/v1/categories');
    expect(names(english).some((n) => /[\u0900-\u097F]/.test(n))).toBe(false);
    expect(english.headers.vary).toMatch(/^Cookie(, accept-encoding)?$/);
    expect((await get(port, '/api/v1/categories', { cookie: 'lang=en' })).body).toBe(english.body);
    // With English now stored, a Hindi caller still gets Hindi.
    expect(names(await get(port, '/api/v1/categories', { cookie: 'lang=hi' }))).toEqual(names(hindiFirst));
    expect((await get(port, '/api/v1/categories')).body).toBe(english.body);
  });

  it('a signed-in donor gets the same cached page, without rendering, and their name is in no shared page', async () => {
    const fullName = `Meera ${unique('donor')}`;
    const user = await registerUser({ fullName });
    const login = await signIn(built, port, user.email);
    expect(login.statusCode).toBeGreaterThanOrEqual(300);
    const lines = setCookies(login);
    // The greeting cookie comes with the session: the page's script can read it, and it says who, not more.
    const who = lines.find((l) => l.startsWith(`${VIEWER_COOKIE}=`));
    expect(who).toBeDefined();
    expect(who).not.toMatch(/HttpOnly/i);
    expect(parseViewerCookie(decodeURIComponent(who?.split(';')[0]?.slice(VIEWER_COOKIE.length + 1) ?? ''))).toEqual({ fullName, role: 'user' });
    const cookie = cookieHeader(lines.filter((l) => !l.startsWith('flash=')));

    const anonymous = await get(port, `/campaigns/${slug}`);
    const cache = built.app.publicCache;
    const [hits, misses] = [cache.hits, cache.misses];
    const signedIn = await get(port, `/campaigns/${slug}?utm_source=whatsapp`, { cookie });
    expect(signedIn.status).toBe(200);
    expect(cache.hits - hits).toBe(1);
    expect(cache.misses).toBe(misses);
    expect(signedIn.body).toBe(anonymous.body);
    expect(signedIn.body).not.toContain(fullName);
    expect(signedIn.body).not.toContain(user.email);
  });

  it('a page rendered for a signed-in donor (nothing cached yet) greets them and is never stored for others', async () => {
    const fullName = `Kiran ${unique('donor')}`;
    const user = await registerUser({ fullName });
    const login = await signIn(built, port, user.email);
    const cookie = cookieHeader(setCookies(login).filter((l) => l.startsWith('sid=')));
    built.app.publicCache.clear();
    const mine = await get(port, '/about', { cookie });
    expect(mine.status).toBe(200);
    expect(mine.body).toContain(fullName);
    expect(mine.headers['cache-control']).toBe('private, no-store');
    // No greeting cookie was sent: the server sets it for the pages it will not render.
    expect(setCookies(mine).some((l) => l.startsWith(`${VIEWER_COOKIE}=`))).toBe(true);
    const theirs = await get(port, '/about');
    expect(theirs.body).not.toContain(fullName);
  });

  it('a payment, an edit or a publish that clears the cache is seen at once, even by a render already under way', async () => {
    const campaign = await createCampaign({ title: `Before ${unique()}` });
    const path = `/campaigns/${campaign.slug}`;
    expect((await get(port, path)).body).toContain('Before');
    const db = await getDb();
    await db.update(s.campaigns).set({ title: 'After the edit' }).where(eq(s.campaigns.id, campaign.id));
    built.app.publicCache.clear();
    expect((await get(port, path)).body).toContain('After the edit');
  });
});

describe('stale-while-revalidate', () => {
  let built: App;
  let port = 0;

  beforeAll(async () => {
    ({ built, port } = await listening({ PAGE_CACHE_SECONDS: '1', PAGE_CACHE_STALE_SECONDS: '30' }));
  });
  afterAll(async () => {
    await built.app.close();
  });

  it('a hot page past its time is answered at once from the old copy while one render renews it', async () => {
    const campaign = await createCampaign({ title: `Old title ${unique()}` });
    const path = `/campaigns/${campaign.slug}`;
    expect((await get(port, path)).body).toContain('Old title');
    const db = await getDb();
    await db.update(s.campaigns).set({ title: 'New title' }).where(eq(s.campaigns.id, campaign.id));
    await sleep(1_200);
    const cache = built.app.publicCache;
    const renewals = cache.revalidations;
    // The first visitor after expiry gets the old copy at once; it starts one renewal, and the
    // burst behind it gets the old copy or, once the renewal is stored, the new one: never a wait.
    const burst = await Promise.all(Array.from({ length: 10 }, () => get(port, `${path}?fbclid=${unique()}`)));
    for (const b of burst) {
      expect(b.status).toBe(200);
      expect(b.body).toMatch(/Old title|New title/);
    }
    expect(burst.some((b) => b.body.includes('Old title'))).toBe(true);
    expect(cache.revalidations - renewals, 'background renders for 10 stale hits').toBe(1);
    let fresh = '';
    for (let i = 0; i < 40 && !fresh.includes('New title'); i++) {
      await sleep(50);
      fresh = (await get(port, path)).body;
    }
    expect(fresh).toContain('New title');
  });

  it('a page that has gone (unpublished) is not served stale once renewed', async () => {
    const campaign = await createCampaign({ title: `Going ${unique()}` });
    const path = `/campaigns/${campaign.slug}`;
    expect((await get(port, path)).status).toBe(200);
    const db = await getDb();
    await db.update(s.campaigns).set({ status: 'draft' }).where(eq(s.campaigns.id, campaign.id));
    await sleep(1_200);
    await get(port, path); // stale, starts the renewal
    let status = 200;
    for (let i = 0; i < 40 && status === 200; i++) {
      await sleep(50);
      status = (await get(port, path)).status;
    }
    expect(status).toBe(404);
  });
});

describe('several processes on one database', () => {
  it('a write that clears one process’s page cache clears the others’ at once (PostgreSQL LISTEN/NOTIFY)', async () => {
    const a = await listening({ PAGE_CACHE_SECONDS: '60' });
    const b = await listening({ PAGE_CACHE_SECONDS: '60' });
    try {
      const campaign = await createCampaign({ title: `Before ${unique()}` });
      const path = `/campaigns/${campaign.slug}`;
      for (const p of [a, b]) expect((await get(p.port, path)).body).toContain('Before');
      const db = await getDb();
      await db.update(s.campaigns).set({ title: 'Paid and counted' }).where(eq(s.campaigns.id, campaign.id));
      a.built.app.publicCache.clear(); // what a payment settled on process a does
      expect((await get(a.port, path)).body).toContain('Paid and counted');
      if (a.built.db.kind === 'postgres') {
        let seen = '';
        for (let i = 0; i < 40 && !seen.includes('Paid and counted'); i++) {
          await sleep(25);
          seen = (await get(b.port, path)).body;
        }
        expect(seen, 'process b after process a’s write').toContain('Paid and counted');
      } else {
        // PGlite holds its data directory: one process only, nothing to tell.
        expect((await get(b.port, path)).body).toContain('Before');
      }
    } finally {
      await a.built.app.close();
      await b.built.app.close();
    }
  });
});
