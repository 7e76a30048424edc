import type { ProductsApi } from '@sahyog/core/context';
import type { Db } from '@sahyog/db';
import type { VendorsService } from '../vendors/index.ts';
import { shopService } from './shop.ts';

// The shop's catalogue (issue 24): categories, brands, products with variations, packages,
// listings, likes, views and clicks, search.
export function productsService(deps: { db: Db; vendors: VendorsService }) {
  return { ...shopService(deps) } satisfies ProductsApi;
}

export type ProductsService = ReturnType<typeof productsService>;
