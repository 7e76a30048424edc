// Issue 39: every form on a /hi page stays in Hindi. The walk renders every kind of Hindi page
// (the sitemap's and the unlisted public ones, plus the pages a donor reaches by giving and the
// signed-in ones) and reads each <form>'s action: it is the page itself (none, or empty) or a
// /hi address, never an English page. Then the two forms the issue found, sent as a browser
// sends them: the campaign page's Donate form ends on the Hindi pay page, and the newsletter box
// on the Hindi home page.
import { describe, expect, it } from 'vitest';
import { loginAs, nextIp, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { createCampaign } from '../support/factories.ts';
import { newOrder } from '../support/gifts.ts';
import { isHindiPath, publicPaths } from '../support/public-pages.ts';

async function page(url: string, token?: string) {
  const { app } = await getTestApp();
  return app.inject({ method: 'GET', url, headers: token ? { authorization: `Bearer ${token}` } : {}, remoteAddress: nextIp() });
}

/** Each <form>'s action as written in the page ('' when it has none: the page itself). */
function formActions(html: string): string[] {
  return [...html.matchAll(/<form\b[^>]*>/g)].map((m) => /\saction="([^"]*)"/.exec(m[0])?.[1] ?? '');
}

/** An action that keeps the visitor in Hindi: the page itself, a /hi address, or a query on the page. */
const staysInHindi = (action: string) => action === '' || action.startsWith('?') || action === '/hi' || action.startsWith('/hi/') || action.startsWith('/hi?');

describe('every form on a /hi page', () => {
  it('posts to a Hindi address (or to the page itself)', async () => {
    const c = await createCampaign();
    const donor = await registerUser({ email: uniqueEmail('hiforms') });
    const token = await loginAs(donor);
    const order = await newOrder({ fullName: 'Hindi Donor', email: donor.email });
    const listed = (await publicPaths()).filter(isHindiPath);
    // The pages a gift walks through, and the signed-in donor's own.
    const giving = [
      `/hi/campaigns/${c.slug}`,
      `/hi/checkout?campaign=${c.slug}&amount=3000`,
      `/hi/checkout?campaign=${c.slug}&amount=3000&mode=monthly`,
      `/hi/pay/${order.reference}`,
    ];
    const signedIn = ['/hi', '/hi/profile', '/hi/transactions', '/hi/subscriptions', '/hi/my-campaigns', '/hi/start-new-campaign', `/hi/campaigns/${c.slug}`];
    expect(listed.length).toBeGreaterThan(20);
    const wrong: string[] = [];
    let forms = 0;
    for (const [path, who] of [
      ...listed.map((p) => [p, undefined] as const),
      ...giving.map((p) => [p, undefined] as const),
      ...signedIn.map((p) => [p, token] as const),
    ]) {
      const res = await page(path, who);
      if (res.statusCode !== 200) continue;
      for (const action of formActions(res.body)) {
        forms++;
        if (!staysInHindi(action)) wrong.push(`${path}${who ? ' (signed in)' : ''}: action="${action}"`);
      }
    }
    // The walk met forms (the header's search, the Donate form, the newsletter box, sign-out …).
    expect(forms).toBeGreaterThan(20);
    expect(wrong).toEqual([]);
  }, 300_000);

  it('the campaign page’s Donate form opens the Hindi checkout, and giving there goes on to the Hindi pay page', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign();
    const html = (await page(`/hi/campaigns/${c.slug}`)).body;
    const donate = [...html.matchAll(/<form\b[^>]*>/g)].map((m) => m[0]).find((f) => f.includes('checkout'));
    expect(donate).toContain('action="/hi/checkout"');
    const res = await app.inject({
      method: 'POST',
      url: `/hi/checkout?campaign=${c.slug}&amount=3000`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: new URLSearchParams({
        campaign: c.slug,
        amount: '3000',
        user_name: 'हिंदी दाता',
        user_email: uniqueEmail('hidonate'),
        user_mobile: '9876543210',
        method: 'simulator',
        idempotency_key: crypto.randomUUID(),
      }).toString(),
      remoteAddress: nextIp(),
    });
    expect(res.statusCode).toBe(303);
    expect(String(res.headers.location)).toMatch(/^\/hi\/pay\/SG[0-9A-Z]{14}$/);
  });

  it('the /hi newsletter box lands back on the Hindi home page; the English one on the English', async () => {
    const { app } = await getTestApp();
    expect(formActions((await page('/hi')).body)).toContain('/hi/newsletter');
    expect(formActions((await page('/')).body)).toContain('/newsletter');
    for (const [url, home] of [
      ['/hi/newsletter', '/hi#subscribe'],
      ['/newsletter', '/#subscribe'],
    ] as const) {
      const res = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        payload: new URLSearchParams({ email: uniqueEmail('hinews') }).toString(),
        remoteAddress: nextIp(),
      });
      expect(res.statusCode, url).toBe(302);
      expect(res.headers.location, url).toBe(home);
    }
  });
});
