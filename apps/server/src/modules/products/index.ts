import { defineModule } from '../../platform/modules.ts';
import type {} from '../vendors/index.ts';
import { type ProductsService, productsService } from './service.ts';
import { shopRoutes } from './shop-routes.ts';

export type { ProductsService } from './service.ts';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
  }
}

/** The shop's catalogue [shop_categories, brands, products, product_variants, package_items, product_likes, product_stats_daily]. */
export const productsModule = defineModule('products', ['vendors'], (app, { db }) => {
  const products = productsService({ db, vendors: app.vendors });
  app.decorate('products', products);
  shopRoutes(app, products);
});
