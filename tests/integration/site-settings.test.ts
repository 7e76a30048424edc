// Site settings from the console: an admin corrects the foundation's details and every page,
// receipt and UPI link uses them at once; staff may read but not save; bad values are refused
// with the field's message and change nothing; each save is audited.
import { settingsMessages as sm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Answer, call, loginAs, registerUser, uniqueEmail } from '../support/accounts.ts';
import { getData, getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

type Settings = Record<string, unknown> & { helpline: string; upiId: string; social: Record<string, string> };

let adminToken = '';
let staffToken = '';
let original: Settings;

beforeAll(async () => {
  await getTestApp();
  adminToken = await loginAs(await registerUser({ role: 'admin' }));
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
  original = await getData<Settings>('/api/v1/settings');
});

afterAll(async () => {
  await call('PUT', '/api/v1/admin/settings', { token: adminToken, body: original });
});

const save = (body: unknown, token = adminToken) => call<Answer<{ changed: string[] }>>('PUT', '/api/v1/admin/settings', { token, body });

describe('site settings', () => {
  it('refuses bad values with the field’s message and saves none of them', async () => {
    const cases: [Record<string, unknown>, string, string][] = [
      [{ upiId: 'not a vpa' }, 'upiId', sm.upiId],
      [{ pan: '12345' }, 'pan', 'PAN must look like ABCDE1234F'],
      [{ whatsapp: '+91 98' }, 'whatsapp', sm.whatsapp],
      [{ howToDonateVideoId: 'https://youtu.be/x' }, 'howToDonateVideoId', sm.video],
      [{ social: { ...original.social, facebook: 'https://evil.example/facebook.com/' } }, 'social.facebook', sm.social('Facebook', 'facebook.com')],
      [{ foundationName: '' }, 'foundationName', sm.required('foundation name')],
      // Printed on every receipt beside the registration number: a real calendar date or nothing.
      [{ reg80GDate: '2024-02-30' }, 'reg80GDate', sm.reg80GDate],
      [{ reg80GDate: '27/09/2024' }, 'reg80GDate', sm.reg80GDate],
    ];
    for (const [change, field, message] of cases) {
      const res = await save({ ...original, ...change });
      expect(res.status, JSON.stringify(change)).toBe(422);
      expect(res.body.errors?.[field]).toBe(message);
    }
    expect(await getData('/api/v1/settings')).toEqual(original);
  });

  it('staff read, only an admin saves', async () => {
    const res = await save({ ...original, helpline: '+91 11 2345 6789' }, staffToken);
    expect(res.status).toBe(403);
    expect((await getData<Settings>('/api/v1/settings')).helpline).toBe(original.helpline);
    const { app } = await getTestApp();
    const page = await app.inject({ url: '/admin/settings', headers: { authorization: `Bearer ${staffToken}` } });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(sm.readOnly);
  });

  it('a saved helpline and UPI id show at once on pages and in payment links, and the change is audited', async () => {
    const { app } = await getTestApp();
    await app.inject({ url: '/' }); // a cached home page, if the cache is on, must not survive the save
    const helpline = `+91 ${String(Date.now()).slice(-10)}`;
    const upiId = `${unique('give')
      .toLowerCase()
      .replace(/[^a-z0-9]/g, '')}@okaxis`;
    const res = await save({ ...original, helpline, upiId });
    expect(res.status, res.text).toBe(200);
    expect(res.body.data.changed.sort()).toEqual(['helpline', 'upiId']);
    expect((await getData<Settings>('/api/v1/settings')).helpline).toBe(helpline);
    expect((await app.inject({ url: '/contact' })).body).toContain(helpline);
    const campaign = await createCampaign();
    const order = await call<Answer<{ upiUri: string }>>('POST', '/api/v1/orders', {
      headers: { 'idempotency-key': unique('settings-order') },
      body: {
        campaign: campaign.slug,
        amountPaise: 500_00,
        tipPaise: 0,
        urgentPaise: 0,
        items: [],
        donor: { name: 'A', email: uniqueEmail('s'), mobile: '9876543210' },
        method: 'upi',
      },
    });
    // The payee's @ stays literal in the link (some UPI apps refuse %40).
    expect(order.body.data.upiUri).toContain(`pa=${upiId}&`);
    const [row] = await (await getDb()).select().from(s.auditEvents).where(eq(s.auditEvents.action, 'settings.edit')).orderBy(desc(s.auditEvents.id)).limit(1);
    expect(row).toMatchObject({ before: { helpline: original.helpline, upiId: original.upiId }, after: { helpline, upiId } });
    // The same values again change nothing and write nothing.
    expect((await save({ ...original, helpline, upiId })).body.data.changed).toEqual([]);
  });
});

describe('site pages', () => {
  it('staff save a policy page: scripts and frames are removed, the page shows it at once, the change is audited', async () => {
    const { app } = await getTestApp();
    const before = await getData<{ title: string; bodyHtml: string }>('/api/v1/pages/return-policy');
    const marker = unique('Returns within seven days');
    try {
      const res = await call<Answer<{ bodyHtml: string }>>('PUT', '/api/v1/admin/pages/return-policy', {
        token: staffToken,
        body: {
          title: 'Return Policy',
          bodyHtml: `<h2>${marker}</h2><p onclick="x()">Kept <script>alert(1)</script><iframe src="https://evil.example"></iframe></p>`,
        },
      });
      expect(res.status, res.text).toBe(200);
      expect(res.body.data.bodyHtml).toBe(`<h2>${marker}</h2><p>Kept </p>`);
      const page = await app.inject({ url: '/return-policy' });
      expect(page.body).toContain(marker);
      expect(page.body).not.toContain('evil.example');
      const [row] = await (await getDb()).select().from(s.auditEvents).where(eq(s.auditEvents.action, 'page.edit')).orderBy(desc(s.auditEvents.id)).limit(1);
      expect(row).toMatchObject({ subjectId: 'return-policy', after: { title: 'Return Policy' } });
      // Text that is nothing once cleaned is refused, and saves nothing.
      const empty = await call<Answer>('PUT', '/api/v1/admin/pages/return-policy', {
        token: staffToken,
        body: { title: 'Return Policy', bodyHtml: '<script>x</script>' },
      });
      expect(empty.status).toBe(422);
      expect(empty.body.errors?.bodyHtml).toBe('Please enter the page’s text');
      expect((await call('PUT', '/api/v1/admin/pages/no-such-page', { token: staffToken, body: { title: 'X', bodyHtml: '<p>x</p>' } })).status).toBe(404);
      const donor = await loginAs(await registerUser());
      expect((await call('PUT', '/api/v1/admin/pages/return-policy', { token: donor, body: { title: 'X', bodyHtml: '<p>x</p>' } })).status).toBe(403);
    } finally {
      await call('PUT', '/api/v1/admin/pages/return-policy', { token: staffToken, body: before });
    }
  });
});

describe('the home page’s announcements and notice', () => {
  it('show on the home page when set, and not when cleared; a shown notice needs its words', async () => {
    const { app } = await getTestApp();
    const line = `Winter drive: blankets for 5,000 families ${unique('m')}`;
    const refused = await save({ ...original, homePopup: { enabled: true, title: '', text: '', linkUrl: '', linkLabel: '' } });
    expect(refused.status).toBe(422);
    expect(refused.body.errors?.['homePopup.title']).toBe(sm.popupNeedsTitle);
    expect((await save({ ...original, marquee: ['x'.repeat(121)] })).body.errors?.['marquee.0']).toBe(sm.marqueeLong);
    expect(
      (await save({ ...original, homePopup: { enabled: true, title: 'T', text: 'X', linkUrl: '//evil.example', linkLabel: '' } })).body.errors?.[
        'homePopup.linkUrl'
      ],
    ).toBe(sm.linkInvalid);
    try {
      const ok = await save({
        ...original,
        marquee: [line, ''],
        homePopup: {
          enabled: true,
          title: 'Give before 31 March',
          text: 'Your 80G receipt for this year.',
          linkUrl: '/monthly-donation',
          linkLabel: 'Give monthly',
        },
      });
      expect(ok.status, ok.text).toBe(200);
      const home = (await app.inject({ url: '/' })).body;
      expect(home).toContain(line);
      expect(home).toContain('Give before 31 March');
      expect(home).toMatch(/<dialog[^>]*open/);
      expect((await getData<Settings & { marquee: string[] }>('/api/v1/settings')).marquee).toEqual([line]);
    } finally {
      await save(original);
    }
    const after = (await app.inject({ url: '/' })).body;
    expect(after).not.toContain(line);
    expect(after).not.toMatch(/<dialog[^>]*data-popup/);
  });
});
