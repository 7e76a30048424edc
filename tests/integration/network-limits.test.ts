// Issue 20, the attacker's probe: every per-network limit counts a network, not an address. An
// IPv6 client holds a whole /64, so 20 registrations (or campaign applications, each an SMS) an
// hour per network must hold across all of its addresses, whether the address is the socket's
// or, behind a trusted proxy, X-Forwarded-For's; an IPv4 client seen as ::ffff:a.b.c.d is
// its IPv4 address. Then a look at the source: no limit key is built from a raw address.

import { randomInt } from 'node:crypto';
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { applicationMessages as am } from '@sahyog/core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { sourceOf } from '../../apps/server/src/platform/rate-limit.ts';
import { call, nextIp, registrationForm, uniqueEmail, uniquePhone } from '../support/accounts.ts';
import { buildTestApp, getTestApp } from '../support/app.ts';

const TOO_MANY_REGISTRATIONS = 'Too many registrations from this network. Please try again later.';

/** A /64 no other test uses: 2001:db8:<random>:<random>::/64. */
function network(): string {
  return `2001:db8:${randomInt(1, 0xffff).toString(16)}:${randomInt(1, 0xffff).toString(16)}`;
}

/** Address `i` inside the /64, written the many ways clients and proxies write them. */
function addressIn(net: string, i: number): string {
  const forms = [
    `${net}::${(i + 1).toString(16)}`,
    `${net}:${i.toString(16)}:0:0:1`,
    `${net.toUpperCase()}:FFFF:${i.toString(16)}:A:B`,
    `${net}:0:0:0:${i + 1}%eth0`,
  ];
  return forms[i % forms.length] as string;
}

describe('sourceOf', () => {
  it('maps an IPv6 address to its /64 and an IPv4-mapped address to the IPv4 address', () => {
    expect(sourceOf('2001:db8:1:2:3:4:5:6')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:DB8:0001:0002::9')).toBe('2001:db8:1:2::/64');
    expect(sourceOf('2001:db8::1')).toBe('2001:db8:0:0::/64');
    expect(sourceOf('fe80::1%eth0')).toBe('fe80:0:0:0::/64');
    expect(sourceOf('::ffff:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::FFFF:203.0.113.7')).toBe('203.0.113.7');
    expect(sourceOf('::ffff:cb00:7107')).toBe('203.0.113.7');
    expect(sourceOf('203.0.113.7')).toBe('203.0.113.7');
    // NAT64 carries an IPv4 address in its last groups, but the /64 is still the network.
    expect(sourceOf('64:ff9b::203.0.113.7')).toBe('64:ff9b:0:0::/64');
  });
});

describe('per-network limits over IPv6', () => {
  let proxied: App;
  beforeAll(async () => {
    await getTestApp();
    proxied = await buildTestApp({ TRUST_PROXY: 'true' });
  });
  afterAll(async () => {
    await proxied.app.close();
  });

  it('registration codes: 20 an hour for one /64, whatever its addresses (socket address)', async () => {
    const net = network();
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/v1/auth/register', { body: registrationForm(), ip: addressIn(net, i) });
      expect(res.status, `registration ${i + 1}`).toBe(200);
    }
    const res = await call<{ message: string }>('POST', '/api/v1/auth/register', { body: registrationForm(), ip: `${net}:dead:beef:1:2` });
    expect(res.status).toBe(429);
    expect(res.body.message).toBe(TOO_MANY_REGISTRATIONS);
    // The next /64 is another network, with its own allowance.
    expect((await call('POST', '/api/v1/auth/register', { body: registrationForm(), ip: addressIn(network(), 0) })).status).toBe(200);
  });

  it('campaign applications (an SMS each): 20 an hour for one /64 behind a trusted proxy (X-Forwarded-For)', async () => {
    const net = network();
    const apply = (address: string) =>
      call<{ message: string }>('POST', '/api/v1/campaign-applications', {
        app: proxied.app,
        ip: '127.0.0.1',
        headers: { 'x-forwarded-for': address },
        body: {
          cause: 7,
          fullName: 'Meera Nair',
          campaignerName: 'Help Meera walk again',
          campaignerEmail: uniqueEmail('campaigner'),
          campaignerMobile: uniquePhone(),
        },
      });
    for (let i = 0; i < 20; i++) expect((await apply(addressIn(net, i))).status, `application ${i + 1}`).toBe(200);
    const refused = await apply(`${net}:1:2:3:4`);
    expect(refused.status).toBe(429);
    expect(refused.body.message).toBe(am.tooMany);
    expect((await apply(addressIn(network(), 3))).status).toBe(200);
  });

  it('an IPv4 client seen through an IPv6 socket counts as its IPv4 address', async () => {
    const ip = nextIp();
    for (let i = 0; i < 20; i++) {
      const res = await call('POST', '/api/v1/auth/register', { body: registrationForm(), ip: i % 2 ? ip : `::ffff:${ip}` });
      expect(res.status, `registration ${i + 1}`).toBe(200);
    }
    expect((await call('POST', '/api/v1/auth/register', { body: registrationForm(), ip: `::ffff:${ip}` })).status).toBe(429);
    expect((await call('POST', '/api/v1/auth/register', { body: registrationForm(), ip })).status).toBe(429);
  });
});

describe('the source', () => {
  it('builds every rate-limit key that names a client address through sourceOf (or networkKey)', () => {
    const root = join(import.meta.dirname, '../../apps');
    const files: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        if (name === 'node_modules' || name === 'build' || name.startsWith('.')) continue;
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !name.endsWith('.test.ts')) files.push(path);
      }
    };
    walk(root);
    const offenders: string[] = [];
    for (const file of files) {
      readFileSync(file, 'utf8')
        .split('\n')
        .forEach((line, n) => {
          // A key interpolating an address (ip, meta.ip, req.ip, opts.ip …) without the mapping.
          if (/\$\{[\w.]*\bip\}/.test(line) && /limit|\.hit\(|\.count\(|Key/.test(line)) offenders.push(`${file}:${n + 1}: ${line.trim()}`);
        });
    }
    expect(offenders).toEqual([]);
  });
});
