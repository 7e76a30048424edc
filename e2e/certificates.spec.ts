// Issue 42, a certificate end to end: staff issue one from the console to a registered donor; the
// holder finds it under their account, downloads the PDF and the signed credential; a stranger,
// signed out, opens the address the PDF's QR code carries on a phone and sees it verified with
// every printed field. The page's words come from the catalogue; the values are the journey's.
import { credentialsText as ct } from '@sahyog/core';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, expectNoAxeViolations, registerDonor, signIn, snap, test, toastSaying, visit } from './fixtures.ts';

test('staff issue a certificate; its holder downloads the PDF and JSON; a stranger checks the QR code’s page', async ({ page, request, browser }, testInfo) => {
  const holder = await registerDonor(request, `certificate-${testInfo.project.name}`);
  const title = `Blood donation camp volunteer ${testInfo.project.name}`;
  const description = 'Six hours running the registration desk at the Jaipur blood donation camp.';

  // Staff, in the console.
  await signIn(page, E2E_ADMIN, '/admin/certificates');
  await expectNoAxeViolations(page);
  await page.getByLabel(ct.fieldKind).selectOption({ label: ct.kinds.volunteering });
  await page.getByLabel(ct.fieldName).fill(holder.name);
  await page.getByLabel(ct.fieldEmail).fill(holder.email);
  await page.getByLabel(ct.fieldTitleEn).fill(title);
  await page.getByLabel(ct.fieldTitleHi).fill('रक्तदान शिविर स्वयंसेवक');
  await page.getByLabel(ct.fieldDescriptionEn).fill(description);
  await page.getByLabel(ct.fieldDescriptionHi).fill('जयपुर रक्तदान शिविर में छह घंटे पंजीकरण डेस्क सँभालने के लिए।');
  await page.getByRole('button', { name: ct.issueButton }).click();
  await expect(page).toHaveURL(/\/certificates\/verify\/[a-z2-7]{26}$/);
  await expect(toastSaying(page, ct.issued)).toBeVisible();
  const verifyPath = new URL(page.url()).pathname;

  // The holder: their account lists it; the files download.
  const holderContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const mine = await holderContext.newPage();
  await signIn(mine, holder, '/certificates');
  await mine.getByRole('link', { name: title }).click();
  await expect(mine).toHaveURL(new RegExp(`${verifyPath}$`));
  const [pdf] = await Promise.all([mine.waitForEvent('download'), mine.getByRole('link', { name: ct.pdfEnglish }).click()]);
  expect(pdf.suggestedFilename()).toMatch(/certificate-en\.pdf$/);
  const pdfBytes = await (await request.get(`${verifyPath}/certificate-en.pdf`)).body();
  expect(pdfBytes.subarray(0, 5).toString()).toBe('%PDF-');
  const [json] = await Promise.all([mine.waitForEvent('download'), mine.getByRole('link', { name: ct.credentialJson }).click()]);
  const credential = JSON.parse(await (await import('node:fs/promises')).readFile((await json.path()) ?? '', 'utf8')) as { type: string[]; id: string };
  expect(credential.type).toContain('OpenBadgeCredential');
  await holderContext.close();

  // A stranger, signed out, at the address the QR code holds (the credential's id).
  const strangerContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const stranger = await strangerContext.newPage();
  await visit(stranger, new URL(credential.id).pathname);
  await expect(stranger.getByRole('heading', { name: ct.validTitle })).toBeVisible();
  for (const value of [holder.name, title, description, 'रक्तदान शिविर स्वयंसेवक'])
    await expect(stranger.getByRole('definition').filter({ hasText: value }).first()).toBeVisible();
  await expect(stranger.getByRole('link', { name: ct.addToLinkedIn })).toHaveAttribute('href', /linkedin\.com\/profile\/add\?startTask=CERTIFICATION_NAME/);
  await expectNoAxeViolations(stranger);
  await snap(stranger, testInfo, 'certificate-verify');
  await strangerContext.close();
});
