// Matrimonial (issue 43) through the API, as its attackers would try it: signed out (401), an
// unproven mobile (403), the law's ages on the exact India day both sides, an Aadhaar number in
// any field (refused, never stored), a profile or photo before staff approve it, the original
// photo or contact details before both sides accept (and after, for a third person), a block, the
// interest and report limits, a picture report's 24-hour ticket, delete and consent withdrawal
// (erased, the access log kept) and the access log's purge after a year.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/matrimonial/index.ts';
import { type Answer, call, loginAs, registerUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type Card = { id: number; firstName: string; age: number; photoUrl: string | null; community: string };
type View = Card & {
  photos: { id: number; blurredUrl: string; originalUrl: string | null }[];
  contact: { email: string; mobile: string } | null;
  interest: { id: number; state: string } | null;
  state?: string;
};
type Person = { id: number; email: string; phone: string; token: string };

let staff: { id: number; token: string };

/** India's today, shifted by whole years and days (YYYY-MM-DD). */
function indiaDate(years: number, days = 0): string {
  const now = new Date(Date.now() + 5.5 * 3_600_000);
  const d = new Date(Date.UTC(now.getUTCFullYear() + years, now.getUTCMonth(), now.getUTCDate() + days));
  return d.toISOString().slice(0, 10);
}

async function person(proven = true): Promise<Person> {
  const u = await registerUser({ fullName: 'Asha Rao' });
  if (proven) await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, u.id));
  return { id: u.id, email: u.email, phone: u.phone, token: await loginAs(u) };
}

const profileBody = (over: Record<string, unknown> = {}) => ({
  createdBy: 'self',
  firstName: 'Asha',
  gender: 'female',
  dateOfBirth: indiaDate(-28),
  city: 'Pune',
  languages: 'Marathi, Hindi',
  community: '',
  education: 'B.Com',
  occupation: 'Accountant',
  about: 'Loves music.',
  intendsMarriage: true,
  detailsTrue: true,
  ...over,
});

const create = (p: Person, over: Record<string, unknown> = {}) =>
  call<Answer<View>>('POST', '/api/v1/matrimonial/me', { token: p.token, body: profileBody(over) });
const approve = (profileId: number, token = staff.token) =>
  call('POST', `/api/v1/admin/matrimonial/profiles/${profileId}/decision`, { token, body: { approve: true } });
const view = (p: Person, id: number) => call<Answer<View>>('GET', `/api/v1/matrimonial/profiles/${id}`, { token: p.token });
const search = (p: Person, q = '') => call<Answer<Card[]>>('GET', `/api/v1/matrimonial/profiles${q}`, { token: p.token });

/** A proven account with an approved profile. */
async function member(over: Record<string, unknown> = {}): Promise<Person & { profileId: number }> {
  const p = await person();
  const res = await create(p, over);
  expect(res.status, JSON.stringify(res.body)).toBe(200);
  expect((await approve(res.body.data.id)).status).toBe(200);
  return { ...p, profileId: res.body.data.id };
}

const photoBytes = async () =>
  sharp({ create: { width: 200, height: 240, channels: 3, background: { r: 200, g: 40, b: 90 } } })
    .composite([{ input: Buffer.from('<svg width="200" height="240"><rect x="60" y="60" width="80" height="100" fill="#fff"/></svg>'), top: 0, left: 0 }])
    .withMetadata({ exif: { IFD0: { Artist: 'Camera owner' } } })
    .jpeg()
    .toBuffer();

beforeAll(async () => {
  await getTestApp();
  const u = await registerUser({ role: 'staff' });
  staff = { id: u.id, token: await loginAs(u) };
});

describe('who may use it', () => {
  it('signed out: every matrimonial API answers 401', async () => {
    for (const [method, url] of [
      ['GET', '/api/v1/matrimonial/me'],
      ['POST', '/api/v1/matrimonial/me'],
      ['GET', '/api/v1/matrimonial/profiles'],
      ['GET', '/api/v1/matrimonial/profiles/1'],
      ['GET', '/api/v1/matrimonial/photos/1/original'],
      ['GET', '/api/v1/matrimonial/photos/1/blurred'],
      ['GET', '/api/v1/matrimonial/interests'],
    ] as const) {
      const res = await call(method, url, method === 'POST' ? { body: profileBody() } : {});
      expect(res.status, url).toBe(401);
    }
  });

  it('an account whose mobile is not proven makes no profile and browses nothing (403)', async () => {
    const p = await person(false);
    expect((await create(p)).status).toBe(403);
    expect((await search(p)).status).toBe(403);
    const [n] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.marriageProfiles).where(eq(s.marriageProfiles.userId, p.id));
    expect(n?.n).toBe(0);
  });

  it('the pages send a signed-out visitor to sign in; the home says what the section is for', async () => {
    const { app } = await getTestApp();
    const browse = await app.inject({ method: 'GET', url: '/matrimonial/browse' });
    expect([302, 303]).toContain(browse.statusCode);
    expect(String(browse.headers.location)).toContain('/login');
    const home = await app.inject({ method: 'GET', url: '/matrimonial' });
    expect(home.statusCode).toBe(200);
    expect(home.body).toContain('matrimonial purposes only');
    expect(home.body).toContain('Never send money');
    // The Hindi twin says the same in Hindi.
    const hindi = await app.inject({ method: 'GET', url: '/hi/matrimonial' });
    expect(hindi.statusCode).toBe(200);
    expect(hindi.body).toContain('केवल विवाह के उद्देश्य के लिए');
  });
});

describe('the law’s ages, on the India day', () => {
  it('a man is refused the day before his 21st birthday and taken on it', async () => {
    const young = await person();
    const res = await create(young, { gender: 'male', firstName: 'Ravi', dateOfBirth: indiaDate(-21, 1) });
    expect(res.status).toBe(422);
    expect(res.body.errors?.dateOfBirth).toContain('21');
    const [n] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.marriageProfiles).where(eq(s.marriageProfiles.userId, young.id));
    expect(n?.n).toBe(0);
    const ok = await create(await person(), { gender: 'male', firstName: 'Ravi', dateOfBirth: indiaDate(-21) });
    expect(ok.status, JSON.stringify(ok.body)).toBe(200);
    expect(ok.body.data.age).toBe(21);
  });

  it('a woman is refused the day before her 18th birthday and taken on it', async () => {
    expect((await create(await person(), { gender: 'female', dateOfBirth: indiaDate(-18, 1) })).status).toBe(422);
    const ok = await create(await person(), { gender: 'female', dateOfBirth: indiaDate(-18) });
    expect(ok.status).toBe(200);
    expect(ok.body.data.age).toBe(18);
  });

  it('needs both declarations, and shows the age, never the date of birth, to others', async () => {
    const res = await create(await person(), { intendsMarriage: undefined, detailsTrue: false });
    expect(res.status).toBe(422);
    expect(Object.keys(res.body.errors ?? {})).toEqual(expect.arrayContaining(['intendsMarriage', 'detailsTrue']));
    const a = await member({ dateOfBirth: '1996-04-07' });
    const b = await member();
    const seen = await view(b, a.profileId);
    expect(seen.status).toBe(200);
    expect(seen.text).not.toContain('1996-04-07');
    expect(seen.body.data.age).toBeGreaterThanOrEqual(29);
  });
});

describe('no Aadhaar number is stored', () => {
  it('a 12-digit Aadhaar-looking number in any text field is refused and written nowhere', async () => {
    const p = await person();
    for (const over of [{ about: 'My Aadhaar is 2345 6789 0123' }, { occupation: 'Clerk 234567890123' }, { community: '2345-6789-0123' }]) {
      const res = await create(p, over);
      expect(res.status).toBe(422);
      expect(Object.values(res.body.errors ?? {}).join(' ')).toContain('Aadhaar');
    }
    const [stored] = await (await getDb())
      .select({ n: sql<number>`count(*)::int` })
      .from(s.marriageProfiles)
      .where(
        sql`${s.marriageProfiles.userId} = ${p.id} or ${s.marriageProfiles.about} ~ '[0-9]{4}[ -]?[0-9]{4}[ -]?[0-9]{4}' or ${s.marriageProfiles.community} ~ '[0-9]{4}'`,
      );
    expect(stored?.n).toBe(0);
    // A phone-length or shorter number is no Aadhaar: "B.Tech 2019" is fine.
    expect((await create(p, { education: 'B.Tech 2019' })).status).toBe(200);
  });
});

describe('consent first', () => {
  let a: Person & { profileId: number };
  let b: Person & { profileId: number };
  let c: Person & { profileId: number };
  let photoId = 0;

  beforeAll(async () => {
    a = await member({ firstName: 'Meera', city: 'Nagpur', community: 'Teli' });
    b = await member({ gender: 'male', firstName: 'Arjun', dateOfBirth: indiaDate(-30) });
    c = await member({ gender: 'male', firstName: 'Kabir', dateOfBirth: indiaDate(-31) });
  });

  it('a new profile is seen by nobody until staff approve it, and staff never approve their own', async () => {
    const p = await person();
    const made = await create(p, { firstName: 'Nisha' });
    expect((await view(b, made.body.data.id)).status).toBe(404);
    expect((await search(b)).body.data.map((x) => x.id)).not.toContain(made.body.data.id);
    // A member of staff with a profile of their own.
    await (await getDb()).update(s.users).set({ phoneVerifiedAt: new Date() }).where(eq(s.users.id, staff.id));
    const mine = await create({ ...staff, email: '', phone: '' }, { firstName: 'Staffer' });
    expect(mine.status).toBe(200);
    expect((await approve(mine.body.data.id)).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/matrimonial/profiles/${mine.body.data.id}/id-check`, { token: staff.token })).status).toBe(403);
    expect((await approve(made.body.data.id)).status).toBe(200);
    expect((await view(b, made.body.data.id)).status).toBe(200);
  });

  it('a photo is stripped of metadata, checked by staff, then shown blurred; the original never before both accept', async () => {
    const up = await call<Answer<View>>('POST', '/api/v1/matrimonial/me/photos', { token: a.token, body: { data: (await photoBytes()).toString('base64') } });
    expect(up.status, JSON.stringify(up.body)).toBe(200);
    photoId = up.body.data.photos[0]?.id ?? 0;
    const own = await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: a.token });
    expect(own.status).toBe(200);
    expect((await sharp(own.raw).metadata()).exif).toBeUndefined();
    // Before staff approve it: nobody else, not even blurred.
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/blurred`, { token: b.token })).status).toBe(404);
    expect((await call('POST', `/api/v1/admin/matrimonial/photos/${photoId}/decision`, { token: staff.token, body: { approve: true } })).status).toBe(200);
    const blurred = await call('GET', `/api/v1/matrimonial/photos/${photoId}/blurred`, { token: b.token });
    expect(blurred.status).toBe(200);
    // Blurred: the white rectangle's edge is gone (neighbouring pixels differ little).
    const { data, info } = await sharp(blurred.raw).raw().toBuffer({ resolveWithObject: true });
    let jump = 0;
    for (let x = 1; x < info.width; x++) {
      const i = (Math.floor(info.height / 2) * info.width + x) * info.channels;
      jump = Math.max(jump, Math.abs((data[i] ?? 0) - (data[i - info.channels] ?? 0)));
    }
    expect(jump).toBeLessThan(40);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: b.token })).status).toBe(404);
    const seen = await view(b, a.profileId);
    expect(seen.text).not.toContain('/original');
    expect(seen.body.data.contact).toBeNull();
    expect(seen.text).not.toContain(a.email);
    expect((await search(b)).text).not.toContain('/original');
  });

  it('after both accept, only that pair sees the original and the contact details; a third person still gets blurred', async () => {
    const sent = await call<Answer<{ id: number }>>('POST', `/api/v1/matrimonial/profiles/${a.profileId}/interest`, {
      token: b.token,
      body: { message: 'Namaste' },
    });
    expect(sent.status, JSON.stringify(sent.body)).toBe(200);
    expect((await call('POST', `/api/v1/matrimonial/profiles/${a.profileId}/interest`, { token: b.token, body: {} })).status).toBe(409);
    // Only the receiver answers it.
    expect((await call('POST', `/api/v1/matrimonial/interests/${sent.body.data.id}/decision`, { token: c.token, body: { accept: true } })).status).toBe(404);
    expect((await call('POST', `/api/v1/matrimonial/interests/${sent.body.data.id}/decision`, { token: b.token, body: { accept: true } })).status).toBe(404);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: b.token })).status).toBe(404);
    const ok = await call('POST', `/api/v1/matrimonial/interests/${sent.body.data.id}/decision`, { token: a.token, body: { accept: true } });
    expect(ok.status).toBe(200);
    const seen = await view(b, a.profileId);
    expect(seen.body.data.contact).toEqual({ email: a.email, mobile: a.phone });
    expect(seen.body.data.photos[0]?.originalUrl).toBe(`/api/v1/matrimonial/photos/${photoId}/original`);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: b.token })).status).toBe(200);
    expect((await view(a, b.profileId)).body.data.contact?.email).toBe(b.email);
    // The third person.
    const third = await view(c, a.profileId);
    expect(third.body.data.contact).toBeNull();
    expect(third.text).not.toContain('/original');
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: c.token })).status).toBe(404);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/blurred`, { token: c.token })).status).toBe(200);
  });

  it('search by age, city, language and community: the community filter only finds people who filled it', async () => {
    const ids = async (q: string) => (await search(c, q)).body.data.map((x) => x.id);
    expect(await ids('?city=nagpur')).toContain(a.profileId);
    expect(await ids('?city=Pune')).not.toContain(a.profileId);
    expect(await ids('?language=hindi')).toContain(a.profileId);
    expect(await ids('?community=Teli')).toEqual([a.profileId]);
    // b is exactly 30 today: in 30–30, not in 31–40 nor 18–29.
    expect(await ids('?ageMin=30&ageMax=30')).toContain(b.profileId);
    expect(await ids('?ageMin=31&ageMax=40')).not.toContain(b.profileId);
    expect(await ids('?ageMin=18&ageMax=29')).not.toContain(b.profileId);
    expect((await search(c, '?ageMin=12')).status).toBe(422);
  });

  it('a block: neither sees the other again, by list, by id or by photo, and no interest goes through', async () => {
    expect((await call('POST', `/api/v1/matrimonial/profiles/${c.profileId}/block`, { token: a.token })).status).toBe(200);
    expect((await view(c, a.profileId)).status).toBe(404);
    expect((await view(a, c.profileId)).status).toBe(404);
    expect((await search(c)).body.data.map((x) => x.id)).not.toContain(a.profileId);
    expect((await search(a)).body.data.map((x) => x.id)).not.toContain(c.profileId);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/blurred`, { token: c.token })).status).toBe(404);
    expect((await call('POST', `/api/v1/matrimonial/profiles/${a.profileId}/interest`, { token: c.token, body: {} })).status).toBe(404);
    expect((await call('POST', `/api/v1/matrimonial/profiles/${c.profileId}/interest`, { token: a.token, body: {} })).status).toBe(404);
  });

  it('a report of an intimate image opens a help desk ticket on the 24-hour clock; reports and interests are limited', async () => {
    const reporter = await member({ gender: 'male', firstName: 'Dev', dateOfBirth: indiaDate(-26) });
    const res = await call<Answer<{ id: number; ticket: string | null }>>('POST', `/api/v1/matrimonial/profiles/${b.profileId}/report`, {
      token: reporter.token,
      body: { reason: 'intimate_image', details: 'This is my picture, changed.' },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    const [ticket] = await (await getDb())
      .select()
      .from(s.supportTickets)
      .where(eq(s.supportTickets.reference, res.body.data.ticket ?? ''));
    expect(ticket?.topic).toBe('intimate_image');
    expect(ticket?.source).toBe('matrimonial_report');
    const hours = ((ticket?.resolveDueAt ?? ticket?.answerDueAt)?.getTime() ?? 0) - (ticket?.createdAt.getTime() ?? 0);
    expect(hours).toBeLessThanOrEqual(24 * 3_600_000 + 60_000);
    // A plain report opens no ticket; five a day, the sixth refused.
    for (let i = 0; i < 4; i++) {
      const r = await call<Answer<{ ticket: string | null }>>('POST', `/api/v1/matrimonial/profiles/${b.profileId}/report`, {
        token: reporter.token,
        body: { reason: 'fake' },
      });
      expect(r.status).toBe(200);
      expect(r.body.data.ticket).toBeNull();
    }
    expect((await call('POST', `/api/v1/matrimonial/profiles/${b.profileId}/report`, { token: reporter.token, body: { reason: 'fake' } })).status).toBe(429);
    // Interests: twenty a day.
    const db = await getDb();
    const others = await db
      .insert(s.marriageProfiles)
      .values(
        await Promise.all(
          Array.from({ length: 21 }, async (_, i) => ({
            userId: (await registerUser()).id,
            createdBy: 'self',
            firstName: `P${i}`,
            gender: 'female',
            dateOfBirth: indiaDate(-25),
            city: 'Agra',
            languages: ['Hindi'],
            education: 'BA',
            occupation: 'Teacher',
            state: 'approved',
            declaredAt: new Date(),
          })),
        ),
      )
      .returning({ id: s.marriageProfiles.id });
    const statuses: number[] = [];
    for (const o of others) statuses.push((await call('POST', `/api/v1/matrimonial/profiles/${o.id}/interest`, { token: reporter.token, body: {} })).status);
    expect(statuses.slice(0, 20).every((x) => x === 200)).toBe(true);
    expect(statuses[20]).toBe(429);
  });

  it('hide keeps it out of lists; delete erases profile, photos and interests and keeps the access log', async () => {
    expect((await call('POST', '/api/v1/matrimonial/me/hidden', { token: b.token, body: { hidden: true } })).status).toBe(200);
    const stranger = await member({ gender: 'female', firstName: 'Lata' });
    expect((await search(stranger)).body.data.map((x) => x.id)).not.toContain(b.profileId);
    expect((await view(stranger, b.profileId)).status).toBe(404);
    // a and b share an accepted interest: a still reaches the hidden profile.
    expect((await view(a, b.profileId)).status).toBe(200);
    const db = await getDb();
    expect((await call('POST', '/api/v1/matrimonial/me/delete', { token: a.token })).status).toBe(200);
    expect(await db.select().from(s.marriageProfiles).where(eq(s.marriageProfiles.id, a.profileId))).toEqual([]);
    expect(await db.select().from(s.marriagePhotos).where(eq(s.marriagePhotos.profileId, a.profileId))).toEqual([]);
    expect(await db.select().from(s.marriageInterests).where(eq(s.marriageInterests.toProfileId, a.profileId))).toEqual([]);
    expect((await call('GET', `/api/v1/matrimonial/photos/${photoId}/original`, { token: b.token })).status).toBe(404);
    const log = await db.select().from(s.marriageAccessLog).where(eq(s.marriageAccessLog.userId, a.id));
    expect(log.map((l) => l.action)).toEqual(expect.arrayContaining(['create', 'delete']));
    expect(log.every((l) => l.ip !== '')).toBe(true);
    const [consent] = await db.select().from(s.consents).where(sql`${s.consents.userId} = ${a.id} and ${s.consents.purpose} = 'matrimonial'`);
    expect(consent?.withdrawnAt).not.toBeNull();
  });

  it('withdrawing the consent erases the profile', async () => {
    const p = await member({ firstName: 'Rani' });
    const res = await call('POST', '/api/v1/me/consents/purpose/matrimonial/withdraw', { token: p.token });
    expect(res.status).toBe(200);
    expect(await (await getDb()).select().from(s.marriageProfiles).where(eq(s.marriageProfiles.id, p.profileId))).toEqual([]);
  });
});

describe('the access log', () => {
  it('is purged after 365 days, not before', async () => {
    const { app } = await getTestApp();
    const db = await getDb();
    const day = 86_400_000;
    const [old, kept] = await db
      .insert(s.marriageAccessLog)
      .values([
        { userId: 999_001, ip: '10.0.0.1', action: 'create', at: new Date(Date.now() - 365 * day - 60_000) },
        { userId: 999_001, ip: '10.0.0.1', action: 'create', at: new Date(Date.now() - 364 * day) },
      ])
      .returning({ id: s.marriageAccessLog.id });
    await app.matrimonial.purgeAccessLog();
    const left = (await db.select().from(s.marriageAccessLog).where(eq(s.marriageAccessLog.userId, 999_001))).map((r) => r.id);
    expect(left).toEqual([kept?.id]);
    expect(left).not.toContain(old?.id);
  });
});
