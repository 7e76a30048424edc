// Where the money went (issue 26), as a donor reads it on a campaign's page: raised, spent and
// what is still to spend, the totals by what it paid for, and each payment; the figures are the
// API's (the seeded campaign's approved spending), and the section reads without JavaScript.
import { expect, expectNoAxeViolations, inr, snap, test, visit } from './fixtures.ts';

test('a campaign page shows where its money went', async ({ page, request }, testInfo) => {
  const slug = 'winter-blankets-for-the-homeless';
  const campaign = (
    (await (await request.get(`/api/v1/campaigns/${slug}`)).json()) as { data: { raisedPaise: number; spentPaise: number; foundationAddedPaise: number } }
  ).data;
  const items = ((await (await request.get(`/api/v1/campaigns/${slug}/spending`)).json()) as { data: { description: string; amountPaise: number }[] }).data;
  expect(items.length).toBeGreaterThan(0);
  expect(campaign.spentPaise).toBe(items.reduce((n, i) => n + i.amountPaise, 0));

  await visit(page, `/campaigns/${slug}#spending`);
  const section = page.getByRole('region', { name: 'Where the money went' });
  await expect(section).toBeVisible();
  const figure = (label: string) => section.locator('dl > div').filter({ has: page.getByRole('term').getByText(label, { exact: true }) });
  await expect(figure('Spent')).toContainText(inr(campaign.spentPaise));
  await expect(figure('Still to spend')).toContainText(inr(campaign.raisedPaise + campaign.foundationAddedPaise - campaign.spentPaise));
  for (const i of items) await expect(section.getByText(i.description).first()).toBeVisible();
  await expect(section.getByRole('listitem').filter({ hasText: 'Woollen blankets' })).toContainText('120 blankets');
  await expectNoAxeViolations(page, 'campaign spending');
  await section.scrollIntoViewIfNeeded();
  await snap(page, testInfo, 'campaign-spending');
});
