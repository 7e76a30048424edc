// Demo content for a fresh database, written through the modules that own each table: catalog
// (categories, campaigns with products and updates), giving (each gift as its order, a paid one
// with its donation, and the campaign figures they make), content (blogs, sliders, pages, team,
// testimonials, questions, featured-in logos, settings), then the shop (seed/shop.ts: sellers
// through vendors, the catalogue through products), where the money went (seed/spending.ts) and
// the help desk (seed/support.ts: canned answers and a donor's tickets, through support) and
// certificates (seed/certificates.ts: a valid one and a revoked one, through credentials) and
// learning (seed/learning.ts: a course with two lessons and a quiz, a consented student video). The
// data is packages/db's (pure); this file only shapes it for the services, and `npm run lint`
// fails if it touches a table itself.
// Runs once: if categories exist it does nothing. Images are written through `files` first.
import { CATEGORIES } from '@sahyog/core';
import { demo, type SeedFiles } from '@sahyog/db';
import type { FastifyInstance } from 'fastify';
import type {} from '../modules/auth/index.ts';
import type { DemoCatalog } from '../modules/catalog/index.ts';
import type { DemoContent } from '../modules/content/index.ts';
import type {} from '../modules/giving/index.ts';
import { seedCareers } from './careers.ts';
import { seedCertificates } from './certificates.ts';
import { seedChallenges } from './challenges.ts';
import { seedLearning } from './learning.ts';
import { seedNotices } from './notices.ts';
import { seedShop } from './shop.ts';
import { seedSpending } from './spending.ts';
import { seedSupport } from './support.ts';

export type { SeedFiles };

const DAY_MS = 24 * 60 * 60 * 1000;

function catalogOf(images: demo.DemoImages, now: Date, campaignerId: number): DemoCatalog {
  const at = (daysFromNow: number) => new Date(now.getTime() + daysFromNow * DAY_MS);
  const categoryId = new Map<string, number>(CATEGORIES.map((c) => [c.slug, c.id]));
  // Featured campaigns first, then the rest in the order written.
  const ordered = [...demo.CAMPAIGNS.filter((c) => c.featured), ...demo.CAMPAIGNS.filter((c) => !c.featured)];
  const sortOf = new Map(ordered.map((c, i) => [c.id, (i + 1) * 10]));
  return {
    categories: CATEGORIES.map((c, i) => ({
      id: c.id,
      name: c.name,
      nameHi: demo.CATEGORIES_HI[c.slug] ?? null,
      slug: c.slug,
      image: images.category(c.slug),
      sort: i + 1,
    })),
    campaigns: demo.CAMPAIGNS.map((c) => ({
      id: c.id,
      slug: c.slug,
      title: c.title,
      summary: c.summary,
      categoryId: categoryId.get(c.category) as number,
      image: images.campaign(c.id),
      goalPaise: c.goalPaise,
      storyHtml: c.storyHtml,
      // Two campaigns have their Hindi (issue 23); the others show the English on /hi.
      titleHi: demo.CAMPAIGNS_HI[c.slug]?.title ?? null,
      summaryHi: demo.CAMPAIGNS_HI[c.slug]?.summary ?? null,
      storyHtmlHi: demo.CAMPAIGNS_HI[c.slug]?.storyHtml ?? null,
      videoId: c.videoId,
      // Their questions' Hindi too (the campaigns without Hindi keep English-only questions).
      faqs: demo.CAMPAIGNS_HI[c.slug] ? c.faqs.map((f) => ({ ...f, ...demo.CAMPAIGN_FAQS_HI[f.question] })) : c.faqs,
      status: 'published' as const,
      isMonthlyCause: c.isMonthlyCause,
      featured: c.featured,
      sort: sortOf.get(c.id) ?? 0,
      endsAt: c.endsInDays === null ? null : at(c.endsInDays),
      createdAt: at(-c.createdDaysAgo),
      // The others are the foundation's own campaigns, run by staff.
      ownerId: c.slug === demo.DEMO_CAMPAIGNER.campaign ? campaignerId : null,
    })),
    products: demo.CAMPAIGNS.flatMap((c) =>
      c.products.map((p, i) => ({
        campaignId: c.id,
        title: p.title,
        // Every item has its Hindi name (issue 39), whatever its campaign's own words.
        titleHi: demo.PRODUCTS_HI[p.title] ?? null,
        image: images.product(c.category, p.motif),
        pricePaise: p.pricePaise,
        stock: p.stock,
        collected: Math.min(p.collected, p.stock),
        sort: i + 1,
      })),
    ),
    updates: demo.CAMPAIGNS.flatMap((c) =>
      c.updates.map((u) => {
        const hi = demo.CAMPAIGNS_HI[c.slug] ? demo.CAMPAIGN_UPDATES_HI[u.title] : undefined;
        return {
          campaignId: c.id,
          title: u.title,
          bodyHtml: u.bodyHtml,
          titleHi: hi?.titleHi ?? null,
          bodyHtmlHi: hi?.bodyHtmlHi ?? null,
          createdAt: at(-u.daysAgo),
        };
      }),
    ),
  };
}

function contentOf(images: demo.DemoImages, now: Date): DemoContent {
  return {
    blogs: demo.BLOGS.map((b) => ({
      slug: b.slug,
      title: b.title,
      excerpt: b.excerpt,
      image: images.blog(b.slug),
      bodyHtml: b.bodyHtml,
      titleHi: demo.BLOGS_HI[b.slug]?.title ?? null,
      excerptHi: demo.BLOGS_HI[b.slug]?.excerpt ?? null,
      bodyHtmlHi: demo.BLOGS_HI[b.slug]?.bodyHtml ?? null,
      author: b.author,
      publishedAt: b.publishedAt,
    })),
    sliders: demo.SLIDERS.map((sl, i) => ({
      page: sl.page,
      title: sl.title,
      subtitle: sl.subtitle,
      image: images.slider(sl.key),
      linkUrl: sl.linkUrl,
      linkLabel: sl.linkLabel,
      titleHi: demo.SLIDERS_HI[sl.key]?.title ?? null,
      subtitleHi: demo.SLIDERS_HI[sl.key]?.subtitle ?? null,
      linkLabelHi: demo.SLIDERS_HI[sl.key]?.linkLabel ?? null,
      sort: i + 1,
    })),
    pages: demo.PAGES.map((p) => ({
      slug: p.slug,
      title: p.title,
      bodyHtml: p.bodyHtml,
      titleHi: demo.PAGES_HI[p.slug]?.title ?? null,
      bodyHtmlHi: demo.PAGES_HI[p.slug]?.bodyHtml ?? null,
      updatedAt: now,
    })),
    team: demo.TEAM.map((t, i) => ({
      name: t.name,
      role: t.role,
      roleHi: demo.TEAM_HI[t.name]?.role ?? null,
      mobile: t.mobile,
      image: images.team(i),
      sort: i + 1,
    })),
    testimonials: demo.TESTIMONIALS.map((t, i) => ({
      name: t.name,
      place: t.place,
      quote: t.quote,
      placeHi: demo.TESTIMONIALS_HI[t.name]?.place ?? null,
      quoteHi: demo.TESTIMONIALS_HI[t.name]?.quote ?? null,
      image: images.testimonial(i),
      sort: i + 1,
    })),
    faqs: demo.FAQS.map((f, i) => ({
      question: f.question,
      answer: f.answer,
      questionHi: demo.FAQS_HI[i]?.question ?? null,
      answerHi: demo.FAQS_HI[i]?.answer ?? null,
      sort: (i + 1) * 10,
    })),
    logos: demo.LOGOS.map((l, i) => ({ name: l.name, image: images.logo(i), sort: i + 1 })),
    settings: demo.SETTINGS,
  };
}

/**
 * Seeds an empty database through the built app's services; answers whether it did. Catalog's
 * import claims the database (under a lock, so of two processes starting at once only one
 * writes); the gifts and the content follow it.
 */
export async function seedDemo(app: FastifyInstance, files: SeedFiles, now: Date = new Date()): Promise<{ seeded: boolean }> {
  if ((await app.catalog.categories()).length > 0) return { seeded: false };
  const images = await demo.writeImages(files);
  // Before the import, which needs its id; a second process starting at once finds it made.
  const { userId: campaignerId } = await app.auth.accountForCampaigner({
    email: demo.DEMO_CAMPAIGNER.email,
    phone: demo.DEMO_CAMPAIGNER.mobile,
    name: demo.DEMO_CAMPAIGNER.name,
  });
  if (!(await app.catalog.importDemo(catalogOf(images, now, campaignerId)))) return { seeded: false };
  await app.giving.importDemoGifts(demo.buildDonations(demo.CAMPAIGNS, now));
  await app.content.importDemo(contentOf(images, now));
  await seedShop(app);
  await seedSpending(app, now, campaignerId);
  await seedSupport(app, now);
  await seedCertificates(app, now);
  await seedLearning(app, now);
  await seedChallenges(app, now);
  await seedCareers(app, now);
  await seedNotices(app, now);
  app.publicCache.clear();
  return { seeded: true };
}
