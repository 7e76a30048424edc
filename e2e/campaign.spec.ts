import { api, type Campaign, type Donor, expect, inr, nth, re, richCampaign, snap, test, visit, wholePercentRaised } from './fixtures.ts';

let c: Campaign;

test.beforeAll(async ({ request }) => {
  c = await richCampaign(request);
});

test.beforeEach(async ({ page }) => {
  // No third-party request may leave the test: the video embed is aborted (a regex, because the
  // host is www.youtube-nocookie.com and a `**/youtube-nocookie.com/**` glob would not match it).
  await page.route(/youtube-nocookie\.com/, (route) => route.abort());
});

const rupees = (paise: number) => String(Math.floor(paise / 100));

test.describe('Campaign detail', () => {
  test('shows the campaign from the database, and the first screen at 390 px', async ({ page }, testInfo) => {
    await visit(page, `/campaigns/${c.slug}`);
    const title = page.getByRole('heading', { level: 1 });
    await expect(title).toHaveText(c.title);
    await expect(page).toHaveTitle(new RegExp(re(c.title)));
    const image = page.getByRole('img', { name: c.title, exact: true });
    await expect(image).toBeVisible();

    const pct = wholePercentRaised(c.raisedPaise, c.goalPaise);
    const progress = page.getByRole('progressbar', { name: `${pct}% of ${inr(c.goalPaise)} raised` });
    await expect(progress).toHaveAttribute('aria-valuenow', String(pct));
    const summary = page.getByRole('complementary');
    await expect(summary).toContainText(`${inr(c.raisedPaise)} raised of ${inr(c.goalPaise)}`);
    await expect(summary).toContainText(`${pct}%`);
    await expect(summary).toContainText(`${c.backers.toLocaleString('en-IN')} donors`);
    await expect(summary).toContainText(/eligible for tax benefit under section 80G/i);

    const donate = page.getByRole('complementary').getByRole('button', { name: 'Donate Now' });
    await expect(donate).toBeAttached();

    // UI.md: title, photo, progress and a Donate button visible without scrolling at 390 px.
    if (testInfo.project.name === 'mobile') {
      const vh = page.viewportSize()!.height;
      const t = (await title.boundingBox())!;
      const img = (await image.boundingBox())!;
      const p = (await progress.boundingBox())!;
      const bar = page.getByRole('region', { name: 'Give to this campaign' });
      const barDonate = bar.getByRole('link', { name: 'Donate Now' });
      await expect(barDonate).toBeVisible();
      const d = (await barDonate.boundingBox())!;
      const pos = `title bottom ${Math.round(t.y + t.height)}, image ${Math.round(img.y)}–${Math.round(img.y + img.height)}, progress bottom ${Math.round(p.y + p.height)}, sticky Donate Now ${Math.round(d.y)}–${Math.round(d.y + d.height)} (viewport ${vh})`;
      testInfo.annotations.push({ type: 'first-screen-390', description: pos });
      expect(t.y + t.height, 'title within first viewport').toBeLessThanOrEqual(vh);
      expect(img.y, 'image starts within first viewport').toBeLessThan(vh);
      expect(p.y + p.height, 'progress bar within first viewport').toBeLessThanOrEqual(vh);
      expect(d.y + d.height, 'Donate Now within first viewport').toBeLessThanOrEqual(vh);
      // The bar's Donate Now leads to the amount form.
      await barDonate.click();
      await expect(page).toHaveURL(/#donate$/);
      await expect(donate).toBeInViewport();
      // The floating WhatsApp button would cover the bar: it is not shown here on phones.
      await expect(page.getByRole('link', { name: 'Chat with us on WhatsApp' })).toBeHidden();
    } else {
      await expect(donate).toBeVisible();
      await expect(page.getByRole('region', { name: 'Give to this campaign' })).toBeHidden();
    }
    await snap(page, testInfo, 'campaign');
  });

  test('amount choice: presets, validation, products', async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const form = page.getByRole('complementary');
    const presets = form.getByRole('group', { name: 'Choose an amount' }).getByRole('button');
    await expect(presets).toHaveText(['₹3,000', '₹5,000', '₹7,000', '₹9,999']);
    await expect(presets.nth(0)).toHaveAttribute('aria-pressed', 'true');
    for (const i of [1, 2, 3]) await expect(presets.nth(i)).toHaveAttribute('aria-pressed', 'false');

    const amount = form.getByLabel('Or enter your amount (₹)');
    await expect(amount).toHaveValue('3000');

    await presets.nth(1).click();
    await expect(presets.nth(1)).toHaveAttribute('aria-pressed', 'true');
    await expect(presets.nth(0)).toHaveAttribute('aria-pressed', 'false');
    await expect(amount).toHaveValue('5000');

    // Empty amount: the form does not submit and says why, tied to the field.
    await amount.fill('');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    const alert = form.getByRole('alert');
    await expect(alert).toHaveText('Please enter amount');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${c.slug}$`));
    await expect(amount).toHaveAttribute('aria-invalid', 'true');
    await expect(amount).toHaveAccessibleDescription('Please enter amount');

    await amount.fill('200');
    await expect(alert).toHaveText('Minimum donation amount is ₹300');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(alert).toHaveText('Minimum donation amount is ₹300');
    await expect(page).toHaveURL(new RegExp(`/campaigns/${c.slug}$`));

    await amount.fill('300');
    await expect(form.getByRole('alert')).toHaveCount(0);

    // Products: + sets the amount to Σ qty × price; − is disabled at 0.
    const products = page.getByRole('region', { name: 'Products' });
    const p1 = nth(c.products, 0);
    const p2 = c.products[1];
    const more1 = products.getByRole('button', { name: `More ${p1.title}` });
    const fewer1 = products.getByRole('button', { name: `Fewer ${p1.title}` });
    const qty1 = products.getByRole('group', { name: `Quantity of ${p1.title}` }).locator('output');
    await expect(products.getByText(`${inr(p1.pricePaise)} each`)).toBeVisible();
    await expect(fewer1).toBeDisabled();
    await expect(qty1).toHaveText('0');

    await more1.click();
    await expect(qty1).toHaveText('1');
    await expect(amount).toHaveValue(rupees(p1.pricePaise));
    await expect(fewer1).toBeEnabled();
    await more1.click();
    await expect(amount).toHaveValue(rupees(2 * p1.pricePaise));
    if (p2) {
      await products.getByRole('button', { name: `More ${p2.title}` }).click();
      await expect(amount).toHaveValue(rupees(2 * p1.pricePaise + p2.pricePaise));
      await products.getByRole('button', { name: `Fewer ${p2.title}` }).click();
    }
    await fewer1.click();
    await fewer1.click();
    await expect(qty1).toHaveText('0');
    await expect(fewer1).toBeDisabled();
    await expect(amount).toHaveValue('0');

    // Typing an amount resets the quantities.
    await more1.click();
    await expect(qty1).toHaveText('1');
    await amount.fill('4500');
    await expect(qty1).toHaveText('0');
    await expect(fewer1).toBeDisabled();
    await expect(amount).toHaveValue('4500');
    for (const i of [0, 1, 2, 3]) await expect(presets.nth(i)).toHaveAttribute('aria-pressed', 'false');

    // Choosing a preset also resets them.
    await more1.click();
    await presets.nth(0).click();
    await expect(qty1).toHaveText('0');
    await expect(amount).toHaveValue('3000');
  });

  test('FAQ accordion opens one item at a time', async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const q1 = page.getByText(nth(c.faqs, 0).question, { exact: true });
    const q2 = page.getByText(nth(c.faqs, 1).question, { exact: true });
    const a1 = page.getByText(nth(c.faqs, 0).answer, { exact: true });
    const a2 = page.getByText(nth(c.faqs, 1).answer, { exact: true });
    await q1.scrollIntoViewIfNeeded();
    await expect(a1).toBeVisible();
    await expect(a2).toBeHidden();
    await q2.click();
    await expect(a2).toBeVisible();
    await expect(a1).toBeHidden();
    await q2.click();
    await expect(a2).toBeHidden();
  });

  test('video is a thumbnail until clicked, then an embedded player', async ({ page }) => {
    const thirdParty: string[] = [];
    page.on('request', (r) => {
      if (!r.url().startsWith('http://127.0.0.1') && !r.url().startsWith('data:')) thirdParty.push(r.url());
    });
    await visit(page, `/campaigns/${c.slug}`);
    await expect(page.locator('iframe')).toHaveCount(0);
    const play = page.getByRole('button', { name: new RegExp(`^Watch the story\\s*:\\s*${re(c.title)}`) });
    await play.scrollIntoViewIfNeeded();
    expect(thirdParty, 'no third-party request before the video is clicked').toEqual([]);
    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${c.videoId}\\b`));
    await expect(frame).toHaveAttribute('title', c.title);
    await expect(play).toHaveCount(0);
  });

  test('Top Donors / Recent Donors tabs switch panels', async ({ page, request }) => {
    const donors = await api<{ top: Donor[]; recent: Donor[] }>(request, `/api/v1/campaigns/${c.slug}/donors`);
    expect(donors.top.length).toBeGreaterThan(0);
    await visit(page, `/campaigns/${c.slug}`);
    const tablist = page.getByRole('tablist', { name: 'Donors' });
    const top = tablist.getByRole('tab', { name: 'Top Donors' });
    const recent = tablist.getByRole('tab', { name: 'Recent Donors' });
    await expect(top).toHaveAttribute('aria-selected', 'true');
    await expect(recent).toHaveAttribute('aria-selected', 'false');
    const topPanel = page.getByRole('tabpanel', { name: 'Top Donors' });
    await expect(topPanel).toBeVisible();
    const topItems = topPanel.getByRole('listitem');
    await expect(topItems).toHaveCount(donors.top.length);
    await expect(topItems.first()).toContainText(nth(donors.top, 0).name);
    await expect(topItems.first()).toContainText(inr(nth(donors.top, 0).amountPaise));

    await recent.click();
    await expect(recent).toHaveAttribute('aria-selected', 'true');
    await expect(top).toHaveAttribute('aria-selected', 'false');
    await expect(page.getByRole('tabpanel', { name: 'Top Donors' })).toBeHidden();
    const recentPanel = page.getByRole('tabpanel', { name: 'Recent Donors' });
    await expect(recentPanel).toBeVisible();
    await expect(recentPanel.getByRole('listitem')).toHaveCount(donors.recent.length);
    await expect(recentPanel.getByRole('listitem').first()).toContainText(nth(donors.recent, 0).name);
    await expect(recentPanel.getByRole('listitem').first()).toContainText(inr(nth(donors.recent, 0).amountPaise));

    // APG keyboard pattern: arrow keys move between tabs.
    await recent.press('ArrowLeft');
    await expect(top).toHaveAttribute('aria-selected', 'true');
    await expect(top).toBeFocused();
  });

  test('sticky section tabs highlight the section in view', async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const updatesTab = sections.getByRole('link', { name: 'Updates', exact: true });
    await expect(sections.getByRole('link', { name: 'Products', exact: true })).toHaveAttribute('aria-current', 'location');

    // Scroll (as a reader would) until the Updates heading sits right at the bottom edge of the
    // sticky bars (fixed header + section tabs): the Updates section is now the one being read.
    const updatesHeading = page.getByRole('heading', { level: 2, name: 'Updates' });
    const headingTop = await updatesHeading.evaluate((el) => {
      const nav = document.querySelector('nav[aria-label="Sections"]') as HTMLElement;
      const navBottom = Number.parseFloat(getComputedStyle(nav).top) + nav.getBoundingClientRect().height;
      window.scrollBy({ top: el.getBoundingClientRect().top - navBottom, behavior: 'instant' });
      return el.getBoundingClientRect().top;
    });
    test.info().annotations.push({ type: 'updates-heading-top', description: `${Math.round(headingTop)} px from the viewport top` });
    await expect(updatesHeading).toBeInViewport();
    await expect(updatesTab).toHaveAttribute('aria-current', 'location');
    await expect(sections.getByRole('link', { name: 'Products', exact: true })).not.toHaveAttribute('aria-current', 'location');
    // The tab bar stays on screen while reading.
    await expect(sections).toBeInViewport();
  });

  test('clicking a section tab brings that section into view below the sticky bars and marks it', async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const projectsTab = sections.getByRole('link', { name: 'Projects', exact: true });
    await projectsTab.click();
    await expect(page).toHaveURL(/#projects$/);
    const heading = page.getByRole('heading', { level: 2, name: 'About this project' });
    // Wait for the jump to settle, then the heading must not be hidden under the fixed header +
    // sticky tab bar.
    await expect.poll(async () => page.evaluate(() => window.scrollY), { intervals: [100, 100, 200] }).toBeGreaterThan(0);
    await page.waitForTimeout(300);
    const nav = (await sections.boundingBox())!;
    const h = (await heading.boundingBox())!;
    expect(h.y, 'section heading below the sticky tab bar').toBeGreaterThanOrEqual(nav.y + nav.height - 1);
    expect(h.y, 'section heading in the first half of the screen').toBeLessThan(page.viewportSize()!.height / 2);
    await expect(projectsTab).toHaveAttribute('aria-current', 'location');
  });
});
