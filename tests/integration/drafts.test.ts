// Only published campaigns are listed; drafts are invisible to the public API.
import type { CampaignCard } from '@sahyog/core';
import { beforeAll, describe, expect, it } from 'vitest';
import { getApp, getData, getJson } from '../support/app.ts';
import { createCampaign, createDonation, unique } from '../support/factories.ts';

beforeAll(async () => {
  await getApp();
});

describe('draft campaigns', () => {
  it('are not found by slug or id and are not listed', async () => {
    const draft = await createCampaign({ status: 'draft', slug: unique('draft'), featured: true, sort: -1000 });
    for (const url of [`/api/v1/campaigns/${draft.slug}`, `/api/v1/campaigns/${draft.id}`, `/api/v1/campaigns/${draft.slug}/donors`]) {
      const res = await getJson<{ success: boolean; message: string }>(url);
      expect(res.status, url).toBe(404);
      expect(res.body).toEqual({ success: false, code: 'not_found', message: 'Campaign not found' });
      expect(res.text).not.toContain(draft.title);
    }
    const home = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    expect(home.some((c) => c.id === draft.id)).toBe(false);
    const inCategory = await getData<CampaignCard[]>(`/api/v1/home-campaigns?categoryId=${draft.categoryId}`);
    expect(inCategory.length).toBeGreaterThan(0);
    expect(inCategory.some((c) => c.id === draft.id)).toBe(false);
  });

  it('are not offered as monthly causes', async () => {
    const draft = await createCampaign({ status: 'draft', isMonthlyCause: true });
    const causes = await getData<CampaignCard[]>('/api/v1/monthly-causes');
    expect(causes.some((c) => c.id === draft.id)).toBe(false);
  });

  it('a published campaign is listed straight away (the control for the tests above)', async () => {
    const published = await createCampaign({ featured: true, sort: -1000 });
    const home = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    expect(home.some((c) => c.id === published.id)).toBe(true);
    expect((await getJson(`/api/v1/campaigns/${published.slug}`)).status).toBe(200);
  });
});

describe('closed campaigns', () => {
  it('keep their page and donor list but leave the listings', async () => {
    const closed = await createCampaign({ status: 'closed', featured: true, sort: -1000 });
    await createDonation({ campaignId: closed.id, amountPaise: 1_500_00 });
    const detail = await getData<{ status: string; raisedPaise: number }>(`/api/v1/campaigns/${closed.slug}`);
    expect(detail).toMatchObject({ status: 'closed', raisedPaise: 1_500_00 });
    expect((await getJson(`/api/v1/campaigns/${closed.slug}/donors`)).status).toBe(200);
    const home = await getData<CampaignCard[]>('/api/v1/home-campaigns');
    expect(home.some((c) => c.id === closed.id)).toBe(false);
  });
});
