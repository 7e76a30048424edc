// Issue 41, the help desk end to end: a donor with a tax receipt opens a ticket about it on a
// phone; staff find it in the console's queue and answer with the canned answer that emails the
// receipt again (the answer and the receipt both reach the donor's outbox, the answer with the
// ticket's [#HD-…] token and a Message-ID); the donor replies by email (an RFC 5322 message
// threaded by In-Reply-To, posted to the inbound endpoint as a mail provider would), which opens
// the resolved ticket again; staff settle it and the donor, back on the ticket's page, says it
// helped. The canned answer is the demo seed's (apps/server/src/seed/support.ts), found by the
// words of its action, so the journey retypes none of the seed's or the pages' text.
import type { APIRequestContext, Page } from '@playwright/test';
import { supportMessages as sm, supportText as st } from '@sahyog/core';
import { DEV_INBOUND_MAIL_SECRET } from '../apps/server/src/platform/config.ts';
import { E2E_ADMIN } from '../playwright.config.ts';
import { apiToken, expect, expectNoAxeViolations, paidGift, re, registerDonor, signIn, snap, test, toastSaying, visit } from './fixtures.ts';

/** POST /api/v1/support/inbound-email (INBOUND_EMAIL_URL in apps/server/src/modules/support): one raw message. */
const INBOUND_EMAIL_URL = '/api/v1/support/inbound-email';

type Mail = { recipient: string; subject: string; body: string; headers: Record<string, string> | null };

async function outboxTo(request: APIRequestContext, email: string): Promise<Mail[]> {
  const all = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: (Mail & { channel: string })[] }).data;
  return all.filter((m) => m.channel === 'email' && m.recipient === email);
}

/** The ticket's state as its badge says it (a word, never a colour alone). */
const badge = (page: Page, words: string) => page.locator('span').filter({ hasText: new RegExp(`^${re(words)}$`) });

/** Nothing wider than the window: no sideways scrolling to read the page. */
async function fitsTheWidth(page: Page): Promise<void> {
  const width = page.viewportSize()?.width ?? 0;
  expect(await page.evaluate(() => document.documentElement.scrollWidth), `${page.url()}: no sideways scroll at ${width} px`).toBeLessThanOrEqual(width);
}

test('a donor asks about a receipt; staff resend it with a canned answer; the donor replies by email, it reopens, is settled, and helped', async ({
  page,
  request,
  browser,
  baseURL,
}, testInfo) => {
  // A donor with an issued receipt: a gift with a PAN and an address, issued by staff.
  const donor = await registerDonor(request, `helpdesk-${testInfo.project.name}`);
  const gift = await paidGift(request, donor, {
    key: `helpdesk-${testInfo.project.name}`,
    amountPaise: 2500_00,
    extra: { pan: 'ABCPK1234F', address: '21 Civil Lines, Nagpur 440001' },
  });
  const mine = { authorization: `Bearer ${await apiToken(request, donor)}` };
  const donations = ((await (await request.get('/api/v1/me/donations', { headers: mine })).json()) as { data: { id: number; reference: string }[] }).data;
  const donationId = donations.find((d) => d.reference === gift)?.id;
  const staffApi = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const issued = await request.post('/api/v1/admin/receipts/issue', { headers: staffApi, data: { donationIds: [donationId] } });
  expect(issued.status(), await issued.text()).toBe(200);
  const [receipt] = ((await issued.json()) as { data: { id: number; number: string }[] }).data;
  const number = receipt?.number ?? '';
  const receiptMails = async () => (await outboxTo(request, donor.email)).filter((m) => m.subject.includes(number)).length;
  await expect.poll(receiptMails).toBe(1);

  // a) On a phone, the donor opens a ticket about that receipt.
  await signIn(page, donor, '/help/new');
  await expect(page.getByRole('heading', { level: 1, name: st.newTitle })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheWidth(page);
  await snap(page, testInfo, 'help-new');
  // Not a refund: the receipt came and went missing, so "Something else".
  await page.getByLabel(st.topics.other).check();
  const subject = 'My tax receipt is not in my inbox';
  await page.getByLabel(st.subjectLabel).fill(subject);
  await page.getByLabel(st.bodyLabel).fill('I cannot find the email with my receipt for my income tax return. Could you send it again, please?');
  await page.getByLabel(st.aboutLabel).selectOption({ label: sm.aboutReceipt(number, gift) });
  await page.getByRole('button', { name: st.send, exact: true }).click();
  await expect(page).toHaveURL(/\/help\/HD-[2-9A-HJ-NP-Z]{6}$/);
  const reference = new URL(page.url()).pathname.split('/').pop() ?? '';
  await expect(toastSaying(page, st.opened(reference))).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  await expect(badge(page, st.states.new)).toBeVisible();
  await expect(page.getByRole('link', { name: sm.aboutReceipt(number, gift) })).toBeVisible();
  await expectNoAxeViolations(page);
  await fitsTheWidth(page);
  await snap(page, testInfo, 'help-ticket');

  // b) Staff, at a desk, find it in the queue and answer with the canned answer that resends the receipt.
  const staffCtx = await browser.newContext({ baseURL, viewport: { width: 1280, height: 800 } });
  const staff = await staffCtx.newPage();
  await signIn(staff, E2E_ADMIN, '/admin/help');
  await expect(staff.getByRole('table', { name: st.queueTitle })).toBeVisible();
  await snap(staff, testInfo, 'admin-help-queue');
  // The queue is due soonest first and holds every journey's tickets: staff search for this one.
  await staff.getByLabel(st.search).fill(reference);
  await staff.getByRole('button', { name: st.apply, exact: true }).click();
  const row = staff.getByRole('table', { name: st.queueTitle }).getByRole('row').filter({ hasText: reference });
  await expect(row).toContainText(subject);
  await expect(row).toContainText(donor.email);
  await expect(row).toContainText(st.topics.other);
  await expect(row).toContainText(st.staffStates.new);
  await expect(row).toContainText(sm.aboutReceipt(number, gift));
  await row.getByRole('link', { name: reference }).click();
  await expect(staff.getByRole('heading', { level: 1, name: subject })).toBeVisible();
  const answer = staff.getByRole('region', { name: st.answerTitle });
  const resend = answer.locator('option', { hasText: `(${st.cannedActions.resend_receipt})` });
  await expect(resend, 'the demo seed’s canned answer that emails the receipt again').toHaveCount(1);
  await answer.getByRole('combobox', { name: st.cannedLabel }).selectOption((await resend.getAttribute('value')) ?? '');
  await answer.getByRole('button', { name: st.cannedFill, exact: true }).click();
  await expect(staff).toHaveURL(/[?&]canned=\d+/);
  const box = answer.getByRole('textbox', { name: st.answerTitle, exact: true });
  const cannedBody = await box.inputValue();
  expect(cannedBody.length, 'the canned answer fills the box').toBeGreaterThan(20);
  await answer.getByRole('combobox', { name: st.moveTo }).selectOption('resolved');
  await answer.getByRole('button', { name: st.sendAnswer, exact: true }).click();
  await expect(toastSaying(staff, st.answered)).toBeVisible();
  await expect(badge(staff, st.staffStates.resolved)).toBeVisible();
  // The action's own line, for staff only.
  const thread = staff.getByRole('list', { name: st.messagesTitle });
  await expect(thread.getByRole('listitem').filter({ hasText: sm.resentReceipt(number) })).toContainText(st.internalNote);

  // The donor's outbox: the answer alone, with the token and a Message-ID to reply to, and the receipt again.
  let answerMail: Mail | undefined;
  await expect
    .poll(async () => {
      answerMail = (await outboxTo(request, donor.email)).find((m) => m.subject.includes(`[#${reference}]`) && m.body.includes(cannedBody));
      return answerMail?.headers?.['Message-ID'] ?? '';
    })
    .toMatch(new RegExp(`^<${reference}\\.`));
  expect(answerMail?.subject).toBe(`Re: [#${reference}] ${subject}`);
  expect(answerMail?.body).not.toContain(sm.resentReceipt(number));
  await expect.poll(receiptMails).toBe(2);

  // c) The donor answers from their mail app; the resolved ticket opens again.
  const messageId = answerMail?.headers?.['Message-ID'] ?? '';
  const reply = 'Thank you, it came this time. Could the next one go to my office address too?';
  const eml = [
    `From: ${donor.name} <${donor.email}>`,
    'To: Help desk <help@sahyog.example.in>',
    `Subject: Re: [#${reference}] ${subject}`,
    `Date: ${new Date().toUTCString()}`,
    `Message-ID: <reply-${Date.now().toString(36)}@mail.example.in>`,
    `In-Reply-To: ${messageId}`,
    `References: ${messageId}`,
    'MIME-Version: 1.0',
    'Content-Type: text/plain; charset=utf-8',
    'Content-Transfer-Encoding: 8bit',
    '',
    reply,
    '',
    `On ${new Date().toUTCString()}, Help desk <help@sahyog.example.in> wrote:`,
    `> ${cannedBody.slice(0, 60)}`,
    '',
  ].join('\r\n');
  const posted = await request.post(INBOUND_EMAIL_URL, {
    headers: { authorization: `Bearer ${DEV_INBOUND_MAIL_SECRET}`, 'content-type': 'message/rfc822' },
    data: Buffer.from(eml, 'utf8'),
  });
  expect(posted.status(), await posted.text()).toBe(200);
  expect(((await posted.json()) as { data: unknown }).data).toEqual({ outcome: 'threaded', ticket: reference });
  await staff.reload();
  await expect(badge(staff, st.staffStates.open)).toBeVisible();
  await expect(thread.getByRole('listitem').filter({ hasText: sm.reopened })).toBeVisible();
  // The reply only: the quoted answer below it is trimmed.
  const byEmail = thread.getByRole('listitem').filter({ hasText: reply });
  await expect(byEmail).toContainText(st.viaEmail);
  await expect(byEmail).not.toContainText('Help desk wrote');
  await snap(staff, testInfo, 'admin-help-ticket');

  // d) Staff settle it; the donor, on the phone again, says it helped.
  await answer.getByRole('textbox', { name: st.answerTitle, exact: true }).fill('We have added your office address to the receipt emails for your next gift.');
  await answer.getByRole('combobox', { name: st.moveTo }).selectOption('resolved');
  await answer.getByRole('button', { name: st.sendAnswer, exact: true }).click();
  await expect(toastSaying(staff, st.answered)).toBeVisible();
  await expect(badge(staff, st.staffStates.resolved)).toBeVisible();
  await staffCtx.close();

  await visit(page, `/help/${reference}`);
  await expect(badge(page, st.states.resolved)).toBeVisible();
  const mineThread = page.getByRole('list', { name: st.messagesTitle });
  await expect(mineThread.getByRole('listitem').filter({ hasText: cannedBody.slice(0, 40) })).toContainText(sm.staffName);
  await expect(mineThread.getByRole('listitem').filter({ hasText: reply })).toContainText(st.viaEmail);
  // Staff's internal line never reaches the donor.
  await expect(mineThread).not.toContainText(sm.resentReceipt(number));
  const rate = page.locator('form').filter({ has: page.getByRole('group', { name: st.rateTitle }) });
  await rate.getByLabel(st.helped, { exact: true }).check();
  await rate.getByRole('button', { name: st.rateSend, exact: true }).click();
  await expect(toastSaying(page, st.rated)).toBeVisible();
  await expect(page.getByText(st.yourRating(st.helped))).toBeVisible();
  await expect(page.getByRole('group', { name: st.rateTitle })).toHaveCount(0);
  await fitsTheWidth(page);
  await snap(page, testInfo, 'help-ticket-rated');
});
