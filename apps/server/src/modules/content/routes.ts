import {
  ADMIN_ROLES,
  blogPost,
  blogSummary,
  featuredLogo,
  found,
  messages,
  page,
  pageInput,
  STAFF_ROLES,
  settings,
  settingsInput,
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
import type { ContentService } from './service.ts';

export function contentRoutes(app: FastifyInstance, content: ContentService): void {
  const tags = ['Content'];
  route(app, {
    method: 'GET',
    url: '/api/v1/settings',
    summary: 'Public site settings: foundation name, contact details, 80G registration, UPI id',
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
    handler: ({ query }) => content.sliders(query.page),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/blogs',
    summary: 'Blog posts, newest first',
    tags,
    response: z.array(blogSummary),
    cache: true,
    handler: () => content.blogs(),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/blogs/:slug',
    summary: 'One blog post',
    tags,
    params: slugParam,
    response: blogPost,
    cache: true,
    handler: async ({ params }) => found(await content.blog(params.slug), messages.blogNotFound),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/pages/:slug',
    summary: 'An editable page (about, policies)',
    tags,
    params: slugParam,
    response: page,
    cache: true,
    handler: async ({ params }) => found(await content.page(params.slug), 'Page not found'),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/team',
    summary: 'Leadership team',
    tags,
    response: z.array(teamMember),
    cache: true,
    handler: () => content.team(),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/testimonials',
    summary: 'Donor testimonials',
    tags,
    response: z.array(testimonial),
    cache: true,
    handler: () => content.testimonials(),
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
    summary: 'Save a site page’s title and text (about and the policies); the HTML is sanitized on write (staff; audited)',
    tags: ['Staff console'],
    params: slugParam,
    body: pageInput,
    response: page,
    errors: [404],
    handler: ({ params, body }, req) => content.savePage(params.slug, body, requireRole(req, STAFF_ROLES).user.id),
  });
}
