// A link shared in a busy WhatsApp group brings many crawlers and phones at once: the picture
// must be rendered once per set of figures, not once per request.
import type { ShareCardFigures } from '@sahyog/core';
import { describe, expect, it } from 'vitest';
import { shareImageCache } from './share-image.ts';

const card = (over: Partial<ShareCardFigures> = {}): ShareCardFigures => ({
  slug: 'feed-a-child',
  title: 'Feed a child',
  image: '/media/x.svg',
  raisedPaise: 1_000_00,
  goalPaise: 10_000_00,
  ...over,
});

function counting(delayMs = 5) {
  const calls: string[] = [];
  const render = async (c: ShareCardFigures, foundation: string) => {
    calls.push(`${c.slug}:${c.raisedPaise}:${foundation}`);
    await new Promise((r) => setTimeout(r, delayMs));
    return Buffer.from(`${c.slug}:${c.raisedPaise}`);
  };
  return { calls, render };
}

describe('share image cache', () => {
  it('renders once for a burst of requests, and serves the same bytes after', async () => {
    const { calls, render } = counting();
    const cache = shareImageCache({ mediaDir: '/nowhere', render });
    const burst = await Promise.all(Array.from({ length: 50 }, () => cache.get(card(), 'Sahyog')));
    expect(calls).toEqual(['feed-a-child:100000:Sahyog']);
    expect(new Set(burst.map((b) => b.png.toString())).size).toBe(1);
    await cache.get(card(), 'Sahyog');
    expect(calls).toHaveLength(1);
  });

  it('renders again when a figure on the picture changes, with another ETag', async () => {
    const { calls, render } = counting();
    const cache = shareImageCache({ mediaDir: '/nowhere', render });
    const a = await cache.get(card(), 'Sahyog');
    const b = await cache.get(card({ raisedPaise: 2_000_00 }), 'Sahyog');
    const c = await cache.get(card({ raisedPaise: 2_000_00 }), 'Sahyog Seva');
    const d = await cache.get(card({ raisedPaise: 2_000_00, title: 'Feed two children' }), 'Sahyog Seva');
    expect(calls).toHaveLength(4);
    expect(new Set([a.etag, b.etag, c.etag, d.etag]).size).toBe(4);
  });

  it('keeps at most `max` pictures, dropping the least recently asked for', async () => {
    const { calls, render } = counting(0);
    const cache = shareImageCache({ mediaDir: '/nowhere', render, max: 2 });
    await cache.get(card({ slug: 'a' }), 'S');
    await cache.get(card({ slug: 'b' }), 'S');
    await cache.get(card({ slug: 'a' }), 'S'); // a is now the most recent
    await cache.get(card({ slug: 'c' }), 'S'); // evicts b
    expect(calls).toHaveLength(3);
    await cache.get(card({ slug: 'a' }), 'S');
    expect(calls).toHaveLength(3);
    await cache.get(card({ slug: 'b' }), 'S');
    expect(calls).toHaveLength(4);
  });

  it('a failed rendering answers a plain card for a while, then the next request tries again', async () => {
    let fail = true;
    let clock = 1_000_000;
    let renders = 0;
    const cache = shareImageCache({
      mediaDir: '/nowhere',
      fallbackMs: 60_000,
      now: () => clock,
      render: async () => {
        renders += 1;
        if (fail) throw new Error('vips ran out of memory');
        return Buffer.from('ok');
      },
    });
    const first = await cache.get(card(), 'S');
    expect(first.png.toString()).not.toBe('ok');
    expect(first.png.subarray(1, 4).toString()).toBe('PNG');
    fail = false;
    // Within the minute: the plain card again, no new rendering (a crawler's retries cost nothing).
    clock += 30_000;
    expect((await cache.get(card(), 'S')).png.toString()).not.toBe('ok');
    expect(renders).toBe(1);
    // After it: rendered again.
    clock += 31_000;
    expect((await cache.get(card(), 'S')).png.toString()).toBe('ok');
    expect(renders).toBe(2);
  });
});

describe('share image photo', () => {
  it('reads photos only from the media directory, whatever the stored path says', async () => {
    const { mkdtemp, mkdir, writeFile } = await import('node:fs/promises');
    const { tmpdir } = await import('node:os');
    const { join } = await import('node:path');
    const sharp = (await import('sharp')).default;
    const { renderShareImage } = await import('./share-image.ts');
    const root = await mkdtemp(join(tmpdir(), 'share-image-'));
    await mkdir(join(root, 'media'));
    const red = '<svg xmlns="http://www.w3.org/2000/svg" width="100" height="100"><rect width="100" height="100" fill="#ff0000"/></svg>';
    await writeFile(join(root, 'media', 'inside.svg'), red);
    await writeFile(join(root, 'outside.svg'), red);
    const leftRed = async (image: string) => {
      const png = await renderShareImage(card({ image }), 'S', join(root, 'media'));
      // stats() reads its input, not the pipeline's output: crop first.
      const left = await sharp(png).extract({ left: 0, top: 0, width: 520, height: 630 }).toBuffer();
      const { channels } = await sharp(left).stats();
      return (channels[0]?.mean ?? 0) > 200 && (channels[1]?.mean ?? 255) < 40;
    };
    expect(await leftRed('/media/inside.svg')).toBe(true);
    expect(await leftRed('/media/../outside.svg')).toBe(false);
    expect(await leftRed('/media/%2e%2e/outside.svg')).toBe(false);
  });
});
