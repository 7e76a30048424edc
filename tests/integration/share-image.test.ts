// Share previews: WhatsApp and Facebook read the campaign page's og:image, fetch it, and show
// nothing for an SVG or a relative address. The page must name an absolute 1200×630 PNG made
// for that campaign, and a draft's picture (its title) must not be reachable.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { schema as s } from '@sahyog/db';
import { and, eq, like } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, getTestApp } from '../support/app.ts';
import { getDb, getTestDb } from '../support/db.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';

const meta = (html: string, property: string) =>
  new RegExp(`<meta[^>]+property="${property.replace(/[.:]/g, '\\$&')}"[^>]+content="([^"]*)"`).exec(html)?.[1]?.replace(/&amp;/g, '&');

async function get(url: string, headers: Record<string, string> = {}) {
  const app = await getApp();
  return app.inject({ method: 'GET', url, headers });
}

/** The page's og:image tags, and the picture they name fetched from this app. */
async function sharePreview(slug: string) {
  const page = await get(`/campaigns/${slug}`);
  expect(page.statusCode).toBe(200);
  const url = meta(page.body, 'og:image') ?? '';
  const image = await get(new URL(url).pathname + new URL(url).search);
  return {
    url,
    width: meta(page.body, 'og:image:width'),
    height: meta(page.body, 'og:image:height'),
    type: meta(page.body, 'og:image:type'),
    alt: meta(page.body, 'og:image:alt'),
    image,
  };
}

let publicUrl = '';
let seeded: { slug: string; title: string; image: string };

beforeAll(async () => {
  publicUrl = (await getTestApp()).app.publicUrl;
  const [row] = await (await getDb())
    .select({ slug: s.campaigns.slug, title: s.campaigns.title, image: s.campaigns.image })
    .from(s.campaigns)
    // A demo campaign (its photo is in the media directory); other tests add campaigns without one.
    .where(and(eq(s.campaigns.status, 'published'), like(s.campaigns.image, '/media/demo/%')))
    .limit(1);
  if (!row) throw new Error('the seed has no published campaign');
  seeded = row;
});

describe('campaign share preview', () => {
  it('og:image is an absolute URL to a 1200×630 PNG, described by its width, height, type and alt', async () => {
    const p = await sharePreview(seeded.slug);
    expect(p.url).toMatch(new RegExp(`^${publicUrl.replace(/[.]/g, '\\.')}/og/campaigns/${seeded.slug}\\.png\\?v=[0-9a-f]{8}$`));
    expect(p.image.statusCode).toBe(200);
    expect(p.image.headers['content-type']).toBe('image/png');
    expect(p.image.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    const info = await sharp(p.image.rawPayload).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: 'png', width: 1200, height: 630 });
    expect({ width: p.width, height: p.height, type: p.type }).toEqual({ width: '1200', height: '630', type: 'image/png' });
    expect(p.alt).toContain(seeded.title);
    expect(p.alt).toMatch(/₹[\d,.]+ raised of ₹[\d,.]+ \(\d+% funded\)/);
    // WhatsApp gives up on big images; a palette PNG of this card is a few tens of KB.
    expect(p.image.rawPayload.length).toBeLessThan(300 * 1024);
  });

  it('shows the campaign photo on its left part', async () => {
    const { image } = await sharePreview(seeded.slug);
    const { dataDir } = await getTestDb();
    const photo = await readFile(join(dataDir, 'media', seeded.image.replace(/^\/media\//, '')));
    // stats() reads its input, not the pipeline's output: resize and crop first.
    const expected = await sharp(await sharp(photo, { density: 144 }).resize(520, 630, { fit: 'cover' }).png().toBuffer()).stats();
    const actual = await sharp(await sharp(image.rawPayload).extract({ left: 0, top: 0, width: 520, height: 630 }).toBuffer()).stats();
    // The same picture, give or take the 256-colour palette.
    for (const i of [0, 1, 2]) expect(Math.abs((actual.channels[i]?.mean ?? 0) - (expected.channels[i]?.mean ?? 0))).toBeLessThan(6);
  });

  it('a draft campaign has no picture (and its title appears nowhere)', async () => {
    const draft = await createCampaign({ status: 'draft', slug: unique('draft'), title: `Secret draft ${unique('t')}` });
    const page = await get(`/campaigns/${draft.slug}`);
    expect(page.statusCode).toBe(404);
    const res = await get(`/og/campaigns/${draft.slug}.png`);
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.body).not.toContain(draft.title);
    // The control: once published, the same address answers.
    await (await getDb()).update(s.campaigns).set({ status: 'published' }).where(eq(s.campaigns.id, draft.id));
    expect((await get(`/og/campaigns/${draft.slug}.png`)).statusCode).toBe(200);
  });

  it('unknown campaigns and malformed names are 404', async () => {
    for (const url of [
      '/og/campaigns/no-such-campaign.png',
      `/og/campaigns/${seeded.slug}`,
      `/og/campaigns/${seeded.slug}.svg`,
      `/og/campaigns/${seeded.slug.toUpperCase()}.png`,
    ]) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('a donation changes the figures, so the address and the picture change; the same figures are not sent twice', async () => {
    const c = await createCampaign({ goalPaise: 1_00_000_00 });
    const before = await sharePreview(c.slug);
    expect(before.alt).toContain('₹0 raised of ₹1,00,000 (0% funded)');
    const etag = String(before.image.headers.etag);
    expect((await get(`/og/campaigns/${c.slug}.png`, { 'if-none-match': etag })).statusCode).toBe(304);

    await createDonation({ campaignId: c.id, amountPaise: 25_000_00 });
    const after = await sharePreview(c.slug);
    expect(after.alt).toContain('₹25,000 raised of ₹1,00,000 (25% funded)');
    expect(after.url).not.toBe(before.url);
    expect(after.image.headers.etag).not.toBe(etag);
    expect(Buffer.compare(after.image.rawPayload, before.image.rawPayload)).not.toBe(0);
    // A crawler holding the old picture is told it changed.
    expect((await get(`/og/campaigns/${c.slug}.png`, { 'if-none-match': etag })).statusCode).toBe(200);
  });
});
