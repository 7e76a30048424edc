import { describe, expect, it } from 'vitest';
import { loadConfig } from './config.ts';

describe('loadConfig', () => {
  it('has working defaults', () => {
    const c = loadConfig({});
    expect(c.PORT).toBe(3000);
    expect(c.DATABASE_URL).toBeUndefined();
    expect(c.mediaDir).toBe('./data/media');
    expect(c.pgliteDir).toBe('./data/pglite');
    expect(c.TRUST_PROXY).toBe(false);
  });

  it('reads and coerces values', () => {
    const c = loadConfig({ PORT: '8080', DATA_DIR: '/srv/sahyog', DATABASE_URL: 'postgres://u@db:5432/sahyog', TRUST_PROXY: 'true', PAGE_CACHE_SECONDS: '0' });
    expect(c.PORT).toBe(8080);
    expect(c.DATABASE_URL).toBe('postgres://u@db:5432/sahyog');
    expect(c.mediaDir).toBe('/srv/sahyog/media');
    expect(c.TRUST_PROXY).toBe(true);
    expect(c.PAGE_CACHE_SECONDS).toBe(0);
  });

  it('treats an empty DATABASE_URL as unset (embedded database)', () => {
    expect(loadConfig({ DATABASE_URL: '' }).DATABASE_URL).toBeUndefined();
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('names DATABASE_URL when it is not a postgres URL', () => {
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(/DATABASE_URL/);
  });

  it('names every bad variable at once', () => {
    let message = '';
    try {
      loadConfig({ PORT: 'abc', LOG_LEVEL: 'loud', NODE_ENV: 'staging' });
    } catch (err) {
      message = (err as Error).message;
    }
    expect(message).toMatch(/PORT/);
    expect(message).toMatch(/LOG_LEVEL/);
    expect(message).toMatch(/NODE_ENV/);
  });
});
