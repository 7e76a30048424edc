// Editable site content: settings, sliders, blogs, pages, team, testimonials, logos.

import {
  AppError,
  type BlogPost,
  type BlogSummary,
  hindiOrNull,
  inContentLanguage,
  newest,
  type Page,
  type PageForEditing,
  type PageInput,
  pageMessages,
  type Settings,
  type SettingsInput,
  type SitemapEntry,
  type Slider,
  settings as settingsSchema,
  type TeamMember,
  type Testimonial,
} from '@sahyog/core';
import type { ContentApi } from '@sahyog/core/context';
import { type Db, schema as s } from '@sahyog/db';
import { and, desc, eq, sql } from 'drizzle-orm';
import type { AuditLog } from '../../platform/audit.ts';
import { sanitizeRichText } from '../../platform/rich-text.ts';

type Row<T extends { $inferInsert: unknown }> = T['$inferInsert'];

/** The demo site's content (apps/server/src/seed): rows as stored, the demo's own HTML. */
export interface DemoContent {
  blogs: Pick<Row<typeof s.blogs>, 'slug' | 'title' | 'excerpt' | 'image' | 'bodyHtml' | 'titleHi' | 'excerptHi' | 'bodyHtmlHi' | 'author' | 'publishedAt'>[];
  sliders: Pick<Row<typeof s.sliders>, 'page' | 'title' | 'subtitle' | 'image' | 'linkUrl' | 'linkLabel' | 'titleHi' | 'subtitleHi' | 'linkLabelHi' | 'sort'>[];
  pages: Pick<Row<typeof s.pages>, 'slug' | 'title' | 'bodyHtml' | 'titleHi' | 'bodyHtmlHi' | 'updatedAt'>[];
  team: Pick<Row<typeof s.teamMembers>, 'name' | 'role' | 'roleHi' | 'mobile' | 'image' | 'sort'>[];
  testimonials: Pick<Row<typeof s.testimonials>, 'name' | 'place' | 'quote' | 'placeHi' | 'quoteHi' | 'image' | 'sort'>[];
  faqs: Pick<Row<typeof s.faqs>, 'question' | 'answer' | 'questionHi' | 'answerHi' | 'sort'>[];
  logos: Pick<Row<typeof s.featuredLogos>, 'name' | 'image' | 'sort'>[];
  /** One row per key, as settings() reads them back. */
  settings: Record<string, unknown>;
}

export function contentService(db: Db, deps: { audit?: Pick<AuditLog, 'record'>; onPublicChange?: () => void } = {}) {
  // Settings are read on every page render (header, footer); they change rarely, so keep them
  // for a few seconds rather than query each time.
  let settingsCache: { at: number; value: Settings } | undefined;
  const SETTINGS_TTL_MS = 5000;
  // The law in force today is the giving module's (its tax_regimes table); giving depends on
  // content, so it hands its reader in at setup rather than content reading giving's table.
  let taxLawToday: () => Promise<Settings['taxLaw'] | undefined> = async () => undefined;

  const blogSummary = {
    slug: s.blogs.slug,
    title: s.blogs.title,
    excerpt: s.blogs.excerpt,
    image: s.blogs.image,
    publishedAt: s.blogs.publishedAt,
  };

  // The home page's reads, prepared once: a cache miss of home renders all of them.
  const slidersOf = db
    .select({
      id: s.sliders.id,
      page: s.sliders.page,
      title: s.sliders.title,
      subtitle: s.sliders.subtitle,
      image: s.sliders.image,
      linkUrl: s.sliders.linkUrl,
      linkLabel: s.sliders.linkLabel,
      titleHi: s.sliders.titleHi,
      subtitleHi: s.sliders.subtitleHi,
      linkLabelHi: s.sliders.linkLabelHi,
    })
    .from(s.sliders)
    .where(eq(s.sliders.page, sql.placeholder('page')))
    .orderBy(s.sliders.sort, s.sliders.id)
    .prepare('content_sliders');
  const teamList = db
    .select({
      id: s.teamMembers.id,
      name: s.teamMembers.name,
      role: s.teamMembers.role,
      roleHi: s.teamMembers.roleHi,
      mobile: s.teamMembers.mobile,
      image: s.teamMembers.image,
    })
    .from(s.teamMembers)
    .orderBy(s.teamMembers.sort, s.teamMembers.id)
    .prepare('content_team');
  const testimonialList = db
    .select({
      id: s.testimonials.id,
      name: s.testimonials.name,
      place: s.testimonials.place,
      quote: s.testimonials.quote,
      placeHi: s.testimonials.placeHi,
      quoteHi: s.testimonials.quoteHi,
      image: s.testimonials.image,
    })
    .from(s.testimonials)
    .orderBy(s.testimonials.sort, s.testimonials.id)
    .prepare('content_testimonials');
  const logoList = db
    .select({ id: s.featuredLogos.id, name: s.featuredLogos.name, image: s.featuredLogos.image })
    .from(s.featuredLogos)
    .orderBy(s.featuredLogos.sort, s.featuredLogos.id)
    .prepare('content_logos');

  const api = {
    async settings(): Promise<Settings> {
      if (settingsCache && Date.now() - settingsCache.at < SETTINGS_TTL_MS) return settingsCache.value;
      // Read as text and parse once: drizzle's jsonb mapper re-parses string values, which
      // turns a digits-only string such as the WhatsApp number into a number.
      const rows = await db.select({ key: s.siteSettings.key, json: sql<string>`${s.siteSettings.value}::text` }).from(s.siteSettings);
      const stored = Object.fromEntries(rows.map((r) => [r.key, JSON.parse(r.json)]));
      // Pages name the deduction as the law in force today does (giving's tax regimes; a regime
      // starts on 1 April, and this cache lasts seconds).
      const value = settingsSchema.parse({ ...stored, taxLaw: await taxLawToday() });
      settingsCache = { at: Date.now(), value };
      return value;
    },

    invalidate(): void {
      settingsCache = undefined;
    },

    /** Where settings().taxLaw comes from: the giving module registers its regimes here. */
    useTaxLaw(read: () => Promise<Settings['taxLaw'] | undefined>): void {
      taxLawToday = read;
      settingsCache = undefined;
    },

    /**
     * Saves the settings that changed (one row per key), audits them with their old values, and
     * drops the cached settings and public pages so the next page shows them.
     */
    async saveSettings(input: SettingsInput, by: number): Promise<{ changed: string[]; settings: Settings }> {
      settingsCache = undefined;
      const current = await api.settings();
      const changed = (Object.keys(input) as (keyof SettingsInput)[]).filter((k) => JSON.stringify(current[k]) !== JSON.stringify(input[k]));
      if (!changed.length) return { changed, settings: current };
      await db.transaction(async (tx) => {
        for (const key of changed) {
          await tx
            .insert(s.siteSettings)
            .values({ key, value: input[key] })
            .onConflictDoUpdate({ target: s.siteSettings.key, set: { value: input[key] } });
        }
      });
      settingsCache = undefined;
      await deps.audit?.record({
        actorId: by,
        action: 'settings.edit',
        subjectType: 'settings',
        subjectId: 'site',
        before: Object.fromEntries(changed.map((k) => [k, current[k]])),
        after: Object.fromEntries(changed.map((k) => [k, input[k]])),
      });
      deps.onPublicChange?.();
      return { changed, settings: await api.settings() };
    },

    /** In the page's language (issue 39): on a Hindi page each banner's Hindi when it is whole. */
    async sliders(page: string): Promise<Slider[]> {
      return (await slidersOf.execute({ page })).map(({ titleHi, subtitleHi, linkLabelHi, ...b }) => ({
        ...b,
        ...inContentLanguage(
          { title: b.title, subtitle: b.subtitle, linkLabel: b.linkLabel },
          { title: titleHi, subtitle: subtitleHi, linkLabel: linkLabelHi },
        ),
      }));
    },

    /** In the page's language: on a Hindi page each post's Hindi title and summary when it has them. */
    async blogs(): Promise<BlogSummary[]> {
      const rows = await db
        .select({ ...blogSummary, titleHi: s.blogs.titleHi, excerptHi: s.blogs.excerptHi })
        .from(s.blogs)
        .where(eq(s.blogs.status, 'published'))
        .orderBy(desc(s.blogs.publishedAt));
      return rows.map(({ titleHi, excerptHi, ...r }) => ({
        ...r,
        ...inContentLanguage({ title: r.title, excerpt: r.excerpt }, { title: titleHi, excerpt: excerptHi }),
        publishedAt: r.publishedAt.toISOString(),
      }));
    },

    /** In the page's language: on a Hindi page the post's Hindi when it has a whole one. */
    async blog(slug: string): Promise<BlogPost | null> {
      const [row] = await db
        .select({
          ...blogSummary,
          bodyHtml: s.blogs.bodyHtml,
          author: s.blogs.author,
          titleHi: s.blogs.titleHi,
          excerptHi: s.blogs.excerptHi,
          bodyHtmlHi: s.blogs.bodyHtmlHi,
        })
        .from(s.blogs)
        .where(and(eq(s.blogs.slug, slug), eq(s.blogs.status, 'published')))
        .limit(1);
      if (!row) return null;
      const { titleHi, excerptHi, bodyHtmlHi, ...post } = row;
      return {
        ...post,
        ...inContentLanguage(
          { title: post.title, excerpt: post.excerpt, bodyHtml: post.bodyHtml },
          { title: titleHi, excerpt: excerptHi, bodyHtml: bodyHtmlHi },
        ),
        publishedAt: post.publishedAt.toISOString(),
      };
    },

    /** In the page's language: on a Hindi page its Hindi when it has a whole one, else the English. */
    async page(slug: string): Promise<Page | null> {
      const row = await api.pageForEditing(slug);
      if (!row) return null;
      const { titleHi, bodyHtmlHi, ...english } = row;
      return { slug, ...inContentLanguage({ title: english.title, bodyHtml: english.bodyHtml }, { title: titleHi, bodyHtml: bodyHtmlHi }) };
    },

    async pageForEditing(slug: string): Promise<PageForEditing | null> {
      const [row] = await db
        .select({
          slug: s.pages.slug,
          title: s.pages.title,
          bodyHtml: s.pages.bodyHtml,
          titleHi: sql<string>`coalesce(${s.pages.titleHi}, '')`,
          bodyHtmlHi: sql<string>`coalesce(${s.pages.bodyHtmlHi}, '')`,
        })
        .from(s.pages)
        .where(eq(s.pages.slug, slug))
        .limit(1);
      return row ?? null;
    },

    /** The pages staff may edit (about and the policies), by title. */
    async pages(): Promise<{ slug: string; title: string; updatedAt: string }[]> {
      const rows = await db.select({ slug: s.pages.slug, title: s.pages.title, updatedAt: s.pages.updatedAt }).from(s.pages).orderBy(s.pages.title);
      return rows.map((r) => ({ ...r, updatedAt: r.updatedAt.toISOString() }));
    },

    /**
     * The sitemap's content pages with when each last changed: every published blog post, the
     * blog's list, the editable pages (about, the policies: each page's slug is its path) and /faq.
     */
    async sitemap(): Promise<SitemapEntry[]> {
      const [posts, pageRows, [faqs]] = await Promise.all([
        db.select({ slug: s.blogs.slug, updatedAt: s.blogs.updatedAt }).from(s.blogs).where(eq(s.blogs.status, 'published')).orderBy(desc(s.blogs.publishedAt)),
        db.select({ slug: s.pages.slug, updatedAt: s.pages.updatedAt }).from(s.pages).orderBy(s.pages.slug),
        db.select({ at: sql<Date | null>`max(${s.faqs.updatedAt})`.mapWith(s.faqs.updatedAt) }).from(s.faqs),
      ]);
      return [
        { path: '/blog', lastmod: newest(posts.map((p) => p.updatedAt)) },
        ...posts.map((p) => ({ path: `/blog/${p.slug}`, lastmod: p.updatedAt })),
        ...pageRows.map((p) => ({ path: `/${p.slug}`, lastmod: p.updatedAt })),
        { path: '/faq', lastmod: faqs?.at ?? undefined },
      ];
    },

    /** Saves a page's title and text (sanitized here, whoever sent it); audited; shown at once. */
    async savePage(slug: string, input: PageInput, by: number): Promise<Page> {
      const [before] = await db.select().from(s.pages).where(eq(s.pages.slug, slug)).limit(1);
      if (!before) throw AppError.notFound(pageMessages.notFound);
      const bodyHtml = sanitizeRichText(input.bodyHtml);
      if (!bodyHtml) throw AppError.invalid({ bodyHtml: pageMessages.bodyRequired });
      // The Hindi (issue 23), sanitized by the same rules; empty is none, and a save that does
      // not send it (an API client that knows only the English) keeps the stored Hindi (issue 39:
      // the demo's policies have theirs).
      const titleHi = input.titleHi === undefined ? before.titleHi : hindiOrNull(input.titleHi);
      const bodyHtmlHi = input.bodyHtmlHi === undefined ? before.bodyHtmlHi : hindiOrNull(sanitizeRichText(input.bodyHtmlHi));
      const same = before.title === input.title && before.bodyHtml === bodyHtml && before.titleHi === titleHi && before.bodyHtmlHi === bodyHtmlHi;
      if (same) return { slug, title: before.title, bodyHtml };
      await db.update(s.pages).set({ title: input.title, bodyHtml, titleHi, bodyHtmlHi, updatedAt: new Date() }).where(eq(s.pages.slug, slug));
      // The Hindi is logged only where it is or was, so English-only edits read as before.
      const hindi = (t: string | null, b: string | null) => (t || b ? { titleHi: t, bodyHiLength: b?.length ?? 0 } : {});
      await deps.audit?.record({
        actorId: by,
        action: 'page.edit',
        subjectType: 'page',
        subjectId: slug,
        before: { title: before.title, bodyLength: before.bodyHtml.length, ...hindi(before.titleHi, before.bodyHtmlHi) },
        after: { title: input.title, bodyLength: bodyHtml.length, ...hindi(titleHi, bodyHtmlHi) },
      });
      deps.onPublicChange?.();
      return { slug, title: input.title, bodyHtml };
    },

    /**
     * Writes the demo site's content in one transaction. For an empty site: the demo seed calls
     * it once, after catalog's import has claimed the database (a second call would add every
     * list again). Not audited: nobody did it.
     */
    async importDemo(demo: DemoContent): Promise<void> {
      await db.transaction(async (tx) => {
        if (demo.blogs.length > 0) await tx.insert(s.blogs).values(demo.blogs);
        if (demo.sliders.length > 0) await tx.insert(s.sliders).values(demo.sliders);
        if (demo.pages.length > 0) await tx.insert(s.pages).values(demo.pages);
        if (demo.team.length > 0) await tx.insert(s.teamMembers).values(demo.team);
        if (demo.testimonials.length > 0) await tx.insert(s.testimonials).values(demo.testimonials);
        if (demo.faqs.length > 0) await tx.insert(s.faqs).values(demo.faqs);
        if (demo.logos.length > 0) await tx.insert(s.featuredLogos).values(demo.logos);
        const settings = Object.entries(demo.settings);
        // Cast explicitly: the driver passes a JS string through as JSON text, so a digits-only
        // value such as the WhatsApp number would otherwise be stored as a JSON number.
        if (settings.length > 0) await tx.insert(s.siteSettings).values(settings.map(([key, value]) => ({ key, value: sql`${JSON.stringify(value)}::jsonb` })));
      });
      settingsCache = undefined;
    },

    /** In the page's language: on a Hindi page each member's Hindi role when there is one. */
    async team(): Promise<TeamMember[]> {
      return (await teamList.execute()).map(({ roleHi, ...m }) => ({ ...m, ...inContentLanguage({ role: m.role }, { role: roleHi }) }));
    },
    /** In the page's language: on a Hindi page each testimonial's Hindi quote and place when whole. */
    async testimonials(): Promise<Testimonial[]> {
      return (await testimonialList.execute()).map(({ placeHi, quoteHi, ...t }) => ({
        ...t,
        ...inContentLanguage({ quote: t.quote, place: t.place }, { quote: quoteHi, place: placeHi }),
      }));
    },
    featuredLogos: () => logoList.execute(),
  } satisfies ContentApi & Record<string, unknown>;
  return api;
}

export type ContentService = ReturnType<typeof contentService>;
