// The attacker's probe of issue 20's flows (docs/security/probe-issue20.md): what was found stays
// fixed, and what held stays held.
import { schema as s } from '@sahyog/db';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { loginAs, nextIp, registerUser, type TestUser } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { createCampaign, unique } from '../support/factories.ts';

let campaigner: TestUser;
let campaignerToken = '';
let staffToken = '';
beforeAll(async () => {
  await getTestApp();
  campaigner = await registerUser({ fullName: 'Probe Campaigner' });
  campaignerToken = await loginAs(campaigner);
  staffToken = await loginAs(await registerUser({ role: 'staff' }));
});

async function postForm(url: string, token: string, fields: Record<string, string>) {
  const fd = new FormData();
  for (const [k, v] of Object.entries(fields)) fd.append(k, v);
  const req = new Request('http://localhost/', { method: 'POST', body: fd });
  const { app } = await getTestApp();
  return app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': req.headers.get('content-type') ?? '', authorization: `Bearer ${token}` },
    payload: Buffer.from(await req.arrayBuffer()),
    remoteAddress: nextIp(),
  });
}

const details = (story: string) => ({
  intent: 'preview',
  title: 'Books for the hill school',
  categoryId: '12',
  goalRupees: '250000',
  summary: 'Forty children, one shelf.',
  story,
  videoUrl: '',
});

describe('a campaign story that costs marked its time (F1)', () => {
  // Each was seconds of the one event loop (24 s, 10 s, 103 s on a laptop) and most then a 500.
  const stories: [string, string][] = [
    ['nested emphasis', `${'*a '.repeat(8000)}c${' d*'.repeat(8000)}`],
    ['emphasis and underscores', '***a_'.repeat(9000)],
    ['a long run of underscores around a word', `${'_'.repeat(24_999)}a${'_'.repeat(24_999)}`],
    ['quotes nested 3,000 deep', `${'>'.repeat(3000)} a`],
  ];
  for (const [name, story] of stories) {
    it(`Preview of ${name} answers at once, with the text`, async () => {
      const c = await createCampaign({ status: 'draft', ownerId: campaigner.id, image: '', storyHtml: '' });
      const started = performance.now();
      const res = await postForm(`/my-campaigns/${c.id}`, campaignerToken, details(story));
      const took = performance.now() - started;
      expect(res.statusCode).toBe(200);
      expect(res.body).toContain('id="story-preview"');
      expect(took, `${Math.round(took)} ms`).toBeLessThan(3000);
    });
  }

  it('ordinary emphasis, quotes and lists still render', async () => {
    const c = await createCampaign({ status: 'draft', ownerId: campaigner.id, image: '', storyHtml: '' });
    const story = 'Some ***bold italic***, **bold** and *one* ~~old~~ word, and snake_case_name.\n\n> Quoted **bold**\n> > nested\n\n- a *b*\n  - c';
    const res = await postForm(`/my-campaigns/${c.id}`, campaignerToken, details(story));
    const preview = res.body.match(/<section id="story-preview"[\s\S]*?<\/section>/)?.[0] ?? '';
    expect(preview).toContain('<em><strong>bold italic</strong></em>');
    expect(preview).toContain('<strong>bold</strong>');
    expect(preview).toContain('<em>one</em>');
    expect(preview).toContain('snake_case_name');
    expect(preview).toMatch(/<blockquote>\s*<p>Quoted <strong>bold<\/strong><\/p>\s*<blockquote>/);
    expect(preview).toMatch(/<li>a <em>b<\/em>\s*<ul>\s*<li>c<\/li>/);
  });
});

describe('a campaign titled with digits only (F2)', () => {
  it('gets an address of its own, not the page of the campaign whose id those digits are', async () => {
    const { app } = await getTestApp();
    const other = await createCampaign({ status: 'published', title: `Someone else's ${unique('c')}` });
    const mine = await createCampaign({
      status: 'draft',
      ownerId: campaigner.id,
      title: String(other.id),
      image: '/media/test.svg',
      storyHtml: '<p>Two hand pumps.</p>',
      publishedAt: null,
    });
    const move = await app.inject({
      method: 'POST',
      url: '/admin/campaigns',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Bearer ${staffToken}` },
      payload: new URLSearchParams({ id: String(mine.id), status: 'published' }).toString(),
      remoteAddress: nextIp(),
    });
    expect(move.statusCode).toBe(302);
    const [row] = await (await getDb()).select({ slug: s.campaigns.slug }).from(s.campaigns).where(eq(s.campaigns.id, mine.id));
    const page = await app.inject({ method: 'GET', url: `/campaigns/${row?.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).not.toContain('Someone else');
    const api = await app.inject({ method: 'GET', url: `/api/v1/campaigns/${row?.slug}` });
    expect(api.json().data.id).toBe(mine.id);
  });
});
