// The console's pages, every one (read from the web app's route list, so a new admin page is
// covered the day it is added): signed out they send to the login page and back; a donor or a
// vendor gets 403 for the page and for its form posts; staff and admins get the page. What only
// an admin may do (users, refunds) is refused to staff.
import { readFileSync } from 'node:fs';
import { ROLES, type Role } from '@sahyog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextIp, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';

const routes = readFileSync(new URL('../../apps/web/app/routes.ts', import.meta.url), 'utf8');
const block = routes.slice(routes.indexOf("route('admin'"), routes.indexOf(']),', routes.indexOf("route('admin'")));
const PAGES = ['/admin', ...[...block.matchAll(/route\('([a-z/-]+)', 'routes\/admin-/g)].map((m) => `/admin/${m[1]}`)];

const tokens = {} as Record<Role, string>;

beforeAll(async () => {
  await getTestApp();
  for (const role of ROLES) tokens[role] = await loginAs(await registerUser({ role }));
});

async function get(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
}

async function post(url: string, fields: Record<string, string>, token: string) {
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${token}` },
    payload: new URLSearchParams(fields).toString(),
    remoteAddress: nextIp(),
  });
}

describe('every console page', () => {
  it('is found in the route list (the list is what this test walks)', () => {
    expect(PAGES).toEqual(expect.arrayContaining(['/admin', '/admin/users', '/admin/campaigns', '/admin/subscriptions', '/admin/refunds', '/admin/audit']));
    expect(PAGES.length).toBeGreaterThanOrEqual(10);
  });

  it('signed out: to the login page and back; donor and vendor: 403; staff and admin: the page', async () => {
    for (const page of PAGES) {
      const out = await get(page);
      expect.soft(out.statusCode, `${page} signed out`).toBe(302);
      expect.soft(out.headers.location, `${page} signed out`).toBe(`/login?redirectTo=${encodeURIComponent(page)}`);
      for (const role of ROLES) {
        const res = await get(page, tokens[role]);
        expect.soft(res.statusCode, `${page} as ${role}`).toBe(role === 'staff' || role === 'admin' ? 200 : 403);
      }
    }
  });

  it('refuses a donor’s or vendor’s form post on every page, changing nothing', async () => {
    for (const page of PAGES) {
      for (const role of ['user', 'vendor'] as const) {
        const res = await post(page, { id: '1', intent: 'role', role: 'admin', status: 'closed', decision: 'paid' }, tokens[role]);
        expect.soft([403, 405], `${page} POST as ${role}: ${res.statusCode}`).toContain(res.statusCode);
      }
    }
  });

  it('keeps users and refunds to admins: staff see them but cannot change them', async () => {
    const target = await registerUser();
    const asStaff = await post('/admin/users', { id: String(target.id), intent: 'role', role: 'admin' }, tokens.staff);
    expect(asStaff.statusCode).toBe(403);
    const page = await get('/admin/users', tokens.staff);
    expect(page.body).not.toContain('Change role');
    expect((await get('/admin/users', tokens.admin)).body).toContain('Change role');
    expect((await post('/admin/refunds', { id: '1', decision: 'refund', fee: '0', reference: 'X' }, tokens.staff)).statusCode).toBe(403);
  });
});
