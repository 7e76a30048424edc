// Challenges (issue 42) through the API: staff create one, people join and log their own progress
// (between the start and the end, within the per-log maximum; a photo keeps no GPS), friends pledge
// ₹ per unit with a cap, and closing turns each pledge into one gift order for min(units × rate,
// cap), never twice, even when the close runs twice or at once; a paid pledge counts in
// raised-by-challenge. Attackers: another's photo, staff routes, pledges after the end or on
// oneself or a hidden entry.
import { pledgeAmountPaise } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/challenges/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

type Entry = { entryId: number; totalCenti: number; teamTotalCenti: number | null; logs: { id: number; hasPhoto: boolean }[]; certificatePath: string | null };
type View = {
  id: number;
  slug: string;
  raisedPaise: number;
  leaderboard: { entryId: number; name: string; totalCenti: number }[];
  teams: { id: number; name: string; totalCenti: number }[];
};

let staff: { id: number; token: string };
let campaignSlug: string;
beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('staff');
  campaignSlug = (await createCampaign()).slug;
});

const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function newChallenge(over: Record<string, unknown> = {}) {
  const res = await call<Answer<{ id: number; slug: string }>>('POST', '/api/v1/admin/challenges', {
    token: staff.token,
    body: {
      title: unique('Walk for girls'),
      story: 'Walk 50 km in a month.',
      unit: 'km',
      goal: '10',
      maxPerLog: '50',
      startsOn: today(),
      endsOn: today(),
      campaign: campaignSlug,
      teams: ['Red', 'Blue'],
      ...over,
    },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  return res.body.data;
}

async function person(name = 'Asha Rao') {
  const u = await registerUser({ fullName: name });
  return { ...u, token: await loginAs(u) };
}

const view = async (slug: string, token?: string) => (await call<Answer<View>>('GET', `/api/v1/challenges/${slug}`, token ? { token } : {})).body.data;
const join = (slug: string, token: string, body: Record<string, unknown> = {}) =>
  call<Answer<Entry>>('POST', `/api/v1/challenges/${slug}/join`, { token, body });
const log = (slug: string, token: string, body: Record<string, unknown>) => call<Answer<Entry>>('POST', `/api/v1/challenges/${slug}/logs`, { token, body });
const pledge = (slug: string, entryId: number, body: Record<string, unknown>, token?: string) =>
  call<Answer<{ id: number }>>('POST', `/api/v1/challenges/${slug}/entries/${entryId}/pledges`, {
    ...(token ? { token } : {}),
    body: { name: 'Ravi Friend', email: `${unique('ravi')}@example.com`, mobile: '9876543210', ...body },
  });
const setTimes = async (id: number, startsAt: Date, endsAt: Date) =>
  (await getDb()).update(s.challenges).set({ startsAt, endsAt }).where(eq(s.challenges.id, id));

describe('the pledge amount', () => {
  it('is units × rate rounded half up to whole paise, and never above the cap', () => {
    // 0.01 km × 50 paise = 0.5 paisa → 1; × 49 paise = 0.49 → 0.
    expect(pledgeAmountPaise(1, 50, 10_000)).toBe(1);
    expect(pledgeAmountPaise(1, 49, 10_000)).toBe(0);
    // 2.5 km × ₹10 = ₹25; cap ₹25 exactly and ₹24.99 just below.
    expect(pledgeAmountPaise(250, 1000, 2500)).toBe(2500);
    expect(pledgeAmountPaise(250, 1000, 2499)).toBe(2499);
    expect(pledgeAmountPaise(249, 1000, 2500)).toBe(2490);
    expect(pledgeAmountPaise(0, 1000, 2500)).toBe(0);
  });
});

describe('a challenge from join to gifts', () => {
  it('logs, a board of entered totals, pledges that become one gift each, paid and counted', async () => {
    const c = await newChallenge();
    const v0 = await view(c.slug);
    const red = v0.teams.find((t) => t.name === 'Red');
    const walker = await person();
    const quiet = await person('Hidden Name');
    expect((await join(c.slug, walker.token, { displayName: 'Asha', team: red?.id })).status).toBe(200);
    expect((await join(c.slug, quiet.token, {})).status).toBe(200);
    // Logging: the per-log maximum (50 km) both sides, absurd and negative units.
    expect((await log(c.slug, walker.token, { units: '50.01' })).status).toBe(422);
    expect((await log(c.slug, walker.token, { units: '-3' })).status).toBe(422);
    expect((await log(c.slug, walker.token, { units: '0' })).status).toBe(422);
    const first = await log(c.slug, walker.token, { units: '50' });
    expect(first.status).toBe(200);
    const second = await log(c.slug, walker.token, { units: '2.5', note: 'Evening walk' });
    expect(second.body.data.totalCenti).toBe(5250);
    // The goal (10 km) reached: a challenge certificate, once, on its verify page.
    expect(second.body.data.certificatePath).toMatch(/^\/certificates\/verify\/[a-z2-7]{26}$/);
    expect(first.body.data.certificatePath).toBe(second.body.data.certificatePath);
    const certs = await (await getDb())
      .select()
      .from(s.credentials)
      .where(eq(s.credentials.issueKey, `challenge:${c.id}:user:${walker.id}`));
    expect(certs).toHaveLength(1);
    expect(second.body.data.teamTotalCenti).toBe(5250);
    await log(c.slug, quiet.token, { units: '1' });
    const board = (await view(c.slug)).leaderboard;
    expect(board.map((r) => [r.name, r.totalCenti])).toEqual([
      ['Asha', 5250],
      ['A supporter', 100],
    ]);

    // Pledges: ₹1 per km capped at ₹40 (52.5 × ₹1 = ₹52.50 → ₹40), ₹0.50 per km uncapped-ish,
    // a guest's on the quiet one, and refusals that write nothing.
    const friend = await person('Meera Friend');
    const capped = await pledge(c.slug, first.body.data.entryId, { rate: '1', cap: '40', email: friend.email }, friend.token);
    expect(capped.status, JSON.stringify(capped.body)).toBe(200);
    const under = await pledge(c.slug, first.body.data.entryId, { rate: '0.50', cap: '1000' });
    expect(under.status).toBe(200);
    const onQuiet = await pledge(c.slug, second.body.data.entryId === first.body.data.entryId ? (board[1]?.entryId ?? 0) : 0, { rate: '5', cap: '100' });
    expect(onQuiet.status).toBe(200);
    const self = await pledge(c.slug, first.body.data.entryId, { rate: '1', cap: '10' }, walker.token);
    expect(self.status).toBe(422);
    const capBelow = await pledge(c.slug, first.body.data.entryId, { rate: '10', cap: '5' });
    expect(capBelow.status).toBe(422);
    expect(capBelow.body.errors?.cap).toBeTruthy();

    // Staff hide the quiet entry: it leaves the board and takes no pledge; its pledge comes to ₹0.
    const quietId = board[1]?.entryId ?? 0;
    expect((await call('POST', `/api/v1/admin/challenges/entries/${quietId}/hide`, { token: staff.token, body: { reason: 'Totals look wrong' } })).status).toBe(
      200,
    );
    expect((await view(c.slug)).leaderboard.map((r) => r.name)).toEqual(['Asha']);
    expect((await pledge(c.slug, quietId, { rate: '1', cap: '10' })).status).toBe(422);

    // Close twice, and twice at once: one order per pledge.
    const { app } = await getTestApp();
    const results = await Promise.all([app.challenges.close(staff.id, c.id), app.challenges.close(staff.id, c.id)]);
    await app.challenges.close(null, c.id);
    expect(results.reduce((n, r) => n + r.converted, 0)).toBeGreaterThanOrEqual(2);
    const db = await getDb();
    const pledges = await db
      .select()
      .from(s.challengePledges)
      .where(sql`${s.challengePledges.entryId} in (${first.body.data.entryId}, ${quietId})`)
      .orderBy(s.challengePledges.id);
    expect(pledges.map((p) => [p.state, p.amountPaise])).toEqual([
      ['converted', 4000],
      ['converted', 2625],
      ['nothing', 0],
    ]);
    const refs = pledges.map((p) => p.orderReference).filter((r): r is string => !!r);
    const orders = await db.select().from(s.orders).where(sql`${s.orders.idempotencyKey} like 'challenge-pledge:%' and ${s.orders.reference} in ${refs}`);
    expect(orders.map((o) => o.amountPaise).sort()).toEqual([2625, 4000]);
    const keyed = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(sql`${s.orders.idempotencyKey} in ${pledges.map((p) => `challenge-pledge:${p.id}`)}`);
    expect(keyed[0]?.n).toBe(2);
    // The pledger is told once, with the /pay link; the ₹0 one is told there is nothing to pay.
    const mails = (await messagesTo(friend.email)).filter((m) => m.channel === 'email' && /pledge/i.test(m.subject));
    expect(mails).toHaveLength(1);
    expect(mails[0]?.body).toContain(`/pay/${pledges[0]?.orderReference}`);
    const nothing = (await messagesTo(pledges[2]?.email ?? '')).filter((m) => /nothing to pay/.test(m.subject));
    expect(nothing).toHaveLength(1);

    // Paid through the simulator: raised-by-challenge is the paid gift, read from the gifts.
    expect((await view(c.slug)).raisedPaise).toBe(0);
    const paid = await call('POST', `/api/v1/payments/simulator/${pledges[0]?.orderReference}`, { body: { outcome: 'success' } });
    expect(paid.status).toBe(200);
    expect((await view(c.slug)).raisedPaise).toBe(4000);
    // After the end: no log, no pledge.
    expect((await log(c.slug, walker.token, { units: '1' })).status).toBe(422);
    expect((await pledge(c.slug, first.body.data.entryId, { rate: '1', cap: '10' })).status).toBe(422);
  });

  it('a crash between making the order and marking the pledge: the retry finds the same order', async () => {
    const c = await newChallenge();
    const walker = await person();
    const e = (await join(c.slug, walker.token)).body.data;
    await log(c.slug, walker.token, { units: '3' });
    const p = (await pledge(c.slug, e.entryId, { rate: '10', cap: '100' })).body.data;
    const { app } = await getTestApp();
    await app.challenges.close(staff.id, c.id);
    const db = await getDb();
    const [before] = await db.select().from(s.challengePledges).where(eq(s.challengePledges.id, p.id));
    // As if the process died after the order was made: the pledge is unmarked again.
    await db.update(s.challengePledges).set({ state: 'open', orderReference: null, toldAt: null }).where(eq(s.challengePledges.id, p.id));
    await app.challenges.close(null, c.id);
    const [after] = await db.select().from(s.challengePledges).where(eq(s.challengePledges.id, p.id));
    expect(after?.orderReference).toBe(before?.orderReference);
    expect(after?.amountPaise).toBe(3000);
    const n = await db
      .select({ n: sql<number>`count(*)::int` })
      .from(s.orders)
      .where(eq(s.orders.idempotencyKey, `challenge-pledge:${p.id}`));
    expect(n[0]?.n).toBe(1);
  });
});

describe('the seeded challenge and its pages', () => {
  it('has two teams, a board and pledges; the pages render in English and Hindi', async () => {
    const list = (await call<Answer<{ slug: string; title: string }[]>>('GET', '/api/v1/challenges')).body.data;
    const demo = list.find((c) => c.title === 'Walk for Education');
    expect(demo).toBeTruthy();
    const v = await view(demo?.slug ?? '');
    expect(v.teams).toHaveLength(2);
    expect(v.leaderboard.map((r) => r.name)).toEqual(['Kavya', 'Fatima S.', 'A supporter']);
    const { app } = await getTestApp();
    const en = await app.inject({ method: 'GET', url: `/challenges/${demo?.slug}` });
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('Leaderboard');
    const hi = await app.inject({ method: 'GET', url: `/hi/challenges/${demo?.slug}` });
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('शिक्षा के लिए चलें');
    expect(hi.body).toContain('एक समर्थक');
    const entry = await app.inject({ method: 'GET', url: `/challenges/${demo?.slug}/entries/${v.leaderboard[0]?.entryId}` });
    expect(entry.body).toContain('Pledge per unit');
    expect((await app.inject({ method: 'GET', url: '/challenges/no-such-challenge' })).statusCode).toBe(404);
  });
});

describe('the clock and the attackers', () => {
  it('logging before the start and at the end exactly is refused; a millisecond before the end is taken', async () => {
    const c = await newChallenge();
    const walker = await person();
    await join(c.slug, walker.token);
    const now = Date.now();
    await setTimes(c.id, new Date(now + 60_000), new Date(now + 3_600_000));
    expect((await log(c.slug, walker.token, { units: '1' })).body.errors?.units).toMatch(/not started/);
    await setTimes(c.id, new Date(now - 3_600_000), new Date(now + 5_000));
    expect((await log(c.slug, walker.token, { units: '1' })).status).toBe(200);
    await setTimes(c.id, new Date(now - 3_600_000), new Date(Date.now()));
    expect((await log(c.slug, walker.token, { units: '1' })).body.errors?.units).toMatch(/ended/);
  });

  it('a photo with GPS keeps none; another person’s photo is a 404; nobody logs for someone else', async () => {
    const c = await newChallenge();
    const walker = await person();
    const other = await person();
    await join(c.slug, walker.token);
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#c33' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCam', Model: 'X1' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeTruthy();
    const res = await log(c.slug, walker.token, { units: '2', photo: { fileName: 'walk.jpg', data: withGps.toString('base64') } });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const logId = res.body.data.logs[0]?.id ?? 0;
    const own = await call('GET', `/api/v1/challenges/logs/${logId}/photo`, { token: walker.token });
    expect(own.status).toBe(200);
    const stored = own.raw;
    const meta = await sharp(stored).metadata();
    expect(meta.exif).toBeUndefined();
    expect(stored.includes(Buffer.from('PhoneCam'))).toBe(false);
    expect(stored.includes(Buffer.from('GPS'))).toBe(false);
    expect((await call('GET', `/api/v1/challenges/logs/${logId}/photo`, { token: other.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/challenges/logs/${logId}/photo`, { token: staff.token })).status).toBe(200);
    // A text file named .jpg writes nothing.
    const bad = await log(c.slug, walker.token, { units: '1', photo: { fileName: 'x.jpg', data: Buffer.from('not a picture').toString('base64') } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.photo).toBeTruthy();
    // The other person has no entry: their log is refused, and no entry id can be sent.
    expect((await log(c.slug, other.token, { units: '1', entryId: res.body.data.entryId })).status).toBe(422);
    const total = (await view(c.slug, walker.token)) as View & { mine: Entry };
    expect(total.mine.totalCenti).toBe(200);
    // Pledges on an entry of another challenge, or no entry: 404.
    const c2 = await newChallenge();
    expect((await pledge(c2.slug, res.body.data.entryId, { rate: '1', cap: '10' })).status).toBe(404);
  });

  it('non-staff on staff routes: 403, and nothing is made', async () => {
    const c = await newChallenge();
    const donor = await person();
    expect((await call('GET', '/api/v1/admin/challenges', { token: donor.token })).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/challenges/${c.id}/close`, { token: donor.token })).status).toBe(403);
    expect((await call('POST', '/api/v1/admin/challenges', { token: donor.token, body: { title: 'x' } })).status).toBe(403);
    const db = await getDb();
    const [row] = await db.select().from(s.challenges).where(eq(s.challenges.id, c.id));
    expect(row?.closedAt).toBeNull();
  });
});
