// Blog posts from the console: a draft is not on the site; it is published only with a cover;
// its text is sanitized on write; its address stays when the title changes; changes are audited.
import { blogMessages as bm } from '@sahyog/core';
import { schema as s } from '@sahyog/db';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import type {} from '../../apps/server/src/modules/content/index.ts';
import { type Answer, call, loginAs, registerUser, signedIn } from '../support/accounts.ts';
import { getTestApp } from '../support/app.ts';
import { getDb } from '../support/db.ts';
import { unique } from '../support/factories.ts';

type Post = { id: number; slug: string; title: string; status: string; image: string; bodyHtml: string };

let staffToken = '';
let staffId = 0;

beforeAll(async () => {
  await getTestApp();
  ({ id: staffId, token: staffToken } = await signedIn('staff'));
});

const body = (title: string, extra: Record<string, unknown> = {}) => ({
  title,
  excerpt: 'How a village school got its first library.',
  author: 'Team Sahyog',
  bodyHtml: '<h2>The library</h2><p>Books <script>alert(1)</script>for every child.</p><img src=x onerror=alert(2)>',
  ...extra,
});

describe('blog posts', () => {
  it('a draft stays off the site; publishing needs a cover; then it is on the list and its page, sanitized', async () => {
    const title = `A library for Barmer ${unique('post')}`;
    const made = await call<Answer<Post>>('POST', '/api/v1/admin/blogs', { token: staffToken, body: body(title) });
    expect(made.status, made.text).toBe(200);
    const post = made.body.data;
    expect(post).toMatchObject({ status: 'draft', bodyHtml: '<h2>The library</h2><p>Books for every child.</p>' });
    const { app } = await getTestApp();
    expect((await call<Answer<{ slug: string }[]>>('GET', '/api/v1/blogs')).body.data.map((b) => b.slug)).not.toContain(post.slug);
    expect((await app.inject({ url: `/blog/${post.slug}` })).statusCode).toBe(404);

    const early = await call<Answer>('PUT', `/api/v1/admin/blogs/${post.id}`, { token: staffToken, body: body(title, { status: 'published' }) });
    expect(early.status).toBe(422);
    expect(early.body.errors?.status).toBe(bm.publishNeedsCover);

    const png = await sharp({ create: { width: 1400, height: 800, channels: 3, background: { r: 200, g: 120, b: 40 } } })
      .png()
      .toBuffer();
    const small = await sharp({ create: { width: 400, height: 300, channels: 3, background: { r: 1, g: 2, b: 3 } } })
      .png()
      .toBuffer();
    await expect(app.content.blogsAdmin.setCover(post.id, small, staffId)).rejects.toThrow(bm.coverTooSmall);
    const covered = await app.content.blogsAdmin.setCover(post.id, png, staffId);
    expect(covered.image).toMatch(new RegExp(`/blogs/${post.id}/cover-[0-9a-f]{12}\\.jpg$`));

    const renamed = `${title} (updated)`;
    const pub = await call<Answer<Post>>('PUT', `/api/v1/admin/blogs/${post.id}`, { token: staffToken, body: body(renamed, { status: 'published' }) });
    expect(pub.status, pub.text).toBe(200);
    expect(pub.body.data).toMatchObject({ status: 'published', slug: post.slug, title: renamed });
    expect((await call<Answer<{ slug: string }[]>>('GET', '/api/v1/blogs')).body.data.map((b) => b.slug)).toContain(post.slug);
    const page = await app.inject({ url: `/blog/${post.slug}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain(renamed);
    expect(page.body).not.toContain('alert(1)');
    expect(page.body).not.toContain('onerror');

    const actions = (
      await (
        await getDb()
      )
        .select()
        .from(s.auditEvents)
        .where(and(eq(s.auditEvents.subjectType, 'blog'), eq(s.auditEvents.subjectId, String(post.id))))
        .orderBy(s.auditEvents.id)
    ).map((a) => a.action);
    expect(actions).toEqual(['blog.create', 'blog.cover', 'blog.edit']);

    // Back to a draft: off the site again (and the other tests on this database see the spec's posts only).
    await call('PUT', `/api/v1/admin/blogs/${post.id}`, { token: staffToken, body: body(renamed, { status: 'draft' }) });
    expect((await call<Answer<{ slug: string }[]>>('GET', '/api/v1/blogs')).body.data.map((b) => b.slug)).not.toContain(post.slug);
    expect((await app.inject({ url: `/blog/${post.slug}` })).statusCode).toBe(404);
  });

  it('refuses an empty post with each field’s message, and donors', async () => {
    const res = await call<Answer>('POST', '/api/v1/admin/blogs', { token: staffToken, body: { title: '', excerpt: '', author: '', bodyHtml: '' } });
    expect(res.status).toBe(422);
    expect(res.body.errors).toMatchObject({ title: bm.titleRequired, excerpt: bm.excerptRequired, author: bm.authorRequired, bodyHtml: bm.bodyRequired });
    const donor = await loginAs(await registerUser());
    expect((await call('POST', '/api/v1/admin/blogs', { token: donor, body: body('x') })).status).toBe(403);
  });
});
