import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { listeningOn, loadConfig, seedsDemo } from './config.ts';

const PRODUCTION = {
  NODE_ENV: 'production',
  PUBLIC_URL: 'https://give.example.org',
  SMTP_URL: 'smtp://mail.example.org:587',
  SMS_GATEWAY_URL: 'https://sms.example.org/send',
};

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

  it('starts with .env.example copied as it is, and it names METRICS_TOKEN', () => {
    const text = readFileSync(new URL('../../../../.env.example', import.meta.url), 'utf8');
    const env = Object.fromEntries(
      text
        .split('\n')
        .filter((line) => /^[A-Z_]+=/.test(line))
        .map((line) => [line.slice(0, line.indexOf('=')), line.slice(line.indexOf('=') + 1)]),
    );
    expect(env).toHaveProperty('METRICS_TOKEN');
    expect(env).toHaveProperty('HOST');
    expect(() => loadConfig(env)).not.toThrow();
  });

  it('treats every empty variable as unset, so .env.example works as it is', () => {
    const c = loadConfig({
      HOST: '',
      PUBLIC_URL: '',
      SMTP_URL: '',
      SMS_GATEWAY_URL: '',
      METRICS_TOKEN: '',
      ADMIN_EMAIL: '',
      ADMIN_PASSWORD: '',
      DEV_OUTBOX: '',
    });
    expect(c.HOST).toBe('127.0.0.1');
    expect(c.PUBLIC_URL).toBe('http://localhost:3000');
    expect(c.SMTP_URL).toBeUndefined();
    expect(c.DEV_OUTBOX).toBe('open');
  });

  it('takes RazorpayX’s four settings together, its account number as digits, and its API origin by default', () => {
    const x = { RAZORPAYX_KEY_ID: 'rzp_test_x', RAZORPAYX_KEY_SECRET: 's', RAZORPAYX_ACCOUNT_NUMBER: '7878780080316316', RAZORPAYX_WEBHOOK_SECRET: 'w' };
    expect(loadConfig(x).RAZORPAYX_API_URL).toBe('https://api.razorpay.com');
    expect(loadConfig({}).RAZORPAYX_KEY_ID).toBeUndefined();
    expect(() => loadConfig({ ...x, RAZORPAYX_WEBHOOK_SECRET: '' })).toThrow(/must be set together/);
    expect(() => loadConfig({ RAZORPAYX_KEY_ID: 'rzp_test_x' })).toThrow(/must be set together/);
    expect(() => loadConfig({ ...x, RAZORPAYX_ACCOUNT_NUMBER: 'ACC-1' })).toThrow(/RAZORPAYX_ACCOUNT_NUMBER/);
  });

  it('names ADMIN_EMAIL when it is not one address', () => {
    expect(() => loadConfig({ ADMIN_EMAIL: 'admin@example.org,attacker@example.org', ADMIN_PASSWORD: 'long-enough-password' })).toThrow(/ADMIN_EMAIL/);
    expect(loadConfig({ ADMIN_EMAIL: 'admin@example.org', ADMIN_PASSWORD: 'long-enough-password' }).ADMIN_EMAIL).toBe('admin@example.org');
  });

  it('takes DKIM’s domain, selector and key together (the key inline with \\n, or as a file), and refuses one or two of them or a key that is not RSA', () => {
    const pem = generateKeyPairSync('rsa', { modulusLength: 1024 }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const inline = pem.trim().replaceAll('\n', '\\n');
    const c = loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: inline });
    expect([c.DKIM_DOMAIN, c.DKIM_SELECTOR, c.DKIM_PRIVATE_KEY?.trim()]).toEqual(['sahyog.example', 'mail2026', pem.trim()]);
    const file = join(mkdtempSync(join(tmpdir(), 'dkim-')), 'dkim.pem');
    writeFileSync(file, pem);
    expect(loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: file }).DKIM_PRIVATE_KEY).toBe(pem);
    expect(loadConfig({ DKIM_DOMAIN: '', DKIM_SELECTOR: '', DKIM_PRIVATE_KEY: '' }).DKIM_PRIVATE_KEY).toBeUndefined();
    const together = /DKIM_DOMAIN, DKIM_SELECTOR and DKIM_PRIVATE_KEY must be set together/;
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example' })).toThrow(together);
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_PRIVATE_KEY: inline })).toThrow(together);
    expect(() => loadConfig({ DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: inline })).toThrow(together);
    expect(() => loadConfig({ DKIM_DOMAIN: 'not a domain', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: inline })).toThrow(/DKIM_DOMAIN must be a domain/);
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'a b', DKIM_PRIVATE_KEY: inline })).toThrow(/DKIM_SELECTOR/);
    const ec = generateKeyPairSync('ec', { namedCurve: 'P-256' }).privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
    const notRsa = /DKIM_PRIVATE_KEY must be an RSA private key/;
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: ec })).toThrow(notRsa);
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: '-----BEGIN PRIVATE KEY-----\\nnonsense' })).toThrow(
      notRsa,
    );
    expect(() => loadConfig({ DKIM_DOMAIN: 'sahyog.example', DKIM_SELECTOR: 'mail2026', DKIM_PRIVATE_KEY: '/nowhere/dkim.pem' })).toThrow(
      /DKIM_PRIVATE_KEY: the file could not be read \(ENOENT\)/,
    );
  });

  it('names PORT when it is not a port number', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT/);
    expect(() => loadConfig({ PORT: '70000' })).toThrow(/PORT/);
  });

  it('takes a receipt-signing certificate’s path with its password, and refuses a password without a path', () => {
    const c = loadConfig({ RECEIPT_SIGNING_P12: '/etc/sahyog/foundation.p12', RECEIPT_SIGNING_PASSWORD: 'secret' });
    expect([c.RECEIPT_SIGNING_P12, c.RECEIPT_SIGNING_PASSWORD]).toEqual(['/etc/sahyog/foundation.p12', 'secret']);
    expect(loadConfig({}).RECEIPT_SIGNING_P12).toBeUndefined();
    expect(() => loadConfig({ RECEIPT_SIGNING_PASSWORD: 'secret' })).toThrow(/RECEIPT_SIGNING_P12/);
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

  it('listens on loopback only outside production, unless HOST says otherwise', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'test' }).HOST).toBe('127.0.0.1');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig(PRODUCTION).HOST).toBe('0.0.0.0');
    expect(loadConfig({ ...PRODUCTION, HOST: '10.0.0.5' }).HOST).toBe('10.0.0.5');
  });

  it('tells a private dev server how to accept other machines', () => {
    expect(listeningOn('127.0.0.1', 3000)).toMatch(/HOST=0\.0\.0\.0/);
    expect(listeningOn('0.0.0.0', 3000)).not.toMatch(/HOST=/);
  });

  it('always has a PUBLIC_URL: localhost on PORT outside production, without a trailing slash', () => {
    expect(loadConfig({}).PUBLIC_URL).toBe('http://localhost:3000');
    expect(loadConfig({ PORT: '8080' }).PUBLIC_URL).toBe('http://localhost:8080');
    expect(loadConfig({ PUBLIC_URL: 'https://give.example.org/' }).PUBLIC_URL).toBe('https://give.example.org');
    expect(loadConfig({ PUBLIC_URL: 'https://give.example.org/' }).secureCookies).toBe(true);
    expect(loadConfig({}).secureCookies).toBe(false);
    expect(() => loadConfig({ PUBLIC_URL: 'javascript:alert(1)' })).toThrow(/PUBLIC_URL/);
  });

  it('refuses production without PUBLIC_URL, SMTP_URL or SMS_GATEWAY_URL, naming each', () => {
    expect(() => loadConfig(PRODUCTION)).not.toThrow();
    for (const name of ['PUBLIC_URL', 'SMTP_URL', 'SMS_GATEWAY_URL'] as const) {
      const env: Record<string, string> = { ...PRODUCTION };
      delete env[name];
      expect(() => loadConfig(env), name).toThrow(new RegExp(`${name} is required`));
    }
    // Outside production the outbox stands in for both.
    expect(() => loadConfig({ NODE_ENV: 'development' })).not.toThrow();
  });

  it('seeds demo data into production only when SEED_DEMO=always', () => {
    expect(seedsDemo(loadConfig(PRODUCTION))).toBe(false);
    expect(seedsDemo(loadConfig({ ...PRODUCTION, SEED_DEMO: 'always' }))).toBe(true);
    expect(seedsDemo(loadConfig({}))).toBe(true);
    expect(seedsDemo(loadConfig({ SEED_DEMO: 'never' }))).toBe(false);
  });

  it('accepts an optional REDIS_URL (redis:// or rediss:// only) and a key prefix for it', () => {
    expect(loadConfig({}).REDIS_URL).toBeUndefined();
    expect(loadConfig({ REDIS_URL: '' }).REDIS_URL).toBeUndefined();
    expect(loadConfig({}).REDIS_KEY_PREFIX).toBe('sahyog:rl');
    expect(loadConfig({ REDIS_URL: 'redis://127.0.0.1:6379' }).REDIS_URL).toBe('redis://127.0.0.1:6379');
    expect(loadConfig({ REDIS_URL: 'rediss://user:secret@cache.example.org:6380/2' }).REDIS_URL).toBe('rediss://user:secret@cache.example.org:6380/2');
    expect(loadConfig({ REDIS_KEY_PREFIX: 'staging' }).REDIS_KEY_PREFIX).toBe('staging');
    for (const bad of ['http://cache.example.org', 'postgres://db', 'redis:', 'redis://', '127.0.0.1:6379']) {
      expect(() => loadConfig({ REDIS_URL: bad }), bad).toThrow(/REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/);
    }
  });

  it('accepts an optional METRICS_TOKEN of at least 16 characters', () => {
    expect(loadConfig({}).METRICS_TOKEN).toBeUndefined();
    expect(loadConfig({ METRICS_TOKEN: 'x'.repeat(32) }).METRICS_TOKEN).toBe('x'.repeat(32));
    expect(() => loadConfig({ METRICS_TOKEN: 'short' })).toThrow(/METRICS_TOKEN/);
  });
});
