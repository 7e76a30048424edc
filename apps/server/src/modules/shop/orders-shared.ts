// What every part of buying from the shop shares (issue 25, split out of purchases.ts by issue
// 44): the deps purchases() is handed, the rows of shop_orders and their lines, returns and
// disputes, and the few ways every part reads and moves an order: its lines in one read, the
// order locked, a move (the caller checked it against SHOP_ORDER_MOVES), a vendor's own paid
// order, staff kept off their own orders. One place, so checkout, fulfilment, aftercare and
// refunds lock and move an order exactly alike.
import { AppError, buyingText as bt, type ShopOrderStatus } from '@sahyog/core';
import { type Db, schema as s } from '@sahyog/db';
import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import type { AuditEntry, AuditLog } from '../../platform/audit.ts';
import { refuseOwnDecision } from '../../platform/duties.ts';
import type { JobQueue } from '../../platform/jobs.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { PrivateStorage } from '../../platform/storage.ts';
import type { AuthService } from '../auth/index.ts';
import type { MessagingService } from '../messaging/index.ts';
import type { PaymentsService, Tx } from '../payments/index.ts';
import type { PrivacyService } from '../privacy/index.ts';
import type { StockHolds } from '../products/index.ts';
import type { VendorsService } from '../vendors/index.ts';
import type { AddressBook } from './addresses.ts';
import type { CartService } from './cart.ts';
import type { ShopInvoices } from './invoices.ts';
import type { VendorLedger } from './ledger.ts';
import type { WithholdingRates } from './rates.ts';

export const so = s.shopOrders;
export const sl = s.shopOrderLines;
export const sr = s.shopReturns;
export const sd = s.shopDisputes;
export type ShopOrderRow = typeof so.$inferSelect;
export type LineRow = typeof sl.$inferSelect;
export type ReturnRow = typeof sr.$inferSelect;
export type DisputeRow = typeof sd.$inferSelect;

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
    | 'byIds'
    | 'refundPart'
    | 'recordRefund'
    | 'refundsByHand'
  >;
  holds: StockHolds;
  cart: CartService;
  addresses: AddressBook;
  vendors: Pick<VendorsService, 'byId' | 'byIds' | 'forUser'>;
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

/** A vendor as vendors.byId answers it (what invoices and the ledger's sale parts read). */
export type Vendor = NonNullable<Awaited<ReturnType<PurchasesDeps['vendors']['byId']>>>;

/** The lines of several orders, in one read, by order id (in the order they were bought). */
export async function linesOf(q: Tx | Db, orderIds: readonly number[]): Promise<Map<number, LineRow[]>> {
  const out = new Map<number, LineRow[]>();
  if (!orderIds.length) return out;
  const rows = await q
    .select()
    .from(sl)
    .where(inArray(sl.shopOrderId, [...orderIds]))
    .orderBy(asc(sl.id));
  for (const r of rows) out.set(r.shopOrderId, [...(out.get(r.shopOrderId) ?? []), r]);
  return out;
}

/** One order's lines. */
export const linesOfOrder = async (q: Tx | Db, orderId: number): Promise<LineRow[]> => (await linesOf(q, [orderId])).get(orderId) ?? [];

/** The orders `where` picks, locked for the transaction, oldest first. */
export const lockedWhere = async (tx: Tx, where: SQL | undefined) => tx.select().from(so).where(where).orderBy(asc(so.id)).for('update');

/** The buyer's own order by reference (anyone else's is not theirs: the caller answers "not found"). */
export const buyersWhere = (userId: number, reference: string) => and(eq(so.reference, reference), eq(so.buyerId, userId));

/** The buyer's own order row, unlocked; undefined for anyone else's. */
export async function buyersRow(db: Db, userId: number, reference: string): Promise<ShopOrderRow | undefined> {
  const [o] = await db.select().from(so).where(buyersWhere(userId, reference)).limit(1);
  return o;
}

/** An audit event of a shop order (its subject the order's reference), in `tx` when given. */
export const auditOrder = (
  deps: Pick<PurchasesDeps, 'audit'>,
  actorId: number,
  action: string,
  reference: string,
  change: Pick<AuditEntry, 'before' | 'after'>,
  tx?: Tx,
) => deps.audit.record({ actorId, action, subjectType: 'shop-order', subjectId: reference, ...change }, tx);

/** Moves a locked order; the caller checked the move. */
export async function move(tx: Tx, o: ShopOrderRow, to: ShopOrderStatus, set: Partial<typeof so.$inferInsert> = {}): Promise<ShopOrderRow> {
  const [row] = await tx
    .update(so)
    .set({ ...set, status: to, updatedAt: new Date() })
    .where(eq(so.id, o.id))
    .returning();
  if (!row) throw new Error('shop order update returned nothing');
  return row;
}

/**
 * A vendor's own paid order by reference, with the vendor; anything else (another vendor's, one
 * never paid, whether waiting or given up, none) is "not found", as an order that does not exist.
 */
export async function vendorsOrder(deps: Pick<PurchasesDeps, 'db' | 'vendors'>, userId: number, reference: string) {
  const vendor = await deps.vendors.forUser(userId);
  const [o] = vendor
    ? await deps.db
        .select()
        .from(so)
        .where(and(eq(so.reference, reference), eq(so.vendorId, vendor.id)))
        .limit(1)
    : [];
  if (!o || o.paidAt === null || !vendor) throw AppError.notFound(bt.orderNotFound);
  return { vendor, o };
}

/** Refuses (403, audited) staff who bought the order or own the shop that sold it (issue 38). */
export async function refuseOwnOrder(
  deps: Pick<PurchasesDeps, 'vendors' | 'audit'>,
  staffId: number,
  o: { buyerId: number | null; vendorId: number },
  action: string,
  reference: string,
): Promise<void> {
  const vendor = await deps.vendors.byId(o.vendorId);
  await refuseOwnDecision(deps.audit, staffId, [o.buyerId, vendor?.userId], { action, subjectType: 'shop-order', subjectId: reference });
}
