// The console's Blog posts (issue 11): drafts and published posts, the text sanitized on write,
// a cover re-encoded like campaign covers. Publishing needs a cover; the address (slug) is made
// from the title once and kept, so links to a published post never break. Audited; published
// changes clear the public cache.
import { randomBytes } from 'node:crypto';
import { AppError, type BlogAdminView, type BlogInput, blogMessages as bm, hindiOrNull } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { desc, eq, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { encodePhoto, storePhoto } from '../../platform/photos.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';
import type { Storage } from '../../platform/storage.ts';

// Drafts have no cover yet (the column needs one); publishing needs a real one.
const PLACEHOLDER_COVER = '/favicon.svg';
const COVER = { width: 1200, height: 630 } as const;

function slugOf(title: string): string {
  const base = title
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 80);
  return base || 'post';
}

type Row = typeof s.blogs.$inferSelect;
const view = (r: Row): BlogAdminView => ({
  id: r.id,
  slug: r.slug,
  title: r.title,
  excerpt: r.excerpt,
  author: r.author,
  bodyHtml: r.bodyHtml,
  image: r.image,
  status: r.status === 'published' ? 'published' : 'draft',
  publishedAt: r.publishedAt.toISOString(),
  updatedAt: r.updatedAt.toISOString(),
  titleHi: r.titleHi ?? '',
  excerptHi: r.excerptHi ?? '',
  bodyHtmlHi: r.bodyHtmlHi ?? '',
});

/** The post's Hindi as stored (issue 23): the text sanitized like the English; empty is none. */
const hindiOf = (input: BlogInput) => ({
  titleHi: hindiOrNull(input.titleHi),
  excerptHi: hindiOrNull(input.excerptHi),
  bodyHtmlHi: hindiOrNull(sanitizeRichText(input.bodyHtmlHi ?? '')),
});

export function blogsAdmin(deps: { db: Db; storage: Storage; audit: Pick<AuditLog, 'record'>; onPublicChange: () => void }) {
  const { db } = deps;

  async function one(id: number): Promise<Row> {
    const [r] = await db.select().from(s.blogs).where(eq(s.blogs.id, id)).limit(1);
    if (!r) throw AppError.notFound(bm.notFound);
    return r;
  }

  /** The title's slug, or with a short suffix when another post has it. */
  async function freeSlug(title: string): Promise<string> {
    const base = slugOf(title);
    const [taken] = await db.select({ id: s.blogs.id }).from(s.blogs).where(eq(s.blogs.slug, base)).limit(1);
    return taken ? `${base}-${randomBytes(3).toString('hex')}` : base;
  }

  return {
    async list(): Promise<BlogAdminView[]> {
      const rows = await db.select().from(s.blogs).orderBy(desc(s.blogs.updatedAt), desc(s.blogs.id)).limit(200);
      return rows.map(view);
    },

    get: async (id: number): Promise<BlogAdminView> => view(await one(id)),

    async create(input: BlogInput, by: number): Promise<BlogAdminView> {
      if (input.status === 'published') throw AppError.invalid({ status: bm.publishNeedsCover });
      const bodyHtml = sanitizeRichText(input.bodyHtml);
      if (!bodyHtml) throw AppError.invalid({ bodyHtml: bm.bodyRequired });
      const [row] = await db
        .insert(s.blogs)
        .values({
          slug: await freeSlug(input.title),
          title: input.title,
          excerpt: input.excerpt,
          author: input.author,
          bodyHtml,
          ...hindiOf(input),
          image: PLACEHOLDER_COVER,
          status: 'draft',
          publishedAt: new Date(),
        })
        .returning();
      if (!row) throw new Error('blog insert returned nothing');
      await deps.audit.record({
        actorId: by,
        action: 'blog.create',
        subjectType: 'blog',
        subjectId: row.id,
        before: null,
        after: { title: row.title, status: row.status },
      });
      return view(row);
    },

    async update(id: number, input: BlogInput, by: number): Promise<BlogAdminView> {
      const before = await one(id);
      const bodyHtml = sanitizeRichText(input.bodyHtml);
      if (!bodyHtml) throw AppError.invalid({ bodyHtml: bm.bodyRequired });
      if (input.status === 'published' && before.image === PLACEHOLDER_COVER) throw AppError.invalid({ status: bm.publishNeedsCover });
      const publishing = before.status !== 'published' && input.status === 'published';
      const [row] = await db
        .update(s.blogs)
        .set({
          title: input.title,
          excerpt: input.excerpt,
          author: input.author,
          bodyHtml,
          ...hindiOf(input),
          status: input.status,
          updatedAt: new Date(),
          ...(publishing ? { publishedAt: new Date() } : {}),
        })
        .where(eq(s.blogs.id, id))
        .returning();
      if (!row) throw AppError.notFound(bm.notFound);
      await deps.audit.record({
        actorId: by,
        action: 'blog.edit',
        subjectType: 'blog',
        subjectId: id,
        before: {
          title: before.title,
          status: before.status,
          bodyLength: before.bodyHtml.length,
          titleHi: before.titleHi,
          bodyHiLength: before.bodyHtmlHi?.length ?? 0,
        },
        after: { title: row.title, status: row.status, bodyLength: row.bodyHtml.length, titleHi: row.titleHi, bodyHiLength: row.bodyHtmlHi?.length ?? 0 },
      });
      if (before.status === 'published' || row.status === 'published') deps.onPublicChange();
      return view(row);
    },

    async setCover(id: number, bytes: Uint8Array, by: number): Promise<BlogAdminView> {
      const before = await one(id);
      const photo = await encodePhoto(
        bytes,
        'cover',
        { maxBytes: 5 * 1024 * 1024, min: COVER, messages: { tooLarge: bm.coverTooLarge, type: bm.coverType, tooSmall: bm.coverTooSmall } },
        (img) => img.resize(COVER.width, COVER.height, { fit: 'cover', position: 'attention' }),
      );
      const stored = await storePhoto(deps.storage, `blogs/${id}/cover-${randomBytes(6).toString('hex')}`, photo);
      const [row] = await db.update(s.blogs).set({ image: stored.jpeg, imageWebp: stored.webp, updatedAt: sql`now()` }).where(eq(s.blogs.id, id)).returning();
      // The replaced cover stops being served (only files this post's uploads made).
      for (const url of [before.image, before.imageWebp]) if (url?.includes(`/blogs/${id}/`)) await deps.storage.remove(url);
      await deps.audit.record({
        actorId: by,
        action: 'blog.cover',
        subjectType: 'blog',
        subjectId: id,
        before: { image: before.image },
        after: { image: stored.jpeg },
      });
      if (before.status === 'published') deps.onPublicChange();
      return view(row as Row);
    },
  };
}

export type BlogsAdmin = ReturnType<typeof blogsAdmin>;
