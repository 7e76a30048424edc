// The console's Campaigns screen: staff find campaigns, take one offline (donors no longer see or
// give to it), close it, bring it back, publish a draft only when complete, and set what is
// featured on home and its order; each change audited.
import { campaignAdminMessages as cm, campaignEditorMessages as em } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/catalog/index.ts';
import { type Answer, call, loginAs, registerUser, signedIn, uniqueEmail } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

type View = { id: number; slug: string; status: string; featured: boolean; sort: number; title: string };

let staffToken = '';
let staffId = 0;

beforeAll(async () => {
  await getTestApp();
  ({ id: staffId, token: staffToken } = await signedIn('staff'));
});

const list = async (qs: string, token = staffToken) => call<Answer<View[]>>('GET', `/api/v1/admin/campaigns?${qs}`, { token });
const move = (id: number, status: string) => call<Answer<View>>('POST', `/api/v1/admin/campaigns/${id}/status`, { token: staffToken, body: { status } });
const order = (slug: string) =>
  call('POST', '/api/v1/orders', {
    headers: { 'idempotency-key': unique('adm-order') },
    body: {
      campaign: slug,
      amountPaise: 500_00,
      tipPaise: 0,
      urgentPaise: 0,
      items: [],
      donor: { name: 'A', email: uniqueEmail('a'), mobile: '9876543210' },
      method: 'upi',
    },
  });

describe('finding campaigns', () => {
  it('by part of the title or address, status and category; donors are refused', async () => {
    const tag = unique('Findme');
    const live = await createCampaign({ title: `Water for ${tag}` });
    const draft = await createCampaign({ title: `Draft ${tag}`, status: 'draft' });
    expect((await list(`q=${encodeURIComponent(tag.toLowerCase())}`)).body.data.map((c) => c.id).sort()).toEqual([live.id, draft.id].sort());
    expect((await list(`q=${encodeURIComponent(tag)}&status=draft`)).body.data.map((c) => c.id)).toEqual([draft.id]);
    expect((await list(`q=${encodeURIComponent(live.slug)}`)).body.data.map((c) => c.id)).toEqual([live.id]);
    expect((await list(`q=${encodeURIComponent(tag)}&category=${live.categoryId === 7 ? 8 : 7}`)).body.data).toEqual([]);
    const donor = await loginAs(await registerUser());
    expect((await list('', donor)).status).toBe(403);
    expect((await call('POST', `/api/v1/admin/campaigns/${live.id}/status`, { token: donor, body: { status: 'closed' } })).status).toBe(403);
  });
});

describe('moving a campaign', () => {
  it('offline, donors can neither see nor give to it; back live, they can; closed, it says so', async () => {
    const c = await createCampaign({ storyHtml: '<p>Clean water for the school in Barmer.</p>' });
    expect((await call('GET', `/api/v1/campaigns/${c.slug}`)).status).toBe(200);
    expect((await move(c.id, 'draft')).body.data.status).toBe('draft');
    expect((await call('GET', `/api/v1/campaigns/${c.slug}`)).status).toBe(404);
    expect((await order(c.slug)).status).toBe(422);
    expect((await move(c.id, 'published')).body.data.status).toBe('published');
    expect((await order(c.slug)).status).toBe(201);
    expect((await move(c.id, 'closed')).body.data.status).toBe('closed');
    const closed = await order(c.slug);
    expect((closed.body as Answer).errors?.campaign).toBe('This campaign is no longer taking donations.');
    const audit = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.subjectType, 'campaign'), eq(s.auditEvents.subjectId, String(c.id))))
      .orderBy(s.auditEvents.id);
    expect(audit.map((a) => [a.action, a.actorId, a.before, a.after])).toEqual([
      ['campaign.status', staffId, { status: 'published' }, { status: 'draft' }],
      // Back live through the editor's publish, with its checks.
      ['campaign.publish', staffId, { status: 'draft' }, { status: 'published' }],
      ['campaign.status', staffId, { status: 'published' }, { status: 'closed' }],
    ]);
  });

  it('refuses moves that make no sense, and publishes a draft only when it is complete', async () => {
    const draft = await createCampaign({ status: 'draft', storyHtml: '' });
    const skip = await move(draft.id, 'closed');
    expect(skip.status).toBe(409);
    expect(skip.body.message).toBe(cm.cannotMove('draft', 'closed'));
    const incomplete = await move(draft.id, 'published');
    expect(incomplete.status).toBe(409);
    expect(incomplete.body.message).toBe(em.publishNeeds);
    expect((await move(999_999_999, 'published')).status).toBe(404);
  });
});

describe('placement', () => {
  it('features a campaign on home in the order chosen; the order is a whole number', async () => {
    // Home shows six featured campaigns: earlier tests' featured ones (sharing this database) step aside.
    await (await getDb())
      .update(s.campaigns)
      .set({ featured: false })
      .where(and(eq(s.campaigns.featured, true), like(s.campaigns.slug, 'campaign-%')));
    const c = await createCampaign();
    const bad = await call<Answer>('POST', `/api/v1/admin/campaigns/${c.id}/placement`, { token: staffToken, body: { featured: true, sort: -1 } });
    expect(bad.status).toBe(422);
    expect(bad.body.errors?.sort).toBe('Order must be a whole number from 0 to 9999');
    const res = await call<Answer<View>>('POST', `/api/v1/admin/campaigns/${c.id}/placement`, { token: staffToken, body: { featured: true, sort: 0 } });
    expect(res.body.data).toMatchObject({ featured: true, sort: 0 });
    const featured = await (await getTestApp()).app.catalog.featured();
    expect(featured.map((f) => f.slug)).toContain(c.slug);
    const [row] = await (await getDb())
      .select()
      .from(s.auditEvents)
      .where(and(eq(s.auditEvents.action, 'campaign.placement'), eq(s.auditEvents.subjectId, String(c.id))));
    expect(row).toMatchObject({ before: { featured: false, sort: 0 }, after: { featured: true, sort: 0 } });
  });
});
