import { E2E_ADMIN } from '../playwright.config.ts';
import {
  api,
  type Campaign,
  type Donor,
  expect,
  inr,
  nth,
  re,
  richCampaign,
  type Settings,
  snap,
  test,
  visit,
  waitForHydration,
  wholePercentRaised,
} from './fixtures.ts';

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
  test('shows the campaign from the database, and the first screen at 390 px', { tag: '@layout' }, async ({ page }, testInfo) => {
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
    await expect(summary).toContainText(/eligible for tax benefit under section 133 of the Income-tax Act, 2025/i);

    const donate = page.getByRole('complementary').getByRole('button', { name: 'Donate Now' });
    await expect(donate).toBeAttached();

    // UI.md: title, photo, progress and a Donate button visible without scrolling at 390 px.
    if (testInfo.project.name === 'mobile') {
      const vh = page.viewportSize()!.height;
      const t = (await title.boundingBox())!;
      const img = (await image.boundingBox())!;
      const p = (await progress.boundingBox())!;
      const bar = page.getByRole('region', { name: 'Give to this campaign' });
      // The bar names the amount chosen in the form (the default preset on arrival).
      const barDonate = bar.getByRole('link', { name: 'Donate ₹3,000' });
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
      // The form's own button is on screen now: the bar steps aside instead of covering the form.
      await expect(bar).toBeHidden();
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
    const play = page.getByRole('link', { name: new RegExp(`^Watch the story\\s*:\\s*${re(c.title)}`) });
    await play.scrollIntoViewIfNeeded();
    // Tapped before the page's script runs, the thumbnail is still a link to the video itself.
    await expect(play).toHaveAttribute('href', `https://www.youtube.com/watch?v=${c.videoId}`);
    // The thumbnail is a picture (the campaign's own photo, already loaded), with the play button on it.
    const thumb = play.locator('img');
    await expect(thumb).toHaveAttribute('src', c.image);
    await expect.poll(() => thumb.evaluate((i: HTMLImageElement) => i.complete && i.naturalWidth > 0)).toBe(true);
    const box = (await play.boundingBox())!;
    expect(box.width / box.height, 'a 16:9 thumbnail').toBeCloseTo(16 / 9, 1);
    expect(thirdParty, 'no third-party request before the video is clicked').toEqual([]);
    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveCount(1);
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${c.videoId}\\b`));
    await expect(frame).toHaveAttribute('title', c.title);
    await expect(play).toHaveCount(0);
    // The button the keyboard was on is gone; the focus is on the player, not lost to the page.
    await expect(frame).toBeFocused();
  });

  test('without JavaScript (or before it runs) the video thumbnail opens the video on YouTube', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ javaScriptEnabled: false, baseURL });
    const page = await context.newPage();
    await page.route(/youtube\.com/, (route) => route.fulfill({ status: 200, contentType: 'text/html', body: '<title>YouTube</title>' }));
    await page.goto(`/campaigns/${c.slug}`);
    const play = page.getByRole('link', { name: new RegExp(`^Watch the story\\s*:\\s*${re(c.title)}`) });
    await play.click();
    await expect(page).toHaveURL(`https://www.youtube.com/watch?v=${c.videoId}`);
    await context.close();
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

  test('sticky section tabs highlight the section in view', { tag: '@layout' }, async ({ page }) => {
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

  test('clicking a section tab brings that section into view below the sticky bars and marks it', { tag: '@layout' }, async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const sections = page.getByRole('navigation', { name: 'Sections' });
    const projectsTab = sections.getByRole('link', { name: 'Projects', exact: true });
    await projectsTab.click();
    await expect(page).toHaveURL(/#projects$/);
    const heading = page.getByRole('heading', { level: 2, name: 'About this project' });
    // Wait for the jump to settle (the page scrolled and two reads 100 ms apart agree, not a
    // fixed sleep), then the heading must not be hidden under the fixed header + sticky tab bar.
    let lastY = -1;
    await expect
      .poll(
        async () => {
          const y = await page.evaluate(() => window.scrollY);
          const settled = y > 0 && y === lastY;
          lastY = y;
          return settled;
        },
        { intervals: [100] },
      )
      .toBe(true);
    const nav = (await sections.boundingBox())!;
    const h = (await heading.boundingBox())!;
    expect(h.y, 'section heading below the sticky tab bar').toBeGreaterThanOrEqual(nav.y + nav.height - 1);
    expect(h.y, 'section heading in the first half of the screen').toBeLessThan(page.viewportSize()!.height / 2);
    await expect(projectsTab).toHaveAttribute('aria-current', 'location');
  });
});

test.describe('Campaign donate box', () => {
  test('payment methods are shown beside the amount, drawn on the page (no image requests)', { tag: '@layout' }, async ({ page }) => {
    await visit(page, `/campaigns/${c.slug}`);
    const form = page.getByRole('complementary');
    const methods = form.getByRole('list', { name: 'Pay with' });
    // What a screen reader reads: each method's name (the drawn marks are hidden from it).
    await expect(methods).toMatchAriaSnapshot(`
      - list "Pay with":
        - listitem: UPI
        - listitem: Google Pay
        - listitem: PhonePe
        - listitem: Paytm
        - listitem: BHIM
        - listitem: Cards
        - listitem: Net banking
    `);
    await expect(methods).toBeVisible();
    // Right under the amount and the button that pays it.
    const donateBox = (await form.getByRole('button', { name: 'Donate Now' }).boundingBox())!;
    const listBox = (await methods.boundingBox())!;
    expect(listBox.y).toBeGreaterThan(donateBox.y + donateBox.height);
    expect(listBox.y - (donateBox.y + donateBox.height)).toBeLessThan(80);
    await expect(methods.locator('img')).toHaveCount(0);
    await expect(methods.locator('svg')).toHaveCount(7);
    for (const svg of await methods.locator('svg').all()) await expect(svg).toHaveAttribute('aria-hidden', 'true');
  });

  test('the "How To Donate" video from the site settings is a thumbnail, then the player', async ({ page, request }) => {
    const settings = await api<Settings>(request, '/api/v1/settings');
    test.skip(!settings.howToDonateVideoId, 'no How To Donate video is set (the page then shows none; see tests/integration/campaign-page.test.ts)');
    await visit(page, `/campaigns/${c.slug}`);
    const play = page.getByRole('link', { name: /^How To Donate\b/ });
    await play.scrollIntoViewIfNeeded();
    await expect(play).toBeVisible();
    await expect(page.locator('iframe')).toHaveCount(0);
    await play.click();
    const frame = page.locator('iframe');
    await expect(frame).toHaveAttribute('src', new RegExp(`^https://www\\.youtube-nocookie\\.com/embed/${re(settings.howToDonateVideoId)}\\?`));
    await expect(frame).toHaveAttribute('title', 'How To Donate');
    // The story video is still a thumbnail: only the one pressed plays.
    await expect(page.getByRole('link', { name: /^Watch the story/ })).toBeVisible();
  });

  test('phone: the sticky bar shows the chosen amount and steps aside while the form is on screen', async ({ page }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the sticky bar is for phones (hidden at 1280 px, checked above)');
    await visit(page, `/campaigns/${c.slug}`);
    const bar = page.getByRole('region', { name: 'Give to this campaign' });
    const barDonate = bar.getByRole('link');
    const form = page.getByRole('complementary');
    const formDonate = form.getByRole('button', { name: 'Donate Now' });
    const amount = form.getByLabel('Or enter your amount (₹)');
    const pct = wholePercentRaised(c.raisedPaise, c.goalPaise);
    await expect(bar).toContainText(`${pct}% funded`);
    await expect(bar).toContainText(`${inr(c.raisedPaise)} raised`);
    await expect(barDonate).toHaveText('Donate ₹3,000');

    await formDonate.scrollIntoViewIfNeeded();
    await expect(bar).toBeHidden();
    await form.getByRole('button', { name: '₹7,000' }).click();
    await amount.fill('4500');

    // Reading on: the form leaves the screen, the bar comes back with the amount typed.
    const updates = page.getByRole('heading', { level: 2, name: 'Updates' });
    await updates.scrollIntoViewIfNeeded();
    await expect(formDonate).not.toBeInViewport();
    await expect(bar).toBeVisible();
    await expect(barDonate).toHaveText('Donate ₹4,500');
    await snap(page, testInfo, 'campaign-sticky-bar');

    // Quantities set the amount, and the bar follows.
    const p1 = nth(c.products, 0);
    await page.getByRole('button', { name: `More ${p1.title}` }).click();
    await expect(barDonate).toHaveText(`Donate ${inr(Math.floor(p1.pricePaise / 100) * 100)}`);

    // An amount the form would refuse is not offered on the bar.
    await formDonate.scrollIntoViewIfNeeded();
    await amount.fill('250');
    await updates.scrollIntoViewIfNeeded();
    await expect(barDonate).toHaveText('Donate Now');

    // The bar's button takes the donor to the form, and gets out of the way.
    await barDonate.click();
    await expect(page).toHaveURL(/#donate$/);
    await expect(formDonate).toBeInViewport();
    await expect(bar).toBeHidden();
  });

  test('without JavaScript the sticky bar stays and jumps to the form', async ({ browser }, testInfo) => {
    test.skip(testInfo.project.name !== 'mobile', 'the sticky bar is for phones');
    const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    try {
      await page.goto(`/campaigns/${c.slug}`);
      const bar = page.getByRole('region', { name: 'Give to this campaign' });
      await expect(bar.getByRole('link', { name: 'Donate ₹3,000' })).toHaveAttribute('href', '#donate');
      await page.getByRole('complementary').getByRole('button', { name: 'Donate Now' }).scrollIntoViewIfNeeded();
      await expect(bar).toBeVisible();
      await expect(page.getByRole('list', { name: 'Pay with' }).getByRole('listitem')).toHaveCount(7);
    } finally {
      await context.close();
    }
  });
});

test.describe('Checkout draft', () => {
  /** The checkout page is its own journey; here it only has to receive what the campaign page sends. */
  async function stubCheckout(page: import('@playwright/test').Page) {
    await page.route(/\/checkout\?/, (route) => route.fulfill({ contentType: 'text/html', body: '<!doctype html><title>Checkout</title><h1>Checkout</h1>' }));
  }
  const draft = (page: import('@playwright/test').Page) =>
    page.evaluate(() => {
      const raw = localStorage.getItem('check_out');
      return raw ? (JSON.parse(raw) as Record<string, unknown>) : null;
    });

  test('Donate Now opens the checkout with the choice and keeps the spec draft; Back finds it again', async ({ page }) => {
    await stubCheckout(page);
    await visit(page, `/campaigns/${c.slug}`);
    const form = page.getByRole('complementary');
    await form.getByRole('button', { name: '₹5,000' }).click();
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?campaign=${re(c.slug)}&amount=5000$`));
    expect(await draft(page)).toEqual({
      amount: 5000,
      district: '',
      city: '',
      user_mobile: '',
      user_name: '',
      state: '',
      pincode: '',
      donationId: c.id,
      otherItems: [],
    });

    await page.goBack();
    await waitForHydration(page);
    await expect(form.getByLabel('Or enter your amount (₹)')).toHaveValue('5000');
    await expect(form.getByRole('button', { name: '₹5,000' })).toHaveAttribute('aria-pressed', 'true');

    // A fresh load of the page (a reload, a new tab) finds the draft too.
    await visit(page, `/campaigns/${c.slug}`);
    await expect(form.getByLabel('Or enter your amount (₹)')).toHaveValue('5000');
  });

  test('quantities travel as items=IDxN and come back as quantities', async ({ page }) => {
    await stubCheckout(page);
    await visit(page, `/campaigns/${c.slug}`);
    const p1 = nth(c.products, 0);
    const products = page.getByRole('region', { name: 'Products' });
    await products.getByRole('button', { name: `More ${p1.title}` }).click();
    await products.getByRole('button', { name: `More ${p1.title}` }).click();
    const total = rupees(2 * p1.pricePaise);
    await page.getByRole('complementary').getByRole('button', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(new RegExp(`/checkout\\?campaign=${re(c.slug)}&amount=${total}&items=${p1.id}x2$`));
    expect(await draft(page)).toMatchObject({
      amount: Number(total),
      donationId: c.id,
      otherItems: [{ _id: p1.id, title: p1.title, quantity: 2, price: p1.pricePaise / 100, amount: (2 * p1.pricePaise) / 100 }],
    });

    // Reloading the campaign page, with the choice only in storage.
    await visit(page, `/campaigns/${c.slug}`);
    await expect(products.getByRole('group', { name: `Quantity of ${p1.title}` }).locator('output')).toHaveText('2');
    await expect(page.getByRole('complementary').getByLabel('Or enter your amount (₹)')).toHaveValue(total);
  });

  test('signed in: the draft carries the donor’s name, mobile and address from their account', async ({ page, request }) => {
    await stubCheckout(page);
    const login = await request.post('/api/v1/auth/login', { data: { email: E2E_ADMIN.email, password: E2E_ADMIN.password } });
    expect(login.status()).toBe(200);
    const token = ((await login.json()) as { api_token: string }).api_token;
    const me = await request.get('/api/v1/me', { headers: { authorization: `Bearer ${token}` } });
    const user = ((await me.json()) as { data: { fullName: string; phone: string; city: string; district: string; state: string; pincode: string } }).data;
    // Signed in through the login form, as a donor is: the session and the header's greeting cookie.
    await visit(page, '/login');
    await page.getByLabel('Email ID').fill(E2E_ADMIN.email);
    await page.getByLabel('Password').fill(E2E_ADMIN.password);
    await page.getByRole('button', { name: 'Login', exact: true }).click();
    await expect(page).toHaveURL(/\/admin$/);
    // The campaign page is the cached one everybody gets; it greets the donor all the same, and
    // asks for their details itself (lib/viewer.ts): the draft holds them once that answer came.
    const details = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/v1/me' && r.ok());
    await visit(page, `/campaigns/${c.slug}`);
    await details;
    await expect(page.locator('html')).toHaveAttribute('data-viewer', 'admin');
    await expect(page.locator('[data-who="full"]').first()).toHaveText(user.fullName);
    await expect(page.getByRole('banner').getByRole('link', { name: 'Login / Signup' })).toHaveCount(0);
    await page.getByRole('complementary').getByRole('button', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?/);
    expect(await draft(page)).toMatchObject({
      amount: 3000,
      user_name: user.fullName,
      user_mobile: user.phone,
      city: user.city,
      district: user.district,
      state: user.state,
      pincode: user.pincode,
      donationId: c.id,
    });
  });

  test('a link back with ?amount= or ?items= shows that choice, with or without JavaScript', async ({ page, browser }) => {
    const p1 = nth(c.products, 0);
    await visit(page, `/campaigns/${c.slug}?amount=7000`);
    const form = page.getByRole('complementary');
    await expect(form.getByLabel('Or enter your amount (₹)')).toHaveValue('7000');
    await expect(form.getByRole('button', { name: '₹7,000' })).toHaveAttribute('aria-pressed', 'true');
    await visit(page, `/campaigns/${c.slug}?items=${p1.id}x3`);
    await expect(form.getByLabel('Or enter your amount (₹)')).toHaveValue(rupees(3 * p1.pricePaise));
    await expect(page.getByRole('group', { name: `Quantity of ${p1.title}` }).locator('output')).toHaveText('3');

    const context = await browser.newContext({ javaScriptEnabled: false });
    const noJs = await context.newPage();
    try {
      await noJs.goto(`/campaigns/${c.slug}?amount=7000`);
      await expect(noJs.getByRole('complementary').getByLabel('Or enter your amount (₹)')).toHaveValue('7000');
    } finally {
      await context.close();
    }
  });

  test('an empty or too small amount never reaches the checkout, nor the draft', async ({ page }) => {
    await stubCheckout(page);
    await visit(page, `/campaigns/${c.slug}`);
    const form = page.getByRole('complementary');
    const amount = form.getByLabel('Or enter your amount (₹)');
    for (const [value, message] of [
      ['', 'Please enter amount'],
      ['299', 'Minimum donation amount is ₹300'],
    ] as const) {
      await amount.fill(value);
      await form.getByRole('button', { name: 'Donate Now' }).click();
      await expect(form.getByRole('alert')).toHaveText(message);
      await expect(page).toHaveURL(new RegExp(`/campaigns/${re(c.slug)}$`));
      expect(await draft(page)).toBeNull();
    }
    await amount.fill('300');
    await form.getByRole('button', { name: 'Donate Now' }).click();
    await expect(page).toHaveURL(/\/checkout\?.*amount=300$/);
  });
});
