import {
  ADMIN_ROLES,
  blogAdminView,
  blogInput,
  blogPost,
  blogSummary,
  CONTENT_LISTS,
  contentListItem,
  faqInput,
  featuredLogo,
  found,
  messages,
  page,
  pageInput,
  rowIdParam,
  STAFF_ROLES,
  serverText,
  settings,
  settingsInput,
  siteFaq,
  siteFaqAdmin,
  slider,
  slidersQuery,
  slugParam,
  teamMember,
  testimonial,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import { runInLanguage } from '../../platform/language.ts';
import type { BlogsAdmin } from './blogs-admin.ts';
import type { FaqsService } from './faqs.ts';
import type { ListsAdmin } from './lists-admin.ts';
import type { ContentService } from './service.ts';

export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  const tags = ['Content'];
  route(app, {
    method: 'GET',
    url: '/api/v1/settings',
    summary: 'Public site settings: foundation name, contact details, 80G registration, the tax law in force today (`taxLaw`), UPI id',
    tags,
    response: settings,
    cache: true,
    handler: () => content.settings(),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/sliders',
    summary: 'Slides of a page (home by default)',
    tags,
    query: slidersQuery,
    response: z.array(slider),
    cache: true,
    // English, as before (cached for everyone): the Hindi is for /hi pages.
    handler: ({ query }) => runInLanguage('en', () => content.sliders(query.page)),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/blogs',
    summary: 'Blog posts, newest first',
    tags,
    response: z.array(blogSummary),
    cache: true,
    // The API answers English content (cached for everyone): Hindi is for /hi pages.
    handler: () => runInLanguage('en', () => content.blogs()),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/blogs/:slug',
    summary: 'One blog post',
    tags,
    params: slugParam,
    response: blogPost,
    cache: true,
    handler: async ({ params }) => found(await runInLanguage('en', () => content.blog(params.slug)), messages.blogNotFound),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/pages/:slug',
    summary: 'An editable page (about, policies)',
    tags,
    params: slugParam,
    response: page,
    cache: true,
    handler: async ({ params }) => found(await runInLanguage('en', () => content.page(params.slug)), serverText.pageNotFound),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/team',
    summary: 'Leadership team',
    tags,
    response: z.array(teamMember),
    cache: true,
    handler: () => runInLanguage('en', () => content.team()),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/testimonials',
    summary: 'Donor testimonials',
    tags,
    response: z.array(testimonial),
    cache: true,
    handler: () => runInLanguage('en', () => content.testimonials()),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/featured-logos',
    summary: 'Featured-in logos',
    tags,
    response: z.array(featuredLogo),
    cache: true,
    handler: () => content.featuredLogos(),
  });
}

/** The console's Site settings: staff read them, an admin saves them (audited). */
export function settingsRoutes(app: FastifyInstance, content: ContentService): void {
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/settings',
    auth: 'admin',
    summary: 'Save the site settings (the whole object, as GET /api/v1/settings answers it); answers the keys that changed (admin only; audited)',
    tags: ['Staff console'],
    body: settingsInput,
    response: z.object({ changed: z.array(z.string()), settings }),
    errors: [403],
    handler: ({ body }, req) => content.saveSettings(body, requireRole(req, ADMIN_ROLES).user.id),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/pages/:slug',
    summary:
      'Save a site page’s title and text (about and the policies), with its optional Hindi (titleHi, bodyHtmlHi: empty is none, left out keeps the stored Hindi); the HTML is sanitized on write (staff; audited)',
    tags: ['Staff console'],
    params: slugParam,
    body: pageInput,
    response: page,
    errors: [404],
    handler: ({ params, body }, req) => content.savePage(params.slug, body, requireRole(req, STAFF_ROLES).user.id),
  });
}

/** The console's blog posts: staff write drafts and publish (audited). The cover is uploaded from the page. */
export function blogsAdminRoutes(app: FastifyInstance, blogs: BlogsAdmin): void {
  const tags = ['Staff console'];
  const idParam = z.object({ id: rowIdParam('id must be a number') });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/blogs',
    summary: 'Every blog post, drafts included, newest change first (staff)',
    tags,
    response: z.array(blogAdminView),
    handler: () => blogs.list(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/blogs',
    summary: 'A new post, as a draft (a post is published once it has a cover); the HTML is sanitized on write (staff; audited)',
    tags,
    body: blogInput,
    response: blogAdminView,
    handler: ({ body }, req) => blogs.create(body, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/blogs/:id',
    summary: 'Change a post, or publish or unpublish it with `status` (staff; audited)',
    tags,
    params: idParam,
    body: blogInput,
    response: blogAdminView,
    errors: [404],
    handler: ({ params, body }, req) => blogs.update(params.id, body, requireRole(req, STAFF_ROLES).user.id),
  });
}

/** The home page's lists in the console: team, testimonials, featured-in logos (staff; audited). Adding one (with its photo) is done from the page. */
export function listsAdminRoutes(app: FastifyInstance, lists: ListsAdmin): void {
  const tags = ['Staff console'];
  const kindParam = z.object({ kind: z.enum(CONTENT_LISTS, { error: `kind must be one of ${CONTENT_LISTS.join(', ')}` }) });
  const itemParam = kindParam.extend({ id: rowIdParam('id must be a number') });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/content/:kind',
    summary: 'A home-page list (team, testimonials or logos), in its order (staff)',
    tags,
    params: kindParam,
    response: z.array(contentListItem),
    handler: ({ params }) => lists.list(params.kind),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/content/:kind/:id',
    summary:
      'Change an item’s words and order (banners: page, name (the title), subtitle, linkUrl, linkLabel; team: name, role, mobile; testimonials: name, place, quote; logos: name), with their optional Hindi (nameHi, subtitleHi, linkLabelHi, roleHi, placeHi, quoteHi; empty is none) (staff; audited)',
    tags,
    params: itemParam,
    body: z.looseObject({}),
    response: contentListItem,
    errors: [404],
    handler: ({ params, body }, req) => lists.update(params.kind, params.id, body, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/content/:kind/:id',
    summary: 'Remove an item and its photo (staff; audited)',
    tags,
    params: itemParam,
    response: contentListItem,
    errors: [404],
    handler: ({ params }, req) => lists.remove(params.kind, params.id, requireRole(req, STAFF_ROLES).user.id),
  });
}

/** The FAQ page's questions: anyone reads them; staff add, change and remove them (audited). */
export function faqsRoutes(app: FastifyInstance, faqs: FaqsService): void {
  const idParam = z.object({ id: rowIdParam('id must be a number') });
  route(app, {
    method: 'GET',
    url: '/api/v1/faqs',
    summary: 'The questions and answers of the FAQ page, in their order (answers are plain text; blank lines separate paragraphs)',
    tags: ['Content'],
    response: z.array(siteFaq),
    cache: true,
    // English, as before: Hindi content is for /hi pages (this answer is cached for everyone).
    handler: () => runInLanguage('en', () => faqs.list()),
  });
  const tags = ['Staff console'];
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/faqs',
    summary: 'Add a question and its answer (staff; audited)',
    tags,
    body: faqInput,
    response: siteFaqAdmin,
    success: [201],
    handler: ({ body }, req) => faqs.create(body, requireRole(req, STAFF_ROLES).user.id),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/faqs/:id',
    summary: 'Change a question, its answer or its order; the same words change nothing (staff; audited)',
    tags,
    params: idParam,
    body: faqInput,
    response: siteFaqAdmin,
    errors: [404],
    handler: async ({ params, body }, req) => (await faqs.update(params.id, body, requireRole(req, STAFF_ROLES).user.id)).faq,
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/faqs/:id',
    summary: 'Remove a question (staff; audited)',
    tags,
    params: idParam,
    response: siteFaqAdmin,
    errors: [404],
    handler: ({ params }, req) => faqs.remove(params.id, requireRole(req, STAFF_ROLES).user.id),
  });
}
