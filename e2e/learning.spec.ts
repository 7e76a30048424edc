// Issue 42, a course end to end on a phone: staff publish a short course (an article, a 10-second
// video, a two-question quiz) through the console's API; a learner signs in, reads the article and
// marks it read with the page's form, opens the video (the thumbnail becomes the youtube-nocookie
// player only on the press), the watched positions are posted as the page's script posts them,
// the quiz opens once both lessons are complete, the learner passes it and follows the
// certificate's link to its verify page. Words come from the catalogues, not retyped.
import { learningText as lt } from '@sahyog/core';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectNoAxeViolations, re, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

test('a learner reads, watches, passes the quiz and opens the certificate', async ({ page, request }, testInfo) => {
  const tag = `${testInfo.project.name}-${Date.now().toString(36)}`;
  const staff = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const slug = `journey-${tag}`;
  const made = await request.post('/api/v1/admin/learning/courses', {
    headers: staff,
    data: { slug, category: 'safety', title: `Road safety ${tag}`, summary: 'Crossing the road', passMark: 50, published: true },
  });
  expect(made.status(), await made.text()).toBe(201);
  const courseId = ((await made.json()) as { data: { id: number } }).data.id;
  for (const lesson of [
    { kind: 'article', title: 'Look both ways', bodyMarkdown: 'Stop at the kerb. **Look right, left, then right again.**' },
    { kind: 'video', title: 'At the zebra crossing', youtubeId: 'dQw4w9WgXcQ', durationSeconds: 10 },
  ])
    expect((await request.post(`/api/v1/admin/learning/courses/${courseId}/lessons`, { headers: staff, data: lesson })).status()).toBe(201);
  const choices = [
    { en: 'Yes', hi: 'हाँ' },
    { en: 'No', hi: 'नहीं' },
  ];
  await request.put(`/api/v1/admin/learning/courses/${courseId}/quiz`, {
    headers: staff,
    data: {
      questions: [
        { question: 'Look right first?', choices, answer: 0 },
        { question: 'Run across?', choices, answer: 1 },
      ],
    },
  });

  const learner = await registerDonor(request, `learn-${testInfo.project.name}`);
  await signIn(page, learner, `/learn/${slug}`);
  await expect(page.getByText(lt.progress(0, 2))).toBeVisible();
  await expect(page.getByText(lt.quizLocked)).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'learn-course');

  // The article: read to its end, marked with the form (no JavaScript needed).
  await page.getByRole('link', { name: 'Look both ways' }).click();
  await page.getByRole('button', { name: lt.markRead }).click();
  await expect(page.getByText(lt.alreadyComplete)).toBeVisible();

  // The video: our thumbnail until pressed, then the no-cookie player.
  await page.getByRole('link', { name: new RegExp(re(lt.nextLesson)) }).click();
  await expect(page.locator('iframe')).toHaveCount(0);
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'learn-video');
  await page.getByRole('link', { name: new RegExp(re(lt.watchVideo)) }).click();
  await expect(page.locator('iframe')).toHaveAttribute('src', /^https:\/\/www\.youtube-nocookie\.com\/embed\/dQw4w9WgXcQ\?enablejsapi=1/);
  // The positions the page's script posts while it plays (the player itself is YouTube's).
  const lessonId = /lessons\/(\d+)/.exec(page.url())?.[1];
  const mine = { authorization: `Bearer ${await apiToken(request, learner)}` };
  for (const position of [0, 4, 9]) {
    const r = await request.post(`/api/v1/learn/lessons/${lessonId}/position`, { headers: mine, data: { position } });
    expect(r.status(), await r.text()).toBe(200);
  }

  // The quiz opens; the learner passes and follows the certificate's link.
  await visit(page, `/learn/${slug}`);
  await expect(page.getByText(lt.progress(2, 2))).toBeVisible();
  await page.getByRole('link', { name: lt.takeQuiz }).click();
  await page
    .getByRole('group', { name: /Look right first/ })
    .getByLabel('Yes')
    .check();
  await page
    .getByRole('group', { name: /Run across/ })
    .getByLabel('No')
    .check();
  await expectNoAxeViolations(page);
  await page.getByRole('button', { name: lt.submitQuiz }).click();
  await expect(page.getByText(lt.score(2, 2))).toBeVisible();
  await snap(page, testInfo, 'learn-passed');
  await page.getByRole('link', { name: lt.certificate }).click();
  await expect(page).toHaveURL(/\/certificates\/verify\/[a-z2-7]{26}$/);
  await expect(page.getByText(`Road safety ${tag}`).first()).toBeVisible();
});
