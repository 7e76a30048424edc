import { describe, expect, it } from 'vitest';
import { ResponseCache } from './cache.ts';

const body = (s: string) => `<html>${s}</html>`;

describe('ResponseCache', () => {
  it('serves an entry fresh for its TTL, then stale for the stale window, then not at all', () => {
    const c = new ResponseCache(10_000, 100, 30_000);
    c.store('/a', 200, 'text/html', body('a'), {}, { now: 0 });
    expect(c.lookup('/a', 9_000)?.stale).toBe(false);
    expect(c.lookup('/a', 11_000)?.stale).toBe(true);
    expect(c.get('/a', 11_000), 'get() answers fresh entries only').toBeUndefined();
    expect(c.lookup('/a', 40_001)).toBeUndefined();
  });

  it('does not store what a render read before a write cleared the cache', () => {
    const c = new ResponseCache(10_000);
    const before = c.generation;
    c.clear(); // a payment committed while the page was rendering
    c.store('/a', 200, 'text/html', body('old figures'), {}, { generation: before });
    expect(c.lookup('/a')).toBeUndefined();
    c.store('/a', 200, 'text/html', body('new figures'), {}, { generation: c.generation });
    expect(c.lookup('/a')?.value.body.toString()).toBe(body('new figures'));
  });

  it('lets later misses of a key wait for the render in progress', async () => {
    const c = new ResponseCache(10_000);
    expect(c.pending('/a')).toBeUndefined();
    const done = c.begin('/a');
    const waiting = c.pending('/a');
    expect(waiting).toBeDefined();
    let woke = false;
    void waiting?.then(() => {
      woke = true;
    });
    c.store('/a', 200, 'text/html', body('a'));
    done();
    await waiting;
    expect(woke).toBe(true);
    expect(c.pending('/a')).toBeUndefined();
  });

  it('renews a stale entry with one render at a time, and drops it when the render stores nothing', async () => {
    const c = new ResponseCache(10_000, 100, 30_000);
    c.store('/gone', 200, 'text/html', body('x'), {}, { now: Date.now() - 15_000 });
    let renders = 0;
    let release = () => {};
    const render = () =>
      new Promise<void>((r) => {
        renders++;
        release = r;
      });
    c.revalidate('/gone', render);
    c.revalidate('/gone', render);
    expect(renders).toBe(1);
    release();
    await c.pending('/gone');
    await new Promise((r) => setImmediate(r));
    expect(c.lookup('/gone')).toBeUndefined();
  });

  it('keys a URL by the parameters its API route reads, once learned', () => {
    const c = new ResponseCache(10_000);
    expect(c.keyFor('/api/v1/home-campaigns?categoryId=2&x=1&fbclid=z')).toBe('/api/v1/home-campaigns?categoryId=2&x=1');
    c.learn('/api/v1/home-campaigns', ['categoryId']);
    expect(c.keyFor('/api/v1/home-campaigns?x=1&categoryId=2&fbclid=z')).toBe('/api/v1/home-campaigns?categoryId=2');
  });

  it('keeps the page everyone is reading when a flood of new keys fills it (the least recently read goes)', () => {
    const c = new ResponseCache(10_000, 100);
    c.store('/campaigns/hot', 200, 'text/html', body('hot'));
    // Cheap junk keys (an API read with a new ?categoryId= each) while the hot page is read.
    for (let i = 0; i < 1_000; i++) {
      c.store(`/api/v1/home-campaigns?categoryId=${i}`, 200, 'application/json', '[]');
      if (i % 50 === 0) expect(c.lookup('/campaigns/hot'), `after ${i} junk keys`).toBeDefined();
    }
    expect(c.lookup('/campaigns/hot')?.value.body.toString()).toBe(body('hot'));
    expect(c.size).toBe(100);
  });

  it('stores a public page only under its listed path, not under other spellings React Router also renders', () => {
    const c = new ResponseCache(10_000);
    expect(c.mayStore('/campaigns/flood-relief')).toBe(true);
    for (const p of [
      '/campaigns/flood-relief/',
      '/CAMPAIGNS/flood-relief',
      '//evil.example/campaigns/x',
      '/%2e%2e/campaigns/x',
      '/campaigns/%2e%2e',
      '/login',
    ]) {
      expect(c.mayStore(p), p).toBe(false);
    }
    expect(c.mayStore('/api/v1/categories'), 'an API path before its route stored an answer').toBe(false);
    c.learn('/api/v1/categories', []);
    expect(c.mayStore('/api/v1/categories')).toBe(true);
  });

  it('tells CDNs to keep a public answer as long as it does', () => {
    expect(new ResponseCache(10_000, 100, 30_000).publicCacheControl).toBe('public, max-age=0, s-maxage=10, stale-while-revalidate=30');
    expect(new ResponseCache(0).publicCacheControl).toBe('public, max-age=0, must-revalidate');
  });
});
