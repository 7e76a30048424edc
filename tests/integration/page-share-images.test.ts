// Share previews of pages that are not campaigns: WhatsApp and Facebook show nothing for the
// home page's SVG banner or a relative address. Home, every blog post and every editable page
// name an absolute 1200×630 PNG under 300 KB made for them, which this app answers.
import { mkdirSync, writeFileSync } from 'node:fs';
import { demo, schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';

const meta = (html: string, property: string) =>
  new RegExp(`<meta[^>]+property="${property.replace(/[.:]/g, '\\$&')}"[^>]+content="([^"]*)"`)
    .exec(html)?.[1]
    ?.replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&amp;/g, '&');

async function get(url: string, headers: Record<string, string> = {}) {
  return (await getApp()).inject({ method: 'GET', url, headers });
}

let publicUrl = '';
beforeAll(async () => {
  publicUrl = (await getTestApp()).app.publicUrl;
});

/** The page's og:image, checked as WhatsApp needs it, and the picture's bytes. */
async function previewOf(path: string, expectedImage: RegExp) {
  const page = await get(path);
  expect(page.statusCode, path).toBe(200);
  const url = meta(page.body, 'og:image') ?? '';
  expect(url, path).toMatch(new RegExp(`^${publicUrl.replace(/[.]/g, '\\.')}${expectedImage.source}\\?v=[0-9a-f]{8}$`));
  expect({ w: meta(page.body, 'og:image:width'), h: meta(page.body, 'og:image:height'), t: meta(page.body, 'og:image:type') }).toEqual({
    w: '1200',
    h: '630',
    t: 'image/png',
  });
  expect(meta(page.body, 'og:image:alt')).toBeTruthy();
  expect(meta(page.body, 'og:url')).toBe(`${publicUrl}${path}`);
  const image = await get(new URL(url).pathname + new URL(url).search);
  expect(image.statusCode, url).toBe(200);
  expect(image.headers['content-type']).toBe('image/png');
  const info = await sharp(image.rawPayload).metadata();
  expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: 'png', width: 1200, height: 630 });
  expect(image.rawPayload.length).toBeLessThan(300 * 1024);
  return { url, image, alt: meta(page.body, 'og:image:alt') ?? '' };
}

describe('share images of home, blog posts and pages', () => {
  it('home names its own PNG card', async () => {
    const { alt, image } = await previewOf('/', /\/og\/home\.png/);
    expect(alt).toContain('Sahyog Seva Foundation');
    // The left part is the first banner's photo, not the plain colour of a card without one.
    const left = await sharp(await sharp(image.rawPayload).extract({ left: 0, top: 0, width: 520, height: 630 }).toBuffer()).stats();
    expect(left.isOpaque).toBe(true);
    expect(Math.max(...left.channels.slice(0, 3).map((c) => c.stdev))).toBeGreaterThan(5);
  });

  it('every published blog post names its own PNG card', async () => {
    const posts = await (await getDb()).select({ slug: s.blogs.slug, title: s.blogs.title }).from(s.blogs).where(eq(s.blogs.status, 'published'));
    expect(posts.length).toBeGreaterThan(0);
    const seen = new Set<string>();
    for (const p of posts) {
      const { url, alt } = await previewOf(`/blog/${p.slug}`, new RegExp(`/og/blog/${p.slug}\\.png`));
      expect(alt).toContain(p.title);
      seen.add(url);
    }
    expect(seen.size).toBe(posts.length);
  });

  it('every editable page (about, the policies) names its own PNG card', async () => {
    const pages = await (await getDb()).select({ slug: s.pages.slug, title: s.pages.title }).from(s.pages);
    expect(pages.length).toBeGreaterThan(3);
    for (const p of pages) {
      const { alt } = await previewOf(`/${p.slug}`, new RegExp(`/og/pages/${p.slug}\\.png`));
      expect(alt).toContain(p.title);
    }
  });

  it('the same card is not sent twice to a crawler that has it; unknown names are 404', async () => {
    const first = await get('/og/home.png');
    const etag = String(first.headers.etag);
    expect(etag).toMatch(/^"[0-9a-f]{8}"$/);
    expect((await get('/og/home.png', { 'if-none-match': etag })).statusCode).toBe(304);
    for (const url of ['/og/blog/no-such-post.png', '/og/pages/no-such-page.png', '/og/pages/ABOUT.png', '/og/pages/about.svg']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });

  it('a draft blog post has no card', async () => {
    const db = await getDb();
    const [draft] = await db.select({ slug: s.blogs.slug }).from(s.blogs).where(eq(s.blogs.status, 'draft')).limit(1);
    if (draft) expect((await get(`/og/blog/${draft.slug}.png`)).statusCode).toBe(404);
    // The control: a published post's card answers.
    const [post] = await db.select({ slug: s.blogs.slug }).from(s.blogs).where(eq(s.blogs.status, 'published')).limit(1);
    expect((await get(`/og/blog/${post?.slug}.png`)).statusCode).toBe(200);
  });
});

// Hindi pages name their own cards, drawn in Hindi (Noto Sans Devanagari, conjuncts shaped by
// Pango's HarfBuzz); e2e/screenshots/og-hi-*.png keeps them for a person to look at.
describe('share images of Hindi pages', () => {
  const keep = (name: string, png: Buffer) => {
    mkdirSync('e2e/screenshots', { recursive: true });
    writeFileSync(`e2e/screenshots/og-hi-${name}.png`, png);
  };
  /** Is what the card draws not the English card's? */
  const differs = async (a: Buffer, b: Buffer) => {
    const [x, y] = await Promise.all([sharp(a).raw().toBuffer(), sharp(b).raw().toBuffer()]);
    return !x.equals(y);
  };

  it('/hi names /og/hi/home.png: the Hindi promise, not the English card', async () => {
    const { image, alt } = await previewOf('/hi', /\/og\/hi\/home\.png/);
    expect(alt).toContain('भारत में जाँचे-परखे कामों के लिए दान करें');
    keep('home', image.rawPayload);
    expect(await differs(image.rawPayload, (await get('/og/home.png')).rawPayload)).toBe(true);
  });

  it('a Hindi blog post names its Hindi card; its alt is the Hindi title', async () => {
    const [slug, hi] = Object.entries(demo.BLOGS_HI)[0] ?? [];
    if (!slug || !hi) throw new Error('the demo has a Hindi post');
    const { image, alt } = await previewOf(`/hi/blog/${slug}`, new RegExp(`/og/hi/blog/${slug}\\.png`));
    expect(alt).toContain(hi.title);
    keep('blog', image.rawPayload);
  });

  it('an editable page on /hi names its /og/hi/pages card', async () => {
    await previewOf('/hi/about', /\/og\/hi\/pages\/about\.png/);
  });

  it('a campaign with Hindi names /og/hi/campaigns/<slug>.png with its Hindi title; its English card stays English', async () => {
    const [slug, hi] = Object.entries(demo.CAMPAIGNS_HI)[0] ?? [];
    if (!slug || !hi) throw new Error('the demo has a Hindi campaign');
    const { image, alt } = await previewOf(`/hi/campaigns/${slug}`, new RegExp(`/og/hi/campaigns/${slug}\\.png`));
    expect(alt).toContain(hi.title);
    keep('campaign', image.rawPayload);
    const english = await get(`/campaigns/${slug}`);
    expect(meta(english.body, 'og:image')).toMatch(new RegExp(`/og/campaigns/${slug}\\.png\\?v=`));
    expect(await differs(image.rawPayload, (await get(`/og/campaigns/${slug}.png`)).rawPayload)).toBe(true);
  });

  it('unknown names under /og/hi are 404 too', async () => {
    for (const url of ['/og/hi/blog/no-such-post.png', '/og/hi/pages/no-such-page.png', '/og/hi/campaigns/no-such.png']) {
      expect((await get(url)).statusCode, url).toBe(404);
    }
  });
});
