// From a cart to its orders (issue 25; out of purchases.ts by issue 44). One payment (a payments
// order of purpose 'shop', paid by the same providers as gifts) pays a cart holding several
// vendors' items; it becomes one shop order per vendor. The stock is taken when the purchase is
// placed, in the same transaction as the payment row and the orders, and given back when the
// payment fails or the hold expires: payments tells the listeners here in the transaction that
// ends it. One account and one network may hold only so much unpaid (decision 0056).
import { hash } from 'node:crypto';
import { AppError, buyingText as bt, type CheckoutInput, currentLanguage, HOLD_MINUTES, type PurchaseView, variantLabel } from '@sahyog/core';
import { and, eq, sql } from 'drizzle-orm';
import { networkKey, sourceOf } from '../../platform/rate-limit.ts';
import type { OrderListener, OrderRow, Tx } from '../payments/index.ts';
import { HOLD_EXPIRED } from './hold-sweep.ts';
import type { ShopNotices } from './notices.ts';
import { linesOf, lockedWhere, move, type PurchasesDeps, sl, so } from './orders-shared.ts';
import type { ShopRefunds } from './refunds.ts';
import type { ShopViews } from './views.ts';

/** pg_advisory_xact_lock's first key for one account's checkouts, and for one network's. */
const BUYER_LOCK = 38_001;
const NETWORK_LOCK = 38_002;
const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/** SO + 12 characters of the payments' alphabet (60 random bits). */
const shopReference = (paymentReference: string) => `SO${paymentReference.slice(2, 14)}`;

class KeyTaken extends Error {}
class ShortStock extends Error {
  readonly short: { variantId: number; left: number }[];
  constructor(short: { variantId: number; left: number }[]) {
    super('short of stock');
    this.short = short;
  }
}

function requestHash(userId: number, input: CheckoutInput, lines: { variantId: number; quantity: number }[]): string {
  const sorted = [...lines].sort((a, b) => a.variantId - b.variantId);
  return hash('sha256', JSON.stringify({ purpose: 'shop', userId, addressId: input.addressId, method: input.method, lines: sorted }), 'hex');
}

type CheckoutDeps = Pick<PurchasesDeps, 'db' | 'payments' | 'holds' | 'cart' | 'addresses' | 'vendors' | 'auth' | 'privacy' | 'jobs' | 'limiter' | 'limits'>;

export function shopCheckout(
  deps: CheckoutDeps,
  views: Pick<ShopViews, 'purchaseView'>,
  notices: Pick<ShopNotices, 'mail'>,
  refunds: Pick<ShopRefunds, 'refundLater'>,
) {
  const { db, payments, holds } = deps;

  async function replay(existing: OrderRow, userId: number, requestHash: string) {
    if (existing.purpose !== 'shop' || existing.userId !== userId || existing.requestHash !== requestHash)
      throw new AppError('idempotency_conflict', bt.idempotencyConflict);
    return { purchase: await views.purchaseView(existing), replayed: true };
  }

  // A purchase's payment arrived: its orders are paid, once (payments locks the payment row and
  // calls this once per payment). An order whose hold had expired takes its stock again if it
  // is still there; if not, it stays cancelled and its money is owed back.
  const onPaid: OrderListener = async (tx, pay) => {
    const orders = await lockedWhere(tx, eq(so.paymentOrderId, pay.id));
    const lines = await linesOf(
      tx,
      orders.map((o) => o.id),
    );
    const now = new Date();
    for (const o of orders) {
      if (o.status === 'placed') {
        await move(tx, o, 'paid', { paidAt: now });
      } else if (o.status === 'cancelled' && (o.cancelledBy === 'expiry' || o.cancelledBy === 'payment')) {
        const want = (lines.get(o.id) ?? []).flatMap((l) =>
          l.variantId === null || l.productId === null ? [] : [{ variantId: l.variantId, productId: l.productId, quantity: l.quantity }],
        );
        const gone = want.length !== (lines.get(o.id) ?? []).length;
        const short = gone ? [{ variantId: 0, left: 0 }] : await takeOrUndo(tx, want);
        if (short.length) {
          await tx.update(so).set({ refundDuePaise: o.totalPaise, cancelReason: bt.paidTooLate, updatedAt: now }).where(eq(so.id, o.id));
          await refunds.refundLater(tx, o.id);
          await notices.mail(tx, o.id, 'cancelled');
          continue;
        }
        await move(tx, o, 'paid', { paidAt: now, cancelledAt: null, cancelledBy: null, cancelReason: null });
      } else continue;
      await notices.mail(tx, o.id, 'paid');
      await notices.mail(tx, o.id, 'new-order');
    }
    if (pay.userId !== null) {
      await deps.cart.bought(
        tx,
        pay.userId,
        [...lines.values()].flat().flatMap((l) => (l.variantId === null ? [] : [l.variantId])),
      );
    }
  };

  /** take() inside a savepoint: a shortage leaves nothing taken. */
  async function takeOrUndo(tx: Tx, want: { variantId: number; productId: number; quantity: number }[]) {
    try {
      return await tx.transaction(async (sp) => {
        const short = await holds.take(sp, want);
        if (short.length) throw new ShortStock(short);
        return short;
      });
    } catch (e) {
      if (e instanceof ShortStock) return e.short;
      throw e;
    }
  }

  // The payment failed or was not made in time: the orders still waiting for it are cancelled
  // and their stock goes back, in the transaction that ended the payment.
  const onEnded: OrderListener = async (tx, pay) => {
    const orders = await lockedWhere(tx, and(eq(so.paymentOrderId, pay.id), eq(so.status, 'placed')));
    const lines = await linesOf(
      tx,
      orders.map((o) => o.id),
    );
    const expired = pay.settledBy === HOLD_EXPIRED;
    for (const o of orders) {
      await move(tx, o, 'cancelled', {
        cancelledAt: new Date(),
        cancelledBy: expired ? 'expiry' : 'payment',
        cancelReason: expired ? bt.expiredReason : bt.paymentFailed,
      });
      await holds.giveBack(tx, lines.get(o.id) ?? []);
    }
  };
  // The shop takes money for its purchases as the 'shop' purpose: told of each payment's end.
  payments.register('shop', { onPaid, onEnded });

  /**
   * Refuses one more unpaid purchase past the account's or the network's allowance. Counted in
   * the checkout's transaction under a lock per account and per network, so checkouts sent at
   * once are counted one after another (on PostgreSQL; PGlite runs one transaction at a time).
   * An open purchase is one with an order still `placed`: its stock is held.
   */
  async function capOpenPurchases(tx: Tx, userId: number, source: string | null): Promise<void> {
    await tx.execute(sql`select pg_advisory_xact_lock(${BUYER_LOCK}, ${userId})`);
    const [mine] = await tx
      .select({ n: sql<number>`count(distinct ${so.paymentOrderId})::int`.mapWith(Number) })
      .from(so)
      .where(and(eq(so.buyerId, userId), eq(so.status, 'placed')));
    const open = mine?.n ?? 0;
    if (open >= deps.limits.openPerAccount) {
      const message = bt.tooManyUnpaid(open);
      throw new AppError('unpaid_purchases', message, { cart: message });
    }
    if (source === null) return;
    await tx.execute(sql`select pg_advisory_xact_lock(${NETWORK_LOCK}, hashtext(${source}))`);
    const [theirs] = await tx
      .select({ n: sql<number>`count(distinct ${so.paymentOrderId})::int`.mapWith(Number) })
      .from(so)
      .where(and(eq(so.buyerSource, source), eq(so.status, 'placed')));
    if ((theirs?.n ?? 0) >= deps.limits.openPerNetwork) throw new AppError('unpaid_purchases', bt.tooManyUnpaidNetwork, { cart: bt.tooManyUnpaidNetwork });
  }

  // A purchase's WhatsApp consent withdrawn: its orders' steps go by email (and SMS if asked) only.
  deps.privacy.onWithdraw('whatsapp-updates', async (c) => {
    if (!c.subject.startsWith('shop:')) return;
    const pay = await payments.row(c.subject.slice('shop:'.length));
    if (pay) await db.update(so).set({ whatsappUpdates: false }).where(eq(so.paymentOrderId, pay.id));
  });

  return {
    /**
     * `ip` is the client's address (null only for the demo seed, which has none): open unpaid
     * purchases and checkouts are counted per account and per its network, since every purchase
     * holds its stock until paid, expired, or (a typed UTR) verified or past its bound.
     */
    async checkout(
      userId: number,
      input: CheckoutInput,
      idempotencyKey: string | undefined,
      ip: string | null,
    ): Promise<{ purchase: PurchaseView; replayed: boolean }> {
      const cartLines = await deps.cart.lines({ userId });
      if (!cartLines.length) throw AppError.invalid({ cart: bt.cartEmpty });
      const address = await deps.addresses.own(userId, input.addressId);
      if (!address) throw AppError.invalid({ addressId: bt.addressUnknown });
      const hashed = requestHash(userId, input, cartLines);
      if (idempotencyKey) {
        const existing = await payments.byIdempotencyKey(idempotencyKey);
        if (existing) return replay(existing, userId, hashed);
      }
      // A retry above never counts; every new attempt does, refused or not.
      const source = ip === null ? null : sourceOf(ip);
      const { limits } = deps;
      const hits = [deps.limiter.hit(`shop:checkout:account:${userId}`, limits.checkoutsPerHour, 3_600_000)];
      if (ip !== null) hits.push(deps.limiter.hit(networkKey('shop:checkout', ip), limits.checkoutsPerHour, 3_600_000));
      if ((await Promise.all(hits)).some((h) => !h.allowed)) throw new AppError('rate_limited', bt.tooManyCheckouts, { cart: bt.tooManyCheckouts });
      // Priced now, from the catalogue: nothing from the page.
      const sale = await holds.forSale(cartLines.map((l) => l.variantId));
      const unavailable = cartLines.find((l) => !sale.has(l.variantId));
      if (unavailable) throw AppError.invalid({ cart: bt.removeUnavailable });
      const byVendor = new Map<number, { item: NonNullable<ReturnType<typeof sale.get>>; quantity: number }[]>();
      for (const l of cartLines) {
        const item = sale.get(l.variantId);
        if (!item) continue;
        byVendor.set(item.vendorId, [...(byVendor.get(item.vendorId) ?? []), { item, quantity: l.quantity }]);
      }
      // A vendor buying its own goods makes sales out of nothing (and, before holding, withdrew
      // them and returned the item: issue 38). Nothing is written.
      const own = await deps.vendors.forUser(userId);
      if (own && byVendor.has(own.id)) throw AppError.invalid({ cart: bt.ownShopInCart });
      const totalPaise = cartLines.reduce((n, l) => n + (sale.get(l.variantId)?.pricePaise ?? 0) * l.quantity, 0);
      if (!Number.isSafeInteger(totalPaise) || totalPaise <= 0) throw AppError.invalid({ cart: bt.cartChanged });
      const user = await deps.auth.user(userId);
      // Texts go to the account's own proven mobile, never to a number typed in an address: one
      // purchase could otherwise send dozens of messages to a stranger in the foundation's name.
      if (input.smsUpdates && !(user.phoneVerified && user.phone)) throw AppError.invalid({ smsUpdates: bt.smsNeedsProvenMobile });
      if (input.whatsappUpdates && !(user.phoneVerified && user.phone)) throw AppError.invalid({ whatsappUpdates: bt.whatsappNeedsProvenMobile });
      // Each seller's return window as it is now: the one the buyer agrees to by paying.
      const sellers = await deps.vendors.byIds([...byVendor.keys()]);
      const reference = payments.newReference();
      const holdUntil = new Date(Date.now() + HOLD_MINUTES * 60_000);
      let pay: OrderRow;
      try {
        pay = await db.transaction(async (tx) => {
          await capOpenPurchases(tx, userId, source);
          const short = await holds.take(
            tx,
            cartLines.map((l) => ({ variantId: l.variantId, quantity: l.quantity, productId: sale.get(l.variantId)?.productId ?? 0 })),
          );
          if (short.length) {
            const first = short[0] as { variantId: number; left: number };
            const message = bt.notEnoughStock(sale.get(first.variantId)?.title ?? '', first.left);
            throw new AppError('out_of_stock', message, { cart: message });
          }
          const row = await payments.openPurchase(tx, {
            reference,
            idempotencyKey: idempotencyKey ?? null,
            requestHash: hashed,
            userId,
            totalPaise,
            buyer: { name: address.name, email: user.email, mobile: address.phone },
            method: input.method,
          });
          if (!row) throw new KeyTaken();
          // One order per vendor and all their lines: two statements, however many vendors.
          const vendorsItems = [...byVendor];
          const made = await tx
            .insert(so)
            .values(
              vendorsItems.map(([vendorId, items], n) => ({
                // One reference per vendor's order, from the payment's: SO + 12 characters, the last
                // two counting the vendors so one purchase's orders never collide.
                reference: `${shopReference(reference).slice(0, 12)}${ALPHABET[Math.floor(n / 32)]}${ALPHABET[n % 32]}`,
                paymentOrderId: row.id,
                vendorId,
                buyerId: userId,
                buyerName: address.name,
                buyerEmail: user.email,
                buyerPhone: address.phone,
                buyerSource: source,
                shipTo: {
                  name: address.name,
                  phone: address.phone,
                  line1: address.line1,
                  line2: address.line2,
                  city: address.city,
                  state: address.state,
                  pinCode: address.pinCode,
                },
                totalPaise: items.reduce((t, i) => t + i.item.pricePaise * i.quantity, 0),
                holdUntil,
                language: currentLanguage(),
                smsUpdates: input.smsUpdates,
                whatsappUpdates: input.whatsappUpdates,
                returnWindowDays: sellers.get(vendorId)?.returnWindowDays ?? 0,
              })),
            )
            .returning({ id: so.id, vendorId: so.vendorId });
          const orderOf = new Map(made.map((o) => [o.vendorId, o.id]));
          if (orderOf.size !== vendorsItems.length) throw new Error('shop order insert returned too little');
          await tx.insert(sl).values(
            vendorsItems.flatMap(([vendorId, items]) =>
              items.map(({ item, quantity }) => ({
                shopOrderId: orderOf.get(vendorId) as number,
                variantId: item.variantId,
                productId: item.productId,
                title: item.title,
                variantLabel: variantLabel(item.attributes),
                sku: item.sku,
                hsnCode: item.hsnCode,
                gstRateBp: item.gstRateBp,
                unitPricePaise: item.pricePaise,
                quantity,
                commissionBp: item.commissionBp,
              })),
            ),
          );
          return row;
        });
      } catch (e) {
        // The same key's request won the race: this one answers what it made. That includes
        // "sold out": the twin waited on the winner's row locks, then found the stock the
        // winner took (found by the crash bench's concurrent repeats).
        // Likewise "too many unpaid": the twin counted the winner's purchase as one more.
        const lost = e instanceof KeyTaken || (e instanceof AppError && (e.code === 'out_of_stock' || e.code === 'unpaid_purchases'));
        if (!lost || !idempotencyKey) throw e;
        const existing = await payments.byIdempotencyKey(idempotencyKey);
        if (existing) return replay(existing, userId, hashed);
        if (e instanceof KeyTaken) throw new Error('idempotent purchase found no order');
        throw e;
      }
      // The tick is a consent to the channel for the number it goes to (a STOP withdraws it).
      if (input.whatsappUpdates) {
        await deps.privacy.record({ purpose: 'whatsapp-updates', email: user.email, userId, subject: `shop:${pay.reference}`, phone: user.phone });
      }
      // Razorpay's own order is made before the buyer can pay (nothing for the other methods).
      await payments.viewPrepared(pay);
      return { purchase: await views.purchaseView(pay), replayed: false };
    },
  };
}
