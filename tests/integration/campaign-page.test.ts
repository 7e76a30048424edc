// The campaign page as the server renders it: the "How To Donate" video follows the site
// setting, a link back from the checkout shows the donor's choice before any script runs, and a
// signed-in donor's details (for the checkout draft) never reach a shared cache.
import { schema as s } from '@sahyog/db';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ContentService } from '../../apps/server/src/modules/content/index.ts';
import { call, loginAs, registerUser } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign } from '../support/factories.ts';

const KEY = 'howToDonateVideoId';
let original: unknown;

async function setVideo(value: string | undefined) {
  const db = await getDb();
  await db.delete(s.siteSettings).where(eq(s.siteSettings.key, KEY));
  if (value !== undefined) await db.insert(s.siteSettings).values({ key: KEY, value: sql`${JSON.stringify(value)}::jsonb` });
  // Settings are kept for a few seconds by the content module: forget them now.
  ((await getTestApp()).app as unknown as { content: ContentService }).content.invalidate();
}

async function page(url: string, cookie?: string) {
  return call('GET', url, cookie === undefined ? {} : { cookie });
}

let slug = '';

beforeAll(async () => {
  const db = await getDb();
  const [row] = await db.select({ value: s.siteSettings.value }).from(s.siteSettings).where(eq(s.siteSettings.key, KEY));
  original = row?.value;
  slug = (await createCampaign()).slug;
});

afterAll(async () => {
  await setVideo(typeof original === 'string' ? original : undefined);
});

describe('"How To Donate" video', () => {
  it('is shown with the id the site settings name', async () => {
    await setVideo('Hd2wQx7mPz4');
    const res = await page(`/campaigns/${slug}`);
    expect(res.status).toBe(200);
    // A link to the video, so a tap before the page's script runs still plays it (issue 39).
    expect(res.text).toMatch(/<a[^>]*href="https:\/\/www\.youtube\.com\/watch\?v=Hd2wQx7mPz4"[^>]*>(?:(?!<\/a>)[\s\S])*How To Donate/);
  });

  it('is hidden when the setting is empty, or missing (a database from before the setting)', async () => {
    for (const value of ['', undefined]) {
      await setVideo(value);
      expect((await getData<{ howToDonateVideoId: string }>('/api/v1/settings')).howToDonateVideoId).toBe('');
      const res = await page(`/campaigns/${slug}`);
      expect(res.status).toBe(200);
      expect(res.text).not.toContain('How To Donate');
    }
  });
});

describe('the donor’s choice in the URL', () => {
  const amountInput = (html: string) => /<input[^>]*name="amount"[^>]*>/.exec(html)?.[0] ?? '';

  it('?amount= fills the amount in the page as served (no script needed)', async () => {
    expect(amountInput((await page(`/campaigns/${slug}`)).text)).toContain('value="3000"');
    expect(amountInput((await page(`/campaigns/${slug}?amount=7000`)).text)).toContain('value="7000"');
    expect(amountInput((await page(`/campaigns/${slug}?amount=%3Cscript%3E`)).text)).toContain('value="3000"');
  });
});

describe('a signed-in donor', () => {
  it('is greeted on the page, gets the draft details from a private answer, and the page itself holds no more than for anyone', async () => {
    const user = await registerUser({ fullName: 'Meera Draft', phone: '9811122233' });
    const token = await loginAs(user);
    const mine = await page(`/campaigns/${slug}`, token);
    expect(mine.status).toBe(200);
    expect(mine.text).toContain('Meera Draft');
    // The page is the same for every visitor but the greeting; the mobile for the checkout
    // draft comes from /api/v1/me (lib/viewer.ts), never inside a page.
    expect(mine.text).not.toContain('9811122233');
    expect(mine.headers['cache-control']).toBe('private, no-store');
    const me = await call<{ data: { phone: string } }>('GET', '/api/v1/me', { token });
    expect(me.body.data.phone).toBe('9811122233');
    expect(me.headers['cache-control']).toBe('private, no-store');

    const anonymous = await page(`/campaigns/${slug}`);
    expect(anonymous.text).not.toContain('Meera Draft');
    expect(anonymous.text).not.toContain('9811122233');
    expect(anonymous.headers['cache-control']).toMatch(/\bpublic\b/);
  });
});

describe('a campaign past its end date', () => {
  it('is closed on its page and leaves the home list, without any job having run', async () => {
    const ended = await createCampaign({ endsAt: new Date(Date.now() - 60_000), featured: true });
    const running = await createCampaign({ endsAt: new Date(Date.now() + 86_400_000), featured: true });
    const endedPage = await page(`/campaigns/${ended.slug}`);
    expect(endedPage.status).toBe(200);
    expect(endedPage.text).toContain('This campaign has closed. Thank you to everyone who gave.');
    expect(endedPage.text).not.toContain('name="amount"');
    const runningPage = await page(`/campaigns/${running.slug}`);
    expect(runningPage.text).not.toContain('This campaign has closed.');
    const home = await call<{ data: { slug: string }[] }>('GET', `/api/v1/home-campaigns?category=${ended.categoryId}`);
    const slugs = home.body.data.map((c) => c.slug);
    expect(slugs).toContain(running.slug);
    expect(slugs).not.toContain(ended.slug);
  });
});
