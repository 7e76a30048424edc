// Monthly giving as donors, staff and Razorpay use it: the first month paid by UPI makes the
// gift active; notices a day ahead and each month's UPI reminder come from the sweep, once per
// month even with two processes; the manage link pauses, changes and cancels without signing in;
// with a gateway, Razorpay's recorded subscription events (each delivered twice) move the states
// and each charge is one paid donation of its month.
import { createHmac, randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { dueAt, monthlyMessages as mm, monthlyText, nextPeriod, periodOf, periodStart, type SubscriptionView } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { App } from '../../apps/server/src/app.ts';
import type {} from '../../apps/server/src/modules/monthly/index.ts';
import { type Answer, call, loginAs, messagesTo, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { buildTestApp, getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { campaignFigures, createCampaign, unique } from '../support/factories.ts';
import { monthOrdersOf } from '../support/gifts.ts';
import { whileHeld } from '../support/locks.ts';
import { type RazorpayStandin, razorpayId, startRazorpayStandin } from '../support/razorpay-standin.ts';

type Started = { subscription: SubscriptionView; next: string };

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

let staffToken = '';

beforeAll(async () => {
  await getTestApp();
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

const body = (campaignId: number, overrides: Record<string, unknown> = {}) => ({
  campaignId,
  name: 'Kavya Menon',
  email: uniqueEmail('monthly'),
  mobile: '9876543210',
  amountPaise: 3000_00,
  whatsappUpdates: true,
  ...overrides,
});

async function start(b: Record<string, unknown>, opts: { app?: FastifyInstance; key?: string; token?: string } = {}) {
  return call<Answer<Started>>('POST', '/api/v1/subscriptions', {
    body: b,
    headers: { 'idempotency-key': opts.key ?? unique('monthly-key') },
    ...(opts.app ? { app: opts.app } : {}),
    ...(opts.token ? { token: opts.token } : {}),
  });
}

async function subRow(reference: string) {
  const [row] = await (await getDb()).select().from(s.subscriptions).where(eq(s.subscriptions.reference, reference));
  if (!row) throw new Error(`no subscription ${reference}`);
  return row;
}

async function monthOrders(reference: string) {
  const row = await subRow(reference);
  return monthOrdersOf(row.id);
}

/** The donor pays the month's UPI order and staff match its UTR with the bank statement. */
async function payByUpi(orderReference: string) {
  const utr = String(Math.floor(1e11 + Math.random() * 9e11));
  const sent = await call('POST', `/api/v1/orders/${orderReference}/utr`, { body: { utr } });
  expect(sent.status, sent.text).toBe(200);
  const ok = await call('POST', `/api/v1/admin/orders/${orderReference}/verify`, { token: staffToken, body: { decision: 'paid', utr } });
  expect(ok.status, ok.text).toBe(200);
  await (await getTestApp()).jobs.drain();
}

/** An active reminder-mode gift: started through the API, its first month paid. */
async function activeGift(overrides: Record<string, unknown> = {}) {
  const campaign = await createCampaign();
  const b = body(campaign.id, overrides);
  const res = await start(b);
  expect(res.status, res.text).toBe(201);
  const ref = res.body.data.subscription.reference;
  const [first] = await monthOrders(ref);
  if (!first) throw new Error('no first month');
  await payByUpi(first.reference);
  const row = await subRow(ref);
  const key = row.manageToken;
  return { campaign, email: b.email as string, ref, key, row, first };
}

const sweep = async (now: Date, app?: App) => (app ?? (await getTestApp())).app.monthly.sweep(now);

/** What this gift has been sent so far (other tests' gifts share the database and the sweep). */
async function sent(reference: string) {
  const row = await subRow(reference);
  const notes = await (await getDb()).select().from(s.subscriptionNotices).where(eq(s.subscriptionNotices.subscriptionId, row.id));
  return { notices: notes.filter((n) => n.kind === 'notice').length, reminders: notes.filter((n) => n.kind === 'reminder').length };
}
/** A change asked through the manage link's key, or by the signed-in donor's token. */
const act = (ref: string, b: Record<string, unknown>, token?: string) =>
  call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${ref}/actions`, { body: b, ...(token ? { token } : {}) });
const mails = async (email: string, subject: RegExp) => (await messagesTo(email)).filter((m) => subject.test(m.subject));

describe('starting a monthly gift (no gateway: UPI reminders)', () => {
  it('refuses what the form refuses, with the field and the spec’s message, and stores nothing', async () => {
    const campaign = await createCampaign();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ amountPaise: 299_00 }, 'amountPaise', mm.minimum],
      [{ amountPaise: 500_50 }, 'amountPaise', mm.digitsOnly],
      [{ mobile: '98765' }, 'mobile', 'Mobile number must be 10 digits'],
      [{ name: '' }, 'name', 'Please enter name'],
      [{ campaignId: 99_999_999 }, 'campaignId', mm.causeUnavailable],
    ];
    const before = (await (await getDb()).select().from(s.subscriptions)).length;
    for (const [override, field, message] of cases) {
      const res = await start(body(campaign.id, override));
      expect(res.status, JSON.stringify(override)).toBe(422);
      expect(res.body.errors?.[field]).toBe(message);
    }
    const draft = await createCampaign({ status: 'draft' });
    expect((await start(body(draft.id))).body.errors?.campaignId).toBe(mm.causeUnavailable);
    expect((await (await getDb()).select().from(s.subscriptions)).length).toBe(before);
  });

  it('sends the donor to pay the first month by UPI, and one resent form is one gift', async () => {
    const campaign = await createCampaign();
    const b = body(campaign.id, { amountPaise: 500_00 });
    const key = unique('same');
    const first = await start(b, { key });
    expect(first.status, first.text).toBe(201);
    const again = await start(b, { key });
    expect(again.body.data.subscription.reference).toBe(first.body.data.subscription.reference);
    // The same page sent again with another amount is another gift, not the old one.
    const other = await start({ ...b, amountPaise: 700_00 }, { key });
    expect(other.body.data.subscription.reference).not.toBe(first.body.data.subscription.reference);

    const sub = first.body.data.subscription;
    expect(sub).toMatchObject({ status: 'created', mode: 'reminder', amountPaise: 500_00, paidMonths: 0 });
    expect(first.body.data.next).toBe(`/pay/${sub.payReference}`);
    const order = await call<Answer<{ status: string; totalPaise: number; method: string; upiUri?: string }>>('GET', `/api/v1/orders/${sub.payReference}`);
    expect(order.body.data).toMatchObject({ status: 'created', totalPaise: 500_00, method: 'upi' });
    expect(order.body.data.upiUri).toContain('am=500.00');
    // Nothing is said to the donor until the first month is paid.
    expect(await messagesTo(b.email)).toHaveLength(0);
  });

  it('a form resent long after gives no manage key: only the donor’s email carries it (attacker probe F7)', async () => {
    const campaign = await createCampaign();
    const b = body(campaign.id);
    const key = unique('resent');
    const first = await start(b, { key });
    const ref = first.body.data.subscription.reference;
    const [month] = await monthOrders(ref);
    await payByUpi(month?.reference ?? '');
    const row = await subRow(ref);
    // A double press, moments later: the same next step, the gift's page with its key.
    expect((await start(b, { key })).body.data.next).toBe(`/subscriptions/${ref}?key=${row.manageToken}`);
    await (await getDb())
      .update(s.subscriptions)
      .set({ createdAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(s.subscriptions.id, row.id));
    const later = await start(b, { key });
    expect(later.body.data.subscription.reference).toBe(ref);
    expect(later.body.data.next).toBe(`/subscriptions/${ref}`);
    expect(JSON.stringify(later.body)).not.toContain(row.manageToken);
  });

  it('becomes active when the first month is paid: the gift is a monthly donation, and the welcome carries the manage link', async () => {
    const donor = await registerUser();
    const token = await loginAs(donor);
    const g = await activeGift({ email: donor.email });
    expect(g.row.status).toBe('active');
    // The next month is due on the same day next month, at 09:00 IST.
    expect(g.row.nextPeriod).toBe(nextPeriod(periodOf(g.row.createdAt)));
    expect(g.row.nextDueAt?.toISOString()).toBe(dueAt(g.row.nextPeriod ?? '', g.row.anchorDay).toISOString());
    const [welcome] = await mails(donor.email, /has started/);
    expect(welcome?.body).toContain(`/subscriptions/${g.ref}?key=${g.key}`);
    const [thanks] = await mails(donor.email, /Thank you for your donation/);
    expect(thanks?.body).toContain(`?key=${g.key}`);

    const mine = await call<Answer<{ kind: string; subscriptionId: string | null; amountPaise: number }[]>>('GET', '/api/v1/me/donations', { token });
    expect(mine.body.data).toEqual([expect.objectContaining({ kind: 'monthly', subscriptionId: g.ref, amountPaise: 3000_00 })]);
    const subs = await call<Answer<SubscriptionView[]>>('GET', '/api/v1/me/subscriptions', { token });
    expect(subs.body.data).toEqual([expect.objectContaining({ reference: g.ref, status: 'active', paidMonths: 1, payReference: null })]);
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 3000_00, backers: 1, paidSum: 3000_00 });
  });
});

describe('each month: a notice a day ahead, then the UPI reminder, once', () => {
  it('sends the notice three days ahead and the reminder on the day, each once however often it sweeps', async () => {
    const g = await activeGift();
    const due = g.row.nextDueAt as Date;
    const period = g.row.nextPeriod as string;
    await sweep(new Date(due.getTime() - 4 * DAY));
    expect(await sent(g.ref)).toEqual({ notices: 0, reminders: 0 });
    await sweep(new Date(due.getTime() - 2 * DAY));
    await sweep(new Date(due.getTime() - 2 * DAY + HOUR));
    const notices = await mails(g.email, /your monthly gift of ₹3,000 on/);
    expect(notices).toHaveLength(1);
    expect(notices[0]?.body).toMatch(/Amount: ₹3,000/);
    expect(notices[0]?.body).toContain(g.ref);
    expect(notices[0]?.body).toContain(`?key=${g.key}`);
    expect(await monthOrders(g.ref)).toHaveLength(1);

    await sweep(new Date(due.getTime() + 60_000));
    await sweep(new Date(due.getTime() + 2 * 60_000));
    const orders = await monthOrders(g.ref);
    expect(orders.map((o) => [o.period, o.status, o.totalPaise])).toEqual([
      [periodOf(g.row.createdAt), 'paid', 3000_00],
      [period, 'created', 3000_00],
    ]);
    const reminders = await mails(g.email, /: your monthly gift of ₹3,000 to /);
    expect(reminders).toHaveLength(1);
    expect(reminders[0]?.body).toContain(`/pay/${orders[1]?.reference}`);
    expect(reminders[0]?.body).toContain('upi://pay?');
    // Opted in to updates: the reminder goes by SMS too.
    expect((await messagesTo('9876543210')).some((m) => m.body.includes(`/pay/${orders[1]?.reference}`))).toBe(true);
    const after = await subRow(g.ref);
    expect(after.nextPeriod).toBe(nextPeriod(period));
  });

  it('one run sends every notice due, however many batches they take (one batch of 500 a run kept 48,000 a day waiting; issue 22)', async () => {
    const gifts = [];
    for (let i = 0; i < 5; i++) gifts.push(await activeGift());
    const latest = Math.max(...gifts.map((g) => (g.row.nextDueAt as Date).getTime()));
    // Batches of two: five gifts due take three of them, in one run.
    await (await getTestApp()).app.monthly.sweep(new Date(latest - 2 * DAY), { batchSize: 2 });
    for (const g of gifts) expect(await sent(g.ref), g.ref).toEqual({ notices: 1, reminders: 0 });
  });

  /** Sweeps through the gift's next month: its notice two days ahead, then its day. */
  async function month(ref: string) {
    const due = (await subRow(ref)).nextDueAt as Date;
    await sweep(new Date(due.getTime() - 2 * DAY));
    await sweep(new Date(due.getTime() + 60_000));
  }

  it('three months asked for and none paid stop the reminders: the donor is told once, owes nothing, and may resume', async () => {
    const g = await activeGift();
    for (let i = 0; i < 3; i++) await month(g.ref);
    expect(await sent(g.ref)).toEqual({ notices: 3, reminders: 3 });
    expect((await monthOrders(g.ref)).map((o) => o.status)).toEqual(['paid', 'created', 'created', 'created']);

    // The fourth month: no notice, no reminder; the gift stops and the months asked are not owed.
    const fourth = (await subRow(g.ref)).nextDueAt as Date;
    await month(g.ref);
    await sweep(new Date(fourth.getTime() + 40 * DAY));
    expect(await sent(g.ref)).toEqual({ notices: 3, reminders: 3 });
    const halted = await subRow(g.ref);
    expect(halted.status).toBe('halted');
    expect((await monthOrders(g.ref)).map((o) => o.status)).toEqual(['paid', 'cancelled', 'cancelled', 'cancelled']);
    const told = await mails(g.email, /stopped the reminders/);
    expect(told).toHaveLength(1);
    expect(told[0]?.body).toContain('You owe nothing');
    expect(told[0]?.body).toContain(`?key=${g.key}`);
    const page = await call<Answer<SubscriptionView>>('GET', `/api/v1/subscriptions/${g.ref}?key=${g.key}`);
    expect(page.body.data.status).toBe('halted');

    // Resumed, it asks again from the next month, and the old unpaid months do not stop it again.
    expect((await act(g.ref, { action: 'resume', key: g.key })).body.data.status).toBe('active');
    await month(g.ref);
    expect(await sent(g.ref)).toEqual({ notices: 4, reminders: 4 });
    expect((await subRow(g.ref)).status).toBe('active');
  });

  it('a month whose UTR waits for staff counts as given: the reminders go on', async () => {
    const g = await activeGift();
    await month(g.ref);
    const [, second] = await monthOrders(g.ref);
    const utr = String(Math.floor(1e11 + Math.random() * 9e11));
    expect((await call('POST', `/api/v1/orders/${second?.reference}/utr`, { body: { utr } })).status).toBe(200);
    await month(g.ref);
    await month(g.ref);
    await month(g.ref);
    expect((await subRow(g.ref)).status).toBe('active');
    expect(await sent(g.ref)).toEqual({ notices: 4, reminders: 4 });
  });

  it('a notice sent late (the server was down) holds the reminder for a full day after it', async () => {
    const g = await activeGift();
    const due = g.row.nextDueAt as Date;
    const late = new Date(due.getTime() + 2 * HOUR);
    await sweep(late);
    expect(await sent(g.ref)).toEqual({ notices: 1, reminders: 0 });
    await sweep(new Date(late.getTime() + 23 * HOUR));
    expect(await sent(g.ref)).toEqual({ notices: 1, reminders: 0 });
    await sweep(new Date(late.getTime() + DAY + 60_000));
    expect(await sent(g.ref)).toEqual({ notices: 1, reminders: 1 });
  });

  it('two processes sweeping one database at once ask for each month once', async () => {
    const g = await activeGift();
    const due = g.row.nextDueAt as Date;
    const second = await buildTestApp({});
    try {
      const when = [new Date(due.getTime() - 2 * DAY), new Date(due.getTime() + 60_000)];
      for (const at of when) {
        await Promise.all([sweep(at), sweep(at, second), sweep(at), sweep(at, second)]);
        expect(await sent(g.ref)).toEqual(at < due ? { notices: 1, reminders: 0 } : { notices: 1, reminders: 1 });
      }
      await second.jobs.drain();
    } finally {
      await second.app.close();
    }
    expect(await monthOrders(g.ref)).toHaveLength(2);
    expect(await mails(g.email, /your monthly gift of ₹3,000 on/)).toHaveLength(1);
    expect(await mails(g.email, /: your monthly gift of ₹3,000 to /)).toHaveLength(1);
  });

  it('two payments made for one month at the same moment: the month keeps one, the other is undone whole', async () => {
    // Both have looked for the month and found none before either records it (PostgreSQL: both
    // wait on the subscription's row the test holds, then go together); the one that records the
    // month second finds it taken and its payment is rolled back with it.
    const g = await activeGift();
    const app = await getApp();
    const period = '2031-03';
    const hashes = [unique('race-month'), unique('race-month')];
    const attempt = (requestHash: string) => () =>
      app.monthly.months.open(app.platform.db, g.row.id, period, async (tx) => {
        await tx.execute(sql`select id from subscriptions where id = ${g.row.id} for update`);
        return app.payments.openMonth(tx, {
          requestHash,
          campaignId: g.row.campaignId,
          userId: null,
          amountPaise: g.row.amountPaise,
          donorName: g.row.donorName,
          donorEmail: g.row.donorEmail,
          donorMobile: g.row.donorMobile,
          whatsappUpdates: false,
          method: 'upi',
          language: 'en',
        });
      });
    const made = await whileHeld('select id from subscriptions where id = $1 for update', [g.row.id], hashes.map(attempt));
    const won = made.filter((m) => m !== null);
    expect(won).toHaveLength(1);
    const months = await monthOrdersOf(g.row.id, period);
    expect(months.map((m) => m.id)).toEqual([won[0]?.id]);
    // The loser's payment is not there to be paid: only the winner's request made an order.
    const orders = await (await getDb()).select({ hash: s.orders.requestHash }).from(s.orders).where(inArray(s.orders.requestHash, hashes));
    expect(orders).toHaveLength(1);
  });

  it('keeps one sweep waiting in the job queue, which queues the next when it runs', async () => {
    const { app, jobs } = await getTestApp();
    const db = await getDb();
    const waiting = () =>
      db
        .select()
        .from(s.jobs)
        .where(and(eq(s.jobs.queue, 'monthly-sweep'), eq(s.jobs.attempts, 0)));
    await app.monthly.ensureSweepScheduled();
    await app.monthly.ensureSweepScheduled();
    expect((await waiting()).length).toBe(1);
    await jobs.drain();
    const next = await waiting();
    expect(next).toHaveLength(1);
    expect((next[0]?.runAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(10 * 60_000);
  });
});

describe('the manage link: pause, change, stop without signing in', () => {
  it('opens only with its own key', async () => {
    const g = await activeGift();
    const other = await activeGift();
    expect((await call<Answer<SubscriptionView>>('GET', `/api/v1/subscriptions/${g.ref}?key=${g.key}`)).body.data.reference).toBe(g.ref);
    const wrong = await call<Answer>('GET', `/api/v1/subscriptions/${g.ref}?key=${other.key}`);
    expect(wrong.status).toBe(410);
    expect(wrong.body.message).toBe(mm.linkInvalid);
    expect((await act(g.ref, { action: 'cancel', key: other.key })).status).toBe(410);
    // Without a key, only the signed-in donor whose gift it is.
    expect((await act(g.ref, { action: 'cancel' })).status).toBe(401);
    const stranger = await loginAs(await registerUser());
    expect((await act(g.ref, { action: 'cancel' }, stranger)).status).toBe(404);
    expect((await subRow(g.ref)).status).toBe('active');
    // The page says the same to a stranger, and shows the gift to the link's holder.
    const refused = await (await getTestApp()).app.inject({ url: `/subscriptions/${g.ref}?key=${other.key}` });
    expect(refused.statusCode).toBe(404);
    // A short heading, then what to do: the latest email's link, or signing in.
    expect(refused.body).toMatch(new RegExp(`<h1[^>]*>${monthlyText.manageLinkInvalidTitle}</h1>`));
    expect(refused.body).toContain(mm.linkInvalid);
    const page = await (await getTestApp()).app.inject({ url: `/subscriptions/${g.ref}?key=${g.key}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('₹3,000');
  });

  it('refuses a key that differs from its own only in its last characters (issue 21)', async () => {
    const g = await activeGift();
    const swap = (c: string) => (c === 'A' ? 'B' : 'A');
    const near = [`${g.key.slice(0, -1)}${swap(g.key.slice(-1))}`, `${g.key.slice(0, -2)}${swap(g.key.slice(-2, -1))}${g.key.slice(-1)}`];
    for (const key of near) {
      expect(key).toHaveLength(g.key.length);
      const wrong = await call<Answer>('GET', `/api/v1/subscriptions/${g.ref}?key=${key}`);
      expect(wrong.status, key).toBe(410);
      expect(wrong.body.message).toBe(mm.linkInvalid);
      expect((await act(g.ref, { action: 'cancel', key })).status, key).toBe(410);
      expect((await (await getTestApp()).app.inject({ url: `/subscriptions/${g.ref}?key=${key}` })).statusCode, key).toBe(404);
    }
    expect((await subRow(g.ref)).status).toBe('active');
    expect((await call<Answer<SubscriptionView>>('GET', `/api/v1/subscriptions/${g.ref}?key=${g.key}`)).status).toBe(200);
  });

  it('lowers the amount without cancelling: the next month asks for the new amount', async () => {
    const g = await activeGift();
    expect((await act(g.ref, { action: 'amount', amount: '250', key: g.key })).body.errors?.amount).toBe(mm.minimum);
    const res = await act(g.ref, { action: 'amount', amount: '500', key: g.key });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data).toMatchObject({ status: 'active', amountPaise: 500_00, reference: g.ref });
    await sweep(new Date((g.row.nextDueAt as Date).getTime() - 2 * DAY));
    await sweep(new Date((g.row.nextDueAt as Date).getTime() + 60_000));
    const orders = await monthOrders(g.ref);
    expect(orders.map((o) => o.totalPaise)).toEqual([3000_00, 500_00]);
    expect((await mails(g.email, /has changed/))[0]?.body).toContain('₹500 a month');
  });

  it('paused, nothing is sent; resumed, the next month comes with its notice; cancelled, the month asked for is not owed', async () => {
    const g = await activeGift();
    const due = g.row.nextDueAt as Date;
    expect((await act(g.ref, { action: 'pause', key: g.key })).body.data.status).toBe('paused');
    await sweep(new Date(due.getTime() + 60_000));
    expect(await sent(g.ref)).toEqual({ notices: 0, reminders: 0 });
    expect((await act(g.ref, { action: 'resume', key: g.key })).body.data.status).toBe('active');
    // Resumed now, the next month is the first whose day is still a day or more away.
    const resumed = await subRow(g.ref);
    expect(resumed.nextPeriod).toBe(g.row.nextPeriod);
    const next = resumed.nextDueAt as Date;
    await sweep(new Date(next.getTime() - 2 * DAY));
    await sweep(new Date(next.getTime() + 60_000));
    expect(await sent(g.ref)).toEqual({ notices: 1, reminders: 1 });
    const [, asked] = await monthOrders(g.ref);
    expect(asked?.status).toBe('created');
    // The month ends through payments (its state machine and its purpose's listeners), not by a
    // write of monthly's own: a gift's listener hears of it, once, with who stopped it.
    const ended: string[] = [];
    (await getApp()).payments.observe(async (_tx, o) => {
      if (o.reference === asked?.reference) ended.push(`${o.status}:${o.settledBy}`);
    });
    const cancelled = await act(g.ref, { action: 'cancel', key: g.key });
    expect(cancelled.body.data).toMatchObject({ status: 'cancelled', payReference: null });
    expect((await monthOrders(g.ref))[1]).toMatchObject({ status: 'cancelled', failureReason: 'monthly gift cancelled', settledBy: 'donor' });
    expect(ended).toEqual(['cancelled:donor']);
    expect((await act(g.ref, { action: 'resume', key: g.key })).status).toBe(409);
    expect((await act(g.ref, { action: 'amount', amount: '900', key: g.key })).status).toBe(409);
    await sweep(new Date(due.getTime() + 40 * DAY));
    expect(await sent(g.ref)).toEqual({ notices: 1, reminders: 1 });
  });
});

describe('the console', () => {
  it('counts gifts started and cancelled this month, and those active, for the dashboard', async () => {
    const svc = (await getTestApp()).app.monthly;
    const since = periodStart(periodOf(new Date()));
    const before = await svc.counts(since);
    const waiting = await start(body((await createCampaign()).id));
    expect(await svc.counts(since)).toEqual(before);
    const g = await activeGift();
    expect(await svc.counts(since)).toEqual({ started: before.started + 1, cancelled: before.cancelled, active: before.active + 1 });
    await call('POST', `/api/v1/subscriptions/${g.ref}/actions`, { body: { action: 'cancel', key: g.key } });
    expect(await svc.counts(since)).toEqual({ started: before.started + 1, cancelled: before.cancelled + 1, active: before.active });
    expect(waiting.status).toBe(201);
  });

  it('lists gifts for staff, and a staff pause is audited; donors are refused', async () => {
    const g = await activeGift();
    const list = await call<Answer<SubscriptionView[]>>('GET', '/api/v1/admin/subscriptions?status=active', { token: staffToken });
    expect(list.body.data.some((x) => x.reference === g.ref)).toBe(true);
    const donor = await loginAs(await registerUser());
    expect((await call('GET', '/api/v1/admin/subscriptions', { token: donor })).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/subscriptions/${g.ref}/actions`, { token: donor, body: { action: 'pause' } })).status).toBe(403);
    const paused = await call<Answer<SubscriptionView>>('POST', `/api/v1/admin/subscriptions/${g.ref}/actions`, {
      token: staffToken,
      body: { action: 'pause' },
    });
    expect(paused.body.data.status).toBe('paused');
    const [row] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'subscription.pause'), eq(s.auditEvents.subjectId, g.ref)));
    expect(row).toMatchObject({ before: { status: 'active', amountPaise: 3000_00 }, after: { status: 'paused', amountPaise: 3000_00 } });
  });

  it('the console page pauses with one press, asks a second press to cancel, and names the donor’s state for staff', async () => {
    const g = await activeGift();
    const { app } = await getTestApp();
    const page = (method: 'GET' | 'POST', fields?: Record<string, string>) =>
      app.inject({
        method,
        url: `/admin/subscriptions${method === 'GET' ? '?status=paused' : ''}`,
        headers: { authorization: `Bearer ${staffToken}`, ...(fields ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
        ...(fields ? { payload: new URLSearchParams(fields).toString() } : {}),
        remoteAddress: nextIp(),
      });
    const paused = await page('POST', { reference: g.ref, action: 'pause' });
    expect([302, 303]).toContain(paused.statusCode);
    expect((await subRow(g.ref)).status).toBe('paused');
    const list = (await page('GET')).body;
    // The cancel button sits behind its own summary, named for this gift.
    expect(list).toContain(monthlyText.admin.cancelConfirm(g.ref));
    expect(list).toMatch(new RegExp(`<details><summary[^>]*>${monthlyText.admin.cancel}`));
    expect(list).not.toContain('Waiting for your first payment');
    const cancelled = await page('POST', { reference: g.ref, action: 'cancel' });
    expect([302, 303]).toContain(cancelled.statusCode);
    expect((await subRow(g.ref)).status).toBe('cancelled');
    const nonsense = await page('POST', { reference: g.ref, action: 'delete' });
    expect(nonsense.statusCode).toBe(200);
    expect(nonsense.body).toContain(monthlyText.admin.chooseAction);
  });
});

// ----- with Razorpay Subscriptions -----------------------------------------------------------------

const KEY_ID = 'rzp_test_Monthly0001';
const KEY_SECRET = 'standin-monthly-key-secret';
const WEBHOOK_SECRET = 'standin-monthly-webhook-secret';
let standin: RazorpayStandin;
let gw: App;

const hmac = (secret: string, text: string) => createHmac('sha256', secret).update(text).digest('hex');

/** One of the recorded events (tests/fixtures/razorpay), filled in for this subscription. */
function recorded(name: string, v: { sub: string; ref: string; pay?: string; start?: number; next?: number; amount?: number }): string {
  const text = readFileSync(new URL(`../fixtures/razorpay/${name}.json`, import.meta.url), 'utf8');
  return text
    .replaceAll('"__SUB__"', JSON.stringify(v.sub))
    .replaceAll('"__PLAN__"', JSON.stringify('plan_Standin0000001'))
    .replaceAll('"__REF__"', JSON.stringify(v.ref))
    .replaceAll('"__PAY__"', JSON.stringify(v.pay ?? razorpayId('pay')))
    .replaceAll('"__START__"', String(v.start ?? Math.floor(Date.now() / 1000)))
    .replaceAll('"__NEXT__"', String(v.next ?? Math.floor(Date.now() / 1000) + 30 * 86_400))
    .replaceAll('"__AMOUNT__"', String(v.amount ?? 3000_00));
}

/** Delivered as Razorpay does (signed raw body, an event id), twice: the same delivery again. */
async function deliverTwice(raw: string) {
  const id = `evt_${randomUUID().replaceAll('-', '').slice(0, 14)}`;
  for (const eventId of [id, id, `${id}x`]) {
    const res = await gw.app.inject({
      method: 'POST',
      url: '/api/v1/payments/razorpay/webhook',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': hmac(WEBHOOK_SECRET, raw), 'x-razorpay-event-id': eventId },
      payload: raw,
    });
    expect(res.statusCode, res.body).toBe(200);
    await gw.jobs.drain();
  }
}

describe('with Razorpay Subscriptions', () => {
  beforeAll(async () => {
    standin = await startRazorpayStandin(KEY_ID, KEY_SECRET);
    gw = await buildTestApp({
      RAZORPAY_KEY_ID: KEY_ID,
      RAZORPAY_KEY_SECRET: KEY_SECRET,
      RAZORPAY_WEBHOOK_SECRET: WEBHOOK_SECRET,
      RAZORPAY_API_URL: standin.url,
    });
  });
  afterAll(async () => {
    await gw?.app.close();
    await standin?.stop();
  });

  async function gatewayGift(amountPaise = 3000_00) {
    const campaign = await createCampaign();
    const res = await start(body(campaign.id, { amountPaise }), { app: gw.app });
    expect(res.status, res.text).toBe(201);
    const ref = res.body.data.subscription.reference;
    const row = await subRow(ref);
    return { campaign, ref, row, next: res.body.data.next, sub: row.providerSubscriptionId as string };
  }

  it('creates a monthly plan and a subscription, and sends the donor to approve the mandate', async () => {
    const g = await gatewayGift(16_000_00);
    const remote = standin.subscriptions.find((x) => x.id === g.sub);
    expect(remote).toMatchObject({ status: 'created', total_count: 120, notes: { reference: g.ref } });
    expect(standin.plans.find((p) => p.id === remote?.plan_id)).toMatchObject({ period: 'monthly', interval: 1, item: { amount: 16_000_00, currency: 'INR' } });
    expect(g.next).toBe(`/subscriptions/${g.ref}/authorise?key=${g.row.manageToken}`);
    const page = await gw.app.inject({ url: g.next });
    expect(page.statusCode).toBe(200);
    // Above ₹15,000 a month, the donor is told that each debit needs their approval.
    expect(page.body).toContain('approve each debit');
    expect(await monthOrders(g.ref)).toHaveLength(0);
  });

  it('counts the approval only with Razorpay’s signature over payment_id|subscription_id', async () => {
    const g = await gatewayGift();
    const url = `/api/v1/subscriptions/${g.ref}/razorpay/verify`;
    const pay = razorpayId('pay');
    const forged = await call<Answer>('POST', url, {
      app: gw.app,
      body: { razorpay_payment_id: pay, razorpay_subscription_id: g.sub, razorpay_signature: hmac(KEY_SECRET, `${g.sub}|${pay}`) },
    });
    expect(forged.status).toBe(400);
    expect((await subRow(g.ref)).status).toBe('created');
    const ok = await call<Answer<SubscriptionView>>('POST', url, {
      app: gw.app,
      body: { razorpay_payment_id: pay, razorpay_subscription_id: g.sub, razorpay_signature: hmac(KEY_SECRET, `${pay}|${g.sub}`) },
    });
    expect(ok.status, ok.text).toBe(200);
    expect(ok.body.data.status).toBe('authenticated');
  });

  it('follows the recorded events, each delivered twice: one paid donation per charged month', async () => {
    const g = await gatewayGift();
    const v = { sub: g.sub, ref: g.ref };
    const nov = Date.UTC(2026, 10, 24, 4) / 1000;
    const dec = Date.UTC(2026, 11, 24, 4) / 1000;
    await deliverTwice(recorded('subscription.authenticated', { ...v, start: nov, next: nov }));
    expect((await subRow(g.ref)).status).toBe('authenticated');
    await deliverTwice(recorded('subscription.activated', { ...v, start: nov, next: dec }));
    expect((await subRow(g.ref)).status).toBe('active');
    const first = razorpayId('pay');
    await deliverTwice(recorded('subscription.charged', { ...v, pay: first, start: nov, next: dec }));
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 3000_00, backers: 1, paidCount: 1 });
    const row = await subRow(g.ref);
    expect(row.nextDueAt?.getTime()).toBe(dec * 1000);
    await deliverTwice(recorded('subscription.charged', { ...v, start: dec, next: dec + 31 * 86_400 }));
    const orders = await monthOrders(g.ref);
    expect(orders.map((o) => [o.period, o.status, o.method, o.totalPaise])).toEqual([
      ['2026-11', 'paid', 'razorpay', 3000_00],
      ['2026-12', 'paid', 'razorpay', 3000_00],
    ]);
    expect(orders[0]?.providerPaymentId).toBe(first);
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 6000_00, paidSum: 6000_00, paidCount: 2 });
    const donations = await (await getDb()).select().from(s.donations).where(eq(s.donations.subscriptionId, g.ref));
    expect(donations).toHaveLength(2);

    // A second charge in one month is real money with no month to go to: left for staff, not counted.
    await deliverTwice(recorded('subscription.charged', { ...v, start: dec + 86_400, next: dec + 31 * 86_400 }));
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 6000_00, paidCount: 2 });

    for (const [name, state] of [
      ['subscription.pending', 'active'],
      ['subscription.paused', 'paused'],
      ['subscription.resumed', 'active'],
      ['subscription.halted', 'halted'],
      ['subscription.cancelled', 'cancelled'],
      // Late and out of order: a cancelled gift is not brought back.
      ['subscription.activated', 'cancelled'],
      ['subscription.resumed', 'cancelled'],
    ] as const) {
      await deliverTwice(recorded(name, v));
      expect((await subRow(g.ref)).status, name).toBe(state);
    }
  });

  it('pauses and changes the amount at Razorpay before anything changes here', async () => {
    const g = await gatewayGift();
    await deliverTwice(recorded('subscription.activated', { sub: g.sub, ref: g.ref }));
    const key = g.row.manageToken;
    standin.mode = 'error';
    const down = await call<Answer>('POST', `/api/v1/subscriptions/${g.ref}/actions`, { app: gw.app, body: { action: 'pause', key } });
    expect(down.status).toBe(502);
    expect((await subRow(g.ref)).status).toBe('active');
    standin.mode = 'ok';
    expect(
      (await call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${g.ref}/actions`, { app: gw.app, body: { action: 'pause', key } })).body.data
        .status,
    ).toBe('paused');
    const changed = await call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${g.ref}/actions`, {
      app: gw.app,
      body: { action: 'amount', amount: '1200', key },
    });
    expect(changed.body.data.amountPaise).toBe(1200_00);
    const remote = standin.subscriptions.find((x) => x.id === g.sub);
    expect(remote?.calls[0]).toBe('pause');
    expect(remote?.calls[1]).toMatch(/^update:plan_/);
    expect(standin.plans.find((p) => p.id === remote?.plan_id)?.item.amount).toBe(1200_00);
  });

  it('a new amount before the mandate is approved makes a new mandate: the one approved is for what the page says (attacker probe F3)', async () => {
    const g = await gatewayGift(5000_00);
    const key = g.row.manageToken;
    const changed = await call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${g.ref}/actions`, {
      app: gw.app,
      body: { action: 'amount', amount: '300', key },
    });
    expect(changed.status, changed.text).toBe(200);
    const row = await subRow(g.ref);
    expect(row.providerSubscriptionId).not.toBe(g.sub);
    const fresh = standin.subscriptions.find((x) => x.id === row.providerSubscriptionId);
    expect(standin.plans.find((p) => p.id === fresh?.plan_id)?.item.amount).toBe(300_00);
    // The old mandate cannot be approved any more.
    expect(standin.subscriptions.find((x) => x.id === g.sub)?.calls).toContain('cancel');
    const page = await gw.app.inject({ url: `/subscriptions/${g.ref}/authorise?key=${key}` });
    expect(page.body).toContain(row.providerSubscriptionId as string);
    expect(page.body).not.toContain(g.sub);
  });

  it('a signed `activated` event sent again under another id does not undo a pause; Razorpay’s `resumed` does (attacker probe F4)', async () => {
    const g = await gatewayGift();
    const activated = recorded('subscription.activated', { sub: g.sub, ref: g.ref });
    await deliverTwice(activated);
    const key = g.row.manageToken;
    const paused = await call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${g.ref}/actions`, { app: gw.app, body: { action: 'pause', key } });
    expect(paused.body.data.status).toBe('paused');
    // The same bytes again are a duplicate whatever their id; an `activated` with other bytes
    // (a late delivery) is stored, and must not undo the pause either.
    await deliverTwice(activated);
    expect((await subRow(g.ref)).status).toBe('paused');
    await deliverTwice(recorded('subscription.activated', { sub: g.sub, ref: g.ref, next: Math.floor(Date.now() / 1000) + 40 * 86_400 }));
    expect((await subRow(g.ref)).status).toBe('paused');
    await deliverTwice(recorded('subscription.resumed', { sub: g.sub, ref: g.ref }));
    expect((await subRow(g.ref)).status).toBe('active');
  });

  it('the same amount changes nothing at Razorpay, and one link cannot ask for dozens of changes (attacker probe F5)', async () => {
    const g = await gatewayGift();
    await deliverTwice(recorded('subscription.activated', { sub: g.sub, ref: g.ref }));
    const key = g.row.manageToken;
    const plans = standin.plans.length;
    const same = await call<Answer<SubscriptionView>>('POST', `/api/v1/subscriptions/${g.ref}/actions`, {
      app: gw.app,
      body: { action: 'amount', amount: '3000', key },
    });
    expect(same.status).toBe(200);
    expect(standin.plans.length).toBe(plans);
    const answers: number[] = [];
    for (let i = 1; i <= 12; i++) {
      answers.push(
        (await call('POST', `/api/v1/subscriptions/${g.ref}/actions`, { app: gw.app, body: { action: 'amount', amount: String(3000 + i), key } })).status,
      );
    }
    // The same-amount request above was the first of ten an hour.
    expect(answers).toEqual([...Array(9).fill(200), 429, 429, 429]);
    expect(standin.plans.length).toBe(plans + 9);
    expect((await subRow(g.ref)).amountPaise).toBe(3009_00);
  });

  it('two different charges for one month: the month keeps the first, the second waits for staff, counted once (issue 21)', async () => {
    const g = await gatewayGift();
    const v = { sub: g.sub, ref: g.ref };
    const nov = Date.UTC(2026, 10, 24, 4) / 1000;
    const dec = Date.UTC(2026, 11, 24, 4) / 1000;
    await deliverTwice(recorded('subscription.activated', { ...v, start: nov, next: dec }));
    const [first, second] = [razorpayId('pay'), razorpayId('pay')];
    await deliverTwice(recorded('subscription.charged', { ...v, pay: first, start: nov, next: dec }));
    // Another payment, another event, the same cycle (November).
    await deliverTwice(recorded('subscription.charged', { ...v, pay: second, start: nov, next: dec }));
    const orders = await monthOrders(g.ref);
    expect(orders.map((o) => [o.period, o.status, o.providerPaymentId])).toEqual([['2026-11', 'paid', first]]);
    expect(await campaignFigures(g.campaign.id)).toMatchObject({ raised: 3000_00, backers: 1, paidSum: 3000_00, paidCount: 1 });
    // The first charge's event is done with; the second is real money with no month to go to,
    // left unprocessed for a person to give back.
    const events = await (await getDb())
      .select({ paymentId: sql<string>`${s.paymentEvents.payload}->'payload'->'payment'->'entity'->>'id'`, processedAt: s.paymentEvents.processedAt })
      .from(s.paymentEvents)
      .where(sql`${s.paymentEvents.payload}->'payload'->'payment'->'entity'->>'id' in (${first}, ${second})`);
    expect(events.map((e) => [e.paymentId, e.processedAt !== null]).sort()).toEqual(
      [
        [first, true],
        [second, false],
      ].sort(),
    );
  });
});
