// Who may call what: every authenticated endpoint, signed out, with a bad token, with each
// role, and on someone else's record. Plus the dev outbox behind DEV_OUTBOX=staff, and the
// Origin check that protects cookie sessions from cross-site requests.
import { createHash, randomBytes } from 'node:crypto';
import { type OutboxMessage, ROLES, type Role } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { type Answer, call, loginAs, registerUser, type TestUser } from '../support/accounts.ts';
import { buildTestApp, getApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createDonation } from '../support/factories.ts';

beforeAll(async () => {
  await getApp();
});

type Method = 'GET' | 'POST' | 'PATCH';

interface Ctx {
  /** The signed-in user's own paid donation. */
  ownDonationId: number;
  /** A paid donation of another donor. */
  othersDonationId: number;
}

interface Endpoint {
  method: Method;
  path: (ctx: Ctx) => string;
  body?: Record<string, unknown>;
  /** Roles answered 2xx; every other role gets 403. */
  roles: readonly Role[];
  /** The same endpoint aimed at another user's record: must answer 404. */
  othersRecord?: (ctx: Ctx) => string;
}

const ANY_ROLE = ROLES;
const STAFF: readonly Role[] = ['staff', 'admin'];

// Every endpoint that needs a signed-in user (issue 3). The dev outbox is open by default and
// is covered below with DEV_OUTBOX=staff.
const ENDPOINTS: Endpoint[] = [
  { method: 'GET', path: () => '/api/v1/me', roles: ANY_ROLE },
  { method: 'PATCH', path: () => '/api/v1/me', body: { city: 'Pune', pincode: '411001', pan: 'ABCDE1234F' }, roles: ANY_ROLE },
  { method: 'GET', path: () => '/api/v1/me/donations', roles: ANY_ROLE },
  { method: 'GET', path: () => '/api/v1/me/subscriptions', roles: ANY_ROLE },
  {
    method: 'POST',
    path: (c) => `/api/v1/me/donations/${c.ownDonationId}/receipt-request`,
    body: { pan: 'ABCDE1234F', address: '12 MG Road, Pune 411001' },
    roles: ANY_ROLE,
    othersRecord: (c) => `/api/v1/me/donations/${c.othersDonationId}/receipt-request`,
  },
  { method: 'POST', path: () => '/api/v1/me/phone/verification', roles: ANY_ROLE },
  { method: 'POST', path: () => '/api/v1/auth/logout', roles: ANY_ROLE },
  { method: 'GET', path: () => '/api/v1/admin/summary', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/users', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/applications', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/applications?status=submitted', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/me/consents', roles: ANY_ROLE },
  { method: 'GET', path: () => '/api/v1/admin/contacts', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/receipts', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/receipts/pending', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/tax-regimes', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/subscriptions', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/users/search?q=a', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/campaigns?status=draft', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/subscribers?status=subscribed', roles: STAFF },
  { method: 'GET', path: () => '/api/v1/admin/orders?status=pending', roles: STAFF },
];

/** Same length and alphabet as a real token, one character changed. */
function tamper(token: string): string {
  const last = token.at(-1) === 'A' ? 'B' : 'A';
  return token.slice(0, -1) + last;
}

describe('authorization', () => {
  it('every authenticated endpoint: 401 signed out or with a bad token, 403 for the wrong role, 404 on another user’s record, 2xx for the right role', async () => {
    const users = {} as Record<Role, TestUser>;
    const donations = {} as Record<Role, number>;
    for (const role of ROLES) {
      users[role] = await registerUser({ role });
      donations[role] = (await createDonation({ donorEmail: users[role].email, status: 'paid' })).id;
    }
    const stranger = await registerUser();
    const othersDonationId = (await createDonation({ donorEmail: stranger.email, status: 'paid' })).id;
    const anyToken = await loginAs(stranger);
    const badTokens = {
      tampered: tamper(anyToken),
      unknown: randomBytes(32).toString('base64url'),
      malformed: 'not-a-token',
      sqlish: "' or 1=1 --",
    };

    for (const ep of ENDPOINTS) {
      const ctx: Ctx = { ownDonationId: donations.user, othersDonationId };
      const label = `${ep.method} ${ep.path(ctx)}`;
      const opts = ep.body ? { body: ep.body } : {};

      const signedOut = await call(ep.method, ep.path(ctx), opts);
      expect.soft(signedOut.status, `${label} signed out`).toBe(401);
      expect.soft(signedOut.body, `${label} signed out`).toMatchObject({ success: false });

      for (const [kind, token] of Object.entries(badTokens)) {
        const res = await call(ep.method, ep.path(ctx), { ...opts, token });
        expect.soft(res.status, `${label} with a ${kind} token`).toBe(401);
      }

      for (const role of ROLES) {
        // A fresh session per request: logout revokes the one it is called with.
        const token = await loginAs(users[role]);
        const own: Ctx = { ownDonationId: donations[role], othersDonationId };
        const res = await call(ep.method, ep.path(own), { ...opts, token });
        if (ep.roles.includes(role)) {
          expect.soft(res.status, `${label} as ${role}: ${res.text.slice(0, 200)}`).toBeGreaterThanOrEqual(200);
          expect.soft(res.status, `${label} as ${role}: ${res.text.slice(0, 200)}`).toBeLessThan(300);
          expect.soft(res.body, `${label} as ${role}`).toMatchObject({ success: true });
        } else {
          expect.soft(res.status, `${label} as ${role}`).toBe(403);
          expect.soft(res.body, `${label} as ${role}`).toEqual({ success: false, code: 'forbidden', message: 'You do not have access to this.' });
        }
        if (ep.othersRecord) {
          const other = await call(ep.method, ep.othersRecord(own), { ...opts, token });
          expect.soft(other.status, `${ep.method} ${ep.othersRecord(own)} (someone else's) as ${role}`).toBe(404);
        }
      }
    }

    // Someone else's donation was not touched by the attempts above.
    const db = await getDb();
    const [others] = await db.select({ at: s.donations.receiptRequestedAt }).from(s.donations).where(eq(s.donations.id, othersDonationId));
    expect(others?.at).toBeNull();
  });
});

describe('sessions', () => {
  it('an expired or revoked session is a 401, and so is a deleted account', async () => {
    const user = await registerUser();
    const db = await getDb();
    const expired = await loginAs(user);
    await db
      .update(s.sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(s.sessions.id, createHash('sha256').update(expired).digest('base64url')));
    expect((await call('GET', '/api/v1/me', { token: expired })).status).toBe(401);

    const revoked = await loginAs(user);
    expect((await call('POST', '/api/v1/auth/logout', { token: revoked })).status).toBe(200);
    expect((await call('GET', '/api/v1/me', { token: revoked })).status).toBe(401);

    const live = await loginAs(user);
    expect((await call('GET', '/api/v1/me', { token: live })).status).toBe(200);
    await db.delete(s.users).where(eq(s.users.id, user.id));
    expect((await call('GET', '/api/v1/me', { token: live })).status).toBe(401);
  });
});

describe('dev outbox with DEV_OUTBOX=staff', () => {
  let staffOnly: App;

  beforeAll(async () => {
    staffOnly = await buildTestApp({ DEV_OUTBOX: 'staff' });
  });

  afterAll(async () => {
    await staffOnly?.app.close();
  });

  it('is 401 signed out, 403 for a user or vendor, 200 for staff and admin', async () => {
    const app = staffOnly.app;
    expect((await call('GET', '/api/v1/dev/outbox', { app })).status).toBe(401);
    for (const role of ['user', 'vendor'] as const) {
      const token = await loginAs(await registerUser({ role }), { app });
      expect((await call('GET', '/api/v1/dev/outbox', { app, token })).status, role).toBe(403);
    }
    for (const role of STAFF) {
      const token = await loginAs(await registerUser({ role }), { app });
      const res = await call<{ data: unknown[] }>('GET', '/api/v1/dev/outbox', { app, token });
      expect(res.status, role).toBe(200);
      expect(Array.isArray(res.body.data)).toBe(true);
    }
  });

  it('serves an email’s attached file on the same terms; malformed ids are refused, unknown ones are not found', async () => {
    const app = staffOnly.app;
    const staff = await loginAs(await registerUser({ role: 'staff' }), { app });
    // A receipt in a financial year no other test numbers in, so its email carries a PDF.
    const d = await createDonation({ donorPan: 'ABCDE1234F', donorAddress: '12 MG Road, Pune 411001', paidAt: new Date('2004-06-01T06:00:00Z') });
    const issued = await call<Answer<{ number: string }[]>>('POST', '/api/v1/admin/receipts/issue', { app, token: staff, body: { donationIds: [d.id] } });
    expect(issued.status, issued.text).toBe(200);
    const number = issued.body.data[0]?.number ?? '';
    const mails = await call<Answer<OutboxMessage[]>>('GET', '/api/v1/dev/outbox', { app, token: staff });
    const url = mails.body.data.find((m) => m.subject === `Your 80G receipt ${number}`)?.attachments[0]?.url ?? '';
    expect(url).toMatch(/^\/api\/v1\/dev\/outbox\/\d+\/attachments\/0$/);

    expect((await call('GET', url, { app })).status).toBe(401);
    const donor = await loginAs(await registerUser(), { app });
    expect((await call('GET', url, { app, token: donor })).status).toBe(403);
    const file = await call('GET', url, { app, token: staff });
    expect(file.status).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');

    for (const bad of ['abc/attachments/0', '1/attachments/-1', '1/attachments/21', '99999999999999999999/attachments/0', '1/attachments/%00']) {
      expect((await call('GET', `/api/v1/dev/outbox/${bad}`, { app, token: staff })).status, bad).toBe(422);
    }
    expect((await call('GET', url.replace(/\/0$/, '/1'), { app, token: staff })).status).toBe(404);
    expect((await call('GET', '/api/v1/dev/outbox/999999999/attachments/0', { app, token: staff })).status).toBe(404);
  });

  it('is open to anyone with the default (non-production) setting', async () => {
    const res = await call('GET', '/api/v1/dev/outbox');
    expect(res.status).toBe(200);
  });

  it('is not served at all with DEV_OUTBOX=off', async () => {
    const off = await buildTestApp({ DEV_OUTBOX: 'off' });
    try {
      const token = await loginAs(await registerUser({ role: 'admin' }), { app: off.app });
      expect((await call('GET', '/api/v1/dev/outbox', { app: off.app, token })).status).toBe(404);
    } finally {
      await off.app.close();
    }
  });
});

describe('cookie sessions and the Origin check', () => {
  // app.inject's default Host is localhost:80; a real browser omits the default port, so these
  // requests name the host explicitly, as a browser would.
  const HOST = 'sahyog.test';
  const SAME = `http://${HOST}`;
  const OTHER = 'https://evil.example';

  async function meStatus(token: string): Promise<number> {
    return (await call('GET', '/api/v1/me', { token })).status;
  }

  it('a cookie logout from another Origin is refused (403) and the session lives on', async () => {
    const token = await loginAs(await registerUser());
    const res = await call('POST', '/api/v1/auth/logout', { cookie: token, headers: { host: HOST, origin: OTHER } });
    expect(res.status).toBe(403);
    expect(res.body).toEqual({ success: false, code: 'forbidden', message: 'This request did not come from our site.' });
    expect(await meStatus(token)).toBe(200);
  });

  it('a cookie logout with neither Origin nor Referer is refused', async () => {
    const token = await loginAs(await registerUser());
    expect((await call('POST', '/api/v1/auth/logout', { cookie: token, headers: { host: HOST } })).status).toBe(403);
    expect(await meStatus(token)).toBe(200);
  });

  it('a cookie logout from our own Origin succeeds and revokes the session', async () => {
    const token = await loginAs(await registerUser());
    const res = await call('POST', '/api/v1/auth/logout', { cookie: token, headers: { host: HOST, origin: SAME } });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ success: true, data: { loggedOut: true } });
    expect(await meStatus(token)).toBe(401);
  });

  it('a same-site Referer stands in for a missing Origin', async () => {
    const token = await loginAs(await registerUser());
    const res = await call('POST', '/api/v1/auth/logout', { cookie: token, headers: { host: HOST, referer: `${SAME}/profile` } });
    expect(res.status).toBe(200);
  });

  it('a cookie PATCH /me from another Origin changes nothing', async () => {
    const user = await registerUser();
    const token = await loginAs(user);
    const res = await call('PATCH', '/api/v1/me', { cookie: token, headers: { host: HOST, origin: OTHER }, body: { city: 'Elsewhere' } });
    expect(res.status).toBe(403);
    const db = await getDb();
    const [row] = await db.select({ city: s.users.city }).from(s.users).where(eq(s.users.id, user.id));
    expect(row?.city).toBe('');
  });

  it('cookie GETs need no Origin', async () => {
    const token = await loginAs(await registerUser());
    const res = await call('GET', '/api/v1/me', { cookie: token, headers: { host: HOST } });
    expect(res.status).toBe(200);
  });

  it('bearer requests are not subject to the Origin check', async () => {
    const token = await loginAs(await registerUser());
    const res = await call('POST', '/api/v1/auth/logout', { token, headers: { host: HOST, origin: OTHER } });
    expect(res.status).toBe(200);
    expect(await meStatus(token)).toBe(401);
  });

  it('a cookie session cannot skip the Origin check by adding a non-bearer Authorization header', async () => {
    // Only a bearer token exempts a request from the check; a request authenticated by its
    // cookie must still come from our site whatever other headers it carries.
    const token = await loginAs(await registerUser());
    const res = await call('POST', '/api/v1/auth/logout', { cookie: token, headers: { host: HOST, origin: OTHER, authorization: 'Basic Zm9vOmJhcg==' } });
    expect(res.status).toBe(403);
    expect(await meStatus(token)).toBe(200);
  });
});
