// Jobs (issue 43) through the API and the pages: staff and approved shops post (nobody else), a
// post or a message asking applicants for a fee, an ID copy or a group chat is held for staff,
// people apply once with their one resume, the poster moves and messages their own applicants
// through us (20 messages an hour), and a closed, filled or expired post takes no applications,
// answers 410 and leaves the sitemap. Attackers: a stranger reads no resume, PDF, application or
// another poster's applicants by id or guessed URL.
import { CAREER_APPLICATION_STATES, CAREER_TRANSITIONS, type CareerApplicationState, canMoveCareerApplication, screenCareerText } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/careers/index.ts';
import { type Answer, call, loginAs, messagesTo, registerUser, type TestUser } from '../support/accounts.ts';
import { getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';
import { createVendor } from '../support/shop-listings.ts';

type Person = TestUser & { token: string };
type Applicant = {
  id: number;
  name: string;
  state: string;
  resume: { summary: string; hasPdf: boolean } | null;
  next: string[];
  messages: { state: string; body: string }[];
};
type PostView = { slug: string; state: string; open: boolean; mine: { id: number; state: string } | null };

let staff: Person;
let otherStaff: Person;
let shop: Person;
let rivalShop: Person;

const india = (plusDays: number) => new Date(Date.now() + 5.5 * 3_600_000 + plusDays * 86_400_000).toISOString().slice(0, 10);
const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

async function person(role?: 'staff' | 'vendor'): Promise<Person> {
  const u = await registerUser({ ...(role ? { role } : {}), fullName: unique('Person') });
  return { ...u, token: await loginAs(u) };
}

async function shopOwner(status: 'approved' | 'submitted' = 'approved'): Promise<Person> {
  const p = await person('vendor');
  await createVendor({ userId: p.id, status });
  return p;
}

const paidPost = (over: Record<string, unknown> = {}) => ({
  kind: 'paid',
  title: unique('Field coordinator'),
  description: 'Coordinate our tailoring classes in two villages. No fee is charged to applicants.',
  place: 'Jaipur',
  payMin: '18000',
  payMax: '24000',
  closesOn: india(30),
  ...over,
});

const post = (token: string, body: Record<string, unknown>) =>
  call<Answer<{ id: number; slug: string; state: string }>>('POST', '/api/v1/job-posts', { token, body });
const view = (slug: string, token?: string) => call<Answer<PostView>>('GET', `/api/v1/jobs/${slug}`, token ? { token } : {});
const saveResume = (token: string, body: Record<string, unknown>) => call<Answer<{ hasPdf: boolean }>>('PUT', '/api/v1/me/jobs/resume', { token, body });
const apply = (slug: string, token: string | undefined, note = 'I taught tailoring for three years.') =>
  call<Answer<{ id: number }>>('POST', `/api/v1/jobs/${slug}/apply`, { ...(token ? { token } : {}), body: { note } });
const applicants = (postId: number, token: string) => call<Answer<{ applicants: Applicant[] }>>('GET', `/api/v1/job-posts/${postId}/applicants`, { token });
const move = (appId: number, token: string, state: string) =>
  call<Answer<{ state: string }>>('POST', `/api/v1/job-applications/${appId}/state`, { token, body: { state } });
const message = (appId: number, token: string, body: string) =>
  call<Answer<{ state: string }>>('POST', `/api/v1/job-applications/${appId}/messages`, { token, body: { body } });
const mine = async (token: string) =>
  (
    await call<Answer<{ id: number; state: string; post: { slug: string; filled: boolean; closed: boolean } }[]>>('GET', '/api/v1/me/jobs/applications', {
      token,
    })
  ).body.data;
const postCount = async () => (await (await getDb()).select({ n: sql<number>`count(*)::int` }).from(s.careerPosts))[0]?.n ?? 0;
const sitemap = async () => (await (await getApp()).inject({ method: 'GET', url: '/sitemap.xml' })).body;

async function applicantWithResume(): Promise<Person> {
  const p = await person();
  expect((await saveResume(p.token, { summary: 'Tailoring teacher', experience: 'Three years at a training centre', skills: 'Stitching' })).status).toBe(200);
  return p;
}

beforeAll(async () => {
  await getTestApp();
  [staff, otherStaff, shop, rivalShop] = await Promise.all([person('staff'), person('staff'), shopOwner(), shopOwner()]);
});

describe('the rules as data', () => {
  it('holds asking for a fee, an Aadhaar or PAN copy or a group chat, in English and Hindi, and not their denials', () => {
    expect(screenCareerText('A registration fee of ₹500 is payable on joining.')).toEqual(['fee']);
    expect(screenCareerText('Pay Rs 2000 security deposit before the interview.')).toEqual(['fee']);
    expect(screenCareerText('पंजीकरण शुल्क ₹300 जमा करें।')).toEqual(['fee']);
    expect(screenCareerText('Send a copy of your Aadhaar with the form.')).toEqual(['id-document']);
    expect(screenCareerText('Bring your PAN card copy.')).toEqual(['id-document']);
    expect(screenCareerText('अपने आधार कार्ड की फ़ोटो भेजें।')).toEqual(['id-document']);
    expect(screenCareerText('Join our Telegram group for updates.')).toEqual(['off-platform']);
    expect(screenCareerText('Message us on WhatsApp: chat.whatsapp.com/abc')).toEqual(['off-platform']);
    expect(screenCareerText('हमारे व्हाट्सएप ग्रुप से जुड़ें।')).toEqual(['off-platform']);
    // The other side: honest posts that promise no fee, and words that only look alike.
    expect(screenCareerText('No fee. We never charge applicants; there are no registration charges.')).toEqual([]);
    expect(screenCareerText('Free of cost training, no deposit needed.')).toEqual([]);
    expect(screenCareerText('कोई शुल्क नहीं। प्रशिक्षण निःशुल्क है।')).toEqual([]);
    expect(screenCareerText('Salary based on experience (अनुभव के आधार पर वेतन), pan-India travel, coffee provided.')).toEqual([]);
  });

  it('moves an application new → shortlisted → interview → offered → hired | not selected, never back', () => {
    const allowed = CAREER_APPLICATION_STATES.flatMap((from) =>
      CAREER_APPLICATION_STATES.filter((to) => canMoveCareerApplication(from, to)).map((to) => `${from}>${to}`),
    );
    expect(allowed).toEqual([
      'new>shortlisted',
      'new>not_selected',
      'shortlisted>interview',
      'shortlisted>offered',
      'shortlisted>not_selected',
      'interview>offered',
      'interview>not_selected',
      'offered>hired',
      'offered>not_selected',
    ]);
    for (const end of ['hired', 'not_selected'] as CareerApplicationState[]) expect(CAREER_TRANSITIONS[end]).toEqual([]);
  });
});

describe('posting', () => {
  it('takes staff and approved shops only; a pending shop and a plain account get 403 and write nothing', async () => {
    const before = await postCount();
    const pending = await shopOwner('submitted');
    const plain = await person();
    expect((await post(pending.token, paidPost())).status).toBe(403);
    expect((await post(plain.token, paidPost())).status).toBe(403);
    expect((await call('POST', '/api/v1/job-posts', { body: paidPost() })).status).toBe(401);
    expect(await postCount()).toBe(before);
    const a = await post(shop.token, paidPost());
    expect(a.status, JSON.stringify(a.body)).toBe(200);
    expect(a.body.data.state).toBe('open');
    const b = await post(staff.token, { ...paidPost({ kind: 'volunteer', payMin: '', payMax: '' }), place: '', remote: true });
    expect(b.body.data.state).toBe('open');
  });

  it('refuses a paid post without pay or with min above max, a missing place, and closing dates outside tomorrow … 90 days', async () => {
    const before = await postCount();
    const bad = async (over: Record<string, unknown>, field: string) => {
      const res = await post(shop.token, paidPost(over));
      expect(res.status, JSON.stringify(over)).toBe(422);
      expect(res.body.errors?.[field]).toBeTruthy();
    };
    await bad({ payMin: '', payMax: '' }, 'payMin');
    await bad({ payMin: '25000', payMax: '24999' }, 'payMax');
    await bad({ place: '', remote: false }, 'place');
    await bad({ closesOn: india(0) }, 'closesOn');
    await bad({ closesOn: india(91) }, 'closesOn');
    await bad({ closesOn: '2026-02-30' }, 'closesOn');
    await bad({ kind: 'unpaid' }, 'kind');
    expect(await postCount()).toBe(before);
    // Both edges inside: tomorrow, day 90, and min equal to max.
    expect((await post(shop.token, paidPost({ closesOn: india(1) }))).status).toBe(200);
    expect((await post(shop.token, paidPost({ closesOn: india(90), payMin: '20000', payMax: '20000' }))).status).toBe(200);
  });

  it('holds a fee-asking post: not listed, not found, not in the sitemap until another member of staff releases it', async () => {
    const title = unique('Data entry from home');
    const held = await post(staff.token, paidPost({ title, description: 'Pay a registration fee of ₹499 and join our Telegram group.' }));
    expect(held.body.data.state).toBe('held');
    const { id, slug } = held.body.data;
    expect((await view(slug)).status).toBe(404);
    expect((await (await getApp()).inject({ method: 'GET', url: `/jobs/${slug}` })).statusCode).toBe(404);
    const list = await call<Answer<{ slug: string }[]>>('GET', `/api/v1/jobs?q=${encodeURIComponent(title)}`);
    expect(list.body.data.map((x) => x.slug)).not.toContain(slug);
    expect(await sitemap()).not.toContain(slug);
    const queue = await call<Answer<{ heldPosts: { id: number; heldReasons: string[] }[] }>>('GET', '/api/v1/admin/jobs', { token: otherStaff.token });
    expect(queue.body.data.heldPosts.find((x) => x.id === id)?.heldReasons).toEqual(['fee', 'off-platform']);
    // Not the poster's own to release; not the shop's to see.
    expect((await call('GET', '/api/v1/admin/jobs', { token: shop.token })).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/jobs/${id}/release`, { token: staff.token, body: {} })).status).toBe(403);
    expect((await view(slug)).status).toBe(404);
    expect((await call('POST', `/api/v1/admin/jobs/${id}/release`, { token: otherStaff.token, body: {} })).status).toBe(200);
    expect((await view(slug)).body.data.state).toBe('open');
    expect(await sitemap()).toContain(`/jobs/${slug}`);
    expect((await call('POST', `/api/v1/admin/jobs/${id}/release`, { token: otherStaff.token, body: {} })).status).toBe(409);
  });
});

describe('applying, moving and messaging', () => {
  let postId: number;
  let slug: string;
  let seeker: Person;
  let appId: number;

  beforeAll(async () => {
    const made = await post(shop.token, paidPost());
    ({ id: postId, slug } = made.body.data);
    seeker = await person();
  });

  it('asks for a resume first, takes a PDF judged by its bytes (≤ 2 MB), then one application', async () => {
    expect((await apply(slug, undefined)).status).toBe(401);
    const first = await apply(slug, seeker.token);
    expect(first.status).toBe(409);
    expect(first.body.message).toMatch(/resume/i);
    expect((await saveResume(seeker.token, { summary: '' })).status).toBe(422);
    const fake = await saveResume(seeker.token, {
      summary: 'Teacher',
      pdf: { fileName: 'cv.pdf', data: Buffer.from('<html>not a pdf</html>').toString('base64') },
    });
    expect(fake.status).toBe(422);
    expect(fake.body.errors?.pdf).toBeTruthy();
    // 2 MB exactly is taken, a byte more refused (the service, as the resume page's form reaches it;
    // the JSON API's 1 MB body holds its own PDFs smaller).
    const careers = (await getTestApp()).app.careers;
    const big = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 + 1 - PDF.length)]);
    await expect(careers.saveResume(seeker.id, { summary: 'Teacher', experience: '', education: '', skills: '' }, { bytes: big })).rejects.toMatchObject({
      fields: { pdf: expect.any(String) },
    });
    const edge = Buffer.concat([PDF, Buffer.alloc(2 * 1024 * 1024 - PDF.length)]);
    expect((await careers.saveResume(seeker.id, { summary: 'Teacher', experience: '', education: '', skills: '' }, { bytes: edge })).hasPdf).toBe(true);
    const saved = await saveResume(seeker.token, {
      summary: 'Tailoring teacher',
      education: 'ITI Jaipur',
      pdf: { fileName: 'cv.pdf', data: PDF.toString('base64') },
    });
    expect(saved.status, JSON.stringify(saved.body)).toBe(200);
    expect(saved.body.data.hasPdf).toBe(true);
    const applied = await apply(slug, seeker.token);
    expect(applied.status).toBe(200);
    appId = applied.body.data.id;
    expect((await apply(slug, seeker.token)).status).toBe(409);
    expect((await view(slug, seeker.token)).body.data.mine).toEqual({ id: appId, state: 'new' });
    // The shop cannot apply to its own post.
    await saveResume(shop.token, { summary: 'Owner' });
    expect((await apply(slug, shop.token)).status).toBe(409);
  });

  it('shows the applicants and their resumes to the poster only: strangers get 404 by id and by guessed URL', async () => {
    const own = await applicants(postId, shop.token);
    expect(own.status).toBe(200);
    const a = own.body.data.applicants.find((x) => x.id === appId);
    expect(a?.resume?.summary).toBe('Tailoring teacher');
    expect(a?.name).toBe(seeker.fullName);
    expect(JSON.stringify(own.body)).not.toContain(seeker.email);
    const pdf = await call('GET', `/api/v1/job-applications/${appId}/resume.pdf`, { token: shop.token });
    expect(pdf.status).toBe(200);
    expect(pdf.headers['content-type']).toBe('application/pdf');
    expect(pdf.raw.subarray(0, 5).toString()).toBe('%PDF-');
    const stranger = await person();
    for (const who of [rivalShop, stranger, staff]) {
      expect((await applicants(postId, who.token)).status, who.email).toBe(404);
      expect((await call('GET', `/api/v1/job-applications/${appId}/resume.pdf`, { token: who.token })).status).toBe(404);
      expect((await move(appId, who.token, 'shortlisted')).status).toBe(404);
      expect((await message(appId, who.token, 'Hello')).status).toBe(404);
    }
    expect((await call('GET', `/api/v1/job-applications/${appId}/resume.pdf`)).status).toBe(401);
    expect((await call('GET', `/api/v1/job-applications/${appId + 100000}/resume.pdf`, { token: shop.token })).status).toBe(404);
    expect((await applicants(postId + 100000, shop.token)).status).toBe(404);
    // Another's resume and applications are never reachable by the owner's routes.
    expect((await call<Answer<null>>('GET', '/api/v1/me/jobs/resume', { token: stranger.token })).body.data).toBeNull();
    expect(await mine(stranger.token)).toEqual([]);
  });

  it('moves only as the transitions allow, and the applicant sees each step', async () => {
    expect((await move(appId, shop.token, 'hired')).status).toBe(409);
    expect((await move(appId, shop.token, 'shortlisted')).status).toBe(200);
    expect((await mine(seeker.token)).find((x) => x.id === appId)?.state).toBe('shortlisted');
    expect((await move(appId, shop.token, 'new')).status).toBe(409);
    expect((await move(appId, shop.token, 'promoted')).status).toBe(422);
    expect((await move(appId, shop.token, 'shortlisted')).status).toBe(409);
    expect((await move(appId, shop.token, 'interview')).status).toBe(200);
  });

  it('emails the applicant each step once (shortlisted, interview), with no contact of the poster; a refused move sends nothing', async () => {
    const steps = async () => (await messagesTo(seeker.email)).filter((x) => x.subject.startsWith('Your application for '));
    const mails = await steps();
    expect(mails.map((x) => x.subject.split(': ').pop()).sort()).toEqual(['Interview', 'Shortlisted']);
    const interview = mails.find((x) => x.subject.endsWith(': Interview'));
    expect(interview?.body).toContain('meet only at a workplace or a public place');
    expect(interview?.body).toContain('/jobs/applications');
    for (const m of mails) expect(m.body).not.toContain(shop.email);
    expect((await move(appId, shop.token, 'interview')).status).toBe(409);
    expect(await steps()).toHaveLength(2);
  });

  it('emails a message through us (no address of either side), holds a WhatsApp one for staff, and stops at 20 an hour', async () => {
    const sent = await message(appId, shop.token, 'Please come for an interview on Monday at our Jaipur centre.');
    expect(sent.body.data.state).toBe('sent');
    const [mail] = (await messagesTo(seeker.email)).filter((x) => x.subject.includes('A message about your application'));
    expect(mail?.body).toContain('Please come for an interview on Monday');
    expect(mail?.body).toContain('/jobs/applications');
    expect(mail?.body).not.toContain(shop.email);
    const held = await message(appId, shop.token, 'Join our WhatsApp group for the schedule.');
    expect(held.body.data.state).toBe('held');
    const heldId = (held.body.data as unknown as { id: number }).id;
    const count = async () => (await messagesTo(seeker.email)).filter((x) => x.subject.includes('A message about your application')).length;
    expect(await count()).toBe(1);
    expect((await call('POST', `/api/v1/admin/jobs/messages/${heldId}/reject`, { token: staff.token, body: { reason: 'Off-platform' } })).status).toBe(200);
    expect(await count()).toBe(1);
    // 2 sent so far; 18 more reach the limit, the 21st is refused and writes nothing.
    for (let i = 0; i < 18; i++) expect((await message(appId, shop.token, `Reminder ${i}`)).status).toBe(200);
    const rows = async () => (await (await getDb()).select().from(s.careerMessages).where(eq(s.careerMessages.applicationId, appId))).length;
    const before = await rows();
    expect((await message(appId, shop.token, 'One too many')).status).toBe(429);
    expect(await rows()).toBe(before);
  });

  it('closing as filled tells the open applicants; the post then takes none, answers 410 and leaves the sitemap', async () => {
    const late = await applicantWithResume();
    const lateApp = (await apply(slug, late.token)).body.data.id;
    expect((await move(lateApp, shop.token, 'not_selected')).status).toBe(200);
    expect(await sitemap()).toContain(`/jobs/${slug}`);
    expect((await call('POST', `/api/v1/job-posts/${postId}/close`, { token: rivalShop.token, body: { filled: true } })).status).toBe(404);
    expect((await call('POST', `/api/v1/job-posts/${postId}/close`, { token: shop.token, body: { filled: true } })).status).toBe(200);
    const told = (await messagesTo(seeker.email)).filter((x) => x.subject.includes('filled'));
    expect(told).toHaveLength(1);
    // A final state already knows: not told again.
    expect((await messagesTo(late.email)).filter((x) => x.subject.includes('filled'))).toHaveLength(0);
    expect((await mine(seeker.token)).find((x) => x.id === appId)?.post.filled).toBe(true);
    const other = await applicantWithResume();
    const refused = await apply(slug, other.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closed/);
    expect(await sitemap()).not.toContain(`/jobs/${slug}`);
    const page = await (await getApp()).inject({ method: 'GET', url: `/jobs/${slug}` });
    expect(page.statusCode).toBe(410);
    expect(page.body).toContain('This job is closed');
    expect((await call('POST', `/api/v1/job-posts/${postId}/close`, { token: shop.token, body: {} })).status).toBe(409);
  });

  it('an expired post (its last day gone) takes no applications, leaves the list and answers 410', async () => {
    const made = await post(shop.token, paidPost());
    const db = await getDb();
    const p = await applicantWithResume();
    // The last instant of the last day still takes one; the first instant after it does not.
    await db
      .update(s.careerPosts)
      .set({ closesAt: new Date(Date.now() + 60_000) })
      .where(eq(s.careerPosts.id, made.body.data.id));
    expect((await apply(made.body.data.slug, p.token)).status).toBe(200);
    await db
      .update(s.careerPosts)
      .set({ closesAt: new Date(Date.now() - 1000) })
      .where(eq(s.careerPosts.id, made.body.data.id));
    const q = await applicantWithResume();
    const refused = await apply(made.body.data.slug, q.token);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toMatch(/closing date/);
    const list = await call<Answer<{ slug: string }[]>>('GET', '/api/v1/jobs');
    expect(list.body.data.map((x) => x.slug)).not.toContain(made.body.data.slug);
    expect(await sitemap()).not.toContain(made.body.data.slug);
    expect((await (await getApp()).inject({ method: 'GET', url: `/jobs/${made.body.data.slug}` })).statusCode).toBe(410);
    // The hourly sweep tells the open applicant once; a second run tells nobody again.
    const told = async () => (await messagesTo(p.email)).filter((x) => x.subject.includes('closed')).length;
    expect(await told()).toBe(0);
    const app = await getApp();
    expect(await app.careers.tellExpired()).toBeGreaterThanOrEqual(1);
    expect(await told()).toBe(1);
    await app.careers.tellExpired();
    expect(await told()).toBe(1);
  });
});

describe('the resume’s consent', () => {
  it('is recorded on saving; withdrawing it deletes the resume and its PDF, and the poster sees none', async () => {
    const made = await post(shop.token, paidPost());
    const p = await person();
    await saveResume(p.token, { summary: 'Weaver', pdf: { fileName: 'cv.pdf', data: PDF.toString('base64') } });
    const [consent] = await (await getDb())
      .select()
      .from(s.consents)
      .where(eq(s.consents.subject, `job-resume:${p.id}`));
    expect(consent?.purpose).toBe('job-resume');
    const appId = (await apply(made.body.data.slug, p.token)).body.data.id;
    expect((await call('GET', `/api/v1/job-applications/${appId}/resume.pdf`, { token: shop.token })).status).toBe(200);
    expect((await call('POST', '/api/v1/me/consents/purpose/job-resume/withdraw', { token: p.token, body: {} })).status).toBe(200);
    expect((await call<Answer<null>>('GET', '/api/v1/me/jobs/resume', { token: p.token })).body.data).toBeNull();
    expect((await call('GET', `/api/v1/job-applications/${appId}/resume.pdf`, { token: shop.token })).status).toBe(404);
    expect((await applicants(made.body.data.id, shop.token)).body.data.applicants.find((x) => x.id === appId)?.resume).toBeNull();
  });
});

describe('the pages', () => {
  it('a job page says we never charge applicants (and in Hindi), with JobPosting data; signed-out apply goes to login', async () => {
    const made = await post(shop.token, paidPost({ title: unique('Weaving trainer') }));
    const app = await getApp();
    const page = await app.inject({ method: 'GET', url: `/jobs/${made.body.data.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('We never charge applicants');
    const ld = [...page.body.matchAll(/<script type="application\/ld\+json">(.*?)<\/script>/gs)]
      .map((m) => JSON.parse(m[1] ?? '{}') as Record<string, unknown>)
      .find((x) => x['@type'] === 'JobPosting');
    expect(ld).toMatchObject({
      employmentType: 'FULL_TIME',
      validThrough: `${india(30)}T23:59:59+05:30`,
      jobLocation: { address: { addressLocality: 'Jaipur', addressCountry: 'IN' } },
      baseSalary: { currency: 'INR', value: { minValue: 18000, maxValue: 24000, unitText: 'MONTH' } },
    });
    expect((ld?.hiringOrganization as { name?: string } | undefined)?.name).toBeTruthy();
    const hi = await app.inject({ method: 'GET', url: `/hi/jobs/${made.body.data.slug}` });
    expect(hi.body).toContain('हम आवेदकों से कभी कोई पैसा नहीं लेते');
    const list = await app.inject({ method: 'GET', url: '/jobs' });
    expect(list.body).toContain('We never charge applicants');
    const post_ = await app.inject({
      method: 'POST',
      url: `/jobs/${made.body.data.slug}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded', origin: 'http://localhost' },
      payload: 'note=hello',
    });
    expect([302, 303]).toContain(post_.statusCode);
    expect(post_.headers.location).toMatch(/^\/login\?redirectTo=/);
    const volunteer = await post(staff.token, { ...paidPost({ kind: 'volunteer', payMin: '', payMax: '' }), place: '', remote: true });
    const vpage = await app.inject({ method: 'GET', url: `/jobs/${volunteer.body.data.slug}` });
    expect(vpage.body).toContain('"employmentType":"VOLUNTEER"');
    expect(vpage.body).toContain('"jobLocationType":"TELECOMMUTE"');
    expect(vpage.body).not.toContain('baseSalary');
  });

  it('a shop’s job pages are its own: another shop’s post is 404, an account with no approved shop 403', async () => {
    const app = await getApp();
    const made = await post(shop.token, paidPost({ title: unique('Dyer') }));
    const get = (url: string, who: Person) => app.inject({ method: 'GET', url, headers: { cookie: `sid=${who.token}` } });
    const list = await get('/seller/jobs', shop);
    expect(list.statusCode).toBe(200);
    expect(list.body).toContain('Dyer');
    expect((await get(`/seller/jobs/${made.body.data.id}`, shop)).statusCode).toBe(200);
    expect((await get(`/seller/jobs/${made.body.data.id}`, rivalShop)).statusCode).toBe(404);
    expect((await get('/seller/jobs', await shopOwner('submitted'))).statusCode).toBe(403);
    expect((await get(`/admin/jobs/${made.body.data.id}`, staff)).statusCode).toBe(404);
    expect((await get('/admin/jobs', staff)).statusCode).toBe(200);
    expect((await get('/admin/jobs', shop)).statusCode).toBe(403);
  });
});
