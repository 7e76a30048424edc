// Shared fixtures and helpers for the journeys.
//
// - Every test fails if the page logged a console error or threw an uncaught exception
//   (nothing is ignored silently; see `allowConsoleError` for the explicit exceptions).
// - Expected values come from the JSON API (`api()`), never from constants copied into tests.
// - Money is checked with an independent formatter (Indian digit grouping), not the app's own.
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import { type APIRequestContext, test as base, expect, type Page, type TestInfo } from '@playwright/test';
import { E2E_ADMIN } from '../playwright.config.ts';

type ConsoleGuard = {
  errors: string[];
  /** Accept console errors matching `pattern` for this test only. Always say why at the call site. */
  allow(pattern: RegExp): void;
  /**
   * Chromium logs a document's own 404 status as a console error ("Failed to load resource").
   * On a page whose 404 is the expected outcome, accept exactly that message for that URL, and
   * nothing else (a missing stylesheet or script on the same page still fails the test).
   */
  allowOwn404(path: string): void;
};

export const test = base.extend<{ consoleGuard: ConsoleGuard }>({
  consoleGuard: [
    async ({ page, baseURL }, use) => {
      const errors: string[] = [];
      const allowed: RegExp[] = [];
      page.on('console', (msg) => {
        if (msg.type() !== 'error') return;
        const loc = msg.location();
        errors.push(`console.error: ${msg.text()}${loc.url ? ` (at ${loc.url}:${loc.lineNumber})` : ''}`);
      });
      page.on('pageerror', (err) => errors.push(`pageerror: ${err.message}`));
      await use({
        errors,
        allow: (p) => allowed.push(p),
        allowOwn404: (path) =>
          allowed.push(
            new RegExp(
              `^console\\.error: Failed to load resource: the server responded with a status of 404 \\(Not Found\\) \\(at ${re(new URL(path, baseURL).href)}:\\d+\\)$`,
            ),
          ),
      });
      const unexpected = errors.filter((e) => !allowed.some((p) => p.test(e)));
      expect(unexpected, `console errors or uncaught exceptions on ${page.url()}`).toEqual([]);
    },
    { auto: true },
  ],
});

export { expect };

/** GET /api/v1/... and return `data` of the envelope. */
export async function api<T = unknown>(request: APIRequestContext, url: string): Promise<T> {
  const res = await request.get(url);
  expect(res.status(), `GET ${url}`).toBe(200);
  const body = (await res.json()) as { success: boolean; data: T };
  expect(body.success, `GET ${url} success`).toBe(true);
  return body.data;
}

/** A registered donor (through the API, the code read from the dev outbox), ready to sign in. */
export async function registerDonor(request: APIRequestContext, tag: string): Promise<{ email: string; password: string; name: string }> {
  const email = `${tag}-${Date.now().toString(36)}@example.in`;
  const password = 'a-long-enough-password';
  const name = `Meera ${tag}`;
  const reg = await request.post('/api/v1/auth/register', {
    data: { fullName: name, email, phone: `7${String(Date.now() % 1e9).padStart(9, '0')}`, password, confirmPassword: password },
  });
  expect(reg.ok(), await reg.text()).toBe(true);
  const { challengeId } = ((await reg.json()) as { data: { challengeId: string } }).data;
  let code = '';
  await expect
    .poll(async () => {
      const all = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: { recipient: string; body: string }[] }).data;
      code = all.find((m) => m.recipient === email)?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  expect((await request.post('/api/v1/auth/register/verify', { data: { challengeId, otp: code } })).ok()).toBe(true);
  return { email, password, name };
}

/** Signs in with the login form's POST and lands on `to`. */
export async function signIn(page: Page, who: { email: string; password: string }, to: string): Promise<void> {
  // The login form's own POST, as a browser without JavaScript sends it, from the page's context
  // so the session cookie lands there; then the page asked for. Filling the form each time cost a
  // page load and hydration per sign-in: the form itself is walked in accounts.spec.ts.
  const res = await page.request.post('/login', {
    form: { intent: 'login', role_name: 'User', redirectTo: to, email: who.email, password: who.password },
    maxRedirects: 0,
  });
  expect(res.status(), `signing in ${who.email}: ${res.status() === 302 ? '' : await res.text()}`).toBe(302);
  expect(res.headers().location, `where signing in ${who.email} leads`).toMatch(new RegExp(`${to.replace(/[/?.]/g, '\\$&')}$`));
  await visit(page, to);
}

/** ₹1,71,198 (Indian grouping); paise shown only when not whole rupees. Independent of the app's formatter. */
export function inr(paise: number): string {
  const rupees = Math.trunc(Math.abs(paise) / 100);
  const rem = Math.abs(paise) % 100;
  const s = String(rupees);
  const grouped = s.length <= 3 ? s : `${s.slice(0, -3).replace(/\B(?=(\d{2})+(?!\d))/g, ',')},${s.slice(-3)}`;
  return `${paise < 0 ? '-' : ''}₹${grouped}${rem ? `.${String(rem).padStart(2, '0')}` : ''}`;
}

/**
 * The whole percent a progress figure shows, from the spec's rule (§4): "raised / goal x 100, or
 * 0 if nothing raised". Pages show whole percent rounded down (a campaign is not "100%" before
 * its goal is met) and never more than 100 (the bar is full). Worked out by counting how many
 * whole hundredths of the goal the raised amount covers, in integers: a floating-point division
 * would turn ₹29 of ₹100 into 28.999…%. The hand-worked examples are in home.spec.ts.
 */
export function wholePercentRaised(raisedPaise: number, goalPaise: number): number {
  if (!(goalPaise > 0)) throw new Error(`a campaign without a goal (${goalPaise}) has no progress to check`);
  if (raisedPaise <= 0) return 0;
  let whole = 0;
  while (whole < 100 && (whole + 1) * goalPaise <= raisedPaise * 100) whole += 1;
  return whole;
}

/** "18 Jul 2025" in India time. */
export function indiaDate(iso: string): string {
  const d = new Date(new Date(iso).getTime() + 330 * 60_000);
  const months = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
  return `${d.getUTCDate()} ${months[d.getUTCMonth()]} ${d.getUTCFullYear()}`;
}

/** arr[i], failing loudly when the seed has fewer items than a journey needs. */
export function nth<T>(arr: readonly T[], i: number): T {
  const v = arr[i];
  if (v === undefined) throw new Error(`expected at least ${i + 1} item(s), got ${arr.length}`);
  return v;
}

/** Escape for use inside a RegExp. */
export function re(s: string): string {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/**
 * Waits until the page is ready for a user. Content pages ship no React (docs/decisions/0002):
 * for them the load event is enough (the inline enhancer has run by then). Interactive pages
 * hydrate: hydration walks the tree in order, so once the footer (the last rendered element)
 * carries React's internal props, every handler is attached.
 */
export async function waitForHydration(page: Page): Promise<void> {
  await page.waitForLoadState('load');
  await page.waitForFunction(() => {
    const w = window as unknown as { __reactRouterContext?: unknown; __reactRouterDataRouter?: unknown };
    if (!w.__reactRouterContext) return true; // not a hydrating page
    if (!w.__reactRouterDataRouter) return false;
    const last = document.querySelector('footer') ?? document.querySelector('main');
    return !!last && Object.keys(last).some((k) => k.startsWith('__reactProps$'));
  });
}

/** Loads a page, checks the status, waits for hydration. */
export async function visit(page: Page, url: string, status = 200): Promise<void> {
  await step('visit', async () => {
    const res = await page.goto(url);
    expect(res?.status(), `status of ${url}`).toBe(status);
    await waitForHydration(page);
  });
}

/**
 * A helper's work as one named step in the report and the trace (what scripts/e2e-step-profile.ts
 * sums by name), its failures reported where the journey called it.
 */
function step<T>(name: string, body: () => Promise<T>): Promise<T> {
  return test.step(name, body, { box: true });
}

/**
 * Full-page screenshot to e2e/screenshots/<project>-<name>.png, with every lazy picture loaded
 * and the page at its top.
 *
 * In a journey that runs at 390 px only (the mobile project, not tagged @layout), each screenshot
 * is also a 1280 px layout visit of the same state (decision 0062): the window is widened, the page
 * must not scroll sideways and must pass axe, e2e/screenshots/desktop-<name>.png is saved, and the
 * window goes back to the phone's size. The journey is not run again at 1280 px for that.
 */
export async function snap(page: Page, testInfo: TestInfo, name: string): Promise<void> {
  await shoot(page, testInfo.project.name, name);
  if (testInfo.project.name !== 'mobile' || testInfo.tags.includes('@layout')) return;
  await step('snap-at-1280', async () => {
    const phone = page.viewportSize();
    await page.setViewportSize(DESKTOP);
    try {
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(width, `${name}: no sideways scroll at ${DESKTOP.width} px`).toBeLessThanOrEqual(DESKTOP.width);
      await expectNoAxeViolations(page, `${name} at ${DESKTOP.width} px`);
      await shoot(page, 'desktop', name);
    } finally {
      if (phone) await page.setViewportSize(phone);
    }
  });
}

/** The desktop project's window (playwright.config.ts). */
const DESKTOP = { width: 1280, height: 800 };

async function shoot(page: Page, project: string, name: string): Promise<void> {
  await step('shoot', () => shootNow(page, project, name));
}

async function shootNow(page: Page, project: string, name: string): Promise<void> {
  await page.evaluate(async () => {
    // Pictures below the fold load now, as they would when scrolled to (a full-page screenshot
    // does not scroll): cheaper than scrolling the page through, step by step (decision 0062, 5c).
    for (const img of Array.from(document.images)) if (img.loading === 'lazy') img.loading = 'eager';
    window.scrollTo({ top: 0, behavior: 'instant' });
    // Hold every carousel on its first slide so the picture is not caught mid-slide: the
    // enhancer pauses autoplay while the pointer is over a carousel.
    for (const el of document.querySelectorAll<HTMLElement>('[data-slider]')) {
      el.dispatchEvent(new MouseEvent('mouseenter'));
      el.querySelector<HTMLElement>('[data-track]')?.scrollTo({ left: 0, behavior: 'instant' });
    }
    // Two frames: the scroll and the pause are laid out and painted (a fixed 150 ms wait here
    // cost 35 s of a run's 230 screenshots; decision 0062, 7).
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(r)));
  });
  await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete), undefined, { timeout: 5_000 }).catch(() => undefined); // a slow image must not fail a journey; the screenshot shows it
  // PNG, though JPEG encodes a full page in about half the time (0.5–0.65 s against 0.65–1.4 s at
  // 1280 px): the review tools some of us look at screenshots with show PNG only (decision 0062, 5d).
  const file = path.join(import.meta.dirname, 'screenshots', `${project}-${name}.png`);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  await page.screenshot({ path: file, fullPage: true, animations: 'disabled' });
}

/** Runs axe (WCAG 2.0/2.1/2.2 A + AA) and fails with a readable list of violations. */
export async function expectNoAxeViolations(page: Page, label = page.url()): Promise<void> {
  const report = await step('axe', () => axeViolations(page));
  expect(report, `axe violations on ${label}:\n\n${report.join('\n\n')}\n`).toEqual([]);
}

/** axe-core itself, read once per worker; injected into a document only when it is not there yet. */
const AXE_SOURCE = fs.readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');
/** Where a tab keeps axe's source for its later documents (axeViolations). */
export const AXE_KEPT_AS = 'e2e:axe-core';
const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

type AxeResults = {
  violations: { id: string; impact?: string | null; help: string; helpUrl: string; nodes: { target: string[]; html: string; failureSummary?: string }[] }[];
};

/**
 * axe's violations (WCAG 2.0/2.1/2.2 A + AA) on the page as it is now, one readable paragraph each.
 *
 * axe.run in the page itself, as @axe-core/playwright's legacy mode did, without its wrapper:
 * the wrapper injected axe's 650 KB anew and configured it on every call, and a snap checks the
 * same document twice (390 px, then 1280 px). Here axe is injected once per document, and frames
 * are entered only when the page has a same-origin one whose document axe can reach: our pages'
 * only frames (a YouTube video, a map) are other sites' and never load here, and looking for them
 * cost as long as the check. Measured on /, a campaign page, /contact-us and /shop: 0.7–1.7 s →
 * 0.1–0.4 s a check after the first; on those pages and on one with planted faults (an image
 * without alt, low contrast, an unnamed button, link and field, a page without lang) the same
 * rules on the same nodes as the wrapper (decision 0062, 5d). Only violations are collected.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  // Sending axe's 650 KB to the page costs 0.2–0.4 s each time (most of it the DevTools message,
  // not the script: evaluated from a string already in the page it takes 15–50 ms). So the first
  // document of a tab keeps the source in the tab's sessionStorage (the app uses none), and each
  // later document of the tab evaluates it from there (decision 0062, 8).
  const ready = await page.evaluate((key) => {
    const w = window as { axe?: unknown };
    if (typeof w.axe === 'object') return true;
    const kept = sessionStorage.getItem(key);
    // biome-ignore lint/security/noGlobalEval: axe's own source, in the global scope as page.evaluate(AXE_SOURCE) ran it
    if (kept) window.eval(kept);
    return typeof w.axe === 'object';
  }, AXE_KEPT_AS);
  if (!ready) {
    await page.evaluate(
      ([key, source]) => {
        // biome-ignore lint/security/noGlobalEval: as above
        window.eval(source);
        try {
          sessionStorage.setItem(key, source);
        } catch {
          // over the tab's quota: the next document is sent axe again
        }
      },
      [AXE_KEPT_AS, AXE_SOURCE] as const,
    );
  }
  const results = await page.evaluate(async (tags) => {
    const reachable = Array.from(document.querySelectorAll('iframe, frame')).some((f) => {
      try {
        return !!(f as HTMLIFrameElement).contentDocument;
      } catch {
        return false;
      }
    });
    const axe = (window as unknown as { axe: { run: (ctx: Document, options: object) => Promise<unknown> } }).axe;
    return axe.run(document, { runOnly: { type: 'tag', values: tags }, resultTypes: ['violations'], iframes: reachable });
  }, AXE_TAGS);
  const report = (results as AxeResults).violations.map((v) => {
    const nodes = v.nodes
      .slice(0, 8)
      .map((n) => `    - ${n.target.join(' ')}\n      ${n.failureSummary?.replace(/\n/g, '\n      ')}\n      html: ${n.html.slice(0, 200)}`)
      .join('\n');
    const more = v.nodes.length > 8 ? `\n    … and ${v.nodes.length - 8} more` : '';
    return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
  });
  return report;
}

// ---- API shapes used by the tests --------------------------------------------------------------

export type CampaignCard = {
  id: number;
  slug: string;
  title: string;
  image: string;
  categoryId: number;
  categoryName: string;
  raisedPaise: number;
  goalPaise: number;
  backers: number;
};
export type Campaign = CampaignCard & {
  videoId: string | null;
  status: string;
  faqs: { question: string; answer: string }[];
  products: { id: number; title: string; pricePaise: number }[];
  updates: { id: number; title: string }[];
};
export type Donor = { name: string; amountPaise: number; at: string };
export type Category = { id: number; name: string; slug: string };
export type Slider = { id: number; title: string; subtitle: string };
export type HomeStats = { totalRaisedPaise: number; totalDonors: number; lastHourPaise: number };
export type TeamMember = { id: number; name: string; role: string; mobile: string };
export type Settings = { foundationName: string; helpline: string; email: string; howToDonateVideoId: string };
export type BlogSummary = { slug: string; title: string; excerpt: string; publishedAt: string };
export type Page_ = { slug: string; title: string; bodyHtml: string };

/** A campaign that exercises the whole detail page: products, at least two FAQs, a video, updates. */
export async function richCampaign(request: APIRequestContext): Promise<Campaign> {
  const cards = await api<CampaignCard[]>(request, '/api/v1/home-campaigns');
  for (const card of cards) {
    const c = await api<Campaign>(request, `/api/v1/campaigns/${card.slug}`);
    if (c.status === 'published' && c.products.length > 0 && c.faqs.length >= 2 && c.videoId && c.updates.length > 0) return c;
  }
  throw new Error('no published campaign with products, FAQs, a video and updates in the seed');
}

/**
 * A paid gift of `donor` to the first home campaign (or `campaign`) through the payment simulator (no tip, no
 * urgent add-on); `extra` adds donor fields such as a PAN and address. Its order reference.
 */
export async function paidGift(
  request: APIRequestContext,
  donor: { name: string; email: string },
  opts: { key: string; amountPaise: number; extra?: Record<string, string>; campaign?: string; whatsappUpdates?: boolean },
): Promise<string> {
  const [card] = opts.campaign ? [{ slug: opts.campaign }] : await api<CampaignCard[]>(request, '/api/v1/home-campaigns');
  const order = await request.post('/api/v1/orders', {
    headers: { 'idempotency-key': `${opts.key}-${Date.now()}` },
    data: {
      campaign: card?.slug,
      amountPaise: opts.amountPaise,
      tipPaise: 0,
      urgentPaise: 0,
      items: [],
      donor: { name: donor.name, email: donor.email, mobile: '9876543210', ...opts.extra },
      whatsappUpdates: opts.whatsappUpdates ?? false,
      hideName: false,
      method: 'simulator',
    },
  });
  expect(order.status(), await order.text()).toBe(201);
  const { reference } = ((await order.json()) as { data: { reference: string } }).data;
  expect((await request.post(`/api/v1/payments/simulator/${reference}`, { data: { outcome: 'success' } })).ok()).toBe(true);
  return reference;
}

/** A signed-in API token for an account. */
export async function apiToken(request: APIRequestContext, who: { email: string; password: string }): Promise<string> {
  const login = await request.post('/api/v1/auth/login', { data: { email: who.email, password: who.password } });
  expect(login.ok(), await login.text()).toBe(true);
  return ((await login.json()) as { api_token: string }).api_token;
}

/** The account's mobile proven by its SMS code from the dev outbox, as the profile does it. */
export async function proveMobile(request: APIRequestContext, token: string): Promise<void> {
  const auth = { authorization: `Bearer ${token}` };
  const me = ((await (await request.get('/api/v1/me', { headers: auth })).json()) as { data: { user?: { phone: string }; phone?: string } }).data;
  const phone = me.user?.phone ?? me.phone ?? '';
  const started = await request.post('/api/v1/me/phone/verification', { headers: auth });
  expect(started.ok(), await started.text()).toBe(true);
  const { challengeId } = ((await started.json()) as { data: { challengeId: string } }).data;
  let code = '';
  await expect
    .poll(async () => {
      const all = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: { recipient: string; body: string }[] }).data;
      code = all.find((m) => m.recipient === phone)?.body.match(/\b(\d{6})\b/)?.[1] ?? '';
      return code;
    })
    .not.toBe('');
  const confirmed = await request.post('/api/v1/me/phone/verification/confirm', { headers: auth, data: { challengeId, otp: code } });
  expect(confirmed.ok(), await confirmed.text()).toBe(true);
}

const KYC_PDF = Buffer.from(
  '%PDF-1.4\n1 0 obj<</Type/Catalog/Pages 2 0 R>>endobj\n2 0 obj<</Type/Pages/Kids[]/Count 0>>endobj\ntrailer<</Root 1 0 R>>\n%%EOF\n',
);

/**
 * An approved shop for an account, made the way people make one: the mobile proven, the
 * application sent through the seller API with a KYC PDF, and staff approving it.
 */
export async function approvedShop(
  request: APIRequestContext,
  who: { email: string; password: string },
  shop: { displayName: string; city: string; state: string; pinCode: string },
): Promise<{ id: number }> {
  const token = await apiToken(request, who);
  await proveMobile(request, token);
  const applied = await request.post('/api/v1/seller/shop', {
    headers: { authorization: `Bearer ${token}` },
    data: {
      legalName: `${shop.displayName} Cooperative Society`,
      displayName: shop.displayName,
      about: 'Handloom weavers who sell through the foundation’s shop.',
      addressLine: '14 Bunkar Colony',
      city: shop.city,
      state: shop.state,
      pinCode: shop.pinCode,
      supportEmail: 'help@weavers.example.in',
      supportPhone: '+91 98260 11223',
      returnPolicy: 'Returns within 7 days, unworn, with tags.',
      pan: 'ABCDE1234F',
      bankAccountName: `${shop.displayName} Cooperative Society`,
      bankAccountNumber: '123456789012',
      bankAccountConfirm: '123456789012',
      ifsc: 'SBIN0000001',
      documents: [{ kind: 'pan', fileName: 'pan.pdf', contentBase64: KYC_PDF.toString('base64') }],
    },
  });
  expect(applied.ok(), await applied.text()).toBe(true);
  const id = ((await applied.json()) as { data: { id: number } }).data.id;
  const staff = await apiToken(request, E2E_ADMIN);
  const approved = await request.post(`/api/v1/admin/vendors/${id}/decision`, { headers: { authorization: `Bearer ${staff}` }, data: { decision: 'approve' } });
  expect(approved.ok(), await approved.text()).toBe(true);
  return { id };
}

/**
 * A PNG of `width`×`height` in one colour with a faint stripe (so it is not a single flat tile):
 * enough for the server to judge, crop and re-encode as a photo.
 */
export function flatPng(width: number, height: number, rgb: readonly [number, number, number]): Buffer {
  const row = Buffer.alloc(1 + width * 3);
  for (let x = 0; x < width; x++) row.set([rgb[0], rgb[1] + (x % 40), rgb[2]], 1 + x * 3);
  const raw = Buffer.concat(Array.from({ length: height }, () => row));
  const chunk = (type: string, body: Buffer) => {
    const len = Buffer.alloc(4);
    len.writeUInt32BE(body.length);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(Buffer.concat([Buffer.from(type), body])) >>> 0);
    return Buffer.concat([len, Buffer.from(type), body, crc]);
  };
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  return Buffer.concat([Buffer.from([137, 80, 78, 71, 13, 10, 26, 10]), chunk('IHDR', ihdr), chunk('IDAT', deflateSync(raw)), chunk('IEND', Buffer.alloc(0))]);
}

/** The toast that says `text` (the newest of them). */
export const toastSaying = (page: Page, text: string) => page.locator('[data-toast]').filter({ hasText: text }).first();

/** The newest message of `channel` to `recipient` in the dev outbox whose body matches `pattern`; the first group. */
export async function fromOutbox(request: APIRequestContext, recipient: string, pattern: RegExp): Promise<string> {
  let found = '';
  await expect
    .poll(
      async () => {
        const all = ((await (await request.get('/api/v1/dev/outbox')).json()) as { data: { recipient: string; subject: string; body: string }[] }).data;
        found = all.map((m) => (m.recipient === recipient ? (`${m.subject}\n${m.body}`.match(pattern)?.[1] ?? '') : '')).find(Boolean) ?? '';
        return found;
      },
      { timeout: 10_000 },
    )
    .not.toBe('');
  return found;
}

type Campaigner = { name: string; email: string; password: string };
type Headers_ = { authorization: string };

/**
 * A campaigner's draft, made as in life through the API: the application with its two codes,
 * staff's review and approval, the password set from the emailed link, and the draft given a
 * cover. Returns the draft's id and the staff's and the campaigner's API headers.
 */
export async function approvedDraft(request: APIRequestContext, who: Campaigner, title: string): Promise<{ id: number; staff: Headers_; mine: Headers_ }> {
  const mobile = `8${String(Date.now() % 1e9).padStart(9, '0')}`.slice(0, 10);
  const applied = await request.post('/api/v1/campaign-applications', {
    data: { cause: 12, campaignerName: title, fullName: who.name, campaignerEmail: who.email, campaignerMobile: mobile },
  });
  expect(applied.status(), await applied.text()).toBeLessThan(300);
  const { challengeId } = ((await applied.json()) as { data: { challengeId: string } }).data;
  const otp = await fromOutbox(request, who.email, /\b(\d{6})\b/);
  const mobileOtp = await fromOutbox(request, mobile, /\b(\d{6})\b/);
  const verified = await request.post('/api/v1/campaign-applications/verify', { data: { challengeId, otp, mobileOtp } });
  expect(verified.ok(), await verified.text()).toBe(true);
  const staff = { authorization: `Bearer ${await apiToken(request, E2E_ADMIN)}` };
  const list = ((await (await request.get('/api/v1/admin/applications', { headers: staff })).json()) as { data: { id: number; email: string }[] }).data;
  const application = list.find((a) => a.email === who.email);
  for (const decision of ['under_review', 'approved']) {
    const r = await request.post(`/api/v1/admin/applications/${application?.id}/decision`, { headers: staff, data: { decision } });
    expect(r.ok(), await r.text()).toBe(true);
  }
  const token = await fromOutbox(request, who.email, /reset-password\?token=([A-Za-z0-9_-]+)/);
  const reset = await request.post('/api/v1/auth/password-reset/confirm', { data: { token, password: who.password, confirmPassword: who.password } });
  expect(reset.ok(), await reset.text()).toBe(true);
  const approved = (
    (await (await request.get('/api/v1/admin/applications', { headers: staff })).json()) as { data: { email: string; campaign: { id: number } | null }[] }
  ).data;
  const id = approved.find((a) => a.email === who.email)?.campaign?.id ?? 0;
  // The campaigner's own editor, as its forms post it.
  const mine = { authorization: `Bearer ${await apiToken(request, who)}` };
  const cover = await request.post(`/my-campaigns/${id}`, {
    headers: mine,
    multipart: { intent: 'cover', cover: { name: 'cover.png', mimeType: 'image/png', buffer: flatPng(1200, 800, [30, 120, 110]) } },
    maxRedirects: 0,
  });
  expect(cover.status(), await cover.text()).toBe(302);
  return { id, staff, mine };
}

/** Posts one of the campaign editor's forms (a 302 back to the editor when it is saved). */
export async function editCampaign(request: APIRequestContext, mine: Headers_, id: number, form: Record<string, string>): Promise<void> {
  const res = await request.post(`/my-campaigns/${id}`, { headers: mine, form, maxRedirects: 0 });
  expect(res.status(), await res.text()).toBe(302);
}

/** Staff publish a campaign; its slug. */
export async function publishCampaign(request: APIRequestContext, staff: Headers_, id: number): Promise<string> {
  const published = await request.post(`/api/v1/admin/campaigns/${id}/status`, { headers: staff, data: { status: 'published' } });
  expect(published.ok(), await published.text()).toBe(true);
  return ((await published.json()) as { data: { slug: string } }).data.slug;
}

/**
 * A campaigner with a live campaign of their own (approvedDraft), given a story and a goal on its
 * editor, and published by staff.
 */
export async function newCampaigner(
  request: APIRequestContext,
  tag: string,
): Promise<{ email: string; password: string; name: string; id: number; slug: string; title: string }> {
  const stamp = `${tag}-${Date.now().toString(36)}`;
  const who = { name: `Meera ${stamp}`, email: `meera-${stamp}@example.in`, password: 'campaigner-pass-1' };
  const title = `School bags for Barmer ${stamp}`;
  const { id, staff, mine } = await approvedDraft(request, who, title);
  await editCampaign(request, mine, id, {
    title,
    categoryId: '12',
    goalRupees: '50,000',
    summary: 'Bags, books and bottles for forty children.',
    story: 'Forty children walk 6 km to school.\n\nEach needs a bag.',
  });
  const slug = await publishCampaign(request, staff, id);
  return { ...who, id, slug, title };
}
