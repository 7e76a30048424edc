// Learning (issue 42) through its API: staff publish a course (an article sanitised as campaign
// stories are, a video with its length, a quiz); a learner's progress is the server's (an article
// marked read, a video complete only at 90 % of its known length and only when watched, never by
// one post of the end), the quiz opens after every lesson, is graded here (its answers in no
// answer), passes at exactly the pass mark and not one below, once, and issues the training
// certificate; nobody reads another's progress; a child's video is published only with the
// guardian's recorded consent and leaves the page at once on a takedown; non-staff get 403.
import { schema as s } from '@sahyog/db';
import { and, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/learning/index.ts';
import { type Answer, call, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

type Course = {
  id: number;
  slug: string;
  lessonList: { id: number; kind: string; complete: boolean }[];
  progress: { done: number; total: number; quizOpen: boolean; passed: boolean; certificatePath: string | null } | null;
};
type Progress = { lessonId: number; positionSeconds: number; maxWatchedSeconds: number; complete: boolean };
type Quiz = { passMark: number; questions: { id: number; question: string; choices: string[] }[] };

let staff: { id: number; token: string };
const slug = `first-aid-${Date.now().toString(36)}`;
let courseId = 0;
let articleId = 0;
let videoId = 0;

const admin = <T>(method: 'GET' | 'POST' | 'PUT', url: string, body?: unknown, token = staff.token) =>
  call<Answer<T>>(method, `/api/v1/admin/learning${url}`, { token, body });
const learn = <T>(method: 'GET' | 'POST', url: string, token?: string, body?: unknown) =>
  call<Answer<T>>(method, `/api/v1/learn${url}`, { ...(token ? { token } : {}), body });

/** As if the learner's last report was `seconds` ago: how the server knows time has passed. */
async function rewind(token: string, lessonId: number, seconds: number) {
  const me = await call<{ data: { id: number } }>('GET', '/api/v1/me', { token });
  const db = await getDb();
  await db
    .update(s.learningProgress)
    .set({ lastReportAt: sql`now() - make_interval(secs => ${seconds})` })
    .where(and(eq(s.learningProgress.lessonId, lessonId), eq(s.learningProgress.userId, me.body.data.id)));
}

const QUESTIONS = [0, 1, 2, 3].map((i) => ({
  question: `Question ${i + 1}`,
  questionHi: `प्रश्न ${i + 1}`,
  choices: [
    { en: 'Yes', hi: 'हाँ' },
    { en: 'No', hi: 'नहीं' },
  ],
  answer: i % 2,
}));

beforeAll(async () => {
  await getTestApp();
  staff = await signedIn('staff');
  const course = await admin<{ id: number }>('POST', '/courses', {
    slug,
    category: 'health',
    title: 'First aid at home',
    titleHi: 'घर पर प्राथमिक उपचार',
    summary: 'Burns and cuts',
    passMark: 75,
  });
  expect(course.status).toBe(201);
  courseId = course.body.data.id;
  const article = await admin<{ id: number }>('POST', `/courses/${courseId}/lessons`, {
    kind: 'article',
    title: 'Cooling a burn',
    bodyMarkdown: '## Cool it\n\nRun **cool water** for 20 minutes.<script>alert(1)</script> <img src=x onerror=alert(1)>',
  });
  articleId = article.body.data.id;
  const video = await admin<{ id: number }>('POST', `/courses/${courseId}/lessons`, {
    kind: 'video',
    title: 'Bandaging a cut',
    youtubeId: 'dQw4w9WgXcQ',
    durationSeconds: 100,
  });
  videoId = video.body.data.id;
  expect((await admin('PUT', `/courses/${courseId}/quiz`, { questions: QUESTIONS })).status).toBe(200);
});

describe('staff publish', () => {
  it('keeps a draft course hidden, then shows it found by its words and category', async () => {
    expect((await learn('GET', `/courses/${slug}`)).status).toBe(404);
    await admin('PUT', `/courses/${courseId}`, {
      slug,
      category: 'health',
      title: 'First aid at home',
      titleHi: 'घर पर प्राथमिक उपचार',
      summary: 'Burns and cuts',
      passMark: 75,
      published: true,
    });
    const found = await learn<{ slug: string }[]>('GET', '/courses?q=burn%20first&category=health');
    expect(found.body.data.map((c) => c.slug)).toContain(slug);
    expect((await learn<{ slug: string }[]>('GET', '/courses?q=burn&category=education')).body.data.map((c) => c.slug)).not.toContain(slug);
    expect((await learn<{ slug: string }[]>('GET', '/courses?q=bandaging')).body.data.map((c) => c.slug)).toContain(slug);
  });

  it('renders the article’s Markdown sanitised, as a campaign story', async () => {
    const lesson = await learn<{ html: string }>('GET', `/courses/${slug}/lessons/${articleId}`);
    expect(lesson.body.data.html).toContain('<strong>cool water</strong>');
    expect(lesson.body.data.html).not.toMatch(/<script|<img/);
  });

  it('answers 403 to a learner calling staff routes, and refuses bad input with field errors', async () => {
    const learner = await signedIn('user');
    for (const [m, u, b] of [
      ['GET', '/courses', undefined],
      ['POST', '/courses', { slug: 'x', category: 'health', title: 'x' }],
      ['PUT', `/courses/${courseId}/quiz`, { questions: QUESTIONS }],
      ['POST', '/videos/1/publish', undefined],
      ['POST', '/videos/1/takedown', { reason: 'because' }],
    ] as const)
      expect((await admin(m, u, b, learner.token)).status).toBe(403);
    const bad = await admin('POST', `/courses/${courseId}/lessons`, { kind: 'video', title: 'No id', durationSeconds: 5 });
    expect(bad.status).toBe(422);
    expect(Object.keys(bad.body.errors ?? {})).toEqual(expect.arrayContaining(['youtubeId', 'durationSeconds']));
  });
});

describe('a learner', () => {
  let learner: { id: number; token: string };
  beforeAll(async () => {
    learner = await signedIn('user');
  });

  it('cannot open or submit the quiz before every lesson is complete', async () => {
    expect((await learn('GET', `/courses/${slug}/quiz`, learner.token)).status).toBe(409);
    expect((await learn('POST', `/courses/${slug}/quiz`, learner.token, { answers: { 1: 0 } })).status).toBe(409);
  });

  it('completes an article only by marking it read', async () => {
    let course = await learn<Course>('GET', `/courses/${slug}`, learner.token);
    expect(course.body.data.progress).toMatchObject({ done: 0, total: 2, quizOpen: false });
    const read = await learn<Progress>('POST', `/lessons/${articleId}/read`, learner.token);
    expect(read.body.data.complete).toBe(true);
    expect((await learn('POST', `/lessons/${videoId}/read`, learner.token)).status).toBe(422);
    course = await learn<Course>('GET', `/courses/${slug}`, learner.token);
    expect(course.body.data.progress?.done).toBe(1);
  });

  it('refuses a position past the video’s end and gains nothing from jumping to the end', async () => {
    const past = await learn('POST', `/lessons/${videoId}/position`, learner.token, { position: 101 });
    expect(past.status).toBe(422);
    await learn('POST', `/lessons/${videoId}/position`, learner.token, { position: 0 });
    const jump = await learn<Progress>('POST', `/lessons/${videoId}/position`, learner.token, { position: 95 });
    expect(jump.body.data).toMatchObject({ positionSeconds: 95, maxWatchedSeconds: 0, complete: false });
  });

  it('resumes a watched video and completes it at 90 % of its length, not at 89 %', async () => {
    await learn('POST', `/lessons/${videoId}/position`, learner.token, { position: 0 });
    await rewind(learner.token, videoId, 80);
    const at89 = await learn<Progress>('POST', `/lessons/${videoId}/position`, learner.token, { position: 89 });
    expect(at89.body.data).toMatchObject({ positionSeconds: 89, maxWatchedSeconds: 89, complete: false });
    const lesson = await learn<{ progress: { positionSeconds: number } }>('GET', `/courses/${slug}/lessons/${videoId}`, learner.token);
    expect(lesson.body.data.progress.positionSeconds).toBe(89);
    await rewind(learner.token, videoId, 1);
    const at90 = await learn<Progress>('POST', `/lessons/${videoId}/position`, learner.token, { position: 90 });
    expect(at90.body.data.complete).toBe(true);
  });

  it('never shows another person’s progress (404), and shows their own', async () => {
    const db = await getDb();
    const [mine] = await db.select({ id: s.learningProgress.id }).from(s.learningProgress).where(eq(s.learningProgress.userId, learner.id)).limit(1);
    const other = await signedIn('user');
    expect((await learn('GET', `/progress/${mine?.id}`, other.token)).status).toBe(404);
    expect((await learn('GET', `/progress/${mine?.id}`, learner.token)).status).toBe(200);
    expect((await learn('GET', `/progress/${mine?.id}`)).status).toBe(401);
  });

  it('gets the quiz without its answers, fails one below the pass mark, passes at it exactly, once, with a certificate', async () => {
    const quiz = await learn<Quiz>('GET', `/courses/${slug}/quiz`, learner.token);
    expect(quiz.status).toBe(200);
    expect(quiz.text).not.toMatch(/"answer"/);
    for (const url of [`/courses/${slug}`, `/courses/${slug}/lessons/${articleId}`])
      expect((await learn('GET', url, learner.token)).text).not.toMatch(/"answer"/);
    const ids = quiz.body.data.questions.map((q) => q.id);
    const answers = (right: number) => Object.fromEntries(ids.map((id, i) => [String(id), i < right ? i % 2 : 1 - (i % 2)]));
    const unanswered = await learn('POST', `/courses/${slug}/quiz`, learner.token, { answers: { [String(ids[0])]: 0 } });
    expect(unanswered.status).toBe(422);
    const below = await learn<{ passed: boolean; score: number; certificatePath: string | null }>('POST', `/courses/${slug}/quiz`, learner.token, {
      answers: answers(2),
    });
    expect(below.body.data).toMatchObject({ score: 2, passed: false, certificatePath: null });
    const pass = await learn<{ passed: boolean; score: number; certificatePath: string | null }>('POST', `/courses/${slug}/quiz`, learner.token, {
      answers: answers(3),
    });
    expect(pass.body.data).toMatchObject({ score: 3, total: 4, passed: true });
    expect(pass.body.data.certificatePath).toMatch(/^\/certificates\/verify\/[a-z2-7]{26}$/);
    const id = pass.body.data.certificatePath?.split('/').pop();
    const cert = await call<Answer<Record<string, unknown>>>('GET', `/api/v1/certificates/${id}`);
    expect(cert.status).toBe(200);
    expect(JSON.stringify(cert.body.data)).toContain('First aid at home');
    expect((await learn('POST', `/courses/${slug}/quiz`, learner.token, { answers: answers(4) })).status).toBe(409);
    const course = await learn<Course>('GET', `/courses/${slug}`, learner.token);
    expect(course.body.data.progress).toMatchObject({ passed: true, certificatePath: pass.body.data.certificatePath });
  });
});

describe('student videos', () => {
  type Video = { id: number; status: string; consent: { guardianName: string; withdrawnAt: string | null } | null };
  const listed = async () => (await learn<{ id: number }[]>('GET', '/videos')).body.data.map((v) => v.id);

  it('publishes a child’s video only with the guardian’s recorded consent, and takes it down at once', async () => {
    const added = await admin<Video>('POST', '/videos', { title: 'My school garden', youtubeId: 'aqz-KE-bpKQ', childAppears: true });
    const id = added.body.data.id;
    const refused = await admin<Video>('POST', `/videos/${id}/publish`);
    expect(refused.status).toBe(422);
    expect(refused.body.message).toMatch(/guardian.*consent/i);
    expect(await listed()).not.toContain(id);
    const badConsent = await admin('POST', `/videos/${id}/consent`, {
      guardianName: '',
      guardianRelation: 'Mother',
      method: 'by phone',
      consentedAt: 'yesterday',
    });
    expect(badConsent.status).toBe(422);
    expect(Object.keys(badConsent.body.errors ?? {})).toEqual(expect.arrayContaining(['guardianName', 'method', 'consentedAt']));
    const consent = await admin<Video>('POST', `/videos/${id}/consent`, {
      guardianName: 'Sunita Devi',
      guardianRelation: 'Mother',
      method: 'otp_guardian_mobile',
      consentedAt: new Date().toISOString(),
    });
    expect(consent.body.data.consent).toMatchObject({ guardianName: 'Sunita Devi', withdrawnAt: null });
    expect((await admin('POST', `/videos/${id}/publish`)).status).toBe(200);
    expect(await listed()).toContain(id);
    const down = await admin<Video>('POST', `/videos/${id}/takedown`, { reason: 'The guardian asked by phone' });
    expect(down.body.data.status).toBe('taken_down');
    expect(down.body.data.consent?.withdrawnAt).not.toBeNull();
    expect(await listed()).not.toContain(id);
    expect((await admin('POST', `/videos/${id}/publish`)).status).toBe(422);
    const db = await getDb();
    const actions = (
      await db
        .select({ action: s.auditEvents.action })
        .from(s.auditEvents)
        .where(and(eq(s.auditEvents.subjectType, 'learning_student_video'), eq(s.auditEvents.subjectId, String(id))))
    ).map((a) => a.action);
    expect(actions).toEqual(expect.arrayContaining(['learning.video.create', 'learning.video.consent', 'learning.video.publish', 'learning.video.takedown']));
  });

  it('publishes a video with no child without a consent', async () => {
    const added = await admin<Video>('POST', '/videos', { title: 'Our new library', youtubeId: 'M7lc1UVf-VE', childAppears: false });
    expect((await admin('POST', `/videos/${added.body.data.id}/publish`)).status).toBe(200);
    expect(await listed()).toContain(added.body.data.id);
  });
});

describe('pages', () => {
  const page = async (url: string, token?: string) => {
    const { app } = await getTestApp();
    return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {} });
  };

  it('shows the demo course in English and Hindi, with no third-party script', async () => {
    const en = await page('/learn?q=burn&category=health');
    expect(en.statusCode).toBe(200);
    expect(en.body).toContain('First aid at home');
    const hi = await page('/hi/learn/first-aid-at-home');
    expect(hi.statusCode).toBe(200);
    expect(hi.body).toContain('घर पर प्राथमिक उपचार');
    expect(hi.body).toContain('पाठ');
    for (const body of [en.body, hi.body]) expect(body).not.toMatch(/<script[^>]+src="https?:/);
    const videos = await page('/hi/learn/videos');
    expect(videos.body).toContain('हमारे स्कूल का बगीचा');
    expect(videos.body).not.toContain('youtube-nocookie');
  });

  it('marks an article read by its form, without JavaScript, and resumes a video on its page', async () => {
    const learner = await signedIn('user');
    const course = await learn<Course>('GET', '/courses/first-aid-at-home', learner.token);
    const [article, video] = course.body.data.lessonList;
    const before = await page(`/learn/first-aid-at-home/lessons/${article?.id}`, learner.token);
    expect(before.body).toContain('mark it complete');
    expect(before.headers['cache-control']).toMatch(/no-store/);
    const { app } = await getTestApp();
    const posted = await app.inject({
      method: 'POST',
      url: `/learn/first-aid-at-home/lessons/${article?.id}`,
      headers: { authorization: `Bearer ${learner.token}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: '',
    });
    expect(posted.statusCode).toBe(302);
    const after = await learn<Course>('GET', '/courses/first-aid-at-home', learner.token);
    expect(after.body.data.progress?.done).toBe(1);
    await learn('POST', `/lessons/${video?.id}/position`, learner.token, { position: 10 });
    const watching = await page(`/learn/first-aid-at-home/lessons/${video?.id}`, learner.token);
    expect(watching.body).toContain('You stopped at 0:10.');
    expect(watching.body).toContain('youtube-nocookie.com/embed/');
    expect(watching.body).not.toMatch(/<iframe/);
    expect((await page('/learn/first-aid-at-home/quiz', learner.token)).statusCode).toBe(302);
  });

  it('lets staff record a consent and publish from the console, and refuses learners (403)', async () => {
    const { app } = await getTestApp();
    const form = (token: string, fields: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/admin/learn',
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const learner = await signedIn('user');
    expect((await page('/admin/learn', learner.token)).statusCode).toBe(403);
    expect((await form(learner.token, { intent: 'add', title: 'Mine', youtubeId: 'aqz-KE-bpKQ', childAppears: 'on' })).statusCode).toBe(403);
    const screen = await page('/admin/learn', staff.token);
    expect(screen.statusCode).toBe(200);
    expect(screen.body).toContain('Sunita Devi (Mother)');
    const added = await admin<{ id: number }>('POST', '/videos', { title: 'Sports day', youtubeId: 'M7lc1UVf-VE', childAppears: true });
    const id = String(added.body.data.id);
    const refused = await form(staff.token, { intent: 'publish', id });
    expect(refused.statusCode).toBe(200);
    expect(refused.body).toContain('DPDP Act 2023, section 9');
    const consented = await form(staff.token, {
      intent: 'consent',
      id,
      guardianName: 'Ramesh Kumar',
      guardianRelation: 'Father',
      method: 'signed_form_seen',
      consentedAt: '2026-12-01T10:30',
    });
    expect(consented.statusCode).toBe(302);
    expect((await form(staff.token, { intent: 'publish', id })).statusCode).toBe(302);
    expect((await learn<{ id: number }[]>('GET', '/videos')).body.data.map((v) => v.id)).toContain(added.body.data.id);
  });

  it('lets staff author a course from the console: start a draft, add lessons, write the quiz, publish; a learner then takes it', async () => {
    const { app } = await getTestApp();
    const post = (url: string, fields: Record<string, string>, token = staff.token) =>
      app.inject({
        method: 'POST',
        url,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams(fields).toString(),
      });
    const newSlug = `water-safety-${Date.now().toString(36)}`;
    const made = await post('/admin/learn', { intent: 'create', title: 'Water safety', slug: newSlug, category: 'safety' });
    expect(made.statusCode).toBe(302);
    const editor = String(made.headers.location);
    expect(editor).toMatch(/^\/admin\/learn\/\d+$/);
    // A draft: no learner finds it yet.
    expect((await learn('GET', `/courses/${newSlug}`)).status).toBe(404);
    // The same address twice is refused with the field's message, and nothing is made.
    const twice = await post('/admin/learn', { intent: 'create', title: 'Again', slug: newSlug, category: 'safety' });
    expect(twice.statusCode).toBe(200);
    expect(twice.body).toContain('Again');

    const article = await post(editor, {
      intent: 'lesson',
      kind: 'article',
      title: 'Before you swim',
      titleHi: 'तैरने से पहले',
      bodyMarkdown: 'Swim **with** a friend.',
    });
    expect(article.statusCode).toBe(302);
    // A video lesson without its length is refused, keeping what was typed; nothing is added.
    const noLength = await post(editor, { intent: 'lesson', kind: 'video', title: 'At the river', youtubeId: 'aqz-KE-bpKQ', durationSeconds: '' });
    expect(noLength.statusCode).toBe(200);
    expect(noLength.body).toContain('At the river');
    expect((await post(editor, { intent: 'lesson', kind: 'video', title: 'At the river', youtubeId: 'aqz-KE-bpKQ', durationSeconds: '120' })).statusCode).toBe(
      302,
    );

    // A quiz whose question has no right choice is refused, naming the question; one with a stray line, naming the line.
    const noRight = await post(editor, { intent: 'quiz', quiz: '? Swim alone? | अकेले तैरें?\n- Yes | हाँ\n- No | नहीं' });
    expect(noRight.statusCode).toBe(200);
    expect(noRight.body).toContain('Question 1: mark exactly one choice with “*”.');
    const stray = await post(editor, { intent: 'quiz', quiz: '? Swim alone?\n- Yes\n* No\nmaybe' });
    expect(stray.statusCode).toBe(200);
    expect(stray.body).toContain('Line 4:');
    const quiz = await post(editor, { intent: 'quiz', quiz: '? Swim alone? | अकेले तैरें?\n- Yes | हाँ\n* No | नहीं\n\n? Wear a life jacket?\n* Yes\n- No' });
    expect(quiz.statusCode).toBe(302);

    const published = await post(editor, {
      intent: 'course',
      title: 'Water safety',
      titleHi: 'पानी में सुरक्षा',
      slug: newSlug,
      category: 'safety',
      passMark: '50',
      published: 'on',
    });
    expect(published.statusCode).toBe(302);
    // The editor shows the quiz back as it was typed, with the right answers marked.
    const screen = await page(editor, staff.token);
    expect(screen.body).toContain('* No | नहीं');
    expect(screen.body).toContain('2. At the river (Video)');

    const learner = await signedIn('user');
    const course = await learn<Course>('GET', `/courses/${newSlug}`, learner.token);
    expect(course.status).toBe(200);
    expect(course.body.data.lessonList.map((l) => l.kind)).toEqual(['article', 'video']);
    const [first] = course.body.data.lessonList;
    // Removing a lesson from another course's editor is refused; from its own, it goes.
    const otherEditor = `/admin/learn/${courseId}`;
    expect((await post(otherEditor, { intent: 'remove-lesson', lessonId: String(first?.id) })).statusCode).toBe(200);
    expect((await post(editor, { intent: 'remove-lesson', lessonId: String(first?.id) })).statusCode).toBe(302);
    expect((await learn<Course>('GET', `/courses/${newSlug}`, learner.token)).body.data.lessonList).toHaveLength(1);
    // A learner cannot use the editor.
    expect((await page(editor, learner.token)).statusCode).toBe(403);
    expect((await post(editor, { intent: 'remove-lesson', lessonId: '1' }, learner.token)).statusCode).toBe(403);
  });
});
