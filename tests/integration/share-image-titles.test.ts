// Issue 27: a title with one long word made the campaign's share image a 500 on every request
// (Pango wrapped by word, never checked the width, and failures were not kept). Long words now
// wrap between letters and the picture stays 1200×630; a render that fails anyway is answered
// a plain card, kept for a minute instead of rendered again for every crawler.
import { SHARE_IMAGE } from '@sahyog/core';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { renderShareImage, SHARE_FALLBACK_MS, shareImageCache } from '../../apps/server/src/modules/catalog/share-image.ts';
import { getApp } from '../support/app.ts';
import { createCampaign, unique } from '../support/factories.ts';

const TITLES = {
  'thirty W’s': `Save ${'W'.repeat(30)} now`,
  'a long German word': 'Donaudampfschifffahrtselektrizitätenhauptbetriebswerkbauunterbeamtengesellschaft',
  'a long Tamil word': 'மருத்துவமனைக்கான'.repeat(6),
  'two hundred letters, no space': 'M'.repeat(200),
};

describe('share image titles', () => {
  it.each(Object.entries(TITLES))('%s: /og/campaigns/<slug>.png is a 1200×630 PNG', async (_name, title) => {
    const c = await createCampaign({ title, slug: unique('long-title') });
    const app = await getApp();
    const res = await app.inject({ method: 'GET', url: `/og/campaigns/${c.slug}.png` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    const info = await sharp(res.rawPayload).metadata();
    expect({ format: info.format, width: info.width, height: info.height }).toEqual({ format: 'png', width: SHARE_IMAGE.width, height: SHARE_IMAGE.height });
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
  });

  it('a render that fails is answered a plain 1200×630 card, kept briefly, then rendered again', async () => {
    let clock = 1_000_000;
    let failing = true;
    const warnings: string[] = [];
    const cache = shareImageCache({
      mediaDir: '/nonexistent',
      warn: (m) => warnings.push(m),
      now: () => clock,
      render: async (...args) => {
        if (failing) throw new Error('pango said no');
        return renderShareImage(...args);
      },
    });
    const card = { slug: 'broken', title: 'A title', image: '', raisedPaise: 0, goalPaise: 100_000 };
    const first = await cache.get(card, 'Foundation');
    const info = await sharp(first.png).metadata();
    expect({ width: info.width, height: info.height }).toEqual({ width: 1200, height: 630 });
    expect(first.fallback).toBeDefined();
    expect(warnings.join('\n')).toContain('pango said no');
    // Within the window every ask is the kept card: no render.
    clock += SHARE_FALLBACK_MS - 1;
    await cache.get(card, 'Foundation');
    expect(cache.renders).toBe(1);
    // After it, the picture is rendered again (and kept as usual once it works).
    failing = false;
    clock += 2;
    const again = await cache.get(card, 'Foundation');
    expect(cache.renders).toBe(2);
    expect(again.fallback).toBeUndefined();
  });
});
