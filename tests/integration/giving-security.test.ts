// The donation path as an attacker sees it (docs/security/probe-giving.md): what a reference,
// an idempotency key, a staff session or a page form hands over. A reference is a bearer key to
// one order's state, never to the donor; money moves only when a payment is confirmed, and a
// staff confirmation names the UTR it matched; personal answers stay out of shared caches; only
// staff decide, and only from our own pages; every text field refuses control characters with a
// 4xx, never a 500.
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { givingMessages as gm, type OrderView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import { call, loginAs, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, campaignFigures as figures, unique } from '../support/factories.ts';

type Answer = { success: boolean; code?: string; message: string; data: OrderView; errors?: Record<string, string> };

// A browser names the host without the default port; the Origin check compares the two.
const HOST = 'sahyog.test';
const SAME = `http://${HOST}`;
const OTHER = 'https://evil.example';

const DONOR = { name: 'Meera Iyer', email: '', mobile: '9811122233', pan: 'AAAPI1234Q', address: '12 Lake View Road, Pune 411001' };

let staffToken = '';
beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

function donor() {
  return { ...DONOR, email: uniqueEmail('private') };
}

function orderBody(campaign: string | number, overrides: Record<string, unknown> = {}) {
  return {
    campaign,
    amountPaise: 3000_00,
    tipPaise: 0,
    urgentPaise: 0,
    items: [],
    donor: donor(),
    whatsappUpdates: true,
    hideName: false,
    method: 'upi',
    ...overrides,
  };
}

async function createOrder(body: unknown, opts: { key?: string; token?: string; cookie?: string; headers?: Record<string, string> } = {}) {
  return call<Answer>('POST', '/api/v1/orders', {
    body,
    headers: { 'idempotency-key': opts.key ?? unique('idem'), ...opts.headers },
    ...(opts.token ? { token: opts.token } : {}),
    ...(opts.cookie ? { cookie: opts.cookie } : {}),
  });
}

async function newOrder(campaign: string | number, overrides: Record<string, unknown> = {}): Promise<OrderView> {
  const res = await createOrder(orderBody(campaign, overrides));
  if (res.status !== 201) throw new Error(`order creation answered ${res.status}: ${res.text.slice(0, 300)}`);
  return res.body.data;
}

/** A 12-digit UTR no other test uses. */
let utrSeq = 0;
function newUtr(): string {
  utrSeq += 1;
  return `${Date.now() % 1e8}`.padStart(8, '3') + String((utrSeq * 7919 + Math.floor(Math.random() * 1000)) % 10000).padStart(4, '0');
}

/** A page form post (urlencoded), as a browser sends it, with the host it names. */
async function postForm(path: string, fields: Record<string, string>, opts: { cookie?: string; origin?: string | null; app?: App['app'] } = {}) {
  const app = opts.app ?? (await getTestApp()).app;
  const headers: Record<string, string> = { host: HOST, 'content-type': 'application/x-www-form-urlencoded' };
  if (opts.origin !== null) headers.origin = opts.origin ?? SAME;
  if (opts.cookie) headers.cookie = `sid=${opts.cookie}`;
  return app.inject({ method: 'POST', url: path, headers, remoteAddress: nextIp(), payload: new URLSearchParams(fields).toString() });
}

/** A GET over a real socket: it passes the server's front door, where the page cache answers. */
function raw(port: number, path: string): Promise<{ status: number; headers: Record<string, string | string[] | undefined>; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port, path, method: 'GET', headers: { host: `127.0.0.1:${port}` } }, (res) => {
      let body = '';
      res.setEncoding('latin1');
      res.on('data', (c: string) => {
        body += c;
      });
      res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

async function orderRow(reference: string) {
  const db = await getDb();
  const [o] = await db.select().from(s.orders).where(eq(s.orders.reference, reference));
  return o;
}

async function countOrders(campaignId: number): Promise<number> {
  const db = await getDb();
  const [r] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.orders)
    .where(eq(s.orders.campaignId, campaignId));
  return r?.n ?? 0;
}

function expectNoDonorDetails(text: string, d: { email: string; mobile: string; pan: string; address: string }, where: string) {
  expect(text, `${where}: email`).not.toContain(d.email);
  expect(text, `${where}: mobile`).not.toContain(d.mobile);
  expect(text, `${where}: PAN`).not.toContain(d.pan);
  expect(text, `${where}: address`).not.toContain('Lake View');
}

describe('a reference alone never reveals the donor', () => {
  it('no API answer, page or QR image reached with a reference shows the donor’s email, mobile, PAN or address', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const d = donor();
    const body = orderBody(c.slug, { donor: d });
    const key = unique('idem');
    const created = await createOrder(body, { key });
    expect(created.status).toBe(201);
    const ref = created.body.data.reference;
    const answers: [string, string][] = [['creation', created.text]];
    answers.push(['replay', (await createOrder(body, { key })).text]);
    answers.push(['conflicting replay', (await createOrder({ ...body, amountPaise: 4000_00 }, { key })).text]);
    answers.push(['GET order', (await call('GET', `/api/v1/orders/${ref}`)).text]);
    for (const path of [`/pay/${ref}`, `/success?order=${ref}`, `/failure?order=${ref}`]) {
      const page = await app.inject({ url: path });
      answers.push([path, page.body]);
    }
    const qr = await app.inject({ url: `/api/v1/orders/${ref}/qr.png` });
    expect(qr.statusCode).toBe(200);
    answers.push(['QR image', qr.rawPayload.toString('latin1')]);
    const utr = newUtr();
    answers.push(['UTR answer', (await call('POST', `/api/v1/orders/${ref}/utr`, { body: { utr } })).text]);
    answers.push(['UTR again', (await call('POST', `/api/v1/orders/${ref}/utr`, { body: { utr: '12' } })).text]);
    answers.push(['pending order', (await call('GET', `/api/v1/orders/${ref}`)).text]);
    answers.push(['success page, pending', (await app.inject({ url: `/success?order=${ref}` })).body]);
    const paid = await call('POST', `/api/v1/admin/orders/${ref}/verify`, { token: staffToken, body: { decision: 'paid', utr } });
    expect(paid.status).toBe(200);
    answers.push(['paid order', (await call('GET', `/api/v1/orders/${ref}`)).text]);
    answers.push(['success page, paid', (await app.inject({ url: `/success?order=${ref}` })).body]);
    answers.push(['simulator on it', (await call('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome: 'success' } })).text]);
    for (const [where, text] of answers) expectNoDonorDetails(text, d, where);
  });

  it('the legacy order call answers its reference and nothing about the donor', async () => {
    const c = await createCampaign();
    const res = await call('POST', '/publicApi/createOrderDonatePub', {
      body: { amount: 3000, user_name: 'Old Client', user_email: uniqueEmail('legacy'), user_mobile: DONOR.mobile, transaction_id: newUtr(), donationId: c.id },
    });
    expect(res.status).toBe(201);
    expect(Object.keys(res.body).sort()).toEqual(['message', 'reference', 'success']);
  });

  it('references are 70 random bits: no two alike and no shared prefix beyond SG', async () => {
    const c = await createCampaign();
    const refs = await Promise.all(Array.from({ length: 12 }, () => newOrder(c.slug, { method: 'simulator' }).then((o) => o.reference)));
    expect(new Set(refs).size).toBe(refs.length);
    expect(new Set(refs.map((r) => r.slice(0, 4))).size).toBeGreaterThan(6);
    for (const r of refs) expect(r).toMatch(/^SG[0-9A-HJKMNP-TV-Z]{14}$/);
  });
});

describe('personal answers stay out of shared caches', () => {
  let cached: App;
  let port = 0;
  beforeAll(async () => {
    cached = await buildTestApp({ PAGE_CACHE_SECONDS: '60' });
    await cached.app.listen({ port: 0, host: '127.0.0.1' });
    port = (cached.app.server.address() as AddressInfo).port;
  });
  afterAll(async () => {
    await cached.app.close();
  });

  it('order answers, the QR image and the checkout, pay, success and failure pages are private, no-store and never cached', async () => {
    const c = await createCampaign();
    const sim = await newOrder(c.slug, { method: 'simulator' });
    const upi = await newOrder(c.slug);
    const failed = await newOrder(c.slug, { method: 'simulator' });
    await call('POST', `/api/v1/payments/simulator/${failed.reference}`, { body: { outcome: 'failure' } });
    const checkout = `/checkout?campaign=${c.slug}&amount=3000`;
    const paths = [
      checkout,
      `/pay/${sim.reference}`,
      `/pay/${upi.reference}`,
      `/success?order=${upi.reference}`,
      `/failure?order=${failed.reference}`,
      `/api/v1/orders/${upi.reference}`,
      `/api/v1/orders/${upi.reference}/qr.png`,
    ];
    // The cache is on: the public campaign page is answered from it the second time.
    await raw(port, `/campaigns/${c.slug}`);
    const hits = cached.app.publicCache.hits;
    await raw(port, `/campaigns/${c.slug}`);
    expect(cached.app.publicCache.hits).toBe(hits + 1);
    for (const path of paths) {
      const hitsBefore = cached.app.publicCache.hits;
      const first = await raw(port, path);
      const second = await raw(port, path);
      expect(first.status, path).toBe(200);
      expect(first.headers['cache-control'], path).toBe('private, no-store');
      expect(second.headers['cache-control'], path).toBe('private, no-store');
      expect(cached.app.publicCache.hits, `${path} was answered from the page cache`).toBe(hitsBefore);
    }
    // Each checkout view gets its own idempotency key: a cached page would hand one to everyone.
    const keyOf = (html: string) => /name="idempotency_key" value="([^"]+)"/.exec(html)?.[1];
    const a = keyOf((await raw(port, checkout)).body);
    const b = keyOf((await raw(port, checkout)).body);
    expect(a).toBeTruthy();
    expect(a).not.toBe(b);
  });
});

describe('money moves only when a payment is confirmed', () => {
  it('a product of another campaign, a quantity trick or an amount that is not the products’ total is refused', async () => {
    const c = await createCampaign();
    const other = await createCampaign();
    const db = await getDb();
    const [mine] = await db
      .insert(s.campaignProducts)
      .values({ campaignId: c.id, title: 'Blanket', image: '/m.svg', pricePaise: 450_00, stock: 10 })
      .returning();
    const [theirs] = await db
      .insert(s.campaignProducts)
      .values({ campaignId: other.id, title: 'Cheap thing', image: '/m.svg', pricePaise: 1_00, stock: 10 })
      .returning();
    const item = (productId: number | undefined, quantity: unknown) => ({ productId, quantity });
    const refused: [string, Record<string, unknown>, string][] = [
      ['another campaign’s product', { amountPaise: 450_00, items: [item(mine?.id, 1), item(theirs?.id, 1)] }, 'items'],
      ['only another campaign’s product', { amountPaise: 300_00, items: [item(theirs?.id, 300)] }, 'items'],
      ['a zero quantity', { amountPaise: 450_00, items: [item(mine?.id, 1), item(mine?.id, 0)] }, 'items.1.quantity'],
      ['a negative quantity', { amountPaise: 450_00, items: [item(mine?.id, 2), item(mine?.id, -1)] }, 'items.1.quantity'],
      ['a fractional quantity', { amountPaise: 450_00, items: [item(mine?.id, 1.5)] }, 'items.0.quantity'],
      ['a quantity as a string', { amountPaise: 450_00, items: [item(mine?.id, '1')] }, 'items.0.quantity'],
      ['an amount below the products’ total', { amountPaise: 450_00, items: [item(mine?.id, 2)] }, 'amountPaise'],
      ['an amount above the products’ total', { amountPaise: 900_00, items: [item(mine?.id, 1)] }, 'amountPaise'],
      ['an amount in exponent notation beyond the limit', { amountPaise: 1e300 }, 'amountPaise'],
      ['an amount as exponent text', { amountPaise: '3e5' }, 'amountPaise'],
      ['a tip in rupees with a fraction', { tipPaise: 10.5 }, 'tipPaise'],
      ['a total sent lower than the sum', { tipPaise: 100_00, urgentPaise: 100_00, totalPaise: 3100_00 }, 'totalPaise'],
      ['a total sent higher than the sum', { totalPaise: 3000_01 }, 'totalPaise'],
    ];
    for (const [name, overrides, field] of refused) {
      const res = await createOrder(orderBody(c.slug, { method: 'simulator', ...overrides }));
      expect(res.status, name).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), name).toContain(field);
    }
    expect(await countOrders(c.id)).toBe(0);
    // The same product twice is two of it, priced as such.
    const twice = await createOrder(orderBody(c.slug, { method: 'simulator', amountPaise: 900_00, items: [item(mine?.id, 1), item(mine?.id, 1)] }));
    expect(twice.status).toBe(201);
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0 });
    expect(await figures(other.id)).toMatchObject({ raised: 0, backers: 0 });
  });

  it('creating, reading or submitting a UTR for an order moves no figures; only a confirmation does', async () => {
    const c = await createCampaign();
    const o = await newOrder(c.slug);
    await call('GET', `/api/v1/orders/${o.reference}`);
    await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr: newUtr() } });
    await call('POST', `/api/v1/payments/simulator/${o.reference}`, { body: { outcome: 'success' } });
    expect((await orderRow(o.reference))?.status).toBe('pending');
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0, paidCount: 0 });
  });

  it('the same idempotency key replayed by someone else, or with another body, is a 409 and changes nothing', async () => {
    const c = await createCampaign();
    const first = await loginAs(await registerUser());
    const second = await loginAs(await registerUser());
    const key = unique('idem');
    const body = orderBody(c.slug);
    const mine = await createOrder(body, { key, token: first });
    expect(mine.status).toBe(201);
    const theirs = await createOrder(body, { key, token: second });
    expect(theirs.status).toBe(409);
    expect(theirs.text).not.toContain(mine.body.data.reference);
    const anonymous = await createOrder(body, { key });
    expect(anonymous.status).toBe(409);
    for (const changed of [
      { ...body, campaign: (await createCampaign()).slug },
      { ...body, donor: { ...body.donor, email: uniqueEmail('thief') } },
      { ...body, method: 'simulator' },
    ]) {
      const res = await createOrder(changed, { key, token: first });
      expect(res.status).toBe(409);
      expect(res.body.code).toBe('idempotency_conflict');
    }
    expect(await countOrders(c.id)).toBe(1);
    const row = await orderRow(mine.body.data.reference);
    expect(row).toMatchObject({ donorEmail: body.donor.email, method: 'upi' });
  });

  it('a UTR attached through the API cannot be attached again through the old site’s call, which then writes nothing', async () => {
    const c = await createCampaign();
    const o = await newOrder(c.slug);
    const utr = newUtr();
    expect((await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr } })).status).toBe(200);
    const before = await countOrders(c.id);
    const legacy = await call<{ code: string }>('POST', '/publicApi/createOrderDonatePub', {
      body: { amount: 3000, user_name: 'Copycat', user_email: uniqueEmail(), user_mobile: '9876543210', transaction_id: Number(utr), donationId: c.slug },
    });
    expect(legacy.status).toBe(409);
    expect(legacy.body.code).toBe('utr_used');
    expect(await countOrders(c.id)).toBe(before);
  });

  it('one bank credit confirms one order: a UTR moved to another order after staff saw it does not confirm the first', async () => {
    // The donor pays ₹3,000 once (UTR X) and puts X on order A. Staff open the list and match
    // A's X with the bank statement. Meanwhile the donor "corrects" A to a made-up UTR and puts
    // X on a second order B. Staff confirm A, then later B (X is on the statement): one credit
    // would count twice, with two thank-yous and two 80G receipts.
    const c = await createCampaign();
    const a = await newOrder(c.slug);
    const b = await newOrder(c.slug);
    const x = newUtr();
    await call('POST', `/api/v1/orders/${a.reference}/utr`, { body: { utr: x } });
    const seen = await call<{ data: { reference: string; utr: string }[] }>('GET', '/api/v1/admin/orders/pending', { token: staffToken });
    expect(seen.body.data.find((p) => p.reference === a.reference)?.utr).toBe(x);
    expect((await call('POST', `/api/v1/orders/${a.reference}/utr`, { body: { utr: newUtr() } })).status).toBe(200);
    expect((await call('POST', `/api/v1/orders/${b.reference}/utr`, { body: { utr: x } })).status).toBe(200);

    // Staff confirm A, the UTR they matched in hand: refused, nothing moves.
    const stale = await call<Answer>('POST', `/api/v1/admin/orders/${a.reference}/verify`, { token: staffToken, body: { decision: 'paid', utr: x } });
    expect(stale.status).toBe(409);
    expect(stale.body.code).toBe('utr_changed');
    expect((await orderRow(a.reference))?.status).toBe('pending');
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0 });
    // A decision that names no UTR is not accepted either.
    const blind = await call<Answer>('POST', `/api/v1/admin/orders/${a.reference}/verify`, { token: staffToken, body: { decision: 'paid' } });
    expect(blind.status).toBe(422);
    expect(blind.body.errors?.utr).toBeTruthy();
    // Rejecting A as it was seen is refused the same way (its current UTR was never looked at).
    const staleReject = await call<Answer>('POST', `/api/v1/admin/orders/${a.reference}/verify`, { token: staffToken, body: { decision: 'rejected', utr: x } });
    expect(staleReject.status).toBe(409);
    expect((await orderRow(a.reference))?.status).toBe('pending');

    // X confirms the order that holds it, once.
    const ok = await call<Answer>('POST', `/api/v1/admin/orders/${b.reference}/verify`, { token: staffToken, body: { decision: 'paid', utr: x } });
    expect(ok.status).toBe(200);
    expect(ok.body.data).toMatchObject({ status: 'paid', utr: x });
    expect(await figures(c.id)).toMatchObject({ raised: 3000_00, backers: 1, paidSum: 3000_00, paidCount: 1 });
  });

  it('the /admin/verify page sends the UTR staff saw, and a changed one is refused with a toast', async () => {
    const c = await createCampaign();
    const staffCookie = await loginAs(await registerUser({ role: 'staff' }));
    const o = await newOrder(c.slug);
    const seen = newUtr();
    await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr: seen } });
    const { app } = await getTestApp();
    const page = await app.inject({ url: '/admin/verify', headers: { host: HOST, cookie: `sid=${staffCookie}` } });
    expect(page.body).toMatch(new RegExp(`name="reference" value="${o.reference}"/><input type="hidden" name="utr" value="${seen}"/>`));
    await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr: newUtr() } });
    const res = await postForm('/admin/verify', { reference: o.reference, decision: 'paid', utr: seen }, { cookie: staffCookie });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(gm.utrChanged);
    expect((await orderRow(o.reference))?.status).toBe('pending');
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0 });
  });

  it('a simulator confirmation and failure in parallel end in one state whose figures match its donations', async () => {
    const c = await createCampaign();
    const refs = await Promise.all(Array.from({ length: 4 }, () => newOrder(c.slug, { method: 'simulator' }).then((o) => o.reference)));
    await Promise.all(
      refs.flatMap((ref) =>
        ['failure', 'success', 'failure', 'success'].map((outcome) => call('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome } })),
      ),
    );
    const f = await figures(c.id);
    let paid = 0;
    for (const ref of refs) if ((await orderRow(ref))?.status === 'paid') paid += 1;
    expect(f.paidCount).toBe(paid);
    expect(f.raised).toBe(f.paidSum);
    expect(f.raised).toBe(paid * 3000_00);
    expect(f.backers).toBe(paid);
  });
});

describe('staff rights and the Origin of cookie-authenticated posts', () => {
  it('a cookie-authenticated /admin/verify post without our Origin is refused and the order stays pending', async () => {
    const c = await createCampaign();
    const staffCookie = await loginAs(await registerUser({ role: 'staff' }));
    const o = await newOrder(c.slug);
    const utr = newUtr();
    await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr } });
    const form = { reference: o.reference, decision: 'paid', utr };
    for (const origin of [OTHER, 'null', null]) {
      const res = await postForm('/admin/verify', form, { cookie: staffCookie, origin });
      expect(res.statusCode, String(origin)).toBe(403);
      expect((await orderRow(o.reference))?.status).toBe('pending');
    }
    // A Referer from elsewhere does not stand in for our Origin either.
    const { app } = await getTestApp();
    const viaReferer = await app.inject({
      method: 'POST',
      url: '/admin/verify',
      headers: { host: HOST, cookie: `sid=${staffCookie}`, referer: `${OTHER}/admin/verify`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams(form).toString(),
    });
    expect(viaReferer.statusCode).toBe(403);
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0 });
    // From our own page it works.
    const ok = await postForm('/admin/verify', form, { cookie: staffCookie });
    expect(ok.statusCode).toBe(302);
    expect((await orderRow(o.reference))?.status).toBe('paid');
  });

  it('a cookie-authenticated /checkout or /pay post from another Origin is refused and writes nothing', async () => {
    const c = await createCampaign();
    const donorCookie = await loginAs(await registerUser());
    const checkout = {
      campaign: c.slug,
      amount: '3000',
      user_name: 'Forged',
      user_email: uniqueEmail(),
      user_mobile: '9876543210',
      method: 'simulator',
      idempotency_key: unique('idem'),
    };
    expect((await postForm(`/checkout?campaign=${c.slug}&amount=3000`, checkout, { cookie: donorCookie, origin: OTHER })).statusCode).toBe(403);
    expect((await postForm(`/checkout?campaign=${c.slug}&amount=3000`, checkout, { cookie: donorCookie, origin: null })).statusCode).toBe(403);
    expect(await countOrders(c.id)).toBe(0);
    const o = await newOrder(c.slug, { method: 'simulator' });
    const pay = await postForm(`/pay/${o.reference}`, { intent: 'simulate', outcome: 'success' }, { cookie: donorCookie, origin: OTHER });
    expect(pay.statusCode).toBe(403);
    expect((await orderRow(o.reference))?.status).toBe('created');
  });

  it('a donor (not staff) can neither list nor verify UPI payments, by page or API', async () => {
    const c = await createCampaign();
    const donorToken = await loginAs(await registerUser());
    const o = await newOrder(c.slug);
    const utr = newUtr();
    await call('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr } });
    const { app } = await getTestApp();
    const page = await app.inject({ url: '/admin/verify', headers: { host: HOST, cookie: `sid=${donorToken}` } });
    expect(page.statusCode).toBe(403);
    expect(page.body).not.toContain(o.reference);
    const post = await postForm('/admin/verify', { reference: o.reference, decision: 'paid', utr }, { cookie: donorToken });
    expect(post.statusCode).toBe(403);
    const signedOut = await postForm('/admin/verify', { reference: o.reference, decision: 'paid', utr }, { origin: SAME });
    expect(signedOut.statusCode).toBe(302);
    expect(signedOut.headers.location).toMatch(/^\/login/);
    expect((await call('POST', `/api/v1/admin/orders/${o.reference}/verify`, { token: donorToken, body: { decision: 'paid', utr } })).status).toBe(403);
    expect((await orderRow(o.reference))?.status).toBe('pending');
  });
});

describe('donor text shown to staff and the public is escaped', () => {
  it('a donor name with HTML shows as text at /admin/verify, in the donor lists and on the campaign page', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const name = `<img src=x onerror=alert(1)><script>alert(2)</script>`;
    const upi = await newOrder(c.slug, { donor: { ...donor(), name } });
    await call('POST', `/api/v1/orders/${upi.reference}/utr`, { body: { utr: newUtr() } });
    const sim = await newOrder(c.slug, { method: 'simulator', donor: { ...donor(), name } });
    await call('POST', `/api/v1/payments/simulator/${sim.reference}`, { body: { outcome: 'success' } });
    const verify = await app.inject({ url: '/admin/verify', headers: { host: HOST, cookie: `sid=${staffToken}` } });
    const campaign = await app.inject({ url: `/campaigns/${c.slug}` });
    const success = await app.inject({ url: `/success?order=${sim.reference}` });
    for (const [where, html] of [
      ['/admin/verify', verify.body],
      ['campaign page', campaign.body],
      ['success page', success.body],
    ] as const) {
      expect(html, where).not.toContain('<img src=x');
      expect(html, where).not.toContain('<script>alert');
    }
    expect(verify.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(campaign.body).toContain('&lt;img src=x onerror=alert(1)&gt;');
  });
});

describe('abuse: rate limits', () => {
  let limited: App;
  beforeAll(async () => {
    limited = await buildTestApp({ ORDER_RATE_PER_MINUTE: '3' });
  });
  afterAll(async () => {
    await limited.app.close();
  });

  it('order creation is limited per source, by API, page and the old site’s call alike; another source is not affected', async () => {
    const c = await createCampaign();
    const ip = '203.0.113.7';
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push(
        (await call('POST', '/api/v1/orders', { app: limited.app, ip, body: orderBody(c.slug), headers: { 'idempotency-key': unique('idem') } })).status,
      );
    }
    expect(statuses).toEqual([201, 201, 201]);
    const api = await call<Answer>('POST', '/api/v1/orders', { app: limited.app, ip, body: orderBody(c.slug), headers: { 'idempotency-key': unique('idem') } });
    expect(api.status).toBe(429);
    expect(api.body.code).toBe('rate_limited');
    const legacy = await call('POST', '/publicApi/createOrderDonatePub', {
      app: limited.app,
      ip,
      body: { amount: 3000, user_name: 'A', user_email: uniqueEmail(), user_mobile: '9876543210', transaction_id: newUtr(), donationId: c.id },
    });
    expect(legacy.status).toBe(429);
    const page = await limited.app.inject({
      method: 'POST',
      url: `/checkout?campaign=${c.slug}&amount=3000`,
      remoteAddress: ip,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        campaign: c.slug,
        amount: '3000',
        user_name: 'A',
        user_email: uniqueEmail(),
        user_mobile: '9876543210',
        method: 'upi',
        idempotency_key: unique('idem'),
      }).toString(),
    });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Too many attempts');
    expect(await countOrders(c.id)).toBe(3);
    const elsewhere = await call('POST', '/api/v1/orders', {
      app: limited.app,
      ip: '198.51.100.9',
      body: orderBody(c.slug),
      headers: { 'idempotency-key': unique('idem') },
    });
    expect(elsewhere.status).toBe(201);
  });

  it('UTR submissions are limited to 20 a minute per source', async () => {
    const c = await createCampaign();
    const o = await newOrder(c.slug);
    const ip = '203.0.113.20';
    const statuses: number[] = [];
    for (let i = 0; i < 21; i++)
      statuses.push((await call('POST', `/api/v1/orders/${o.reference}/utr`, { app: limited.app, ip, body: { utr: newUtr() } })).status);
    expect(statuses.slice(0, 20).every((st) => st === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });
});

describe('bad text is a 4xx with its field, never a 500', () => {
  const bad = ['\u0000', '\u0007', '\u001b[31m', '\u007f'];

  it.each(bad.map((b) => [JSON.stringify(b), b]))('the order API refuses %s in every text field', async (_label, b) => {
    const c = await createCampaign();
    const base = orderBody(c.slug);
    const cases: [string, Record<string, unknown>][] = [
      ['campaign', { campaign: `${c.slug}${b}` }],
      ['donor.name', { donor: { ...base.donor, name: `A${b}` } }],
      ['donor.email', { donor: { ...base.donor, email: `a${b}@example.test` } }],
      ['donor.mobile', { donor: { ...base.donor, mobile: `98765${b}43210` } }],
      ['donor.pan', { donor: { ...base.donor, pan: `ABCDE${b}1234F` } }],
      ['donor.address', { donor: { ...base.donor, address: `12 Road${b}` } }],
      ['method', { method: `upi${b}` }],
    ];
    for (const [field, overrides] of cases) {
      const res = await createOrder({ ...base, ...overrides });
      expect(res.status, field).toBe(422);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    const o = await newOrder(c.slug);
    const utr = await call<Answer>('POST', `/api/v1/orders/${o.reference}/utr`, { body: { utr: `12345${b}678901` } });
    expect(utr.status).toBe(422);
    expect(utr.body.errors?.utr).toBeTruthy();
    expect(await countOrders(c.id)).toBe(1);
  });

  it.each(bad.map((b) => [JSON.stringify(b), b]))('the old site’s call refuses %s in every text field', async (_label, b) => {
    const c = await createCampaign();
    const base = { amount: '3000', user_name: 'A', user_email: 'a@example.test', user_mobile: '9876543210', transaction_id: newUtr(), donationId: c.slug };
    for (const field of ['donationId', 'user_name', 'user_email', 'user_mobile', 'transaction_id', 'amount', 'urgent', 'supportusby', 'otherItems'] as const) {
      const value = `${field === 'donationId' ? c.slug : '1'}${b}`;
      const res = await call<{ success: boolean; errors?: Record<string, string> }>('POST', '/publicApi/createOrderDonatePub', {
        body: { ...base, [field]: value },
      });
      expect(res.status, field).toBe(422);
      expect(res.body.success, field).toBe(false);
      expect(Object.keys(res.body.errors ?? {}), field).toContain(field);
    }
    expect(await countOrders(c.id)).toBe(0);
  });

  it.each(bad.map((b) => [JSON.stringify(b), b]))('the checkout and pay forms show %s in any field as a field error, never a 500', async (_label, b) => {
    const c = await createCampaign();
    const base: Record<string, string> = {
      campaign: c.slug,
      amount: '3000',
      items: '',
      tip: '4',
      tip_other: '10',
      urgent: 'other',
      urgent_other: '100',
      total: '3110.00',
      user_name: 'A',
      user_email: 'a@example.test',
      user_mobile: '9876543210',
      pan: 'ABCDE1234F',
      address: '12 Road',
      method: 'upi',
      idempotency_key: unique('idem'),
    };
    for (const field of Object.keys(base)) {
      const res = await postForm(`/checkout?campaign=${c.slug}&amount=3000`, { ...base, idempotency_key: unique('idem'), [field]: `${base[field]}${b}` });
      expect(res.statusCode, field).toBeLessThan(500);
    }
    // Fields that reach the database or a rule name themselves in the answer.
    for (const field of ['campaign', 'user_name', 'user_email', 'user_mobile', 'pan', 'address', 'amount', 'total', 'tip_other', 'urgent_other']) {
      const res = await postForm(`/checkout?campaign=${c.slug}&amount=3000`, { ...base, idempotency_key: unique('idem'), [field]: `${base[field]}${b}` });
      expect(res.statusCode, field).toBe(200);
      expect(res.body, field).toContain('role="alert"');
    }
    expect(await countOrders(c.id)).toBe(0);
    const o = await newOrder(c.slug);
    const payForms: Record<string, string>[] = [
      { intent: 'utr', transaction_id: `12345${b}678901` },
      { intent: `utr${b}`, transaction_id: newUtr() },
      { intent: 'simulate', outcome: `success${b}` },
    ];
    for (const fields of payForms) {
      const res = await postForm(`/pay/${o.reference}`, fields);
      expect(res.statusCode, JSON.stringify(fields)).toBeLessThan(500);
    }
    const staffCookie = await loginAs(await registerUser({ role: 'staff' }));
    for (const fields of [
      { reference: `${o.reference}${b}`, decision: 'paid', utr: newUtr() },
      { reference: o.reference, decision: `paid${b}`, utr: newUtr() },
      { reference: o.reference, decision: 'paid', utr: `12345${b}678901` },
    ]) {
      const res = await postForm('/admin/verify', fields, { cookie: staffCookie });
      expect(res.statusCode, JSON.stringify(fields)).toBe(200);
    }
  });
});
