// Issue 20: what a thumb and an eye meet. The console's money figures stay inside their cards;
// the footer's social links, "Ask for a refund" and the slider arrows are 44 × 44 px targets; the
// WhatsApp button covers no campaign card's percentage on a phone, and the testimonial arrows
// cover no quote on a desktop. Measured in the browser (scrollWidth, boundingBox), at 390 and
// 1280 px.
import type { Locator, Page } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';
import { expect, paidGift, registerDonor, signIn, snap, test } from './fixtures.ts';

type Box = { x: number; y: number; width: number; height: number };

const overlaps = (a: Box, b: Box) => a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

async function box(l: Locator): Promise<Box> {
  const b = await l.boundingBox();
  if (!b) throw new Error(`no box for ${l}`);
  return b;
}

async function expectTarget(l: Locator, name: string) {
  const b = await box(l);
  expect(b.width, `${name}: width`).toBeGreaterThanOrEqual(44);
  expect(b.height, `${name}: height`).toBeGreaterThanOrEqual(44);
}

/** The boxes of every WhatsApp link drawn fixed over the page (the floating button), if shown. */
async function floatingChat(page: Page): Promise<Box[]> {
  return page.locator('a[href^="https://wa.me/"]').evaluateAll((links) =>
    links
      .filter((a) => getComputedStyle(a).position === 'fixed' && getComputedStyle(a).display !== 'none')
      .map((a) => {
        const r = a.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
  );
}

/** Each figure on the page, with its own and its card's widths (scrollWidth is what it needs). */
async function figureWidths(page: Page) {
  return page.locator('[data-figure]').evaluateAll((cards) =>
    cards.map((card) => {
      const value = card.querySelector('.figure-value') as HTMLElement;
      const label = card.querySelector('p') as HTMLElement;
      return {
        key: card.getAttribute('data-figure'),
        text: value.textContent,
        value: value.scrollWidth,
        label: label.scrollWidth,
        card: (card as HTMLElement).clientWidth,
        cardScroll: (card as HTMLElement).scrollWidth,
      };
    }),
  );
}

test('the dashboard’s money figures fit their cards', { tag: '@layout' }, async ({ page }, testInfo) => {
  await signIn(page, E2E_ADMIN, '/admin');
  // The console is a full page load after the sign-in: wait for its cards before measuring.
  await expect(page.locator('[data-figure]')).toHaveCount(8);
  const figures = await figureWidths(page);
  expect(figures.map((f) => f.key)).toEqual(['today', 'month', 'year', 'total', 'campaigns', 'urgent', 'donations', 'donors']);
  for (const f of figures) {
    expect(f.value, `${f.key} (${f.text}) fits its card`).toBeLessThanOrEqual(f.card);
    expect(f.label, `${f.key}'s label fits its card`).toBeLessThanOrEqual(f.card);
    expect(f.cardScroll, `${f.key}'s card does not scroll`).toBeLessThanOrEqual(f.card);
  }
  // The longest amount the console may show fits too (a crore and more, at the card's width).
  await page.locator('[data-figure="total"] .figure-value').evaluate((el) => {
    el.textContent = '₹12,34,56,789';
  });
  const [total] = (await figureWidths(page)).filter((f) => f.key === 'total');
  expect(total?.value, '₹12,34,56,789 fits its card').toBeLessThanOrEqual(total?.card ?? 0);
  await page.reload();
  await snap(page, testInfo, 'admin-dashboard-figures');

  await page.goto('/admin/donations');
  await expect(page.getByRole('table').locator('caption')).toContainText('donations, newest first');
  await snap(page, testInfo, 'admin-donations-list');
  await page.goto('/admin/donations?status=paid&fund=urgent');
  await expect(page.getByText('to the Urgent causes fund').first()).toBeVisible();
  await snap(page, testInfo, 'admin-donations-urgent');
});

test('the footer’s social links are 44 px targets', { tag: '@layout' }, async ({ page }) => {
  await page.goto('/');
  const links = page.locator('footer').getByRole('link', { name: /Facebook|Instagram|YouTube|X \(Twitter\)|LinkedIn/ });
  expect(await links.count()).toBeGreaterThan(0);
  for (const l of await links.all()) await expectTarget(l, `footer ${await l.getAttribute('href')}`);
});

test('the WhatsApp button covers no campaign card’s percentage on a phone', { tag: '@layout' }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'mobile', 'the phone layout');
  for (const url of ['/', '/explore-campaigns']) {
    await page.goto(url);
    const percents = page.locator('article').getByText(/^\d+%$/);
    expect(await percents.count(), `${url}: cards with a percentage`).toBeGreaterThan(0);
    for (const p of await percents.all()) {
      if (!(await p.isVisible())) continue; // a slide scrolled out of its row
      // Wherever the page is scrolled to, with the percentage at the top, middle or bottom.
      for (const align of ['start', 'center', 'end'] as const) {
        await p.evaluate((el, block) => el.scrollIntoView({ block }), align);
        for (const chat of await floatingChat(page)) expect(overlaps(chat, await box(p)), `${url}: WhatsApp over ${await p.textContent()}`).toBe(false);
      }
    }
    // WhatsApp is still one tap away: a row in the footer.
    await expectTarget(page.locator('footer').getByRole('link', { name: 'Message us on WhatsApp' }), 'footer WhatsApp');
  }
});

test('the testimonial arrows are 44 px targets and cover no quote on a desktop', { tag: '@layout' }, async ({ page }, testInfo) => {
  test.skip(testInfo.project.name !== 'desktop', 'arrows show from 640 px');
  await page.goto('/');
  const slider = page.getByRole('region', { name: 'Testimonials' });
  await slider.scrollIntoViewIfNeeded();
  const arrows = slider.getByRole('button', { name: /Previous slide|Next slide/ });
  await expect(arrows).toHaveCount(2);
  await expect(arrows.first()).toBeVisible();
  const quotes = slider.locator('blockquote');
  for (let step = 0; step < 3; step++) {
    for (const a of await arrows.all()) {
      await expectTarget(a, 'arrow');
      for (const q of await quotes.all()) {
        if (!(await q.isVisible())) continue;
        expect(overlaps(await box(a), await box(q)), 'an arrow over a quote').toBe(false);
      }
    }
    await slider.getByRole('button', { name: 'Next slide' }).click();
  }
  await snap(page, testInfo, 'home-testimonials');
});

test('“Ask for a refund” is a 44 px target', { tag: '@layout' }, async ({ page, request }, testInfo) => {
  const donor = await registerDonor(request, `targets-${testInfo.project.name}`);
  await paidGift(request, donor, { key: `targets-${testInfo.project.name}`, amountPaise: 500_00 });
  await signIn(page, donor, '/profile');
  const ask = page.getByText('Ask for a refund', { exact: true }).first();
  await ask.scrollIntoViewIfNeeded();
  await expectTarget(ask, 'Ask for a refund');
  // Drawn as a button (an outline, the page's own ink), not small grey text.
  const look = await ask.evaluate((el) => {
    const s = getComputedStyle(el);
    const ink = getComputedStyle(document.body).color;
    return { border: Number.parseFloat(s.borderTopWidth), color: s.color, ink, size: Number.parseFloat(s.fontSize) };
  });
  expect(look.border, 'an outline').toBeGreaterThanOrEqual(1);
  expect(look.color, 'in the text colour, not grey').toBe(look.ink);
  expect(look.size).toBeGreaterThanOrEqual(14);
  await snap(page, testInfo, 'profile-refund-target');
});
