// Issue 39, the Hindi of the home page's lists and of a campaign's items: staff write a banner's,
// a team member's and a testimonial's Hindi in the console (and an item's Hindi name in the
// campaign editor), checked like the English; /hi pages show each whole one in Hindi, else its
// English marked lang="en"; English pages and the JSON API stay English. The demo seed has the
// Hindi of its banners, testimonials, team roles, items and policy pages.
import { campaignEditorMessages as em } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/content/index.ts';
import { type Answer, call, loginAs, nextIp, postMultipart, registerUser, signedIn, type TestUser } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

let staffToken = '';
let staffId = 0;
let owner: TestUser;
let ownerToken = '';
const made: { kind: 'sliders' | 'team' | 'testimonials'; id: number }[] = [];

beforeAll(async () => {
  await getTestApp();
  ({ id: staffId, token: staffToken } = await signedIn('staff'));
  owner = await registerUser({ fullName: 'Item Owner' });
  ownerToken = await loginAs(owner);
});

// The lists are the home page's: other files in this worker count the seeded team.
afterAll(async () => {
  const { app } = await getTestApp();
  for (const m of made) await app.content.listsAdmin.remove(m.kind, m.id, staffId);
});

async function get(url: string) {
  const { app } = await getTestApp();
  app.publicCache.clear();
  return app.inject({ method: 'GET', url, remoteAddress: nextIp() });
}

async function postForm(url: string, token: string, fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  return postMultipart(url, token, fd);
}

const picture = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 15, g: 118, b: 110 } } })
    .jpeg()
    .toBuffer();

async function add(kind: 'sliders' | 'team' | 'testimonials', words: Record<string, string>) {
  const { app } = await getTestApp();
  const item = await app.content.listsAdmin.create(kind, words, kind === 'sliders' ? await picture(1600, 600) : await picture(400, 400), staffId);
  made.push({ kind, id: item.id });
  return item;
}

describe('the console saves and checks the Hindi of banners, team and testimonials', () => {
  it('a testimonial’s Hindi saved from the console is stored and shown back; empty is none', async () => {
    const name = `Kamla Devi ${unique('hi')}`;
    const t = await add('testimonials', { name, place: 'Jaipur', quote: 'They came when no one else did.', sort: '900' });
    expect(t).toMatchObject({ placeHi: '', quoteHi: '' });
    const saved = await postForm('/admin/content', staffToken, {
      kind: 'testimonials',
      id: String(t.id),
      name,
      place: 'Jaipur',
      quote: 'They came when no one else did.',
      placeHi: 'जयपुर',
      quoteHi: 'जब कोई नहीं आया, तब वे आए।',
      sort: '900',
    });
    expect(saved.statusCode, saved.body.slice(0, 300)).toBe(302);
    const db = await getDb();
    const [row] = await db.select().from(s.testimonials).where(eq(s.testimonials.id, t.id));
    expect(row).toMatchObject({ placeHi: 'जयपुर', quoteHi: 'जब कोई नहीं आया, तब वे आए।' });
    // The console's form shows it back, in fields marked lang="hi".
    const { app } = await getTestApp();
    const console = await app.inject({ method: 'GET', url: '/admin/content?list=testimonials', headers: { authorization: `Bearer ${staffToken}` } });
    expect(console.body).toMatch(
      /<textarea[^>]*name="quoteHi"[^>]*lang="hi"[^>]*>जब कोई नहीं आया, तब वे आए।<\/textarea>|<textarea[^>]*lang="hi"[^>]*name="quoteHi"[^>]*>जब कोई नहीं आया, तब वे आए।<\/textarea>/,
    );
    // The API's list declares the Hindi (the answer check fails an undeclared field).
    const listed = await call<Answer<{ id: number; quoteHi?: string }[]>>('GET', '/api/v1/admin/content/testimonials', { token: staffToken });
    expect(listed.body.data.find((x) => x.id === t.id)?.quoteHi).toBe('जब कोई नहीं आया, तब वे आए।');
    // Emptied, it is none again (null, not '').
    const emptied = await call<Answer>('PUT', `/api/v1/admin/content/testimonials/${t.id}`, {
      token: staffToken,
      body: { name, place: 'Jaipur', quote: 'They came when no one else did.', placeHi: ' ', quoteHi: '', sort: 900 },
    });
    expect(emptied.status, emptied.text).toBe(200);
    const [after] = await db.select().from(s.testimonials).where(eq(s.testimonials.id, t.id));
    expect(after).toMatchObject({ placeHi: null, quoteHi: null });
  });

  it('Hindi longer than the English may be is refused field by field, and nothing is written', async () => {
    const title = `Winter banner ${unique('hi')}`;
    const b = await add('sliders', { page: 'home', name: title, subtitle: 'Blankets', linkUrl: '/explore-campaigns', linkLabel: 'Give', sort: '900' });
    const m = await add('team', { name: `Asha ${unique('hi')}`, role: 'Treasurer', roleHi: 'कोषाध्यक्ष', sort: '900' });
    const db = await getDb();
    const bad = await call<Answer>('PUT', `/api/v1/admin/content/sliders/${b.id}`, {
      token: staffToken,
      body: {
        page: 'home',
        name: title,
        subtitle: 'Blankets',
        linkUrl: '/explore-campaigns',
        linkLabel: 'Give',
        nameHi: 'क'.repeat(151),
        subtitleHi: 'ख'.repeat(201),
        linkLabelHi: 'ग'.repeat(61),
        sort: 900,
      },
    });
    expect(bad.status).toBe(422);
    expect(bad.body.errors).toEqual({
      nameHi: 'Title in Hindi must be at most 150 characters',
      subtitleHi: 'Subtitle in Hindi must be at most 200 characters',
      linkLabelHi: 'Link text in Hindi must be at most 60 characters',
    });
    const [banner] = await db.select().from(s.sliders).where(eq(s.sliders.id, b.id));
    expect(banner).toMatchObject({ titleHi: null, subtitleHi: null, linkLabelHi: null });

    // From the console's form: the page shows the field's error and keeps the stored Hindi.
    const shown = await postForm('/admin/content', staffToken, {
      kind: 'team',
      id: String(m.id),
      name: m.name,
      role: 'Treasurer',
      roleHi: 'भ'.repeat(101),
      sort: '900',
    });
    expect(shown.statusCode).toBe(200);
    expect(shown.body).toContain('Role in Hindi must be at most 100 characters');
    const [member] = await db.select().from(s.teamMembers).where(eq(s.teamMembers.id, m.id));
    expect(member?.roleHi).toBe('कोषाध्यक्ष');
    // A quote's Hindi has the quote's limit.
    const t = await add('testimonials', { name: `Ravi ${unique('hi')}`, quote: 'Thank you.', sort: '900' });
    const long = await call<Answer>('PUT', `/api/v1/admin/content/testimonials/${t.id}`, {
      token: staffToken,
      body: { name: t.name, quote: 'Thank you.', quoteHi: 'ध'.repeat(601), placeHi: 'प'.repeat(101), sort: 900 },
    });
    expect(long.status).toBe(422);
    expect(long.body.errors).toEqual({ quoteHi: 'Quote in Hindi must be at most 600 characters', placeHi: 'Place in Hindi must be at most 100 characters' });
  });
});

describe('a save that leaves the Hindi out keeps it', () => {
  it('refuses Hindi with control characters, a donor setting it, and another list’s id; writes nothing', async () => {
    const t = await add('testimonials', { name: `Ravi ${unique('hi')}`, place: 'Kota', quote: 'Thank you', quoteHi: 'धन्यवाद', sort: '900' });
    const db = await getDb();
    const body = { name: t.name, place: 'Kota', quote: 'Thank you', sort: 900 };
    const control = await call<Answer>('PUT', `/api/v1/admin/content/testimonials/${t.id}`, {
      token: staffToken,
      body: { ...body, quoteHi: 'धन्य\u0007वाद', placeHi: 'को\u0000टा' },
    });
    expect(control.status).toBe(422);
    expect(Object.keys(control.body.errors ?? {}).sort()).toEqual(['placeHi', 'quoteHi']);
    const donor = await loginAs(await registerUser());
    const byDonor = await call<Answer>('PUT', `/api/v1/admin/content/testimonials/${t.id}`, { token: donor, body: { ...body, quoteHi: 'बदला' } });
    expect(byDonor.status).toBe(403);
    // A testimonial's id under the banners: not found there, and the testimonial untouched.
    const elsewhere = await call<Answer>('PUT', `/api/v1/admin/content/sliders/${t.id + 1_000_000}`, {
      token: staffToken,
      body: { page: 'home', name: 'x', nameHi: 'क', sort: 1 },
    });
    expect(elsewhere.status).toBe(404);
    const [row] = await db.select().from(s.testimonials).where(eq(s.testimonials.id, t.id));
    expect(row).toMatchObject({ quoteHi: 'धन्यवाद', placeHi: null });
  });

  it('an API client that sends only the English words of a banner or a page does not erase their Hindi', async () => {
    const title = `Kept banner ${unique('hi')}`;
    const b = await add('sliders', { page: 'home', name: title, nameHi: 'रखा गया बैनर', sort: '900' });
    const db = await getDb();
    const changed = await call<Answer<{ name: string; nameHi?: string }>>('PUT', `/api/v1/admin/content/sliders/${b.id}`, {
      token: staffToken,
      body: { page: 'home', name: `${title} (changed)`, sort: 900 },
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.data).toMatchObject({ name: `${title} (changed)`, nameHi: 'रखा गया बैनर' });
    const [banner] = await db.select().from(s.sliders).where(eq(s.sliders.id, b.id));
    expect(banner).toMatchObject({ title: `${title} (changed)`, titleHi: 'रखा गया बैनर' });

    const [page] = await db.select().from(s.pages).where(eq(s.pages.slug, 'return-policy'));
    if (!page?.bodyHtmlHi) throw new Error('the demo’s return policy has no Hindi');
    const saved = await call<Answer>('PUT', '/api/v1/admin/pages/return-policy', { token: staffToken, body: { title: page.title, bodyHtml: page.bodyHtml } });
    expect(saved.status, saved.text).toBe(200);
    const [after] = await db.select().from(s.pages).where(eq(s.pages.slug, 'return-policy'));
    expect(after).toMatchObject({ titleHi: page.titleHi, bodyHtmlHi: page.bodyHtmlHi });
  });
});

describe('/hi pages show the lists in Hindi when whole, else the English marked lang="en"', () => {
  it('a banner, a team role and a testimonial with Hindi are Hindi on /hi, English on / and in the API', async () => {
    const title = `Warmth for the streets ${unique('hi')}`;
    await add('sliders', {
      page: 'home',
      name: title,
      subtitle: 'Blankets before the cold',
      linkUrl: '/explore-campaigns',
      linkLabel: 'Give warmth',
      nameHi: 'सड़कों के लिए गर्माहट',
      subtitleHi: 'ठंड से पहले कंबल',
      linkLabelHi: 'गर्माहट दें',
      sort: '0',
    });
    await add('team', { name: `Asha Verma ${unique('hi')}`, role: 'Field coordinator', roleHi: 'क्षेत्र समन्वयक', sort: '900' });
    await add('testimonials', {
      name: `Sunita ${unique('hi')}`,
      place: 'Kota, Rajasthan',
      quote: 'The blankets came on the coldest night.',
      placeHi: 'कोटा, राजस्थान',
      quoteHi: 'सबसे ठंडी रात को कंबल पहुँचे।',
      sort: '900',
    });
    const hindi = (await get('/hi')).body;
    expect(hindi).toContain('सड़कों के लिए गर्माहट');
    expect(hindi).toContain('ठंड से पहले कंबल');
    expect(hindi).toContain('गर्माहट दें');
    expect(hindi).not.toContain(title);
    expect(hindi).toMatch(/<p class="text-muted">क्षेत्र समन्वयक<\/p>/);
    expect(hindi).toContain('सबसे ठंडी रात को कंबल पहुँचे।');
    expect(hindi).toMatch(/<span class="text-sm text-muted">कोटा, राजस्थान<\/span>/);
    expect(hindi).not.toContain('The blankets came on the coldest night.');

    const english = (await get('/')).body;
    expect(english).toContain(title);
    expect(english).toContain('Field coordinator');
    expect(english).toContain('The blankets came on the coldest night.');
    for (const word of ['सड़कों के लिए गर्माहट', 'क्षेत्र समन्वयक', 'सबसे ठंडी रात को कंबल पहुँचे।']) expect(english).not.toContain(word);
    expect(english).not.toMatch(/<p[^>]*lang="en"/);

    // The API answers English, as before, with nothing added.
    const sliders = await getData<Record<string, unknown>[]>('/api/v1/sliders?page=home');
    expect(sliders.find((x) => x.title === title)).not.toHaveProperty('shownIn');
    expect(sliders.map((x) => x.title)).not.toContain('सड़कों के लिए गर्माहट');
    const team = await getData<Record<string, unknown>[]>('/api/v1/team');
    expect(team.map((x) => x.role)).toContain('Field coordinator');
    const voices = await getData<Record<string, unknown>[]>('/api/v1/testimonials');
    expect(voices.map((x) => x.quote)).toContain('The blankets came on the coldest night.');
  });

  it('a banner, role or testimonial without (whole) Hindi stays English on /hi, marked lang="en"', async () => {
    const title = `English only banner ${unique('hi')}`;
    // Half a banner's Hindi is not shown: the English stays, whole.
    await add('sliders', {
      page: 'home',
      name: title,
      subtitle: 'Only in English',
      linkUrl: '/explore-campaigns',
      linkLabel: 'Go',
      nameHi: 'केवल शीर्षक',
      sort: '0',
    });
    await add('team', { name: `Ramesh ${unique('hi')}`, role: 'Night shelter volunteer', sort: '900' });
    await add('testimonials', { name: `Gita ${unique('hi')}`, place: 'Ajmer', quote: 'No Hindi for this one yet.', sort: '900' });
    const hindi = (await get('/hi')).body;
    expect(hindi).toContain(`<p class="max-w-xl text-2xl font-bold leading-tight sm:text-4xl" lang="en">${title}</p>`);
    expect(hindi).toContain('lang="en">Only in English</p>');
    expect(hindi).toMatch(/<a[^>]*lang="en"[^>]*>Go<\/a>/);
    expect(hindi).not.toContain('केवल शीर्षक');
    expect(hindi).toContain('<p class="text-muted" lang="en">Night shelter volunteer</p>');
    expect(hindi).toMatch(/<blockquote[^>]*lang="en">“(<!-- -->)?No Hindi for this one yet\.(<!-- -->)?”<\/blockquote>/);
    expect(hindi).toContain('<span class="text-sm text-muted" lang="en">Ajmer</span>');
  });
});

describe('a campaign item’s Hindi name', () => {
  async function draft() {
    return createCampaign({ status: 'draft', ownerId: owner.id, image: '/media/x.jpg', storyHtml: '<p>Story</p>', publishedAt: null });
  }
  const items = async (campaignId: number) =>
    (await getDb()).select().from(s.campaignProducts).where(eq(s.campaignProducts.campaignId, campaignId)).orderBy(s.campaignProducts.sort);

  it('is saved in the campaign editor beside the English, checked by the same limit', async () => {
    const c = await draft();
    const bad = await postForm(`/my-campaigns/${c.id}`, ownerToken, {
      intent: 'products',
      product1title: 'School kit',
      product1price: '750',
      product1stock: '40',
      product1titleHi: 'स'.repeat(81),
    });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(em.limits.item);
    expect(await items(c.id)).toEqual([]);
    // A Hindi name alone is not an item: the row needs its English, price and number.
    const alone = await postForm(`/my-campaigns/${c.id}`, ownerToken, { intent: 'products', product1titleHi: 'स्कूल किट' });
    expect(alone.body).toContain(em.productIncomplete);
    expect(await items(c.id)).toEqual([]);
    const ok = await postForm(`/my-campaigns/${c.id}`, ownerToken, {
      intent: 'products',
      product1title: 'School kit',
      product1price: '750',
      product1stock: '40',
      product1titleHi: 'स्कूल किट',
      product2title: 'Winter jacket',
      product2price: '1200',
      product2stock: '15',
      product2titleHi: '',
    });
    expect(ok.statusCode).toBe(302);
    expect((await items(c.id)).map((p) => [p.title, p.titleHi])).toEqual([
      ['School kit', 'स्कूल किट'],
      ['Winter jacket', null],
    ]);
    // The editor shows it back.
    const { app } = await getTestApp();
    const editor = await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${ownerToken}` } });
    expect(editor.body).toMatch(/name="product1titleHi"[^>]*value="स्कूल किट"|value="स्कूल किट"[^>]*name="product1titleHi"/);
  });

  it('shows on the /hi campaign page and checkout in Hindi; one without Hindi is English with lang="en"; English pages and the API English', async () => {
    const c = await createCampaign({
      title: `Kits for the kiln school ${unique('hi')}`,
      titleHi: 'भट्ठा स्कूल के लिए किट',
      summaryHi: 'बच्चों के लिए किट।',
      storyHtml: '<p>Story</p>',
      storyHtmlHi: '<p>कहानी</p>',
    });
    const db = await getDb();
    const [kit, jacket] = await db
      .insert(s.campaignProducts)
      .values([
        { campaignId: c.id, title: 'School kit for a child', titleHi: 'एक बच्चे के लिए स्कूल किट', image: '/media/x.jpg', pricePaise: 750_00, stock: 40, sort: 1 },
        { campaignId: c.id, title: 'Warm jacket for a child', image: '/media/x.jpg', pricePaise: 900_00, stock: 20, sort: 2 },
      ])
      .returning();
    const hindi = (await get(`/hi/campaigns/${c.slug}`)).body;
    expect(hindi).toContain('<p class="font-semibold leading-snug">एक बच्चे के लिए स्कूल किट</p>');
    expect(hindi).not.toContain('School kit for a child');
    expect(hindi).toContain('<p class="font-semibold leading-snug" lang="en">Warm jacket for a child</p>');
    const english = (await get(`/campaigns/${c.slug}`)).body;
    expect(english).toContain('<p class="font-semibold leading-snug">School kit for a child</p>');
    expect(english).not.toContain('एक बच्चे के लिए स्कूल किट');
    expect(english).not.toContain('lang="en">Warm jacket');

    const items = `${kit?.id}x2,${jacket?.id}x1`;
    const checkout = (await get(`/hi/checkout?campaign=${c.slug}&amount=2400&items=${items}`)).body;
    expect(checkout).toContain('<span>एक बच्चे के लिए स्कूल किट</span>');
    expect(checkout).toContain('<span lang="en">Warm jacket for a child</span>');
    expect((await get(`/checkout?campaign=${c.slug}&amount=2400&items=${items}`)).body).toContain('<span>School kit for a child</span>');

    const api = await getData<{ products: Record<string, unknown>[] }>(`/api/v1/campaigns/${c.slug}`);
    expect(api.products.map((p) => p.title)).toEqual(['School kit for a child', 'Warm jacket for a child']);
    expect(api.products[0]).not.toHaveProperty('shownIn');
  });
});

describe('a live campaign’s items’ Hindi names, from staff’s Hindi form', () => {
  it('are saved by place with the campaign’s Hindi, checked, shown on /hi; the English stays', async () => {
    const c = await createCampaign({ title: `Shelter kits ${unique('hi')}`, storyHtml: '<p>Story</p>' });
    const db = await getDb();
    await db.insert(s.campaignProducts).values([
      { campaignId: c.id, title: 'Tarpaulin for a family', image: '/media/x.jpg', pricePaise: 700_00, stock: 50, sort: 1 },
      { campaignId: c.id, title: 'Hygiene kit for a family', image: '/media/x.jpg', pricePaise: 550_00, stock: 50, sort: 2 },
    ]);
    const hindiForm = { intent: 'hindi', titleHi: 'आश्रय किट', summaryHi: 'परिवारों के लिए।', storyHi: 'कहानी।' };
    const staff = await loginAs(await registerUser({ role: 'staff' }));
    const names = async () =>
      (await db.select().from(s.campaignProducts).where(eq(s.campaignProducts.campaignId, c.id)).orderBy(s.campaignProducts.sort)).map((p) => [
        p.title,
        p.titleHi,
      ]);
    const bad = await postForm(`/my-campaigns/${c.id}`, staff, { ...hindiForm, item1Hi: 'त'.repeat(81), item2Hi: 'स्वच्छता किट' });
    expect(bad.statusCode).toBe(200);
    expect(bad.body).toContain(em.limits.item);
    expect(await names()).toEqual([
      ['Tarpaulin for a family', null],
      ['Hygiene kit for a family', null],
    ]);
    // The form lists each item's English beside its field.
    const { app } = await getTestApp();
    const editor = (await app.inject({ method: 'GET', url: `/my-campaigns/${c.id}`, headers: { authorization: `Bearer ${staff}` } })).body;
    expect(editor).toContain('name="item2Hi"');
    expect(editor).toContain('<p class="text-sm text-muted" lang="en">Hygiene kit for a family</p>');
    const ok = await postForm(`/my-campaigns/${c.id}`, staff, { ...hindiForm, item1Hi: 'एक परिवार के लिए तिरपाल', item2Hi: '' });
    expect(ok.statusCode).toBe(302);
    expect(await names()).toEqual([
      ['Tarpaulin for a family', 'एक परिवार के लिए तिरपाल'],
      ['Hygiene kit for a family', null],
    ]);
    const hindi = (await get(`/hi/campaigns/${c.slug}`)).body;
    expect(hindi).toContain('<p class="font-semibold leading-snug">एक परिवार के लिए तिरपाल</p>');
    expect(hindi).toContain('<p class="font-semibold leading-snug" lang="en">Hygiene kit for a family</p>');
  });
});

describe('the demo seed’s Hindi', () => {
  it('/hi shows the seeded banners, testimonials and team roles in Hindi; / in English', async () => {
    const hindi = (await get('/hi')).body;
    expect(hindi).toContain('एक गर्म कंबल आज रात एक जान बचा सकता है');
    expect(hindi).not.toContain('A Warm Blanket Can Save A Life Tonight');
    expect(hindi).toContain('संस्थापक एवं अध्यक्ष');
    expect(hindi).not.toContain('Founder &amp; President');
    expect(hindi).not.toContain('Ludhiana, Punjab');
    expect(hindi).toContain('लुधियाना, पंजाब');
    const english = (await get('/')).body;
    expect(english).toContain('A Warm Blanket Can Save A Life Tonight');
    expect(english).toContain('Founder &amp; President');
    expect(english).not.toContain('लुधियाना, पंजाब');
    // The Monthly Donation page's featured causes are banners too.
    const monthly = (await get('/hi/monthly-donation')).body;
    expect(monthly).toMatch(/<h3 class="text-lg font-semibold leading-snug">बच्चों की मदद करें<\/h3>/);
    expect(monthly).not.toContain('Help The Children');
    expect((await get('/monthly-donation')).body).toContain('Help The Children');
  });

  it('every seeded banner, testimonial, team role and item has its Hindi', async () => {
    const db = await getDb();
    // Rows this worker's other files added have no Hindi on purpose: only the seed's are counted.
    const demo = await import('@sahyog/db').then((m) => m.demo);
    const banners = await db.select().from(s.sliders);
    for (const b of demo.SLIDERS) expect(banners.find((r) => r.title === b.title && r.page === b.page)?.titleHi, b.title).toBeTruthy();
    const team = await db.select().from(s.teamMembers);
    for (const t of demo.TEAM) expect(team.find((r) => r.name === t.name)?.roleHi, t.name).toBeTruthy();
    const voices = await db.select().from(s.testimonials);
    for (const t of demo.TESTIMONIALS)
      expect(
        voices.find((r) => r.name === t.name),
        t.name,
      ).toMatchObject({ quoteHi: expect.any(String), placeHi: expect.any(String) });
    const seededItems = demo.CAMPAIGNS.flatMap((c) => c.products.map((p) => p.title));
    const rows = await db.select({ title: s.campaignProducts.title, titleHi: s.campaignProducts.titleHi }).from(s.campaignProducts);
    for (const title of seededItems) expect(rows.find((r) => r.title === title)?.titleHi, title).toBeTruthy();
  });

  it('the four policy pages are Hindi on /hi (title and text), English on their English pages', async () => {
    const pages = {
      'privacy-policy': 'गोपनीयता नीति',
      'terms-conditions': 'नियम और शर्तें',
      'refund-and-cancellation-policy': 'रिफ़ंड और रद्दीकरण नीति',
      'return-policy': 'वापसी नीति',
    };
    for (const [slug, titleHi] of Object.entries(pages)) {
      const hindi = await get(`/hi/${slug}`);
      expect(hindi.statusCode, slug).toBe(200);
      expect(hindi.body, slug).toMatch(new RegExp(`<h1[^>]*>${titleHi}</h1>`));
      expect(hindi.body, slug).not.toMatch(/<h1[^>]*lang="en"/);
      expect(hindi.body, slug).not.toContain('data-content-language-notice');
      const english = await get(`/${slug}`);
      expect(english.body, slug).not.toContain(titleHi);
    }
    // The facts are the English ones: two days to ask, seven working days to answer.
    const refund = (await get('/hi/refund-and-cancellation-policy')).body;
    expect(refund).toContain('दो दिनों');
    expect(refund).toContain('7 कार्य दिवसों');
  });
});
