// The public stock check (POST /api/v1/shop/stock): for each line, whether that many can be had
// and how many are left. Only what a buyer can see answers: a published, not taken-down
// product of an approved shop. A draft's, an archived product's, a suspended shop's or an
// unknown variation answers "not available, stock unknown", the same for each, so the check
// tells nothing about what is not on sale.
import type { StockCheckLine } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, eq, gte, inArray, ne, sql } from 'drizzle-orm';
import type { VendorsService } from '../vendors/index.ts';
import type { Tx } from './derived.ts';

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

/** A variation as a buyer may buy it now, with what an order line keeps of it. */
export interface SaleItem {
  variantId: number;
  productId: number;
  productSlug: string;
  title: string;
  titleHi: string | null;
  attributes: Record<string, string>;
  sku: string;
  hsnCode: string;
  gstRateBp: number;
  pricePaise: number;
  mrpPaise: number;
  stock: number;
  image: string | null;
  vendorId: number;
  /** The foundation's commission on it: its category's rate, in basis points. */
  commissionBp: number;
}

/**
 * The shop's stock as orders use it (issue 25): what variations are on sale at what price, and
 * holding or giving back units inside the buyer's transaction. Taking is one conditional update
 * per variation (stock >= quantity), in variation order so two carts never wait on each other in
 * a circle; the row lock makes concurrent buyers of the last units queue, and each sees what the
 * one before it left. Stock never goes below zero (and the table's check says so too).
 */
export function stockHolds(deps: { db: Db; vendors: Pick<VendorsService, 'byId'> }) {
  const v = s.productVariants;
  const p = s.products;
  async function inStockFlags(tx: Tx, productIds: number[]) {
    if (!productIds.length) return;
    await tx
      .update(p)
      .set({ inStock: sql`exists (select 1 from ${v} where ${v.productId} = ${p.id} and ${v.stock} > 0)` })
      .where(and(inArray(p.id, productIds), ne(p.kind, 'listing')));
  }
  return {
    /** The variations buyers can see and buy (an approved shop's published, not taken-down products; no listings). */
    async forSale(variantIds: readonly number[], tx: Tx = deps.db): Promise<Map<number, SaleItem>> {
      if (!variantIds.length) return new Map();
      const rows = await tx
        .select({
          variantId: v.id,
          productId: p.id,
          productSlug: p.slug,
          title: p.title,
          titleHi: p.titleHi,
          attributes: v.attributes,
          sku: v.sku,
          hsnCode: p.hsnCode,
          gstRateBp: p.gstRateBp,
          pricePaise: v.pricePaise,
          mrpPaise: v.mrpPaise,
          stock: v.stock,
          images: p.images,
          vendorId: p.vendorId,
          commissionBp: s.shopCategories.commissionBp,
        })
        .from(v)
        .innerJoin(p, eq(p.id, v.productId))
        .innerJoin(s.shopCategories, eq(s.shopCategories.id, p.categoryId))
        .where(and(inArray(v.id, [...new Set(variantIds)]), eq(p.status, 'published'), ne(p.moderation, 'taken_down'), ne(p.kind, 'listing')));
      const approved = new Set<number>();
      for (const vendorId of new Set(rows.map((r) => r.vendorId))) {
        if ((await deps.vendors.byId(vendorId))?.status === 'approved') approved.add(vendorId);
      }
      return new Map(
        rows
          .filter((r) => approved.has(r.vendorId) && r.productSlug)
          .map(({ images, productSlug, ...r }) => [r.variantId, { ...r, productSlug: productSlug ?? '', image: images[0]?.jpeg ?? null }]),
      );
    },

    /** Products' public addresses by id (an order line links to its product while it has one). */
    async slugs(ids: readonly number[]): Promise<Map<number, string>> {
      if (!ids.length) return new Map();
      const rows = await deps.db
        .select({ id: p.id, slug: p.slug })
        .from(p)
        .where(inArray(p.id, [...new Set(ids)]));
      return new Map(rows.flatMap((r) => (r.slug ? [[r.id, r.slug] as const] : [])));
    },

    /** Takes the units or none: answers the lines it could not take (with what is left), and takes nothing then. */
    async take(tx: Tx, lines: readonly { variantId: number; quantity: number; productId: number }[]): Promise<{ variantId: number; left: number }[]> {
      const short: { variantId: number; left: number }[] = [];
      for (const l of [...lines].sort((a, b) => a.variantId - b.variantId)) {
        const [row] = await tx
          .update(v)
          .set({ stock: sql`${v.stock} - ${l.quantity}` })
          .where(and(eq(v.id, l.variantId), gte(v.stock, l.quantity)))
          .returning({ stock: v.stock });
        if (!row) {
          const [now] = await tx.select({ stock: v.stock }).from(v).where(eq(v.id, l.variantId));
          short.push({ variantId: l.variantId, left: now?.stock ?? 0 });
        }
      }
      // The caller rolls back on a shortage; the flags only matter when everything was taken.
      if (!short.length) await inStockFlags(tx, [...new Set(lines.map((l) => l.productId))]);
      return short;
    },

    /** Gives units back (a payment that failed or expired, a cancelled order, a returned parcel received). */
    async giveBack(tx: Tx, lines: readonly { variantId: number | null; quantity: number; productId: number | null }[]): Promise<void> {
      for (const l of [...lines].sort((a, b) => (a.variantId ?? 0) - (b.variantId ?? 0))) {
        // A variation the vendor has since deleted has nothing to give back to.
        if (l.variantId !== null)
          await tx
            .update(v)
            .set({ stock: sql`${v.stock} + ${l.quantity}` })
            .where(eq(v.id, l.variantId));
      }
      await inStockFlags(tx, [...new Set(lines.flatMap((l) => (l.productId === null ? [] : [l.productId])))]);
    },
  };
}

export type StockHolds = ReturnType<typeof stockHolds>;
