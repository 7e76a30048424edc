import type { ProductsApi } from '@sahyog/core/context';
import type { Db } from '@sahyog/db';
import type { VendorsService } from '../vendors/index.ts';
import type { CatalogueAdmin } from './catalogue-admin.ts';
import type { SellerCatalogue } from './seller.ts';
import { shopService } from './shop.ts';
import type { StockHolds, stockCheck } from './stock.ts';

// The shop's catalogue (issue 24): categories, brands, products with variations, packages,
// listings, likes, views and clicks, search. The vendor's side is seller.ts, the console's
// catalogue-admin.ts, the stock check stock.ts.
export function productsService(deps: {
  db: Db;
  vendors: VendorsService;
  seller: SellerCatalogue;
  admin: CatalogueAdmin;
  stock: ReturnType<typeof stockCheck>;
  holds: StockHolds;
  /** How long the search page's filter lists may be reused, and what makes them stale at once (shop.ts). */
  listsFresh?: { ms: number; generation: () => number };
}) {
  const api = { ...shopService(deps), seller: deps.seller, catalogueAdmin: deps.admin, stockCheck: deps.stock } satisfies ProductsApi;
  // Holding stock is for the shop's orders, never a page's.
  return { ...api, holds: deps.holds };
}

export type ProductsService = ReturnType<typeof productsService>;
