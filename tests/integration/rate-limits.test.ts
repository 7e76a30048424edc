// Issue 7: rate limits on rate-limiter-flexible (decision 0011). First the limiter itself in
// memory (windows, limits, reset, generations); then, when TEST_REDIS_URL names a Redis server
// (.ci/run sets it when one answers on 127.0.0.1:6379), the same limiter on Redis and two app
// processes sharing it: a source locked out through one app is locked out through the other,
// and a reset through one lifts the lock for both.

import { randomUUID } from 'node:crypto';
import { accountMessages as m } from '@sahyog/core';
import { Redis } from 'ioredis';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/platform/modules.ts';
import { createRateLimiter, memoryRateLimiter, type RateLimiter } from '../../apps/server/src/platform/rate-limit.ts';
import { call, nextIp, readResetToken, registerUser } from '../support/accounts.ts';
import { buildTestApp, getApp } from '../support/app.ts';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('the rate limiter in memory (no Redis needed)', () => {
  it('counts hits in a window and refuses those over the limit', async () => {
    const limiter = memoryRateLimiter();
    expect(limiter.store).toBe('memory');
    const hits = [];
    for (let i = 0; i < 4; i++) hits.push(await limiter.hit('k', 2, 60_000));
    expect(hits.map((h) => h.allowed)).toEqual([true, true, false, false]);
    expect(hits.map((h) => h.count)).toEqual([1, 2, 3, 4]);
    for (const h of hits) {
      expect(h.retryAfterMs).toBeGreaterThan(59_000);
      expect(h.retryAfterMs).toBeLessThanOrEqual(60_000);
    }
    expect(await limiter.count('k')).toBe(4);
    expect(await limiter.count('other')).toBe(0);
    expect((await limiter.hit('other', 2, 60_000)).allowed).toBe(true);
  });

  it('opens a fresh window once the last one has ended (fixed window from the first hit)', async () => {
    const limiter = memoryRateLimiter();
    await limiter.hit('w', 1, 150);
    await sleep(60);
    // A hit late in the window does not extend it.
    expect((await limiter.hit('w', 1, 150)).allowed).toBe(false);
    expect(await limiter.count('w')).toBe(2);
    await sleep(130);
    expect(await limiter.count('w')).toBe(0);
    const fresh = await limiter.hit('w', 1, 150);
    expect(fresh).toMatchObject({ allowed: true, count: 1 });
  });

  it('reset forgets one key only', async () => {
    const limiter = memoryRateLimiter();
    for (let i = 0; i < 3; i++) {
      await limiter.hit('a', 2, 60_000);
      await limiter.hit('b', 2, 60_000);
    }
    await limiter.reset('a');
    expect(await limiter.count('a')).toBe(0);
    expect(await limiter.count('b')).toBe(3);
    expect((await limiter.hit('a', 2, 60_000)).count).toBe(1);
  });

  it('resetPrefix moves a prefix to a new generation: every key built under it is forgotten, others stay', async () => {
    const limiter = memoryRateLimiter();
    const before = await limiter.prefix('login:fail:a@example.test:');
    expect(before).toBe('login:fail:a@example.test:0:');
    const other = await limiter.prefix('login:fail:b@example.test:');
    for (const source of ['10.0.0.1', '2001:db8:1:2::/64']) for (let i = 0; i < 5; i++) await limiter.hit(`${before}${source}`, 5, 60_000);
    await limiter.hit(`${other}10.0.0.1`, 5, 60_000);
    await limiter.hit('login:account:a@example.test', Number.MAX_SAFE_INTEGER, 60_000);

    await limiter.resetPrefix('login:fail:a@example.test:');
    const after = await limiter.prefix('login:fail:a@example.test:');
    expect(after).not.toBe(before);
    expect(after).toMatch(/^login:fail:a@example\.test:\d+:$/);
    for (const source of ['10.0.0.1', '2001:db8:1:2::/64']) expect(await limiter.count(`${after}${source}`)).toBe(0);
    // Another account's prefix and keys made without prefix() are untouched.
    expect(await limiter.prefix('login:fail:b@example.test:')).toBe(other);
    expect(await limiter.count(`${other}10.0.0.1`)).toBe(1);
    expect(await limiter.count('login:account:a@example.test')).toBe(1);

    // A second reset gives yet another generation.
    await limiter.resetPrefix('login:fail:a@example.test:');
    expect(await limiter.prefix('login:fail:a@example.test:')).not.toBe(after);
  });

  it('counts in memory meanwhile when Redis cannot be reached, and says so once', async () => {
    const errors: string[] = [];
    // Port 1: nothing listens there, the connection is refused at once.
    const limiter = createRateLimiter({ redisUrl: 'redis://127.0.0.1:1', keyPrefix: `down:${randomUUID()}`, onError: (e) => errors.push(e.message) });
    try {
      expect(limiter.store).toBe('redis');
      expect((await limiter.hit('k', 1, 60_000)).count).toBe(1);
      expect((await limiter.hit('k', 1, 60_000)).allowed).toBe(false);
      expect(await limiter.count('k')).toBe(2);
      await limiter.resetPrefix('p:');
      expect(await limiter.prefix('p:')).not.toBe('p:0:');
      expect(errors.length).toBe(1);
    } finally {
      await limiter.close();
    }
  });

  it('keeps one store per limiter: two apps without Redis do not share counters', async () => {
    const [one, two] = [memoryRateLimiter(), memoryRateLimiter()];
    await one.hit('shared?', 1, 60_000);
    expect(await two.count('shared?')).toBe(0);
    await one.close();
  });
});

const REDIS_URL = process.env.TEST_REDIS_URL;

describe.runIf(REDIS_URL)('rate limits on Redis (TEST_REDIS_URL)', () => {
  // A namespace of our own per run, so runs (and parallel workers) never meet; removed after.
  const keyPrefix = `sahyog-test:${randomUUID()}`;
  const url = REDIS_URL ?? '';
  let redis: Redis;
  const limiters: RateLimiter[] = [];
  const apps: App[] = [];

  beforeAll(async () => {
    redis = new Redis(url, { lazyConnect: true });
    await redis.connect();
    await getApp();
  });

  afterAll(async () => {
    for (const l of limiters) await l.close();
    for (const a of apps) await a.app.close();
    if (!redis) return;
    const keys = await redis.keys(`${keyPrefix}*`);
    if (keys.length) await redis.del(...keys);
    await redis.quit();
  });

  function redisLimiter(): RateLimiter {
    const l = createRateLimiter({ redisUrl: url, keyPrefix });
    limiters.push(l);
    return l;
  }

  it('two limiters on one Redis count into the same windows and see each other’s resets', async () => {
    const [a, b] = [redisLimiter(), redisLimiter()];
    expect(a.store).toBe('redis');
    expect((await a.hit('k', 2, 60_000)).count).toBe(1);
    expect((await b.hit('k', 2, 60_000)).count).toBe(2);
    expect((await a.hit('k', 2, 60_000)).allowed).toBe(false);
    expect(await b.count('k')).toBe(3);
    const ttl = await redis.pttl(`${keyPrefix}:k`);
    expect(ttl).toBeGreaterThan(58_000);
    expect(ttl).toBeLessThanOrEqual(60_000);
    await b.reset('k');
    expect(await a.count('k')).toBe(0);

    const p = await a.prefix('login:fail:x@example.test:');
    expect(await b.prefix('login:fail:x@example.test:')).toBe(p);
    await a.hit(`${p}10.0.0.9`, 5, 60_000);
    await b.resetPrefix('login:fail:x@example.test:');
    const q = await a.prefix('login:fail:x@example.test:');
    expect(q).not.toBe(p);
    expect(await a.count(`${q}10.0.0.9`)).toBe(0);
  });

  it('windows shorter than a second last a second on Redis (whole seconds), then end', async () => {
    const l = redisLimiter();
    await l.hit('short', 1, 200);
    expect(await l.count('short')).toBe(1);
    await sleep(1_100);
    expect(await l.count('short')).toBe(0);
  });

  it('five wrong passwords through app A lock that source out through app B; a reset through A lifts it for B', async () => {
    const env = { REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix };
    const [appA, appB] = [await buildTestApp(env), await buildTestApp(env)];
    apps.push(appA, appB);
    expect(appA.app.platform.limiter.store).toBe('redis');
    const user = await registerUser();
    const [source, elsewhere] = [nextIp(), nextIp()];
    const login = (app: App, password: string, ip: string) =>
      call('POST', '/api/v1/auth/login', { app: app.app, ip, body: { email: user.email, password, role_name: 'user' } });

    for (let i = 0; i < 4; i++) expect((await login(appA, 'wrong', source)).status).toBe(401);
    expect((await login(appA, 'wrong', source)).status).toBe(429);
    // The right password, through the other process, from the same source: still locked out.
    const locked = await login(appB, user.password, source);
    expect(locked.status).toBe(429);
    expect(locked.body.message).toBe(m.locked);
    // The owner elsewhere signs in through either app.
    expect((await login(appB, user.password, elsewhere)).status).toBe(200);

    // The reset goes through app A (the worker's app delivers the email from the shared queue).
    const asked = await call('POST', '/api/v1/auth/password-reset', { app: appA.app, body: { email: user.email } });
    expect(asked.status).toBe(200);
    const token = await readResetToken(user.email);
    const done = await call('POST', '/api/v1/auth/password-reset/confirm', {
      app: appA.app,
      body: { token, password: 'New-password-1', confirmPassword: 'New-password-1' },
    });
    expect(done.status, done.text).toBe(200);
    expect((await login(appB, 'New-password-1', source)).status).toBe(200);
  }, 30_000);

  it('closes its Redis connection when the app closes', async () => {
    // Connections of this run's apps are named after the run's key prefix.
    const ours = async () =>
      String(await redis.call('CLIENT', 'LIST'))
        .split('\n')
        .filter((line) => line.includes(` name=${keyPrefix} `)).length;
    const before = await ours();
    const built = await buildTestApp({ REDIS_URL: url, REDIS_KEY_PREFIX: keyPrefix });
    await built.app.platform.limiter.hit('close-check', 1, 60_000);
    expect(await ours()).toBe(before + 1);
    await built.app.close();
    await sleep(100);
    expect(await ours()).toBe(before);
  });
});
