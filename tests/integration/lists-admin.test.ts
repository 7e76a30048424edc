// The home page's lists from the console: a testimonial added with its photo shows on the site,
// its words change, it is removed; each list's words are checked by its own rules; changes are
// audited; donors are refused.
import { contentListMessages as cl } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/content/index.ts';
import { type Answer, call, loginAs, registerUser, signedIn } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

type Item = { id: number; name: string; role?: string; quote?: string; image: string; sort: number };

let staffToken = '';
let staffId = 0;

beforeAll(async () => {
  await getTestApp();
  ({ id: staffId, token: staffToken } = await signedIn('staff'));
});

describe('the home page’s lists', () => {
  it('a testimonial added with its photo is on the site; its words change; removed, it is gone, logged', async () => {
    const { app } = await getTestApp();
    const photo = await sharp({ create: { width: 600, height: 600, channels: 3, background: { r: 90, g: 60, b: 30 } } })
      .jpeg()
      .toBuffer();
    const name = `Kamla Devi ${unique('t')}`;
    const made = await app.content.listsAdmin.create(
      'testimonials',
      { name, place: 'Jaipur', quote: 'They came when no one else did.', sort: '5' },
      photo,
      staffId,
    );
    expect(made.image).toMatch(/\/testimonials\/[0-9a-f]{16}\.jpg$/);
    expect((await getData<{ name: string }[]>('/api/v1/testimonials')).map((t) => t.name)).toContain(name);
    const changed = await call<Answer<Item>>('PUT', `/api/v1/admin/content/testimonials/${made.id}`, {
      token: staffToken,
      body: { name, place: 'Jaipur', quote: 'They came at night, when no one else did.', sort: 5 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data.quote).toBe('They came at night, when no one else did.');
    const removed = await call<Answer<Item>>('DELETE', `/api/v1/admin/content/testimonials/${made.id}`, { token: staffToken });
    expect(removed.status).toBe(200);
    expect((await getData<{ name: string }[]>('/api/v1/testimonials')).map((t) => t.name)).not.toContain(name);
    const actions = (
      await (
        await getDb()
      )
        .select()
        .from(s.auditEvents)
        .where(and(eq(s.auditEvents.subjectType, 'testimonials'), eq(s.auditEvents.subjectId, String(made.id))))
        .orderBy(s.auditEvents.id)
    ).map((a) => [a.action, a.before, a.after]);
    expect(actions).toEqual([
      ['content.testimonials.create', null, { name }],
      ['content.testimonials.edit', { quote: 'They came when no one else did.' }, { quote: 'They came at night, when no one else did.' }],
      ['content.testimonials.delete', { name }, { removed: true }],
    ]);
  });

  it('checks each list’s words by its own rules, refuses a small photo, and donors', async () => {
    const [member] = (await call<Answer<Item[]>>('GET', '/api/v1/admin/content/team', { token: staffToken })).body.data;
    if (!member) throw new Error('no team member seeded');
    const bad = await call<Answer>('PUT', `/api/v1/admin/content/team/${member.id}`, {
      token: staffToken,
      body: { name: member.name, role: '', mobile: '12345', sort: 'x' },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toMatchObject({ role: cl.roleRequired, mobile: 'Mobile number must be 10 digits', sort: cl.sortInvalid });
    const { app } = await getTestApp();
    const tiny = await sharp({ create: { width: 50, height: 50, channels: 3, background: { r: 1, g: 1, b: 1 } } })
      .png()
      .toBuffer();
    await expect(app.content.listsAdmin.create('team', { name: 'X', role: 'Y' }, tiny, staffId)).rejects.toThrow(cl.photoTooSmall);
    expect((await getData<unknown[]>('/api/v1/team')).length).toBe(2);
    const donor = await loginAs(await registerUser());
    expect((await call('DELETE', `/api/v1/admin/content/team/${member.id}`, { token: donor })).status).toBe(403);
    expect((await call('GET', '/api/v1/admin/content/nothing', { token: staffToken })).status).toBe(422);
  });
});

describe('the home page’s banners', () => {
  it('a banner added with its picture shows on the home page with its link; a link elsewhere is refused', async () => {
    const { app } = await getTestApp();
    const picture = await sharp({ create: { width: 1600, height: 600, channels: 3, background: { r: 15, g: 118, b: 110 } } })
      .jpeg()
      .toBuffer();
    const title = `Give warmth this winter ${unique('b')}`;
    const made = await app.content.listsAdmin.create(
      'sliders',
      { page: 'home', name: title, subtitle: 'Blankets for the streets', linkUrl: '/explore-campaigns', linkLabel: 'Give now', sort: '0' },
      picture,
      staffId,
    );
    try {
      expect(made).toMatchObject({ name: title, page: 'home', linkUrl: '/explore-campaigns' });
      expect((await getData<{ title: string }[]>('/api/v1/sliders?page=home')).map((x) => x.title)).toContain(title);
      expect((await app.inject({ url: '/' })).body).toContain(title);
      const bad = await call<Answer>('PUT', `/api/v1/admin/content/sliders/${made.id}`, {
        token: staffToken,
        body: { page: 'home', name: title, linkUrl: '//evil.example/x' },
      });
      expect(bad.status).toBe(422);
      expect(bad.body.errors?.linkUrl).toBe(cl.linkInvalid);
    } finally {
      await call('DELETE', `/api/v1/admin/content/sliders/${made.id}`, { token: staffToken });
    }
    expect((await getData<{ title: string }[]>('/api/v1/sliders?page=home')).map((x) => x.title)).not.toContain(title);
  });
});

describe('the monthly page’s featured causes', () => {
  const SPEC = ['Help The Children', 'Care For Elderly', 'Save Stray Dogs Of India', "Save India's Gaumatas"];
  const featured = async () => {
    const { app } = await getTestApp();
    const html = (await app.inject({ url: '/monthly-donation' })).body;
    // From the heading to the end of its carousel (the carousel is the region, named like the heading).
    const section = html.match(/id="causes-title"[\s\S]*?<\/section>/)?.[0] ?? '';
    return [...section.matchAll(/<article[\s\S]*?<\/article>/g)].map((m) => m[0]);
  };
  const title = (card: string) => card.match(/<h3[^>]*>([^<]*)<\/h3>/)?.[1]?.replaceAll('&#x27;', "'");

  it('are the spec’s four, each with its words, picture and a Donate Now link to the form', async () => {
    const cards = await featured();
    expect(cards.map(title)).toEqual(SPEC);
    for (const card of cards) {
      expect(card).toMatch(/<img[^>]*src="\/media\/[^"]+"/);
      expect(card).toMatch(/<p[^>]*>[^<]{20,}<\/p>/);
      expect(card).toMatch(/<a[^>]*href="\/monthly-donation[^"]*#monthly-form"[^>]*>Donate Now/);
    }
    expect(cards[2]).toContain('href="/monthly-donation?cause=2511#monthly-form"');
  });

  it('staff edit one in the console and the page shows it at once', async () => {
    const { app } = await getTestApp();
    const rows = await app.content.listsAdmin.list('sliders');
    const dogs = rows.find((r) => r.page === 'monthly' && r.name === 'Save Stray Dogs Of India');
    if (!dogs) throw new Error('the seeded monthly banner is missing');
    // With its Hindi (issue 39): the words put back are all of them, or its Hindi would be lost.
    const words = {
      page: 'monthly',
      name: dogs.name,
      subtitle: dogs.subtitle,
      linkUrl: dogs.linkUrl,
      linkLabel: dogs.linkLabel,
      nameHi: dogs.nameHi,
      subtitleHi: dogs.subtitleHi,
      linkLabelHi: dogs.linkLabelHi,
      sort: dogs.sort,
    };
    try {
      const changed = await call<Answer<Item>>('PUT', `/api/v1/admin/content/sliders/${dogs.id}`, {
        token: staffToken,
        body: { ...words, subtitle: 'Food and rabies shots for 1,200 street dogs every month.' },
      });
      expect(changed.status, changed.text).toBe(200);
      const card = (await featured()).find((c) => title(c) === 'Save Stray Dogs Of India') ?? '';
      expect(card).toContain('Food and rabies shots for 1,200 street dogs every month.');
    } finally {
      await call('PUT', `/api/v1/admin/content/sliders/${dogs.id}`, { token: staffToken, body: words });
    }
  });
});
