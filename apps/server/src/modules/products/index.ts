import { defineModule } from '../../platform/modules.ts';
import { uploadStorage } from '../../platform/storage.ts';
import type {} from '../vendors/index.ts';
import { catalogueAdmin } from './catalogue-admin.ts';
import { catalogueAdminRoutes } from './catalogue-admin-routes.ts';
import { sellerCatalogue } from './seller.ts';
import { sellerRoutes } from './seller-routes.ts';
import { type ProductsService, productsService } from './service.ts';
import { shopRoutes } from './shop-routes.ts';
import { stockCheck, stockHolds } from './stock.ts';

export type { CatalogueAdmin } from './catalogue-admin.ts';
export { refreshDerived, refreshProduct } from './derived.ts';
export type { SellerCatalogue } from './seller.ts';
export type { ProductsService } from './service.ts';
export type { SaleItem, StockHolds } from './stock.ts';

declare module 'fastify' {
  interface FastifyInstance {
    products: ProductsService;
  }
}

/** The shop's catalogue [shop_categories, brands, products, product_variants, package_items, product_likes, product_stats_daily]. */
export const productsModule = defineModule('products', ['vendors'], (app, { db, config, sitemap }) => {
  const onPublicChange = () => app.publicCache.clear();
  const seller = sellerCatalogue({ db, storage: uploadStorage(config), vendors: app.vendors, onPublicChange });
  const admin = catalogueAdmin({ db, audit: app.platform.audit, vendors: app.vendors, onPublicChange });
  const stock = stockCheck({ db, vendors: app.vendors });
  // The filter lists are public data, as old as a cached page may be, and dropped with the page
  // cache on every change buyers would see (its generation).
  const listsFresh = { ms: config.PAGE_CACHE_SECONDS * 1000, generation: () => app.publicCache.generation };
  const products = productsService({ db, vendors: app.vendors, seller, admin, stock, holds: stockHolds({ db, vendors: app.vendors }), listsFresh });
  app.decorate('products', products);
  sitemap.add('products', products.sitemap);
  sellerRoutes(app, seller, stock);
  catalogueAdminRoutes(app, admin);
  shopRoutes(app, products);
});
