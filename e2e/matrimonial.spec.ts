// Issue 43, matrimonial end to end: three accounts prove their mobile; B makes a profile on a
// phone with a photo, A and C through the API; staff approve B's profile and photo in the console;
// A finds B and sends an interest, B accepts, and A then sees B's photo unblurred and B's contact
// details, while C, a third member, still sees the photo blurred and no contact. Words come from
// the catalogues, so the journey retypes none of the pages' text.
import { matrimonialText as mt, matrimonialStaffText as st } from '@sahyog/core';
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, proveMobile, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

const dob = (years: number) => {
  const d = new Date(Date.now() + 5.5 * 3_600_000);
  return `${d.getUTCFullYear() - years}-06-15`;
};

test('two profiles, an interest accepted: the photo unblurred and contact for that pair only', async ({ page, request, browser }, testInfo) => {
  const tag = Date.now().toString(36).replace(/\d/g, '');
  const staff = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  // One after another: each account's mobile is its registration time, and its code is found by it.
  const people = [];
  for (const t of ['ma', 'mb', 'mc']) people.push(await registerDonor(request, `${t}-${testInfo.project.name}`));
  const [a, b, c] = people as [(typeof people)[0], (typeof people)[0], (typeof people)[0]];
  const tokens = await Promise.all(people.map((p) => apiToken(request, p)));
  for (const t of tokens) await proveMobile(request, t);
  const names = { a: `Arjun${tag}`, b: `Bela${tag}`, c: `Chetan${tag}` };
  const approve = async (id: number) =>
    expect((await request.post(`/api/v1/admin/matrimonial/profiles/${id}/decision`, { headers: staff, data: { approve: true } })).status()).toBe(200);
  const viaApi = async (token: string, firstName: string) => {
    const res = await request.post('/api/v1/matrimonial/me', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        createdBy: 'parent',
        firstName,
        gender: 'male',
        dateOfBirth: dob(29),
        city: 'Pune',
        languages: 'Marathi',
        education: 'B.E.',
        occupation: 'Engineer',
        intendsMarriage: true,
        detailsTrue: true,
      },
    });
    expect(res.status(), await res.text()).toBe(200);
    await approve(((await res.json()) as { data: { id: number } }).data.id);
  };
  await viaApi(tokens[0] ?? '', names.a);
  await viaApi(tokens[2] ?? '', names.c);

  // B makes a profile on a phone, with the two declarations, and adds a photo.
  await signIn(page, b, '/matrimonial/me');
  await page.getByLabel(mt.createdBy).selectOption('self');
  await page.getByLabel(mt.firstName).fill(names.b);
  await page.getByLabel(mt.gender).selectOption('female');
  await page.getByLabel(mt.dateOfBirth).fill(dob(26));
  await page.getByLabel(mt.city).fill('Pune');
  await page.getByLabel(mt.languages).fill('Marathi, Hindi');
  await page.getByLabel(mt.education).fill('M.Sc.');
  await page.getByLabel(mt.occupation).fill('Chemist');
  await page.getByLabel(mt.intendsMarriage).check();
  await page.getByLabel(mt.detailsTrue).check();
  await snap(page, testInfo, 'matrimonial-create');
  await page.getByRole('button', { name: mt.create, exact: true }).click();
  await expect(page.getByText(mt.states.pending)).toBeVisible();
  const photo = await sharp({ create: { width: 300, height: 360, channels: 3, background: '#c36' } })
    .composite([{ input: Buffer.from('<svg width="300" height="360"><circle cx="150" cy="150" r="80" fill="#fff"/></svg>') }])
    .jpeg()
    .toBuffer();
  await page.getByLabel(mt.photoLabel).setInputFiles({ name: 'me.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: mt.photoAdd, exact: true }).click();
  await expect(page.getByText(mt.photoStates.pending)).toBeVisible();

  // Staff approve B's profile and photo in the console.
  const staffContext = await browser.newContext();
  const console_ = await staffContext.newPage();
  await signIn(console_, E2E_ADMIN, '/admin/matrimonial');
  const profileItem = console_
    .getByRole('listitem')
    .filter({ hasText: names.b })
    .filter({ has: console_.getByRole('button', { name: st.approve }) });
  await profileItem.first().getByRole('button', { name: st.approve, exact: true }).click();
  await expect(console_.getByText(st.approved)).toBeVisible();
  const photoItem = console_
    .getByRole('listitem')
    .filter({ hasText: names.b })
    .filter({ has: console_.getByRole('img') });
  await snap(console_, testInfo, 'matrimonial-console');
  await photoItem.first().getByRole('button', { name: st.approve, exact: true }).click();
  await expect(console_.getByText(st.approved)).toBeVisible();
  await staffContext.close();

  // A finds B (blurred) and sends an interest.
  const aContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const aPage = await aContext.newPage();
  await signIn(aPage, a, `/matrimonial/browse?city=Pune&language=Hindi`);
  const card = aPage.getByRole('listitem').filter({ hasText: names.b });
  await expect(card.getByRole('img', { name: mt.blurredAlt(names.b) })).toBeVisible();
  await snap(aPage, testInfo, 'matrimonial-browse');
  await card.getByRole('link', { name: new RegExp(names.b) }).click();
  await aPage.getByLabel(mt.interestMessage).fill('Namaste, our families are both from Pune.');
  await aPage.getByRole('button', { name: mt.sendInterest, exact: true }).click();
  await expect(aPage.getByText(mt.interestWaiting)).toBeVisible();
  await expect(aPage.getByText(b.email)).toHaveCount(0);

  // B accepts.
  await visit(page, '/matrimonial/interests');
  const received = page.getByRole('listitem').filter({ hasText: names.a });
  await received.getByRole('button', { name: mt.accept, exact: true }).click();
  await expect(page.getByText(mt.accepted)).toBeVisible();

  // A now sees B's photo unblurred and B's contact details.
  await aPage.reload();
  const unblurred = aPage.getByRole('img', { name: mt.photoAlt(names.b), exact: true });
  await expect(unblurred).toBeVisible();
  expect(await unblurred.getAttribute('src')).toMatch(/\/original$/);
  await expect(aPage.getByText(b.email)).toBeVisible();
  await snap(aPage, testInfo, 'matrimonial-accepted');
  const profileUrl = aPage.url();
  await aContext.close();

  // C, a third member, still sees it blurred and no contact.
  const cContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const cPage = await cContext.newPage();
  await signIn(cPage, c, new URL(profileUrl).pathname);
  const blurred = cPage.getByRole('img', { name: mt.blurredAlt(names.b) });
  await expect(blurred).toBeVisible();
  expect(await blurred.getAttribute('src')).toMatch(/\/blurred$/);
  await expect(cPage.getByText(b.email)).toHaveCount(0);
  expect(await cPage.content()).not.toContain('/original');
  const original = await cPage.request.get((await blurred.getAttribute('src'))?.replace('/blurred', '/original') ?? '');
  expect(original.status()).toBe(404);
  await snap(cPage, testInfo, 'matrimonial-third');
  await cContext.close();
});
