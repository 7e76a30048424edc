// Giving once through the API: an order is created once per idempotency key, bad input writes
// nothing, and each way of confirming a payment counts the donation exactly once, moving its
// campaign's figures (and only by the campaign amount, never the tip or urgent support).
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { givingMessages as gm, type OrderView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { call, loginAs, messagesTo, registerUser, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, campaignFigures as figures, unique } from '../support/factories.ts';
import { monthOrdersOf, orderBody } from '../support/gifts.ts';

type Answer = { success: boolean; code?: string; message: string; data: OrderView; errors?: Record<string, string> };

let staffToken = '';
beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

async function createOrder(body: unknown, key = unique('idem'), extra: { token?: string } = {}) {
  return call<Answer>('POST', '/api/v1/orders', { body, headers: { 'idempotency-key': key }, ...extra });
}

async function countOrders(campaignId: number): Promise<number> {
  const db = await getDb();
  const [r] = await db
    .select({ n: sql<number>`count(*)::int`.mapWith(Number) })
    .from(s.orders)
    .where(eq(s.orders.campaignId, campaignId));
  return r?.n ?? 0;
}

describe('creating an order', () => {
  it('answers 201 with the reference, the total and the simulator page; a retry with the key answers the same order', async () => {
    const c = await createCampaign();
    const body = orderBody(c.slug, { tipPaise: 600_00, urgentPaise: 1000_00 });
    const key = unique('idem');
    const first = await createOrder(body, key);
    expect(first.status).toBe(201);
    expect(first.body.data).toMatchObject({ status: 'created', method: 'simulator', totalPaise: 4600_00, amountPaise: 3000_00, campaign: { slug: c.slug } });
    expect(first.body.data.reference).toMatch(/^SG[0-9A-Z]{14}$/);
    expect(first.body.data.simulatorUrl).toBe(`http://localhost:3000/pay/${first.body.data.reference}`);
    const again = await createOrder(body, key);
    expect(again.status).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.body.data.reference).toBe(first.body.data.reference);
    expect(await countOrders(c.id)).toBe(1);
  });

  it('the answer is the order as GET shows it, and the row holds what was sent (by slug and by id, signed in)', async () => {
    const c = await createCampaign();
    const user = await registerUser();
    const token = await loginAs(user);
    const db = await getDb();
    for (const [campaign, method] of [
      [c.slug, 'upi'],
      [c.id, 'simulator'],
    ] as const) {
      const donor = { name: 'Asha Verma', email: uniqueEmail('donor').toUpperCase(), mobile: '9876543210', pan: 'abcde1234f', address: '12 MG Road, Pune' };
      const body = orderBody(campaign, { method, donor, tipPaise: 300_00, urgentPaise: 100_00, hideName: true, whatsappUpdates: false });
      const res = await createOrder(body, unique('idem'), { token });
      expect(res.status).toBe(201);
      const shown = await call<Answer>('GET', `/api/v1/orders/${res.body.data.reference}`);
      expect(res.body.data).toEqual(shown.body.data);
      expect(res.body.data.campaign).toEqual({ slug: c.slug, title: c.title });
      const [row] = await db.select().from(s.orders).where(eq(s.orders.reference, res.body.data.reference));
      expect(row).toMatchObject({
        campaignId: c.id,
        userId: user.id,
        amountPaise: 3000_00,
        tipPaise: 300_00,
        urgentPaise: 100_00,
        totalPaise: 3400_00,
        items: [],
        donorName: 'Asha Verma',
        donorEmail: donor.email.toLowerCase(),
        donorMobile: '9876543210',
        donorPan: 'ABCDE1234F',
        donorAddress: '12 MG Road, Pune',
        whatsappUpdates: false,
        hideName: true,
        method,
        status: 'created',
      });
    }
  });

  it('a published campaign past its end is closed; one ending later takes the order', async () => {
    const ended = await createCampaign({ endsAt: new Date(Date.now() - 60_000) });
    const res = await createOrder(orderBody(ended.slug));
    expect(res.status).toBe(422);
    expect(res.body.errors?.campaign).toBe(gm.campaignClosed);
    expect(await countOrders(ended.id)).toBe(0);
    const ending = await createCampaign({ endsAt: new Date(Date.now() + 60_000) });
    expect((await createOrder(orderBody(ending.id))).status).toBe(201);
    expect(await countOrders(ending.id)).toBe(1);
  });

  it('parallel retries with one key make one order', async () => {
    const c = await createCampaign();
    const body = orderBody(c.id);
    const key = unique('idem');
    const answers = await Promise.all(Array.from({ length: 8 }, () => createOrder(body, key)));
    expect(new Set(answers.map((a) => a.body.data.reference)).size).toBe(1);
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    expect(await countOrders(c.id)).toBe(1);
  });

  it('a burst of orders that reach the database together: each answer is its own order, refusals stay refusals', async () => {
    // Concurrent orders are inserted in groups (one statement per group): nothing may leak
    // between the orders of one group, and a refused one must not take its neighbours down.
    const bySlug = await createCampaign();
    const byId = await createCampaign();
    const closed = await createCampaign({ status: 'closed' });
    const sharedKey = unique('idem');
    const shared = orderBody(bySlug.slug, { amountPaise: 4321_00 });
    const sent = [
      ...Array.from({ length: 12 }, (_, i) => ({ body: orderBody(bySlug.slug, { amountPaise: (300 + i) * 100 }), key: unique('idem') })),
      ...Array.from({ length: 6 }, (_, i) => ({ body: orderBody(byId.id, { amountPaise: (400 + i) * 100, tipPaise: i * 100 }), key: unique('idem') })),
      { body: orderBody(closed.slug), key: unique('idem') },
      { body: orderBody(unique('no-such-campaign')), key: unique('idem') },
      { body: shared, key: sharedKey },
      { body: shared, key: sharedKey },
    ];
    const answers = await Promise.all(sent.map((o) => createOrder(o.body, o.key)));

    const made = answers.slice(0, 18);
    for (const [i, a] of made.entries()) {
      const body = sent[i]?.body as ReturnType<typeof orderBody>;
      expect(a.status).toBe(201);
      expect(a.body.data.amountPaise).toBe(body.amountPaise);
      expect(a.body.data.totalPaise).toBe(body.amountPaise + (body.tipPaise as number));
      expect(a.body.data.campaign.slug).toBe(i < 12 ? bySlug.slug : byId.slug);
      const [row] = await (await getDb()).select().from(s.orders).where(eq(s.orders.reference, a.body.data.reference));
      expect(row?.donorEmail).toBe(body.donor.email);
    }
    expect(new Set(made.map((a) => a.body.data.reference)).size).toBe(18);
    expect(answers[18]?.status).toBe(422);
    expect(answers[18]?.body.errors?.campaign).toBe(gm.campaignClosed);
    expect(answers[19]?.status).toBe(422);
    expect(answers[19]?.body.errors?.campaign).toBe(gm.campaignUnknown);
    expect(answers[20]?.body.data.reference).toBe(answers[21]?.body.data.reference);
    expect(answers[20]?.body.data.amountPaise).toBe(4321_00);
    expect(await countOrders(bySlug.id)).toBe(13);
    expect(await countOrders(byId.id)).toBe(6);
    expect(await countOrders(closed.id)).toBe(0);
  });

  it('the same key with a different donation is a 409 and changes nothing', async () => {
    const c = await createCampaign();
    const key = unique('idem');
    await createOrder(orderBody(c.slug), key);
    const other = await createOrder(orderBody(c.slug, { amountPaise: 5000_00 }), key);
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_conflict');
    expect(await countOrders(c.id)).toBe(1);
  });

  it('a retry after the campaign closed still answers the order it made', async () => {
    const c = await createCampaign();
    const body = orderBody(c.slug);
    const key = unique('idem');
    const first = await createOrder(body, key);
    const db = await getDb();
    await db.update(s.campaigns).set({ status: 'closed' }).where(eq(s.campaigns.id, c.id));
    const again = await createOrder(body, key);
    expect(again.status).toBe(200);
    expect(again.body.data.reference).toBe(first.body.data.reference);
    expect((await createOrder(body)).status).toBe(422);
  });

  it('needs an Idempotency-Key', async () => {
    const c = await createCampaign();
    const res = await call<Answer>('POST', '/api/v1/orders', { body: orderBody(c.slug) });
    expect(res.status).toBe(422);
    expect(res.body.errors?.['Idempotency-Key']).toBe(gm.idempotencyKey);
    expect(await countOrders(c.id)).toBe(0);
  });

  const bad: [string, (slug: string, closedSlug: string) => Record<string, unknown>, string][] = [
    ['a fractional amount', (slug) => orderBody(slug, { amountPaise: 3000_00.5 }), 'amountPaise'],
    ['a zero amount', (slug) => orderBody(slug, { amountPaise: 0 }), 'amountPaise'],
    ['a negative amount', (slug) => orderBody(slug, { amountPaise: -3000_00 }), 'amountPaise'],
    ['an amount under ₹300', (slug) => orderBody(slug, { amountPaise: 299_00 }), 'amountPaise'],
    ['an amount given as a string', (slug) => orderBody(slug, { amountPaise: '300000' }), 'amountPaise'],
    ['a total over the limit', (slug) => orderBody(slug, { amountPaise: 9_00_000_00, urgentPaise: 2_00_000_00 }), 'amountPaise'],
    ['an amount beyond safe integers', (slug) => orderBody(slug, { amountPaise: 2 ** 60 }), 'amountPaise'],
    ['a negative tip', (slug) => orderBody(slug, { tipPaise: -1 }), 'tipPaise'],
    ['a tip above the amount', (slug) => orderBody(slug, { tipPaise: 3001_00 }), 'tipPaise'],
    ['a total that does not add up', (slug) => orderBody(slug, { tipPaise: 600_00, totalPaise: 3000_00 }), 'totalPaise'],
    ['an unknown campaign', () => orderBody('no-such-campaign-here'), 'campaign'],
    ['a closed campaign', (_s, closed) => orderBody(closed), 'campaign'],
    ['an empty name', (slug) => orderBody(slug, { donor: { name: ' ', email: 'a@example.test', mobile: '9876543210' } }), 'donor.name'],
    ['a 9-digit mobile', (slug) => orderBody(slug, { donor: { name: 'A', email: 'a@example.test', mobile: '987654321' } }), 'donor.mobile'],
    ['a malformed PAN', (slug) => orderBody(slug, { donor: { name: 'A', email: 'a@example.test', mobile: '9876543210', pan: 'ABCDE12345' } }), 'donor.pan'],
    ['a product of another campaign', (slug) => orderBody(slug, { items: [{ productId: 2_000_000_000, quantity: 1 }] }), 'items'],
    ['an unknown method', (slug) => orderBody(slug, { method: 'cash' }), 'method'],
  ];
  it.each(bad)('refuses %s with a field error and writes nothing', async (_name, make, field) => {
    const c = await createCampaign();
    const closed = await createCampaign({ status: 'closed' });
    const res = await createOrder(make(c.slug, closed.slug));
    expect(res.status).toBe(422);
    expect(res.body.success).toBe(false);
    expect(Object.keys(res.body.errors ?? {})).toContain(field);
    expect(await countOrders(c.id)).toBe(0);
    expect(await countOrders(closed.id)).toBe(0);
  });

  it('a tip of exactly the campaign amount is taken (the largest the checkout allows, as its form says)', async () => {
    const c = await createCampaign();
    const res = await createOrder(orderBody(c.slug, { tipPaise: 3000_00, totalPaise: 6000_00 }));
    expect(res.status).toBe(201);
    expect(res.body.data).toMatchObject({ amountPaise: 3000_00, tipPaise: 3000_00, totalPaise: 6000_00 });
  });

  it('a draft campaign is unknown to donors', async () => {
    const draft = await createCampaign({ status: 'draft' });
    const res = await createOrder(orderBody(draft.slug));
    expect(res.status).toBe(422);
    expect(res.body.errors?.campaign).toBe(gm.campaignUnknown);
  });

  it('with products, the amount must be their total', async () => {
    const c = await createCampaign();
    const db = await getDb();
    const [p] = await db.insert(s.campaignProducts).values({ campaignId: c.id, title: 'Blanket', image: '/m.svg', pricePaise: 450_00, stock: 100 }).returning();
    const wrong = await createOrder(orderBody(c.slug, { amountPaise: 1000_00, items: [{ productId: p?.id, quantity: 2 }] }));
    expect(wrong.status).toBe(422);
    expect(wrong.body.errors?.amountPaise).toBe(gm.itemsMismatch);
    const right = await createOrder(orderBody(c.slug, { amountPaise: 900_00, items: [{ productId: p?.id, quantity: 2 }] }));
    expect(right.status).toBe(201);
    await call('POST', `/api/v1/payments/simulator/${right.body.data.reference}`, { body: { outcome: 'success' } });
    const [after] = await db
      .select({ collected: s.campaignProducts.collected })
      .from(s.campaignProducts)
      .where(eq(s.campaignProducts.id, p?.id ?? 0));
    expect(after?.collected).toBe(2);
  });
});

describe('the simulator', () => {
  it('success confirms once: the campaign gains the amount (not tip or urgent), one backer, a donor-list entry and a thank-you', async () => {
    const c = await createCampaign();
    const email = uniqueEmail('thanks');
    const created = await createOrder(
      orderBody(c.slug, { tipPaise: 600_00, urgentPaise: 1000_00, donor: { name: 'Ravi Kumar', email, mobile: '9123456780' } }),
    );
    const ref = created.body.data.reference;
    const before = await figures(c.id);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => call<Answer>('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome: 'success' } })),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers[0]?.body.data.status).toBe('paid');
    const after = await figures(c.id);
    expect(after.raised).toBe((before.raised ?? 0) + 3000_00);
    expect(after.backers).toBe((before.backers ?? 0) + 1);
    expect(after.raised).toBe(after.paidSum);
    expect(after.backers).toBe(after.paidCount);
    const donors = await call<{ data: { recent: { name: string; amountPaise: number }[] } }>('GET', `/api/v1/campaigns/${c.id}/donors`);
    expect(donors.body.data.recent[0]).toMatchObject({ name: 'Ravi Kumar', amountPaise: 3000_00 });
    const mail = await messagesTo(email);
    expect(mail).toHaveLength(1);
    expect(mail[0]?.subject).toContain('₹4,600');
    expect(mail[0]?.body).toContain(ref);
    // The provider's words for how it was paid: a test payment says so.
    expect(mail[0]?.body).toContain('Mode: Payment simulator (test)');
    expect((await messagesTo('9123456780')).some((m) => m.body.includes(ref))).toBe(true);
  });

  it('a thank-you job run again (retried after failing half way, or after a crash) sends no second email or SMS', async () => {
    const { jobs } = await getTestApp();
    const c = await createCampaign();
    const email = uniqueEmail('thanks-once');
    const mobile = '9123456781';
    const created = await createOrder(orderBody(c.slug, { donor: { name: 'Asha Rao', email, mobile } }));
    const ref = created.body.data.reference;
    await call<Answer>('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome: 'success' } });
    await jobs.drain();
    const [order] = await (await getDb()).select({ id: s.orders.id }).from(s.orders).where(eq(s.orders.reference, ref));
    // The job a second time, as the queue runs it when the first run's end was never recorded.
    await jobs.enqueue('giving-thanks', { orderId: order?.id });
    await jobs.drain();
    expect((await messagesTo(email)).filter((m) => m.body.includes(ref))).toHaveLength(1);
    expect((await messagesTo(mobile)).filter((m) => m.body.includes(ref))).toHaveLength(1);
  });

  it('a hidden name shows as an anonymous donor', async () => {
    const c = await createCampaign();
    const created = await createOrder(orderBody(c.slug, { hideName: true, donor: { name: 'Secret Person', email: uniqueEmail(), mobile: '9876543210' } }));
    await call('POST', `/api/v1/payments/simulator/${created.body.data.reference}`, { body: { outcome: 'success' } });
    const donors = await call<{ data: { recent: { name: string }[] } }>('GET', `/api/v1/campaigns/${c.id}/donors`);
    expect(donors.body.data.recent.map((d) => d.name)).toEqual(['Anonymous donor']);
  });

  it('failure leaves the figures alone; a failure reported after success changes nothing', async () => {
    const c = await createCampaign();
    const a = (await createOrder(orderBody(c.slug))).body.data.reference;
    const failed = await call<Answer>('POST', `/api/v1/payments/simulator/${a}`, { body: { outcome: 'failure' } });
    expect(failed.body.data.status).toBe('failed');
    expect((await figures(c.id)).raised).toBe(0);
    const b = (await createOrder(orderBody(c.slug))).body.data.reference;
    await call('POST', `/api/v1/payments/simulator/${b}`, { body: { outcome: 'success' } });
    const late = await call<Answer>('POST', `/api/v1/payments/simulator/${b}`, { body: { outcome: 'failure' } });
    expect(late.status).toBe(409);
    expect((await call<Answer>('GET', `/api/v1/orders/${b}`)).body.data.status).toBe('paid');
    expect((await figures(c.id)).raised).toBe(3000_00);
  });

  it('is not there in production, nor for an order of another method', async () => {
    const c = await createCampaign();
    const upi = (await createOrder(orderBody(c.slug, { method: 'upi' }))).body.data.reference;
    const res = await call<Answer>('POST', `/api/v1/payments/simulator/${upi}`, { body: { outcome: 'success' } });
    expect(res.status).toBe(404);
    expect((await figures(c.id)).raised).toBe(0);
  });
});

describe('UPI by QR code and UTR', () => {
  it('answers a upi://pay link for the exact total, with our reference', async () => {
    const c = await createCampaign();
    const created = await createOrder(orderBody(c.slug, { method: 'upi', tipPaise: 450_00, urgentPaise: 1000_00 }));
    const d = created.body.data;
    const link = new URL(d.upiUri ?? '');
    expect(link.protocol).toBe('upi:');
    expect(link.searchParams.get('pa')).toBe('sahyogseva@upi');
    expect(link.searchParams.get('pn')).toBe('Sahyog Seva Foundation');
    expect(link.searchParams.get('am')).toBe('4450.00');
    expect(link.searchParams.get('cu')).toBe('INR');
    expect(link.searchParams.get('tr')).toBe(d.reference);
    expect((link.searchParams.get('tn') ?? '').length).toBeLessThanOrEqual(50);
    // The payee's @ as it is (some UPI apps refuse %40), and the charity's merchant category code.
    expect(d.upiUri).toMatch(/^upi:\/\/pay\?pa=sahyogseva@upi&/);
    expect(link.searchParams.get('mc')).toBe('8398');
    expect(d.qrImageUrl).toBe(`http://localhost:3000/api/v1/orders/${d.reference}/qr.png`);
  });

  it('the QR image decodes (zbarimg) to that same upi://pay link', async () => {
    const c = await createCampaign();
    // A real decoder, as a phone's UPI app would read it (.ci/run installs Debian's zbar-tools).
    if (!existsSync('/usr/bin/zbarimg')) throw new Error('zbarimg is missing: apt-get install -y zbar-tools');
    const d = (await createOrder(orderBody(c.slug, { method: 'upi', amountPaise: 9999_00 }))).body.data;
    const { app } = await getTestApp();
    const res = await app.inject({ method: 'GET', url: `/api/v1/orders/${d.reference}/qr.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const dir = await mkdtemp(join(tmpdir(), 'qr-'));
    const file = join(dir, 'qr.png');
    await writeFile(file, res.rawPayload);
    const { stdout } = await promisify(execFile)('/usr/bin/zbarimg', ['--quiet', '--raw', file]);
    expect(stdout.trim()).toBe(d.upiUri);
    expect(stdout).toContain('pa=sahyogseva@upi&');
    expect(stdout).toContain('mc=8398');
    expect(new URL(stdout.trim()).searchParams.get('am')).toBe('9999.00');
  });

  it('UTR → pending → staff confirm: paid once, figures moved; the same UTR cannot serve another order', async () => {
    const c = await createCampaign();
    const email = uniqueEmail('upi-thanks');
    const ref = (await createOrder(orderBody(c.slug, { method: 'upi', donor: { name: 'Asha Rao', email, mobile: '9123456781' } }))).body.data.reference;
    const malformed = await call<Answer>('POST', `/api/v1/orders/${ref}/utr`, { body: { utr: '12345' } });
    expect(malformed.status).toBe(422);
    expect(malformed.body.errors?.utr).toBe(gm.utrFormat);
    const utr = String(Date.now()).slice(-12).padStart(12, '4');
    const pending = await call<Answer>('POST', `/api/v1/orders/${ref}/utr`, { body: { utr } });
    expect(pending.status).toBe(200);
    expect(pending.body.data).toMatchObject({ status: 'pending', utr });
    expect((await figures(c.id)).raised).toBe(0);

    const other = (await createOrder(orderBody(c.slug, { method: 'upi' }))).body.data.reference;
    const reused = await call<Answer>('POST', `/api/v1/orders/${other}/utr`, { body: { utr } });
    expect(reused.status).toBe(409);
    expect(reused.body.code).toBe('utr_used');

    const list = await call<{ data: { reference: string; utr: string }[] }>('GET', '/api/v1/admin/orders/pending', { token: staffToken });
    expect(list.body.data.find((p) => p.reference === ref)?.utr).toBe(utr);

    const ok = await call<Answer>('POST', `/api/v1/admin/orders/${ref}/verify`, { token: staffToken, body: { decision: 'paid', utr } });
    expect(ok.body.data.status).toBe('paid');
    const again = await call<Answer>('POST', `/api/v1/admin/orders/${ref}/verify`, { token: staffToken, body: { decision: 'paid', utr } });
    expect(again.status).toBe(200);
    const f = await figures(c.id);
    expect(f).toMatchObject({ raised: 3000_00, backers: 1, paidSum: 3000_00, paidCount: 1 });
    // Thanked once, naming the UTR the bank statement matched.
    const thanks = (await messagesTo(email)).filter((m) => m.channel === 'email');
    expect(thanks).toHaveLength(1);
    expect(thanks[0]?.body).toContain(`Mode: UPI (UTR ${utr})`);
    const reject = await call<Answer>('POST', `/api/v1/admin/orders/${ref}/verify`, { token: staffToken, body: { decision: 'rejected', utr } });
    expect(reject.status).toBe(409);
  });

  it('staff rejecting a UTR fails the order and moves nothing', async () => {
    const c = await createCampaign();
    const ref = (await createOrder(orderBody(c.slug, { method: 'upi' }))).body.data.reference;
    const utr = `7${String(Date.now()).slice(-11)}`;
    await call('POST', `/api/v1/orders/${ref}/utr`, { body: { utr } });
    const r = await call<Answer>('POST', `/api/v1/admin/orders/${ref}/verify`, { token: staffToken, body: { decision: 'rejected', utr } });
    expect(r.body.data.status).toBe('failed');
    expect((await figures(c.id)).raised).toBe(0);
  });

  it('only staff verify: signed out 401, a donor 403', async () => {
    const c = await createCampaign();
    const ref = (await createOrder(orderBody(c.slug, { method: 'upi' }))).body.data.reference;
    expect((await call('POST', `/api/v1/admin/orders/${ref}/verify`, { body: { decision: 'paid', utr: '123456789012' } })).status).toBe(401);
    const donor = await loginAs(await registerUser());
    expect((await call('POST', `/api/v1/admin/orders/${ref}/verify`, { token: donor, body: { decision: 'paid', utr: '123456789012' } })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/orders/pending', { token: donor })).status).toBe(403);
  });
});

describe('the ledger', () => {
  it('concurrent confirmations of many orders keep every campaign total equal to its paid donations', async () => {
    const c = await createCampaign();
    const refs: string[] = [];
    for (let i = 0; i < 6; i++) refs.push((await createOrder(orderBody(c.slug, { amountPaise: (300 + i) * 100 }))).body.data.reference);
    await Promise.all(refs.flatMap((r) => [1, 2, 3].map(() => call('POST', `/api/v1/payments/simulator/${r}`, { body: { outcome: 'success' } }))));
    const f = await figures(c.id);
    expect(f.paidCount).toBe(6);
    expect(f.raised).toBe(f.paidSum);
    expect(f.raised).toBe((300 + 301 + 302 + 303 + 304 + 305) * 100);
    expect(f.backers).toBe(6);
  });

  it('a refund takes the donation out of the campaign’s figures', async () => {
    const c = await createCampaign();
    const ref = (await createOrder(orderBody(c.slug))).body.data.reference;
    await call('POST', `/api/v1/payments/simulator/${ref}`, { body: { outcome: 'success' } });
    const { app } = await getTestApp();
    const r = await app.payments.refund(ref, 'test');
    expect(r.order.status).toBe('refunded');
    expect(await figures(c.id)).toMatchObject({ raised: 0, backers: 0, paidSum: 0, paidCount: 0 });
    expect((await app.payments.refund(ref, 'test')).changed).toBe(false);
    expect((await figures(c.id)).raised).toBe(0);
  });

  it('GET /api/v1/orders/:reference shows no donor details; an unknown reference is a 404', async () => {
    const c = await createCampaign();
    const email = uniqueEmail('private');
    const ref = (await createOrder(orderBody(c.slug, { donor: { name: 'Private Person', email, mobile: '9000000001', pan: 'ABCDE1234F' } }))).body.data
      .reference;
    const res = await call<Answer>('GET', `/api/v1/orders/${ref}`);
    expect(res.status).toBe(200);
    expect(res.text).not.toContain(email);
    expect(res.text).not.toContain('9000000001');
    expect(res.text).not.toContain('ABCDE1234F');
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect((await call('GET', '/api/v1/orders/SG00000000000000')).status).toBe(404);
    expect((await call('GET', '/api/v1/orders/not-a-reference')).status).toBe(422);
  });
});

describe('orders left at the checkout', () => {
  const DAY = 24 * 60 * 60_000;

  it('are cancelled a week on; a younger one and a UTR waiting for staff stay; money arriving later still counts', async () => {
    const c = await createCampaign();
    const db = await getDb();
    const make = async (method: string) => (await createOrder(orderBody(c.slug, { method }))).body.data.reference;
    const [abandoned, young, waiting] = [await make('simulator'), await make('simulator'), await make('upi')];
    const utr = String(Math.floor(1e11 + Math.random() * 9e11));
    expect((await call('POST', `/api/v1/orders/${waiting}/utr`, { body: { utr } })).status).toBe(200);
    const age = (ref: string, days: number) =>
      db
        .update(s.orders)
        .set({ createdAt: new Date(Date.now() - days * DAY) })
        .where(eq(s.orders.reference, ref));
    // A monthly gift's first month, asked for as long ago: the monthly sweep's, not this job's.
    const gift = await call<{ data: { subscription: { reference: string } } }>('POST', '/api/v1/subscriptions', {
      body: { campaignId: c.id, name: 'Kavya Menon', email: uniqueEmail('monthly'), mobile: '9876543210', amountPaise: 3000_00, whatsappUpdates: false },
      headers: { 'idempotency-key': unique('monthly') },
    });
    expect(gift.status, gift.text).toBe(201);
    const [sub] = await db.select().from(s.subscriptions).where(eq(s.subscriptions.reference, gift.body.data.subscription.reference));
    const [month] = await monthOrdersOf(sub?.id ?? 0);
    const monthly = month?.reference ?? '';
    await age(abandoned, 8);
    await age(young, 6);
    await age(waiting, 8);
    await age(monthly, 8);

    const { app } = await getTestApp();
    expect(await app.payments.cancelAbandoned()).toBeGreaterThanOrEqual(1);
    const status = async (ref: string) => (await call<Answer>('GET', `/api/v1/orders/${ref}`)).body.data.status;
    expect([await status(abandoned), await status(young), await status(waiting), await status(monthly)]).toEqual([
      'cancelled',
      'created',
      'pending',
      'created',
    ]);
    expect((await figures(c.id)).raised).toBe(0);

    // The donor paid after all: the money is recorded, once.
    const late = await call<Answer>('POST', `/api/v1/payments/simulator/${abandoned}`, { body: { outcome: 'success' } });
    expect(late.body.data.status).toBe('paid');
    expect(await figures(c.id)).toMatchObject({ raised: 3000_00, backers: 1, paidCount: 1 });
    await app.payments.cancelAbandoned();
    expect(await status(abandoned)).toBe('paid');
    // A module giving up its standing orders cannot give up a checkout's by mistake (an
    // attacker's probe, issue 44): only the month's order is cancelled of the two handed in.
    const [young_, month_] = await Promise.all([app.payments.row(young), app.payments.row(monthly)]);
    const given = await db.transaction((tx) => app.payments.cancelUnpaid(tx, [young_?.id ?? 0, month_?.id ?? 0], 'test', 'test'));
    expect(given).toBe(1);
    expect([await status(young), await status(monthly)]).toEqual(['created', 'cancelled']);
  });

  it('one run cancels every order left, however many batches they take (issue 22)', async () => {
    const c = await createCampaign();
    const db = await getDb();
    const refs: string[] = [];
    for (let i = 0; i < 5; i++) refs.push((await createOrder(orderBody(c.slug, { method: 'simulator' }))).body.data.reference);
    for (const ref of refs)
      await db
        .update(s.orders)
        .set({ createdAt: new Date(Date.now() - 8 * DAY) })
        .where(eq(s.orders.reference, ref));
    const { app } = await getTestApp();
    // Batches of two: five orders take three, in one run.
    expect(await app.payments.cancelAbandoned(new Date(), 2)).toBeGreaterThanOrEqual(5);
    for (const ref of refs) expect((await call<Answer>('GET', `/api/v1/orders/${ref}`)).body.data.status, ref).toBe('cancelled');
  });

  it('the hourly job keeps one run waiting, which queues the next when it runs', async () => {
    const { app, jobs } = await getTestApp();
    const db = await getDb();
    const waiting = () =>
      db
        .select()
        .from(s.jobs)
        .where(and(eq(s.jobs.queue, 'giving-abandoned-orders'), eq(s.jobs.attempts, 0)));
    await app.payments.ensureAbandonedSweep();
    await app.payments.ensureAbandonedSweep();
    expect(await waiting()).toHaveLength(1);
    await jobs.drain();
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect((next[0]?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(50 * 60_000);
  });
});

describe('the old site’s order call', () => {
  it('POST /publicApi/createOrderDonatePub records a UPI donation awaiting verification', async () => {
    const c = await createCampaign();
    const utr = `8${String(Date.now()).slice(-11)}`;
    const res = await call<{ success: boolean; message: string; reference: string }>('POST', '/publicApi/createOrderDonatePub', {
      body: {
        amount: 3960,
        user_name: 'Old Client',
        user_email: uniqueEmail('legacy'),
        user_mobile: '9876501234',
        transaction_id: utr,
        urgent: 0,
        supportusby: 360,
        donationId: String(c.id),
        otherItems: '[]',
      },
    });
    expect(res.status).toBe(201);
    expect(res.body).toMatchObject({ success: true, message: gm.legacyCreated });
    const view = await call<Answer>('GET', `/api/v1/orders/${res.body.reference}`);
    expect(view.body.data).toMatchObject({ status: 'pending', method: 'upi', amountPaise: 3600_00, tipPaise: 360_00, totalPaise: 3960_00, utr });
  });

  it('answers the spec’s messages in its order, and a used UTR writes nothing', async () => {
    const c = await createCampaign();
    const noName = await call<{ success: boolean; message: string }>('POST', '/publicApi/createOrderDonatePub', {
      body: { amount: 3000, user_email: '', user_mobile: '', transaction_id: '', donationId: c.id },
    });
    expect(noName.status).toBe(422);
    expect(noName.body).toMatchObject({ success: false, message: gm.enterName });
    const noTxn = await call<{ success: boolean; message: string }>('POST', '/publicApi/createOrderDonatePub', {
      body: { amount: 3000, user_name: 'A', user_email: 'a@example.test', user_mobile: '9876543210', donationId: c.id },
    });
    expect(noTxn.body.message).toBe(gm.enterTransactionId);
    const utr = `6${String(Date.now()).slice(-11)}`;
    const body = { amount: 3000, user_name: 'A', user_email: 'a@example.test', user_mobile: '9876543210', transaction_id: utr, donationId: c.id };
    expect((await call('POST', '/publicApi/createOrderDonatePub', { body })).status).toBe(201);
    const dup = await call<{ success: boolean; code: string }>('POST', '/publicApi/createOrderDonatePub', { body });
    expect(dup.status).toBe(409);
    expect(dup.body.code).toBe('utr_used');
    expect(await countOrders(c.id)).toBe(1);
  });
});

describe('cached pages after a payment', () => {
  it('the public cache is cleared when a payment moves a campaign’s figures', async () => {
    const built = await buildTestApp({ PAGE_CACHE_SECONDS: '60' });
    try {
      const address = await built.app.listen({ port: 0, host: '127.0.0.1' });
      const c = await createCampaign();
      const url = `${address}/api/v1/campaigns/${c.id}`;
      const raised = async () => ((await (await fetch(url)).json()) as { data: { raisedPaise: number } }).data.raisedPaise;
      expect(await raised()).toBe(0);
      // Served from the cache now: a write that bypasses the app is not seen.
      expect(await raised()).toBe(0);
      const created = await fetch(`${address}/api/v1/orders`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': unique('idem') },
        body: JSON.stringify(orderBody(c.slug)),
      });
      const ref = ((await created.json()) as Answer).data.reference;
      await fetch(`${address}/api/v1/payments/simulator/${ref}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ outcome: 'success' }),
      });
      expect(await raised()).toBe(3000_00);
    } finally {
      await built.app.close();
    }
  });
});
