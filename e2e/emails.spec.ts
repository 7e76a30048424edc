// Issue 23, HTML emails: the dev outbox opens an email's HTML part as a mail app would show it
// on a 390 px phone: the logo loads from the site, the foundation's name heads it, nothing is
// wider than the screen, and its links lead to the site.
import path from 'node:path';
import { emailMessages as em } from '@sahyog/core';
import { expect, test } from './fixtures.ts';

test('the newsletter welcome email in HTML: logo, name, unsubscribe link on the site, fits a phone', async ({
  page,
  request,
  baseURL,
  consoleGuard,
}, testInfo) => {
  const email = `html-${testInfo.project.name}-${Date.now().toString(36)}@example.in`;
  const sub = await request.post('/api/v1/newsletter', { data: { email } });
  expect(sub.ok(), await sub.text()).toBe(true);
  const settings = ((await (await request.get('/api/v1/settings')).json()) as { data: { foundationName: string } }).data;

  // The welcome email is written by a job: wait for it.
  await expect.poll(async () => (await (await request.get('/api/v1/dev/outbox')).text()).includes(email), { timeout: 15_000 }).toBe(true);
  await page.goto('/dev/outbox');
  const link = page
    .getByRole('listitem')
    .filter({ hasText: email })
    .getByRole('link', { name: em.outboxHtmlTitle(`You are subscribed to ${settings.foundationName}'s monthly stories`) });
  await expect(link).toHaveText(em.outboxHtml);
  const href = await link.getAttribute('href');
  expect(href).toMatch(/^\/api\/v1\/dev\/outbox\/\d+\/html$/);

  // The HTML view is sandboxed (no script, an opaque origin): Chromium says so for the scripts it
  // would add itself, and refuses the automatic /favicon.ico under the site's same-site policy.
  consoleGuard.allow(/Blocked script execution in '.*\/api\/v1\/dev\/outbox\/\d+\/html' because the document's frame is sandboxed/);
  consoleGuard.allow(/ERR_BLOCKED_BY_RESPONSE\.NotSameSite \(at http:\/\/[^/]+\/favicon\.ico/);
  await page.goto(href ?? '');
  const logo = page.getByRole('img', { name: em.logoAlt(settings.foundationName) });
  await expect(logo).toBeVisible();
  await expect.poll(() => logo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(80);
  // The name heads the email, beside the logo (and signs it at the end).
  await expect(page.getByText(settings.foundationName, { exact: true }).first()).toBeVisible();
  await expect(page.getByRole('link', { name: /\/unsubscribe\?/ })).toBeVisible();
  for (const a of await page.locator('a').all()) expect(await a.getAttribute('href')).toMatch(new RegExp(`^${baseURL}/`));
  // Nothing wider than the phone: no sideways scrolling to read it.
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(page.viewportSize()?.width ?? 0);
  // snap() scrolls with a script, which the sandbox refuses: a plain full-page picture instead.
  await page.screenshot({ path: path.join(import.meta.dirname, 'screenshots', `${testInfo.project.name}-email-html-newsletter.png`), fullPage: true });
});
