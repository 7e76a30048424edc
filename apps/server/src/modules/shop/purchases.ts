// Checkout and the vendors' orders (issue 25). One payment (a payments order of purpose
// 'shop', paid by the same providers as gifts) pays a cart that holds several vendors' items;
// it becomes one shop order per vendor. The stock is taken when the purchase is placed, in the
// same transaction as the payment row and the orders, and given back when the payment fails or
// the hold expires (payments tells us in the transaction that ends it). Every move of an order
// is one of SHOP_ORDER_MOVES (core), checked on the locked row; each is emailed from the job
// queue, enqueued in the move's own transaction.
import { hash, randomBytes } from 'node:crypto';
import {
  AppError,
  buyingText as bt,
  type CheckoutInput,
  canMove,
  currentLanguage,
  DISPUTE_WINDOW_DAYS,
  type DisputeDecisionInput,
  disputeWindowOpen,
  formatINR,
  HOLD_MINUTES,
  indiaDay,
  localPath,
  type PurchaseView,
  RETURN_PHOTO_MAX_BYTES,
  type ReturnDecisionInput,
  returnWindowOpen,
  type SellerOrderView,
  SHOP_ORDER_MOVES,
  type ShopOrderMove,
  type ShopOrderStatus,
  type ShopOrderView,
  shopConsoleText as sc,
  variantLabel,
} from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, desc, eq, inArray, isNotNull, isNull, lt, type SQL, sql } from 'drizzle-orm';
import type { Sharp } from 'sharp';
import type { AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import { isLanguage, runInLanguage } from '../../platform/language.ts';
import { listeners } from '../../platform/listeners.ts';
import { encodeJpeg } from '../../platform/photos.ts';
import { networkKey, type RateLimiter, sourceOf } from '../../platform/rate-limit.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import type { AuthService } from '../auth/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { OrderListener, OrderRow, PaymentsService, Tx } from '../payments/index.ts';
import type { PrivacyService } from '../privacy/index.ts';
import type { StockHolds } from '../products/index.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { AddressBook } from './addresses.ts';
import type { CartService } from './cart.ts';
import type { ShopInvoices } from './invoices.ts';
import { saleParts, type VendorLedger } from './ledger.ts';
import type { WithholdingRates } from './rates.ts';

export const SHOP_MAIL_QUEUE = 'shop-order-mail';
export const SHOP_HOLDS_QUEUE = 'shop-holds-sweep';
/** Money owed back on a cancelled paid order, given back through its provider after the cancel commits. */
export const SHOP_REFUND_QUEUE = 'shop-order-refund';
const HOLDS_SWEEP_EVERY_MS = 60_000;
/** Who ended a purchase whose hold expired (payments' settled_by). */
const HOLD_EXPIRED = 'system:hold-expired';
/** pg_advisory_xact_lock's first key for one account's checkouts, and for one network's. */
const BUYER_LOCK = 38_001;
const NETWORK_LOCK = 38_002;

type ShopOrderRow = typeof s.shopOrders.$inferSelect;
type LineRow = typeof s.shopOrderLines.$inferSelect;
type Mail =
  | 'paid'
  | 'accepted'
  | 'shipped'
  | 'delivered'
  | 'cancelled'
  | 'new-order'
  | 'return-requested'
  | 'return-update'
  | 'dispute-opened'
  | 'dispute-decided';
/** What the buyer is told by SMS too, when they asked for it at checkout. */
const SMS_EVENTS: ReadonlySet<Mail> = new Set(['paid', 'accepted', 'shipped', 'delivered', 'cancelled', 'return-update', 'dispute-decided']);

export interface PurchasesDeps {
  db: Db;
  payments: Pick<
    PaymentsService,
    | 'openPurchase'
    | 'byIdempotencyKey'
    | 'viewPrepared'
    | 'register'
    | 'cancel'
    | 'newReference'
    | 'row'
    | 'byId'
    | 'refundPart'
    | 'recordRefund'
    | 'refundsByHand'
  >;
  holds: StockHolds;
  cart: CartService;
  addresses: AddressBook;
  vendors: Pick<VendorsService, 'byId' | 'forUser'>;
  auth: Pick<AuthService, 'user' | 'languageOf'>;
  messaging: Pick<MessagingService, 'send' | 'sendUpdate'>;
  privacy: Pick<PrivacyService, 'record' | 'onWithdraw'>;
  jobs: JobQueue;
  audit: Pick<AuditLog, 'record'>;
  publicUrl: string;
  siteName: () => Promise<string>;
  log?: { info(obj: object, msg: string): void };
  ledger: VendorLedger;
  rates: Pick<WithholdingRates, 'table'>;
  invoices: ShopInvoices;
  /** Where return photos are kept: never under a public URL (they may show a buyer's home). */
  privateFiles: PrivateStorage;
  limiter: RateLimiter;
  /** How much stock one person may hold unpaid (decision 0056): config's SHOP_* settings. */
  limits: CheckoutLimits;
  /** SHOP_DELIVERY_ASSUMED_DAYS: a tracked parcel counts as delivered this long after shipping (core's shop-holding.ts). */
  deliveryAssumedDays: number;
}

export interface CheckoutLimits {
  /** Purchases one account may leave unpaid at once. */
  openPerAccount: number;
  /** Purchases one network (sourceOf) may leave unpaid at once. */
  openPerNetwork: number;
  /** Checkouts an hour per account and per network. */
  checkoutsPerHour: number;
  /** Hours a purchase with a typed UTR holds its stock, counted from the checkout. */
  utrHoldHours: number;
}

/** A return photo as the buyer sent it: bytes, checked and re-encoded before it is kept. */
export interface ReturnRequest {
  reason: string;
  photos: Uint8Array[];
}

/** What a return photo may be: the sizes a phone's camera gives, kept at most 1600 px wide. */
const RETURN_PHOTO_RULES = {
  maxBytes: RETURN_PHOTO_MAX_BYTES,
  // 24 MP: what a phone's camera takes; more is a picture built to be costly to decode.
  maxPixels: 24_000_000,
  min: { width: 200, height: 200 },
  messages: { tooLarge: bt.returnPhotoInvalid, type: bt.returnPhotoInvalid, tooSmall: bt.returnPhotoInvalid, unreadable: bt.returnPhotoInvalid },
};
const fitReturnPhoto = (img: Sharp) => img.resize({ width: 1600, height: 1600, fit: 'inside', withoutEnlargement: true });

/** SO + 12 characters of the payments' alphabet (60 random bits). */
const shopReference = (paymentReference: string) => `SO${paymentReference.slice(2, 14)}`;

/** A new dispute as the modules that join it read it (the help desk). */
export interface DisputeOpened {
  id: number;
  reference: string;
  buyerId: number;
  buyerEmail: string;
  buyerName: string;
  reason: string;
  language: string;
}

export function purchases(deps: PurchasesDeps) {
  const disputeOpened = listeners<DisputeOpened>('shop.dispute_opened');
  const { db, payments, holds } = deps;
  const so = s.shopOrders;
  const sl = s.shopOrderLines;
  const sr = s.shopReturns;
  const sd = s.shopDisputes;
  type ReturnRow = typeof sr.$inferSelect;
  type DisputeRow = typeof sd.$inferSelect;
  const returnView = (r: ReturnRow | undefined) =>
    r ? { id: r.id, status: r.status, amountPaise: r.amountPaise, reason: r.reason, vendorNote: r.vendorNote, photos: r.photos.length } : null;
  const disputeView = (d: DisputeRow | undefined) =>
    d ? { id: d.id, status: d.status, reason: d.reason, resolution: d.resolution, refundPaise: d.refundPaise, openedAt: d.openedAt.toISOString() } : null;
  /**
   * Delivered, within the seller's window (as it was when bought) counted by core's rule from a
   * delivery the seller cannot just assert, and no return asked for before (a refused one ends it too).
   */
  const returnable = (o: ShopOrderRow, r: ReturnRow | undefined, now = new Date()) =>
    o.status === 'delivered' && returnWindowOpen(o, now, deps.deliveryAssumedDays) && !r;
  /**
   * The buyer may take an order to the foundation once it has shipped, until some weeks after
   * delivery; not while a return is open (the seller answers that first), and once only.
   */
  function disputeRefusal(o: ShopOrderRow, r: ReturnRow | undefined, d: DisputeRow | undefined, now = new Date()): string | null {
    if (d) return bt.disputeExists;
    if (o.status !== 'shipped' && o.status !== 'delivered') return bt.disputeNotAllowed;
    if (o.refundDuePaise >= o.totalPaise) return bt.disputeNotAllowed;
    if (!disputeWindowOpen(o, now, deps.deliveryAssumedDays)) return bt.disputeWindowOver(DISPUTE_WINDOW_DAYS);
    if (r && (r.status === 'requested' || r.status === 'approved' || r.status === 'received')) return bt.disputeReturnOpen;
    return null;
  }

  /** Throws the reason an order cannot be returned now, if there is one. */
  async function returnRefusal(q: Tx | Db, o: ShopOrderRow): Promise<void> {
    if (o.status !== 'delivered') throw AppError.invalid({ reason: bt.returnNotDelivered });
    const [earlier] = await q.select({ status: sr.status }).from(sr).where(eq(sr.shopOrderId, o.id)).limit(1);
    if (earlier) throw AppError.invalid({ reason: earlier.status === 'rejected' || earlier.status === 'refunded' ? bt.returnDecided : bt.returnOpen });
    const [disputed] = await q.select({ id: sd.id }).from(sd).where(eq(sd.shopOrderId, o.id)).limit(1);
    if (disputed) throw AppError.invalid({ reason: bt.disputeExists });
    if (!returnable(o, undefined)) throw AppError.invalid({ reason: bt.returnWindowOver(o.returnWindowDays) });
  }

  async function linesOf(orderIds: readonly number[], tx: Tx | Db = db): Promise<Map<number, LineRow[]>> {
    const out = new Map<number, LineRow[]>();
    if (!orderIds.length) return out;
    const rows = await tx
      .select()
      .from(sl)
      .where(inArray(sl.shopOrderId, [...orderIds]))
      .orderBy(asc(sl.id));
    for (const r of rows) out.set(r.shopOrderId, [...(out.get(r.shopOrderId) ?? []), r]);
    return out;
  }

  async function views(rows: ShopOrderRow[]): Promise<(ShopOrderView & { buyerName: string })[]> {
    const lines = await linesOf(rows.map((r) => r.id));
    const vendors = new Map<number, { name: string; slug: string | null }>();
    const payments_ = new Map<number, { reference: string; status: string; method: string; refundByHand: boolean }>();
    for (const r of rows) {
      if (!vendors.has(r.vendorId)) {
        const v = await deps.vendors.byId(r.vendorId);
        vendors.set(r.vendorId, { name: v?.displayName ?? '', slug: v?.slug ?? null });
      }
      if (!payments_.has(r.paymentOrderId)) {
        const p = await payments.byId(r.paymentOrderId);
        payments_.set(r.paymentOrderId, {
          reference: p?.reference ?? '',
          status: p?.status ?? '',
          method: p?.method ?? '',
          refundByHand: p ? payments.refundsByHand(p.method) : false,
        });
      }
    }
    const returns = new Map<number, ReturnRow>();
    const disputes = new Map<number, DisputeRow>();
    const after = rows.filter((r) => r.shippedAt !== null).map((r) => r.id);
    if (after.length) {
      for (const r of await db.select().from(sr).where(inArray(sr.shopOrderId, after)).orderBy(asc(sr.id))) returns.set(r.shopOrderId, r);
      for (const d of await db.select().from(sd).where(inArray(sd.shopOrderId, after)).orderBy(asc(sd.id))) disputes.set(d.shopOrderId, d);
    }
    const docs = new Map<number, { id: number; kind: string; number: string; issuedOn: string; totalPaise: number }[]>();
    for (const r of rows) if (r.status === 'shipped' || r.status === 'delivered' || r.refundedPaise > 0) docs.set(r.id, await deps.invoices.list(r.id));
    const slugs = await holds.slugs([...lines.values()].flat().flatMap((l) => (l.productId === null ? [] : [l.productId])));
    const iso = (d: Date | null) => d?.toISOString() ?? null;
    return rows.map((r) => ({
      reference: r.reference,
      status: r.status,
      vendor: vendors.get(r.vendorId) ?? { name: '', slug: null },
      lines: (lines.get(r.id) ?? []).map((l) => ({
        productSlug: l.productId === null ? null : (slugs.get(l.productId) ?? null),
        title: l.title,
        variantLabel: l.variantLabel,
        sku: l.sku,
        hsnCode: l.hsnCode,
        gstRateBp: l.gstRateBp,
        unitPricePaise: l.unitPricePaise,
        quantity: l.quantity,
        lineTotalPaise: l.unitPricePaise * l.quantity,
      })),
      totalPaise: r.totalPaise,
      shipTo: r.shipTo,
      courier: r.courier,
      trackingNumber: r.trackingNumber,
      cancelReason: r.cancelReason,
      refundDuePaise: r.refundDuePaise,
      refundedPaise: r.refundedPaise,
      createdAt: r.createdAt.toISOString(),
      paidAt: iso(r.paidAt),
      acceptedAt: iso(r.acceptedAt),
      shippedAt: iso(r.shippedAt),
      deliveredAt: iso(r.deliveredAt),
      receivedAt: iso(r.receivedAt),
      confirmable: (r.status === 'shipped' || r.status === 'delivered') && r.receivedAt === null,
      refundShortfallPaise: r.refundShortfallPaise,
      cancelledAt: iso(r.cancelledAt),
      payment: payments_.get(r.paymentOrderId) ?? { reference: '', status: '', method: '', refundByHand: false },
      documents: docs.get(r.id) ?? [],
      return: returnView(returns.get(r.id)),
      // An order taken to the foundation is settled there, not by a return.
      returnable: returnable(r, returns.get(r.id)) && !disputes.has(r.id),
      returnWindowDays: r.returnWindowDays,
      dispute: disputeView(disputes.get(r.id)),
      disputable: disputeRefusal(r, returns.get(r.id), disputes.get(r.id)) === null,
      smsUpdates: r.smsUpdates,
      buyerName: r.buyerName,
    }));
  }

  const buyerView = (v: ShopOrderView & { buyerName: string }): ShopOrderView => {
    const { buyerName: _b, ...rest } = v;
    return rest;
  };

  async function purchaseView(pay: OrderRow): Promise<PurchaseView> {
    const rows = await db.select().from(so).where(eq(so.paymentOrderId, pay.id)).orderBy(asc(so.id));
    return {
      payment: {
        reference: pay.reference,
        status: pay.status,
        totalPaise: pay.totalPaise,
        payUrl: pay.status === 'created' ? localPath(`/pay/${pay.reference}`) : null,
      },
      orders: (await views(rows)).map(buyerView),
    };
  }

  function requestHash(userId: number, input: CheckoutInput, lines: { variantId: number; quantity: number }[]): string {
    const sorted = [...lines].sort((a, b) => a.variantId - b.variantId);
    return hash('sha256', JSON.stringify({ purpose: 'shop', userId, addressId: input.addressId, method: input.method, lines: sorted }), 'hex');
  }

  async function replay(existing: OrderRow, userId: number, requestHash: string) {
    if (existing.purpose !== 'shop' || existing.userId !== userId || existing.requestHash !== requestHash)
      throw new AppError('idempotency_conflict', bt.idempotencyConflict);
    return { purchase: await purchaseView(existing), replayed: true };
  }

  /** Mail about an order, sent once per order and event, after the move commits. */
  const mail = (tx: Tx, orderId: number, event: Mail, returnId?: number, step?: string, disputeId?: number) =>
    deps.jobs.enqueue(
      SHOP_MAIL_QUEUE,
      { orderId, event, returnId: returnId ?? null, step: step ?? null, disputeId: disputeId ?? null },
      { tx, maxAttempts: 6 },
    );

  /** Moves a locked order; the caller checked the move. */
  async function move(tx: Tx, o: ShopOrderRow, to: ShopOrderStatus, set: Partial<typeof so.$inferInsert> = {}): Promise<ShopOrderRow> {
    const [row] = await tx
      .update(so)
      .set({ ...set, status: to, updatedAt: new Date() })
      .where(eq(so.id, o.id))
      .returning();
    if (!row) throw new Error('shop order update returned nothing');
    return row;
  }

  const lockedWhere = async (tx: Tx, where: SQL | undefined) => tx.select().from(so).where(where).orderBy(asc(so.id)).for('update');

  // A purchase's payment arrived: its orders are paid, once (payments locks the payment row and
  // calls this once per payment). An order whose hold had expired takes its stock again if it
  // is still there; if not, it stays cancelled and its money is owed back.
  const onPaid: OrderListener = async (tx, pay) => {
    const orders = await lockedWhere(tx, eq(so.paymentOrderId, pay.id));
    const lines = await linesOf(
      orders.map((o) => o.id),
      tx,
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
          await deps.jobs.enqueue(SHOP_REFUND_QUEUE, { orderId: o.id }, { tx, maxAttempts: 8 });
          await mail(tx, o.id, 'cancelled');
          continue;
        }
        await move(tx, o, 'paid', { paidAt: now, cancelledAt: null, cancelledBy: null, cancelReason: null });
      } else continue;
      await mail(tx, o.id, 'paid');
      await mail(tx, o.id, 'new-order');
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
      orders.map((o) => o.id),
      tx,
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

  const service = {
    /** Another module joins each new dispute (the help desk's ticket). */
    onDisputeOpened: disputeOpened.on,
    /** Disputes opened since `after` as onDisputeOpened hands them, for the help desk's sweep. */
    async disputesSince(after: Date, limit = 500): Promise<DisputeOpened[]> {
      const rows = await db
        .select({
          id: sd.id,
          reason: sd.reason,
          reference: so.reference,
          buyerId: so.buyerId,
          buyerEmail: so.buyerEmail,
          buyerName: so.buyerName,
          language: so.language,
        })
        .from(sd)
        .innerJoin(so, eq(so.id, sd.shopOrderId))
        .where(and(sql`${sd.openedAt} >= ${after.toISOString()}::timestamptz`, isNotNull(so.buyerId)))
        .orderBy(asc(sd.openedAt), asc(sd.id))
        .limit(limit);
      return rows.map((r) => ({ ...r, buyerId: r.buyerId as number }));
    },
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
      const windows = new Map<number, number>();
      for (const vendorId of byVendor.keys()) windows.set(vendorId, (await deps.vendors.byId(vendorId))?.returnWindowDays ?? 0);
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
          let n = 0;
          for (const [vendorId, items] of byVendor) {
            // One reference per vendor's order, from the payment's: SO + 12 characters, the last
            // two counting the vendors so one purchase's orders never collide.
            const ref = `${shopReference(reference).slice(0, 12)}${ALPHABET[Math.floor(n / 32)]}${ALPHABET[n % 32]}`;
            n++;
            const [order] = await tx
              .insert(so)
              .values({
                reference: ref,
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
                returnWindowDays: windows.get(vendorId) ?? 0,
              })
              .returning({ id: so.id });
            if (!order) throw new Error('shop order insert returned nothing');
            await tx.insert(sl).values(
              items.map(({ item, quantity }) => ({
                shopOrderId: order.id,
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
            );
          }
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
      return { purchase: await purchaseView(pay), replayed: false };
    },

    /** A purchase by its payment's reference, for its buyer only. */
    async purchase(userId: number, paymentReference: string): Promise<PurchaseView | null> {
      const pay = await payments.row(paymentReference);
      if (pay?.purpose !== 'shop' || pay.userId !== userId) return null;
      return purchaseView(pay);
    },

    async orders(userId: number): Promise<ShopOrderView[]> {
      const rows = await db.select().from(so).where(eq(so.buyerId, userId)).orderBy(desc(so.createdAt), desc(so.id)).limit(100);
      return (await views(rows)).map(buyerView);
    },

    /** The buyer's own order; null for anyone else's (never "forbidden": that would say it exists). */
    async order(userId: number, reference: string): Promise<ShopOrderView | null> {
      const rows = await db
        .select()
        .from(so)
        .where(and(eq(so.reference, reference), eq(so.buyerId, userId)))
        .limit(1);
      const [v] = await views(rows);
      return v ? buyerView(v) : null;
    },

    /** The buyer cancels before shipping. Unpaid: the whole purchase is given up (one payment pays it all). */
    async buyerCancel(userId: number, reference: string, reason: string): Promise<ShopOrderView> {
      const [o] = await db
        .select()
        .from(so)
        .where(and(eq(so.reference, reference), eq(so.buyerId, userId)))
        .limit(1);
      if (!o) throw AppError.notFound(bt.orderNotFound);
      if (o.status === 'placed') {
        const pay = await payments.byId(o.paymentOrderId);
        if (!pay || !(await payments.cancel(pay.reference, `buyer:${userId}`, 'Cancelled by the buyer before paying')))
          throw new AppError('order_state', bt.orderState);
      } else {
        await cancelPaid(o.id, 'buyer-cancel', 'buyer', reason || bt.cancelledByBuyer, (x) => x.buyerId === userId);
      }
      const v = await service.order(userId, reference);
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /**
     * The vendor's orders, newest first; only its own, and only those that were paid: an order
     * waiting for its payment, or given up before it (the hold expired, the payment failed, the
     * buyer cancelled), carries a buyer's name, address and mobile that the seller has no need of
     * (anyone could otherwise learn them by checking out and never paying, or a vendor by asking
     * for ?status=placed).
     */
    async sellerOrders(userId: number, filter: { status?: ShopOrderStatus | undefined } = {}): Promise<SellerOrderView[]> {
      const vendor = await deps.vendors.forUser(userId);
      if (!vendor) return [];
      const rows = await db
        .select()
        .from(so)
        .where(and(eq(so.vendorId, vendor.id), isNotNull(so.paidAt), filter.status ? eq(so.status, filter.status) : undefined))
        .orderBy(desc(so.createdAt), desc(so.id))
        .limit(200);
      return views(rows);
    },

    /**
     * One of an order's GST documents, for its buyer, its vendor or staff (anyone else: not
     * found, as an order that does not exist).
     */
    async document(who: { userId: number; staff: boolean }, reference: string, id: number): Promise<{ number: string; pdf: Buffer } | null> {
      const [o] = await db.select({ id: so.id, buyerId: so.buyerId, vendorId: so.vendorId }).from(so).where(eq(so.reference, reference)).limit(1);
      if (!o) return null;
      const vendor = await deps.vendors.forUser(who.userId);
      if (!who.staff && o.buyerId !== who.userId && vendor?.id !== o.vendorId) return null;
      return deps.invoices.file(o.id, id);
    },

    /**
     * The buyer asks to return a delivered order (all of it) within the seller's window, with a
     * reason and up to three photos. The photos are checked by their bytes and re-encoded (no
     * location or camera data is kept), stored privately, and removed again if the request fails.
     */
    async requestReturn(userId: number, reference: string, input: ReturnRequest): Promise<ShopOrderView> {
      const [found] = await db
        .select()
        .from(so)
        .where(and(eq(so.reference, reference), eq(so.buyerId, userId)))
        .limit(1);
      if (!found) throw AppError.notFound(bt.orderNotFound);
      // Whether it may be returned at all, before any photo is decoded (decoding is the costly
      // part: a small file can be a huge picture); asked again on the locked row below.
      await returnRefusal(db, found);
      const photos = [];
      for (const [i, bytes] of input.photos.entries()) photos.push(await encodeJpeg(bytes, `photos.${i}`, RETURN_PHOTO_RULES, fitReturnPhoto));
      const stored: string[] = [];
      try {
        for (const photo of photos) {
          const key = `returns/${found.id}-${randomBytes(12).toString('hex')}`;
          await deps.privateFiles.put(key, photo.jpeg);
          stored.push(key);
        }
        await db.transaction(async (tx) => {
          const [o] = await lockedWhere(tx, and(eq(so.reference, reference), eq(so.buyerId, userId)));
          if (!o) throw AppError.notFound(bt.orderNotFound);
          await returnRefusal(tx, o);
          const lines = (await linesOf([o.id], tx)).get(o.id) ?? [];
          const [made] = await tx
            .insert(sr)
            .values({
              shopOrderId: o.id,
              lines: lines.map((l) => ({ lineId: l.id, quantity: l.quantity })),
              amountPaise: o.totalPaise - o.refundDuePaise,
              reason: input.reason,
              photos: stored,
            })
            .returning({ id: sr.id });
          await mail(tx, o.id, 'return-requested', made?.id);
        });
      } catch (e) {
        for (const key of stored) await deps.privateFiles.remove(key).catch(() => {});
        throw e;
      }
      const v = await service.order(userId, reference);
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /**
     * A photo of an order's latest return (n from 1), for its buyer, its vendor or staff; anyone
     * else gets null, as a photo that does not exist.
     */
    async returnPhoto(who: { userId: number; staff: boolean }, reference: string, n: number): Promise<Buffer | null> {
      const [o] = await db.select({ id: so.id, buyerId: so.buyerId, vendorId: so.vendorId }).from(so).where(eq(so.reference, reference)).limit(1);
      if (!o) return null;
      if (!who.staff && o.buyerId !== who.userId) {
        const vendor = await deps.vendors.forUser(who.userId);
        if (vendor?.id !== o.vendorId) return null;
      }
      const [r] = await db.select({ photos: sr.photos }).from(sr).where(eq(sr.shopOrderId, o.id)).orderBy(desc(sr.id)).limit(1);
      const key = Number.isInteger(n) && n >= 1 ? r?.photos[n - 1] : undefined;
      return key ? deps.privateFiles.get(key) : null;
    },

    /**
     * The vendor approves or refuses a return, or says its parcel arrived: then the stock goes
     * back, the amount is owed to the buyer (the vendor's ledger gives back the sale's share and a
     * credit note is issued, in the same transaction), and the refund goes out from the queue
     * through the provider that took the money; a UPI payment's waits for staff's bank transfer.
     */
    async decideReturn(userId: number, reference: string, input: ReturnDecisionInput): Promise<SellerOrderView> {
      const { vendor, o } = await vendorsOrder(userId, reference);
      const from = input.decision === 'received' ? 'approved' : 'requested';
      const to = input.decision === 'approve' ? 'approved' : input.decision === 'reject' ? 'rejected' : 'received';
      const operator = input.decision === 'received' ? await deps.invoices.operator() : { name: '', gstin: null };
      await db.transaction(async (tx) => {
        const [r] = await tx
          .select()
          .from(sr)
          .where(and(eq(sr.shopOrderId, o.id), eq(sr.status, from)))
          .for('update');
        if (!r) throw new AppError('order_state', bt.orderState);
        const now = new Date();
        await tx
          .update(sr)
          .set(input.decision === 'received' ? { status: to, receivedAt: now } : { status: to, decidedAt: now, vendorNote: input.note || null })
          .where(eq(sr.id, r.id));
        if (input.decision === 'received') {
          const [order] = await lockedWhere(tx, eq(so.id, o.id));
          if (!order) throw AppError.notFound(bt.orderNotFound);
          const lines = (await linesOf([o.id], tx)).get(o.id) ?? [];
          const back = new Map(r.lines.map((l) => [l.lineId, l.quantity]));
          const returned = lines.filter((l) => back.has(l.id)).map((l) => ({ ...l, quantity: back.get(l.id) ?? 0 }));
          await holds.giveBack(tx, returned);
          await oweBack(tx, order, r.amountPaise, returned, vendor, operator, now);
        }
        // The step in the job: by the time it runs the return may have moved on (received → refunded).
        await mail(tx, o.id, 'return-update', r.id, to);
      });
      await deps.audit.record({
        actorId: userId,
        action: `shop-return.${input.decision}`,
        subjectType: 'shop-order',
        subjectId: reference,
        after: { status: to },
      });
      return viewOf(o.id);
    },

    /**
     * Staff gave back what an order owes its buyer by bank transfer (a UPI payment: a cancelled
     * order, a received return, a dispute refunded): recorded with its UTR, audited.
     */
    async recordRefund(staffId: number, reference: string, utr: string): Promise<SellerOrderView> {
      const [found] = await db
        .select({ paymentOrderId: so.paymentOrderId, buyerId: so.buyerId, vendorId: so.vendorId })
        .from(so)
        .where(eq(so.reference, reference))
        .limit(1);
      // Not for an order one bought or sold oneself (issue 38): the record settles what is owed.
      if (found) await refuseOwnOrder(staffId, found, 'shop-order.refund', reference);
      const pay = found ? await payments.byId(found.paymentOrderId) : undefined;
      const row = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, eq(so.reference, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if (o.refundedPaise >= o.refundDuePaise) throw new AppError('order_state', bt.orderState);
        if (o.refundShortfallPaise > 0) throw new AppError('order_state', sc.refundHeldFirst);
        // A gateway's payment goes back through the gateway (the refund job): a transfer by hand
        // as well would give it back twice.
        if (!pay || !payments.refundsByHand(pay.method)) throw new AppError('order_state', bt.refundThroughProvider);
        // Payments records what went back of the payment, in this transaction, once.
        await payments.recordRefund(
          pay.reference,
          { key: `shop-hand-${o.id}-${o.refundedPaise}-${o.refundDuePaise}`, amountPaise: o.refundDuePaise - o.refundedPaise, by: `staff:${staffId}` },
          tx,
        );
        await moneyWentBack(tx, o, utr);
        await deps.audit.record(
          {
            actorId: staffId,
            action: 'shop-order.refund',
            subjectType: 'shop-order',
            subjectId: reference,
            before: { refundedPaise: o.refundedPaise },
            after: { refundedPaise: o.refundDuePaise, utr },
          },
          tx,
        );
        return o;
      });
      return viewOf(row.id);
    },

    /** The buyer asks the foundation to step in on a shipped or delivered order. */
    async openDispute(userId: number, reference: string, reason: string): Promise<ShopOrderView> {
      const opened = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, and(eq(so.reference, reference), eq(so.buyerId, userId)));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        const [r] = await tx.select().from(sr).where(eq(sr.shopOrderId, o.id)).orderBy(desc(sr.id)).limit(1);
        const [d] = await tx.select().from(sd).where(eq(sd.shopOrderId, o.id)).orderBy(desc(sd.id)).limit(1);
        const refusal = disputeRefusal(o, r, d);
        if (refusal) throw AppError.invalid({ reason: refusal });
        const [made] = await tx.insert(sd).values({ shopOrderId: o.id, reason }).returning({ id: sd.id });
        await mail(tx, o.id, 'dispute-opened', undefined, undefined, made?.id);
        return made
          ? { id: made.id, reference: o.reference, buyerId: userId, buyerEmail: o.buyerEmail, buyerName: o.buyerName, reason, language: o.language }
          : null;
      });
      if (opened) await disputeOpened.emit(opened);
      const v = await service.order(userId, reference);
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /** The console's disputes: open ones first, then the newest; with each order as staff see it. */
    async adminDisputes(status?: 'open' | 'refunded' | 'closed') {
      const rows = await db
        .select()
        .from(sd)
        .where(status ? eq(sd.status, status) : undefined)
        .orderBy(sql`${sd.status} = 'open' desc`, desc(sd.openedAt), desc(sd.id))
        .limit(100);
      const orders = rows.length
        ? await db
            .select()
            .from(so)
            .where(inArray(so.id, [...new Set(rows.map((d) => d.shopOrderId))]))
        : [];
      const byId = new Map((await views(orders)).map((v, i) => [orders[i]?.id ?? 0, v]));
      return rows.flatMap((d) => {
        const order = byId.get(d.shopOrderId);
        return order ? [{ ...(disputeView(d) as NonNullable<ReturnType<typeof disputeView>>), order }] : [];
      });
    },

    /**
     * Staff decide a dispute: refund the buyer what the order has not yet given back, or close it
     * with a note. A delivered order's refund comes out of its vendor's ledger with a credit
     * note; a shipped one that never arrived is cancelled (the goods left the seller: no stock
     * comes back, and the sale was never the vendor's). Both sides are emailed; audited.
     */
    async decideDispute(staffId: number, id: number, input: DisputeDecisionInput) {
      const [pre] = await db.select({ shopOrderId: sd.shopOrderId }).from(sd).where(eq(sd.id, id)).limit(1);
      if (!pre) throw AppError.notFound(sc.disputeNotFound);
      const [preOrder] = await db
        .select({ vendorId: so.vendorId, buyerId: so.buyerId, reference: so.reference })
        .from(so)
        .where(eq(so.id, pre.shopOrderId))
        .limit(1);
      const vendor = preOrder ? await deps.vendors.byId(preOrder.vendorId) : null;
      if (!vendor || !preOrder) throw AppError.notFound(sc.disputeNotFound);
      // Staff who bought the order, or own the shop that sold it, leave its dispute to a colleague (issue 38).
      await refuseOwnDecision(deps.audit, staffId, [preOrder.buyerId, vendor.userId], {
        action: `shop-dispute.${input.decision}`,
        subjectType: 'shop-order',
        subjectId: preOrder.reference,
      });
      const operator = await deps.invoices.operator();
      const refunded = await db.transaction(async (tx) => {
        const [d] = await tx.select().from(sd).where(eq(sd.id, id)).for('update');
        if (!d) throw AppError.notFound(sc.disputeNotFound);
        if (d.status !== 'open') throw new AppError('order_state', sc.disputeDecidedAlready);
        const [o] = await lockedWhere(tx, eq(so.id, d.shopOrderId));
        if (!o) throw AppError.notFound(sc.disputeNotFound);
        const now = new Date();
        let amount = 0;
        if (input.decision === 'refund') {
          amount = o.totalPaise - o.refundDuePaise;
          if (amount <= 0 || (o.status !== 'shipped' && o.status !== 'delivered')) throw new AppError('order_state', bt.orderState);
          const lines = (await linesOf([o.id], tx)).get(o.id) ?? [];
          const owed =
            o.status === 'shipped' ? await move(tx, o, 'cancelled', { cancelledAt: now, cancelledBy: 'staff', cancelReason: input.note.slice(0, 300) }) : o;
          await oweBack(tx, owed, amount, lines, vendor, operator, now);
        }
        await tx
          .update(sd)
          .set({
            status: input.decision === 'refund' ? 'refunded' : 'closed',
            resolution: input.note,
            refundPaise: amount,
            resolvedBy: staffId,
            resolvedAt: now,
          })
          .where(eq(sd.id, d.id));
        await mail(tx, o.id, 'dispute-decided', undefined, undefined, d.id);
        await deps.audit.record(
          {
            actorId: staffId,
            action: `shop-dispute.${input.decision}`,
            subjectType: 'shop-order',
            subjectId: o.reference,
            before: { status: 'open' },
            after: { status: input.decision === 'refund' ? 'refunded' : 'closed', refundPaise: amount },
          },
          tx,
        );
        return amount;
      });
      const [row] = await db.select().from(sd).where(eq(sd.id, id));
      return { ...(disputeView(row) as NonNullable<ReturnType<typeof disputeView>>), refundPaise: refunded };
    },

    /** Staff's view of every vendor's orders, newest first: by state, or one reference. */
    async adminOrders(filter: { status?: ShopOrderStatus | undefined; q?: string | undefined; owed?: boolean | undefined } = {}): Promise<SellerOrderView[]> {
      const ref = filter.q?.trim().toUpperCase();
      const rows = await db
        .select()
        .from(so)
        .where(
          and(
            filter.status ? eq(so.status, filter.status) : undefined,
            ref ? eq(so.reference, ref) : undefined,
            filter.owed ? sql`${so.refundedPaise} < ${so.refundDuePaise}` : undefined,
          ),
        )
        .orderBy(desc(so.createdAt), desc(so.id))
        .limit(100);
      return views(rows);
    },

    /** A vendor moves its own order; another vendor's is "not found". */
    async sellerMove(
      userId: number,
      reference: string,
      how: 'accept' | 'ship' | 'deliver' | 'vendor-cancel',
      input: { courier?: string; trackingNumber?: string; reason?: string } = {},
    ): Promise<SellerOrderView> {
      const { vendor, o } = await vendorsOrder(userId, reference);
      if (how === 'vendor-cancel') {
        await cancelPaid(o.id, how, 'vendor', input.reason ?? '', (x) => x.vendorId === vendor.id);
      } else {
        // Read before the transaction: on PGlite a read outside it would wait for it to end.
        const rates = how === 'deliver' ? await deps.rates.table() : [];
        const operator = how === 'ship' ? await deps.invoices.operator() : { name: '', gstin: null };
        await db.transaction(async (tx) => {
          const [locked] = await lockedWhere(tx, and(eq(so.id, o.id), eq(so.vendorId, vendor.id)));
          if (!locked || !canMove(locked.status, how)) throw new AppError('order_state', bt.orderState);
          const now = new Date();
          const set =
            how === 'accept'
              ? { acceptedAt: now }
              : how === 'ship'
                ? { shippedAt: now, courier: input.courier ?? '', trackingNumber: input.trackingNumber ?? '' }
                : { deliveredAt: now };
          const moved = await move(tx, locked, SHOP_ORDER_MOVES[how].to, set);
          // Shipped: the goods leave the seller, so its invoice is issued now (CGST Act section 31).
          if (how === 'ship') {
            const lines = (await linesOf([moved.id], tx)).get(moved.id) ?? [];
            await deps.invoices.issue(tx, moved, lines, vendor, operator, now);
          }
          if (how === 'deliver') await delivered(tx, moved, vendor, rates, now);
          await mail(tx, moved.id, how === 'accept' ? 'accepted' : how === 'ship' ? 'shipped' : 'delivered');
        });
        await deps.audit.record({
          actorId: userId,
          action: `shop-order.${how}`,
          subjectType: 'shop-order',
          subjectId: reference,
          after: { status: SHOP_ORDER_MOVES[how].to },
        });
      }
      return viewOf(o.id);
    },

    /**
     * The buyer says the parcel arrived (issue 38): a delivery the seller cannot just assert, from
     * which the windows run. A shipped order is delivered by it (the sale is recorded as the
     * seller's "delivered" would); a delivered one keeps its day and gains the confirmation. Once.
     */
    async confirmReceived(userId: number, reference: string): Promise<ShopOrderView> {
      const [pre] = await db
        .select({ vendorId: so.vendorId })
        .from(so)
        .where(and(eq(so.reference, reference), eq(so.buyerId, userId)))
        .limit(1);
      if (!pre) throw AppError.notFound(bt.orderNotFound);
      // Read before the transaction: on PGlite a read outside it would wait for it to end.
      const [vendor, rates] = await Promise.all([deps.vendors.byId(pre.vendorId), deps.rates.table()]);
      if (!vendor) throw AppError.notFound(bt.orderNotFound);
      const mailed = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, and(eq(so.reference, reference), eq(so.buyerId, userId)));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if ((o.status !== 'shipped' && o.status !== 'delivered') || o.receivedAt) throw new AppError('order_state', bt.receivedNotShipped);
        const now = new Date();
        if (o.status === 'delivered') {
          await tx.update(so).set({ receivedAt: now, updatedAt: now }).where(eq(so.id, o.id));
          return false;
        }
        const moved = await move(tx, o, SHOP_ORDER_MOVES.deliver.to, { deliveredAt: now, receivedAt: now });
        await delivered(tx, moved, vendor, rates, now);
        await mail(tx, moved.id, 'delivered');
        return true;
      });
      await deps.audit.record({
        actorId: userId,
        action: 'shop-order.received',
        subjectType: 'shop-order',
        subjectId: reference,
        after: { received: true, delivered: mailed },
      });
      const v = await service.order(userId, reference);
      if (!v) throw AppError.notFound(bt.orderNotFound);
      return v;
    },

    /**
     * Staff release a refund held because it took the seller's payable below zero: the buyer is
     * owed it either way; the foundation carries the shortfall and recovers it from the seller's
     * later sales (the payable stays below zero until then). Audited with the shortfall.
     */
    async releaseRefund(staffId: number, reference: string): Promise<SellerOrderView> {
      const row = await db.transaction(async (tx) => {
        const [o] = await lockedWhere(tx, eq(so.reference, reference));
        if (!o) throw AppError.notFound(bt.orderNotFound);
        if (o.refundShortfallPaise <= 0 || o.refundedPaise >= o.refundDuePaise) throw new AppError('order_state', sc.refundNotHeld);
        await tx.update(so).set({ refundShortfallPaise: 0, updatedAt: new Date() }).where(eq(so.id, o.id));
        await deps.jobs.enqueue(SHOP_REFUND_QUEUE, { orderId: o.id }, { tx, maxAttempts: 8 });
        await deps.audit.record(
          {
            actorId: staffId,
            action: 'shop-order.release-refund',
            subjectType: 'shop-order',
            subjectId: reference,
            before: { refundShortfallPaise: o.refundShortfallPaise },
            after: { refundShortfallPaise: 0, owedPaise: o.refundDuePaise - o.refundedPaise },
          },
          tx,
        );
        return o;
      });
      return viewOf(row.id);
    },

    /**
     * Ends placed orders whose hold passed and whose payment never started; and those whose
     * payment is a typed UTR that staff have not verified within SHOP_UTR_HOLD_HOURS of the
     * checkout (anyone can type a UTR: it would otherwise hold the stock until staff reject it).
     */
    async expireHolds(now = new Date()): Promise<number> {
      const due = await db
        .selectDistinct({ paymentOrderId: so.paymentOrderId })
        .from(so)
        .where(and(eq(so.status, 'placed'), lt(so.holdUntil, now)))
        .limit(500);
      let n = 0;
      for (const d of due) {
        const pay = await payments.byId(d.paymentOrderId);
        // cancel() ends only a payment never started: a UTR waiting for staff is the pass below's.
        if (pay && (await payments.cancel(pay.reference, HOLD_EXPIRED, `not paid within ${HOLD_MINUTES} minutes`))) n++;
      }
      // Counted from the checkout, not from the UTR: correcting a UTR must not renew the hold.
      const bound = new Date(now.getTime() - deps.limits.utrHoldHours * 3_600_000);
      const unverified = await db
        .selectDistinct({ paymentOrderId: so.paymentOrderId })
        .from(so)
        .where(and(eq(so.status, 'placed'), lt(so.createdAt, bound)))
        .limit(500);
      for (const d of unverified) {
        const pay = await payments.byId(d.paymentOrderId);
        if (pay?.status === 'pending' && (await releaseUnverified(pay.id))) n++;
      }
      return n;
    },

    ensureHoldsSweep: () => deps.jobs.ensureWaiting(SHOP_HOLDS_QUEUE),

    /** An email to a vendor about its money (a withdrawal paid or refused), in the account's language. */
    async tellVendor(vendorId: number, event: 'payout-paid' | 'payout-rejected', data: Record<string, string>): Promise<void> {
      const vendor = await deps.vendors.byId(vendorId);
      if (!vendor) return;
      const [account, language, site] = await Promise.all([deps.auth.user(vendor.userId), deps.auth.languageOf(vendor.userId), deps.siteName()]);
      const base = deps.publicUrl.replace(/\/$/, '');
      await runInLanguage(isLanguage(language) ? language : 'en', () =>
        deps.messaging.send('email', account.email, `shop-${event}`, {
          site,
          name: account.fullName,
          shop: vendor.displayName,
          link: `${base}${localPath('/seller/payouts')}`,
          ...data,
        }),
      );
    },
  };

  /**
   * Delivered: the sale is the vendor's, less the commission and the withholdings of the day (it
   * is withdrawable only once the buyer's windows close: the ledger's `held`).
   */
  async function delivered(
    tx: Tx,
    moved: ShopOrderRow,
    vendor: { gstin: string | null; state: string },
    rates: Awaited<ReturnType<WithholdingRates['table']>>,
    now: Date,
  ): Promise<void> {
    const lines = (await linesOf([moved.id], tx)).get(moved.id) ?? [];
    await deps.ledger.recordSale(tx, moved, saleParts(lines, vendor, moved.shipTo.state, indiaDay(now), rates), now);
  }

  /**
   * A purchase whose typed UTR staff did not verify in time gives its stock back: its orders are
   * cancelled as expired, and the buyer is told. The payment stays pending for staff: a match
   * found later takes the stock again if it is still there, or refunds the whole amount
   * (onPaid's branch for an expired order), and a rejection finds nothing left to cancel.
   */
  async function releaseUnverified(paymentOrderId: number): Promise<boolean> {
    return db.transaction(async (tx) => {
      const orders = await lockedWhere(tx, and(eq(so.paymentOrderId, paymentOrderId), eq(so.status, 'placed')));
      const lines = await linesOf(
        orders.map((o) => o.id),
        tx,
      );
      for (const o of orders) {
        await move(tx, o, 'cancelled', { cancelledAt: new Date(), cancelledBy: 'expiry', cancelReason: bt.utrNotVerified(deps.limits.utrHoldHours) });
        await holds.giveBack(tx, lines.get(o.id) ?? []);
        await mail(tx, o.id, 'cancelled');
      }
      return orders.length > 0;
    });
  }

  /**
   * A vendor's own paid order by reference, with the vendor; anything else (another vendor's, one
   * never paid, whether waiting or given up, none) is "not found", as an order that does not exist.
   */
  /** Refuses (403, audited) staff who bought the order or own the shop that sold it (issue 38). */
  async function refuseOwnOrder(staffId: number, o: { buyerId: number | null; vendorId: number }, action: string, reference: string): Promise<void> {
    const vendor = await deps.vendors.byId(o.vendorId);
    await refuseOwnDecision(deps.audit, staffId, [o.buyerId, vendor?.userId], { action, subjectType: 'shop-order', subjectId: reference });
  }

  async function vendorsOrder(userId: number, reference: string) {
    const vendor = await deps.vendors.forUser(userId);
    const [o] = vendor
      ? await db
          .select()
          .from(so)
          .where(and(eq(so.reference, reference), eq(so.vendorId, vendor.id)))
          .limit(1)
      : [];
    if (!o || o.paidAt === null || !vendor) throw AppError.notFound(bt.orderNotFound);
    return { vendor, o };
  }

  /** An order as the vendor's and staff's pages show it, read again after a change. */
  async function viewOf(id: number): Promise<SellerOrderView> {
    const [v] = await views(await db.select().from(so).where(eq(so.id, id)));
    if (!v) throw AppError.notFound(bt.orderNotFound);
    return v;
  }

  /**
   * Money an order owes its buyer, in the transaction that decides it: the amount joins what is
   * due; a delivered order's vendor gives back the sale's share in its ledger; an order whose
   * invoice was issued gets a credit note for `lines`; the refund itself goes out from the queue.
   */
  async function oweBack(
    tx: Tx,
    o: ShopOrderRow,
    amountPaise: number,
    lines: readonly LineRow[],
    vendor: NonNullable<Awaited<ReturnType<PurchasesDeps['vendors']['byId']>>>,
    operator: Awaited<ReturnType<ShopInvoices['operator']>>,
    now: Date,
  ): Promise<void> {
    const [updated] = await tx
      .update(so)
      .set({ refundDuePaise: sql`${so.refundDuePaise} + ${amountPaise}`, updatedAt: now })
      .where(eq(so.id, o.id))
      .returning();
    let shortfall = 0;
    if (o.deliveredAt) {
      await deps.ledger.recordRefund(tx, o, amountPaise, now);
      shortfall = await deps.ledger.shortfall(tx, o.vendorId);
    }
    if (o.shippedAt) await deps.invoices.creditNote(tx, updated ?? o, lines, vendor, operator, now);
    // A refund that leaves the payable below zero would be paid by the foundation (the sale was
    // withdrawn already): it waits for staff, with the shortfall shown (issue 38).
    if (shortfall > 0) await tx.update(so).set({ refundShortfallPaise: shortfall }).where(eq(so.id, o.id));
    else await deps.jobs.enqueue(SHOP_REFUND_QUEUE, { orderId: o.id }, { tx, maxAttempts: 8 });
  }

  /**
   * What the order owed has gone back (the provider's refund id, or staff's UTR): recorded on the
   * locked order, and on the return or dispute that asked for it; the buyer is told.
   */
  async function moneyWentBack(tx: Tx, o: ShopOrderRow, refundReference: string): Promise<void> {
    const now = new Date();
    await tx.update(so).set({ refundedPaise: o.refundDuePaise, updatedAt: now }).where(eq(so.id, o.id));
    const done = await tx
      .update(sr)
      .set({ status: 'refunded', refundedAt: now, refundReference })
      .where(and(eq(sr.shopOrderId, o.id), eq(sr.status, 'received')))
      .returning({ id: sr.id });
    for (const r of done) await mail(tx, o.id, 'return-update', r.id, 'refunded');
    await tx
      .update(sd)
      .set({ refundReference })
      .where(and(eq(sd.shopOrderId, o.id), eq(sd.status, 'refunded'), isNull(sd.refundReference)));
  }

  /** A paid order cancelled before shipping: its stock goes back and its total is owed to the buyer. */
  async function cancelPaid(orderId: number, how: ShopOrderMove, by: 'buyer' | 'vendor', reason: string, mine: (o: ShopOrderRow) => boolean) {
    await db.transaction(async (tx) => {
      const [o] = await lockedWhere(tx, eq(so.id, orderId));
      if (!o || !mine(o)) throw AppError.notFound(bt.orderNotFound);
      if (!canMove(o.status, how)) throw new AppError('order_state', bt.orderState);
      const moved = await move(tx, o, 'cancelled', {
        cancelledAt: new Date(),
        cancelledBy: by,
        cancelReason: reason.slice(0, 300),
        refundDuePaise: o.totalPaise,
      });
      await holds.giveBack(tx, await linesOf([o.id], tx).then((m) => m.get(o.id) ?? []));
      await mail(tx, moved.id, 'cancelled');
      await deps.jobs.enqueue(SHOP_REFUND_QUEUE, { orderId: moved.id }, { tx, maxAttempts: 8 });
    });
  }

  // A cancelled paid order's money goes back through the provider that took it (a gateway call,
  // so after the cancel commits, retried by the queue); a UPI payment's waits for staff, who
  // transfer it and record the bank's reference (recordRefund).
  // What an order owes its buyer goes back through the provider that took it (a gateway call,
  // so after the decision commits, retried by the queue; one job at a time holds it); a UPI
  // payment's waits for staff, who transfer it and record the bank's reference (recordRefund).
  deps.jobs.register(
    SHOP_REFUND_QUEUE,
    async (payload) => {
      const [o] = await db
        .select()
        .from(so)
        .where(eq(so.id, Number(payload.orderId)))
        .limit(1);
      // Held for staff (the payable would go below zero): releaseRefund enqueues it again.
      if (!o || o.refundedPaise >= o.refundDuePaise || o.refundShortfallPaise > 0) return;
      const pay = await payments.byId(o.paymentOrderId);
      if (!pay) return;
      // One key per order and amount owed: a retry after a crash between the gateway's answer and
      // the commit below asks for the same refund again, and the gateway gives it back once.
      const refund = await payments.refundPart(pay, o.refundDuePaise - o.refundedPaise, `shop-refund-${o.id}-${o.refundedPaise}-${o.refundDuePaise}`);
      if (!refund) return;
      await db.transaction(async (tx) => {
        const [locked] = await lockedWhere(tx, eq(so.id, o.id));
        // Only what this job gave back: a later amount owed has its own job.
        if (locked && locked.refundedPaise === o.refundedPaise) await moneyWentBack(tx, { ...locked, refundDuePaise: o.refundDuePaise }, refund.id);
      });
    },
    { group: 'critical' },
  );

  deps.jobs.register(SHOP_MAIL_QUEUE, async (payload) => {
    const [o] = await db
      .select()
      .from(so)
      .where(eq(so.id, Number(payload.orderId)))
      .limit(1);
    if (!o) return;
    const event = String(payload.event) as Mail;
    const [returnRow] = payload.returnId
      ? await db
          .select()
          .from(sr)
          .where(eq(sr.id, Number(payload.returnId)))
      : [];
    const [disputeRow] = payload.disputeId
      ? await db
          .select()
          .from(sd)
          .where(eq(sd.id, Number(payload.disputeId)))
      : [];
    const vendor = await deps.vendors.byId(o.vendorId);
    const toVendor = async () => {
      if (!vendor) return;
      const [account, language] = await Promise.all([deps.auth.user(vendor.userId), deps.auth.languageOf(vendor.userId)]);
      await runInLanguage(isLanguage(language) ? language : 'en', () =>
        send(o, event, account.email, account.fullName, vendor.displayName, 'vendor', returnRow, disputeRow, payload.step),
      );
    };
    if (event === 'new-order' || event === 'return-requested' || event === 'dispute-opened') return toVendor();
    await runInLanguage(isLanguage(o.language) ? o.language : 'en', async () => {
      await send(o, event, o.buyerEmail, o.buyerName, vendor?.displayName ?? '', 'buyer', returnRow, disputeRow, payload.step);
      if ((o.smsUpdates || o.whatsappUpdates) && SMS_EVENTS.has(event)) await sms(o, event, returnRow, disputeRow, payload.step);
    });
    // The seller hears the foundation's decision too.
    if (event === 'dispute-decided') await toVendor();
  });

  /** The state an SMS names, in the buyer's language (set by the caller). */
  function smsState(event: Mail, r?: ReturnRow, d?: DisputeRow, step?: unknown): string {
    if (event === 'return-update') {
      const status = typeof step === 'string' && step in bt.returnStatus ? (step as ReturnRow['status']) : r?.status;
      return status ? bt.returnStatus[status] : '';
    }
    if (event === 'dispute-decided') return d ? bt.disputeStatus[d.status] : '';
    // Shipped says only that: the courier and tracking number are the vendor's words, and an SMS
    // in the foundation's name must not carry them (a "courier" could be "pay COD to 98…").
    return bt.status[event === 'paid' ? 'paid' : (event as ShopOrderStatus)] ?? '';
  }

  /**
   * A short SMS to the buyer's proven mobile (the account's, as it is now), once per order and
   * step; nothing when the account has none any more.
   */
  async function sms(o: ShopOrderRow, event: Mail, r?: ReturnRow, d?: DisputeRow, step?: unknown) {
    if (o.buyerId === null) return;
    const account = await deps.auth.user(o.buyerId).catch(() => null);
    if (!account?.phoneVerified || !account.phone) return;
    const data = { site: await deps.siteName(), reference: o.reference, status: smsState(event, r, d, step) };
    const once = `shop-sms:${o.id}:${event}${r ? `:${r.id}:${String(step ?? r.status)}` : ''}${d ? `:${d.id}` : ''}`;
    // WhatsApp for who asked for it; the SMS where the site has no WhatsApp or the number said STOP.
    if (o.whatsappUpdates) {
      await deps.messaging.sendUpdate(account.phone, { whatsapp: 'shop-order-whatsapp', sms: 'shop-order-sms' }, data, { once });
    } else {
      await deps.messaging.send('sms', account.phone, 'shop-order-sms', data, { once });
    }
  }

  async function send(
    o: ShopOrderRow,
    event: Mail,
    to: string,
    name: string,
    shop: string,
    who: 'buyer' | 'vendor',
    r?: ReturnRow,
    d?: DisputeRow,
    step?: unknown,
  ) {
    const status = (typeof step === 'string' && step in bt.returnStatus ? step : r?.status) as ReturnRow['status'] | undefined;
    const base = deps.publicUrl.replace(/\/$/, '');
    const lines = (await linesOf([o.id])).get(o.id) ?? [];
    const template =
      event === 'new-order'
        ? 'shop-new-order'
        : event === 'return-requested' || event === 'return-update' || event === 'dispute-opened' || event === 'dispute-decided'
          ? (`shop-${event}` as const)
          : (`shop-order-${event}` as const);
    await deps.messaging.send(
      'email',
      to,
      template,
      {
        site: await deps.siteName(),
        name,
        shop,
        reference: o.reference,
        amount: formatINR(o.totalPaise),
        items: lines.map((l) => `${l.quantity} × ${l.title}${l.variantLabel ? ` (${l.variantLabel})` : ''}`).join('\n'),
        courier: o.courier ?? '',
        tracking: o.trackingNumber ?? '',
        reason: o.cancelReason ?? '',
        refund: o.refundDuePaise ? formatINR(o.refundDuePaise) : '',
        returnStatus: status ? bt.returnStatus[status] : '',
        returnReason: r?.reason ?? '',
        returnNote: r?.vendorNote ?? '',
        returnAmount: r ? formatINR(r.amountPaise) : '',
        disputeReason: d?.reason ?? '',
        disputeStatus: d ? bt.disputeStatus[d.status] : '',
        resolution: d?.resolution ?? '',
        disputeRefund: d?.refundPaise ? formatINR(d.refundPaise) : '',
        link: `${base}${who === 'vendor' ? localPath('/seller/orders') : localPath(`/shop/orders/${o.reference}`)}`,
      },
      { once: `shop-order:${o.id}:${event}${r ? `:${r.id}:${status}` : ''}${d ? `:${d.id}:${who}` : ''}` },
    );
  }

  deps.jobs.register(
    SHOP_HOLDS_QUEUE,
    async () => {
      try {
        const n = await service.expireHolds();
        if (n) deps.log?.info({ expired: n }, 'shop purchases not paid in time given up');
      } finally {
        await deps.jobs.ensureWaiting(SHOP_HOLDS_QUEUE, HOLDS_SWEEP_EVERY_MS);
      }
    },
    { group: 'critical' },
  );

  return service;
}

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

class KeyTaken extends Error {}
class ShortStock extends Error {
  readonly short: { variantId: number; left: number }[];
  constructor(short: { variantId: number; left: number }[]) {
    super('short of stock');
    this.short = short;
  }
}

export type Purchases = ReturnType<typeof purchases>;
