// Issue 42, a challenge end to end: staff make one (linked to a seeded campaign, two teams), a
// walker joins on a phone and logs progress with a photo, a friend pledges ₹ per km as a guest,
// staff close it, and the pledge becomes a gift the friend pays on /pay through the simulator,
// thanked and receipted as any gift; the walker's page links their certificate. Words come from
// the catalogues, so the journey retypes none of the pages' text.
import { checkoutText, challengeText as ct } from '@sahyog/core';
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectNoAxeViolations, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

type Mail = { channel: string; recipient: string; subject: string; body: string };

test('join, log with a photo, a friend pledges, staff close, the pledge is paid as a gift, the certificate is linked', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const staff = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const list = (await (await request.get('/api/v1/challenges')).json()) as { data: { slug: string }[] };
  const seeded = (await (await request.get(`/api/v1/challenges/${list.data[0]?.slug}`)).json()) as { data: { campaign: { slug: string } } };
  const day = new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10);
  const made = await request.post('/api/v1/admin/challenges', {
    headers: staff,
    data: {
      title: `Read for change ${testInfo.project.name} ${Date.now()}`,
      story: 'Read 5 books this month for the library.',
      unit: 'books',
      goal: '5',
      maxPerLog: '10',
      startsOn: day,
      endsOn: day,
      campaign: seeded.data.campaign.slug,
      teams: ['Owls', 'Foxes'],
    },
  });
  expect(made.status(), await made.text()).toBe(200);
  const { id, slug } = ((await made.json()) as { data: { id: number; slug: string } }).data;

  // The walker joins on a phone and logs 6 books with a photo.
  const walker = await registerDonor(request, `challenge-${testInfo.project.name}`);
  await signIn(page, walker, `/challenges/${slug}`);
  await page.getByLabel(ct.displayName).fill('Bookworm');
  await page.getByRole('button', { name: ct.join, exact: true }).click();
  await expect(page.getByRole('heading', { name: ct.yourProgress })).toBeVisible();
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3a6' } })
    .jpeg()
    .toBuffer();
  await page.getByLabel(ct.units('books')).fill('6');
  await page.getByLabel(ct.photo).setInputFiles({ name: 'books.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: ct.logButton, exact: true }).click();
  await expect(page.getByText(ct.yourTotal('6', '5', 'books'))).toBeVisible();
  await expect(page.getByRole('link', { name: ct.photoLink })).toBeVisible();
  await expectNoAxeViolations(page);
  await snap(page, testInfo, 'challenge');
  const entryHref = (await page.getByRole('link', { name: ct.yourPage }).getAttribute('href')) ?? '';

  // A friend, not signed in, pledges ₹20 per book up to ₹100 on the walker's page.
  const friendContext = await browser.newContext();
  const friend = await friendContext.newPage();
  const friendEmail = `friend-${testInfo.project.name}-${Date.now()}@example.com`;
  await visit(friend, entryHref);
  await expectNoAxeViolations(friend);
  await friend.getByLabel(ct.rate('books')).fill('20');
  await friend.getByLabel(ct.cap).fill('100');
  await friend.getByLabel(ct.pledgerName).fill('Nisha Friend');
  await friend.getByLabel(ct.pledgerEmail).fill(friendEmail);
  await friend.getByRole('textbox', { name: ct.pledgerMobile }).fill('9876501234');
  await friend.getByRole('button', { name: ct.pledgeButton, exact: true }).click();
  await expect(friend.getByText(ct.pledged)).toBeVisible();
  await snap(friend, testInfo, 'challenge-pledge');

  // Staff close it now: 6 × ₹20 = ₹120, capped at ₹100.
  const closed = await request.post(`/api/v1/admin/challenges/${id}/close`, { headers: staff });
  expect(((await closed.json()) as { data: { converted: number } }).data.converted).toBe(1);
  const mails = async () => ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: Mail[] }).data.filter((m) => m.recipient === friendEmail);
  await expect.poll(async () => (await mails()).filter((m) => m.channel === 'email').length).toBeGreaterThan(0);
  const payUrl = /https?:\/\/\S+\/pay\/[A-Z0-9]+/.exec((await mails()).find((m) => /₹100/.test(m.subject))?.body ?? '')?.[0] ?? '';
  expect(payUrl).not.toBe('');
  await visit(friend, new URL(payUrl).pathname);
  await friend.getByRole('button', { name: checkoutText.simulateSuccess }).click();
  await expect(friend).toHaveURL(/\/success\?order=/);
  // Thanked as any gift (the thank-you email is the receipt's way in).
  await expect.poll(async () => (await mails()).some((m) => /Thank you for your donation of ₹100/.test(m.subject))).toBe(true);

  // Raised-by-challenge counts the paid gift; the walker's certificate is linked.
  await visit(page, `/challenges/${slug}`);
  await expect(page.getByText(ct.raised('₹100'))).toBeVisible();
  await expect(page.getByRole('link', { name: ct.certificateReady })).toBeVisible();
  await snap(page, testInfo, 'challenge-closed');
  await friendContext.close();
});
