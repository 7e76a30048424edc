// Issue 43, a job end to end: staff post one for the foundation from the console, an applicant
// writes a resume (with a PDF) and applies with a note, staff shortlist them, and the applicant's
// applications page says "Shortlisted". Every job page says we never charge applicants. Words come
// from the catalogues, so the journey retypes none of the pages' text.
import { careerText as kt } from '@sahyog/core';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, registerDonor, signIn, snap, test, visit } from './fixtures.ts';

const PDF = Buffer.from('%PDF-1.4\n1 0 obj <<>> endobj\ntrailer <<>>\n%%EOF\n');

test('staff post a job, an applicant applies with a resume, staff shortlist, the applicant sees it', async ({ page, request, browser }, testInfo) => {
  const title = `Library volunteer ${testInfo.project.name} ${Date.now()}`;
  const closesOn = new Date(Date.now() + 5.5 * 3_600_000 + 20 * 86_400_000).toISOString().slice(0, 10);

  // Staff post a volunteer role for the foundation from the console.
  const staffContext = await browser.newContext({ viewport: page.viewportSize() ?? undefined });
  const staff = await staffContext.newPage();
  await signIn(staff, E2E_ADMIN, '/admin/jobs');
  await staff.getByLabel(kt.fieldKind).selectOption('volunteer');
  await staff.getByLabel(kt.fieldTitle, { exact: true }).fill(title);
  await staff.getByLabel(kt.fieldDescription).fill('Read with children at our community library on Saturday mornings.');
  await staff.getByLabel(kt.fieldPlace, { exact: true }).fill('Lucknow');
  await staff.getByLabel(kt.fieldClosesOn).fill(closesOn);
  await staff.getByRole('button', { name: kt.postButton, exact: true }).click();
  await expect(staff.getByText(kt.noApplicants)).toBeVisible();
  const consoleUrl = staff.url();

  const found = (await (await request.get(`/api/v1/jobs?q=${encodeURIComponent(title)}`)).json()) as { data: { slug: string }[] };
  const slug = found.data[0]?.slug ?? '';
  expect(slug).not.toBe('');

  // The applicant reads the post, writes a resume with a PDF, and applies with a note.
  const applicant = await registerDonor(request, `jobs-${testInfo.project.name}`);
  await signIn(page, applicant, `/jobs/${slug}`);
  await expect(page.getByRole('heading', { name: title })).toBeVisible();
  await expect(page.getByText(kt.neverCharge)).toBeVisible();
  await snap(page, testInfo, 'job');
  await page.getByRole('link', { name: kt.writeResume }).click();
  await page.getByLabel(kt.summary).fill('Teacher for eight years; I love reading aloud.');
  await page.getByLabel(kt.skills).fill('Storytelling, Hindi, English');
  await page.getByLabel(kt.pdf).setInputFiles({ name: 'resume.pdf', mimeType: 'application/pdf', buffer: PDF });
  await snap(page, testInfo, 'job-resume');
  await page.getByRole('button', { name: kt.saveResume, exact: true }).click();
  await expect(page.getByRole('heading', { name: kt.applyTitle })).toBeVisible();
  await page.getByLabel(kt.note).fill('I live near the library and am free on Saturdays.');
  await page.getByRole('button', { name: kt.apply, exact: true }).click();
  await expect(page.getByRole('heading', { name: kt.yourApplications })).toBeVisible();
  await expect(page.getByTestId('application-state')).toHaveText(kt.state_new);

  // Staff see the applicant with the resume, and shortlist them.
  await visit(staff, consoleUrl);
  await expect(staff.getByRole('heading', { name: applicant.name })).toBeVisible();
  await expect(staff.getByText('Storytelling, Hindi, English')).toBeVisible();
  await expect(staff.getByRole('link', { name: kt.resumePdf })).toBeVisible();
  await staff.getByLabel(kt.moveTo).selectOption('shortlisted');
  await staff.getByRole('button', { name: kt.move, exact: true }).click();
  await expect(staff.getByText(kt.state_shortlisted, { exact: true })).toBeVisible();
  await snap(staff, testInfo, 'job-console-applicants');
  await staffContext.close();

  // The applicant sees "Shortlisted".
  await visit(page, '/jobs/applications');
  await expect(page.getByTestId('application-state')).toHaveText(kt.state_shortlisted);
  await snap(page, testInfo, 'job-applications');
});
