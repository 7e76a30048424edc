// Lost and found (issue 43) through the API: a notice is up for 30 days (renewable once, by its
// owner only), leaves the list, search and sitemap when it expires, is resolved or hidden; its
// photos keep no GPS and no original is served; contact goes through the relay only (the owner's
// address reaches nobody, the sender's only if shared) within its limits; reports reach staff's
// queue, whose every action is audited and never on staff's own notice. A child is never a
// notice: such words are refused, and the child route makes an urgent ticket and no public page.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/notices/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, signedIn } from '../support/accounts.ts';
import { getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

type Summary = { id: number; title: string; photo: string | null };
type View = Summary & {
  state: string;
  description: string;
  photos: string[];
  threads: { id: number; sharedEmail: string | null; messages: { body: string }[] }[];
};

const DAY = 86_400_000;
const today = () => new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);

async function person(name = 'Asha Rao') {
  const u = await registerUser({ fullName: name, phone: `98${String(Math.floor(Math.random() * 1e8)).padStart(8, '0')}` });
  return { ...u, token: await loginAs(u) };
}
type Person = Awaited<ReturnType<typeof person>>;

const form = (over: Record<string, unknown> = {}) => ({
  side: 'lost',
  kind: 'pet',
  title: unique('Brown dog with red collar'),
  description: 'Friendly brown dog, answers to Moti, red collar with a bell.',
  locality: 'Sector 14',
  city: 'Gurugram',
  happenedOn: today(),
  ...over,
});
const post = (token: string, over: Record<string, unknown> = {}) => call<Answer<{ id: number }>>('POST', '/api/v1/lost-and-found', { token, body: form(over) });
const list = async (query = '') => (await call<Answer<Summary[]>>('GET', `/api/v1/lost-and-found${query}`)).body.data;
const sitemap = async () => (await (await getApp()).inject({ method: 'GET', url: '/sitemap.xml' })).body;
const relay = (id: number, token: string, body: Record<string, unknown> = {}) =>
  call<Answer<{ threadId: number }>>('POST', `/api/v1/lost-and-found/${id}/relay`, {
    token,
    body: { message: 'I think I saw your dog near the park.', ...body },
  });
const shiftBack = async (id: number, ms: number) =>
  (await getDb())
    .update(s.lostFoundNotices)
    .set({
      createdAt: sql`${s.lostFoundNotices.createdAt} - make_interval(secs => ${ms / 1000})`,
      expiresAt: sql`${s.lostFoundNotices.expiresAt} - make_interval(secs => ${ms / 1000})`,
    })
    .where(eq(s.lostFoundNotices.id, id));

let owner: Person;
let finder: Person;
let staff: { id: number; token: string };
beforeAll(async () => {
  await getTestApp();
  [owner, finder] = await Promise.all([person('Owner Oberoi'), person('Finder Fernandes')]);
  staff = await signedIn('staff');
});

describe('a notice', () => {
  it('is listed, searchable by words and place, and in the sitemap; bad input writes nothing', async () => {
    const res = await post(owner.token, { title: unique('Black cat Kaali') });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.id;
    expect((await list()).map((n) => n.id)).toContain(id);
    expect((await list('?q=kaali')).map((n) => n.id)).toContain(id);
    expect((await list('?q=kaali&place=gurugram')).map((n) => n.id)).toContain(id);
    expect((await list('?q=kaali&place=Noida')).map((n) => n.id)).not.toContain(id);
    expect((await list('?q=%25')).map((n) => n.id)).not.toContain(id);
    expect(await sitemap()).toContain(`/lost-and-found/${id}<`);

    const [before] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.lostFoundNotices);
    const bad = await post(owner.token, { title: '', locality: '', happenedOn: '2099-01-01' });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['title', 'locality']));
    const future = await post(owner.token, { happenedOn: '2099-01-01' });
    expect(future.status).toBe(422);
    expect(future.body.errors?.happenedOn).toBeTruthy();
    const [after] = await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.lostFoundNotices);
    expect(after?.n).toBe(before?.n);
    // Signed out, nobody posts.
    expect((await call('POST', '/api/v1/lost-and-found', { body: form() })).status).toBe(401);
  });

  it('is up on day 30 and gone on day 31: out of the list, search and sitemap, its page a 410', async () => {
    const id = (await post(owner.token)).body.data.id;
    // 29 days and 23 hours old: still up.
    await shiftBack(id, 30 * DAY - 3_600_000);
    expect((await list()).map((n) => n.id)).toContain(id);
    expect((await call('GET', `/api/v1/lost-and-found/${id}`)).status).toBe(200);
    // Two hours later it is past 30 days.
    await shiftBack(id, 2 * 3_600_000);
    expect((await list()).map((n) => n.id)).not.toContain(id);
    expect(await sitemap()).not.toContain(`/lost-and-found/${id}<`);
    const gone = await call<Answer>('GET', `/api/v1/lost-and-found/${id}`);
    expect(gone.status).toBe(410);
    expect(gone.text).not.toContain('Moti');
    const page = await (await getApp()).inject({ method: 'GET', url: `/lost-and-found/${id}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This notice has expired');
    // Nobody writes to an expired notice.
    expect((await relay(id, finder.token)).status).toBe(410);
  });

  it('is renewed once by its owner for 30 more days; a second renewal is refused; strangers get 404', async () => {
    const id = (await post(owner.token)).body.data.id;
    const stranger = await call<Answer>('POST', `/api/v1/lost-and-found/${id}/renew`, { token: finder.token });
    expect(stranger.status).toBe(404);
    expect((await call<Answer>('POST', `/api/v1/lost-and-found/${id}/resolve`, { token: finder.token })).status).toBe(404);
    const [row] = await (await getDb()).select().from(s.lostFoundNotices).where(eq(s.lostFoundNotices.id, id));
    const first = await call<Answer<{ expiresAt: string }>>('POST', `/api/v1/lost-and-found/${id}/renew`, { token: owner.token });
    expect(first.status).toBe(200);
    expect(new Date(first.body.data.expiresAt).getTime() - (row?.expiresAt.getTime() ?? 0)).toBe(30 * DAY);
    const second = await call<Answer>('POST', `/api/v1/lost-and-found/${id}/renew`, { token: owner.token });
    expect(second.status).toBe(409);
    expect(second.body.code).toBe('notice_state');
    // Still up, unchanged by the stranger's tries.
    expect((await list()).map((n) => n.id)).toContain(id);
  });

  it('resolved by its owner, leaves the list and the sitemap', async () => {
    const id = (await post(owner.token)).body.data.id;
    expect((await call('POST', `/api/v1/lost-and-found/${id}/resolve`, { token: owner.token })).status).toBe(200);
    expect((await list()).map((n) => n.id)).not.toContain(id);
    expect(await sitemap()).not.toContain(`/lost-and-found/${id}<`);
    expect((await call('GET', `/api/v1/lost-and-found/${id}`)).status).toBe(410);
  });
});

describe('consent', () => {
  it('posting records the lost-and-found consent; withdrawing it takes the person’s notices down', async () => {
    const poster = await person('Consent Kaur');
    const id = (await post(poster.token)).body.data.id;
    const [consent] = await (await getDb())
      .select()
      .from(s.consents)
      .where(eq(s.consents.subject, `lost-and-found:${id}`));
    expect(consent).toMatchObject({ purpose: 'lost-and-found', userId: poster.id });
    expect((await list()).map((n) => n.id)).toContain(id);
    expect((await call('POST', '/api/v1/me/consents/purpose/lost-and-found/withdraw', { token: poster.token })).status).toBe(200);
    expect((await list()).map((n) => n.id)).not.toContain(id);
    expect((await call('GET', `/api/v1/lost-and-found/${id}`)).status).toBe(410);
  });
});

describe('photos', () => {
  it('keep no GPS: only the re-encoded JPEG is stored and served, and only while the notice is up', async () => {
    const withGps = await sharp({ create: { width: 40, height: 30, channels: 3, background: '#a63' } })
      .jpeg()
      .withExif({
        IFD0: { Make: 'PhoneCo', Model: 'Snap 9' },
        IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 27/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 2/1 0/1' },
      })
      .toBuffer();
    expect((await sharp(withGps).metadata()).exif).toBeTruthy();
    expect(withGps.includes(Buffer.from('GPS')) || withGps.includes(Buffer.from('PhoneCo'))).toBe(true);
    const res = await call<Answer<{ id: number }>>('POST', '/api/v1/lost-and-found', {
      token: owner.token,
      body: { ...form(), photos: [{ fileName: 'dog.jpg', data: withGps.toString('base64') }] },
    });
    expect(res.status, res.text).toBe(200);
    const id = res.body.data.id;
    // Until staff have looked, only the owner (told so) and staff see the photo: a stranger sees
    // the notice without it and cannot fetch it by its address.
    const early = (await call<Answer<View>>('GET', `/api/v1/lost-and-found/${id}`)).body.data;
    expect(early.photos).toEqual([]);
    const ownView = (await call<Answer<View & { photosWaiting: boolean }>>('GET', `/api/v1/lost-and-found/${id}`, { token: owner.token })).body.data;
    expect(ownView.photos).toHaveLength(1);
    expect(ownView.photosWaiting).toBe(true);
    expect((await call('GET', ownView.photos[0] as string)).status).toBe(404);
    expect((await call('GET', ownView.photos[0] as string, { token: staff.token })).status).toBe(200);
    expect((await call('POST', `/api/v1/admin/lost-and-found/${id}/approve`, { token: staff.token })).status).toBe(200);
    const v = (await call<Answer<View>>('GET', `/api/v1/lost-and-found/${id}`)).body.data;
    expect(v.photos).toHaveLength(1);
    const served = await call('GET', v.photos[0] as string);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toContain('image/jpeg');
    expect((await sharp(served.raw).metadata()).exif).toBeUndefined();
    expect(served.raw.includes(Buffer.from('PhoneCo'))).toBe(false);
    expect(served.raw.equals(withGps)).toBe(false);
    // A photo id of another notice, or a guessed one, is a 404; a text file passed as a photo is a 422.
    expect((await call('GET', `/api/v1/lost-and-found/${id + 1000}/photos/1`)).status).toBe(404);
    const fake = await call<Answer>('POST', '/api/v1/lost-and-found', {
      token: owner.token,
      body: { ...form(), photos: [{ fileName: 'x.jpg', data: Buffer.from('<script>alert(1)</script>').toString('base64') }] },
    });
    expect(fake.status).toBe(422);
    // Resolved: the photo is no longer anyone's but its owner's.
    await call('POST', `/api/v1/lost-and-found/${id}/resolve`, { token: owner.token });
    expect((await call('GET', v.photos[0] as string)).status).toBe(404);
    expect((await call('GET', v.photos[0] as string, { token: owner.token })).status).toBe(200);
  });
});

describe('the relay', () => {
  it('emails the owner the message; the finder never gets the owner’s email or phone; the sender’s email only if shared', async () => {
    const id = (await post(owner.token)).body.data.id;
    const res = await relay(id, finder.token);
    expect(res.status, res.text).toBe(200);
    expect(res.text).not.toContain(owner.email);
    const view = await call<Answer<View>>('GET', `/api/v1/lost-and-found/${id}`, { token: finder.token });
    expect(view.text).not.toContain(owner.email);
    expect(view.text).not.toContain(owner.phone);
    const [mail] = await messagesTo(owner.email);
    expect(mail?.body).toContain('I think I saw your dog near the park.');
    expect(mail?.body).not.toContain(finder.email);
    expect(mail?.headers?.['Reply-To']).toBeUndefined();

    // Shared: the owner gets the sender's account email (and a Reply-To), nothing else changes.
    const sharer = await person('Sharer Sen');
    expect((await relay(id, sharer.token, { shareEmail: true, message: 'Found him, call me.' })).status).toBe(200);
    const [shared] = (await messagesTo(owner.email)).filter((m) => m.body.includes('Found him'));
    expect(shared?.body).toContain(sharer.email);
    expect(shared?.headers?.['Reply-To']).toBe(sharer.email);

    // The owner answers through the platform: the finder gets it, with no owner address.
    const ownerView = (await call<Answer<View>>('GET', `/api/v1/lost-and-found/${id}`, { token: owner.token })).body.data;
    expect(ownerView.threads).toHaveLength(2);
    expect(ownerView.threads[0]?.sharedEmail).toBeNull();
    expect(ownerView.threads[1]?.sharedEmail).toBe(sharer.email);
    const threadId = ownerView.threads[0]?.id as number;
    expect((await call('POST', `/api/v1/lost-and-found/threads/${threadId}/reply`, { token: finder.token, body: { message: 'hijack' } })).status).toBe(404);
    expect(
      (await call('POST', `/api/v1/lost-and-found/threads/${threadId}/reply`, { token: owner.token, body: { message: 'Thank you! Where exactly?' } })).status,
    ).toBe(200);
    const [answer] = await messagesTo(finder.email);
    expect(answer?.body).toContain('Thank you! Where exactly?');
    expect(answer?.body).not.toContain(owner.email);
    expect(answer?.body).not.toContain(owner.phone);
    expect(JSON.stringify(answer?.headers ?? {})).not.toContain(owner.email);
    // Each side sees only their own thread.
    const sharerView = (await call<Answer<View>>('GET', `/api/v1/lost-and-found/${id}`, { token: sharer.token })).body.data;
    expect(sharerView.threads).toHaveLength(1);
    expect(JSON.stringify(sharerView)).not.toContain('I think I saw your dog');
    // Signed out, nobody writes; the owner does not write to themselves.
    expect((await call('POST', `/api/v1/lost-and-found/${id}/relay`, { body: { message: 'hello there' } })).status).toBe(401);
    expect((await relay(id, owner.token)).status).toBe(422);
  });

  it('holds 5 messages per sender per hour and 20 per notice per day', async () => {
    const sender = await person('Busy Bee');
    const a = (await post(owner.token)).body.data.id;
    for (let i = 0; i < 5; i++) expect((await relay(a, sender.token, { message: `Message number ${i}` })).status).toBe(200);
    const sixth = await relay(a, sender.token, { message: 'Message number 6' });
    expect(sixth.status).toBe(429);

    const b = (await post(owner.token)).body.data.id;
    const senders = await Promise.all(Array.from({ length: 21 }, (_, i) => person(`Sender ${i}`)));
    for (const p of senders.slice(0, 20)) expect((await relay(b, p.token)).status).toBe(200);
    expect((await relay(b, (senders[20] as Person).token)).status).toBe(429);
    const [count] = await (await getDb())
      .select({ n: sql<number>`count(*)::int` })
      .from(s.lostFoundRelayMessages)
      .innerJoin(s.lostFoundRelays, eq(s.lostFoundRelays.id, s.lostFoundRelayMessages.relayId))
      .where(eq(s.lostFoundRelays.noticeId, b));
    expect(count?.n).toBe(20);
  });
});

describe('children', () => {
  it.each([
    ['title', 'Lost girl aged 6 near the market'],
    ['description', 'My son went missing at the fair, he wears a blue shirt.'],
    ['description', 'मेरा बच्चा मेले में खो गया है'],
    ['title', 'Found a crying toddler at the station'],
  ])('a notice whose %s describes a child is refused, pointing to the child route: %s', async (field, words) => {
    const res = await post(owner.token, { [field]: words });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body.errors)).toContain('1098');
  });

  it('a pet or a thing is not mistaken for a child', async () => {
    expect(
      (await post(owner.token, { kind: 'thing', title: 'Blue school bag', description: 'My son’s school bag with maths books, left in the auto.' })).status,
    ).toBe(200);
  });

  it('a child report becomes an urgent ticket for staff and makes no notice, no public page, no sitemap entry', async () => {
    const db = await getDb();
    const [before] = await db.select({ n: sql<number>`count(*)::int` }).from(s.lostFoundNotices);
    const listBefore = (await list()).map((n) => n.id);
    const mapBefore = await sitemap();
    const res = await call<Answer<{ reference: string }>>('POST', '/api/v1/lost-and-found/child-report', {
      token: finder.token,
      body: { side: 'found', details: 'A girl of about 5 in a red frock, crying, alone near gate 2.', place: 'Sarojini Nagar market', mobile: '9876543210' },
    });
    expect(res.status, res.text).toBe(200);
    const reference = res.body.data.reference;
    const [ticket] = await db.select().from(s.supportTickets).where(eq(s.supportTickets.reference, reference));
    expect(ticket?.topic).toBe('missing_child');
    expect(ticket?.source).toBe('missing_child');
    // Due within the hour.
    expect((ticket?.answerDueAt?.getTime() ?? 0) - (ticket?.createdAt.getTime() ?? 0)).toBe(3_600_000);
    const [after] = await db.select({ n: sql<number>`count(*)::int` }).from(s.lostFoundNotices);
    expect(after?.n).toBe(before?.n);
    expect((await list()).map((n) => n.id)).toEqual(listBefore);
    expect(await sitemap()).toBe(mapBefore);
    expect(JSON.stringify(await list('?q=frock'))).toBe('[]');
    // Staff see it in the help desk queue; the lost-and-found queue never shows it.
    const queue = await call('GET', '/api/v1/admin/lost-and-found', { token: staff.token });
    expect(queue.text).not.toContain('red frock');
    // Bad input writes nothing; signed out is a 401.
    expect(
      (await call('POST', '/api/v1/lost-and-found/child-report', { token: finder.token, body: { side: 'found', details: '', place: '', mobile: '12' } }))
        .status,
    ).toBe(422);
    expect(
      (await call('POST', '/api/v1/lost-and-found/child-report', { body: { side: 'lost', details: 'x'.repeat(20), place: 'Here', mobile: '9876543210' } }))
        .status,
    ).toBe(401);
  });
});

describe('moderation', () => {
  it('a report reaches staff’s queue; hide and restore are audited; staff never moderate their own notice', async () => {
    const id = (await post(owner.token, { title: unique('Wallet found near temple'), side: 'found', kind: 'thing' })).body.data.id;
    expect(
      (await call('POST', `/api/v1/lost-and-found/${id}/report`, { token: finder.token, body: { reason: 'This looks like a scam asking for money.' } })).status,
    ).toBe(200);
    expect((await call('GET', '/api/v1/admin/lost-and-found', { token: finder.token })).status).toBe(403);
    const queue = await call<Answer<{ id: number; reports: { reason: string }[] }[]>>('GET', '/api/v1/admin/lost-and-found', { token: staff.token });
    expect(queue.body.data.find((n) => n.id === id)?.reports[0]?.reason).toContain('scam');

    expect((await call('POST', `/api/v1/admin/lost-and-found/${id}/hide`, { token: finder.token, body: { reason: 'spam spam' } })).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/lost-and-found/${id}/hide`, { token: staff.token, body: { reason: 'Asks for money' } })).status).toBe(200);
    expect((await list()).map((n) => n.id)).not.toContain(id);
    expect((await call('GET', `/api/v1/lost-and-found/${id}`)).status).toBe(410);
    expect((await call('POST', `/api/v1/admin/lost-and-found/${id}/restore`, { token: staff.token })).status).toBe(200);
    expect((await list()).map((n) => n.id)).toContain(id);
    const audits = await (await getDb())
      .select({ action: s.auditEvents.action })
      .from(s.auditEvents)
      .where(sql`${s.auditEvents.subjectType} = 'lost_found_notice' and ${s.auditEvents.subjectId} = ${String(id)}`);
    expect(audits.map((a) => a.action).sort()).toEqual(['notice.hide', 'notice.restore']);

    // Staff's own notice: another member of staff decides.
    const mineId = (await post(staff.token)).body.data.id;
    const own = await call<Answer>('POST', `/api/v1/admin/lost-and-found/${mineId}/hide`, { token: staff.token, body: { reason: 'mine mine' } });
    expect(own.status).toBe(403);
    expect(own.body.code).toBe('own_decision');
    expect((await call('POST', `/api/v1/admin/lost-and-found/${mineId}/approve`, { token: staff.token })).status).toBe(403);
  });
});
