// The shop's public API (issue 24): thin wiring of shop.ts. Reads are public and cacheable like
// campaigns'; likes and follows need a signed-in buyer; the view beacon needs nobody.
import {
  found,
  shopCard,
  shopCategory,
  shopFollowResult,
  shopLikeResult,
  shopProduct,
  shopSearchQuery,
  shopSearchResult,
  shopText,
  shopVendorPage,
  shopVendorQuery,
  shopViewResult,
  slugParam,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import { networkKey } from '../../platform/rate-limit.ts';
import type { ProductsService } from './service.ts';

/** A source counts one view of a product per window: reloading in a loop counts once. */
export const VIEW_WINDOW_MS = 30 * 60 * 1000;
/** And at most this many views of all products an hour (a crawler through the shop counts little). */
export const VIEWS_PER_HOUR = 120;

export const viewQuery = z.object({
  click: z.enum(['0', '1'], { error: 'click must be 0 or 1' }).optional(),
});

export function shopRoutes(app: FastifyInstance, shop: ProductsService): void {
  const tags = ['Shop'];

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/products',
    summary: 'Search the shop: full text with typo tolerance, filters, sort and pages of 24',
    tags,
    query: shopSearchQuery,
    response: shopSearchResult,
    cache: true,
    handler: ({ query }) => shop.find(query),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/products/:slug',
    summary: 'One product with its variations and its seller’s details',
    tags,
    params: slugParam,
    response: shopProduct,
    cache: true,
    errors: [404],
    handler: async ({ params }) => found(await shop.product(params.slug), shopText.productNotFound),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/products/:slug/related',
    summary: 'Products from the same seller and category',
    tags,
    params: slugParam,
    response: z.array(shopCard),
    cache: true,
    errors: [404],
    handler: async ({ params }) => {
      const product = found(await shop.product(params.slug), shopText.productNotFound);
      return shop.related(product, params.slug);
    },
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/categories',
    summary: 'The shop’s categories with their sub-categories',
    tags,
    response: z.array(shopCategory),
    cache: true,
    handler: () => shop.categories(),
  });

  route(app, {
    method: 'GET',
    url: '/api/v1/shop/vendors/:slug',
    summary: 'An approved shop with its products (24 a page, most viewed first)',
    tags,
    params: slugParam,
    query: shopVendorQuery,
    response: shopVendorPage,
    cache: true,
    errors: [404],
    handler: async ({ params, query }) => found(await shop.vendorPage(params.slug, query.page), shopText.vendorNotFound),
  });

  for (const method of ['POST', 'DELETE'] as const) {
    route(app, {
      method,
      url: '/api/v1/shop/products/:slug/like',
      summary: method === 'POST' ? 'Like a product (again: no change)' : 'Take back a like (none: no change)',
      tags,
      auth: 'viewer',
      params: slugParam,
      response: shopLikeResult,
      errors: [404],
      handler: ({ params }, req) => {
        const userId = requireViewer(req).user.id;
        return method === 'POST' ? shop.like(userId, params.slug) : shop.unlike(userId, params.slug);
      },
    });

    route(app, {
      method,
      url: '/api/v1/shop/vendors/:slug/follow',
      summary: method === 'POST' ? 'Follow an approved shop (again: no change)' : 'Stop following a shop (not following: no change)',
      tags,
      auth: 'viewer',
      params: slugParam,
      response: shopFollowResult,
      errors: [404],
      handler: ({ params }, req) => {
        const userId = requireViewer(req).user.id;
        return method === 'POST' ? shop.follow(userId, params.slug) : shop.unfollow(userId, params.slug);
      },
    });
  }

  // The product page asks for this once shown (its inline script), so a page served from the
  // cache counts too. No cookie is read or set and nothing about the sender is stored: the
  // limiter's keys (the sender's network, kept only for the window) stop a loop from inflating.
  route(app, {
    method: 'POST',
    url: '/api/v1/shop/products/:slug/view',
    summary: 'Count one view of a product (click=1: opened from a shop list); nobody is identified',
    tags,
    params: slugParam,
    query: viewQuery,
    response: shopViewResult,
    handler: async ({ params, query }, req) => {
      const { limiter } = app.platform;
      const once = await limiter.hit(networkKey(`shop-view:${params.slug}`, req.ip), 1, VIEW_WINDOW_MS);
      if (!once.allowed) return { counted: false };
      const hourly = await limiter.hit(networkKey('shop-views', req.ip), VIEWS_PER_HOUR, 60 * 60 * 1000);
      if (!hourly.allowed) return { counted: false };
      return { counted: await shop.countView(params.slug, query.click === '1') };
    },
  });
}
