// Every endpoint of the admin API, read from the OpenAPI document (so a new one is covered the
// day it is added), for every role: signed out 401; a donor or a vendor 403; staff through, except
// where only an admin may act; an admin through. "Through" means the request reached the handler
// (any answer but 401 or 403): the ids and bodies sent here name nothing, so nothing changes.
import { ROLES, type Role } from '@sahyog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';

/** What only an admin may do (issue 11: users, roles, settings, refunds). */
const ADMIN_ONLY = new Set([
  'POST /api/v1/admin/users/{id}/role',
  'POST /api/v1/admin/users/{id}/disabled',
  'POST /api/v1/admin/users/{id}/sessions/end',
  'POST /api/v1/admin/refunds/{id}/decision',
  'PUT /api/v1/admin/settings',
  'POST /api/v1/admin/shop/rates',
]);

const SAMPLE: Record<string, string> = { id: '999999999', reference: 'SG00000000000000', slug: 'no-such-page', fy: '2001-02' };

const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  await getTestApp();
  for (const role of ROLES) tokens[role] = await loginAs(await registerUser({ role }));
});

describe('the admin API, every endpoint and role', () => {
  it('answers each role as its rights say', async () => {
    const { app } = await getTestApp();
    const doc = JSON.parse((await app.inject('/api/docs/openapi.json')).body) as { paths: Record<string, Record<string, unknown>> };
    const endpoints = Object.entries(doc.paths)
      .filter(([path]) => path.startsWith('/api/v1/admin/'))
      .flatMap(([path, ops]) =>
        Object.keys(ops)
          .filter((m) => ['get', 'post', 'put', 'patch', 'delete'].includes(m))
          .map((m) => ({ method: m.toUpperCase(), path })),
      );
    expect(endpoints.length).toBeGreaterThanOrEqual(30);
    for (const { method, path } of endpoints) {
      const key = `${method} ${path}`;
      const url = path.replace(/\{(\w+)\}/g, (_m, name: string) => SAMPLE[name] ?? '1');
      const opts = method === 'GET' ? {} : { body: {} };
      const m = method as 'GET' | 'POST' | 'PUT';
      expect.soft((await call(m, url, opts)).status, `${key} signed out`).toBe(401);
      for (const role of ROLES) {
        const status = (await call(m, url, { ...opts, token: tokens[role] })).status;
        const allowed = role === 'admin' || (role === 'staff' && !ADMIN_ONLY.has(key));
        if (allowed) expect.soft([401, 403], `${key} as ${role}: ${status}`).not.toContain(status);
        else expect.soft(status, `${key} as ${role}`).toBe(403);
      }
    }
  });
});
