import { describe, expect, it } from 'vitest';
import { cacheKey, isTrackingParam, pageQueryParams } from './page-cache.ts';

describe('page cache keys', () => {
  it('drops what Facebook, Google, Instagram, Mailchimp and UTM links add', () => {
    const shared =
      '/campaigns/flood-relief?fbclid=IwAR2xyz&utm_source=whatsapp&utm_medium=social&utm_campaign=diwali&gclid=Cj0&igshid=MzRl&mc_cid=1&mc_eid=2&_ga=2.1';
    expect(cacheKey(shared, pageQueryParams('/campaigns/flood-relief'))).toBe('/campaigns/flood-relief');
    expect(cacheKey(shared)).toBe('/campaigns/flood-relief');
    for (const p of ['fbclid', 'gclid', 'msclkid', 'igshid', 'utm_source', 'utm_anything']) expect(isTrackingParam(p), p).toBe(true);
    for (const p of ['amount', 'items', 'category', 'utm']) expect(isTrackingParam(p), p).toBe(false);
  });

  it('keeps only what the page reads, in one order', () => {
    const allowed = pageQueryParams('/campaigns/flood-relief');
    expect(cacheKey('/campaigns/flood-relief?x=1&items=11x2&random=9&amount=5000', allowed)).toBe('/campaigns/flood-relief?amount=5000&items=11x2');
    expect(cacheKey('/campaigns/flood-relief?amount=5000&items=11x2', allowed)).toBe(cacheKey('/campaigns/flood-relief?items=11x2&amount=5000', allowed));
    // A random query string on a page that reads none is the page itself.
    expect(cacheKey('/about?nocache=123456', pageQueryParams('/about'))).toBe('/about');
    expect(cacheKey('/?category=education&q=zzz', pageQueryParams('/'))).toBe('/?category=education');
  });

  it('is a URL for the same page: a key is its own key', () => {
    const allowed = pageQueryParams('/campaigns/x');
    for (const url of ['/campaigns/x?items=11x2,12x1&amount=300', '/campaigns/x?amount=%E0%A4%B9&fbclid=1', '/campaigns/x?amount=a+b']) {
      const key = cacheKey(url, allowed);
      expect(cacheKey(key, allowed)).toBe(key);
      expect(new URL(key, 'http://h').searchParams.get('amount')).toBe(new URL(url, 'http://h').searchParams.get('amount'));
    }
  });

  it('leaves pages it does not know alone, but for tracking parameters', () => {
    expect(pageQueryParams('/login')).toBeUndefined();
    expect(cacheKey('/login?tab=register&redirectTo=%2Fprofile&utm_source=x', pageQueryParams('/login'))).toBe('/login?redirectTo=%2Fprofile&tab=register');
    expect(cacheKey('/checkout')).toBe('/checkout');
  });
});
