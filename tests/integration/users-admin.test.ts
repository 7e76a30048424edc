// The console's Users screen: staff find accounts; only an admin changes a role, closes an
// account or signs it out everywhere, never their own and never the last admin; a closed account
// cannot sign in and its sessions stop working at once; every change is audited.
import { userAdminMessages as um } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, inArray, isNull, ne } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type UserView = { id: number; email: string; role: string; disabled: boolean; sessions: number };

let admin: TestUser;
let adminToken = '';
let staffToken = '';

beforeAll(async () => {
  await getTestApp();
  admin = await registerUser({ role: 'admin' });
  adminToken = await loginAs(admin);
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

const post = (url: string, body: unknown, token = adminToken) => call<Answer<UserView>>('POST', url, { token, body });

describe('finding accounts', () => {
  it('staff search by part of an email, name or mobile, and by role; % and _ are plain characters', async () => {
    const u = await registerUser({ fullName: 'Zubin Searchable', phone: '9123400001' });
    const find = async (qs: string) => (await call<Answer<UserView[]>>('GET', `/api/v1/admin/users/search?${qs}`, { token: staffToken })).body.data;
    expect((await find(`q=${encodeURIComponent(u.email.slice(0, 12).toUpperCase())}`)).map((x) => x.id)).toContain(u.id);
    expect((await find('q=zubin%20search')).map((x) => x.id)).toContain(u.id);
    expect((await find('q=9123400001')).map((x) => x.id)).toEqual([u.id]);
    expect(await find(`q=${encodeURIComponent('%')}`)).toEqual([]);
    expect((await find('role=admin')).every((x) => x.role === 'admin')).toBe(true);
    const donor = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/admin/users/search', { token: donor })).status).toBe(403);
  });
});

describe('changing accounts (admin only)', () => {
  it('a role taken away ends the sessions that carried it, and is audited', async () => {
    const target = await registerUser({ role: 'staff' });
    const theirs = await loginAs(target);
    expect((await post(`/api/v1/admin/users/${target.id}/role`, { role: 'admin' }, staffToken)).status).toBe(403);
    const res = await post(`/api/v1/admin/users/${target.id}/role`, { role: 'user' });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ role: 'user', sessions: 0 });
    expect((await call('GET', '/api/v1/admin/summary', { token: theirs })).status).toBe(401);
    const [row] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'user.role'), eq(s.auditEvents.subjectId, String(target.id))));
    expect(row).toMatchObject({ actorId: admin.id, before: { role: 'staff' }, after: { role: 'user' } });
  });

  it('a closed account cannot sign in and its open sessions stop at once; reopened, it can', async () => {
    const target = await registerUser();
    const open = await loginAs(target);
    const res = await post(`/api/v1/admin/users/${target.id}/disabled`, { disabled: true });
    expect(res.body.data).toMatchObject({ disabled: true, sessions: 0 });
    expect((await call('GET', '/api/v1/me', { token: open })).status).toBe(401);
    const login = await call<Answer>('POST', '/api/v1/auth/login', { body: { email: target.email, password: target.password } });
    expect(login.status).toBe(403);
    expect(login.body.message).toBe(um.accountDisabled);
    // A wrong password says nothing about the account being closed.
    const wrong = await call<Answer>('POST', '/api/v1/auth/login', { body: { email: target.email, password: 'Not-the-password-1' } });
    expect(wrong.status).toBe(401);
    await post(`/api/v1/admin/users/${target.id}/disabled`, { disabled: false });
    const again = await loginAs(target);
    expect((await call('GET', '/api/v1/me', { token: again })).status).toBe(200);
    // Closed by any path (a script, another process between two requests): the session is refused by itself.
    await (await getDb()).update(s.users).set({ disabledAt: new Date() }).where(eq(s.users.id, target.id));
    expect((await call('GET', '/api/v1/me', { token: again })).status).toBe(401);
  });

  it('signs an account out everywhere', async () => {
    const target = await registerUser();
    const a = await loginAs(target);
    const b = await loginAs(target);
    const res = await call<Answer<{ ended: number }>>('POST', `/api/v1/admin/users/${target.id}/sessions/end`, { token: adminToken });
    expect(res.body.data.ended).toBe(2);
    for (const t of [a, b]) expect((await call('GET', '/api/v1/me', { token: t })).status).toBe(401);
  });

  it('never an admin’s own account, and never the last open admin', async () => {
    const self = await post(`/api/v1/admin/users/${admin.id}/role`, { role: 'user' });
    expect(self.status).toBe(403);
    expect(self.body.message).toBe(um.notSelf);
    expect((await post(`/api/v1/admin/users/${admin.id}/disabled`, { disabled: true })).body.message).toBe(um.notSelf);

    // Through the API the caller is itself an open admin, so the target is never the last one;
    // the service still refuses it for any other caller (a future job, a script).
    const db = await getDb();
    const only = await registerUser({ role: 'admin' });
    const others = await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.role, 'admin'), isNull(s.users.disabledAt), ne(s.users.id, only.id)));
    const ids = others.map((o) => o.id);
    await db.update(s.users).set({ disabledAt: new Date() }).where(inArray(s.users.id, ids));
    const users = (await getTestApp()).app.auth.users;
    try {
      await expect(users.setRole(admin.id, only.id, 'staff')).rejects.toThrow(um.lastAdmin);
      await expect(users.setDisabled(admin.id, only.id, true)).rejects.toThrow(um.lastAdmin);
    } finally {
      await db.update(s.users).set({ disabledAt: null }).where(inArray(s.users.id, ids));
    }
    expect((await users.setRole(admin.id, only.id, 'staff')).role).toBe('staff');
  });

  it('two admins demoting each other at the same moment leave one admin (attacker probe)', async () => {
    const db = await getDb();
    const a = await registerUser({ role: 'admin' });
    const b = await registerUser({ role: 'admin' });
    const others = await db
      .select({ id: s.users.id })
      .from(s.users)
      .where(and(eq(s.users.role, 'admin'), isNull(s.users.disabledAt), ne(s.users.id, a.id), ne(s.users.id, b.id)));
    const ids = others.map((o) => o.id);
    await db.update(s.users).set({ disabledAt: new Date() }).where(inArray(s.users.id, ids));
    const users = (await getTestApp()).app.auth.users;
    try {
      const both = await Promise.allSettled([users.setRole(a.id, b.id, 'staff'), users.setRole(b.id, a.id, 'staff')]);
      expect(both.map((r) => r.status).sort()).toEqual(['fulfilled', 'rejected']);
      expect(both.find((r) => r.status === 'rejected')).toMatchObject({ reason: { message: um.lastAdmin } });
      const left = await db
        .select({ id: s.users.id })
        .from(s.users)
        .where(and(eq(s.users.role, 'admin'), isNull(s.users.disabledAt)));
      expect(left).toHaveLength(1);
    } finally {
      await db.update(s.users).set({ disabledAt: null }).where(inArray(s.users.id, ids));
    }
  });
});
