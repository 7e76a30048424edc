// The vendor's catalogue API (/api/v1/seller/products) and the public stock check. A signed-in
// account without a shop is refused (403); another shop's product is a 404.
import {
  AppError,
  PRODUCT_STATUSES,
  packageItemsInput,
  productMessages as pm,
  productInput,
  rowIdParam,
  sellerProductSummary,
  sellerProductView,
  stockCheckInput,
  stockCheckLine,
  variantInput,
} from '@sahyog/core';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { requireViewer } from '../../platform/auth.ts';
import { route } from '../../platform/http.ts';
import type { SellerCatalogue } from './seller.ts';
import type { stockCheck } from './stock.ts';

const dbId = (name: string) => rowIdParam(`${name} must be a number`);
const idParam = z.object({ id: dbId('id') });
const variantParam = z.object({ id: dbId('id'), variantId: dbId('variantId') });

export function sellerRoutes(app: FastifyInstance, seller: SellerCatalogue, check: ReturnType<typeof stockCheck>): void {
  const tags = ['Seller'];
  const me = (req: Parameters<Parameters<typeof route>[1]['handler']>[1]) => requireViewer(req).user.id;
  const base = '/api/v1/seller/products';
  const answers = [403, 404] as const;

  route(app, {
    method: 'GET',
    url: base,
    summary: 'The signed-in vendor’s products, newest change first, optionally of one `status` (403 without a shop)',
    tags,
    auth: 'viewer',
    query: z.object({ status: z.enum(PRODUCT_STATUSES).optional() }),
    response: z.array(sellerProductSummary),
    errors: [403],
    handler: ({ query }, req) => seller.list(me(req), query),
  });
  route(app, {
    method: 'POST',
    url: base,
    summary:
      'A new draft: kind, title, description (HTML, sanitized), categoryId, brandId, tags, hsnCode (4/6/8 digits), gstRate (percent: 0, 0.25, 3, 5, 12, 18, 28), countryOfOrigin, listingPrice or priceOnRequest for a listing',
    tags,
    auth: 'viewer',
    body: productInput,
    success: [201],
    response: sellerProductView,
    errors: [403],
    handler: ({ body }, req) => seller.create(me(req), body),
  });
  route(app, {
    method: 'GET',
    url: `${base}/:id`,
    summary: 'One of the vendor’s products with its variations, photos and package contents',
    tags,
    auth: 'viewer',
    params: idParam,
    response: sellerProductView,
    errors: answers,
    handler: ({ params }, req) => seller.get(me(req), params.id),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id`,
    summary: 'Replaces a product’s details (same fields as create); an archived product is refused (409)',
    tags,
    auth: 'viewer',
    params: idParam,
    body: productInput,
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params, body }, req) => seller.update(me(req), params.id, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/copy`,
    summary: 'A new draft copied from the product: title with “(copy)”, its photos, variations (SKUs with “-COPY”) and contents',
    tags,
    auth: 'viewer',
    params: idParam,
    success: [201],
    response: sellerProductView,
    errors: answers,
    handler: ({ params }, req) => seller.copy(me(req), params.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/archive`,
    summary: 'Archives the product: buyers no longer see it',
    tags,
    auth: 'viewer',
    params: idParam,
    response: sellerProductView,
    errors: answers,
    handler: ({ params }, req) => seller.archive(me(req), params.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/publish`,
    summary:
      'Publishes a draft: the shop must be approved and the product have a category, a photo and a price (409 otherwise); the first publish gives its address from the title',
    tags,
    auth: 'viewer',
    params: idParam,
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params }, req) => seller.publish(me(req), params.id),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/variants`,
    summary: 'Adds a variation: attributes (name → value), sku (unique in the product), mrp and price in rupees (price ≤ mrp), stock, weightGrams',
    tags,
    auth: 'viewer',
    params: idParam,
    body: variantInput,
    success: [201],
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params, body }, req) => seller.addVariant(me(req), params.id, body),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id/variants/:variantId`,
    summary: 'Replaces a variation (same fields as adding one)',
    tags,
    auth: 'viewer',
    params: variantParam,
    body: variantInput,
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params, body }, req) => seller.updateVariant(me(req), params.id, params.variantId, body),
  });
  route(app, {
    method: 'DELETE',
    url: `${base}/:id/variants/:variantId`,
    summary: 'Removes a variation (a live product keeps at least one: 409)',
    tags,
    auth: 'viewer',
    params: variantParam,
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params }, req) => seller.removeVariant(me(req), params.id, params.variantId),
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id/package`,
    summary: 'A package’s contents, replaced as a whole: the vendor’s own variations with quantities (its price is its one variation)',
    tags,
    auth: 'viewer',
    params: idParam,
    body: packageItemsInput,
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params, body }, req) => seller.setPackageItems(me(req), params.id, body),
  });
  route(app, {
    method: 'POST',
    url: `${base}/:id/images`,
    summary:
      'Adds a photo sent as base64 (`image`, at most ~700 KB in a JSON body; the seller’s page takes up to 5 MB): judged by its bytes, re-encoded as JPEG and WebP; at most 8',
    tags,
    auth: 'viewer',
    params: idParam,
    body: z.object({ image: z.base64({ error: pm.imageType }).max(1_000_000, pm.imageTooLarge) }),
    success: [201],
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: async ({ params, body }, req) => {
      const bytes = Buffer.from(body.image, 'base64');
      if (bytes.byteLength === 0) throw AppError.invalid({ image: pm.imageType });
      return seller.addImage(me(req), params.id, bytes);
    },
  });
  route(app, {
    method: 'PUT',
    url: `${base}/:id/images`,
    summary: 'The photos in a new order, by their JPEG addresses (the first is the main one); a photo left out is removed',
    tags,
    auth: 'viewer',
    params: idParam,
    body: z.object({ images: z.array(z.string().max(500)).max(8) }),
    response: sellerProductView,
    errors: [403, 404, 409],
    handler: ({ params, body }, req) => seller.setImages(me(req), params.id, body.images),
  });
  route(app, {
    method: 'POST',
    url: '/api/v1/shop/stock',
    summary:
      'Stock check: per line, whether that quantity is available and the stock left. A variation not on sale (unknown, a draft’s, a hidden shop’s) is unavailable with stock null',
    tags: ['Shop'],
    body: stockCheckInput,
    response: z.array(stockCheckLine),
    handler: ({ body }) => check(body.lines),
  });
}
