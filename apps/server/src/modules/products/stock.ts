// The public stock check (POST /api/v1/shop/stock): for each line, whether that many can be had
// and how many are left. Only what a buyer can see answers: a published, not taken-down
// product of an approved shop. A draft's, an archived product's, a suspended shop's or an
// unknown variation answers "not available, stock unknown", the same for each, so the check
// tells nothing about what is not on sale.
import type { StockCheckLine } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, inArray, ne } from 'drizzle-orm';
import type { VendorsService } from '../vendors/index.ts';

export function stockCheck(deps: { db: Db; vendors: Pick<VendorsService, 'byId'> }) {
  return async function check(lines: { variantId: number; quantity: number }[]): Promise<StockCheckLine[]> {
    const ids = [...new Set(lines.map((l) => l.variantId))];
    const rows = await deps.db
      .select({ id: s.productVariants.id, stock: s.productVariants.stock, vendorId: s.products.vendorId })
      .from(s.productVariants)
      .innerJoin(s.products, eq(s.products.id, s.productVariants.productId))
      .where(and(inArray(s.productVariants.id, ids), eq(s.products.status, 'published'), ne(s.products.moderation, 'taken_down')));
    // The shops' state through their owner: a few per check.
    const approved = new Set<number>();
    for (const vendorId of new Set(rows.map((r) => r.vendorId))) {
      if ((await deps.vendors.byId(vendorId))?.status === 'approved') approved.add(vendorId);
    }
    const onSale = new Map(rows.filter((r) => approved.has(r.vendorId)).map((r) => [r.id, r.stock]));
    return lines.map((l) => {
      const stock = onSale.get(l.variantId);
      return { variantId: l.variantId, quantity: l.quantity, available: stock !== undefined && stock >= l.quantity, stock: stock ?? null };
    });
  };
}
