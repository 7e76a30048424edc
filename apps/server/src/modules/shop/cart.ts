// The cart (issue 25): a guest's found by its cookie's token (only its hash is stored), a
// buyer's by the account; a guest's joins the account's at sign-in. It keeps variations and
// quantities only: prices, names and stock are read again each time it is shown and at
// checkout, never trusted from the page.
import { hash, randomBytes } from 'node:crypto';
import {
  AppError,
  buyingText as bt,
  CART_MAX_LINES,
  CART_MAX_QUANTITY,
  type CartItemInput,
  type CartLine,
  type CartOwner,
  type CartView,
  currentLanguage,
  variantLabel,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { SaleItem, StockHolds } from '../products/index.ts';
import type { VendorsService } from '../vendors/index.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const newCartToken = (): string => randomBytes(24).toString('base64url');
const tokenHash = (token: string) => hash('sha256', token, 'hex');

export function cartService(deps: { db: Db; holds: Pick<StockHolds, 'forSale'>; vendors: Pick<VendorsService, 'byId'> }) {
  const { db } = deps;
  const c = s.carts;
  const ci = s.cartItems;
  const ownerWhere = (owner: CartOwner) => ('userId' in owner ? eq(c.userId, owner.userId) : eq(c.tokenHash, tokenHash(owner.token)));

  async function find(owner: CartOwner, tx: Tx | Db = db): Promise<number | null> {
    const [row] = await tx.select({ id: c.id }).from(c).where(ownerWhere(owner)).limit(1);
    return row?.id ?? null;
  }

  async function findOrMake(owner: CartOwner, tx: Tx | Db = db): Promise<number> {
    const values = 'userId' in owner ? { userId: owner.userId } : { tokenHash: tokenHash(owner.token) };
    await tx.insert(c).values(values).onConflictDoNothing();
    const id = await find(owner, tx);
    if (id === null) throw new Error('cart insert found no cart');
    return id;
  }

  async function items(cartId: number | null, tx: Tx | Db = db) {
    if (cartId === null) return [];
    return tx.select({ variantId: ci.variantId, quantity: ci.quantity }).from(ci).where(eq(ci.cartId, cartId)).orderBy(asc(ci.addedAt), asc(ci.variantId));
  }

  async function view(cartId: number | null): Promise<CartView> {
    const rows = await items(cartId);
    const sale = await deps.holds.forSale(rows.map((r) => r.variantId));
    const vendors = new Map<number, { id: number; name: string; slug: string }>();
    for (const vendorId of new Set([...sale.values()].map((i) => i.vendorId))) {
      const v = await deps.vendors.byId(vendorId);
      if (v) vendors.set(vendorId, { id: v.id, name: v.displayName, slug: v.slug ?? '' });
    }
    const hindi = currentLanguage() === 'hi';
    const lines: CartLine[] = rows.map((r) => {
      const item = sale.get(r.variantId);
      if (!item) {
        // No longer on sale (taken down, shop suspended, deleted): shown so the buyer can remove it.
        return {
          variantId: r.variantId,
          productSlug: '',
          title: bt.unavailable,
          variantLabel: '',
          image: null,
          pricePaise: 0,
          mrpPaise: 0,
          quantity: r.quantity,
          lineTotalPaise: 0,
          available: false,
          stock: null,
          vendor: { id: 0, name: '', slug: '' },
        };
      }
      return {
        variantId: r.variantId,
        productSlug: item.productSlug,
        title: (hindi && item.titleHi) || item.title,
        variantLabel: variantLabel(item.attributes),
        image: item.image,
        pricePaise: item.pricePaise,
        mrpPaise: item.mrpPaise,
        quantity: r.quantity,
        lineTotalPaise: item.pricePaise * r.quantity,
        available: item.stock >= r.quantity,
        stock: item.stock,
        vendor: vendors.get(item.vendorId) ?? { id: item.vendorId, name: '', slug: '' },
      };
    });
    return {
      lines,
      count: lines.reduce((n, l) => n + l.quantity, 0),
      totalPaise: lines.reduce((n, l) => n + l.lineTotalPaise, 0),
      ready: lines.length > 0 && lines.every((l) => l.available),
    };
  }

  async function onSale(variantId: number): Promise<SaleItem> {
    const item = (await deps.holds.forSale([variantId])).get(variantId);
    if (!item) throw AppError.invalid({ variantId: bt.variantUnknown });
    return item;
  }

  const service = {
    view: async (owner: CartOwner): Promise<CartView> => view(await find(owner)),

    /** The lines as stored, for checkout (which prices them itself). */
    lines: async (owner: CartOwner, tx: Tx | Db = db) => items(await find(owner, tx), tx),

    async add(owner: CartOwner, input: CartItemInput): Promise<CartView> {
      const item = await onSale(input.variantId);
      const id = await findOrMake(owner);
      const present = await items(id);
      const already = present.find((r) => r.variantId === input.variantId)?.quantity ?? 0;
      if (!already && present.length >= CART_MAX_LINES) throw AppError.invalid({ variantId: bt.cartFull });
      const quantity = Math.min(already + input.quantity, CART_MAX_QUANTITY);
      if (quantity > item.stock) throw AppError.invalid({ quantity: bt.notEnoughStock(item.title, item.stock) });
      await db
        .insert(ci)
        .values({ cartId: id, variantId: input.variantId, quantity })
        .onConflictDoUpdate({ target: [ci.cartId, ci.variantId], set: { quantity } });
      await db.update(c).set({ updatedAt: new Date() }).where(eq(c.id, id));
      return view(id);
    },

    async setQuantity(owner: CartOwner, variantId: number, quantity: number): Promise<CartView> {
      const id = await find(owner);
      const [row] =
        id === null
          ? []
          : await db
              .update(ci)
              .set({ quantity })
              .where(and(eq(ci.cartId, id), eq(ci.variantId, variantId)))
              .returning();
      if (!row) throw AppError.notFound(bt.variantUnknown);
      return view(id);
    },

    async remove(owner: CartOwner, variantId: number): Promise<CartView> {
      const id = await find(owner);
      if (id !== null) await db.delete(ci).where(and(eq(ci.cartId, id), eq(ci.variantId, variantId)));
      return view(id);
    },

    /**
     * A guest signed in: the guest's lines join the account's cart (quantities added, at most
     * the cap) and the guest's cart is gone, so its cookie opens nothing any more.
     */
    async join(token: string, userId: number): Promise<void> {
      await db.transaction(async (tx) => {
        const guest = await find({ token }, tx);
        if (guest === null) return;
        const lines = await items(guest, tx);
        if (lines.length) {
          const mine = await findOrMake({ userId }, tx);
          const present = await items(mine, tx);
          const room = CART_MAX_LINES - present.length;
          const known = new Set(present.map((p) => p.variantId));
          const joining = [...lines.filter((l) => known.has(l.variantId)), ...lines.filter((l) => !known.has(l.variantId)).slice(0, Math.max(room, 0))];
          if (joining.length) {
            await tx
              .insert(ci)
              .values(joining.map((l) => ({ cartId: mine, variantId: l.variantId, quantity: l.quantity })))
              .onConflictDoUpdate({
                target: [ci.cartId, ci.variantId],
                set: { quantity: sql`least(${ci.quantity} + excluded.quantity, ${CART_MAX_QUANTITY})` },
              });
          }
        }
        await tx.delete(c).where(eq(c.id, guest));
      });
    },

    /** Bought: these variations leave the buyer's cart (in the payment's transaction). */
    async bought(tx: Tx, userId: number, variantIds: readonly number[]): Promise<void> {
      if (!variantIds.length) return;
      await tx.delete(ci).where(and(inArray(ci.variantId, [...variantIds]), sql`${ci.cartId} = (select ${c.id} from ${c} where ${c.userId} = ${userId})`));
    },
  };
  return service;
}

export type CartService = ReturnType<typeof cartService>;
