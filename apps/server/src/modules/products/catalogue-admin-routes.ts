// The console's catalogue API: shop categories, brands and every vendor's products (staff; audited).
import {
  adminProductQuery,
  adminProductView,
  brandInput,
  brandView,
  productModerationInput,
  rowIdParam,
  shopCategoryInput,
  shopCategoryView,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireRole } from '../../platform/auth.ts';
import { pagedRoute, route } from '../../platform/http.ts';
import type { CatalogueAdmin } from './catalogue-admin.ts';

const idParam = z.object({ id: rowIdParam('id must be a number') });

export function catalogueAdminRoutes(app: FastifyInstance, admin: CatalogueAdmin): void {
  const tags = ['Staff console'];
  const staff = (req: Parameters<Parameters<typeof route>[1]['handler']>[1]) => requireRole(req, ['staff', 'admin']).user.id;
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/categories',
    summary: 'Shop categories: each top category, then its sub-categories, in their order (staff)',
    tags,
    response: z.array(shopCategoryView),
    handler: () => admin.categories(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/categories',
    summary: 'Adds a category (name, nameHi, parentId for a sub-category, sort); its address is made from the name (staff; audited)',
    tags,
    body: shopCategoryInput,
    success: [201],
    response: shopCategoryView,
    handler: ({ body }, req) => admin.addCategory(body, staff(req)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/shop/categories/:id',
    summary: 'Changes a category’s names, parent and order; its address stays (staff; audited)',
    tags,
    params: idParam,
    body: shopCategoryInput,
    response: shopCategoryView,
    errors: [404],
    handler: ({ params, body }, req) => admin.updateCategory(params.id, body, staff(req)),
  });
  route(app, {
    method: 'DELETE',
    url: '/api/v1/admin/shop/categories/:id',
    summary: 'Removes an empty category (no products, no sub-categories; 409 otherwise) (staff; audited)',
    tags,
    params: idParam,
    response: z.object({ id: z.number().int() }),
    errors: [404, 409],
    handler: ({ params }, req) => admin.removeCategory(params.id, staff(req)),
  });
  route(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/brands',
    summary: 'Brands by name (staff)',
    tags,
    response: z.array(brandView),
    handler: () => admin.brands(),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/brands',
    summary: 'Adds a brand (staff; audited)',
    tags,
    body: brandInput,
    success: [201],
    response: brandView,
    handler: ({ body }, req) => admin.addBrand(body, staff(req)),
  });
  route(app, {
    method: 'PUT',
    url: '/api/v1/admin/shop/brands/:id',
    summary: 'Renames a brand; its address stays (staff; audited)',
    tags,
    params: idParam,
    body: brandInput,
    response: brandView,
    errors: [404],
    handler: ({ params, body }, req) => admin.updateBrand(params.id, body, staff(req)),
  });
  pagedRoute(app, {
    method: 'GET',
    url: '/api/v1/admin/shop/products',
    summary:
      'Every vendor’s products, newest first, 50 a page, by words (`q`), `status`, `moderation`, `vendor` and `category`; `next` is the cursor for `?after=` (staff)',
    tags,
    query: adminProductQuery,
    item: adminProductView,
    handler: ({ query }) =>
      admin.products({
        q: query.q,
        status: query.status,
        moderation: query.moderation,
        vendorId: query.vendor,
        categoryId: query.category,
        after: query.after,
      }),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/admin/shop/products/:id/moderation',
    summary: 'Feature, unfeature, hide (needs a reason), take down (needs a reason) or restore a product (staff; audited)',
    tags,
    params: idParam,
    body: productModerationInput,
    response: adminProductView,
    errors: [404],
    handler: ({ params, body }, req) => admin.moderate(params.id, body, staff(req)),
  });
}
