// Issue 43, lost and found end to end: an owner posts a lost pet with a photo carrying GPS (the
// served photo has none), another person writes through the relay, the owner gets it in the dev
// outbox without the sender's address, and resolving takes the notice off the list. Then a child
// report: the page gives 1098 and 112, the report goes to staff as an urgent ticket they see in
// /admin/help, and nothing is published. Words come from the catalogues.
import { lostFoundMessages as lm, lostFoundText as lt } from '@sahyog/core';
import sharp from 'sharp';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

type Mail = { channel: string; recipient: string; subject: string; body: string };

/** Whether JPEG bytes hold an EXIF block (APP1 "Exif") or any GPS tag name. */
const hasExif = (b: Buffer) => b.includes(Buffer.from('Exif\0')) || b.includes(Buffer.from('GPS'));

test('post a pet with a photo (GPS gone), a stranger writes through the relay, the owner resolves it; a child report reaches staff only', async ({
  page,
  request,
  browser,
}, testInfo) => {
  const title = `Ginger cat Mishti ${Date.now().toString(36)}`;
  const photo = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#d83' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'PhoneCo' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '28/1 36/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '77/1 12/1 0/1' } })
    .toBuffer();
  expect(hasExif(photo)).toBe(true);

  // The owner asks first what was lost, then posts the pet with its photo.
  const owner = await registerDonor(request, `lf-owner-${testInfo.project.name}`);
  await signIn(page, owner, '/lost-and-found/new');
  await page.getByLabel(lt.whatPet).check();
  await page.getByRole('button', { name: lt.next }).click();
  await page.getByLabel(lt.lostIt).check();
  await page.getByLabel(lt.title, { exact: true }).fill(title);
  await page.getByLabel(lt.description).fill('Ginger cat with a white tail tip, wears a green collar.');
  await page.getByLabel(lt.locality).fill('Indiranagar');
  await page.getByLabel(lt.city).fill('Bengaluru');
  await page.getByLabel(lt.date).fill(new Date(Date.now() + 5.5 * 3_600_000).toISOString().slice(0, 10));
  await page.getByLabel(lt.photos).setInputFiles({ name: 'mishti.jpg', mimeType: 'image/jpeg', buffer: photo });
  await page.getByRole('button', { name: lt.post }).click();
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const noticePath = new URL(page.url()).pathname;
  const src = (await page.getByRole('img', { name: lt.photoAlt(title) }).getAttribute('src')) ?? '';
  // The owner sees their photo, told it waits for staff; to anyone else it is not there yet.
  await expect(page.getByText(lt.photosWaiting)).toBeVisible();
  const served = await page.request.get(src);
  expect(served.status()).toBe(200);
  expect(hasExif(await served.body())).toBe(false);
  expect((await request.get(src)).status()).toBe(404);
  await snap(page, testInfo, 'lost-found-notice');

  // Someone else writes through the relay, without sharing their email.
  const finder = await registerDonor(request, `lf-finder-${testInfo.project.name}`);
  const finderContext = await browser.newContext();
  const other = await finderContext.newPage();
  await signIn(other, finder, noticePath);
  await other.getByLabel(lt.message).fill('I saw a ginger cat near the 12th Main park this morning.');
  await other.getByRole('button', { name: lt.send }).click();
  await expect(other.getByText(lt.sent)).toBeVisible();
  await snap(other, testInfo, 'lost-found-relay');

  // The owner has it in the outbox; the finder's address is not in it.
  const mails = async () => ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: Mail[] }).data.filter((m) => m.recipient === owner.email);
  await expect.poll(async () => (await mails()).some((m) => m.body.includes('12th Main park'))).toBe(true);
  const relayed = (await mails()).find((m) => m.body.includes('12th Main park'));
  expect(relayed?.body).not.toContain(finder.email);

  // The owner resolves it: it leaves the list.
  await visit(page, noticePath);
  await expect(page.getByText('12th Main park')).toBeVisible();
  await page.getByRole('button', { name: lt.resolve }).click();
  await expect(page.getByText(lt.resolved)).toBeVisible();
  await expect(page.getByRole('link', { name: title })).toHaveCount(0);
  await snap(page, testInfo, 'lost-found-list');

  // A child: the page gives 1098 and 112, the report goes privately to staff.
  await visit(other, '/lost-and-found/new');
  await other.getByLabel(lt.whatChild).check();
  await other.getByRole('button', { name: lt.next }).click();
  await expect(other.getByRole('link', { name: lt.call1098 })).toHaveAttribute('href', 'tel:1098');
  await expect(other.getByRole('link', { name: lt.call112 })).toHaveAttribute('href', 'tel:112');
  const place = `Platform 3 ${Date.now().toString(36)}`;
  await other.getByLabel(lt.childFoundOne).check();
  await other.getByLabel(lt.childDetails).fill('A boy of about 4 in a yellow shirt, alone and crying.');
  await other.getByLabel(lt.childPlace).fill(place);
  await other.getByRole('textbox', { name: lt.childMobile }).fill('9876501234');
  await other.getByRole('button', { name: lt.childSend }).click();
  await expect(other.getByRole('status').filter({ hasText: /HD-/ })).toBeVisible();
  await snap(other, testInfo, 'lost-found-child-sent');
  // Nothing public: not on the list, not in the sitemap.
  expect(await (await request.get('/lost-and-found')).text()).not.toContain(place);
  expect(await (await request.get('/sitemap.xml')).text()).not.toContain(place);

  // Staff see it in the help desk as a missing-child ticket.
  const staffContext = await browser.newContext();
  const staff = await staffContext.newPage();
  await signIn(staff, E2E_ADMIN, '/admin/help?topic=missing_child');
  await expect(staff.getByText(lm.childTicketSubject(lm.childFound, place)).first()).toBeVisible();
  await snap(staff, testInfo, 'lost-found-child-ticket');
  await finderContext.close();
  await staffContext.close();
});
